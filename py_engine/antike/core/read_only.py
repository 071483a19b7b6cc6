"""Plain data that nobody can change, so that the engine may hand it out without copying it.

A legal list's entries are the one thing every caller asks for at every decision; copying them at
every `legal_decisions` cost about a third of a decision. Read-only entries are made once (where a
game makes them, or the first time the list is handed out) and then shared by the state, its
players and every caller: a caller that tries to change one gets a TypeError that says so, and a
copy it may change is `plain(entry)` or `dict(entry)`. They are a dict and a list still (equal to
the same plain data, written to JSON as it), and a copy of one (`copy.copy`, `copy.deepcopy`,
pickle, `plain`) is plain, changeable data again.
"""

REFUSAL = ("What the engine hands out is shared and read-only: change a copy of it "
           "(antike.core.read_only.plain, or dict(...)).")


def _refuse(self, *args, **kwargs):
    raise TypeError(REFUSAL)


class _PlainWhenCopied:
    # Any copy of read-only data is plain data again, the copier's to change.
    __slots__ = ()

    def __copy__(self):
        return plain(self)

    def __deepcopy__(self, memo):
        return plain(self)

    def __reduce__(self):
        value = plain(self)
        return type(value), (value,)


class ReadOnlyDict(_PlainWhenCopied, dict):
    """A dict whose every way of changing it in place raises TypeError."""

    __slots__ = ()
    __setitem__ = __delitem__ = __ior__ = clear = pop = popitem = setdefault = update = _refuse


class ReadOnlyList(_PlainWhenCopied, list):
    """A list whose every way of changing it in place raises TypeError."""

    __slots__ = ()
    __setitem__ = __delitem__ = __iadd__ = __imul__ = _refuse
    append = extend = insert = pop = remove = clear = sort = reverse = _refuse


_READ_ONLY_ENTRY = frozenset((ReadOnlyDict,))


def read_only(data):
    """`data` (plain: dicts, lists, strings, numbers) as read-only data; what is read-only already is
    kept as it is, so a value shared by many lists is made read-only once."""
    kind = type(data)
    if kind is ReadOnlyDict or kind is ReadOnlyList:
        return data
    if isinstance(data, dict):
        return ReadOnlyDict(zip(data, map(read_only, data.values())))
    if isinstance(data, list):
        return ReadOnlyList(map(read_only, data))
    if kind is tuple:
        return tuple(map(read_only, data))
    return data


def read_only_entries(entries, nested=None):
    """A legal list (decision dicts with a "type") whose entries are all read-only: `entries` itself
    when they are already, else a new list in which the others are made so. `nested` names for each
    decision type the fields that hold a flat dict or list (every other field holds a string, a
    number, a bool or None), which is faster than `read_only` of any plain data; None: any."""
    if _READ_ONLY_ENTRY.issuperset(map(type, entries)):
        return entries
    if nested is None:
        return list(map(read_only, entries))
    return [entry if type(entry) is ReadOnlyDict else _read_only_entry(entry, nested) for entry in entries]


def _read_only_entry(entry, nested):
    names = nested.get(entry["type"])
    if names is None:
        return ReadOnlyDict(entry)
    entry = dict(entry)
    for name in names:
        value = entry.get(name)
        if value is not None:
            entry[name] = ReadOnlyDict(value) if isinstance(value, dict) else ReadOnlyList(value)
    return ReadOnlyDict(entry)


def plain(data):
    """A copy of `data` that shares nothing with it, read-only parts made plain dicts and lists."""
    if isinstance(data, dict):
        return dict(zip(data, map(plain, data.values())))
    if isinstance(data, list):
        return list(map(plain, data))
    if type(data) is tuple:
        return tuple(map(plain, data))
    return data
