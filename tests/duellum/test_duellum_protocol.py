"""Duellum behind the family's protocol: registry, options schema, words, seats, refusals, file names."""

import pytest

from antike.core.errors import InvalidOptions, InvalidRequest
from antike.core.registry import rules_of
from antike.games.duellum import RULES
from duellum_helpers import edited, new_game, play


def test_the_registry_and_the_schema():
    assert rules_of("duellum") is RULES and RULES.hidden_information is True and RULES.strengths == ("easy", "medium", "hard")
    schema = RULES.options_schema()
    assert [field["name"] for field in schema["fields"]] == ["board", "house_set", "names", "first", "seed"]
    assert "house layout" in schema["fields"][0]["label"]["en"] and "Hausplan" in schema["fields"][0]["label"]["de"]
    assert "house event deck" in schema["fields"][0]["choices"][0]["note"]["en"].lower()
    assert [seat["members"][0]["id"] for seat in schema["seats"]["table"]["east"]["5"]["seats"]] == ["greeks", "persians"]
    words = RULES.words()
    assert words["de"]["card.festung"] == "Festung" and words["en"]["card.festung"] == "Fortress"
    assert words["en"]["term.res_publica"] == "Res Publica" and set(words["en"]) == set(words["de"])


def test_options_are_normalised_into_the_state():
    state = new_game("east", seed=8, names={"greeks": "Ann"})
    assert RULES.state_options(state) == {"board": "east", "seed": 8, "names": {"greeks": "Ann"}, "first": None,
                                          "house_set": 5}
    for options in ({"board": "east", "colour": 1}, {"board": "east", "names": {"romans": "X"}}, {"seed": "x"}):
        with pytest.raises(InvalidOptions):
            RULES.new_game(options)


def test_turns_seats_and_own_turn():
    state = new_game("west", seed=2, first="romans")
    assert RULES.seats(state) == ["romans", "carthaginians"] and RULES.turn(state) == (1, "romans")
    assert RULES.own_turn(state, "romans") and not RULES.own_turn(state, "carthaginians")
    assert RULES.seat_message(state, "romans").say("de") == "Römer"
    state = play(state, {"type": "rondel", "field": "ferrum"})
    assert RULES.turn(state) == (2, "carthaginians")


def test_why_not_static_data_and_file_name():
    def legion_in_campania(data):
        data["units"]["neapolis"]["romans"]["legion"] = 1
        data["players"]["romans"]["supply"]["legion"] -= 1
    founding = play(edited(new_game("west", seed=2, first="romans"), legion_in_campania),
                    {"type": "rondel", "field": "duellum_1"}, {"type": "end_movement"})
    assert founding.pending["step"] == "founding"
    assert "no legion or galley" in RULES.why_not(founding, {"region": "ancona"}).say("en")
    assert "already holds a city" in RULES.why_not(founding, {"region": "roma"}).say("en")
    assert "keinen Stadtplatz" in RULES.why_not(founding, {"region": "mare_tyrrhenum"}).say("de")
    state = new_game("west", seed=2, first="romans")
    assert RULES.why_not(state, {"region": "roma"}).say("en") == "Nothing is to be chosen on the map now."
    with pytest.raises(InvalidRequest):
        RULES.why_not(state, {"region": "atlantis"})
    assert RULES.static_data({"command": "board", "board": "east"})["board"]["id"] == "east"
    assert [board["id"] for board in RULES.static_data({"command": "boards"})["boards"]] == ["west", "east"]
    with pytest.raises(InvalidRequest):
        RULES.static_data({"command": "board", "board": "north"})
    name = RULES.file_name({"board": "west", "names": {"romans": "Jörg"}, "seed": 1}, [{}] * 3, "2026-01-02")
    assert name == "duellum-west-jorg-2026-01-02-decision-3.antike.json"
    with pytest.raises(InvalidOptions):
        RULES.make_bot("expert", 1, 2.0, None)
