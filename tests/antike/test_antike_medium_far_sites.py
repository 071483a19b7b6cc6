"""A free city site is worth a claim to the nation whose units can reach it (R-FOUND-1: a city is
founded where an own unit stands), less for every maneuver the way takes. Halved per maneuver, the
far sites of the Orient at five nations went to the nation alone beside them: the Persians won 42 %
of the games, the Phoenicians 5 %. At five nations a claim keeps 0.65 a maneuver, and the other
nations reach for those sites too; at three, four and six nations it is halved, and so it is in
Antike II, where it was not measured.

The position: every province of the Orient holds a city but Saba; a Persian legion stands in
Babylon, two moves from Saba: two maneuvers without Wheel (R-MAN-2).
"""

import pytest

from antike.games.antike2.game import new_game as new_antike2_game
from antike.games.antike_common.board import load_board
from antike.games.antike_common.bots.antike2_value import occupied
from antike.games.antike_common.bots.evaluate import WORTH, nearest_sites, site_claims
from positions import position

FREE_SITE = "saba"
OWNERS = ("greeks", "persians", "arabs")  # at the table at every count


def one_site_cities():
    provinces = [p for p in load_board("orient").province_ids if p != FREE_SITE]
    return {province: OWNERS[index % len(OWNERS)] for index, province in enumerate(provinces)}


def one_site_left(nations, legion="babylon"):
    return position(nations, board="orient", seed=1, start_cities=False, cities=one_site_cities(),
                    units={"persians": {"legions": {legion: 1}}})


def claim(state):
    return site_claims(state, "persians", state.nations["persians"], nearest_sites("orient", occupied(state)), WORTH)


@pytest.mark.parametrize("nations", [3, 4, 6])
def test_r_found_1_a_site_two_maneuvers_away_keeps_a_quarter_of_its_claim(nations):
    assert claim(one_site_left(nations)) == pytest.approx(WORTH["site_claim"] * 0.25)


def test_r_found_1_at_five_nations_a_site_two_maneuvers_away_keeps_more_of_its_claim():
    assert claim(one_site_left(5)) == pytest.approx(WORTH["site_claim"] * 0.65 ** 2)


@pytest.mark.parametrize("nations", [3, 4, 5, 6])
def test_r_found_1_a_unit_on_the_site_claims_it_whole(nations):
    assert claim(one_site_left(nations, legion=FREE_SITE)) == pytest.approx(WORTH["site_claim"])


def test_a2_found_1_antike2_halves_the_claim_at_five_nations_too():
    state = new_antike2_game({"nations": 5, "board": "orient", "seed": 1})
    data = state.to_json()
    data["cities"] = one_site_cities()
    for nation in data["order"]:
        data["nations"][nation].update({"legions": {}, "galleys": {}})
    data["nations"]["persians"]["legions"] = {"babylon": 1}
    assert claim(type(state).from_json(data)) == pytest.approx(WORTH["site_claim"] * 0.25)
