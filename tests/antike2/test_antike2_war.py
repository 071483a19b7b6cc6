"""Antike II rules tests: the maneuver and conquest (A2-MAN), neutral temples (A2-NEU) and the book
examples E2-6, E2-7, E2-8, E2-12 and E2-14 (docs/rules-antike2.md). Founding, personages
and variants: test_antike2_founding_personages.py."""

import pytest

import antike
from antike.games.antike2.game import new_game
from antike.games.antike_common.board import load_board
from positions_antike2 import (DONE, END_MOVEMENT, FIGHT_ENTRY, LET_PASS, NO_FIGHT, choose, conquer, destroy, fight,
                               finish_turn, legal_of, legal_types, move, neutral_temples, personages_of, play,
                               played, position, step, units)

THREE = {"scholar": 3}  # a defender with 3 personages gets no small-nation bonus (A2-MAN-4)


def conquests(state, province=None):
    """{(province, legions, galleys)} of the legal conquests (without give_up)."""
    return {(d["province"], d["legions"], d["galleys"]) for d in legal_of(state, "conquer")
            if province in (None, d["province"])}


def destructions(state):
    return {(d["province"], d["legions"], d["galleys"]) for d in legal_of(state, "destroy_temple")}


def reachable(state, unit, origin):
    """Provinces where the mover's single `unit` in `origin` may end its movement, no one fighting it."""
    ends = {origin}
    for decision in antike.legal_decisions(state):
        if decision["type"] == "move" and decision["unit"] == unit and decision["from"] == origin:
            after = play(state, decision)
            if after.pending["step"] == "mover_fight_question":
                after = play(after, NO_FIGHT)
            while after.pending["step"] == "fight_question":
                after = play(after, LET_PASS)
            ends |= reachable(after, unit, decision["to"])
    return ends


# --- A2-MAN -------------------------------------------------------------------------------------

def test_A2_MAN_1_movement_then_conquest_fights_of_a_kind_and_cities_unharmed():
    """A2-MAN-1 (R-MAN-1/3/4/11): phase 1 then phase 2, no way back; fights legion against legion;
    foreign units never harm a city; no failed attack."""
    state = position(3, first="greeks", acting="arabs", personages={"greeks": THREE},
                     units={"arabs": {"legions": {"sparta": 1, "taima": 1}, "galleys": {"sparta": 1}},
                            "greeks": {"legions": {"sparta": 2}}})
    state = choose(state, "maneuver_1")
    assert legal_of(state, "fight") == [fight("sparta", "legion", "greeks")]
    assert conquests(state) == set() and "conquer" not in legal_types(state)
    state = play(state, END_MOVEMENT)
    assert step(state) == ("founding", "arabs")  # strength 1 + 2 legions = 3 > 2 units: nothing to conquer
    assert legal_types(state) == {"found", "done"}
    state = play(state, DONE)
    assert state.cities["sparta"] == "greeks" and units(state, "greeks", "legions") == {"sparta": 2}


def test_A2_MAN_1_nations_are_asked_in_turn_order_also_when_a_unit_passes_through():
    """A2-MAN-1 (R-MAN-5): the mover is asked first, then each other nation with same-type units there,
    in turn order after the mover, also for a Strata legion only passing through."""
    state = position(3, first="greeks", acting="greeks", know_hows={"greeks": ["strata"]},
                     units={"greeks": {"legions": {"saba": 1}}, "arabs": {"legions": {"taima": 1}},
                            "persians": {"legions": {"taima": 1}}})
    state = play(choose(state, "maneuver_1"), move("legion", "saba", "taima", 2))
    assert step(state) == ("mover_fight_question", "greeks")
    assert antike.legal_decisions(state) == [fight("taima", "legion", "persians"), fight("taima", "legion", "arabs"),
                                             NO_FIGHT]
    state = play(state, NO_FIGHT)
    assert step(state) == ("fight_question", "persians")
    state = play(state, LET_PASS)
    assert step(state) == ("fight_question", "arabs")
    state = play(state, LET_PASS)
    assert step(state) == ("movement", "greeks")
    assert {"babylon", "palmyra", "petra", "mecca", "gerrha", "saba"} == {
        d["to"] for d in legal_of(state, "move") if d["from"] == "taima"}
    assert {(d["nation"]) for d in legal_of(state, "fight")} == {"persians", "arabs"}
    state = play(state, move("legion", "taima", "babylon", 1))
    assert units(state, "greeks", "legions") == {"babylon": 1}
    # Had the Persians fought, the legion would be gone and the Arabs not asked.
    state = position(3, first="greeks", acting="greeks", know_hows={"greeks": ["strata"]},
                     units={"greeks": {"legions": {"saba": 1}, "galleys": {"sparta": 1}},
                            "arabs": {"legions": {"taima": 1}}, "persians": {"legions": {"taima": 1}}})
    state = play(choose(state, "maneuver_1"), move("legion", "saba", "taima", 2), NO_FIGHT, FIGHT_ENTRY)
    assert step(state) == ("movement", "greeks") and units(state, "greeks", "legions") == {}
    assert units(state, "persians", "legions") == {} and units(state, "arabs", "legions") == {"taima": 1}


def test_A2_MAN_1_the_mover_fights_first_with_the_unit_that_entered():
    """A2-MAN-1: the mover may fight at once where its unit enters, choosing whom; its entering unit
    and one of that nation's are removed, and no one else is asked."""
    state = position(3, first="greeks", acting="greeks",
                     units={"greeks": {"legions": {"saba": 1, "taima": 1}}, "arabs": {"legions": {"taima": 1}},
                            "persians": {"legions": {"taima": 1}}})
    state = play(choose(state, "maneuver_1"), move("legion", "saba", "taima", 1), fight("taima", "legion", "arabs"))
    assert step(state) == ("movement", "greeks")
    assert units(state, "greeks", "legions") == {"taima": 1} and units(state, "arabs", "legions") == {}
    assert units(state, "persians", "legions") == {"taima": 1}
    # The unit left is the one that had not moved: it may still move.
    assert any(d["from"] == "taima" for d in legal_of(state, "move"))


def test_A2_MAN_2_one_border_or_two_with_strata_and_fights_cost_no_movement():
    """A2-MAN-2: 1 border per Movere, 2 with Strata; a fight costs no movement."""
    legions = {"arabs": {"legions": {"saba": 1}}}
    state = choose(position(3, acting="arabs", units=legions), "maneuver_1")
    assert reachable(state, "legion", "saba") == {"saba", "adane", "gerrha", "mecca", "moscha", "ommana", "taima"}
    state = choose(position(3, acting="arabs", units=legions, know_hows={"arabs": ["strata"]}), "maneuver_1")
    assert {"babylon", "petra", "palmyra", "charax"} <= reachable(state, "legion", "saba")
    state = position(3, acting="arabs", units={"arabs": {"legions": {"taima": 2}}, "greeks": {"legions": {"taima": 1}}})
    state = play(choose(state, "maneuver_1"), fight("taima", "legion", "greeks"))
    assert units(state, "greeks", "legions") == {} and units(state, "arabs", "legions") == {"taima": 1}
    assert {d["to"] for d in legal_of(state, "move")} == set(load_board("orient").neighbours("taima", "legion"))


def test_A2_MAN_3_units_that_used_all_their_moves_still_conquer():
    """A2-MAN-3: no exhaustion: a galley that crossed two borders with Navigatio and a legion that did
    not move conquer together."""
    state = position(3, acting="arabs", know_hows={"arabs": ["navigatio"]}, cities={"adulis": "greeks"},
                     personages={"greeks": THREE}, units={"arabs": {"legions": {"adulis": 1}, "galleys": {"opone": 1}},
                                                          "greeks": {"legions": {"adulis": 1}}})
    state = play(choose(state, "maneuver_1"), move("galley", "opone", "punt", 2), move("galley", "punt", "adulis", 1))
    assert not [d for d in legal_of(state, "move") if d["unit"] == "galley"]
    state = play(state, END_MOVEMENT)
    assert conquests(state) == {("adulis", 1, 1)}
    state = play(state, conquer("adulis", legions=1, galleys=1))
    assert state.cities["adulis"] == "arabs" and units(state, "greeks", "legions") == {}


@pytest.mark.parametrize("temple, defenders, personages, know_hows, strength", [
    (False, {}, THREE, [], 1), (True, {}, THREE, [], 3), (False, {"legions": {"sparta": 1}, "galleys": {"sparta": 1}},
                                                         THREE, [], 3),
    (False, {}, {"scholar": 2}, [], 2), (False, {}, {}, [], 2), (False, {}, THREE, ["regnum"], 2),
    (False, {}, THREE, ["res_publica"], 3), (True, {"legions": {"sparta": 2}}, {"king": 1}, ["regnum"], 7)])
def test_A2_MAN_4_defence_strength(temple, defenders, personages, know_hows, strength):
    """A2-MAN-4: 1 (3 with a temple) + the defender's units + 1 for at most 2 personages + Regnum 1 /
    Res Publica 2."""
    state = position(3, acting="arabs", temples=["sparta"] if temple else [], personages={"greeks": personages},
                     know_hows={"greeks": know_hows},
                     units={"arabs": {"legions": {"sparta": 8, "taima": 1}}, "greeks": defenders})
    state = play(choose(state, "maneuver_1"), END_MOVEMENT)
    assert conquests(state, "sparta") == {("sparta", strength, 0)}
    state = position(3, acting="arabs", temples=["sparta"] if temple else [], personages={"greeks": personages},
                     know_hows={"greeks": know_hows},
                     units={"arabs": {"legions": {"sparta": strength - 1, "taima": 1}}, "greeks": defenders})
    assert conquests(play(choose(state, "maneuver_1"), END_MOVEMENT), "sparta") == set()


def test_A2_MAN_5_conquest_takes_the_tile_keeps_its_resource_and_spares_the_last_city():
    """A2-MAN-5 (R-MAN-8/9/10): the defender's units go, the conqueror's tile shows the same resource,
    the temple goes to the bank for a general; a nation's last city cannot be conquered."""
    state = position(3, acting="arabs", variants=["free_building"], temples=["sparta"], tiles={"sparta": "gold"},
                     personages={"greeks": {"scholar": 3}},
                     units={"arabs": {"legions": {"sparta": 4}}, "greeks": {"galleys": {"sparta": 1}}})
    state = play(choose(state, "maneuver_1"), END_MOVEMENT, conquer("sparta", legions=4))
    assert state.cities["sparta"] == "arabs" and state.resource_of("sparta") == "gold"
    assert "sparta" not in state.temples and state.bank["temples"] == 17  # 20 - 3 neutral
    assert units(state, "greeks", "galleys") == {} and units(state, "arabs", "legions") == {}
    state = finish_turn(state)
    assert personages_of(state, "arabs")["general"] == 1 and personages_of(state, "greeks")["scholar"] == 3
    state = position(3, acting="arabs", cities={"messana": None, "dyrrhachion": None},
                     units={"arabs": {"legions": {"sparta": 5}}})
    assert conquests(play(choose(state, "maneuver_1"), END_MOVEMENT)) == set()


# --- A2-NEU -------------------------------------------------------------------------------------

@pytest.mark.parametrize("board, sites", [("orient", {"gordion": "gold", "napoca": "iron", "petra": "marble"}),
                                          ("occident", {"augusta_treverorum": "iron", "serdica": "gold",
                                                        "hierosolyma": "marble"})])
def test_A2_NEU_1_the_three_neutral_temple_sites(board, sites):
    """A2-NEU-1: the same three sites at every count, one of each resource, never a start city, five
    of the six inland."""
    loaded = load_board(board)
    assert {p: loaded.resource(p) for p in neutral_temples(board)} == sites
    for count in (3, 4, 5, 6):
        state = new_game({"board": board, "nations": count})
        assert set(state.temples) == set(sites) and not set(sites) & set(state.cities)
    inland = {p for p in sites if loaded.only_land(p)}
    assert inland == set(sites) - {"petra"}


def test_A2_NEU_2_a_neutral_temple_has_no_owner_and_hinders_no_one():
    """A2-NEU-2: no production, no citizen, no arming there; units enter it freely and fight there as
    anywhere; a galley there counts for navigators; the temple itself never fights."""
    state = position(3, acting="arabs", temples=["saba", "adane"])
    state = finish_turn(choose(state, "gold"))
    assert personages_of(state, "arabs")["citizen"] == 0  # 2 own temples; the 3 neutral ones count for no one
    state = position(3, acting="arabs", units={"arabs": {"legions": {"taima": 1, "napoca": 1}},
                                                "greeks": {"legions": {"napoca": 1}}})
    assert ("napoca", "legion") not in {(d["province"], d["unit"]) for d in legal_of(choose(state, "arming"), "arm")}
    state = play(choose(state, "maneuver_1"), move("legion", "taima", "petra"))
    assert step(state) == ("movement", "arabs") and units(state, "arabs", "legions")["petra"] == 1
    assert legal_of(state, "fight") == [fight("napoca", "legion", "greeks")]
    galleys = {"punt": 1, "opone": 1, "dioscoridis": 1, "moscha": 1, "ommana": 1, "gerrha": 1, "petra": 1}
    state = finish_turn(choose(position(3, acting="arabs", units={"arabs": {"galleys": galleys}}), "gold"))
    assert personages_of(state, "arabs")["navigator"] == 1


def test_A2_NEU_3_no_founding_beside_a_neutral_temple():
    """A2-NEU-3: no city in its province while it stands."""
    state = position(3, acting="arabs", units={"arabs": {"legions": {"napoca": 1, "taima": 1}}})
    state = play(choose(state, "maneuver_1"), END_MOVEMENT)
    assert [d["province"] for d in legal_of(state, "found")] == ["taima"]


def test_A2_NEU_4_three_units_destroy_it_for_a_general():
    """A2-NEU-4: strength always 3, other nations' units do not defend it, the destroyer's own bonuses do
    not matter; exactly 3 units removed (its choice of types); the temple to the bank; a general."""
    state = position(3, acting="arabs", know_hows={"arabs": ["res_publica"]},
                     units={"arabs": {"legions": {"petra": 2}, "galleys": {"petra": 2}},
                            "greeks": {"legions": {"petra": 2}, "galleys": {"petra": 1}}})
    state = play(choose(state, "maneuver_1"), END_MOVEMENT)
    assert destructions(state) == {("petra", 2, 1), ("petra", 1, 2)}
    state, events = played(state, destroy("petra", legions=1, galleys=2))
    assert {"event": "destroy_temple", "nation": "arabs", "province": "petra",
            "removed": {"legion": 1, "galley": 2}} in events
    assert units(state, "arabs", "legions") == {"petra": 1} and units(state, "arabs", "galleys") == {}
    assert units(state, "greeks", "legions") == {"petra": 2}
    assert "petra" not in state.temples and state.bank["temples"] == 18
    assert personages_of(finish_turn(state), "arabs")["general"] == 1


def test_A2_NEU_5_the_site_becomes_an_ordinary_empty_site():
    """A2-NEU-5: no tile placed; the destroyer may found there in the same turn with a unit left."""
    state = position(3, acting="arabs", units={"arabs": {"legions": {"napoca": 4}}})
    state = play(choose(state, "maneuver_1"), END_MOVEMENT, destroy("napoca", legions=3))
    assert "napoca" not in state.cities and step(state) == ("founding", "arabs")
    assert legal_of(state, "found") == [{"type": "found", "province": "napoca"}]
    state = play(state, {"type": "found", "province": "napoca"})
    assert state.cities["napoca"] == "arabs" and state.resource_of("napoca") == "iron"


# --- E2-6, E2-7, E2-8, E2-12, E2-14 -------------------------------------------------------------

def e2_6(know_hows=()):
    state = position(4, board="occident", first="phoenicians", know_hows={"phoenicians": list(know_hows)},
                     units={"phoenicians": {"legions": {"carthago": 1}, "galleys": {"carthago": 1}},
                            "romans": {"galleys": {"carales": 1}}})
    return choose(state, "maneuver_1")


def test_E2_6_movement_without_and_with_strata_and_navigatio():
    """E2-6: from carthago, the legion to tacape or caesarea (with Strata also leptis_magna, tingis);
    the galley to syracusae, carales, tacape, caesarea (with Navigatio 8 more)."""
    first_legion, first_galley = {"tacape", "caesarea"}, {"syracusae", "carales", "tacape", "caesarea"}
    assert reachable(e2_6(), "legion", "carthago") == {"carthago"} | first_legion
    assert reachable(e2_6(), "galley", "carthago") == {"carthago"} | first_galley
    assert reachable(e2_6(["strata"]), "legion", "carthago") == {"carthago", "leptis_magna", "tingis"} | first_legion
    assert reachable(e2_6(["navigatio"]), "galley", "carthago") == {"carthago"} | first_galley | {
        "carthago_nova", "gades", "leptis_magna", "massilia", "neapolis", "roma", "sparta", "tingis"}


@pytest.mark.parametrize("who", ["romans", "phoenicians", None])
def test_E2_6_the_galley_entering_carales(who):
    """E2-6: Yellow is asked first, then Red; if either fights in carales both galleys are removed,
    else both stay (and with Navigatio the galley may sail on)."""
    state = play(e2_6(["navigatio"]), move("galley", "carthago", "carales", 2))
    assert step(state) == ("mover_fight_question", "phoenicians")
    if who == "phoenicians":
        state = play(state, fight("carales", "galley", "romans"))
    else:
        state = play(state, NO_FIGHT)
        assert step(state) == ("fight_question", "romans")
        state = play(state, FIGHT_ENTRY if who == "romans" else LET_PASS)
    both = {} if who else {"carales": 1}
    assert units(state, "phoenicians", "galleys") == both and units(state, "romans", "galleys") == both
    onward = {d["to"] for d in legal_of(state, "move") if d["from"] == "carales"}
    assert onward == (set() if who else {"caesarea", "carthago", "massilia", "neapolis", "roma"})


def e2_7(yellow_personages=THREE, yellow_know_hows=()):
    return position(4, board="orient", first="persians", temples=["pella"], personages={"greeks": yellow_personages},
                    know_hows={"persians": ["navigatio"], "greeks": list(yellow_know_hows)},
                    units={"greeks": {"galleys": {"athen": 1}},
                           "persians": {"legions": {"dyrrhachion": 2}, "galleys": {"dyrrhachion": 1, "sparta": 1}}})


def test_E2_7_conquest_of_the_temple_city_pella():
    """E2-7: 2 legions to pella, a galley via sparta to athen fights Yellow's, the sparta galley via athen
    to pella; strength 3, all 3 Red units removed, the temple to the bank, a red marble city, a general."""
    state = choose(e2_7(), "maneuver_1")
    state = play(state, move("legion", "dyrrhachion", "pella"), move("legion", "dyrrhachion", "pella"),
                 move("galley", "dyrrhachion", "sparta", 2), move("galley", "sparta", "athen", 1))
    assert step(state) == ("mover_fight_question", "persians")
    state = play(state, fight("athen", "galley", "greeks"))
    assert units(state, "greeks", "galleys") == {} and units(state, "persians", "galleys") == {"sparta": 1}
    state = play(state, move("galley", "sparta", "athen", 2), move("galley", "athen", "pella", 1))
    assert step(state) == ("conquest", "persians")  # no unit can move or fight any more
    assert conquests(state) == {("pella", 2, 1)}
    state = play(state, conquer("pella", legions=2, galleys=1))
    assert state.cities["pella"] == "persians" and state.resource_of("pella") == "marble"
    assert "pella" not in state.temples and units(state, "persians", "legions") == {}
    assert units(state, "persians", "galleys") == {}
    assert personages_of(finish_turn(state), "persians")["general"] == 1


def test_E2_7_moving_the_sparta_galley_first_and_the_stronger_defence():
    """E2-7: the sparta galley moved first could be fought in athen; with Regnum or at most 2 personages
    the strength is 4: no conquest."""
    state = play(choose(e2_7(), "maneuver_1"), move("galley", "sparta", "athen", 2), NO_FIGHT)
    assert step(state) == ("fight_question", "greeks")
    for stronger in (e2_7(yellow_know_hows=["regnum"]), e2_7(yellow_personages={"scholar": 2})):
        state = choose(stronger, "maneuver_1")
        state = play(state, move("legion", "dyrrhachion", "pella"), move("legion", "dyrrhachion", "pella"),
                     move("galley", "dyrrhachion", "sparta", 2), move("galley", "sparta", "athen", 1),
                     fight("athen", "galley", "greeks"), move("galley", "sparta", "athen", 2),
                     move("galley", "athen", "pella", 1))
        assert conquests(state) == set() and state.cities["pella"] == "greeks"


@pytest.mark.parametrize("yellow_galleys, conquered", [(1, True), (2, False)])
def test_E2_8_conquest_without_a_temple(yellow_galleys, conquered):
    """E2-8: lutetia (iron) with 1 Yellow galley: strength 2; 2 Red legions conquer it, and all three
    units are removed; with 2 galleys (strength 3) no conquest."""
    state = position(3, board="occident", first="germanic_tribes", cities={"lutetia": "greeks"},
                     personages={"greeks": THREE}, units={"greeks": {"galleys": {"lutetia": yellow_galleys}},
                                                          "germanic_tribes": {"legions": {"colonia_agrippina": 2}}})
    state = choose(state, "maneuver_1")
    state = play(state, move("legion", "colonia_agrippina", "lutetia"), move("legion", "colonia_agrippina", "lutetia"))
    assert conquests(state) == ({("lutetia", 2, 0)} if conquered else set())
    if conquered:
        state = play(state, conquer("lutetia", legions=2))
        assert state.cities["lutetia"] == "germanic_tribes" and state.resource_of("lutetia") == "iron"
        assert units(state, "germanic_tribes", "legions") == {} and units(state, "greeks", "galleys") == {}


@pytest.mark.parametrize("legions", [3, 2])
def test_E2_12_a_neutral_temple_destroyed_by_three_legions(legions):
    """E2-12: napoca falls to 3 Red legions, all removed, a general; 2 cannot destroy it; no founding
    in napoca before."""
    state = position(3, first="persians", units={"persians": {"legions": {"napoca": legions}}})
    state = play(choose(state, "maneuver_1"), END_MOVEMENT)
    if legions == 2:
        assert destructions(state) == set() and step(state) != ("founding", "persians")
        assert "napoca" in state.temples
        return
    assert destructions(state) == {("napoca", 3, 0)}
    state = play(state, destroy("napoca", legions=3))
    assert units(state, "persians", "legions") == {} and "napoca" not in state.temples
    assert personages_of(state, "persians")["general"] == 1


def test_E2_14_strength_seven():
    """E2-14: temple 3 + 1 legion + Res Publica 2 + 1 for 2 personages = 7."""
    kwargs = dict(acting="arabs", temples=["sparta"], personages={"greeks": {"king": 2}},
                  know_hows={"greeks": ["res_publica"]})
    state = position(3, units={"arabs": {"legions": {"sparta": 7}}, "greeks": {"legions": {"sparta": 1}}}, **kwargs)
    assert conquests(play(choose(state, "maneuver_1"), END_MOVEMENT)) == {("sparta", 7, 0)}
    state = position(3, units={"arabs": {"legions": {"sparta": 6}}, "greeks": {"legions": {"sparta": 1}}}, **kwargs)
    assert conquests(play(choose(state, "maneuver_1"), END_MOVEMENT)) == set()
