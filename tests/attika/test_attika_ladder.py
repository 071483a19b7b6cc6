"""Attika's strengths in their order (issue 47): on a few seeded two-player games with the seats
swapped, hard on a short fixed search (reproducible, no clock) wins more than easy; and hard's
thinking time may be counted in CPU seconds, as tournaments on a busy machine count it."""

import pytest

from antike.games.attika import RULES
from antike.games.attika.bots import make_bot
from antike.games.attika.bots.tournament import tournament
from attika_helpers import new_game

GAMES = 2  # each entry starts once


def test_hard_on_a_short_search_wins_more_than_easy():
    summary = tournament(["hard", "easy"], GAMES, seed=1, iterations=2)
    hard, easy = (entry["share"] for entry in summary["shares"])
    assert hard > easy, summary


def test_hard_counts_its_thinking_in_the_clock_asked_for():
    state = new_game(2, seed=5)
    for clock in ("wall", "cpu"):
        assert make_bot("hard", 1, think=0.1, clock=clock).choose(state) in RULES.kept_legal(state)
    with pytest.raises(ValueError, match="unknown clock 'sundial'"):
        make_bot("hard", 1, clock="sundial")
    summary = tournament(["hard", "easy"], 1, seed=1, think=0.1, cap=40, clock="cpu")
    assert summary["hard_budget"] == {"think_s": 0.1, "clock": "cpu"}
