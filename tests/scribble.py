"""Scribbling on what the engine hands out, to show that nothing else changes with it."""

import pytest

from antike.core.read_only import ReadOnlyDict, ReadOnlyList

JUNK = "changed"


def _refused(change):
    with pytest.raises(TypeError, match="read-only"):
        change()


def refuses_every_change(value):
    """Every way of changing a read-only dict or list (core/read_only.py) in place raises TypeError."""
    if isinstance(value, ReadOnlyDict):
        key = next(iter(value), JUNK)
        changes = (lambda: value.__setitem__(JUNK, JUNK), lambda: value.__delitem__(key), value.clear,
                   value.popitem, lambda: value.pop(key), lambda: value.setdefault(JUNK, JUNK),
                   lambda: value.update({JUNK: JUNK}), lambda: value.__ior__({JUNK: JUNK}))
    else:
        changes = (lambda: value.__setitem__(0, JUNK), lambda: value.__delitem__(0), value.clear, value.pop,
                   value.sort, value.reverse, lambda: value.append(JUNK), lambda: value.extend([JUNK]),
                   lambda: value.insert(0, JUNK), lambda: value.remove(JUNK), lambda: value.__iadd__([JUNK]),
                   lambda: value.__imul__(2))
    for change in changes:
        _refused(change)


def scramble(value):
    """Change everything changeable inside `value`, in place; a read-only dict or list must refuse
    every change (and what is inside it is scrambled in turn)."""
    if isinstance(value, (ReadOnlyDict, ReadOnlyList)):
        refuses_every_change(value)
        for item in value.values() if isinstance(value, dict) else value:
            scramble(item)
    elif isinstance(value, dict):
        for key in list(value):
            if isinstance(value[key], (dict, list)):
                scramble(value[key])
            else:
                value[key] = JUNK
        value["added"] = 1
    elif isinstance(value, list):
        for item in value:
            scramble(item)
        value.append("added")
