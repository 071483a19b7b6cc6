#!/usr/bin/env python3
"""Duellum's start player against a larger set-up compensation: what a change to D-SET-3 would do.

By D-SET-3 the second player takes 1 coin from the bank at the set-up. For each candidate given with
--second-coins (the coins the second player takes; the rule's 1 when none is given) this plays
--games games a board of medium players in both seats, the same seeded games as bench/duellum.py's
medium-against-medium run (antike.games.duellum.bots.tournament.play_game, seats swapped), with only
the compensation changed for the run (the rules are not changed). Prints per board and candidate the
start player's share (a draw counts half) with its 95 % Wilson interval (target: within 45-55 %, the
interval containing 50 %), the draws and the seconds, then one JSON line. Figures only. Run it niced
on a shared machine:

    nice -n 10 python bench/duellum_start.py --boards west,east --second-coins 1 2 3 [--games 100] [--seed 1]
"""

import argparse
import json
import sys
import time
from pathlib import Path
from unittest.mock import patch

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py_engine"))
from antike.core.tournament import wilson  # noqa: E402
from antike.games.duellum.bots import tournament  # noqa: E402

RULE_COINS = 1  # D-SET-3


def second_coins(coins):
    """A context in which new games give the second player `coins` at the set-up (from the bank)."""
    made = tournament.new_game

    def with_compensation(options):
        state = made(options)
        extra = coins - RULE_COINS
        state.bank["coin"] -= extra
        state.players[state.order[1]]["coin"] += extra
        return state

    return patch.object(tournament, "new_game", with_compensation)


def candidate(board, coins, games, seed):
    """The start player's figures over `games` medium-against-medium games with `coins` for the second player."""
    began = time.perf_counter()
    with second_coins(coins):
        lines = [tournament.play_game(["medium", "medium"], number, board, seed) for number in range(games)]
    points = sum(0.5 if line["winner"] is None else float(line["winner"] == line["first_entry"]) for line in lines)
    low, high = wilson(points, games)
    return {"board": board, "second_coins": coins, "rule": coins == RULE_COINS, "games": games,
            "start_share": round(points / games, 3), "start_ci95": [round(low, 3), round(high, 3)],
            "meets": 0.45 <= points / games <= 0.55 and low <= 0.5 <= high,
            "draws": sum(line["winner"] is None for line in lines), "seconds": round(time.perf_counter() - began, 1)}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", default="west,east")
    parser.add_argument("--second-coins", type=int, nargs="+", default=[RULE_COINS])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if min(args.second_coins) < 0:
        raise SystemExit("--second-coins: a number of coins, none below 0")
    rows = []
    for board in args.boards.split(","):
        for coins in args.second_coins:
            row = candidate(board, coins, args.games, args.seed)
            rows.append(row)
            print(f"{board:5} second player {coins} coin{'' if coins == 1 else 's'}{' (D-SET-3)' if row['rule'] else '':11} {row['games']} games: "
                  f"start player {row['start_share']:.1%} [{row['start_ci95'][0]:.1%}, {row['start_ci95'][1]:.1%}] "
                  f"({'meets' if row['meets'] else 'misses'}); draws {row['draws']}; {row['seconds']} s", flush=True)
    print(json.dumps({"bench": "duellum_start", "seed": args.seed, "candidates": rows}))


if __name__ == "__main__":
    main()
