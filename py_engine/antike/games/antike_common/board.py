"""The static map of a game: provinces, borders, nations and start cities (R-MAP, R-SET).

A board is plain JSON data (`antike/data/<id>.json`); `load_board` checks a board file it is given
with `validate_board` so that a broken or new board file fails at once, with every problem named,
instead of deep inside a game. The packaged boards are checked by the tests (tests/antike/test_board.py),
not again at every start of the engine.
"""

import copy
import json
import os
from functools import lru_cache
from types import MappingProxyType

from ...core.package_data import read_json
from .board_validation import validate_board

# The boards packaged in data/ beside this module (<id>.json), every version of each: a game saved on
# an earlier version plays on (tests/antike/test_board.py checks the folder holds exactly these).
PACKAGED_BOARDS = ("occident", "occident_v2", "occident_v3", "occident_v4", "orient")
# Of those, the ones a new game may choose: the latest version of each, which no other board
# supersedes (tests/antike/test_board.py checks the files say so). Named here, so that listing them reads
# only their files, not every earlier version's too (the browser's first request lists them).
OFFERED_BOARDS = ("occident_v4", "orient")

# R-MAP-2: which border kinds each unit may cross.
CROSSES = {"legion": frozenset({"land", "combined"}), "galley": frozenset({"sea", "combined"})}


class BoardError(ValueError):
    """A board file that breaks the rules of R-MAP / R-SET; `problems` lists every one."""

    def __init__(self, problems: list[str]):
        super().__init__("invalid board:\n- " + "\n- ".join(problems))
        self.problems = problems


class Board:
    """One validated, immutable board; queries are precomputed because the engine calls them in hot loops."""

    def __init__(self, data: dict, *, packaged: bool = False):
        """Build a board from its JSON data; raise BoardError if `validate_board` finds problems.

        `packaged`: `data` was just read from one of the engine's own board files, which the tests
        validate and nobody else holds, so it is neither validated nor copied again (in Pyodide, the
        first `boards` answer after the imports takes half the time without both).
        """
        if not packaged:
            problems = validate_board(data)
            if problems:
                raise BoardError(problems)
            data = copy.deepcopy(data)  # later changes to the caller's dict must not reach the board
        neighbours = {unit: {p["id"]: [] for p in data["provinces"]} for unit in CROSSES}
        kinds = {}
        for border in data["borders"]:
            a, b, kind = border["a"], border["b"], border["kind"]
            kinds[a, b] = kinds[b, a] = kind
            for unit, crossable in CROSSES.items():
                if kind in crossable:
                    neighbours[unit][a].append(b)
                    neighbours[unit][b].append(a)
        set_ = object.__setattr__  # the instance is frozen by __setattr__ below
        set_(self, "_data", data)
        set_(self, "id", data["id"])
        set_(self, "name", data["name"])
        # A changed board is a new version under its own id (issue 25): games saved on an earlier
        # version keep its id, and so its data. `map` names the drawing both versions share.
        set_(self, "version", data.get("version", 1))
        set_(self, "map", data.get("map", data["id"]))
        set_(self, "superseded_by", data.get("superseded_by"))
        set_(self, "provinces", MappingProxyType(
            {p["id"]: MappingProxyType(dict(p)) for p in data["provinces"]}))
        set_(self, "province_ids", tuple(sorted(self.provinces)))
        set_(self, "_sites", {resource: frozenset(p["id"] for p in data["provinces"] if p["resource"] == resource)
                              for resource in {p["resource"] for p in data["provinces"]}})
        set_(self, "two_player_teams", tuple(tuple(team) for team in data["two_player_teams"]))
        set_(self, "two_colour_nations", tuple(data["two_colour_nations"]))
        set_(self, "_neighbours", {unit: {p: tuple(sorted(ns)) for p, ns in by_province.items()}
                                   for unit, by_province in neighbours.items()})
        set_(self, "_kinds", kinds)
        set_(self, "_nations", {n["id"]: n for n in data["nations"]})

    def __setattr__(self, name, value):
        raise AttributeError(f"a Board is immutable (cannot set {name!r})")

    def __delattr__(self, name):
        raise AttributeError(f"a Board is immutable (cannot delete {name!r})")

    # Immutable, so copies may share it (and deepcopy could not copy its read-only mappings anyway).
    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def __repr__(self) -> str:
        return f"<Board {self.id}>"

    def resource(self, province: str) -> str:
        """The resource of the province's city site: marble, iron or gold (R-MAP-1)."""
        return self.provinces[province]["resource"]

    def sites_of(self, resource: str) -> frozenset[str]:
        """The provinces whose city site produces `resource` (R-MAP-1)."""
        return self._sites[resource]

    def neighbours(self, province: str, unit: str) -> tuple[str, ...]:
        """Provinces a `legion` or `galley` can reach from `province` across one border (R-MAP-2), sorted."""
        try:
            return self._neighbours[unit][province]
        except KeyError:
            if unit not in CROSSES:
                raise ValueError(f"unit must be 'legion' or 'galley', not {unit!r}") from None
            raise

    def distances(self, sources, unit: str) -> dict[str, int]:
        """{province: fewest borders a `unit` crosses to get there from the nearest of `sources`}."""
        distance = dict.fromkeys(sources, 0)
        frontier = list(distance)
        while frontier:  # breadth first from every source at once
            following = []
            for province in frontier:
                for neighbour in self.neighbours(province, unit):
                    if neighbour not in distance:
                        distance[neighbour] = distance[province] + 1
                        following.append(neighbour)
            frontier = following
        return distance

    def depths(self, region, unit: str) -> dict[str, int]:
        """{province of `region`: fewest borders a `unit` crosses from it to the nearest province
        outside `region`}, leaving out the provinces it cannot leave from. `region` is a set. Only
        the region is searched, from its edge inwards: cheap when the region is small."""
        if unit not in CROSSES:
            raise ValueError(f"unit must be 'legion' or 'galley', not {unit!r}")
        neighbours = self._neighbours[unit]
        depth = {province: 1 for province in region if not region.issuperset(neighbours[province])}
        frontier = list(depth)
        distance = 1
        while frontier:  # breadth first; borders go both ways, so this is also the distance out
            distance += 1
            following = []
            for here in frontier:
                for neighbour in neighbours[here]:
                    if neighbour in region and neighbour not in depth:
                        depth[neighbour] = distance
                        following.append(neighbour)
            frontier = following
        return depth

    def border_kind(self, a: str, b: str) -> str | None:
        """The kind of the border between `a` and `b` (land, sea, combined), None if they do not touch."""
        return self._kinds.get((a, b))

    def only_sea(self, province: str) -> bool:
        """True if the province has only sea borders: no legion can enter or leave (R-MAP-3)."""
        return not self._neighbours["legion"][province]

    def only_land(self, province: str) -> bool:
        """True if the province has only land borders: no galley can enter or leave (R-MAP-3)."""
        return not self._neighbours["galley"][province]

    def nations_for(self, count: int) -> list[str]:
        """The nations in play with `count` nations, in seating order (R-SET-1)."""
        return list(self._data["nations_by_count"][str(count)])

    def start_cities(self, count: int, nation: str) -> list[str]:
        """The three start cities of `nation` with `count` nations in play (R-SET-2)."""
        return list(self._data["start_cities"][str(count)][nation])

    def starting_nation(self, count: int) -> str:
        """The nation that starts with `count` nations in play (R-SET-3)."""
        return self._data["starting_nation"][str(count)]

    def nation(self, nation: str) -> dict:
        """A nation's id, name, colour and letter."""
        return dict(self._nations[nation])

    def game_data(self, game_id: str) -> dict:
        """What only one game of the family places on this board: for "antike2" its neutral temples
        (A2-NEU-1), {"neutral_temples": [province, ...]}; {} for a game with nothing of its own."""
        return copy.deepcopy(self._data.get(game_id, {}))

    def board_name(self, language: str = "en") -> str:
        """The board's name in `language` ("Okzident (eigener Plan)"); its own where none is translated."""
        return self._data.get("translations", {}).get(language, {}).get("name", self.name)

    def nation_name(self, nation: str, language: str = "en") -> str:
        """A nation's name in `language` ("Greeks", "Griechen"); the board's name where none is translated."""
        info = self._nations[nation]
        return info.get("translations", {}).get(language, {}).get("name", info["name"])

    def about(self) -> dict:
        """The board's note and translations (its names in other languages), as a fresh copy: what
        a list of boards shows, without copying the whole map as to_json does."""
        return copy.deepcopy({"note": self._data.get("note", ""), "translations": self._data.get("translations", {})})

    def to_json(self) -> dict:
        """The board's static data (provinces, borders, nations, ...) for drawing, as a fresh copy."""
        return copy.deepcopy(self._data)


def available_boards() -> list[str]:
    """The ids of the boards packaged with the engine, sorted: every version of each, since a game
    saved on an earlier version plays on."""
    return list(PACKAGED_BOARDS)


def offered_boards() -> list[str]:
    """The ids of the boards a new game may choose, sorted: the latest version of each."""
    return list(OFFERED_BOARDS)


def load_board(name_or_path: str | os.PathLike) -> Board:
    """A packaged board by id ("orient", "occident_v2", ...) or a board read from a JSON file path."""
    if name_or_path in PACKAGED_BOARDS:
        return _packaged_board(name_or_path)
    with open(name_or_path, encoding="utf-8") as file:
        return Board(json.load(file))


@lru_cache(maxsize=None)
def _packaged_board(board_id: str) -> Board:
    return Board(read_json("games", "antike_common", "data", f"{board_id}.json"), packaged=True)

