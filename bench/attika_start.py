#!/usr/bin/env python3
"""Attika's start player against other start hands: what a change to the house set's start cards would do.

The house components deal the start hands by seat from the start player (components.json
"start_cards" by player count, AT-SET-8: 4 and 6 cards for 2 players since the house set's second
version, which this bench's figures decided; 4, 5, 6 for 3; 4, 5, 6, 7 for 4). For each candidate given with --start-cards (a hand
size per seat, the start player's first; the house set's own when none is given) this plays --games
games of medium players in every seat for --players players, the same seeded games as bench/attika.py's
all-medium run (antike.games.attika.bots.tournament.play_game, seats rotated), with only the start
hands changed for the run (the components data is not changed). Prints per candidate the start
player's share of the wins (shared wins split) with its 95 % Wilson interval against the fair share
1/n (target: within 5 points, the interval containing it), every position's share, the endings and
the seconds, then one JSON line. Figures only. Run it niced on a shared machine:

    nice -n 10 python bench/attika_start.py --players 2 --start-cards 4,5 4,6 3,6 [--games 400] [--seed 1]
"""

import argparse
import json
import sys
import time
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py_engine"))
sys.path.insert(0, str(ROOT / "bench"))
from antike.games.attika import setup  # noqa: E402
from antike.games.attika.bots.tournament import ENDINGS, play_game  # noqa: E402
from antike.games.attika.components import HOUSE_SET, START_CARDS  # noqa: E402
from attika import PLAYER_COUNTS, START_MARGIN, start_figures  # noqa: E402


@contextmanager
def start_cards(hands):
    """New games of len(hands) players deal `hands` (by seat from the start player) while inside."""
    kept = setup.START_CARDS_BY_HOUSE_SET
    setup.START_CARDS_BY_HOUSE_SET = {**kept, HOUSE_SET: {**kept[HOUSE_SET], len(hands): tuple(hands)}}
    try:
        yield
    finally:
        setup.START_CARDS_BY_HOUSE_SET = kept


def candidate(hands, players, games, seed):
    """The start figures of `games` all-medium games dealt `hands`."""
    began = time.perf_counter()
    with start_cards(hands):
        lines = [{"game": number, **play_game(["medium"] * players, number, seed)} for number in range(games)]
    figures = start_figures(lines, players)
    return {"start_cards": list(hands), "house": tuple(hands) == START_CARDS[players], "games": games,
            **figures, "endings": {why: sum(line["why"] == why for line in lines) for why in ENDINGS},
            "seconds": round(time.perf_counter() - began, 1)}


def hands_of(text):
    return [int(part) for part in text.split(",")]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, choices=PLAYER_COUNTS, default=2)
    parser.add_argument("--start-cards", type=hands_of, nargs="+", default=None,
                        help="candidates: hand sizes by seat from the start player, e.g. 4,6 (default: the house set's)")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    candidates = args.start_cards or [list(START_CARDS[args.players])]
    for hands in candidates:
        if len(hands) != args.players or min(hands) < 0:
            raise SystemExit(f"--start-cards {','.join(map(str, hands))}: give {args.players} hand sizes, none below 0")
    rows = []
    for hands in candidates:
        row = candidate(hands, args.players, args.games, args.seed)
        rows.append(row)
        print(f"{args.players} players, start cards {','.join(map(str, hands)):8}{' (house set)' if row['house'] else '':12} "
              f"{row['games']} games: start player {row['start_share']:.1%} [{row['start_ci95'][0]:.1%}, "
              f"{row['start_ci95'][1]:.1%}] (fair {row['fair']:.1%}: {'meets' if row['meets'] else 'misses'}); "
              "positions " + ", ".join(f"{p['position'] + 1}: {p['share']:.1%}" for p in row["positions"])
              + f"; endings {row['endings']}; {row['seconds']} s", flush=True)
    print(json.dumps({"bench": "attika_start", "players": args.players, "seed": args.seed, "margin": START_MARGIN,
                      "candidates": rows}))


if __name__ == "__main__":
    main()
