"""Every word Attika's views in the page show, gathered by language for the bridge's `games` reply
(written to dist/games.json at build time)."""

from ..components import BUILDINGS, CITY_STATES, GROUPS, KIND_NAMES
from .help import help_words
from .terms import DECISIONS, KIND_PLURALS, LABELS, LANGUAGES, LOG, PAGE, STEP_PROMPTS, TERMS


def page_words():
    """Every word the page's views of Attika show, by language, its rules help included (help.py)."""
    return {language: {**{f"term.{key}": value for key, value in TERMS[language].items()},
                       **{f"kind.{kind}": name for kind, name in KIND_NAMES[language].items()},
                       **{f"kinds.{kind}": name for kind, name in KIND_PLURALS[language].items()},
                       **{f"building.{building}": info[language] for building, info in BUILDINGS.items()},
                       **{f"group.{group}": info[language] for group, info in GROUPS.items()},
                       **{f"city_state.{seat}": info["de" if language == "de" else "en"]
                          for seat, info in CITY_STATES.items()},
                       **{f"step.{key}": value for key, value in STEP_PROMPTS[language].items()},
                       **{f"decision.{key}": value for key, value in DECISIONS[language].items()},
                       **{f"label.{key}": value for key, value in LABELS[language].items()},
                       **{f"page.{key}": value for key, value in PAGE[language].items()}, **LOG[language],
                       **help_words(language)}
            for language in LANGUAGES}
