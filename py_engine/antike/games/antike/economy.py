"""Producing and using resources: production, temples, arming, know-how, founding, trade.

R-PROD-1, R-TEMP-1, R-ARM-1/2, R-KNOW-1..5, R-FOUND-1, R-TURN-4.
"""

from functools import lru_cache
from itertools import chain

from .board import load_board
from .decisions import DONE
from .payment import CITY_PRICE, founding_payments, pay, single_resource_payments, up_to
from .vocabulary import (ADVANCED_KNOW_HOWS, KNOW_HOWS, PREREQUISITE, RESOURCES,
                         UNIT_PLURAL)

TEMPLE_PRICE = 5
UNIT_PRICE = 1  # iron (or coins) for one legion or galley (R-ARM-1)
# R-KNOW-2: prices of a know-how nobody holds yet ("new") and of one another nation holds.
NEW_PRICE = {"basic": 7, "advanced": 10}
OLD_PRICE = {"basic": 3, "advanced": 5}
HIGHEST_PRICE = max(NEW_PRICE.values())


def production(state, nation, resource):
    """Units produced: 1 per own city of the resource, 3 with a temple, +1 Market / +2 Currency (R-PROD-1)."""
    temples = state.temples
    amount = 0
    for province in state.board.sites_of(resource).intersection(state.cities_of(nation)):
        amount += 3 if province in temples else 1
    know_hows = state.nations[nation]["know_hows"]
    if "currency" in know_hows:
        amount += 2
    elif "market" in know_hows:
        amount += 1
    return amount


def produce(state, nation, resource):
    """Carry out a production field."""
    amount = production(state, nation, resource)
    record = state.edit_nation(nation)
    record[resource] += amount
    state.events.append({"event": "produce", "nation": nation, "amount": amount, "resource": resource})


def legal_temples(state):
    """Temples the acting nation may build now, each with its payments, then done."""
    nation = state.acting
    decisions = []
    if state.bank["temples"] > 0:
        record = state.nations[nation]
        held = (up_to(record["marble"], TEMPLE_PRICE), up_to(record["coins"], TEMPLE_PRICE))
        for province in state.cities_of(nation):
            if province not in state.temples:
                decisions += _temple_decisions(province, *held)
    decisions.append(DONE)
    return decisions


@lru_cache(maxsize=4096)
def _temple_decisions(province, marble, coins):
    # Shared between states: decisions are never changed in place.
    payments = single_resource_payments({"marble": marble, "coin": coins}, "marble", TEMPLE_PRICE)
    return tuple({"type": "build_temple", "province": province, "payment": payment} for payment in payments)


def build_temple(state, decision):
    """Build a temple on an own city (R-TEMP-1)."""
    nation = state.acting
    province = decision["province"]
    pay(state, nation, decision["payment"])
    state.temples = sorted(state.temples + [province])
    state.edit_bank()["temples"] -= 1
    state.events.append({"event": "temple", "nation": nation, "province": province, "payment": decision["payment"]})


def arming_limit(state, province):
    """New units that may be set up in the province this turn: 1, or 3 with a temple (R-ARM-1)."""
    return 3 if province in state.temples else 1


def allowed_units(board, province):
    """Unit kinds that may be set up in a province (R-ARM-2)."""
    if board.only_sea(province):
        return ("galley",)
    if board.only_land(province):
        return ("legion",)
    return ("legion", "galley")


def legal_arming(state):
    """New units the acting nation may set up now, each with its payments, then done."""
    nation = state.acting
    limits = state.limits
    record = state.nations[nation]
    by_province = _arm_decisions(state.options["board"],
                                 sum(record["legions"].values()) < limits["legions"],
                                 sum(record["galleys"].values()) < limits["galleys"],
                                 up_to(record["iron"], 1), up_to(record["coins"], 1))
    cities = state.cities_of(nation)
    armed = state.scratch.get("armed")
    if armed:
        full = {province for province, count in armed.items() if count >= arming_limit(state, province)}
        cities = [province for province in cities if province not in full]
    decisions = list(chain.from_iterable(map(by_province.__getitem__, cities)))
    decisions.append(DONE)
    return decisions


@lru_cache(maxsize=64)
def _arm_decisions(board_id, legions_in_supply, galleys_in_supply, iron, coins):
    # {province: its arming decisions} for every province of the board, for the unit kinds still in
    # supply and what can pay (1 iron, 1 coin at most): few cases, and one lookup per city at every
    # arming decision. Shared between states: decisions are never changed in place.
    board = load_board(board_id)
    in_supply = {"legion": legions_in_supply, "galley": galleys_in_supply}
    payments = single_resource_payments({"iron": iron, "coin": coins}, "iron", UNIT_PRICE)
    return {province: tuple({"type": "arm", "province": province, "unit": unit, "payment": payment}
                            for unit in allowed_units(board, province) if in_supply[unit]
                            for payment in payments)
            for province in board.province_ids}


def arm(state, decision):
    """Set up one legion or galley in the province of an own city (R-ARM-1)."""
    nation = state.acting
    province, unit = decision["province"], decision["unit"]
    pay(state, nation, decision["payment"])
    units = state.edit_nation(nation, UNIT_PLURAL[unit])
    units[province] = units.get(province, 0) + 1
    armed = dict(state.scratch.get("armed", {}))
    armed[province] = armed.get(province, 0) + 1
    state.scratch["armed"] = armed
    state.events.append({"event": "arm", "nation": nation, "unit": unit, "province": province})


def is_new(state, know_how):
    """Whether no nation holds the know-how yet (R-KNOW-2)."""
    return not any(know_how in record["know_hows"] for record in state.nations.values())


def price(state, know_how):
    """Gold price of a know-how now (R-KNOW-2)."""
    return _price(know_how, is_new(state, know_how))


def _price(know_how, new):
    level = "advanced" if know_how in ADVANCED_KNOW_HOWS else "basic"
    return (NEW_PRICE if new else OLD_PRICE)[level]


def legal_know_hows(state):
    """Know-hows the acting nation may buy now, each with its payments, then done."""
    record = state.nations[state.acting]
    held = record["know_hows"]
    known = set(chain.from_iterable(other["know_hows"] for other in state.nations.values()))
    # More than the highest price never matters: fewer cases for _know_how_offers.
    gold, coins = up_to(record["gold"], HIGHEST_PRICE), up_to(record["coins"], HIGHEST_PRICE)
    decisions = []
    for know_how in KNOW_HOWS:
        basic = PREREQUISITE.get(know_how)
        if know_how in held or (basic and basic not in held):
            continue
        decisions += _know_how_offers(know_how, _price(know_how, know_how not in known), gold, coins)
    decisions.append(DONE)
    return decisions


@lru_cache(maxsize=4096)
def _know_how_offers(know_how, cost, gold, coins):
    # Shared between states: decisions are never changed in place.
    payments = single_resource_payments({"gold": gold, "coin": coins}, "gold", cost)
    return tuple({"type": "buy_know_how", "know_how": know_how, "payment": payment} for payment in payments)


def buy_know_how(state, decision):
    """Buy a know-how; a new one earns a scholar at the end of the turn (R-KNOW-1..3)."""
    nation = state.acting
    know_how = decision["know_how"]
    new = is_new(state, know_how)
    record = pay(state, nation, decision["payment"])
    record["know_hows"] = [k for k in KNOW_HOWS if k in record["know_hows"] or k == know_how]
    if new:
        state.scratch["new_know_hows"] = state.scratch.get("new_know_hows", 0) + 1
    state.events.append({"event": "know_how", "nation": nation, "know_how": know_how, "new": new,
                         "payment": decision["payment"]})


def legal_founding(state):
    """Cities the acting nation may found now, each with its payments, then done (R-FOUND-1)."""
    nation = state.acting
    record = state.nations[nation]
    cities = state.cities
    # Most turns end with every unit in a city: nothing to found, and nothing else to ask.
    sites = [province for province in record["legions"] if province not in cities]
    sites += [province for province in record["galleys"] if province not in cities]
    if not sites or state.city_count(nation) >= state.limits["cities"]:
        return [DONE]
    # Founding takes one price of each resource, coins standing in for any: more never matters.
    by_province = _found_decisions(state.options["board"], up_to(record["marble"], CITY_PRICE),
                                   up_to(record["iron"], CITY_PRICE), up_to(record["gold"], CITY_PRICE),
                                   up_to(record["coins"], CITY_PRICE * len(RESOURCES)))
    decisions = list(chain.from_iterable(map(by_province.__getitem__, sorted(set(sites)))))
    decisions.append(DONE)
    return decisions


@lru_cache(maxsize=128)
def _found_decisions(board_id, marble, iron, gold, coin):
    # {province: its founding decisions} for every province of the board, for what can pay: few
    # cases, and one lookup per site. Shared between states: decisions are never changed in place.
    payments = founding_payments({"marble": marble, "iron": iron, "gold": gold, "coin": coin})
    return {province: tuple({"type": "found", "province": province, "payment": payment} for payment in payments)
            for province in load_board(board_id).province_ids}


def found(state, decision):
    """Found a city where the nation has a unit (R-FOUND-1)."""
    nation = state.acting
    province = decision["province"]
    pay(state, nation, decision["payment"])
    state.edit_cities()[province] = nation
    state.events.append({"event": "found", "nation": nation, "province": province})


def legal_trades(state, nation):
    """2:1 trades with the bank for a nation with all eight know-hows (R-TURN-4)."""
    record = state.nations[nation]
    if len(record["know_hows"]) < len(KNOW_HOWS):
        return ()
    return _trades(up_to(record["marble"], 2), up_to(record["iron"], 2), up_to(record["gold"], 2))


@lru_cache(maxsize=64)
def _trades(*held):
    have = dict(zip(RESOURCES, held))
    decisions = []
    for get in RESOURCES:
        others = [r for r in RESOURCES if r != get]
        for give in ({others[0]: 2}, {others[0]: 1, others[1]: 1}, {others[1]: 2}):
            if all(have[r] >= n for r, n in give.items()):
                decisions.append({"type": "trade", "give": give, "get": get})
    return tuple(decisions)


def trade(state, decision):
    """Give two units to the bank for one of another kind (R-TURN-4, R-KNOW-5)."""
    nation = state.pending["nation"]
    record = state.edit_nation(nation)
    for resource, count in decision["give"].items():
        record[resource] -= count
    record[decision["get"]] += 1
    state.events.append({"event": "trade", "nation": nation, "give": decision["give"], "get": decision["get"]})
