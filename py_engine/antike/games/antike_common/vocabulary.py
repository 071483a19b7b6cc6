"""The words both editions share: resources, units, rondel fields, personages (know-hows: edition.py)."""

RESOURCES = ("marble", "iron", "gold")
PAYMENT_KINDS = ("marble", "iron", "gold", "coin")
UNITS = ("legion", "galley")
UNIT_PLURAL = {"legion": "legions", "galley": "galleys"}

# R-TURN-5: clockwise order; each use field lies opposite its production field.
RONDEL_FIELDS = ("iron", "temple", "gold", "maneuver_1", "arming", "marble", "know_how", "maneuver_2")
MANEUVER_FIELDS = ("maneuver_1", "maneuver_2")
PRODUCTION_FIELDS = ("marble", "iron", "gold")

PERSONAGES = ("king", "scholar", "general", "citizen", "navigator")

# Steps of the acting nation's own turn, in which all eight know-hows allow trading (R-TURN-4).
OWN_TURN_STEPS = frozenset(("rondel", "temple", "arming", "know_how", "movement", "mover_fight_question",
                            "conquest", "founding", "choose_personage"))
