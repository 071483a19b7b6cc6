"""Issue 20, item 3: nothing lost to one click. With turn confirmation (what the page asks for), a
person's turn passes on only when they end it, and until then undo takes it back. The
confirmation belongs to the match and its record, not to the rules' legal lists."""

import json
import random

import pytest

from antike import Match
from antike.core import bridge
from antike.core.bridge import handle
from antike.core.errors import InvalidRecord, TurnUnconfirmed
from antike.core.match import undo_range
from antike.games.antike_common.simulate import choose

OPTIONS = {"board": "orient", "nations": 3, "seed": 1}
IRON = {"type": "rondel", "field": "iron", "payment": {}}


def ask(request):
    return json.loads(handle(json.dumps(request)))


def confirming(options=OPTIONS, computer=()):
    match = Match(options, computer)
    match.set_confirm_turns(True)
    return match


def test_a_production_field_does_not_pass_the_turn_before_it_is_ended():
    match = confirming()
    first = match.rules.to_decide(match.state)
    match.play(IRON)  # a production field ends the turn in the rules at once (R-TURN-1)
    assert match.unconfirmed == first
    second = match.rules.to_decide(match.state)
    assert second != first
    record = match.to_json()
    with pytest.raises(TurnUnconfirmed):
        match.play(IRON)
    assert match.to_json() == record
    assert undo_range(match, match.humans()) == 1
    match.end_turn()
    assert match.unconfirmed is None and undo_range(match, match.humans()) == 0
    match.play(IRON)
    assert match.unconfirmed == second


def test_undo_takes_an_ended_turn_back_until_it_is_ended():
    match = confirming()
    first = match.rules.to_decide(match.state)
    match.play({"type": "rondel", "field": "arming", "payment": {}})
    match.play({"type": "arm", "province": "adane", "unit": "legion", "payment": {"iron": 1}})
    match.play({"type": "done"})
    assert match.unconfirmed == first and undo_range(match, match.humans()) == 3
    match.undo(1)
    assert match.unconfirmed is None and match.rules.to_decide(match.state) == first
    assert undo_range(match, match.humans()) == 2
    with pytest.raises(TurnUnconfirmed):
        match.end_turn()


def test_turns_of_computer_players_and_answers_in_anothers_turn_wait_for_nobody():
    """Only a person's own turn waits: a computer's turn and a fight question answered in another
    nation's maneuver pass on as before. A whole game: every wait is a person's ended turn."""
    rng = random.Random(5)
    match = confirming({"board": "orient", "nations": 4, "seed": 5}, computer={"greeks": {"strength": "easy"}})
    waits = 0
    while match.rules.outcome(match.state) is None and len(match.decisions) < 4000:
        if match.unconfirmed is not None:
            before, after = match._marks[-2], match._marks[-1]
            assert match.unconfirmed == before.acting == before.seat != "greeks"
            assert after.turn != before.turn > 0
            waits += 1
            match.end_turn()
        match.play(choose(match.state, rng))
    turns_of_persons = sum(1 for start in match.turn_starts()[1:]
                           if match._marks[start - 1].acting != "greeks" and match._marks[start - 1].turn > 0)
    assert waits == turns_of_persons > 20


def test_the_record_keeps_a_turn_waiting_and_refuses_a_wrong_one():
    match = confirming()
    match.play(IRON)
    record = match.to_json()
    assert record["confirm_turns"] is True and record["unconfirmed"] == match.unconfirmed
    again = Match.from_json(record)
    assert again.unconfirmed == match.unconfirmed and again.confirm_turns
    for wrong in ("greeks" if match.unconfirmed != "greeks" else "persians", 7):
        with pytest.raises(InvalidRecord):
            Match.from_json({**record, "unconfirmed": wrong})
    with pytest.raises(InvalidRecord):
        Match.from_json({**record, "confirm_turns": "yes"})
    plain = Match(OPTIONS)
    plain.play(IRON)
    assert "confirm_turns" not in plain.to_json() and plain.unconfirmed is None


def test_the_bridge_asks_for_the_end_of_a_turn_and_refuses_what_would_skip_it(fresh_bridge_session):
    reply = ask({"command": "new_game", "options": OPTIONS, "confirm_turns": True,
                 "computer": {"persians": {"strength": "easy"}}})
    first = reply["view"]["pending"]["nation"]
    assert reply["unconfirmed"] is None
    reply = ask({"command": "apply", "decision": IRON})
    assert reply["unconfirmed"] == first and reply["view"]["viewer"] == first
    assert reply["turn_summary"][0].endswith("choose Iron") and reply["can_undo"] == 1
    game = bridge._session["game"]
    decisions = list(game.decisions)
    refused = ask({"command": "apply", "decision": IRON, "language": "de"})
    assert refused["error"]["code"] == "turn_unconfirmed"
    assert refused["error"]["message"] == "Die Araber müssen erst ihren Zug beenden (oder zurücknehmen)."
    assert game.decisions == decisions
    reply = ask({"command": "end_turn"})
    assert reply["unconfirmed"] is None and reply["can_undo"] == 0
    assert ask({"command": "end_turn"})["error"]["code"] == "turn_unconfirmed"
    reply = ask({"command": "apply", "decision": IRON})  # the second person's turn ends
    assert ask({"command": "computer_move"})["error"]["code"] == "turn_unconfirmed"
    # A continued game keeps asking; a page that does not ask may switch it off.
    loaded = ask({"command": "load", "record": reply["record"]})
    assert loaded["unconfirmed"] == reply["unconfirmed"]
    loaded = ask({"command": "load", "record": reply["record"], "confirm_turns": False})
    assert loaded["unconfirmed"] is None and "confirm_turns" not in loaded["record"]
    before = bridge._session["game"]
    bad = ask({"command": "new_game", "options": OPTIONS, "confirm_turns": "yes"})
    assert bad["error"]["code"] == "invalid_request" and bridge._session["game"] is before
