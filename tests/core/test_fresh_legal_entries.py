"""The public legal list is the caller's (the copy rule, core/package_rules.py): a game that names its
decisions' nested fields (`decisions.NESTED`, its Rules' `nested_fields`) has its list copied field by field, which shares
nothing only if every entry has that shape. Over seeded random games (default options) of each such
game of the registry, every entry holds plain values but in its NESTED fields, which hold flat dicts
or lists of plain values; and the copies handed out equal the engine's own list and share no dict
or list with it."""

import random

import pytest
from handed_out_states import containers

from antike.core.registry import GAMES, rules_of

PLAIN = (str, int, float, bool, type(None))
SEEDS = (1, 2, 3)


def _nested_of(game):
    # The game's NESTED, or None when its legal list is copied as any plain data.
    return getattr(rules_of(game), "nested_fields", None)


NESTED_GAMES = [game for game in GAMES if isinstance(GAMES[game], str) and _nested_of(game) is not None]


def _shape_problem(entry, nested):
    # What in `entry` breaks the shape a field-by-field copy relies on, or None.
    for name, value in entry.items():
        if name in nested.get(entry["type"], ()):
            items = value.values() if isinstance(value, dict) else value
            if not isinstance(value, (dict, list)) or not all(isinstance(item, PLAIN) for item in items):
                return f"{entry['type']}.{name} is no flat dict or list: {value!r}"
        elif not isinstance(value, PLAIN):
            return f"{entry['type']}.{name} holds {value!r}, not named in NESTED"
    return None


def test_some_game_names_its_nested_fields():
    assert NESTED_GAMES


@pytest.mark.parametrize("game", NESTED_GAMES)
def test_every_legal_entry_has_the_shape_its_copy_relies_on_and_the_copies_share_nothing(game):
    rules, nested = rules_of(game), _nested_of(game)
    kinds = set()
    for seed in SEEDS:
        state = rules.new_game({"seed": seed})
        rng = random.Random(seed)
        while rules.to_decide(state) is not None:
            kept = rules.kept_legal(state)
            copies = rules.legal_decisions(state)
            assert copies == kept
            assert not containers(copies) & containers(kept)
            for entry in kept:
                assert _shape_problem(entry, nested) is None
                kinds.add(entry["type"])
            state = rules.apply(state, rng.choice(copies))
    assert kinds & set(nested), "the games played offered no decision with nested fields"
