"""Duellum's new-game form (core/schema.py): the board side (house layouts), the seats' names, who
begins (by lot unless named) and the seed; every label in English and German."""

import copy
from functools import lru_cache

from .board import BOARDS, load_board
from .vocabulary import HOUSE_SET, SECOND_PLAYER_COINS
from .words import LANGUAGES, amount

WORDS = {
    "en": {"board": "Board (house layout)", "names": "Seats", "first": "Start player", "first.lot": "drawn by lot",
           "seed": "Seed", "note": "House layout and house event deck: the published boards and cards are not "
                                   "public.", "starter": "The start player is drawn by lot unless one is chosen; "
                                                         "the other takes {coins}."},
    "de": {"board": "Spielplan (Hausplan)", "names": "Plätze", "first": "Startspieler", "first.lot": "ausgelost",
           "seed": "Startwert", "note": "Hausplan und Haus-Ereignisdeck: die veröffentlichten Pläne und Karten sind "
                                        "nicht öffentlich.", "starter": "Der Startspieler wird ausgelost, wenn "
                                                                         "keiner gewählt ist; der andere nimmt "
                                                                         "{coins}."},
}


def _words(key):
    return {language: WORDS[language][key] for language in LANGUAGES}


def _player(board, player):
    return {"id": player, "name": {language: board.player_name(player, language) for language in LANGUAGES},
            "colour": board.colour(player), "letter": board.letter(player)}


def _starter(board_id):
    # D-SET-3: a new game is set up with the current house set (HOUSE_SET), its coins for the second
    # player on the board.
    coins = SECOND_PLAYER_COINS[HOUSE_SET][board_id]
    return {language: WORDS[language]["starter"].format(coins=amount("coin", coins, language)) for language in LANGUAGES}


@lru_cache(maxsize=None)
def _schema():
    boards = [load_board(board_id) for board_id in BOARDS]
    players = {player: _player(board, player) for board in boards for player in board.players}
    return {
        "fields": [
            {"name": "board", "kind": "choice", "label": _words("board"), "default": "west",
             "choices": [{"value": board.id, "label": dict(board.data["title"]), "note": _words("note")}
                         for board in boards]},
            {"name": "names", "kind": "seat_names", "label": _words("names")},
            {"name": "first", "kind": "choice", "label": _words("first"), "default": None, "advanced": True,
             "choices": [{"value": None, "label": _words("first.lot")}]
             + [{"value": player, "label": info["name"]} for player, info in players.items()]},
            {"name": "seed", "kind": "integer", "label": _words("seed"), "default": None, "random": True,
             "advanced": True},
        ],
        "seats": {"by": ["board"],
                  "table": {board.id: {"seats": [{"members": [_player(board, player)], "label": None}
                                                 for player in board.players], "note": _starter(board.id)}
                            for board in boards}},
    }


def options_schema():
    """The options schema (a fresh copy: callers may change it)."""
    return copy.deepcopy(_schema())
