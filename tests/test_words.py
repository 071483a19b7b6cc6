"""The log in words: events are data; English and German say every one of them."""

import json
import random

import pytest

from antike import Game
from antike.bridge import handle
from antike.simulate import choose
from antike.words import LANGUAGES, TEMPLATES, TERMS, say


def played_events(options, seed):
    """Every event of a seeded random game (played to its end)."""
    game = Game(options)
    rng = random.Random(seed)
    while game.state.outcome is None and len(game.decisions) < 3000:
        game.play(choose(game.state, rng))
    return game


GAMES = [({"board": "orient", "nations": 3, "seed": 3}, 3),
         ({"board": "occident", "nations": 5, "variants": ["military"], "seed": 8}, 8)]


@pytest.mark.parametrize("options, seed", GAMES)
def test_every_event_is_said_in_every_language(options, seed):
    game = played_events(options, seed)
    kinds = {event["event"] for event in game.log}
    assert {"round", "rondel", "produce", "arm", "move", "earn", "win"} <= kinds
    for event in game.log:
        assert json.loads(json.dumps(event)) == event  # plain data: the log is the same in any language
        for language in LANGUAGES:
            words = say(event, game.state.board, language)
            assert words and "{" not in words and "_" not in words, (language, event, words)


def test_english_and_german_say_the_same_events_with_the_rulebook_terms():
    assert TEMPLATES["en"].keys() == TEMPLATES["de"].keys()
    assert set(TERMS["en"]) <= set(TERMS["de"])
    board = Game({"board": "orient", "nations": 3}).state.board
    event = {"event": "rondel", "nation": "greeks", "field": "arming", "payment": {"coin": 1}}
    assert say(event, board) == "Greeks choose Arming (paid 1 coin)"
    assert say(event, board, "de") == "Greeks wählen Rüsten (bezahlt: 1 Münze)"
    bought = {"event": "know_how", "nation": "greeks", "know_how": "roads", "new": True, "payment": {"gold": 10}}
    assert say(bought, board, "de") == "Greeks kaufen Straßenbau (neu) für 10 Gold"


def test_the_bridge_answers_in_the_language_asked_for():
    handle(json.dumps({"command": "new_game", "options": {"board": "orient", "nations": 3, "seed": 1}}))
    english = json.loads(handle(json.dumps({"command": "view"})))["view"]["log"]
    german = json.loads(handle(json.dumps({"command": "view", "language": "de"})))["view"]["log"]
    assert english[0].startswith("Round 1 begins") and german[0].startswith("Runde 1 beginnt")
    refused = json.loads(handle(json.dumps({"command": "view", "language": "fr"})))
    assert refused["ok"] is False and refused["error"]["code"] == "invalid_request"
