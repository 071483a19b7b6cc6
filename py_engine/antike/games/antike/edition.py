"""Antike (2005) as an edition of the shared rules (antike_common): its know-hows and prices, its
movement and defence bonuses, the coin each round, the 2:1 trade for all eight know-hows, and the
set-up's numbers (R-COMP, R-SET, R-KNOW, R-MAN-2/7, R-TURN-2/4, R-GOAL-4)."""

import random
from functools import lru_cache

from ...core.read_only import read_only
from ..antike_common.edition import Edition
from ..antike_common.payment import up_to
from ..antike_common.state import GameState
from ..antike_common.vocabulary import RESOURCES
from . import options

BASIC_KNOW_HOWS = ("wheel", "sailing", "market", "monarchy")
ADVANCED_KNOW_HOWS = ("roads", "navigation", "currency", "democracy")
# R-KNOW-1: each advanced know-how needs its basic one.
PREREQUISITE = dict(zip(ADVANCED_KNOW_HOWS, BASIC_KNOW_HOWS))
KNOW_HOW_COUNT = len(BASIC_KNOW_HOWS + ADVANCED_KNOW_HOWS)
# R-KNOW-2: prices of a know-how nobody holds yet ("new") and of one another nation holds.
NEW_PRICE = {"basic": 7, "advanced": 10}
OLD_PRICE = {"basic": 3, "advanced": 5}
# R-COMP-2: the five stacks of the bank.
PERSONAGE_STACKS = {"king": 9, "scholar": 8, "general": 7, "citizen": 6, "navigator": 5}


class Antike2005(Edition):
    """The rules of Antike (2005) where the editions differ."""

    game_id = "antike"
    know_hows = BASIC_KNOW_HOWS + ADVANCED_KNOW_HOWS
    prerequisite = PREREQUISITE
    columns = tuple(zip(BASIC_KNOW_HOWS, ADVANCED_KNOW_HOWS))
    unit_price = 1  # R-ARM-1
    round_coin = True  # R-TURN-2
    start_holdings = {"marble": 2, "iron": 1, "gold": 3, "coins": 0}  # R-SET-2
    personage_stacks = PERSONAGE_STACKS
    shapes = {"trade": {"give": "give", "get": RESOURCES}}
    # What a computer player counts each know-how worth, in personages (bots/evaluate.py).
    know_how_worth = {"wheel": 0.12, "sailing": 0.12, "market": 0.25, "monarchy": 0.15,
                      "roads": 0.08, "navigation": 0.08, "currency": 0.25, "democracy": 0.12}

    @property
    def state_class(self):
        return AntikeState

    def normalise_options(self, given):
        return options.normalise_options(given)

    def goal(self, game_options):
        return options.goal(game_options)

    def supply_limits(self, game_options):
        return options.supply_limits(game_options)

    def starting_nation(self, game_options, board, nations):
        """R-SET-3 (Decision) and R-SET-5: who starts; with two colours it is drawn from the seed."""
        if game_options["two_player"] == "two_colours":
            return random.Random(game_options["seed"]).choice(nations)
        return board.starting_nation(game_options["nations"])

    def know_how_price(self, know_how, new):
        level = "advanced" if know_how in PREREQUISITE else "basic"
        return (NEW_PRICE if new else OLD_PRICE)[level]

    def production_bonus(self, know_hows):
        """R-PROD-1: +1 Market, +2 Currency."""
        if "currency" in know_hows:
            return 2
        return 1 if "market" in know_hows else 0

    def movement_actions(self, know_hows, unit):
        """R-KNOW-4, R-MAN-2: 1, 2 with Wheel/Sailing, 3 with Roads/Navigation."""
        basic, advanced = ("wheel", "roads") if unit == "legion" else ("sailing", "navigation")
        if advanced in know_hows:
            return 3
        return 2 if basic in know_hows else 1

    def defence_bonus(self, state, owner):
        """R-MAN-7: +1 Monarchy, +2 Democracy."""
        know_hows = state.nations[owner]["know_hows"]
        return {"know_how": 2 if "democracy" in know_hows else 1 if "monarchy" in know_hows else 0}

    def eight_know_hows_rewarded(self, game_options):
        return options.eight_know_hows_rewarded(game_options)

    @staticmethod
    def legal_trades(state, nation):
        """2:1 trades with the bank for a nation with all eight know-hows (R-TURN-4).

        Asked at every step of a nation's own turn: a function, without a method's binding."""
        record = state.nations[nation]
        if len(record["know_hows"]) < KNOW_HOW_COUNT:
            return ()
        return _trades(up_to(record["marble"], 2), up_to(record["iron"], 2), up_to(record["gold"], 2))

    def trade(self, state, decision):
        """Give two units to the bank for one of another kind (R-TURN-4, R-KNOW-5)."""
        nation = state.pending["nation"]
        record = state.edit_nation(nation)
        for resource, count in decision["give"].items():
            record[resource] -= count
        record[decision["get"]] += 1
        state.events.append({"event": "trade", "nation": nation, "give": dict(decision["give"]),
                             "get": decision["get"]})


@lru_cache(maxsize=64)
def _trades(*held):
    have = dict(zip(RESOURCES, held))
    decisions = []
    for get in RESOURCES:
        others = [r for r in RESOURCES if r != get]
        for give in ({others[0]: 2}, {others[0]: 1, others[1]: 1}, {others[1]: 2}):
            if all(have[r] >= n for r, n in give.items()):
                decisions.append(read_only({"type": "trade", "give": give, "get": get}))
    return tuple(decisions)


EDITION = Antike2005()


class AntikeState(GameState):
    """A state of an Antike (2005) game."""

    __slots__ = ()
    edition = EDITION
