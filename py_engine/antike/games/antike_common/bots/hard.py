"""Hard: a time-budgeted multi-player tree search over whole turns, with max^n backups.

A node is the start of a nation's turn. Its moves are that nation's turn plans - for each rondel
field, the rest of the turn played greedily as the medium bot plays it - best first by the
mover's own evaluation. The tree reaches a round and a turn ahead (BEYOND_ROUND): the bot's turn,
each rival's reply, and the bot's own next turn, which shows what its rondel marker and stock set
up. Against two medium bots (30 games each, 0.5 s of CPU a turn) it won 22 games to ending at the
round's 16: a lead, but within the noise of so few games. In Antike II, where medium plans with
raids and trades too, it won 46 of 60 games against two medium bots (Orient, 0.5 s of CPU a turn).
Each iteration walks down from the root (UCT, with progressive widening so that weaker plans are
tried later), plans the turns it meets for the first time, and follows every new node's best plan
to the horizon, where it evaluates the position: a vector with one value per nation.
Backups are max^n: a node takes the vector of the child its mover likes best, every nation being
assumed to pursue its own value. All leaves lie at the same horizon, so their values compare
fairly. The bot plays the root plan whose line ends best for it; the root widens first, so that
with a short budget the search still compares the bot's own plans against its rivals' replies.

Why turns and not single decisions: in CPython a search over single decisions buys a few hundred
playouts per turn against forty moves a step; a turn plan is a meaningful move, and the search
spends its budget on what the rivals reply.

The budget is `think` seconds per turn, measured by the wall clock as a player waits: the search
starts no turn plan that could overrun the deadline, judging by the slowest plan of its kind so far,
and keeps a share of the budget for the turn's later decisions. Or it is a fixed number of
`iterations`, for reproducible play (the tests use it). Either way the root gets at least one plan.
Tournaments on a busy machine may count the budget in CPU seconds of this process instead
(`clock="cpu"`), so that other load does not silently weaken the bot being measured; in play the
wall clock is what a player waits for, and it stays the budget.
"""

import math

from ....core.computer import ThinkingBudget
from ..decisions import apply
from ..vocabulary import MANEUVER_FIELDS
from .evaluate import evaluate, relative
from .medium import TIE, Budget, MediumBot, best_decision, finish_turn, rondel_choices, score

EXPLORATION = 0.3  # UCT constant, in personages: plans' values differ by tenths of a personage
WIDENING = 1.0     # plans tried at a node below the root: 1 + WIDENING * sqrt(visits)
# Turns below the root consider only rondel fields costing at most this: dearer steps are rarely
# best, and leaving them out halves the cost of planning a turn.
LATER_MAX_COST = 1
BEYOND_ROUND = 1   # turns searched after a round of turns: the bot's own next turn
RESERVE = 0.1      # share of the turn's budget kept for the turn's later decisions


class Node:
    """The start of a nation's turn in the search tree, `depth` turns after the root's."""

    __slots__ = ("state", "depth", "plans", "children", "visits", "values")

    def __init__(self, state, depth):
        self.state = state
        self.depth = depth
        self.plans = None  # [(decisions with the states they are taken in, state after the turn)], best first
        self.children = []
        self.visits = 0
        self.values = None  # the value vector backed up to this node

    @property
    def mover(self):
        """The nation whose turn starts here."""
        return self.state.pending["nation"]


class HardBot(ThinkingBudget, MediumBot):
    """A bot that searches over turn plans for `think` seconds (or `iterations` walks of the tree) per turn.

    It plays its plan, plans the rest of a turn again and answers rivals' questions as the medium
    bot does; only the plan of each turn comes from the search.
    """

    strength = "hard"

    def __init__(self, seed, think=2.0, iterations=None, clock="wall"):
        super().__init__(seed, think, iterations, clock)
        # Seconds of the slowest turn plan by kind (maneuver or not), in this search and the last
        # one: what the next plan of that kind may take.
        self.slowest = {True: 0.0, False: 0.0}
        self.slowest_before = dict(self.slowest)

    def plan_turn(self, state):
        """The plan of the turn that starts now, found by the search: [(state, decision)] to play."""
        deadline = None if self.iterations is not None else self.clock() + self.think * (1 - RESERVE)
        self.slowest_before, self.slowest = self.slowest, {True: 0.0, False: 0.0}
        root = Node(state, 0)
        self._expand(root, deadline)
        horizon = len(state.order) + BEYOND_ROUND
        if deadline is None:
            for _ in range(self.iterations):
                self._iterate(root, horizon, None)
        else:
            while self.clock() + self._may_take(False) < deadline and self._iterate(root, horizon, deadline):
                pass
        valued = [i for i, child in enumerate(root.children) if child is not None and child.values]
        if not valued:
            return root.plans[0][0]
        best = max(valued, key=lambda i: relative(root.children[i].values, root.mover))
        return root.plans[best][0]

    def _expand(self, node, deadline):
        """Plan the mover's turn for each rondel field (the cheaper first) that fits before the deadline.

        The root always gets a plan; another node gets none if none fits (returns False).
        """
        state = node.state
        plans = []
        budget = Budget()
        choices = rondel_choices(state, LATER_MAX_COST if node.depth else None)
        for decision in sorted(choices, key=lambda d: sum(d["payment"].values())):
            maneuver = decision["field"] in MANEUVER_FIELDS
            started = self.clock()
            late = deadline is not None and started + self._may_take(maneuver) > deadline
            if late and (plans or node.depth):  # the root's first plan is made whatever the time
                continue  # a cheaper plan may still fit
            rest, end = finish_turn(apply(state, decision), node.mover, budget)
            self.slowest[maneuver] = max(self.slowest[maneuver], self.clock() - started)
            value = score(end, node.mover) + self.rng.random() * TIE  # the seed orders near-equal plans
            plans.append((value, [(state, decision)] + rest, end))
        if not plans:
            return False
        plans.sort(key=lambda plan: -plan[0])
        node.plans = [(played, end) for _, played, end in plans]
        node.children = [None] * len(plans)
        return True

    def _may_take(self, maneuver):
        """Seconds a turn plan of this kind may take, judging by the slowest of this and the last search."""
        return max(self.slowest[maneuver], self.slowest_before[maneuver])

    def _iterate(self, root, horizon, deadline):
        """Walk down to the horizon, planning new turns on the way; back up max^n.

        Returns False when a turn on the way had no time left for a single plan.
        """
        path = [root]
        node = root
        while True:
            if node.state.outcome is not None:
                node.values = evaluate(node.state)
                break
            if node.plans is None and not self._expand(node, deadline):
                return False
            if node.depth == horizon - 1:
                node.values = evaluate(node.plans[0][1])  # the search ends with this mover's best plan
                break
            node = self._select(node)
            path.append(node)
        node.visits += 1
        for parent in reversed(path[:-1]):
            parent.visits += 1
            valued = [child for child in parent.children if child is not None and child.values]
            parent.values = max((child.values for child in valued), key=lambda v: relative(v, parent.mover))
        return True

    def _select(self, node):
        """The child to walk into: an untried plan among those allowed so far, else the best by UCT."""
        allowed = len(node.plans) if node.depth == 0 else 1 + int(WIDENING * math.sqrt(node.visits))
        allowed = min(allowed, len(node.plans))
        for index in range(allowed):
            if node.children[index] is None:
                node.children[index] = Node(_next_turn_start(node.plans[index][1]), node.depth + 1)
            if not node.children[index].visits:
                return node.children[index]
        log_visits = math.log(node.visits)
        return max(node.children[:allowed], key=lambda child: relative(child.values, node.mover)
                   + EXPLORATION * math.sqrt(log_visits / child.visits))


def _next_turn_start(state):
    """The state at the next rondel decision: coins-for-resources picks (R-TURN-2) made greedily."""
    while state.outcome is None and state.pending["step"] == "take_resource":
        state = apply(state, best_decision(state, state.pending["nation"]))
    return state
