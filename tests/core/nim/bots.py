"""Nim's computer players; they decide from the public heaps and their own card only."""

import random
from functools import reduce
from operator import xor

from .play import legal

STRENGTHS = ("easy", "medium")


class EasyBot:
    """Any legal decision, drawn with the bot's own generator."""

    def __init__(self, seed):
        self.rng = random.Random(seed)

    def choose(self, state):
        """One of the legal decisions."""
        return self.rng.choice(legal(state))


class MediumBot(EasyBot):
    """A decision that leaves heaps whose sizes xor to zero (the winning move of Nim), when one exists
    among the legal ones; else any."""

    def choose(self, state):
        """One of the legal decisions."""
        entries = legal(state)
        for entry in entries:
            heaps = list(state.heaps)
            if entry["type"] == "sweep":
                heaps[state.cards[state.pending["player"]]] = 0
            else:
                heaps[entry["heap"]] -= entry["stones"]
            if reduce(xor, heaps, 0) == 0:
                return entry
        return self.rng.choice(entries)


def make_bot(strength, seed):
    """A computer player of `strength` (STRENGTHS)."""
    return {"easy": EasyBot, "medium": MediumBot}[strength](seed)
