"""Game options: checking them and what follows from them (nations, goal, supply limits)."""

from ...core.errors import InvalidOptions
from ...core.option_checks import checked_seed_and_names, checked_variants
from ...core.schema import flag_problem
from ..antike_common.board import available_boards

VARIANTS = ("expert", "military", "longer", "twelve")
TWO_PLAYER_FORMS = ("four_nations", "two_colours")
# R-GOAL-1 and R-VAR-2: personages (or military points) needed to win, by number of nations.
PERSONAGE_GOAL = {6: 7, 5: 8, 4: 9, 3: 10}
MILITARY_GOAL = {6: 8, 5: 9, 4: 11, 3: 13}
TWO_COLOURS_GOAL = 15
TWELVE_GOAL = 12
NOT_TWO_COLOURS = [None, "four_nations"]
# R-VAR-2..4: which variants fit which games, as the options schema states them (core/schema.py):
# the page disables what these forbid, and normalise_options refuses it.
VARIANT_RULES = {
    "military": {"requires": [{"option": "two_player", "among": NOT_TWO_COLOURS,
                               "message": "options.military_two_colours"}]},
    "longer": {"requires": [{"option": "two_player", "among": NOT_TWO_COLOURS,
                             "message": "options.longer_two_colours"}]},
    "twelve": {"requires": [{"option": "nations", "among": [3], "message": "options.twelve_nations"},
                            {"option": "two_player", "among": [None], "message": "options.twelve_nations"}],
               "excludes": [{"flag": "military", "message": "options.twelve_military"}]},
}
VARIANT_CHOICES = [{"value": variant, **VARIANT_RULES.get(variant, {})} for variant in VARIANTS]


def normalise_options(options):
    """Return a complete, checked copy of `options`, or raise InvalidOptions saying what is wrong."""
    if not isinstance(options, dict):
        raise InvalidOptions("options.object")
    known = {"board", "nations", "two_player", "variants", "seed", "names"}
    unknown = sorted(set(options) - known)
    if unknown:
        raise InvalidOptions("options.unknown", names=unknown)
    board = options.get("board", "orient")
    # Only the packaged boards: a game must never read an arbitrary file named in its options.
    if board not in available_boards():
        raise InvalidOptions("options.board", known=available_boards())
    two_player = options.get("two_player")
    if two_player is not None and two_player not in TWO_PLAYER_FORMS:
        raise InvalidOptions("options.two_player", known=list(TWO_PLAYER_FORMS))
    default_count = {"four_nations": 4, "two_colours": 2}.get(two_player, 3)
    nations = options.get("nations", default_count)
    if not isinstance(nations, int) or isinstance(nations, bool):
        raise InvalidOptions("options.nations")
    if two_player == "four_nations" and nations != 4:
        raise InvalidOptions("options.four_nations")
    if two_player == "two_colours" and nations != 2:
        raise InvalidOptions("options.two_colours")
    if two_player is None and not 3 <= nations <= 6:
        raise InvalidOptions("options.nation_count", value=nations)
    variants = checked_variants(options, VARIANTS)
    problem = flag_problem(VARIANT_CHOICES, variants, {"nations": nations, "two_player": two_player})
    if problem:
        raise InvalidOptions(problem[0])
    seed, names = checked_seed_and_names(options, "antike")
    return {"board": board, "nations": nations, "two_player": two_player,
            "variants": sorted(variants, key=VARIANTS.index), "seed": seed, "names": names}


def goal(options):
    """Personages (or military points, R-VAR-2) a nation needs to win (R-GOAL-1, R-SET-4/5, R-VAR-4)."""
    if options["two_player"] == "two_colours":
        return TWO_COLOURS_GOAL
    if "military" in options["variants"]:
        return MILITARY_GOAL[options["nations"]]
    if "twelve" in options["variants"]:
        return TWELVE_GOAL
    return PERSONAGE_GOAL[options["nations"]]


def eight_know_hows_rewarded(options):
    """Whether all eight know-hows earn a personage (R-KNOW-5; not in Expert or Military)."""
    return not ({"expert", "military"} & set(options["variants"]))


# Legions, galleys and city stones per nation by how many sets of pieces it plays with.
_SUPPLY_LIMITS = {sets: {"legions": 17 * sets, "galleys": 17 * sets, "cities": 25 * sets} for sets in (1, 2)}


def supply_limits(options):
    """Legions, galleys and city stones per nation (R-COMP-1; doubled with two colours, R-SET-5).

    The dict is shared (asked for at every arming and founding decision): never change it."""
    return _SUPPLY_LIMITS[2 if options["two_player"] == "two_colours" else 1]
