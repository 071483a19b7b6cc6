#!/usr/bin/env python3
"""Attika's computer players: strength and how games end, 3 players, seats rotated.

Two runs, each game seeded from the run's seed and its number, seats rotated between games
(antike.games.attika.bots.tournament: over three games each entry plays each position, the start
included): medium against two easy (target: medium wins >= 60 %) and hard against two medium
(target >= 45 %; hard with a fixed number of iterations, reproducible and independent of the
machine's load). A shared win (AT-END-4) counts its part. Each finished game is one JSON line in the
results file, written as it ends, so a long measurement may span several sittings: `--resume` plays
only the games the file does not hold. The runs are interleaved game by game, so that a stopped
measurement has figures for each. Prints a progress line per game (standard error), then per run
the shares with their Wilson intervals, the endings (all_built AT-END-1, shrines AT-END-2,
dead_game AT-END-4, cap), mean turns, seconds per own turn and in all, and one JSON line. Run it
niced on a shared machine:

    nice -n 10 python bench/attika.py --games-medium 60 --games-hard 60 [--hard-iterations 14] [--resume]
"""

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py_engine"))
from antike.games.attika.bots.tournament import play_game, summarize  # noqa: E402

RESULTS = ROOT / "bench" / "results"
RUNS = {"medium,easy,easy": 0.60, "hard,medium,medium": 0.45}


def read_results(path, seed, iterations):
    """{(run, game): line} of the games already in `path`; refuses a file of another seed or budget."""
    done = {}
    if path.exists():
        for number, text in enumerate(path.read_text().splitlines(), start=1):
            line = json.loads(text)
            if line["seed"] != seed or line["hard_iterations"] != iterations:
                raise SystemExit(f"{path}, line {number}: a game of another run; choose another --results file")
            done[(line["run"], line["game"])] = line
    return done


def jobs(counts):
    """(run, game) in the order played: game n of every run before game n + 1."""
    return [(run, number) for number in range(max(counts.values())) for run in RUNS if number < counts[run]]


def report(done, counts, iterations):
    """Print each run's figures and return them as data."""
    figures = []
    for run, target in RUNS.items():
        lines = [done[(run, n)] for n in range(counts[run]) if (run, n) in done]
        if not lines:
            continue
        players = run.split(",")
        summary = summarize(players, lines)
        seconds = round(sum(line["seconds"] for line in lines), 1)
        lead = summary["shares"][0]
        text = (f"{run:18} {summary['games']:3} games: {lead['player']} {lead['share']:.1%} "
                f"[{lead['ci95'][0]:.1%}, {lead['ci95'][1]:.1%}] (target >= {target:.0%}); "
                f"endings {summary['endings']}; {summary['mean_turns']} turns a game; "
                f"s per own turn {summary['mean_think_s']}; {seconds} s")
        if "hard" in players:
            text += f"; hard {iterations} iterations an action"
        print(text)
        figures.append({"run": run, "target": target, "seconds": seconds, **summary})
    return figures


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games-medium", type=int, default=60, help="games of medium against two easy")
    parser.add_argument("--games-hard", type=int, default=60, help="games of hard against two medium")
    parser.add_argument("--hard-iterations", type=int, default=14, help="hard's play-outs an action step")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--results", type=Path, default=RESULTS / "attika-bots.jsonl")
    parser.add_argument("--resume", action="store_true", help="keep the games already in the results file")
    parser.add_argument("--report", action="store_true", help="only print the figures of the results file")
    args = parser.parse_args(argv)
    counts = {"medium,easy,easy": args.games_medium, "hard,medium,medium": args.games_hard}
    args.results.parent.mkdir(parents=True, exist_ok=True)
    if args.results.exists() and not (args.resume or args.report):
        args.results.unlink()
    done = read_results(args.results, args.seed, args.hard_iterations)
    started = time.perf_counter()
    if not args.report:
        with open(args.results, "a") as results:
            for run, number in jobs(counts):
                if (run, number) in done:
                    continue
                began = time.perf_counter()
                result = play_game(run.split(","), number, args.seed, iterations=args.hard_iterations)
                del result["turn_seconds"]
                line = {"run": run, "game": number, "seed": args.seed, "hard_iterations": args.hard_iterations,
                        "seconds": round(time.perf_counter() - began, 2), **result}
                done[(run, number)] = line
                results.write(json.dumps(line) + "\n")
                results.flush()
                print(f"{run} game {number}: winners {result['winners']} ({result['why']}, {result['turns']} turns, "
                      f"{line['seconds']} s)", file=sys.stderr, flush=True)
    figures = report(done, counts, args.hard_iterations)
    print(f"{time.perf_counter() - started:.0f} s of wall time in this sitting")
    print(json.dumps({"bench": "attika", "players": 3, "hard_iterations": args.hard_iterations, "seed": args.seed,
                      "runs": figures}))


if __name__ == "__main__":
    main()
