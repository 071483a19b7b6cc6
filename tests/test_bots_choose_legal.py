"""A computer player never plays a decision outside the legal list (issue 47, item 5), and deciding
changes nothing of the game: over seeded games of every game of the family, each strength (the hard
player on a short, fixed search) decides every seat's decisions for a stretch of play, and each
choice is one of the public legal list's entries for a state that is the same after the bot has
looked at it."""

import json

import pytest

from antike.core.registry import game_ids, rules_of

# A game's options for the stretch: a small, quick set-up of each game.
OPTIONS = {
    "antike": {"board": "orient", "nations": 3},
    "antike2": {"board": "orient", "nations": 3},
    "duellum": {"board": "west"},
    "attika": {"players": 3},
}
DECISIONS = 60  # decisions played per game: enough to pass rondel, action and payment steps of each seat
HARD_ITERATIONS = 2  # the hard player's search, as short as can be (a fixed count: reproducible)
THINK = 0.1  # seconds a turn: the shortest a hard player may be given (unused with an iteration count)


def _plain(state):
    return json.dumps(state.to_json(), sort_keys=True)


def test_every_game_of_the_family_is_played_here():
    assert set(OPTIONS) == set(game_ids())


@pytest.mark.parametrize("game", sorted(OPTIONS))
@pytest.mark.parametrize("strength", ["easy", "medium", "hard"])
@pytest.mark.parametrize("seed", [3, 8])
def test_a_bot_plays_only_legal_decisions_and_changes_no_state(game, strength, seed):
    rules = rules_of(game)
    assert strength in rules.strengths
    state = rules.new_game({**OPTIONS[game], "seed": seed})
    for point in range(DECISIONS):
        seat = rules.to_decide(state)
        if seat is None:
            break
        bot = rules.make_bot(strength, seed * 1000 + point, THINK, HARD_ITERATIONS)
        before = _plain(state)
        decision = bot.choose(state)
        assert _plain(state) == before, (game, strength, point)
        assert decision in rules.legal_decisions(state), (game, strength, point, decision)
        state = rules.apply(state, decision)
