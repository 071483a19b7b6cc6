#!/usr/bin/env python3
"""A digest of every legal list, event list and state over seeded random games of every game: Antike and
Antike II on the Orient board with 3, 4 and 6 nations, Duellum and Attika.

Work on the engine's speed must not change a rule: run this before and after (for the commit you start
from, e.g. from an export of it: `PYTHONPATH=<export>/py_engine python tools/engine_digest.py`) and
compare the printed digests. It also stops with an error when `apply` changes the state it was given
(the states share parts until they change them). Each game is played through the public protocol (to_decide,
legal_decisions, apply) with a uniformly random choice from a seeded generator; every legal list, the
events of every decision and every state's JSON go into one SHA-256 per row, with their keys in the order
the engine gives them: records and save files keep that order, so a change of it must show too.

    PYTHONPATH=py_engine python tools/engine_digest.py [--games 20] [--game antike|antike2|duellum|attika|all]
"""

import argparse
import hashlib
import json
import random

from antike.core.registry import rules_of

DECISION_CAP = 3000  # a random game still running then is cut off: the digest covers what was played
ROWS = {
    "antike": [{"board": "orient", "nations": count} for count in (3, 4, 6)],
    "antike2": [{"board": "orient", "nations": count} for count in (3, 4, 6)],
    "duellum": [{"board": "west"}, {"board": "east"}],
    "attika": [{"players": 2}, {"players": 3}, {"players": 4}],
}


def as_text(value):
    """The JSON text of `value`, keys in their own order."""
    return json.dumps(value, separators=(",", ":"))


def game_digest(game, options, games):
    """The SHA-256 over `games` seeded random games of `game` with `options` (the seed added)."""
    rules = rules_of(game)
    digest = hashlib.sha256()

    def add(value):
        text = as_text(value)
        digest.update(text.encode())
        return text

    for seed in range(1, games + 1):
        rng = random.Random(seed)
        state = rules.new_game({**options, "seed": seed})
        before = add(state.to_json())
        made = 0
        while made < DECISION_CAP and rules.to_decide(state) is not None:
            legal = rules.legal_decisions(state)
            add(legal)
            new = rules.apply(state, rng.choice(legal))
            if as_text(state.to_json()) != before:
                raise AssertionError(f"{game} {options} seed {seed}: apply changed the state it was given")
            state = new
            add(rules.events(state))
            before = add(state.to_json())
            made += 1
        add(rules.outcome(state))
    return digest.hexdigest()


def main(argv=None):
    parser = argparse.ArgumentParser(description="Digest of seeded random games (rules unchanged check).")
    parser.add_argument("--games", type=int, default=20, help="seeded games per row (default 20)")
    parser.add_argument("--game", choices=tuple(ROWS) + ("all",), default="all")
    args = parser.parse_args(argv)
    for game in ROWS if args.game == "all" else (args.game,):
        for options in ROWS[game]:
            print(game, json.dumps(options, sort_keys=True), game_digest(game, options, args.games))


if __name__ == "__main__":
    main()
