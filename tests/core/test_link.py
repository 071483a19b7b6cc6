"""Play by link (antike.core.link, docs/engine-api.md "Links"): the index record round-trips every golden
game exactly, follows the documented layout (checked against link_forge's independent packer), keeps to
the legal-order version it names, is refused with a message in English and German naming the problem
(an index out of range by its decision), and tells how a link stands to a saved copy of its match.
Fuzzed links: test_link_fuzz.py; the bridge's commands: test_link_bridge.py."""

import hashlib
import json
import random
import zlib

import pytest

from antike import InvalidRecord, Match
from antike.core import link
from antike.core.errors import AntikeError, InvalidRequest
from antike.core.link import compare, decode_link, encode_link, order_version, read_link, width
from antike.core.messages import CORE
from antike.games.antike_common.simulate import choose
from link_forge import (GOLDEN, GOLDEN_3, MATCH_ID, as_link, body, forged, golden, header_of, index_bits, leb128,
                        other_games, out_of_range, pairs_of, played, three, unpacked)  # noqa: F401
# (other_games is a fixture: imported, pytest finds it here)
from test_messages import assert_german

# sha256 over the legal lists (canonical JSON) at every point of a game's golden games, by its
# legal-order version. When this changes, old links would replay as other games: give the game a new
# version in the game's Rules (legal_order) and its fingerprint here.
ORDER_FINGERPRINTS = {"antike": {1: "83ef0f3f02ea5d07901898ea639961b01a5a33a7267c2adf753641e5cd4bdd9a",
                                 2: "4d797c961af9df4eb8d37c0a260b78f1dce9d0b0d9bf3c63afd5c7ce11d3aa36"},
                      "antike2": {1: "0126179691dc90d3fc044bdeebd1f898cb414f79336e3aa2a9d3f98c8fea093c"}}


# --- the record --------------------------------------------------------------------------------

@pytest.mark.parametrize("path", GOLDEN, ids=[path.stem for path in GOLDEN])
def test_every_golden_game_round_trips_exactly(path):
    match = golden(path.stem)
    text = encode_link(match, MATCH_ID)
    again = decode_link(text)
    assert again.decisions == match.decisions
    assert again.state == match.state and again.log == match.log
    assert again.to_json() == match.to_json()
    assert read_link(text).match_id == MATCH_ID


def test_computer_seats_and_names_travel_with_the_link():
    computer = {"romans": {"strength": "hard", "iterations": 40}, "greeks": {"strength": "easy"}}
    match = Match({"board": "occident", "nations": 3, "seed": 8, "variants": ["longer"],
                   "names": {"germanic_tribes": "Zoë Ölmüller", "romans": "a\ud800b"}}, computer)
    rng = random.Random(8)
    for _ in range(30):
        match.play(choose(match.state, rng))
    again = decode_link(encode_link(match, MATCH_ID))
    assert again.computer == match.computer and again.options == match.options
    assert again.to_json() == match.to_json()
    assert decode_link(encode_link(played(0), "x")).decisions == []  # a match not yet begun


def test_the_link_has_the_documented_layout():
    match = three()
    text = encode_link(match, MATCH_ID)
    assert text.startswith("play=") and set(text[5:]) <= set(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    expected = body(header_of(match), pairs_of(GOLDEN_3))
    # Plain raw deflate, which CompressionStream("deflate-raw") reads too.
    assert unpacked(text) == expected + zlib.crc32(expected).to_bytes(4, "big")


def test_an_index_takes_the_fewest_bits_its_legal_list_allows():
    assert [width(length) for length in (1, 2, 3, 4, 5, 8, 9, 128, 129)] == [0, 1, 2, 2, 3, 3, 4, 7, 8]
    pairs = [(0, 1), (1, 2), (2, 3), (0, 1), (5, 8)]  # widths 0, 1, 2, 0, 3: "1", "10", "101" from the lowest bit
    assert link._bits(pairs) == index_bits(pairs) == bytes([0b101101])


@pytest.mark.parametrize("game", sorted(ORDER_FINGERPRINTS))
def test_the_legal_order_is_the_one_its_version_promises(game):
    """A change in any legal list of a game's golden games needs a new legal-order version (their Rules' legal_order)."""
    digest = hashlib.sha256()
    for path in GOLDEN:
        match = golden(path.stem)
        if match.game != game:
            continue
        replay = Match(match.options, game=game)
        for decision in match.decisions:
            digest.update(json.dumps(replay.rules.legal_decisions(replay.state), sort_keys=True).encode())
            replay.play(decision)
    version = order_version(game)
    assert version in ORDER_FINGERPRINTS[game], f"record the fingerprint of {game}'s legal-order version {version}"
    assert digest.hexdigest() == ORDER_FINGERPRINTS[game][version], (
        f"{game}'s legal lists changed: old links would replay as other games. Give it a new version in "
        f"the legal_order of its Rules and add ORDER_FINGERPRINTS[{game!r}][new version] = {digest.hexdigest()!r}")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_whole_3_nation_game_fits_in_2000_characters(seed):
    match = played(20_000, seed=seed)
    assert match.state.outcome is not None
    assert len(encode_link(match, MATCH_ID)) < 2000


def test_an_index_out_of_range_is_refused_at_any_point_by_its_decision():
    """Every index the format can write beyond a legal list is refused, naming its decision; where the
    list's length is a power of two the largest index the width allows is its last entry, so there
    an index out of range cannot be written at all."""
    pairs = list(pairs_of(GOLDEN_3))
    tried = 0
    for point, (_, length) in enumerate(pairs):
        largest = (1 << width(length)) - 1
        if largest < length:
            assert length & (length - 1) == 0
            continue
        altered = pairs[:point] + [(largest, length)] + pairs[point + 1:]
        with pytest.raises(InvalidRecord) as refused:
            decode_link(forged(altered))
        assert refused.value.message.key == "link.index"
        assert refused.value.message.params == {"number": point + 1, "value": largest, "count": length}
        assert f"Decision {point + 1} " in str(refused.value)
        tried += 1
    assert tried > len(pairs) // 2


# --- refusals, in English and German --------------------------------------------------------------

def decoding(text):
    return lambda: decode_link(text)


def header_bytes(head):
    return lambda: decode_link(as_link(body(head)))


def valid_cut(text, count):
    # Cut `count` characters off the end, keeping a length base64 can hold.
    return text[:-count] if (len(text) - count - 5) % 4 != 1 else text[:-count - 1]


def with_max_text(high, action):
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(link, "MAX_TEXT", high)
        return action()


ALTERED = (1, 2)  # an index for one more decision
REFUSALS = [  # (name, action, error, key, some of its parameters)
    ("not text", lambda: decode_link(5), InvalidRecord, "link.text", {}),
    ("too long", decoding("play=" + "A" * 100_000), InvalidRecord, "link.size", {"high": 100_000}),
    ("no play part", decoding("https://example.org/antike/#other=AAAA"), InvalidRecord, "link.prefix", {}),
    ("empty", decoding(""), InvalidRecord, "link.prefix", {}),
    ("not base64url", decoding("play=abc+de/f"), InvalidRecord, "link.base64", {}),
    ("impossible base64 length", decoding("play=abcde"), InvalidRecord, "link.base64", {}),
    ("not deflate", decoding("play=____"), InvalidRecord, "link.deflate", {}),
    ("data after the stream", lambda: decode_link(as_link(body(header_of(three())), after=b"\0\0\0")),
     InvalidRecord, "link.deflate", {}),
    ("cut", lambda: decode_link(valid_cut(encode_link(three(), MATCH_ID), 12)), InvalidRecord, "link.cut", {}),
    ("deflate bomb", lambda: decode_link(as_link(bytes(1_000_010), seal=False)), InvalidRecord, "link.payload",
     {"high": 1_000_000}),
    ("not ours", lambda: decode_link(as_link(b"PK\x01" + bytes(20))), InvalidRecord, "link.format", {}),
    ("too short", lambda: decode_link(as_link(b"AL", seal=False)), InvalidRecord, "link.format", {}),
    ("format version", lambda: decode_link(as_link(body(header_of(three()), version=2))), InvalidRecord,
     "link.version", {"value": 2, "version": 1}),
    ("checksum", lambda: decode_link(as_link(body(header_of(three())) + bytes(4), seal=False)), InvalidRecord,
     "link.checksum", {}),
    ("header longer than the link", lambda: decode_link(as_link(b"AL\x01" + leb128(500) + b"{}")), InvalidRecord,
     "link.header", {}),
    ("endless header length", lambda: decode_link(as_link(b"AL\x01" + b"\xff" * 12)), InvalidRecord,
     "link.header", {}),
    ("header not UTF-8", header_bytes(b'{"game": "\xff"}'), InvalidRecord, "link.header", {}),
    ("header not JSON", header_bytes(b"{game}"), InvalidRecord, "link.header", {}),
    ("header a list", header_bytes(b"[1, 2]"), InvalidRecord, "link.header", {}),
    ("header nested deep", header_bytes(b'{"a": ' + b"[" * 50 + b"]" * 50 + b"}"), InvalidRecord,
     "link.header", {}),
    ("header nested past recursion", header_bytes(b"[" * 100_000), InvalidRecord, "link.header", {}),
    ("a field missing", header_bytes(b'{"game": "antike"}'), InvalidRecord, "link.fields", {}),
    ("an unknown field", lambda: decode_link(forged(seats=2)), InvalidRecord, "link.fields", {}),
    ("order a string", lambda: decode_link(forged(order="1")), InvalidRecord, "link.field", {"name": "order"}),
    ("decisions a boolean", lambda: decode_link(forged(decisions=True)), InvalidRecord, "link.field",
     {"name": "decisions", "expected": "number"}),
    ("match id", lambda: decode_link(forged(match="two words")), InvalidRecord, "link.match_id", {}),
    ("unknown game", lambda: decode_link(forged(game="chess")), InvalidRecord, "link.game", {"value": "chess"}),
    ("hidden information", lambda: decode_link(forged(game="secret")), InvalidRecord, "link.hidden",
     {"value": "secret"}),
    ("no legal-order version", lambda: decode_link(forged(game="cousin")), InvalidRecord, "link.unsupported",
     {"value": "cousin"}),
    ("another legal order", lambda: decode_link(forged(order=7)), InvalidRecord, "link.order",
     {"game": "antike", "value": 7, "version": order_version("antike")}),
    ("too many decisions", lambda: decode_link(forged(decisions=10**9)), InvalidRecord, "link.decisions",
     {"high": 100_000}),
    ("negative decisions", lambda: decode_link(forged(decisions=-1)), InvalidRecord, "link.decisions", {}),
    ("invalid options", lambda: decode_link(forged(options={"board": "atlantis", "nations": 3})), InvalidRecord,
     "link.options", {}),
    ("invalid computer", lambda: decode_link(forged(computer={"romans": {"strength": "easy"}})), InvalidRecord,
     "link.options", {}),
    ("index out of range", lambda: decode_link(forged(out_of_range())), InvalidRecord, "link.index", {}),
    ("decisions after the end", lambda: decode_link(forged([*pairs_of(GOLDEN_3), ALTERED])),
     InvalidRecord, "link.over", {"number": len(pairs_of(GOLDEN_3)), "count": len(pairs_of(GOLDEN_3)) + 1}),
    ("fewer decisions than announced", lambda: decode_link(forged(pairs_of(GOLDEN_3)[:100],
                                                                  decisions=150)),
     InvalidRecord, "link.short", {"count": 150}),
    ("data after the last decision", lambda: decode_link(forged([*pairs_of(GOLDEN_3)[:100], (255, 256)],
                                                                decisions=100)),
     InvalidRecord, "link.extra", {"count": 100}),
    ("writing a game too long for a link", lambda: with_max_text(300, lambda: encode_link(three(), MATCH_ID)),
     InvalidRequest, "link.too_long", {"high": 300}),
    ("writing with an invalid match id", lambda: encode_link(three(), "ä"), InvalidRequest, "link.match_id", {}),
    ("writing a game with hidden information", lambda: encode_link(Match(three().options, game="secret"), "x"),
     InvalidRequest, "link.hidden", {}),
    ("writing a game with no legal-order version", lambda: encode_link(Match(three().options, game="cousin"), "x"),
     InvalidRequest, "link.unsupported", {}),
    ("a saved copy that is no record", lambda: compare("x", {"decisions": 3}, "x", three().to_json()),
     InvalidRequest, "link.saved", {}),
]


@pytest.mark.usefixtures("other_games")
@pytest.mark.parametrize("action, error_type, key, params", [case[1:] for case in REFUSALS],
                         ids=[case[0] for case in REFUSALS])
def test_each_problem_is_refused_by_name_in_english_and_german(action, error_type, key, params):
    with pytest.raises(AntikeError) as refused:
        action()
    error = refused.value
    assert type(error) is error_type
    assert error.message.key == key, str(error)
    assert params.items() <= error.message.params.items()
    english, german = error.say("en"), error.say("de")
    assert english and german and english != german
    assert_german(key, german)


def test_every_link_message_is_exercised():
    keys = {key for key in CORE.templates["en"] if key.startswith("link.")}
    assert keys == {case[3] for case in REFUSALS}


def test_the_legal_order_refusal_says_what_to_do():
    current = order_version("antike")
    with pytest.raises(InvalidRecord) as refused:
        decode_link(forged(order=current + 1))
    assert f"version {current + 1}" in str(refused.value) and f"version {current}" in str(refused.value)
    assert "save file" in str(refused.value) and "Spieldatei" in refused.value.say("de")


def test_a_link_is_read_from_a_whole_url_or_a_fragment_with_white_space():
    text = encode_link(played(40), MATCH_ID)
    broken = text[:50] + "\n  " + text[50:]
    for form in (text, "#" + text, "https://example.org/antike/?lang=de#" + broken):
        assert decode_link(form).decisions == played(40).decisions


# --- a link against the saved copy of its match -----------------------------------------------------

def otherwise(match, point):
    """`match` taken back to `point` decisions and continued with another legal decision there."""
    again = Match.from_json(match.to_json())
    again.undo(len(again.decisions) - point)
    legal = again.rules.legal_decisions(again.state)
    again.play(next(decision for decision in legal if decision != match.decisions[point]))
    return again


def relation(saved, linked, saved_id=MATCH_ID):
    """compare() of a saved copy and a link's match (the link made and read again)."""
    read = read_link(encode_link(linked, MATCH_ID))
    return compare(saved_id, saved.to_json(), read.match_id, read.replayed().to_json())


def test_a_link_of_the_same_match_is_the_same_older_or_newer_copy():
    base = played(60, seed=9)
    shorter = Match.from_json(base.to_json())
    shorter.undo(25)
    assert relation(base, base) == {"relation": "same", "common": 60, "saved": 60, "link": 60}
    assert relation(base, shorter) == {"relation": "older", "common": 35, "saved": 60, "link": 35}
    assert relation(shorter, base) == {"relation": "newer", "common": 35, "saved": 35, "link": 60}
    fresh = Match(base.options)
    assert relation(fresh, base)["relation"] == "newer" and relation(base, fresh)["relation"] == "older"


def test_a_link_that_went_otherwise_has_diverged():
    base = played(60, seed=9)
    for point in (0, 20, 59):
        other = otherwise(base, point)
        assert relation(base, other) == {"relation": "diverged", "common": point, "saved": 60,
                                         "link": point + 1}


def test_same_match_id_with_other_options_or_computer_seats_has_diverged():
    base = played(30, seed=9)
    reseeded = played(30, seed=10)
    assert relation(base, reseeded) == {"relation": "diverged", "common": 0, "saved": 30, "link": 30}
    computer = Match.replayed(base.options, {"arabs": {"strength": "easy"}}, base.decisions, "record")
    assert relation(base, computer)["relation"] == "diverged"
    assert relation(Match(base.options), Match(reseeded.options))["relation"] == "diverged"


def test_a_link_of_another_match_is_another_match_even_with_the_same_decisions():
    base = played(30, seed=9)
    assert relation(base, base, saved_id="another-match")["relation"] == "other_match"


def test_a_saved_record_of_version_1_is_an_antike_game():
    base = played(30, seed=9)
    older = {key: value for key, value in base.to_json().items() if key != "game"}
    older["version"] = 1
    assert compare(MATCH_ID, older, MATCH_ID, base.to_json())["relation"] == "same"
