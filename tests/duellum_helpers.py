"""Helpers for Duellum's tests: new games, random play and the invariants every state keeps."""

import random

from antike.games.duellum import RULES, decisions
from antike.games.duellum.simulate import EAGER, check_invariants, eager_choice  # noqa: F401 (the tests import them from here)
from antike.games.duellum.state import DuellumState


def new_game(board="west", seed=1, first=None, **options):
    """A new game's state with the start player named (the lot otherwise)."""
    return RULES.new_game({"board": board, "seed": seed, "first": first, **options})


def edited(state, change):
    """A copy of `state` after `change(data)` edits its JSON data (to set up a position)."""
    data = state.to_json()
    change(data)
    return DuellumState.from_json(data)


def play(state, *decisions_made):
    """`state` after the decisions, each checked against the legal list."""
    for decision in decisions_made:
        state = RULES.apply(state, decision)
    return state


def random_game(board, seed, check=True, limit=None, eager=False):
    """A game of random legal decisions (uniform, or eager_choice's) to its end; returns (final
    state, decisions made)."""
    state = new_game(board, seed)
    rng = random.Random(seed)
    made = []
    while RULES.to_decide(state) is not None and (limit is None or len(made) < limit):
        legal = decisions.kept_legal(state)
        decision = eager_choice(legal, rng) if eager else rng.choice(legal)
        made.append(decision)
        state = RULES.apply(state, decision)
        if check:
            check_invariants(state)
    return state, made


# --- For the rules tests (test_duellum_rules_*.py) ---------------------------------------------------

def legal_of(state, kind):
    """The legal decisions of type `kind` now."""
    return [decision for decision in RULES.legal_decisions(state) if decision["type"] == kind]


def finish_turn(state):
    """`state` after the acting player closes every step left of his turn ('done', 'end_movement', a
    'withdraw', marble for a missing coin) and the opponent takes no card on every pick, up to the
    next rondel move (or the game's end); a state whose turn already ended is returned as it is."""
    closing = {"movement": {"type": "end_movement"}, "pick": {"type": "no_card"},
               "festung_choice": {"type": "withdraw"}, "produce": {"type": "produce", "resource": "marble"}}
    while state.pending and state.pending["step"] != "rondel":
        state = RULES.apply(state, closing.get(state.pending["step"], {"type": "done"}))
    return state
