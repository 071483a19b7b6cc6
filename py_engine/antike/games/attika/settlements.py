"""Settlements (AT-SETL): sets of one colour's buildings linked by adjacency; groups completed for an
amphora (AT-AMP-2) and shrines joined (AT-END-2) are read from the same links."""

from .components import GROUP_PIECES
from .hexes import neighbours


def owner_at(state, cell):
    """The seat whose building stands on `cell`, or None."""
    building = state.buildings.get(cell)
    return None if building is None else building["owner"]


def _linked(state, start, keep):
    # The cells reachable from `start` through adjacent cells for which keep(cell) holds.
    seen, todo = {start}, [start]
    while todo:
        for near in neighbours(todo.pop()):
            if near not in seen and keep(near):
                seen.add(near)
                todo.append(near)
    return seen


def settlement_of(state, field):
    """The cells of the settlement the building on `field` belongs to (AT-SETL-1)."""
    seat = state.buildings[field]["owner"]
    return _linked(state, field, lambda cell: owner_at(state, cell) == seat)


def settlement_count(state, seat):
    """How many settlements `seat` has on the map."""
    return settlements_among({cell for cell, building in state.buildings.items() if building["owner"] == seat})


def settlements_among(cells):
    """How many settlements the buildings of one seat on `cells` (a set, emptied) make."""
    uncounted = cells
    count = 0
    while uncounted:
        count += 1
        todo = [uncounted.pop()]
        while todo:  # the rest of this settlement leaves the uncounted cells
            for near in neighbours(todo.pop()):
                if near in uncounted:
                    uncounted.remove(near)
                    todo.append(near)
    return count


def settlements_after_placement(state, seat, field, before):
    """How many settlements `seat` has now that his building stands on `field`, `before` the count
    without it: one more, less the settlements it joins. Own neighbours in one unbroken arc of the
    ring around the field touch each other, so they are one settlement; only separate arcs may be
    separate settlements, which is found out through their links that avoid `field`."""
    ring = neighbours(field)
    own = [owner_at(state, near) == seat for near in ring]
    if all(own):
        return before
    arcs = [near for index, near in enumerate(ring) if own[index] and not own[index - 1]]
    if len(arcs) <= 1:
        return before + 1 - len(arcs)
    reached, joined = set(), 0
    for start in arcs:
        if start not in reached:
            reached |= _linked(state, start, lambda cell: cell != field and owner_at(state, cell) == seat)
            joined += 1
    return before + 1 - joined


def group_complete(state, seat, group):
    """Whether all of `seat`'s buildings of `group` are on the map, linked among themselves through
    buildings of that group only (AT-AMP-2)."""
    record, pieces = state.players[seat], _GROUP_SETS[group]
    if not pieces.isdisjoint(record["board"]) or not all(map(pieces.isdisjoint, record["stacks"])):
        return False  # a piece still off the map, found without a look over the whole map
    cells = [cell for cell, building in state.buildings.items()
             if building["owner"] == seat and building_group(building["building"]) == group]
    if len(cells) < len(GROUP_PIECES[group]):
        return False
    members = set(cells)
    return _linked(state, cells[0], members.__contains__) == members


def building_group(building):
    """The group a building belongs to."""
    return _GROUP_OF[building]


def shrines_joined(state, field):
    """The shrines adjacent to the settlement of the building on `field` (AT-END-2: two of them win)."""
    shrines = set(state.shrines)
    return {near for cell in settlement_of(state, field) for near in neighbours(cell) if near in shrines}


_GROUP_OF = {piece: group for group, pieces in GROUP_PIECES.items() for piece in pieces}
_GROUP_SETS = {group: frozenset(pieces) for group, pieces in GROUP_PIECES.items()}
