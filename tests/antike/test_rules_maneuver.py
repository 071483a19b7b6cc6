"""Rules tests: the maneuver (R-MAN-1..11) and the book examples E-4, E-5, E-6 and E-8.

Positions use the Orient board's real borders: Tyros touches Antiochia, Alexandria and Paphos by sea
and Palmyra, Petra, Memphis by land; Attalia reaches Alexandria by sea only through Paphos.
"""

import pytest

import antike
from positions import (END_MOVEMENT, FIGHT_ENTRY, LET_PASS, choose, conquer, fight, finish_turn, legal_of,
                       legal_types, move, nation, play, position, step, units)

# Four nations on the Orient board: Phoenicians (Tyros, Paphos, Alexandria), Greeks (Athen, Pella,
# Dyrrhachion), Persians, Arabs; seating Phoenicians, Greeks, Persians, Arabs.


def maneuver(state, field="maneuver_1"):
    """The acting nation chooses a Maneuver field (phase 1 begins)."""
    state = choose(state, field)
    assert step(state) == ("movement", state.acting)
    return state


def moves_from(state, unit, province):
    """{(to, actions)} of the moves the mover may make with that unit kind from the province."""
    return {(d["to"], d["actions"]) for d in legal_of(state, "move") if d["unit"] == unit and d["from"] == province}


def conquests(state, province):
    """{(legions, galleys)} splits offered for conquering the province."""
    return {(d["legions"], d["galleys"]) for d in legal_of(state, "conquer") if d["province"] == province}


# --- R-MAN-1/2/3 -----------------------------------------------------------------------------

def test_R_MAN_1_movement_then_conquest_no_way_back():
    state = position(4, acting="arabs", units={"arabs": {"legions": {"palmyra": 2, "tyros": 1}}})
    state = maneuver(state)
    assert legal_types(state) == {"move", "end_movement"}
    state = play(state, move("legion", "palmyra", "tyros"), END_MOVEMENT)
    assert step(state) == ("conquest", "arabs")
    assert legal_types(state) == {"conquer", "done"}
    with pytest.raises(antike.IllegalDecision, match=r"conquer cities \(maneuver phase 2\); 'move' is not possible"):
        play(state, move("legion", "tyros", "palmyra"))
    with pytest.raises(antike.IllegalDecision):
        play(state, END_MOVEMENT)


def test_R_MAN_2_one_action_per_unit_a_move_or_a_conquest():
    state = position(4, acting="arabs", units={"arabs": {"legions": {"palmyra": 1, "petra": 1},
                                                          "galleys": {"paphos": 1}}})
    state = play(maneuver(state), move("legion", "palmyra", "tyros"))
    assert moves_from(state, "legion", "tyros") == set()  # its one action is spent
    with pytest.raises(antike.IllegalDecision, match="No legion in Tyros has 1 action"):
        play(state, move("legion", "tyros", "memphis"))
    state = play(state, move("legion", "petra", "tyros"), END_MOVEMENT)
    # Tyros has strength 1, but both legions spent their action moving: none can conquer.
    assert step(state) == ("conquest", "arabs")
    assert conquests(state, "tyros") == set() and conquests(state, "paphos") == {(0, 1)}
    with pytest.raises(antike.IllegalDecision, match="Tyros has defence strength 1; you have 0 unit"):
        play(state, conquer("tyros", legions=1))


def test_R_MAN_2_a_move_crosses_one_border_the_unit_may_cross():
    state = position(4, acting="arabs", units={"arabs": {"legions": {"tyros": 1}, "galleys": {"tyros": 1}}})
    state = maneuver(state)
    assert moves_from(state, "legion", "tyros") == {(p, 1) for p in ("alexandria", "antiochia", "memphis",
                                                                      "palmyra", "petra")}
    assert moves_from(state, "galley", "tyros") == {(p, 1) for p in ("alexandria", "antiochia", "paphos")}
    with pytest.raises(antike.IllegalDecision, match="A legion cannot cross the sea border from Tyros to Paphos"):
        play(state, move("legion", "tyros", "paphos"))
    with pytest.raises(antike.IllegalDecision, match="A galley cannot cross the land border from Tyros to Petra"):
        play(state, move("galley", "tyros", "petra"))
    with pytest.raises(antike.IllegalDecision, match="Tyros and Athen do not share a border"):
        play(state, move("galley", "tyros", "athen"))
    with pytest.raises(antike.IllegalDecision, match="Arabs have no legion in Petra"):
        play(state, move("legion", "petra", "tyros"))


def test_R_MAN_2_wheel_a_move_and_a_conquest():
    state = position(4, acting="arabs", know_hows={"arabs": ["wheel"]},
                     units={"arabs": {"legions": {"palmyra": 1}}})
    state = play(maneuver(state), move("legion", "palmyra", "tyros", actions=2), END_MOVEMENT)
    assert conquests(state, "tyros") == {(1, 0)}
    state = play(state, conquer("tyros", legions=1))
    assert state.cities["tyros"] == "arabs"
    assert units(state, "arabs", "legions") == {}


def test_R_MAN_3_units_move_one_at_a_time_in_any_order():
    state = position(4, acting="arabs", know_hows={"arabs": ["roads", "sailing"]},
                     units={"arabs": {"legions": {"petra": 2}, "galleys": {"mecca": 1}}})
    state = maneuver(state)
    assert moves_from(state, "legion", "petra") == {(p, 3) for p in ("mecca", "memphis", "palmyra", "taima", "tyros")}
    state = play(state, move("legion", "petra", "palmyra", actions=3),
                 move("galley", "mecca", "berenice", actions=2),
                 move("legion", "palmyra", "tyros", actions=2),  # the first legion again
                 move("legion", "petra", "tyros", actions=3))    # the second legion, one step
    assert units(state, "arabs", "legions") == {"tyros": 2}
    assert moves_from(state, "legion", "tyros") == {(p, a) for p in ("alexandria", "antiochia", "memphis",
                                                                      "palmyra", "petra") for a in (1, 2)}
    assert moves_from(state, "galley", "berenice") == {(p, 1) for p in ("adulis", "mecca", "memphis", "petra")}


# --- R-MAN-4 ---------------------------------------------------------------------------------

def test_R_MAN_4_fights_legion_against_legion_one_each_no_action():
    state = position(4, acting="arabs", units={"arabs": {"legions": {"tyros": 3}},
                                                "phoenicians": {"legions": {"tyros": 2}, "galleys": {"tyros": 1}}})
    state = maneuver(state)
    assert legal_of(state, "fight") == [{"type": "fight", "province": "tyros", "unit": "legion",
                                         "nation": "phoenicians"}]
    state = play(state, fight("tyros", "legion", "phoenicians"))
    assert units(state, "arabs", "legions") == {"tyros": 2}
    assert units(state, "phoenicians", "legions") == {"tyros": 1}
    assert units(state, "phoenicians", "galleys") == {"tyros": 1}  # a legion cannot fight a galley
    assert moves_from(state, "legion", "tyros") >= {("palmyra", 1)}  # fights cost no action
    state = play(state, fight("tyros", "legion", "phoenicians"))
    assert units(state, "phoenicians", "legions") == {}
    with pytest.raises(antike.IllegalDecision, match="the Phoenicians have no legions there"):
        play(state, fight("tyros", "legion", "phoenicians"))
    with pytest.raises(antike.IllegalDecision, match="the Arabs have no galleys there"):
        play(state, fight("tyros", "galley", "phoenicians"))


def test_R_MAN_4_fight_at_any_time_moved_or_not_even_exhausted():
    state = position(4, acting="arabs", units={"arabs": {"legions": {"palmyra": 1, "petra": 1}},
                                                "greeks": {"legions": {"tyros": 2, "petra": 1}}})
    state = maneuver(state)
    assert fight("petra", "legion", "greeks") in legal_of(state, "fight")  # a unit that has not moved
    state = play(state, move("legion", "palmyra", "tyros"))
    assert step(state) == ("fight_question", "greeks")
    state = play(state, LET_PASS)
    # The legion in Tyros is exhausted, yet it may still fight.
    state = play(state, fight("tyros", "legion", "greeks"))
    assert units(state, "greeks", "legions") == {"tyros": 1, "petra": 1}
    assert units(state, "arabs", "legions") == {"petra": 1}
    with pytest.raises(antike.IllegalDecision, match="Fight in Tyros: the Arabs have no legions there"):
        play(state, fight("tyros", "legion", "greeks"))


def test_R_MAN_4_the_mover_loses_the_unit_with_fewest_actions():
    state = position(4, acting="arabs", know_hows={"arabs": ["wheel"]},
                     units={"arabs": {"legions": {"palmyra": 1, "tyros": 1}},
                            "greeks": {"legions": {"tyros": 1}}})
    state = play(maneuver(state), move("legion", "palmyra", "tyros", actions=2), LET_PASS)
    assert moves_from(state, "legion", "tyros") >= {("petra", 2), ("petra", 1)}
    state = play(state, fight("tyros", "legion", "greeks"))
    assert ("petra", 2) in moves_from(state, "legion", "tyros")  # the fresh legion is kept


# --- R-MAN-5 ---------------------------------------------------------------------------------

def test_R_MAN_5_nations_asked_in_turn_order_after_the_mover():
    # Persians move; Arabs (after them) are asked first, then Phoenicians; not the Greeks (galleys only).
    state = position(4, acting="persians",
                     units={"persians": {"legions": {"palmyra": 2}},
                            "phoenicians": {"legions": {"tyros": 1}}, "arabs": {"legions": {"tyros": 1}},
                            "greeks": {"galleys": {"tyros": 1}}})
    state = play(maneuver(state), move("legion", "palmyra", "tyros"))
    assert step(state) == ("fight_question", "arabs")
    assert state.pending == {"nation": "arabs", "step": "fight_question", "province": "tyros", "unit": "legion",
                             "mover": "persians"}
    assert legal_types(state) == {"fight_entry", "let_pass"}
    with pytest.raises(antike.IllegalDecision):
        play(state, move("legion", "palmyra", "tyros"))  # the mover waits for the answer
    state = play(state, LET_PASS)
    assert step(state) == ("fight_question", "phoenicians")
    state = play(state, FIGHT_ENTRY)
    assert step(state) == ("movement", "persians")
    assert units(state, "persians", "legions") == {"palmyra": 1}
    assert units(state, "phoenicians", "legions") == {}
    assert units(state, "arabs", "legions") == {"tyros": 1}


def test_R_MAN_5_every_answer_to_a_fight_question_is_logged():
    # The log is complete (issue 20): letting a unit pass is an event, as fighting it is.
    state = position(4, acting="persians",
                     units={"persians": {"legions": {"palmyra": 2}},
                            "phoenicians": {"legions": {"tyros": 1}}, "arabs": {"legions": {"tyros": 1}}})
    state = play(maneuver(state), move("legion", "palmyra", "tyros"), LET_PASS)
    assert state.events == [{"event": "let_pass", "nation": "arabs", "mover": "persians", "unit": "legion",
                             "province": "tyros"}]
    state = play(state, FIGHT_ENTRY)
    assert state.events == [{"event": "fight_entry", "nation": "phoenicians", "mover": "persians",
                             "unit": "legion", "province": "tyros"}]


def test_R_MAN_5_asked_once_per_entering_unit():
    state = position(4, acting="persians", units={"persians": {"legions": {"palmyra": 3}},
                                                   "phoenicians": {"legions": {"tyros": 1}}})
    state = maneuver(state)
    for _ in range(2):
        state = play(state, move("legion", "palmyra", "tyros"))
        assert step(state) == ("fight_question", "phoenicians")
        state = play(state, LET_PASS)
        assert step(state) == ("movement", "persians")  # not asked again for the same unit
    state = play(state, move("legion", "palmyra", "tyros"), FIGHT_ENTRY)
    assert units(state, "persians", "legions") == {"tyros": 2}
    assert units(state, "phoenicians", "legions") == {}
    # The first nation to fight removes the entering unit: nobody else is asked about it.
    state = position(4, acting="persians", units={"persians": {"legions": {"palmyra": 1}},
                                                   "phoenicians": {"legions": {"tyros": 1}},
                                                   "arabs": {"legions": {"tyros": 1}}})
    state = play(maneuver(state), move("legion", "palmyra", "tyros"), FIGHT_ENTRY)
    assert step(state) == ("rondel", "arabs")  # the Arabs fought; the Persians had nothing left to do
    assert units(state, "arabs", "legions") == {}
    assert units(state, "phoenicians", "legions") == {"tyros": 1}
    assert units(state, "persians", "legions") == {}


def test_R_MAN_4_5_units_lost_in_fights_are_neither_asked_nor_fought_again():
    state = position(4, acting="persians", units={"persians": {"legions": {"palmyra": 4}},
                                                   "phoenicians": {"legions": {"tyros": 1}},
                                                   "arabs": {"legions": {"tyros": 1}}})
    state = play(maneuver(state), move("legion", "palmyra", "tyros"), FIGHT_ENTRY)  # the Arabs fight
    assert units(state, "arabs", "legions") == {}
    state = play(state, move("legion", "palmyra", "tyros"))
    assert step(state) == ("fight_question", "phoenicians")  # the Arabs have no legion left to ask
    state = play(state, LET_PASS)
    assert legal_of(state, "fight") == [fight("tyros", "legion", "phoenicians")]
    assert legal_of(state, "fight") == legal_of(antike.GameState.from_json(state.to_json()), "fight")
    state = play(state, fight("tyros", "legion", "phoenicians"))
    assert legal_of(state, "fight") == []
    state = play(state, move("legion", "palmyra", "tyros"))
    assert step(state) == ("movement", "persians")  # nobody is left in Tyros to ask
    assert units(state, "persians", "legions") == {"palmyra": 1, "tyros": 1}


def test_R_MAN_5_no_question_for_the_other_unit_type():
    state = position(4, acting="persians", units={"persians": {"galleys": {"antiochia": 1}},
                                                   "phoenicians": {"legions": {"tyros": 3}}})
    state = play(maneuver(state), move("galley", "antiochia", "tyros"))
    # Nobody was asked: the only galley is exhausted, and the Persians' turn ended by itself.
    assert step(state) == ("rondel", "arabs")
    assert units(state, "persians", "galleys") == {"tyros": 1}


# --- R-MAN-6 ---------------------------------------------------------------------------------

def test_R_MAN_6_exhausted_units_stay_can_be_fought_and_act_no_more():
    state = position(4, acting="arabs", units={"arabs": {"legions": {"palmyra": 2}},
                                                "phoenicians": {"legions": {"tyros": 1}}})
    state = play(maneuver(state), move("legion", "palmyra", "tyros"), LET_PASS)
    assert moves_from(state, "legion", "tyros") == set()
    state = play(state, END_MOVEMENT)
    assert conquests(state, "tyros") == set()  # laid down: cannot conquer (strength 2)
    state = finish_turn(state)
    assert units(state, "arabs", "legions") == {"palmyra": 1, "tyros": 1}  # still on the board
    for _ in range(3):  # Phoenicians, Greeks, Persians
        state = finish_turn(choose(state, "gold"))
    # In the Arabs' next maneuver the legion stands up again.
    state = maneuver(state, "maneuver_2")
    assert ("palmyra", 1) in moves_from(state, "legion", "tyros")


def test_R_MAN_6_an_exhausted_entering_unit_can_be_fought():
    state = position(4, acting="arabs", units={"arabs": {"legions": {"palmyra": 1}},
                                                "phoenicians": {"legions": {"tyros": 1}}})
    state = play(maneuver(state), move("legion", "palmyra", "tyros"))
    assert step(state) == ("fight_question", "phoenicians")  # the entering legion has no action left
    state = play(state, FIGHT_ENTRY)
    assert units(state, "arabs", "legions") == {} and units(state, "phoenicians", "legions") == {}


# --- R-MAN-7 ---------------------------------------------------------------------------------

@pytest.mark.parametrize("temple, legions, galleys, know_how, strength", [
    (False, 0, 0, None, 1), (True, 0, 0, None, 3), (False, 2, 1, None, 4), (False, 0, 0, "monarchy", 2),
    (False, 0, 0, "democracy", 3), (True, 1, 1, "democracy", 7),
])
def test_R_MAN_7_defence_strength(temple, legions, galleys, know_how, strength):
    state = position(4, acting="arabs", temples=["tyros"] if temple else [],
                     know_hows={"phoenicians": [know_how] if know_how else []},
                     units={"phoenicians": {"legions": {"tyros": legions}, "galleys": {"tyros": galleys}},
                            "greeks": {"legions": {"tyros": 2}},  # a third nation's units do not defend
                            "arabs": {"legions": {"tyros": 9}}})
    state = play(maneuver(state), END_MOVEMENT)
    assert conquests(state, "tyros") == {(strength, 0)}


def test_R_MAN_7_not_enough_active_units():
    state = position(4, acting="arabs", units={"arabs": {"legions": {"tyros": 1},
                                                          "galleys": {"antiochia": 1, "paphos": 1}},
                                                "phoenicians": {"legions": {"tyros": 1}}})
    state = play(maneuver(state), move("galley", "antiochia", "tyros"))  # exhausted on arrival
    state = play(state, END_MOVEMENT)
    assert conquests(state, "tyros") == set()
    with pytest.raises(antike.IllegalDecision,
                       match="Tyros has defence strength 2; you have 1 unit\\(s\\) there with an action left"):
        play(state, conquer("tyros", legions=1, galleys=1))


# --- R-MAN-8 ---------------------------------------------------------------------------------

def test_R_MAN_8_conqueror_gives_up_exactly_the_strength_its_choice():
    state = position(4, acting="arabs", temples=["tyros"],
                     units={"arabs": {"legions": {"tyros": 3}, "galleys": {"tyros": 2}},
                            "phoenicians": {"legions": {"tyros": 1}, "galleys": {"tyros": 0}},
                            "greeks": {"galleys": {"tyros": 1}}})
    state = play(maneuver(state), END_MOVEMENT)
    assert conquests(state, "tyros") == {(3, 1), (2, 2)}
    with pytest.raises(antike.IllegalDecision, match="Conquering Tyros takes exactly 4 units"):
        play(state, conquer("tyros", legions=3, galleys=2))
    with pytest.raises(antike.IllegalDecision, match="you have 3 legion\\(s\\) and 2 galley\\(s\\)"):
        play(state, conquer("tyros", legions=4, galleys=0))
    before_bank = state.to_json()["bank"]["temples"]
    state = play(state, conquer("tyros", legions=2, galleys=2))
    assert state.cities["tyros"] == "arabs"
    assert "tyros" not in state.temples  # the temple goes back to the bank
    assert state.to_json()["bank"]["temples"] == before_bank + 1
    assert units(state, "arabs", "legions") == {"tyros": 1} and units(state, "arabs", "galleys") == {}
    assert units(state, "phoenicians", "legions") == {}
    assert units(state, "greeks", "galleys") == {"tyros": 1}  # a third nation's units stay


def test_R_MAN_8_the_log_names_the_units_each_side_lost():
    # E-6 with a legion and a galley: the Arabs give up one of each, the Phoenicians lose their legion.
    state = position(4, acting="arabs", know_hows={"arabs": ["wheel", "sailing"]},
                     units={"phoenicians": {"legions": {"tyros": 1}},
                            "arabs": {"legions": {"palmyra": 2}, "galleys": {"antiochia": 1}}})
    state = play(maneuver(state), move("legion", "palmyra", "tyros", 2), LET_PASS,
                 move("legion", "palmyra", "tyros", 2), LET_PASS, move("galley", "antiochia", "tyros", 2),
                 END_MOVEMENT, conquer("tyros", legions=1, galleys=1))
    assert state.events[0] == {"event": "conquer", "nation": "arabs", "province": "tyros",
                               "defender": "phoenicians", "temple": False,
                               "removed": {"legion": 1, "galley": 1}, "lost": {"legion": 1}}


def test_R_MAN_8_the_city_stone_is_placed_with_no_unit_left():
    state = position(4, acting="arabs", units={"arabs": {"galleys": {"tyros": 1}}})
    state = play(maneuver(state), END_MOVEMENT, conquer("tyros", galleys=1))
    assert state.cities["tyros"] == "arabs"
    assert units(state, "arabs", "galleys") == {}
    assert state.city_count("phoenicians") == 2


# --- R-MAN-9 ---------------------------------------------------------------------------------

def test_R_MAN_9_the_last_city_cannot_be_conquered():
    state = position(4, acting="arabs", cities={"paphos": None, "alexandria": None},
                     units={"arabs": {"legions": {"tyros": 5}, "galleys": {"athen": 1}}})
    assert state.city_count("phoenicians") == 1
    state = play(maneuver(state), END_MOVEMENT)
    assert conquests(state, "tyros") == set()
    with pytest.raises(antike.IllegalDecision, match="Tyros is the last city of its nation and cannot be conquered"):
        play(state, conquer("tyros", legions=1))


def test_R_MAN_9_with_25_cities_the_conqueror_gives_up_one():
    board = antike.load_board("orient")
    others = {"tyros": "phoenicians", "paphos": "phoenicians", "athen": "greeks", "susa": "persians"}
    own = [p for p in board.province_ids if p not in others][:25]
    state = position(4, start_cities=False, cities={**{p: "arabs" for p in own}, **others},
                     temples=["adane"], acting="arabs", units={"arabs": {"legions": {"tyros": 1}}})
    state = play(maneuver(state), END_MOVEMENT)
    offered = legal_of(state, "conquer")
    assert {d.get("give_up") for d in offered} == set(own)
    with pytest.raises(antike.IllegalDecision, match="The Arabs have no city stone left"):
        play(state, conquer("tyros", legions=1))
    with pytest.raises(antike.IllegalDecision, match="Athen is not a city of the Arabs"):
        play(state, conquer("tyros", legions=1, give_up="athen"))
    state = play(state, conquer("tyros", legions=1, give_up="adane"))
    assert state.cities["tyros"] == "arabs"
    assert "adane" not in state.cities  # the site is empty
    assert "adane" not in state.temples  # its temple back to the bank (not destroyed: no general)
    assert state.city_count("arabs") == 25
    state = finish_turn(state)
    assert nation(state, "arabs")["personages"]["general"] == 0


def test_R_MAN_9_give_up_only_without_a_city_stone():
    state = position(4, acting="arabs", units={"arabs": {"legions": {"tyros": 1}}})
    state = play(maneuver(state), END_MOVEMENT)
    with pytest.raises(antike.IllegalDecision, match="still have a city stone"):
        play(state, conquer("tyros", legions=1, give_up="saba"))


# --- R-MAN-10/11 -----------------------------------------------------------------------------

def test_R_MAN_10_every_temple_destroyed_earns_a_general():
    state = position(4, acting="arabs", temples=["tyros", "alexandria", "paphos"],
                     units={"arabs": {"legions": {"tyros": 3, "alexandria": 3}, "galleys": {"paphos": 2, "athen": 1}}})
    state = play(maneuver(state), END_MOVEMENT, conquer("tyros", legions=3), conquer("alexandria", legions=3))
    assert nation(state, "arabs")["personages"]["general"] == 0  # earned at the end of the turn
    state = finish_turn(state)
    assert nation(state, "arabs")["personages"]["general"] == 2
    assert state.to_json()["bank"]["personages"]["general"] == 5
    assert state.to_json()["bank"]["temples"] == 20 - 1


def test_R_MAN_11_a_city_is_never_harmed_by_foreign_units():
    state = position(4, acting="phoenicians", resources={"phoenicians": {"iron": 0}},
                     units={"arabs": {"legions": {"tyros": 4}, "galleys": {"tyros": 2}}})
    state = choose(state, "iron")
    assert nation(state, "phoenicians")["iron"] == 1  # Tyros still produces
    state = position(4, acting="phoenicians", units={"arabs": {"legions": {"tyros": 4}}})
    state = play(choose(state, "arming"), {"type": "arm", "province": "tyros", "unit": "legion"})
    assert units(state, "phoenicians", "legions") == {"tyros": 1}  # and arms there


def test_R_MAN_11_there_is_no_failed_attack():
    state = position(4, acting="arabs", temples=["tyros"],
                     units={"arabs": {"legions": {"tyros": 2, "petra": 1}, "galleys": {"paphos": 1}},
                            "greeks": {"legions": {"petra": 1}}})
    state = play(maneuver(state), fight("petra", "legion", "greeks"), END_MOVEMENT)
    with pytest.raises(antike.IllegalDecision, match="defence strength 3; you have 2"):
        play(state, conquer("tyros", legions=2))
    state = finish_turn(state)
    assert state.cities["tyros"] == "phoenicians" and "tyros" in state.temples
    assert units(state, "arabs", "legions") == {"tyros": 2}  # nothing lost trying


# --- Book examples -----------------------------------------------------------------------------

def test_E_4_defence_temple_galley_legion_monarchy():
    # The book's Corniclanum: a city with temple, one galley and one legion, Monarchy: strength 6.
    own = {"corniclanum": "greeks"}
    defenders = {"legions": {"corniclanum": 1}, "galleys": {"corniclanum": 1}}
    state = position(4, acting="arabs", cities=own, temples=["corniclanum"], know_hows={"greeks": ["monarchy"]},
                     units={"greeks": defenders, "arabs": {"legions": {"corniclanum": 3},
                                                           "galleys": {"corniclanum": 2, "paphos": 1}}})
    state = play(maneuver(state), END_MOVEMENT)
    assert conquests(state, "corniclanum") == set()
    with pytest.raises(antike.IllegalDecision, match="Corniclanum has defence strength 6; you have 5"):
        play(state, conquer("corniclanum", legions=3, galleys=2))
    state = position(4, acting="arabs", cities=own, temples=["corniclanum"], know_hows={"greeks": ["monarchy"]},
                     units={"greeks": defenders, "arabs": {"legions": {"corniclanum": 4},
                                                           "galleys": {"corniclanum": 2}}})
    state = play(maneuver(state), END_MOVEMENT)
    assert conquests(state, "corniclanum") == {(4, 2)}


def test_E_5_fight_on_entry_three_galleys_enter_athen():
    state = position(4, acting="phoenicians", units={"phoenicians": {"galleys": {"knossos": 3}},
                                                      "greeks": {"legions": {"athen": 1}, "galleys": {"athen": 1}}})
    state = play(maneuver(state), move("galley", "knossos", "athen"))
    assert step(state) == ("fight_question", "greeks")
    state = play(state, FIGHT_ENTRY)  # the Greeks demand a fight
    assert units(state, "phoenicians", "galleys") == {"knossos": 2}
    assert units(state, "greeks", "galleys") == {}
    assert units(state, "greeks", "legions") == {"athen": 1}  # the legion cannot fight galleys
    state = play(state, move("galley", "knossos", "athen"))
    assert step(state) == ("movement", "phoenicians")  # no Greek galley left to fight
    state = play(state, move("galley", "knossos", "athen"))
    assert units(state, "phoenicians", "galleys") == {"athen": 2}


def test_E_6_conquest_of_tyros_by_two_galleys():
    state = position(4, acting="arabs", units={"phoenicians": {"legions": {"tyros": 1}},
                                                "arabs": {"galleys": {"antiochia": 2}}},
                     know_hows={"arabs": ["sailing"]})
    state = play(maneuver(state), move("galley", "antiochia", "tyros", 2), move("galley", "antiochia", "tyros", 2),
                 END_MOVEMENT)
    assert conquests(state, "tyros") == {(0, 2)}  # strength 2: city + legion
    state = play(state, conquer("tyros", galleys=2))
    assert state.cities["tyros"] == "arabs"
    assert units(state, "arabs", "galleys") == {} and units(state, "phoenicians", "legions") == {}


@pytest.mark.parametrize("legions, galleys, left", [(1, 1, ("legions", {"tyros": 1})),
                                                     (2, 0, ("galleys", {"tyros": 1}))])
def test_E_6_conquest_of_tyros_by_a_legion_and_a_galley(legions, galleys, left):
    state = position(4, acting="arabs", know_hows={"arabs": ["wheel", "sailing"]},
                     units={"phoenicians": {"legions": {"tyros": 1}},
                            "arabs": {"legions": {"palmyra": 2}, "galleys": {"antiochia": 1}}})
    state = play(maneuver(state), move("legion", "palmyra", "tyros", 2), LET_PASS,
                 move("legion", "palmyra", "tyros", 2), LET_PASS, move("galley", "antiochia", "tyros", 2),
                 END_MOVEMENT)
    assert conquests(state, "tyros") == {(2, 0), (1, 1)}
    state = play(state, conquer("tyros", legions=legions, galleys=galleys))
    assert state.cities["tyros"] == "arabs"
    kept = "legions" if left[0] == "galleys" else "galleys"
    assert units(state, "arabs", left[0]) == left[1]
    assert units(state, "arabs", kept) == {}


def test_E_8_an_exhausted_galley_cannot_join_the_conquest():
    # Yellow (Arabs, Sailing): one galley from Attalia spends both actions to reach Alexandria
    # (via Paphos); with one galley arriving from Cyrene, only one can conquer: strength 2 is too much.
    state = position(4, acting="arabs", know_hows={"arabs": ["sailing"]},
                     units={"phoenicians": {"legions": {"alexandria": 1}},
                            "arabs": {"galleys": {"attalia": 1, "cyrene": 1}}})
    state = maneuver(state)
    assert ("alexandria", 2) not in moves_from(state, "galley", "attalia")  # no direct sea border
    state = play(state, move("galley", "attalia", "paphos", 2), move("galley", "paphos", "alexandria", 1),
                 move("galley", "cyrene", "alexandria", 2), END_MOVEMENT)
    assert conquests(state, "alexandria") == set()
    assert step(state) == ("rondel", "phoenicians")  # nothing to conquer, nothing to found: the turn ended
    assert state.cities["alexandria"] == "phoenicians"
    assert units(state, "arabs", "galleys") == {"alexandria": 2}


def test_E_8_the_exhausted_galley_fights_the_defender_first():
    # Had green a galley instead of a legion there, the exhausted galley fights it and the other conquers.
    state = position(4, acting="arabs", know_hows={"arabs": ["sailing"]},
                     units={"phoenicians": {"galleys": {"alexandria": 1}},
                            "arabs": {"galleys": {"attalia": 1, "cyrene": 1}}})
    state = play(maneuver(state), move("galley", "attalia", "paphos", 2), move("galley", "paphos", "alexandria", 1),
                 LET_PASS, fight("alexandria", "galley", "phoenicians"),
                 move("galley", "cyrene", "alexandria", 2), END_MOVEMENT)
    assert conquests(state, "alexandria") == {(0, 1)}
    state = play(state, conquer("alexandria", galleys=1))
    assert state.cities["alexandria"] == "arabs"


def test_E_8_with_navigation_both_galleys_conquer():
    state = position(4, acting="arabs", know_hows={"arabs": ["navigation"]},
                     units={"phoenicians": {"legions": {"alexandria": 1}}, "arabs": {"galleys": {"attalia": 2}}})
    state = maneuver(state)
    for _ in range(2):
        state = play(state, move("galley", "attalia", "paphos", 3), move("galley", "paphos", "alexandria", 2))
    state = play(state, END_MOVEMENT)
    assert conquests(state, "alexandria") == {(0, 2)}
