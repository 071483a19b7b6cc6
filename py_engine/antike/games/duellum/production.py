"""Production on Marmor, Ferrum and Aurum (D-PROD-1/2): units from the cities, Moneta's extra unit,
and exactly one coin, or a resource of the player's choice when the bank has none."""

from .entries import PRODUCE
from .vocabulary import PRODUCTION


def produce(state, player, field):
    """Carry out the production of `field`. Returns whether the player must now choose a resource
    in place of the coin (the bank has none)."""
    resource = PRODUCTION[field]
    units = 0
    for region in state.cities_of(player):
        city = state.cities[region]
        if city["resource"] == resource:
            units += 3 if city["temple"] else 1
    # D-PROD-1's Decision: Moneta's unit comes even with no city of that resource.
    if "moneta" in state.players[player]["know_hows"]:
        units += 1
    state.own_player(player)[resource] += units
    coin = 1 if state.bank["coin"] else 0
    state.bank["coin"] -= coin
    state.own_player(player)["coin"] += coin
    state.events.append({"event": "production", "player": player, "resource": resource, "units": units,
                         "coin": coin})
    return not coin


def legal_produce(state, player):
    """D-PROD-2: the bank has no coin; the player takes one marble, iron or gold instead."""
    return list(PRODUCE)


def take_instead_of_coin(state, player, resource):
    """The player takes `resource` in place of the coin the bank lacks."""
    state.own_player(player)[resource] += 1
    state.events.append({"event": "instead_of_coin", "player": player, "resource": resource})
