"""A page whose engine cannot start offers a game's record as the browser keeps it (`antike-record`,
issue 48 item 4); the page opens such a file where the engine starts (Import), every decision replayed
and checked as a save file's, and a damaged one is refused with the game in play left as it was."""

import json
import random

import pytest

from antike import Match
from antike.core import bridge
from antike.core.errors import InvalidRecord
from antike.core.savefile import MAX_DECISIONS, import_game

GAMES = [("antike", {"board": "orient", "nations": 3, "seed": 4}), ("duellum", {"seed": 3}),
         ("attika", {"players": 3, "seed": 2})]


def played(game, options, decisions=30, seed=1):
    match = Match(options, {}, game=game)
    rng = random.Random(seed)
    while len(match.decisions) < decisions and match.rules.outcome(match.state) is None:
        match.play(rng.choice(match.rules.legal_decisions(match.state)))
    return match


def ask(request):
    return json.loads(bridge.handle(json.dumps(request)))


@pytest.mark.parametrize("game, options", GAMES)
def test_the_page_record_of_a_game_imports_as_the_same_game(game, options):
    match = played(game, options)
    record = match.to_json()
    imported = import_game(json.dumps(record, indent=1))
    assert imported.to_json() == record
    reply = ask({"command": "import", "text": json.dumps(record)})
    assert reply["ok"] and reply["record"] == record


def test_a_damaged_page_record_is_refused_and_the_game_in_play_stays():
    match = played("antike", GAMES[0][1])
    ask({"command": "load", "record": match.to_json()})
    before = ask({"command": "save"})["record"]
    record = match.to_json()
    record["decisions"][5] = {"type": "rondel", "field": "nowhere", "payment": {}}
    reply = ask({"command": "import", "text": json.dumps(record)})
    assert not reply["ok"] and "6" in reply["error"]["message"]
    assert ask({"command": "save"})["record"] == before


def test_a_page_record_of_too_many_decisions_is_refused_before_it_is_replayed():
    record = played("antike", GAMES[0][1], decisions=1).to_json()
    record["decisions"] = record["decisions"] * (MAX_DECISIONS + 1)
    with pytest.raises(InvalidRecord):
        import_game(json.dumps(record))
