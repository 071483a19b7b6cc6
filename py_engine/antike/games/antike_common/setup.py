"""Setting up a game (R-SET-1..5, R-VAR-3)."""

from . import turns
from .board import load_board
from ...core.errors import InvalidOptions
from .vocabulary import PERSONAGES


def nations_in_play(options, board):
    """The nations taking part, in R-SET-1 order."""
    if options["two_player"] == "two_colours":
        return list(board.two_colour_nations)
    return list(board.nations_for(options["nations"]))


def new_game(edition, options):
    """A new game of `edition` for `options` (see docs/engine-api.md), at its first decision."""
    options = edition.normalise_options(options)
    try:
        board = load_board(options["board"])
    except (OSError, ValueError) as error:
        raise InvalidOptions("options.broken_board", value=options["board"], detail=str(error)) from None
    nations = nations_in_play(options, board)
    unknown_names = sorted(set(options["names"]) - set(nations))
    if unknown_names:
        raise InvalidOptions("options.names_not_in_play", names=unknown_names, game=edition.game_id)
    first = edition.starting_nation(options, board, nations)
    start = nations.index(first)
    order = nations[start:] + nations[:start]
    records = {nation: {
        **edition.start_holdings,  # R-SET-2, A2-SET-2
        "know_hows": [], "personages": {kind: 0 for kind in PERSONAGES},
        "marks": {"king": 0, "citizen": 0, "navigator": 0}, "eight_rewarded": False,
        "legions": {}, "galleys": {}, "rondel": None, **edition.more_of_a_nation(order, nation),
    } for nation in order}
    state = edition.state_class(
        options=options, order=order, round=0, turn=0, current=0, nations=records, cities={},
        temples=[], bank={"coins": edition.bank_coins, "temples": edition.bank_temples,
                          "personages": dict(edition.personage_stacks), **edition.more_of_the_bank(options)},
        pending={}, scratch={}, outcome=None, events=[], **edition.more_of_a_state(options, board))
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
        edition.finish_set_up(state)
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
