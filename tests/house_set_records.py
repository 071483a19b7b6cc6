"""Helpers for the tests of games saved with an earlier version of a game's house set, or before the
option `house_set` (Attika's and Duellum's house set versions: tests/attika/test_attika_records.py,
tests/duellum/test_duellum_house_set_records.py): the old save file replayed as a save file, saved again, and
as the page's record; an unknown version refused."""

import hashlib
import json

import pytest

from antike import InvalidRecord, Match
from antike.core.match import FORMAT, FORMAT_VERSION
from antike.core.savefile import checksum, export_game, import_game


def digest_without_options(state):
    """sha256 of the state's canonical JSON, its options left out (they now name the house set)."""
    data = state.to_json()
    del data["options"]
    canonical = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def as_saved(path):
    """The game of the save file at `path` imported; and the same game saved again and imported. Saved
    again, a file that names no house set names version 1, and one that names its version is unchanged."""
    text = path.read_text(encoding="utf-8")
    named = "house_set" in json.loads(text)["options"]
    game = import_game(text)
    again = export_game(game)
    if named:
        assert again == text
    else:
        assert '"house_set": 1' in again
    return game, import_game(again)


def as_record(path):
    """The game of the save file at `path` loaded as the page's record (its options as saved)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    return Match.from_json({"format": FORMAT, "version": FORMAT_VERSION, "game": data["game"],
                            "options": data["options"], "computer": data["computer"],
                            "decisions": data["decisions"]})


def check_unknown_house_set_refused(path, known="1, 2", value=3):
    """The save file at `path`, made to name house set `value`, is refused by name."""
    data = json.loads(path.read_text(encoding="utf-8"))
    data["options"]["house_set"] = value
    data["checksum"] = checksum(data)
    with pytest.raises(InvalidRecord, match=f"'house_set' must be a version of the house set among {known}, "
                                            f"not {value}"):
        import_game(json.dumps(data))
