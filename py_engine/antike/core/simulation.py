"""Seeded random play of any game of the family, for `python -m antike simulate` and the tests: the
one loop that plays it, the seeds of its games and the command's one JSON line.

The loop knows a game through the protocol (core/protocol.py) and two methods only random play
asks for: `random_decision(state, rng)`, the game's random policy (an entry of the state's own legal
list, not a copy: random play is a hot path), and `check_invariants(state)`, which raises
AssertionError naming the first broken invariant of the game's own (pieces conserved, no negative
stock). Whatever the game, the command prints one JSON line, the summary or the error, so that
scripts can read it.
"""

import json
import random
import time

from .registry import rules_of

SEED_STRIDE = 100_003  # a prime: the games of two nearby command seeds never share a seed


def game_seed(seed, number):
    """The seed of game `number` (0, 1, ...) of a simulation started with `seed`."""
    return seed * SEED_STRIDE + number


def play_random_game(game, options, rng, check=False, cap=None):
    """Play one random game of `game` (an id) with `options`, each decision the game's random policy's
    draw from `rng`, until it ends or `cap` decisions are made, the invariants checked after every
    decision if `check`; returns (final state, decisions made)."""
    rules = rules_of(game)
    state = rules.new_game(options)
    made = 0
    while (cap is None or made < cap) and rules.to_decide(state) is not None:
        state = rules.apply(state, rules.random_decision(state, rng))
        made += 1
        if check:
            rules.check_invariants(state)
    return state, made


def simulate_games(game, games, seed, options_of, tally, check=True, cap=None, count_endings=False):
    """Play `games` random games of `game`: game `number`'s options are `options_of(its seed)`, and
    its random policy is seeded with that seed (game_seed). `tally(outcome)` says who won a finished
    game and how it ended: (winners, ending).

    Returns {"games", "finished", "winners": {seat: wins}, "endings": {ending: games} (only if
    `count_endings`), "decisions", "seconds"}."""
    started = time.perf_counter()
    winners, endings = {}, {}
    finished = decisions = 0
    for number in range(games):
        seed_of_game = game_seed(seed, number)
        state, made = play_random_game(game, options_of(seed_of_game), random.Random(seed_of_game), check, cap)
        decisions += made
        outcome = rules_of(game).outcome(state)
        if outcome is None:
            continue
        finished += 1
        won, ending = tally(outcome)
        for seat in won:
            winners[seat] = winners.get(seat, 0) + 1
        endings[ending] = endings.get(ending, 0) + 1
    summary = {"games": games, "finished": finished, "winners": winners}
    if count_endings:
        summary["endings"] = endings
    return {**summary, "decisions": decisions, "seconds": round(time.perf_counter() - started, 3)}


def print_summary(simulate_games):
    """Print `simulate_games()`'s summary as one JSON line, or any error it raises as {"error"};
    the command's exit status: 0, or 1 on an error."""
    try:
        summary = simulate_games()
    except Exception as error:  # any failure as one JSON line and a non-zero exit
        print(json.dumps({"error": f"{type(error).__name__}: {error}"}))
        return 1
    print(json.dumps(summary))
    return 0
