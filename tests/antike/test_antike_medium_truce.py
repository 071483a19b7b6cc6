"""A war between two nations of which neither leads alone (R-GOAL-1: the most personages) costs
both of them against the rest of the table, and the leader profits. So while a king, a citizen or a
scholar can still be earned peacefully, the medium player counts such a conquest at half its gain
(and the threatened city at half its loss); the leader's cities and the leader's own conquests count
in full. Once only generals are left to win (R-MAN-10), every conquest counts in full again.

Measured by what two Greek legions beside Phoenician Tyros are worth to the Greeks against the same
legions at home in Pella: the position is the same in every case but for who holds the personages.
"""

import pytest

from antike.games.antike_common.bots.evaluate import VALUE, WORTH, evaluate
from antike.games.antike_common.bots.raids import endgame_of_generals
from antike.games.antike_common.bots.truce import TRUCE, peaceful_personages_left, sole_leader, truce
from antike.games.antike_common.military import defence_strength
from positions import position

# Kings, scholars and citizens all dealt out: 23 personages, the Phoenicians or the Persians ahead.
PEACEFUL_OUT = {
    "phoenicians": {"phoenicians": {"king": 3, "scholar": 2, "citizen": 2},
                    "greeks": {"king": 2, "scholar": 2, "citizen": 2},
                    "persians": {"king": 2, "scholar": 2, "citizen": 1},
                    "arabs": {"king": 2, "scholar": 2, "citizen": 1}},
    "persians": {"persians": {"king": 3, "scholar": 2, "citizen": 2},
                 "greeks": {"king": 2, "scholar": 2, "citizen": 2},
                 "phoenicians": {"king": 2, "scholar": 2, "citizen": 1},
                 "arabs": {"king": 2, "scholar": 2, "citizen": 1}},
}


def greeks_at(province, personages):
    """Four nations on their Orient start cities, two Greek legions in `province`; with the Wheel a
    legion has an action to move beside Tyros and one to conquer it (R-KNOW-4, R-MAN-6)."""
    return position(4, board="orient", seed=1, personages=personages, know_hows={"greeks": ["wheel"]},
                    units={"greeks": {"legions": {province: 2}}}, acting="greeks")


def army_worth(personages):
    """What the two legions beside Tyros are worth to the Greeks more than at home."""
    return evaluate(greeks_at("antiochia", personages))["greeks"] - evaluate(greeks_at("pella", personages))["greeks"]


def conquest_gain():
    """The Greeks' gain from conquering Tyros (no temple, no defenders) counted for next maneuver."""
    state = greeks_at("antiochia", {})
    return VALUE["attack"] * (WORTH["city_worth"] - defence_strength(state, "tyros") * VALUE["unit"])


def test_sole_leader_is_the_nation_with_more_personages_than_every_other():
    assert sole_leader(greeks_at("pella", {"persians": {"king": 1}})) == "persians"
    assert sole_leader(greeks_at("pella", {"persians": {"king": 1}, "arabs": {"scholar": 1}})) is None
    assert sole_leader(greeks_at("pella", {})) is None


def test_r_goal_1_medium_counts_a_conquest_between_nations_that_do_not_lead_at_half_its_gain():
    assert TRUCE["antike"] == 0.5
    against_the_leader = army_worth({"phoenicians": {"king": 1}})
    between_trailing = army_worth({"persians": {"king": 1}})
    nobody_alone = army_worth({"persians": {"king": 1}, "phoenicians": {"king": 1}})
    assert against_the_leader - between_trailing == pytest.approx(0.5 * conquest_gain())
    assert nobody_alone == pytest.approx(between_trailing)


def test_r_goal_1_the_leaders_own_conquests_count_in_full():
    greeks_lead = army_worth({"greeks": {"king": 1}})
    assert greeks_lead == pytest.approx(army_worth({"phoenicians": {"king": 1}}))
    assert greeks_lead - army_worth({"persians": {"king": 1}}) == pytest.approx(0.5 * conquest_gain())


def test_r_man_10_once_only_generals_are_left_to_win_every_conquest_counts_in_full():
    state = greeks_at("antiochia", PEACEFUL_OUT["persians"])
    assert not peaceful_personages_left(state)
    assert truce(state) == (1.0, None)
    assert army_worth(PEACEFUL_OUT["persians"]) == pytest.approx(army_worth(PEACEFUL_OUT["phoenicians"]))


def test_r_pers_1_a_citizen_nobody_can_build_the_temples_for_is_not_earned_peacefully():
    """Every temple built (20, R-PERS-1 pays a citizen per 3 own temples): the last citizen in its
    stack cannot be earned, so the truce is over and raids on temple cities begin (R-MAN-10)."""
    cities = ["athen", "pella", "dyrrhachion", "sparta", "messana", "cyrene", "knossos",
              "artaxata", "susa", "zadrakarta", "ninive", "babylon", "charax",
              "saba", "adane", "moscha", "mecca", "tyros", "paphos", "alexandria"]
    owners = {city: nation for nation, held in (("greeks", cities[:7]), ("persians", cities[7:13]),
                                                ("arabs", cities[13:17]), ("phoenicians", cities[17:]))
              for city in held}
    dealt = {"greeks": {"king": 3, "scholar": 2, "citizen": 2}, "persians": {"king": 2, "scholar": 2, "citizen": 2},
             "arabs": {"king": 2, "scholar": 2, "citizen": 1}, "phoenicians": {"king": 2, "scholar": 2}}
    state = position(4, board="orient", seed=1, start_cities=False, cities=owners, temples=cities,
                     personages=dealt, acting="greeks")
    assert state.bank["temples"] == 0 and state.bank["personages"]["citizen"] == 1
    assert not peaceful_personages_left(state)
    assert endgame_of_generals(state)
    with_a_temple_left = position(4, board="orient", seed=1, start_cities=False, cities=owners,
                                  temples=cities[1:], personages=dealt, acting="greeks")
    assert peaceful_personages_left(with_a_temple_left)
    assert not endgame_of_generals(with_a_temple_left)


def test_r_pers_1_a_king_with_every_city_site_taken_is_not_earned_peacefully():
    """Every province a city (50 sites, R-MAP-1), a king left in its stack: only a conquest can earn
    it, so the truce is over and the endgame raids begin (R-MAN-10); one free site keeps them off."""
    provinces = sorted(greeks_at("pella", {}).board.province_ids)
    nations = ("greeks", "persians", "arabs", "phoenicians")
    owners = {province: nations[i % 4] for i, province in enumerate(provinces)}
    dealt = {"greeks": {"king": 2, "scholar": 2, "citizen": 2}, "persians": {"king": 2, "scholar": 2, "citizen": 2},
             "arabs": {"king": 2, "scholar": 2, "citizen": 1}, "phoenicians": {"king": 2, "scholar": 2, "citizen": 1}}
    state = position(4, board="orient", seed=1, start_cities=False, cities=owners, personages=dealt, acting="greeks")
    assert state.bank["personages"]["king"] == 1 and state.bank["personages"]["citizen"] == 0
    assert not peaceful_personages_left(state)
    assert endgame_of_generals(state)
    one_site_free = position(4, board="orient", seed=1, start_cities=False, cities={**owners, provinces[0]: None},
                             personages=dealt, acting="greeks")
    assert peaceful_personages_left(one_site_free)
    assert not endgame_of_generals(one_site_free)
