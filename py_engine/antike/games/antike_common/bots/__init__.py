"""Computer opponents in three strengths: `make_bot("easy" | "medium" | "hard", seed)`.

Every bot has its `strength` and answers `bot.choose(state)` with one decision from
`antike.legal_decisions(state)`, for
whichever nation the pending decision belongs to (bots also answer other nations' fight questions).
Given its seed a bot's choices are reproducible; a hard bot thinking by the clock is the exception,
so it also takes a fixed number of iterations instead.
"""

from ....core.computer import STRENGTHS, bot_of_strength
from .easy import EasyBot
from .hard import HardBot
from .medium import MediumBot

BOTS = {"easy": EasyBot, "medium": MediumBot, "hard": HardBot}


def make_bot(strength: str, seed: int, think: float = 2.0, iterations: int | None = None, clock: str = "wall"):
    """A bot of the given strength; `think` (seconds per turn), `iterations` and `clock` only matter for hard.

    `clock` is what the thinking seconds are counted in: "wall" (as a player waits) or "cpu"
    (seconds of this process's CPU time, for tournaments on a busy machine).
    """
    return bot_of_strength(BOTS, strength, seed, think=think, iterations=iterations, clock=clock)


__all__ = ["STRENGTHS", "make_bot"]
