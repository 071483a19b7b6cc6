"""Hard: a time-budgeted multi-player Monte Carlo tree search over whole turns, with max^n backups.

A node is the start of a nation's turn. Its moves are that nation's turn plans - for each rondel
field, the rest of the turn played greedily as the medium bot plays it - best first by the mover's
own evaluation. Each iteration walks down the tree (UCT on the mover's relative value, with
progressive widening so that weak plans are tried late), expands one node by planning its mover's
turn, and backs up the evaluation after that mover's best plan as a vector with one value per
nation (max^n: every nation is assumed to pursue its own value). After the search the bot plays
the root plan tried most often.

Why turns and not single decisions: in CPython one iteration over single decisions buys only a
few hundred playouts per turn against forty moves a step; a turn plan is a meaningful move, and
the search spends its budget on what rivals reply and on the bot's own next turn.

The budget is `think` seconds per turn (the search stops when the next expansion would overrun it,
keeping a share for the turn's later decisions), or a fixed number of `iterations` for reproducible
play.
"""

import math
import random
import time

from ..game import apply, legal_decisions
from .evaluate import evaluate, relative
from .medium import TIE, best_decision, finish_turn, in_own_turn, rondel_choices, score

EXPLORATION = 0.3  # UCT constant, in personages: plans' values differ by tenths of a personage
WIDENING = 1.0     # children tried at a node: 1 + WIDENING * sqrt(visits)
# Rivals and later own turns consider only rondel fields costing at most this: dearer steps are
# rarely best and halve the cost of an expansion.
INNER_MAX_COST = 1
RESERVE = 0.1      # share of the turn's budget kept for the turn's later decisions


class Node:
    """The start of a nation's turn in the search tree."""

    __slots__ = ("state", "plans", "children", "visits", "totals")

    def __init__(self, state):
        self.state = state
        self.plans = None  # [(decisions with their states, state after the turn)], best first
        self.children = []
        self.visits = 0
        self.totals = dict.fromkeys(state.order, 0.0)

    def mean(self):
        """The mean value vector backed up through this node."""
        return {n: total / self.visits for n, total in self.totals.items()}


class HardBot:
    """A bot that searches over turn plans for `think` seconds (or `iterations` expansions) per turn."""

    strength = "hard"

    def __init__(self, seed, think=2.0, iterations=None):
        self.rng = random.Random(seed)
        self.think = think
        self.iterations = iterations
        self.plan = []

    def choose(self, state):
        """A legal decision for whichever nation the pending decision belongs to."""
        legal = legal_decisions(state)
        if len(legal) == 1:
            return legal[0]
        nation = state.pending["nation"]
        if state.pending["step"] == "rondel":
            self.plan = self.search(state)
        elif not (self.plan and self.plan[0][0] == state):
            if in_own_turn(state, nation):
                self.plan = finish_turn(state, nation)[0]
            else:
                return best_decision(state, nation)
        return self.plan.pop(0)[1]

    def search(self, state):
        """The plan of the turn that starts now: [(state, decision)] to play."""
        started = time.perf_counter()
        root = Node(state)
        self._expand(root, max_cost=None)
        if self.iterations is not None:
            for _ in range(self.iterations):
                self._iterate(root)
        else:
            deadline = started + self.think * (1 - RESERVE)
            slowest = time.perf_counter() - started
            while True:
                before = time.perf_counter()
                if before + slowest > deadline:
                    break
                self._iterate(root)
                slowest = max(slowest, time.perf_counter() - before)
        visited = [i for i, child in enumerate(root.children) if child is not None and child.visits]
        if not visited:
            return root.plans[0][0]
        mover = state.pending["nation"]
        best = max(visited, key=lambda i: (root.children[i].visits,
                                           relative(root.children[i].mean(), mover)))
        return root.plans[best][0]

    def _expand(self, node, max_cost):
        state = node.state
        mover = state.pending["nation"]
        plans = []
        for decision in rondel_choices(state, max_cost):
            rest, end = finish_turn(apply(state, decision), mover)
            value = score(end, mover) + self.rng.random() * TIE  # the seed orders near-equal plans
            plans.append((value, [(state, decision)] + rest, end))
        plans.sort(key=lambda plan: -plan[0])
        node.plans = [(played, end) for _, played, end in plans]
        node.children = [None] * len(plans)

    def _iterate(self, root):
        path = [root]
        node = root
        while True:
            if node.state.outcome is not None:
                values = evaluate(node.state)
                break
            if node.plans is None:
                self._expand(node, INNER_MAX_COST)
                values = evaluate(node.plans[0][1])
                break
            node = self._select(node)
            path.append(node)
        for visited in path:
            visited.visits += 1
            for nation, value in values.items():
                visited.totals[nation] += value

    def _select(self, node):
        mover = node.state.pending["nation"]
        allowed = min(len(node.plans), 1 + int(WIDENING * math.sqrt(node.visits)))
        for index in range(allowed):
            if node.children[index] is None:
                node.children[index] = Node(_next_turn_start(node.plans[index][1]))
                return node.children[index]
        log_visits = math.log(node.visits)
        return max(node.children[:allowed], key=lambda child: relative(child.mean(), mover)
                   + EXPLORATION * math.sqrt(log_visits / child.visits))


def _next_turn_start(state):
    """The state at the next rondel decision: coins-for-resources picks (R-TURN-2) made greedily."""
    while state.outcome is None and state.pending["step"] == "take_resource":
        state = apply(state, best_decision(state, state.pending["nation"]))
    return state
