"""Hard: medium's turn plans, judged by the turns that follow them.

At the rondel it makes medium's plans (one per rondel field, each played greedily to the turn's
end) and keeps the best few by medium's own ranking (CANDIDATES). Each candidate is then judged by
a line of play: from the plan's end the deck is shuffled anew by the bot's own generator (never the
game's, never its true order: D-EV-6), the picks are made as the bots make them, the opponent plays
the turn a medium player would plan, and the bot plays its own next turn as medium would. The
position after that turn is judged (value.py), so every line ends at the same point of the game and
their values compare fairly: a plan that leaves a city open, or spends what the next turn needs,
shows it there. Lines are played round the candidates in medium's order, and each candidate's
values averaged; a candidate replaces medium's first plan only if its lines end better by MARGIN,
so that where the search saw too little the bot plays as medium does.

Why whole turns and medium's own policy in the lines: a Duellum game between medium players takes
about 300 turns, so random play-outs to the end measure nothing, while a line of three planned
turns shows what the opponent, who plans as medium does, will answer and what the bot can do next.

Every line is one iteration: `iterations` fixes their number (reproducible play, tests,
tournaments), else lines are played until `think` seconds of the clock are spent (keeping a share
for the turn's later decisions); no line is started that could overrun the deadline if it took half
as long again as the slowest so far, a line the deadline overtakes is cut short and not counted, and
a turn with no time for one is played as medium plans it.

The search runs with the heap put aside, as every hard player's decisions do (core/computer.py:
ThinkingBudget), so that no full collection of the engine's filled caches stretches a turn.
"""

from ....core.computer import ThinkingBudget
from ..decisions import apply, kept_legal
from .medium import Budget, MediumBot, pick_card, plan_turn, produce_choice, sampled
from .value import relative

CANDIDATES = 4  # the best of medium's plans that the search compares, in medium's order
MARGIN = 0.05   # personages by which a line must beat medium's first plan to replace it
RESERVE = 0.1   # share of the turn's thinking time kept for its later decisions
LINE_SPREAD = 1.5  # a line may take this many times the slowest so far: none is started that could overrun


class HardBot(ThinkingBudget, MediumBot):
    """Plans as medium, then chooses among its best plans by the lines of play that follow them."""

    strength = "hard"

    def make_plan(self, look, player):
        """The plan of the turn that starts in `look` (a sampled copy), chosen by lines of play."""
        started = self.clock()
        deadline = None if self.iterations is not None else started + self.think * (1 - RESERVE)
        plans = plan_turn(look, player, self.rng, self.budget)[:CANDIDATES]
        if len(plans) == 1:
            return plans[0][1]
        totals = [0.0] * len(plans)
        counts = [0] * len(plans)
        # A line plans two turns, so until one is measured it is taken to cost twice this turn's planning.
        slowest = 2 * (self.clock() - started)
        limit = self.iterations if self.iterations is not None else 10_000
        for done in range(limit):
            line_started = self.clock()
            if deadline is not None and line_started + LINE_SPREAD * slowest > deadline:
                break
            index = done % len(plans)
            value = self.line_value(plans[index][2], player, deadline)
            if value is None:
                break
            totals[index] += value
            counts[index] += 1
            slowest = max(slowest, self.clock() - line_started)
        means = {index: totals[index] / counts[index] for index in range(len(plans)) if counts[index]}
        if not means:
            return plans[0][1]
        best = max(means, key=lambda index: (means[index] - (0 if index == 0 else MARGIN), -index))
        return plans[best][1]

    def line_value(self, end, player, deadline=None):
        """The player's value after the opponent's turn and his own next one, both planned as medium
        plans them, from a plan ending in `end` (one sample of the hidden deck); None if the clock
        passed `deadline` on the way (its turns were cut short, so its value compares with no other)."""
        state = sampled(end, self.rng)
        for mover in (state.other(player), player):
            state = _to_rondel(state, mover)
            if state.outcome is not None:
                break
            budget = Budget() if deadline is None else TimedBudget(self.clock, deadline)
            state = plan_turn(state, mover, self.rng, budget)[0][2]
            if deadline is not None and self.clock() > deadline:
                return None
        return relative(state, player)


class TimedBudget(Budget):
    """Medium's evaluations for a turn, spent at once when the clock passes `deadline`: a line that a
    slow turn plan would stretch beyond the turn's thinking time ends its steps as soon as it is due."""

    def __init__(self, clock, deadline):
        super().__init__()
        self.clock = clock
        self.deadline = deadline

    @property
    def left(self):
        """Evaluations still to be made: none once the deadline has passed."""
        return self._left if self.clock() <= self.deadline else 0

    @left.setter
    def left(self, evaluations):
        self._left = evaluations


def _to_rondel(state, mover):
    """The state at `mover`'s next rondel decision (or the game's end), the decisions between made as
    the bots make them."""
    while state.outcome is None and not (state.pending["step"] == "rondel" and state.acting == mover):
        state = apply(state, _quick(state))
    return state


def _quick(state):
    """A decision outside the planned turns: picks as the bots pick, else the first legal one
    (picks and the produce choice are the only ones between a turn's end and the next rondel)."""
    legal = kept_legal(state)
    step = state.pending["step"]
    if step == "pick":
        return pick_card(state, legal)
    if step == "produce":
        return produce_choice(state, state.pending["player"], legal)
    return legal[0]
