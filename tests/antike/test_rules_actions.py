"""Rules tests: the rondel actions (R-PROD, R-TEMP, R-ARM, R-KNOW), founding (R-FOUND) and the
book examples E-1 (rondel), E-2 (production) and E-3 (know-how)."""

import pytest

import antike
from positions import (DONE, choose, finish_turn, legal_of, legal_types, nation, play, position,
                       step, units)

FIELDS = ["iron", "temple", "gold", "maneuver_1", "arming", "marble", "know_how", "maneuver_2"]


def produced(state, nation_id, field):
    """How many units of `field` the acting nation gets from that production field."""
    before = nation(state, nation_id)[field]
    return nation(choose(state, field), nation_id)[field] - before


def rondel_costs(state):
    """{field: units paid by the default payment} of every reachable field."""
    costs = {}
    for decision in antike.legal_decisions(state):
        if decision["type"] == "rondel":
            costs.setdefault(decision["field"], sum(decision["payment"].values()))
    return costs


def know_how_prices(state):
    """{know-how: gold price} of every know-how on offer now (the default payment is all gold)."""
    prices = {}
    for decision in antike.legal_decisions(state):
        if decision["type"] == "buy_know_how":
            prices.setdefault(decision["know_how"], sum(decision["payment"].values()))
    return prices


def arm(province, unit):
    return {"type": "arm", "province": province, "unit": unit}


def buy(know_how):
    return {"type": "buy_know_how", "know_how": know_how}


# --- R-PROD-1 --------------------------------------------------------------------------------

def test_R_PROD_1_one_per_city_three_with_a_temple():
    # Arabs: gold cities Mecca (start), Moscha and Gerrha, a temple in Gerrha.
    state = position(3, acting="arabs", cities={"moscha": "arabs", "gerrha": "arabs"}, temples=["gerrha"])
    assert produced(state, "arabs", "gold") == 1 + 1 + 3
    assert produced(state, "arabs", "iron") == 1  # Adane
    assert produced(state, "arabs", "marble") == 1  # Saba


def test_R_PROD_1_foreign_cities_produce_nothing_for_the_nation():
    state = position(3, acting="arabs", cities={"petra": "greeks"})
    assert produced(state, "arabs", "marble") == 1  # Saba only, not the Greek Petra


@pytest.mark.parametrize("know_how, bonus", [("market", 1), ("currency", 2)])
@pytest.mark.parametrize("field", ["marble", "iron", "gold"])
def test_R_PROD_1_market_and_currency_bonus(know_how, bonus, field):
    state = position(3, acting="arabs", know_hows={"arabs": [know_how]})
    assert produced(state, "arabs", field) == 1 + bonus


def test_R_PROD_1_bonus_even_without_a_city_of_that_resource():
    # Decision: the bonus applies even with no city of that resource.
    state = position(3, acting="arabs", cities={"adane": None}, know_hows={"arabs": ["currency"]})
    assert produced(state, "arabs", "iron") == 2
    state = position(3, acting="arabs", cities={"adane": None})
    assert produced(state, "arabs", "iron") == 0


# --- R-TEMP-1 --------------------------------------------------------------------------------

def test_R_TEMP_1_temples_five_marble_each_any_number():
    state = position(3, acting="arabs", resources={"arabs": {"marble": 15, "coins": 0}})
    state = choose(state, "temple")
    assert {d["province"] for d in legal_of(state, "build_temple")} == {"adane", "mecca", "saba"}
    state = play(state, {"type": "build_temple", "province": "saba"},
                 {"type": "build_temple", "province": "mecca"})
    assert state.temples == ["mecca", "saba"]
    assert nation(state, "arabs")["marble"] == 5
    assert state.to_json()["bank"]["temples"] == 18
    state = play(state, {"type": "build_temple", "province": "adane"})  # the last one ends the step
    assert step(state) == ("rondel", "greeks")
    assert nation(state, "arabs")["marble"] == 0


def test_R_TEMP_1_one_temple_per_own_city():
    state = position(3, acting="arabs", temples=["saba"], resources={"arabs": {"marble": 10}})
    state = choose(state, "temple")
    assert {d["province"] for d in legal_of(state, "build_temple")} == {"adane", "mecca"}
    with pytest.raises(antike.IllegalDecision, match="Temple in Saba: the city has a temple already"):
        play(state, {"type": "build_temple", "province": "saba"})
    with pytest.raises(antike.IllegalDecision, match="Temple in Sparta: not a city of the Arabs"):
        play(state, {"type": "build_temple", "province": "sparta"})
    with pytest.raises(antike.IllegalDecision, match="Temple in Petra: not a city of the Arabs"):
        play(state, {"type": "build_temple", "province": "petra"})


def test_R_TEMP_1_none_when_all_20_are_on_the_board():
    board = antike.load_board("orient")
    taken = {"saba", "adane", "mecca", "messana", "sparta", "dyrrhachion", "artaxata", "susa", "ninive"}
    sites = [p for p in board.province_ids if p not in taken][:19]
    state = position(3, cities={p: "greeks" for p in sites}, temples=sites, acting="arabs",
                     resources={"arabs": {"marble": 10}})
    state = play(choose(state, "temple"), {"type": "build_temple", "province": "saba"})
    assert state.to_json()["bank"]["temples"] == 0
    assert step(state) == ("rondel", "greeks")  # no temple left: nothing more to build


def test_R_TEMP_1_a_temple_triples_production_arming_and_defence():
    state = position(3, acting="arabs", temples=["adane"], resources={"arabs": {"iron": 5}})
    assert produced(state, "arabs", "iron") == 3
    state = play(choose(state, "arming"), arm("adane", "legion"), arm("adane", "legion"))
    assert step(state) == ("arming", "arabs")
    state = play(state, arm("adane", "galley"))
    assert units(state, "arabs", "legions") == {"adane": 2} and units(state, "arabs", "galleys") == {"adane": 1}
    # Defence: 3 with the temple + 3 units.
    attack = position(3, acting="greeks", temples=["adane"],
                      units={"arabs": {"legions": {"adane": 2}, "galleys": {"adane": 1}},
                             "greeks": {"legions": {"adane": 6}}})
    attack = play(choose(attack, "maneuver_1"), {"type": "end_movement"})
    assert {(d["legions"], d["galleys"]) for d in legal_of(attack, "conquer")} == {(6, 0)}


# --- R-ARM-1/2 -------------------------------------------------------------------------------

def test_R_ARM_1_one_iron_per_unit_in_the_province_of_an_own_city():
    state = position(4, acting="phoenicians", resources={"phoenicians": {"iron": 3, "coins": 0}})
    state = choose(state, "arming")
    assert {d["province"] for d in legal_of(state, "arm")} == {"tyros", "paphos", "alexandria"}
    state = play(state, arm("tyros", "legion"))
    assert nation(state, "phoenicians")["iron"] == 2
    assert units(state, "phoenicians", "legions") == {"tyros": 1}
    with pytest.raises(antike.IllegalDecision, match="Arming in Memphis: not a city of the Phoenicians"):
        play(state, arm("memphis", "legion"))
    with pytest.raises(antike.IllegalDecision, match="Arming in Athen: not a city of the Phoenicians"):
        play(state, arm("athen", "galley"))


def test_R_ARM_1_at_most_one_new_unit_in_a_city_without_temple():
    state = position(4, acting="phoenicians", resources={"phoenicians": {"iron": 5}})
    state = play(choose(state, "arming"), arm("tyros", "legion"))
    assert "tyros" not in {d["province"] for d in legal_of(state, "arm")}
    with pytest.raises(antike.IllegalDecision) as error:
        play(state, arm("tyros", "galley"))
    assert str(error.value) == "Arming in Tyros: at most 1 new unit there this turn, you placed 1."


def test_R_ARM_1_at_most_three_with_a_temple():
    state = position(4, acting="phoenicians", temples=["tyros"], resources={"phoenicians": {"iron": 5}})
    state = play(choose(state, "arming"), arm("tyros", "legion"), arm("tyros", "galley"), arm("tyros", "legion"))
    assert units(state, "phoenicians", "legions") == {"tyros": 2}
    with pytest.raises(antike.IllegalDecision, match="at most 3 new units there this turn, you placed 3"):
        play(state, arm("tyros", "galley"))


def test_R_ARM_1_units_already_there_do_not_count():
    state = position(4, acting="phoenicians", resources={"phoenicians": {"iron": 2}},
                     units={"phoenicians": {"legions": {"tyros": 5}},
                            "arabs": {"legions": {"tyros": 2}, "galleys": {"tyros": 1}}})
    state = play(choose(state, "arming"), arm("tyros", "galley"))
    assert units(state, "phoenicians", "galleys") == {"tyros": 1}


def test_R_ARM_1_the_limit_is_per_turn():
    state = position(4, acting="phoenicians", resources={"phoenicians": {"iron": 9, "gold": 9}})
    state = play(choose(state, "arming"), arm("tyros", "legion"))
    state = finish_turn(state)
    for _ in range(3):  # the other nations take a free field
        state = finish_turn(choose(state, "gold"))
    assert step(state) == ("rondel", "phoenicians")
    state = play(choose(state, "arming", {"gold": 5}), arm("tyros", "legion"))
    assert units(state, "phoenicians", "legions") == {"tyros": 2}


def test_R_ARM_2_islands_only_galleys_inland_only_legions():
    state = position(4, acting="phoenicians", cities={"ninive": "phoenicians"},
                     resources={"phoenicians": {"iron": 5}})
    state = choose(state, "arming")
    offered = {(d["province"], d["unit"]) for d in legal_of(state, "arm")}
    assert offered == {("paphos", "galley"), ("ninive", "legion"), ("tyros", "legion"), ("tyros", "galley"),
                       ("alexandria", "legion"), ("alexandria", "galley")}
    with pytest.raises(antike.IllegalDecision, match="Arming in Paphos: no legions can be set up there"):
        play(state, arm("paphos", "legion"))
    with pytest.raises(antike.IllegalDecision, match="Arming in Ninive: no galleys can be set up there"):
        play(state, arm("ninive", "galley"))


# --- R-KNOW-1..5 -----------------------------------------------------------------------------

def test_R_KNOW_1_advanced_needs_its_basic_and_includes_it():
    state = position(3, acting="arabs", resources={"arabs": {"gold": 40}})
    state = choose(state, "know_how")
    assert set(know_how_prices(state)) == {"wheel", "sailing", "market", "monarchy"}
    with pytest.raises(antike.IllegalDecision, match="Roads needs Wheel first"):
        play(state, buy("roads"))
    state = play(state, buy("wheel"), buy("roads"))  # any number in one turn
    assert nation(state, "arabs")["know_hows"] == ["wheel", "roads"]
    assert "wheel" not in know_how_prices(state) and "roads" not in know_how_prices(state)
    with pytest.raises(antike.IllegalDecision, match="Arabs hold Wheel already"):
        play(state, buy("wheel"))


def test_R_KNOW_2_prices_new_and_old():
    state = position(3, acting="arabs", know_hows={"greeks": ["wheel", "roads"], "persians": ["sailing"]},
                     resources={"arabs": {"gold": 60}})
    state = choose(state, "know_how")
    assert know_how_prices(state) == {"wheel": 3, "sailing": 3, "market": 7, "monarchy": 7}
    state = play(state, buy("wheel"), buy("sailing"), buy("market"), buy("monarchy"))
    assert know_how_prices(state) == {"roads": 5, "navigation": 10, "currency": 10, "democracy": 10}
    assert nation(state, "arabs")["gold"] == 60 - 3 - 3 - 7 - 7


def test_R_KNOW_2_payment_in_gold_coins_standing_in():
    state = position(3, acting="arabs", resources={"arabs": {"gold": 5, "coins": 2}})
    state = choose(state, "know_how")
    payments = [d["payment"] for d in antike.legal_decisions(state)
                if d["type"] == "buy_know_how" and d["know_how"] == "wheel"]
    assert payments == [{"gold": 5, "coin": 2}]
    with pytest.raises(antike.IllegalDecision, match="cannot pay 7 gold"):
        play(state, {"type": "buy_know_how", "know_how": "wheel", "payment": {"gold": 7}})


def test_R_KNOW_3_each_new_know_how_earns_a_scholar():
    state = position(3, acting="arabs", know_hows={"greeks": ["wheel"]}, resources={"arabs": {"gold": 30}})
    state = play(choose(state, "know_how"), buy("wheel"), buy("sailing"), buy("market"))
    assert nation(state, "arabs")["personages"]["scholar"] == 0  # paid at the end of the turn
    state = finish_turn(state)
    assert nation(state, "arabs")["personages"]["scholar"] == 2  # Sailing and Market were new, Wheel old


def _moves_of(state, unit, province):
    """{actions left: True} of the moves the mover may make with that unit kind from that province."""
    return {d["actions"] for d in legal_of(state, "move") if d["unit"] == unit and d["from"] == province}


@pytest.mark.parametrize("know_hows, legion, galley", [
    ([], 1, 1), (["wheel"], 2, 1), (["roads"], 3, 1), (["sailing"], 1, 2), (["navigation"], 1, 3),
])
def test_R_KNOW_4_wheel_roads_sailing_navigation_give_actions(know_hows, legion, galley):
    state = position(4, acting="phoenicians", know_hows={"phoenicians": know_hows},
                     units={"phoenicians": {"legions": {"tyros": 1}, "galleys": {"tyros": 1}}})
    state = choose(state, "maneuver_1")
    assert _moves_of(state, "legion", "tyros") == {legion}
    assert _moves_of(state, "galley", "tyros") == {galley}


def test_R_KNOW_4_market_currency_monarchy_democracy():
    assert produced(position(3, acting="arabs", know_hows={"arabs": ["market"]}), "arabs", "marble") == 2
    assert produced(position(3, acting="arabs", know_hows={"arabs": ["currency"]}), "arabs", "marble") == 3
    for know_how, strength in (([], 1), (["monarchy"], 2), (["democracy"], 3)):
        state = position(3, acting="greeks", know_hows={"arabs": know_how},
                         units={"greeks": {"legions": {"saba": 5}}})
        state = play(choose(state, "maneuver_1"), {"type": "end_movement"})
        assert {d["legions"] for d in legal_of(state, "conquer") if d["province"] == "saba"} == {strength}


SEVEN = ["roads", "navigation", "currency", "monarchy"]


def test_R_KNOW_5_all_eight_earn_a_personage_from_the_fullest_stack():
    state = position(3, acting="arabs", know_hows={"arabs": SEVEN}, resources={"arabs": {"gold": 10}})
    state = finish_turn(play(choose(state, "know_how"), buy("democracy")))
    personages = nation(state, "arabs")["personages"]
    assert personages["scholar"] == 1  # Democracy was new
    assert personages["king"] == 1  # all eight: the king stack (9) had the most cards
    assert step(state) == ("rondel", "greeks")


def test_R_KNOW_5_tie_between_stacks_is_the_nations_choice():
    # Greeks hold Democracy (so it is old, no scholar) and a king: kings 8 = scholars 8.
    state = position(3, acting="arabs", know_hows={"arabs": SEVEN, "greeks": ["democracy"]},
                     personages={"greeks": {"king": 1}}, resources={"arabs": {"gold": 10}})
    state = finish_turn(play(choose(state, "know_how"), buy("democracy")))
    assert step(state) == ("choose_personage", "arabs")
    assert state.pending["kinds"] == ["king", "scholar"]
    assert legal_of(state, "choose_personage") == [{"type": "choose_personage", "kind": "king"},
                                                    {"type": "choose_personage", "kind": "scholar"}]
    with pytest.raises(antike.IllegalDecision):
        play(state, {"type": "choose_personage", "kind": "general"})
    state = play(state, {"type": "choose_personage", "kind": "scholar"})
    assert nation(state, "arabs")["personages"]["scholar"] == 1
    assert step(state) == ("rondel", "greeks")


def test_R_KNOW_5_the_extra_personage_is_earned_once():
    state = position(3, acting="arabs", know_hows={"arabs": SEVEN}, resources={"arabs": {"gold": 10}})
    state = finish_turn(play(choose(state, "know_how"), buy("democracy")))
    for _ in range(2):
        state = finish_turn(choose(state, "gold"))
    assert step(state) == ("rondel", "arabs")
    before = sum(nation(state, "arabs")["personages"].values())
    state = finish_turn(choose(state, "marble"))
    assert sum(nation(state, "arabs")["personages"].values()) == before


def test_R_KNOW_5_all_eight_trade_two_for_one():
    state = position(3, acting="arabs", know_hows={"arabs": SEVEN + ["democracy"]},
                     resources={"arabs": {"marble": 0, "iron": 0, "gold": 2}})
    assert legal_of(state, "trade") == [{"type": "trade", "give": {"gold": 2}, "get": "marble"},
                                         {"type": "trade", "give": {"gold": 2}, "get": "iron"}]
    state = play(state, {"type": "trade", "give": {"gold": 2}, "get": "iron"})
    assert (nation(state, "arabs")["gold"], nation(state, "arabs")["iron"]) == (0, 1)


# --- R-FOUND-1 -------------------------------------------------------------------------------

def test_R_FOUND_1_found_where_the_nation_has_a_unit():
    state = position(3, acting="arabs", resources={"arabs": {"marble": 3, "iron": 3, "gold": 3, "coins": 0}},
                     units={"arabs": {"legions": {"taima": 1, "saba": 2}, "galleys": {"punt": 1}},
                            "greeks": {"legions": {"taima": 3}, "galleys": {"petra": 1}}})
    state = play(choose(state, "maneuver_1"), {"type": "end_movement"})
    assert step(state) == ("founding", "arabs")
    # Foreign units do not prevent founding; own cities and sites without own units are not offered.
    assert {d["province"] for d in legal_of(state, "found")} == {"taima", "punt"}
    with pytest.raises(antike.IllegalDecision, match="Founding in Petra needs a legion or galley of the Arabs"):
        play(state, {"type": "found", "province": "petra"})
    with pytest.raises(antike.IllegalDecision, match="Saba already has a city"):
        play(state, {"type": "found", "province": "saba"})
    state = play(state, {"type": "found", "province": "taima"})
    assert state.cities["taima"] == "arabs"
    record = nation(state, "arabs")
    assert (record["marble"], record["iron"], record["gold"]) == (2, 2, 2)
    state = play(state, {"type": "found", "province": "punt"})  # any number
    assert state.cities["punt"] == "arabs"
    assert step(state) == ("rondel", "greeks")


def test_R_FOUND_1_coins_replace_any_resource():
    state = position(3, acting="arabs", resources={"arabs": {"marble": 0, "iron": 0, "gold": 1, "coins": 2}},
                     units={"arabs": {"legions": {"taima": 1}}})
    state = choose(state, "maneuver_1")
    state = play(state, {"type": "end_movement"})
    payments = [d["payment"] for d in antike.legal_decisions(state) if d["type"] == "found"]
    assert payments == [{"gold": 1, "coin": 2}]
    state = play(state, {"type": "found", "province": "taima"})
    assert state.cities["taima"] == "arabs"
    assert nation(state, "arabs")["coins"] == 0


def test_R_FOUND_1_every_turn_after_any_action():
    state = position(3, acting="arabs", units={"arabs": {"galleys": {"punt": 1}}},
                     resources={"arabs": {"marble": 12, "gold": 7}})
    after = choose(state, "gold")
    assert step(after) == ("founding", "arabs")
    assert legal_types(after) == {"found", "done"}
    assert "punt" not in play(after, DONE).cities  # founding is optional
    after = play(choose(state, "temple"), {"type": "build_temple", "province": "saba"}, DONE)
    assert step(after) == ("founding", "arabs")
    after = play(choose(state, "know_how"), {"type": "buy_know_how", "know_how": "wheel"})
    assert step(after) == ("founding", "arabs")


def test_R_FOUND_1_not_without_the_resources():
    state = position(3, acting="arabs", resources={"arabs": {"marble": 0, "iron": 0, "gold": 1, "coins": 0}},
                     units={"arabs": {"legions": {"taima": 1}}})
    state = choose(state, "iron")  # 1 iron from Adane: still no marble
    assert step(state) == ("rondel", "greeks")  # nothing could be founded
    assert "taima" not in state.cities


# --- Book examples -----------------------------------------------------------------------------

def test_E_1_rondel_costs_from_iron_and_the_same_field_again():
    state = position(3, acting="arabs", rondel={"arabs": "iron"}, resources={"arabs": {"gold": 10}})
    costs = rondel_costs(state)
    assert costs["temple"] == costs["gold"] == costs["maneuver_1"] == 0
    assert costs["arming"] == 1 and costs["marble"] == 2
    for field in FIELDS:
        state = position(3, acting="arabs", rondel={"arabs": field}, resources={"arabs": {"gold": 10}})
        assert rondel_costs(state)[field] == 5
    state = choose(state, "maneuver_2", {"gold": 4, "coin": 1})
    assert nation(state, "arabs")["gold"] == 6 and nation(state, "arabs")["coins"] == 0


def test_E_2_production_three_marble_cities_one_with_temple():
    marble = {"alexandria": "phoenicians", "antiochia": "phoenicians", "petra": "phoenicians"}
    for know_hows, amount in (([], 5), (["market"], 6), (["currency"], 7)):
        state = position(4, acting="phoenicians", cities=marble, temples=["petra"],
                         know_hows={"phoenicians": know_hows})
        assert produced(state, "phoenicians", "marble") == amount


def test_E_3_old_sailing_and_new_navigation_cost_13_and_earn_a_scholar():
    state = position(3, acting="arabs", know_hows={"greeks": ["sailing"], "persians": ["sailing"]},
                     resources={"arabs": {"gold": 13, "coins": 0}})
    state = choose(state, "know_how")
    assert know_how_prices(state)["sailing"] == 3
    state = play(state, buy("sailing"))
    assert know_how_prices(state)["navigation"] == 10
    state = play(state, buy("navigation"))
    assert nation(state, "arabs")["gold"] == 0
    assert nation(state, "arabs")["know_hows"] == ["sailing", "navigation"]
    assert nation(state, "arabs")["personages"]["scholar"] == 1
