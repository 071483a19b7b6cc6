#!/usr/bin/env python3
"""Strength and speed of the computer opponents (antike.bots).

1. Time to decide a whole turn, per strength: every decision a bot takes while its nation acts,
   summed per turn, over seeded 3-nation games on the Orient board (the bot in seat 0, the others
   medium). Prints the median and p95 in wall-clock and CPU seconds (the CPU time of this process,
   which other load on a shared machine does not inflate), and for hard the share of turns that
   stayed within its budget (`--think` seconds, 2 by default as in play, wall clock, as the bot
   itself measures it).
2. Small tournaments (antike.games.antike_common.bots.tournament, seats rotating): medium against two easy bots
   (target: medium wins >= 80 %), and hard against two medium bots (target: hard wins >= 50 %),
   hard thinking `--tournament-think` seconds a turn counted by `--clock` (CPU time of this process
   by default, so that other load on a shared machine does not weaken it).
Figures only, no assertions; the last line is one JSON object.

    python bench/bots.py [--timing-games 2] [--think 2.0] [--games-medium 30] [--games-hard 12]
                         [--tournament-think 0.5] [--clock cpu|wall] [--game antike|antike2]
"""

import argparse
import json
import platform
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py_engine"))

from antike.games.antike_common.bots import STRENGTHS  # noqa: E402
from antike.games.antike_common.bots.tournament import play_game, tournament  # noqa: E402

TARGETS = {"medium,easy,easy": 0.8, "hard,medium,medium": 0.5}
MEDIUM_TURN_LIMIT = 0.3  # seconds for medium to decide a whole turn


def percentile(values, share):
    """The value below which `share` of the sorted values lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def turn_times(strength, games, seed, think, game):
    """Per-turn wall and CPU seconds of a bot of `strength` in seat 0 against two medium bots."""
    players = [strength, "medium", "medium"]
    wall, cpu = [], []
    for number in range(games):
        # Game numbers 0, 3, 6, ... keep entry 0 (the measured bot) in seat 0.
        result = play_game(players, number * len(players), seed=seed, think=think, game=game)
        wall.extend(result["turn_seconds"][0])
        cpu.extend(result["turn_cpu"][0])
    row = {"strength": strength, "turns": len(wall),
           "median_s": round(statistics.median(wall), 4), "p95_s": round(percentile(wall, 0.95), 4),
           "max_s": round(max(wall), 4),
           "median_cpu_s": round(statistics.median(cpu), 4), "p95_cpu_s": round(percentile(cpu, 0.95), 4)}
    if strength == "hard":
        row["budget_s"] = think
        row["within_budget"] = round(sum(1 for s in wall if s <= think) / len(wall), 3)
    return row


def main(argv=None):
    parser = argparse.ArgumentParser(description="Strength and speed of the Antike bots (figures only).")
    parser.add_argument("--timing-games", type=int, default=2, help="games per strength for turn times")
    parser.add_argument("--games-medium", type=int, default=30, help="games of medium vs easy,easy")
    parser.add_argument("--games-hard", type=int, default=12, help="games of hard vs medium,medium")
    parser.add_argument("--think", type=float, default=2.0, help="hard's seconds per turn when timed (default 2.0)")
    parser.add_argument("--tournament-think", type=float, default=0.5,
                        help="hard's seconds per turn in the tournaments (default 0.5)")
    parser.add_argument("--clock", choices=["cpu", "wall"], default="cpu",
                        help="what hard's seconds count in the tournaments (default: CPU time of this process)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", choices=["antike", "antike2"], default="antike", help="the edition played")
    args = parser.parse_args(argv)

    print(f"{args.game} bots, Orient board, 3 nations (Python {platform.python_version()})")
    started = time.perf_counter()
    rows = [turn_times(strength, args.timing_games, args.seed, args.think, args.game) for strength in STRENGTHS]
    print(f"{'strength':>8} | {'turns':>5} | {'median s':>8} | {'p95 s':>7} | {'max s':>7} | "
          f"{'median cpu':>10} | {'p95 cpu':>8} | budget")
    for row in rows:
        budget = (f"{row['budget_s']} s, {row['within_budget']:.0%} of turns within"
                  if "budget_s" in row else f"< {MEDIUM_TURN_LIMIT} s" if row["strength"] == "medium" else "")
        print(f"{row['strength']:>8} | {row['turns']:>5} | {row['median_s']:>8.4f} | {row['p95_s']:>7.4f} | "
              f"{row['max_s']:>7.4f} | {row['median_cpu_s']:>10.4f} | {row['p95_cpu_s']:>8.4f} | {budget}")

    tournaments = []
    for players, games in (("medium,easy,easy", args.games_medium), ("hard,medium,medium", args.games_hard)):
        if games <= 0:
            continue
        summary = tournament(players.split(","), games, seed=args.seed, think=args.tournament_think, clock=args.clock,
                             game=args.game)
        first = summary["shares"][0]
        thinking = f", hard thinks {args.tournament_think} s ({args.clock})" if "hard" in players else ""
        print(f"{players} ({games} games{thinking}): {first['player']} wins {first['share']:.0%} "
              f"(95 % interval {first['ci95'][0]:.0%}-{first['ci95'][1]:.0%}; target >= {TARGETS[players]:.0%}); "
              f"{summary['capped']} capped, {summary['mean_turns']} turns a game")
        tournaments.append({"players": players, "target": TARGETS[players], **summary})
    print(f"{time.perf_counter() - started:.0f} s in all")
    print(json.dumps({"bench": "bots", "game": args.game, "board": "orient", "think": args.think, "timing": rows,
                      "tournament_think": args.tournament_think, "clock": args.clock,
                      "tournaments": tournaments}))


if __name__ == "__main__":
    main()
