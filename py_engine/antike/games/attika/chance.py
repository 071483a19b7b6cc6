"""Chance kept in the state (AT-SET-9): every shuffle and lot draws from a generator made of the
state's seed and a counter of the draws so far, so that options + decisions replay exactly, also
after a JSON round trip."""

import random


def _generator(state):
    chance = state.chance
    generator = random.Random(f"attika:{chance['seed']}:{chance['draws']}")
    # A new dict rather than a count changed in place: copies of the state share it (AttikaState.copy).
    state.chance = {"seed": chance["seed"], "draws": chance["draws"] + 1}
    return generator


def shuffled(state, items):
    """A new list: `items` in an order drawn from the state's generator."""
    result = list(items)
    _generator(state).shuffle(result)
    return result


def lot(state, choices):
    """One of `choices`, drawn by lot from the state's generator."""
    return _generator(state).choice(list(choices))
