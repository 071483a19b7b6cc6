#!/usr/bin/env python3
"""Measure a backup file's size (issue 46: the figure for 20 saved games).

    PYTHONPATH=py_engine python tools/backup_size.py [--games 20]

Plays seeded games of the four games, 30 to 100 uniformly random legal decisions each, keeps each as
the page does (its record and summary), asks the bridge for the backup of them all and checks it back.
"""

import argparse
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py_engine"))

from antike.core import bridge  # noqa: E402
from antike.core.match import Match  # noqa: E402

NEW_GAMES = [("antike", {"nations": 4}), ("antike2", {"nations": 4}), ("duellum", {"board": "west"}),
             ("attika", {"players": 3})]


def ask(request):
    return json.loads(bridge.handle(json.dumps(request)))


def kept_game(number, rng):
    """A seeded game of 30-100 decisions as the page keeps it for a backup."""
    game, options = NEW_GAMES[number % len(NEW_GAMES)]
    match = Match({**options, "seed": number}, (), game)
    for _ in range(rng.randint(30, 100)):
        if match.rules.to_decide(match.state) is None:
            break
        match.play(rng.choice(match.rules.legal_decisions(match.state)))
    reply = ask({"command": "load", "record": match.to_json()})
    saved_at = 1_795_000_000_000 + number * 3_600_000
    return {"id": f"game-size-{number}", "saved_at": saved_at, "exported": False,
            "summary": {"id": f"game-size-{number}", "game": game, "words": reply["summary"],
                        "decisions": len(match.decisions), "computer": [], "createdAt": saved_at,
                        "savedAt": saved_at, "origin": "new"},
            "record": match.to_json()}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    rng = random.Random(46)
    games = [kept_game(number, rng) for number in range(parser.parse_args().games)]
    reply = ask({"command": "backup", "games": games, "date": "2026-11-29"})
    checked = ask({"command": "check_backup", "text": reply["text"]})
    assert len(checked["games"]) == len(games) and not checked["damaged"], checked.get("damaged")
    decisions = sum(len(game["record"]["decisions"]) for game in games)
    size = len(reply["text"].encode("utf-8"))
    per_game = {}
    for game in games:
        per_game.setdefault(game["summary"]["game"], []).append(len(game["record"]["decisions"]))
    print(f"{len(games)} games, {decisions} decisions ({per_game}): backup {size:,} bytes "
          f"({size / len(games) / 1024:.1f} KiB a game, {size / decisions:.0f} bytes a decision)")


if __name__ == "__main__":
    main()
