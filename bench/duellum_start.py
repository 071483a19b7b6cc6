#!/usr/bin/env python3
"""Duellum's start player against another set-up compensation: what a change to D-SET-3 would do.

By D-SET-3 the second player takes 1 coin from the bank at the set-up; on the house boards he takes
2 since the house set's second version, 3 on West since its third, 3 on East since its fourth and 4 on
West since its fifth (D-SET-3's Decisions, which this bench's figures decided; vocabulary.SECOND_PLAYER_COINS). For each candidate given with --second-coins
(the coins the second player takes; the current house set's on each board when none is given, marked
"(D-SET-3)" and "rule" where they are the board's: 1 measures the rule's coin as before) this plays
--games games a board of medium players in both seats, the same seeded games as bench/duellum.py's
medium-against-medium run (antike.games.duellum.bots.tournament.play_game, seats swapped), with only
the compensation changed for the run (the rules are not changed). Each finished game is one JSON line
in the results file, written as it ends, so a long measurement may span several sittings: `--resume`
plays only the games the file does not hold, `--report` only reads it. Prints per board and candidate
the start player's share (a draw counts half) with its 95 % Wilson interval (target: within 45-55 %,
the interval containing 50 %), the draws and the seconds, then one JSON line. Figures only. Run it
niced on a shared machine, one process a board:

    nice -n 10 python bench/duellum_start.py --boards west --second-coins 1 2 3 [--games 100] [--seed 1] [--resume]
"""

import argparse
import json
import sys
import time
from pathlib import Path
from unittest.mock import patch

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py_engine"))
sys.path.insert(0, str(ROOT / "bench"))
from antike.core.tournament import wilson  # noqa: E402
from antike.games.duellum.bots import tournament  # noqa: E402
from antike.games.duellum.vocabulary import HOUSE_SET, SECOND_PLAYER_COINS  # noqa: E402
from results_file import add_file_options, play_missing, print_closing, read_results  # noqa: E402

MEDIUM_ONLY = 0  # hard plays no part: the lines' budget field, which the results file requires


def rule_coins(board):
    """D-SET-3 as the current house set gives it on `board` (new games): the second player's coins."""
    return SECOND_PLAYER_COINS[HOUSE_SET][board]


def second_coins(coins):
    """A context in which new games give the second player `coins` at the set-up (from the bank): the
    difference to the current house set's coins on the game's board moves between the bank and him."""
    made = tournament.new_game

    def with_compensation(options):
        state = made(options)
        extra = coins - rule_coins(state.options["board"])
        state.bank["coin"] -= extra
        state.players[state.order[1]]["coin"] += extra
        return state

    return patch.object(tournament, "new_game", with_compensation)


def game_key(line):
    """A results line's key: (board, second player's coins, game)."""
    return line["board"], line["second_coins"], line["game"]


def play(job, seed):
    """One medium-against-medium game of `job` = (board, coins, number), the compensation changed for it."""
    board, coins, number = job
    with second_coins(coins):
        return tournament.play_game(["medium", "medium"], number, board, seed)


def candidate(lines, board, coins):
    """The start player's figures over the games `lines`, played with `coins` for the second player."""
    games = len(lines)
    points = sum(0.5 if line["winner"] is None else float(line["winner"] == line["first_entry"]) for line in lines)
    low, high = wilson(points, games)
    return {"board": board, "second_coins": coins, "rule": coins == rule_coins(board), "games": games,
            "start_share": round(points / games, 3), "start_ci95": [round(low, 3), round(high, 3)],
            "meets": 0.45 <= points / games <= 0.55 and low <= 0.5 <= high,
            "draws": sum(line["winner"] is None for line in lines),
            "seconds": round(sum(line["seconds"] for line in lines), 1)}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", default="west,east")
    parser.add_argument("--second-coins", type=int, nargs="+", help="default: the current house set's, a board")
    parser.add_argument("--games", type=int, default=100)
    add_file_options(parser, ROOT / "bench" / "results" / "duellum-start-coins.jsonl")
    args = parser.parse_args(argv)
    if args.second_coins and min(args.second_coins) < 0:
        raise SystemExit("--second-coins: a number of coins, none below 0")
    boards = [board.strip() for board in args.boards.split(",") if board.strip()]
    candidates = {board: args.second_coins or [rule_coins(board)] for board in boards}
    args.results.parent.mkdir(parents=True, exist_ok=True)
    if args.results.exists() and not (args.resume or args.report):
        args.results.unlink()
    done = read_results(args.results, args.seed, MEDIUM_ONLY, game_key)
    started = time.perf_counter()
    jobs = [(board, coins, number) for board in boards for number in range(args.games) for coins in candidates[board]]
    if not args.report:
        play_missing(args.results, jobs, done,
                     lambda job: {"board": job[0], "second_coins": job[1], "game": job[2], "seed": args.seed,
                                  "hard_iterations": MEDIUM_ONLY},
                     lambda job: play(job, args.seed),
                     lambda line: f"{line['board']} second player {line['second_coins']} coins, game {line['game']}: "
                                  f"winner entry {line['winner']} ({line['why']}, {line['turns']} turns, {line['seconds']} s)")
    rows = []
    for board in boards:
        for coins in candidates[board]:
            lines = [done[(board, coins, n)] for n in range(args.games) if (board, coins, n) in done]
            if not lines:
                continue
            row = candidate(lines, board, coins)
            rows.append(row)
            print(f"{board:5} second player {coins} coin{'' if coins == 1 else 's'}{' (D-SET-3)' if row['rule'] else '':11} {row['games']} games: "
                  f"start player {row['start_share']:.1%} [{row['start_ci95'][0]:.1%}, {row['start_ci95'][1]:.1%}] "
                  f"({'meets' if row['meets'] else 'misses'}); draws {row['draws']}; {row['seconds']} s", flush=True)
    print_closing(started, {"bench": "duellum_start", "seed": args.seed, "candidates": rows})


if __name__ == "__main__":
    main()
