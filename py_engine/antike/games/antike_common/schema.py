"""An edition's options schema (core/schema.py): the new-game form's fields, seats and words, from
the boards; each edition gives its forms of play, variants and their words (OptionsForm)."""

import copy
from functools import lru_cache

from .board import load_board, offered_boards
from .words.log import LANGUAGES
from .words.options import WORDS

# What each choice of "players" sets (R-SET-1, R-SET-4, R-SET-5); an edition offers some of them.
PLAYERS = {"3": (3, None), "4": (4, None), "5": (5, None), "6": (6, None),
           "four_nations": (4, "four_nations"), "two_colours": (2, "two_colours")}


class OptionsForm:
    """What an edition's new-game form offers: `players`, the keys of PLAYERS it plays; `variants`,
    its variant choices (core/schema.py flags); `words`, its own texts by language ("players.<form>",
    "variant.<id>"); `drawn_starter`, whether the starting nation is always drawn by lot."""

    def __init__(self, players, variants, words, drawn_starter):
        self.players = tuple(players)
        self.variants = variants
        self.words = words
        self.drawn_starter = drawn_starter


def words(key, form=None, **params):
    """A text of the form in every language: the edition's own, else the shared one."""
    own = form.words if form is not None else {}
    return {language: {**WORDS[language], **own.get(language, {})}[key].format(**params) for language in LANGUAGES}


def _board_words(board, field):
    data = board.to_json()
    return {language: data.get("translations", {}).get(language, {}).get(field, data.get(field, ""))
            for language in LANGUAGES}


def _member(board, nation):
    info = board.nation(nation)
    return {"id": nation, "name": {language: board.nation_name(nation, language) for language in LANGUAGES},
            "colour": info["colour"], "letter": info["letter"]}


def _seats(board, players, form_of_edition):
    count, form = PLAYERS[players]
    if form == "four_nations":
        teams = board.two_player_teams
    elif form == "two_colours":
        teams = [(nation,) for nation in board.two_colour_nations]
    else:
        teams = [(nation,) for nation in board.nations_for(count)]
    seats = [{"members": [_member(board, nation) for nation in team],
              "label": words("seat.player", n=number) if form else None}
             for number, team in enumerate(teams, start=1)]
    if form == "two_colours" or form_of_edition.drawn_starter:
        note = {language: WORDS[language]["starter"].format(nation=WORDS[language]["starter.lot"])
                for language in LANGUAGES}
    else:
        starter = board.starting_nation(count)
        note = {language: WORDS[language]["starter"].format(nation=board.nation_name(starter, language))
                for language in LANGUAGES}
    return {"seats": seats, "note": note}


@lru_cache(maxsize=None)
def _schema(form_of_edition):
    boards = [load_board(board_id) for board_id in offered_boards()]
    return {
        "fields": [
            {"name": "board", "kind": "choice", "label": words("board"), "default": "orient",
             "choices": [{"value": board.id, "label": _board_words(board, "name"), "note": _board_words(board, "note")}
                         for board in boards]},
            {"name": "players", "kind": "choice", "label": words("players"), "default": "3",
             "choices": [{"value": value, "label": words("players." + value, form_of_edition),
                          "sets": {"nations": PLAYERS[value][0], "two_player": PLAYERS[value][1]}}
                         for value in form_of_edition.players]},
            {"name": "variants", "kind": "flags", "label": words("variants"), "default": [],
             "choices": [{**choice, "label": words("variant." + choice["value"], form_of_edition)}
                         for choice in form_of_edition.variants]},
            {"name": "names", "kind": "seat_names", "label": words("names")},
            {"name": "seed", "kind": "integer", "label": words("seed"), "default": None, "random": True,
             "advanced": True},
        ],
        "seats": {"by": ["board", "players"],
                  "table": {board.id: {players: _seats(board, players, form_of_edition)
                                       for players in form_of_edition.players} for board in boards}},
    }


def options_schema(form_of_edition):
    """The options schema of an edition's OptionsForm (a fresh copy: callers may change it)."""
    return copy.deepcopy(_schema(form_of_edition))
