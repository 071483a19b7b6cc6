"""Links made by hand for the tests of antike.core.link: the golden games, and an independent packer that
writes the documented layout (docs/engine-api.md, "Links") again, so that a test can forge any link."""

import base64
import json
import random
import sys
import types
import zlib
from functools import lru_cache
from pathlib import Path

import pytest

from antike import Match
from antike.core import registry
from antike.core.link import indices, linkable, order_version
from antike.games.antike.game import RULES as ANTIKE_RULES
from antike.games.antike_common.edition_rules import EditionRules
from antike.games.antike_common.simulate import choose

# The golden games of the games a link may carry (a transcript names its game in its "game" field,
# Antike's none): the legal-order fingerprint is over these. Duellum's, with hidden information, never
# travel by link (tests/duellum/test_duellum_records.py checks that).
GOLDEN = [path for path in sorted((Path(__file__).resolve().parent / "golden").glob("*.json"))
          if linkable(json.loads(path.read_text(encoding="utf-8")).get("game", "antike"))]
MATCH_ID = "4f1c-9a_e2"
GOLDEN_3 = "orient-3-seed-35"


@lru_cache(maxsize=None)
def golden(stem):
    """The golden game `stem`, played to its end."""
    data = json.loads((GOLDEN[0].parent / f"{stem}.json").read_text(encoding="utf-8"))
    match = Match(data["options"], game=data.get("game", "antike"))
    for decision in data["decisions"]:
        match.play(decision)
    return match


def three():
    """The golden 3-nation game."""
    return golden(GOLDEN_3)


@lru_cache(maxsize=None)
def pairs_of(stem):
    """(index, legal length) of each decision of the golden game `stem`, as the engine finds them."""
    return tuple(indices(golden(stem)))


def played(decisions, seed=3, nations=3, computer=()):
    """A game with `decisions` made by the seeded random policy."""
    match = Match({"board": "orient", "nations": nations, "seed": seed}, computer)
    rng = random.Random(seed)
    while len(match.decisions) < decisions and match.state.outcome is None:
        match.play(choose(match.state, rng))
    return match


# --- an independent packer: the documented layout, written again --------------------------------

def header_of(match, **changes):
    """A link's header for `match` (match id MATCH_ID), with `changes`."""
    header = {"game": match.game, "match": MATCH_ID, "options": match.options, "computer": match.computer_json(),
              "order": order_version(match.game), "decisions": len(match.decisions)}
    return {**header, **changes}


def index_bits(pairs):
    """Each index in (length - 1).bit_length() bits, least significant bit first."""
    number = offset = 0
    for index, length in pairs:
        number |= index << offset
        offset += (length - 1).bit_length()
    return number.to_bytes((offset + 7) // 8, "little")


def leb128(number):
    """A varint: 7 bits a byte, the lowest first, the high bit set on all but the last."""
    out = bytearray()
    while True:
        out.append(number & 0x7F | (0x80 if number >= 0x80 else 0))
        number >>= 7
        if not number:
            return bytes(out)


def body(header, pairs=(), version=1, magic=b"AL"):
    """A payload without its checksum; `header` as data (compact ASCII JSON) or as raw bytes."""
    head = header if isinstance(header, bytes) else json.dumps(header, separators=(",", ":")).encode("ascii")
    return magic + bytes([version]) + leb128(len(head)) + head + index_bits(pairs)


def as_link(payload, seal=True, after=b""):
    """The link text of a payload: its CRC-32 appended (if `seal`), raw deflate (then `after`), base64url
    without '='."""
    if seal:
        payload += zlib.crc32(payload).to_bytes(4, "big")
    packer = zlib.compressobj(6, zlib.DEFLATED, -15)
    packed = packer.compress(payload) + packer.flush() + after
    return "play=" + base64.urlsafe_b64encode(packed).decode().rstrip("=")


def forged(pairs=None, **changes):
    """A link of the golden 3-nation game, its header changed and its indices replaced as asked."""
    pairs = pairs_of(GOLDEN_3) if pairs is None else pairs
    header = header_of(three(), decisions=len(pairs))
    header.update(changes)
    return as_link(body(header, pairs))


def out_of_range():
    """The golden 3-nation game's indices with the first one that can be written out of range so written."""
    pairs = list(pairs_of(GOLDEN_3))
    point = next(n for n, (_, length) in enumerate(pairs) if length & (length - 1))
    length = pairs[point][1]
    pairs[point] = ((1 << (length - 1).bit_length()) - 1, length)
    return pairs


def unpacked(text):
    """The payload of a link's text, unpacked with zlib and base64 alone."""
    data = text[len("play="):]
    return zlib.decompress(base64.urlsafe_b64decode(data + "=" * (-len(data) % 4)), -15)


class SecretRules(EditionRules):
    """A game of the family with hidden information (Antike's rules stand in for its own)."""

    hidden_information = True

    def __init__(self):
        super().__init__(ANTIKE_RULES.edition, ANTIKE_RULES.title, ANTIKE_RULES.options_schema, ANTIKE_RULES.words)
        self.id = "secret"


class CousinRules(EditionRules):
    """A game with no hidden information that has no legal-order version yet."""

    def __init__(self):
        super().__init__(ANTIKE_RULES.edition, ANTIKE_RULES.title, ANTIKE_RULES.options_schema, ANTIKE_RULES.words)
        self.id = "cousin"


@pytest.fixture
def other_games(monkeypatch):
    """Two more games in the registry: 'secret' (hidden information) and 'cousin' (no order version)."""
    for game, rules in (("secret", SecretRules()), ("cousin", CousinRules())):
        module = types.ModuleType(f"link_test_{game}")
        module.RULES = rules
        monkeypatch.setitem(sys.modules, module.__name__, module)
        monkeypatch.setitem(registry.GAMES, game, module.__name__)
