"""A game's row in the page's list of saved games (the players, the turn, who decides or who won),
and a finished game's facts for the end summary (each city state's buildings by group, settlements,
shrines, cards and amphoras left)."""

from .log import outcome_words
from ..components import CITY_STATES, GROUPS, city_state_name
from ..hexes import neighbours
from ..settlements import building_group, settlement_count, settlement_of
from ..wins import on_map
from .terms import LABELS


def summary(state, title, language):
    """{title, seats: [{id, name, player, colour, letter}], progress, status, finished} in `language`."""
    labels = LABELS[language]
    seats = [{"id": seat, "name": city_state_name(seat, language), "colour": CITY_STATES[seat]["colour"],
              "letter": CITY_STATES[seat]["en"][0],
              "player": state.options["names"].get(seat) or city_state_name(seat, language)}
             for seat in state.order]
    if state.outcome is not None:
        status = outcome_words(state.outcome, language)
    else:
        status = labels["to_decide"].format(player=city_state_name(state.pending["player"], language))
    return {"title": f"{title[language]} ({labels['house_components']})", "seats": seats,
            "progress": labels["turn"].format(turn=state.turn), "status": status,
            "finished": state.outcome is not None}


def _most_shrines(state, seat):
    # The most shrines one settlement of `seat` touches (two win, AT-END-2).
    shrines, best, seen = set(state.shrines), 0, set()
    for cell, building in state.buildings.items():
        if building["owner"] != seat or cell in seen:
            continue
        settlement = settlement_of(state, cell)
        seen |= settlement
        best = max(best, len({near for place in settlement for near in neighbours(place) if near in shrines}))
    return best


def end_facts(state):
    """{seat: {on_map, by_group: {group: buildings on the map}, settlements, shrines, cards, amphoras}}
    of a finished game, in play order (all of it public: hands are counted, not shown)."""
    facts = {}
    for seat in state.order:
        by_group = dict.fromkeys(GROUPS, 0)
        for building in state.buildings.values():
            if building["owner"] == seat:
                by_group[building_group(building["building"])] += 1
        record = state.players[seat]
        facts[seat] = {"on_map": on_map(state, seat), "by_group": by_group,
                       "settlements": settlement_count(state, seat), "shrines": _most_shrines(state, seat),
                       "cards": state.hand_size(seat), "amphoras": record["amphoras"]}
    return facts
