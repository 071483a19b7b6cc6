"""The game state: plain data that serialises to JSON and back without loss.

A state is never changed once handed out: `apply` works on a `copy()`, and every helper that
changes a nested container first replaces it with its own copy (copy on write), so copying a state
costs a few small dicts, not the whole game. A nation's record, each of its dicts, the cities and
the bank are copied at their first edit in a state only (`edit_nation`, `edit_cities`, `edit_bank`):
later edits of the same state change that copy, and a state that changes none of them shares them
with its parent.
"""

import copy

from .board import load_board
from .vocabulary import UNIT_PLURAL

FIELDS = ("options", "order", "round", "turn", "current", "nations", "cities", "temples", "bank",
          "pending", "scratch", "outcome", "events")
UNIT_DICTS = tuple(UNIT_PLURAL.values())


class GameState:
    """Everything about one moment of a game; see docs/engine-api.md for the fields' meaning.

    Each edition has its own subclass, whose `edition` (edition.py) the shared rules ask for what
    the editions play differently; an edition with more to keep adds FIELDS of its own."""

    edition = None
    FIELDS = FIELDS
    __slots__ = tuple(name for name in FIELDS if name != "current") + (
        "_current", "acting", "_legal", "_checked", "_edited", "_edited_dicts", "_own_cities", "_own_bank",
        "_foreign", "_cities_of")

    _edition_fields = ()  # the FIELDS an edition adds to the shared ones, named once per class for copy()

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        cls._edition_fields = cls.FIELDS[len(FIELDS):]

    def __init__(self, **fields):
        for name in self.FIELDS:
            setattr(self, name, fields[name])
        self._legal = None
        self._checked = None  # the copy of a decision last handed out checked (core/package_rules.py)
        self._edited = ()  # nations whose record this state has copied; a tuple, as few are
        self._edited_dicts = ()  # (nation, dict name) of the records' dicts it has copied
        # Whether this state's cities and bank are its own copies (False: shared with a parent
        # state or with the caller's data, so edits must copy them first).
        self._own_cities = False
        self._own_bank = False
        self._foreign = None  # see foreign_units
        self._cities_of = {}  # see cities_of and producing_cities

    @property
    def board(self):
        """The board this game is played on."""
        return load_board(self.options["board"])

    @property
    def limits(self):
        """Supply limits per nation for this game."""
        return self.edition.supply_limits(self.options)

    def copy(self):
        """A copy whose top-level containers may be changed; nations are copied when edited."""
        new = type(self).__new__(type(self))
        new.options = self.options
        new.order = self.order
        new.round = self.round
        new.turn = self.turn
        new._current = self._current
        new.acting = self.acting
        new.nations = dict(self.nations)
        new.cities = self.cities  # copied by edit_cities
        new.temples = self.temples  # replaced, never changed in place
        new.bank = self.bank  # copied by edit_bank
        new.pending = self.pending  # replaced, never changed in place
        new.scratch = dict(self.scratch)
        new.outcome = self.outcome
        new.events = []
        new._legal = None
        new._checked = None
        new._edited = ()
        new._edited_dicts = ()
        new._own_cities = False
        new._own_bank = False
        new._foreign = self._foreign  # never changed in place: replaced or dropped
        new._cities_of = self._cities_of  # for the shared cities; replaced by edit_cities
        for name in self._edition_fields:  # replaced, never changed in place
            setattr(new, name, getattr(self, name))
        return new

    def edit_nation(self, nation, part=None):
        """The nation's record, copied so that its counts may be changed in this state; its dicts
        ("personages", "marks", "legions", "galleys") are still shared. With `part`, the name of one
        of them, that dict, copied too so that it may be changed. (Its list of know-hows is replaced,
        never changed.)"""
        if nation in self._edited:
            record = self.nations[nation]
        else:
            record = self.nations[nation] = dict(self.nations[nation])
            self._edited += (nation,)
        if part is None:
            return record
        if part in UNIT_DICTS and self._foreign is not None and nation != self._foreign[0]:
            self._foreign = None  # the units that foreign_units tells are about to change
        edited = (nation, part)
        if edited not in self._edited_dicts:
            record[part] = dict(record[part])
            self._edited_dicts += (edited,)
        return record[part]

    def edit_cities(self):
        """The {province: owner} of the cities, copied so that it may be changed in this state."""
        if not self._own_cities:
            self.cities = dict(self.cities)
            self._own_cities = True
        self._cities_of = {}  # the caller is about to change them
        return self.cities

    def edit_bank(self):
        """The bank, copied with its personage stacks so that it may be changed in this state."""
        if not self._own_bank:
            bank = dict(self.bank)
            bank["personages"] = dict(bank["personages"])
            self.bank = bank
            self._own_bank = True
        return self.bank

    def to_json(self):
        """Plain JSON-ready data of the whole state, a copy that shares nothing with it."""
        return copy.deepcopy(self._fields())

    def _fields(self):
        return {name: getattr(self, name) for name in self.FIELDS}

    @classmethod
    def from_json(cls, data):
        """Rebuild a state from `to_json` data (trusted: use a Match for untrusted input).

        The state takes the data over, as states share what they do not change: the caller must not
        change it afterwards (`to_json` hands out a copy to change)."""
        return cls(**{name: data[name] for name in cls.FIELDS})

    def __eq__(self, other):
        return type(other) is type(self) and self._fields() == other._fields()

    def __repr__(self):
        return f"<GameState round {self.round} turn {self.turn} pending {self.pending}>"

    # Facts derived from the state, used by every rule module.

    @property
    def current(self):
        """The index in `order` of the nation whose turn it is, its `acting` nation."""
        return self._current

    @current.setter
    def current(self, index):
        # The acting nation is asked for several times at every decision: kept, not looked up.
        self._current = index
        self.acting = self.order[index]

    def cities_of(self, nation):
        """Provinces whose city belongs to `nation`, sorted."""
        return list(self._kept_cities_of(nation))

    def _kept_cities_of(self, nation):
        # Kept per nation while the cities stay the same, which is most of the time; a tuple, so
        # that the states sharing it cannot change it.
        cities = self._cities_of.get(nation)
        if cities is None:
            cities = self._cities_of[nation] = tuple(sorted([p for p, owner in self.cities.items()
                                                             if owner == nation]))
        return cities

    def producing_cities(self, nation, resource):
        """The nation's cities whose tile shows `resource`: its cities on the board's sites of it (a
        frozenset, shared: kept with cities_of while the cities stay the same)."""
        key = (nation, resource)
        cities = self._cities_of.get(key)
        if cities is None:
            cities = self._cities_of[key] = self.board.sites_of(resource).intersection(self._kept_cities_of(nation))
        return cities

    def resource_of(self, province):
        """The resource a city's tile in the province shows: its site's (R-MAP-1)."""
        return self.board.resource(province)

    def remove_tile(self, province):
        """The city in `province` is given up, its tile back in its nation's supply (R-MAN-9): an
        edition that records tiles forgets this one."""

    def city_count(self, nation):
        """How many cities `nation` owns."""
        return len(self._kept_cities_of(nation))

    def units(self, nation, unit):
        """{province: count} of the nation's legions or galleys on the board."""
        return self.nations[nation]["legions" if unit == "legion" else "galleys"]

    def nations_after(self, nation):
        """The other nations in turn order, starting after `nation` (R-MAN-5)."""
        index = self.order.index(nation)
        return self.order[index + 1:] + self.order[:index]

    def foreign_units(self, nation, unit):
        """{province: the other nations with a `unit` (legion or galley) there, in turn order after `nation`}.

        Asked at every step of a maneuver, where only fights change other nations' units, so it is
        kept and handed on to copies until another nation's units are edited (rule code changes
        them right after asking edit_nation for them), or mended by remove_units when a fight takes
        one of them. The dicts are shared: never change them.
        """
        if self._foreign is None or self._foreign[0] != nation:
            by_unit = {}
            for kind, plural in (("legion", "legions"), ("galley", "galleys")):
                where = {}
                for other in self.nations_after(nation):
                    for province in self.nations[other][plural]:
                        where[province] = where.get(province, ()) + (other,)
                by_unit[kind] = where
            self._foreign = (nation, by_unit)
        return self._foreign[1][unit]

    def remove_units(self, nation, unit, province, count=1):
        """Take `count` of the nation's legions or galleys ("legion", "galley") off a province.

        Another nation's unit lost in a fight during a maneuver changes foreign_units at one
        province only: that is mended here instead of asking every nation's units again."""
        foreign = self._foreign
        units = self.edit_nation(nation, UNIT_PLURAL[unit])
        units[province] -= count
        emptied = not units[province]
        if emptied:
            del units[province]
        if foreign is not None and nation != foreign[0]:
            # edit_nation has just dropped it: kept, mended where a province was emptied.
            by_unit = foreign[1]
            if emptied:
                where = dict(by_unit[unit])
                others = tuple(other for other in where[province] if other != nation)
                if others:
                    where[province] = others
                else:
                    del where[province]
                by_unit = {**by_unit, unit: where}
            self._foreign = (foreign[0], by_unit)

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
