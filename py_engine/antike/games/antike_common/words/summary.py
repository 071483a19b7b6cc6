"""A game's summary for the page's list of saved games: which game, who plays, how far it got.

The list shows a game without loading it, in the language the page has when the list is drawn, so
the summary is said in every language at once (the bridge asks once per language).
"""

from ..turns import player_name

WORDS = {
    "en": {"setup": "Set-up", "round": "Round {round}, turn {turn}", "to_decide": "{nation} to decide",
           "won": "Finished: {nation} won"},
    "de": {"setup": "Aufbau", "round": "Runde {round}, Zug {turn}", "to_decide": "{nation} am Zug",
           "won": "Beendet: Sieg der {nation}"},
}


def summary(state, title, language):
    """{title, seats: [{id, name, player, colour, letter}], progress, status, finished} in `language`:
    the game's and board's names, the nations in turn order, the round and turn (R-TURN-1), and who
    decides now or who won."""
    board, words = state.board, WORDS[language]
    seats = []
    for nation in state.order:
        info = board.nation(nation)
        seats.append({"id": nation, "name": board.nation_name(nation, language), "colour": info["colour"],
                      "letter": info["letter"], "player": player_name(state, nation, language)})
    progress = words["round"].format(round=state.round, turn=state.turn) if state.round else words["setup"]
    if state.outcome:
        status = words["won"].format(nation=board.nation_name(state.outcome["winner"], language))
    else:
        status = words["to_decide"].format(nation=board.nation_name(state.pending["nation"], language))
    return {"title": f"{title[language]} · {board.board_name(language)}", "seats": seats, "progress": progress,
            "status": status, "finished": state.outcome is not None}
