"""Rules tests: personages (R-PERS-1..3), the variants (R-VAR-1..5) and the book example E-7 (kings)."""

import pytest

import antike
from positions import (DONE, END_MOVEMENT, choose, conquer, deal_personages, finish_turn, legal_of, nation,
                       play, position, score_of, step)

ALL_BUT_DEMOCRACY = ["roads", "navigation", "currency", "monarchy"]


def personages(state, nation_id):
    return nation(state, nation_id)["personages"]


def found_all(state, provinces):
    """Found a city in each province, in order (the founding step must be pending)."""
    for province in provinces:
        state = play(state, {"type": "found", "province": province})
    return state


# --- R-PERS-1 --------------------------------------------------------------------------------

def test_R_PERS_1_a_king_per_five_cities():
    state = position(3, acting="arabs", cities={"moscha": "arabs"},
                     units={"arabs": {"legions": {"taima": 1, "ommana": 1}}},
                     resources={"arabs": {"marble": 5, "iron": 5, "gold": 5}})
    state = play(choose(state, "maneuver_1"), END_MOVEMENT, {"type": "found", "province": "taima"}, DONE)
    assert state.city_count("arabs") == 5
    assert personages(state, "arabs")["king"] == 1


def test_R_PERS_1_two_thresholds_in_one_turn_earn_two_kings():
    legions = {p: 1 for p in ("taima", "ommana", "gerrha", "petra", "palmyra", "babylon")}
    state = position(3, acting="arabs", units={"arabs": {"legions": legions}},
                     resources={"arabs": {"marble": 9, "iron": 9, "gold": 9}})
    state = play(choose(state, "maneuver_1"), END_MOVEMENT)
    state = found_all(state, ["taima", "ommana", "gerrha", "petra", "palmyra"])
    state = play(state, DONE)
    assert state.city_count("arabs") == 8
    assert personages(state, "arabs")["king"] == 1
    state = position(3, acting="arabs", units={"arabs": {"legions": legions}}, cities={"moscha": "arabs"},
                     resources={"arabs": {"marble": 9, "iron": 9, "gold": 9}})
    state = play(choose(state, "maneuver_1"), END_MOVEMENT)
    state = found_all(state, sorted(legions))  # 4 + 6 = 10 cities
    assert personages(state, "arabs")["king"] == 2


def test_R_PERS_1_a_citizen_per_three_own_temples():
    state = position(3, acting="arabs", temples=["saba", "adane", "sparta"], cities={"moscha": "arabs"},
                     resources={"arabs": {"marble": 20}})
    state = play(choose(state, "temple"), {"type": "build_temple", "province": "mecca"})
    state = finish_turn(state)
    assert personages(state, "arabs")["citizen"] == 1  # Saba, Adane, Mecca; the Greek Sparta does not count
    assert personages(state, "greeks")["citizen"] == 0
    state = position(3, acting="arabs", temples=["saba", "adane", "mecca", "moscha", "gerrha"],
                     cities={"moscha": "arabs", "gerrha": "arabs", "ommana": "arabs"},
                     personages={"arabs": {"citizen": 1}}, resources={"arabs": {"marble": 5}})
    state = play(choose(state, "temple"), {"type": "build_temple", "province": "ommana"})
    assert personages(state, "arabs")["citizen"] == 2  # six temples


def test_R_PERS_1_a_navigator_per_seven_seas_sailed():
    # Galleys in six provinces (two in Punt), a seventh by arming in Adane.
    galleys = {"punt": 2, "opone": 1, "dioscoridis": 1, "moscha": 1, "ommana": 1, "gerrha": 1}
    state = position(3, acting="arabs", units={"arabs": {"galleys": galleys},
                                                "greeks": {"galleys": {"adulis": 3, "mecca": 1}}},
                     resources={"arabs": {"iron": 2}})
    assert finish_turn(choose(state, "gold")).to_json()["nations"]["arabs"]["personages"]["navigator"] == 0
    state = play(choose(state, "arming"), {"type": "arm", "province": "adane", "unit": "galley"})
    state = finish_turn(state)
    assert personages(state, "arabs")["navigator"] == 1


def test_R_PERS_1_foreign_galleys_are_ignored():
    galleys = {"punt": 1, "opone": 1, "dioscoridis": 1, "moscha": 1, "ommana": 1, "gerrha": 1}
    state = position(3, acting="arabs", units={"arabs": {"galleys": galleys},
                                                "greeks": {"galleys": {"adulis": 1, "adane": 1}}})
    state = finish_turn(choose(state, "gold"))
    assert personages(state, "arabs")["navigator"] == 0
    assert personages(state, "greeks")["navigator"] == 0


def test_R_PERS_1_navigators_count_at_the_end_of_the_turn():
    galleys = {"punt": 2, "opone": 1, "dioscoridis": 1, "moscha": 1, "ommana": 1, "gerrha": 1}
    state = position(3, acting="arabs", units={"arabs": {"galleys": galleys}})
    state = play(choose(state, "maneuver_1"), {"type": "move", "unit": "galley", "from": "punt", "to": "adulis",
                                               "actions": 1})
    state = finish_turn(state)
    assert personages(state, "arabs")["navigator"] == 1


def test_R_PERS_1_high_water_mark_for_citizens():
    # The Arabs were paid a citizen for three temples, lost one with its city, and rebuild: no new citizen.
    state = position(3, acting="arabs", temples=["saba", "adane"], cities={"moscha": "arabs"},
                     personages={"arabs": {"citizen": 1}}, resources={"arabs": {"marble": 5}})
    state = finish_turn(play(choose(state, "temple"), {"type": "build_temple", "province": "moscha"}))
    assert personages(state, "arabs")["citizen"] == 1


# --- R-PERS-2/3 ------------------------------------------------------------------------------

def test_R_PERS_2_scholars_and_generals_of_this_turn():
    state = position(3, acting="arabs", resources={"arabs": {"gold": 14}})
    state = finish_turn(play(choose(state, "know_how"), {"type": "buy_know_how", "know_how": "wheel"},
                             {"type": "buy_know_how", "know_how": "sailing"}))
    assert personages(state, "arabs")["scholar"] == 2
    state = position(3, acting="arabs", temples=["sparta"],
                     units={"arabs": {"galleys": {"sparta": 3}}})
    state = finish_turn(play(choose(state, "maneuver_1"), END_MOVEMENT, conquer("sparta", galleys=3)))
    assert personages(state, "arabs")["general"] == 1
    assert personages(state, "greeks")["citizen"] == 0


def test_R_PERS_3_no_personage_when_the_stack_is_empty():
    kings = {"greeks": {"king": 5}, "persians": {"king": 4}}
    state = position(3, acting="arabs", cities={"moscha": "arabs"}, personages=kings,
                     units={"arabs": {"legions": {"taima": 1}}})
    state = play(choose(state, "gold"), {"type": "found", "province": "taima"})
    assert state.city_count("arabs") == 5
    assert personages(state, "arabs")["king"] == 0
    assert state.to_json()["bank"]["personages"]["king"] == 0
    assert step(state) == ("rondel", "greeks")


def test_R_PERS_3_scholar_stack_empty_but_the_know_how_is_bought():
    scholars = {"greeks": {"scholar": 4}, "persians": {"scholar": 4}}
    state = position(3, acting="arabs", personages=scholars, resources={"arabs": {"gold": 7}})
    state = play(choose(state, "know_how"), {"type": "buy_know_how", "know_how": "monarchy"})
    assert nation(state, "arabs")["know_hows"] == ["monarchy"]
    assert score_of(state, "arabs") == 0


# --- E-7 ---------------------------------------------------------------------------------------

def test_E_7_kings_high_water_mark():
    # Arabs: 10 cities and 2 kings. The Greeks conquer Petra (9); the Arabs found again (10): still 2 kings;
    # only at 15 cities the third.
    cities = {p: "arabs" for p in ("moscha", "ommana", "gerrha", "taima", "petra", "palmyra", "babylon")}
    legions = {p: 1 for p in ("adulis", "opone", "berenice", "meroe", "memphis", "theben")}
    state = position(3, acting="greeks", cities=cities, personages={"arabs": {"king": 2}},
                     units={"arabs": {"legions": legions}, "greeks": {"legions": {"petra": 1}}},
                     resources={"arabs": {"marble": 9, "iron": 9, "gold": 9}})
    assert state.city_count("arabs") == 10
    state = finish_turn(play(choose(state, "maneuver_1"), END_MOVEMENT, conquer("petra", legions=1)))
    assert state.city_count("arabs") == 9
    assert personages(state, "arabs")["king"] == 2  # never lost
    state = finish_turn(choose(state, "gold"))  # Persians
    assert step(state) == ("rondel", "arabs")
    state = finish_turn(found_all(play(choose(state, "maneuver_1"), END_MOVEMENT), ["adulis"]))
    assert state.city_count("arabs") == 10
    assert personages(state, "arabs")["king"] == 2  # regained 10: no new king
    state = finish_turn(choose(state, "iron"))  # Greeks
    state = finish_turn(choose(state, "iron"))  # Persians
    state = play(choose(state, "maneuver_2"), END_MOVEMENT)
    state = found_all(state, ["berenice", "meroe", "memphis", "opone"])
    assert state.city_count("arabs") == 14
    state = play(state, {"type": "found", "province": "theben"})  # the last site ends the founding
    assert state.city_count("arabs") == 15
    assert personages(state, "arabs")["king"] == 3


# --- R-VAR -------------------------------------------------------------------------------------

def _eighth_know_how(**options):
    state = position(3, acting="arabs", know_hows={"arabs": ALL_BUT_DEMOCRACY}, resources={"arabs": {"gold": 10}},
                     **options)
    return finish_turn(play(choose(state, "know_how"), {"type": "buy_know_how", "know_how": "democracy"}))


def test_R_VAR_1_expert_no_personage_for_all_eight():
    assert personages(_eighth_know_how(), "arabs") == {"king": 1, "scholar": 1, "general": 0, "citizen": 0,
                                                       "navigator": 0}
    assert personages(_eighth_know_how(variants=["expert"]), "arabs") == {
        "king": 0, "scholar": 1, "general": 0, "citizen": 0, "navigator": 0}


@pytest.mark.parametrize("count, goal", [(6, 8), (5, 9), (4, 11), (3, 13)])
def test_R_VAR_2_military_goals(count, goal):
    assert antike.view(antike.new_game({"nations": count, "variants": ["military"]}))["goal"] == goal


def test_R_VAR_2_military_generals_count_two_points():
    # Three nations, goal 13: 6 generals (12 points) and a new know-how's scholar make 13.
    state = position(3, acting="arabs", variants=["military"], personages={"arabs": {"general": 6}},
                     resources={"arabs": {"gold": 14}})
    state = play(choose(state, "know_how"), {"type": "buy_know_how", "know_how": "wheel"}, DONE)
    assert antike.outcome(state)["winner"] == "arabs"
    # Without the variant the same 7 personages are far from 10.
    state = position(3, acting="arabs", personages={"arabs": {"general": 6}}, resources={"arabs": {"gold": 14}})
    state = play(choose(state, "know_how"), {"type": "buy_know_how", "know_how": "wheel"}, DONE)
    assert antike.outcome(state) is None


def test_R_VAR_2_military_no_personage_for_all_eight():
    assert personages(_eighth_know_how(variants=["military"]), "arabs")["king"] == 0


def test_R_VAR_3_longer_game_one_start_city_chosen_in_turn_order():
    state = antike.new_game({"nations": 3, "variants": ["longer"]})
    assert state.cities == {}
    assert step(state) == ("choose_start_city", "arabs")
    assert legal_of(state, "choose_start_city") == [{"type": "choose_start_city", "province": p}
                                                     for p in ("adane", "mecca", "saba")]
    with pytest.raises(antike.IllegalDecision, match="Sparta is not one of the Arabs' start cities"):
        play(state, {"type": "choose_start_city", "province": "sparta"})
    state = play(state, {"type": "choose_start_city", "province": "mecca"})
    assert step(state) == ("choose_start_city", "greeks")
    state = play(state, {"type": "choose_start_city", "province": "sparta"},
                 {"type": "choose_start_city", "province": "susa"})
    assert state.cities == {"mecca": "arabs", "sparta": "greeks", "susa": "persians"}
    assert step(state) == ("rondel", "arabs")
    assert state.round == 1 and nation(state, "arabs")["coins"] == 1


def test_R_VAR_4_three_nations_to_twelve():
    assert antike.view(antike.new_game({"nations": 3, "variants": ["twelve"]}))["goal"] == 12
    state = position(3, acting="arabs", variants=["twelve"], personages=deal_personages(["arabs"], 10),
                     resources={"arabs": {"gold": 14}})
    state = play(choose(state, "know_how"), {"type": "buy_know_how", "know_how": "wheel"}, DONE)
    assert score_of(state, "arabs") == 11 and antike.outcome(state) is None
    state = position(3, acting="arabs", variants=["twelve"], personages=deal_personages(["arabs"], 11),
                     resources={"arabs": {"gold": 14}})
    state = play(choose(state, "know_how"), {"type": "buy_know_how", "know_how": "wheel"}, DONE)
    assert antike.outcome(state)["winner"] == "arabs"
    with pytest.raises(antike.InvalidOptions, match="three nations only"):
        antike.new_game({"nations": 4, "variants": ["twelve"]})


def test_R_VAR_5_the_two_two_player_forms():
    four = antike.new_game({"two_player": "four_nations"})
    assert len(four.order) == 4 and antike.view(four)["goal"] == 9
    two = antike.new_game({"two_player": "two_colours"})
    assert sorted(two.order) == ["greeks", "persians"] and antike.view(two)["goal"] == 15
    assert two.limits == {"legions": 34, "galleys": 34, "cities": 50}
    assert four.limits == {"legions": 17, "galleys": 17, "cities": 25}
    with pytest.raises(antike.InvalidOptions):
        antike.new_game({"two_player": "four_nations", "nations": 3})
    with pytest.raises(antike.InvalidOptions):
        antike.new_game({"two_player": "three_colours"})
    with pytest.raises(antike.InvalidOptions):
        antike.new_game({"nations": 2})


def test_R_VAR_options_combine():
    state = antike.new_game({"nations": 5, "variants": ["expert", "longer"]})
    assert step(state) == ("choose_start_city", "egyptians")
    with pytest.raises(antike.InvalidOptions):
        antike.new_game({"nations": 3, "variants": ["twelve", "military"]})
    with pytest.raises(antike.InvalidOptions):
        antike.new_game({"nations": 3, "variants": ["heroic"]})
