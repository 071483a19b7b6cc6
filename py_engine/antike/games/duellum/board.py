"""Duellum's boards (D-MAP-1..5): the house layouts West and East, loaded from data/*.json, with
each region's neighbours by the unit kind that may cross their border."""

from functools import lru_cache

from ...core.package_data import read_json
from .vocabulary import RESOURCES

BOARDS = ("west", "east")
# D-MAP-3: which border kinds each unit kind crosses.
CROSSES = {"legion": ("land", "combined"), "galley": ("sea", "combined")}
# D-COMP-1: brown and beige, by the player's place on the board; the beige is a dark sand, so that its
# pieces reach 3:1 on the page's light land (tests/core/test_palette.py).
COLOURS = ("#5c3615", "#85704f")


class Board:
    """One board side: its regions, borders and the two players (nations) who play on it."""

    def __init__(self, data):
        self.data = data
        self.id = data["id"]
        self.players = [player["id"] for player in data["players"]]
        self.regions = {region["id"]: region for region in data["regions"]}
        self.border_kinds = {}  # region -> {neighbour: border kind}
        for region in self.regions:
            self.border_kinds[region] = {}
        for border in data["borders"]:
            self.border_kinds[border["a"]][border["b"]] = border["kind"]
            self.border_kinds[border["b"]][border["a"]] = border["kind"]
        # Sorted once, so that every list the engine makes from them has one order.
        self.neighbours = {region: tuple(sorted(kinds)) for region, kinds in self.border_kinds.items()}
        self.crossable = {unit: {region: tuple(sorted(n for n, kind in kinds.items() if kind in CROSSES[unit]))
                                 for region, kinds in self.border_kinds.items()} for unit in CROSSES}
        self.sites = tuple(region for region, data_ in self.regions.items() if data_.get("site"))
        self.sea_regions = frozenset(r for r, data_ in self.regions.items() if data_["kind"] == "sea")
        # {sea region: its navigator points} where it has any: read at every turn's end.
        self.navigator_points_of = {region: self.navigator_points(region) for region in self.regions
                                    if region in self.sea_regions and self.navigator_points(region)}
        self._paths = {}
        # Asked for at every city of every militia step.
        self._units_allowed = {region: self._kinds_set_up(region) for region in self.regions}
        # Each region's place in board order, to keep lists of regions in it.
        self.region_order = {region: index for index, region in enumerate(self.regions)}
        self.start_cities = {region: data_["start"] for region, data_ in self.regions.items() if data_.get("start")}

    def paths(self, start, unit, length):
        """Every simple path of 1 to `length` borders that a unit of kind `unit` may cross from
        `start`, never back through it, as tuples of the regions entered (made once per board)."""
        key = (start, unit, length)
        if key not in self._paths:
            crossable = self.crossable[unit]
            found = []

            def extend(path):
                for neighbour in crossable[path[-1]]:
                    if neighbour != start and neighbour not in path:
                        found.append(path + (neighbour,))
                        if len(path) < length:
                            extend(path + (neighbour,))

            extend((start,))
            self._paths[key] = tuple(path[1:] for path in found)
        return self._paths[key]

    def only_sea_borders(self, region):
        """D-MAP-5: none of the region's borders is land or combined."""
        return all(kind == "sea" for kind in self.border_kinds[region].values())

    def only_land_borders(self, region):
        """D-MAP-5: none of the region's borders is sea or combined."""
        return all(kind == "land" for kind in self.border_kinds[region].values())

    def units_allowed(self, region):
        """D-ARM-4: the unit kinds that may be set up in the region."""
        return self._units_allowed[region]

    def _kinds_set_up(self, region):
        if self.only_sea_borders(region):
            return ("galley",)
        if self.only_land_borders(region):
            return ("legion",)
        return ("legion", "galley")

    def navigator_points(self, region):
        """D-PERS-5: 2 for a sea region with a ship symbol, 1 for another sea region, 0 on land."""
        return self.regions[region].get("navigator_points") or 0

    def region_name(self, region):
        """The region's name as the map shows it (its city site's name if it has one)."""
        data = self.regions[region]
        return data.get("site") or data["name"]

    def player_name(self, player, language):
        """A nation's name in `language`."""
        return next(p["name"][language] for p in self.data["players"] if p["id"] == player)

    def colour(self, player):
        """The player's colour: brown for the board's first player, beige for the second."""
        return COLOURS[self.players.index(player)]

    def letter(self, player):
        """The player's letter: the first of his English name."""
        return self.player_name(player, "en")[0]

    def title(self, language):
        """The board's name in `language`."""
        return self.data["title"][language]


def validate(data):
    """The problems of a board's data as a list of texts (empty for a sound board)."""
    problems = []
    regions = {region["id"]: region for region in data["regions"]}
    if len(data["players"]) != 2:
        problems.append("a board names two players")
    for border in data["borders"]:
        if border["a"] not in regions or border["b"] not in regions:
            problems.append(f"border {border['a']}-{border['b']} names an unknown region")
        if border["kind"] not in ("land", "sea", "combined"):
            problems.append(f"border {border['a']}-{border['b']} has kind {border['kind']}")
    for player in data["players"]:
        starts = [r for r in regions.values() if (r.get("start") or {}).get("player") == player["id"]]
        if sorted(r["start"]["resource"] for r in starts) != sorted(RESOURCES):
            problems.append(f"{player['id']} needs one start city of each resource (D-MAP-2)")
        if any(not r.get("site") for r in starts):
            problems.append(f"a start city of {player['id']} has no site")
    for region in regions.values():
        if region["kind"] == "sea" and not region.get("site") and region.get("navigator_points") != 2:
            problems.append(f"sea region {region['id']} without a site shows a ship symbol (D-MAP-4)")
    return problems


@lru_cache(maxsize=None)
def load_board(board_id):
    """The board `board_id` ("west" or "east"), loaded once; raises ValueError for an unknown or unsound one."""
    if board_id not in BOARDS:
        raise ValueError(f"unknown board {board_id!r}")
    data = read_json("games", "duellum", "data", f"{board_id}.json")
    problems = validate(data)
    if problems:
        raise ValueError(f"board {board_id}: " + "; ".join(problems))
    return Board(data)
