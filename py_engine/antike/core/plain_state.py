"""A game's state as plain data (dicts, lists, strings, numbers), copied cheaply and without loss.

A game's state may be a class of named fields of plain JSON data; `PlainState`
gives them the one way of writing, reading and copying such a state, and `fresh` copies any plain
data (read-only parts included) so that the copy shares nothing with the original.
"""

import marshal

from .read_only import plain


def fresh(data):
    """A copy of plain data (dicts, lists, strings, numbers) that shares nothing with `data`; read-only
    parts (core/read_only.py) come out plain."""
    # marshal is several times faster than copy.deepcopy, which random and computer players call per
    # decision; it refuses the read-only types (subclasses), which `plain` copies.
    try:
        return marshal.loads(marshal.dumps(data))
    except ValueError:
        return plain(data)


class PlainState:
    """One moment of a game as plain data: a subclass names its fields in FIELDS (the order
    `to_json` writes them) and declares them, with anything else it keeps, in its `__slots__`."""

    FIELDS = ()
    __slots__ = ("_legal", "_checked")

    def __init__(self, **fields):
        for name in self.FIELDS:
            setattr(self, name, fields[name])
        # The legal list, made once per state by the game's kept_legal (never part of its data); the
        # core reads it here once it is made (core/package_rules.py).
        self._legal = None
        # The copy of a decision the game's Rules last checked (core/package_rules.py), never part of its data.
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
