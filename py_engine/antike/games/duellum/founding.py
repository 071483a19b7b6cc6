"""Founding cities (D-FOUND-1..4, card 11 Kolonisten): on an empty site where the founder has a
unit, with a tile of the bank's that fixes the city's resource."""

from ...core.read_only import ReadOnlyDict
from .entries import DONE
from .payment import pay, payments
from .vocabulary import FOUNDING_COST, RESOURCES


def same_resource_neighbours(state, region, resource):
    """D-FOUND-4: cities of either player producing `resource` in regions neighbouring `region`."""
    cities = state.cities
    count = 0
    for neighbour in state.board.neighbours[region]:
        city = cities.get(neighbour)
        if city is not None and city["resource"] == resource:
            count += 1
    return count


def founding_sites(state, player):
    """Empty city sites in regions holding at least one of the player's units (D-FOUND-1)."""
    cities = state.cities
    sites = []
    for region in state.occupied(player):
        if cities.get(region, False) is None:  # a site (a key of `cities`) without a city
            sites.append(region)
    return sites


def legal_founding(state, player):
    """Every city the player can found now, by site, tile and payment (with Kolonisten after); 'done'."""
    record = state.players[player]
    colonists = "kolonisten" in record["hand"]
    decisions = []
    in_bank = state.bank["tiles"]
    tiles = [resource for resource in RESOURCES if in_bank[resource]]
    for region in founding_sites(state, player) if tiles else ():
        for resource in tiles:
            surcharge = same_resource_neighbours(state, region, resource)
            for payment in payments(record, FOUNDING_COST, surcharge):
                decisions.append(ReadOnlyDict(type="found", region=region, resource=resource, payment=payment))
            if colonists:
                for payment in payments(record, {}, surcharge):
                    decisions.append(ReadOnlyDict(type="found", region=region, resource=resource, payment=payment,
                                                  card="kolonisten"))
    decisions.append(DONE)
    return decisions


def found(state, player, region, resource, payment):
    """The player pays, takes a tile of `resource` from the bank and founds his city."""
    pay(state, player, payment)
    state.bank["tiles"][resource] -= 1
    state.found_city(region, {"owner": player, "resource": resource, "temple": False, "wall": False})
    state.events.append({"event": "found", "player": player, "region": region, "resource": resource,
                         "payment": dict(payment)})
