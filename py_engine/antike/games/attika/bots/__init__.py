"""Attika's computer players in three strengths: `make_bot("easy" | "medium" | "hard", seed, think,
iterations)`. Each answers `bot.choose(state)` with an entry of the legal list of whichever seat is
to decide, reproducibly from its seed (hard by the clock excepted), and decides only from what that
seat sees (AT-INFO-3): the first thing it does with a state is to put the hidden things in a
canonical order and draw them again with its own generator (value.seat_view)."""

from ....core.computer import STRENGTHS, bot_of_strength
from .easy import EasyBot
from .hard import HardBot
from .medium import MediumBot

BOTS = {"easy": EasyBot, "medium": MediumBot, "hard": HardBot}


def make_bot(strength, seed, think=2.0, iterations=None, clock="wall"):
    """A bot of the given strength; `think` (seconds per turn), `iterations` and `clock` ("wall" or
    "cpu": what the thinking seconds are counted in) only matter for hard."""
    return bot_of_strength(BOTS, strength, seed, think=think, iterations=iterations, clock=clock)


__all__ = ["STRENGTHS", "make_bot"]
