"""What a viewer sees of a game (D-EV-6): everything but the deck's order, which appears only as a
count; the legal decisions with the prompt; the log in words and as events."""

from ...core.palette import ink
from ...core.plain_state import fresh
from ...core.read_only import plain
from . import decisions
from .words.log import outcome_words, say
from .maneuver import strength, strength_parts
from .words.log_turns import log_turns
from .personages import navigator_points
from .rondel import cost
from .words.terms import CARD_NAMES, CARD_TEXTS, CARD_WHEN, STEP_PROMPTS
from .vocabulary import GOAL, KNOW_HOW_PRICES, RESOURCES, RONDEL_FIELDS, UNITS, WALL_SYMBOLS


def card_view(card, language):
    """A card with its words: {id, name, text}."""
    return {"id": card, "name": CARD_NAMES[language][card], "text": CARD_TEXTS[language][card],
            "when": CARD_WHEN[language][card]}


def _player_view(state, player, language):
    record = state.players[player]
    board = state.board
    on_board = {unit: sum(state.units[region][player][unit] for region in board.regions) for unit in UNITS}
    cities = state.cities_of(player)
    return {
        "id": player, "nation": board.player_name(player, language),
        "name": state.options["names"].get(player) or board.player_name(player, language),
        "colour": board.colour(player), "ink": ink(board.colour(player)), "letter": board.letter(player),
        "resources": {resource: record[resource] for resource in RESOURCES}, "coins": record["coin"],
        "supply": dict(record["supply"]), "pool": dict(record["pool"]), "on_board": on_board,
        "walls": {"supply": record["walls"], "earned": record["walls_earned"],
                  "on_board": sum(1 for region in cities if state.cities[region]["wall"])},
        "know_hows": fresh(record["know_hows"]), "personages": dict(record["personages"]),
        "score": record["score"], "rondel": record["rondel"], "cities": len(cities),
        "temples": sum(1 for region in cities if state.cities[region]["temple"]),
        "navigator_points": navigator_points(state, player),
        "hand": [card_view(card, language) for card in record["hand"]],
    }


def _region_view(state, region):
    city = state.cities.get(region)
    view = {"units": fresh(state.units[region]), "site": region in state.cities, "owner": None,
            "resource": None, "temple": False, "wall": False}
    if city is not None:
        view.update(owner=city["owner"], resource=city["resource"], temple=city["temple"], wall=city["wall"],
                    strength=strength(state, region), strength_parts=strength_parts(state, region))
    return view


def _rondel_costs(state):
    # {field: units to pay} for the player moving on the rondel now (D-RON-3), without Orakel.
    if state.pending is None or state.pending["step"] != "rondel":
        return {}
    here = state.players[state.pending["player"]]["rondel"]
    return {field: cost(here, field) for field in RONDEL_FIELDS}


def prompt(state, language):
    """What the pending step asks, in words."""
    pending = state.pending
    return STEP_PROMPTS[language][pending["step"]].format(player=state.board.player_name(pending["player"], language))


def view(state, log, viewer, language):
    """The view of `state` for `viewer` (a seat, None or ALL: all see the same, the deck only as a
    count), with `log` (events) in words."""
    board = state.board
    pending = None
    if state.pending is not None:
        pending = {**state.pending, "prompt": prompt(state, language)}
    options = state.options
    return {
        # Not the seed: the deck is shuffled from it, so it would tell the deck's order (the record,
        # options + decisions, keeps it; a view does not need it).
        "board": board.id, "house": {"layout": True, "deck": True},
        "options": {key: fresh(value) for key, value in options.items() if key != "seed"},
        "turn": state.turn, "acting": state.acting, "order": list(state.order),
        # The personages that win (D-GOAL-1) and the score track's wall symbols, 0 the set-up's (D-PERS-10).
        "goal": GOAL, "wall_symbols": [0, *WALL_SYMBOLS],
        "players": [_player_view(state, player, language) for player in state.order],
        "regions": {region: _region_view(state, region) for region in board.regions},
        "bank": {"coins": state.bank["coin"], "temples": state.bank["temples"], "tiles": dict(state.bank["tiles"]),
                 "walls": state.bank["walls"], "personages": dict(state.bank["personages"])},
        "cards": {"deck_count": len(state.cards["deck"]),
                  "display": [card_view(card, language) for card in state.cards["display"]],
                  "discards": [card_view(card, language) for card in state.cards["discards"]]},
        "rondel": {"fields": list(RONDEL_FIELDS), "costs": _rondel_costs(state)},
        # The know-hows' prices as the board prints them, for the page (D-KNOW-2): first buyer, later buyer.
        "know_how_prices": {know_how: {"first": first, "later": later}
                            for know_how, (first, later) in KNOW_HOW_PRICES.items()},
        "turn_scratch": fresh(state.scratch),
        "pending": pending,
        "legal": plain(decisions.kept_legal(state)),
        "outcome": None if state.outcome is None else {**fresh(state.outcome),
                                                        "words": outcome_words(state.outcome, options, language)},
        "log": [say(event, options, language) for event in log],
        "log_events": fresh(list(log)),
        "log_turns": log_turns(list(log), options, language),
    }
