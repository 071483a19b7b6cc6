"""A new game (D-SET-1..6): options checked and normalised, the players' starting holdings, the
bank, the start player by lot and the second player's coins (as the game's house set gives them),
the shuffled deck and its display."""

import random

from ...core.errors import InvalidOptions
from ...core.option_checks import checked_house_set, checked_seed_and_names, recorded_house_set
from . import cards, turns
from .board import BOARDS, load_board
from .personages import empty_personages
from .state import DuellumState, empty_units
from .vocabulary import (BANK_COINS, HOUSE_SETS, PERSONAGE_STACKS, SECOND_PLAYER_COINS, START_RESOURCES, TEMPLES,
                         TILES, UNITS, UNITS_PER_KIND, WALLS)

OPTION_NAMES = ("board", "seed", "names", "first", "house_set")


def checked_options(options):
    """The options normalised: {board, seed, names, first, house_set}; raises InvalidOptions. A new
    game without `house_set` is set up with the current house set."""
    if not isinstance(options, dict):
        raise InvalidOptions("options.object")
    unknown = sorted(set(options) - set(OPTION_NAMES))
    if unknown:
        raise InvalidOptions("options.unknown", names=[str(name) for name in unknown])
    board_id = options.get("board", "west")
    if board_id not in BOARDS:
        raise InvalidOptions("options.board", known=list(BOARDS))
    seed, names = checked_seed_and_names(options, "duellum")
    players = load_board(board_id).players
    strangers = sorted(set(names) - set(players))
    if strangers:
        raise InvalidOptions("duellum.options.names", names=strangers, known=players)
    first = options.get("first")
    if first is not None and first not in players:
        raise InvalidOptions("duellum.options.first", value=str(first)[:40], known=players)
    house_set = checked_house_set(options, HOUSE_SETS, "duellum.options.house_set")
    return {"board": board_id, "seed": seed, "names": names, "first": first, "house_set": house_set}


def recorded_options(options):
    """A record's options as this version reads them: one made before the house set had versions
    (no `house_set`) was set up with the first, the second player's 1 coin (D-SET-3), and replays so."""
    return recorded_house_set(options, HOUSE_SETS)


def second_player_coins(options):
    """D-SET-3: the coins the second player takes from the bank, as the game's house set gives them on
    its board."""
    return SECOND_PLAYER_COINS[options["house_set"]][options["board"]]


def _player_record():
    return {"marble": START_RESOURCES, "iron": START_RESOURCES, "gold": START_RESOURCES, "coin": 0,
            # D-SET-2: one legion and one galley in the pool, the rest in the supply.
            "supply": dict.fromkeys(UNITS, UNITS_PER_KIND - 1), "pool": dict.fromkeys(UNITS, 1),
            "walls": 1, "walls_earned": 1, "know_hows": {}, "personages": empty_personages(), "score": 0,
            "rondel": None, "hand": []}


def new_game(options):
    """The state before the start player's first decision."""
    options = checked_options(options)
    board = load_board(options["board"])
    first = options["first"] or random.Random(f"{options['seed']}:start").choice(board.players)  # D-SET-3
    order = [first] + [player for player in board.players if player != first]
    cities = dict.fromkeys(board.sites)
    tiles = dict(TILES)
    for region, start in board.start_cities.items():
        cities[region] = {"owner": start["player"], "resource": start["resource"], "temple": False, "wall": False}
        tiles[start["resource"]] -= 1
    state = DuellumState(
        options=options, order=order, players={player: _player_record() for player in order}, cities=cities,
        units=empty_units(board, order),
        bank={"coin": BANK_COINS, "temples": TEMPLES, "tiles": tiles, "walls": WALLS - 2,
              "personages": dict(PERSONAGE_STACKS)},
        cards={"deck": [], "display": [], "discards": [], "shuffles": 0},
        turn=0, acting=first, scratch=None, pending=None, picks_owed=0, events=[], revealed=False, outcome=None)
    coins = second_player_coins(options)  # D-SET-3: the other player's coins, from the bank (D-SET-4)
    state.bank["coin"] -= coins
    state.players[order[1]]["coin"] += coins
    state.cards["deck"] = cards.shuffled(state, cards.full_deck())  # D-SET-5
    cards.refill(state)
    state.events = [{"event": "start", "first": first}]
    turns.start_turn(state, first)
    return state

