#!/usr/bin/env python3
"""How long the hard players' turns take at a given thinking time, per game (issue 47 item 2): the
longest turn matters as much as the mean, as a pause of the garbage collector inside a search
(which no deadline can stop) stretches the turn it falls in.

Plays `--games` games per game named, the hard player against medium (Antike and Antike II: against
two medium on the Orient board; Duellum on the West board; Attika with two players), seats rotating
as each game's tournament rotates them, the hard player thinking `--think` seconds of CPU time a turn.
Prints per game the hard player's own turns in CPU seconds (count, median, 90th percentile, longest)
and, after each game, the objects the collector leaves out of its scans (gc.get_freeze_count()) and
the process's peak memory, so that a heap that grows game after game shows; after a game's last,
the frozen objects are handed back to the collector (gc.unfreeze) and a full collection tells how
many of them were garbage that freezing kept (reference cycles). Figures only.

    PYTHONPATH=py_engine nice -n 5 python bench/hard_turns.py [--game antike antike2 duellum attika] [--games 2]
"""

import argparse
import gc
import json
import resource
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py_engine"))

from antike.games.antike_common.bots import tournament as antike_tournament  # noqa: E402
from antike.games.attika.bots import tournament as attika_tournament  # noqa: E402
from antike.games.duellum.bots import tournament as duellum_tournament  # noqa: E402

GAMES = ("antike", "antike2", "duellum", "attika")


def play(game, number, seed, think):
    """One game with a hard player: (its result, the entry of the hard player in its player list)."""
    if game in ("antike", "antike2"):
        players = ["hard", "medium", "medium"]
        result = antike_tournament.play_game(players, number, "orient", seed, think, None, clock="cpu", game=game)
    elif game == "duellum":
        players = ["hard", "medium"]
        result = duellum_tournament.play_game(players, number, "west", seed, think, None, clock="cpu")
    else:
        players = ["hard", "medium"]
        result = attika_tournament.play_game(players, number, seed, think, None, clock="cpu")
    return result, players.index("hard")


def main(argv=None):
    parser = argparse.ArgumentParser(description="The hard players' turn times (figures only).")
    parser.add_argument("--game", nargs="+", choices=GAMES, default=list(GAMES))
    parser.add_argument("--games", type=int, default=2, help="games per game (default 2)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--think", type=float, default=0.5, help="CPU seconds a hard turn (default 0.5)")
    args = parser.parse_args(argv)
    for game in args.game:
        turns = []
        for number in range(args.games):
            result, entry = play(game, number, args.seed, args.think)
            turns += result["turn_cpu"][entry]
            peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
            print(json.dumps({"game": game, "number": number, "hard_turns": len(result["turn_cpu"][entry]),
                              "longest": round(max(result["turn_cpu"][entry], default=0.0), 3),
                              "frozen_objects": gc.get_freeze_count(), "peak_mb": round(peak, 1)}),
                  file=sys.stderr, flush=True)
        frozen = gc.get_freeze_count()
        gc.unfreeze()  # the next game's first hard decision freezes the heap again
        garbage = gc.collect()
        print(f"{game}: {len(turns)} hard turns at {args.think} s CPU: median {statistics.median(turns):.3f} s, "
              f"p90 {statistics.quantiles(turns, n=10)[-1]:.3f} s, longest {max(turns):.3f} s; "
              f"{frozen:,} objects frozen, of which a full collection finds {garbage:,} garbage", flush=True)


if __name__ == "__main__":
    main()
