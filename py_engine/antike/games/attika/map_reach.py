"""What the map offers a building site, kept up to date as the map changes (AT-COST-2, AT-COST-6,
AT-COST-7): the empty fields in order, the symbols in reach of each, and for each seat the kinds of
its own buildings next to each empty field, its settlements and the costs of its buildings there.

The map (its fields and the buildings on them) changes only when a building is placed or a tile laid,
while a turn asks many questions of it (each legal list, each payment, each game-over check). So a
state keeps one `MapReach` for its map, internal and never part of its data; a copy of the state
takes it along. A placement changes the reach of the field's neighbours only, so the placing state
gets a new MapReach made from the old one (`after_placement`); so does a laid tile, which adds
empty fields and changes the reach of the empty fields next to them only (`after_tile`). Nothing
in a MapReach changes once made, except what is filled in as it is first asked for, which depends
on the map alone; nothing of it is handed out.
"""

from collections import Counter

from .costs import REACH_BITS, cost_of, reach_of_empty, reach_symbols
from .hexes import neighbours
from .map_tiles import empty_fields, field_order
from .settlements import settlement_count, settlements_after_placement


ALONE = frozenset()  # the own kinds next to a field with no own building next to it


class SeatReach:
    """One seat's view of the empty fields: `profile` {field: (symbols in reach, frozenset of own
    kinds next to it)}, `profiles` {profile: how many fields have it}, `settlements`, the fields grouped
    by profile (`fields_of`) and what is present on the empty fields (`present`), the last two made
    when first asked for. One made from the map (`made`) makes its profiles when first asked for too:
    whether a hand pays for a building anywhere, the most asked, needs none."""

    __slots__ = ("_profile", "_profiles", "settlements", "_empty", "_fields_of", "_present", "_made_from")

    def __init__(self, profile, profiles, settlements, empty):
        self._profile, self._profiles, self.settlements, self._empty = profile, profiles, settlements, empty
        self._fields_of = None
        self._present = None
        self._made_from = None  # (reach, {field: set of own kinds next to it}) until the profiles are made

    @property
    def profile(self):
        """{empty field: its Profile}."""
        if self._profile is None:
            self._make_profiles()
        return self._profile

    @property
    def profiles(self):
        """{Profile: how many empty fields have it}."""
        if self._profile is None:
            self._make_profiles()
        return self._profiles

    def _make_profiles(self):
        reach, near_own = self._made_from
        self._profile = {field: profile_of(symbols, frozenset(near_own[field]) if field in near_own else ALONE)
                         for field, symbols in reach.items()}
        self._profiles = dict(Counter(self._profile.values()))
        self._made_from = None

    @classmethod
    def made(cls, state, seat, reach, empty):
        """`seat`'s SeatReach on the map of `state`, whose empty fields have `reach`: the own kinds next
        to each field found from the seat's buildings, far fewer than the fields (own_neighbours)."""
        near_own = {}
        for cell, placed_here in state.buildings.items():
            if placed_here["owner"] == seat:
                for near in neighbours(cell):
                    if near in reach:
                        near_own.setdefault(near, set()).add(placed_here["building"])
        made = cls(None, None, settlement_count(state, seat), empty)
        made._made_from = (reach, near_own)
        return made

    def fields_of(self):
        """{profile: its fields in the map's order}."""
        if self._fields_of is None:
            self._fields_of = {}
            profile = self.profile
            for field in self._empty:
                self._fields_of.setdefault(profile[field], []).append(field)
        return self._fields_of

    def present(self):
        """(the symbols in reach of the empty fields next to an own building, of the other empty
        fields, both as costs.REACH_BITS, and the kinds of own buildings next to an empty field):
        enough to tell whether a hand pays for a building anywhere (Sites.buildable)."""
        if self._present is None:
            near, lonely, kinds = 0, 0, set()
            if self._profile is None:  # read from the map, as the profiles are not made
                reach, near_own = self._made_from
                for field, symbols in reach.items():
                    if field in near_own:
                        near |= REACH_BITS[symbols]
                        kinds |= near_own[field]
                    else:
                        lonely |= REACH_BITS[symbols]
            else:
                for profile in self._profiles:
                    if profile[1]:
                        near |= profile.bit
                        kinds |= profile[1]
                    else:
                        lonely |= profile.bit
            self._present = (near, lonely, kinds)
        return self._present

    def after_placement(self, state, seat, field, changed, reach, empty):
        """This seat's SeatReach once a building of its own (`seat`) stands on `field`: the profiles
        of the `changed` empty fields next to it made anew (their reach and the own kinds) and
        counted; the settlements counted on from the count before."""
        profile, profiles = dict(self.profile), dict(self.profiles)
        _count(profiles, profile.pop(field), -1)
        built = frozenset((state.buildings[field]["building"],))
        interned = _PROFILES
        for near in changed:  # the own kinds next to it: those before, and the building on `field`
            old = profile[near]
            symbols, kinds = reach[near], old[1] | built
            new = interned.get((symbols, kinds)) or profile_of(symbols, kinds)
            if new is not old:
                _count(profiles, old, -1)
                profile[near] = new
                profiles[new] = profiles.get(new, 0) + 1
        settlements = settlements_after_placement(state, seat, field, self.settlements)
        return SeatReach(profile, profiles, settlements, empty)

    def caught_up(self, gone, changed, new_near_own, reach, empty):
        """This seat's SeatReach once others placed buildings on the fields `gone` and tiles were laid,
        which changed the reach of the fields `changed` or added them (`reach` now): none of the
        buildings is the seat's, so the kinds of own buildings next to a field it knew and the
        settlements stay; those next to a tile's field are in `new_near_own` {field: kinds} (none if
        it is not there)."""
        profile, profiles = dict(self.profile), dict(self.profiles)
        for field in gone:
            old = profile.pop(field, None)  # None: a field of a later tile, built on since
            if old is not None:
                _count(profiles, old, -1)
        # The commonest case made inline, as a catch-up looks at many fields: a field whose symbols in
        # reach are the same (interned: costs._SYMBOLS_OF) keeps its profile.
        interned = _PROFILES
        for near in changed:
            symbols = reach.get(near)
            if symbols is None:
                continue
            old = profile.get(near)
            if old is None:
                kinds = new_near_own.get(near, ALONE)
            elif old[0] is symbols:
                continue
            else:
                kinds = old[1]
            new = interned.get((symbols, kinds)) or profile_of(symbols, kinds)
            if old is not None:
                _count(profiles, old, -1)
            profile[near] = new
            profiles[new] = profiles.get(new, 0) + 1
        return SeatReach(profile, profiles, self.settlements, empty)


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


_PROFILES = {}  # (symbols, near_own) -> its Profile
_PROFILES_KEPT = 1 << 16  # more than a game makes; a long-running process starts afresh past it


def profile_of(symbols, near_own):
    """The one Profile of (`symbols`, `near_own`)."""
    parts = (symbols, near_own)
    found = _PROFILES.get(parts)
    if found is None:
        if len(_PROFILES) >= _PROFILES_KEPT:
            _PROFILES.clear()
        found = _PROFILES[parts] = Profile(parts)
    return found


def _count(counted, key, step):
    # One more (step 1) or fewer (-1) with `key` (a profile's fields, a cost's profiles); none is left out.
    left = counted.get(key, 0) + step
    if left:
        counted[key] = left
    else:
        del counted[key]


class MapReach:
    """The map's empty fields (`empty`, a tuple in the map's order) with the symbols in reach of each
    (`reach`), and each seat's `SeatReach`, made when first asked for. A placement brings the placing
    seat's SeatReach up to date at once; another seat's waits (`_behind`) until it is asked for, as
    it mostly is on its own turn, after several placements; after a laid tile, every seat's waits."""

    __slots__ = ("empty", "reach", "_seats", "_behind", "_changes")

    def __init__(self, empty, reach, changes=None):
        self.empty, self.reach = empty, reach
        self._seats = {}
        # seat -> (its SeatReach on an earlier map, that map's `_changes`)
        self._behind = {}
        # What changed since the map was made, the latest first, as a chain shared with the earlier
        # maps: None, or (the earlier map's chain, the field built on or None for a tile, the fields
        # whose reach changed or that a tile added, {seat: {a tile's field: its kinds next to it}} or None).
        self._changes = changes

    @classmethod
    def made(cls, state):
        """The MapReach of the map of `state`, worked out field by field."""
        empty = tuple(empty_fields(state))
        return cls(empty, reach_of_empty(state, empty))

    def of_seat(self, state, seat):
        """`seat`'s SeatReach on this map (`state` being a state with this map)."""
        found = self._seats.get(seat)
        if found is None:
            behind = self._behind.pop(seat, None)
            if behind is None:
                found = SeatReach.made(state, seat, self.reach, self.empty)
            else:
                found = self._caught_up(seat, *behind)
            self._seats[seat] = found
        return found

    def _caught_up(self, seat, earlier, since):
        # `seat`'s SeatReach `earlier`, of the map whose chain of changes was `since`, brought up to
        # this map: every change since then is gathered from the chain at once.
        gone, changed, new_near_own, link = set(), set(), {}, self._changes
        while link is not since:
            link, field, changed_here, near_own = link
            if field is not None:
                gone.add(field)
            changed.update(changed_here)
            if near_own and seat in near_own:
                new_near_own.update(near_own[seat])
        return earlier.caught_up(gone, changed, new_near_own, self.reach, self.empty)

    def after_placement(self, state, seat, field):
        """The MapReach of `state`, where a building of `seat` now stands on `field`, which was empty
        on this map: only the reach of the empty fields next to it changes."""
        reach = dict(self.reach)
        del reach[field]
        changed = [near for near in neighbours(field) if near in reach]
        for near in changed:
            reach[near] = reach_symbols(state, near)
        index = self.empty.index(field)
        new = MapReach(self.empty[:index] + self.empty[index + 1:], reach, (self._changes, field, changed, None))
        if seat in self._behind:
            self.of_seat(state, seat)  # caught up on this map, which needs no state
        for other, seat_reach in self._seats.items():
            if other == seat:
                new._seats[seat] = seat_reach.after_placement(state, seat, field, changed, reach, new.empty)
            else:
                new._behind[other] = (seat_reach, self._changes)
        new._behind.update(self._behind)
        return new

    def after_tile(self, state, cells):
        """The MapReach of `state`, where a tile has just been laid on `cells` (new empty fields): only
        the reach of the empty fields next to them changes. Every seat catches up when next asked."""
        reach = dict(self.reach)
        changed = list(cells) + [near for near in dict.fromkeys(near for field in cells for near in neighbours(field))
                                 if near in reach]
        for field in changed:
            reach[field] = reach_symbols(state, field)
        new = MapReach(tuple(sorted(self.empty + tuple(cells), key=field_order)), reach,
                       (self._changes, None, changed, _near_own(state, cells)))
        for seat, seat_reach in self._seats.items():
            new._behind[seat] = (seat_reach, self._changes)
        new._behind.update(self._behind)
        return new


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
