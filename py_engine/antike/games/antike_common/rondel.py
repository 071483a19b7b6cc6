"""The rondel: choosing a field, paying for steps beyond the third, starting its action (R-TURN-5/6)."""

from functools import lru_cache

from ...core.read_only import read_only
from . import economy, military, rondel_steps, turns
from .payment import (FOUNDING_RESERVE, any_unit_splits, default_split, holdings, pay, payable_splits,
                      payment_of)
from .vocabulary import MANEUVER_FIELDS, PAYMENT_KINDS, PRODUCTION_FIELDS, RONDEL_FIELDS

FREE_STEPS = 3
# Units to pay for the dearest step: staying on the field, a whole round.
DEAREST_STEP = len(RONDEL_FIELDS) - FREE_STEPS
# The resource an action will need: rondel steps are paid with the others first by default.
NEEDED_BY = {"temple": "marble", "arming": "iron", "know_how": "gold"}
# The resource a production field gives: its founding reserve is the one to spend first.
PRODUCED_BY = {field: field for field in PRODUCTION_FIELDS}


def step_cost(from_field, to_field):
    """Units to pay to reach `to_field`: nothing on the first turn, 1 per field beyond the third (E-1)."""
    return rondel_steps.step_cost(from_field, to_field, RONDEL_FIELDS, FREE_STEPS)


def costs(state, nation):
    """{field: cost} of every field the nation can afford to reach now."""
    record = state.nations[nation]
    wealth = sum(holdings(record).values())
    return {field: cost for field in RONDEL_FIELDS
            if (cost := step_cost(record["rondel"], field)) <= wealth}


def legal_rondel(state):
    """Every reachable field with every way to pay for it, the default payment first."""
    return list(_rondel_list(*_purse(state)))


def default_choice(state, field):
    """The decision to take `field` with its default payment, the first of the field's legal
    decisions; None if the nation cannot pay for the steps to it."""
    record = state.nations[state.pending["nation"]]
    cost = _costs_from(record["rondel"])[field]
    # The holdings up to payment.reach_for(cost), inline: this runs at every rondel decision.
    reach = cost + FOUNDING_RESERVE if cost else 0
    marble, iron, gold, coin = record["marble"], record["iron"], record["gold"], record["coins"]
    marble, iron, gold, coin = (marble if marble < reach else reach, iron if iron < reach else reach,
                                gold if gold < reach else reach, coin if coin < reach else reach)
    if marble + iron + gold + coin < cost:
        return None
    return _field_default(field, cost, marble, iron, gold, coin)


def is_default_choice(state, decision):
    """Whether `decision` is the very decision that default_choice gives for its field: then it is
    legal, known without listing every payment of every field."""
    field = decision.get("field") if isinstance(decision, dict) else None
    return field in RONDEL_FIELDS and decision is default_choice(state, field)


def _purse(state):
    # The rondel position and the holdings up to payment.reach_for(the dearest step): what a
    # nation holds beyond that never changes the legal list, so the lists are cached on this.
    # Clipped inline: this runs at every rondel decision.
    record = state.nations[state.pending["nation"]]
    most = DEAREST_STEP + FOUNDING_RESERVE
    marble, iron, gold, coins = record["marble"], record["iron"], record["gold"], record["coins"]
    return (record["rondel"], marble if marble < most else most, iron if iron < most else most,
            gold if gold < most else most, coins if coins < most else most)


@lru_cache(maxsize=32768)
def _rondel_list(position, marble, iron, gold, coin):
    # Every reachable field's decisions, in rondel order.
    wealth = marble + iron + gold + coin
    decisions = []
    for field, cost in field_costs(position):
        if cost <= wealth:
            # The holdings up to payment.reach_for(cost), inline.
            reach = cost + FOUNDING_RESERVE if cost else 0
            decisions += _field_decisions(field, cost, marble if marble < reach else reach,
                                          iron if iron < reach else reach, gold if gold < reach else reach,
                                          coin if coin < reach else reach)
    return tuple(decisions)


@lru_cache(maxsize=None)
def _field_default(field, cost, marble, iron, gold, coin):
    # The decision that _field_decisions lists first, without the others.
    split = default_split((marble, iron, gold, coin), cost, NEEDED_BY.get(field), PRODUCED_BY.get(field))
    return _decisions_by_split(field, cost)[split]


@lru_cache(maxsize=None)
def field_costs(position):
    """(field, units to pay) of every field from a rondel position (None before the first turn), in
    rondel order."""
    return tuple((field, step_cost(position, field)) for field in RONDEL_FIELDS)


@lru_cache(maxsize=None)
def _costs_from(position):
    # {field: units to pay} from a rondel position.
    return dict(field_costs(position))


@lru_cache(maxsize=None)
def _field_decisions(field, cost, marble, iron, gold, coin):
    # A field's decisions depend on the holdings only up to payment.reach_for(cost): far fewer cases
    # than whole lists. The holdings come clipped and the field affordable (_rondel_list): no need of
    # any_unit_splits's checks (a cold list asks for several of these).
    splits = payable_splits(cost, NEEDED_BY.get(field), PRODUCED_BY.get(field), marble, iron, gold,
                            coin) if cost else ((0, 0, 0, 0),)
    return tuple(map(_decisions_by_split(field, cost).__getitem__, splits))


@lru_cache(maxsize=None)
def _decisions_by_split(field, cost):
    # Every decision of a field at a cost, by payment split: one dict per field and payment (a few
    # hundred), shared by every list that offers it. Holding `cost` of every kind allows every split.
    return {split: read_only({"type": "rondel", "field": field, "payment": payment_of(split)})
            for split in any_unit_splits(dict.fromkeys(PAYMENT_KINDS, cost), cost)}


def choose_field(state, decision):
    """Move the nation's marker, pay, and start the field's action."""
    nation = state.acting
    field = decision["field"]
    record = pay(state, nation, decision["payment"])
    record["rondel"] = field
    state.scratch = {"field": field}
    state.events.append({"event": "rondel", "nation": nation, "field": field, "payment": dict(decision["payment"])})
    if field in PRODUCTION_FIELDS:
        if not economy.produce(state, nation, field):
            turns.begin_founding(state)
    elif field in MANEUVER_FIELDS:
        military.begin_maneuver(state)
    else:
        if field == "arming" and record.get("bellona"):
            state.scratch["free_unit"] = True  # the Bellona card's gift (A2-ARM-2)
        state.pending = {"nation": nation, "step": field}
