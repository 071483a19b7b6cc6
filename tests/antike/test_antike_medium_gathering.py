"""Units conquer together (R-MAN-7: as many units with an action left as the city's defence), so a
maneuver gathers them in the city's province one move at a time: the computer players count, for
the nation that moves, a part of the conquest per unit already there. Without it the first move
towards a city no single unit can take looked like no gain, and armies at the goal's threshold
faced each other until the decision cap."""

from antike import apply
from antike.games.antike_common.bots import make_bot
from antike.games.antike_common.military import defence_strength
from positions import position


def arabs_maneuver():
    """The Arabs, with Wheel and no resources, have just chosen Maneuver: a legion in Babylon and one
    in Charax (their cities) border Susa of the leading Persians (a king ahead, so no truce holds the
    Arabs back: test_antike_medium_truce.py), which Monarchy defends with 2."""
    state = position(3, board="orient", seed=1, cities={"babylon": "arabs", "charax": "arabs"},
                     know_hows={"arabs": ["wheel"], "persians": ["monarchy"]}, personages={"persians": {"king": 1}},
                     units={"arabs": {"legions": {"babylon": 1, "charax": 1}}, "persians": {}, "greeks": {}},
                     resources={"arabs": {"marble": 0, "iron": 0, "gold": 0, "coins": 0}},
                     rondel={"arabs": "gold"}, acting="arabs")
    return apply(state, {"type": "rondel", "field": "maneuver_1", "payment": {}})


def test_r_man_7_medium_gathers_legions_in_a_city_province_one_move_at_a_time():
    state = arabs_maneuver()
    assert defence_strength(state, "susa") == 2
    bot = make_bot("medium", 1)
    for origin in ("babylon", "charax"):
        decision = bot.choose(state)
        assert decision == {"type": "move", "unit": "legion", "from": origin, "to": "susa", "actions": 2}
        state = apply(state, decision)
