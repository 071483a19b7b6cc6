"""Turn confirmation in Duellum (protocol: `own_part_over`): a turn that ends with the opponent's
event-card picks after step 3 (D-PERS-9) is ended by the acting person's last decision, so the person
confirms before the device goes to the picker; a conquest's pick (D-EV-3) comes mid-turn and asks for
nothing; the picks themselves never ask the picker to confirm the other's turn."""

import json
import random

from antike import Match
from antike.core.bridge import handle
from antike.core.match import undo_range
from antike.games.duellum import RULES
from antike.games.duellum.simulate import choose

OPTIONS = {"board": "west", "seed": 3, "first": "romans"}


def confirming(options=OPTIONS, computer=()):
    match = Match(options, computer, game="duellum")
    match.set_confirm_turns(True)
    return match


def played_until(match, wanted, rng, limit=4000):
    """Play seeded random decisions (ending turns as they wait) until `wanted(match)` after a decision."""
    for _ in range(limit):
        if match.unconfirmed is not None:
            match.end_turn()
        match.play(choose(match.state, rng))
        if wanted(match):
            return match
    raise AssertionError("not reached")


def picks_follow(match):
    state = match.state
    return RULES.own_part_over(state) and state.pending["player"] != state.acting


def test_the_acting_persons_turn_waits_before_the_opponents_picks():
    match = played_until(confirming(), picks_follow, random.Random(5))
    acting = match.state.acting
    assert match._marks[-2].seat == acting  # his own decision led to the picks
    assert match.unconfirmed == acting
    assert match.rules.to_decide(match.state) == match.state.opponent
    # Until he ends it he may take it back; the picker may not decide yet.
    assert undo_range(match, match.humans()) >= 1
    match.end_turn()
    turn = match.state.turn
    while match.state.turn == turn and match.rules.to_decide(match.state) is not None:
        assert match.state.pending["step"] == "pick"
        match.play(choose(match.state, random.Random(1)))
        assert match.unconfirmed is None  # the picks end the turn, but not the picker's own
    assert match.state.acting != acting or match.rules.to_decide(match.state) is None


def test_a_conquests_pick_is_mid_turn_and_waits_for_nobody():
    def conquest_pick(match):
        state = match.state
        return (state.pending is not None and state.pending["step"] == "pick"
                and state.scratch["pick_for"] == "conquest")
    match = played_until(confirming(), conquest_pick, random.Random(2), limit=20000)
    assert not RULES.own_part_over(match.state)
    assert match.unconfirmed is None


def test_a_computer_acting_seat_or_a_person_picking_for_it_waits_for_nobody():
    opponent = "carthaginians"
    match = confirming(computer={"romans": {"strength": "easy"}})
    played_until(match, lambda m: picks_follow(m) and m.state.acting == "romans", random.Random(7))
    assert match.unconfirmed is None and match.rules.to_decide(match.state) == opponent


def test_the_bridge_asks_for_the_end_before_the_picks(fresh_bridge_session):
    match = played_until(confirming(), picks_follow, random.Random(5))
    record = match.to_json()
    reply = json.loads(handle(json.dumps({"command": "load", "record": record, "confirm_turns": True})))
    assert reply["ok"] and reply["unconfirmed"] == match.state.acting
    assert reply["view"]["to_decide"] == match.state.opponent and reply["view"]["viewer"] == match.state.acting
    assert reply["turn_summary"]
    refused = json.loads(handle(json.dumps({"command": "apply", "decision": {"type": "no_card"}})))
    assert refused["error"]["code"] == "turn_unconfirmed"
    ended = json.loads(handle(json.dumps({"command": "end_turn"})))
    assert ended["unconfirmed"] is None and ended["view"]["viewer"] == match.state.opponent


def test_antike_has_no_such_part_and_its_fight_questions_stay_mid_turn():
    antike = Match({"board": "orient", "nations": 3, "seed": 1})
    assert getattr(antike.rules, "own_part_over", None) is None
    assert not any(mark.part_over for mark in antike._marks)
