"""Fuzzed links (antike.core.link): whatever the text, reading it returns a match or raises InvalidRecord,
never anything else, and a link it accepts is a real one (it reads back the same when written again).

The inputs: random text; random bytes packed every way a link is (plain base64, deflated, with a valid
checksum, behind a real header, so that the fuzzing reaches the replay); and small edits of a real link.
A fixed, derandomised seed keeps the run the same every time (a few seconds).
"""

import base64
import json
import zlib

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from antike import InvalidRecord
from antike.core.link import decode_link, encode_link, read_link
from link_forge import MATCH_ID, as_link, body, header_of, played

FUZZ = settings(max_examples=200, database=None, derandomize=True, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
# Drawn from a list: hypothesis draws arbitrary Unicode text far more slowly, and what matters here is
# the link's own alphabet, what base64 and URLs also use, and a few letters it never holds.
LETTERS = list(BASE64URL + "+/=#?&:. \n\t\u00e4\u00df\u20ac\u2028\ud800\x00")
SHORT = played(50, seed=6, computer={"greeks": {"strength": "easy"}})
SHORT_LINK = encode_link(SHORT, MATCH_ID)
# Flat rather than st.recursive, whose drawing costs most of the time here; nesting has its own tests.
SCALARS = st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12)
JSON_VALUES = (SCALARS | st.lists(SCALARS, max_size=4) | st.dictionaries(st.text(max_size=8), SCALARS, max_size=4)
               | st.sampled_from([{"board": "orient", "nations": 3, "seed": 1}, {"greeks": {"strength": "hard"}},
                                  "antike", "secret", 1, 2, 0, -1, 10 ** 6]))


def read(text):
    """Read a link: only InvalidRecord may come out, and what is accepted is a real link. Returns the outcome."""
    try:
        match = decode_link(text)
    except InvalidRecord as error:
        assert str(error) and error.say("de")
        return error.message.key
    again = decode_link(encode_link(match, read_link(text).match_id))
    assert again.decisions == match.decisions and again.state == match.state
    return "accepted"


@FUZZ
@given(st.sampled_from(["", "play=", "#play=", "https://example.org/#play=", "play=c_Rh", "\u00e4#"]),
       st.text(alphabet=st.sampled_from(LETTERS), max_size=300))
def test_random_text(prefix, text):
    read(prefix + text)


@FUZZ
@given(st.binary(max_size=300), st.sampled_from(["base64", "deflated", "sealed", "ours"]))
def test_random_bytes_packed_as_a_link(data, packing):
    if packing == "base64":
        text = "play=" + base64.urlsafe_b64encode(data).decode().rstrip("=")
    elif packing == "deflated":
        text = as_link(data, seal=False)
    else:
        text = as_link(b"AL\x01" + data if packing == "ours" else data)
    read(text)


# Header values of each field's own type, so that the reading gets past the types to the game, the
# options and the replay; one field at most gets any JSON value.
HEADER_VALUES = {
    "game": st.sampled_from(["antike", "chess", ""]),
    "match": st.text(alphabet=st.sampled_from(list(BASE64URL + " \u00e4")), max_size=70),
    "options": st.fixed_dictionaries({}, optional={
        "board": st.sampled_from(["orient", "occident", "atlantis"]), "nations": st.integers(0, 7),
        "seed": st.integers(), "two_player": st.sampled_from([None, "four_nations", "two_colours", "x"]),
        "variants": st.lists(st.sampled_from(["expert", "military", "longer", "twelve", "x"]), max_size=2),
        "names": st.dictionaries(st.sampled_from(["greeks", "romans"]), st.text(max_size=5), max_size=2)}),
    "computer": st.dictionaries(st.sampled_from(["greeks", "arabs", "romans"]),
                                st.fixed_dictionaries({"strength": st.sampled_from(["easy", "medium", "x"])})),
    "order": st.integers(-1, 3),
    "decisions": st.integers(-1, 120),
}


@FUZZ
@given(st.fixed_dictionaries({}, optional=HEADER_VALUES),
       st.none() | st.tuples(st.sampled_from([*HEADER_VALUES, "x"]), JSON_VALUES), st.booleans())
def test_random_headers(changes, odd, whole):
    """A real header with some values changed (or only the changed values), one of them perhaps to anything."""
    header = {**header_of(SHORT), **changes} if whole else changes
    if odd is not None:
        header[odd[0]] = odd[1]
    read(as_link(body(json.dumps(header).encode())))


@FUZZ
@given(st.binary(max_size=80), st.integers(0, 700))
def test_random_indices_behind_a_real_header(indices, decisions):
    """Any bits a valid header announces: the replay refuses or plays them, as far as they go."""
    outcome = read(as_link(body(header_of(SHORT, decisions=decisions)) + indices))
    assert outcome in ("accepted", "link.index", "link.over", "link.short", "link.extra")


@FUZZ
@given(st.lists(st.tuples(st.integers(0, len(SHORT_LINK)), st.sampled_from(["delete", "insert", "replace"]),
                          st.sampled_from(BASE64URL)), min_size=1, max_size=3))
def test_edits_of_a_real_link(edits):
    text = SHORT_LINK
    for position, kind, letter in edits:
        position = min(position, len(text))
        if kind == "delete":
            text = text[:position] + text[position + 1:]
        elif kind == "insert":
            text = text[:position] + letter + text[position:]
        else:
            text = text[:position] + letter + text[position + 1:]
    if read(text) == "accepted":  # an edit the checksum lets pass left the match as it was (say, a letter
        assert decode_link(text).to_json() == SHORT.to_json()  # put back, or base64's unused last bits)


def test_an_altered_link_is_caught_by_its_checksum():
    """Raw deflate has no checksum of its own: the link's CRC-32 refuses an edit that still unpacks."""
    payload = zlib.decompress(base64.urlsafe_b64decode(SHORT_LINK[5:] + "=" * (-len(SHORT_LINK[5:]) % 4)), -15)
    tampered = bytearray(payload)
    tampered[-6] ^= 0x01  # one bit of the last indices
    assert read(as_link(bytes(tampered), seal=False)) == "link.checksum"
