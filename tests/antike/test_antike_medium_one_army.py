"""An army conquers one city at a time (R-MAN-8: the conqueror removes as many of its units as the
city's defence), so the computer players count, for each attacker, only the best conquest its units
suffice for. Counting every city an army could reach made every new temple look like a general for
each rival army at once: late in a game, with armies that reach every city, nobody built the temples
its last citizens needed, and games between medium players ran to the decision cap."""

from antike import apply
from antike.games.antike_common.bots import make_bot
from antike.games.antike_common.bots.evaluate import evaluate
from positions import position

# Persian temple cities (defence 3) that four Arab legions in Babylon, with Roads, can both reach:
# Susa and Ninive border it.
ARMY = {"arabs": {"legions": {"babylon": 4}}, "persians": {}}


def persian_temples(temples, marble=0):
    """The Persians, with temples on `temples` of their start cities, to choose a rondel field from
    Maneuver (Temple is free); four Arab legions stand in Babylon."""
    return position(3, board="orient", seed=1, cities={"babylon": None}, temples=temples, units=ARMY,
                    know_hows={"arabs": ["roads"]},
                    resources={"persians": {"marble": marble, "coins": 0}},
                    rondel={"persians": "maneuver_2"}, acting="persians")


def test_r_man_8_an_army_counts_one_conquest_however_many_cities_it_reaches():
    one = evaluate(persian_temples(["susa"]))["arabs"]
    two = evaluate(persian_temples(["susa", "ninive"]))["arabs"]
    assert one > evaluate(persian_temples([]))["arabs"]  # a temple city in reach is a chance of a general
    assert two == one


def test_r_man_8_medium_builds_a_temple_that_an_army_in_reach_could_take():
    state = apply(persian_temples(["susa"], marble=5), {"type": "rondel", "field": "temple", "payment": {}})
    assert make_bot("medium", 1).choose(state)["type"] == "build_temple"
