"""Bad input to computer seats (issue 47, item 5), in every game of the family: settings no computer
player has (a strength the game does not know; `think` seconds or `iterations` out of range or of
the wrong type), whether a new game or a loaded record asks for them or a bot is made with them, and
a computer seat asked to decide where it has no decision (the game is over, or a person decides),
are refused with a message in English and in German, and the game stays as it was."""

import json
import pytest

from antike.core import bridge
from antike.core.computer import MAX_ITERATIONS, THINK_RANGE, ComputerPlayers
from antike.core.errors import GameOver, InvalidOptions, NotComputerTurn
from antike.core.match import Match
from antike.core.registry import game_ids, rules_of
from locations import GOLDEN

OPTIONS = {"antike": {"board": "orient", "nations": 3, "seed": 3},
           "antike2": {"board": "orient", "nations": 3, "seed": 3},
           "duellum": {"board": "west", "seed": 3}, "attika": {"players": 2, "seed": 3}}
# A whole game of each, played to its end (the golden transcripts).
FINISHED = {"antike": "orient-3-seed-35.json", "antike2": "antike2-orient-3-seed-15.json",
            "duellum": "duellum-east-seed-50.json", "attika": "attika-2-seed-5.json"}
LOW, HIGH = THINK_RANGE
BAD_SETTINGS = [
    {"strength": "grandmaster"}, {"strength": "Hard"}, {"strength": None}, {"strength": 3}, {},
    {"strength": "hard", "think": LOW / 2}, {"strength": "hard", "think": HIGH + 1}, {"strength": "hard", "think": -2},
    {"strength": "hard", "think": "2"}, {"strength": "hard", "think": True}, {"strength": "hard", "think": None},
    {"strength": "hard", "think": [2]}, {"strength": "hard", "think": float("nan")},
    {"strength": "hard", "think": float("inf")},
    {"strength": "hard", "iterations": 0}, {"strength": "hard", "iterations": MAX_ITERATIONS + 1},
    {"strength": "hard", "iterations": 2.5}, {"strength": "hard", "iterations": "300"},
    {"strength": "hard", "iterations": True}, {"strength": "hard", "iterations": None},
    {"strength": "hard", "think": 2, "iterations": 5}, {"strength": "medium", "iterations": 5},
    {"strength": "easy", "think": 2},
]


def test_every_game_of_the_family_is_asked_here():
    assert set(OPTIONS) == set(FINISHED) == set(game_ids())


def _ask(request):
    return json.loads(bridge.handle(json.dumps(request)))


def _in_play():
    return _ask({"command": "save"})["record"]


def _first_seat(game):
    rules = rules_of(game)
    return rules.seats(rules.new_game(OPTIONS[game]))[0]


def _refused_in_both_languages(request, code):
    said = {}
    for language in ("en", "de"):
        reply = _ask({**request, "language": language})
        assert not reply["ok"] and reply["error"]["code"] == code, reply
        said[language] = reply["error"]["message"]
    assert said["en"] and said["de"] and said["en"] != said["de"], said
    return said


@pytest.mark.parametrize("game", sorted(OPTIONS))
def test_settings_no_computer_player_has_are_refused_by_a_new_game_and_a_loaded_record(game):
    seat = _first_seat(game)
    _ask({"command": "new_game", "game": game, "options": OPTIONS[game], "computer": {seat: {"strength": "medium"}}})
    before = _in_play()
    for settings in BAD_SETTINGS:
        request = {"command": "new_game", "game": game, "options": OPTIONS[game], "computer": {seat: settings}}
        said = _refused_in_both_languages(request, "invalid_options")
        assert seat in said["en"] and seat in said["de"], said
        record = {**before, "computer": {seat: settings}}
        said = _refused_in_both_languages({"command": "load", "record": record}, "invalid_record")
        assert seat in said["en"] and seat in said["de"], said
        assert _in_play() == before, settings


# A bot is made with a strength, a think time and an iteration count (None: by the clock), and
# what its message names: (strength, think, iterations, named).
BAD_BOTS = [("grandmaster", 2.0, None, "grandmaster"), ("Hard", 2.0, None, "Hard"), (None, 2.0, None, "None"),
            (3, 2.0, None, "3"), ("hard", LOW / 2, None, "'think'"), ("hard", HIGH + 1, None, "'think'"),
            ("hard", "2", None, "'think'"), ("hard", True, None, "'think'"), ("hard", None, None, "'think'"),
            ("hard", float("nan"), None, "'think'"), ("hard", 2.0, 0, "'iterations'"),
            ("hard", 2.0, MAX_ITERATIONS + 1, "'iterations'"), ("hard", 2.0, 2.5, "'iterations'"),
            ("hard", 2.0, "300", "'iterations'"), ("hard", 2.0, True, "'iterations'")]


@pytest.mark.parametrize("game", sorted(OPTIONS))
def test_a_bot_made_with_settings_no_computer_player_has_is_refused(game):
    rules = rules_of(game)
    for strength, think, iterations, named in BAD_BOTS:
        with pytest.raises(InvalidOptions) as refused:
            rules.make_bot(strength, 1, think, iterations)
        english, german = refused.value.say("en"), refused.value.say("de")
        assert english != german and named in english and named in german, (english, german)
    for think, iterations in ((LOW, None), (HIGH, None), (2.0, 1), (2.0, MAX_ITERATIONS)):
        assert rules.make_bot("hard", 1, think, iterations) is not None


def _finished(game):
    # A whole game of `game` played to its end, every seat a computer player.
    transcript = json.loads((GOLDEN / FINISHED[game]).read_text(encoding="utf-8"))
    rules = rules_of(game)
    seats = rules.seats(rules.new_game(transcript["options"]))
    match = Match.replayed(transcript["options"], seats, transcript["decisions"], "record", game)
    assert rules.outcome(match.state) is not None
    return match


def _said_in_both_languages(error):
    english, german = error.say("en"), error.say("de")
    return english and german and english != german


@pytest.mark.parametrize("game", sorted(OPTIONS))
def test_a_computer_seat_asked_once_the_game_is_over_is_refused_and_the_game_is_unchanged(game):
    match = _finished(game)
    before = match.to_json()
    with pytest.raises(GameOver) as refused:
        ComputerPlayers(match).decide()
    assert _said_in_both_languages(refused.value)
    assert match.to_json() == before


@pytest.mark.parametrize("game", sorted(OPTIONS))
def test_a_computer_seat_asked_while_a_person_decides_is_refused_and_the_game_is_unchanged(game):
    rules = rules_of(game)
    seats = rules.seats(rules.new_game(OPTIONS[game]))
    match = Match(OPTIONS[game], {seat: {"strength": "easy"} for seat in seats[1:]}, game)
    assert rules.to_decide(match.state) == seats[0]
    before = match.to_json()
    with pytest.raises(NotComputerTurn) as refused:
        ComputerPlayers(match).decide()
    assert _said_in_both_languages(refused.value)
    assert match.to_json() == before and rules.to_decide(match.state) == seats[0]
