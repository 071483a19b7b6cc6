"""The record fixtures (tests/fixtures/records/): save files, page records and links of every record
version of every game, and what the engine reads in each (expected.json beside them).

Shared by tests/core/test_record_fixtures.py and the tool that writes the fixtures
(tools/make_record_fixtures.py): both read a fixture through the bridge's door for its kind and sum up
the game it gives in the same facts, so that the test compares today's reading with the stored one.
"""

import hashlib
import json
from pathlib import Path

from antike.core import bridge
from antike.core.link import decode_link
from antike.core.match import Match
from antike.core.savefile import import_game

FOLDER = Path(__file__).resolve().parent / "fixtures" / "records"
EXPECTED = FOLDER / "expected.json"
LANGUAGES = ("en", "de")
# A fixture's kind by its file name's ending: the bridge command that opens it and the library's door.
KINDS = {".antike.json": "import", ".record.json": "load", ".link.txt": "open_link"}


def fixture_names():
    """The file names of every fixture, sorted."""
    return sorted(path.name for path in FOLDER.iterdir() if door_of(path.name) is not None)


def door_of(name):
    """The bridge command that opens the fixture `name` (None: not a fixture)."""
    return next((command for ending, command in KINDS.items() if name.endswith(ending)), None)


def text_of(name):
    """The fixture's text as stored."""
    return (FOLDER / name).read_text(encoding="utf-8")


def opening(name, language="en"):
    """The bridge request that opens the fixture `name`, as the page sends it."""
    command, text = door_of(name), text_of(name)
    if command == "load":
        return {"command": "load", "record": json.loads(text), "language": language}
    return {"command": command, "text": text.strip() if command == "open_link" else text, "language": language}


def ask(request):
    """The bridge's reply to `request` (data), as data."""
    return json.loads(bridge.handle(json.dumps(request)))


def library_match(name):
    """The fixture's game through the library's door for its kind (raises what that door raises)."""
    command, text = door_of(name), text_of(name)
    if command == "import":
        return import_game(text)
    if command == "load":
        return Match.from_json(json.loads(text))
    return decode_link(text)


def digest(value):
    """sha256 of the canonical JSON of `value` (keys sorted, no spaces, UTF-8)."""
    canonical = json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def refusal(reply):
    """What a refused reply says: its code and message (None if the reply is no refusal)."""
    if reply.get("ok"):
        return None
    return {"code": reply["error"]["code"], "message": reply["error"]["message"]}


def facts(name):
    """What the bridge reads in the fixture `name`, in English and German: a refusal's code and
    message, or the game's id, options, decisions, seat to decide, waiting turn, the view's keys and
    digests of the views (the default viewer's in both languages, each seat's own), of the replay's view
    halfway, the summary and the legal decisions there."""
    replies = {language: ask(opening(name, language)) for language in LANGUAGES}
    if not replies["en"]["ok"]:
        return {"door": door_of(name), "refusal": {language: refusal(reply) for language, reply in replies.items()}}
    reply = replies["en"]
    match = library_match(name)
    ask(opening(name))  # the game in play again, for each seat's view and the replay's
    seats = match.rules.seats(match.state)
    seat_views = {seat: digest(ask({"command": "view", "viewer": seat})["view"]) for seat in seats}
    halfway = len(match.decisions) // 2
    replay = ask({"command": "replay", "at": halfway})
    return {"door": door_of(name), "game": reply["view"]["game"], "options": reply["record"]["options"],
            "seat_views": seat_views, "replay": {"at": halfway, "view": digest(replay["view"]),
                                                 "turn_starts": digest(replay["turn_starts"])},
            "computer": reply["computer"], "decisions": len(reply["record"]["decisions"]),
            "to_decide": reply["view"]["to_decide"], "unconfirmed": reply["unconfirmed"],
            "can_undo": reply["can_undo"], "view_keys": sorted(reply["view"]),
            "view": {language: digest(answer["view"]) for language, answer in replies.items()},
            "summary": digest(reply["summary"]), "record": digest(reply["record"]),
            "legal": digest(match.rules.legal_decisions(match.state))}


def expected():
    """The stored facts of every fixture, by file name."""
    return json.loads(EXPECTED.read_text(encoding="utf-8"))
