"""The games of the family, by id; a game's package is imported only when a game of it is asked for."""

import importlib

from .errors import InvalidOptions

# id -> the package whose RULES implement the protocol (core/protocol.py). A new game of the family
# is a new package plus one line here; a game that lives elsewhere (a test's) joins with `register`.
GAMES = {
    "antike": "antike.games.antike",
    "antike2": "antike.games.antike2",
    "duellum": "antike.games.duellum",
    "attika": "antike.games.attika",
}
DEFAULT_GAME = "antike"  # what a request or a record means when it names no game (the older forms)
_REGISTERED = set()  # the ids `register` added, the only ones `unregister` may take away


def game_ids():
    """The ids of every game of the family, in the order the page offers them."""
    return list(GAMES)


def rules_of(game_id):
    """The Rules of the game `game_id`; raises InvalidOptions for an unknown game."""
    if not isinstance(game_id, str) or game_id not in GAMES:
        raise InvalidOptions("game.unknown", value=str(game_id)[:40], known=game_ids())
    package_or_rules = GAMES[game_id]
    if isinstance(package_or_rules, str):
        return importlib.import_module(package_or_rules).RULES
    return package_or_rules


def register(game_id, package_or_rules):
    """Add a game at run time, after the family's: `package_or_rules` is the name of a package whose
    RULES implement the protocol (imported when a game of it is first asked for) or such a Rules object.
    Raises ValueError for an id that is no plain name or is taken: a game never replaces another."""
    if not isinstance(game_id, str) or not game_id.isidentifier():
        raise ValueError(f"a game's id is a plain name, not {game_id!r}")
    if game_id in GAMES:
        raise ValueError(f"the game {game_id!r} is registered already")
    GAMES[game_id] = package_or_rules
    _REGISTERED.add(game_id)


def unregister(game_id):
    """Take away a game that `register` added (a test's game, once the test is done); the family's own
    games stay. Raises ValueError for any other id."""
    if game_id not in _REGISTERED:
        raise ValueError(f"the game {game_id!r} was not added by register")
    _REGISTERED.discard(game_id)
    del GAMES[game_id]
