"""The command line with Duellum: `python -m antike simulate --game duellum` and `python -m antike
tournament --game duellum`, each run once as a subprocess with one game; the JSON line is checked
against the same game played here through the library, so that a command that played another board
or another game would show."""

import json
import os
import subprocess
import sys

from antike.games.duellum.bots.tournament import play_game, points
from antike.games.duellum.simulate import simulate
from locations import ROOT

DEFAULT_SEED = 1  # both commands' --seed


def command(*arguments):
    """The last line of `python -m antike <arguments>`'s output, as JSON (the command must succeed)."""
    environment = dict(os.environ, PYTHONPATH=str(ROOT / "py_engine"))
    done = subprocess.run([sys.executable, "-m", "antike", *arguments], capture_output=True, text=True, check=True,
                          env=environment, timeout=120)
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_simulate_plays_a_checked_game_on_the_east_board():
    summary = command("simulate", "--game", "duellum", "--board", "east", "--games", "1")
    assert set(summary) == {"games", "finished", "winners", "endings", "decisions", "seconds"}
    assert summary["games"] == summary["finished"] == 1 and sum(summary["endings"].values()) == 1
    assert set(summary["winners"]) <= {"greeks", "persians", "None"}  # East's players, or a draw
    same = simulate("east", 1, DEFAULT_SEED)
    assert {key: summary[key] for key in ("winners", "endings", "decisions")} == {
        key: same[key] for key in ("winners", "endings", "decisions")}


def test_tournament_plays_medium_against_easy_on_the_west_board():
    summary = command("tournament", "--game", "duellum", "--board", "west", "--players", "medium,easy", "--games", "1")
    assert summary["games"] == 1 and [entry["player"] for entry in summary["shares"]] == ["medium", "easy"]
    assert sum(entry["share"] for entry in summary["shares"]) == 1.0
    result = play_game(["medium", "easy"], 0, "west", DEFAULT_SEED)
    assert summary["mean_turns"] == result["turns"] and summary["endings"][result["why"]] == 1
    assert summary["shares"][0]["share"] == points(result, 0)
