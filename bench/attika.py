#!/usr/bin/env python3
"""Attika's computer players: strength, the start player's share and how games end, 2-4 players, seats rotated.

Three runs for one player count (--players 2, 3 or 4; 3 by default), each game seeded from the
run's seed and its number, seats rotated between games (antike.games.attika.bots.tournament: over n
games each entry plays each position, the start included):
- medium against easy in every other seat (the issue's target with 3 players: medium wins >= 60 %);
- hard against medium in every other seat (target with 3 players >= 45 %; hard with a fixed number
  of iterations, reproducible and independent of the machine's load);
- medium in every seat (--games-start, at least 400 for the issue): the start player's share of the
  wins, against the fair share 1/n (target: within 5 points of it, and its 95 % Wilson interval
  containing it), with the share of every position of the play order.
With 2 and 4 players the issue sets no strength target: the fair share 1/n is printed beside the
share. A shared win (AT-END-4) counts its part, for the entries and for the start player alike.
Each finished game is one JSON line in the results file, written as it ends, with its player count
("players") and the entry that started ("start"), so a long measurement may span several sittings:
`--resume` plays only the games the file does not hold. One file holds every player count: a sitting
without --resume starts its own count afresh and keeps the others' games. Lines written before the
player count was recorded (the first 240) are 3-player games, and are read as such: their run names
three entries and their start entry is (-game) mod 3, as the tournament seats them. The runs are
interleaved game by game, so that a stopped measurement has figures for each. Prints a progress line
per game (standard error), then per run the shares with their Wilson intervals, the endings
(all_built AT-END-1, shrines AT-END-2, dead_game AT-END-4, cap), turns a game (median and mean),
seconds per own turn and in all, and one JSON line. Run it niced on a shared machine:

    nice -n 10 python bench/attika.py [--players 3] --games-medium 60 --games-hard 60 --games-start 400
                                      [--hard-iterations 14] [--resume] [--report]
"""

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py_engine"))
sys.path.insert(0, str(ROOT / "bench"))
from antike.core.tournament import wilson  # noqa: E402
from antike.games.attika.bots.tournament import play_game, summarize  # noqa: E402
from results_file import add_file_options, forget, interleave, play_missing, print_closing, read_results  # noqa: E402

RESULTS = ROOT / "bench" / "results"
PLAYER_COUNTS = (2, 3, 4)
LEGACY_PLAYERS = 3  # lines without "players" were written by the 3-player script
KINDS = ("medium_easy", "hard_medium", "start")
TARGETS = {3: {"medium_easy": 0.60, "hard_medium": 0.45}}  # the issue's, set for 3 players only
START_MARGIN = 0.05  # the start player's share: within 5 points of 1/n


def lineup(kind, players):
    """The entries of a run: its strengths, the one measured first."""
    lead, rest = {"medium_easy": ("medium", "easy"), "hard_medium": ("hard", "medium"),
                  "start": ("medium", "medium")}[kind]
    return [lead] + [rest] * (players - 1)


def run_name(kind, players):
    """The run's name in the results file: its entries joined by commas, as the 3-player rows have it."""
    return ",".join(lineup(kind, players))


def start_entry(number, players):
    """The entry that starts game `number`: the tournament seats entry e at position (e + number) mod n."""
    return (-number) % players


def players_of(line):
    """A results line's player count; a line without one is a 3-player game."""
    return line.get("players", LEGACY_PLAYERS)


def game_key(line):
    """A results line's key: (players, run, game)."""
    return players_of(line), line["run"], line["game"]


def mismatch(line):
    """Why a results line cannot be read: its run names another number of entries than its player count."""
    players = players_of(line)
    if len(line["run"].split(",")) != players:
        return f"run {line['run']} is not of {players} players"
    return None


def start_figures(lines, players):
    """The start player's share of the wins (shared wins split) and every position's, with Wilson intervals."""
    games = len(lines)
    fair = 1 / players
    positions = []
    for position in range(players):
        won = sum(line["points"][(position - line["game"]) % players] for line in lines)
        positions.append({"position": position, "share": round(won / games, 3), "ci95": wilson(won, games)})
    start = positions[0]
    meets = abs(start["share"] - fair) <= START_MARGIN and start["ci95"][0] <= fair <= start["ci95"][1]
    return {"fair": round(fair, 3), "start_share": start["share"], "start_ci95": start["ci95"],
            "meets": meets, "positions": positions}


def report(done, counts, players, iterations):
    """Print each run's figures and return them as data."""
    figures = []
    for kind in KINDS:
        run = run_name(kind, players)
        lines = [done[(players, run, n)] for n in range(counts[kind]) if (players, run, n) in done]
        if not lines:
            continue
        entries = lineup(kind, players)
        summary = summarize(entries, lines)
        seconds = round(sum(line["seconds"] for line in lines), 1)
        turns = [line["turns"] for line in lines]
        target = TARGETS.get(players, {}).get(kind)
        row = {"run": run, "kind": kind, "players": players, "target": target, "seconds": seconds,
               "median_turns": statistics.median(turns), "turns_range": [min(turns), max(turns)],
               "median_game_s": round(statistics.median(line["seconds"] for line in lines), 2), **summary}
        if kind == "start":
            row.update(start_figures(lines, players))
            text = (f"{run:27} {summary['games']:3} games: start player {row['start_share']:.1%} "
                    f"[{row['start_ci95'][0]:.1%}, {row['start_ci95'][1]:.1%}] (fair {row['fair']:.1%}, target "
                    f"within {START_MARGIN:.0%} and the interval containing it: "
                    f"{'meets' if row['meets'] else 'misses'}); positions "
                    + ", ".join(f"{p['position'] + 1}: {p['share']:.1%}" for p in row["positions"]))
        else:
            lead = summary["shares"][0]
            aim = f"target >= {target:.0%}" if target is not None else f"fair share {1 / players:.0%}, no target"
            text = (f"{run:27} {summary['games']:3} games: {lead['player']} {lead['share']:.1%} "
                    f"[{lead['ci95'][0]:.1%}, {lead['ci95'][1]:.1%}] ({aim})")
        text += (f"; endings {summary['endings']}; turns a game median {row['median_turns']} "
                 f"(mean {summary['mean_turns']}, {row['turns_range'][0]}-{row['turns_range'][1]}); "
                 f"s per own turn {summary['mean_think_s']}; {seconds} s, median {row['median_game_s']} s a game")
        if "hard" in entries:
            text += f"; hard {iterations} iterations an action"
        print(text)
        figures.append(row)
    return figures


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, choices=PLAYER_COUNTS, default=3, help="player count (default 3)")
    parser.add_argument("--games-medium", type=int, default=60, help="games of medium against easy players")
    parser.add_argument("--games-hard", type=int, default=60, help="games of hard against medium players")
    parser.add_argument("--games-start", "--games-first", dest="games_start", type=int, default=400,
                        help="games of medium players in every seat, for the start player's share")
    parser.add_argument("--hard-iterations", type=int, default=14, help="hard's play-outs an action step")
    add_file_options(parser, RESULTS / "attika-bots.jsonl")
    args = parser.parse_args(argv)
    players = args.players
    counts = {"medium_easy": args.games_medium, "hard_medium": args.games_hard, "start": args.games_start}
    args.results.parent.mkdir(parents=True, exist_ok=True)
    # Read (and refused, if of another run) before a fresh sitting forgets its own player count's games.
    done = read_results(args.results, args.seed, args.hard_iterations, game_key, mismatch)
    if not (args.resume or args.report):
        forget(args.results, lambda line: players_of(line) == players)
        done = {key: line for key, line in done.items() if key[0] != players}
    started = time.perf_counter()
    if not args.report:
        def head(job):
            run, number = job[1], job[2]
            return {"run": run, "players": players, "game": number, "seed": args.seed,
                    "hard_iterations": args.hard_iterations, "start": start_entry(number, players)}

        jobs = [(players, run_name(kind, players), number) for kind, number in interleave(counts)]
        play_missing(args.results, jobs, done, head,
                     lambda job: play_game(job[1].split(","), job[2], args.seed, iterations=args.hard_iterations),
                     lambda line: f"{line['run']} game {line['game']}: winners {line['winners']} ({line['why']}, "
                                  f"{line['turns']} turns, {line['seconds']} s)")
    figures = report(done, counts, players, args.hard_iterations)
    print_closing(started, {"bench": "attika", "players": players, "hard_iterations": args.hard_iterations,
                            "seed": args.seed, "runs": figures})


if __name__ == "__main__":
    main()
