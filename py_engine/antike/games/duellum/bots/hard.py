"""Hard: placeholder while medium is tuned."""
from .medium import MediumBot


class HardBot(MediumBot):
    strength = "hard"

    def __init__(self, seed, think=2.0, iterations=None, clock="wall"):
        super().__init__(seed)
        self.think, self.iterations = think, iterations
