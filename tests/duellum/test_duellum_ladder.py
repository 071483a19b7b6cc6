"""Duellum's strengths in their order (issue 47): on two seeded games, in which hard plays each
nation once, hard on the shortest fixed search (reproducible, no clock) wins more than easy; and
hard's thinking time may be counted in CPU seconds, as tournaments on a busy machine count it."""

import pytest

from antike.games.duellum import decisions
from antike.games.duellum.bots import make_bot
from antike.games.duellum.bots.tournament import tournament
from duellum_helpers import new_game

GAMES = 2  # hard plays each nation once


def test_hard_on_a_short_search_wins_more_than_easy():
    summary = tournament(["hard", "easy"], GAMES, seed=1, iterations=1)
    hard, easy = (entry["share"] for entry in summary["shares"])
    assert hard > easy, summary


def test_hard_counts_its_thinking_in_the_clock_asked_for():
    state = new_game("west", seed=5)
    for clock in ("wall", "cpu"):
        assert make_bot("hard", 1, think=0.1, clock=clock).choose(state) in decisions.kept_legal(state)
    with pytest.raises(ValueError, match="unknown clock 'sundial'"):
        make_bot("hard", 1, clock="sundial")
