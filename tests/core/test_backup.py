"""Issue 46, item 5: every saved game in one backup file, checked game by game by the engine's own save
file import, refused as a whole (in English and German, changing nothing) when it is no backup, and the
rule by which a restored game joins the one already kept."""

import json

import pytest

from antike.core import bridge
from antike.core.backup import MAX_GAMES, merge
from antike.core.match import Match
from antike.core.savefile import MAX_TEXT, export_game

NEW_GAMES = {"antike": {"nations": 3, "seed": 4}, "antike2": {"nations": 3, "seed": 4},
             "duellum": {"board": "west", "seed": 4}, "attika": {"players": 2, "seed": 4}}


def ask(request):
    return json.loads(bridge.handle(json.dumps(request)))


def played(game, count):
    """A game with its first `count` legal decisions (always the first offered)."""
    match = Match(NEW_GAMES[game], (), game)
    for _ in range(count):
        match.play(match.rules.legal_decisions(match.state)[0])
    return match


def kept(number, match, exported=False):
    """A game as the page keeps it and hands it to the bridge's `backup`."""
    game_id = f"game-test-{number}"
    return {"id": game_id, "saved_at": 1_795_000_000_000 + number, "exported": exported,
            "summary": {"id": game_id, "savedAt": 1_795_000_000_000 + number, "decisions": len(match.decisions)},
            "record": match.to_json()}


@pytest.fixture(scope="module")
def four_games():
    return [kept(number, played(game, 10 + number)) for number, game in enumerate(NEW_GAMES)]


def backup_text(games):
    reply = ask({"command": "backup", "games": games, "date": "2026-11-29"})
    assert reply["ok"], reply
    return reply["text"]


def test_a_backup_holds_every_game_as_a_save_file_and_restores_each(four_games):
    reply = ask({"command": "backup", "games": four_games, "date": "2026-11-29"})
    assert (reply["filename"], reply["games"], reply["damaged"]) == ("antike-backup-2026-11-29.json", 4, [])
    data = json.loads(reply["text"])
    assert (data["format"], data["version"], len(data["games"])) == ("antike-backup", 1, 4)
    for entry, game in zip(data["games"], four_games):
        assert entry["file"] == export_game(Match.from_json(game["record"]))
    checked = ask({"command": "check_backup", "text": reply["text"]})
    assert checked["damaged"] == []
    for restored, game in zip(checked["games"], four_games):
        assert {field: restored[field] for field in ("id", "saved_at", "exported", "summary", "record")} == {
            field: game[field] for field in ("id", "saved_at", "exported", "summary", "record")}
        assert restored["decisions"] == len(game["record"]["decisions"])
        assert set(restored["words"]) == {"en", "de"}


def test_checking_a_backup_changes_nothing_in_play(four_games):
    ask({"command": "new_game", "game": "attika", "options": NEW_GAMES["attika"]})
    before = ask({"command": "view"})
    assert ask({"command": "check_backup", "text": backup_text(four_games)})["ok"]
    assert ask({"command": "check_backup", "text": "no backup"})["ok"] is False
    assert ask({"command": "view"}) == before


def _damaged_backup(four_games):
    data = json.loads(backup_text(four_games))
    data["games"][1]["file"] = data["games"][1]["file"].replace('"seed": 4', '"seed": 5')  # checksum fails
    data["games"][2]["id"] = "not an id!"
    data["games"].append("a game")
    return json.dumps(data)


@pytest.mark.parametrize("language, words", [
    ("en", ("The file's checksum does not match", "has no valid 'id'", "is not an object")),
    ("de", ("Die Prüfsumme der Datei passt nicht", "fehlt ein gültiges 'id'", "ist kein Objekt"))])
def test_a_damaged_game_inside_does_not_stop_the_others_and_is_named(four_games, language, words):
    reply = ask({"command": "check_backup", "text": _damaged_backup(four_games), "language": language})
    assert [game["id"] for game in reply["games"]] == ["game-test-0", "game-test-3"]
    assert [(entry["number"], entry["id"]) for entry in reply["damaged"]] == [
        (2, "game-test-1"), (3, None), (5, None)]
    assert [entry["error"]["key"] for entry in reply["damaged"]] == ["file.checksum", "backup.field", "backup.entry"]
    for entry, said in zip(reply["damaged"], words):
        assert said in entry["message"]


def test_a_game_whose_record_cannot_be_read_is_left_out_of_the_backup_and_named(four_games):
    broken = {**four_games[0], "id": "game-broken", "record": {**four_games[0]["record"], "decisions": [["no"]]}}
    reply = ask({"command": "backup", "games": [broken, four_games[1]], "language": "de"})
    assert reply["games"] == 1 and [entry["id"] for entry in reply["damaged"]] == ["game-broken"]
    assert "Entscheidung 1" in reply["damaged"][0]["message"]
    assert [entry["id"] for entry in json.loads(reply["text"])["games"]] == ["game-test-1"]


def _save_file():
    return export_game(played("antike", 3))


# Each wrong file, the key of its refusal, and a piece of its words in English and German.
WRONG_FILES = {
    "not_json": ("{ no json", "backup.json.at", "is not a backup: it is not valid JSON", "ist keine Sicherung"),
    "not_an_object": ("[1, 2]", "backup.object", "its JSON is not an object", "ihr JSON ist kein Objekt"),
    "a_save_file": (_save_file(), "backup.save_file", "the save file of one game", "Spieldatei eines einzelnen"),
    "foreign_format": ('{"format": "zip", "version": 1, "games": []}', "backup.format",
                       'not a backup of saved games (format "zip"', "keine Sicherung gespeicherter Spiele"),
    "unknown_version": ('{"format": "antike-backup", "version": 2, "games": []}', "backup.version",
                        "Unknown backup version 2; this program reads version 1",
                        "Unbekannte Version der Sicherung 2"),
    "version_true": ('{"format": "antike-backup", "version": true, "games": []}', "backup.version",
                     "Unknown backup version true", "Unbekannte Version der Sicherung true"),
    "no_games": ('{"format": "antike-backup", "version": 1}', "backup.games", "no list of 'games'",
                 "fehlt die Liste der Spiele"),
    "unknown_field": ('{"format": "antike-backup", "version": 1, "games": [], "extra": 1}', "backup.unknown",
                      'unknown field(s): "extra"', 'unbekannte Felder: "extra"'),
    "too_many_games": (json.dumps({"format": "antike-backup", "version": 1, "games": [{}] * (MAX_GAMES + 1)}),
                       "backup.count", f"holds {MAX_GAMES + 1} games", f"enthält {MAX_GAMES + 1} Spiele"),
    "too_deep": ('{"format": "antike-backup", "version": 1, "games": ' + "[" * 12 + "]" * 12 + "}", "backup.depth",
                 "nested more than 12 levels", "tiefer als 12 Ebenen"),
    "too_large": (" " * (MAX_TEXT + 1), "backup.size", f"too large ({MAX_TEXT + 1} characters",
                  f"zu groß ({MAX_TEXT + 1} Zeichen"),
}


@pytest.mark.parametrize("case", sorted(WRONG_FILES))
def test_a_wrong_file_is_refused_in_english_and_german_and_changes_nothing(case):
    text, key, english, german = WRONG_FILES[case]
    ask({"command": "new_game", "game": "duellum", "options": NEW_GAMES["duellum"]})
    before = ask({"command": "view"})
    for language, said in (("en", english), ("de", german)):
        reply = ask({"command": "check_backup", "text": text, "language": language})
        assert reply["ok"] is False and reply["error"]["code"] == "invalid_record"
        assert reply["error"]["key"] == key
        assert said in reply["error"]["message"], reply["error"]["message"]
    assert ask({"command": "view"}) == before


def test_a_request_without_the_backup_text_or_the_games_is_refused_in_both_languages():
    for request, english, german in (({"command": "check_backup"}, "needs the backup's 'text'",
                                      "braucht den Text der Sicherung"),
                                     ({"command": "backup", "games": {}}, "needs the saved 'games'",
                                      "braucht die gespeicherten Spiele")):
        for language, said in (("en", english), ("de", german)):
            reply = ask({**request, "language": language})
            assert reply["ok"] is False and said in reply["error"]["message"]


def test_merge_keeps_the_longer_when_one_continues_the_other():
    shorter, longer = played("antike2", 5).to_json(), played("antike2", 9).to_json()
    assert merge(shorter, longer) == {"keep": "imported", "relation": "newer", "common": 5, "stored": 5,
                                      "imported": 9}
    assert merge(longer, shorter)["keep"] == "stored"
    assert merge(longer, longer)["keep"] == "stored"


def test_merge_keeps_both_when_they_differ():
    match = played("duellum", 6)
    other = Match(NEW_GAMES["duellum"], (), "duellum")
    for decision in match.decisions[:4]:
        other.play(decision)
    other.play(other.rules.legal_decisions(other.state)[-1])
    assert other.decisions != match.decisions[:5]
    assert merge(match.to_json(), other.to_json()) == {"keep": "both", "relation": "diverged", "common": 4,
                                                       "stored": 6, "imported": 5}
    reseeded = Match({**NEW_GAMES["duellum"], "seed": 9}, (), "duellum").to_json()
    assert merge(match.to_json(), reseeded)["keep"] == "both"


def test_merge_through_the_bridge_and_its_refusal():
    stored, imported = played("attika", 3).to_json(), played("attika", 7).to_json()
    assert ask({"command": "merge", "stored": stored, "imported": imported})["keep"] == "imported"
    for language, said in (("en", "needs the 'stored' and the 'imported' record"),
                           ("de", "braucht den gespeicherten ('stored')")):
        reply = ask({"command": "merge", "stored": stored, "imported": [], "language": language})
        assert reply["ok"] is False and reply["error"]["code"] == "invalid_request"
        assert said in reply["error"]["message"]
