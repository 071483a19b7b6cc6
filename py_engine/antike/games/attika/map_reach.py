"""What the map offers a building site, kept up to date as the map changes (AT-COST-2, AT-COST-6,
AT-COST-7): the empty fields in order, the symbols in reach of each, and for each seat the kinds of
its own buildings next to each empty field, its settlements and the costs of its buildings there.

The map (its fields and the buildings on them) changes only when a building is placed or a tile laid,
while a turn asks many questions of it (each legal list, each payment, each game-over check). So a
state keeps one `MapReach` for its map, internal and never part of its data; a copy of the state
takes it along. A placement changes the reach of the field's neighbours only, so the placing state
gets a new MapReach made from the old one (`after_placement`); a laid tile has it made anew
(AttikaState.own_map drops it). Nothing in a MapReach changes once made, except what is filled in
as it is first asked for, which depends on the map alone; nothing of it is handed out.
"""

from collections import Counter

from .costs import cost_of, own_neighbours, reach_symbols
from .hexes import neighbours
from .map_tiles import empty_fields
from .settlements import settlement_count


class SeatReach:
    """One seat's view of the empty fields: `profile` {field: (symbols in reach, frozenset of own
    kinds next to it)}, `profiles` {profile: how many fields have it}, `settlements`, the fields grouped
    by profile (`fields_of`) and the costs of a building over the fields (`costs`), the last two made
    when first asked for."""

    __slots__ = ("profile", "profiles", "settlements", "_empty", "_fields_of", "_costs")

    def __init__(self, profile, profiles, settlements, empty):
        self.profile, self.profiles, self.settlements, self._empty = profile, profiles, settlements, empty
        self._fields_of = None
        self._costs = {}

    @classmethod
    def made(cls, state, seat, reach, empty):
        """`seat`'s SeatReach on the map of `state`, whose empty fields have `reach`."""
        profile = {field: (symbols, frozenset(own_neighbours(state, seat, field))) for field, symbols in reach.items()}
        return cls(profile, dict(Counter(profile.values())), settlement_count(state, seat), empty)

    def fields_of(self):
        """{profile: its fields in the map's order}."""
        if self._fields_of is None:
            self._fields_of = {}
            profile = self.profile
            for field in self._empty:
                self._fields_of.setdefault(profile[field], []).append(field)
        return self._fields_of

    def costs(self, building):
        """The costs (symbols left per kind, cards of any kind) of `building` over the empty fields: far
        fewer costs than fields, so whether a hand pays is asked once per cost."""
        found = self._costs.get(building)
        if found is None:
            settlements = self.settlements
            found = self._costs[building] = {cost_of(building, symbols, near_own, settlements)
                                             for symbols, near_own in self.profiles}
        return found

    def any_cost(self, building, paid):
        """Whether `paid(cost)` holds for the cost of `building` on some empty field: the fields are
        looked at until one is paid; when none is, their costs are kept (`costs`)."""
        known = self._costs.get(building)
        if known is not None:
            return any(paid(cost) for cost in known)
        seen, settlements = set(), self.settlements
        for symbols, near_own in self.profiles:
            cost = cost_of(building, symbols, near_own, settlements)
            if cost not in seen:
                if paid(cost):
                    return True
                seen.add(cost)
        self._costs[building] = seen
        return False

    def after_placement(self, state, seat, field, changed, reach, empty):
        """This seat's SeatReach once a building of `seat` stands on `field`: the profiles of the
        `changed` empty fields next to it made anew (their reach, and for the placing seat the own
        kinds) and counted; the placing seat's settlements anew. The costs are counted again when
        asked for (over the profiles, far fewer than the fields)."""
        profile, profiles = dict(self.profile), dict(self.profiles)
        _count(profiles, profile.pop(field), -1)
        for near in changed:
            near_own = frozenset(own_neighbours(state, seat, near)) if seat is not None else profile[near][1]
            _count(profiles, profile[near], -1)
            profile[near] = (reach[near], near_own)
            _count(profiles, profile[near], 1)
        settlements = self.settlements if seat is None else settlement_count(state, seat)
        return SeatReach(profile, profiles, settlements, empty)


def _count(counted, key, step):
    # One field more (step 1) or fewer (-1) with the profile `key`; a profile of no field is left out.
    left = counted.get(key, 0) + step
    if left:
        counted[key] = left
    else:
        del counted[key]


class MapReach:
    """The map's empty fields (`empty`, a tuple in the map's order) with the symbols in reach of each
    (`reach`), and each seat's `SeatReach`, made when first asked for."""

    __slots__ = ("empty", "reach", "_seats")

    def __init__(self, empty, reach):
        self.empty, self.reach = empty, reach
        self._seats = {}

    @classmethod
    def made(cls, state):
        """The MapReach of the map of `state`, worked out field by field."""
        empty = tuple(empty_fields(state))
        return cls(empty, {field: reach_symbols(state, field) for field in empty})

    def of_seat(self, state, seat):
        """`seat`'s SeatReach on this map (`state` being a state with this map)."""
        found = self._seats.get(seat)
        if found is None:
            found = self._seats[seat] = SeatReach.made(state, seat, self.reach, self.empty)
        return found

    def after_placement(self, state, seat, field):
        """The MapReach of `state`, where a building of `seat` now stands on `field`, which was empty
        on this map: only the reach of the empty fields next to it changes."""
        reach = dict(self.reach)
        del reach[field]
        changed = [near for near in neighbours(field) if near in reach]
        for near in changed:
            reach[near] = reach_symbols(state, near)
        new = MapReach(tuple(place for place in self.empty if place != field), reach)
        for other, seat_reach in self._seats.items():
            new._seats[other] = seat_reach.after_placement(state, seat if other == seat else None, field, changed,
                                                           reach, new.empty)
        return new


def map_reach(state):
    """The state's MapReach, made once for its map."""
    if state._reach is None:
        state._reach = MapReach.made(state)
    return state._reach


def placed(state, before, seat, field):
    """`seat` has just placed a building on the empty `field` of `state`, whose map had the MapReach
    `before` (None when none was made): the state's MapReach follows the placement."""
    state._reach = None if before is None else before.after_placement(state, seat, field)
