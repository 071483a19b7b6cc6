"""The "All choices" list is grouped by kind (issue 44 item 3): every decision type a game's legal
lists offer, over seeded games of each game, has its kind's word in the game's page words, in
English and German (the page's group headings read `choices.kind.<type>` for the Antike family,
`label.kind.<type>` for Duellum and Attika)."""
import random

import pytest

from antike.core.match import Match
from antike.core.registry import rules_of

GAMES = [("antike", {"board": "orient", "nations": 3, "seed": 2}, "choices.kind."),
         ("antike2", {"board": "occident_v4", "nations": 4, "seed": 2}, "choices.kind."),
         ("duellum", {"board": "west", "seed": 3}, "label.kind."),
         ("attika", {"seed": 3, "players": 3}, "label.kind.")]


def offered_types(game, options, decisions=1500):
    """The decision types offered in a seeded random game of `game`."""
    match = Match(options, game=game)
    rng = random.Random(1)
    types = set()
    while match.state.outcome is None and len(match.decisions) < decisions:
        legal = match.rules.legal_decisions(match.state)
        types.update(decision["type"] for decision in legal)
        match.play(rng.choice(legal))
    return types


@pytest.mark.parametrize("game, options, prefix", GAMES)
def test_every_offered_decision_type_has_its_kinds_word_in_both_languages(game, options, prefix):
    words = rules_of(game).words()
    types = offered_types(game, options)
    assert len(types) >= 6
    for language in ("en", "de"):
        missing = [kind for kind in sorted(types) if not words[language].get(prefix + kind)]
        assert not missing, (game, language, missing)


def test_every_decision_shape_of_the_antike_family_has_its_kinds_word():
    from antike.games.antike_common.decision_shapes import SHAPES
    for game in ("antike", "antike2"):
        words = rules_of(game).words()
        for language in ("en", "de"):
            assert all(words[language].get(f"choices.kind.{kind}") for kind in [*SHAPES, "trade"]), (game, language)
