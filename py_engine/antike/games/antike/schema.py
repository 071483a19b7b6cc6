"""Antike's new-game form: all forms of play and its four variants (R-SET-1/4/5, R-VAR-1..4)."""

from ..antike_common.schema import OptionsForm, options_schema as edition_schema
from .options import VARIANT_CHOICES

FORM = OptionsForm(
    players=("3", "4", "5", "6", "four_nations", "two_colours"), variants=VARIANT_CHOICES,
    words={
        "en": {"players.two_colours": "2 players, one nation each in two colours",
               "variant.expert": "Expert (no personage for all eight know-hows)",
               "variant.military": "Military (generals count 2)",
               "variant.longer": "Longer game (start with one city)", "variant.twelve": "12 personages (3 nations)"},
        "de": {"players.two_colours": "2 Spieler, je ein Volk in zwei Farben",
               "variant.expert": "Profi-Variante (keine Persönlichkeit für alle acht Fortschritte)",
               "variant.military": "Militär-Variante (Feldherren zählen 2)",
               "variant.longer": "Längeres Spiel (Start mit einer Stadt)",
               "variant.twelve": "12 Persönlichkeiten (3 Völker)"},
    },
    drawn_starter=False)


def options_schema():
    """Antike's options schema (a fresh copy: callers may change it)."""
    return edition_schema(FORM)
