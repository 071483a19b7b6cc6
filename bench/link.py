#!/usr/bin/env python3
"""Play by link (antike.core.link): how long links are, and how long reading one takes, in CPython.

Plays whole seeded games on the Orient board with 3 and 6 nations, each seat played by the weighted
random policy of antike.games.antike_common.simulate ("random") or by one medium bot
(`rules_of("antike").make_bot("medium", seed, 2.0, None)`), and prints for each kind of game the
median (and the range) over the seeds of:
- the decisions of a whole game;
- the link's length in characters (`play=...`, header included) after 100 and 500 decisions and at
  the end: as written (each index in the fewest bits its legal list's length allows), and, for
  comparison, with each index as a plain varint (a byte for an index below 128) deflated, and as one
  mixed-radix number (the information's exact size, index_1 + n_1 * (index_2 + n_2 * ...));
- the time to write the whole game's link (`encode_link`), to read and replay it (`decode_link`), and
  to open it through the bridge (`open_link`: reading, replay and the view the page draws), each the
  median of 5 runs, for the last seed's game.
The target: a whole 3-nation game's link under 2,000 characters. Figures only, no assertions; the
last line is one JSON object.

    python bench/link.py [--seeds 5]
"""

import argparse
import base64
import json
import random
import statistics
import sys
import time
import zlib
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py_engine"))

from antike import Match  # noqa: E402
from antike.core.bridge import handle  # noqa: E402
from antike.core.link import MAGIC, PREFIX, VERSION, decode_link, encode_link, indices, order_version, pack  # noqa: E402
from antike.games.antike_common.simulate import choose  # noqa: E402

MATCH_ID = "0f8d6c1e-5b3a-4c2e-9d7f-1a2b3c4d5e6f"  # the length of a crypto.randomUUID()
POINTS = (100, 500)
RUNS = 5


def whole_game(nations, policy, seed):
    """A finished game of `nations` on the Orient board, every seat played by `policy`."""
    match = Match({"board": "orient", "nations": nations, "seed": seed})
    rules = match.rules  # rules_of("antike")
    rng = random.Random(seed)
    bot = rules.make_bot("medium", seed, 2.0, None) if policy == "medium" else None
    while rules.to_decide(match.state) is not None:
        match.play(bot.choose(match.state) if bot else choose(match.state, rng))
    return match


def header(match, count):
    return {"game": match.game, "match": MATCH_ID, "options": match.options, "computer": match.computer_json(),
            "order": order_version(match.game), "decisions": count}


def varint(number):
    out = bytearray()
    while number >= 0x80:
        out.append(number & 0x7F | 0x80)
        number >>= 7
    out.append(number)
    return bytes(out)


def packed_length(head, index_bytes):
    """The length of a link with these indices' bytes in place of the written ones, packed alike."""
    head = json.dumps(head, separators=(",", ":"), ensure_ascii=False).encode()
    body = MAGIC + bytes([VERSION]) + varint(len(head)) + head + index_bytes
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = packer.compress(body + zlib.crc32(body).to_bytes(4, "big")) + packer.flush()
    return len(PREFIX) + len(base64.urlsafe_b64encode(packed).rstrip(b"="))


def varint_length(head, pairs):
    """The link's length had each index been a plain varint (a byte below 128)."""
    return packed_length(head, b"".join(varint(index) for index, _ in pairs))


def radix_length(head, pairs):
    """The link's length had the indices been one mixed-radix number (their exact information)."""
    number = 0
    for index, length in reversed(pairs):
        number = number * length + index
    return packed_length(head, number.to_bytes((number.bit_length() + 7) // 8, "little"))


def lengths(match):
    """{point: (as written, varints, mixed radix)} for 100, 500 and "end" (where the game is that long)."""
    pairs = indices(match)
    found = {}
    for point in (*POINTS, len(pairs)):
        if point <= len(pairs):
            head = header(match, point)
            found["end" if point == len(pairs) else point] = (
                len(pack(head, pairs[:point])), varint_length(head, pairs[:point]), radix_length(head, pairs[:point]))
    return found


def median_seconds(action):
    times = []
    for _ in range(RUNS):
        started = time.perf_counter()
        action()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def spread(values):
    values = sorted(values)
    return f"{statistics.median(values):7.0f} ({values[0]}-{values[-1]})"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=5)
    args = parser.parse_args()
    summary = {}
    print("link length in characters: median (range) over seeds; written / plain varints / mixed radix")
    for nations in (3, 6):
        for policy in ("random", "medium"):
            games = [whole_game(nations, policy, seed) for seed in range(1, args.seeds + 1)]
            measured = [lengths(game) for game in games]
            row = {"decisions": statistics.median(len(game.decisions) for game in games)}
            print(f"\n{nations} nations, {policy}: decisions {spread([len(game.decisions) for game in games])}")
            for point in (*POINTS, "end"):
                kept = [found[point] for found in measured if point in found]
                if not kept:
                    continue
                columns = [[three_ways[column] for three_ways in kept] for column in range(3)]
                print(f"  at {point!s:>4}: {' / '.join(spread(column) for column in columns)}")
                row[str(point)] = {name: statistics.median(column)
                                   for name, column in zip(("written", "varint", "radix"), columns)}
            game = games[-1]
            text = encode_link(game, MATCH_ID)
            request = json.dumps({"command": "open_link", "text": text})
            row["seconds"] = {"encode": median_seconds(lambda: encode_link(game, MATCH_ID)),
                              "decode": median_seconds(lambda: decode_link(text)),
                              "open_link": median_seconds(lambda: handle(request))}
            milliseconds = {name: round(seconds * 1000) for name, seconds in row["seconds"].items()}
            print(f"  seed {args.seeds} ({len(game.decisions)} decisions, {len(text)} characters), median of "
                  f"{RUNS}: encode {milliseconds['encode']} ms, decode + replay {milliseconds['decode']} ms, "
                  f"bridge open_link {milliseconds['open_link']} ms")
            summary[f"{nations}-{policy}"] = row
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
