#!/usr/bin/env python3
"""The core protocol layer's share of a decision (issue 47 item 1): the same random games replayed
through the public protocol (`Rules.legal_decisions` + `Rules.apply` of the handed-out list's entry)
and through the game's own functions (`decisions.kept_legal` + `decisions.apply` of the kept
list's entry), alternating, in one process.

Each row first plays `--games` seeded games by uniformly random choice through the protocol and
keeps every choice's position in its legal list; then each game is replayed once untimed (the
engine's caches warm), and `--repeats` times each way, the two ways alternating. A figure is the
fastest of the repeats in microseconds per decision (CPU time of this process over whole replays:
on a shared machine other load only ever adds to it); "layer" is the protocol's extra time and its
share of the protocol's decision. Figures only.

    PYTHONPATH=py_engine nice -n 5 python bench/protocol_layer.py [--games 3] [--repeats 7]
"""

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py_engine"))

from antike.core.registry import rules_of  # noqa: E402

CLOCK = time.process_time
CAP = 3000  # decisions a game at most: a random game that has not ended by then is replayed that far
ROWS = (("antike", {"board": "orient", "nations": 4}), ("antike2", {"board": "orient", "nations": 4}),
        ("duellum", {"board": "west"}), ("duellum", {"board": "east"}),
        ("attika", {"players": 2}), ("attika", {"players": 4}))


def positions_of(rules, options, seed):
    """The positions in each state's handed-out legal list of one uniformly random game's choices."""
    rng = random.Random(seed)
    state = rules.new_game({**options, "seed": seed})
    positions = []
    while len(positions) < CAP and rules.to_decide(state) is not None:
        legal = rules.legal_decisions(state)
        position = rng.randrange(len(legal))
        positions.append(position)
        state = rules.apply(state, legal[position])
    return positions


def through_protocol(rules, options, positions):
    """CPU seconds of a replay by `legal_decisions` + `apply`."""
    state = rules.new_game(options)
    legal_decisions, apply = rules.legal_decisions, rules.apply
    started = CLOCK()
    for position in positions:
        state = apply(state, legal_decisions(state)[position])
    return CLOCK() - started


def direct(rules, options, positions):
    """CPU seconds of a replay by the game's own `kept_legal` + `apply`."""
    state = rules.new_game(options)
    kept_legal, apply = rules._decisions.kept_legal, rules._decisions.apply
    started = CLOCK()
    for position in positions:
        state = apply(state, kept_legal(state)[position])
    return CLOCK() - started


def row(game, options, games, repeats):
    """(microseconds a decision through the protocol, directly) for one row: the fastest repeats."""
    rules = rules_of(game)
    replays = [({**options, "seed": seed}, positions_of(rules, options, seed)) for seed in range(1, games + 1)]
    decisions = sum(len(positions) for _, positions in replays)
    for way in (through_protocol, direct):
        for seeded, positions in replays:
            way(rules, seeded, positions)
    figures = {through_protocol: [], direct: []}
    for _ in range(repeats):
        for way in (through_protocol, direct):
            seconds = sum(way(rules, seeded, positions) for seeded, positions in replays)
            figures[way].append(seconds / decisions * 1e6)
    return min(figures[through_protocol]), min(figures[direct])


def main(argv=None):
    parser = argparse.ArgumentParser(description="The protocol layer's share of a decision (figures only).")
    parser.add_argument("--games", type=int, default=3, help="seeded games a row (default 3)")
    parser.add_argument("--repeats", type=int, default=7, help="timed replays each way (default 7; the fastest)")
    args = parser.parse_args(argv)
    print(f"{'row':>22} | {'protocol us':>11} | {'direct us':>9} | {'layer us':>8} | {'share':>6}")
    for game, options in ROWS:
        protocol, own = row(game, options, args.games, args.repeats)
        form = " ".join(str(value) for value in options.values())
        print(f"{game + ' ' + form:>22} | {protocol:>11.2f} | {own:>9.2f} | {protocol - own:>8.2f} | "
              f"{(protocol - own) / protocol:>6.1%}")


if __name__ == "__main__":
    main()
