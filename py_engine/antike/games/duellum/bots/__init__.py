"""Duellum's computer players in three strengths: `make_bot("easy" | "medium" | "hard", seed, think,
iterations)`. Each answers `bot.choose(state)` with an entry of the state's legal list for whichever
player's decision is pending, reproducibly from its seed (hard by the clock excepted), and decides
only from what its seat sees: the deck's order is never read (D-EV-6)."""

from ....core.computer import STRENGTHS, bot_of_strength
from .easy import EasyBot
from .hard import HardBot
from .medium import MediumBot

BOTS = {"easy": EasyBot, "medium": MediumBot, "hard": HardBot}


def make_bot(strength, seed, think=2.0, iterations=None, clock="wall"):
    """A bot of the given strength; `think` (seconds per turn), `iterations` and `clock` only matter for hard."""
    return bot_of_strength(BOTS, strength, seed, think=think, iterations=iterations, clock=clock)


__all__ = ["STRENGTHS", "make_bot"]
