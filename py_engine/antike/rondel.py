"""The rondel: choosing a field, paying for steps beyond the third, starting its action (R-TURN-5/6)."""

from functools import lru_cache

from . import economy, military, turns
from .payment import any_unit_payments, holdings, pay
from .vocabulary import MANEUVER_FIELDS, PRODUCTION_FIELDS, RONDEL_FIELDS

FREE_STEPS = 3
# The resource an action will need: rondel steps are paid with the others first by default.
NEEDED_BY = {"temple": "marble", "arming": "iron", "know_how": "gold"}


def steps(from_field, to_field):
    """Fields advanced clockwise from one field to another: 1 to 8, staying is 8 (R-TURN-6)."""
    distance = (RONDEL_FIELDS.index(to_field) - RONDEL_FIELDS.index(from_field)) % len(RONDEL_FIELDS)
    return distance or len(RONDEL_FIELDS)


def step_cost(from_field, to_field):
    """Units to pay to reach `to_field`: nothing on the first turn, 1 per field beyond the third (E-1)."""
    if from_field is None:
        return 0
    return max(0, steps(from_field, to_field) - FREE_STEPS)


def costs(state, nation):
    """{field: cost} of every field the nation can afford to reach now."""
    record = state.nations[nation]
    wealth = sum(holdings(record).values())
    return {field: cost for field in RONDEL_FIELDS
            if (cost := step_cost(record["rondel"], field)) <= wealth}


def legal_rondel(state):
    """Every reachable field with every way to pay for it, the default payment first."""
    record = state.nations[state.pending["nation"]]
    have = holdings(record)
    # What a nation holds beyond the dearest step (5) never changes the list, so it is cached on that.
    return list(_rondel_decisions(record["rondel"], min(have["marble"], 5), min(have["iron"], 5),
                                  min(have["gold"], 5), min(have["coin"], 5)))


@lru_cache(maxsize=4096)
def _rondel_decisions(position, marble, iron, gold, coin):
    have = {"marble": marble, "iron": iron, "gold": gold, "coin": coin}
    wealth = marble + iron + gold + coin
    decisions = []
    for field in RONDEL_FIELDS:
        cost = step_cost(position, field)
        if cost <= wealth:
            for payment in any_unit_payments(have, cost, NEEDED_BY.get(field)):
                decisions.append({"type": "rondel", "field": field, "payment": payment})
    return tuple(decisions)


def choose_field(state, decision):
    """Move the nation's marker, pay, and start the field's action."""
    nation = state.acting
    field = decision["field"]
    record = pay(state, nation, decision["payment"])
    record["rondel"] = field
    state.scratch = {"field": field}
    state.events.append({"event": "rondel", "nation": nation, "field": field, "payment": decision["payment"]})
    if field in PRODUCTION_FIELDS:
        economy.produce(state, nation, field)
        turns.begin_founding(state)
    elif field in MANEUVER_FIELDS:
        military.begin_maneuver(state)
    else:
        state.pending = {"nation": nation, "step": field}
