"""Issue 44, item 4: a prompt that sends the player to highlighted places on the map comes with at
least one place to choose in the legal list, in both editions (Antike and Antike II) and both
languages. With Mercatura's trades a step may offer no place at all; its prompt then says that
nothing can be chosen now (and that a trade may come first) instead of naming highlighted targets."""

import random

import pytest

from antike import Match
from antike.games.antike_common.simulate import choose
from antike.games.antike_common.view import map_targets, prompt

# Words that send the player to the map's highlights, by language.
HIGHLIGHTED = {"en": "highlighted", "de": "hervorgehobene"}
# (edition, options' seed): seeded games of the weighted random policy, each of which reaches a step
# with nothing to choose on the map (Antike II's Mercatura trades, Antike's trade in a founding).
GAMES = [("antike", 5), ("antike2", 6)]
DECISION_LIMIT = 1200


def steps_along(edition, seed):
    """(state, legal decisions) at every decision of a seeded game of `edition` on the Orient, 3 nations."""
    match = Match({"board": "orient", "nations": 3, "seed": seed}, game=edition)
    rng = random.Random(seed)
    while match.state.outcome is None and len(match.decisions) < DECISION_LIMIT:
        yield match.state, match.rules.legal_decisions(match.state)
        match.play(choose(match.state, rng))


@pytest.mark.parametrize("edition, seed", GAMES)
def test_a_prompt_naming_highlighted_targets_comes_with_a_place_to_choose(edition, seed):
    named, unnamed = 0, 0
    for state, legal in steps_along(edition, seed):
        places = map_targets(legal)
        for language, word in HIGHLIGHTED.items():
            words = prompt(state, language)
            assert words == prompt(state, language, legal)
            if word in words:
                assert places, f"{words!r} with no place in {legal}"
                named += language == "en"
            elif not places and state.pending["step"] in ("temple", "arming", "movement", "conquest", "founding"):
                unnamed += language == "en"
                if any(decision["type"] == "trade" for decision in legal):
                    assert words.endswith({"en": " (or trade first)", "de": " (oder zuerst handeln)"}[language])
    assert named > 50 and unnamed > 0  # both kinds of step were met


def test_a_step_with_nothing_on_the_map_says_so_in_both_languages():
    state, legal = next((state, legal) for state, legal in steps_along("antike2", 6)
                        if state.pending["step"] == "founding" and not map_targets(legal))
    nation = state.board.nation_name(state.pending["nation"], "en")
    assert prompt(state, "en", legal) == (f"{nation}: found cities (1 marble + 1 iron + 1 gold each): no province "
                                          f"possible now; choose Done (or trade first)")
    assert prompt(state, "de", legal).endswith("gerade in keiner Provinz möglich; Fertig wählen (oder zuerst handeln)")
