"""The house components of Attika (data/components.json, rules page attika.md AT-COMP-*): landscape
kinds and cards, amphoras, the 22 board tiles, the start layouts, the city states, the 7 groups and
the 30 buildings of a city state with their base costs and arrows."""

from ...core.package_data import read_json

DATA = read_json("games", "attika", "data", "components.json")

TITLE = DATA["title"]  # "Attika — house components": the set is the project's own (AT-COMP-3)
KINDS = tuple(DATA["kinds"][letter]["id"] for letter in DATA["kinds"])  # mountain, hill, forest, water
KIND_NAMES = {language: {info["id"]: info[language] for info in DATA["kinds"].values()} for language in ("en", "de")}
CARDS = dict(DATA["cards"])  # kind -> cards in the deck (AT-COMP-2)
CARD_TOTAL = sum(CARDS.values())
AMPHORAS = DATA["amphoras"]  # AT-COMP-5
TILES = {tile: tuple(fields) for tile, fields in DATA["tiles"].items()}  # symbols in field order C, E, ... SE
LAYOUTS = {int(players): layout for players, layout in DATA["layouts"].items()}
# AT-SET-8: the start hands by player count, by seat from the start player, for each version of the
# house set (a game records its own in the options, `house_set`, so that saved games replay): new
# games are dealt from the latest, HOUSE_SET.
START_CARDS_BY_HOUSE_SET = {int(version): {int(players): tuple(hands) for players, hands in by_players.items()}
                            for version, by_players in DATA["start_cards_by_house_set"].items()}
HOUSE_SETS = tuple(sorted(START_CARDS_BY_HOUSE_SET))
HOUSE_SET = HOUSE_SETS[-1]
START_CARDS = START_CARDS_BY_HOUSE_SET[HOUSE_SET]
CITY_STATES = {info["id"]: info for info in DATA["city_states"]}
SEATS = tuple(CITY_STATES)
GROUPS = DATA["groups"]
BUILDINGS = {info["id"]: info for info in DATA["buildings"]}
ROAD = "road"
ROAD_COST = 5  # AT-COMP-3: a road costs 5 cards of any kind
STACK_SIZE = 8  # AT-SET-5: the 24 others in three stacks of 8

# Every piece of a city state (30, a building with copies listed as often), in the data's order.
PIECES = tuple(building for building, info in BUILDINGS.items() for _ in range(info["copies"]))
MAIN_PIECES = tuple(piece for piece in PIECES if BUILDINGS[piece]["main"])
OTHER_PIECES = tuple(piece for piece in PIECES if not BUILDINGS[piece]["main"])
PIECE_COUNT = len(PIECES)
GROUP_PIECES = {group: tuple(piece for piece in PIECES if BUILDINGS[piece]["group"] == group) for group in GROUPS}

# AT-COST-6: the buildings from which an arrow points to each building (a road's only source is a road).
SOURCES = {building: frozenset(source for source, target in DATA["arrows"] if target == building)
           for building in BUILDINGS}
# Base cost as a tuple of symbols per kind in KINDS order (a road's is counted apart, ROAD_COST).
BASE_COST = {building: tuple(info["cost"].get(kind, 0) for kind in KINDS) if building != ROAD else None
             for building, info in BUILDINGS.items()}


def city_state_name(seat, language):
    """A city state's name in `language` ("Sparta", "Athen")."""
    return CITY_STATES[seat]["de" if language == "de" else "en"]


def group_name(group, language):
    """A group's name in `language` ("Verteidigung")."""
    return GROUPS[group][language]
