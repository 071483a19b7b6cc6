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
(antike.core.tournament.wilson). The endings, by the outcome's reason["why"]:
- goal: a nation reached the goal (R-GOAL-1, A2-GOAL-1);
- one_short_temple: Antike II's win one personage short, by a temple destroyed with no general left
  (A2-GOAL-3);
- temple_after_all_personages: Antike's temple destroyed once all personages are out (R-GOAL-4),
  never in Antike II (A2-GOAL-4);
- cap: no outcome at the decision cap.

Antike Duellum (--game duellum, on --board west or east; two players): its rows are random play,
uniform over the legal list, and eager random play (tests/duellum_helpers.random_game with
antike.games.duellum.simulate.eager_choice, the goldens' policy; --medium-games of them), seeded as
above; its computer players' endings are measured by bench/duellum.py. A game ends by the outcome's
reason["why"]:
- goal: a player took his 9th personage (D-GOAL-1);
- one_short: 8 personages and an enemy temple destroyed with the generals gone (D-GOAL-4);
- draw: the 400th turn ended with no winner (D-GOAL-5), so every game ends and "cap" never shows.
Attika (--game attika) is measured for 2, 3 and 4 players in one run (--players N for one count):
random play, uniform over the legal list, seeded as `python -m antike simulate --game attika` seeds
it (antike.games.attika.simulate: game i's options and policy seeded seed * 100,003 + i, the start
player by lot; its decision cap, 20,000), and medium computer players in every seat
(antike.games.attika.bots.tournament.play_game: game i of the tournament with --seed, seats
rotated, its decision cap, 5,000). A game ends by the outcome's reason:
- all_built: a player has all 30 buildings on the map (AT-END-1);
- shrines: a player's chain of buildings joins two shrines (AT-END-2);
- dead_game: nothing can change any more, most buildings win (AT-END-4);
- cap: no outcome at the decision cap.
(The turn limit, AT-END-5, is off in these games.)
Figures only, no assertions; the last line is one JSON object.

    python bench/endings.py [--games 200] [--medium-games 60] [--seed 1]
                            [--game antike2|antike|duellum|attika] [--board orient|occident|west|east]
                            [--nations 3 | --players 2|3|4]
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
from antike.core.tournament import wilson  # noqa: E402
from antike.games.antike_common.simulate import DECISION_CAP as RANDOM_CAP  # noqa: E402
from antike.games.antike_common.simulate import play_game as play_random  # noqa: E402
from antike.games.attika.bots.tournament import play_game as play_attika_bots  # noqa: E402
from antike.games.attika.bots.tournament import DECISION_CAP as ATTIKA_BOT_CAP  # noqa: E402
from antike.games.attika.simulate import DECISION_CAP as ATTIKA_RANDOM_CAP  # noqa: E402
from antike.games.attika.simulate import simulate as simulate_attika  # noqa: E402
from duellum_helpers import random_game as play_duellum  # noqa: E402

ENDINGS = ("goal", "one_short_temple", "temple_after_all_personages", "cap")
DUELLUM_ENDINGS = ("goal", "one_short", "draw", "cap")
ATTIKA_ENDINGS = ("all_built", "shrines", "dead_game", "cap")
ATTIKA_PLAYERS = (2, 3, 4)
DEFAULT_BOARDS = {"duellum": "west"}


def attika_random_endings(players, games, seed):
    """How each of `games` seeded Attika games of uniformly random play ends, as `simulate` plays
    them (its seeds and cap; the invariants unchecked): a list of ATTIKA_ENDINGS, in no order."""
    summary = simulate_attika(players, games, seed, check=False)
    endings = [why for why, count in summary["endings"].items() for _ in range(count)]
    return endings + ["cap"] * (games - summary["finished"])


def attika_medium_endings(players, games, seed):
    """How each of `games` tournament games of medium players in all `players` seats ends."""
    return [play_attika_bots(["medium"] * players, number, seed)["why"] for number in range(games)]


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
    parser.add_argument("--nations", "--players", type=int, default=None,
                        help="3-6 (default 3; Duellum: always 2); Attika: 2, 3 or 4 (default all three)")
    args = parser.parse_args(argv)
    if args.game == "attika":
        return attika_main(args)
    args.nations = args.nations or 3
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


def attika_main(args):
    """Attika's rows: random and medium play for each player count; one JSON line keyed by the count."""
    if args.nations is not None and args.nations not in ATTIKA_PLAYERS:
        raise SystemExit("Attika is a game for 2-4 players: --players 2, 3 or 4")
    counts = (args.nations,) if args.nations else ATTIKA_PLAYERS
    plan = (("random", attika_random_endings, args.games, ATTIKA_RANDOM_CAP),
            ("medium", attika_medium_endings, args.medium_games, ATTIKA_BOT_CAP))
    rows = {}
    for players in counts:
        rows[str(players)] = {}
        for name, endings_of, games, cap in plan:
            started = time.perf_counter()
            endings = endings_of(players, games, args.seed)
            unknown = set(endings) - set(ATTIKA_ENDINGS)
            if unknown:
                raise SystemExit(f"an ending this bench does not know: {sorted(unknown)}")
            rows[str(players)][name] = {"games": games, "cap": cap,
                                        "seconds": round(time.perf_counter() - started, 1),
                                        "endings": shares(endings, ATTIKA_ENDINGS)}

    print(f"How games of attika end, seed {args.seed}: count, share and 95 % Wilson interval")
    header = f"{'players':>14} | {'games':>5} | " + " | ".join(f"{ending:>28}" for ending in ATTIKA_ENDINGS)
    print(header)
    print("-" * len(header))
    for players, by_name in rows.items():
        for name, row in by_name.items():
            cells = [f"{e['count']:>4} {e['share']:>6.1%} [{e['ci95'][0]:.1%}, {e['ci95'][1]:.1%}]"
                     for e in row["endings"].values()]
            print(f"{players + ' ' + name:>14} | {row['games']:>5} | " + " | ".join(f"{cell:>28}" for cell in cells)
                  + f"   ({row['seconds']} s, cap {row['cap']:,} decisions)")
    print(json.dumps({"bench": "endings", "game": "attika", "seed": args.seed, "players": list(counts),
                      "rows": rows}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
