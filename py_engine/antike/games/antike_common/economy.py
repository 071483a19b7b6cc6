"""Producing and using resources: production, temples, arming, know-how, founding.

R-PROD-1, R-TEMP-1, R-ARM-1/2, R-KNOW-1..5, R-FOUND-1 and their Antike II forms (A2-PROD, A2-ARM,
A2-KNOW, A2-FOUND); the edition (edition.py) gives the prices and bonuses, trading is the edition's.
"""

from functools import lru_cache
from itertools import chain

from ...core.read_only import read_only
from .board import load_board
from .decision_shapes import DONE
from .payment import CITY_PRICE, founding_payments, pay, single_resource_payments, up_to
from .vocabulary import RESOURCES, UNIT_PLURAL

TEMPLE_PRICE = 5  # R-TEMP-1, A2-TEMP-1


def production(state, nation, resource):
    """Units produced: 1 per own city of the resource, 3 with a temple, plus the edition's know-how
    bonus (R-PROD-1, A2-PROD-1)."""
    temples = state.temples
    amount = 0
    for province in state.producing_cities(nation, resource):
        amount += 3 if province in temples else 1
    return amount + state.edition.production_bonus(state.nations[nation]["know_hows"])


def produce(state, nation, resource):
    """Carry out a production field; in Antike II it also gives a coin, or a resource of the
    nation's choice when the bank has none (A2-PROD-2): True when that choice is now pending."""
    amount = production(state, nation, resource)
    record = state.edit_nation(nation)
    record[resource] += amount
    event = {"event": "produce", "nation": nation, "amount": amount, "resource": resource}
    state.events.append(event)
    if not state.edition.production_coin:
        return False
    if state.bank["coins"]:
        record["coins"] += 1
        state.edit_bank()["coins"] -= 1
        event["coin"] = 1
        return False
    state.pending = {"nation": nation, "step": "take_resource"}
    return True


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
    # Shared between states, read-only (core/read_only.py).
    payments = single_resource_payments({"marble": marble, "coin": coins}, "marble", TEMPLE_PRICE)
    return tuple(read_only({"type": "build_temple", "province": province, "payment": payment}) for payment in payments)


def build_temple(state, decision):
    """Build a temple on an own city (R-TEMP-1)."""
    nation = state.acting
    province = decision["province"]
    pay(state, nation, decision["payment"])
    state.temples = sorted(state.temples + [province])
    state.edit_bank()["temples"] -= 1
    state.events.append({"event": "temple", "nation": nation, "province": province,
                         "payment": dict(decision["payment"])})


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
    price = state.edition.unit_price
    by_province = _arm_decisions(state.options["board"],
                                 sum(record["legions"].values()) < limits["legions"],
                                 sum(record["galleys"].values()) < limits["galleys"],
                                 up_to(record["iron"], price), up_to(record["coins"], price), price,
                                 state.scratch.get("free_unit", False))
    cities = state.cities_of(nation)
    armed = state.scratch.get("armed")
    if armed:
        full = {province for province, count in armed.items() if count >= arming_limit(state, province)}
        cities = [province for province in cities if province not in full]
    decisions = list(chain.from_iterable(map(by_province.__getitem__, cities)))
    decisions.append(DONE)
    return decisions


@lru_cache(maxsize=256)
def _arm_decisions(board_id, legions_in_supply, galleys_in_supply, iron, coins, price, free):
    # {province: its arming decisions} for every province of the board, for the unit kinds still in
    # supply and what can pay (a unit's price in iron and coins at most), the free unit of the
    # Bellona card (A2-ARM-2) first if it is still to be placed: few cases, and one lookup per city
    # at every arming decision. Shared between states, read-only (core/read_only.py).
    board = load_board(board_id)
    in_supply = {"legion": legions_in_supply, "galley": galleys_in_supply}
    payments = single_resource_payments({"iron": iron, "coin": coins}, "iron", price)
    if free:
        payments = ({},) + payments
    return {province: tuple(read_only({"type": "arm", "province": province, "unit": unit, "payment": payment})
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
    event = {"event": "arm", "nation": nation, "unit": unit, "province": province}
    if state.scratch.get("free_unit") and not decision["payment"]:
        state.scratch["free_unit"] = False  # the Bellona card's unit (A2-ARM-2)
        event["free"] = True
    state.events.append(event)


def pass_bellona(state):
    """The Bellona card's holder ends its arming: the card goes to the nation before it in turn
    order, whatever it armed (A2-ARM-2/3)."""
    holder = state.acting
    if not state.nations[holder].get("bellona"):
        return
    receiver = state.order[state.order.index(holder) - 1]
    state.edit_nation(holder)["bellona"] = False
    state.edit_nation(receiver)["bellona"] = True
    state.scratch.pop("free_unit", None)
    state.events.append({"event": "bellona", "nation": holder, "receiver": receiver})


def is_new(state, know_how):
    """Whether no nation holds the know-how yet (R-KNOW-2, A2-KNOW-3)."""
    return not any(know_how in record["know_hows"] for record in state.nations.values())


def price(state, know_how):
    """Gold price of a know-how now (R-KNOW-2, A2-KNOW-4)."""
    return state.edition.know_how_price(know_how, is_new(state, know_how))


def legal_know_hows(state):
    """Know-hows the acting nation may buy now, each with its payments, then done."""
    edition = state.edition
    record = state.nations[state.acting]
    held = record["know_hows"]
    known = set(chain.from_iterable(other["know_hows"] for other in state.nations.values()))
    # More than the highest price never matters: fewer cases for _know_how_offers.
    highest = edition.highest_price
    gold, coins = up_to(record["gold"], highest), up_to(record["coins"], highest)
    decisions = []
    for know_how in edition.know_hows:
        basic = edition.prerequisite.get(know_how)
        if know_how in held or (basic and basic not in held):
            continue
        decisions += _know_how_offers(know_how, edition.know_how_price(know_how, know_how not in known), gold, coins)
    decisions.append(DONE)
    return decisions


@lru_cache(maxsize=4096)
def _know_how_offers(know_how, cost, gold, coins):
    # Shared between states, read-only (core/read_only.py).
    payments = single_resource_payments({"gold": gold, "coin": coins}, "gold", cost)
    return tuple(read_only({"type": "buy_know_how", "know_how": know_how, "payment": payment}) for payment in payments)


def buy_know_how(state, decision):
    """Buy a know-how; a new one earns a scholar at the end of the turn (R-KNOW-1..3)."""
    nation = state.acting
    know_how = decision["know_how"]
    new = is_new(state, know_how)
    record = pay(state, nation, decision["payment"])
    record["know_hows"] = [k for k in state.edition.know_hows if k in record["know_hows"] or k == know_how]
    if new:
        state.scratch["new_know_hows"] = state.scratch.get("new_know_hows", 0) + 1
    if state.edition.know_how_trades:  # no trade at its rate in the turn it is bought (A2-TRADE-3)
        # A new list, never changed in place (states share their scratch); a list, as its JSON is.
        state.scratch["bought"] = state.scratch.get("bought", []) + [know_how]
    state.events.append({"event": "know_how", "nation": nation, "know_how": know_how, "new": new,
                         "payment": dict(decision["payment"])})


def legal_founding(state):
    """Cities the acting nation may found now, each with its payments, then done (R-FOUND-1)."""
    nation = state.acting
    record = state.nations[nation]
    cities = state.cities
    # Most turns end with every unit in a city: nothing to found, and nothing else to ask.
    if record["legions"].keys() <= cities.keys() and record["galleys"].keys() <= cities.keys():
        return [DONE]
    sites = [province for province in record["legions"] if province not in cities]
    sites += [province for province in record["galleys"] if province not in cities]
    if sites and state.temples:
        # A neutral temple stands without a city, and nothing is founded beside it (A2-NEU-3).
        sites = [province for province in sites if province not in state.temples]
    if not sites or state.city_count(nation) >= state.limits["cities"]:
        return [DONE]
    # Founding takes one price of each resource, coins standing in for any: more never matters.
    by_province = _found_decisions(state.options["board"], up_to(record["marble"], CITY_PRICE),
                                   up_to(record["iron"], CITY_PRICE), up_to(record["gold"], CITY_PRICE),
                                   up_to(record["coins"], CITY_PRICE * len(RESOURCES)),
                                   state.edition.free_building(state.options))
    decisions = list(chain.from_iterable(map(by_province.__getitem__, sorted(set(sites)))))
    decisions.append(DONE)
    return decisions


@lru_cache(maxsize=128)
def _found_decisions(board_id, marble, iron, gold, coin, free_building):
    # {province: its founding decisions} for every province of the board, for what can pay: few
    # cases, and one lookup per site. With free building (A2-VAR-2) one per resource of the tile,
    # the board's own first. Shared between states, read-only (core/read_only.py).
    board = load_board(board_id)
    payments = founding_payments({"marble": marble, "iron": iron, "gold": gold, "coin": coin})
    if not free_building:
        return {province: tuple(read_only({"type": "found", "province": province, "payment": payment})
                                for payment in payments)
                for province in board.province_ids}
    decisions = {}
    for province in board.province_ids:
        own = board.provinces[province]["resource"]
        tiles = (own,) + tuple(resource for resource in RESOURCES if resource != own)
        decisions[province] = tuple(read_only({"type": "found", "province": province, "resource": resource,
                                               "payment": payment})
                                    for resource in tiles for payment in payments)
    return decisions


def found(state, decision):
    """Found a city where the nation has a unit (R-FOUND-1)."""
    nation = state.acting
    province = decision["province"]
    pay(state, nation, decision["payment"])
    state.edit_cities()[province] = nation
    event = {"event": "found", "nation": nation, "province": province}
    if "resource" in decision:  # the tile chosen under free building (A2-VAR-2)
        state.place_tile(province, decision["resource"])
        event["resource"] = decision["resource"]
    state.events.append(event)
