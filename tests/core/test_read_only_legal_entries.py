"""The public legal list's entries are shared and read-only (core/read_only.py): over seeded random games
(default options) of every game of the registry, every entry handed out is read-only all the way down
(each dict and list in it), equals the engine's own entry, and is the very entry the state's kept list
holds; the state itself stays plain data (its fields and events marshal, as every copy of plain data
does), never holding a read-only value it took from a decision. A game that names its decisions' nested
fields (`decisions.NESTED`, its Rules' `nested_fields`) has its entries made read-only field by field,
which is right only if every entry has that shape."""

import marshal
import random

import pytest

from antike.core.read_only import ReadOnlyDict, ReadOnlyList
from antike.core.registry import GAMES, rules_of

PLAIN = (str, int, float, bool, type(None))
SEEDS = (1, 2, 3)
PLAYED = [game for game in GAMES if isinstance(GAMES[game], str)]


def _nested_of(game):
    # The game's NESTED, or None when its legal list is made read-only as any plain data.
    return getattr(rules_of(game), "nested_fields", None)


NESTED_GAMES = [game for game in PLAYED if _nested_of(game) is not None]


def _shape_problem(entry, nested):
    # What in `entry` breaks the shape a field-by-field conversion relies on, or None.
    for name, value in entry.items():
        if name in nested.get(entry["type"], ()):
            items = value.values() if isinstance(value, dict) else value
            if not isinstance(value, (dict, list)) or not all(isinstance(item, PLAIN) for item in items):
                return f"{entry['type']}.{name} is no flat dict or list: {value!r}"
        elif not isinstance(value, PLAIN):
            return f"{entry['type']}.{name} holds {value!r}, not named in NESTED"
    return None


def _writable_part(value):
    # A dict or list in `value` (itself included) that is not read-only, or None.
    if isinstance(value, dict):
        if not isinstance(value, ReadOnlyDict):
            return value
        return next(filter(None, map(_writable_part, value.values())), None)
    if isinstance(value, list):
        if not isinstance(value, ReadOnlyList):
            return value
        return next(filter(None, map(_writable_part, value)), None)
    return None


def test_some_game_names_its_nested_fields():
    assert NESTED_GAMES


@pytest.mark.parametrize("game", PLAYED)
def test_every_entry_handed_out_is_read_only_the_kept_one_and_the_state_stays_plain(game):
    rules, nested = rules_of(game), _nested_of(game)
    kinds = set()
    for seed in SEEDS:
        state = rules.new_game({"seed": seed})
        rng = random.Random(seed)
        while rules.to_decide(state) is not None:
            handed = rules.legal_decisions(state)
            kept = rules.kept_legal(state)
            assert handed == kept and handed is not kept
            assert all(map(lambda mine, its: mine is its, handed, kept))
            for entry in handed:
                assert _writable_part(entry) is None, entry
                if nested is not None:
                    assert _shape_problem(entry, nested) is None
                kinds.add(entry["type"])
            state = rules.apply(state, rng.choice(handed))
            marshal.dumps([getattr(state, name) for name in state.FIELDS])
            marshal.dumps(state.events)
    if nested is not None:
        assert kinds & set(nested), "the games played offered no decision with nested fields"
