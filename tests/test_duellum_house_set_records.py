"""Duellum's saved games across the house set's versions (D-SET-3's Decision): a game saved before the
option `house_set` (tests/records/duellum-west-house-set-1.antike.json: the West golden game of seed
22 as it stood before the change, policy seed 22, set up with the rule's 1 coin and exported then) still loads and
replays exactly as it was played, as a save file and as the page's record: the second player's 1
coin, the same decisions, outcome, final state and log; new games record the current version."""

import hashlib
from pathlib import Path

from antike import Match
from antike.games.duellum.vocabulary import HOUSE_SET, SECOND_PLAYER_COINS
from house_set_records import as_record, as_saved, check_unknown_house_set_refused, digest_without_options

SAVED = Path(__file__).parent / "records" / "duellum-west-house-set-1.antike.json"
# As the code before the change computed them: the final state's sha256 (canonical JSON, its options
# left out: they now name the house set) and the sha256 of the log in words, its lines joined by "\n".
FINAL_DIGEST = "2121426a056ce7d7ffa8a4fd86d7043ce8c42248f6dbc4bec73848059ff5225f"
LOG_DIGESTS = {"en": "208ad354ef0d268697c907ea8329550688dff599aab082f2902e408135c9db86",
               "de": "f4378f6f44f456958e92fbb868a7dd15c9ef88f64918386c58ccd92d6c2c5dd7"}
OUTCOME = {"winner": "romans", "reason": {"why": "goal"}}


def sha256(text):
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def check_as_played(game):
    assert game.options["house_set"] == 1
    start = game.state_at(0)
    assert start.order == ["romans", "carthaginians"]
    assert start.players["carthaginians"]["coin"] == 1 and start.players["romans"]["coin"] == 0
    assert start.bank["coin"] == 19
    assert len(game.decisions) == 1077 and game.state.outcome == OUTCOME
    assert digest_without_options(game.state) == FINAL_DIGEST
    for language, digest in LOG_DIGESTS.items():
        words = [game.rules.say(event, game.options, None, language) for event in game.log]
        assert sha256("\n".join(words)) == digest, language
    assert game.rules.say(game.log[0], game.options, None, "en").endswith("the other player took 1 coin.")


def test_a_save_file_from_before_the_house_set_versions_replays_as_played():
    for game in as_saved(SAVED):  # as saved, then saved again
        check_as_played(game)


def test_a_record_from_before_the_house_set_versions_replays_as_played():
    check_as_played(as_record(SAVED))


def test_new_games_record_the_current_house_set():
    game = Match({"board": "west", "seed": 22}, game="duellum")
    assert game.options["house_set"] == HOUSE_SET == 2
    second = game.state.order[1]
    assert game.state.players[second]["coin"] == SECOND_PLAYER_COINS[HOUSE_SET] > 1
    replayed = Match.from_json(game.to_json())
    assert replayed.options == game.options and replayed.state.to_json() == game.state.to_json()


def test_a_saved_game_naming_an_unknown_house_set_is_refused_by_name():
    check_unknown_house_set_refused(SAVED)
