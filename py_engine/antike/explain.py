"""Why a well-formed decision is not allowed now: messages a player understands."""

from .economy import allowed_units, arming_limit, price
from .military import active_units, defence_strength, groups
from .payment import holdings
from .rondel import step_cost
from .vocabulary import KNOW_HOWS, OWN_TURN_STEPS, PREREQUISITE, UNIT_PLURAL
from .words import TERMS, payment_words

NAMES = TERMS["en"]  # these messages are in English only

STEP_WORDS = {
    "choose_start_city": "choose a start city", "take_resource": "take a resource instead of a coin",
    "rondel": "choose a rondel field", "temple": "build temples", "arming": "arm units",
    "know_how": "buy know-hows", "movement": "move units (maneuver phase 1)",
    "fight_question": "decide whether to fight an entering unit", "conquest": "conquer cities (maneuver phase 2)",
    "founding": "found cities", "choose_personage": "choose a personage stack",
}
# The decisions that belong to each step: for these the specific reason is worth giving even when
# no decision of that type is legal now (e.g. founding with no city stone left).
STEP_TYPES = {
    "choose_start_city": {"choose_start_city"}, "take_resource": {"take_resource"}, "rondel": {"rondel"},
    "temple": {"build_temple"}, "arming": {"arm"}, "know_how": {"buy_know_how"},
    "movement": {"move", "fight"}, "conquest": {"conquer"}, "founding": {"found"},
    "choose_personage": {"choose_personage"},
}


def explain(state, decision, legal):
    """A sentence saying why `decision` is not among the `legal` decisions."""
    pending = state.pending
    if pending["step"] == "game_over":
        return "The game is over."
    kind = decision["type"]
    nation = pending["nation"]
    who = state.board.nation(nation)["name"]
    if not any(candidate["type"] == kind for candidate in legal):
        own_turn = nation == state.acting and pending["step"] in OWN_TURN_STEPS
        relevant = kind in STEP_TYPES.get(pending["step"], ()) or (kind == "trade" and own_turn)
        reason = _specific(state, nation, decision) if relevant else None
        return reason or (f"It is the {who}' decision to {STEP_WORDS[pending['step']]}; "
                          f"'{kind}' is not possible now.")
    reason = _specific(state, nation, decision)
    if reason:
        return reason
    same_target = [c for c in legal if {k: v for k, v in c.items() if k != "payment"}
                   == {k: v for k, v in decision.items() if k != "payment"}]
    if same_target and "payment" in decision:
        ways = "; ".join(payment_words(c["payment"]) for c in same_target[:6])
        return f"{who}: cannot pay {payment_words(decision['payment'])} for that; possible: {ways}."
    return f"{who}: that '{kind}' decision is not allowed now."


def _name(state, province):
    return state.board.provinces[province]["name"]


def _specific(state, nation, decision):
    kind = decision["type"]
    record = state.nations[nation]
    who = state.board.nation(nation)["name"]
    province = decision.get("province")
    if kind == "rondel":
        cost = step_cost(record["rondel"], decision["field"])
        wealth = sum(holdings(record).values())
        if cost > wealth:
            return f"{who}: reaching that field costs {cost}, you have only {wealth} units and coins."
    if kind == "trade":
        if len(record["know_hows"]) < len(KNOW_HOWS):
            return (f"Trading 2 for 1 with the bank needs all eight know-hows; the {who} hold "
                    f"{len(record['know_hows'])}.")
        if decision["get"] in decision["give"]:
            return f"A trade gives two units of other kinds than the {decision['get']} it gets."
        short = [r for r, n in decision["give"].items() if record[r] < n]
        if short:
            return f"{who}: not enough {short[0]} to give ({record[short[0]]})."
    if kind == "choose_start_city":
        if province in state.cities:
            return f"{_name(state, province)} is taken already."
        return f"{_name(state, province)} is not one of the {who}' start cities."
    if kind == "build_temple":
        if state.cities.get(province) != nation:
            return f"Temple in {_name(state, province)}: not a city of the {who}."
        if province in state.temples:
            return f"Temple in {_name(state, province)}: the city has a temple already (one per city)."
        if state.bank["temples"] == 0:
            return "No temple is left in the bank: all 20 are on the board."
    if kind == "arm":
        if state.cities.get(province) != nation:
            return f"Arming in {_name(state, province)}: not a city of the {who}."
        placed = state.scratch.get("armed", {}).get(province, 0)
        limit = arming_limit(state, province)
        if placed >= limit:
            return (f"Arming in {_name(state, province)}: at most {limit} new unit{'s' if limit > 1 else ''} "
                    f"there this turn, you placed {placed}.")
        if decision["unit"] not in allowed_units(state.board, province):
            return f"Arming in {_name(state, province)}: no {UNIT_PLURAL[decision['unit']]} can be set up there."
        if state.units_on_board(nation, decision["unit"]) >= state.limits[UNIT_PLURAL[decision["unit"]]]:
            return f"Arming: all {UNIT_PLURAL[decision['unit']]} of the {who} are on the board."
    if kind == "buy_know_how":
        know_how = decision["know_how"]
        if state.holds(nation, know_how):
            return f"{who} hold {NAMES[know_how]} already."
        basic = PREREQUISITE.get(know_how)
        if basic and not state.holds(nation, basic):
            return f"{NAMES[know_how]} needs {NAMES[basic]} first."
        if record["gold"] + record["coins"] < price(state, know_how):
            return f"{NAMES[know_how]} costs {price(state, know_how)} gold; you have " \
                   f"{record['gold']} gold and {record['coins']} coins."
    if kind == "move":
        unit, origin, target = decision["unit"], decision["from"], decision["to"]
        if not state.units(nation, unit).get(origin):
            return f"{who} have no {unit} in {_name(state, origin)}."
        if not groups(state, unit, origin)[decision["actions"]]:
            return f"No {unit} in {_name(state, origin)} has {decision['actions']} action(s) left."
        if target not in state.board.neighbours(origin, unit):
            border = state.board.border_kind(origin, target)
            if border is None:
                return f"{_name(state, origin)} and {_name(state, target)} do not share a border."
            return f"A {unit} cannot cross the {border} border from {_name(state, origin)} to {_name(state, target)}."
    if kind == "fight":
        plural = UNIT_PLURAL[decision["unit"]]
        other = decision["nation"]
        if other == nation:
            return f"Fight in {_name(state, province)}: the {who} cannot fight their own units."
        if not state.units(nation, decision["unit"]).get(province):
            return f"Fight in {_name(state, province)}: the {who} have no {plural} there."
        if not state.units(other, decision["unit"]).get(province):
            return (f"Fight in {_name(state, province)}: the {state.board.nation(other)['name']} have no "
                    f"{plural} there (legions fight only legions, galleys only galleys).")
    if kind == "conquer":
        owner = state.cities.get(province)
        if owner is None:
            return f"There is no city in {_name(state, province)} to conquer."
        if owner == nation:
            return f"{_name(state, province)} is already a city of the {who}."
        if state.city_count(owner) <= 1:
            return f"{_name(state, province)} is the last city of its nation and cannot be conquered (R-MAN-9)."
        strength = defence_strength(state, province)
        active = active_units(state, "legion", province) + active_units(state, "galley", province)
        if active < strength:
            return (f"{_name(state, province)} has defence strength {strength}; you have {active} unit(s) "
                    f"there with an action left.")
        if decision["legions"] + decision["galleys"] != strength:
            return f"Conquering {_name(state, province)} takes exactly {strength} units (its defence strength)."
        legions = active_units(state, "legion", province)
        galleys = active_units(state, "galley", province)
        if decision["legions"] > legions or decision["galleys"] > galleys:
            return (f"Conquering {_name(state, province)}: you have {legions} legion(s) and {galleys} galley(s) "
                    f"there with an action left.")
        give_up = decision.get("give_up")
        full = state.city_count(nation) >= state.limits["cities"]
        if full and give_up is None:
            return (f"The {who} have no city stone left: conquering {_name(state, province)} needs one of "
                    f"your cities given up (give_up, R-MAN-9).")
        if give_up is not None and not full:
            return f"The {who} still have a city stone: no city needs to be given up."
        if give_up is not None and state.cities.get(give_up) != nation:
            return f"{_name(state, give_up)} is not a city of the {who}: it cannot be given up."
    if kind == "found":
        if province in state.cities:
            return f"{_name(state, province)} already has a city."
        if not (record["legions"].get(province) or record["galleys"].get(province)):
            return f"Founding in {_name(state, province)} needs a legion or galley of the {who} there."
        if state.city_count(nation) >= state.limits["cities"]:
            return f"{who} have no city stone left."
    return None
