"""A game's row in the page's list of saved games: the players, the turn, who decides or who won."""

from .catalogue import outcome_words
from .components import CITY_STATES, city_state_name
from .words import LABELS


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
