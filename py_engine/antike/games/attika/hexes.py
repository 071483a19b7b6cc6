"""The hexagonal grid (AT-MAP-1): cells in axial coordinates, kept in the state as "q,r" strings;
neighbours, distance and a tile's seven cells in a rotation (AT-MAP-2)."""

from functools import lru_cache
from sys import intern

from .components import DATA

DIRECTIONS = tuple(tuple(vector) for vector in DATA["directions"]["vectors"])  # E, NE, NW, W, SW, SE


def cell(q, r):
    """The key of the cell (q, r)."""
    # Interned: a state's copies (marshal keeps a string interned) then hold the very keys of the
    # tables of neighbours and of the map's order, which a lookup matches without comparing text.
    return intern(f"{q},{r}")


@lru_cache(maxsize=None)
def coordinates(key):
    """(q, r) of a cell key."""
    q, r = key.split(",")
    return int(q), int(r)


class _Neighbours(dict):
    # cell key -> its six neighbours, worked out once per cell. Its lookup is the function, not a
    # cached call: every legal list of a state read from JSON asks for hundreds of them.
    def __missing__(self, key):
        q, r = coordinates(key)
        found = self[key] = tuple(cell(q + dq, r + dr) for dq, dr in DIRECTIONS)
        return found


neighbours = _Neighbours().__getitem__  # the six cells sharing an edge with a cell key, in direction order


def distance(a, b):
    """The number of steps between two cells."""
    (q1, r1), (q2, r2) = coordinates(a), coordinates(b)
    dq, dr = q1 - q2, r1 - r2
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


@lru_cache(maxsize=None)
def tile_cells(centre, rotation):
    """The cells of a tile laid at `centre` in `rotation` (0-5), in printed field order C, E, NE, NW,
    W, SW, SE: the printed field of direction i lies at centre + direction[(i + rotation) % 6]."""
    q, r = coordinates(centre)
    ring = tuple(cell(q + DIRECTIONS[(i + rotation) % 6][0], r + DIRECTIONS[(i + rotation) % 6][1])
                 for i in range(6))
    return (centre,) + ring
