"""Templum: temples (D-TEMP-1..3, card 9 Baumeister) and city walls (D-WALL-1..5)."""

from ...core.read_only import ReadOnlyDict
from .entries import DONE
from .payment import pay, payments
from .vocabulary import MASTER_BUILDER_MARBLE, TEMPLE_MARBLE, WALL_MARBLE


def neighbouring_temples(state, region):
    """D-TEMP-2: temples of either player in the regions neighbouring `region`."""
    cities = state.cities
    count = 0
    for neighbour in state.board.neighbours[region]:
        city = cities.get(neighbour)
        if city is not None and city["temple"]:
            count += 1
    return count


def temple_sites(state, player):
    """Own cities where a temple may stand (none yet, and one left in the bank; D-TEMP-3)."""
    if not state.bank["temples"]:
        return []
    return [region for region in state.cities_of(player) if not state.cities[region]["temple"]]


def wall_sites(state, player):
    """Own cities without a wall, if the player has a wall in his supply (D-WALL-1/3)."""
    if not state.players[player]["walls"]:
        return []
    return [region for region in state.cities_of(player) if not state.cities[region]["wall"]]


def legal_templum(state, player):
    """Every temple and wall the player can build and pay now, then 'done'."""
    record = state.players[player]
    decisions = []
    master_builder = "baumeister" in record["hand"]
    for region in temple_sites(state, player):
        surcharge = neighbouring_temples(state, region)
        for payment in payments(record, {"marble": TEMPLE_MARBLE}, surcharge):
            decisions.append(ReadOnlyDict(type="build_temple", region=region, payment=payment))
        if master_builder:
            for payment in payments(record, {"marble": MASTER_BUILDER_MARBLE}, surcharge):
                decisions.append(ReadOnlyDict(type="build_temple", region=region, payment=payment,
                                              card="baumeister"))
    for region in wall_sites(state, player):
        for payment in payments(record, {"marble": WALL_MARBLE}):
            decisions.append(ReadOnlyDict(type="build_wall", region=region, payment=payment))
    decisions.append(DONE)
    return decisions


def build_temple(state, player, region, payment):
    """The player pays and a temple of the bank stands in his city."""
    pay(state, player, payment)
    state.bank["temples"] -= 1
    state.own_city(region)["temple"] = True
    state.events.append({"event": "temple", "player": player, "region": region, "payment": dict(payment)})


def build_wall(state, player, region, payment):
    """The player pays and sets a wall from his supply in his city."""
    pay(state, player, payment)
    state.own_player(player)["walls"] -= 1
    state.own_city(region)["wall"] = True
    state.events.append({"event": "wall", "player": player, "region": region, "payment": dict(payment)})


def wall_back_to_supply(state, region):
    """D-WALL-5: the wall of the city in `region` goes back to its owner's supply."""
    city = state.own_city(region)
    city["wall"] = False
    state.own_player(city["owner"])["walls"] += 1
