"""Rules tests: components (R-COMP), set-up (R-SET), goal (R-GOAL), rounds and turns (R-TURN),
and the API promises every rule test relies on (illegal/invalid decisions, apply never mutates)."""

import copy
import random

import pytest

import antike
from positions import (DONE, assert_conserved, choose, deal_personages, finish_turn, legal_of, legal_types,
                       nation, play, position, score_of, step, units)

ORIENT = {3: ["greeks", "persians", "arabs"],
          4: ["greeks", "persians", "arabs", "phoenicians"],
          5: ["greeks", "persians", "arabs", "phoenicians", "egyptians"],
          6: ["greeks", "persians", "arabs", "phoenicians", "egyptians", "babylonians"]}
OCCIDENT = {3: ["greeks", "romans", "germanic_tribes"],
            4: ["greeks", "romans", "germanic_tribes", "phoenicians"],
            5: ["greeks", "romans", "germanic_tribes", "phoenicians", "carthaginians"],
            6: ["greeks", "romans", "germanic_tribes", "phoenicians", "carthaginians", "persians"]}


def quiet_turn(state):
    """The acting nation takes a free production field and ends its turn (nothing to found)."""
    field = next(d["field"] for d in antike.legal_decisions(state)
                 if d["type"] == "rondel" and d["field"] in ("iron", "gold", "marble") and not d["payment"])
    state = choose(state, field)
    if state.pending["step"] == "founding":
        state = play(state, DONE)
    return state


# --- R-COMP: components and limits -----------------------------------------------------------

def test_R_COMP_1_at_most_17_legions_on_the_board():
    state = position(4, acting="phoenicians", units={"phoenicians": {"legions": {"memphis": 16}}},
                     resources={"phoenicians": {"iron": 5}})
    state = play(choose(state, "arming"), {"type": "arm", "province": "tyros", "unit": "legion"})
    assert sum(units(state, "phoenicians", "legions").values()) == 17
    assert {"province": "alexandria", "unit": "legion", "type": "arm"} not in legal_of(state, "arm")
    assert {"province": "alexandria", "unit": "galley", "type": "arm"} in legal_of(state, "arm")
    with pytest.raises(antike.IllegalDecision, match="all legions of the Phoenicians are on the board"):
        play(state, {"type": "arm", "province": "alexandria", "unit": "legion"})


def test_R_COMP_1_at_most_17_galleys_on_the_board():
    state = position(4, acting="phoenicians", units={"phoenicians": {"galleys": {"knossos": 17}}},
                     resources={"phoenicians": {"iron": 5}})
    state = choose(state, "arming")
    assert {d["unit"] for d in legal_of(state, "arm")} == {"legion"}


def test_R_COMP_1_at_most_25_city_stones():
    others = {"athen": "greeks", "pella": "greeks", "saba": "arabs", "susa": "persians"}
    free = [p for p in antike.load_board("orient").province_ids if p not in others and p != "tyros"]
    cities = {**{p: "phoenicians" for p in free[:25]}, **others}
    state = position(4, start_cities=False, cities=cities, acting="phoenicians",
                     units={"phoenicians": {"legions": {"tyros": 1}}})
    assert state.city_count("phoenicians") == 25 and "tyros" not in state.cities
    after = choose(state, "gold")  # no city stone left: nothing to found, the step is skipped
    assert step(after) == ("rondel", "greeks")
    data = copy.deepcopy(state.to_json())
    data["pending"] = {"nation": "phoenicians", "step": "founding"}
    with pytest.raises(antike.IllegalDecision, match="Phoenicians have no city stone left"):
        play(antike.GameState.from_json(data), {"type": "found", "province": "tyros"})


def test_R_COMP_2_bank_at_the_start():
    state = antike.new_game({"nations": 4})
    bank = state.to_json()["bank"]
    assert bank["temples"] == 20
    assert bank["coins"] == 30 - 4  # every nation took its round-1 coin (R-TURN-2)
    assert bank["personages"] == {"king": 9, "scholar": 8, "general": 7, "citizen": 6, "navigator": 5}
    assert_conserved(state)


def test_R_COMP_2_resources_are_unlimited():
    state = position(3, acting="arabs", resources={"arabs": {"marble": 999}})
    state = choose(state, "marble")
    assert nation(state, "arabs")["marble"] == 1000


def test_R_COMP_3_a_coin_stands_in_for_any_resource():
    state = position(3, acting="arabs", resources={"arabs": {"marble": 4, "coins": 1}})
    state = choose(state, "temple")
    payments = [d["payment"] for d in antike.legal_decisions(state)
                if d["type"] == "build_temple" and d["province"] == "saba"]
    assert payments == [{"marble": 4, "coin": 1}]
    state = play(state, {"type": "build_temple", "province": "saba", "payment": {"marble": 4, "coin": 1}})
    assert "saba" in state.temples
    assert nation(state, "arabs")["coins"] == 0
    assert state.to_json()["bank"]["coins"] == 30 - 2  # the coin went back to the bank


def test_R_COMP_3_coins_pay_rondel_steps():
    state = position(3, acting="arabs", rondel={"arabs": "iron"},
                     resources={"arabs": {"marble": 0, "iron": 0, "gold": 0, "coins": 2}})
    state = choose(state, "marble", {"coin": 2})
    assert nation(state, "arabs")["coins"] == 0


def test_R_COMP_4_no_credit_and_no_trade_between_nations():
    state = position(3, acting="arabs", resources={"arabs": {"gold": 3, "coins": 1}})
    state = choose(state, "know_how")  # 4 gold and coins: no new basic know-how (7)
    assert step(state) == ("rondel", "greeks")
    state = position(3, acting="arabs", resources={"arabs": {"gold": 7, "coins": 0}})
    state = play(choose(state, "know_how"), {"type": "buy_know_how", "know_how": "wheel"})
    assert nation(state, "arabs")["know_hows"] == ["wheel"]
    with pytest.raises(antike.InvalidDecision):
        play(state, {"type": "give", "nation": "greeks", "gold": 1})


def test_R_COMP_4_bank_gives_no_credit_message():
    state = position(3, acting="arabs", know_hows={"greeks": ["sailing"]},
                     resources={"arabs": {"gold": 10, "coins": 0}})
    state = play(choose(state, "know_how"), {"type": "buy_know_how", "know_how": "wheel"})
    assert step(state) == ("know_how", "arabs")  # old Sailing (3) is still affordable
    with pytest.raises(antike.IllegalDecision, match="Market costs 7 gold; you have 3 gold and 0 coins"):
        play(state, {"type": "buy_know_how", "know_how": "market"})


def test_R_COMP_5_no_temple_left_in_the_bank():
    board = antike.load_board("orient")
    free = [p for p in board.province_ids if p not in ("saba", "adane", "mecca", "messana", "sparta",
                                                       "dyrrhachion", "artaxata", "susa", "ninive")]
    cities = {p: "greeks" for p in free[:20]}
    state = position(3, cities=cities, temples=free[:20], acting="arabs",
                     resources={"arabs": {"marble": 10}})
    assert state.to_json()["bank"]["temples"] == 0
    state = choose(state, "temple")  # nothing can be built: the step is skipped
    assert step(state) == ("rondel", "greeks")


def test_R_COMP_5_a_personage_stack_runs_out():
    state = position(3, acting="arabs", resources={"arabs": {"gold": 7}},
                     personages={"greeks": {"scholar": 4}, "persians": {"scholar": 4}})
    state = play(choose(state, "know_how"), {"type": "buy_know_how", "know_how": "wheel"})
    assert nation(state, "arabs")["personages"]["scholar"] == 0
    assert nation(state, "arabs")["know_hows"] == ["wheel"]
    assert_conserved(state)


# --- R-SET: set-up ---------------------------------------------------------------------------

@pytest.mark.parametrize("count", [3, 4, 5, 6])
def test_R_SET_1_nations_by_count(count):
    assert sorted(antike.new_game({"board": "orient", "nations": count}).order) == sorted(ORIENT[count])
    assert sorted(antike.new_game({"board": "occident", "nations": count}).order) == sorted(OCCIDENT[count])


def test_R_SET_1_phoenicians_in_the_two_player_game():
    state = antike.new_game({"two_player": "four_nations"})
    assert sorted(state.order) == sorted(ORIENT[4])
    state = antike.new_game({"board": "occident", "two_player": "four_nations"})
    assert "phoenicians" in state.order


def test_R_SET_2_start_resources_and_cities():
    state = antike.new_game({"nations": 4})
    board = state.board
    for nation_id in state.order:
        record = nation(state, nation_id)
        assert (record["iron"], record["marble"], record["gold"]) == (1, 2, 3)
        assert record["coins"] == 1  # the round-1 coin (R-TURN-2)
        cities = state.cities_of(nation_id)
        assert cities == sorted(board.start_cities(4, nation_id))
        assert sorted(board.resource(p) for p in cities) == ["gold", "iron", "marble"]
        assert record["legions"] == {} and record["galleys"] == {} and record["know_hows"] == []
    assert state.cities_of("phoenicians") == ["alexandria", "paphos", "tyros"]
    assert state.cities_of("greeks") == ["athen", "dyrrhachion", "pella"]


@pytest.mark.parametrize("board, count, first, order", [
    ("orient", 3, "arabs", ["arabs", "greeks", "persians"]),
    ("orient", 4, "phoenicians", ["phoenicians", "greeks", "persians", "arabs"]),
    ("orient", 5, "egyptians", ["egyptians", "greeks", "persians", "arabs", "phoenicians"]),
    ("orient", 6, "babylonians", ["babylonians", "greeks", "persians", "arabs", "phoenicians", "egyptians"]),
    ("occident", 3, "germanic_tribes", ["germanic_tribes", "greeks", "romans"]),
    ("occident", 4, "phoenicians", ["phoenicians", "greeks", "romans", "germanic_tribes"]),
    ("occident", 5, "carthaginians", ["carthaginians", "greeks", "romans", "germanic_tribes", "phoenicians"]),
    ("occident", 6, "persians", ["persians", "greeks", "romans", "germanic_tribes", "phoenicians",
                                 "carthaginians"]),
])
def test_R_SET_3_starting_nation_and_seating(board, count, first, order):
    state = antike.new_game({"board": board, "nations": count})
    assert state.order == order
    assert step(state) == ("rondel", first)


def test_R_SET_4_two_players_four_nations():
    names = {"persians": "Anna", "phoenicians": "Anna", "greeks": "Ben", "arabs": "Ben"}
    state = antike.new_game({"two_player": "four_nations", "names": names})
    assert state.order == ["phoenicians", "greeks", "persians", "arabs"]
    assert state.board.two_player_teams == (("persians", "phoenicians"), ("greeks", "arabs"))
    # Each nation acts on its own: its own turn, its own resources.
    state = choose(state, "gold")
    assert nation(state, "phoenicians")["gold"] == 3 + 1 and nation(state, "persians")["gold"] == 3
    assert step(state) == ("rondel", "greeks")
    # The game ends when any nation has 9 personages; its player wins.
    state = position(two_player="four_nations", names=names, acting="persians",
                     personages=deal_personages(["persians"], 8), resources={"persians": {"gold": 14}})
    state = play(choose(state, "know_how"), {"type": "buy_know_how", "know_how": "wheel"}, DONE)
    assert antike.outcome(state)["winner"] == "persians"
    assert antike.outcome(state)["player"] == "Anna"


def test_R_SET_4_eight_personages_do_not_win_four_nations():
    state = position(two_player="four_nations", acting="persians",
                     personages=deal_personages(["persians"], 7), resources={"persians": {"gold": 14}})
    state = play(choose(state, "know_how"), {"type": "buy_know_how", "know_how": "wheel"}, DONE)
    assert score_of(state, "persians") == 8
    assert antike.outcome(state) is None


def test_R_SET_5_two_colours_pick_cities_alternately():
    state = antike.new_game({"two_player": "two_colours", "seed": 3})
    first, second = state.order
    assert sorted(state.order) == ["greeks", "persians"]
    picks = ["tyros", "athen", "paphos", "susa", "knossos", "saba"]  # any free city, any resource
    for index, province in enumerate(picks):
        assert step(state) == ("choose_start_city", (first, second)[index % 2])
        assert {"type": "choose_start_city", "province": province} in antike.legal_decisions(state)
        state = play(state, {"type": "choose_start_city", "province": province})
    assert state.cities_of(first) == ["knossos", "paphos", "tyros"]
    assert state.cities_of(second) == ["athen", "saba", "susa"]
    assert step(state) == ("rondel", first)
    with pytest.raises(antike.IllegalDecision, match="Tyros is taken already"):
        play(antike.new_game({"two_player": "two_colours", "seed": 3}),
             {"type": "choose_start_city", "province": "tyros"},
             {"type": "choose_start_city", "province": "tyros"})


def test_R_SET_5_starting_player_is_drawn_from_the_seed():
    firsts = {antike.new_game({"two_player": "two_colours", "seed": seed}).order[0] for seed in range(20)}
    assert firsts == {"greeks", "persians"}
    assert (antike.new_game({"two_player": "two_colours", "seed": 7}).order
            == antike.new_game({"two_player": "two_colours", "seed": 7}).order)


def test_R_SET_5_double_material_and_goal_15():
    state = position(two_player="two_colours", start_cities=False, seed=0,
                     cities={"tyros": "greeks", "athen": "greeks", "paphos": "greeks",
                             "susa": "persians", "saba": "persians", "ninive": "persians"},
                     units={"greeks": {"legions": {"memphis": 17}}}, resources={"greeks": {"iron": 3}},
                     acting="greeks")
    state = play(choose(state, "arming"), {"type": "arm", "province": "tyros", "unit": "legion"})
    assert sum(units(state, "greeks", "legions").values()) == 18  # 34 legions with two colours
    assert state.limits == {"legions": 34, "galleys": 34, "cities": 50}
    state = position(two_player="two_colours", start_cities=False, seed=0,
                     cities={"tyros": "greeks", "susa": "persians"}, acting="greeks",
                     personages=deal_personages(["greeks"], 14), resources={"greeks": {"gold": 20}})
    state = play(choose(state, "know_how"), {"type": "buy_know_how", "know_how": "wheel"}, DONE)
    assert antike.outcome(state)["winner"] == "greeks"


# --- R-GOAL ----------------------------------------------------------------------------------

def _one_short(count, acting, **options):
    """The acting nation one personage short of the goal, with gold for a new know-how and more."""
    goal = antike.view(antike.new_game({"nations": count, **options}))["goal"]
    return goal, position(count, acting=acting, personages=deal_personages([acting], goal - 1),
                          resources={acting: {"gold": 14}}, **options)


@pytest.mark.parametrize("count, goal", [(6, 7), (5, 8), (4, 9), (3, 10)])
def test_R_GOAL_1_personages_needed_to_win(count, goal):
    found, state = _one_short(count, "greeks")
    assert found == goal
    state = play(choose(state, "know_how"), {"type": "buy_know_how", "know_how": "wheel"}, DONE)
    assert score_of(state, "greeks") == goal
    assert antike.outcome(state)["winner"] == "greeks"
    assert step(state) == ("game_over", None)
    assert antike.legal_decisions(state) == []


def test_R_GOAL_1_one_short_does_not_win():
    state = position(3, acting="greeks", personages=deal_personages(["greeks"], 8),
                     resources={"greeks": {"gold": 14}})
    state = play(choose(state, "know_how"), {"type": "buy_know_how", "know_how": "wheel"}, DONE)
    assert score_of(state, "greeks") == 9
    assert antike.outcome(state) is None
    assert step(state) == ("rondel", "persians")


def test_R_GOAL_2_personages_earned_at_the_end_of_the_turn():
    # Founding the fifth city earns the first king only when the turn ends.
    state = position(3, acting="arabs", cities={"moscha": "arabs"},
                     units={"arabs": {"legions": {"taima": 1, "ommana": 1}}}, resources={"arabs": {"coins": 3}})
    state = choose(state, "gold")
    state = play(state, {"type": "found", "province": "taima"})
    assert state.city_count("arabs") == 5
    assert nation(state, "arabs")["personages"]["king"] == 0
    assert step(state) == ("founding", "arabs")  # Ommana could still be founded
    state = play(state, DONE)
    assert nation(state, "arabs")["personages"]["king"] == 1


def test_R_GOAL_2_personages_are_never_lost():
    # The Greeks hold a king for 5 cities; the Arabs conquer one of them: the king stays.
    state = position(3, acting="arabs", cities={"athen": "greeks", "pella": "greeks"},
                     personages={"greeks": {"king": 1}},
                     units={"arabs": {"legions": {"pella": 2}}})
    state = play(choose(state, "maneuver_1"), {"type": "end_movement"},
                 {"type": "conquer", "province": "pella", "legions": 1, "galleys": 0})
    state = finish_turn(state)
    assert state.cities["pella"] == "arabs"
    assert state.city_count("greeks") == 4
    assert nation(state, "greeks")["personages"]["king"] == 1


def test_R_GOAL_3_game_ends_at_the_end_of_the_turn():
    state = position(3, acting="greeks", personages=deal_personages(["greeks"], 9),
                     resources={"greeks": {"gold": 14}}, names={"greeks": "Anna"})
    state = play(choose(state, "know_how"), {"type": "buy_know_how", "know_how": "wheel"})
    assert antike.outcome(state) is None  # the scholar is earned when the turn ends
    assert step(state) == ("know_how", "greeks")
    state = play(state, DONE)
    outcome = antike.outcome(state)
    assert (outcome["winner"], outcome["player"]) == ("greeks", "Anna")
    assert outcome["reason"] == {"why": "goal", "score": 10, "goal": 10}
    assert step(state) == ("game_over", None)
    with pytest.raises(antike.IllegalDecision, match="The game is over"):
        play(state, {"type": "rondel", "field": "iron"})


def _all_out_position(destroyable_temple=True):
    """Five nations, all 35 personages out (7 each, goal 8); the Egyptians can take Tyros."""
    return position(5, acting="egyptians", personages=deal_personages(ORIENT[5], 7),
                    temples=["tyros"] if destroyable_temple else [],
                    units={"egyptians": {"legions": {"tyros": 3}}})


def test_R_GOAL_4_all_35_out_then_a_temple_destroyed_wins_at_once():
    state = _all_out_position()
    assert sum(state.to_json()["bank"]["personages"].values()) == 0
    state = play(choose(state, "maneuver_1"), {"type": "end_movement"})
    state = play(state, {"type": "conquer", "province": "tyros", "legions": 3, "galleys": 0})
    assert antike.outcome(state)["winner"] == "egyptians"  # at once, before the turn ends
    assert antike.outcome(state)["reason"] == {"why": "temple_after_all_personages"}
    assert step(state) == ("game_over", None)
    assert state.cities["tyros"] == "egyptians"
    assert score_of(state, "egyptians") == 7  # no general was left to earn


def test_R_GOAL_4_a_city_without_temple_does_not_win():
    state = _all_out_position(destroyable_temple=False)
    state = play(choose(state, "maneuver_1"), {"type": "end_movement"},
                 {"type": "conquer", "province": "tyros", "legions": 1, "galleys": 0})
    assert antike.outcome(state) is None
    assert step(state) == ("rondel", "greeks")


def test_R_GOAL_4_not_while_personages_are_left():
    state = position(5, acting="egyptians", temples=["tyros"], units={"egyptians": {"legions": {"tyros": 3}}})
    state = play(choose(state, "maneuver_1"), {"type": "end_movement"},
                 {"type": "conquer", "province": "tyros", "legions": 3, "galleys": 0})
    assert antike.outcome(state) is None
    state = finish_turn(state)
    assert nation(state, "egyptians")["personages"]["general"] == 1  # R-MAN-10 instead


# --- R-TURN: rounds and turns ----------------------------------------------------------------

def test_R_TURN_1_nations_take_turns_clockwise_from_the_starting_nation():
    state = antike.new_game({"nations": 4})
    seen = []
    for _ in range(9):
        seen.append((state.round, state.pending["nation"]))
        state = quiet_turn(state)
    order = ["phoenicians", "greeks", "persians", "arabs"]
    assert seen == [(1, n) for n in order] + [(2, n) for n in order] + [(3, "phoenicians")]


def test_R_TURN_2_a_coin_for_every_nation_before_every_round():
    state = antike.new_game({"nations": 3})
    assert [nation(state, n)["coins"] for n in state.order] == [1, 1, 1]
    for _ in range(3):
        state = quiet_turn(state)
    assert state.round == 2
    assert [nation(state, n)["coins"] for n in state.order] == [2, 2, 2]
    assert state.to_json()["bank"]["coins"] == 24


def test_R_TURN_2_resource_instead_of_a_coin_when_the_bank_is_empty():
    state = position(3, bank_coins=0, acting="persians")  # the last nation of the round
    assert state.to_json()["bank"]["coins"] == 0
    state = quiet_turn(state)
    assert state.round == 2
    assert step(state) == ("take_resource", "arabs")
    assert legal_types(state) == {"take_resource"}
    before = {n: nation(state, n) for n in state.order}
    state = play(state, {"type": "take_resource", "resource": "iron"})
    assert step(state) == ("take_resource", "greeks")
    state = play(state, {"type": "take_resource", "resource": "gold"})
    assert step(state) == ("take_resource", "persians")
    state = play(state, {"type": "take_resource", "resource": "marble"})
    assert step(state) == ("rondel", "arabs")
    assert nation(state, "arabs")["iron"] == before["arabs"]["iron"] + 1
    assert nation(state, "greeks")["gold"] == before["greeks"]["gold"] + 1
    assert nation(state, "persians")["marble"] == before["persians"]["marble"] + 1
    assert all(nation(state, n)["coins"] == before[n]["coins"] for n in state.order)


def test_R_TURN_2_last_coins_go_in_turn_order():
    state = position(3, bank_coins=2, acting="persians")
    coins = {n: nation(state, n)["coins"] for n in state.order}
    state = quiet_turn(state)
    assert state.to_json()["bank"]["coins"] == 0
    assert {n: nation(state, n)["coins"] - coins[n] for n in state.order} == {"arabs": 1, "greeks": 1,
                                                                               "persians": 0}
    assert step(state) == ("take_resource", "persians")  # Arabs and Greeks took the two coins
    with pytest.raises(antike.InvalidDecision):
        play(state, {"type": "take_resource", "resource": "coin"})


def test_R_TURN_3_rondel_then_action_then_founding_then_personages():
    state = position(3, acting="arabs", cities={"moscha": "arabs"},
                     units={"arabs": {"legions": {"taima": 1}}})
    assert step(state) == ("rondel", "arabs")
    state = choose(state, "iron")  # (1) rondel and its action
    assert nation(state, "arabs")["iron"] == 1 + 1  # Adane
    assert step(state) == ("founding", "arabs")  # (2) founding
    assert legal_types(state) == {"found", "done"}
    state = play(state, {"type": "found", "province": "taima"})  # no other site: founding ends
    assert nation(state, "arabs")["personages"]["king"] == 1  # (3) personages
    assert step(state) == ("rondel", "greeks")


def _eight(**kwargs):
    return position(3, know_hows={"arabs": ["roads", "navigation", "currency", "democracy"]}, **kwargs)


def test_R_TURN_4_trade_two_for_one_during_the_own_turn():
    state = _eight(acting="arabs", resources={"arabs": {"marble": 2, "iron": 0, "gold": 3}})
    trades = legal_of(state, "trade")
    assert {"type": "trade", "give": {"gold": 2}, "get": "iron"} in trades
    assert {"type": "trade", "give": {"marble": 1, "gold": 1}, "get": "iron"} in trades
    assert not any(t["get"] in t["give"] for t in trades)
    # The book's example: 3 gold and 1 marble for 2 iron, in two trades.
    state = play(state, {"type": "trade", "give": {"gold": 2}, "get": "iron"},
                 {"type": "trade", "give": {"gold": 1, "marble": 1}, "get": "iron"})
    assert (nation(state, "arabs")["marble"], nation(state, "arabs")["iron"], nation(state, "arabs")["gold"]) \
        == (1, 2, 0)
    assert step(state) == ("rondel", "arabs")
    state = choose(state, "arming")  # any step of the own turn
    assert step(state) == ("arming", "arabs")
    assert {"type": "trade", "give": {"iron": 2}, "get": "gold"} in legal_of(state, "trade")


def test_R_TURN_4_no_trade_in_another_nations_turn_or_without_eight():
    state = _eight(acting="greeks", resources={"arabs": {"gold": 5}})
    assert "trade" not in legal_types(state)
    with pytest.raises(antike.IllegalDecision):
        play(state, {"type": "trade", "give": {"gold": 2}, "get": "iron"})
    state = position(3, acting="arabs", know_hows={"arabs": ["roads", "navigation", "currency"]},
                     resources={"arabs": {"gold": 5}})
    assert "trade" not in legal_types(state)
    with pytest.raises(antike.IllegalDecision, match="needs all eight know-hows; the Arabs hold 6"):
        play(state, {"type": "trade", "give": {"gold": 2}, "get": "iron"})
    state = _eight(acting="arabs", resources={"arabs": {"gold": 1, "marble": 3}})
    with pytest.raises(antike.IllegalDecision, match="other kinds than the marble it gets"):
        play(state, {"type": "trade", "give": {"marble": 2}, "get": "marble"})
    with pytest.raises(antike.IllegalDecision, match="not enough gold to give"):
        play(state, {"type": "trade", "give": {"gold": 2}, "get": "iron"})
    with pytest.raises(antike.InvalidDecision):
        play(state, {"type": "trade", "give": {"gold": 3}, "get": "iron"})


def _costs(state):
    return {d["field"]: sum(d["payment"].values()) for d in antike.legal_decisions(state)
            if d["type"] == "rondel" and d == next(c for c in antike.legal_decisions(state)
                                                   if c["type"] == "rondel" and c["field"] == d["field"])}


def test_R_TURN_5_rondel_order_and_opposite_fields():
    fields = ["iron", "temple", "gold", "maneuver_1", "arming", "marble", "know_how", "maneuver_2"]
    state = position(3, acting="arabs", rondel={"arabs": "iron"}, resources={"arabs": {"gold": 10}})
    assert _costs(state) == {"temple": 0, "gold": 0, "maneuver_1": 0, "arming": 1, "marble": 2,
                             "know_how": 3, "maneuver_2": 4, "iron": 5}
    assert list(_costs(state)) == fields
    # Each use field lies opposite (4 fields on) its production field.
    for production, use in (("iron", "arming"), ("marble", "temple"), ("gold", "know_how")):
        assert (fields.index(use) - fields.index(production)) % 8 == 4


def test_R_TURN_6_first_turn_any_field_free():
    state = antike.new_game({"nations": 3})
    assert _costs(state) == {f: 0 for f in ["iron", "temple", "gold", "maneuver_1", "arming", "marble",
                                            "know_how", "maneuver_2"]}


def test_R_TURN_6_later_turns_pay_beyond_three_fields():
    state = position(3, acting="arabs", rondel={"arabs": "marble"}, resources={"arabs": {"gold": 10}})
    assert _costs(state) == {"know_how": 0, "maneuver_2": 0, "iron": 0, "temple": 1, "gold": 2,
                             "maneuver_1": 3, "arming": 4, "marble": 5}
    # The two Maneuver fields are distinct: from one to the other is four fields.
    state = position(3, acting="arabs", rondel={"arabs": "maneuver_1"})
    assert _costs(state)["maneuver_2"] == 1
    state = choose(state, "maneuver_2", {"gold": 1})
    assert nation(state, "arabs")["rondel"] == "maneuver_2"
    assert nation(state, "arabs")["gold"] == 2


def test_R_TURN_6_staying_costs_five_and_what_cannot_be_paid_is_not_offered():
    poor = {"arabs": {"marble": 1, "iron": 0, "gold": 1, "coins": 1}}
    state = position(3, acting="arabs", rondel={"arabs": "gold"}, resources=poor)
    assert _costs(state) == {"maneuver_1": 0, "arming": 0, "marble": 0, "know_how": 1, "maneuver_2": 2,
                             "iron": 3}
    with pytest.raises(antike.IllegalDecision, match="costs 5, you have only 3 units and coins"):
        choose(state, "gold")
    with pytest.raises(antike.IllegalDecision, match="cannot pay 1 marble"):
        choose(state, "know_how", {"marble": 1, "gold": 1})


@pytest.mark.parametrize("holdings", [{"marble": 2, "iron": 4, "gold": 0, "coins": 1},
                                      {"marble": 1, "iron": 0, "gold": 1, "coins": 1}])
def test_R_TURN_6_a_fields_default_choice_is_its_first_legal_decision(holdings):
    state = position(3, acting="arabs", rondel={"arabs": "gold"}, resources={"arabs": holdings})
    legal = antike.games.antike_common.decisions.kept_legal(state)  # the engine's own list: the default is its entry
    for field in ["iron", "temple", "gold", "maneuver_1", "arming", "marble", "know_how", "maneuver_2"]:
        offered = [d for d in legal if d["field"] == field]
        assert antike.games.antike_common.rondel.default_choice(state, field) is (offered[0] if offered else None)
    # Staying costs 5: the poor Arabs, with 3 units and coins, cannot.
    assert (antike.games.antike_common.rondel.default_choice(state, "gold") is None) == (sum(holdings.values()) < 5)


def test_R_TURN_6_a_default_choice_is_applied_without_every_payment_listed():
    rich = {"arabs": {"marble": 2, "iron": 4, "gold": 0, "coins": 1}}
    state = position(3, acting="arabs", rondel={"arabs": "gold"}, resources=rich)
    listed = copy.deepcopy(state)
    default = antike.games.antike_common.rondel.default_choice(state, "arming")
    assert antike.games.antike_common.rondel.is_default_choice(state, default)
    after = antike.apply(state, default)
    assert after.nations["arabs"]["rondel"] == "arming"
    assert after == antike.apply(listed, antike.legal_decisions(listed)[antike.legal_decisions(listed).index(default)])
    # An equal dict, or anything else, is checked against the whole list as before.
    assert not antike.games.antike_common.rondel.is_default_choice(state, dict(default))
    assert not antike.games.antike_common.rondel.is_default_choice(state, "not a dict")
    assert antike.apply(state, dict(default)) == after
    with pytest.raises(antike.IllegalDecision, match="cannot pay"):
        antike.apply(state, {**default, "payment": {"gold": 4}})


# --- The API every rule test relies on ---------------------------------------------------------

def test_illegal_decisions_raise_with_a_message_a_player_understands():
    state = antike.new_game({"nations": 3})
    with pytest.raises(antike.IllegalDecision,
                       match="It is the Arabs' decision to choose a rondel field; 'done' is not possible now"):
        play(state, {"type": "done"})
    assert issubclass(antike.IllegalDecision, antike.AntikeError)
    assert issubclass(antike.InvalidDecision, antike.AntikeError)


@pytest.mark.parametrize("decision, words", [
    ("not a dict", "must be an object"),
    ({"kind": "rondel"}, "Unknown decision type"),
    ({"type": "fly"}, "Unknown decision type"),
    ({"type": "rondel"}, "needs 'field'"),
    ({"type": "rondel", "field": "beach"}, "must be one of"),
    ({"type": "rondel", "field": "iron", "colour": "red"}, "has no field"),
    ({"type": "rondel", "field": "iron", "payment": {"silver": 1}}, "not one of"),
    ({"type": "rondel", "field": "iron", "payment": {"gold": -1}}, "whole number"),
    ({"type": "move", "unit": "legion", "from": "atlantis", "to": "tyros", "actions": 1}, "unknown province"),
    ({"type": "move", "unit": "legion", "from": "petra", "to": "tyros", "actions": 4}, "from 1 to 3"),
    ({"type": "fight", "province": "tyros", "unit": "legion", "nation": "romans"}, "not a nation in this game"),
    ({"type": "conquer", "province": "tyros", "legions": True, "galleys": 0}, "whole number"),
])
def test_malformed_decisions_raise_invalid_decision(decision, words):
    state = antike.new_game({"nations": 3})
    before = copy.deepcopy(state.to_json())
    with pytest.raises(antike.InvalidDecision, match=words):
        antike.apply(state, decision)
    assert state.to_json() == before


def test_apply_never_changes_its_input_state_in_random_play():
    rng = random.Random(2024)
    for count in (3, 4, 6):
        state = antike.new_game({"nations": count, "variants": []})
        for _ in range(250):
            legal = antike.legal_decisions(state)
            if not legal:
                break
            before = copy.deepcopy(state.to_json())
            # Prefer acting over passing so that units, cities and temples appear.
            useful = [d for d in legal if d["type"] not in ("done", "end_movement")]
            decision = rng.choice(useful or legal)
            new = antike.apply(state, decision)
            assert state.to_json() == before, decision
            assert antike.GameState.from_json(copy.deepcopy(new.to_json())) == new
            assert_conserved(new)
            state = new


def test_apply_never_changes_its_input_state_when_illegal():
    state = antike.new_game({"nations": 3})
    before = copy.deepcopy(state.to_json())
    for decision in ({"type": "done"}, {"type": "found", "province": "tyros"},
                     {"type": "rondel", "field": "iron", "payment": {"gold": 3}}):
        with pytest.raises(antike.IllegalDecision):
            antike.apply(state, decision)
    assert state.to_json() == before
