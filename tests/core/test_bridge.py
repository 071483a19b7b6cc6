"""The JSON bridge (`antike.core.bridge.handle`): hostile and broken requests get an error envelope with the
right code and leave the game in play unchanged; the happy paths work (docs/engine-api.md, Bridge).

Known engine bugs are marked `xfail(strict=True)` with the bug in the reason: when the bug is fixed
the test passes, strict xfail turns that into a failure, and the marker should then be removed.
"""

import json
import random

import pytest

import antike

from antike.core import bridge
from antike.core.bridge import MAX_REQUEST, handle
from antike.core.match import FORMAT, FORMAT_VERSION
from antike.games.antike_common.simulate import choose

ERROR_CODES = {"invalid_json", "invalid_request", "unknown_command", "no_game", "invalid_options",
               "invalid_decision", "illegal_decision", "invalid_record", "internal_error",
               "not_computer_turn", "game_over", "turn_unconfirmed"}
OPTIONS = {"board": "orient", "nations": 3, "seed": 5}


pytestmark = pytest.mark.usefixtures("fresh_bridge_session")


def call(request):
    """Send a request (an object is sent as JSON text, a string as is); the reply, parsed."""
    text = request if isinstance(request, str) else json.dumps(request)
    reply = handle(text)
    assert isinstance(reply, str)
    return json.loads(reply)


def ok(request):
    reply = call(request)
    assert reply.get("ok") is True, reply
    return reply


def assert_error(reply, code):
    assert set(reply) == {"ok", "error"}, reply
    assert reply["ok"] is False
    assert set(reply["error"]) == {"code", "key", "params", "message"}, reply
    assert reply["error"]["code"] in ERROR_CODES
    assert isinstance(reply["error"]["message"], str) and reply["error"]["message"]
    assert reply["error"]["code"] == code, reply["error"]
    return reply["error"]["message"]


def snapshot():
    """The game in play as the front end sees it: the view and the saved record, as text."""
    view = handle(json.dumps({"command": "view"}))
    save = handle(json.dumps({"command": "save"}))
    return view, save


def start_game(decisions=0, seed=5):
    """A new game (through the bridge) with `decisions` made by the random policy (so that there is
    some history); the policy's decisions are played on the bridge's Match directly, for speed."""
    ok({"command": "new_game", "options": dict(OPTIONS, seed=seed)})
    game = bridge._session["game"]
    rng = random.Random(seed)
    for _ in range(decisions):
        if game.state.outcome is not None:
            break
        game.play(choose(game.state, rng))
    return ok({"command": "view"})["view"]


def refused(request, code):
    """The request is refused with `code`, and the game in play is unchanged."""
    before = snapshot()
    message = assert_error(call(request), code)
    assert snapshot() == before, "a refused request changed the game in play"
    return message


@pytest.fixture
def game():
    return start_game(decisions=40)


# --- not a JSON object --------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["", " ", "{", "}", "{'command': 'view'}", '{"command": "view"', "[1,",
                                  "not json", '{"command": "view",}', "\x00", '"unterminated'])
def test_malformed_json(game, text):
    refused(text, "invalid_json")


@pytest.mark.parametrize("text", ["[]", '["view"]', "1", "-2.5", '"view"', "null", "true", "NaN"])
def test_json_that_is_not_an_object(game, text):
    refused(text, "invalid_request")


@pytest.mark.parametrize("value", [None, b'{"command": "view"}', bytearray(b"{}"), 42, 4.2,
                                   {"command": "view"}, ["view"]], ids=lambda v: type(v).__name__)
def test_request_that_is_not_a_string(game, value):
    before = snapshot()
    assert_error(json.loads(handle(value)), "invalid_request")
    assert snapshot() == before


def test_huge_request_is_refused_before_parsing(game):
    refused(" " * (MAX_REQUEST + 1), "invalid_request")
    refused(json.dumps({"command": "apply", "decision": {"type": "done", "pad": "x" * MAX_REQUEST}}),
            "invalid_request")


def test_large_string_in_a_decision_is_an_invalid_decision(game):
    refused({"command": "apply", "decision": {"type": "x" * 1_000_000}}, "invalid_decision")


@pytest.mark.parametrize("depth", [10_000, 200_000])
def test_deeply_nested_json_is_invalid_json(game, depth):
    refused("[" * depth + "]" * depth, "invalid_json")
    refused('{"command": "apply", "decision": ' + '{"a": ' * depth + "1" + "}" * depth + "}", "invalid_json")


def test_nested_values_that_parse_are_refused_by_shape(game):
    nested = json.loads("[" * 500 + "]" * 500)
    refused({"command": "apply", "decision": {"type": "rondel", "field": nested}}, "invalid_decision")
    refused({"command": "apply", "decision": nested}, "invalid_decision")
    refused({"command": "new_game", "options": {"nations": nested}}, "invalid_options")
    refused({"command": "load", "record": nested}, "invalid_record")


# --- commands and fields ------------------------------------------------------------------------

@pytest.mark.parametrize("request_", [{"command": "fly"}, {"command": ""}, {"command": "VIEW"},
                                      {"command": "view "}, {}, {"cmd": "view"}, {"command": None},
                                      {"command": 5}, {"command": True}],
                         ids=lambda r: json.dumps(r))
def test_unknown_command(game, request_):
    refused(request_, "unknown_command")


@pytest.mark.parametrize("request_", [{"command": ["view"]}, {"command": {"name": "view"}},
                                      {"command": "x" * 100_000}], ids=["list", "object", "long"])
def test_unhashable_or_long_command_is_unknown(game, request_):
    message = refused(request_, "unknown_command")
    assert len(message) < 1000


@pytest.mark.parametrize("fields", [
    {}, {"x": 1},
    {"decision": None, "record": 5, "options": [], "board": 7, "text": 3, "count": "a", "at": -1},
    {"decision": [], "record": "x", "options": "x", "board": None, "text": None, "count": 0, "at": 10 ** 9},
], ids=["none", "unknown", "wrong-types", "wrong-types-2"])
def test_every_command_with_odd_fields_answers_with_an_envelope(game, fields):
    """Whatever the fields, no command fails inside (internal_error); a refusal changes nothing."""
    for command in bridge.COMMANDS:
        before = snapshot()
        reply = call(dict(fields, command=command))
        if reply["ok"] is False:
            assert_error(reply, reply["error"]["code"])
            assert reply["error"]["code"] != "internal_error", (command, reply)
            assert snapshot() == before, command
        elif command == "new_game":
            start_game(decisions=40)


def test_commands_that_need_a_game_without_one():
    for command in ({"command": "view"}, {"command": "save"},
                    {"command": "apply", "decision": {"type": "done"}}):
        assert_error(call(command), "no_game")


def test_missing_fields(game):
    refused({"command": "apply"}, "invalid_request")
    refused({"command": "board"}, "invalid_request")
    refused({"command": "load"}, "invalid_record")
    refused({"command": "load", "record": None}, "invalid_record")


@pytest.mark.parametrize("board", ["", "nowhere", "ORIENT", None, 3, ["orient"], {"id": "orient"}],
                         ids=lambda b: json.dumps(b))
def test_board_command_with_unknown_board(game, board):
    refused({"command": "board", "board": board}, "invalid_request")


@pytest.mark.parametrize("options", [
    None, [], "orient", {"nations": 7}, {"nations": 2}, {"nations": "3"}, {"nations": 3.0},
    {"nations": True}, {"board": "nowhere"}, {"board": ""}, {"variants": ["twelve"], "nations": 4},
    {"variants": ["fast"]}, {"variants": "expert"}, {"two_player": "three"}, {"seed": "1"},
    {"seed": 1.5}, {"names": {"romans": "Ann"}}, {"names": {"greeks": "x" * 41}}, {"colour": "red"},
    {"two_player": "two_colours", "nations": 2, "variants": ["military"]},
], ids=lambda o: json.dumps(o)[:60])
def test_new_game_with_invalid_options_keeps_the_game(game, options):
    refused({"command": "new_game", "options": options}, "invalid_options")


def test_board_option_must_be_a_packaged_board(game, tmp_path):
    path = tmp_path / "board.json"
    path.write_text(json.dumps(antike.load_board("orient").to_json()))
    refused({"command": "new_game", "options": {"board": str(path), "nations": 3}}, "invalid_options")


# --- apply: malformed and illegal decisions -----------------------------------------------------

MALFORMED = [
    None, 5, "done", [], ["done"], {}, {"type": None}, {"type": 5}, {"type": "fly"}, {"type": "DONE"},
    {"type": "done", "extra": 1},
    {"type": "rondel"},
    {"type": "rondel", "field": "olympus"},
    {"type": "rondel", "field": 3},
    {"type": "rondel", "field": "iron", "payment": "free"},
    {"type": "rondel", "field": "iron", "payment": {"silver": 1}},
    {"type": "rondel", "field": "iron", "payment": {"gold": -1}},
    {"type": "rondel", "field": "iron", "payment": {"gold": 1.5}},
    {"type": "rondel", "field": "iron", "payment": {"gold": True}},
    {"type": "rondel", "field": "iron", "payment": {"gold": 10 ** 30}},
    {"type": "build_temple", "province": "atlantis"},
    {"type": "arm", "province": "athen", "unit": "elephant"},
    {"type": "move", "unit": "legion", "from": "athen", "to": "sparta"},
    {"type": "move", "unit": "legion", "from": "athen", "to": "sparta", "actions": 0},
    {"type": "move", "unit": "legion", "from": "athen", "to": "sparta", "actions": 4},
    {"type": "fight", "province": "athen", "unit": "legion", "nation": "romans"},
    {"type": "conquer", "province": "athen", "legions": -1, "galleys": 0},
    {"type": "conquer", "province": "athen", "legions": "2", "galleys": 0},
    {"type": "trade", "give": {"gold": 3}, "get": "iron"},
    {"type": "trade", "give": {"gold": 2}, "get": "coin"},
    {"type": "choose_personage", "kind": "emperor"},
    {"type": "take_resource", "resource": "coin"},
]


@pytest.mark.parametrize("decision", MALFORMED, ids=lambda d: json.dumps(d)[:60])
def test_apply_malformed_decision(game, decision):
    refused({"command": "apply", "decision": decision}, "invalid_decision")


def test_apply_illegal_decisions(game):
    pending = game["pending"]["step"]
    legal = game["legal"]
    candidates = [
        {"type": "done"}, {"type": "end_movement"}, {"type": "let_pass"}, {"type": "fight_entry"},
        {"type": "choose_start_city", "province": "athen"},
        {"type": "take_resource", "resource": "gold"},
        {"type": "move", "unit": "legion", "from": "athen", "to": "sparta", "actions": 1},
        {"type": "build_temple", "province": "babylon", "payment": {"marble": 5}},
        {"type": "found", "province": "athen", "payment": {"coin": 3}},
        {"type": "rondel", "field": "iron", "payment": {"gold": 3}},
        {"type": "trade", "give": {"gold": 2}, "get": "iron"},
        {"type": "choose_personage", "kind": "king"},
        {"type": "conquer", "province": "athen", "legions": 1, "galleys": 0},
    ]
    tried = 0
    for decision in candidates:
        if decision in legal:
            continue
        message = refused({"command": "apply", "decision": decision}, "illegal_decision")
        tried += 1
        assert len(message) < 2000
    assert tried >= 10, pending


def test_illegal_decisions_at_many_steps():
    """At every step of a game, a decision of every type not listed is refused and changes nothing."""
    start_game()
    rng = random.Random(9)
    probes = [{"type": "done"}, {"type": "end_movement"}, {"type": "let_pass"},
              {"type": "rondel", "field": "maneuver_1", "payment": {"gold": 5}},
              {"type": "arm", "province": "athen", "unit": "galley", "payment": {"iron": 1}}]
    for _ in range(60):
        state = bridge._session["game"].state
        if state.outcome:
            break
        legal = ok({"command": "view"})["view"]["legal"]
        for probe in probes:
            if probe not in legal and {k: v for k, v in probe.items() if k != "payment"} not in legal:
                refused({"command": "apply", "decision": probe}, "illegal_decision")
        ok({"command": "apply", "decision": choose(state, rng)})


# --- load: corrupt records ----------------------------------------------------------------------

def record_of(decisions=12, seed=7):
    start_game(decisions, seed=seed)
    return ok({"command": "save"})["record"]


def corrupt_records():
    good = record_of()
    decisions = good["decisions"]
    cases = {
        "not an object": "record",
        "a list": [good],
        "a number": 1,
        "empty": {},
        "no format": {k: v for k, v in good.items() if k != "format"},
        "wrong format": dict(good, format="chess-record"),
        "format null": dict(good, format=None),
        "version 2": dict(good, version=FORMAT_VERSION + 1),
        "version 0": dict(good, version=0),
        "version string": dict(good, version=str(FORMAT_VERSION)),
        "no version": {k: v for k, v in good.items() if k != "version"},
        "no options": {k: v for k, v in good.items() if k != "options"},
        "options a list": dict(good, options=[]),
        "invalid options": dict(good, options=dict(good["options"], nations=9)),
        "unknown option": dict(good, options=dict(good["options"], speed=2)),
        "no decisions": {k: v for k, v in good.items() if k != "decisions"},
        "decisions an object": dict(good, decisions={"1": decisions[0]}),
    }
    return good, cases


def test_load_corrupt_records_keeps_the_game():
    good, cases = corrupt_records()
    start_game(decisions=25, seed=3)
    for name, record in cases.items():
        before = snapshot()
        assert_error(call({"command": "load", "record": record}), "invalid_record")
        assert snapshot() == before, name


@pytest.mark.parametrize("number", [1, 2, 7, 12])
@pytest.mark.parametrize("kind", ["malformed", "illegal", "not an object"])
def test_load_names_the_bad_decision(number, kind):
    good = record_of(decisions=12)
    start_game(decisions=25, seed=3)
    decisions = list(good["decisions"])
    bad = {"malformed": {"type": "rondel", "field": "olympus"},
           "illegal": {"type": "end_movement"},
           "not an object": "done"}[kind]
    if kind == "illegal" and bad in decisions[number - 1:number]:
        bad = {"type": "let_pass"}
    decisions[number - 1] = bad
    before = snapshot()
    message = assert_error(call({"command": "load", "record": dict(good, decisions=decisions)}),
                           "invalid_record")
    assert f"Decision {number} " in message, message
    assert snapshot() == before


def test_load_with_decisions_after_the_end():
    view = start_game(decisions=100_000, seed=1)
    assert view["outcome"] is not None and view["legal"] == []
    record = ok({"command": "save"})["record"]
    finished = snapshot()
    count = len(record["decisions"])
    message = assert_error(call({"command": "load", "record": dict(
        record, decisions=record["decisions"] + [{"type": "done"}])}), "invalid_record")
    assert f"Decision {count + 1} " in message
    assert snapshot() == finished
    assert_error(call({"command": "apply", "decision": {"type": "done"}}), "illegal_decision")
    assert snapshot() == finished


def test_load_refuses_boolean_version():
    good = record_of(decisions=0)
    assert_error(call({"command": "load", "record": dict(good, version=True)}), "invalid_record")


def test_internal_errors_are_an_envelope_and_change_nothing(game, monkeypatch):
    before = snapshot()

    def broken(*args, **kwargs):
        raise RuntimeError("boom")

    monkeypatch.setattr(bridge, "_game_view", broken)
    assert_error(call({"command": "view"}), "internal_error")
    monkeypatch.undo()
    assert snapshot() == before


# --- happy paths --------------------------------------------------------------------------------

def test_boards():
    boards = ok({"command": "boards"})["boards"]
    assert [b["id"] for b in boards] == ["occident_v4", "orient"]  # the boards a new game may choose
    for earlier, later in (("occident", "occident_v2"), ("occident_v2", "occident_v3"),
                           ("occident_v3", "occident_v4")):  # still drawn
        assert ok({"command": "board", "board": earlier})["board"]["superseded_by"] == later
    for board in boards:
        assert board["name"]
        assert sorted(board["nations"]) == ["3", "4", "5", "6"]
        assert all(len(board["nations"][str(n)]) == n for n in range(3, 7))


@pytest.mark.parametrize("board_id", ["orient", "occident"])
def test_board(board_id):
    board = ok({"command": "board", "board": board_id})["board"]
    assert board["id"] == board_id
    assert len(board["provinces"]) == 50
    assert board["borders"] and board["nations"]


def test_new_game_view_apply_save_load():
    view = ok({"command": "new_game", "options": OPTIONS})["view"]
    assert view["round"] == 1 and view["outcome"] is None
    assert view["pending"]["step"] == "rondel" and view["legal"]
    assert ok({"command": "view"})["view"] == view
    decision = view["legal"][-1]
    after = ok({"command": "apply", "decision": decision})["view"]
    assert after != view and after["log"][:len(view["log"])] == view["log"]
    assert ok({"command": "view"})["view"] == after
    record = ok({"command": "save"})["record"]
    assert record["format"] == FORMAT and record["version"] == FORMAT_VERSION
    assert record["decisions"] == [decision]
    # Save -> load (in a fresh session too) gives the same view.
    ok({"command": "new_game", "options": {"nations": 6}})
    assert ok({"command": "load", "record": record})["view"] == after
    bridge._session["game"] = None
    assert ok({"command": "load", "record": json.loads(json.dumps(record))})["view"] == after


def test_apply_without_payment_uses_the_default():
    """A decision sent without `payment` is completed with the default (the first listed)."""
    start_game()
    rng = random.Random(4)
    applied = 0
    while applied < 12:
        game = bridge._session["game"]
        assert game.state.outcome is None
        view = ok({"command": "view"})["view"]
        with_payment = [d for d in view["legal"] if "payment" in d]
        if with_payment and rng.random() < 0.5:
            default = with_payment[0]
            bare = {k: v for k, v in default.items() if k != "payment"}
            record = ok({"command": "save"})["record"]
            one = ok({"command": "apply", "decision": bare})["view"]
            assert ok({"command": "save"})["record"]["decisions"][-1] == default
            ok({"command": "load", "record": record})
            assert ok({"command": "apply", "decision": default})["view"] == one
            applied += 1
        else:
            ok({"command": "apply", "decision": choose(game.state, rng)})


def test_save_load_mid_game_gives_the_same_view():
    for seed in (1, 2):
        view = start_game(decisions=150, seed=seed)
        record = ok({"command": "save"})["record"]
        ok({"command": "new_game", "options": {"nations": 4}})
        assert ok({"command": "load", "record": json.loads(json.dumps(record))})["view"] == view


def test_every_reply_is_plain_json_with_ok():
    for request in ['{"command": "boards"}', '{"command": "view"}', "{", "[]", '{"command": "x"}']:
        reply = handle(request)
        assert isinstance(json.loads(reply)["ok"], bool)


# --- computer players (computer_move) -----------------------------------------------------------

COMPUTER = {"arabs": {"strength": "easy"}, "persians": {"strength": "medium"}}


def computer_game(computer, options=OPTIONS):
    return ok({"command": "new_game", "options": options, "computer": computer})


def play_mixed(moves, seed):
    """Make `moves` decisions: computer_move while a computer decides, else a person's random apply.

    A person's decision depends only on the seed and the point, so that a game taken up again from a
    record goes on as it did. Returns the decisions as ("computer", nation, decision) or ("person", decision).
    """
    made = []
    game = bridge._session["game"]
    while len(made) < moves and game.state.outcome is None:
        if game.state.pending["nation"] in game.computer:
            reply = ok({"command": "computer_move"})
            made.append(("computer", reply["seat"], reply["decision"]))
        else:
            decision = choose(game.state, random.Random(seed * 100_000 + len(game.decisions)))
            ok({"command": "apply", "decision": decision})
            made.append(("person", decision))
    return made


def test_computer_move_plays_the_pending_computer_nations_decision():
    view = computer_game(COMPUTER)["view"]
    assert view["pending"]["nation"] == "arabs"  # the Orient's starting nation for three
    log_length = len(view["log"])
    while view["pending"]["nation"] in COMPUTER:
        reply = ok({"command": "computer_move"})
        assert reply["seat"] == view["pending"]["nation"]
        assert reply["strength"] == COMPUTER[reply["seat"]]["strength"]
        assert reply["decision"] in view["legal"]
        assert reply["words"] and reply["view"]["log"][-len(reply["words"]):] == reply["words"]
        assert reply["log_length"] == log_length + len(reply["words"])
        assert reply["computer"] == COMPUTER
        assert ok({"command": "view"})["view"] == reply["view"]
        view, log_length = reply["view"], reply["log_length"]
    # The Arabs' whole turn was the computer's; the person's Greeks come next (R-TURN-1's order).
    assert view["order"][:2] == ["arabs", "greeks"]
    assert view["pending"] == dict(view["pending"], nation="greeks", step="rondel") and view["turn"] == 2


def test_computer_move_is_refused_for_a_person_and_after_the_end():
    computer_game(COMPUTER)
    game = bridge._session["game"]
    while game.state.pending["nation"] in game.computer:
        ok({"command": "computer_move"})
    message = refused({"command": "computer_move"}, "not_computer_turn")
    assert "A person plays the Greeks" in message
    start_game(decisions=100_000)  # a random game to its end, all nations played by people
    assert bridge._session["game"].state.outcome is not None
    refused({"command": "computer_move"}, "game_over")
    bridge._session["game"] = None
    assert_error(call({"command": "computer_move"}), "no_game")


def test_a_computer_nation_answers_a_fight_question_in_a_persons_turn():
    computer_game({"arabs": {"strength": "easy"}, "persians": {"strength": "easy"}}, dict(OPTIONS, seed=2))
    game = bridge._session["game"]
    while not (game.state.pending["step"] == "fight_question" and game.state.acting == "greeks"):
        assert game.state.outcome is None, "no fight question came up"
        play_mixed(1, seed=2)
    asked = game.state.pending["nation"]
    assert asked in game.computer
    reply = ok({"command": "computer_move"})
    assert reply["seat"] == asked and reply["decision"]["type"] in ("fight_entry", "let_pass")


# A hard player with a small iteration budget, so that the test is quick and reproducible.
MIXED = {"arabs": {"strength": "medium"}, "persians": {"strength": "hard", "iterations": 4}}


def test_computer_players_are_reproducible_from_the_record():
    """The same game twice, and the same game reloaded in the middle of a computer's turn or after
    an undo, gives the same computer decisions: they depend only on the record."""
    computer_game(MIXED)
    first = play_mixed(60, seed=3)
    computer_game(MIXED)
    assert play_mixed(60, seed=3) == first
    # Load a record cut inside a computer's turn, in a fresh session: the bots are made again.
    game = bridge._session["game"]
    cut = next(n for n in range(25, 60) if game.decider(n) == game.decider(n - 1) == game.state_at(n).acting
               and game.decider(n) in MIXED and game.state_at(n).pending["step"] != "rondel")
    record = dict(ok({"command": "save"})["record"], decisions=game.decisions[:cut])
    bridge._session.update(game=None, computer_players=None)
    ok({"command": "load", "record": json.loads(json.dumps(record))})
    assert play_mixed(60 - cut, seed=3) == first[cut:]


def test_undo_then_the_same_decision_brings_the_same_computer_replies():
    computer_game(MIXED)
    game = bridge._session["game"]
    play_mixed(30, seed=4)
    while game.state.pending["nation"] != "greeks" or game.state.pending["step"] != "rondel":
        play_mixed(1, seed=4)
    greeks_turn = len(game.decisions)
    play_mixed(1, seed=4)
    while game.state.pending["nation"] == "greeks":  # the rest of the Greeks' turn
        play_mixed(1, seed=4)
    play_mixed(25, seed=4)
    reference = game.decisions[greeks_turn:]
    while game.state.pending["nation"] in game.computer:
        play_mixed(1, seed=4)
    # Taken back to the start of the Greeks' turn above (the page's undo stops at the start of the
    # person's own turn, so the game goes back there by Match.undo): playing its decisions again, the
    # computers answer exactly as before.
    game.undo(len(game.decisions) - greeks_turn)
    assert len(game.decisions) == greeks_turn
    for decision in reference:
        if game.state.pending["nation"] in game.computer:
            assert ok({"command": "computer_move"})["decision"] == decision
        else:
            ok({"command": "apply", "decision": decision})
    assert game.decisions[greeks_turn:] == reference


def test_computer_settings_are_checked_and_kept():
    hard = {"strength": "hard"}
    assert computer_game({"greeks": hard})["computer"] == {"greeks": {"strength": "hard", "think": 2.0}}
    assert computer_game(["persians", "greeks"])["computer"] == {"greeks": {"strength": "medium"},
                                                                  "persians": {"strength": "medium"}}
    before = snapshot()
    for computer in [{"greeks": {"strength": "hard", "think": 0}}, {"greeks": {"strength": "hard", "think": 61}},
                     {"greeks": {"strength": "hard", "think": "2"}}, {"greeks": {"strength": "hard", "think": True}},
                     {"greeks": {"strength": "hard", "iterations": 0}},
                     {"greeks": {"strength": "hard", "iterations": 2.5}},
                     {"greeks": {"strength": "hard", "think": 2, "iterations": 5}},
                     {"greeks": {"strength": "easy", "think": 2}}, {"greeks": {"strength": "Easy"}},
                     {"greeks": {}}, {"greeks": "easy"}, {"romans": {"strength": "easy"}}, "greeks"]:
        message = refused({"command": "new_game", "options": OPTIONS, "computer": computer}, "invalid_options")
        assert "computer" in message or "'think'" in message or "'iterations'" in message, message
    assert snapshot() == before
    record = ok({"command": "save"})["record"]
    assert record["computer"] == {"greeks": {"strength": "medium"}, "persians": {"strength": "medium"}}


def test_a_hard_player_thinking_by_the_clock_plays_a_legal_decision():
    view = computer_game({"arabs": {"strength": "hard", "think": 0.2}})["view"]
    reply = ok({"command": "computer_move"})
    assert reply["decision"] in view["legal"] and reply["strength"] == "hard"


def test_a_decision_reply_carries_what_the_page_needs_afterwards(fresh_bridge_session):
    """One round trip per decision: the reply holds the view, how far undo reaches and the record."""
    ok({"command": "new_game", "options": OPTIONS})
    view, undoable = ok({"command": "view"})["view"], []
    for _ in range(12):
        # Arming leaves the turn open after the rondel step, so undo has something to reach.
        decision = next((d for d in view["legal"] if d.get("field") == "arming"), view["legal"][0])
        reply = ok({"command": "apply", "decision": decision})
        assert reply["record"] == ok({"command": "save"})["record"]
        assert reply["can_undo"] == ok({"command": "undo_info"})["can_undo"]
        undoable.append(reply["can_undo"])
        view = reply["view"]
    assert max(undoable) > 0  # the checks covered a point where undo reaches back


def test_the_games_list_their_strengths_and_every_view_names_the_seat_to_decide():
    # Game-neutral fields for the page's shell: no game's own name for the seat to decide.
    games = {game["id"]: game for game in call({"command": "games"})["games"]}
    for game_id, game in games.items():
        assert game["strengths"] == list(antike.core.registry.rules_of(game_id).strengths)
    antike_reply = call({"command": "new_game", "options": {"board": "orient", "nations": 3, "seed": 1}})
    assert antike_reply["view"]["to_decide"] == antike_reply["view"]["pending"]["nation"]
    duellum_reply = call({"command": "new_game", "game": "duellum", "options": {"board": "west", "seed": 1}})
    assert duellum_reply["view"]["to_decide"] == duellum_reply["view"]["pending"]["player"]
    replay = call({"command": "replay", "at": 0})
    assert replay["view"]["to_decide"] == duellum_reply["view"]["to_decide"]


def test_games_say_which_give_each_seat_its_own_view():
    """A game whose seats see different views (Attika: each its own hand) says so (`private_views`):
    the page hands the device over between persons; Antike's and Duellum's views are the same for
    every viewer."""
    games = {game["id"]: game for game in ok({"command": "games"})["games"]}
    assert games["attika"]["private_views"] is True
    assert not games["antike"]["private_views"] and not games["duellum"]["private_views"]


def test_the_view_is_asked_per_viewer_in_a_game_with_hands():
    ok({"command": "new_game", "game": "attika", "options": {"players": 2, "city_states": ["athens", "sparta"],
                                                             "seed": 1}})
    first = ok({"command": "view"})["view"]
    seat = first["viewer"]
    other = next(player["id"] for player in first["players"] if player["id"] != seat)
    own = {player["id"]: player["hand"] for player in first["players"]}
    assert own[seat] is not None and own[other] is None and first["legal"]
    theirs = ok({"command": "view", "viewer": other})["view"]
    assert {p["id"]: p["hand"] is None for p in theirs["players"]} == {seat: True, other: False}
    assert theirs["legal"] == []
    spectator = ok({"command": "view", "viewer": None})["view"]
    assert all(player["hand"] is None for player in spectator["players"]) and spectator["viewer"] is None


def test_one_person_against_computer_players_keeps_his_view_while_they_decide():
    """The default viewer while a computer player decides: the one person's seat when he plays alone
    against computer players (his hand stays on the page, AT-INFO-3), a spectator when several
    persons play (the hand-over screen decides who looks next)."""
    def hands(view):
        return {player["id"]: player["hand"] is not None for player in view["players"]}
    options = {"players": 3, "seed": 2, "first": "athens"}
    ok({"command": "new_game", "game": "attika", "options": options,
        "computer": {"sparta": {"strength": "easy"}, "corinth": {"strength": "easy"}}})
    reply = ok({"command": "apply", "decision": {"type": "stop", "amphoras": 0}})
    assert reply["view"]["to_decide"] == "sparta" and reply["view"]["viewer"] == "athens"
    assert hands(reply["view"]) == {"athens": True, "sparta": False, "corinth": False}
    reply = ok({"command": "computer_move"})
    assert reply["view"]["viewer"] == "athens" and hands(reply["view"])["athens"]
    assert reply["view"]["legal"] == []  # the computer's choices are not the person's
    ok({"command": "new_game", "game": "attika", "options": options, "computer": {"corinth": {"strength": "easy"}}})
    ok({"command": "apply", "decision": {"type": "stop", "amphoras": 0}})
    reply = ok({"command": "apply", "decision": {"type": "stop", "amphoras": 0}})
    assert reply["view"]["to_decide"] == "corinth" and reply["view"]["viewer"] is None
    assert not any(hands(reply["view"]).values())
