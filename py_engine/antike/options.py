"""Game options: checking them and what follows from them (nations, goal, supply limits)."""

from .board import available_boards
from .errors import InvalidOptions

VARIANTS = ("expert", "military", "longer", "twelve")
TWO_PLAYER_FORMS = ("four_nations", "two_colours")
# R-GOAL-1 and R-VAR-2: personages (or military points) needed to win, by number of nations.
PERSONAGE_GOAL = {6: 7, 5: 8, 4: 9, 3: 10}
MILITARY_GOAL = {6: 8, 5: 9, 4: 11, 3: 13}
TWO_COLOURS_GOAL = 15
TWELVE_GOAL = 12


def normalise_options(options):
    """Return a complete, checked copy of `options`, or raise InvalidOptions saying what is wrong."""
    if not isinstance(options, dict):
        raise InvalidOptions("Options must be an object.")
    known = {"board", "nations", "two_player", "variants", "seed", "names"}
    unknown = sorted(set(options) - known)
    if unknown:
        raise InvalidOptions(f"Unknown option(s): {', '.join(unknown)}.")
    board = options.get("board", "orient")
    # Only the packaged boards: a game must never read an arbitrary file named in its options.
    if board not in available_boards():
        raise InvalidOptions(f"Option 'board' must be one of {', '.join(available_boards())}.")
    two_player = options.get("two_player")
    if two_player is not None and two_player not in TWO_PLAYER_FORMS:
        raise InvalidOptions(f"Option 'two_player' must be one of {', '.join(TWO_PLAYER_FORMS)} or null.")
    default_count = {"four_nations": 4, "two_colours": 2}.get(two_player, 3)
    nations = options.get("nations", default_count)
    if not isinstance(nations, int) or isinstance(nations, bool):
        raise InvalidOptions("Option 'nations' must be a whole number.")
    if two_player == "four_nations" and nations != 4:
        raise InvalidOptions("The two-player game with four nations (R-SET-4) has exactly 4 nations.")
    if two_player == "two_colours" and nations != 2:
        raise InvalidOptions("The two-player game with two colours (R-SET-5) has exactly 2 nations.")
    if two_player is None and not 3 <= nations <= 6:
        raise InvalidOptions(
            f"Antike is played by 3 to 6 nations, not {nations}; for two players choose a two-player form.")
    variants = options.get("variants", [])
    if not isinstance(variants, list) or not all(isinstance(v, str) for v in variants):
        raise InvalidOptions("Option 'variants' must be a list of variant names.")
    for variant in variants:
        if variant not in VARIANTS:
            raise InvalidOptions(f"Unknown variant '{variant}'; known: {', '.join(VARIANTS)}.")
    if len(set(variants)) != len(variants):
        raise InvalidOptions("A variant is named twice.")
    if "twelve" in variants and (nations != 3 or two_player):
        raise InvalidOptions("The 12-personage variant (R-VAR-4) is for three nations only.")
    if "twelve" in variants and "military" in variants:
        raise InvalidOptions("The 12-personage and Military variants set different goals; choose one.")
    if "longer" in variants and two_player == "two_colours":
        raise InvalidOptions("The two-colour game already starts with picked cities; Longer game does not apply.")
    if "military" in variants and two_player == "two_colours":
        raise InvalidOptions("The Military variant gives no goal for the two-colour two-player game.")
    seed = options.get("seed", 0)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise InvalidOptions("Option 'seed' must be a whole number.")
    names = options.get("names", {})
    if not isinstance(names, dict) or not all(
            isinstance(k, str) and isinstance(v, str) and len(v) <= 40 for k, v in names.items()):
        raise InvalidOptions("Option 'names' must map nation ids to names of at most 40 characters.")
    return {"board": board, "nations": nations, "two_player": two_player,
            "variants": sorted(variants, key=VARIANTS.index), "seed": seed, "names": dict(names)}


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


def supply_limits(options):
    """Legions, galleys and city stones per nation (R-COMP-1; doubled with two colours, R-SET-5)."""
    factor = 2 if options["two_player"] == "two_colours" else 1
    return {"legions": 17 * factor, "galleys": 17 * factor, "cities": 25 * factor}
