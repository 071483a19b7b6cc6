"""Duellum rules tests: the house event deck, one test per card's effect (cards 1-20 of the rules page
docs/rules-duellum.md), with the scenarios S-D-7, S-D-9 and S-D-10 and the example E-D-14.
The deck's rules (D-EV, D-CARD, D-TURN-3) are in test_duellum_rules_events.py."""

import pytest

from antike.games.duellum import RULES
from duellum_helpers import check_invariants, play
from test_duellum_engine import CARTHAGINIANS, ROMANS, city, give, romans_turn, units
from test_duellum_rules_war import END_MOVEMENT, MILITIA, armable, conquer, conquests, duellum, legal_of, move, wall

SCIENTIA, TEMPLUM = {"type": "rondel", "field": "scientia"}, {"type": "rondel", "field": "templum"}


def plays(state, card):
    """The ways to play the stand-alone `card` now, without type and card."""
    return [{k: v for k, v in d.items() if k not in ("type", "card")} for d in legal_of(state, "play_card")
            if d["card"] == card]


def play_card(card, **targets):
    return {"type": "play_card", "card": card, **targets}


def holding(*cards, change=lambda data: None):
    """The Romans' first turn, holding `cards`, after `change`."""
    def edit(data):
        for card in cards:
            give(data, ROMANS, card)
        change(data)
    return romans_turn(edit)


def besieged(data, festungs=1):
    """The Carthaginians hold `festungs` Festungen."""
    for _ in range(festungs):
        give(data, CARTHAGINIANS, "festung")


def test_card_festung_one_per_declaration_and_a_raised_city_again_only_at_its_raised_strength():
    def change(data):
        besieged(data, 2)
        wall(data, "carthago")  # strength 2, raised 4
        units(data, "carthago", ROMANS, legion=3)
        units(data, "gades", ROMANS, legion=1)  # strength 1, raised 3
    state = play(duellum(change), END_MOVEMENT, conquer("carthago", legions=2))
    assert state.scratch["raised"] == ["carthago"] and state.players[CARTHAGINIANS]["hand"] == ["festung"]
    assert conquests(state) == {("gades", 1, 0)}  # 3 legions do not reach 4: withdrawn by itself
    state = play(state, conquer("gades", legions=1))  # the second Festung
    assert state.players[CARTHAGINIANS]["hand"] == [] and state.cards["discards"] == ["festung", "festung"]
    assert state.cities_of(CARTHAGINIANS) == ["gades", "carthago", "tacape"]
    assert state.units["carthago"][ROMANS]["legion"] == 3 and state.units["gades"][ROMANS]["legion"] == 1
    # Enough for the raised strength: withdrawn, then declared again at 4 with no second Festung.
    strong = play(duellum(lambda data: (change(data), units(data, "carthago", ROMANS, legion=1))), END_MOVEMENT,
                  conquer("carthago", legions=2))
    strong = play(strong, {"type": "withdraw"})
    assert conquests(strong) == {("carthago", 4, 0), ("gades", 1, 0)}
    strong = play(strong, conquer("carthago", legions=4))
    assert strong.cities["carthago"]["owner"] == ROMANS and strong.players[CARTHAGINIANS]["hand"] == ["festung"]


def test_E_D_14_festung_plays_itself_before_the_first_conquest_against_its_holder_is_resolved():
    def change(data):
        besieged(data)
        units(data, "carthago", ROMANS, legion=3)
    state = play(duellum(change), END_MOVEMENT)
    assert not plays(state, "festung")
    state = play(state, conquer("carthago", legions=1))
    assert [e["event"] for e in state.events][:1] == ["festung"]
    assert not [e for e in state.events if e["event"] == "conquest"]
    assert state.pending == {"player": ROMANS, "step": "festung_choice"}
    assert state.cities["carthago"]["owner"] == CARTHAGINIANS and "festung" in state.cards["discards"]
    assert RULES.view(state, [], None, "en")["regions"]["carthago"]["strength"] == 3


def test_S_D_9_festung_bait_withdraw_at_no_cost_then_conquer_another_city():
    def change(data):
        besieged(data)
        units(data, "carthago", ROMANS, legion=3)
        units(data, "gades", ROMANS, legion=1)
    state = play(duellum(change), END_MOVEMENT, conquer("carthago", legions=1))
    assert state.pending["step"] == "festung_choice"
    state = play(state, {"type": "withdraw"})
    assert state.units["carthago"][ROMANS]["legion"] == 3 and state.players[ROMANS]["pool"]["legion"] == 1
    state = play(state, conquer("gades", legions=1))  # its normal strength
    assert state.cities["gades"]["owner"] == ROMANS and state.players[ROMANS]["pool"]["legion"] == 2
    assert conquests(state) == {("carthago", 3, 0)}  # the bait only at its raised strength


def test_card_erdbeben_one_enemy_wall_back_to_its_owners_supply():
    def change(data):
        wall(data, "roma")
        wall(data, "gades")
        wall(data, "carthago")
    state = holding("erdbeben", change=change)
    assert plays(state, "erdbeben") == [{"region": "gades"}, {"region": "carthago"}]  # never his own
    state = play(state, play_card("erdbeben", region="carthago"))
    assert not state.cities["carthago"]["wall"] and state.cities["gades"]["wall"] and state.cities["roma"]["wall"]
    assert state.players[CARTHAGINIANS]["walls"] == 1
    assert not plays(holding("erdbeben"), "erdbeben")  # no enemy wall: nothing to change
    check_invariants(state)


def test_card_diebstahl_the_opponent_pays_half_his_coins_rounded_down():
    def coins(count):
        def change(data):
            data["bank"]["coin"] -= count - data["players"][CARTHAGINIANS]["coin"]
            data["players"][CARTHAGINIANS]["coin"] = count
        return holding("diebstahl", change=change)
    state = play(coins(5), play_card("diebstahl"))
    assert state.players[CARTHAGINIANS]["coin"] == 3 and state.bank["coin"] == 15 + 2
    assert state.players[ROMANS]["coin"] == 0
    assert not plays(coins(1), "diebstahl")


def test_card_akademie_a_gold_per_enemy_know_how_on_scientia():
    def change(data):
        data["players"][CARTHAGINIANS]["know_hows"].update(strata=1, moneta=1)
        data["players"][ROMANS]["know_hows"]["res_publica"] = 1
    state = holding("akademie", change=change)
    assert not plays(state, "akademie")  # not before the move to Scientia
    state = play(state, SCIENTIA)
    assert plays(state, "akademie") == [{}]
    state = play(state, play_card("akademie"))
    assert state.players[ROMANS]["gold"] == 3 + 2
    assert not plays(play(holding("akademie"), SCIENTIA), "akademie")  # no enemy know-how


def test_card_hinterhalt_one_enemy_unit_to_its_pool_before_the_fight():
    def change(data):
        units(data, "roma", ROMANS, legion=2)
        units(data, "neapolis", CARTHAGINIANS, legion=2)
    state = duellum(lambda data: (change(data), give(data, ROMANS, "hinterhalt")))
    ambushes = [d for d in legal_of(state, "move") if d.get("card") == "hinterhalt"]
    assert [d["path"] for d in ambushes] == [["neapolis"]]  # only with a move that meets enemies
    state = play(state, move("roma", ["neapolis"], "legion", "hinterhalt"))
    # One legion ambushed, the other fought: both Carthaginian legions in their pool, the Roman one too.
    assert state.units["neapolis"][CARTHAGINIANS]["legion"] == 0 and state.units["neapolis"][ROMANS]["legion"] == 0
    assert state.players[CARTHAGINIANS]["pool"]["legion"] == 3 and state.players[ROMANS]["pool"]["legion"] == 2
    assert "hinterhalt" in state.cards["discards"]


def test_S_D_10_hinterhalt_on_a_two_border_move_reaches_the_target():
    def change(data):
        units(data, "roma", ROMANS, legion=1)
        units(data, "neapolis", CARTHAGINIANS, legion=1)
        data["players"][ROMANS]["know_hows"]["strata"] = 0
        give(data, ROMANS, "hinterhalt")
    state = play(duellum(change), move("roma", ["neapolis", "brundisium"], "legion", "hinterhalt"))
    assert state.units["brundisium"][ROMANS]["legion"] == 1 and state.units["neapolis"][CARTHAGINIANS]["legion"] == 0
    assert state.players[CARTHAGINIANS]["pool"]["legion"] == 2 and state.players[ROMANS]["pool"]["legion"] == 1


def test_card_seesturm_an_enemy_galley_in_a_sea_region_without_an_enemy_city():
    def change(data):
        city(data, "ebusus", CARTHAGINIANS, "gold")
        for region in ("mare_tyrrhenum", "ebusus", "neapolis"):
            units(data, region, CARTHAGINIANS, galley=1)
        units(data, "mare_ligusticum", ROMANS, galley=1)
    state = holding("seesturm", change=change)
    assert plays(state, "seesturm") == [{"region": "mare_tyrrhenum"}]
    state = play(state, play_card("seesturm", region="mare_tyrrhenum"))
    assert state.units["mare_tyrrhenum"][CARTHAGINIANS]["galley"] == 0
    assert state.players[CARTHAGINIANS]["pool"]["galley"] == 2


def test_card_fahnenflucht_an_enemy_legion_in_a_region_without_an_enemy_city():
    def change(data):
        for region in ("neapolis", "carthago", "roma"):
            units(data, region, CARTHAGINIANS, legion=1)
        units(data, "genua", ROMANS, legion=1)
    state = holding("fahnenflucht", change=change)
    assert {d["region"] for d in plays(state, "fahnenflucht")} == {"neapolis", "roma"}
    state = play(state, play_card("fahnenflucht", region="roma"))
    assert state.units["roma"][CARTHAGINIANS]["legion"] == 0 and state.players[CARTHAGINIANS]["pool"]["legion"] == 2


def test_card_mauerbau_up_to_two_walls_from_the_supply_without_marble():
    def change(data):
        wall(data, "massilia")
        data["players"][ROMANS].update(walls=2, walls_earned=3)  # two walls left in his supply
        data["bank"]["walls"] -= 2
    state = holding("mauerbau", change=change)
    assert plays(state, "mauerbau") == [{"regions": ["roma"]}, {"regions": ["cremona"]},
                                        {"regions": ["roma", "cremona"]}]
    state = play(state, play_card("mauerbau", regions=["roma", "cremona"]))
    assert state.cities["roma"]["wall"] and state.cities["cremona"]["wall"]
    assert state.players[ROMANS]["walls"] == 0 and state.players[ROMANS]["marble"] == 3
    one = holding("mauerbau")  # one wall in the supply: one wall
    assert plays(one, "mauerbau") == [{"regions": [region]} for region in ("roma", "cremona", "massilia")]
    check_invariants(state)


def test_card_baumeister_a_temple_for_3_marble_neighbour_coins_still_due():
    def change(data):
        city(data, "neapolis", CARTHAGINIANS, "iron", temple=True)
        data["players"][ROMANS]["coin"] = 1
        data["bank"]["coin"] -= 1
    state = play(holding("baumeister", change=change), TEMPLUM)
    temples = [d for d in legal_of(state, "build_temple") if d["region"] == "roma"]
    assert temples == [{"type": "build_temple", "region": "roma", "payment": {"marble": 3, "coin": 1},
                        "card": "baumeister"}]  # 6 marble + 1 coin he could not pay
    state = play(state, temples[0])
    assert state.cities["roma"]["temple"] and state.players[ROMANS]["marble"] == 0
    assert "baumeister" in state.cards["discards"]


def test_card_bibliothek_a_know_how_3_gold_cheaper_not_below_0_scholar_as_usual():
    def change(data):
        data["players"][ROMANS]["gold"] = 5
        data["players"][CARTHAGINIANS]["know_hows"]["commercium"] = 1
    state = play(holding("bibliothek", change=change), SCIENTIA)
    bought = {d["know_how"]: d["payment"] for d in legal_of(state, "buy_know_how") if d.get("card") == "bibliothek"}
    assert bought["strata"] == {"gold": 5} and bought["moneta"] == {"gold": 5} and "res_publica" not in bought
    assert bought["commercium"] == {}  # 3 - 3
    assert "strata" not in {d["know_how"] for d in legal_of(state, "buy_know_how") if "card" not in d}
    state = play(state, {"type": "buy_know_how", "know_how": "strata", "payment": {"gold": 5}, "card": "bibliothek"})
    assert "strata" in state.players[ROMANS]["know_hows"] and state.players[ROMANS]["gold"] == 0
    assert state.players[ROMANS]["personages"]["scholar"] == 1  # first buyer: a scholar


def test_card_kolonisten_a_city_without_marble_iron_gold_but_with_tile_and_neighbour_coins():
    def change(data):
        units(data, "neapolis", ROMANS, legion=1)
        data["players"][ROMANS].update(marble=0, iron=0, gold=0)
    state = play(holding("kolonisten", change=change), {"type": "rondel", "field": "duellum_1"}, END_MOVEMENT)
    founded = {(d["resource"], tuple(d["payment"].items())) for d in legal_of(state, "found")}
    assert founded == {("iron", ()), ("gold", ())}  # marble would owe a coin for Roma (D-FOUND-4)
    state = play(state, {"type": "found", "region": "neapolis", "resource": "gold", "card": "kolonisten"})
    assert state.cities["neapolis"] == {"owner": ROMANS, "resource": "gold", "temple": False, "wall": False}
    assert state.bank["tiles"]["gold"] == 8 - 1
    bare = holding("kolonisten", change=lambda data: (change(data), data["bank"]["tiles"].update(iron=0, gold=0,
                                                                                              marble=0)))
    bare = play(bare, {"type": "rondel", "field": "duellum_1"}, END_MOVEMENT)
    assert bare.acting == CARTHAGINIANS  # no tile: no city, the founding step closed by itself


def test_S_D_7_orakel_six_fields_free_eight_cost_two_never_with_a_short_move():
    state = holding("orakel", change=lambda data: data["players"][ROMANS].update(rondel="ferrum"))
    oracle = {d["field"]: sum(d["payment"].values()) for d in legal_of(state, "rondel") if d.get("card") == "orakel"}
    # From Ferrum: Militia 4 fields, Marmor 5, Scientia 6, Duellum 7, Ferrum again 8.
    assert oracle == {"militia": 0, "marmor": 0, "scientia": 0, "duellum_2": 1, "ferrum": 2}
    state = play(state, {"type": "rondel", "field": "scientia", "payment": {}, "card": "orakel"})
    assert state.players[ROMANS]["rondel"] == "scientia" and "orakel" in state.cards["discards"]
    assert (state.players[ROMANS]["marble"], state.players[ROMANS]["iron"]) == (3, 3)
    first = holding("orakel")  # the first move is free anyway
    assert not [d for d in legal_of(first, "rondel") if d.get("card")]


def test_card_soeldner_a_unit_set_up_free_outside_militia_and_outside_the_limits():
    state = holding("soeldner", "soeldner", change=lambda data: data["players"][ROMANS].update(iron=4))
    assert {(d["region"], d["unit"]) for d in plays(state, "soeldner")} == {
        (region, unit) for region in ("roma", "cremona", "massilia") for unit in ("legion", "galley")}
    state = play(state, play_card("soeldner", region="roma", unit="galley"))  # from the pool, before the move
    assert state.units["roma"][ROMANS]["galley"] == 1 and state.players[ROMANS]["pool"]["galley"] == 0
    state = play(state, MILITIA)
    assert ("roma", "legion") in armable(state)  # D-ARM-3: the mercenary does not count
    state = play(state, {"type": "arm", "region": "roma", "unit": "legion"})
    state = play(state, play_card("soeldner", region="roma", unit="legion"))  # the pool is empty: from the supply
    assert state.units["roma"][ROMANS] == {"legion": 2, "galley": 1}
    assert state.players[ROMANS]["supply"] == {"legion": 10, "galley": 11} and state.players[ROMANS]["iron"] == 2
    check_invariants(state)


def test_card_aushebung_a_legion_and_a_galley_from_the_supply_to_the_pool_free():
    state = play(holding("aushebung"), play_card("aushebung"))
    assert state.players[ROMANS]["pool"] == {"legion": 2, "galley": 2}
    assert state.players[ROMANS]["supply"] == {"legion": 10, "galley": 10} and state.players[ROMANS]["gold"] == 3

    def galleys_only(data):
        record = data["players"][ROMANS]
        record["pool"]["legion"] += record["supply"]["legion"]
        record["supply"]["legion"] = 0
    state = play(holding("aushebung", change=galleys_only), play_card("aushebung"))
    assert state.players[ROMANS]["pool"] == {"legion": 12, "galley": 2}


def test_card_eilmarsch_one_border_more_fights_on_the_way_as_usual():
    def change(data):
        units(data, "roma", ROMANS, legion=1)
        units(data, "ancona", CARTHAGINIANS, legion=1)
        give(data, ROMANS, "eilmarsch")
    state = duellum(change)
    marches = {tuple(d["path"]) for d in legal_of(state, "move") if d.get("card") == "eilmarsch"}
    assert marches and all(len(path) == 2 for path in marches)  # only moves it lengthens
    assert ("neapolis", "brundisium") in marches and ("ancona", "brundisium") not in marches
    state = play(state, move("roma", ["neapolis", "brundisium"], "legion", "eilmarsch"))
    assert state.units["brundisium"][ROMANS]["legion"] == 1 and "eilmarsch" in state.cards["discards"]
    strata = duellum(lambda data: (change(data), data["players"][ROMANS]["know_hows"].update(strata=0)))
    assert {len(d["path"]) for d in legal_of(strata, "move") if d.get("card") == "eilmarsch"} == {3}


def test_card_tribut_two_units_of_any_mix():
    state = holding("tribut")
    assert len(plays(state, "tribut")) == 6 and {"take": {"iron": 1, "gold": 1}} in plays(state, "tribut")
    state = play(state, play_card("tribut", take={"iron": 1, "gold": 1}))
    assert [state.players[ROMANS][kind] for kind in ("marble", "iron", "gold")] == [3, 4, 4]


@pytest.mark.parametrize("card, resource", [("marmorbruch", "marble"), ("eisenmine", "iron"), ("goldader", "gold")])
def test_card_marmorbruch_eisenmine_goldader_three_of_their_resource(card, resource):
    state = play(holding(card), play_card(card))
    assert state.players[ROMANS][resource] == 6
    assert sum(state.players[ROMANS][kind] for kind in ("marble", "iron", "gold")) == 12


def test_card_muenzstaette_two_coins_a_resource_for_each_coin_the_bank_lacks():
    before = holding("muenzstaette")
    state = play(before, play_card("muenzstaette"))
    assert state.players[ROMANS]["coin"] == 2 and state.bank["coin"] == before.bank["coin"] - 2

    def bank(coins):
        def change(data):
            data["players"][CARTHAGINIANS]["coin"] += data["bank"]["coin"] - coins
            data["bank"]["coin"] = coins
        return holding("muenzstaette", change=change)
    assert {"replacements": {"marble": 1}} in plays(bank(1), "muenzstaette")
    assert {"replacements": {"marble": 1, "gold": 1}} in plays(bank(0), "muenzstaette")
    state = play(bank(1), play_card("muenzstaette", replacements={"gold": 1}))
    assert state.players[ROMANS]["coin"] == 1 and state.players[ROMANS]["gold"] == 4 and state.bank["coin"] == 0
    check_invariants(state)
