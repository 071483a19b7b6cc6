"""Antike II (2014) as an edition of the shared rules (antike_common): eight Latin know-hows with a
first and a later price, a coin with every production, units at 2 iron and the Bellona card, no
exhaustion, the small-nation and Regnum/Res Publica defence, neutral temples, trading, Plinius and
free building (A2-*; docs/rules-antike2.md)."""

import random

from ..antike_common.edition import Edition
from ..antike_common.state import GameState
from ..antike_common.vocabulary import RESOURCES
from . import options, trading
from .words.terms import GLOSSES, TERMS

# A2-KNOW-1: the five columns of the nation board, each basic know-how above its advanced one.
COLUMNS = (("mercatura", "commercium"), ("metallum", "moneta"), ("regnum", "res_publica"), ("strata",),
           ("navigatio",))
PREREQUISITE = {column[1]: column[0] for column in COLUMNS if len(column) == 2}
# A2-KNOW-4 (Decision): gold for a know-how, (first price, later price).
PRICES = {"mercatura": (4, 2), "commercium": (6, 3), "metallum": (10, 5), "moneta": (12, 6),
          "regnum": (12, 6), "res_publica": (14, 7), "strata": (6, 3), "navigatio": (8, 4)}
# A2-COMP-2: the five stacks; the ninth scholar, Plinius, is apart (A2-VAR-1).
PERSONAGE_STACKS = {"king": 10, "scholar": 8, "general": 7, "citizen": 6, "navigator": 5}
SMALL_NATION = 2  # A2-MAN-4: a defender with at most this many personages defends at +1


class AntikeII(Edition):
    """The rules of Antike II where the editions differ."""

    game_id = "antike2"
    know_hows = tuple(know_how for column in COLUMNS for know_how in column)
    prerequisite = PREREQUISITE
    unit_price = 2  # A2-ARM-1
    round_coin = False  # A2-TURN-2
    production_coin = True  # A2-PROD-2
    exhaustion = False  # A2-MAN-3
    temple_win_after_all_personages = False  # A2-GOAL-4
    one_short_temple_win = True  # A2-GOAL-3
    neutral_temples = True  # A2-NEU
    mover_asked_first = True  # A2-MAN-1
    bellona = True  # A2-ARM-2
    know_how_trades = True  # A2-TRADE
    start_holdings = {"marble": 3, "iron": 3, "gold": 3, "coins": 0}  # A2-SET-2
    personage_stacks = PERSONAGE_STACKS
    terms = TERMS
    glosses = GLOSSES
    shapes = {"trade": {"give": "units", "get": "resources"},
              "found": {"province": "province", "resource": RESOURCES, "payment": "payment"}}
    # What a computer player counts each know-how worth, in personages (bots/evaluate.py): the
    # trades' worth grows with what a nation hoards, Regnum and Res Publica guard every city.
    know_how_worth = {"mercatura": 0.2, "commercium": 0.15, "metallum": 0.3, "moneta": 0.3,
                      "regnum": 0.2, "res_publica": 0.15, "strata": 0.12, "navigatio": 0.12}
    columns = COLUMNS

    @property
    def state_class(self):
        return AntikeIIState

    def normalise_options(self, given):
        return options.normalise_options(given)

    def goal(self, game_options):
        return options.goal(game_options)

    def supply_limits(self, game_options):
        return options.SUPPLY_LIMITS

    def starting_nation(self, game_options, board, nations):
        """A2-SET-3: drawn by lot from the seed; the seating order stays the board's."""
        return random.Random(game_options["seed"]).choice(nations)

    def more_of_a_nation(self, order, nation):
        """A2-SET-3: the Bellona card goes to the nation that moves last."""
        return {"bellona": nation == order[-1]}

    def more_of_the_bank(self, game_options):
        """A2-VAR-1: Plinius waits apart from the scholars' stack."""
        return {"plinius": 1 if "plinius" in game_options["variants"] else 0}

    def more_of_a_state(self, game_options, board):
        return {"tiles": {}}

    def finish_set_up(self, state):
        """A2-SET-4, A2-NEU-1: the board's three neutral temples, taken from the bank's 20."""
        neutral = state.board.game_data(self.game_id)["neutral_temples"]
        state.temples = sorted(neutral)
        state.edit_bank()["temples"] -= len(neutral)

    def personages_in_game(self, game_options):
        stacks = dict(self.personage_stacks)
        if "plinius" in game_options["variants"]:
            stacks["scholar"] += 1
        return stacks

    def know_how_price(self, know_how, new):
        return PRICES[know_how][0 if new else 1]

    def production_bonus(self, know_hows):
        """A2-PROD-1: +1 Metallum, +2 Moneta."""
        if "moneta" in know_hows:
            return 2
        return 1 if "metallum" in know_hows else 0

    def movement_actions(self, know_hows, unit):
        """A2-MAN-2: 1 border, 2 with Strata (legions) or Navigatio (galleys)."""
        return 2 if ("strata" if unit == "legion" else "navigatio") in know_hows else 1

    def defence_bonus(self, state, owner):
        """A2-MAN-4: +1 Regnum or +2 Res Publica, +1 for a nation with at most two personages."""
        record = state.nations[owner]
        know_hows = record["know_hows"]
        return {"know_how": 2 if "res_publica" in know_hows else 1 if "regnum" in know_hows else 0,
                "small_nation": int(sum(record["personages"].values()) <= SMALL_NATION)}

    def award_more(self, state, nation):
        """A2-VAR-1: Plinius to the first nation holding all eight know-hows, at the end of that turn."""
        if state.bank.get("plinius") and len(state.nations[nation]["know_hows"]) == len(self.know_hows):
            state.edit_bank()["plinius"] = 0
            state.edit_nation(nation, "personages")["scholar"] += 1
            state.events.append({"event": "earn", "nation": nation, "kind": "scholar", "reason": {"why": "plinius"}})

    def free_building(self, game_options):
        return "free_building" in game_options["variants"]

    # Asked at every step of a nation's own turn, and trading is the decision random play makes most:
    # the functions themselves, without a method's call around them.
    legal_trades = staticmethod(trading.legal_trades)
    trade = staticmethod(trading.trade)


EDITION = AntikeII()


class AntikeIIState(GameState):
    """A state of an Antike II game; `tiles` holds the resource of each city tile placed by free
    building (A2-VAR-2) where it differs from the site's: every other city shows its site's."""

    FIELDS = GameState.FIELDS + ("tiles",)
    __slots__ = ("tiles",)
    edition = EDITION

    def resource_of(self, province):
        """The resource a city's tile shows (A2-FOUND-1, A2-VAR-2)."""
        return self.tiles.get(province) or self.board.resource(province)

    def producing_cities(self, nation, resource):
        if not self.tiles:
            return super().producing_cities(nation, resource)
        return [province for province in self.cities_of(nation) if self.resource_of(province) == resource]

    def remove_tile(self, province):
        """A city given up (A2-MAN-5): its tile goes back to the supply and the site is empty."""
        if province in self.tiles:
            self.tiles = {key: value for key, value in self.tiles.items() if key != province}

    def place_tile(self, province, resource):
        """A founded city's tile shows `resource` (A2-VAR-2); kept only where it differs from the site's."""
        tiles = {key: value for key, value in self.tiles.items() if key != province}
        if resource != self.board.resource(province):
            tiles[province] = resource
        self.tiles = tiles
