"""Antike (Mac Gerdts, 2005): the complete rules, for 3-6 nations and both two-player forms."""

from ..antike_common.words import refusals  # noqa: F401  (registers the message catalogue before any of its errors)
from .game import RULES

__all__ = ["RULES"]
