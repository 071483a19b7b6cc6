"""Play by link: a whole match as a short text for a URL fragment (`#play=...`), and reading it back.

A match is its options plus its decisions, and a decision is a position in the engine's legal list
at its point (the protocol's `legal_decisions` comes in a deterministic order). So a link holds, per
decision, only that index, written with the fewest bits the legal list's length there allows
(`(length - 1).bit_length()` bits: nothing at all for a forced decision). The reader knows every
length because it replays the match as it reads, which it must do anyway to check the link.

The payload, before packing (docs/engine-api.md, "Links"):

    b"AL" | format version (1 byte) | header length (varint) | header (JSON, ASCII) |
    indices (least significant bit first, zero bits up to a whole byte) | CRC-32 of all before (4 bytes)

The header is `{"game", "match", "options", "computer", "order", "decisions"}`: the game's id, the
match id (random, made by the caller when the match starts, kept with it), the normalised options
(seed included), the computer seats' settings, the game's legal-order version and the number of
decisions. The whole payload is raw deflate (zlib wbits -15, what the browser's
`CompressionStream("deflate-raw")` reads and writes) in base64url without padding, after `play=`.
Raw deflate has no checksum of its own; the CRC-32 refuses a link altered in transit.

Only games without hidden information can be played by link: the link shows everything to whoever
opens it. A game's Rules say so with `hidden_information = True` (missing means none); a game
with hidden information must set it. Each linkable game also declares its legal-order version, its
Rules' `legal_order`: a whole number that MUST change whenever the game's legal lists change order
or length anywhere (a rule, a payment alternative, a new decision type), or an old link would replay
as another game. tests/core/test_link.py keeps a fingerprint of the lists along the golden games and
fails, asking for a new version, when they change.
"""

import base64
import json
import re
import zlib
from collections import namedtuple

from .errors import AntikeError, InvalidRecord, InvalidRequest
from .match import Match, brief
from .registry import DEFAULT_GAME, game_ids, rules_of
from .savefile import MAX_DEPTH, _depth

PREFIX = "play="  # the page puts the link after '#': a fragment never travels to any server
MAGIC = b"AL"
VERSION = 1
MAX_TEXT = 100_000  # characters of a link; the longest 6-seat game measured took 2,700
# Bytes unpacked: far more than any link of MAX_TEXT holds honestly, and a cap on a "deflate bomb".
MAX_PAYLOAD = 1_000_000
MAX_DECISIONS = 100_000  # as save files
MATCH_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")  # a UUID or base64url random bytes fit
BASE64URL = re.compile(r"[A-Za-z0-9_-]*")
HEADER = {"game": str, "match": str, "options": dict, "computer": dict, "order": int, "decisions": int}
TYPE_NAMES = {str: "string", int: "number", dict: "object"}  # messages.TERMS "expected.*"
CHECKSUM_BYTES = 4


def linkable(game):
    """Whether `game` may be played by link: no hidden information, and a legal-order version."""
    try:
        order_version(game)
    except InvalidRecord:
        return False
    return True


def order_version(game, error=InvalidRecord):
    """The legal-order version of `game`, or `error` if it cannot be played by link."""
    rules = rules_of(game)
    if getattr(rules, "hidden_information", False):
        raise error("link.hidden", value=game)
    version = getattr(rules, "legal_order", None)
    if version is None:
        raise error("link.unsupported", value=game)
    return version


def check_match_id(match_id, error=InvalidRecord):
    """`match_id` if it is a match id (1 to 64 letters, digits, '-', '_'), else `error`."""
    if not isinstance(match_id, str) or not MATCH_ID.fullmatch(match_id):
        raise error("link.match_id", value=brief(match_id, 40))
    return match_id


# --- writing ------------------------------------------------------------------------------------

def encode_link(match, match_id):
    """The link text (`play=...`) of `match`; InvalidRequest if its game cannot be played by link."""
    header = {"game": match.game, "match": check_match_id(match_id, InvalidRequest),
              "options": match.options, "computer": match.computer_json(),
              "order": order_version(match.game, InvalidRequest), "decisions": len(match.decisions)}
    text = pack(header, indices(match))
    if len(text) > MAX_TEXT:
        raise InvalidRequest("link.too_long", size=len(text), high=MAX_TEXT)
    return text


def indices(match):
    """[(index in the legal list, the list's length)] of each decision of `match`."""
    rules = match.rules
    found = []
    for number, decision in enumerate(match.decisions):
        # state_at steps forward from the point before: the whole loop is one replay.
        legal = rules.legal_decisions(match.state_at(number))
        found.append((legal.index(decision), len(legal)))
    return found


def pack(header, pairs):
    """The link text of a header and its decisions' (index, legal length) pairs (no checks)."""
    # ASCII JSON: a name with a lone surrogate (valid JSON, not valid UTF-8) must still travel.
    head = json.dumps(header, separators=(",", ":")).encode("ascii")
    body = MAGIC + bytes([VERSION]) + _varint(len(head)) + head + _bits(pairs)
    payload = body + zlib.crc32(body).to_bytes(CHECKSUM_BYTES, "big")
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = packer.compress(payload) + packer.flush()
    return PREFIX + base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")


def width(length):
    """The bits an index into a legal list of `length` entries takes."""
    return (length - 1).bit_length()


def _varint(number):
    out = bytearray()
    while number >= 0x80:
        out.append(number & 0x7F | 0x80)
        number >>= 7
    out.append(number)
    return bytes(out)


def _bits(pairs):
    out, buffer, held = bytearray(), 0, 0
    for index, length in pairs:
        buffer |= index << held
        held += width(length)
        while held >= 8:
            out.append(buffer & 0xFF)
            buffer >>= 8
            held -= 8
    if held:
        out.append(buffer)
    return bytes(out)


# --- reading ------------------------------------------------------------------------------------

class Link(namedtuple("Link", "game match_id options computer order decisions payload start")):
    """A link's header, read and checked; `replayed()` plays its decisions.

    `payload` is the unpacked bytes and `start` where its indices begin (the checksum excluded)."""

    __slots__ = ()

    def header(self):
        """What the link says of its match, as JSON data (no decisions)."""
        return {"game": self.game, "match_id": self.match_id, "options": self.options,
                "computer": self.computer, "order": self.order, "decisions": self.decisions}

    def replayed(self):
        """The match with every decision of the link played; InvalidRecord naming the first problem."""
        try:
            match = Match(self.options, self.computer, self.game)
        except AntikeError as error:
            raise InvalidRecord("link.options", reason=error.message) from None
        rules = match.rules
        reader = _BitReader(self.payload, self.start, len(self.payload) - CHECKSUM_BYTES)
        for number in range(1, self.decisions + 1):
            if rules.to_decide(match.state) is None:
                raise InvalidRecord("link.over", number=number - 1, count=self.decisions)
            legal = rules.legal_decisions(match.state)
            index = reader.read(width(len(legal)))
            if index is None:
                raise InvalidRecord("link.short", number=number, count=self.decisions)
            if index >= len(legal):
                raise InvalidRecord("link.index", number=number, value=index, count=len(legal))
            match.play(legal[index])
        if not reader.finished():
            raise InvalidRecord("link.extra", count=self.decisions)
        return match


def decode_link(text):
    """The match a link's text describes, replayed; InvalidRecord naming the first problem."""
    return read_link(text).replayed()


def read_link(text):
    """A link's header, checked without replaying it (`Link.replayed()` does that)."""
    payload = _unpacked(_packed(text))
    if len(payload) < len(MAGIC) + 1 + CHECKSUM_BYTES or not payload.startswith(MAGIC):
        raise InvalidRecord("link.format")
    if payload[len(MAGIC)] != VERSION:
        raise InvalidRecord("link.version", value=payload[len(MAGIC)], version=VERSION)
    body = payload[:-CHECKSUM_BYTES]
    if zlib.crc32(body) != int.from_bytes(payload[-CHECKSUM_BYTES:], "big"):
        raise InvalidRecord("link.checksum")
    header, start = _header(body, len(MAGIC) + 1)
    game = header["game"]
    if game not in game_ids():
        raise InvalidRecord("link.game", value=game[:40], known=game_ids())
    order = order_version(game)
    if header["order"] != order:
        raise InvalidRecord("link.order", game=game, value=header["order"], version=order)
    check_match_id(header["match"])
    if not 0 <= header["decisions"] <= MAX_DECISIONS:
        raise InvalidRecord("link.decisions", count=header["decisions"], high=MAX_DECISIONS)
    return Link(game, header["match"], header["options"], header["computer"], order, header["decisions"],
                payload, start)


def _packed(text):
    # The deflated bytes of a link's text: a whole URL, '#play=...' or 'play=...'; white space
    # (a mail program breaking a long line) is dropped, since a link never holds any.
    if not isinstance(text, str):
        raise InvalidRecord("link.text")
    if len(text) > MAX_TEXT:
        raise InvalidRecord("link.size", size=len(text), high=MAX_TEXT)
    text = "".join(text.split())
    fragment = text.partition("#")[2] if "#" in text else text
    if not fragment.startswith(PREFIX):
        raise InvalidRecord("link.prefix")
    data = fragment[len(PREFIX):]
    # base64's own decoder would also take '+', '/' and '=': a link holds none of them.
    if not BASE64URL.fullmatch(data) or len(data) % 4 == 1:
        raise InvalidRecord("link.base64")
    return base64.urlsafe_b64decode(data + "=" * (-len(data) % 4))


def _unpacked(packed):
    inflater = zlib.decompressobj(-15)
    try:
        payload = inflater.decompress(packed, MAX_PAYLOAD + 1)
    except zlib.error:
        raise InvalidRecord("link.deflate") from None
    if len(payload) > MAX_PAYLOAD:
        raise InvalidRecord("link.payload", high=MAX_PAYLOAD)
    if not inflater.eof:
        raise InvalidRecord("link.cut")
    if inflater.unused_data:  # bytes after the end of the deflate stream: not what was sent
        raise InvalidRecord("link.deflate")
    return payload


def _header(body, position):
    # The header object and where the indices begin.
    length, shift = 0, 0
    while True:
        if position == len(body) or shift > 28:  # a header of over 2**35 bytes is no header
            raise InvalidRecord("link.header")
        byte = body[position]
        position += 1
        length |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            break
    end = position + length
    if end > len(body):
        raise InvalidRecord("link.header")
    try:
        header = json.loads(body[position:end].decode("utf-8"))
    except (ValueError, RecursionError):  # UnicodeDecodeError is a ValueError
        raise InvalidRecord("link.header") from None
    if not isinstance(header, dict) or _depth(header) > MAX_DEPTH:
        raise InvalidRecord("link.header")
    if set(header) != set(HEADER):
        raise InvalidRecord("link.fields", known=list(HEADER))
    for name, kind in HEADER.items():
        if not isinstance(header[name], kind) or isinstance(header[name], bool):
            raise InvalidRecord("link.field", name=name, expected=TYPE_NAMES[kind])
    return header, end


class _BitReader:
    """Whole numbers of given widths from bytes[start:end], least significant bit first."""

    def __init__(self, data, start, end):
        self.data, self.position, self.end = data, start, end
        self.buffer = self.held = 0

    def read(self, bits):
        """The next `bits` bits as a number, or None if the data ends first."""
        while self.held < bits:
            if self.position == self.end:
                return None
            self.buffer |= self.data[self.position] << self.held
            self.position += 1
            self.held += 8
        value = self.buffer & ((1 << bits) - 1)
        self.buffer >>= bits
        self.held -= bits
        return value

    def finished(self):
        """Whether nothing is left but the zero bits that fill the last byte."""
        return self.position == self.end and self.buffer == 0


# --- comparing with a saved copy ------------------------------------------------------------------

def compare(saved_id, saved_record, link_id, link_record):
    """How a link's match stands to a saved copy: {"relation", "common", "saved", "link"}.

    Records are `Match.to_json()` data. `relation` is "other_match" (another match id), "same",
    "older" (the link's decisions are a prefix of the saved ones: keep the saved copy), "newer"
    (the link extends the saved copy) or "diverged" (same match, but the decisions differ at some
    point, or the game, options or computer seats differ: someone undid and played otherwise; keep
    both). `common` is how many decisions both share from the start; `saved` and `link` count each.
    """
    (saved_setup, saved), (link_setup, linked) = _record_parts(saved_record), _record_parts(link_record)
    common = 0
    if saved_setup == link_setup:
        for mine, theirs in zip(saved, linked):
            if mine != theirs:
                break
            common += 1
    counts = {"common": common, "saved": len(saved), "link": len(linked)}
    if saved_id != link_id:
        relation = "other_match"
    elif saved_setup != link_setup:
        relation = "diverged"
    elif common == len(saved) == len(linked):
        relation = "same"
    elif common == len(linked):
        relation = "older"
    elif common == len(saved):
        relation = "newer"
    else:
        relation = "diverged"
    return {"relation": relation, **counts}


def _record_parts(record):
    # ((game, options, computer), decisions) of a record; records of version 1 name no game: the default game's.
    if (not isinstance(record, dict) or not isinstance(record.get("options"), dict)
            or not isinstance(record.get("decisions"), list)):
        raise InvalidRequest("link.saved")
    return (record.get("game", DEFAULT_GAME), record["options"], record.get("computer", {})), record["decisions"]
