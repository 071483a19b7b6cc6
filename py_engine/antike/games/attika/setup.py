"""A new game (AT-SET-*, AT-OPT-1): options checked and normalised, the start layout, the players'
stacks and boards, the deck and the starting hands, every shuffle from the state's generator in
AT-SET-9's order."""

from ...core.errors import InvalidOptions
from ...core.option_checks import checked_house_set, checked_seed_and_names, recorded_house_set
from . import cards, turns
from .chance import lot, shuffled
from .components import (AMPHORAS, HOUSE_SETS, LAYOUTS, MAIN_PIECES, OTHER_PIECES, SEATS, STACK_SIZE,
                         START_CARDS_BY_HOUSE_SET, TILES)
from .hexes import cell
from .map_tiles import lay_tile
from .state import AttikaState

OPTION_NAMES = ("players", "city_states", "first", "seed", "names", "turn_limit", "house_set")


def checked_options(options):
    """The options normalised: {players, city_states, first, seed, names, turn_limit, house_set};
    raises InvalidOptions. A new game without `house_set` is dealt from the current house set."""
    if not isinstance(options, dict):
        raise InvalidOptions("options.object")
    unknown = sorted(set(options) - set(OPTION_NAMES))
    if unknown:
        raise InvalidOptions("options.unknown", names=[str(name) for name in unknown])
    city_states = options.get("city_states")
    players = options.get("players", 2 if city_states is None else None)
    if city_states is None and players in LAYOUTS and not isinstance(players, bool):
        city_states = list(SEATS[:players])
    if (not isinstance(city_states, list) or len(city_states) not in LAYOUTS or len(set(city_states)) != len(city_states)
            or not all(isinstance(seat, str) and seat in SEATS for seat in city_states)):
        raise InvalidOptions("attika.options.city_states", known=list(SEATS))
    if players is not None and players != len(city_states):
        raise InvalidOptions("attika.options.players")
    seed, names = checked_seed_and_names(options, "attika")
    strangers = sorted(set(names) - set(city_states))
    if strangers:
        raise InvalidOptions("options.names_not_in_play", names=strangers, game="attika")
    first = options.get("first")
    if first is not None and first not in city_states:
        raise InvalidOptions("attika.options.first", value=str(first)[:40], known=city_states)
    limit = options.get("turn_limit")
    if limit is not None and (not isinstance(limit, int) or isinstance(limit, bool) or not 1 <= limit <= 1000):
        raise InvalidOptions("attika.options.turn_limit")
    house_set = checked_house_set(options, HOUSE_SETS, "attika.options.house_set")
    return {"players": len(city_states), "city_states": list(city_states), "first": first, "seed": seed,
            "names": names, "turn_limit": limit, "house_set": house_set}


def recorded_options(options):
    """A record's options as this version reads them: one made before the house set had versions
    (no `house_set`) was dealt from the first (AT-SET-8), and replays so."""
    return recorded_house_set(options, HOUSE_SETS)


def start_hands(options):
    """AT-SET-8: the start hands by seat from the start player, as the game's house set deals them."""
    return START_CARDS_BY_HOUSE_SET[options["house_set"]][options["players"]]


def new_game(options):
    """The state before the start player's first decision."""
    options = checked_options(options)
    seats = options["city_states"]
    state = AttikaState(
        options=options, chance={"seed": options["seed"], "draws": 0}, order=[], tiles=[], fields={}, shrines=[],
        buildings={}, tile_stack=[], players={}, supply=AMPHORAS, deck=[], discards=cards.empty_cards(), turn=0,
        acting=None, scratch=None, pending=None, events=[], revealed=False, outcome=None)
    first = options["first"] or lot(state, seats)  # AT-SET-8
    start = seats.index(first)
    state.order = seats[start:] + seats[:start]  # clockwise = the options' order
    state.tile_stack = shuffled(state, sorted(TILES))  # AT-SET-1
    layout = LAYOUTS[len(seats)]
    for slot in layout["slots"]:
        lay_tile(state, state.tile_stack.pop(0), cell(*slot), 0)
    state.shrines = [cell(*shrine) for shrine in layout["shrines"]]  # AT-SET-2
    for seat in seats:  # AT-SET-5, in the options' order (AT-SET-9)
        main = shuffled(state, MAIN_PIECES)
        others = shuffled(state, OTHER_PIECES)
        stacks = [main] + [others[index:index + STACK_SIZE] for index in range(0, len(others), STACK_SIZE)]
        state.players[seat] = {"stacks": [stack[1:] for stack in stacks], "board": [stack[0] for stack in stacks],
                               "hand": cards.empty_cards(), "amphoras": 0, "groups": []}  # AT-SET-6
    state.deck = shuffled(state, cards.full_deck())  # AT-SET-7
    state.events.append({"event": "start", "first": first})
    for seat, count in zip(state.order, start_hands(options)):
        cards.draw(state, seat, count, "start")
    state.players = {seat: state.players[seat] for seat in state.order}
    turns.start_turn(state, first)
    state.revealed = False
    return state
