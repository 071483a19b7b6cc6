"""Duellum's computer players in three strengths: `make_bot("easy" | "medium" | "hard", seed, think,
iterations)`. Each answers `bot.choose(state)` with an entry of the state's legal list for whichever
player's decision is pending, reproducibly from its seed (hard by the clock excepted), and decides
only from what its seat sees: the deck's order is never read (D-EV-6)."""

from .easy import EasyBot
from .hard import HardBot
from .medium import MediumBot

STRENGTHS = ("easy", "medium", "hard")


def make_bot(strength, seed, think=2.0, iterations=None, clock="wall"):
    """A bot of the given strength; `think` (seconds per turn), `iterations` and `clock` only matter for hard."""
    if strength == "easy":
        return EasyBot(seed)
    if strength == "medium":
        return MediumBot(seed)
    if strength == "hard":
        return HardBot(seed, think=think, iterations=iterations, clock=clock)
    raise ValueError(f"unknown bot strength {strength!r}; known: {', '.join(STRENGTHS)}")


__all__ = ["STRENGTHS", "make_bot"]
