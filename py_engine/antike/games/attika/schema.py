"""Attika's new-game form (core/schema.py): players, the set-up (the house set or as printed,
AT-SET-8), the seats' names, the start player (by lot unless named), the turn limit for simulations and the seed; every label in English and German,
the house components named as such."""

import copy
from functools import lru_cache

from ...core.set_up_choice import seats_by_set_up, set_up_field
from .components import CITY_STATES, HOUSE_SET, LAYOUTS, SEATS, START_CARDS_BY_HOUSE_SET
from .words.terms import LANGUAGES
from .words.options import WORDS


def _words(key, **values):
    return {language: WORDS[language][key].format(**values) for language in LANGUAGES}


def _member(seat):
    info = CITY_STATES[seat]
    return {"id": seat, "name": {"en": info["en"], "de": info["de"]}, "colour": info["colour"], "letter": info["en"][0]}


@lru_cache(maxsize=None)
def _schema():
    return {
        "fields": [
            {"name": "players", "kind": "choice", "label": _words("players"), "default": 2,
             "choices": [{"value": players, "label": _words("players.n", n=players), "note": _words("note"),
                          "sets": {"players": players, "city_states": list(SEATS[:players])}}
                         for players in sorted(LAYOUTS)]},
            set_up_field(HOUSE_SET, _words),
            {"name": "names", "kind": "seat_names", "label": _words("names")},
            {"name": "first", "kind": "choice", "label": _words("first"), "default": None, "advanced": True,
             "choices": [{"value": None, "label": _words("first.lot")}]
             + [{"value": seat, "label": _member(seat)["name"]} for seat in SEATS]},
            {"name": "turn_limit", "kind": "integer", "label": _words("turn_limit"), "default": None,
             "advanced": True},
            {"name": "seed", "kind": "integer", "label": _words("seed"), "default": None, "random": True,
             "advanced": True},
        ],
        "seats": {"by": ["players", "house_set"],
                  "table": {str(players): seats_by_set_up(HOUSE_SET, lambda version, players=players: {
                      "seats": [{"members": [_member(seat)], "label": None} for seat in SEATS[:players]],
                      "note": _words("starter", hands=", ".join(map(str, START_CARDS_BY_HOUSE_SET[version][players])))})
                            for players in sorted(LAYOUTS)}},
    }


def options_schema():
    """The options schema (a fresh copy: callers may change it)."""
    return copy.deepcopy(_schema())
