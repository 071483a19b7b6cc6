"""Duellum's words for the page: the rules help (How to play, tooltips, the end summary) in English
and German with the rules' numbers filled in, and the log cut into turns with their summaries."""

import random
import re

from antike import Match
from antike.games.duellum import RULES
from antike.games.duellum.simulate import choose
from antike.games.duellum.vocabulary import GOAL, KNOW_HOWS, PERSONAGES, RONDEL_FIELDS

PAGE_PLACEHOLDERS = {"score", "n", "line", "have"}


def test_the_help_speaks_both_languages_with_the_rules_numbers():
    words = RULES.words()
    for language in ("en", "de"):
        table = words[language]
        assert table["help.title"] and sum(key.startswith("help.") for key in table) >= 8
        for key in [*(f"tip.field.{f}" for f in RONDEL_FIELDS), *(f"tip.know_how.{k}" for k in KNOW_HOWS),
                    *(f"tip.personage.{p}" for p in PERSONAGES), "end.rematch", "since.title"]:
            assert table[key], key
        assert str(GOAL) in table["help.goal"]
        for key, text in table.items():
            if key.startswith(("help.", "tip.", "end.")):
                assert set(re.findall(r"{(\w+)}", text)) <= PAGE_PLACEHOLDERS, key
    assert set(words["en"]) == set(words["de"])


def test_the_log_is_cut_into_turns_each_with_its_summary():
    match = Match({"board": "east", "seed": 4}, game="duellum")
    rng = random.Random(3)
    for _ in range(250):
        match.play(choose(match.state, rng))
    for language in ("en", "de"):
        view = RULES.view(match.state, match.log, None, language)
        turns = view["log_turns"]
        events = view["log_events"]
        assert turns[0]["first"] == 0 and turns[0]["player"] is None
        starts = [i for i, event in enumerate(events) if event["event"] == "turn"]
        assert [part["first"] for part in turns[1:]] == starts
        for part in turns[1:]:
            name = match.state.board.player_name(part["player"], language)
            assert part["summary"].startswith(name + ": ") and name in part["title"]
            assert part["nation"] == part["player"]
        # A tail of the log begins with its first turn's part.
        tail = RULES.view(match.state, match.log[-7:], None, language)["log_turns"]
        assert tail[0]["first"] == 0 and tail[0]["player"] is not None
