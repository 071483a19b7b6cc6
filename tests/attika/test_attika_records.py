"""Attika's saved games across the house set's versions (AT-SET-8's Decision): a game saved before
the option `house_set` (tests/records/attika-2-house-set-1.antike.json: the 2-player golden game of
seed 5 as the first house set dealt it, 4 and 5 cards, exported before the change) still loads and
replays exactly as it was dealt, as a save file and as the page's record; new games record the
current version."""


from antike import Match
from house_set_records import as_record, as_saved, check_unknown_house_set_refused, digest_without_options
from locations import RECORDS

SAVED = RECORDS / "attika-2-house-set-1.antike.json"
# The final state of that game, its options left out (they now name the house set): sha256 of the
# canonical JSON, as the code before the change computed it.
FINAL_DIGEST = "b0e96e838931e0b307c64a541f75929e0b3c6d926bd663d2f99e0e5ed4947911"
OUTCOME = {"winners": ["sparta"], "reason": "all_built", "on_map": {"sparta": 30, "athens": 27}}


def check_as_dealt(game):
    assert game.options["house_set"] == 1
    start = game.state_at(0)
    assert start.order == ["sparta", "athens"] and [start.hand_size(seat) for seat in start.order] == [4, 5]
    assert len(game.decisions) == 208 and game.state.outcome == OUTCOME
    assert digest_without_options(game.state) == FINAL_DIGEST


def test_a_save_file_from_before_the_house_set_versions_replays_as_dealt():
    for game in as_saved(SAVED):  # as saved, then saved again
        check_as_dealt(game)


def test_a_record_from_before_the_house_set_versions_replays_as_dealt():
    check_as_dealt(as_record(SAVED))


def test_new_games_record_the_current_house_set():
    game = Match({"players": 2, "seed": 5}, game="attika")
    assert game.options["house_set"] == 2
    assert [game.state.hand_size(seat) for seat in game.state.order] == [4, 6]
    replayed = Match.from_json(game.to_json())
    assert replayed.options == game.options and replayed.state.to_json() == game.state.to_json()


def test_a_saved_game_naming_an_unknown_house_set_is_refused_by_name():
    check_unknown_house_set_refused(SAVED)
