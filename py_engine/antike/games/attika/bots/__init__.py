"""Attika's computer players in three strengths: `make_bot("easy" | "medium" | "hard", seed, think,
iterations)`. Each answers `bot.choose(state)` with an entry of the legal list of whichever seat is
to decide, reproducibly from its seed (hard by the clock excepted), and decides only from what that
seat sees (AT-INFO-3): the first thing it does with a state is to put the hidden things in a
canonical order and draw them again with its own generator (value.seat_view)."""

from .easy import EasyBot
from .hard import HardBot
from .medium import MediumBot

STRENGTHS = ("easy", "medium", "hard")


def make_bot(strength, seed, think=2.0, iterations=None):
    """A bot of the given strength; `think` (seconds per turn) and `iterations` only matter for hard."""
    if strength == "easy":
        return EasyBot(seed)
    if strength == "medium":
        return MediumBot(seed)
    if strength == "hard":
        return HardBot(seed, think=think, iterations=iterations)
    raise ValueError(f"unknown bot strength {strength!r}; known: {', '.join(STRENGTHS)}")


__all__ = ["STRENGTHS", "make_bot"]
