"""The view: every public fact of a state as JSON for the front end (shape: docs/engine-api.md)."""

import copy

from ...core.palette import ink
from ...core.read_only import plain

from .decisions import kept_legal
from .economy import TEMPLE_PRICE
from .words.log_turns import log_turns
from .military import defence_parts, full_actions
from .personages import holdings_for
from .preview import know_how_prices, personage_progress, rondel_preview
from .payment import CITY_PRICE
from .rondel import FREE_STEPS, costs
from .turns import player_name
from .vocabulary import RONDEL_FIELDS, UNITS
from .words.log import say
from .words.terms import TERMS
from .words.prompts import PROMPTS


def _nation_view(state, nation, language):
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
        "id": nation, "name": board.nation_name(nation, language), "colour": info["colour"],
        "ink": ink(info["colour"]), "letter": info["letter"], "player": player_name(state, nation, language),
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
        "progress": personage_progress(state, nation),
        "know_how_prices": know_how_prices(state, nation),
        "bellona": bool(record.get("bellona")),
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
    parts = defence_parts(state, province) if owner else None
    temple = province in state.temples
    return {"owner": owner, "temple": temple, "neutral_temple": temple and owner is None,
            "tile": state.resource_of(province) if owner else None,
            "defence": sum(parts.values()) if owner else None, "defence_parts": parts, "units": units}


def know_how_table(state):
    """The know-hows of the game's edition: `columns` as the nation boards show them (a basic one
    above its advanced one), and each one's first and later price and who holds it, in turn order."""
    edition = state.edition
    return {"columns": [list(column) for column in edition.columns],
            "prices": {know_how: {"first": edition.know_how_price(know_how, True),
                                  "later": edition.know_how_price(know_how, False),
                                  "holders": [nation for nation in state.order
                                              if know_how in state.nations[nation]["know_hows"]]}
                       for know_how in edition.know_hows}}


# The steps whose prompt sends the player to highlighted places on the map; when none of the legal
# decisions has a place (Mercatura's trades may be all there is), the prompt says so instead.
MAP_STEPS = ("temple", "arming", "movement", "conquest", "founding")


def map_targets(legal):
    """The legal decisions that a place on the map stands for (a province chosen, or a unit moved from one)."""
    return [decision for decision in legal if "province" in decision or "from" in decision]


def _step_words(state, step, legal, prompts):
    if step not in MAP_STEPS:
        return prompts[step]
    legal = kept_legal(state) if legal is None else legal
    if map_targets(legal):
        return prompts[step]
    trade = any(decision["type"] == "trade" for decision in legal)
    return prompts[step + ".none"] + (prompts["or_trade"] if trade else "")


def prompt(state, language="en", legal=None):
    """What the pending decision asks, in words of `language` ("en" or "de"); `legal`, the state's
    legal decisions when the caller has them, tells whether there is anything highlighted to choose."""
    pending, board, prompts = state.pending, state.board, PROMPTS[language]
    step = pending["step"]
    if step == "game_over":
        return outcome_words(state, state.outcome, language) if state.outcome else prompts["game_over"]
    name = board.nation_name(pending["nation"], language)
    if step == "mover_fight_question":
        asks = prompts[step].format(unit=TERMS[language][pending["unit"]],
                                    province=board.provinces[pending["province"]]["name"])
    elif step == "fight_question":
        asks = prompts[step].format(mover=board.nation_name(pending["mover"], language),
                                    unit=TERMS[language][pending["unit"]],
                                    province=board.provinces[pending["province"]]["name"])
    elif step == "rondel" and state.nations[pending["nation"]]["rondel"]:
        here = state.nations[pending["nation"]]["rondel"]
        asks = prompts["rondel.from"].format(field=state.edition.term(language, "field." + here), free=FREE_STEPS)
    else:
        # Prices from the rules' numbers, so that a text never states its own.
        asks = _step_words(state, step, legal, prompts).format(temple=TEMPLE_PRICE, unit=state.edition.unit_price,
                                                               city=CITY_PRICE)
    return f"{name}: {asks}"


def outcome_words(state, outcome, language):
    """Why the game ended, in words: "Greeks reached 10 of 10"."""
    return say({"event": "outcome", "nation": outcome["winner"], "reason": outcome["reason"]}, state.board, language)


def view(state, log=(), language="en"):
    """All public facts of `state` (a perfect-information game) plus the legal decisions and `log`.

    `log` is a list of events (antike.words); the view gives them, the prompt, the outcome's reason
    and the nations' and players' names in words of `language` ("en" or "de"); ids stay ids. The
    events travel too, as data (`log_events`, copies: an event's nested values are flat dicts), so
    that a page can colour a line's nations and show its places; `log_turns` cuts them into turns
    (words/log_turns.py), each with a title and a summary in words.
    """
    pending = copy.deepcopy(state.pending)  # the view shares nothing with the state
    legal = plain(kept_legal(state))  # the view's own: shares nothing with the state's list
    pending["prompt"] = prompt(state, language, legal)
    at_rondel = pending["step"] == "rondel"
    rondel_costs = costs(state, pending["nation"]) if at_rondel else {}
    return {
        "board": state.options["board"], "options": copy.deepcopy(state.options), "round": state.round, "turn": state.turn,
        "goal": state.edition.goal(state.options),
        "scoring": "military points" if "military" in state.options["variants"] else "personages",
        "order": list(state.order), "starting_nation": state.order[0], "current": state.acting,
        "nations": [_nation_view(state, nation, language) for nation in state.order],
        "provinces": {p: _province_view(state, p) for p in state.board.province_ids},
        "bank": {"coins": state.bank["coins"], "temples": state.bank["temples"],
                 "personages": dict(state.bank["personages"]), "plinius": state.bank.get("plinius", 0)},
        "know_hows": know_how_table(state),
        "bellona": next((nation for nation in state.order if state.nations[nation].get("bellona")), None),
        "rondel": {"fields": list(RONDEL_FIELDS), "costs": rondel_costs,
                   "preview": rondel_preview(state) if at_rondel else {}},
        "pending": pending,
        "legal": legal,
        "outcome": state.outcome and {**copy.deepcopy(state.outcome), "player": player_name(state, state.outcome["winner"], language),
                                      "reason": outcome_words(state, state.outcome, language),
                                      "cause": copy.deepcopy(state.outcome["reason"])},
        "log": [say(event, state.board, language, state.edition) for event in log],
        "log_events": [{key: dict(value) if type(value) is dict else value for key, value in event.items()}
                       for event in log],
        "log_turns": log_turns(list(log), state.round, state.board, language, state.edition),
    }
