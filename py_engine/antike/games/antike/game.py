"""Antike (2005) as a game of the family: the shared rules (antike_common) with this edition."""

from ..antike_common.words import page
from ..antike_common.edition_rules import EditionRules
from . import schema
from .edition import EDITION
from .words.help import help_words

# The legal-order version of links (core/link.py); tests/core/test_link.py asks for a new one when the
# legal lists change. 2: default rondel payments keep what the turn needs (issue 20).
LEGAL_ORDER = 2

RULES = EditionRules(EDITION, {"en": "Antike (2005)", "de": "Antike (2005)"}, schema.options_schema,
                     lambda: page.page_words(EDITION, help_words), LEGAL_ORDER)


def new_game(options):
    """A new game of Antike (2005) for `options`, settled at its first real decision."""
    return RULES.new_game(options)
