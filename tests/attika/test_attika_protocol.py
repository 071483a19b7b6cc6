"""Attika behind the family's protocol: registry, options schema and normalisation, words, seats,
refusals, static data, file names, a match through the core (undo never reaches past a reveal), and
the bridge's replay of a finished game and of one in progress (AT-INFO-3)."""

import json

import pytest

from antike.core.bridge import handle
from antike.core.errors import IllegalDecision, InvalidDecision, InvalidOptions, InvalidRequest
from antike.core.match import Match, undo_range
from antike.core.protocol import ALL
from antike.core.registry import rules_of
from antike.games.attika import RULES
from antike.games.attika.words.terms import cards_words
from attika_helpers import edited, fixture, new_game, play, put, set_hand, to_board
from locations import GOLDEN


def test_the_registry_schema_and_words():
    assert rules_of("attika") is RULES and RULES.hidden_information is True
    assert RULES.strengths == ("easy", "medium", "hard")
    schema = RULES.options_schema()
    assert [field["name"] for field in schema["fields"]] == ["players", "house_set", "names", "first", "turn_limit",
                                                              "seed"]
    assert "house components" in schema["fields"][0]["choices"][0]["note"]["en"]
    assert "Hausmaterial" in schema["fields"][0]["choices"][0]["note"]["de"]
    assert [seat["members"][0]["id"] for seat in schema["seats"]["table"]["3"]["2"]["seats"]] == [
        "athens", "sparta", "corinth"]
    # The seats' note says each player count's start hands, as the house set deals them (AT-SET-8).
    notes = {players: schema["seats"]["table"][players]["2"]["note"] for players in ("2", "3", "4")}
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
    assert RULES.why_not(state, {"field": "-1,-1"}).say("en") == (
        "On field -1,-1 stands a shrine: nobody builds on a shrine (AT-PLACE-1).")
    assert RULES.why_not(state, {"field": "1,0"}).say("en") == "A building already stands on field 1,0 (AT-PLACE-1)."
    assert RULES.why_not(state, {"field": "9,9"}).say("de") == "Der Spielplan hat kein Feld 9,9."
    assert RULES.why_not(state, {"field": "-2,4"}).say("en") == (
        "You cannot pay for the Fortress on field -2,4: it costs 3 mountains, 1 hill there.")
    assert "2 mountains, 1 hill" in RULES.why_not(state, {"field": "0,0"}).say("en")  # (1,0) is occupied
    costs = RULES.view(state, [], None, "en")["site_costs"]
    assert costs["0,0"] == {"symbols": {"mountain": 2, "hill": 1}, "extra": 0, "saves": {"mountain": 1},
                            "saves_cards": 0, "building_order": False, "settlement_cards": 0} and "1,0" not in costs
    offered = RULES.kept_legal(state)[0]["field"]
    assert RULES.why_not(state, {"field": offered}).say("en") == f"This step offers no choice on field {offered}."
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


GOLDEN_2 = GOLDEN / "attika-2-seed-5.json"


def golden_match(decisions=None):
    """The 2-player golden game (medium computer players, seed 5) as a hot-seat match, after its first
    `decisions` decisions (all: to its end)."""
    data = json.loads(GOLDEN_2.read_text(encoding="utf-8"))
    match = Match(data["options"], game="attika")
    for decision in data["decisions"][:decisions]:
        match.play(decision)
    return match


def call(request):
    return json.loads(handle(json.dumps(request)))


def test_AT_INFO_3_a_finished_games_replay_shows_everything_one_in_progress_only_the_viewers_part():
    """Issue 23: the replay of a finished game shows every hand and the hidden parts (each stack's
    order, the deck, the tile stack) at every step; of a game in progress, only what the person at
    the device may see, and everything is refused."""
    finished = golden_match()
    assert finished.state.outcome is not None
    assert call({"command": "load", "record": finished.to_json()})["ok"]
    total = len(finished.decisions)
    for at in (0, total // 2, total):
        view, state = call({"command": "replay", "at": at})["view"], finished.state_at(at)
        assert view["viewer"] == ALL and view["options"]["seed"] == 5
        for player in view["players"]:
            record = state.players[player["id"]]
            assert player["hand"] == record["hand"] and player["stack_order"] == record["stacks"]
        assert view["hidden"] == {"deck": state.deck, "tile_stack": state.tile_stack}
    assert any(sum(player["hand"].values()) for player in view["players"])  # hands shown, not empty ones
    in_progress = golden_match(total // 2)
    seat = RULES.to_decide(in_progress.state)
    assert call({"command": "load", "record": in_progress.to_json()})["ok"]
    for at in (0, total // 2):
        view = call({"command": "replay", "at": at})["view"]
        assert view["viewer"] == seat and "hidden" not in view and "seed" not in view["options"]
        assert [player["id"] for player in view["players"] if player["hand"] is not None] == [seat]
        assert not [player for player in view["players"] if "stack_order" in player]
    refused = call({"command": "replay", "at": 0, "viewer": ALL})
    assert refused["ok"] is False and refused["error"]["code"] == "invalid_request"


def test_AT_INFO_3_the_ended_turns_summary_is_said_for_the_replys_viewer():
    """The turn waiting for "End turn" is summed up in the words of the viewer the reply is for: the
    person whose turn it was reads his drawn cards, the next person and a spectator only their number
    (a hot-seat page asks for the next person's reply only after the hand-over)."""
    reply = call({"command": "new_game", "game": "attika", "confirm_turns": True,
                  "options": {"players": 2, "city_states": ["athens", "sparta"], "seed": 1, "first": "athens"}})
    assert reply["ok"]
    stopped = call({"command": "apply", "decision": {"type": "stop", "amphoras": 0}, "viewer": "athens"})
    assert stopped["unconfirmed"] == "athens"
    drawn = next(event for event in Match.from_json(stopped["record"]).log if event["event"] == "draw"
                 and event["why"] == "turn")
    own = f"Athens draws {cards_words(drawn['cards'], 'en')}."
    assert own in stopped["turn_summary"]
    for viewer in ("sparta", None):
        summary = call({"command": "view", "viewer": viewer})["turn_summary"]
        assert "Athens draws 3 cards." in summary and own not in summary, (viewer, summary)
    german = call({"command": "view", "viewer": "sparta", "language": "de"})["turn_summary"]
    assert "Athen zieht 3 Karten." in german


def test_a_decision_from_a_seat_that_is_not_to_decide_is_refused_and_changes_nothing():
    """A decision (or the end of a turn) sent with another seat as its viewer than the one to decide
    is refused with a clear word, also when the same decision is legal for the seat to decide: a
    control left over from another person's view before a hand-over plays nothing."""
    assert call({"command": "new_game", "game": "attika", "confirm_turns": True,
                 "options": {"players": 2, "city_states": ["athens", "sparta"], "seed": 1, "first": "athens"}})["ok"]
    stop = {"type": "stop", "amphoras": 0}
    before = call({"command": "save"})["record"]
    refused = call({"command": "apply", "decision": stop, "viewer": "sparta"})
    assert refused["ok"] is False and refused["error"]["code"] == "not_to_decide"
    assert refused["error"]["message"] == "That is not for Sparta to decide: now Athens decides. Nothing was changed."
    assert call({"command": "save"})["record"] == before
    assert call({"command": "apply", "decision": stop, "viewer": "athens"})["ok"]
    refused = call({"command": "end_turn", "viewer": "sparta", "language": "de"})
    assert refused["error"]["code"] == "not_to_decide" and refused["error"]["message"].startswith(
        "Das hat nicht Sparta zu entscheiden: jetzt entscheidet Athen.")
    assert call({"command": "save"})["record"]["unconfirmed"] == "athens"
    assert call({"command": "end_turn", "viewer": "athens"})["ok"]
    # Sparta decides now: the stop Athens' stale view offered is refused, though Sparta may stop too.
    refused = call({"command": "apply", "decision": stop, "viewer": "athens"})
    assert refused["error"]["code"] == "not_to_decide"
    assert len(call({"command": "save"})["record"]["decisions"]) == 1
    assert call({"command": "apply", "decision": stop})["ok"]  # no viewer named: the seat to decide
