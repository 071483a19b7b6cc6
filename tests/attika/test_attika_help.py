"""Attika's rules help (How to play, in English and German, "du"), the reasons on each build and
reveal option for the seat to decide only (AT-INFO-2: they tell of its hand), and a finished game's
facts for the end summary."""

import json

import pytest

from antike import Match
from antike.core.protocol import ALL
from antike.games.attika import RULES
from antike.games.attika.components import PIECE_COUNT, ROAD_COST
from antike.games.attika.words.help import HELP_WORDS, help_words
from antike.games.attika.turns import NORMAL_ACTIONS, NO_ACTION_CARDS
from antike.games.attika.words.page import page_words
from attika_helpers import edited, fixture, play, put, set_hand, to_board
import locations

HELP_TOPICS = ("goal", "turn", "reveal", "build", "order", "settlements", "shrines", "amphoras", "end")
GOLDEN = locations.GOLDEN / "attika-2-seed-5.json"


@pytest.mark.parametrize("language", ["en", "de"])
def test_how_to_play_covers_every_topic_with_the_rules_numbers(language):
    words = page_words()[language]
    assert [key for key in words if key.startswith("help.")] == ["help.title"] + [f"help.{t}" for t in HELP_TOPICS]
    assert str(PIECE_COUNT) in words["help.goal"] and str(ROAD_COST) in words["help.build"]
    assert str(NORMAL_ACTIONS["reveal"]) in words["help.turn"] and str(NO_ACTION_CARDS) in words["help.turn"]
    assert "{" not in "".join(words[f"help.{topic}"] for topic in HELP_TOPICS)


def test_both_languages_say_the_same_keys_and_german_says_du():
    assert HELP_WORDS["en"].keys() == HELP_WORDS["de"].keys()
    german = " ".join(help_words("de").values())
    assert " du " in german and " Sie " not in german and "Ihr" not in german


def _board_position(s):
    to_board(s, "athens", "fortress")
    to_board(s, "athens", "well")
    set_hand(s, "athens", water=1)


def test_each_build_option_says_its_cost_and_why_it_is_or_is_not_possible():
    state = edited(fixture(("athens", "sparta")), _board_position)
    tips = RULES.view(state, [], "athens", "en")["option_tips"]
    assert tips["build:well"].startswith("Well: costs 1 hill, 1 forest") and "You can build it now" in tips["build:well"]
    assert tips["build:fortress"].startswith("Fortress: costs 3 mountains, 1 hill")
    assert tips["build:fortress"].endswith("Not now: no empty field where your hand pays for it.")
    assert tips["reveal:1"].startswith("You can reveal now: the stack holds")
    german = RULES.view(state, [], "athens", "de")["option_tips"]
    assert german["build:fortress"].startswith("Festung: kostet 3 Berge, 1 Hügel")


def test_at_turn_2_a_build_is_not_possible_in_a_turn_of_reveals():
    state = edited(fixture(("athens", "sparta")), _board_position)
    state = play(state, {"type": "reveal", "stack": 2}, {"type": "park"})
    tips = RULES.view(state, [], "athens", "en")["option_tips"]
    assert tips["build:well"].endswith("Not now: this turn you already revealed; a turn keeps to one kind of action.")


def test_at_info_2_the_reasons_are_only_for_the_seat_to_decide():
    state = edited(fixture(("athens", "sparta")), _board_position)
    assert RULES.view(state, [], "athens", "en")["option_tips"]
    assert RULES.view(state, [], "sparta", "en")["option_tips"] == {}
    assert RULES.view(state, [], None, "en")["option_tips"] == {}
    assert RULES.view(state, [], ALL, "en")["option_tips"]


def test_a_finished_game_tells_each_city_states_buildings_by_group_settlements_shrines_and_cards():
    data = json.loads(GOLDEN.read_text())
    game = Match(data["options"], game="attika")
    for decision in data["decisions"]:
        game.play(decision)
    facts = RULES.view(game.state, game.log, None, "en")["outcome"]["facts"]
    final = data["final"]["players"]
    for seat, fact in facts.items():
        assert sum(fact["by_group"].values()) == fact["on_map"] == final[seat]["on_map"]
        assert fact["cards"] == final[seat]["hand"] and fact["amphoras"] == final[seat]["amphoras"]
        assert fact["settlements"] >= 1
    winner = data["outcome"]["winners"][0]
    assert data["outcome"]["reason"] == "shrines" and facts[winner]["shrines"] >= 2


def test_a_log_line_has_a_name_not_a_key():
    assert page_words()["en"]["log.show"].format(line="Turn 1: Athens.") == "Turn 1: Athens. (show on the map)"
    assert page_words()["de"]["log.show"].format(line="Zug 1: Athen.") == "Zug 1: Athen. (auf der Karte zeigen)"
