"""Militia: arming units from the recruit pool in own cities (D-ARM-1..6), with the fight a unit set
up among enemy units of its kind has at once (D-ARM-5)."""

from functools import lru_cache

from ...core.read_only import ReadOnlyDict
from .board import load_board
from .entries import DONE
from .fights import fight
from .payment import pay, payments, units_held
from .vocabulary import ARMING_IRON, PAYMENT_KINDS, UNITS


ARMING_PRICE = {"iron": ARMING_IRON}


def arming_limit(state, region):
    """D-ARM-3: units a city may set up in one turn: 1, 3 with a temple."""
    return 3 if state.cities[region]["temple"] else 1


def can_arm_kind(state, player, unit):
    """D-ARM-2: a unit of that kind is in the pool and fewer have left it this turn than were noted."""
    scratch = state.scratch
    return (state.players[player]["pool"][unit] > 0
            and scratch["left_pool"][unit] < scratch["pool_noted"][unit])


def legal_militia(state, player):
    """Every unit the player can arm now, by city and kind, with its payments; then 'done'."""
    kinds = tuple(unit for unit in UNITS if can_arm_kind(state, player, unit))
    if not kinds:
        return [DONE]
    armed = state.scratch["armed"]
    if armed:
        cities = tuple(region for region in state.cities_of(player)
                       if armed.get(region, 0) < arming_limit(state, region))
    else:  # no unit set up yet this turn: every city may set one up (D-ARM-3)
        cities = tuple(state.cities_of(player))
    return [*_arming(state.options["board"], cities, kinds, units_held(state.players[player])), DONE]


# A game between two bots asks for 900-1,700 holdings, most of them once, and asks again for recent ones:
# 1024 entries of about 30 objects miss as seldom as 4096 did, which kept earlier games' and grew the heap
# game after game (bench/results/duellum-engine.txt).
@lru_cache(maxsize=1024)
def _arming(board_id, cities, kinds, held):
    # The arm entries for units of `kinds` in `cities` with `held` units of each payment kind, made
    # once for them, read-only (core/read_only.py), and shared by every list that offers them: a state
    # read afresh lists the very entries a decision taken from another state's list names, so apply
    # knows it by identity, without comparing.
    board, entries = load_board(board_id), []
    ways = payments(dict(zip(PAYMENT_KINDS, held)), ARMING_PRICE)
    for region in cities:
        for unit in board.units_allowed(region):
            if unit in kinds:
                entries += [ReadOnlyDict(type="arm", region=region, unit=unit, payment=payment) for payment in ways]
    return tuple(entries)


def set_up(state, player, region, unit):
    """A unit of `player` appears in `region` and fights at once if enemy units of its kind are there."""
    state.add_units(region, player, unit, 1)
    fight(state, region, player, unit)


def arm(state, player, region, unit, payment):
    """The player pays 2 iron and sets up one unit of the pool in his city (counted for D-ARM-2/3)."""
    pay(state, player, payment)
    state.own_player(player)["pool"][unit] -= 1
    state.scratch["left_pool"][unit] += 1
    state.scratch["armed"][region] = state.scratch["armed"].get(region, 0) + 1
    state.events.append({"event": "arm", "player": player, "region": region, "unit": unit, "payment": dict(payment)})
    set_up(state, player, region, unit)
