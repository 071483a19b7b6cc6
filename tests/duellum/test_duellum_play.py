"""Duellum played by random legal decisions on both boards: every invariant of the rules page holds
after every decision, games end (a goal or the draw of D-GOAL-5), and a game is its options and
decisions: the same again, also after a JSON round trip of any state."""

import json
import random

import pytest

from antike.core.match import Match
from antike.games.duellum import RULES, decisions, with_deck_shuffled
from antike.games.duellum.state import DuellumState
from duellum_helpers import check_invariants, eager_choice, new_game, random_game

# Uniform random games all end in the draw of D-GOAL-5; eager ones mostly reach the goal.
GAMES = [(board, seed, eager) for board in ("west", "east") for seed in range(5) for eager in (False, True)]


@pytest.mark.parametrize("board, seed, eager", GAMES, ids=[f"{b}-{s}-{'eager' if e else 'uniform'}"
                                                           for b, s, e in GAMES])
def test_random_games_keep_every_invariant_and_end(board, seed, eager):
    state, made = random_game(board, seed, eager=eager)
    outcome = RULES.outcome(state)
    assert outcome is not None and RULES.to_decide(state) is None
    assert outcome["reason"]["why"] in ("goal", "one_short", "draw")
    if outcome["reason"]["why"] == "draw":
        assert state.turn == 400 and outcome["winner"] is None
    else:
        assert state.players[outcome["winner"]]["score"] >= 8


def test_eager_games_reach_the_goal():
    winners = [random_game(board, seed, check=False, eager=True)[0].outcome["winner"]
               for board in ("west", "east") for seed in range(5)]
    assert sum(winner is not None for winner in winners) >= 5


def test_same_options_and_decisions_make_the_same_game_also_after_json():
    state, made = random_game("east", 4, check=False, limit=300)
    again = new_game("east", 4)
    for number, decision in enumerate(made):
        if number % 37 == 0:  # a JSON round trip in between changes nothing
            again = DuellumState.from_json(json.loads(json.dumps(again.to_json())))
        again = RULES.apply(again, decision)
    assert again.to_json() == state.to_json()
    assert json.loads(json.dumps(state.to_json())) == state.to_json()


def test_the_deck_is_hidden_and_can_be_redrawn_for_a_computer_player():
    state, _ = random_game("west", 2, check=False, limit=120)
    seen = RULES.view(state, [], state.order[0], "en")
    assert seen["cards"]["deck_count"] == len(state.cards["deck"])
    assert "deck" not in seen["cards"]
    assert json.dumps(seen)  # plain data
    redrawn = with_deck_shuffled(state, random.Random(1))
    assert sorted(redrawn.cards["deck"]) == sorted(state.cards["deck"])
    assert redrawn.cards["display"] == state.cards["display"] and redrawn is not state


def test_a_match_replays_its_record():
    match = Match({"board": "west", "seed": 11}, game="duellum")
    rng = random.Random(3)
    for _ in range(150):
        if match.rules.to_decide(match.state) is None:
            break
        match.play(rng.choice(match.rules.legal_decisions(match.state)))
    replayed = Match.from_json(json.loads(json.dumps(match.to_json())))
    assert replayed.state.to_json() == match.state.to_json()


def test_every_event_is_said_in_both_languages_and_the_view_in_both():
    state = new_game("west", 7)
    rng = random.Random(7)
    log = list(RULES.events(state))
    for _ in range(800):
        if RULES.to_decide(state) is None:
            break
        state = RULES.apply(state, rng.choice(decisions.kept_legal(state)))
        log.extend(RULES.events(state))
        check_invariants(state)
    for event in log:
        for language in ("en", "de"):
            assert RULES.say(event, state.options, None, language)
    for language in ("en", "de"):
        seen = RULES.view(state, log, None, language)
        assert len(seen["log"]) == len(log) and json.dumps(seen)
        assert RULES.summary(state, language)["seats"][0]["id"] == state.order[0]


def test_a_decision_never_changes_the_state_it_was_applied_to():
    state = new_game("west", 9)
    rng = random.Random(9)
    for _ in range(600):
        if RULES.to_decide(state) is None:
            break
        before = json.dumps(state.to_json())
        after = RULES.apply(state, eager_choice(decisions.kept_legal(state), rng))
        assert json.dumps(state.to_json()) == before
        state = after
