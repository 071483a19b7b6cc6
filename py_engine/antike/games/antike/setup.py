"""Setting up a game (R-SET-1..5, R-VAR-3)."""

import random

from . import turns
from .board import load_board
from ...core.errors import InvalidOptions
from .options import normalise_options
from .state import GameState
from .vocabulary import BANK_COINS, BANK_TEMPLES, PERSONAGE_STACKS, PERSONAGES


def nations_in_play(options, board):
    """The nations taking part, in R-SET-1 order."""
    if options["two_player"] == "two_colours":
        return list(board.two_colour_nations)
    return list(board.nations_for(options["nations"]))


def starting_nation(options, board, nations):
    """R-SET-3 (Decision) and R-SET-5: who starts; with two colours it is drawn from the seed."""
    if options["two_player"] == "two_colours":
        return random.Random(options["seed"]).choice(nations)
    return board.starting_nation(options["nations"])


def new_game(options):
    """A new game for `options` (see docs/engine-api.md), at its first decision."""
    options = normalise_options(options)
    try:
        board = load_board(options["board"])
    except (OSError, ValueError) as error:
        raise InvalidOptions("options.broken_board", value=options["board"], detail=str(error)) from None
    nations = nations_in_play(options, board)
    unknown_names = sorted(set(options["names"]) - set(nations))
    if unknown_names:
        raise InvalidOptions("options.names_not_in_play", names=unknown_names)
    first = starting_nation(options, board, nations)
    start = nations.index(first)
    order = nations[start:] + nations[:start]
    records = {nation: {
        "marble": 2, "iron": 1, "gold": 3, "coins": 0,  # R-SET-2
        "know_hows": [], "personages": {kind: 0 for kind in PERSONAGES},
        "marks": {"king": 0, "citizen": 0, "navigator": 0}, "eight_rewarded": False,
        "legions": {}, "galleys": {}, "rondel": None,
    } for nation in order}
    state = GameState(
        options=options, order=order, round=0, turn=0, current=0, nations=records, cities={},
        temples=[], bank={"coins": BANK_COINS, "temples": BANK_TEMPLES, "personages": dict(PERSONAGE_STACKS)},
        pending={}, scratch={}, outcome=None, events=[])
    if options["two_player"] == "two_colours":
        # R-SET-5: players alternately pick any free city until each has three.
        begin_picks(state, order * 3)
    elif "longer" in options["variants"]:
        # R-VAR-3: each nation picks one of its three start cities, in turn order.
        begin_picks(state, list(order))
    else:
        for nation in order:
            for province in board.start_cities(options["nations"], nation):
                state.edit_cities()[province] = nation
        turns.start_round(state)
    return state


def begin_picks(state, queue):
    """Ask the first nation of `queue` for a start city."""
    state.scratch = {"pick_queue": queue}
    state.pending = {"nation": queue[0], "step": "choose_start_city"}


def legal_start_cities(state):
    """Free cities the picking nation may take: its own start line (R-VAR-3) or any (R-SET-5)."""
    nation = state.pending["nation"]
    if state.options["two_player"] == "two_colours":
        sites = state.board.province_ids
    else:
        sites = sorted(state.board.start_cities(state.options["nations"], nation))
    return [{"type": "choose_start_city", "province": p} for p in sites if p not in state.cities]


def choose_start_city(state, decision):
    """Place the picking nation's city stone; when every pick is made, the first round begins."""
    nation = state.pending["nation"]
    province = decision["province"]
    state.edit_cities()[province] = nation
    state.events.append({"event": "start_city", "nation": nation, "province": province})
    queue = state.scratch["pick_queue"][1:]
    if queue:
        begin_picks(state, queue)
    else:
        state.scratch = {}
        turns.start_round(state)
