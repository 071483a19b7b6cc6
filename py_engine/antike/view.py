"""The view: every public fact of a state as JSON for the front end (shape: docs/engine-api.md)."""

from .game import legal_decisions
from .military import defence_strength, full_actions
from .options import goal
from .personages import holdings_for
from .rondel import costs
from .turns import player_name
from .vocabulary import RONDEL_FIELDS, UNITS
from .words import TERMS, say

PROMPTS = {
    "choose_start_city": "choose a start city",
    "take_resource": "the bank has no coin: take a marble, iron or gold unit",
    "rondel": "choose a rondel field",
    "temple": "build temples (5 marble each), then done",
    "arming": "arm legions and galleys (1 iron each), then done",
    "know_how": "buy know-hows, then done",
    "movement": "maneuver, phase 1: move units one at a time and fight, then end the movement",
    "conquest": "maneuver, phase 2: conquer cities, then done",
    "founding": "found cities (1 marble + 1 iron + 1 gold each), then done",
    "choose_personage": "all eight know-hows: choose the stack to take a personage from",
}


def _nation_view(state, nation):
    board = state.board
    record = state.nations[nation]
    limits = state.limits
    exhausted = {"legions": {}, "galleys": {}}
    actions = state.scratch.get("actions") if nation == state.acting else None
    if actions:
        for unit, plural in (("legion", "legions"), ("galley", "galleys")):
            exhausted[plural] = {p: g[0] for p, g in actions[unit].items() if g[0]}
    cities = state.cities_of(nation)
    info = board.nation(nation)
    return {
        "id": nation, "name": info["name"], "colour": info["colour"], "letter": info["letter"],
        "player": player_name(state, nation),
        "resources": {"marble": record["marble"], "iron": record["iron"], "gold": record["gold"]},
        "coins": record["coins"], "cities": cities, "temples": [p for p in cities if p in state.temples],
        "legions": dict(record["legions"]), "galleys": dict(record["galleys"]), "exhausted": exhausted,
        "know_hows": list(record["know_hows"]), "personages": dict(record["personages"]),
        "score": state.score(nation),
        "supply": {"legions": limits["legions"] - sum(record["legions"].values()),
                   "galleys": limits["galleys"] - sum(record["galleys"].values()),
                   "cities": limits["cities"] - len(cities)},
        "rondel": record["rondel"],
        "actions": {unit: full_actions(state, nation, unit) for unit in UNITS},
        "seas_sailed": holdings_for(state, nation, "navigator"),
    }


def _province_view(state, province):
    units = {}
    for nation in state.order:
        record = state.nations[nation]
        legions, galleys = record["legions"].get(province, 0), record["galleys"].get(province, 0)
        if legions or galleys:
            actions = state.scratch.get("actions") if nation == state.acting else None
            units[nation] = {
                "legions": legions, "galleys": galleys,
                "exhausted_legions": actions["legion"].get(province, (0,))[0] if actions else 0,
                "exhausted_galleys": actions["galley"].get(province, (0,))[0] if actions else 0,
            }
    owner = state.cities.get(province)
    return {"owner": owner, "temple": province in state.temples,
            "defence": defence_strength(state, province) if owner else None, "units": units}


def prompt(state):
    """What the pending decision asks, in words."""
    pending = state.pending
    if pending["step"] == "game_over":
        return outcome_words(state, state.outcome, "en") if state.outcome else "The game is over."
    name = state.board.nation(pending["nation"])["name"]
    if pending["step"] == "fight_question":
        mover = state.board.nation(pending["mover"])["name"]
        place = state.board.provinces[pending["province"]]["name"]
        return f"{name}: fight the {mover} {pending['unit']} entering {place}?"
    if pending["step"] == "rondel" and state.nations[pending["nation"]]["rondel"]:
        here = TERMS["en"]["field." + state.nations[pending["nation"]]["rondel"]]
        return f"{name}: choose a rondel field (now on {here}; 1-3 steps free)"
    return f"{name}: {PROMPTS[pending['step']]}"


def outcome_words(state, outcome, language):
    """Why the game ended, in words: "Greeks reached 10 of 10"."""
    return say({"event": "outcome", "nation": outcome["winner"], "reason": outcome["reason"]}, state.board, language)


def view(state, log=(), language="en"):
    """All public facts of `state` (a perfect-information game) plus the legal decisions and `log`.

    `log` is a list of events (antike.words); the view gives them, and the outcome's reason, in words
    of `language` ("en" or "de").
    """
    pending = dict(state.pending)
    pending["prompt"] = prompt(state)
    rondel_costs = costs(state, pending["nation"]) if pending["step"] == "rondel" else {}
    return {
        "board": state.options["board"], "options": state.options, "round": state.round, "turn": state.turn,
        "goal": goal(state.options),
        "scoring": "military points" if "military" in state.options["variants"] else "personages",
        "order": list(state.order), "starting_nation": state.order[0], "current": state.acting,
        "nations": [_nation_view(state, nation) for nation in state.order],
        "provinces": {p: _province_view(state, p) for p in state.board.province_ids},
        "bank": {"coins": state.bank["coins"], "temples": state.bank["temples"],
                 "personages": dict(state.bank["personages"])},
        "rondel": {"fields": list(RONDEL_FIELDS), "costs": rondel_costs},
        "pending": pending,
        "legal": legal_decisions(state),
        "outcome": state.outcome and {**state.outcome, "reason": outcome_words(state, state.outcome, language),
                                      "cause": state.outcome["reason"]},
        "log": [say(event, state.board, language) for event in log],
    }
