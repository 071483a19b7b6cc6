"""Duellum rules tests: conquest (D-CONQ-1..8) with the book's examples E-D-9 and E-D-10 (rules page:
docs/rules-duellum.md). Positions as in test_duellum_rules_war.py: the Romans move first on the
West board against the Carthaginians (Gades, Carthago, Tacape)."""

import pytest

from antike.core.errors import IllegalDecision
from antike.games.duellum import RULES
from duellum_helpers import check_invariants, play
from test_duellum_engine import CARTHAGINIANS, ROMANS, city, units
from test_duellum_rules_war import DONE, END_MOVEMENT, conquer, conquests, duellum, finish_turn, legal_of, temple, wall


def at_conquest(change):
    """The Romans on Duellum, in their conquest step."""
    return play(duellum(change), END_MOVEMENT)


def test_D_CONQ_1_cities_with_enough_attackers_are_conquered_one_after_another_in_any_order():
    def change(data):
        units(data, "gades", ROMANS, legion=1)
        units(data, "carthago", ROMANS, galley=1)
        units(data, "tacape", ROMANS, legion=1)
        units(data, "tacape", CARTHAGINIANS, galley=1)  # strength 2 against 1 attacker
    state = at_conquest(change)
    assert conquests(state) == {("gades", 1, 0), ("carthago", 0, 1)}
    state = play(state, conquer("carthago", galleys=1))
    assert state.cities["carthago"]["owner"] == ROMANS and state.pending == {"player": ROMANS, "step": "conquest"}
    assert conquests(state) == {("gades", 1, 0)}
    state = play(state, conquer("gades", legions=1))
    assert state.cities["gades"]["owner"] == ROMANS and state.cities["tacape"]["owner"] == CARTHAGINIANS


def test_D_CONQ_2_strength_is_base_plus_defenders_plus_res_publica_plus_wall():
    def change(data, attackers):
        temple(data, "tacape")
        wall(data, "tacape")
        units(data, "tacape", CARTHAGINIANS, legion=2)
        data["players"][CARTHAGINIANS]["know_hows"]["res_publica"] = 0
        data["players"][ROMANS]["know_hows"]["res_publica"] = 0  # the attacker's counts nothing
        units(data, "tacape", ROMANS, galley=attackers)
    six = at_conquest(lambda data: change(data, 6))
    assert RULES.view(six, [], None, "en")["regions"]["tacape"]["strength_parts"] == {
        "base": 3, "units": 2, "res_publica": 1, "wall": 1, "festung": 0}
    assert RULES.view(six, [], None, "en")["regions"]["tacape"]["strength"] == 7
    assert not conquests(six)
    assert conquests(at_conquest(lambda data: change(data, 7))) == {("tacape", 0, 7)}


def test_D_CONQ_3_the_conqueror_sends_exactly_the_strength_to_his_pool_split_as_he_chooses():
    def change(data):
        wall(data, "carthago")  # strength 2
        units(data, "carthago", ROMANS, legion=2, galley=2)
    state = at_conquest(change)
    assert conquests(state) == {("carthago", 2, 0), ("carthago", 1, 1), ("carthago", 0, 2)}
    state = play(state, conquer("carthago", legions=1, galleys=1))
    assert state.units["carthago"][ROMANS] == {"legion": 1, "galley": 1}
    assert state.players[ROMANS]["pool"] == {"legion": 2, "galley": 2}


def test_D_CONQ_4_all_defenders_go_to_the_defenders_pool():
    def change(data):
        units(data, "carthago", CARTHAGINIANS, galley=2)
        units(data, "carthago", ROMANS, legion=3)
    state = play(at_conquest(change), conquer("carthago", legions=3))
    assert state.units["carthago"][CARTHAGINIANS] == {"legion": 0, "galley": 0}
    assert state.players[CARTHAGINIANS]["pool"]["galley"] == 1 + 2
    check_invariants(state)


def test_D_CONQ_5_temple_to_the_bank_wall_to_its_owner_tile_turned_over():
    def change(data):
        temple(data, "carthago")
        wall(data, "carthago")
        units(data, "carthago", ROMANS, legion=4)
    state = at_conquest(change)
    tiles, temples = dict(state.bank["tiles"]), state.bank["temples"]
    state = play(state, conquer("carthago", legions=4))
    assert state.cities["carthago"] == {"owner": ROMANS, "resource": "gold", "temple": False, "wall": False}
    assert state.bank["temples"] == temples + 1 and state.bank["tiles"] == tiles
    assert state.players[CARTHAGINIANS]["walls"] == 1 and state.players[CARTHAGINIANS]["walls_earned"] == 1
    state = finish_turn(state)
    assert state.players[ROMANS]["personages"]["general"] == 1  # D-PERS-6
    check_invariants(state)


def test_D_CONQ_6_no_failed_attack_a_city_with_too_few_attackers_is_not_touched():
    def change(data):
        wall(data, "carthago")  # strength 2
        units(data, "carthago", ROMANS, legion=1)
        units(data, "gades", ROMANS, legion=2)
    state = at_conquest(change)
    assert conquests(state) == {("gades", 1, 0)}
    for wrong in (conquer("carthago", legions=1), conquer("carthago", legions=2), conquer("gades", legions=2)):
        with pytest.raises(IllegalDecision):
            RULES.apply(state, wrong)
    after = play(state, DONE)
    assert after.cities["carthago"]["owner"] == CARTHAGINIANS and after.cities["carthago"]["wall"]
    assert after.units["carthago"][ROMANS]["legion"] == 1 and after.players[ROMANS]["pool"]["legion"] == 1


def test_D_CONQ_7_last_city_is_never_offered():
    def change(data):
        data["cities"]["tacape"]["owner"] = ROMANS
        units(data, "carthago", ROMANS, legion=1)
        units(data, "gades", ROMANS, legion=1)
    state = at_conquest(change)
    assert conquests(state) == {("carthago", 1, 0), ("gades", 1, 0)}
    state = play(state, conquer("carthago", legions=1))
    assert state.cities_of(CARTHAGINIANS) == ["gades"] and not legal_of(state, "conquer")
    assert state.pending["step"] == "pick"  # the conquest step closed by itself


def test_D_CONQ_8_a_lost_city_gives_one_pick_right_after_the_conquest_step():
    def change(data):
        units(data, "carthago", ROMANS, legion=1)
        units(data, "cirta", ROMANS, legion=1)  # an empty site: a founding is possible
    state = at_conquest(change)
    quiet = play(state, DONE)  # nothing lost: no pick, founding follows
    assert quiet.pending == {"player": ROMANS, "step": "founding"}
    state = play(state, conquer("carthago", legions=1))  # nothing else to do: the step closes itself
    assert state.pending == {"player": CARTHAGINIANS, "step": "pick"}
    assert [d["type"] for d in RULES.legal_decisions(state)][-1] == "no_card"
    card = state.cards["display"][0]
    state = play(state, {"type": "pick", "card": card})
    assert card in state.players[CARTHAGINIANS]["hand"]
    assert state.pending == {"player": ROMANS, "step": "founding"} and legal_of(state, "found")


def test_E_D_9_strength_six_conquered_by_six_legions():
    def change(data):
        temple(data, "tacape")
        wall(data, "tacape")
        units(data, "tacape", CARTHAGINIANS, galley=1)
        data["players"][CARTHAGINIANS]["know_hows"]["res_publica"] = 0
        units(data, "tacape", ROMANS, legion=6)
    state = at_conquest(change)
    assert RULES.view(state, [], None, "en")["regions"]["tacape"]["strength"] == 3 + 1 + 1 + 1
    assert conquests(state) == {("tacape", 6, 0)}
    temples = state.bank["temples"]
    state = play(state, conquer("tacape", legions=6))
    assert state.units["tacape"][ROMANS]["legion"] == 0 and state.players[ROMANS]["pool"]["legion"] == 1 + 6
    assert state.players[CARTHAGINIANS]["pool"]["galley"] == 1 + 1
    assert state.bank["temples"] == temples + 1 and state.players[CARTHAGINIANS]["walls"] == 1
    assert state.cities["tacape"] == {"owner": ROMANS, "resource": "marble", "temple": False, "wall": False}
    assert state.pending == {"player": CARTHAGINIANS, "step": "pick"}  # after the conquest step
    state = finish_turn(state)
    assert state.players[ROMANS]["personages"]["general"] == 1
    check_invariants(state)


def test_E_D_10_two_lost_cities_give_one_card():
    def change(data):
        city(data, "cirta", CARTHAGINIANS, "iron")
        data["cities"]["massilia"] = None  # 4 cities after the conquests: no king, no pick for him
        data["bank"]["tiles"]["gold"] += 1
        units(data, "carthago", ROMANS, legion=1)
        units(data, "gades", ROMANS, legion=1)
    state = play(at_conquest(change), conquer("carthago", legions=1), conquer("gades", legions=1))
    assert state.pending == {"player": CARTHAGINIANS, "step": "pick"}
    state = play(state, {"type": "pick", "card": state.cards["display"][0]})
    # No second pick: the Romans' turn ended (nothing to found, no personage) and the Carthaginians move.
    assert len(state.players[CARTHAGINIANS]["hand"]) == 1
    assert state.pending == {"player": CARTHAGINIANS, "step": "rondel"}
