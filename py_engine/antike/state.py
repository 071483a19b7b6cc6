"""The game state: plain data that serialises to JSON and back without loss.

A state is never changed once handed out: `apply` works on a `copy()`, and every helper that
changes a nested container first replaces it with its own copy (copy on write), so copying a state
costs a few small dicts, not the whole game. A nation's record is copied at its first edit in a
state only: later edits of the same state change that copy.
"""

from operator import countOf

from .board import load_board
from .options import supply_limits

FIELDS = ("options", "order", "round", "turn", "current", "nations", "cities", "temples", "bank",
          "pending", "scratch", "outcome", "events")
# The dicts of a nation's record; its other container, the list of know-hows, is replaced, never changed.
NATION_DICTS = ("personages", "marks", "legions", "galleys")


class GameState:
    """Everything about one moment of a game; see docs/engine-api.md for the fields' meaning."""

    __slots__ = FIELDS + ("_legal", "_edited")

    def __init__(self, **fields):
        for name in FIELDS:
            setattr(self, name, fields[name])
        self._legal = None
        self._edited = ()  # nations whose record this state has copied; a tuple, as few are

    @property
    def board(self):
        """The board this game is played on."""
        return load_board(self.options["board"])

    @property
    def limits(self):
        """Supply limits per nation for this game."""
        return supply_limits(self.options)

    def copy(self):
        """A copy whose top-level containers may be changed; nations are copied when edited."""
        new = GameState.__new__(GameState)
        new.options = self.options
        new.order = self.order
        new.round = self.round
        new.turn = self.turn
        new.current = self.current
        new.nations = dict(self.nations)
        new.cities = dict(self.cities)
        new.temples = self.temples  # replaced, never changed in place
        new.bank = dict(self.bank)
        new.bank["personages"] = dict(self.bank["personages"])
        new.pending = self.pending  # replaced, never changed in place
        new.scratch = dict(self.scratch)
        new.outcome = self.outcome
        new.events = []
        new._legal = None
        new._edited = ()
        return new

    def edit_nation(self, nation):
        """The nation's record, copied so that it may be changed in this state."""
        if nation in self._edited:
            return self.nations[nation]
        record = dict(self.nations[nation])
        for key in NATION_DICTS:
            record[key] = dict(record[key])
        self.nations[nation] = record
        self._edited += (nation,)
        return record

    def to_json(self):
        """Plain JSON-ready data of the whole state."""
        return {name: getattr(self, name) for name in FIELDS}

    @classmethod
    def from_json(cls, data):
        """Rebuild a state from `to_json` data (trusted: use a Game record for untrusted input)."""
        return cls(**{name: data[name] for name in FIELDS})

    def __eq__(self, other):
        return isinstance(other, GameState) and self.to_json() == other.to_json()

    def __repr__(self):
        return f"<GameState round {self.round} turn {self.turn} pending {self.pending}>"

    # Facts derived from the state, used by every rule module.

    @property
    def acting(self):
        """The nation whose turn it is."""
        return self.order[self.current]

    def cities_of(self, nation):
        """Provinces whose city belongs to `nation`, sorted."""
        return sorted([p for p, owner in self.cities.items() if owner == nation])

    def city_count(self, nation):
        """How many cities `nation` owns."""
        return countOf(self.cities.values(), nation)

    def units(self, nation, unit):
        """{province: count} of the nation's legions or galleys on the board."""
        return self.nations[nation]["legions" if unit == "legion" else "galleys"]

    def units_on_board(self, nation, unit):
        """How many legions or galleys of the nation are on the board."""
        return sum(self.units(nation, unit).values())

    def holds(self, nation, know_how):
        """Whether the nation holds a know-how."""
        return know_how in self.nations[nation]["know_hows"]

    def score(self, nation):
        """Personages, or military points with generals counting 2 (R-VAR-2)."""
        personages = self.nations[nation]["personages"]
        total = sum(personages.values())
        if "military" in self.options["variants"]:
            total += personages["general"]
        return total
