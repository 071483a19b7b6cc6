"""Medium: plans each turn one turn ahead and judges the position at the end of it.

A turn is a series of small decisions. At the rondel the bot tries every field it can reach (each
paid the default way), plays the rest of that turn greedily - every decision the one after which
the evaluation likes the position best - and keeps the field whose turn ends best. It then plays
the plan, and plans the rest of the turn again if the game strays from it (a rival answered a fight
question otherwise than predicted). Its own answers to rivals' fight questions, and its other
decisions outside its turn, are the choice after which it likes the position best. In Antike II a
step's choices also include a few decisions played as one: a raid (raids.py: units gathered on a
neutral temple or a city, then its destruction or conquest) and trades with the action they pay
for (trades.py).

To decide a turn within 0.3 s of CPython it plans only the cheaper Maneuver field, tries only
moves that can change the evaluation, measures again only the most promising decision of a step
(lazy greedy), and makes at most TURN_EVALUATIONS evaluations a turn.
"""

import random

from ..decision_shapes import SHAPES
from ..decisions import apply, kept_legal
from ..military import full_actions
from ..vocabulary import MANEUVER_FIELDS, OWN_TURN_STEPS, UNITS
from .antike2_value import neutral_temples, occupied
from .easy import default_payments
from .evaluate import FAR, attack_reach, evaluate, nearest_sites, refused_when_over, relative, within
from .raids import raids
from .trades import enabling_trades

NO_SITE = (FAR, None)
FINISHING = ("done", "end_movement")
# What tells decisions of a step apart (payments aside: the bots pay the default way).
KEY_FIELDS = {kind: tuple(field for field in shape if field != "payment") for kind, shape in SHAPES.items()}
KEY_FIELDS["found"] += ("resource",)  # the tile's resource, chosen under free building (A2-VAR-2)
# Evaluations a turn may make, planned again or not (about 0.25 s of CPython with six nations):
# typical turns need 50-200; in a rare one with large armies everywhere the last steps end at once.
TURN_EVALUATIONS = 250
# Evaluations within this much of the best count as equally good; the seed picks among them so
# that games between the same bots differ.
TIE = 0.02


class MediumBot:
    """A bot that searches over its rondel choice and plays each turn's remaining decisions greedily."""

    strength = "medium"

    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.plan = []  # [(state expected, decision)] still to play this turn
        self.budget = Budget()  # of this turn, shared by its plan and any plan made again

    def choose(self, state):
        """A legal decision for whichever nation the pending decision belongs to."""
        refused_when_over(state)
        legal = kept_legal(state)
        if len(legal) == 1:
            return legal[0]
        nation = state.pending["nation"]
        if state.pending["step"] == "rondel":
            self.budget = Budget()
            self.plan = self.plan_turn(state)
        elif not (self.plan and self.plan[0][0] == state):
            if in_own_turn(state, nation):
                self.plan = finish_turn(state, nation, self.budget)[0]
            else:
                return best_decision(state, nation)
        return self.plan.pop(0)[1]

    def plan_turn(self, state):
        """The plan of the turn that starts now: [(state, decision)] to play."""
        return plan_turn(state, state.pending["nation"], self.rng, self.budget)


def score(state, nation):
    """The nation's relative value of a position."""
    return relative(evaluate(state), nation)


def in_own_turn(state, nation):
    """Whether `nation` is taking the decision now as part of its own turn."""
    return state.acting == nation and state.pending["nation"] == nation and own_step(state)


def in_turn(state, nation, turn):
    """Whether the game is still in turn number `turn`, the nation's own (it may end with no decision)."""
    return state.outcome is None and state.turn == turn and state.acting == nation and own_step(state)


def own_step(state):
    """Whether the pending step belongs to the acting nation's turn: one of its steps, or in Antike II
    the resource it takes for a production's coin when the bank has none (A2-PROD-2), after which the
    turn goes on. (Antike's take_resource comes before a round's first turn, R-TURN-2.)"""
    step = state.pending["step"]
    return step in OWN_TURN_STEPS or (step == "take_resource" and state.edition.production_coin)


def candidates(state):
    """The decisions worth comparing now: each choice paid the default way, promising moves, and in
    Antike II raids (raids.py) and trades with the action they pay for (trades.py), each a tuple of
    decisions to play in turn."""
    decisions = default_payments(kept_legal(state))
    if state.pending["step"] == "movement":
        return promising_moves(state, decisions) + raids(state, lambda after: answer_questions(after, state.acting))
    if state.edition.know_how_trades:
        return decisions + enabling_trades(state, decisions)
    return decisions


def promising_moves(state, decisions):
    """Of the movement decisions, the moves that can change the evaluation, and every other decision.

    A move is kept if it brings the unit nearer a free city site, within reach of a foreign city (or
    of a neutral temple, A2-NEU-4), into an own city that a rival can reach, or (a galley) into a
    province without an own galley. Of units in one province the one with the most actions left
    moves (the legal list names it first). Late in a game this leaves a fraction of the hundreds of
    legal moves.
    """
    nation = state.acting
    board_id = state.options["board"]
    nearest = nearest_sites(board_id, occupied(state))
    galleys = state.nations[nation]["galleys"]
    approaches = {unit: set() for unit in UNITS}
    counts = {}
    for owner in state.cities.values():
        counts[owner] = counts.get(owner, 0) + 1
    # R-MAN-9: a last city cannot be conquered.
    targets = [province for province, owner in state.cities.items() if owner != nation and counts[owner] > 1]
    targets += neutral_temples(state)
    spare = int(state.edition.exhaustion)  # an action kept to conquer with (R-MAN-6); none in Antike II
    for province in targets:
        for unit in UNITS:
            approaches[unit].update(within(board_id, unit, province, full_actions(state, nation, unit) - spare))
    exposed = set()
    for rival in state.order:
        if rival != nation:
            exposed.update(p for p in attack_reach(state, rival) if state.cities.get(p) == nation)
    kept = []
    seen = set()
    for decision in decisions:
        if decision["type"] != "move":
            kept.append(decision)
            continue
        unit, origin, target = decision["unit"], decision["from"], decision["to"]
        if (unit, origin, target) in seen:
            continue
        seen.add((unit, origin, target))
        sites = nearest[unit]
        if (sites.get(target, NO_SITE)[0] < sites.get(origin, NO_SITE)[0] or target in approaches[unit]
                or target in exposed or (unit == "galley" and target not in galleys)):
            kept.append(decision)
    return kept


def answer_questions(state, acting):
    """Let the other nations answer fight questions until `acting` decides again.

    A plan predicts that a rival fights a unit entering the province of its own city and lets it
    pass elsewhere: evaluating both answers for every move tried would double the cost of planning,
    and a wrong guess only means planning the rest of the turn again.
    """
    while state.pending["step"] == "fight_question" and state.pending["nation"] != acting:
        pending = state.pending
        defends = state.cities.get(pending["province"]) == pending["nation"]
        state = apply(state, {"type": "fight_entry" if defends else "let_pass"})
    return state


def best_decision(state, nation):
    """The decision after which `nation` likes the position best, looking no further."""
    best, best_value = None, None
    for decision in candidates(state):
        value = score(apply(state, decision), nation)
        if best_value is None or value > best_value:
            best, best_value = decision, value
    return best


class Budget:
    """Evaluations that planning a turn may still make.

    A bound on the time a plan takes that, unlike a clock, keeps the bot's choices reproducible.
    """

    def __init__(self, evaluations=TURN_EVALUATIONS):
        self.left = evaluations


def finish_turn(state, nation, budget):
    """Play the rest of the nation's turn greedily: ([(state, decision)] played, the state after the turn).

    Lazy greedy: within one step (a maneuver's movement, a round of arming) the gain a decision
    showed earlier rarely grows once another decision is taken, so earlier gains serve as upper
    bounds and only the most promising decision is measured again. Decisions that end the step are
    always measured afresh, as ending the turn pays its personages. Once the budget is spent, every
    step ends at once. A candidate may be a raid or trades with the action they pay for, a tuple of
    decisions played one by one.
    """
    turn = state.turn
    played = []
    bounds = {}  # decision key -> gain when last measured in this step
    step = None
    while in_turn(state, nation, turn):
        if state.pending["step"] != step:
            step, bounds = state.pending["step"], {}
        options = {_key(d): d for d in candidates(state)}
        if budget.left <= 0:
            decision = next((d for d in options.values() if _finishing(d)), next(iter(options.values())))
            state, steps = _play(state, decision, nation)
            played += steps
            continue
        base = score(state, nation)
        measured = {}
        for key, decision in options.items():
            if key not in bounds or _finishing(decision):
                measured[key] = _measure(state, decision, nation, base, bounds, key, budget)
        while True:
            key = max(options, key=bounds.__getitem__)
            if key in measured:
                break
            measured[key] = _measure(state, options[key], nation, base, bounds, key, budget)
        state, steps = measured[key]
        played += steps
    return played, state


def _key(decision):
    if isinstance(decision, tuple):  # a raid or trades: one per conquest or action it ends with
        return ("compound",) + _key(decision[-1])
    return tuple(decision.get(field) for field in KEY_FIELDS[decision["type"]])


def _finishing(decision):
    return not isinstance(decision, tuple) and decision["type"] in FINISHING


def _play(state, decision, nation):
    """(The state after the decision, or after each of a tuple of them, and [(state, decision)] played)."""
    steps = []
    for part in decision if isinstance(decision, tuple) else (decision,):
        steps.append((state, part))
        state = answer_questions(apply(state, part), nation)
    return state, steps


def _measure(state, decision, nation, base, bounds, key, budget):
    after, steps = _play(state, decision, nation)
    bounds[key] = score(after, nation) - base
    budget.left -= 1
    return after, steps


def rondel_choices(state, max_cost=None):
    """The rondel fields worth planning a turn for, each paid the default way.

    Of the two Maneuver fields only the cheaper is kept: both carry out the same action, and
    planning a maneuver is the dearest part of planning a turn.
    """
    choices = [d for d in candidates(state) if max_cost is None or sum(d["payment"].values()) <= max_cost]
    maneuvers = [d for d in choices if d["field"] in MANEUVER_FIELDS]
    if len(maneuvers) == 2:
        dearer = max(maneuvers, key=lambda d: sum(d["payment"].values()))
        choices.remove(dearer)
    return choices


def plan_turn(state, nation, rng, budget):
    """The plan of a whole turn: for each rondel field the greedy rest of the turn; the best one wins."""
    plans = []
    for decision in rondel_choices(state):
        after = apply(state, decision)
        rest, end = finish_turn(after, nation, budget)
        plans.append((score(end, nation), [(state, decision)] + rest))
    top = max(value for value, _ in plans)
    return rng.choice([plan for value, plan in plans if value >= top - TIE])
