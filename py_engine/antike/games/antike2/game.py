"""Antike II (2014) as a game of the family: the shared rules (antike_common) with this edition."""

from ..antike_common.words import page
from ..antike_common.edition_rules import EditionRules
from . import schema
from .edition import EDITION
from .words.help import help_words

# The legal-order version of links (core/link.py); tests/core/test_link.py asks for a new one when the
# legal lists change.
LEGAL_ORDER = 1

RULES = EditionRules(EDITION, {"en": "Antike II (2014)", "de": "Antike II (2014)"}, schema.options_schema,
                     lambda: page.page_words(EDITION, help_words), LEGAL_ORDER)


def new_game(options):
    """A new game of Antike II for `options`, settled at its first real decision."""
    return RULES.new_game(options)
