"""Antike II (Mac Gerdts, 2014): the second edition's rules on both boards, for 3-6 nations and two
players with four nations, on the rules it shares with Antike (games/antike_common)."""

from ..antike_common.words import refusals  # noqa: F401  (registers the message catalogue before any of its errors)
from .game import RULES

__all__ = ["RULES"]
