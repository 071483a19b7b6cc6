"""What every game's `simulate` command shares: the seeds of its games and its one JSON line.

`python -m antike simulate` plays seeded random games of one game to test its rules (each game's
simulate.py plays them and checks its invariants); whatever the game, it prints one JSON line, the
summary or the error, so that scripts can read it.
"""

import json

SEED_STRIDE = 100_003  # a prime: the games of two nearby command seeds never share a seed


def game_seed(seed, number):
    """The seed of game `number` (0, 1, ...) of a simulation started with `seed`."""
    return seed * SEED_STRIDE + number


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
