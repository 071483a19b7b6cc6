"""Issue 42, item 0: the safety net of the engine's restructuring. Every record version of every game
(tests/fixtures/records/, its README says what each file is and how it was made) opens through the
page's door (the bridge's import, load and open_link) and the library's as it did when the fixtures
were made (expected.json: the game, options, decisions, the seat to decide, digests of the views in
English and German, of the summary, the record and the legal decisions), then plays on with seeded
legal decisions, undoes, and travels again as a save file, a record and, where the game may, a link."""

import json
import random

import pytest

from antike.core.errors import InvalidRecord
from antike.core.link import decode_link, linkable
from antike.core.match import Match
from antike.core.savefile import import_game
from antike.games.antike_common.board import PACKAGED_BOARDS
from record_fixtures import FOLDER, ask, expected, facts, fixture_names, library_match, opening

NAMES = fixture_names()
EXPECTED = expected()
OPENED = [name for name in NAMES if "refusal" not in EXPECTED[name]]
REFUSED = [name for name in NAMES if "refusal" in EXPECTED[name]]
PLAY_ON = 12  # decisions played after opening a fixture
MATCH_ID = "fixture-match"


def test_every_fixture_has_its_stored_reading_and_every_reading_its_fixture():
    assert sorted(EXPECTED) == NAMES


def test_the_fixtures_hold_every_game_and_every_record_form():
    games = {EXPECTED[name]["game"] for name in OPENED}
    doors = {(EXPECTED[name]["game"], EXPECTED[name]["door"]) for name in OPENED}
    assert games == {"antike", "antike2", "duellum", "attika"}
    assert {("antike", "open_link"), ("antike2", "open_link")} < doors
    assert all((game, door) in doors for game in games for door in ("import", "load"))
    for game in ("antike", "antike2"):
        assert {EXPECTED[name]["options"]["board"] for name in OPENED if EXPECTED[name]["game"] == game} == {
            *PACKAGED_BOARDS}
    assert {EXPECTED[name]["options"]["board"] for name in OPENED if EXPECTED[name]["game"] == "duellum"} == {
        "west", "east"}
    for game in ("duellum", "attika"):
        assert {EXPECTED[name]["options"].get("house_set") for name in OPENED if EXPECTED[name]["game"] == game} >= {1, 2}


@pytest.mark.parametrize("name", NAMES)
def test_a_fixture_opens_as_it_did(name):
    assert facts(name) == EXPECTED[name]


@pytest.mark.parametrize("name", REFUSED)
def test_a_refused_fixture_is_refused_by_the_library_in_the_same_words(name):
    with pytest.raises(InvalidRecord) as refused:
        library_match(name)
    for language, said in EXPECTED[name]["refusal"].items():
        assert refused.value.message.say(language) == said["message"]


def _same_game(record, other):
    # A save file keeps no turn confirmation: the rest of the record must be the same.
    fields = ("game", "options", "computer", "decisions")
    return {field: record[field] for field in fields} == {field: other[field] for field in fields}


def _play_on(name, match, reply):
    # Seeded legal decisions through the bridge and the library side by side, an undo among them.
    rules, rng, undone = match.rules, random.Random(name), False
    for _ in range(PLAY_ON):
        if rules.to_decide(match.state) is None:
            break
        if match.unconfirmed is not None:
            match.end_turn()
            reply = ask({"command": "end_turn"})
        decision = rng.choice(rules.legal_decisions(match.state))
        match.play(decision)
        reply = ask({"command": "apply", "decision": decision})
        assert reply["ok"], reply
        assert reply["record"] == match.to_json()
        if not undone and reply["can_undo"] and len(match.decisions) > 1:
            before = len(match.decisions)
            reply = ask({"command": "undo"})
            assert reply["ok"], reply
            match.undo(before - len(reply["record"]["decisions"]))
            assert reply["record"] == match.to_json()
            undone = True
    if not undone:  # no person could undo on the way (computer seats): the library undoes, the page reloads
        match.undo(1)
        reply = ask({"command": "load", "record": match.to_json()})
        assert reply["ok"], reply
    return reply


@pytest.mark.parametrize("name", OPENED)
def test_a_fixture_plays_on_undoes_and_travels_again(name):
    reply = ask(opening(name))
    match = library_match(name)
    assert reply["record"] == match.to_json()
    if match.rules.to_decide(match.state) is None:  # a finished game: back one decision, then on
        match.undo(1)
        reply = ask({"command": "load", "record": match.to_json()})
    reply = _play_on(name, match, reply)
    record = reply["record"]
    assert record == match.to_json() and Match.from_json(record).to_json() == record

    saved = ask({"command": "save"})["record"]
    assert ask({"command": "load", "record": saved})["record"] == record
    text = ask({"command": "export", "date": "2026-11-29"})["text"]
    assert _same_game(ask({"command": "import", "text": text})["record"], record)
    assert _same_game(import_game(text).to_json(), record)
    if linkable(match.game):
        ask({"command": "load", "record": record})
        link = ask({"command": "link", "match_id": MATCH_ID})["text"]
        earlier = {**record, "decisions": record["decisions"][:-1]}
        opened = ask({"command": "open_link", "text": link, "saved": {"match_id": MATCH_ID, "record": earlier}})
        assert opened["comparison"]["relation"] == "newer"
        assert _same_game(opened["record"], record)
        assert _same_game(decode_link(link).to_json(), record)


BACKUP = "main-backup-four-games.backup.json"
BACKUP_GAMES = ("main-antike-orient-3-twelve", "main-antike2-orient-3-names", "main-duellum-east-house-set-3",
                "main-attika-4")


def test_the_backup_fixture_restores_every_game_as_its_save_file_and_is_written_again_the_same():
    text = (FOLDER / BACKUP).read_text(encoding="utf-8")
    reply = ask({"command": "check_backup", "text": text})
    assert reply["ok"] and reply["damaged"] == [], reply
    assert [game["game"] for game in reply["games"]] == ["antike", "antike2", "duellum", "attika"]
    for game, stem in zip(reply["games"], BACKUP_GAMES):
        assert game["record"] == library_match(f"{stem}.antike.json").to_json()
        assert game["summary"]["savedAt"] == game["saved_at"]
    again = ask({"command": "backup", "games": reply["games"]})
    assert again["text"] == text
