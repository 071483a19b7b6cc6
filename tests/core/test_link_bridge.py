"""Play by link through the bridge (docs/engine-api.md, "Bridge" and "Links"): `link` writes the game in
play, `read_link` reads a link's header, `open_link` puts the link's game in play and, given the saved
copy, says how the two stand; a refused request changes nothing in the bridge's session."""

import json
import random

import pytest

from antike.core import bridge
from antike.core.bridge import handle
from antike.core.link import MAX_TEXT, encode_link, order_version
from antike.games.antike_common.simulate import choose
from link_forge import (GOLDEN_3, MATCH_ID, forged, other_games, out_of_range, pairs_of,  # noqa: F401
                        three)  # (other_games: a fixture)

OPTIONS = {"board": "orient", "nations": 3, "seed": 12}
COMPUTER = {"persians": {"strength": "easy"}}

pytestmark = pytest.mark.usefixtures("fresh_bridge_session")


def call(request):
    return json.loads(handle(json.dumps(request)))


def ok(request):
    reply = call(request)
    assert reply["ok"] is True, reply
    return reply


def snapshot():
    """What the page can learn of the session: the game in play's view and record, as reply texts."""
    return tuple(handle(json.dumps({"command": command})) for command in ("view", "save", "undo_info"))


def refused(request, code, key=None):
    """The request is refused with `code` (and `key`), and the session is as it was."""
    before = snapshot()
    reply = call(request)
    assert reply["ok"] is False, reply
    assert reply["error"]["code"] == code, reply["error"]
    assert key is None or reply["error"]["key"] == key, reply["error"]
    assert snapshot() == before, "a refused request changed the session"
    return reply["error"]


def play_on(count, seed):
    """`count` more decisions of the seeded random policy on the game in play, persons' and computer's."""
    game = bridge._session["game"]
    rng = random.Random(seed)
    for _ in range(count):
        game.play(choose(game.state, rng))


def started(decisions=30, seed=12):
    ok({"command": "new_game", "options": dict(OPTIONS, seed=seed), "computer": COMPUTER})
    play_on(decisions, seed)
    return ok({"command": "save"})["record"]


def link_now():
    return ok({"command": "link", "match_id": MATCH_ID})["text"]


def test_link_writes_the_game_in_play_and_open_link_puts_it_back():
    record = started()
    reply = ok({"command": "link", "match_id": MATCH_ID})
    assert reply["text"].startswith("play=") and reply["length"] == len(reply["text"])
    assert reply["match_id"] == MATCH_ID and reply["decisions"] == 30
    ok({"command": "new_game", "options": {"board": "occident", "nations": 4, "seed": 1}})
    opened = ok({"command": "open_link", "text": "https://example.org/#" + reply["text"]})
    assert opened["record"] == record
    assert opened["computer"] == COMPUTER and opened["view"]["game"] == "antike"
    assert {"view", "log_length", "can_undo", "record", "link"} <= set(opened) and "comparison" not in opened
    assert opened["link"] == {"game": "antike", "match_id": MATCH_ID, "options": record["options"],
                              "computer": COMPUTER, "order": order_version("antike"), "decisions": 30}
    assert ok({"command": "save"})["record"] == record


def test_the_device_holding_a_link_game_plays_its_computer_seats():
    started(decisions=0)
    while bridge._session["game"].rules.to_decide(bridge._session["game"].state) != "persians":
        play_on(1, seed=len(bridge._session["game"].decisions))
    text = link_now()
    expected = ok({"command": "computer_move"})["decision"]
    ok({"command": "new_game", "options": OPTIONS})
    ok({"command": "open_link", "text": text})
    assert ok({"command": "computer_move"})["decision"] == expected


def test_read_link_tells_the_header_and_changes_nothing():
    started()
    text = link_now()
    started(decisions=5, seed=3)
    before = snapshot()
    header = ok({"command": "read_link", "text": text})["link"]
    assert header["match_id"] == MATCH_ID and header["decisions"] == 30 and header["game"] == "antike"
    assert snapshot() == before


def test_the_exchange_of_two_players_by_link():
    """A plays and sends; B opens it (new to B); B plays and sends back; A opens it: newer than A's
    copy; the old link opened after the newer one is older; a link from another branch has diverged."""
    a_record = started(decisions=20)
    first = link_now()
    ok({"command": "new_game", "options": OPTIONS})  # B's device, busy with another game
    assert "comparison" not in ok({"command": "open_link", "text": first})
    play_on(15, seed=40)
    second = link_now()
    b_record = ok({"command": "save"})["record"]
    saved_a = {"match_id": MATCH_ID, "record": a_record}
    comparison = ok({"command": "open_link", "text": second, "saved": saved_a})["comparison"]
    assert comparison == {"relation": "newer", "common": 20, "saved": 20, "link": 35}
    saved_b = {"match_id": MATCH_ID, "record": b_record}
    assert ok({"command": "open_link", "text": first, "saved": saved_b})["comparison"]["relation"] == "older"
    assert ok({"command": "open_link", "text": second, "saved": saved_b})["comparison"]["relation"] == "same"
    ok({"command": "load", "record": a_record})  # A decides otherwise than B did at decision 21
    game = bridge._session["game"]
    game.play(next(d for d in game.rules.legal_decisions(game.state) if d != b_record["decisions"][20]))
    branch = link_now()
    comparison = ok({"command": "open_link", "text": branch, "saved": saved_b})["comparison"]
    assert comparison == {"relation": "diverged", "common": 20, "saved": 35, "link": 21}
    other = ok({"command": "open_link", "text": branch, "saved": dict(saved_b, match_id="another")})
    assert other["comparison"]["relation"] == "other_match"


def test_link_refusals_change_nothing(other_games):
    refused({"command": "link", "match_id": MATCH_ID}, "no_game")
    started()
    refused({"command": "link"}, "invalid_request", "link.match_id")
    refused({"command": "link", "match_id": "has spaces"}, "invalid_request", "link.match_id")
    refused({"command": "link", "match_id": ["x"]}, "invalid_request", "link.match_id")
    ok({"command": "new_game", "options": OPTIONS, "game": "secret"})
    refused({"command": "link", "match_id": MATCH_ID}, "invalid_request", "link.hidden")


SAVED = {"match_id": MATCH_ID, "record": {"options": {}, "decisions": []}}
BAD_OPENINGS = [  # (name, the request's fields, code, key); "saved" ones come with a good link
    ("no text", lambda: {}, "invalid_record", "link.text"),
    ("text not a string", lambda: {"text": ["play="]}, "invalid_record", "link.text"),
    ("too long", lambda: {"text": "play=" + "A" * MAX_TEXT}, "invalid_record", "link.size"),
    ("not a link", lambda: {"text": "hello"}, "invalid_record", "link.prefix"),
    ("damaged", lambda: {"text": "play=____"}, "invalid_record", "link.deflate"),
    ("another legal order", lambda: {"text": forged(order=3)}, "invalid_record", "link.order"),
    ("an index out of range", lambda: {"text": forged(out_of_range())}, "invalid_record", "link.index"),
    ("saved null", lambda: {"saved": None}, "invalid_request", "link.saved"),
    ("saved a list", lambda: {"saved": [MATCH_ID]}, "invalid_request", "link.saved"),
    ("saved without record", lambda: {"saved": {"match_id": MATCH_ID}}, "invalid_request", "link.saved"),
    ("saved with more", lambda: {"saved": dict(SAVED, view={})}, "invalid_request", "link.saved"),
    ("saved record not a record", lambda: {"saved": dict(SAVED, record=[])}, "invalid_request", "link.saved"),
    ("saved match id invalid", lambda: {"saved": dict(SAVED, match_id="")}, "invalid_request", "link.match_id"),
]


@pytest.mark.parametrize("fields, code, key", [case[1:] for case in BAD_OPENINGS], ids=[c[0] for c in BAD_OPENINGS])
def test_a_refused_link_changes_nothing(fields, code, key):
    started()
    fields = fields()
    good = {"text": encode_link(three(), MATCH_ID)} if "saved" in fields else {}
    request = {"command": "open_link", **good, **fields}
    refused(request, code, key)
    if not good:  # read_link reads the header the same way; it replays nothing, so it cannot see a bad index
        if key == "link.index":
            assert ok(dict(request, command="read_link"))["link"]["decisions"] == len(pairs_of(GOLDEN_3))
        else:
            refused(dict(request, command="read_link"), code, key)


def test_a_refusal_is_said_in_german():
    started()
    error = refused({"command": "open_link", "text": forged(order=3), "language": "de"}, "invalid_record")
    assert "Version 3" in error["message"] and "Spieldatei" in error["message"]
