"""What an edition of Antike decides within the rules that Antike (2005) and Antike II (2014) share.

The shared modules of this package play the rondel, production, temples, arming, the maneuver,
conquest, founding and personages; where the editions differ (their know-hows and prices, a unit's
price, movement per know-how, a city's defence, coins per round or per production, trading, the
set-up's numbers) they ask the state's edition. Each edition's package gives one Edition and its own
GameState subclass that names it, so a state always knows its rules without an option saying so.
"""

from .words.terms import TERMS


class Edition:
    """The interface of an edition; each edition's package fills it in (games/antike, games/antike2)."""

    game_id = None
    # Know-hows in the order of the nation board's columns, and each advanced one's basic one.
    know_hows = ()
    prerequisite = {}
    columns = ()  # the know-hows as the nation boards show them: tuples of a basic one and its advanced one
    unit_price = 1  # iron (or coins) for one legion or galley
    round_coin = True  # every nation takes a coin as each round begins (R-TURN-2)
    production_coin = False  # a production action also gives a coin (A2-PROD-2)
    exhaustion = True  # units that used their actions cannot conquer (R-MAN-6)
    temple_win_after_all_personages = True  # R-GOAL-4
    know_how_trades = False  # trading opened by know-hows, not at the turn they are bought (A2-TRADE)
    neutral_temples = False  # A2-NEU
    mover_asked_first = False  # the mover may fight first where its unit enters (A2-MAN-1)
    one_short_temple_win = False  # A2-GOAL-3
    bellona = False  # A2-ARM-2
    start_holdings = {"marble": 0, "iron": 0, "gold": 0, "coins": 0}
    bank_coins = 30
    bank_temples = 20
    personage_stacks = {}
    # Words of this edition that differ from the shared terms (words/terms.py), by language.
    terms = {"en": {}, "de": {}}
    # Each rondel field's name glossed in the reader's language where the edition's own is not (Latin).
    glosses = {"en": {}, "de": {}}
    # Decision shapes of this edition that differ from the shared ones (decisions.SHAPES).
    shapes = {}

    @property
    def state_class(self):
        """The GameState subclass of this edition's games."""
        raise NotImplementedError

    def more_of_a_nation(self, order, nation):
        """A nation record's entries that only this edition has, at the set-up."""
        return {}

    def more_of_the_bank(self, options):
        """The bank's entries that only this edition has, at the set-up."""
        return {}

    def more_of_a_state(self, options, board):
        """The state's fields that only this edition has (its class's FIELDS), at the set-up."""
        return {}

    def finish_set_up(self, state):
        """What this edition places once the start cities stand, before the first round."""

    def normalise_options(self, options):
        """A complete, checked copy of `options`; raises InvalidOptions."""
        raise NotImplementedError

    def goal(self, options):
        """Personages a nation needs to win."""
        raise NotImplementedError

    def supply_limits(self, options):
        """{"legions", "galleys", "cities"} per nation: a shared dict, never change it."""
        raise NotImplementedError

    def starting_nation(self, options, board, nations):
        """The nation that takes the first turn."""
        raise NotImplementedError

    def know_how_price(self, know_how, new):
        """Gold for a know-how: `new` while no nation holds it."""
        raise NotImplementedError

    @property
    def highest_price(self):
        """The dearest know-how's price: holding more gold never changes what may be bought."""
        return max(self.know_how_price(know_how, True) for know_how in self.know_hows)

    def personages_in_game(self, options):
        """{kind: cards} of every personage stack, held and in the bank, in a game of `options`."""
        return dict(self.personage_stacks)

    def free_building(self, options):
        """Whether a founder chooses its tile's resource (A2-VAR-2)."""
        return False

    def production_bonus(self, know_hows):
        """Units added to every production by the nation's know-hows."""
        raise NotImplementedError

    def movement_actions(self, know_hows, unit):
        """Borders a legion or galley may cross in one maneuver."""
        raise NotImplementedError

    def defence_bonus(self, state, owner):
        """{part: strength} that a city of `owner` adds beyond its city and units (R-MAN-7, A2-MAN-4)."""
        raise NotImplementedError

    def eight_know_hows_rewarded(self, options):
        """Whether all eight know-hows earn a personage of the fullest stack (R-KNOW-5)."""
        return False

    def award_more(self, state, nation):
        """Personages this edition pays at the end of a turn beyond the shared ones (Plinius, A2-VAR-1)."""

    def legal_trades(self, state, nation):
        """The trades with the bank that the nation may make now, a tuple."""
        return ()

    def trade(self, state, decision):
        """Carry out a trade with the bank."""
        raise NotImplementedError

    def term(self, language, key):
        """A term of the rulebooks in `language`: this edition's own word, else the shared one."""
        return self.terms[language].get(key) or TERMS[language][key]

    def terms_of(self, language):
        """Every term in `language`, this edition's own words over the shared ones (a new dict)."""
        return {**TERMS[language], **self.terms[language]}

