"""Save files (`antike.savefile`, docs/engine-api.md "Save files"): the format round-trips, and every
damaged, edited or foreign file is refused with a message naming the problem, through the bridge with
the game in play left exactly as it was.
"""

import hashlib
import json
import random

import pytest

from antike import IllegalDecision, InvalidRecord, Match, apply
from antike.core import bridge
from antike.core.bridge import handle
from antike.core.savefile import MAX_DECISIONS, MAX_TEXT, checksum, export_game, import_game
from antike.games.antike_common.simulate import choose

OPTIONS = {"board": "orient", "nations": 3, "seed": 4, "names": {"greeks": "Zoë"}}


def played(decisions, options=OPTIONS, computer=(), seed=4):
    """A game with `decisions` made by the seeded random policy."""
    game = Match(options, computer)
    rng = random.Random(seed)
    while len(game.decisions) < decisions and game.state.outcome is None:
        game.play(choose(game.state, rng))
    return game


@pytest.fixture(scope="module")
def game():
    return played(40, computer={"persians": {"strength": "hard", "think": 3.5}})


@pytest.fixture(scope="module")
def text(game):
    return export_game(game)


def version_1(data):
    """A version 2 file's data as version 1 wrote it, before the family: the board where the game is."""
    data = dict(data)
    del data["game"]
    older = {"format": data.pop("format"), "version": 1, "board": data["options"]["board"]}
    data.pop("version")
    return {**older, **data}


@pytest.fixture(scope="module")
def text_1(text):
    """The same game in a version 1 file."""
    return signed(version_1(json.loads(text)))


def signed(data):
    """The file text of `data` with its checksum made right, as a careful forger would."""
    data = dict(data)
    data["checksum"] = checksum(data)
    return json.dumps(data)


def refusal(text):
    """The message import_game refuses `text` with."""
    with pytest.raises(InvalidRecord) as error:
        import_game(text)
    return str(error.value)


# --- the format ---------------------------------------------------------------------------------

def test_export_has_the_documented_fields_in_order(game, text):
    data = json.loads(text)
    assert list(data) == ["format", "version", "game", "options", "computer", "decisions", "checksum"]
    assert data["format"] == "antike-game" and data["version"] == 2 and data["game"] == "antike"
    assert data["options"] == game.options and data["options"]["seed"] == 4
    assert data["computer"] == {"persians": {"strength": "hard", "think": 3.5}}
    assert data["decisions"] == game.decisions


def test_checksum_is_sha256_of_the_canonical_json(text):
    data = json.loads(text)
    body = {key: value for key, value in data.items() if key != "checksum"}
    canonical = json.dumps(body, sort_keys=True, separators=(",", ":"))
    assert data["checksum"] == hashlib.sha256(canonical.encode("ascii")).hexdigest()


def test_export_is_pretty_with_one_decision_per_line(game, text):
    lines = text.splitlines()
    assert lines[0] == "{" and lines[-1] == "}" and text.endswith("}\n")
    assert sum(1 for line in lines if line.startswith('    {"type": ')) == len(game.decisions)
    assert text.isascii()  # non-ASCII names are escaped, so the file survives any text encoding


def test_round_trip(game, text):
    loaded = import_game(text)
    assert loaded.state == game.state and loaded.log == game.log
    assert loaded.decisions == game.decisions and loaded.computer == game.computer
    assert export_game(loaded) == text


def test_round_trip_of_a_new_game_and_of_a_finished_game():
    for game in (Match({"board": "occident", "nations": 4, "variants": ["longer"], "seed": 3}),
                 played(100_000, {"nations": 3, "seed": 1}, seed=1)):
        loaded = import_game(export_game(game))
        assert loaded.state == game.state and loaded.decisions == game.decisions
    assert loaded.state.outcome is not None


@pytest.mark.parametrize("options, date, name", [
    ({"board": "orient", "nations": 3, "names": {}}, None, "antike-orient-3-nations-decision-17.antike.json"),
    # Seating order (R-SET-1), not the order given; letters made plain; the caller's date.
    ({"board": "orient", "nations": 3, "names": {"arabs": "Jörg Weiß", "greeks": "Anna"}}, "2024-05-01",
     "antike-orient-3-nations-anna-jorg-weiss-2024-05-01-decision-17.antike.json"),
    # Nothing but safe characters reaches the name: no path, no spaces, at most 20 per part.
    ({"board": "occident", "nations": 4, "names": {"romans": "../../etc/passwd", "greeks": "李"}},
     "2024-05-01 17:30", "antike-occident-4-nations-greeks-etc-passwd-2024-05-01-17-30-decision-17.antike.json"),
    ({"board": "orient", "nations": 4, "two_player": "four_nations",
      "names": {"persians": "Team One", "phoenicians": "Team One", "greeks": "A very long name indeed, yes"}},
     7, "antike-orient-4-nations-a-very-long-name-ind-team-one-decision-17.antike.json"),
])
def test_a_save_files_name_holds_the_players_and_the_date(options, date, name):
    """Issue 20: board, nations, the players' names and the date the caller passes (the engine has
    no clock), and the decisions made; a date that is not a string is left out."""
    from antike.games.antike.game import RULES
    options = Match({**options, "seed": 1}).options
    assert RULES.file_name(options, [{"type": "done"}] * 17, date) == name


def test_bridge_export_and_import():
    reply = json.loads(handle(json.dumps({"command": "new_game", "options": OPTIONS, "computer": ["arabs"]})))
    assert reply["ok"]
    game = bridge._session["game"]
    rng = random.Random(2)
    for _ in range(30):
        game.play(choose(game.state, rng))
    view = json.loads(handle('{"command": "view"}'))
    exported = json.loads(handle('{"command": "export"}'))
    assert exported["ok"] and exported["filename"] == "antike-orient-3-nations-zoe-decision-30.antike.json"
    handle(json.dumps({"command": "new_game", "options": {"nations": 5}}))
    imported = json.loads(handle(json.dumps({"command": "import", "text": exported["text"]})))
    assert imported == view
    assert bridge._session["game"].computer == {"arabs": {"strength": "medium"}}
    assert json.loads(exported["text"])["computer"] == {"arabs": {"strength": "medium"}}


def test_bridge_export_names_the_file_with_the_date_the_page_passes():
    handle(json.dumps({"command": "new_game", "options": OPTIONS}))
    exported = json.loads(handle(json.dumps({"command": "export", "date": "2024-05-01"})))
    assert exported["filename"] == "antike-orient-3-nations-zoe-2024-05-01-decision-0.antike.json"
    refused = json.loads(handle(json.dumps({"command": "export", "date": 20240501})))
    assert not refused["ok"] and refused["error"]["code"] == "invalid_request"


# --- refusals -----------------------------------------------------------------------------------

def test_refuses_what_is_not_json_text(text):
    assert "must be text" in refusal(text.encode())
    assert "not valid JSON" in refusal("")
    assert "not valid JSON" in refusal(text[:len(text) // 2])
    assert "not valid JSON" in refusal("[" * 100_000 + "]" * 100_000)
    for value in ("[]", "1", '"antike-game"', "null"):
        assert "not an object" in refusal(value)


def test_malformed_json_is_refused_naming_its_line_and_column(text):
    """Issue 20: a person finds the place in an editor by line and column, not Python's "(char N)";
    in German too."""
    broken = text.replace('"decisions": [', '"decisions": [,', 1)
    line = broken[:broken.index("[,")].count("\n") + 1
    column = broken.index("[,") - broken.rfind("\n", 0, broken.index("[,")) + 1
    message = refusal(broken)
    assert f"line {line}, column {column}" in message and "char" not in message
    with pytest.raises(InvalidRecord) as error:
        import_game(broken)
    assert f"Zeile {line}, Spalte {column}" in error.value.message.say("de")


def test_refuses_a_file_too_large():
    assert "too large" in refusal(" " * (MAX_TEXT + 1))


@pytest.mark.parametrize("format_", ["antike-record", "chess", None, 1, ["antike-game"]])
def test_refuses_an_unknown_format(text, format_):
    data = json.loads(text)
    data["format"] = format_
    assert "not a saved Antike game" in refusal(signed(data))


def test_refuses_a_file_without_format(text):
    data = json.loads(text)
    del data["format"]
    assert "not a saved Antike game" in refusal(signed(data))


def test_a_version_1_file_loads_as_the_same_antike_game(game, text_1):
    loaded = import_game(text_1)
    assert loaded.game == "antike" and loaded.state == game.state and loaded.decisions == game.decisions
    assert loaded.computer == game.computer


def test_refuses_a_game_it_does_not_know(text):
    data = json.loads(text)
    data["game"] = "chess"
    assert refusal(signed(data)) == "The file is a game of 'chess', which this program does not know; it knows: antike, antike2, duellum, attika."


@pytest.mark.parametrize("version", [0, 3, "1", 1.0, True, None, [1]])
def test_refuses_an_unknown_version(text, version):
    data = json.loads(text)
    data["version"] = version
    assert "Unknown save file version" in refusal(signed(data))


def test_refuses_a_wrong_checksum(text):
    data = json.loads(text)
    data["options"]["seed"] = 5  # a different start: the checksum must catch it
    assert "checksum does not match" in refusal(json.dumps(data))
    data = json.loads(text)
    data["checksum"] = "0" * 64
    assert "checksum does not match" in refusal(json.dumps(data))
    flipped = text.replace('"rondel"', '"rondeL"', 1)
    assert "checksum does not match" in refusal(flipped)


@pytest.mark.parametrize("version, field", [
    (2, "game"), (2, "options"), (2, "computer"), (2, "decisions"), (2, "checksum"), (1, "board"), (1, "options")])
def test_refuses_a_missing_field(text, text_1, version, field):
    data = json.loads(text if version == 2 else text_1)
    del data[field]
    forged = signed(data) if field != "checksum" else json.dumps(data)
    assert refusal(forged) == f"The file has no '{field}'."


@pytest.mark.parametrize("field, value, kind", [
    ("game", 1, "a string"), ("options", [], "an object"),
    ("computer", "persians", "an object (or a list of nations)"),
    ("decisions", {"1": {}}, "a list"), ("checksum", 7, "a string"), ("game", None, "a string"),
    ("board", 1, "a string"), ("board", None, "a string")])
def test_refuses_a_mistyped_field(text, text_1, field, value, kind):
    data = json.loads(text_1 if field == "board" else text)
    data[field] = value
    forged = signed(data) if field != "checksum" else json.dumps(data)
    assert f"'{field}' must be {kind}" in refusal(forged)


def test_refuses_unknown_fields(text, text_1):
    data = json.loads(text)
    data["cheat"] = True
    assert "unknown field(s): \"cheat\"" in refusal(signed(data))
    data["board"] = "orient"  # a version 1 field in a version 2 file
    assert "unknown field(s): \"board, cheat\"" in refusal(signed(data))


def test_refuses_a_version_1_board_mismatch(text_1):
    data = json.loads(text_1)
    data["board"] = "occident"
    message = refusal(signed(data))
    assert "for the board 'occident'" in message and '"orient"' in message and "never loaded" in message
    data = json.loads(text_1)
    data["options"]["board"] = "occident"
    assert "for the board 'orient'" in refusal(signed(data))
    data = json.loads(text_1)
    del data["options"]["board"]
    assert "options name null" in refusal(signed(data))


@pytest.mark.parametrize("board", ["nowhere", "/etc/passwd", "../orient", ""])
def test_refuses_a_board_that_is_not_packaged(text, text_1, board):
    for data in (json.loads(text), json.loads(text_1)):
        data["options"]["board"] = board
        if "board" in data:
            data["board"] = board
        assert "Option 'board' must be one of" in refusal(signed(data))


def test_refuses_invalid_options_and_computer_players(text):
    data = json.loads(text)
    data["options"]["nations"] = 9
    assert refusal(signed(data)).startswith("The file's options are not valid: Antike is played by 3 to 6")
    data = json.loads(text)
    data["computer"] = ["romans"]
    assert "computer' names nations not in play: romans" in refusal(signed(data))
    data["computer"] = ["persians", "persians"]
    assert "names a nation twice" in refusal(signed(data))


def test_keeps_each_computer_players_strength(game, text):
    players = {"arabs": {"strength": "easy"}, "greeks": {"strength": "hard", "iterations": 50},
               "persians": {"strength": "hard", "think": 3.5}}
    data = json.loads(text)
    data["computer"] = players
    loaded = import_game(signed(data))
    assert loaded.computer == players and list(loaded.computer) == loaded.state.order
    assert json.loads(export_game(loaded))["computer"] == players
    data["computer"] = {"persians": {"strength": "hard"}}  # the default thinking time filled in
    assert import_game(signed(data)).computer == {"persians": {"strength": "hard", "think": 2.0}}


def test_reads_the_older_list_of_computer_nations_as_medium_players(game, text):
    data = json.loads(text)
    data["computer"] = ["persians", "arabs"]
    loaded = import_game(signed(data))
    assert loaded.computer == {"arabs": {"strength": "medium"}, "persians": {"strength": "medium"}}
    assert loaded.state == game.state
    assert json.loads(export_game(loaded))["computer"] == loaded.computer  # written in the newer form


@pytest.mark.parametrize("players, words", [
    ({"persians": {"strength": "expert"}}, "needs a 'strength'"),
    ({"persians": {"strength": "medium", "think": 2}}, "only a hard player"),
    ({"persians": {"strength": "hard", "think": 1e9}}, "'think' of persians must be"),
    ({"persians": {"strength": "hard", "iterations": -1}}, "'iterations' of persians must be"),
    ({"romans": {"strength": "easy"}}, "not in play: romans"),
    ({"persians": "hard"}, "needs settings")])
def test_refuses_invalid_computer_settings(text, players, words):
    data = json.loads(text)
    data["computer"] = players
    message = refusal(signed(data))
    assert message.startswith("The file's options are not valid") and words in message


def test_refuses_too_many_decisions(text):
    data = json.loads(text)
    data["decisions"] = [{"type": "done"}] * (MAX_DECISIONS + 1)
    assert f"at most {MAX_DECISIONS}" in refusal(signed(data))


def test_refuses_deep_nesting(text):
    data = json.loads(text)
    data["decisions"][0]["payment"] = {"gold": [[[[[[[1]]]]]]]}
    assert "nested more than 8 levels" in refusal(signed(data))


def test_names_the_illegal_decision_with_the_engine_reason(game, text):
    data = json.loads(text)
    bad = {"type": "move", "unit": "legion", "from": "athen", "to": "sparta", "actions": 1}
    data["decisions"][16] = bad
    before = Match(game.options, game.computer)
    for decision in game.decisions[:16]:
        before.play(decision)
    with pytest.raises(IllegalDecision) as reason:
        apply(before.state, bad)
    message = refusal(signed(data))
    assert message.startswith('Decision 17 ({"type": "move", "unit": "legion", "from": "athen", ')
    assert message.endswith(f") is not allowed: {reason.value}")


def test_names_a_malformed_decision(text):
    data = json.loads(text)
    data["decisions"][2] = {"type": "rondel", "field": "olympus"}
    message = refusal(signed(data))
    assert message.startswith('Decision 3 ({"type": "rondel", "field": "olympus"}) is malformed: ')
    assert "olympus" in message.split("malformed: ", 1)[1]


def test_names_a_decision_after_the_end():
    game = played(100_000, {"nations": 3, "seed": 1}, seed=1)
    data = json.loads(export_game(game))
    data["decisions"].append({"type": "done"})
    assert refusal(signed(data)).startswith(f'Decision {len(game.decisions) + 1} ({{"type": "done"}}) '
                                            "is not allowed: ")


# --- a refused import changes nothing -----------------------------------------------------------

def snapshot():
    return tuple(handle(json.dumps({"command": c})) for c in ("view", "save", "export", "undo_info"))


def test_refused_imports_leave_the_game_in_play(text):
    handle(json.dumps({"command": "new_game", "options": {"nations": 4, "seed": 2}}))
    game = bridge._session["game"]
    rng = random.Random(3)
    for _ in range(25):
        game.play(choose(game.state, rng))
    before = snapshot()
    data = json.loads(text)
    data["decisions"][5] = {"type": "end_movement"}
    for bad in ["", "{", "[]", text[:-30], text.replace('"orient"', '"occident"', 1), signed(data), 5, None]:
        reply = json.loads(handle(json.dumps({"command": "import", "text": bad})))
        assert reply["ok"] is False and reply["error"]["code"] == "invalid_record", reply
        assert snapshot() == before
        assert bridge._session["game"] is game
    reply = json.loads(handle('{"command": "import"}'))
    assert reply["error"]["code"] == "invalid_record" and snapshot() == before


def test_export_without_a_game():
    bridge._session["game"] = None
    reply = json.loads(handle('{"command": "export"}'))
    assert reply["error"]["code"] == "no_game"


@pytest.fixture(autouse=True)
def keep_session():
    """The bridge's game in play is restored after each test."""
    saved = bridge._session["game"]
    yield
    bridge._session["game"] = saved
