"""Duellum rules tests: rondel, production, temples, walls, know-hows, recruiting and founding (D-RON,
D-PROD, D-TEMP, D-WALL, D-KNOW, D-REC-1, D-FOUND) with the examples E-D-1, E-D-2, E-D-7, E-D-8, E-D-12,
E-D-13 and the scenario S-D-1 (docs/rules-duellum.md), on positions set up by editing a new
West game where the Romans begin."""

from antike.games.antike_common import rondel as antike_rondel
from antike.games.antike_common.vocabulary import RONDEL_FIELDS as ANTIKE_FIELDS
from antike.games.duellum.rondel import cost
from antike.games.duellum.vocabulary import RONDEL_FIELDS
from duellum_helpers import check_invariants, edited, finish_turn, legal_of, play
from test_duellum_engine import CARTHAGINIANS, ROMANS, city, give, romans_turn, units
from test_duellum_rules_economy import after_production, holds, temples

RICH = {"marble": 9, "iron": 9, "gold": 9, "coin": 2}


def at(field, **holdings):
    """The Romans' turn with their marker on `field` (None: off the rondel) and these holdings."""
    return romans_turn(lambda d: d["players"][ROMANS].update(rondel=field, **holdings))


def rondel_costs(state):
    """{field: units paid} for every field the acting player can reach (its default payment)."""
    costs = {}
    for decision in legal_of(state, "rondel"):
        if "card" not in decision:
            costs.setdefault(decision["field"], sum(decision["payment"].values()))
    return costs


def on_field(field, change=lambda data: None):
    """The Romans' turn, after `change`, moved to `field`."""
    return play(romans_turn(change), {"type": "rondel", "field": field})


def founding(change):
    """The Romans' founding step of a Duellum turn (no move made), after `change`."""
    state = play(romans_turn(change), {"type": "rondel", "field": "duellum_1"})
    if state.pending["step"] == "movement":
        state = play(state, {"type": "end_movement"})
    assert state.pending == {"player": ROMANS, "step": "founding"}
    return state


def found_options(state, region, resource):
    return [d["payment"] for d in legal_of(state, "found") if d["region"] == region and d["resource"] == resource]


# --- D-RON ---------------------------------------------------------------------------------------

def test_D_RON_1_eight_fields_clockwise_each_use_field_opposite_its_production_field():
    assert RONDEL_FIELDS == ("ferrum", "templum", "aurum", "duellum_1", "militia", "marmor", "scientia", "duellum_2")
    for use, production in (("templum", "marmor"), ("militia", "ferrum"), ("scientia", "aurum")):
        assert abs(RONDEL_FIELDS.index(use) - RONDEL_FIELDS.index(production)) == 4
    # Clockwise from Ferrum: Templum is 1 field ahead, Duellum (the second) 7, Ferrum again 8.
    assert rondel_costs(at("ferrum", **RICH)) == {"templum": 0, "aurum": 0, "duellum_1": 0, "militia": 1,
                                                  "marmor": 2, "scientia": 3, "duellum_2": 4, "ferrum": 5}


def test_D_RON_2_the_first_move_goes_to_any_field_free():
    state = at(None, marble=0, iron=0, gold=0, coin=0)
    assert rondel_costs(state) == dict.fromkeys(RONDEL_FIELDS, 0)
    # The second player's first move too, wherever the first player went.
    state = finish_turn(play(at(None), {"type": "rondel", "field": "scientia"}))
    assert state.acting == CARTHAGINIANS and rondel_costs(state) == dict.fromkeys(RONDEL_FIELDS, 0)


def test_D_RON_3_later_moves_one_to_three_fields_free_then_one_unit_per_field():
    poor = at("duellum_1", marble=0, iron=0, gold=0, coin=0)
    assert set(rondel_costs(poor)) == {"militia", "marmor", "scientia"}  # staying is not free
    costs = rondel_costs(at("duellum_1", **RICH))
    assert costs == {"militia": 0, "marmor": 0, "scientia": 0, "duellum_2": 1, "ferrum": 2, "templum": 3,
                     "aurum": 4, "duellum_1": 5}  # the two Duellum fields are different positions
    # Any of marble, iron, gold or coin pays; the opponent's marker on a field does not hinder.
    state = edited(at("duellum_1", marble=0, iron=1, gold=0, coin=0),
                   lambda d: d["players"][CARTHAGINIANS].update(rondel="duellum_2"))
    assert [d["payment"] for d in legal_of(state, "rondel") if d["field"] == "duellum_2"] == [{"iron": 1}]
    assert play(state, {"type": "rondel", "field": "duellum_2"}).players[ROMANS]["rondel"] == "duellum_2"


def test_D_RON_3_is_antikes_rondel_rule_R_TURN_6_on_duellums_fields():
    # The same eight positions (D-RON-1 takes Antike's order): every move costs what Antike's does.
    for here, antike_here in zip((None,) + RONDEL_FIELDS, (None,) + ANTIKE_FIELDS):
        for field, antike_field in zip(RONDEL_FIELDS, ANTIKE_FIELDS):
            assert cost(here, field) == antike_rondel.step_cost(antike_here, antike_field)


def test_E_D_1_the_same_field_again_is_8_fields_and_costs_5_any_mix_3_fields_free_4_cost_1():
    state = at("templum", marble=3, iron=3, gold=3, coin=2)
    payments = [d["payment"] for d in legal_of(state, "rondel") if d["field"] == "templum"]
    assert all(sum(p.values()) == 5 for p in payments)
    assert {"marble": 1, "iron": 1, "gold": 1, "coin": 2} in payments and {"marble": 3, "gold": 2} in payments
    costs = rondel_costs(state)
    assert costs["militia"] == 0 and costs["marmor"] == 1 and costs["templum"] == 5  # 3 and 4 fields
    after = play(state, {"type": "rondel", "field": "templum", "payment": {"marble": 1, "iron": 1, "gold": 1,
                                                                            "coin": 2}})
    assert after.players[ROMANS]["coin"] == 0 and after.players[ROMANS]["marble"] == 2


# --- D-PROD --------------------------------------------------------------------------------------

def test_D_PROD_1_each_own_city_of_the_resource_yields_1_3_with_a_temple_moneta_adds_1():
    def change(data):
        city(data, "ancona", ROMANS, "iron", temple=True)
        city(data, "neapolis", ROMANS, "marble")
        city(data, "cirta", CARTHAGINIANS, "iron", temple=True)  # not his
    state = on_field("ferrum", change)
    assert state.players[ROMANS]["iron"] == 3 + 1 + 3  # Cremona 1, Ancona 3
    moneta = on_field("ferrum", lambda d: (change(d), d["players"][ROMANS]["know_hows"].update(moneta=0)))
    assert moneta.players[ROMANS]["iron"] == 3 + 1 + 3 + 1
    assert moneta.players[ROMANS]["marble"] == 3  # only the resource of the field


def test_D_PROD_2_exactly_one_coin_per_production_or_a_resource_when_the_bank_has_none():
    rich = on_field("marmor", lambda d: temples(d, ROMANS, ["roma"]))
    assert rich.players[ROMANS]["coin"] == 1
    none = on_field("aurum", lambda d: d["cities"]["massilia"].update(resource="iron"))
    assert none.players[ROMANS]["gold"] == 3 and none.players[ROMANS]["coin"] == 1
    def empty_bank(data):
        data["players"][CARTHAGINIANS]["coin"] += data["bank"]["coin"]
        data["bank"]["coin"] = 0
    state = on_field("aurum", empty_bank)
    assert state.pending == {"player": ROMANS, "step": "produce"}
    assert {d["resource"] for d in legal_of(state, "produce")} == {"marble", "iron", "gold"}
    state = play(state, {"type": "produce", "resource": "gold"})
    assert state.players[ROMANS]["gold"] == 3 + 1 + 1 and state.players[ROMANS]["coin"] == 0


def test_E_D_2_two_marble_cities_one_with_a_temple_yield_4_marble_and_1_coin():
    def change(data):
        city(data, "neapolis", ROMANS, "marble", temple=True)
    state = on_field("marmor", change)
    assert (state.players[ROMANS]["marble"] - 3, state.players[ROMANS]["coin"]) == (4, 1)
    moneta = on_field("marmor", lambda d: (change(d), d["players"][ROMANS]["know_hows"].update(moneta=0)))
    assert (moneta.players[ROMANS]["marble"] - 3, moneta.players[ROMANS]["coin"]) == (5, 1)
    def no_city(data):
        data["cities"]["roma"]["resource"] = "iron"
    state = on_field("marmor", no_city)
    assert (state.players[ROMANS]["marble"] - 3, state.players[ROMANS]["coin"]) == (0, 1)
    state = on_field("marmor", lambda d: (no_city(d), d["players"][ROMANS]["know_hows"].update(moneta=0)))
    assert (state.players[ROMANS]["marble"] - 3, state.players[ROMANS]["coin"]) == (1, 1)


# --- D-TEMP --------------------------------------------------------------------------------------

def test_D_TEMP_1_any_number_of_temples_in_own_cities_6_marble_each():
    state = on_field("templum", lambda d: d["players"][ROMANS].update(marble=12))
    assert {d["region"] for d in legal_of(state, "build_temple")} == {"roma", "cremona", "massilia"}
    assert legal_of(state, "build_temple")[0]["payment"] == {"marble": 6}
    state = play(state, {"type": "build_temple", "region": "roma"}, {"type": "build_temple", "region": "massilia"})
    assert state.cities["roma"]["temple"] and state.cities["massilia"]["temple"]
    assert state.players[ROMANS]["marble"] == 0 and state.bank["temples"] == 10


def test_D_TEMP_2_a_coin_for_each_neighbouring_temple_of_either_player_across_any_border():
    def change(data):
        city(data, "croton", ROMANS, "gold")
        city(data, "lipara", CARTHAGINIANS, "iron", temple=True)  # a sea border
        city(data, "syracusae", CARTHAGINIANS, "iron", temple=True)  # the combined border
        temples(data, ROMANS, ["cremona"])
        data["players"][ROMANS].update(marble=30, coin=3)
    state = on_field("templum", change)
    payments = {d["region"]: d["payment"] for d in reversed(legal_of(state, "build_temple"))}
    assert payments == {"croton": {"marble": 6, "coin": 2}, "roma": {"marble": 6, "coin": 1},
                        "massilia": {"marble": 6, "coin": 1}}


def test_E_D_8_the_second_of_two_neighbouring_temples_costs_a_coin_more():
    def change(data):
        city(data, "neapolis", ROMANS, "gold")
        data["players"][ROMANS].update(marble=12, coin=1)
    state = on_field("templum", change)
    assert [d["payment"] for d in legal_of(state, "build_temple") if d["region"] == "neapolis"][0] == {"marble": 6}
    state = play(state, {"type": "build_temple", "region": "roma"})
    assert state.players[ROMANS]["marble"] == 6
    assert [d["payment"] for d in legal_of(state, "build_temple") if d["region"] == "neapolis"] == [
        {"marble": 6, "coin": 1}]  # the one coin pays the surcharge and cannot stand in for marble too


def test_D_TEMP_3_one_temple_per_city_none_beyond_twelve_and_a_temple_makes_strength_3():
    state = on_field("templum", lambda d: (temples(d, ROMANS, ["roma"]), d["players"][ROMANS].update(marble=20)))
    assert "roma" not in {d["region"] for d in legal_of(state, "build_temple")}
    state = play(state, {"type": "build_temple", "region": "massilia"})
    state = edited(state, lambda d: d["bank"].update(temples=0))
    assert not legal_of(state, "build_temple")
    # Strength: 3 with a temple, so two legions cannot conquer, three can.
    def siege(count):
        def change(data):
            temples(data, CARTHAGINIANS, ["carthago"])
            units(data, "carthago", ROMANS, legion=count)
        return play(romans_turn(change), {"type": "rondel", "field": "duellum_1"}, {"type": "end_movement"})
    assert not legal_of(siege(2), "conquer")
    assert legal_of(siege(3), "conquer") == [{"type": "conquer", "region": "carthago", "legions": 3, "galleys": 0}]


# --- D-WALL --------------------------------------------------------------------------------------

def test_D_WALL_1_walls_on_templum_1_marble_each_one_per_own_city():
    state = on_field("templum", lambda d: (d["players"][ROMANS].update(marble=2, walls=2, walls_earned=2),
                                           d["bank"].update(walls=d["bank"]["walls"] - 1)))
    assert {d["region"] for d in legal_of(state, "build_wall")} == {"roma", "cremona", "massilia"}
    assert not legal_of(state, "build_temple")  # walls instead of temples
    state = play(state, {"type": "build_wall", "region": "roma", "payment": {"marble": 1}})
    assert state.cities["roma"]["wall"] and state.players[ROMANS]["walls"] == 1
    assert {d["region"] for d in legal_of(state, "build_wall")} == {"cremona", "massilia"}
    check_invariants(state)


def test_D_WALL_2_a_wall_adds_one_to_the_citys_strength():
    def siege(count):
        def change(data):
            data["cities"]["carthago"]["wall"] = True
            data["players"][CARTHAGINIANS]["walls"] = 0
            units(data, "carthago", ROMANS, legion=count)
        return play(romans_turn(change), {"type": "rondel", "field": "duellum_1"}, {"type": "end_movement"})
    assert not legal_of(siege(1), "conquer")
    assert legal_of(siege(2), "conquer") == [{"type": "conquer", "region": "carthago", "legions": 2, "galleys": 0}]


def test_D_WALL_3_only_walls_in_the_own_supply_are_built():
    state = on_field("templum", lambda d: d["players"][ROMANS].update(marble=5, walls=0, walls_earned=0))
    assert not legal_of(state, "build_wall")
    assert state.bank["walls"] == 10  # none is bought from the bank


def test_D_WALL_4_one_wall_at_set_up_and_six_at_most():
    def change(data):
        holds(data, ROMANS, scholar=3, general=1, navigator=2)  # 6: symbols 1, 2, 3, 5 passed
        temples(data, ROMANS, ["roma", "cremona", "massilia"])
        city(data, "neapolis", ROMANS, "iron")
        city(data, "ancona", ROMANS, "iron")
    state = after_production(romans_turn(change))
    record = state.players[ROMANS]
    assert record["score"] == 8 and record["walls_earned"] == 6 and record["walls"] == 6  # the symbol at 7
    assert state.bank["walls"] == 10 - 5


def test_D_WALL_5_a_wall_removed_by_a_conquest_goes_back_to_its_owner_and_is_built_again():
    def change(data):
        data["cities"]["carthago"]["wall"] = True
        data["players"][CARTHAGINIANS]["walls"] = 0
        units(data, "carthago", ROMANS, legion=2)
    state = play(romans_turn(change), {"type": "rondel", "field": "duellum_1"}, {"type": "end_movement"},
                 {"type": "conquer", "region": "carthago", "legions": 2, "galleys": 0})
    assert state.players[CARTHAGINIANS]["walls"] == 1
    state = play(finish_turn(state), {"type": "rondel", "field": "templum"})
    assert {d["region"] for d in legal_of(state, "build_wall")} == {"gades", "tacape"}
    state = play(state, {"type": "build_wall", "region": "gades"})
    assert state.cities["gades"]["wall"] and state.players[CARTHAGINIANS]["walls"] == 0


# --- D-KNOW, D-REC -------------------------------------------------------------------------------

def know_how_prices(state):
    return {d["know_how"]: d["payment"] for d in reversed(legal_of(state, "buy_know_how")) if "card" not in d}


def test_D_KNOW_1_five_know_hows_for_gold_in_any_order_any_number_in_a_turn():
    state = on_field("scientia", lambda d: d["players"][ROMANS].update(gold=40))
    assert set(know_how_prices(state)) == {"strata", "navigatio", "moneta", "res_publica", "commercium"}
    state = play(state, {"type": "buy_know_how", "know_how": "commercium"},
                 {"type": "buy_know_how", "know_how": "res_publica"}, {"type": "buy_know_how", "know_how": "strata"})
    assert set(state.players[ROMANS]["know_hows"]) == {"commercium", "res_publica", "strata"}
    assert state.players[ROMANS]["gold"] == 40 - 6 - 10 - 8


def test_D_KNOW_2_first_buyer_price_and_later_price():
    first = know_how_prices(on_field("scientia", lambda d: d["players"][ROMANS].update(gold=20)))
    assert first == {"strata": {"gold": 8}, "navigatio": {"gold": 8}, "moneta": {"gold": 8},
                     "res_publica": {"gold": 10}, "commercium": {"gold": 6}}
    def later(data):
        data["players"][ROMANS]["gold"] = 20
        data["players"][CARTHAGINIANS]["know_hows"].update(strata=1, navigatio=1, moneta=1, res_publica=1,
                                                           commercium=1)
    assert know_how_prices(on_field("scientia", later)) == {
        "strata": {"gold": 3}, "navigatio": {"gold": 3}, "moneta": {"gold": 4}, "res_publica": {"gold": 5},
        "commercium": {"gold": 3}}


def test_D_KNOW_3_a_know_how_nobody_holds_earns_a_scholar():
    def change(data):
        data["players"][ROMANS]["gold"] = 11
        data["players"][CARTHAGINIANS]["know_hows"]["strata"] = 1
    state = play(on_field("scientia", change), {"type": "buy_know_how", "know_how": "strata"})
    assert finish_turn(state).players[ROMANS]["personages"]["scholar"] == 0
    state = play(on_field("scientia", change), {"type": "buy_know_how", "know_how": "navigatio"})
    assert finish_turn(state).players[ROMANS]["personages"]["scholar"] == 1


def test_D_KNOW_4_strata_and_navigatio_cross_two_borders_res_publica_adds_one_strength():
    def change(know_hows):
        def edit(data):
            data["players"][ROMANS]["know_hows"].update(know_hows)
            units(data, "roma", ROMANS, legion=1)
            units(data, "mare_ligusticum", ROMANS, galley=1)
        return edit
    def longest(state, unit):
        return max(len(d["path"]) for d in legal_of(state, "move") if d["unit"] == unit)
    plain = on_field("duellum_1", change({}))
    assert (longest(plain, "legion"), longest(plain, "galley")) == (1, 1)
    strata = on_field("duellum_1", change({"strata": 0}))
    assert (longest(strata, "legion"), longest(strata, "galley")) == (2, 1)
    navigatio = on_field("duellum_1", change({"navigatio": 0}))
    assert (longest(navigatio, "legion"), longest(navigatio, "galley")) == (1, 2)
    def republic(data):
        data["players"][CARTHAGINIANS]["know_hows"]["res_publica"] = 1
        units(data, "carthago", ROMANS, legion=1)
    state = play(romans_turn(republic), {"type": "rondel", "field": "duellum_1"}, {"type": "end_movement"})
    assert not legal_of(state, "conquer")  # strength 2 now


def test_D_KNOW_5_a_know_how_is_kept_and_not_bought_twice():
    state = play(on_field("scientia", lambda d: d["players"][ROMANS].update(gold=20)),
                 {"type": "buy_know_how", "know_how": "moneta"})
    assert "moneta" not in know_how_prices(state)
    for _ in range(4):
        state = finish_turn(state)
        state = play(state, {"type": "rondel", "field": "templum"})
    assert "moneta" in state.players[ROMANS]["know_hows"]


def test_D_KNOW_6_commercium_gives_3_units_for_2_resources_from_the_next_turn_as_often_as_liked():
    state = romans_turn(lambda d: d["players"][ROMANS].update(coin=2, know_hows={"commercium": 0}))
    trades = legal_of(state, "trade")
    assert all(sum(t["give"].values()) == 3 and sum(t["get"].values()) == 2 for t in trades)
    assert not [t for t in trades if "coin" in t["get"]]  # never coins
    assert {"type": "trade", "give": {"coin": 2, "gold": 1}, "get": {"marble": 1, "iron": 1}} in trades
    state = play(state, {"type": "trade", "give": {"coin": 2, "gold": 1}, "get": {"marble": 1, "iron": 1}},
                 {"type": "trade", "give": {"marble": 3}, "get": {"gold": 2}})
    record = state.players[ROMANS]
    assert (record["marble"], record["iron"], record["gold"], record["coin"]) == (1, 4, 4, 0)


def test_E_D_12_commercium_bought_this_turn_is_used_from_the_next():
    def change(data):
        data["players"][ROMANS]["gold"] = 6
        give(data, ROMANS, "tribut")  # keeps the Romans' steps open
    state = play(on_field("scientia", change), {"type": "buy_know_how", "know_how": "commercium"})
    assert state.pending == {"player": ROMANS, "step": "scientia"} and not legal_of(state, "trade")
    state = play(state, {"type": "done"})
    assert state.pending == {"player": ROMANS, "step": "founding"} and not legal_of(state, "trade")
    state = finish_turn(play(finish_turn(state), {"type": "rondel", "field": "ferrum"}))
    assert state.acting == ROMANS and legal_of(state, "trade")
    state = play(state, {"type": "trade", "give": {"marble": 3}, "get": {"iron": 2}})
    assert state.players[ROMANS]["marble"] == 0 and state.players[ROMANS]["iron"] == 5


def test_D_REC_1_a_legion_costs_1_gold_a_galley_2_into_the_pool_as_far_as_the_supply_goes():
    def change(data):
        record = data["players"][ROMANS]
        record.update(gold=4, coin=1)
        record["supply"]["legion"], record["pool"]["legion"] = 1, 11
    state = on_field("scientia", change)
    assert [d["payment"] for d in legal_of(state, "recruit") if d["unit"] == "legion"] == [{"gold": 1}, {"coin": 1}]
    assert legal_of(state, "recruit")[-2]["payment"] == {"gold": 2}  # the galley's default
    state = play(state, {"type": "recruit", "unit": "legion"}, {"type": "recruit", "unit": "galley"})
    record = state.players[ROMANS]
    assert record["pool"] == {"legion": 12, "galley": 2} and record["supply"] == {"legion": 0, "galley": 10}
    assert record["gold"] == 1 and {d["unit"] for d in legal_of(state, "recruit")} == {"galley"}


def test_E_D_13_recruits_go_to_the_pool_and_are_armed_only_in_a_later_turn():
    state = on_field("scientia", lambda d: d["players"][ROMANS].update(gold=2))
    state = play(state, {"type": "recruit", "unit": "galley", "payment": {"gold": 2}})
    assert state.players[ROMANS]["pool"]["galley"] == 2 and state.scratch["pool_noted"]["galley"] == 1
    state = finish_turn(play(finish_turn(state), {"type": "rondel", "field": "ferrum"}))
    state = edited(state, lambda d: d["players"][ROMANS].update(iron=9))
    assert state.scratch["pool_noted"] == {"legion": 1, "galley": 2}
    state = play(state, {"type": "rondel", "field": "militia"}, {"type": "arm", "region": "roma", "unit": "galley"},
                 {"type": "arm", "region": "massilia", "unit": "galley"})
    assert state.players[ROMANS]["pool"]["galley"] == 0


# --- D-FOUND -------------------------------------------------------------------------------------

def test_D_FOUND_1_any_number_of_cities_on_empty_sites_with_an_own_unit_enemy_units_no_hindrance():
    def change(data):
        units(data, "neapolis", ROMANS, legion=1)
        units(data, "lipara", ROMANS, galley=1)
        units(data, "neapolis", CARTHAGINIANS, galley=1)  # enemy units do not prevent it
        units(data, "ancona", CARTHAGINIANS, legion=1)  # not his unit
        units(data, "roma", ROMANS, legion=1)  # not an empty site
        data["players"][ROMANS].update(marble=5, iron=5, gold=5)
    state = founding(change)
    assert {d["region"] for d in legal_of(state, "found")} == {"neapolis", "lipara"}
    state = play(state, {"type": "found", "region": "neapolis", "resource": "gold"},
                 {"type": "found", "region": "lipara", "resource": "gold"})
    assert state.cities["lipara"]["owner"] == ROMANS and state.cities["neapolis"]["owner"] == ROMANS
    check_invariants(state)


def test_D_FOUND_2_a_city_costs_1_marble_1_iron_1_gold_coins_standing_in():
    state = founding(lambda d: (units(d, "neapolis", ROMANS, legion=1),
                                d["players"][ROMANS].update(marble=0, coin=1)))
    assert found_options(state, "neapolis", "gold") == [{"iron": 1, "gold": 1, "coin": 1}]
    state = play(state, {"type": "found", "region": "neapolis", "resource": "gold"})
    record = state.players[ROMANS]
    assert (record["marble"], record["iron"], record["gold"], record["coin"]) == (0, 2, 2, 0)


def test_D_FOUND_3_the_founder_chooses_a_tile_of_the_bank_no_tile_no_city():
    state = founding(lambda d: units(d, "aquileia", ROMANS, legion=1))
    assert {d["resource"] for d in legal_of(state, "found")} == {"marble", "gold"}  # iron: Cremona's coin
    state = play(state, {"type": "found", "region": "aquileia", "resource": "marble"})
    assert state.cities["aquileia"]["resource"] == "marble" and state.bank["tiles"]["marble"] == 9
    # No tile at all: the founding step has nothing to offer and passes.
    empty = play(romans_turn(lambda d: (units(d, "aquileia", ROMANS, legion=1),
                                        d["bank"].update(tiles={"marble": 0, "iron": 0, "gold": 0}))),
                 {"type": "rondel", "field": "duellum_1"}, {"type": "end_movement"})
    assert empty.pending == {"player": CARTHAGINIANS, "step": "rondel"} and empty.cities["aquileia"] is None


def test_D_FOUND_4_a_coin_for_each_neighbouring_city_of_the_chosen_resource_either_player_any_border():
    def change(data):
        city(data, "croton", CARTHAGINIANS, "iron")  # a sea border to Lipara
        city(data, "syracusae", ROMANS, "iron")  # a sea border to Lipara
        units(data, "lipara", ROMANS, galley=1)
        data["players"][ROMANS]["coin"] = 2
    state = founding(change)
    assert found_options(state, "lipara", "iron")[0] == {"marble": 1, "iron": 1, "gold": 1, "coin": 2}
    assert found_options(state, "lipara", "gold")[0] == {"marble": 1, "iron": 1, "gold": 1}


def test_E_D_7_two_neighbouring_iron_cities_the_second_pays_a_coin_for_the_first():
    def change(data):
        units(data, "neapolis", ROMANS, legion=1)
        units(data, "brundisium", ROMANS, legion=1)
        data["players"][ROMANS].update(coin=1)
    state = founding(change)
    assert found_options(state, "neapolis", "iron")[0] == {"marble": 1, "iron": 1, "gold": 1}
    assert found_options(state, "brundisium", "iron")[0] == {"marble": 1, "iron": 1, "gold": 1}
    state = play(state, {"type": "found", "region": "neapolis", "resource": "iron"})
    assert found_options(state, "brundisium", "iron")[0] == {"marble": 1, "iron": 1, "gold": 1, "coin": 1}


def test_S_D_1_a_founding_surcharge_cannot_be_paid_with_marble():
    state = founding(lambda d: (units(d, "neapolis", ROMANS, legion=1),
                                d["players"][ROMANS].update(marble=9, coin=0)))
    assert not found_options(state, "neapolis", "marble")  # Roma is a marble city next door
    assert found_options(state, "neapolis", "iron") == [{"marble": 1, "iron": 1, "gold": 1}]
