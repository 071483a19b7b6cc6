"""Duellum rules tests: arming (D-ARM), movement and fights (D-MAN, D-FIGHT), conquest (D-CONQ), the
book's examples E-D-5, E-D-6, E-D-9, E-D-10 and the scenarios S-D-2 and S-D-3 (rules page:
docs/rules-duellum.md). Each test sets up a West position by editing a new game in which the
Romans (cities Roma, Cremona, Massilia) move first against the Carthaginians (Gades, Carthago, Tacape)."""

import pytest

from antike.core.errors import IllegalDecision
from antike.games.duellum import RULES
from duellum_helpers import check_invariants, play
from test_duellum_engine import CARTHAGINIANS, ROMANS, city, give, romans_turn, units

MILITIA = {"type": "rondel", "field": "militia"}
DUELLUM = {"type": "rondel", "field": "duellum_1"}
END_MOVEMENT, DONE, NO_CARD = {"type": "end_movement"}, {"type": "done"}, {"type": "no_card"}


def legal_of(state, kind):
    return [d for d in RULES.legal_decisions(state) if d["type"] == kind]


def arm(region, unit):
    return {"type": "arm", "region": region, "unit": unit}


def move(origin, path, unit, card=None):
    decision = {"type": "move", "from": origin, "path": list(path), "unit": unit}
    return {**decision, "card": card} if card else decision


def conquer(region, legions=0, galleys=0):
    return {"type": "conquer", "region": region, "legions": legions, "galleys": galleys}


def paths(state, origin, unit):
    """The paths (tuples) a unit of the mover's in `origin` may take without a card."""
    return {tuple(d["path"]) for d in legal_of(state, "move") if d["from"] == origin and d["unit"] == unit
            and "card" not in d}


def conquests(state):
    return {(d["region"], d["legions"], d["galleys"]) for d in legal_of(state, "conquer")}


def armable(state):
    return {(d["region"], d["unit"]) for d in legal_of(state, "arm")}


def pool(data, player, **counts):
    """The player's recruit pool holds `counts` (from his supply), as noted at the turn's start (D-ARM-2)."""
    record = data["players"][player]
    for unit, count in counts.items():
        record["supply"][unit] -= count - record["pool"][unit]
        record["pool"][unit] = count
    if player == data["acting"]:
        data["scratch"]["pool_noted"].update(counts)


def temple(data, region):
    data["cities"][region]["temple"] = True
    data["bank"]["temples"] -= 1


def wall(data, region):
    """A wall of the city's owner (his set-up wall first) stands in the city."""
    record = data["players"][data["cities"][region]["owner"]]
    if record["walls"]:
        record["walls"] -= 1
    else:
        record["walls_earned"] += 1
        data["bank"]["walls"] -= 1
    data["cities"][region]["wall"] = True


def duellum(change):
    """The Romans on Duellum, in their movement step."""
    return play(romans_turn(change), DUELLUM)


def finish_turn(state):
    """Close the acting player's steps (the opponent takes no card) until the other player's turn."""
    acting = state.acting
    while state.pending is not None and state.acting == acting:
        step = state.pending["step"]
        state = play(state, NO_CARD if step == "pick" else END_MOVEMENT if step == "movement" else DONE)
    return state


# --- D-ARM: Militia ----------------------------------------------------------------------------

def test_D_ARM_1_militia_sets_up_pool_units_in_own_cities_for_two_iron_each():
    state = play(romans_turn(), MILITIA)
    assert {region for region, _ in armable(state)} == {"roma", "cremona", "massilia"}
    assert all(d["payment"] == {"iron": 2} for d in legal_of(state, "arm"))
    state = play(state, arm("cremona", "legion"))
    assert state.units["cremona"][ROMANS]["legion"] == 1 and state.players[ROMANS]["pool"]["legion"] == 0
    assert state.players[ROMANS]["iron"] == 1
    # 1 iron and no coin left: the galley stays in the pool and the turn passes on.
    assert state.players[ROMANS]["pool"]["galley"] == 1 and state.acting == CARTHAGINIANS


def test_D_ARM_2_units_reaching_the_pool_during_the_turn_cannot_be_armed():
    def change(data):
        temple(data, "roma")  # room for 3 units: only D-ARM-2 limits
        give(data, ROMANS, "aushebung")
        data["players"][ROMANS]["iron"] = 10
    state = play(romans_turn(change), {"type": "play_card", "card": "aushebung"}, MILITIA)
    assert state.players[ROMANS]["pool"] == {"legion": 2, "galley": 2}
    state = play(state, arm("roma", "legion"))
    assert {unit for _, unit in armable(state)} == {"galley"}
    state = play(state, arm("roma", "galley"))
    assert not armable(state) and state.players[ROMANS]["pool"] == {"legion": 1, "galley": 1}


def test_D_ARM_3_one_unit_per_city_three_with_a_temple_whatever_stands_there():
    def change(data):
        temple(data, "roma")
        pool(data, ROMANS, legion=5)
        units(data, "roma", ROMANS, legion=2)
        units(data, "roma", CARTHAGINIANS, galley=1)
        data["players"][ROMANS]["iron"] = 12
    state = play(romans_turn(change), MILITIA)
    for _ in range(3):
        assert ("roma", "legion") in armable(state)
        state = play(state, arm("roma", "legion"))
    assert state.units["roma"][ROMANS]["legion"] == 5
    assert not [region for region, _ in armable(state) if region == "roma"]
    state = play(state, arm("cremona", "legion"))
    assert {region for region, _ in armable(state)} == {"massilia"}


def test_D_ARM_4_only_galleys_where_all_borders_are_sea_only_legions_where_all_are_land():
    def change(data):
        city(data, "ebusus", ROMANS, "gold")  # an island: sea borders only
        city(data, "baecula", ROMANS, "iron")  # inland: land borders only
    state = play(romans_turn(change), MILITIA)
    assert {unit for region, unit in armable(state) if region == "ebusus"} == {"galley"}
    assert {unit for region, unit in armable(state) if region == "baecula"} == {"legion"}
    assert {unit for region, unit in armable(state) if region == "roma"} == {"legion", "galley"}


def test_D_ARM_5_a_unit_set_up_among_enemies_of_its_kind_fights_at_once_and_still_counts():
    def change(data):
        units(data, "roma", CARTHAGINIANS, legion=2, galley=1)
        pool(data, ROMANS, legion=2)
        data["players"][ROMANS]["iron"] = 10
    state = play(romans_turn(change), MILITIA, arm("roma", "legion"))
    assert state.units["roma"][ROMANS]["legion"] == 0
    assert state.units["roma"][CARTHAGINIANS] == {"legion": 1, "galley": 1}  # the galley does not fight
    assert state.players[CARTHAGINIANS]["pool"]["legion"] == 2 and state.players[ROMANS]["pool"]["legion"] == 2
    assert state.players[ROMANS]["iron"] == 8  # the 2 iron stay paid
    assert "roma" not in {region for region, _ in armable(state)}  # D-ARM-3: it was set up
    assert state.scratch["left_pool"]["legion"] == 1  # D-ARM-2: it left the pool
    check_invariants(state)


def test_D_ARM_6_militia_with_an_empty_pool_may_be_chosen_and_arms_nothing():
    state = romans_turn(lambda data: pool(data, ROMANS, legion=0, galley=0))
    assert MILITIA in [{k: d[k] for k in ("type", "field")} for d in legal_of(state, "rondel")]
    state = play(state, MILITIA)
    assert state.players[ROMANS]["iron"] == 3 and state.acting == CARTHAGINIANS
    assert not any(event["event"] == "arm" for event in state.events)


def test_E_D_6_arming_pool_units_for_two_iron_one_per_city_and_a_galley_fight():
    def change(data):
        temple(data, "roma")
        pool(data, ROMANS, legion=3, galley=1)
        give(data, ROMANS, "aushebung")
        units(data, "massilia", CARTHAGINIANS, galley=1)
        data["players"][ROMANS]["iron"] = 12
    state = play(romans_turn(change), {"type": "play_card", "card": "aushebung"}, MILITIA)
    state = play(state, arm("roma", "legion"), arm("roma", "legion"), arm("cremona", "legion"))
    assert {unit for _, unit in armable(state)} == {"galley"}  # the levied legion came too late
    assert ("cremona", "galley") not in armable(state) and ("roma", "galley") in armable(state)
    state = play(state, arm("massilia", "galley"))
    assert state.units["massilia"][ROMANS]["galley"] == 0 and state.units["massilia"][CARTHAGINIANS]["galley"] == 0
    assert state.players[ROMANS]["pool"]["galley"] == 2 and state.players[CARTHAGINIANS]["pool"]["galley"] == 2
    assert state.players[ROMANS]["iron"] == 12 - 4 * 2
    check_invariants(state)


# --- D-MAN and D-FIGHT: movement ---------------------------------------------------------------

def test_D_MAN_1_movement_then_conquest_with_no_way_back():
    def change(data):
        units(data, "carthago", ROMANS, legion=3)
        units(data, "roma", ROMANS, legion=1)
    state = duellum(change)
    assert state.pending["step"] == "movement" and paths(state, "roma", "legion")
    assert not legal_of(state, "conquer")
    state = play(state, END_MOVEMENT)
    assert state.pending == {"player": ROMANS, "step": "conquest"}
    assert {d["type"] for d in RULES.legal_decisions(state)} == {"conquer", "done"}


def test_D_MAN_2_each_unit_moves_once_across_borders_its_kind_may_cross():
    def change(data):
        units(data, "roma", ROMANS, legion=2, galley=1)
        units(data, "croton", ROMANS, legion=1)
    state = duellum(change)
    assert paths(state, "roma", "legion") == {("neapolis",), ("ancona",), ("genua",), ("cremona",)}
    assert paths(state, "roma", "galley") == {("mare_ligusticum",), ("mare_tyrrhenum",)}
    assert ("syracusae",) in paths(state, "croton", "legion")  # a combined border
    assert ("lipara",) not in paths(state, "croton", "legion")  # a sea border
    state = play(state, move("roma", ["neapolis"], "legion"))
    assert paths(state, "roma", "legion") and not paths(state, "neapolis", "legion")  # it has moved
    # With Strata two borders; a city and units of the other kind do not block the path.
    strata = duellum(lambda data: (change(data), data["players"][ROMANS]["know_hows"].update(strata=0),
                                   city(data, "neapolis", CARTHAGINIANS, "iron"),
                                   units(data, "neapolis", CARTHAGINIANS, galley=1)))
    assert max(len(path) for path in paths(strata, "roma", "legion")) == 2
    after = play(strata, move("roma", ["neapolis", "brundisium"], "legion"))
    assert after.units["brundisium"][ROMANS]["legion"] == 1 and after.units["neapolis"][CARTHAGINIANS]["galley"] == 1


def test_D_MAN_3_entering_or_passing_a_region_with_enemies_of_its_kind_means_a_fight_there():
    def change(data):
        units(data, "mare_ligusticum", ROMANS, galley=1)
        units(data, "mare_tyrrhenum", CARTHAGINIANS, galley=1)
        data["players"][ROMANS]["know_hows"]["navigatio"] = 0
    state = duellum(change)
    routes = paths(state, "mare_ligusticum", "galley")
    assert ("mare_tyrrhenum",) in routes and not [path for path in routes if path[:1] == ("mare_tyrrhenum",)
                                                   and len(path) == 2]
    state = play(state, move("mare_ligusticum", ["mare_tyrrhenum"], "galley"))
    assert state.units["mare_tyrrhenum"][ROMANS]["galley"] == 0
    assert state.units["mare_tyrrhenum"][CARTHAGINIANS]["galley"] == 0


def test_D_MAN_4_units_that_moved_still_count_in_the_conquest():
    def change(data):
        wall(data, "carthago")  # strength 2
        units(data, "cirta", ROMANS, legion=1)
        units(data, "carthago", ROMANS, legion=1)
    state = duellum(change)
    assert not conquests(play(state, END_MOVEMENT))
    state = play(state, move("cirta", ["carthago"], "legion"), END_MOVEMENT)
    assert conquests(state) == {("carthago", 2, 0)}


def test_D_FIGHT_1_one_against_one_legions_against_legions_galleys_against_galleys():
    def change(data):
        units(data, "roma", ROMANS, legion=1)
        units(data, "mare_tyrrhenum", ROMANS, galley=1)
        units(data, "neapolis", CARTHAGINIANS, legion=2, galley=1)
    state = duellum(change)
    assert {d["type"] for d in RULES.legal_decisions(state)} == {"move", "end_movement"}  # no fight at will
    state = play(state, move("roma", ["neapolis"], "legion"))
    assert state.units["neapolis"][CARTHAGINIANS] == {"legion": 1, "galley": 1}
    assert state.units["neapolis"][ROMANS] == {"legion": 0, "galley": 0}
    state = play(state, move("mare_tyrrhenum", ["neapolis"], "galley"))
    assert state.units["neapolis"][CARTHAGINIANS] == {"legion": 1, "galley": 0}
    assert state.players[ROMANS]["pool"] == {"legion": 2, "galley": 2}
    assert state.players[CARTHAGINIANS]["pool"] == {"legion": 2, "galley": 2}


def test_D_FIGHT_2_fights_one_after_another_never_leave_both_players_in_a_region():
    def change(data):
        units(data, "mare_ligusticum", ROMANS, galley=1)
        units(data, "sinus_gallicus", ROMANS, galley=1)
        units(data, "mare_sardoum", CARTHAGINIANS, galley=1)
        data["players"][ROMANS]["know_hows"]["navigatio"] = 0
    state = duellum(change)
    state = play(state, move("sinus_gallicus", ["mare_sardoum"], "galley"))
    check_invariants(state)
    # The enemy galley is gone: the second galley passes through to its target.
    state = play(state, move("mare_ligusticum", ["sinus_gallicus", "mare_sardoum"], "galley"))
    assert state.units["mare_sardoum"][ROMANS]["galley"] == 1
    check_invariants(state)


def test_D_FIGHT_3_enemy_units_never_harm_a_city():
    def change(data):
        units(data, "roma", CARTHAGINIANS, legion=2)
        units(data, "neapolis", CARTHAGINIANS, legion=1)
        units(data, "neapolis", ROMANS, galley=1)
        data["players"][ROMANS]["marble"] = 6
    state = romans_turn(change)
    produced = play(state, {"type": "rondel", "field": "marmor"})
    assert produced.players[ROMANS]["marble"] == 7  # Roma still produces
    assert "neapolis" in {d["region"] for d in legal_of(produced, "found")}  # founding among enemies
    assert "roma" in {d["region"] for d in legal_of(play(state, MILITIA), "arm")}
    assert "roma" in {d["region"] for d in legal_of(play(state, {"type": "rondel", "field": "templum"}),
                                                      "build_temple")}


def test_S_D_2_a_strata_legion_passing_an_enemy_legion_fights_there_and_stops():
    def change(data):
        units(data, "roma", ROMANS, legion=1)
        units(data, "neapolis", CARTHAGINIANS, legion=1)
        data["players"][ROMANS]["know_hows"]["strata"] = 0
    state = duellum(change)
    assert ("ancona", "brundisium") in paths(state, "roma", "legion")
    assert ("neapolis", "brundisium") not in paths(state, "roma", "legion")
    with pytest.raises(IllegalDecision):
        play(state, move("roma", ["neapolis", "brundisium"], "legion"))
    state = play(state, move("roma", ["neapolis"], "legion"))
    assert state.units["brundisium"][ROMANS]["legion"] == 0 and state.units["neapolis"][CARTHAGINIANS]["legion"] == 0
    assert state.players[ROMANS]["pool"]["legion"] == 2 and state.players[CARTHAGINIANS]["pool"]["legion"] == 2


def test_S_D_3_three_legions_against_two_both_lose_two():
    def change(data):
        units(data, "roma", ROMANS, legion=3)
        units(data, "neapolis", CARTHAGINIANS, legion=2)
    state = duellum(change)
    left = []
    for _ in range(3):
        state = play(state, move("roma", ["neapolis"], "legion"))
        left.append((state.units["neapolis"][ROMANS]["legion"], state.units["neapolis"][CARTHAGINIANS]["legion"]))
        check_invariants(state)
    assert left == [(0, 1), (0, 0), (1, 0)]
    assert state.players[ROMANS]["pool"]["legion"] == 1 + 2 and state.players[CARTHAGINIANS]["pool"]["legion"] == 1 + 2


def test_E_D_5_navigator_points_are_counted_after_the_fights():
    def change(data):
        for sea in ("mare_ligusticum", "sinus_gallicus", "mare_hadriaticum"):  # ship symbols: 2 each
            units(data, sea, ROMANS, galley=1)
        units(data, "ebusus", ROMANS, galley=1)  # an island's sea region: 1
        units(data, "mare_balearicum", CARTHAGINIANS, galley=1)
        data["players"][ROMANS]["marble"] = 0  # founding on Ebusus is no choice
    state = duellum(change)
    seen = {player["id"]: player for player in RULES.view(state, [], None, "en")["players"]}
    assert seen[ROMANS]["navigator_points"] == 7
    calm = finish_turn(state)
    assert calm.players[ROMANS]["personages"]["navigator"] == 1
    fought = finish_turn(play(state, move("ebusus", ["mare_balearicum"], "galley")))
    assert fought.players[ROMANS]["personages"]["navigator"] == 0
