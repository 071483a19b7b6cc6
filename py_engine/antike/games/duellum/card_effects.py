"""What the house deck's stand-alone cards do (cards 2-4, 6-8, 13, 14, 16-20): when each may be
played (D-EV-5, D-TURN-3) with its targets, and its effect. The cards played with a decision
(Orakel, Hinterhalt, Eilmarsch, Baumeister, Bibliothek, Kolonisten) act in that decision's module;
Festung acts in maneuver.py."""

from itertools import combinations

from ...core.read_only import ReadOnlyDict, ReadOnlyList, plain
from . import cards
from .building import wall_back_to_supply, wall_sites
from .fights import to_pool
from .militia import set_up
from .payment import mixes
from .vocabulary import FORTUNE, RESOURCES, STAND_ALONE_CARDS, UNITS

TRIBUTE_UNITS = 2  # card 16
MINT_COINS = 2  # card 20
FORTUNE_UNITS = 3  # cards 17-19


def _no_enemy_city(state, region, enemy):
    city = state.cities.get(region)
    return city is None or city["owner"] != enemy


def _targets(state, player, card):
    # The target fields of each way to play `card` now; empty when it would change nothing (D-EV-5).
    # A field's list or dict is read-only: it goes into the legal list's shared entry as it is.
    enemy = state.other(player)
    board = state.board
    if card == "erdbeben":
        return [{"region": region} for region in state.cities_of(enemy) if state.cities[region]["wall"]]
    if card == "diebstahl":
        return [{}] if state.players[enemy]["coin"] >= 2 else []
    if card == "akademie":
        on_scientia = state.scratch["field"] == "scientia" and state.pending["step"] == "scientia"
        return [{}] if on_scientia and state.players[enemy]["know_hows"] else []
    if card == "seesturm":
        return [{"region": region} for region in board.regions if region in board.sea_regions
                and state.units[region][enemy]["galley"] and _no_enemy_city(state, region, enemy)]
    if card == "fahnenflucht":
        return [{"region": region} for region in board.regions
                if state.units[region][enemy]["legion"] and _no_enemy_city(state, region, enemy)]
    if card == "mauerbau":
        sites = wall_sites(state, player)
        pairs = combinations(sites, 2) if state.players[player]["walls"] >= 2 else ()
        return ([{"regions": ReadOnlyList((region,))} for region in sites]
                + [{"regions": ReadOnlyList(pair)} for pair in pairs])
    if card == "soeldner":
        record = state.players[player]
        return [{"region": region, "unit": unit} for region in state.cities_of(player)
                for unit in board.units_allowed(region) if record["pool"][unit] + record["supply"][unit]]
    if card == "aushebung":
        return [{}] if any(state.players[player]["supply"].values()) else []
    if card == "tribut":
        return [{"take": ReadOnlyDict(take)}
                for take in mixes(TRIBUTE_UNITS, dict.fromkeys(RESOURCES, TRIBUTE_UNITS), RESOURCES)]
    if card in FORTUNE:
        return [{}]
    if card == "muenzstaette":
        lacking = max(0, MINT_COINS - state.bank["coin"])
        if not lacking:
            return [{}]
        return [{"replacements": ReadOnlyDict(way)}
                for way in mixes(lacking, dict.fromkeys(RESOURCES, lacking), RESOURCES)]
    raise ValueError(card)


def legal_plays(state, player):
    """Every stand-alone card the player may play now with each of its targets, in the deck's order."""
    hand = state.players[player]["hand"]
    if not hand:  # most of the time: no card to look at
        return []
    return [ReadOnlyDict(type="play_card", card=card, **targets)
            for card in STAND_ALONE_CARDS if card in hand for targets in _targets(state, player, card)]


def play(state, player, decision):
    """Carry out a stand-alone card; it goes to the discards and the display is refilled (D-EV-1/2)."""
    card = decision["card"]
    enemy = state.other(player)
    record = state.own_player(player)
    state.events.append({"event": "card", "player": player, **plain(decision)})
    if card == "erdbeben":
        wall_back_to_supply(state, decision["region"])
    elif card == "diebstahl":
        half = state.players[enemy]["coin"] // 2
        state.own_player(enemy)["coin"] -= half
        state.bank["coin"] += half
    elif card == "akademie":
        record["gold"] += len(state.players[enemy]["know_hows"])
    elif card == "seesturm":
        to_pool(state, decision["region"], enemy, "galley")
    elif card == "fahnenflucht":
        to_pool(state, decision["region"], enemy, "legion")
    elif card == "mauerbau":
        for region in decision["regions"]:
            record["walls"] -= 1
            state.own_city(region)["wall"] = True
    elif card == "soeldner":
        unit = decision["unit"]
        if record["pool"][unit]:
            record["pool"][unit] -= 1
            state.scratch["left_pool"][unit] += 1
        else:
            record["supply"][unit] -= 1
        set_up(state, player, decision["region"], unit)
    elif card == "aushebung":
        for unit in UNITS:
            if record["supply"][unit]:
                record["supply"][unit] -= 1
                record["pool"][unit] += 1
    elif card == "tribut":
        for resource, units in decision["take"].items():
            record[resource] += units
    elif card in FORTUNE:
        record[FORTUNE[card]] += FORTUNE_UNITS
    elif card == "muenzstaette":
        coins = min(MINT_COINS, state.bank["coin"])
        state.bank["coin"] -= coins
        record["coin"] += coins
        for resource, units in decision.get("replacements", {}).items():
            record[resource] += units
    cards.discard(state, player, card)
