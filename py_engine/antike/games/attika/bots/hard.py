"""Hard: medium plus look-ahead over sampled hidden information.

At each action step it takes medium's best few actions (stopping always among them) and plays each
out in several samples of what its seat cannot see (other hands, the deck, every stack and the
tile stack, drawn again with its own generator): the rest of its turn and one turn of every rival,
all played as medium plays, then the position is valued (its value less its strongest rival's).
Every candidate meets the same samples; the best mean wins. The other steps (sites, payments,
tiles) are medium's. The budget is `iterations` play-outs per action step (reproducible) or
`think` seconds per turn by the clock, shared among the turn's action steps."""

import random
import time

from ..decisions import apply, kept_legal
from .medium import Look, action_gains, decide
from .value import relative, seat_view

CANDIDATES = 4       # medium's best actions searched (a stop is always added)
ACTION_STEPS = 3     # action steps a turn is expected to have: the turn's budget is shared among them
PLAYOUT_DECISIONS = 400


def playout(state, seat):
    """The rest of `seat`'s turn and one turn of every rival, as medium plays; the state reached."""
    made, left_turn = 0, False
    while state.pending is not None and made < PLAYOUT_DECISIONS:
        player = state.pending["player"]
        if player != seat:
            left_turn = True
        elif left_turn:
            break  # the seat's next turn: a round has been played
        state = apply(state, decide(state, player))
        made += 1
    return state


class HardBot:
    """Hard: medium's candidates judged by sampled play-outs of a round."""

    strength = "hard"

    def __init__(self, seed, think=2.0, iterations=None):
        self.rng = random.Random(seed)
        self.think = think
        self.iterations = iterations

    def choose(self, state):
        """A legal decision for the seat to decide."""
        seat = state.pending["player"]
        view = seat_view(state, seat, self.rng)
        if state.pending["step"] != "action" or len(kept_legal(view)) == 1:
            return decide(view, seat)
        gains = action_gains(view, seat, Look(view, seat))
        ranked = sorted(range(len(gains)), key=lambda index: -gains[index][0])
        chosen = ranked[:CANDIDATES]
        stop = next(index for index, (_, decision) in enumerate(gains) if decision["type"] == "stop")
        if stop not in chosen:
            chosen.append(stop)
        if len(chosen) == 1:
            return gains[chosen[0]][1]
        totals = dict.fromkeys(chosen, 0.0)
        samples = 0
        deadline = time.perf_counter() + self.think / ACTION_STEPS
        budget = self.iterations
        while True:
            sample = view if samples == 0 else seat_view(state, seat, self.rng)
            for index in chosen:
                reached = playout(apply(sample, gains[index][1]), seat)
                totals[index] += relative(reached, seat)
            samples += 1
            if budget is not None:
                if samples * len(chosen) >= budget:
                    break
            elif time.perf_counter() >= deadline:
                break
        best = max(chosen, key=lambda index: (totals[index], -ranked.index(index)))
        return gains[best][1]
