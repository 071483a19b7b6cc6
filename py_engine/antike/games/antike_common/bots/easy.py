"""Easy: a weighted heuristic policy that looks at nothing beyond the decision in front of it.

It walks the rondel in cheap steps towards fields it can use now (a temple when it has the marble,
know-how when it has the gold), builds, buys and founds whenever it can afford to, sends units
towards the nearest free city site, conquers when the engine offers a conquest, and ends a maneuver
once no unit gets closer to a site.
"""

import random

from ..economy import is_new, price
from ..decisions import kept_legal
from ..vocabulary import RESOURCES
from .antike2_value import occupied
from .evaluate import FAR, buyable, nearest_sites, refused_when_over


class EasyBot:
    """A bot that plays legal, sensible-looking decisions with little foresight."""

    strength = "easy"

    def __init__(self, seed):
        self.rng = random.Random(seed)

    def choose(self, state):
        """A legal decision for whichever nation the pending decision belongs to."""
        refused_when_over(state)
        legal = kept_legal(state)
        if len(legal) == 1:
            return legal[0]
        step = state.pending["step"]
        record = state.nations[state.pending["nation"]]
        if step == "rondel":
            return self._rondel(state, record, default_payments(legal))
        if step == "fight_question":
            # Defend own cities; elsewhere a unit for a unit is only sometimes worth it.
            own = state.cities.get(state.pending["province"]) == state.pending["nation"]
            return {"type": "fight_entry" if own or self.rng.random() < 0.3 else "let_pass"}
        if step == "mover_fight_question":
            # As a defender would: a unit for a unit mostly where it opens a city to conquest.
            target = state.cities.get(state.pending["province"])
            fights = legal[:-1]
            return self.rng.choice(fights) if target not in (None, state.acting) or self.rng.random() < 0.3 else legal[-1]
        if step == "take_resource":
            return min(legal, key=lambda d: record[d["resource"]])
        if step == "movement":
            return self._movement(state, legal)
        if step in ("choose_start_city", "choose_personage"):
            return self.rng.choice(legal)
        builds = [d for d in default_payments(legal) if d["type"] not in ("done", "trade")]
        if not builds or self.rng.random() < 0.1:
            return next(d for d in legal if d["type"] == "done")
        if step == "know_how":  # a new know-how earns a scholar (R-KNOW-3)
            return max(builds, key=lambda d: is_new(state, d["know_how"]))
        return self.rng.choice(builds)

    def _rondel(self, state, record, fields):
        options = [d for d in fields if sum(d["payment"].values()) <= 1]
        weights = [_usefulness(state, record, d["field"]) * (0.3 if d["payment"] else 1.0) for d in options]
        return self.rng.choices(options, weights)[0]

    def _movement(self, state, legal):
        nearest = nearest_sites(state.options["board"], occupied(state))
        closer = [d for d in legal if d["type"] == "move"
                  and _to_site(nearest, d["unit"], d["to"]) < _to_site(nearest, d["unit"], d["from"])]
        if closer and self.rng.random() < 0.85:
            return self.rng.choice(closer)
        return {"type": "end_movement"}


def default_payments(legal):
    """The legal decisions with only the default way to pay each (it comes first), and no trades.

    Easy never trades with the bank: in Antike two units for one is rarely worth a decision (R-TURN-4),
    and medium and hard try Antike II's trades only with the action they pay for (trades.py).
    """
    seen = set()
    result = []
    for decision in legal:
        if decision["type"] == "trade":
            continue
        key = tuple((k, v) for k, v in decision.items() if k != "payment")
        if key not in seen:
            seen.add(key)
            result.append(decision)
    return result


def _to_site(nearest, unit, province):
    """Moves from the province to the nearest free city site."""
    return nearest[unit].get(province, (FAR,))[0]


def _usefulness(state, record, field):
    """How much a field would do now for the nation, as a weight for a random pick."""
    coins = record["coins"]
    if field == "temple":
        return 6.0 if record["marble"] + coins >= 5 else 0.1
    if field == "know_how":
        gold = record["gold"] + coins
        return 6.0 if any(price(state, k) <= gold for k in buyable(state.edition, record)) else 0.1
    if field == "arming":
        return 2.0 if record["iron"] + coins >= state.edition.unit_price else 0.1
    if field in RESOURCES:
        board = state.board
        return 1.0 + sum(1 for p, owner in state.cities.items()
                         if owner == state.pending["nation"] and board.resource(p) == field)
    return 3.0 if record["legions"] or record["galleys"] else 0.1
