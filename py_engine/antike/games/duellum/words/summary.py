"""A game's row in the page's list of saved games: the board, the players, the turn, who decides."""

from .log import outcome_words
from .terms import LABELS


def summary(state, title, language):
    """{title, seats: [{id, name, player, colour, letter}], progress, status, finished} in `language`."""
    board, labels = state.board, LABELS[language]
    seats = [{"id": player, "name": board.player_name(player, language), "colour": board.colour(player),
              "letter": board.letter(player),
              "player": state.options["names"].get(player) or board.player_name(player, language)}
             for player in state.order]
    if state.outcome is not None:
        status = outcome_words(state.outcome, state.options, language)
    else:
        status = labels["to_decide"].format(player=board.player_name(state.pending["player"], language))
    return {"title": f"{title[language]} · {board.title(language)} ({labels['house_layout']})", "seats": seats,
            "progress": labels["turn"].format(turn=state.turn), "status": status,
            "finished": state.outcome is not None}
