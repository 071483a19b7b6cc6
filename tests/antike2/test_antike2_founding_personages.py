"""Antike II rules tests: founding (A2-FOUND), personages (A2-PERS), the variants (A2-VAR) and the
book examples E2-9, E2-11 and E2-17 (docs/rules-antike2.md)."""

import pytest

from antike.core.errors import InvalidOptions
from antike.games.antike2.game import new_game
from antike.games.antike2.edition import EDITION
from antike.games.antike_common.board import load_board
from positions_antike2 import (DONE, END_MOVEMENT, buy, choose, conquer, destroy, fight, finish_turn, found,
                               holdings, legal_of, neutral_temples, payments_of, personages_of, play,
                               played, position, score_of, step, units)

ALL = list(EDITION.know_hows)


def sites(state):
    """{province: resources offered} of the legal foundings."""
    offered = {}
    for decision in legal_of(state, "found"):
        offered.setdefault(decision["province"], []).append(decision.get("resource"))
    return offered


def founding_step(state):
    """The acting nation's founding step after a Movere without moves."""
    state = play(choose(state, "maneuver_1"), END_MOVEMENT)
    if state.pending["step"] == "conquest":
        state = play(state, DONE)
    assert step(state)[0] == "founding"
    return state


def free_sites(board, count, nations):
    """Provinces that are neither start cities nor neutral temples, in board order."""
    loaded = load_board(board)
    taken = {p for n in nations for p in loaded.start_cities(count, n)} | set(neutral_temples(board))
    return [p for p in sorted(loaded.province_ids) if p not in taken]


ORIENT_3 = free_sites("orient", 3, ("greeks", "persians", "arabs"))


# --- A2-FOUND -----------------------------------------------------------------------------------

def test_A2_FOUND_1_one_of_each_resource_where_an_own_unit_stands():
    """A2-FOUND-1 (R-FOUND-1): 1 marble + 1 iron + 1 gold, coins for any; an own unit in the province
    (foreign units there do not hinder, alone they do not help); one city per province."""
    state = position(3, acting="arabs", units={"arabs": {"legions": {"taima": 1, "sparta": 1}},
                                                "greeks": {"legions": {"taima": 2, "gerrha": 1}}},
                     resources={"arabs": {"marble": 1, "iron": 1, "gold": 1, "coins": 1}})
    state = founding_step(state)
    assert sites(state) == {"taima": [None]}
    assert payments_of(state, "found", province="taima") == [
        {"marble": 1, "iron": 1, "gold": 1}, {"iron": 1, "gold": 1, "coin": 1}, {"marble": 1, "gold": 1, "coin": 1},
        {"marble": 1, "iron": 1, "coin": 1}]
    state = play(state, found("taima", {"marble": 1, "iron": 1, "gold": 1}))
    assert state.cities["taima"] == "arabs" and holdings(state, "arabs") == (0, 0, 0, 1)


def test_A2_FOUND_1_the_tile_shows_the_site_and_needs_one_in_supply():
    """A2-FOUND-1: the tile shows the site's resource (it produces it); none with all 24 tiles out;
    none beside a neutral temple (A2-NEU-3)."""
    state = founding_step(position(3, acting="arabs", units={"arabs": {"legions": {"taima": 1, "gordion": 1}}}))
    assert sites(state) == {"taima": [None]}
    state = play(state, found("taima"))
    assert state.resource_of("taima") == "iron" and state.tiles == {}
    state = position(3, acting="arabs", cities={"adane": None, "taima": "arabs"})
    assert choose(state, "iron").nations["arabs"]["iron"] == 3 + 1
    full = position(3, acting="arabs", cities={p: "arabs" for p in ORIENT_3[:21]}, personages={"arabs": {"king": 4}},
                    units={"arabs": {"legions": {"taima": 1}}})
    assert full.city_count("arabs") == 24
    state = play(choose(full, "maneuver_1"), END_MOVEMENT)
    assert state.acting != "arabs" and "taima" not in state.cities


# --- A2-PERS ------------------------------------------------------------------------------------

def test_A2_PERS_1_kings_citizens_scholars_generals_as_in_2005():
    """A2-PERS-1 (R-PERS-1/2): a king per 5 cities, a citizen per 3 own temples, a scholar per first-price
    know-how, a general per temple destroyed (a neutral one too)."""
    state = position(3, acting="arabs", cities={"moscha": "arabs"}, units={"arabs": {"legions": {"taima": 1}}})
    state = finish_turn(play(founding_step(state), found("taima")))
    assert personages_of(state, "arabs")["king"] == 1
    state = position(3, acting="arabs", temples=["saba", "adane"], resources={"arabs": {"marble": 5}})
    state = finish_turn(play(choose(state, "temple"), {"type": "build_temple", "province": "mecca"}))
    assert personages_of(state, "arabs")["citizen"] == 1
    state = position(3, acting="arabs", resources={"arabs": {"gold": 20}})
    state = finish_turn(play(choose(state, "know_how"), buy("strata"), buy("navigatio")))
    assert personages_of(state, "arabs")["scholar"] == 2
    state = position(3, acting="arabs", units={"arabs": {"legions": {"napoca": 3, "gordion": 3}}})
    state = play(choose(state, "maneuver_1"), END_MOVEMENT, destroy("napoca", legions=3),
                 destroy("gordion", legions=3))
    assert personages_of(state, "arabs")["general"] == 2


def test_A2_PERS_1_an_empty_stack_pays_nothing():
    """A2-PERS-1 (R-PERS-3): no personage while its stack is empty."""
    state = position(3, acting="arabs", personages={"greeks": {"scholar": 4}, "persians": {"scholar": 4}},
                     resources={"arabs": {"gold": 8}})
    state, events = played(choose(state, "know_how"), buy("navigatio"))
    assert state.nations["arabs"]["know_hows"] == ["navigatio"] and score_of(state, "arabs") == 0
    assert {"event": "no_personage", "nation": "arabs", "kind": "scholar", "reason": {"why": "know_how"}} in events


@pytest.mark.parametrize("provinces, navigators", [(6, 0), (7, 1), (13, 1)])
def test_A2_PERS_2_navigators_for_provinces_with_own_galleys(provinces, navigators):
    """A2-PERS-2/3: 1 point per province with an own galley at the end of the turn, foreign galleys
    ignored; 7 points a navigator; 13 galleys earn at most one."""
    seas = ["punt", "opone", "dioscoridis", "moscha", "ommana", "gerrha", "adulis", "berenice", "harmotia",
            "charax", "knossos", "paphos", "tyros"][:provinces]
    state = position(3, acting="arabs", units={"arabs": {"galleys": dict.fromkeys(seas, 1)},
                                                "greeks": {"galleys": {"cyrene": 3, "leptis_magna": 1}}})
    state = finish_turn(choose(state, "gold"))
    assert personages_of(state, "arabs")["navigator"] == navigators
    assert personages_of(state, "greeks")["navigator"] == 0


def test_A2_PERS_3_counted_after_the_fights_of_the_turn():
    """A2-PERS-3: a galley lost in a fight during the turn no longer counts."""
    seas = ["punt", "opone", "dioscoridis", "moscha", "ommana", "gerrha", "adulis"]
    state = position(3, acting="arabs", units={"arabs": {"galleys": dict.fromkeys(seas, 1)},
                                                "greeks": {"galleys": {"adulis": 1}}})
    state = finish_turn(play(choose(state, "maneuver_1"), fight("adulis", "galley", "greeks")))
    assert len(units(state, "arabs", "galleys")) == 6
    assert personages_of(state, "arabs")["navigator"] == 0


# --- A2-VAR -------------------------------------------------------------------------------------

def test_A2_VAR_1_plinius_is_kept_apart_from_the_scholars():
    """A2-VAR-1: 37 cards; Plinius goes to the first nation with all eight even with the scholar stack
    empty; without the variant there is no Plinius."""
    state = new_game({"nations": 3, "variants": ["plinius"]})
    assert sum(state.bank["personages"].values()) + state.bank["plinius"] == 37
    scholars = {"greeks": {"scholar": 4}, "persians": {"scholar": 4}}
    for variants, plinius in ((["plinius"], 1), ([], 0)):
        state = position(3, acting="arabs", variants=variants, personages=scholars,
                         know_hows={"arabs": ALL[:-1], "greeks": ["navigatio"]}, resources={"arabs": {"gold": 4}})
        state = finish_turn(play(choose(state, "know_how"), buy("navigatio"), DONE))
        assert personages_of(state, "arabs")["scholar"] == plinius and state.bank["plinius"] == 0


def test_A2_VAR_2_free_building_the_founder_chooses_the_tile():
    """A2-VAR-2: the founder picks the tile's resource, which then produces; start cities keep theirs."""
    state = position(3, acting="arabs", variants=["free_building"], units={"arabs": {"legions": {"taima": 1}}})
    assert [state.resource_of(p) for p in ("saba", "adane", "mecca")] == ["marble", "iron", "gold"]
    state = founding_step(state)
    assert sites(state) == {"taima": ["iron", "marble", "gold"]}
    state = play(state, found("taima", resource="gold"))
    assert state.resource_of("taima") == "gold" and state.tiles == {"taima": "gold"}
    state = position(3, acting="arabs", variants=["free_building"], cities={"taima": "arabs"}, tiles={"taima": "gold"})
    assert [choose(state, field).nations["arabs"][field] - 3 for field in ("gold", "iron")] == [2, 1]


def test_A2_VAR_3_the_2005_variants_are_not_offered():
    """A2-VAR-3: Expert, Military, longer game, 12 personages and R-SET-5 are not options of A2."""
    for variant in ("expert", "military", "longer", "twelve"):
        with pytest.raises(InvalidOptions):
            new_game({"nations": 3, "variants": [variant]})
    with pytest.raises(InvalidOptions):
        new_game({"two_player": "two_colours"})
    assert new_game({"nations": 3, "variants": ["plinius", "free_building"]}).options["variants"] == [
        "plinius", "free_building"]


# --- E2-9, E2-11, E2-17 -------------------------------------------------------------------------

@pytest.mark.parametrize("free_building", [False, True])
def test_E2_9_founding_in_attalia_and_paphos(free_building):
    """E2-9: a unit in attalia and a galley in paphos, none in antiochia: cities in attalia (iron) and
    paphos (gold), not antiochia; 2 gold, 2 marble, 1 iron and 1 coin found both."""
    state = position(3, first="persians", variants=["free_building"] if free_building else [],
                     units={"persians": {"legions": {"attalia": 1}, "galleys": {"paphos": 1}}},
                     resources={"persians": {"marble": 2, "iron": 1, "gold": 2, "coins": 1}})
    state = founding_step(state)
    tiles = ["iron", "marble", "gold"] if free_building else [None]
    assert sites(state) == {"attalia": tiles, "paphos": ["gold", "marble", "iron"] if free_building else [None]}
    chosen = {"resource": "marble"} if free_building else {}
    state = play(state, found("attalia", {"marble": 1, "iron": 1, "gold": 1}, **chosen),
                 found("paphos", {"marble": 1, "gold": 1, "coin": 1}, **chosen))
    assert state.cities["attalia"] == state.cities["paphos"] == "persians"
    assert holdings(state, "persians") == (0, 0, 0, 0)
    expected = ("marble", "marble") if free_building else ("iron", "gold")
    assert (state.resource_of("attalia"), state.resource_of("paphos")) == expected


@pytest.mark.parametrize("cities, kings, after", [(9, 1, 2), (9, 2, 2), (14, 2, 3)])
def test_E2_11_kings(cities, kings, after):
    """E2-11 (as E-7): 10 cities = 2 kings; down to 9 and back to 10: still 2; 15: the third."""
    state = position(3, acting="arabs", cities={p: "arabs" for p in ORIENT_3[:cities - 3]},
                     personages={"arabs": {"king": kings}}, units={"arabs": {"legions": {ORIENT_3[20]: 1}}})
    state = finish_turn(play(founding_step(state), found(ORIENT_3[20])))
    assert state.city_count("arabs") == cities + 1
    assert personages_of(state, "arabs")["king"] == after


def test_E2_17_all_twenty_four_tiles_out_a_conquest_gives_up_a_city():
    """E2-17: with 24 cities the conqueror first gives up another city (its temple to the bank, no
    general), its tile goes on the conquered city; it cannot found."""
    mine = ORIENT_3[:21]
    state = position(3, acting="arabs", cities=dict.fromkeys(mine, "arabs"), temples=[mine[0]],
                     personages={"arabs": {"king": 4}, "greeks": {"scholar": 3}},
                     units={"arabs": {"legions": {"sparta": 1, "taima": 1}}})
    state = play(choose(state, "maneuver_1"), END_MOVEMENT)
    offered = legal_of(state, "conquer")
    assert {d.get("give_up") for d in offered} == set(state.cities_of("arabs"))
    assert {(d["province"], d["legions"], d["galleys"]) for d in offered} == {("sparta", 1, 0)}
    state = play(state, conquer("sparta", legions=1, give_up=mine[0]))
    assert mine[0] not in state.cities and mine[0] not in state.temples and state.bank["temples"] == 17
    assert state.cities["sparta"] == "arabs" and state.city_count("arabs") == 24
    assert state.acting != "arabs" and "taima" not in state.cities  # no founding
    assert personages_of(state, "arabs")["general"] == 0
