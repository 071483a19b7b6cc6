"""Nations named in the reader's language: the view, its prompt, the players and the bridge's replies say
"Griechen" to a German reader and "Greeks" to an English one, while the state and the record keep ids."""

import json

import pytest

import antike
from antike import Match
from antike.core import bridge
from antike.core.bridge import handle
from positions import DONE, choose, deal_personages, play, position

ORIENT_DE = {"greeks": "Griechen", "persians": "Perser", "arabs": "Araber", "phoenicians": "Phönizier",
             "egyptians": "Ägypter", "babylonians": "Babylonier"}
ENGLISH_NAMES = ("Greeks", "Persians", "Arabs", "Phoenicians", "Egyptians", "Babylonians", "Romans",
                 "Germanic tribes", "Carthaginians")


pytestmark = pytest.mark.usefixtures("fresh_bridge_session")


def ask(command, language="en", **fields):
    reply = json.loads(handle(json.dumps({"command": command, "language": language, **fields})))
    assert reply["ok"], reply
    return reply


def english_in(text):
    return [name for name in ENGLISH_NAMES if name in text]


def test_a_german_view_names_the_nations_and_players_in_german():
    state = antike.new_game({"nations": 6, "seed": 1})
    german, english = antike.view(state, language="de"), antike.view(state)
    assert {n["id"]: n["name"] for n in german["nations"]} == ORIENT_DE
    assert {n["id"]: n["player"] for n in german["nations"]} == ORIENT_DE  # no name given: the nation plays
    assert {n["id"]: n["name"] for n in english["nations"]}["greeks"] == "Greeks"
    assert state.pending["nation"] == "babylonians"  # R-SET-3 with six nations
    assert german["pending"]["prompt"] == "Babylonier: ein Feld auf dem Rondell wählen"
    assert english["pending"]["prompt"] == "Babylonians: choose a rondel field"
    # Only words differ: ids, numbers and the legal decisions are the same in both languages.
    for key in ("order", "current", "provinces", "legal", "bank", "rondel", "options"):
        assert german[key] == english[key], key


def test_a_given_players_name_stays_as_given_in_both_languages():
    state = antike.new_game({"nations": 3, "names": {"greeks": "Anna"}})
    for language in ("en", "de"):
        players = {n["id"]: n["player"] for n in antike.view(state, language=language)["nations"]}
        assert players["greeks"] == "Anna"
    assert {n["id"]: n["player"] for n in antike.view(state, language="de")["nations"]}["arabs"] == "Araber"


def test_the_prompt_names_nations_in_the_views_language():
    state = position(3, acting="arabs", cities={"tyros": "greeks"}, know_hows={"arabs": ["wheel"]},
                     units={"arabs": {"legions": {"palmyra": 2}}, "greeks": {"legions": {"tyros": 1}}})
    state = play(choose(state, "maneuver_1"),
                 {"type": "move", "unit": "legion", "from": "palmyra", "to": "tyros", "actions": 2})
    assert state.pending["step"] == "fight_question"
    assert antike.view(state)["pending"]["prompt"] == "Greeks: fight the Arabs legion entering Tyros?"
    assert antike.view(state, language="de")["pending"]["prompt"] == \
        "Griechen: gegen die Legion der Araber kämpfen, die Tyros betritt?"
    later = position(3, acting="persians", rondel={"persians": "gold"})
    assert antike.view(later)["pending"]["prompt"] == "Persians: choose a rondel field (now on Gold; 1-3 steps free)"
    assert antike.view(later, language="de")["pending"]["prompt"] == \
        "Perser: ein Feld auf dem Rondell wählen (jetzt auf Gold; 1-3 Felder kostenfrei)"


def test_the_end_names_the_winner_in_the_views_language_and_the_outcome_keeps_ids():
    state = position(3, acting="greeks", personages=deal_personages(["greeks"], 9), resources={"greeks": {"gold": 14}})
    state = play(choose(state, "know_how"), {"type": "buy_know_how", "know_how": "wheel"}, DONE)
    german, english = antike.view(state, language="de"), antike.view(state)
    assert german["outcome"]["player"] == "Griechen" and english["outcome"]["player"] == "Greeks"
    assert german["outcome"]["reason"].startswith("Griechen: ") and english["outcome"]["reason"].startswith("Greeks ")
    assert german["pending"]["prompt"] == german["outcome"]["reason"]
    assert german["outcome"]["winner"] == "greeks" and german["outcome"]["cause"] == english["outcome"]["cause"]
    assert antike.outcome(state)["player"] == "Greeks"  # as recorded when the game ended


@pytest.mark.parametrize("board", ["orient", "occident"])
def test_a_german_game_through_the_bridge_names_no_nation_in_english(board):
    ask("new_game", "de", options={"board": board, "nations": 6, "seed": 4},
        computer={nation: {"strength": "easy"} for nation in antike.load_board(board).nations_for(6)})
    words = []
    for _ in range(40):
        reply = ask("computer_move", "de")
        words += reply["words"]
    view = reply["view"]
    shown = [*words, *view["log"], view["pending"]["prompt"], *(n["name"] for n in view["nations"]),
             *(n["player"] for n in view["nations"])]
    assert not english_in("\n".join(shown)), english_in("\n".join(shown))
    german_names = {antike.load_board(board).nation_name(n["id"], "de") for n in view["nations"]}
    assert {n["name"] for n in view["nations"]} == german_names
    # The record is language-neutral: the same whichever language the requests named.
    record = ask("save", "de")["record"]
    assert record == ask("save", "en")["record"]
    text = json.dumps(record, ensure_ascii=False)
    assert not english_in(text) and not [name for name in german_names if name in text]
    assert ask("view", "en")["view"]["nations"][0]["name"] in ENGLISH_NAMES


def test_the_bridges_board_data_carries_every_nations_german_name():
    boards = ask("boards")["boards"]
    for entry in boards:
        board = ask("board", board=entry["id"])["board"]
        for nation in board["nations"]:
            assert nation["translations"]["de"]["name"], nation
    orient = ask("board", board="orient")["board"]
    assert {n["id"]: n["translations"]["de"]["name"] for n in orient["nations"]} == ORIENT_DE


def test_a_refusal_names_the_nation_in_the_requests_language():
    ask("new_game", options={"nations": 3}, computer={"arabs": {"strength": "easy"}})
    ask("computer_move")  # the Arabs' rondel choice; their turn goes on
    game = bridge._session["game"]
    while game.state.pending["nation"] == "arabs":
        ask("computer_move")
    for language, expected in (("de", "Die Griechen sind am Zug"), ("en", "A person plays the Greeks")):
        reply = json.loads(handle(json.dumps({"command": "computer_move", "language": language})))
        assert reply["error"]["message"].startswith(expected), reply
        assert reply["error"]["params"]["seat"]["params"]["nation"] == "greeks"


def test_team_players_in_german():
    game = Match({"two_player": "four_nations", "nations": 4})
    players = {n["id"]: n["player"] for n in antike.view(game.state, language="de")["nations"]}
    assert players["persians"] == "Perser und Phönizier" and players["greeks"] == "Griechen und Araber"
