"""The command line and bench scripts with Antike II: `python -m antike simulate --game antike2`,
`python -m antike tournament --game antike2` and bench/endings.py, each run once with tiny numbers;
their JSON line is checked against the same games played here through the library, so that a
command that played Antike instead would show."""

import importlib.util
import json
import os
import subprocess
import sys

from antike.__main__ import main
from antike.games.antike_common.bots.tournament import play_game as play_bots
from antike.core.tournament import wilson
from antike.games.antike_common.simulate import play_game
from locations import ROOT

SPEC = importlib.util.spec_from_file_location("endings", ROOT / "bench" / "endings.py")
endings = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(endings)


def last_json_line(text):
    return json.loads(text.strip().splitlines()[-1])


def test_simulate_plays_antike_ii_games_from_the_command_line():
    """The real command (a subprocess): two checked games of the Plinius variant on the Occident."""
    command = [sys.executable, "-m", "antike", "simulate", "--game", "antike2", "--board", "occident",
               "--nations", "4", "--games", "2", "--seed", "3", "--variant", "plinius"]
    environment = dict(os.environ, PYTHONPATH=str(ROOT / "py_engine"))
    done = subprocess.run(command, capture_output=True, text=True, check=True, env=environment, timeout=120)
    summary = last_json_line(done.stdout)
    assert set(summary) == {"games", "finished", "winners", "decisions", "seconds"}
    assert summary["games"] == 2 and summary["finished"] == 2 and sum(summary["winners"].values()) == 2
    # The same games, as simulate seeds them: the options' seed is --seed, the policy's seed * 100,003 + number.
    played = [play_game({"board": "occident", "nations": 4, "variants": ["plinius"], "seed": 3},
                        3 * 100_003 + number, game="antike2") for number in range(2)]
    assert summary["decisions"] == sum(made for _, made in played)
    winners = {}
    for state, _ in played:
        winners[state.outcome["winner"]] = winners.get(state.outcome["winner"], 0) + 1
    assert summary["winners"] == winners


def test_simulate_refuses_antike_variants_for_antike_ii(capsys):
    assert main(["simulate", "--game", "antike2", "--games", "1", "--nations", "3", "--variant", "expert"]) == 1
    assert "error" in last_json_line(capsys.readouterr().out)


def test_tournament_plays_antike_ii_games(capsys):
    """main with argv: one game of three easy players; the turns are those of the same Antike II game."""
    assert main(["tournament", "--game", "antike2", "--players", "easy,easy,easy", "--games", "1", "--seed", "1"]) == 0
    summary = last_json_line(capsys.readouterr().out)
    assert summary["games"] == 1 and summary["capped"] == 0
    assert [entry["player"] for entry in summary["shares"]] == ["easy"] * 3
    assert sum(entry["share"] for entry in summary["shares"]) == 1.0
    result = play_bots(["easy"] * 3, 0, "orient", 1, game="antike2")
    assert result["why"] == "goal" and summary["mean_turns"] == result["turns"]
    assert play_bots(["easy"] * 3, 0, "orient", 1)["turns"] != result["turns"]  # Antike's game is another


def test_endings_prints_the_share_of_each_ending(capsys):
    """bench/endings.py with 2 random and 2 medium games: every ending counted, the shares and intervals."""
    assert endings.main(["--games", "2", "--medium-games", "2", "--seed", "5"]) == 0
    line = last_json_line(capsys.readouterr().out)
    assert (line["bench"], line["game"], line["board"], line["nations"], line["seed"]) == (
        "endings", "antike2", "orient", 3, 5)
    for players in ("random", "medium"):
        row = line[players]
        assert row["games"] == 2
        assert list(row["endings"]) == ["goal", "one_short_temple", "temple_after_all_personages", "cap"]
        assert sum(ending["count"] for ending in row["endings"].values()) == 2
        for ending in row["endings"].values():
            assert ending["share"] == ending["count"] / 2 and ending["ci95"] == wilson(ending["count"], 2)
        assert row["endings"]["temple_after_all_personages"]["count"] == 0  # never in Antike II (A2-GOAL-4)
    assert line["random"]["endings"] == endings.shares(endings.random_endings("antike2", "orient", 3, 2, 5))
