"""What the map offers a building site, worked out once per layout of the map (AT-COST-2, AT-COST-6,
AT-COST-7): the empty fields in order, the symbols in reach of each, and for each seat the kinds of
its own buildings next to each empty field, and its settlements.

The map (its fields and the buildings on them) changes only when a building is placed or a tile laid,
while a turn asks many questions of it (each legal list, each payment, each game-over check). So a
state keeps one `MapReach` for its map, internal and never part of its data; a copy of the state
takes it along, and placing a building or laying a tile drops it (AttikaState.own_map). Nothing in
it changes once made, except the seats' entries filled in as they are first asked for, which depend
on the map alone; nothing of it is handed out.
"""

from .costs import cost_of, own_neighbours, reach_symbols
from .map_tiles import empty_fields
from .settlements import settlement_count


class SeatReach:
    """One seat's view of the empty fields: `profile` {field: (symbols in reach, frozenset of own
    kinds next to it)}, `fields_of` {profile: its fields in the map's order}, `settlements`, and the
    costs of a building on them (`costs`)."""

    __slots__ = ("profile", "fields_of", "settlements", "_costs")

    def __init__(self, state, seat, reach):
        self.settlements = settlement_count(state, seat)
        self.profile = {}
        self.fields_of = {}
        for field, symbols in reach.items():
            profile = (symbols, frozenset(own_neighbours(state, seat, field)))
            self.profile[field] = profile
            self.fields_of.setdefault(profile, []).append(field)
        self._costs = {}

    def costs(self, building):
        """{cost (symbols left per kind, cards of any kind): the profiles where `building` costs that}:
        far fewer costs than profiles, so whether a hand pays is asked once per cost."""
        found = self._costs.get(building)
        if found is None:
            found = self._costs[building] = {}
            for profile in self.fields_of:
                found.setdefault(cost_of(building, profile[0], profile[1], self.settlements), []).append(profile)
        return found


class MapReach:
    """The map's empty fields (`empty`, a tuple in the map's order) with the symbols in reach of each
    (`reach`), and each seat's `SeatReach`, made when first asked for."""

    __slots__ = ("empty", "reach", "_seats")

    def __init__(self, state):
        self.empty = tuple(empty_fields(state))
        self.reach = {field: reach_symbols(state, field) for field in self.empty}
        self._seats = {}

    def of_seat(self, state, seat):
        """`seat`'s SeatReach on this map (`state` being a state with this map)."""
        found = self._seats.get(seat)
        if found is None:
            found = self._seats[seat] = SeatReach(state, seat, self.reach)
        return found


def map_reach(state):
    """The state's MapReach, made once for its map."""
    if state._reach is None:
        state._reach = MapReach(state)
    return state._reach

