"""Duellum's bench scripts and D-SET-3's house set (issue 22): bench/duellum_start.py, the start
player's share with another set-up compensation, measured with the compensation changed for the run
only, relative to the current house set's coins on the game's board; bench/duellum.py, whose results
lines name the house set their games were set up with, so that a file of games of another version (the
rule's 1 coin, or 2 on both boards) is reported but never resumed with games of the house set's coins
(4 on West and 3 on East since version 5), and whose report says the coins of the games it counts."""

import importlib.util
import json

import pytest

from antike.games.duellum.bots import tournament
from antike.games.duellum.setup import new_game
from antike.games.duellum.vocabulary import HOUSE_SET, SECOND_PLAYER_COINS
from locations import ROOT

# A medium-against-medium line written before the house set had versions (bench/results/duellum-bots.jsonl).
LEGACY = {"board": "west", "run": "medium,medium", "game": 0, "seed": 1, "hard_iterations": 3, "seconds": 3.06,
          "winner": 0, "why": "goal", "first_entry": 0, "turns": 151, "decisions": 534,
          "think": [2.30426041699684, 0.697019224986434], "own_turns": [76, 75]}
COINS = SECOND_PLAYER_COINS[HOUSE_SET]["west"]  # the second player's set-up coins in new West games (D-SET-3)
ONE_GAME = ["--boards", "west", "--games-medium", "0", "--games-hard", "0", "--games-first", "1"]


def load(name):
    spec = importlib.util.spec_from_file_location(f"bench_{name}", ROOT / "bench" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_d_set_3_candidate_coins_for_the_run_only(capsys, tmp_path):
    """The current house set's candidate (its coins, "rule") plays bench/duellum.py's medium games;
    another gives the second player its coins from the bank, or puts the difference back, inside the
    run only (1 coin: the rule's first house set, as a game of house_set 1 sets up), and the house
    set's coins are back afterwards. The games are kept one line each, and a resumed run plays none
    of them again."""
    duellum_start = load("duellum_start")
    results = tmp_path / "start.jsonl"
    duellum_start.main(["--boards", "west", "--second-coins", str(COINS), "1", "--games", "1", "--results",
                        str(results)])
    out = capsys.readouterr().out
    line = json.loads(out.strip().splitlines()[-1])
    assert f"second player {COINS} coins (D-SET-3)" in out and "second player 1 coin " in out
    kept = [json.loads(text) for text in results.read_text().splitlines()]
    assert [(game["board"], game["second_coins"], game["game"]) for game in kept] == [("west", COINS, 0), ("west", 1, 0)]
    duellum_start.main(["--boards", "west", "--second-coins", str(COINS), "1", "--games", "1", "--results",
                        str(results), "--resume"])
    assert json.loads(capsys.readouterr().out.strip().splitlines()[-1])["candidates"] == line["candidates"]
    assert len(results.read_text().splitlines()) == 2
    rule, other = line["candidates"]
    assert (rule["second_coins"], rule["rule"], other["second_coins"], other["rule"]) == (COINS, True, 1, False)
    assert [duellum_start.rule_coins(board) for board in ("west", "east")] == [COINS, 3] == [4, 3]
    game = tournament.play_game(["medium", "medium"], 0, "west", 1)
    expected = 0.5 if game["winner"] is None else float(game["winner"] == game["first_entry"])
    assert rule["start_share"] == expected and rule["draws"] == (game["winner"] is None)
    with duellum_start.second_coins(COINS + 1):
        state = tournament.new_game({"board": "west", "seed": 5})
        plain = new_game({"board": "west", "seed": 5})
        second = state.order[1]
        assert state.players[second]["coin"] == COINS + 1 and plain.players[second]["coin"] == COINS
        assert state.bank["coin"] == plain.bank["coin"] - 1
    with duellum_start.second_coins(1):  # the rule's coin: as the first house set sets a game up
        state = tournament.new_game({"board": "west", "seed": 5}).to_json()
        first_set = new_game({"board": "west", "seed": 5, "house_set": 1}).to_json()
        assert state["players"][second]["coin"] == 1
        assert {**state, "options": None} == {**first_set, "options": None}
    assert tournament.new_game({"board": "west", "seed": 5}).players[second]["coin"] == COINS
    with duellum_start.second_coins(COINS):  # relative to each board's own coins
        east = tournament.new_game({"board": "east", "seed": 5})
        assert east.players[east.order[1]]["coin"] == COINS and east.bank["coin"] == 20 - COINS
    with pytest.raises(SystemExit, match="none below 0"):
        duellum_start.main(["--second-coins", "-1"])


def test_d_set_3_the_default_candidate_is_each_boards_own_coins(capsys, tmp_path):
    """Without --second-coins each board measures its own coins of the current house set (4 on West,
    3 on East), each marked as the rule's; read here from a results file, nothing played."""
    duellum_start = load("duellum_start")
    results = tmp_path / "start.jsonl"
    lines = [{"board": board, "second_coins": coins, "game": 0, "seed": 1, "hard_iterations": 0, "winner": 0,
              "first_entry": 0, "seconds": 1.0} for board, coins in (("west", 4), ("east", 3))]
    results.write_text("".join(json.dumps(line) + "\n" for line in lines))
    duellum_start.main(["--games", "1", "--results", str(results), "--report"])
    rows = json.loads(capsys.readouterr().out.strip().splitlines()[-1])["candidates"]
    assert [(row["board"], row["second_coins"], row["rule"], row["games"]) for row in rows] == [
        ("west", 4, True, 1), ("east", 3, True, 1)]


def test_a_results_file_of_another_house_set_is_reported_never_resumed(capsys, tmp_path):
    duellum = load("duellum")
    results = tmp_path / "bots.jsonl"
    for version, coins in ((None, 1), (2, 2), (3, 3), (4, 3)):
        legacy = LEGACY if version is None else {**LEGACY, "house_set": version}
        results.write_text(json.dumps(legacy) + "\n")
        with pytest.raises(SystemExit, match=f"a game of house set {version or 1} \\(new games are set up with "
                                             f"house set 5\\)"):
            duellum.main(ONE_GAME + ["--results", str(results), "--resume"])
        duellum.main(ONE_GAME + ["--results", str(results), "--report"])
        figures = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
        assert [(run["board"], run["run"], run["games"], run["second_coins"]) for run in figures["runs"]] == [
            ("west", "medium,medium", 1, [coins])]
        assert results.read_text() == json.dumps(legacy) + "\n"  # nothing played or changed


def test_new_lines_name_the_current_house_set_and_resume(capsys, tmp_path):
    duellum = load("duellum")
    results = tmp_path / "bots.jsonl"
    duellum.main(ONE_GAME + ["--results", str(results)])
    line = json.loads(results.read_text())
    assert line["house_set"] == 5 and (line["board"], line["run"], line["game"]) == ("west", "medium,medium", 0)
    first = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert first["runs"][0]["second_coins"] == [COINS]
    duellum.main(ONE_GAME + ["--results", str(results), "--resume"])  # nothing left to play
    assert json.loads(capsys.readouterr().out.strip().splitlines()[-1])["runs"] == first["runs"]
    assert json.loads(results.read_text()) == line
