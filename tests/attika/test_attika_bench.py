"""Attika's bench scripts (issue 23), each run once with tiny numbers: bench/attika.py with --players
(results rows with their player count, the 3-player rows written before it, the start player's
share, --resume), bench/endings.py --game attika and bench/engine.py --game attika."""

import importlib.util
import json

import pytest

from antike.core.tournament import wilson
from antike.games.attika.bots.tournament import play_game
from antike.games.attika.simulate import simulate
from locations import ROOT



def load(name):
    spec = importlib.util.spec_from_file_location(f"bench_{name}", ROOT / "bench" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


attika = load("attika")
endings = load("endings")
engine = load("engine")

# The first line of bench/results/attika-bots.jsonl as the 3-player script wrote it: no player count.
LEGACY = {"run": "medium,easy,easy", "game": 0, "seed": 1, "hard_iterations": 14, "seconds": 0.3,
          "points": [1.0, 0.0, 0.0], "winners": [0], "why": "shrines", "turns": 52, "decisions": 233,
          "on_map": [18, 16, 15], "think": [0.1, 0.07, 0.03], "own_turns": [18, 17, 17]}


def last_json_line(text):
    return json.loads(text.strip().splitlines()[-1])


def rows(path):
    return [json.loads(text) for text in path.read_text().splitlines()]


def test_the_start_entry_is_the_one_the_tournament_seats_first():
    """Game g seats entry e at position (e + g) mod n: the start player is entry (-g) mod n."""
    for players in (2, 3, 4):
        for number in range(2 * players):
            assert (attika.start_entry(number, players) + number) % players == 0
    assert [attika.start_entry(number, 4) for number in range(5)] == [0, 3, 2, 1, 0]


def test_the_start_figures_split_shared_wins_and_count_every_position():
    # Four 2-player games: the start wins game 0, the other seat game 1, a shared win in game 2, and
    # the start (entry 1, at position (1 + 3) mod 2 = 0) game 3.
    lines = [{"game": 0, "points": [1.0, 0.0]}, {"game": 1, "points": [1.0, 0.0]},
             {"game": 2, "points": [0.5, 0.5]}, {"game": 3, "points": [0.0, 1.0]}]
    figures = attika.start_figures(lines, 2)
    assert figures["start_share"] == 0.625 and figures["start_ci95"] == wilson(2.5, 4)
    assert [position["share"] for position in figures["positions"]] == [0.625, 0.375]
    assert figures["fair"] == 0.5 and not figures["meets"]  # 12.5 points off the fair share
    even = [{"game": number, "points": [1.0, 0.0, 0.0]} for number in range(300)]  # each position 100 wins
    assert attika.start_figures(even, 3)["start_share"] == 0.333 and attika.start_figures(even, 3)["meets"]


def test_a_small_run_records_the_player_count_resumes_and_keeps_the_other_counts(tmp_path, capsys):
    results = tmp_path / "games.jsonl"
    results.write_text(json.dumps(LEGACY) + "\n")  # a 3-player line from before --players
    argv = ["--players", "2", "--games-medium", "1", "--games-hard", "0", "--games-start", "2",
            "--results", str(results)]
    attika.main(argv)
    out, err = capsys.readouterr()
    summary = last_json_line(out)
    assert summary["bench"] == "attika" and summary["players"] == 2
    assert [run["run"] for run in summary["runs"]] == ["medium,easy", "medium,medium"]
    assert [run["games"] for run in summary["runs"]] == [1, 2] and err.count(" game ") == 3
    start = summary["runs"][1]
    assert start["kind"] == "start" and start["fair"] == 0.5
    # The start run's games are the tournament's games of two medium players, seats rotated.
    played = [play_game(["medium", "medium"], number, 1, iterations=14) for number in range(2)]
    won = sum(result["points"][attika.start_entry(number, 2)] for number, result in enumerate(played))
    assert start["start_share"] == round(won / 2, 3) and start["start_ci95"] == wilson(won, 2)
    assert [position["share"] for position in start["positions"]] == [round(won / 2, 3), round(1 - won / 2, 3)]
    kept = rows(results)
    assert kept[0] == LEGACY and len(kept) == 4
    assert all(line["players"] == 2 and line["start"] == attika.start_entry(line["game"], 2) for line in kept[1:])

    # --resume plays only the game the file lacks.
    attika.main([*argv[:-3], "3", "--results", str(results), "--resume"])
    out, err = capsys.readouterr()
    assert last_json_line(out)["runs"][1]["games"] == 3 and err.count(" game ") == 1
    assert rows(results)[:4] == kept

    # A fresh 4-player sitting keeps the 2- and 3-player games; the 3-player line reads as 3 players.
    attika.main(["--players", "4", "--games-medium", "0", "--games-hard", "0", "--games-start", "1",
                 "--results", str(results)])
    capsys.readouterr()
    assert [attika.players_of(line) for line in rows(results)] == [3, 2, 2, 2, 2, 4]
    attika.main(["--players", "3", "--games-medium", "1", "--games-hard", "0", "--games-start", "0",
                 "--results", str(results), "--report"])
    out, _ = capsys.readouterr()
    legacy = last_json_line(out)
    assert legacy["players"] == 3 and [run["run"] for run in legacy["runs"]] == ["medium,easy,easy"]
    assert legacy["runs"][0]["games"] == 1 and legacy["runs"][0]["target"] == 0.6
    # Starting the 2-player count afresh drops only its own games.
    attika.main(["--players", "2", "--games-medium", "0", "--games-hard", "0", "--games-start", "1",
                 "--results", str(results)])
    capsys.readouterr()
    assert [attika.players_of(line) for line in rows(results)] == [3, 4, 2]


def test_a_results_line_of_the_wrong_count_or_seed_is_refused(tmp_path):
    results = tmp_path / "games.jsonl"
    results.write_text(json.dumps({**LEGACY, "players": 2}) + "\n")
    with pytest.raises(SystemExit, match="not of 2 players"):
        attika.main(["--players", "2", "--results", str(results), "--report"])
    results.write_text(json.dumps(LEGACY) + "\n")
    with pytest.raises(SystemExit, match="another run"):
        attika.main(["--players", "2", "--seed", "2", "--results", str(results), "--report"])


def test_endings_of_attika_count_each_player_count(capsys):
    """bench/endings.py --game attika --players 2: random and medium rows, as simulate and the tournament play them."""
    assert endings.main(["--game", "attika", "--players", "2", "--games", "3", "--medium-games", "2",
                         "--seed", "4"]) == 0
    line = last_json_line(capsys.readouterr().out)
    assert (line["bench"], line["game"], line["seed"], line["players"]) == ("endings", "attika", 4, [2])
    row = line["rows"]["2"]
    for name, games in (("random", 3), ("medium", 2)):
        assert row[name]["games"] == games
        assert list(row[name]["endings"]) == ["all_built", "shrines", "dead_game", "cap"]
        assert sum(ending["count"] for ending in row[name]["endings"].values()) == games
    summary = simulate(2, 3, 4, check=False)
    assert {why: row["random"]["endings"][why]["count"] for why in summary["endings"]} == summary["endings"]
    medium = [play_game(["medium", "medium"], number, 4)["why"] for number in range(2)]
    assert row["medium"]["endings"] == endings.shares(medium, endings.ATTIKA_ENDINGS)


def test_endings_refuse_a_player_count_attika_has_not():
    with pytest.raises(SystemExit, match="2-4 players"):
        endings.main(["--game", "attika", "--players", "5"])


def test_engine_bench_measures_attika_by_player_count(capsys):
    engine.main(["--game", "attika", "--players", "2", "--games", "1", "--reps", "2", "--repeats", "1"])
    line = last_json_line(capsys.readouterr().out)
    assert line["game"] == "attika" and line["players"] == [2] and len(line["rows"]) == 1
    row = line["rows"][0]
    assert (row["game"], row["players"], row["games"], row["unfinished"]) == ("attika", 2, 1, 0)
    assert row["decisions_per_second"] > 0 and row["decisions_per_game"] > 0
    assert row["rounds_per_game"] == (row["turns_per_game"] + 1) // 2
    # The legal list + apply at mid-game by the wall clock and by CPU time, side by side.
    assert row["mid_game_legal_apply_us"] > 0 and row["mid_game_legal_apply_cpu_us"] > 0
    # Uniform random play through the public protocol, beside python-chess's random play measured
    # right before it (one measurement each with --repeats 1).
    assert row["chess_plies_per_second"] > 0 and row["protocol_decisions_per_second"] > 0
    assert line["chess_plies_per_second"] == row["chess_plies_per_second"]
    ratio = row["protocol_decisions_per_second"] / row["chess_plies_per_second"]
    assert row["protocol_ratio_to_chess"] == round(ratio, 2)


def test_start_cards_candidates_deal_other_hands_for_the_run_only(capsys):
    """bench/attika_start.py: the house set's candidate gives bench/attika.py's start figures; another
    candidate deals its own hands inside the run and leaves the house set's afterwards."""
    attika_start = load("attika_start")
    from antike.games.attika.components import START_CARDS
    from antike.games.attika.setup import new_game

    attika_start.main(["--players", "2", "--start-cards", "4,6", "3,7", "--games", "2"])
    out = capsys.readouterr().out
    line = last_json_line(out)
    house, other = line["candidates"]
    assert (house["start_cards"], house["house"], other["start_cards"], other["house"]) == ([4, 6], True, [3, 7], False)
    assert "start cards 4,6      (house set)" in out and "start cards 3,7" in out
    lines = [{"game": number, **play_game(["medium", "medium"], number, 1)} for number in range(2)]
    assert {key: house[key] for key in ("start_share", "start_ci95", "positions")} == {
        key: value for key, value in attika.start_figures(lines, 2).items() if key in ("start_share", "start_ci95", "positions")}
    with attika_start.start_cards([3, 7]):
        state = new_game({"players": 2, "seed": 9})
        assert [state.hand_size(seat) for seat in state.order] == [3, 7]
        state = new_game({"players": 3, "seed": 9})  # other player counts keep the house set's hands
        assert [state.hand_size(seat) for seat in state.order] == list(START_CARDS[3]) == [4, 5, 6]
    state = new_game({"players": 2, "seed": 9})
    assert [state.hand_size(seat) for seat in state.order] == list(START_CARDS[2]) == [4, 6]
    with pytest.raises(SystemExit, match="give 2 hand sizes"):
        attika_start.main(["--players", "2", "--start-cards", "4,5,6"])
