"""The map (AT-MAP, AT-EXT): laying a board tile with its symbols turned by its rotation, the legal
centres for an extension tile, and the empty fields."""

from itertools import chain

from .components import TILES
from .hexes import neighbours, tile_cells

ROTATIONS = range(6)


def lay_tile(state, tile, centre, rotation):
    """Lay `tile` at `centre` in `rotation`: its seven fields join the map at once (AT-EXT-5).
    Returns what the map offered before (AttikaState.own_map), for map_reach.tile_laid."""
    before = state.own_map()
    cells = tile_cells(centre, rotation)
    for field, symbol in zip(cells, TILES[tile]):
        state.fields[field] = symbol
    state.tiles.append({"tile": tile, "centre": centre, "rotation": rotation})
    if state._centres is not None:
        state._centres = _centres_after_tile(state, state._centres, cells)
    return before


def legal_centres(state):
    """Every centre where a new tile may lie (AT-EXT-3), in a fixed order: none of its 7 cells is a
    field or a shrine and one of them touches one; so the centre is exactly two steps from the map.
    The footprint is the same in every rotation, so the rotation only turns the symbols. A tuple kept
    with the state (and its copies) until a tile is laid, when lay_tile carries it on."""
    if state._centres is None:
        # Set operations over the neighbours' tuples, not loops cell by cell: a state read from JSON
        # makes this anew at its first tile step, over every cell of the map.
        taken = set(state.fields).union(state.shrines)
        ring = set(chain.from_iterable(map(neighbours, taken)))
        ring -= taken
        second = set(chain.from_iterable(map(neighbours, ring)))
        second -= taken
        second -= ring
        state._centres = tuple(sorted(second, key=field_order))
    return state._centres


def _centres_after_tile(state, centres, cells):
    # A tile just laid on `cells`: the centres within one step of them are gone, and those two steps
    # from them that have no field or shrine next to them come.
    close = set(cells).union(*map(neighbours, cells))
    fields, shrines = state.fields, set(state.shrines)
    kept = [centre for centre in centres if centre not in close]  # in the map's order still
    candidates = set(chain.from_iterable(map(neighbours, close))) - close
    candidates.difference_update(kept)
    field_keys = fields.keys()
    new = [near for near in candidates if near not in fields and near not in shrines
           and shrines.isdisjoint(neighbours(near)) and field_keys.isdisjoint(neighbours(near))]
    return tuple(sorted(kept + new, key=field_order)) if new else tuple(kept)


class _FieldOrder(dict):
    # cell key -> row * 2**16 + column: the map's order, row by row (a map spans far fewer than 2**15
    # columns either side), worked out once per cell. Its lookup, not a function call, is the sort
    # key, and one int, not a (row, column) pair, is what it compares, as sorting the map's cells is frequent.
    def __missing__(self, key):
        q, r = key.split(",")
        order = self[key] = (int(r) << 16) + int(q)
        return order


field_order = _FieldOrder().__getitem__  # the map's order of a cell key: row by row


def empty_fields(state):
    """The fields without a building (AT-MAP-3), in a fixed order (row by row)."""
    return sorted(state.fields.keys() - state.buildings.keys(), key=field_order)
