"""The Antike family of games as pure-Python engines: a shared core and one package per game.

`antike.core` holds the game protocol, matches (records, undo, replay), save files, computer seats
and the bridge; `antike.games.antike` is Antike (2005). For Antike, this package also offers its
API directly: `new_game(options)`, `legal_decisions(state)`, `apply(state, decision)`,
`outcome(state)`, `view(state)`, and `Match` for a record that can be saved and replayed. See
docs/engine-api.md.
"""

from .core.errors import AntikeError, IllegalDecision, InvalidDecision, InvalidOptions, InvalidRecord
from .core.match import Match
from .games.antike.board import load_board
from .games.antike.rules import apply, legal_decisions, new_game, outcome
from .games.antike.state import GameState
from .games.antike.view import view

__all__ = ["AntikeError", "GameState", "IllegalDecision", "InvalidDecision", "InvalidOptions", "InvalidRecord",
           "Match", "apply", "legal_decisions", "load_board", "new_game", "outcome", "view"]
