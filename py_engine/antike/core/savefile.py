"""Save files (`.antike.json`): a whole game of any game of the family as text that a person keeps,
and loading it back safely.

A file holds the format and version, the game's id, the options (seed included), the computer
players with their settings (strength, a hard player's thinking time) and every decision, plus a
checksum:
the sha256 of the canonical JSON of everything else (keys sorted, no spaces, ASCII with \\u escapes).
The checksum catches a file damaged in transit or edited by hand; loading also replays every
decision, so a file that passes it still cannot put the game in a state the rules do not allow.
Version 1 files, written before the family, name a board instead of a game: they are the default
game's (registry.DEFAULT_GAME), and still load. See docs/engine-api.md, "Save files".
"""

import hashlib
import json

from .errors import AntikeError, InvalidRecord
from .match import FORMAT as RECORD_FORMAT, Match, brief
from .registry import DEFAULT_GAME, game_ids, rules_of

FORMAT = "antike-game"
VERSION = 2
MAX_TEXT = 20_000_000  # characters; 100,000 decisions take about 7 MB
MAX_DECISIONS = 100_000
# The deepest real file is 4 levels (file > decisions > decision > payment); refusing deeper data
# early keeps hostile nesting away from code that recurses.
MAX_DEPTH = 8
# `computer` is an object {seat: settings}; files written before the strengths were kept hold a
# list of seats, read as medium players. Both forms are version 1: the object form only adds the
# strengths, and an older program meeting it refuses the file by name ("'computer' must be a list")
# rather than misreading it, so a new version number would buy nothing.
COMPUTER_FORMS = (dict, list)
FIELDS = {"format": str, "version": int, "game": str, "options": dict, "computer": COMPUTER_FORMS,
          "decisions": list, "checksum": str}
# Version 1 (the default game only) had the board where version 2 has the game.
FIELDS_BY_VERSION = {1: {("board" if name == "game" else name): kind for name, kind in FIELDS.items()},
                     2: FIELDS}
# How a message names each field's type (messages.MESSAGE_TERMS "expected.*").
TYPE_NAMES = {str: "string", int: "number", dict: "object", list: "list", COMPUTER_FORMS: "computer"}


def checksum(data):
    """The sha256 hex digest of the canonical JSON of `data` without its 'checksum' field."""
    body = {key: value for key, value in data.items() if key != "checksum"}
    canonical = json.dumps(body, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode("ascii")).hexdigest()


def export_game(game):
    """The text of a save file for `game`: pretty JSON with one decision per line."""
    data = {"format": FORMAT, "version": VERSION, "game": game.game, "options": game.options,
            "computer": game.computer_json(), "decisions": list(game.decisions)}
    data["checksum"] = checksum(data)
    lines = ["{"]
    for key, value in data.items():
        if key == "decisions" and value:
            lines.append('  "decisions": [')
            lines.append(",\n".join("    " + json.dumps(d) for d in value))
            lines.append("  ],")
        else:
            lines.append(f"  {json.dumps(key)}: {json.dumps(value)},")
    lines[-1] = lines[-1].rstrip(",")
    lines.append("}")
    return "\n".join(lines) + "\n"


def file_name(match, date=None):
    """A file name for the export of `match`, as its game names it, with the caller's `date` (the
    engine has no clock: a replay must give the same name)."""
    return match.rules.file_name(match.options, match.decisions, date)


def import_game(text):
    """The game a save file's text describes, replayed; raise InvalidRecord naming the first problem.

    The page's own record of a game (`antike-record`, as the browser keeps it) is read too: a page whose
    engine cannot start still hands a person their game as that record, to open where it starts. It
    has no checksum; its every decision is replayed and checked like a file's."""
    data = parse_object(text)
    # A record has no checksum: a file with one is a save file, whatever its format says.
    if data.get("format") == RECORD_FORMAT and "checksum" not in data:
        if isinstance(data.get("decisions"), list) and len(data["decisions"]) > MAX_DECISIONS:
            raise InvalidRecord("file.decisions", count=len(data["decisions"]), high=MAX_DECISIONS)
        return Match.from_json(data)
    _check_fields(data)
    if data["checksum"] != checksum(data):
        raise InvalidRecord("file.checksum")
    game = _game_of(data)
    if len(data["decisions"]) > MAX_DECISIONS:
        raise InvalidRecord("file.decisions", count=len(data["decisions"]), high=MAX_DECISIONS)
    return Match.replayed(data["options"], data["computer"], data["decisions"], "file", game)


def _game_of(data):
    if data["version"] > 1:
        try:
            rules_of(data["game"])
        except AntikeError:
            raise InvalidRecord("file.game", value=data["game"][:40], known=game_ids()) from None
        return data["game"]
    # Version 1: a game of the default game on the board the file names, which its options must name too (the
    # options themselves, the board's id among them, are checked when the game is replayed).
    board = data["board"]
    if data["options"].get("board") != board:
        raise InvalidRecord("file.board", board_id=board, value=brief(data["options"].get("board")))
    return DEFAULT_GAME


def parse_object(text, kind="file", depth=MAX_DEPTH):
    """The JSON object of a file's text (`kind` "file": a save file, "backup": a backup), refused with
    InvalidRecord ("<kind>.text", ".size", ".json", ".json.at", ".object", ".depth") unless it is text
    of at most MAX_TEXT characters holding a JSON object at most `depth` levels deep."""
    if not isinstance(text, str):
        raise InvalidRecord(f"{kind}.text")
    if len(text) > MAX_TEXT:
        raise InvalidRecord(f"{kind}.size", size=len(text), high=MAX_TEXT)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        # Where a person can find it in an editor, not Python's character offset ("char 1196").
        raise InvalidRecord(f"{kind}.json.at", detail=error.msg, line=error.lineno, column=error.colno) from None
    except (ValueError, RecursionError) as error:
        raise InvalidRecord(f"{kind}.json", detail=str(error)) from None
    if not isinstance(data, dict):
        raise InvalidRecord(f"{kind}.object")
    if _depth(data, depth) > depth:
        raise InvalidRecord(f"{kind}.depth", high=depth)
    return data


def _check_fields(data):
    if data.get("format") != FORMAT:
        raise InvalidRecord("file.format", value=brief(data.get("format")), format=FORMAT)
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version not in FIELDS_BY_VERSION:
        raise InvalidRecord("file.version", value=brief(version), version=VERSION)
    fields = FIELDS_BY_VERSION[version]
    for field, kind in fields.items():
        if field not in data:
            raise InvalidRecord("file.missing", name=field)
        if not isinstance(data[field], kind):
            raise InvalidRecord("file.type", name=field, expected=TYPE_NAMES[kind], value=brief(data[field]),
                                game=data.get("game", DEFAULT_GAME))
    unknown = sorted(set(data) - set(fields))
    if unknown:
        raise InvalidRecord("file.unknown", value=brief(", ".join(unknown)))


def _depth(data, limit=MAX_DEPTH):
    # Iterative, so that measuring deep data cannot itself overflow the stack.
    deepest, stack = 0, [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, (dict, list)):
            deepest = max(deepest, depth)
            if depth > limit:
                break
            children = value.values() if isinstance(value, dict) else value
            stack.extend((child, depth + 1) for child in children)
    return deepest
