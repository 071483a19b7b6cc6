"""Antike Duellum (Mac Gerdts, 2012): the two-player game on the house boards West and East with the
house event deck (rules page duellum.md, ids D-*)."""

from .words import refusals  # noqa: F401  (registers the message catalogue before any of its errors)
from .cards import with_deck_shuffled
from .game import RULES

__all__ = ["RULES", "with_deck_shuffled"]
