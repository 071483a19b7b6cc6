"""The medium player contests the scholar race (R-KNOW-3): a new know-how it buys first earns its
scholar and keeps it from the leading rival, the more so when that rival could buy it now."""

from antike.games.antike_common.bots import make_bot
from antike.games.antike_common.bots.scholar_race import affordable_new, scholar_threats
from positions import position

# Every know-how but Monarchy and Democracy is held: Monarchy is the last new basic one (7 gold).
KNOW_HOWS = {"arabs": ["roads", "navigation", "currency"], "persians": ["wheel", "market"], "greeks": ["sailing"]}


def race(arab_gold):
    """The Greeks to choose a rondel field from Iron with 9 gold: Know-how is six fields on (3 to pay).
    The Arabs lead with 7 personages and hold `arab_gold` gold."""
    return position(3, board="orient", seed=1, know_hows=KNOW_HOWS,
                    resources={"arabs": {"gold": arab_gold, "coins": 0},
                               "greeks": {"gold": 9, "coins": 0, "marble": 2, "iron": 2},
                               "persians": {"gold": 0, "coins": 0}},
                    personages={"arabs": {"scholar": 4, "king": 3}, "greeks": {"scholar": 1, "king": 1},
                                "persians": {"scholar": 1, "king": 2}},
                    rondel={"arabs": "gold", "greeks": "iron", "persians": "iron"}, acting="greeks")


def test_r_know_3_the_leader_can_buy_the_last_new_basic_know_how_now():
    state = race(arab_gold=8)
    assert affordable_new(state, "arabs", ["monarchy", "democracy"]) == 1
    threats = scholar_threats(state)
    assert threats["greeks"] == threats["persians"] > 0
    assert threats["arabs"] == 0  # its leading rival, the Persians, hold no gold


def test_r_know_3_medium_buys_the_know_how_the_leader_is_about_to_buy():
    bot = make_bot("medium", 1)
    assert bot.choose(race(arab_gold=8)) == {"type": "rondel", "field": "know_how", "payment": {"marble": 2, "iron": 1}}
    assert bot.plan[0][1] == {"type": "buy_know_how", "know_how": "monarchy", "payment": {"gold": 7}}


def test_r_know_3_with_the_leader_short_of_gold_medium_pays_for_no_detour():
    assert make_bot("medium", 1).choose(race(arab_gold=0))["field"] != "know_how"
