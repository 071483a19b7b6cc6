"""A city that a rival army could take next maneuver is not lost yet: the medium player counts a
share of it as lost, small enough that it still grows instead of arming against every army in
reach or marching on the rival's cities in answer. An army of the nation that leads (the most
personages, R-GOAL-1) counts 0.45 of the city, an army of a trailing nation 0.3: the leader's
armies are the ones to guard against, a trailing nation's are busy with the race.

The position comes from a game between medium players on the Orient (three nations, round 23), the
Greeks put further ahead: the Arabs, with nine cities and a legion on the free site of Ommana, earn
their second king with a tenth city (R-PERS-1) once a Marble turn gives them the marble to found it
(R-FOUND-1), while four legions of the trailing Persians stand within reach of their cities.
Counting those at 0.45 of a city, as the leader's, made Maneuver look as good as Marble, and the
Arabs marched instead of founding.
"""

import pytest

from antike.games.antike_common.bots import make_bot
from positions import position

CITIES = {
    "arabs": ["saba", "adane", "mecca", "berenice", "moscha", "memphis", "punt", "petra", "tyros"],
    "greeks": ["messana", "sparta", "dyrrhachion", "athen", "cyrene", "bycantium", "paphos", "pella", "knossos"],
    "persians": ["artaxata", "susa", "ninive", "antiochia", "babylon", "alexandria", "charax", "palmyra", "attalia",
                 "ephesos", "corniclanum", "gerrha", "melitene", "phasis"],
}
UNITS = {
    "arabs": {"legions": {"taima": 1, "meroe": 1, "tyros": 1, "ommana": 1},
              "galleys": {"petra": 1, "opone": 1, "punt": 1, "adulis": 1, "dioscoridis": 1, "memphis": 1,
                          "ommana": 1, "moscha": 1, "adane": 1, "mecca": 1}},
    "greeks": {"galleys": {"corniclanum": 1, "knossos": 1, "leptis_magna": 1, "cyrene": 1, "pella": 1, "tyros": 1,
                           "athen": 1, "dyrrhachion": 1, "messana": 1, "sparta": 1, "bycantium": 1, "paphos": 1}},
    "persians": {"legions": {"melitene": 1, "phasis": 1, "gerrha": 1, "taima": 1},
                 "galleys": {"athen": 1, "corniclanum": 1}},
}


def arabs_one_city_short_of_a_king():
    """The Arabs to choose a rondel field from Gold (Marble is the next field)."""
    return position(3, board="orient", seed=1, start_cities=False,
                    cities={city: nation for nation, cities in CITIES.items() for city in cities},
                    temples=["palmyra"], units=UNITS,
                    know_hows={"arabs": ["wheel"], "greeks": ["sailing", "market"], "persians": ["monarchy"]},
                    resources={"arabs": {"gold": 12, "marble": 0, "iron": 0, "coins": 3},
                               "greeks": {"gold": 8, "marble": 0, "iron": 2, "coins": 4},
                               "persians": {"gold": 5, "marble": 0, "iron": 0, "coins": 2}},
                    rondel={"arabs": "gold", "greeks": "iron", "persians": "gold"},
                    personages={"arabs": {"king": 1, "scholar": 1, "navigator": 1},
                                "greeks": {"king": 1, "scholar": 3, "navigator": 2},
                                "persians": {"king": 2, "scholar": 1}},
                    acting="arabs")


@pytest.mark.parametrize("seed", range(1, 7))
def test_r_goal_1_medium_founds_the_city_of_its_king_with_a_trailing_nations_armies_in_reach(seed):
    state = arabs_one_city_short_of_a_king()
    assert max(state.order, key=state.score) == "greeks"
    bot = make_bot("medium", seed)
    assert bot.choose(state) == {"type": "rondel", "field": "marble", "payment": {}}
    assert bot.plan[0][1]["type"] == "found" and bot.plan[0][1]["province"] == "ommana"
