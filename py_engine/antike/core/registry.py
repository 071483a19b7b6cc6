"""The games of the family, by id; a game's package is imported only when a game of it is asked for."""

import importlib

from .errors import InvalidOptions

# id -> the package whose RULES implement the protocol (core/protocol.py). A new game is a new
# package plus one line here.
GAMES = {
    "antike": "antike.games.antike",
    "antike2": "antike.games.antike2",
    "duellum": "antike.games.duellum",
    "attika": "antike.games.attika",
}
DEFAULT_GAME = "antike"  # what a request or a record means when it names no game (the older forms)


def game_ids():
    """The ids of every game of the family, in the order the page offers them."""
    return list(GAMES)


def rules_of(game_id):
    """The Rules of the game `game_id`; raises InvalidOptions for an unknown game."""
    if not isinstance(game_id, str) or game_id not in GAMES:
        raise InvalidOptions("game.unknown", value=str(game_id)[:40], known=game_ids())
    return importlib.import_module(GAMES[game_id]).RULES
