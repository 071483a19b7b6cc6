#!/usr/bin/env python3
"""Duellum's computer players: strength, the start player's advantage and how games end, per board.

Three runs a board, each game seeded from the run's seed and its number, seats swapped between games
(antike.games.duellum.bots.tournament: over four games each entry plays each nation, and starts
twice): medium against easy (target: medium wins >= 75 %), hard against medium (target >= 55 %;
hard with a fixed number of iterations, reproducible and independent of the machine's load), and
medium against medium for the start player's share (target: within 45-55 % with its 95 % interval
containing 50 %). A draw (D-GOAL-5, 400 turns) counts half. Each finished game is one JSON line in
the results file, written as it ends, so a long measurement may span several sittings: `--resume`
plays only the games the file does not hold. Prints a progress line per game (standard error), then
per board and run the shares with their Wilson intervals, the start player's share, the endings
(goal; one short, D-GOAL-4; draw at 400 turns), mean turns, seconds per own turn and in all, and one
JSON line. Each line names the house set its game was set up with (`house_set`, D-SET-3's Decision:
the second player's set-up coins, by board; a line without it is of version 1, the rule's 1 coin): a
file of another version is reported, never resumed; each run's report says the second player's coins
its games were set up with. Run it niced on a shared machine:

    nice -n 10 python bench/duellum.py --boards west,east --games-medium 60 --games-hard 60 --games-first 400 [--resume]
"""

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py_engine"))
sys.path.insert(0, str(ROOT / "bench"))
from antike.games.duellum.bots.tournament import play_game, summarize  # noqa: E402
from antike.games.duellum.vocabulary import HOUSE_SET, HOUSE_SETS, SECOND_PLAYER_COINS  # noqa: E402
from results_file import add_file_options, interleave, play_missing, print_closing, read_results  # noqa: E402

RESULTS = ROOT / "bench" / "results"
RUNS = {"medium,easy": 0.75, "hard,medium": 0.55, "medium,medium": None}


def game_key(line):
    """A results line's key: (board, run, game)."""
    return line["board"], line["run"], line["game"]


def house_set(line):
    """The house set version a results line's game was set up with (a line without one: version 1)."""
    return line.get("house_set", HOUSE_SETS[0])


def other_house_set(line):
    """Why a results line may not be resumed: a game of another house set than new games get, or None."""
    version = house_set(line)
    if version != HOUSE_SET:
        return (f"a game of house set {version} (new games are set up with house set {HOUSE_SET}); report it "
                f"with --report, or resume in another --results file")
    return None


def jobs(boards, counts):
    """(board, run, game) in the order played: game n of every run on every board before game n + 1."""
    per_board = {(run, board): counts[run] for run in RUNS for board in boards}
    return [(board, run, number) for (run, board), number in interleave(per_board)]


def report(done, boards, counts, iterations):
    """Print each board's runs and return them as data."""
    figures = []
    for board in boards:
        for run, target in RUNS.items():
            lines = [done[(board, run, n)] for n in range(counts[run]) if (board, run, n) in done]
            if not lines:
                continue
            players = run.split(",")
            summary = summarize(players, lines)
            # A reported file may hold another version's games; on East versions 2 and 3 give the same.
            coins = sorted({SECOND_PLAYER_COINS[house_set(line)][board] for line in lines})
            seconds = round(sum(line["seconds"] for line in lines), 1)
            first, low_high = summary["start_player"]["share"], summary["start_player"]["ci95"]
            lead = summary["shares"][0]
            text = (f"{board:4} {run:13} {summary['games']:3} games: {lead['player']} {lead['share']:.1%} "
                    f"[{lead['ci95'][0]:.1%}, {lead['ci95'][1]:.1%}]")
            if target is not None:
                text += f" (target >= {target:.0%})"
            text += (f"; second player's coins {coins}; start player {first:.1%} [{low_high[0]:.1%}, {low_high[1]:.1%}]; "
                     f"endings {summary['endings']}; "
                     f"{summary['mean_turns']} turns a game; s per own turn {summary['mean_think_s']}; {seconds} s")
            if "hard" in players:
                text += f"; hard {iterations} iterations a turn"
            print(text)
            figures.append({"board": board, "run": run, "target": target, "seconds": seconds, "second_coins": coins,
                            **summary})
    return figures


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", default="west,east")
    parser.add_argument("--games-medium", type=int, default=60, help="games of medium against easy, a board")
    parser.add_argument("--games-hard", type=int, default=60, help="games of hard against medium, a board")
    parser.add_argument("--games-first", type=int, default=400, help="games of medium against medium, a board")
    parser.add_argument("--hard-iterations", type=int, default=3, help="hard's lines of play a turn")
    add_file_options(parser, RESULTS / "duellum-bots.jsonl")
    args = parser.parse_args(argv)
    boards = [board.strip() for board in args.boards.split(",") if board.strip()]
    counts = {"medium,easy": args.games_medium, "hard,medium": args.games_hard, "medium,medium": args.games_first}
    args.results.parent.mkdir(parents=True, exist_ok=True)
    if args.results.exists() and not (args.resume or args.report):
        args.results.unlink()
    done = read_results(args.results, args.seed, args.hard_iterations, game_key,
                        None if args.report else other_house_set)
    started = time.perf_counter()
    if not args.report:
        play_missing(args.results, jobs(boards, counts), done,
                     lambda job: {"board": job[0], "run": job[1], "game": job[2], "seed": args.seed,
                                  "hard_iterations": args.hard_iterations, "house_set": HOUSE_SET},
                     lambda job: play_game(job[1].split(","), job[2], job[0], args.seed,
                                           iterations=args.hard_iterations),
                     lambda line: f"{line['board']} {line['run']} game {line['game']}: winner entry {line['winner']} "
                                  f"({line['why']}, {line['turns']} turns, {line['seconds']} s)")
    figures = report(done, boards, counts, args.hard_iterations)
    print_closing(started, {"bench": "duellum", "hard_iterations": args.hard_iterations, "seed": args.seed,
                            "runs": figures})


if __name__ == "__main__":
    main()
