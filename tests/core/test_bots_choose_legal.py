"""A computer player never plays a decision outside the legal list (issue 47, item 5), and deciding
changes nothing of the game: over seeded games of every game of the family, each strength (the hard
player on a short, fixed search) decides every seat's decisions for a stretch of play, and each
choice is one of the public legal list's entries for a state that is the same after the bot has
looked at it. Asked in a game that is over, where there is no legal decision, or made with a
strength it does not know, a computer player is refused in the player's words and the game stays
as it was."""

import json
import random
from functools import lru_cache

import pytest

from antike.core.errors import IllegalDecision, InvalidOptions
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


@lru_cache(maxsize=None)
def _finished(game):
    # A game played to its end by uniformly random legal decisions (shared: each test checks it stays unchanged).
    rules = rules_of(game)
    rng = random.Random(4)
    state = rules.new_game({**OPTIONS[game], "seed": 4})
    while rules.to_decide(state) is not None:
        state = rules.apply(state, rng.choice(rules.legal_decisions(state)))
    return state


def _said_in_both_languages(error):
    english, german = error.say("en"), error.say("de")
    return english and german and english != german


@pytest.mark.parametrize("game", sorted(OPTIONS))
@pytest.mark.parametrize("strength", ["easy", "medium", "hard"])
def test_a_bot_asked_in_a_finished_game_is_refused_and_the_game_is_unchanged(game, strength):
    rules = rules_of(game)
    state = _finished(game)
    assert rules.legal_decisions(state) == []
    before = _plain(state)
    with pytest.raises(IllegalDecision) as refused:
        rules.make_bot(strength, 1, THINK, HARD_ITERATIONS).choose(state)
    assert _said_in_both_languages(refused.value)
    assert _plain(state) == before


@pytest.mark.parametrize("game", sorted(OPTIONS))
@pytest.mark.parametrize("strength", ["grandmaster", "", None, 3])
def test_a_strength_the_game_does_not_know_is_refused(game, strength):
    with pytest.raises(InvalidOptions) as refused:
        rules_of(game).make_bot(strength, 1, THINK, HARD_ITERATIONS)
    assert _said_in_both_languages(refused.value)
