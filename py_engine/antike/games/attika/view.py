"""What a viewer sees of a game (AT-INFO): the map, every player board, amphoras, the supply, the
discard pile and the turn are open to all; of the hidden things (AT-INFO-2) a seat sees only its
own hand and counts of the rest (other hands, stacks, deck, tile stack), a spectator only the
counts, and a finished game's replay (`ALL`) everything."""

import marshal

from ...core.palette import ink
from ...core.protocol import ALL
from ...core.read_only import plain
from . import decisions
from .building import Sites
from .words.log import outcome_words, say, sees_cards
from .words.terms import field_label
from .components import CITY_STATES, MAIN_PIECES, PIECES, TITLE, city_state_name
from .map_tiles import legal_centres
from .option_tips import option_tips
from .settlements import settlement_count
from .words.summary import end_facts
from .turns import cards_due
from .words.terms import STEP_PROMPTS, building_word
from .wins import on_map


def _fresh(data):
    # The view shares nothing with the state.
    return marshal.loads(marshal.dumps(data))


def letter(seat):
    """A city state's letter on the page ("A" for Athens)."""
    return CITY_STATES[seat]["en"][0]


def in_stacks(state, seat):
    """{building: count} still in `seat`'s stacks as a whole (public, AT-INFO-2: 30 minus those
    revealed), in the components' order."""
    record = state.players[seat]
    left = list(PIECES)
    placed = [building["building"] for building in state.buildings.values() if building["owner"] == seat]
    scratch = state.scratch
    # A revealed building not yet parked or placed has left its stack.
    held = [scratch["building"]] if state.acting == seat and scratch["building"] and scratch["stack"] else []
    for building in record["board"] + placed + held:
        left.remove(building)
    counts = {}
    for building in left:
        counts[building] = counts.get(building, 0) + 1
    return counts


def _player_view(state, seat, viewer, language):
    record = state.players[seat]
    left = in_stacks(state, seat)
    sees_hand = viewer == ALL or viewer == seat
    view = {
        "id": seat, "city_state": city_state_name(seat, language),
        "name": state.options["names"].get(seat) or city_state_name(seat, language),
        "colour": CITY_STATES[seat]["colour"], "ink": ink(CITY_STATES[seat]["colour"]), "letter": letter(seat),
        "hand": dict(record["hand"]) if sees_hand else None, "hand_count": state.hand_size(seat),
        "amphoras": record["amphoras"], "board": list(record["board"]),
        "stacks": [len(stack) for stack in record["stacks"]], "in_stacks": left,
        "main_in_stack_1": {building: count for building, count in left.items() if building in MAIN_PIECES},
        "on_map": on_map(state, seat), "settlements": settlement_count(state, seat), "groups": list(record["groups"]),
    }
    if viewer == ALL:
        view["stack_order"] = _fresh(record["stacks"])
    return view


def _map_view(state):
    # Every place the map draws carries the label the log and the choices name it by.
    places = list(state.fields) + list(state.shrines)
    if state.pending is not None and state.pending["step"] == "tile":
        places += legal_centres(state)
    return {"tiles": _fresh(state.tiles), "shrines": list(state.shrines),
            "labels": {place: field_label(place) for place in places},
            "fields": {field: {"symbol": symbol, "building": _fresh(state.buildings.get(field))}
                       for field, symbol in state.fields.items()}}


def public_event(event, viewer):
    """`event` as `viewer` may see it: a draw's cards only for their holder (AT-INFO-2)."""
    if event["event"] == "draw" and not sees_cards(event, viewer):
        return {key: value for key, value in event.items() if key != "cards"}
    return _fresh(event)


def prompt(state, language):
    """What the pending step asks, in words."""
    pending, building = state.pending, state.scratch["building"]
    return STEP_PROMPTS[language][pending["step"]].format(
        player=city_state_name(pending["player"], language),
        building=building_word(building, language) if building else "")


def site_costs(state):
    """{field: Sites.explained} for the building in hand on every empty field, while one is to be
    placed: what is left to pay, what the field saves, free by an arrow, settlement cards (public: a
    cost never depends on the hand)."""
    if state.pending is None or state.pending["step"] not in ("revealed", "site", "payment"):
        return {}
    sites, building = Sites(state, state.pending["player"]), state.scratch["building"]
    return {field: sites.explained(building, field) for field in sites.fields}


def view(state, log, viewer, language):
    """The view of `state` for `viewer` (a seat, None for a spectator, ALL), with `log` in words."""
    options = _fresh(state.options)
    if viewer != ALL:
        del options["seed"]  # the seed would tell every shuffle to come
    pending, legal = None, []
    if state.pending is not None:
        pending = {**state.pending, "prompt": prompt(state, language)}
        if viewer in (ALL, state.pending["player"]):
            legal = plain(decisions.kept_legal(state))  # read-only entries (core/read_only.py) made plain
    view = {
        "game": "attika", "house": {"components": True, "title": TITLE[language]}, "options": options,
        "turn": state.turn, "acting": state.acting, "order": list(state.order),
        "players": [_player_view(state, seat, viewer, language) for seat in state.order],
        "map": _map_view(state), "supply": state.supply, "deck_count": len(state.deck),
        "discards": dict(state.discards), "tiles_left": len(state.tile_stack),
        "tiles_left_ids": sorted(state.tile_stack), "turn_state": _fresh(state.scratch),
        "site_costs": site_costs(state), "option_tips": option_tips(state, viewer, language),
        # The cards stopping now draws before any amphora is spent (AT-TURN-3; public: the turn is open).
        "cards_due": cards_due(state.scratch) if state.pending is not None else 0,
        "pending": pending, "legal": legal,
        "outcome": None if state.outcome is None else {**_fresh(state.outcome),
                                                        "words": outcome_words(state.outcome, language),
                                                        "facts": end_facts(state)},
        "log": [line for line in (say(event, state.options, viewer, language) for event in log) if line is not None],
        "log_events": [public_event(event, viewer) for event in log],
    }
    if viewer == ALL:
        view["hidden"] = {"deck": list(state.deck), "tile_stack": list(state.tile_stack)}
    return view
