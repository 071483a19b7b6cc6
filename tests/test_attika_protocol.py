"""Attika behind the family's protocol: registry, options schema and normalisation, words, seats,
refusals, static data, file names, and a match through the core (undo never reaches past a reveal)."""

import json

import pytest

from antike.core.bridge import handle
from antike.core.errors import IllegalDecision, InvalidDecision, InvalidOptions, InvalidRequest
from antike.core.match import Match, undo_range
from antike.core.registry import rules_of
from antike.games.attika import RULES
from attika_helpers import edited, fixture, new_game, play, put, set_hand, to_board


def test_the_registry_schema_and_words():
    assert rules_of("attika") is RULES and RULES.hidden_information is True
    assert RULES.strengths == ("easy", "medium", "hard")
    schema = RULES.options_schema()
    assert [field["name"] for field in schema["fields"]] == ["players", "names", "first", "turn_limit", "seed"]
    assert "house components" in schema["fields"][0]["choices"][0]["note"]["en"]
    assert "Hausmaterial" in schema["fields"][0]["choices"][0]["note"]["de"]
    assert [seat["members"][0]["id"] for seat in schema["seats"]["table"]["3"]["seats"]] == [
        "athens", "sparta", "corinth"]
    # The seats' note says each player count's start hands, as the house set deals them (AT-SET-8).
    notes = {players: schema["seats"]["table"][players]["note"] for players in ("2", "3", "4")}
    for players, hands in (("2", "4, 6"), ("3", "4, 5, 6"), ("4", "4, 5, 6, 7")):
        assert notes[players]["en"].endswith(f"starting hands {hands} cards from the start player."), players
    assert "Starthände 4, 6 Karten ab dem Startspieler" in notes["2"]["de"]
    words = RULES.words()
    assert set(words["en"]) == set(words["de"])
    assert words["de"]["building.fortress"] == "Festung" and words["en"]["kind.hill"] == "hill"
    assert words["de"]["label.house_components"] == "Hausmaterial"
    games = json.loads(handle('{"command": "games"}'))["games"]
    attika = next(game for game in games if game["id"] == "attika")
    assert attika["hidden_information"] is True and attika["links"] is False


def test_options_are_normalised_and_checked():
    state = new_game(3, seed=8, names={"sparta": "Ann"})
    assert RULES.state_options(state) == {"players": 3, "city_states": ["athens", "sparta", "corinth"],
                                          "first": None, "seed": 8, "names": {"sparta": "Ann"}, "turn_limit": None,
                                          "house_set": 2}
    for options in ({"players": 5}, {"players": 1}, {"city_states": ["athens"]}, {"city_states": ["athens", "rome"]},
                    {"players": 3, "city_states": ["athens", "sparta"]}, {"names": {"thebes": "X"}},
                    {"first": "thebes"}, {"turn_limit": 0}, {"seed": "x"}, {"colour": 1}, {"house_set": 0}, []):
        with pytest.raises(InvalidOptions):
            RULES.new_game(options)


def test_turns_seats_and_refusals():
    state = new_game(2, seed=2, first="sparta")
    assert RULES.seats(state) == ["sparta", "athens"] and RULES.turn(state) == (1, "sparta")
    assert RULES.own_turn(state, "sparta") and not RULES.own_turn(state, "athens")
    assert RULES.seat_message(state, "athens").say("de") == "Athen"
    with pytest.raises(InvalidDecision):
        RULES.apply(state, {"type": "fly"})
    with pytest.raises(InvalidDecision):
        RULES.apply(state, {"type": "stop", "cards": 2})
    with pytest.raises(IllegalDecision):
        RULES.apply(state, {"type": "park"})
    assert RULES.checked_decision(state, {"type": "stop"}) == {"type": "stop", "amphoras": 0}
    state = play(state, {"type": "stop"})
    assert RULES.turn(state) == (2, "athens")


def test_why_not_static_data_and_file_name():
    def position(s):
        put(s, "sparta", "well", "1,0")
        to_board(s, "athens", "fortress")
        set_hand(s, "athens", forest=4)
    state = play(edited(fixture(("athens", "sparta")), position), {"type": "build", "building": "fortress"})
    assert state.pending["step"] == "site"
    assert "shrine" in RULES.why_not(state, {"field": "-1,-1"}).say("en")
    assert "already holds" in RULES.why_not(state, {"field": "1,0"}).say("en")
    assert "nicht zum Spielplan" in RULES.why_not(state, {"field": "9,9"}).say("de")
    assert RULES.why_not(state, {"field": "-2,4"}).say("en") == (
        "You cannot pay for the Fortress on (-2,4): it costs 3 mountains, 1 hill there.")
    assert "2 mountains, 1 hill" in RULES.why_not(state, {"field": "0,0"}).say("en")  # (1,0) is occupied
    costs = RULES.view(state, [], None, "en")["site_costs"]
    assert costs["0,0"] == {"symbols": {"mountain": 2, "hill": 1}, "extra": 0, "saves": {"mountain": 1},
                            "saves_cards": 0, "building_order": False, "settlement_cards": 0} and "1,0" not in costs
    offered = RULES.kept_legal(state)[0]["field"]
    assert RULES.why_not(state, {"field": offered}).say("en") == f"({offered}) is no choice in this step."
    assert RULES.why_not(new_game(), {"field": "0,0"}).say("en") == "Nothing is to be chosen on the map now."
    with pytest.raises(InvalidRequest):
        RULES.why_not(state, {"field": "north"})
    data = RULES.static_data({"command": "components"})
    assert data["house_components"] is True and len(data["components"]["tiles"]) == 22
    assert data["title"]["en"] == "Attika — house components"
    name = RULES.file_name({"city_states": ["athens", "sparta"], "names": {"sparta": "Jörg"}, "seed": 1},
                           [{}] * 3, "2026-01-02")
    assert name == "attika-2p-jorg-2026-01-02-decision-3.antike.json"
    with pytest.raises(InvalidOptions):
        RULES.make_bot("brilliant", 1, 2.0, None)


def test_a_match_through_the_core_never_undoes_a_reveal():
    match = Match({"players": 2, "seed": 4, "first": "athens"}, game="attika")
    seat = RULES.to_decide(match.state)
    match.play({"type": "reveal", "stack": 2})
    assert undo_range(match, {seat}) == 0  # the building turned up cannot be unseen
    match.play({"type": "park"})
    assert undo_range(match, {seat}) == 1
    match.play({"type": "stop"})
    record = json.loads(json.dumps(match.to_json()))
    again = Match.from_json(record)
    assert again.state.to_json() == match.state.to_json()
    reply = json.loads(handle(json.dumps({"command": "new_game", "game": "attika", "viewer": "athens",
                                          "options": {"players": 3, "seed": 5, "first": "athens"}})))
    view = reply["view"]
    assert view["game"] == "attika" and view["players"][0]["hand"] is not None
    assert view["players"][1]["hand"] is None and reply["summary"]["en"]["title"].endswith("(house components)")
