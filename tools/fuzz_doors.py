#!/usr/bin/env python3
"""Fuzz the engine's two doors, `bridge.handle` and `savefile.import_game`, with hypothesis.

    python tools/fuzz_doors.py [--inputs 100000] [--seed 0]

Inputs are real inputs, first each as it is, then mutated, and random text and JSON. The real inputs:
requests of every bridge command made on a game in play, and save files exported from real games
(Antike's, and one of Antike Duellum, whose game the requests also start and import). Mutations: byte flips, truncation, cut and
repeated slices, field deletions and additions, type swaps, huge numbers and deep nesting. A mutated save
file is re-signed half of the time, so that the checks behind its checksum are reached too.

The oracle: every reply is a JSON envelope; an error has a documented code (internal_error counts as a
failure: it means an unforeseen exception) and leaves the game in play exactly as it was (the bridge's
view, record and undo range); an accepted input gave the right result, checked against a fresh replay.
import_game either returns a game or raises InvalidRecord. Prints the number of inputs, the histogram
of outcomes and the time taken; exits 1 on a failure, which hypothesis first shrinks to a small input.
tests/core/test_fuzz_doors.py runs the same campaign, smaller, in the normal test suite.
"""

import argparse
import hashlib
import json
import random
import sys
import time
import traceback
from collections import Counter
from functools import lru_cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py_engine"))

from hypothesis import HealthCheck, Phase, given, settings, strategies as st  # noqa: E402
from hypothesis import seed as hypothesis_seed  # noqa: E402

from antike import InvalidRecord, Match, apply, legal_decisions, view  # noqa: E402
from antike.core import bridge  # noqa: E402
from antike.games.antike_common.board import available_boards, offered_boards  # noqa: E402
from antike.core.match import undo_range  # noqa: E402
from antike.core.registry import DEFAULT_GAME, rules_of  # noqa: E402
from antike.core.savefile import export_game, import_game  # noqa: E402
from antike.games.antike_common.simulate import choose  # noqa: E402

ERROR_CODES = frozenset({"invalid_json", "invalid_request", "unknown_command", "no_game", "invalid_options",
                         "invalid_decision", "illegal_decision", "invalid_record", "cannot_undo"})
MUTATING = frozenset({"new_game", "apply", "load", "import", "undo"})
DEFAULT_INPUTS = 100_000
# Which check refused a save file, told by its message (first match), for the histogram: it shows how
# deep into import_game the inputs reach.
FILE_REFUSALS = (("Decision ", "decision"), ("not valid JSON", "json"), ("options are not valid", "options"),
                 ("checksum", "checksum"), ("version", "version"), ("not a saved Antike game", "format"),
                 ("has no '", "missing field"), ("unknown field", "unknown field"), ("must be", "mistyped field"),
                 ("board", "board"), ("nested", "nesting"), ("at most", "size"), ("", "other"))

# Values swapped in for a node: every JSON type, the edges of the engine's ranges, Python's own edges
# (NaN and Infinity parse), a lone surrogate, and splices (huge numbers, deep nesting) added as raw text.
ODD_VALUES = [None, True, False, 0, 1, -1, 2, 3, 4, 6, 7, 99, 100, 999, 1000, 2 ** 31, 2 ** 63, -2 ** 63,
              10 ** 30, 0.5, 1.0, -0.0, 1e308, float("nan"), float("inf"), "", "x", "0", "done", "orient",
              "greeks", "athen", "\u0000", "\ud800", "\u202e", [], {}, [1], [None], {"type": "done"},
              {"": None}]
FIELD_NAMES = ["command", "options", "decision", "record", "text", "count", "at", "computer", "board",
               "type", "payment", "format", "version", "checksum", "decisions", "seed", "nations"]
HUGE_NUMBERS = ["1" + "0" * 20, "-" + "9" * 400, "9" * 4300, "9" * 4301, "1" * 20_000, "1e999", "-1e999",
                "1e-999", "0." + "0" * 5000 + "1", "123456789012345678901234567890.5"]
NESTING_DEPTHS = [2, 50, 400, 900, 950, 980, 990, 995, 1000, 1100, 5000, 100_000]


class Base:
    """The game every input meets, made once: a hot-seat game in mid-turn, so that undo has something to do."""

    def __init__(self):
        game = Match({"board": "orient", "nations": 3, "seed": 5, "names": {"greeks": "Anna"}})
        rng = random.Random(5)
        while len(game.decisions) < 60 or undo_range(game, game.state.order) < 2:
            game.play(choose(game.state, rng))
        self.text = export_game(game)
        self.game = game
        self.decisions = list(game.decisions)
        self.can_undo = undo_range(game, game.state.order)
        bridge._session["game"] = import_game(self.text)
        self.snapshot = snapshot()
        self.view = json.loads(self.snapshot[0])["view"]
        self.duellum_text = self._duellum_file()
        self.requests = self._requests(game) + [
            {"command": "new_game", "game": "duellum", "options": {"board": "east", "seed": 3}},
            {"command": "import", "text": self.duellum_text}]
        self.files = [self.text, self._other_file(), self.duellum_text]

    @staticmethod
    def _requests(game):
        legal = legal_decisions(game.state)
        bare = {key: value for key, value in legal[0].items() if key != "payment"}
        return [
            {"command": "boards"}, {"command": "board", "board": "occident"}, {"command": "view"},
            {"command": "save"}, {"command": "export"}, {"command": "undo_info"}, {"command": "undo"},
            {"command": "undo", "count": 2}, {"command": "replay", "at": 0},
            {"command": "replay", "at": len(game.decisions) // 2},
            *({"command": "apply", "decision": decision} for decision in legal[:6]),
            {"command": "apply", "decision": bare},
            {"command": "new_game", "options": {"board": "occident", "nations": 4, "variants": ["longer"],
                                                "seed": 2}, "computer": ["romans", "phoenicians"]},
            {"command": "new_game", "options": {"nations": 2, "two_player": "two_colours", "seed": 1}},
            {"command": "load", "record": game.to_json()},
            {"command": "import", "text": export_game(game)},
        ]

    @staticmethod
    def _other_file():
        # Another board, the start-city picks of the Longer game and computer players.
        game = Match({"board": "occident", "nations": 4, "variants": ["longer"], "seed": 2},
                    ["romans", "phoenicians"])
        rng = random.Random(2)
        for _ in range(25):
            game.play(choose(game.state, rng))
        return export_game(game)


    @staticmethod
    def _duellum_file():
        # Antike Duellum: two players, event cards in hand and on the display, a hidden deck.
        game = Match({"board": "west", "seed": 4, "names": {"romans": "Zoë"}}, game="duellum")
        rng = random.Random(4)
        while len(game.decisions) < 60:
            game.play(rng.choice(game.rules.legal_decisions(game.state)))
        return export_game(game)


@lru_cache(maxsize=None)
def base():
    """The Base, made on first use."""
    return Base()


def reset():
    """Put the base game in play again (a fresh object: accepted requests change the one in play)."""
    bridge._session["game"] = import_game(base().text)


def snapshot():
    """What the front end can learn of the game in play: view, record and undo range, as reply texts."""
    return tuple(bridge.handle(json.dumps({"command": command})) for command in ("view", "save", "undo_info"))


def sign(data):
    """The checksum of a save file's data, computed here apart from the engine's own code."""
    body = {key: value for key, value in data.items() if key != "checksum"}
    return hashlib.sha256(json.dumps(body, sort_keys=True, separators=(",", ":")).encode("ascii")).hexdigest()


def plain(value):
    """A value as it comes back through JSON (tuples become lists, and so on)."""
    return json.loads(json.dumps(value))


# --- the oracle ---------------------------------------------------------------------------------------

def check(door, text):
    """Send one input through a door, check the answer, return its histogram key; AssertionError on failure."""
    if door == "file":
        return check_file(text)
    return check_request(text)


def check_request(text):
    """`bridge.handle(text)` answers an envelope; an error changes nothing, a success is right."""
    reply = json.loads(bridge.handle(text))
    assert isinstance(reply, dict) and isinstance(reply.get("ok"), bool), reply
    if not reply["ok"]:
        assert set(reply) == {"ok", "error"} and set(reply["error"]) == {"code", "key", "params", "message"}, reply
        code, message = reply["error"]["code"], reply["error"]["message"]
        assert code in ERROR_CODES, reply["error"]
        assert isinstance(message, str) and message
        assert snapshot() == base().snapshot, f"a refused request ({code}) changed the game in play"
        return code
    request = json.loads(text)
    command = request["command"]
    RESULT_CHECKS[command](request, reply)
    if command in MUTATING:
        reset()
    else:
        assert snapshot() == base().snapshot, f"'{command}' changed the game in play"
    return f"ok:{command}"


def check_file(text):
    """`import_game(text)` returns a game or raises InvalidRecord; an accepted file is a sound one."""
    try:
        game = import_game(text)
    except InvalidRecord as error:
        message = str(error)
        assert message
        return "file refused: " + next(name for words, name in FILE_REFUSALS if words in message)
    _check_accepted_file(text, game)
    return "file accepted"


def _check_accepted_file(text, game):
    data = json.loads(text)
    assert data["format"] == "antike-game" and type(data["version"]) is int and data["version"] in (1, 2)
    assert data["checksum"] == sign(data), "a file with a wrong checksum was accepted"
    if data["version"] == 1:  # written before the family: an Antike game on the board it names
        assert data["board"] in available_boards() and data["options"]["board"] == data["board"]
    else:
        assert data["game"] in ("antike", "duellum")
    fresh = Match(data["options"], data["computer"], data.get("game", DEFAULT_GAME))
    for decision in data["decisions"]:
        fresh.play(decision)
    assert fresh.state.to_json() == game.state.to_json() and fresh.log == game.log
    assert fresh.computer == game.computer and fresh.game == game.game


def _in_play():
    return bridge._session["game"]


def _current_view():
    return json.loads(bridge.handle(json.dumps({"command": "view"})))["view"]


def _replayed(decisions):
    fresh = Match(base().game.options)
    for decision in decisions:
        fresh.play(decision)
    return fresh


def _check_boards(request, reply):
    assert [board["id"] for board in reply["boards"]] == offered_boards()  # the latest version of each


def _check_board(request, reply):
    assert reply["board"]["id"] == request["board"]


def _check_view(request, reply):
    assert reply["view"] == base().view


def _check_save(request, reply):
    assert reply["record"] == plain(base().game.to_json())


def _check_export(request, reply):
    assert reply["filename"].endswith(".antike.json")
    assert import_game(reply["text"]).state == base().game.state


def _check_undo_info(request, reply):
    assert reply["can_undo"] == base().can_undo


def _check_replay(request, reply):
    at, total = request["at"], len(base().decisions)
    assert type(at) is int and 0 <= at <= total and reply["at"] == at and reply["total"] == total
    fresh = _replayed(base().decisions[:at])
    viewer = _in_play().state.pending["nation"]  # a person at the device, in a game of persons only
    assert reply["view"] == plain({**view(fresh.state, fresh.log[-bridge.LOG_TAIL:]), "game": "antike",
                                   "viewer": viewer, "to_decide": fresh.state.pending["nation"]})
    assert reply["turn_starts"] == base().game.turn_starts()


def _check_apply(request, reply):
    expected = apply(base().game.state, request["decision"])
    assert _in_play().state == expected and len(_in_play().decisions) == len(base().decisions) + 1
    assert reply["view"] == _current_view()


def _check_undo(request, reply):
    left = len(_in_play().decisions)
    taken = len(base().decisions) - left
    assert 1 <= taken <= base().can_undo and taken == request.get("count", taken)
    assert _in_play().state == _replayed(base().decisions[:left]).state
    assert reply["view"] == _current_view()


def _check_new_game(request, reply):
    rules = rules_of(request.get("game", DEFAULT_GAME))
    assert _in_play().decisions == []
    assert _in_play().state.to_json() == rules.new_game(request.get("options", {})).to_json()
    assert reply["view"] == _current_view()


def _check_load(request, reply):
    record = request["record"]
    assert record["format"] == "antike-record" and isinstance(record["decisions"], list)
    game = record.get("game", DEFAULT_GAME) if record["version"] > 1 else DEFAULT_GAME
    fresh = Match(record["options"], record.get("computer", ()), game)
    for decision in record["decisions"]:
        fresh.play(decision)
    assert _in_play().state.to_json() == fresh.state.to_json()
    assert reply["view"] == _current_view()


def _check_import(request, reply):
    _check_accepted_file(request["text"], _in_play())
    assert reply["view"] == _current_view()


RESULT_CHECKS = {"boards": _check_boards, "board": _check_board, "view": _check_view, "save": _check_save,
                 "export": _check_export, "undo_info": _check_undo_info, "replay": _check_replay,
                 "apply": _check_apply, "undo": _check_undo, "new_game": _check_new_game,
                 "load": _check_load, "import": _check_import}


# --- the inputs ---------------------------------------------------------------------------------------

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=12)


class Splices:
    """Raw JSON text (huge numbers, deep nesting) that json.dumps cannot write, put in by token."""

    def __init__(self):
        self.raw = []

    def token(self, raw):
        """A string to place in the data; `dumps` replaces it by `raw`."""
        self.raw.append(raw)
        return f"\x01splice{len(self.raw) - 1}\x01"

    def dumps(self, value, **options):
        """The JSON text of `value` with every token replaced by its raw text."""
        text = json.dumps(value, **options)
        for number, raw in enumerate(self.raw):
            text = text.replace(json.dumps(f"\x01splice{number}\x01"), raw)
        return text


def _nesting(depth, kind):
    if kind == "list":
        return "[" * depth + "0" + "]" * depth
    return '{"a":' * depth + "0" + "}" * depth


@lru_cache(maxsize=None)
def _integers(low, high):
    # Strategies are made once per range: making and validating one per draw is hypothesis's main cost here.
    return st.integers(low, high)


def number(draw, low, high):
    """A whole number from `low` to `high`, drawn."""
    return draw(_integers(low, high))


def pick(draw, items):
    """One of `items`, drawn (shrinking towards the first)."""
    return items[number(draw, 0, len(items) - 1)]


SHORT_TEXT = st.text(max_size=10)


def odd_value(draw, splices):
    """A value to swap in for a node of real data."""
    kind = pick(draw, ("odd", "odd", "json", "huge", "nest"))
    if kind == "odd":
        return plain(pick(draw, ODD_VALUES))  # a copy: later mutations change it in place
    if kind == "json":
        return draw(JSON_VALUES)
    if kind == "huge":
        return splices.token(pick(draw, HUGE_NUMBERS))
    return splices.token(_nesting(pick(draw, NESTING_DEPTHS), pick(draw, ("list", "object"))))


def _paths(value):
    """Every path (a tuple of keys and indices) in a JSON value, the root's () first."""
    paths, stack = [], [((), value)]
    while stack:
        path, node = stack.pop()
        paths.append(path)
        if isinstance(node, dict):
            stack.extend((path + (key,), child) for key, child in node.items())
        elif isinstance(node, list):
            stack.extend((path + (index,), child) for index, child in enumerate(node))
    return paths


def _at(value, path):
    for step in path:
        value = value[step]
    return value


def _replace(value, path, new):
    if not path:
        return new
    _at(value, path[:-1])[path[-1]] = new
    return value


def mutated_text(draw, text):
    """`text` after one to three byte-level mutations: flips, truncation, cut, repeated or inserted slices."""
    for _ in range(number(draw, 1, 3)):
        size = len(text)
        where = number(draw, 0, size)
        operation = pick(draw, ("flip", "truncate", "cut", "repeat", "insert"))
        if operation == "flip" and size:
            where = min(where, size - 1)
            text = text[:where] + chr(ord(text[where]) ^ (1 << number(draw, 0, 7))) + text[where + 1:]
        elif operation == "truncate":
            text = text[:where]
        elif operation in ("cut", "repeat"):
            end = number(draw, where, min(size, where + 200))
            piece = text[where:end]
            text = text[:where] + (piece * 2 if operation == "repeat" else "") + text[end:]
        else:
            text = text[:where] + draw(SHORT_TEXT) + text[where:]
    return text


def mutated_tree(draw, value, splices):
    """The JSON `value` (changed in place where it can be) after one to three structural mutations."""
    for _ in range(number(draw, 1, 3)):
        paths = _paths(value)
        path = pick(draw, paths)
        node = _at(value, path)
        operation = pick(draw, ("swap", "delete", "swap", "add", "list", "string", "number"))
        if operation == "delete" and path:
            del _at(value, path[:-1])[path[-1]]
        elif operation == "add" and isinstance(node, dict):
            node[pick(draw, FIELD_NAMES) if number(draw, 0, 1) else draw(SHORT_TEXT)] = odd_value(draw, splices)
        elif operation == "list" and isinstance(node, list) and node:
            index = number(draw, 0, len(node) - 1)
            if number(draw, 0, 1):
                node.insert(number(draw, 0, len(node)), plain(node[index]))
            else:
                del node[index]
        elif operation == "string" and isinstance(node, str):
            value = _replace(value, path, mutated_text(draw, node))
        elif operation == "number" and isinstance(node, int) and not isinstance(node, bool):
            value = _replace(value, path, node + pick(draw, (1, -1, -node - 1, 10 ** 6, 2 ** 64)))
        else:
            value = _replace(value, path, odd_value(draw, splices))
    return value


RANDOM_TEXT = st.text(max_size=200)
RANDOM_FIELDS = st.dictionaries(st.sampled_from(FIELD_NAMES), JSON_VALUES, max_size=3)


def random_input(draw):
    """An input made up from nothing: text, JSON, or an object with a command and odd fields."""
    kind = pick(draw, ("text", "json", "object"))
    if kind == "text":
        return draw(RANDOM_TEXT)
    if kind == "json":
        return json.dumps(draw(JSON_VALUES))
    command = pick(draw, sorted(RESULT_CHECKS)) if number(draw, 0, 3) else draw(SHORT_TEXT)
    return json.dumps({**draw(RANDOM_FIELDS), "command": command})


@st.composite
def door_inputs(draw):
    """One input: ("request", text for bridge.handle) or ("file", text for import_game)."""
    door = pick(draw, ("request", "file"))
    how = pick(draw, ("tree", "text", "tree", "random"))
    if how == "random":
        return door, random_input(draw)
    source = pick(draw, base().requests if door == "request" else base().files)
    original = json.dumps(source) if door == "request" else source
    if how == "text":
        return door, mutated_text(draw, original)
    splices = Splices()
    value = mutated_tree(draw, json.loads(original), splices)
    if door == "file" and isinstance(value, dict) and number(draw, 0, 1):
        value["checksum"] = sign(value)
    return door, splices.dumps(value, indent=pick(draw, (None, 2)) if door == "file" else None)


def real_inputs():
    """Every real input as it is, ("request", text) or ("file", text): each accepted path's check runs
    on every campaign, not only when a mutation happens to leave an input valid."""
    return ([("request", json.dumps(request)) for request in base().requests]
            + [("file", text) for text in base().files])


def campaign(inputs, seed_value, histogram, *, derandomize=False):
    """The real inputs as they are, then the hypothesis test of `inputs` inputs, counting outcomes in
    `histogram`; call it to run."""
    @settings(max_examples=inputs, deadline=None, database=None, derandomize=derandomize,
              phases=(Phase.generate, Phase.shrink), suppress_health_check=list(HealthCheck))
    @given(door_inputs())
    def fuzz_doors(case):
        histogram[check(*case)] += 1

    mutated = fuzz_doors if derandomize else hypothesis_seed(seed_value)(fuzz_doors)

    def run():
        for case in real_inputs():
            histogram[check(*case)] += 1
        mutated()

    return run


def main():
    """Run the campaign; print the count, the histogram and the time; exit 1 on any failure."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--inputs", type=int, default=DEFAULT_INPUTS)
    parser.add_argument("--seed", type=int, default=0)
    arguments = parser.parse_args()
    histogram = Counter()
    started = time.perf_counter()
    saved = bridge._session["game"]
    reset()
    try:
        campaign(arguments.inputs, arguments.seed, histogram)()
        failed = None
    except Exception as error:  # hypothesis re-raises the shrunk failure; report it and fail
        failed = error
    finally:
        bridge._session["game"] = saved
    elapsed = time.perf_counter() - started
    print(f"inputs: {sum(histogram.values())} (seed {arguments.seed})")
    for key, count in sorted(histogram.items(), key=lambda item: (-item[1], item[0])):
        print(f"  {key:30} {count:7}")
    print(f"elapsed: {elapsed:.1f} s")
    if failed is not None:
        # The traceback's notes hold hypothesis's shrunk falsifying example.
        print("FAILED:\n" + "".join(traceback.format_exception(failed)))
        return 1
    print("no failure")
    return 0


if __name__ == "__main__":
    sys.exit(main())
