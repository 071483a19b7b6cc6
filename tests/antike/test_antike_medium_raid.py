"""Units conquer together, only those with an action left (R-MAN-6/7): a city no single unit can
take falls to units gathered from several provinces within one maneuver. Moved one at a time, each
unit that leaves its own city towards the target looks like a loss until enough stand there, so the
medium player also tries each raid on a temple city as a whole once the kings, citizens and scholars
are all out and a general is left (R-MAN-10): the nearest units on shortest ways, the end of the
movement and the conquest. Without it, medium self-play on the Orient froze there: every nation held
its units at the limit and nobody began a gathering."""

import pytest

from antike.games.antike_common.bots import make_bot
from antike.games.antike_common.military import defence_strength
from positions import position


# The kings, scholars and citizens all earned; generals and navigators left.
PERSONAGES = {"arabs": {"king": 3, "scholar": 3, "citizen": 2}, "greeks": {"king": 3, "scholar": 3, "citizen": 2},
              "persians": {"king": 3, "scholar": 2, "citizen": 2}}


def arabs_two_moves_from_susa():
    """The Arabs, with Roads (3 actions a legion, R-KNOW-4), to choose a rondel field from Gold: two
    legions in Palmyra and two in Taima, each two moves from Persian Susa and its temple, while
    Persian legions in Ninive and Artaxata stand near Palmyra."""
    return position(3, board="orient", seed=1, personages=PERSONAGES,
                    cities={"palmyra": "arabs", "taima": "arabs", "susa": "persians", "ninive": "persians"},
                    temples=["susa"], know_hows={"arabs": ["roads"]},
                    units={"arabs": {"legions": {"palmyra": 2, "taima": 2}},
                           "persians": {"legions": {"ninive": 2, "artaxata": 1}}, "greeks": {}},
                    resources={"arabs": {"marble": 0, "iron": 0, "gold": 0, "coins": 0}},
                    rondel={"arabs": "gold"}, acting="arabs")


@pytest.mark.parametrize("seed", range(1, 4))
def test_r_man_10_medium_gathers_legions_from_two_cities_and_takes_the_temple_city_for_a_general(seed):
    state = arabs_two_moves_from_susa()
    assert defence_strength(state, "susa") == 3
    assert state.bank["personages"] == {"king": 0, "scholar": 0, "general": 7, "citizen": 0, "navigator": 5}
    bot = make_bot("medium", seed)
    assert bot.choose(state)["field"] in ("maneuver_1", "maneuver_2")
    planned = [decision for _, decision in bot.plan]
    arrivals = [d for d in planned if d["type"] == "move" and d["to"] == "susa"]
    assert len(arrivals) == 3 and all(d["actions"] >= 2 for d in arrivals)  # R-MAN-6: one left to conquer
    assert {"type": "conquer", "province": "susa", "legions": 3, "galleys": 0} in planned
