"""What the map offers a building site, kept up to date as the map changes (AT-COST-2, AT-COST-6,
AT-COST-7): the empty fields in order, the symbols in reach of each, and for each seat the kinds of
its own buildings next to an empty field (the few fields next to one), its settlements and the costs
of its buildings there.

The map (its fields and the buildings on them) changes only when a building is placed or a tile laid,
while a turn asks many questions of it (each legal list, each payment, each game-over check). So a
state keeps one `MapReach` for its map, internal and never part of its data; a copy of the state
takes it along. A placement changes the reach of the field's neighbours only, so the placing state
gets a new MapReach made from the old one (`after_placement`); so does a laid tile, which adds
empty fields and changes the reach of the empty fields next to them only (`after_tile`). Nothing
in a MapReach changes once made, except what is filled in as it is first asked for, which depends
on the map alone; nothing of it is handed out. What a seat's buildings change is kept apart from
what the map offers every seat alike: a placement or a tile changes a seat's part only where its
own buildings stand next to a field, so a seat that others built around catches up at little cost.
"""

from collections import Counter

from .costs import BIT_OF_SUM, REACH_BITS, SYMBOLS_OF_SUM, cost_of, reach_of_empty, reach_sum
from .hexes import neighbours
from .map_tiles import empty_fields, field_order
from .settlements import settlements_after_placement, settlements_among


ALONE = frozenset()  # the own kinds next to a field with no own building next to it


class _OneKind(dict):
    # building -> frozenset((building,)), made once: the own kinds next to most fields are one kind.
    def __missing__(self, building):
        kinds = self[building] = frozenset((building,))
        return kinds


_ONE_KIND = _OneKind()


class SeatReach:
    """One seat's view of the empty fields of a map: `near_own` {empty field next to an own building:
    frozenset of the own kinds next to it} (few fields), `settlements`, and, made when first asked
    for, `profile` {field: Profile}, `profiles` {Profile: how many fields have it}, the fields grouped
    by profile (`fields_of`) and what is present on the empty fields (`present`). The map's part
    (`empty`, `reach`, `bits`, the fields counted per bit and all bits) is the MapReach's, shared."""

    __slots__ = ("near_own", "settlements", "empty", "reach", "bits", "_counts", "_all_bits", "_profile",
                 "_profiles", "_fields_of", "_present")

    def __init__(self, near_own, settlements, reach_map):
        self.near_own, self.settlements = near_own, settlements
        self.empty, self.reach, self.bits = reach_map.empty, reach_map.reach, reach_map.bits
        self._counts, self._all_bits = reach_map.counts, reach_map.all_bits
        self._profile = self._profiles = self._fields_of = self._present = None

    @classmethod
    def made(cls, state, seat, reach_map):
        """`seat`'s SeatReach on the map of `state`, whose MapReach is `reach_map`: the own kinds next
        to each field found from the seat's buildings, far fewer than the fields (own_neighbours)."""
        near_own, reach = {}, reach_map.reach
        own = {cell: placed_here["building"] for cell, placed_here in state.buildings.items()
               if placed_here["owner"] == seat}
        for cell, building in own.items():
            kind = _ONE_KIND[building]
            for near in neighbours(cell):
                if near in reach:
                    kinds = near_own.get(near)
                    near_own[near] = kind if kinds is None or kinds is kind else kinds | kind
        return cls(near_own, settlements_among(set(own)), reach_map)

    def bits_held(self):
        """The bits (costs.REACH_BITS) that some empty field holds."""
        return self._counts.keys()

    def profile_at(self, field):
        """The Profile of the empty `field`."""
        return profile_of(self.reach[field], self.near_own.get(field, ALONE))

    @property
    def profile(self):
        """{empty field: its Profile}."""
        if self._profile is None:
            near_own = self.near_own
            self._profile = {field: profile_of(total, near_own.get(field, ALONE))
                             for field, total in self.reach.items()}
        return self._profile

    @property
    def profiles(self):
        """{Profile: how many empty fields have it}."""
        if self._profiles is None:
            self._profiles = dict(Counter(self.profile.values()))
        return self._profiles

    def fields_of(self):
        """{profile: its fields in the map's order}."""
        if self._fields_of is None:
            self._fields_of = {}
            profile = self.profile
            for field in self.empty:
                self._fields_of.setdefault(profile[field], []).append(field)
        return self._fields_of

    def present(self):
        """(the symbols in reach of the empty fields next to an own building, of the other empty
        fields, both as costs.REACH_BITS, and the kinds of own buildings next to an empty field):
        enough to tell whether a hand pays for a building anywhere (Sites.buildable). Read from the
        few fields next to own buildings: the others hold every bit the map's fields hold but those
        that only fields next to own buildings hold."""
        if self._present is None:
            near, kinds, near_counts, bits = 0, set(), {}, self.bits
            for field, own_kinds in self.near_own.items():
                bit = bits[field]
                near |= bit
                kinds |= own_kinds
                near_counts[bit] = near_counts.get(bit, 0) + 1
            lonely, counts = self._all_bits, self._counts
            for bit, count in near_counts.items():
                if counts[bit] == count:
                    lonely &= ~bit
            self._present = (near, lonely, kinds)
        return self._present

    def after_placement(self, state, seat, field, changed, reach_map):
        """This seat's SeatReach on `reach_map`, once a building of its own (`seat`) stands on `field`:
        the empty fields next to it, `changed`, have it among the own kinds next to them; the
        settlements counted on from the count before."""
        near_own = dict(self.near_own)
        near_own.pop(field, None)
        built = _ONE_KIND[state.buildings[field]["building"]]
        for near in changed:
            near_own[near] = near_own.get(near, ALONE) | built
        return SeatReach(near_own, settlements_after_placement(state, seat, field, self.settlements), reach_map)

    def caught_up(self, gone, new_near_own, reach_map):
        """This seat's SeatReach on `reach_map`, once others placed buildings on the fields `gone` and
        tiles were laid: none of the buildings is the seat's, so the kinds of own buildings next to a
        field it knew and the settlements stay; those next to a tile's field are in `new_near_own`
        {field: kinds} (none if it is not there)."""
        near_own = dict(self.near_own)
        near_own.update(new_near_own)
        for field in gone:
            near_own.pop(field, None)
        return SeatReach(near_own, self.settlements, reach_map)


class Profile(tuple):
    """(symbols in reach, frozenset of the seat's own kinds next to it): what decides a building's cost
    on an empty field for a seat. Interned (`profile_of`), so hashed by identity, which a dict finds
    faster than a tuple's hash of its parts, and keeping the costs of buildings on it (`costs`): a
    game asks about the same few profiles again and again. `bit`: its symbols' costs.REACH_BITS."""

    __hash__ = object.__hash__

    def __init__(self, parts):
        super().__init__()
        self.costs = {}
        self.bit = REACH_BITS[parts[0]]

    def cost(self, building, settlements):
        """cost_of `building` on a field of this profile, for a seat with `settlements`, kept."""
        key = building if self[1] else (building, settlements)
        cost = self.costs.get(key)
        if cost is None:
            cost = self.costs[key] = cost_of(building, *self, settlements)
        return cost


_PROFILES = {}  # (sum of the symbols in reach, near_own) -> its Profile
_PROFILES_KEPT = 1 << 16  # more than a game makes; a long-running process starts afresh past it


def profile_of(total, near_own):
    """The one Profile of (the symbols whose costs.reach_sum is `total`, `near_own`)."""
    key = (total, near_own)
    found = _PROFILES.get(key)
    if found is None:
        if len(_PROFILES) >= _PROFILES_KEPT:
            _PROFILES.clear()
        found = _PROFILES[key] = Profile((SYMBOLS_OF_SUM[total], near_own))
    return found


class MapReach:
    """The map's empty fields (`empty`, a tuple in the map's order) with the symbols in reach of each
    (`reach`, as their costs.reach_sum) and their costs.REACH_BITS (`bits`), the fields counted per
    bit (`counts`) and every bit held (`all_bits`), and each seat's `SeatReach`, made when first
    asked for. A placement brings the placing seat's SeatReach up to date at once; another seat's
    waits (`_behind`) until it is asked for, as it mostly is on its own turn, after several
    placements; after a laid tile, every seat's waits."""

    __slots__ = ("empty", "reach", "bits", "counts", "all_bits", "_seats", "_behind", "_changes")

    def __init__(self, empty, reach, bits, counts, all_bits, changes=None):
        self.empty, self.reach, self.bits, self.counts, self.all_bits = empty, reach, bits, counts, all_bits
        self._seats = {}
        # seat -> (its SeatReach on an earlier map, that map's `_changes`)
        self._behind = {}
        # What changed since the map was made, the latest first, as a chain shared with the earlier
        # maps: None, or (the earlier map's chain, the field built on or None for a tile,
        # {seat: {a tile's field: its kinds next to it}} or None).
        self._changes = changes

    @classmethod
    def made(cls, state):
        """The MapReach of the map of `state`, worked out field by field."""
        empty = tuple(empty_fields(state))
        reach, bits = reach_of_empty(state, empty)
        counts = dict(Counter(bits.values()))
        all_bits = 0
        for bit in counts:
            all_bits |= bit
        return cls(empty, reach, bits, counts, all_bits)

    def of_seat(self, state, seat):
        """`seat`'s SeatReach on this map (`state` being a state with this map)."""
        found = self._seats.get(seat)
        if found is None:
            behind = self._behind.pop(seat, None)
            if behind is None:
                found = SeatReach.made(state, seat, self)
            else:
                found = self._caught_up(seat, *behind)
            self._seats[seat] = found
        return found

    def _caught_up(self, seat, earlier, since):
        # `seat`'s SeatReach `earlier`, of the map whose chain of changes was `since`, brought up to
        # this map: every change since then is gathered from the chain at once.
        gone, new_near_own, link = [], {}, self._changes
        while link is not since:
            link, field, near_own = link
            if field is not None:
                gone.append(field)
            elif seat in near_own:
                new_near_own.update(near_own[seat])
        return earlier.caught_up(gone, new_near_own, self)

    def after_placement(self, state, seat, field):
        """The MapReach of `state`, where a building of `seat` now stands on `field`, which was empty
        on this map: only the reach of the empty fields next to it changes."""
        reach, bits, counts = dict(self.reach), dict(self.bits), dict(self.counts)
        del reach[field]
        all_bits = self.all_bits & _fewer(counts, bits.pop(field))
        changed = [near for near in neighbours(field) if near in reach]
        all_bits = _reworked(state, reach, bits, counts, all_bits, changed)
        index = self.empty.index(field)
        new = MapReach(self.empty[:index] + self.empty[index + 1:], reach, bits, counts, all_bits,
                       (self._changes, field, None))
        if seat in self._behind:
            self.of_seat(state, seat)  # caught up on this map, which needs no state
        for other, seat_reach in self._seats.items():
            if other == seat:
                new._seats[seat] = seat_reach.after_placement(state, seat, field, changed, new)
            else:
                new._behind[other] = (seat_reach, self._changes)
        new._behind.update(self._behind)
        return new

    def after_tile(self, state, cells):
        """The MapReach of `state`, where a tile has just been laid on `cells` (new empty fields): only
        the reach of the empty fields next to them changes. Every seat catches up when next asked."""
        reach, bits, counts = dict(self.reach), dict(self.bits), dict(self.counts)
        changed = list(cells) + [near for near in dict.fromkeys(near for field in cells for near in neighbours(field))
                                 if near in reach]
        all_bits = _reworked(state, reach, bits, counts, self.all_bits, changed)
        new = MapReach(tuple(sorted(self.empty + tuple(cells), key=field_order)), reach, bits, counts, all_bits,
                       (self._changes, None, _near_own(state, cells)))
        for seat, seat_reach in self._seats.items():
            new._behind[seat] = (seat_reach, self._changes)
        new._behind.update(self._behind)
        return new


def _reworked(state, reach, bits, counts, all_bits, changed):
    # The reach of the `changed` fields worked out anew (or for the first time) into `reach`, `bits`
    # and `counts`, from `all_bits` held before: returns every bit held after.
    for field in changed:
        total = reach[field] = reach_sum(state, field)
        bit, old = BIT_OF_SUM[total], bits.get(field)
        if bit != old:
            bits[field] = bit
            if old is not None:
                all_bits &= _fewer(counts, old)
            counts[bit] = counts.get(bit, 0) + 1
            all_bits |= bit
    return all_bits


def _fewer(counts, bit):
    # One field fewer holds `bit`: the mask that takes it out of every bit held if none holds it now.
    left = counts[bit] - 1
    if left:
        counts[bit] = left
        return -1
    del counts[bit]
    return ~bit


def _near_own(state, cells):
    # {seat: {cell: the kinds of the seat's buildings next to it}} for a tile's new fields `cells`, only
    # the cells next to a building of the seat: looked at once for every seat, as few are.
    found, buildings = {}, state.buildings
    for cell in cells:
        for near in neighbours(cell):
            placed_here = buildings.get(near)
            if placed_here is not None:
                found.setdefault(placed_here["owner"], {}).setdefault(cell, set()).add(placed_here["building"])
    return {seat: {cell: frozenset(kinds) for cell, kinds in near_cells.items()} for seat, near_cells in found.items()}


def map_reach(state):
    """The state's MapReach, made once for its map."""
    if state._reach is None:
        state._reach = MapReach.made(state)
    return state._reach


def placed(state, before, seat, field):
    """`seat` has just placed a building on the empty `field` of `state`, whose map had the MapReach
    `before` (None when none was made): the state's MapReach follows the placement."""
    state._reach = None if before is None else before.after_placement(state, seat, field)


def tile_laid(state, before, cells):
    """A tile has just been laid on `cells` of the map of `state`, whose MapReach was `before` (None
    when none was made): the state's MapReach follows."""
    state._reach = None if before is None else before.after_tile(state, cells)
