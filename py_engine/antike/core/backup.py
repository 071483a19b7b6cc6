"""Backup files (`.antike-backup.json`): every game a browser keeps, in one file that a person keeps
elsewhere, and the rule by which a restored game joins the games already kept.

A backup is JSON: {"format": "antike-backup", "version": 1, "games": [entry, ...]}, each entry
{"id": the page's id of the game, "saved_at": when it was last saved (milliseconds since 1970),
"exported": whether it was ever exported, "summary": the page's stored summary (an object, kept as it
is), "file": the text of the game's save file (core/savefile.py)}. Each game is its own save file, with
its own checksum, so that a damaged game is found and named while the others are restored; and a save
file of today's format is what every later version of the program reads. See docs/engine-api.md,
"Backup files".
"""

import json

from .errors import AntikeError, InvalidRecord, InvalidRequest
from .link import MATCH_ID, compare
from .match import Match, brief
from .savefile import export_game, import_game, parse_object

FORMAT = "antike-backup"
VERSION = 1
MAX_GAMES = 1000
# The page's summary of a game is 6 levels below the file (games > entry > summary > words > language >
# seats > seat); hostile nesting deeper than that is refused before anything recurses into it.
MAX_DEPTH = 12
ENTRY_FIELDS = {"id": str, "saved_at": (int, float), "exported": bool, "summary": dict, "file": str}
# What the page keeps of a game, whatever the merge: the stored copy, the imported one, or both.
KEEP = {"same": "stored", "older": "stored", "newer": "imported", "diverged": "both"}


def export_backup(games):
    """The text of a backup of `games`, each {"id", "saved_at", "exported", "summary", "record"} as the
    page keeps it, and the games whose record cannot be read ({"id", "error"}), left out of the file."""
    entries, damaged = [], []
    for game in games:
        try:
            entry = {field: game.get(field) if isinstance(game, dict) else None for field in ENTRY_FIELDS
                     if field != "file"}
            _check_entry({**entry, "file": ""})
            entry["file"] = export_game(Match.from_json(game["record"]))
        except AntikeError as error:
            damaged.append({"id": game.get("id") if isinstance(game, dict) else None, "error": error.message})
            continue
        entries.append(entry)
    text = json.dumps({"format": FORMAT, "version": VERSION, "games": entries}, indent=1, ensure_ascii=False)
    return text + "\n", damaged


def read_backup(text):
    """The games of a backup's text: (games, damaged). Each game is {"id", "saved_at", "exported",
    "summary", "match"} with the match replayed by the save file's own import; each damaged one is
    {"number": its place in the file from 1, "id" (None when it has no sound one), "error": a Message}.
    Raise InvalidRecord, naming the problem, when the text is no backup this program reads."""
    data = _parse(text)
    games, damaged = [], []
    for number, entry in enumerate(data["games"], 1):
        try:
            _check_entry(entry)
            match = import_game(entry["file"])
        except AntikeError as error:
            damaged.append({"number": number, "id": _sound_id(entry), "error": error.message})
            continue
        games.append({**{field: entry[field] for field in ENTRY_FIELDS if field != "file"}, "match": match})
    return games, damaged


def merge(stored, imported):
    """What to keep of a game stored in the browser and the same game from a backup (records as
    `Match.to_json()` gives them): {"keep": "stored" | "imported" | "both", "relation", "common",
    "stored", "imported"}. The longer is kept when one continues the other (the stored one when they
    are the same); when they differ, both are kept, and the page marks the imported one "from the
    backup". Raise InvalidRequest unless both are records (options and decisions)."""
    for record in (stored, imported):
        if (not isinstance(record, dict) or not isinstance(record.get("options"), dict)
                or not isinstance(record.get("decisions"), list)):
            raise InvalidRequest("bridge.merge")
    comparison = compare("game", stored, "game", imported)
    return {"keep": KEEP[comparison["relation"]], "relation": comparison["relation"],
            "common": comparison["common"], "stored": comparison["saved"], "imported": comparison["link"]}


def _parse(text):
    data = parse_object(text, "backup", MAX_DEPTH)
    if data.get("format") == "antike-game":  # a person's single save file, opened at the wrong door
        raise InvalidRecord("backup.save_file")
    if data.get("format") != FORMAT:
        raise InvalidRecord("backup.format", value=brief(data.get("format")), format=FORMAT)
    version = data.get("version")
    if type(version) is not int or version != VERSION:  # true == 1 in Python
        raise InvalidRecord("backup.version", value=brief(version), version=VERSION)
    if not isinstance(data.get("games"), list):
        raise InvalidRecord("backup.games")
    if len(data["games"]) > MAX_GAMES:
        raise InvalidRecord("backup.count", count=len(data["games"]), high=MAX_GAMES)
    unknown = sorted(set(data) - {"format", "version", "games"})
    if unknown:
        raise InvalidRecord("backup.unknown", value=brief(", ".join(unknown)))
    return data


def _sound_id(entry):
    # A damaged game is named by its id only when the id is one the page could have written.
    entry_id = entry.get("id") if isinstance(entry, dict) else None
    return entry_id if isinstance(entry_id, str) and MATCH_ID.fullmatch(entry_id) else None


def _check_entry(entry):
    if not isinstance(entry, dict):
        raise InvalidRecord("backup.entry")
    for field, kind in ENTRY_FIELDS.items():
        value = entry.get(field)
        if not isinstance(value, kind) or (field != "exported" and isinstance(value, bool)):
            raise InvalidRecord("backup.field", name=field, value=brief(value))
    if not MATCH_ID.fullmatch(entry["id"]):
        raise InvalidRecord("backup.field", name="id", value=brief(entry["id"]))
    unknown = sorted(set(entry) - set(ENTRY_FIELDS))
    if unknown:
        raise InvalidRecord("backup.entry_unknown", value=brief(", ".join(unknown)))
