"""The rondel (D-RON-1..3, card 12 Orakel): which fields a player may reach and what each costs."""

from functools import lru_cache

from ...core.read_only import ReadOnlyDict
from ..antike_common import rondel_steps
from .payment import any_units, pay, units_held
from .vocabulary import FREE_FIELDS, ORACLE_FREE_FIELDS, PAYMENT_KINDS, PRODUCTION, RONDEL_FIELDS

# The resource a field's action spends: by default a rondel move is paid with the others.
NEEDED_BY = {"templum": "marble", "militia": "iron", "scientia": "gold", "duellum_1": None, "duellum_2": None}
# The most a move costs: once round the rondel to the same field (D-RON-3).
MOST_UNITS = len(RONDEL_FIELDS) - FREE_FIELDS
NO_PAYMENT = (ReadOnlyDict(),)  # the payment of a move within the free fields


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
    The entries are made once for a marker's field, Orakel in hand or not, and the units held as far
    as they change a payment, read-only (core/read_only.py), and shared by every legal list that
    offers them (the event of a move copies its payment)."""
    record = state.players[player]
    return list(_decisions(record["rondel"], "orakel" in record["hand"], paying_alike(units_held(record))))


def paying_alike(held):
    """Holdings (in PAYMENT_KINDS order) that pay every rondel move in every way `held` does, the
    same for all holdings that do: no move costs more than MOST_UNITS, so a kind's units beyond them
    only count for the order in which the default spends the resources (the most plentiful first)."""
    if max(held) <= MOST_UNITS:
        return held
    *resources, coins = held
    beyond = sorted({units for units in resources if units > MOST_UNITS})
    return (*(units if units <= MOST_UNITS else MOST_UNITS + 1 + beyond.index(units) for units in resources),
            min(coins, MOST_UNITS))


# A game between two bots asks for 150-250 holdings, a game of random play for more: 1024 keep several
# games', where 2048 kept every earlier game's too (bench/results/duellum-engine.txt).
@lru_cache(maxsize=1024)
def _decisions(here, oracle, held):
    # The rondel decisions of a player with `held` units (in PAYMENT_KINDS order).
    record = dict(zip(PAYMENT_KINDS, held))
    decisions = []
    for with_oracle in (False, True) if oracle else (False,):
        for field in RONDEL_FIELDS:
            if with_oracle and not oracle_helps(here, field):
                continue
            units = cost(here, field, with_oracle)
            spare = [kind for kind in (PRODUCTION.get(field), NEEDED_BY.get(field)) if kind]
            for payment in any_units(record, units, spare=spare) if units else NO_PAYMENT:
                if with_oracle:
                    decision = ReadOnlyDict(type="rondel", field=field, payment=payment, card="orakel")
                else:
                    decision = ReadOnlyDict(type="rondel", field=field, payment=payment)
                decisions.append(decision)
    return tuple(decisions)


def move_marker(state, player, field, payment):
    """The player pays and his marker goes to `field`."""
    pay(state, player, payment)
    state.own_player(player)["rondel"] = field
    state.scratch["field"] = field
    state.events.append({"event": "rondel", "player": player, "field": field, "payment": dict(payment)})
