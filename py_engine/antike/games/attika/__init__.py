"""Attika (Marcel-André Casasola Merkle, 2003): the building game of 2-4 city states on a map of
hexagonal tiles, played with the project's house components (rules page attika.md, ids AT-*)."""

from .words import refusals  # noqa: F401  (registers the message catalogue before any of its errors)
from .game import RULES

__all__ = ["RULES"]
