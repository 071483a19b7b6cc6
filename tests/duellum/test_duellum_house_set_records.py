"""Duellum's saved games across the house set's versions (D-SET-3's Decision): each still loads and
replays exactly as it was played, as a save file and as the page's record: the second player's coins,
the same decisions, outcome, final state and log; new games record the current version.

- tests/records/duellum-west-house-set-1.antike.json, saved before the option `house_set`: the West
  golden game of seed 22 as it stood before house set 2, policy seed 22, set up with the rule's 1 coin
  and exported then;
- tests/records/duellum-west-house-set-2.antike.json, naming `"house_set": 2`: the West golden game of
  seed 22 as it stood before house set 3 (policy seed 1, the eager random policy), set up with 2 coins
  and exported then."""

import hashlib

import pytest

from antike import Match
from antike.games.duellum.vocabulary import HOUSE_SET, SECOND_PLAYER_COINS
from house_set_records import as_record, as_saved, check_unknown_house_set_refused, digest_without_options
import locations
from locations import RECORDS

FIXTURES = locations.FIXTURES / "records"
# By house set version, as the code before the next version computed them: the decisions, the second
# player's coins and the bank's, the final state's sha256 (canonical JSON, its options left out: a
# version-1 record's now name the house set) and the sha256 of the log in words, its lines joined by "\n"
# (the German ones as worded since issue 45's one voice: only the words changed, not the game).
PLAYED = {
    1: {"decisions": 1077, "coins": 1, "bank": 19,
        "digest": "2121426a056ce7d7ffa8a4fd86d7043ce8c42248f6dbc4bec73848059ff5225f",
        "logs": {"en": "208ad354ef0d268697c907ea8329550688dff599aab082f2902e408135c9db86",
                 "de": "2fdeec35cad43bc0931e9eaff063448590911c55f6075133e2d88cecd6367709"}},
    2: {"decisions": 847, "coins": 2, "bank": 18,
        "digest": "baac677a844ef02f6373a2e8afec0508bb5fe597bc5cc79277a145d05627231c",
        "logs": {"en": "ac7cf41c4f20cb64863a94c0f97701bdc03b840c087d3a1767f1c92139c14eeb",
                 "de": "75ecc177d0db5db1f12971c29eebb498cb407a353325a3e5673b1d5fa87d324c"}},
}
OUTCOME = {"winner": "romans", "reason": {"why": "goal"}}
START_LINE = {1: "the other player took 1 coin.", 2: "the other player took 2 coins."}


def saved(version):
    return RECORDS / f"duellum-west-house-set-{version}.antike.json"


def sha256(text):
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def check_as_played(game, version):
    played = PLAYED[version]
    assert game.options["house_set"] == version and game.options["board"] == "west"
    start = game.state_at(0)
    assert start.order == ["romans", "carthaginians"]
    assert start.players["carthaginians"]["coin"] == played["coins"] and start.players["romans"]["coin"] == 0
    assert start.bank["coin"] == played["bank"]
    assert len(game.decisions) == played["decisions"] and game.state.outcome == OUTCOME
    assert digest_without_options(game.state) == played["digest"]
    for language, digest in played["logs"].items():
        words = [game.rules.say(event, game.options, None, language) for event in game.log]
        assert sha256("\n".join(words)) == digest, language
    assert game.rules.say(game.log[0], game.options, None, "en").endswith(START_LINE[version])


@pytest.mark.parametrize("version", sorted(PLAYED))
def test_a_save_file_of_an_earlier_house_set_replays_as_played(version):
    for game in as_saved(saved(version)):  # as saved, then saved again
        check_as_played(game, version)


@pytest.mark.parametrize("version", sorted(PLAYED))
def test_a_record_of_an_earlier_house_set_replays_as_played(version):
    check_as_played(as_record(saved(version)), version)


def test_new_games_record_the_current_house_set():
    game = Match({"board": "west", "seed": 22}, game="duellum")
    assert game.options["house_set"] == HOUSE_SET == 5
    second = game.state.order[1]
    assert game.state.players[second]["coin"] == SECOND_PLAYER_COINS[HOUSE_SET]["west"] == 4
    replayed = Match.from_json(game.to_json())
    assert replayed.options == game.options and replayed.state.to_json() == game.state.to_json()


def test_an_east_game_of_house_set_3_keeps_its_2_coins_and_new_east_games_take_3():
    """House set 4 gives the second player 3 coins on East too; a game saved with version 3 (the record
    fixture main-duellum-east-house-set-3, saved before version 4) keeps its 2 coins as a save file,
    saved again and as the page's record, and a new East game of the same seed differs only in them."""
    path = FIXTURES / "main-duellum-east-house-set-3.antike.json"
    for game in (*as_saved(path), as_record(path)):
        start = game.state_at(0)
        assert game.options["house_set"] == 3 and start.players[start.order[1]]["coin"] == 2
        assert start.bank["coin"] == 18
    new = Match({**game.options, "house_set": 4}, game="duellum").state
    assert new.options["house_set"] == 4 and new.players[new.order[1]]["coin"] == 3 and new.bank["coin"] == 17
    assert new.order == start.order and new.cards == start.cards


@pytest.mark.parametrize("stem, house_set, coins", [("main-duellum-west-house-set-3-computer", 3, 3),
                                                     ("main-duellum-east-house-set-4-computer", 4, 3),
                                                     ("main-duellum-west-house-set-5-computer", 5, 4)])
def test_saved_games_keep_their_coins_and_new_games_take_house_set_5s(stem, house_set, coins):
    """House set 5 gives West's second player 4 coins and leaves East's 3; a game saved before it (the
    record fixtures of West's version 3 and East's version 4) keeps its coins as a save file, saved again
    and as the page's record, and a new game of the same options but the house set differs only in them;
    a game saved with version 5 (its record fixture) keeps West's 4."""
    path = FIXTURES / f"{stem}.antike.json"
    for game in (*as_saved(path), as_record(path)):
        start = game.state_at(0)
        assert game.options["house_set"] == house_set and start.players[start.order[1]]["coin"] == coins
        assert start.bank["coin"] == 20 - coins
    options = {key: value for key, value in game.options.items() if key != "house_set"}
    new = Match(options, game="duellum").state
    current = SECOND_PLAYER_COINS[HOUSE_SET][options["board"]]
    assert new.options["house_set"] == 5 and current == {"west": 4, "east": 3}[options["board"]]
    assert new.players[new.order[1]]["coin"] == current and new.bank["coin"] == 20 - current
    assert new.order == start.order and new.cards == start.cards


@pytest.mark.parametrize("version", sorted(PLAYED))
def test_a_saved_game_naming_an_unknown_house_set_is_refused_by_name(version):
    check_unknown_house_set_refused(saved(version), known="1, 2, 3, 4, 5", value=6)
