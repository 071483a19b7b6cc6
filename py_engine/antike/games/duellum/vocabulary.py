"""The ids of Duellum's things and the numbers of its rules: resources, units, rondel fields,
know-hows and their prices, personages, the house event deck (rules page duellum.md)."""

RESOURCES = ("marble", "iron", "gold")
PAYMENT_KINDS = RESOURCES + ("coin",)  # a coin stands in for any resource (D-COMP-4)
UNITS = ("legion", "galley")
UNITS_PER_KIND = 12  # D-COMP-1

# D-RON-1: clockwise, Antike's order; the two Duellum fields are different positions.
RONDEL_FIELDS = ("ferrum", "templum", "aurum", "duellum_1", "militia", "marmor", "scientia", "duellum_2")
PRODUCTION = {"ferrum": "iron", "aurum": "gold", "marmor": "marble"}
FREE_FIELDS = 3  # D-RON-3
ORACLE_FREE_FIELDS = 6  # card 12

# D-KNOW-2: (first buyer, later buyer) in gold.
KNOW_HOWS = ("strata", "navigatio", "moneta", "res_publica", "commercium")
KNOW_HOW_PRICES = {"strata": (8, 3), "navigatio": (8, 3), "moneta": (8, 4), "res_publica": (10, 5),
                   "commercium": (6, 3)}
UNIT_PRICES = {"legion": 1, "galley": 2}  # D-REC-1, gold
ARMING_IRON = 2  # D-ARM-1
TEMPLE_MARBLE = 6  # D-TEMP-1
MASTER_BUILDER_MARBLE = 3  # card 9
WALL_MARBLE = 1  # D-WALL-1
FOUNDING_COST = {"marble": 1, "iron": 1, "gold": 1}  # D-FOUND-2
LIBRARY_DISCOUNT = 3  # card 10

# D-GOAL-2 and the thresholds of D-PERS-2/3/5.
PERSONAGES = ("king", "citizen", "scholar", "general", "navigator")
PERSONAGE_STACKS = {"king": 6, "citizen": 4, "scholar": 5, "general": 4, "navigator": 2}
KING_CITIES = 5
CITIZEN_TEMPLES = 3
NAVIGATOR_POINTS = 7
GOAL = 9  # D-GOAL-1
WALL_SYMBOLS = (1, 2, 3, 5, 7)  # D-PERS-10 (the symbol at 0 is the set-up wall)
LAST_TURN = 400  # D-GOAL-5

# Bank and set-up (D-COMP-2/3, D-SET-2/4).
BANK_COINS = 20
TEMPLES = 12
TILES = {"marble": 12, "iron": 12, "gold": 10}
WALLS = 12
START_RESOURCES = 3
# D-SET-3 with the house set's Decision: the coins the second player takes from the bank at the
# set-up, by the version of the house set (a game keeps its own in the options, `house_set`) and the
# board (version 3: West's start player kept too large a share with 2; version 4: East's too, once the
# computer players drew their own reshuffles; version 5: West's again with 3, once medium pressed for
# the goal). Version 1 is the rule's 1 coin; new games are set up with the latest version, and a saved
# game replays with its own (one saved before the option: version 1).
SECOND_PLAYER_COINS = {1: {"west": 1, "east": 1}, 2: {"west": 2, "east": 2}, 3: {"west": 3, "east": 2},
                       4: {"west": 3, "east": 3}, 5: {"west": 4, "east": 3}}
HOUSE_SETS = tuple(sorted(SECOND_PLAYER_COINS))
HOUSE_SET = HOUSE_SETS[-1]
DISPLAY_SIZE = 3  # D-EV-1: cards face up

# The house event deck (25 cards): id -> count, in the page's order.
CARDS = {"festung": 2, "erdbeben": 1, "diebstahl": 1, "akademie": 1, "hinterhalt": 1, "seesturm": 1,
         "fahnenflucht": 1, "mauerbau": 1, "baumeister": 1, "bibliothek": 1, "kolonisten": 1, "orakel": 2,
         "soeldner": 2, "aushebung": 1, "eilmarsch": 2, "tribut": 2, "marmorbruch": 1, "eisenmine": 1,
         "goldader": 1, "muenzstaette": 1}
# Cards played together with one of the holder's decisions (D-EV-5), by that decision's type.
DECISION_CARDS = {"rondel": ("orakel",), "move": ("hinterhalt", "eilmarsch"), "build_temple": ("baumeister",),
                  "buy_know_how": ("bibliothek",), "found": ("kolonisten",)}
# Cards played on their own ('play_card').
STAND_ALONE_CARDS = ("erdbeben", "diebstahl", "akademie", "seesturm", "fahnenflucht", "mauerbau", "soeldner",
                     "aushebung", "tribut", "marmorbruch", "eisenmine", "goldader", "muenzstaette")
FORTUNE = {"marmorbruch": "marble", "eisenmine": "iron", "goldader": "gold"}  # cards 17-19: 3 units

# The steps of the holder's own turn, where cards and trades are allowed (D-TURN-3); the other is 'pick'.
OWN_TURN_STEPS = ("rondel", "produce", "templum", "scientia", "militia", "movement", "conquest",
                  "festung_choice", "founding")
