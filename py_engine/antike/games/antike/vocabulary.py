"""The fixed words of the game: resources, units, rondel fields, know-hows, personages."""

RESOURCES = ("marble", "iron", "gold")
PAYMENT_KINDS = ("marble", "iron", "gold", "coin")
UNITS = ("legion", "galley")
UNIT_PLURAL = {"legion": "legions", "galley": "galleys"}

# R-TURN-5: clockwise order; each use field lies opposite its production field.
RONDEL_FIELDS = ("iron", "temple", "gold", "maneuver_1", "arming", "marble", "know_how", "maneuver_2")
MANEUVER_FIELDS = ("maneuver_1", "maneuver_2")
PRODUCTION_FIELDS = ("marble", "iron", "gold")

BASIC_KNOW_HOWS = ("wheel", "sailing", "market", "monarchy")
ADVANCED_KNOW_HOWS = ("roads", "navigation", "currency", "democracy")
KNOW_HOWS = BASIC_KNOW_HOWS + ADVANCED_KNOW_HOWS
# R-KNOW-1: each advanced know-how needs its basic one.
PREREQUISITE = dict(zip(ADVANCED_KNOW_HOWS, BASIC_KNOW_HOWS))

PERSONAGES = ("king", "scholar", "general", "citizen", "navigator")
# R-COMP-2: the five stacks of the bank.
PERSONAGE_STACKS = {"king": 9, "scholar": 8, "general": 7, "citizen": 6, "navigator": 5}

BANK_COINS = 30
BANK_TEMPLES = 20
SUPPLY = {"legions": 17, "galleys": 17, "cities": 25}

# Steps of the acting nation's own turn, in which all eight know-hows allow trading (R-TURN-4).
OWN_TURN_STEPS = frozenset(("rondel", "temple", "arming", "know_how", "movement", "conquest", "founding",
                            "choose_personage"))

# The computer players' strengths (bots/).
STRENGTHS = ("easy", "medium", "hard")
