"""Hard: medium's turn plans, judged by what the opponent can answer.

At the rondel it makes medium's plans (one per rondel field, each played greedily to the turn's
end), with a larger budget and over dearer rondel moves than medium, and keeps the best few (CANDIDATES). Then it samples continuations: from a candidate's end the
deck is shuffled anew by the bot's own generator (never the game's, never its true order: D-EV-6),
the opponent's picks are made as the bots make them, and the opponent plays the turn a medium
player would plan (over the cheaper rondel fields, with a smaller budget). The position after that
reply is judged (value.py); each candidate's samples are averaged, a share of the plan's own value
mixed in, and the best candidate is played. Every continuation is one iteration: `iterations` fixes
their number (reproducible play, tests, tournaments), else it samples until `think` seconds of the
clock are spent (keeping a share for the turn's later decisions), at least one per candidate.
"""

from ....core.computer import ThinkingBudget
from ..decisions import apply, kept_legal
from .medium import Budget, MediumBot, pick_card, plan_turn, produce_choice, sampled
from .value import relative

CANDIDATES = 3       # the best plans of medium's that the search compares
REPLY_EVALUATIONS = 40  # the opponent's reply is planned with this budget
REPLY_MAX_COST = 1   # and over the rondel fields costing at most this
OWN_EVALUATIONS = 400  # its own turn is planned with more evaluations than medium's
OWN_MAX_COST = 3     # and over dearer rondel moves
OWN_WEIGHT = 0.5     # share of the plan's own value (before the reply) in its score
RESERVE = 0.15       # share of the turn's thinking time kept for its later decisions


class HardBot(ThinkingBudget, MediumBot):
    """Plans as medium, then chooses among its best plans by sampled replies."""

    strength = "hard"

    def make_plan(self, look, player):
        """The plan of the turn that starts in `look` (a sampled copy), chosen by sampled replies."""
        started = self.clock()
        self.budget = Budget(OWN_EVALUATIONS)
        plans = plan_turn(look, player, self.rng, self.budget, max_cost=OWN_MAX_COST)[:CANDIDATES]
        if len(plans) == 1:
            return plans[0][1]
        totals = [0.0] * len(plans)
        counts = [0] * len(plans)
        deadline = None if self.iterations is not None else started + self.think * (1 - RESERVE)
        limit = self.iterations if self.iterations is not None else 10_000
        done = 0
        while done < limit:
            index = done % len(plans)
            if deadline is not None and done >= len(plans) and self.clock() >= deadline:
                break
            totals[index] += self.reply_value(plans[index][2], player)
            counts[index] += 1
            done += 1

        def score(index):
            own = plans[index][0]
            if not counts[index]:
                return own - 1.0  # never sampled: judged by its own value, less a margin
            return OWN_WEIGHT * own + (1 - OWN_WEIGHT) * totals[index] / counts[index]

        best = max(range(len(plans)), key=score)
        return plans[best][1]

    def reply_value(self, end, player):
        """The player's value after the opponent's reply to a plan ending in `end` (one sample)."""
        state = sampled(end, self.rng)
        opponent = state.other(player)
        while state.outcome is None and not (state.pending["step"] == "rondel" and state.acting == opponent):
            state = apply(state, _quick(state))
        if state.outcome is None:
            plans = plan_turn(state, opponent, self.rng, Budget(REPLY_EVALUATIONS), max_cost=REPLY_MAX_COST)
            state = plans[0][2]
        return relative(state, player)


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

