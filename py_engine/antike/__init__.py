"""Antike (Mac Gerdts, 2005): the complete rules as a pure-Python engine.

The API: `new_game(options)`, `legal_decisions(state)`, `apply(state, decision)`, `outcome(state)`,
`view(state)`, and `Game` for a record that can be saved and replayed. See docs/engine-api.md.
"""

from .board import load_board
from .errors import AntikeError, IllegalDecision, InvalidDecision, InvalidOptions, InvalidRecord
from .game import apply, legal_decisions, new_game, outcome
from .record import Game
from .state import GameState
from .view import view

__all__ = ["AntikeError", "Game", "GameState", "IllegalDecision", "InvalidDecision", "InvalidOptions",
           "InvalidRecord", "apply", "legal_decisions", "load_board", "new_game", "outcome", "view"]
