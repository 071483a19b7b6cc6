"""The rondel (D-RON-1..3, card 12 Orakel): which fields a player may reach and what each costs."""

from functools import lru_cache

from ...core.read_only import read_only
from ..antike_common import rondel_steps
from .payment import any_units, pay, units_held
from .vocabulary import FREE_FIELDS, ORACLE_FREE_FIELDS, PAYMENT_KINDS, PRODUCTION, RONDEL_FIELDS

# The resource a field's action spends: by default a rondel move is paid with the others.
NEEDED_BY = {"templum": "marble", "militia": "iron", "scientia": "gold", "duellum_1": None, "duellum_2": None}


def cost(from_field, to_field, oracle=False):
    """Units to pay: nothing for a first move (D-RON-2), else 1 per field beyond the free ones
    (3, or 6 with Orakel): Antike's rule (R-TURN-6) with Duellum's fields and Orakel's free steps."""
    free = ORACLE_FREE_FIELDS if oracle else FREE_FIELDS
    return rondel_steps.step_cost(from_field, to_field, RONDEL_FIELDS, free)


def oracle_helps(from_field, to_field):
    """D-EV-5: Orakel may be played only with a move of 4-8 fields that is not the player's first."""
    return from_field is not None and rondel_steps.steps(from_field, to_field, RONDEL_FIELDS) > FREE_FIELDS


def legal_rondel(state, player):
    """Every rondel decision: each field with each payment, then (holding Orakel) the moves it cheapens.
    The entries are made once for a marker's field, Orakel in hand or not, and the units held,
    read-only (core/read_only.py), and shared by every legal list that offers them (the event of a
    move copies its payment)."""
    record = state.players[player]
    return list(_decisions(record["rondel"], "orakel" in record["hand"], units_held(record)))


@lru_cache(maxsize=4096)
def _decisions(here, oracle, held):
    # The rondel decisions of a player with `held` units (in PAYMENT_KINDS order).
    record = dict(zip(PAYMENT_KINDS, held))
    decisions = []
    for with_oracle in (False, True) if oracle else (False,):
        for field in RONDEL_FIELDS:
            if with_oracle and not oracle_helps(here, field):
                continue
            units = cost(here, field, with_oracle)
            spare = (PRODUCTION.get(field), NEEDED_BY.get(field))
            for payment in any_units(record, units, spare=[kind for kind in spare if kind]) if units else [{}]:
                decision = {"type": "rondel", "field": field, "payment": payment}
                if with_oracle:
                    decision["card"] = "orakel"
                decisions.append(read_only(decision))
    return tuple(decisions)


def move_marker(state, player, field, payment):
    """The player pays and his marker goes to `field`."""
    pay(state, player, payment)
    state.own_player(player)["rondel"] = field
    state.scratch["field"] = field
    state.events.append({"event": "rondel", "player": player, "field": field, "payment": dict(payment)})
