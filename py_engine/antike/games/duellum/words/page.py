"""Every word Duellum's views in the page show, gathered by language for the bridge's `games` reply
(written to dist/games.json at build time)."""

from .help import help_words
from .terms import CARD_NAMES, CARD_TEXTS, CARD_WHEN, LABELS, LANGUAGES, PAGE, STEP_PROMPTS, TERMS


def page_words():
    """Every word the page's views of Duellum show, by language, its rules help included (help.py)."""
    return {language: {**{f"term.{key}": value for key, value in TERMS[language].items()},
                       **{f"card.{key}": value for key, value in CARD_NAMES[language].items()},
                       **{f"card_text.{key}": value for key, value in CARD_TEXTS[language].items()},
                       **{f"card_when.{key}": value for key, value in CARD_WHEN[language].items()},
                       **{f"step.{key}": value for key, value in STEP_PROMPTS[language].items()},
                       **{f"label.{key}": value for key, value in LABELS[language].items()},
                       **{f"page.{key}": value for key, value in PAGE[language].items()},
                       **help_words(language)}
            for language in LANGUAGES}
