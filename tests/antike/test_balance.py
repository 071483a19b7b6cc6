"""bench/balance.py (issue 25): its statistics, and that a small run prints its figures, resumes, and never
overwrites the games of an earlier run."""
import importlib.util
import json
import subprocess
import sys

import pytest
from locations import ROOT

SPEC = importlib.util.spec_from_file_location("balance", ROOT / "bench" / "balance.py")
balance = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(balance)


def test_the_interval_of_a_known_share():
    # Wilson's interval of 50 wins in 100 games: 0.5 -+ 0.096.
    assert balance.wilson(50, 100) == [0.404, 0.596]
    assert balance.wilson(0, 10) == [0.0, 0.278]


@pytest.mark.parametrize("statistic, freedom, p", [
    (5.991, 2, 0.05), (7.815, 3, 0.05), (9.488, 4, 0.05), (11.070, 5, 0.05),  # the 5 % critical values
    (0.5, 3, 0.9189), (20.0, 4, 0.000499), (1.0, 1, 0.3173),
])
def test_the_chi_square_tail_matches_the_tables(statistic, freedom, p):
    assert balance.chi_square_p(statistic, freedom) == pytest.approx(p, rel=2e-3)


def test_the_summary_counts_wins_endings_and_the_test():
    lines = ([{"winner": "arabs", "ending": "goal", "rounds": 40, "seconds": 1.0}] * 30
             + [{"winner": "greeks", "ending": "goal", "rounds": 50, "seconds": 1.0}] * 10
             + [{"winner": "persians", "ending": "R-GOAL-4", "rounds": 60, "seconds": 1.0}] * 10
             + [{"winner": None, "ending": "cap", "rounds": 90, "seconds": 1.0}] * 10)
    summary = balance.summarize(lines, ["arabs", "greeks", "persians"])
    assert summary["wins"] == {"arabs": 30, "greeks": 10, "persians": 10}
    assert summary["shares"] == {"arabs": 0.5, "greeks": 0.167, "persians": 0.167} and summary["spread"] == 0.333
    assert summary["endings"] == {"goal": 0.667, "R-GOAL-4": 0.167, "cap": 0.167}
    # 30/10/10 against 16.7 each: chi-square 16, p about 0.0003: unbalanced.
    assert summary["chi_square"] == 16.0 and summary["unbalanced"] and summary["mean_rounds"] == 53.3


def test_a_small_run_prints_its_json_line_and_resumes(tmp_path):
    results = tmp_path / "games.jsonl"
    command = [sys.executable, str(ROOT / "bench" / "balance.py"), "--games", "2", "--cap", "150",
               "--processes", "1", "--results", str(results)]
    first = subprocess.run(command, capture_output=True, text=True, check=True)
    summary = json.loads(first.stdout.splitlines()[-1])
    assert summary["games"] == 2 and summary["nations"] == 3 and set(summary["shares"]) == {"arabs", "greeks", "persians"}
    kept = results.read_text().splitlines()
    assert len(kept) == 2
    anew = subprocess.run(command, capture_output=True, text=True)
    assert anew.returncode != 0 and "--resume" in anew.stderr and results.read_text().splitlines() == kept
    command[command.index("--games") + 1] = "3"
    again = subprocess.run([*command, "--resume"], capture_output=True, text=True, check=True)
    assert json.loads(again.stdout.splitlines()[-1])["games"] == 3
    assert results.read_text().splitlines()[:2] == kept and again.stderr.count("done") == 1
    other = subprocess.run([*command, "--resume", "--nations", "4"], capture_output=True, text=True)
    assert other.returncode != 0 and "another run" in other.stderr
