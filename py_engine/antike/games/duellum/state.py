"""A game of Duellum as plain data (`DuellumState`): everything the rules need, nothing else, so
that `to_json`/`from_json` round-trip without loss, and a copy shares the parts it does not change."""

from ...core.plain_state import PlainState, fresh
from .board import load_board
from .vocabulary import UNITS

# Every field a state has, in the order to_json writes them.
FIELDS = ("options", "order", "players", "cities", "units", "bank", "cards", "turn", "acting", "scratch",
          "pending", "picks_owed", "events", "revealed", "outcome")
SHARED = ("units", "cities", "players")  # shared by a copy until it changes them (DuellumState.copy)


class DuellumState(PlainState):
    """One moment of a game. Each attribute is plain JSON data:

    - `options`: {board, seed, names, first} as normalised by new_game;
    - `order`: the two players, the start player first;
    - `players`: {player: {marble, iron, gold, coin, supply {legion, galley}, pool {legion, galley},
      walls (in supply), walls_earned, know_hows {know_how: turn bought}, personages {kind: n}, score,
      rondel (field or None), hand [card ids]}};
    - `cities`: {site region: None (empty site) or {owner, resource, temple (bool), wall (bool)}}, in
      board order (a wall in a city belongs to the city's owner, D-CONQ-5);
    - `units`: {region: {player: {legion: n, galley: n}}} for every region;
    - `bank`: {coin, temples, tiles {resource: n}, walls, personages {kind: n}};
    - `cards`: {deck [ids, top first], display [ids], discards [ids], shuffles (how many so far)};
    - `turn` (1, 2, ...; both players' turns counted), `acting` (whose turn);
    - `scratch`: what the current turn remembers (see turns.new_scratch);
    - `pending`: {player, step} or None once the game is over; `picks_owed`: picks of step 3 still due;
    - `events`: what the decision that made this state did; `revealed`: whether it turned up a card;
    - `outcome`: None, or {winner, reason: {why}}.
    """

    FIELDS = FIELDS
    __slots__ = FIELDS + ("_own_regions", "_own_cities", "_own_players", "_cities_by_owner", "_occupied",
                            "_board")

    def __init__(self, **fields):
        super().__init__(**fields)
        self._own_regions = None  # all of `units` is this state's own
        self._own_cities = None  # all of `cities` is this state's own
        self._own_players = None  # all of `players` is this state's own
        self._cities_by_owner = None  # see _cities_of
        self._occupied = None  # see occupied
        self._board = None  # see board

    @property
    def board(self):
        """The board this game is played on (looked up once: the rules ask for it many times a decision)."""
        board = self._board
        if board is None:
            board = self._board = load_board(self.options["board"])
        return board

    @property
    def opponent(self):
        """The player whose turn it is not."""
        return self.order[1] if self.acting == self.order[0] else self.order[0]

    def other(self, player):
        """The other player than `player`."""
        return self.order[1] if player == self.order[0] else self.order[0]

    def copy(self):
        """A copy to change, its legal list not yet made. The units on the board, the cities and the
        players' records, the largest parts, are shared until the copy changes them (add_units copies a
        region's units on their first change, own_city a city, own_player a record); the events made
        so far are shared too, as an event never changes once made."""
        # Slot by slot, not through __init__: a copy is made at every decision, and keyword
        # arguments set by name cost several times more.
        new = DuellumState.__new__(DuellumState)
        for name in _CORE_SLOTS:
            setattr(new, name, None)  # the core's bookkeeping of a new state (core/plain_state.py)
        new.options = {**self.options, "names": dict(self.options["names"])}
        new.order = list(self.order)
        new.players = self.players
        new.cities = self.cities
        new.units = self.units
        new.bank = _bank_copy(self.bank)
        new.cards = _cards_copy(self.cards)
        new.turn = self.turn
        new.acting = self.acting
        new.scratch = _scratch_copy(self.scratch)
        new.pending = None if self.pending is None else dict(self.pending)
        new.picks_owed = self.picks_owed
        new.events = list(self.events)
        new.revealed = self.revealed
        new.outcome = None if self.outcome is None else fresh(self.outcome)
        new._own_regions = set()
        new._own_cities = set()
        new._own_players = set()
        # Made from the cities and the units, which the copy shares until it changes them.
        new._cities_by_owner = self._cities_by_owner
        new._occupied = self._occupied
        new._board = self._board
        return new

    def own_player(self, player):
        """`player`'s record, to be changed: the one way a record changes, so that a copy never
        changes the state it was made from."""
        owned = self._own_players
        if owned is not None and player not in owned:
            if not owned:
                self.players = dict(self.players)
            self.players[player] = _record_copy(self.players[player])
            owned.add(player)
        return self.players[player]

    def own_city(self, region):
        """The city (or empty site, None) in `region`, to be changed at once: the one way a city
        changes, so that a copy never changes the state it was made from. Setting a new city goes
        through `found_city`."""
        self._own_city_entry(region)
        return self.cities[region]

    def found_city(self, region, city):
        """A new city `city` on the empty site in `region`."""
        self._own_city_entry(region)
        self.cities[region] = city

    def _own_city_entry(self, region):
        self._cities_by_owner = None  # the city may change hands: made again when next asked for
        if self._own_cities is not None and region not in self._own_cities:
            if not self._own_cities:
                self.cities = dict(self.cities)
            city = self.cities[region]
            self.cities[region] = None if city is None else dict(city)
            self._own_cities.add(region)

    def add_units(self, region, player, unit, count):
        """`count` (negative to take away) units of kind `unit` of `player` in `region`: the one way
        units on the board change, so that a copy never changes the state it was made from."""
        if self._own_regions is not None and region not in self._own_regions:
            if not self._own_regions:
                self.units = dict(self.units)
            sides = self.units[region]
            self.units[region] = dict(zip(sides, map(dict, sides.values())))
            self._own_regions.add(region)
        units = self.units[region][player]
        was_held = bool(units["legion"] or units["galley"])
        units[unit] += count
        held = bool(units["legion"] or units["galley"])
        if was_held != held and self._occupied is not None:
            # The region is newly held or left: the player's regions change, in a new dict (copies share it).
            regions = self._occupied[player]
            if held:
                regions = tuple(sorted((*regions, region), key=self.board.region_order.__getitem__))
            else:
                regions = tuple(other for other in regions if other != region)
            self._occupied = {**self._occupied, player: regions}

    # Small readers the rules use everywhere.
    def cities_of(self, player):
        """The regions of `player`'s cities, in board order."""
        return list(self._cities_of(player))

    def occupied(self, player):
        """The regions holding any of `player`'s units, in board order (a tuple, made once and then
        kept up to date by add_units as units enter a region or leave it)."""
        if self._occupied is None:
            # Both sides' in one pass over the board: a state read from JSON makes them at its first list.
            units, (first, second) = self.units, self.order
            held_first, held_second = [], []
            for region in self.board.regions:
                sides = units[region]
                held = sides[first]
                if held["legion"] or held["galley"]:
                    held_first.append(region)
                held = sides[second]
                if held["legion"] or held["galley"]:
                    held_second.append(region)
            self._occupied = {first: tuple(held_first), second: tuple(held_second)}
        return self._occupied[player]

    def _cities_of(self, player):
        # The cities by owner, made once for the cities as they are: several readers a decision ask
        # for them, and a city is founded or changes hands seldom (own_city forgets them).
        by_owner = self._cities_by_owner
        if by_owner is None:
            found = {side: [] for side in self.order}
            for region, city in self.cities.items():
                if city is not None:
                    found[city["owner"]].append(region)
            by_owner = self._cities_by_owner = {side: tuple(regions) for side, regions in found.items()}
        return by_owner[player]


_CORE_SLOTS = PlainState.__slots__


# Copies made part by part, as the parts are laid out (setup.new_game, turns.new_scratch): several
# times faster than a marshal round trip, the largest cost of a decision. The fast-structures tests
# check that a copy shares no list or dict with its original.
def _record_copy(record):
    return {**record, "supply": dict(record["supply"]), "pool": dict(record["pool"]),
            "know_hows": dict(record["know_hows"]), "personages": dict(record["personages"]),
            "hand": list(record["hand"])}


def _bank_copy(bank):
    return {**bank, "tiles": dict(bank["tiles"]), "personages": dict(bank["personages"])}


def _cards_copy(cards):
    return {**cards, "deck": list(cards["deck"]), "display": list(cards["display"]),
            "discards": list(cards["discards"])}


def _scratch_copy(scratch):
    if scratch is None:  # before the first turn
        return None
    moved = scratch["moved"]  # empty in most of a turn's decisions
    return {**scratch, "pool_noted": dict(scratch["pool_noted"]), "left_pool": dict(scratch["left_pool"]),
            "armed": dict(scratch["armed"]), "raised": list(scratch["raised"]),
            "moved": dict(zip(moved, map(dict, moved.values()))) if moved else {}}


def empty_units(board, players):
    """{region: {player: {legion: 0, galley: 0}}} for every region of the board."""
    return {region: {player: {unit: 0 for unit in UNITS} for player in players} for region in board.regions}
