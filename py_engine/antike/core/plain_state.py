"""A game's state as plain data (dicts, lists, strings, numbers), copied cheaply and without loss.

A game's state may be a class of named fields of plain JSON data; `PlainState`
gives them the one way of writing, reading and copying such a state, and `fresh` copies any plain
data so that the copy shares nothing with the original.
"""

import marshal
from itertools import compress
from operator import itemgetter

_TYPE = itemgetter("type")


def fresh(data):
    """A copy of plain data (dicts, lists, strings, numbers) that shares nothing with `data`."""
    # marshal is several times faster than copy.deepcopy, which random and computer players call per decision.
    return marshal.loads(marshal.dumps(data))


def fresh_entries(entries, nested):
    """Copies of a legal list's entries that share nothing with them, where `nested` names for each
    decision type the fields that hold a flat dict or list (of strings and numbers; every other field
    holds a string, a number, a bool or None): for lists of small flat entries, several times faster
    than `fresh`."""
    # Every entry copied in one pass at C speed; then only the entries of a type with nested fields
    # are visited again (a list of moves, the commonest, has none: one pass at C speed tells).
    copies = list(map(dict.copy, entries))
    if nested.keys().isdisjoint(map(_TYPE, copies)):
        return copies
    for copy in compress(copies, map(nested.__contains__, map(_TYPE, copies))):
        for name in nested[copy["type"]]:
            value = copy.get(name)
            if value is not None:
                copy[name] = value.copy()
    return copies


class PlainState:
    """One moment of a game as plain data: a subclass names its fields in FIELDS (the order
    `to_json` writes them) and declares them, with anything else it keeps, in its `__slots__`."""

    FIELDS = ()
    __slots__ = ("_legal", "_handed", "_checked")

    def __init__(self, **fields):
        for name in self.FIELDS:
            setattr(self, name, fields[name])
        self._legal = None  # the legal list, made once per state (never part of its data)
        # What the game's Rules last handed out of this state (core/package_rules.py), never part of its data.
        self._handed = None
        self._checked = None

    def to_json(self):
        """The state as fresh plain data."""
        return fresh({name: getattr(self, name) for name in self.FIELDS})

    @classmethod
    def from_json(cls, data):
        """A state from `to_json`'s data (copied: the data stays the caller's)."""
        return cls(**fresh({name: data[name] for name in cls.FIELDS}))

    def copy(self):
        """A copy to change, its legal list not yet made."""
        return type(self)(**self.to_json())
