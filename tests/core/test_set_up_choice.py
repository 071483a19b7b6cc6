"""Issue 41 item 6 and issue 44 item 5: the new-game form offers each game with a house set its set-up
as printed (house set 1: Attika's start hands 4 and 5 for two players, AT-SET-8; Duellum's one coin for
the second player, D-SET-3) beside the current house set, the default, with one line on why the house
set differs. One field of core/schema.py's kind "choice", built by one helper for both games; the seats'
note follows the choice."""

import pytest

from antike import Match
from antike.core.registry import game_ids, rules_of
from antike.core.set_up_choice import PRINTED, set_up_choices
from antike.games.attika.components import HOUSE_SET as ATTIKA_HOUSE_SET
from antike.games.duellum.vocabulary import HOUSE_SET as DUELLUM_HOUSE_SET

CURRENT = {"attika": ATTIKA_HOUSE_SET, "duellum": DUELLUM_HOUSE_SET}
LABELS = {"en": ("House rule", "As printed"), "de": ("Hausregel", "Wie gedruckt")}
# A new game's options before the set-up, and what each set-up deals: the second player's coins
# (Duellum, East) and the start hands (Attika, two players).
OPTIONS = {"duellum": {"board": "east", "seed": 7}, "attika": {"players": 2, "seed": 7}}


def field(game):
    return next(field for field in rules_of(game).options_schema()["fields"] if field["name"] == "house_set")


def dealt(game, state):
    if game == "duellum":
        return state.players[state.order[1]]["coin"]
    return [sum(state.players[seat]["hand"].values()) for seat in state.order]


def test_the_games_with_a_house_set_and_only_they_offer_the_set_up():
    offering = [game for game in game_ids()
                if any(field["name"] == "house_set" for field in rules_of(game).options_schema()["fields"])]
    assert sorted(offering) == ["attika", "duellum"]


@pytest.mark.parametrize("game", sorted(CURRENT))
def test_the_set_up_is_the_house_set_by_default_or_as_printed_with_one_line_why(game):
    choice = field(game)
    assert choice["kind"] == "choice" and not choice.get("advanced")
    assert choice["default"] == CURRENT[game] == set_up_choices(CURRENT[game])[0] and CURRENT[game] > PRINTED == 1
    assert [entry["value"] for entry in choice["choices"]] == [CURRENT[game], PRINTED]
    for language, labels in LABELS.items():
        assert tuple(entry["label"][language] for entry in choice["choices"]) == labels
        notes = {entry["note"][language] for entry in choice["choices"]}
        assert len(notes) == 1 and "\n" not in next(iter(notes))
    why = choice["choices"][0]["note"]
    assert "start player" in why["en"] and "%" in why["en"] and "Startspieler" in why["de"]
    assert why["en"].startswith("Why the house rule") and why["de"].startswith("Warum die Hausregel")


@pytest.mark.parametrize("game", sorted(CURRENT))
def test_each_choice_sets_up_the_game_it_names(game):
    """The option the form sends for each choice is the house set the engine deals."""
    games = {entry["value"]: Match({**OPTIONS[game], "house_set": entry["value"]}, game=game)
             for entry in field(game)["choices"]}
    default = Match(OPTIONS[game], game=game)
    assert default.options == games[CURRENT[game]].options
    assert games[PRINTED].options["house_set"] == 1
    printed, current = dealt(game, games[PRINTED].state), dealt(game, games[CURRENT[game]].state)
    assert (printed, current) == ({"duellum": (1, 3), "attika": ([4, 5], [4, 6])}[game])


def test_duellums_seats_note_says_the_coins_of_the_set_up_chosen():
    seats = rules_of("duellum").options_schema()["seats"]
    assert seats["by"] == ["board", "house_set"]
    for board in ("west", "east"):
        assert seats["table"][board]["1"]["note"]["en"].endswith("the other takes 1 coin.")
        assert seats["table"][board]["1"]["note"]["de"].endswith("der andere nimmt 1 Münze.")
    assert seats["table"]["west"]["5"]["note"]["en"].endswith("the other takes 4 coins.")
    assert seats["table"]["west"]["5"]["note"]["de"].endswith("der andere nimmt 4 Münzen.")
    assert seats["table"]["east"]["5"]["note"]["en"].endswith("the other takes 3 coins.")


def test_attikas_seats_note_says_the_hands_of_the_set_up_chosen():
    seats = rules_of("attika").options_schema()["seats"]
    assert seats["by"] == ["players", "house_set"]
    table = seats["table"]
    assert table["2"]["1"]["note"]["en"].endswith("starting hands 4, 5 cards from the start player.")
    assert table["2"]["2"]["note"]["en"].endswith("starting hands 4, 6 cards from the start player.")
    assert "Starthände 4, 5 Karten" in table["2"]["1"]["note"]["de"]
    assert table["3"]["1"]["note"] == table["3"]["2"]["note"]  # three players: the same hands
