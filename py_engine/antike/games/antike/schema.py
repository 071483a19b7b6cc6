"""Antike's options schema (core/schema.py): the new-game form's fields, seats and words, from the boards."""

import copy
from functools import lru_cache

from ..antike_common.board import available_boards, load_board
from .options import VARIANT_CHOICES
from ..antike_common.words import LANGUAGES

# The form's words, in every language: the option names, the choices and the seats' notes.
WORDS = {
    "en": {
        "board": "Board", "players": "Players", "variants": "Variants", "seed": "Seed", "names": "Seats",
        "players.3": "3 nations", "players.4": "4 nations", "players.5": "5 nations", "players.6": "6 nations",
        "players.four_nations": "2 players, 4 nations",
        "players.two_colours": "2 players, one nation each in two colours",
        "variant.expert": "Expert (no personage for all eight know-hows)",
        "variant.military": "Military (generals count 2)",
        "variant.longer": "Longer game (start with one city)", "variant.twelve": "12 personages (3 nations)",
        "seat.player": "Player {n}",
        "starter": "Starting nation (rulebook): {nation}.", "starter.lot": "drawn by lot (from the seed)",
    },
    "de": {
        "board": "Spielplan", "players": "Spieler", "variants": "Varianten", "seed": "Startwert", "names": "Plätze",
        "players.3": "3 Völker", "players.4": "4 Völker", "players.5": "5 Völker", "players.6": "6 Völker",
        "players.four_nations": "2 Spieler, 4 Völker",
        "players.two_colours": "2 Spieler, je ein Volk in zwei Farben",
        "variant.expert": "Profi-Variante (keine Persönlichkeit für alle acht Fortschritte)",
        "variant.military": "Militär-Variante (Feldherren zählen 2)",
        "variant.longer": "Längeres Spiel (Start mit einer Stadt)",
        "variant.twelve": "12 Persönlichkeiten (3 Völker)",
        "seat.player": "Spieler {n}",
        "starter": "Startvolk (Spielregel): {nation}.", "starter.lot": "ausgelost (aus dem Startwert)",
    },
}
# What each choice of "players" sets (R-SET-1, R-SET-4, R-SET-5).
PLAYERS = {"3": (3, None), "4": (4, None), "5": (5, None), "6": (6, None),
           "four_nations": (4, "four_nations"), "two_colours": (2, "two_colours")}
def words(key, **params):
    """A text of the form in every language."""
    return {language: WORDS[language][key].format(**params) for language in LANGUAGES}


def _board_words(board, field):
    data = board.to_json()
    return {language: data.get("translations", {}).get(language, {}).get(field, data.get(field, ""))
            for language in LANGUAGES}


def _member(board, nation):
    info = board.nation(nation)
    return {"id": nation, "name": {language: board.nation_name(nation, language) for language in LANGUAGES},
            "colour": info["colour"], "letter": info["letter"]}


def _seats(board, players):
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
    if form == "two_colours":
        note = {language: WORDS[language]["starter"].format(nation=WORDS[language]["starter.lot"])
                for language in LANGUAGES}
    else:
        starter = board.starting_nation(count)
        note = {language: WORDS[language]["starter"].format(nation=board.nation_name(starter, language))
                for language in LANGUAGES}
    return {"seats": seats, "note": note}


@lru_cache(maxsize=None)
def _schema():
    boards = [load_board(board_id) for board_id in available_boards()]
    return {
        "fields": [
            {"name": "board", "kind": "choice", "label": words("board"), "default": "orient",
             "choices": [{"value": board.id, "label": _board_words(board, "name"), "note": _board_words(board, "note")}
                         for board in boards]},
            {"name": "players", "kind": "choice", "label": words("players"), "default": "3",
             "choices": [{"value": value, "label": words("players." + value),
                          "sets": {"nations": count, "two_player": form}}
                         for value, (count, form) in PLAYERS.items()]},
            {"name": "variants", "kind": "flags", "label": words("variants"), "default": [],
             "choices": [{**choice, "label": words("variant." + choice["value"])} for choice in VARIANT_CHOICES]},
            {"name": "names", "kind": "seat_names", "label": words("names")},
            {"name": "seed", "kind": "integer", "label": words("seed"), "default": None, "random": True,
             "advanced": True},
        ],
        "seats": {"by": ["board", "players"],
                  "table": {board.id: {players: _seats(board, players) for players in PLAYERS} for board in boards}},
    }


def options_schema():
    """Antike's options schema (a fresh copy: callers may change it)."""
    return copy.deepcopy(_schema())
