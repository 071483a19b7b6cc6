"""Antike II's new-game form: 3-6 nations or two players with four nations, Plinius and free
building (A2-SET-1/3/5, A2-VAR-1/2); the starting nation is always drawn by lot."""

from ..antike_common.schema import OptionsForm, options_schema as edition_schema
from .options import VARIANT_CHOICES

FORM = OptionsForm(
    players=("3", "4", "5", "6", "four_nations"), variants=VARIANT_CHOICES,
    words={
        "en": {"variant.plinius": "Another scholar (Plinius for the first nation with all eight know-hows)",
               "variant.free_building": "Free building (a new city's resource is the founder's choice)"},
        "de": {"variant.plinius": "Weiterer Gelehrter (Plinius für das erste Volk mit allen acht Fortschritten)",
               "variant.free_building": "Freies Bauen (die Ressource einer neuen Stadt wählt der Gründer)"},
    },
    drawn_starter=True)


def options_schema():
    """Antike II's options schema (a fresh copy: callers may change it)."""
    return edition_schema(FORM)
