"""Duellum's new-game form (core/schema.py): the board side (house layouts), the set-up (the house set
or as printed, D-SET-3), the seats' names, who begins (by lot unless named) and the seed; every label
in English and German."""

import copy
from functools import lru_cache

from .board import BOARDS, load_board
from ...core.set_up_choice import seats_by_set_up, set_up_field
from .vocabulary import HOUSE_SET, SECOND_PLAYER_COINS
from .words.terms import LANGUAGES, amount
from .words.options import WORDS


def _words(key):
    return {language: WORDS[language][key] for language in LANGUAGES}


def _player(board, player):
    return {"id": player, "name": {language: board.player_name(player, language) for language in LANGUAGES},
            "colour": board.colour(player), "letter": board.letter(player)}


def _starter(board_id, house_set):
    # D-SET-3: the coins for the second player of the house set chosen, on the board.
    coins = SECOND_PLAYER_COINS[house_set][board_id]
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
            set_up_field(HOUSE_SET, _words),
            {"name": "names", "kind": "seat_names", "label": _words("names")},
            {"name": "first", "kind": "choice", "label": _words("first"), "default": None, "advanced": True,
             "choices": [{"value": None, "label": _words("first.lot")}]
             + [{"value": player, "label": info["name"]} for player, info in players.items()]},
            {"name": "seed", "kind": "integer", "label": _words("seed"), "default": None, "random": True,
             "advanced": True},
        ],
        "seats": {"by": ["board", "house_set"],
                  "table": {board.id: seats_by_set_up(HOUSE_SET, lambda version, board=board: {
                      "seats": [{"members": [_player(board, player)], "label": None} for player in board.players],
                      "note": _starter(board.id, version)}) for board in boards}},
    }


def options_schema():
    """The options schema (a fresh copy: callers may change it)."""
    return copy.deepcopy(_schema())
