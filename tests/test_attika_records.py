"""Attika's saved games across the house set's versions (AT-SET-8's Decision): a game saved before
the option `house_set` (tests/records/attika-2-house-set-1.antike.json: the 2-player golden game of
seed 5 as the first house set dealt it, 4 and 5 cards, exported before the change) still loads and
replays exactly as it was dealt, as a save file and as the page's record; new games record the
current version."""

import hashlib
import json
from pathlib import Path

import pytest

from antike import InvalidRecord, Match
from antike.core.match import FORMAT, FORMAT_VERSION
from antike.core.savefile import checksum, export_game, import_game

SAVED = Path(__file__).parent / "records" / "attika-2-house-set-1.antike.json"
# The final state of that game, its options left out (they now name the house set): sha256 of the
# canonical JSON, as the code before the change computed it.
FINAL_DIGEST = "b0e96e838931e0b307c64a541f75929e0b3c6d926bd663d2f99e0e5ed4947911"
OUTCOME = {"winners": ["sparta"], "reason": "all_built", "on_map": {"sparta": 30, "athens": 27}}


def digest_without_options(state):
    data = state.to_json()
    del data["options"]
    canonical = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def check_as_dealt(game):
    assert game.options["house_set"] == 1
    start = game.state_at(0)
    assert start.order == ["sparta", "athens"] and [start.hand_size(seat) for seat in start.order] == [4, 5]
    assert len(game.decisions) == 208 and game.state.outcome == OUTCOME
    assert digest_without_options(game.state) == FINAL_DIGEST


def test_a_save_file_from_before_the_house_set_versions_replays_as_dealt():
    text = SAVED.read_text(encoding="utf-8")
    assert "house_set" not in json.loads(text)["options"]
    game = import_game(text)
    check_as_dealt(game)
    again = import_game(export_game(game))  # saved again, it names its version
    assert '"house_set": 1' in export_game(game)
    check_as_dealt(again)


def test_a_record_from_before_the_house_set_versions_replays_as_dealt():
    data = json.loads(SAVED.read_text(encoding="utf-8"))
    record = {"format": FORMAT, "version": FORMAT_VERSION, "game": "attika", "options": data["options"],
              "computer": data["computer"], "decisions": data["decisions"]}
    check_as_dealt(Match.from_json(record))


def test_new_games_record_the_current_house_set():
    game = Match({"players": 2, "seed": 5}, game="attika")
    assert game.options["house_set"] == 2
    assert [game.state.hand_size(seat) for seat in game.state.order] == [4, 6]
    replayed = Match.from_json(game.to_json())
    assert replayed.options == game.options and replayed.state.to_json() == game.state.to_json()


def test_a_saved_game_naming_an_unknown_house_set_is_refused_by_name():
    data = json.loads(SAVED.read_text(encoding="utf-8"))
    data["options"]["house_set"] = 3
    data["checksum"] = checksum(data)
    with pytest.raises(InvalidRecord, match="'house_set' must be a version of the house set among 1, 2, not 3"):
        import_game(json.dumps(data))
