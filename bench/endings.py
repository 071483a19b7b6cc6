#!/usr/bin/env python3
"""How games end: the share of games won by the goal, by Antike II's one-short temple win, by
Antike's temple after all personages, and of games stopped at the decision cap.

Plays seeded games of one form (by default Antike II on the Orient with 3 nations) twice over:
- random play, the weighted random policy of antike.games.antike_common.simulate (its play_game and
  decision cap, 20,000): game i's options and policy are seeded seed * 100,003 + i (`python -m
  antike simulate` seeds its policy so, but keeps one seed for every game's options, which in
  Antike II draws the starting nation);
- medium computer players in every seat (antike.games.antike_common.bots.tournament.play_game, its
  decision cap, 5,000, and its seeds: game i of the tournament with --seed).
For each ending it prints the count, the share of the games and its 95 % Wilson interval
(tournament.wilson). The endings, by the outcome's reason["why"]:
- goal: a nation reached the goal (R-GOAL-1, A2-GOAL-1);
- one_short_temple: Antike II's win one personage short, by a temple destroyed with no general left
  (A2-GOAL-3);
- temple_after_all_personages: Antike's temple destroyed once all personages are out (R-GOAL-4),
  never in Antike II (A2-GOAL-4);
- cap: no outcome at the decision cap.

Antike Duellum (--game duellum, on --board west or east; two players) has no computer players yet: its
rows are random play, uniform over the legal list, and eager random play (tests/duellum_helpers:
random_game and eager_choice, the goldens' policy; --medium-games of them), seeded as above; a game
ends by the outcome's reason["why"]:
- goal: a player took his 9th personage (D-GOAL-1);
- one_short: 8 personages and an enemy temple destroyed with the generals gone (D-GOAL-4);
- draw: the 400th turn ended with no winner (D-GOAL-5), so every game ends and "cap" never shows.
Figures only, no assertions; the last line is one JSON object.

    python bench/endings.py [--games 200] [--medium-games 60] [--seed 1]
                            [--game antike2|antike|duellum] [--board orient|occident|west|east] [--nations 3]
"""

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py_engine"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from antike.core.registry import game_ids  # noqa: E402
from antike.games.antike_common.bots.tournament import DECISION_CAP as BOT_CAP  # noqa: E402
from antike.games.antike_common.bots.tournament import play_game as play_bots  # noqa: E402
from antike.games.antike_common.bots.tournament import wilson  # noqa: E402
from antike.games.antike_common.simulate import DECISION_CAP as RANDOM_CAP  # noqa: E402
from antike.games.antike_common.simulate import play_game as play_random  # noqa: E402
from duellum_helpers import random_game as play_duellum  # noqa: E402

ENDINGS = ("goal", "one_short_temple", "temple_after_all_personages", "cap")
DUELLUM_ENDINGS = ("goal", "one_short", "draw", "cap")
DEFAULT_BOARDS = {"duellum": "west"}


def duellum_endings(board, games, seed, eager):
    """How each of `games` seeded Duellum games of random (or eager random) play ends."""
    endings = []
    for number in range(games):
        state, _ = play_duellum(board, seed * 100_003 + number, check=False, eager=eager)
        endings.append(state.outcome["reason"]["why"] if state.outcome else "cap")
    return endings


def random_endings(game, board, nations, games, seed):
    """How each of `games` seeded games of random play ends: a list of ENDINGS."""
    endings = []
    for number in range(games):
        options = {"board": board, "nations": nations, "seed": seed * 100_003 + number}
        state, _ = play_random(options, seed * 100_003 + number, RANDOM_CAP, game=game)
        endings.append(state.outcome["reason"]["why"] if state.outcome else "cap")
    return endings


def medium_endings(game, board, nations, games, seed):
    """How each of `games` tournament games of medium players in all `nations` seats ends."""
    players = ["medium"] * nations
    return [play_bots(players, number, board, seed, cap=BOT_CAP, game=game)["why"] or "cap"
            for number in range(games)]


def shares(endings, kinds=ENDINGS):
    """{ending: {"count", "share", "ci95"}} for every ending of `kinds`, and how many games."""
    games = len(endings)
    return {ending: {"count": endings.count(ending),
                     "share": round(endings.count(ending) / games, 3) if games else 0.0,
                     "ci95": wilson(endings.count(ending), games)} for ending in kinds}


def main(argv=None):
    parser = argparse.ArgumentParser(description="How games end (figures only).")
    parser.add_argument("--games", type=int, default=200, help="games of random play (default 200)")
    parser.add_argument("--medium-games", type=int, default=60, help="games of medium players (default 60)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", choices=game_ids(), default="antike2")
    parser.add_argument("--board", default=None, help="orient (default) or occident; Duellum: west (default) or east")
    parser.add_argument("--nations", type=int, default=3, help="3-6 (default 3; Duellum: always 2)")
    args = parser.parse_args(argv)
    board = args.board or DEFAULT_BOARDS.get(args.game, "orient")

    rows = {}
    if args.game == "duellum":
        args.nations, kinds = 2, DUELLUM_ENDINGS
        # No decision cap: the 400th turn ends every game (D-GOAL-5).
        plan = (("random", lambda *a: duellum_endings(board, args.games, args.seed, False), args.games, None),
                ("eager", lambda *a: duellum_endings(board, args.medium_games, args.seed, True),
                 args.medium_games, None))
    else:
        kinds = ENDINGS
        plan = (("random", lambda *a: random_endings(*a, args.games, args.seed), args.games, RANDOM_CAP),
                ("medium", lambda *a: medium_endings(*a, args.medium_games, args.seed), args.medium_games, BOT_CAP))
    for name, endings_of, games, cap in plan:
        started = time.perf_counter()
        endings = endings_of(args.game, board, args.nations)
        rows[name] = {"games": games, "cap": cap, "seconds": round(time.perf_counter() - started, 1),
                      "endings": shares(endings, kinds)}

    print(f"How games of {args.game} end, {board}, {args.nations} nations, seed {args.seed}: "
          f"count, share and 95 % Wilson interval")
    header = f"{'players':>8} | {'games':>5} | " + " | ".join(f"{ending:>30}" for ending in kinds)
    print(header)
    print("-" * len(header))
    for name, row in rows.items():
        cells = [f"{e['count']:>4} {e['share']:>6.1%} [{e['ci95'][0]:.1%}, {e['ci95'][1]:.1%}]"
                 for e in row["endings"].values()]
        cap = f"cap {row['cap']:,} decisions" if row["cap"] else "draw at turn 400"
        print(f"{name:>8} | {row['games']:>5} | " + " | ".join(f"{cell:>30}" for cell in cells)
              + f"   ({row['seconds']} s, {cap})")
    print(json.dumps({"bench": "endings", "game": args.game, "board": board, "nations": args.nations,
                      "seed": args.seed, **rows}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
