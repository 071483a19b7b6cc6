"""The Antike family of games as pure-Python engines: a shared core and one package per game.

`antike.core` holds the game protocol, matches (records, undo, replay), save files, computer seats
and the bridge; `antike.games.antike` is Antike (2005), `antike.games.antike2` Antike II (2014),
both built on the rules they share in `antike.games.antike_common`. For Antike, this package also offers its
API directly: `new_game(options)`, `legal_decisions(state)`, `apply(state, decision)`,
`outcome(state)`, `view(state)`, and `Match` for a record that can be saved and replayed. See
docs/engine-api.md. Those names are imported when first used, so that importing the bridge does not
import every game (a game's package is imported only when a game of it is played).
"""

import importlib

# name -> the module that defines it, or "module:name" where it has another name there
_EXPORTS = {
    "AntikeError": "antike.core.errors", "IllegalDecision": "antike.core.errors",
    "InvalidDecision": "antike.core.errors", "InvalidOptions": "antike.core.errors",
    "InvalidRecord": "antike.core.errors", "Match": "antike.core.match",
    "load_board": "antike.games.antike_common.board", "GameState": "antike.games.antike.edition:AntikeState",
    "apply": "antike.games.antike_common.decisions", "legal_decisions": "antike.games.antike_common.decisions",
    "new_game": "antike.games.antike.game", "outcome": "antike.games.antike_common.decisions",
    "view": "antike.games.antike_common.view",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name):
    if name not in _EXPORTS:
        raise AttributeError(f"module 'antike' has no attribute {name!r}")
    module, _, attribute = _EXPORTS[name].partition(":")
    return getattr(importlib.import_module(module), attribute or name)
