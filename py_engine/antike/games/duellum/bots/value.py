"""How a computer player judges a Duellum position: one number per player, in personages.

A player's value is what he holds and what he is on his way to: the personages he holds or has
earned (D-PERS-2..6), his progress towards the next king (cities), citizen (temples) and navigator
(sea points), his know-hows, resources, coins, units and cards, his units' standing on free city
sites and near them, and his threat on the other's cities: for each enemy city (never the last,
D-CONQ-7) the units he could bring there in one Duellum move against its strength (D-CONQ-2), a
temple city counting a general more; the largest threat counts in full, the others in part, as the
same units make them all and a conquest sends them to the pool (D-CONQ-3). The bots compare `relative(state, player)`, his value less
the other's. Nothing here reads the deck: its order is hidden (D-EV-6).
"""

from collections import deque
from functools import lru_cache

from ....core.errors import IllegalDecision
from ..board import load_board
from ..maneuver import reach, strength
from ..personages import navigator_points
from ..vocabulary import (CITIZEN_TEMPLES, KING_CITIES, KNOW_HOW_PRICES, NAVIGATOR_POINTS, RESOURCES,
                          TEMPLE_MARBLE, UNITS)

WIN = 1000.0
PROGRESS = 0.8      # a personage's worth of progress towards the next one, before it is earned
CITY = 0.18         # a city's own worth: production, arming, defence (besides the kings' progress)
TEMPLE = 0.2        # a temple's own worth: production and strength (besides the citizens' progress)
WALL = 0.05
KNOW_HOW = {"strata": 0.25, "navigatio": 0.25, "moneta": 0.35, "res_publica": 0.3, "commercium": 0.1}
RESOURCE = {"marble": 0.045, "iron": 0.045, "gold": 0.05, "coin": 0.06}
# A stock's worth falls as it grows: the first units of a kind pay for the next action, the rest wait.
PLENTY = {"marble": 6, "iron": 4, "gold": 8, "coin": 3}
UNIT_BOARD = 0.2
UNIT_POOL = 0.1
GALLEY_POOL = 0.05  # more for a galley while a navigator is to be had
ON_SITE = 0.12      # a unit on a free city site: a city can be founded there
NEAR_SITE = 0.05    # a unit one move from a free site
CARD = 0.06
FESTUNG = 0.25
THREAT = 0.45       # a city the attacker can take next Duellum turn, times its worth to him
READY = 0.5         # a city whose region already holds enough attackers (less than taking it)
OTHER_THREATS = 0.25  # share of the threats after the largest (the same units make them all)
SAVING = 0.6        # share of the next scholar (or temple) that stock saved towards it is worth


@lru_cache(maxsize=None)
def distances(board_id, unit):
    """{region: {region: borders a unit of this kind crosses on the way}} over the whole board."""
    board = load_board(board_id)
    table = {}
    for start in board.regions:
        seen = {start: 0}
        queue = deque([start])
        while queue:
            here = queue.popleft()
            for neighbour in board.crossable[unit][here]:
                if neighbour not in seen:
                    seen[neighbour] = seen[here] + 1
                    queue.append(neighbour)
        table[start] = seen
    return table


def _capped(units, kind):
    worth, plenty = RESOURCE[kind], PLENTY[kind]
    return worth * min(units, plenty) + worth / 3 * max(0, min(units, 2 * plenty) - plenty) + worth / 8 * max(
        0, units - 2 * plenty)


def city_worth(state, region, taker):
    """What taking the city in `region` would be worth to `taker`: a city for him, one less for the
    owner, and a general if a temple stands there and the stack has one."""
    city = state.cities[region]
    worth = 2 * CITY + 0.35
    if city["temple"]:
        worth += 1.0 if state.bank["personages"]["general"] else 0.3
    return worth


def threat(state, attacker):
    """The attacker's threat on the other's cities: for each that is not the last, the share of
    its strength he could bring there in one move, and more once he can take it; the largest in
    full and the others at OTHER_THREATS."""
    defender = state.other(attacker)
    cities = state.cities_of(defender)
    if len(cities) < 2:
        return 0.0
    board_id = state.options["board"]
    units = state.units
    placed = {unit: [(region, side[attacker][unit]) for region, side in units.items() if side[attacker][unit]]
              for unit in UNITS}
    threats = []
    for region in cities:
        needed = strength(state, region)
        here = units[region][attacker]["legion"] + units[region][attacker]["galley"]
        near = 0
        for unit in UNITS:
            length = reach(state, attacker, unit)
            table = distances(board_id, unit)
            coming = sum(count for origin, count in placed[unit]
                         if origin != region and table[origin].get(region, 99) <= length)
            # Each defender of the kind there takes one comer with it (D-MAN-3, D-FIGHT-1).
            near += max(0, coming - units[region][defender][unit])
        worth = city_worth(state, region, attacker)
        if here >= needed:
            threats.append(READY * worth)
        elif here + near >= needed:
            threats.append(THREAT * worth)
        else:
            threats.append(0.1 * worth * (here + near) / needed)
    # The same units threaten every city around them, but a conquest returns them to the pool
    # (D-CONQ-3): counted in full on each city, standing next to many would be worth more than
    # taking one, and the game would stall in threats never carried out.
    threats.sort(reverse=True)
    return sum(threats[:1]) + OTHER_THREATS * sum(threats[1:])


def sites_value(state, player):
    """Units on free city sites (ready to found), and the nearer the others stand to one the better;
    galleys off the sea near a sea region without an own galley (navigator points to come)."""
    board = state.board
    table_of = {unit: distances(state.options["board"], unit) for unit in UNITS}
    free = [region for region, city in state.cities.items() if city is None]
    value = 0.0
    navigators = bool(state.bank["personages"]["navigator"])
    open_seas = [region for region in board.sea_regions if not state.units[region][player]["galley"]]
    for region, side in state.units.items():
        mine = side[player]
        if not (mine["legion"] or mine["galley"]):
            continue
        if state.cities.get(region, 0) is None:
            value += ON_SITE
        elif free:
            kinds = [unit for unit in UNITS if mine[unit]]
            far = min(max(0, table_of[unit][region].get(site, 99) - reach(state, player, unit) + 1)
                      for unit in kinds for site in free)
            value += NEAR_SITE / (1 + far)
        if navigators and mine["galley"] and region not in board.sea_regions and open_seas:
            table = table_of["galley"]
            best = max((board.navigator_points(sea) for sea in open_seas if table[region].get(sea, 99) <= 2),
                       default=0)
            value += 0.5 * PROGRESS * best / NAVIGATOR_POINTS
    return value


def savings(state, player, record, temple_site):
    """Gold towards the cheapest know-how nobody holds (a scholar, D-KNOW-3) and marble towards a
    temple: stock saved for the next personage is worth more than its units alone."""
    value = 0.0
    if state.bank["personages"]["scholar"]:
        held = set()
        for other in state.players.values():
            held.update(other["know_hows"])
        prices = [KNOW_HOW_PRICES[k][0] for k in KNOW_HOW_PRICES if k not in held]
        if prices:
            price = min(prices)
            value += SAVING * PROGRESS * min(record["gold"] + record["coin"], price) / price
    if temple_site and state.bank["temples"]:
        # Less than a temple's own gain over its marble, so that saving never stops the building.
        value += 0.1 * min(record["marble"] + record["coin"], TEMPLE_MARBLE) / TEMPLE_MARBLE
    return value


def player_value(state, player):
    """The player's value, in personages (see the module's head)."""
    record = state.players[player]
    held = record["personages"]
    stacks = state.bank["personages"]
    value = float(record["score"])
    cities = state.cities_of(player)
    temples = sum(1 for region in cities if state.cities[region]["temple"])
    walls = sum(1 for region in cities if state.cities[region]["wall"])
    value += CITY * len(cities) + TEMPLE * temples + WALL * walls

    def progress(count, step, kind):
        if not stacks[kind]:
            return 0.0
        due = count // step - held[kind]
        if due > 0:
            return min(due, stacks[kind]) + PROGRESS * (count % step) / step
        return PROGRESS * max(0, count - step * held[kind]) / step

    value += progress(len(cities), KING_CITIES, "king")
    value += progress(temples, CITIZEN_TEMPLES, "citizen")
    value += progress(navigator_points(state, player), NAVIGATOR_POINTS, "navigator")
    if state.acting == player and state.scratch is not None:
        value += min(state.scratch["scholars"], stacks["scholar"])
        value += min(state.scratch["temples_destroyed"], stacks["general"])
    for know_how in record["know_hows"]:
        value += KNOW_HOW[know_how]
    for kind in RESOURCES + ("coin",):
        value += _capped(record[kind], kind)
    value += savings(state, player, record, temples < len(cities))
    on_board = sum(side[player]["legion"] + side[player]["galley"] for side in state.units.values())
    value += UNIT_BOARD * on_board + UNIT_POOL * (record["pool"]["legion"] + record["pool"]["galley"])
    if stacks["navigator"]:
        value += GALLEY_POOL * record["pool"]["galley"]
    value += sum(FESTUNG if card == "festung" else CARD for card in record["hand"])
    value += WALL * 0.5 * record["walls"]
    value += sites_value(state, player)
    value += threat(state, player)
    return value


def relative(state, player):
    """The player's value less the other's; a won game is worth WIN (a draw 0)."""
    outcome = state.outcome
    if outcome is not None:
        winner = outcome["winner"]
        return 0.0 if winner is None else (WIN if winner == player else -WIN)
    other = state.other(player)
    return player_value(state, player) - player_value(state, other)


def refused_when_over(state):
    """A computer player asked to decide in a game that is over has no legal decision to choose from:
    it is refused (IllegalDecision, the game's own words for it) before it looks at anything."""
    if state.pending is None:
        raise IllegalDecision("duellum.game_over")
