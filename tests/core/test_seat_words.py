"""The core's messages that speak of a game's seats as such ("'computer' names a nation twice") say
them in the game's own words: each game's Rules may give `seat_words` (core/protocol.py), else the
core says "player". The texts stay those of each game's refusal golden (tests/fixtures/refusals.json)."""

import pytest

from antike.core import registry
from antike.core.messages import CORE, Message, seat_words, template_fields
from antike.core.words import SEAT_WORDS


def _used(language):
    # The seat-word fields the core's texts in `language` use.
    texts = list(CORE.templates[language].values()) + list(CORE.terms[language].values())
    return set().union(*(template_fields(text) for text in texts)) & set(SEAT_WORDS[language])


@pytest.mark.parametrize("game", registry.game_ids())
def test_every_game_says_every_seat_word_the_core_uses_in_both_languages(game):
    for language in ("en", "de"):
        assert _used(language) <= set(seat_words(game, language))
        assert all(isinstance(word, str) and word for word in seat_words(game, language).values())


def test_the_core_uses_its_seat_words_and_says_each_in_both_languages():
    assert SEAT_WORDS["en"].keys() == SEAT_WORDS["de"].keys()
    assert _used("en") | _used("de") == set(SEAT_WORDS["en"])


def test_a_message_says_the_seats_in_its_games_words():
    assert Message("computer.twice", game="antike").say("en") == "'computer' names a nation twice."
    assert Message("computer.twice", game="antike2").say("de") == "'computer' nennt ein Volk doppelt."
    assert Message("computer.twice", game="duellum").say("en") == "'computer' names a nation twice."


def test_a_game_that_names_no_seat_words_and_an_unknown_game_get_the_cores():
    assert Message("computer.twice", game="no such game").say("en") == "'computer' names a player twice."
    assert Message("computer.twice", game="no such game").say("de") == "'computer' nennt einen Spieler doppelt."
    file_type = Message("file.type", name="computer", expected="computer", value="1", game="no such game")
    assert file_type.say("en") == "The file's 'computer' must be an object (or a list of players), not 1."
    assert file_type.say("de") == "'computer' der Datei muss ein Objekt (oder eine Liste von Spielern) sein, nicht 1."
