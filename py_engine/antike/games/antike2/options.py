"""Antike II's game options: checking them and what follows from them (A2-SET, A2-GOAL-1, A2-COMP-1, A2-VAR)."""

from ...core.errors import InvalidOptions
from ...core.option_checks import checked_seed_and_names, checked_variants
from ..antike_common.board import available_boards

VARIANTS = ("plinius", "free_building")  # A2-VAR-1, A2-VAR-2
VARIANT_CHOICES = [{"value": variant} for variant in VARIANTS]
# A2-GOAL-1: personages needed to win, by number of nations (the four-nation two-player form: 9).
PERSONAGE_GOAL = {6: 7, 5: 8, 4: 9, 3: 10}
# A2-COMP-1: a nation's pieces.
SUPPLY_LIMITS = {"legions": 12, "galleys": 13, "cities": 24}


def normalise_options(options):
    """Return a complete, checked copy of `options`, or raise InvalidOptions saying what is wrong."""
    if not isinstance(options, dict):
        raise InvalidOptions("options.object")
    known = {"board", "nations", "two_player", "variants", "seed", "names"}
    unknown = sorted(set(options) - known)
    if unknown:
        raise InvalidOptions("options.unknown", names=unknown)
    board = options.get("board", "orient")
    if board not in available_boards():
        raise InvalidOptions("options.board", known=available_boards())
    two_player = options.get("two_player")
    # A2-SET-5: two players play the four-nation form only.
    if two_player is not None and two_player != "four_nations":
        raise InvalidOptions("options.two_player", known=["four_nations"])
    nations = options.get("nations", 4 if two_player else 3)
    if not isinstance(nations, int) or isinstance(nations, bool):
        raise InvalidOptions("options.nations")
    if two_player == "four_nations" and nations != 4:
        raise InvalidOptions("options.four_nations")
    if two_player is None and not 3 <= nations <= 6:
        raise InvalidOptions("options.nation_count", value=nations)
    variants = checked_variants(options, VARIANTS)
    seed, names = checked_seed_and_names(options, "antike2")
    return {"board": board, "nations": nations, "two_player": two_player,
            "variants": sorted(variants, key=VARIANTS.index), "seed": seed, "names": names}


def goal(options):
    """Personages a nation needs to win (A2-GOAL-1, A2-SET-5)."""
    return PERSONAGE_GOAL[options["nations"]]
