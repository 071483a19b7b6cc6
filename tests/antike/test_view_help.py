"""The view's rules help (issue 20): what each rondel field would do now, the progress to the next
personages, know-how prices and a city's defence, checked against hand-made positions.

Orient, three nations: the Arabs hold Mecca (gold), Adane (iron) and Saba (marble, only land borders).
"""

import copy
import random

import pytest

import antike
from antike import Match
from antike.games.antike_common.simulate import choose as policy
from positions import choose, nation, play, position

ARABS_RICH = {"arabs": {"marble": 9, "iron": 9, "gold": 9, "coins": 0}}


def preview(state):
    """The pending nation's rondel preview, as the bridge sends it."""
    return antike.view(state)["rondel"]["preview"]


def nation_view(state, nation_id):
    return next(n for n in antike.view(state)["nations"] if n["id"] == nation_id)


# --- Rondel preview ----------------------------------------------------------------------------

def test_R_PROD_1_a_production_field_shows_what_it_would_give():
    state = position(3, acting="arabs", cities={"moscha": "arabs", "gerrha": "arabs"}, temples=["gerrha"],
                     know_hows={"arabs": ["market"]})
    fields = preview(state)
    assert fields["gold"]["gives"] == {"gold": 1 + 1 + 3 + 1} and fields["gold"]["can_act"]
    assert fields["iron"]["gives"] == {"iron": 2}  # Adane and Market
    assert nation(choose(state, "gold"), "arabs")["gold"] == 3 + 6  # what the preview said


def test_R_PROD_1_a_field_that_produces_nothing_cannot_act():
    # No marble city left, no Market: the Marble field gives nothing (R-PROD-1).
    state = position(3, acting="arabs", cities={"saba": None})
    assert preview(state)["marble"] == {"cost": 0, "payment": {}, "gives": {"marble": 0}, "can_act": False,
                                        "can_found": False}


def test_R_TEMP_1_the_temple_field_says_whether_a_temple_can_be_built():
    poor = position(3, acting="arabs", resources={"arabs": {"marble": 3, "coins": 1}})
    assert preview(poor)["temple"]["can_act"] is False
    assert preview(poor)["temple"]["most"] == 0
    rich = position(3, acting="arabs", resources={"arabs": {"marble": 11, "coins": 0}}, temples=["mecca"])
    entry = preview(rich)["temple"]
    assert entry["can_act"] and entry["places"] == ["adane", "saba"] and entry["most"] == 2
    # After paying the steps: from Gold, the Temple is 7 steps (4 units); 5 marble and 4 coins, no
    # other resource: the default pays 4 of the marble (coins last), and 1 marble + 4 coins is a temple.
    paid = position(3, acting="arabs", rondel={"arabs": "gold"},
                    resources={"arabs": {"marble": 5, "iron": 0, "gold": 0, "coins": 4}})
    entry = preview(paid)["temple"]
    assert entry["payment"] == {"marble": 4} and entry["cost"] == 4 and entry["can_act"] and entry["most"] == 1


@pytest.mark.parametrize("on_board, iron, most", [
    ({}, 9, 5),  # Mecca with a temple 3, Adane 1, Saba 1
    ({}, 2, 2),  # only 2 iron
    ({"legions": {"taima": 17}}, 9, 4),  # no legion left: Saba (legions only) takes none
    ({"legions": {"taima": 16}, "galleys": {"punt": 17}}, 9, 1),  # one legion, no galley left
])
def test_R_ARM_1_the_arming_field_counts_the_units_that_could_be_set_up(on_board, iron, most):
    state = position(3, acting="arabs", temples=["mecca"], units={"arabs": on_board},
                     resources={"arabs": {"iron": iron, "coins": 0}})
    entry = preview(state)["arming"]
    assert entry["most"] == most and entry["can_act"]
    state = choose(state, "arming")
    placed = 0
    while state.pending["step"] == "arming":
        arms = [d for d in antike.legal_decisions(state) if d["type"] == "arm"]
        state = play(state, arms[0])
        placed += 1
    assert placed == most  # the engine allows exactly what the preview said


def test_R_ARM_1_arming_without_iron_or_coins_cannot_act():
    state = position(3, acting="arabs", resources={"arabs": {"iron": 0, "coins": 0}})
    assert preview(state)["arming"]["can_act"] is False
    assert preview(state)["arming"]["most"] == 0


def test_R_KNOW_2_the_know_how_field_lists_what_could_be_bought():
    # The Greeks hold Sailing, so it costs the Arabs 3; every new basic know-how costs 7.
    state = position(3, acting="arabs", know_hows={"greeks": ["sailing"]},
                     resources={"arabs": {"gold": 3, "coins": 0}})
    assert preview(state)["know_how"]["know_hows"] == ["sailing"]
    state = position(3, acting="arabs", resources={"arabs": {"gold": 6, "coins": 0}})
    assert preview(state)["know_how"] == {"cost": 0, "payment": {}, "can_act": False, "know_hows": [],
                                          "can_found": False}


def test_R_MAN_2_a_maneuver_without_units_cannot_act():
    state = position(3, acting="arabs")
    assert preview(state)["maneuver_1"]["can_act"] is False
    state = position(3, acting="arabs", units={"arabs": {"legions": {"saba": 1}}})
    assert preview(state)["maneuver_2"]["can_act"] is True


def test_R_FOUND_1_each_field_says_whether_a_city_could_be_founded_after_it():
    # A legion on the empty site of Taima; one marble, one iron, no gold nor coin: only the Gold
    # field (Mecca gives one) leaves a city payable.
    state = position(3, acting="arabs", units={"arabs": {"legions": {"taima": 1}}},
                     resources={"arabs": {"marble": 1, "iron": 1, "gold": 0, "coins": 0}})
    assert {field for field, entry in preview(state).items() if entry["can_found"]} == {"gold"}


def test_R_TURN_6_the_preview_lists_the_fields_that_can_be_paid_with_their_default():
    state = position(3, acting="arabs", rondel={"arabs": "gold"},
                     resources={"arabs": {"marble": 1, "iron": 0, "gold": 1, "coins": 1}})
    fields = preview(state)
    assert set(fields) == set(antike.view(state)["rondel"]["costs"]) and "gold" not in fields
    for field, entry in fields.items():
        first = next(d for d in antike.legal_decisions(state) if d["type"] == "rondel" and d["field"] == field)
        assert entry["payment"] == first["payment"] and entry["cost"] == sum(first["payment"].values())
    state = choose(state, "arming")
    assert state.pending["step"] == "arming"
    assert antike.view(state)["rondel"]["preview"] == {}  # only at a rondel decision


def can_act_by_the_rules(state, nation_id, field, payment):
    """Whether a use field's action can do anything once the steps are paid, from the rulebook's
    conditions alone."""
    board = state.board
    record = dict(state.nations[nation_id])
    for kind, units in payment.items():
        record["coins" if kind == "coin" else kind] -= units
    own = [p for p, owner in state.cities.items() if owner == nation_id]
    if field == "temple":  # R-TEMP-1: a city without a temple, a temple in the bank, 5 marble
        return (any(p not in state.temples for p in own) and state.bank["temples"] > 0
                and record["marble"] + record["coins"] >= 5)
    if field == "arming":  # R-ARM-1/2, R-COMP-1: an iron, and a city taking a kind still in supply
        supply = {"legion": sum(record["legions"].values()) < 17, "galley": sum(record["galleys"].values()) < 17}
        takes = {p: {"legion"} if board.only_land(p) else {"galley"} if board.only_sea(p) else {"legion", "galley"}
                 for p in own}
        return record["iron"] + record["coins"] >= 1 and any(supply[u] for p in own for u in takes[p])
    # R-KNOW-1/2: a know-how not held, its basic one held, paid in gold
    prices = nation_view(state, nation_id)["know_how_prices"]
    return any(offer["open"] and offer["price"] <= record["gold"] + record["coins"] for offer in prices.values())


@pytest.mark.parametrize("seed", [2, 5])
def test_the_preview_agrees_with_the_rules_and_with_what_the_engine_then_offers(seed):
    """Over a seeded game: production gives what the nation then holds more (R-PROD-1); Temple,
    Arming and Know-how can act exactly when the rulebook's conditions hold after the default
    payment (R-TEMP-1, R-ARM-1, R-KNOW-1); a Maneuver exactly when its step offers a move, a fight or
    a conquest (R-MAN-1)."""
    game = Match({"board": "orient", "nations": 4, "seed": seed})
    rng = random.Random(seed)
    checked = set()
    while game.state.outcome is None and len(checked) < 60:
        state = game.state
        if state.pending["step"] == "rondel" and state.turn > 4:
            nation_id = state.acting
            for field, entry in preview(state).items():
                after = antike.apply(state, {"type": "rondel", "field": field, "payment": entry["payment"]})
                if "gives" in entry:
                    held = after.nations[nation_id][field] + entry["payment"].get(field, 0)
                    assert held - state.nations[nation_id][field] == entry["gives"][field]
                elif field in ("temple", "arming", "know_how"):
                    assert entry["can_act"] == can_act_by_the_rules(state, nation_id, field, entry["payment"]), \
                        (field, entry)
                    checked.add((state.turn, field, entry["can_act"]))
                else:
                    offered = after.pending["nation"] == nation_id and any(
                        d["type"] in ("move", "fight", "conquer") for d in antike.legal_decisions(after))
                    assert entry["can_act"] == offered, (field, entry)
        game.play(policy(state, rng))
    assert {can for _, _, can in checked} == {True, False}


# --- Personages, know-hows, defence --------------------------------------------------------------

def test_R_PERS_1_progress_to_the_next_king_citizen_and_navigator():
    cities = {p: "arabs" for p in ("moscha", "ommana", "gerrha", "taima", "petra")}
    state = position(3, acting="greeks", cities=cities, temples=["mecca", "saba"], personages={"arabs": {"king": 1}},
                     units={"arabs": {"galleys": {"punt": 1, "adulis": 2}}})
    progress = nation_view(state, "arabs")["progress"]
    assert progress == {"king": {"have": 8, "next": 10, "counts": "cities"},
                        "citizen": {"have": 2, "next": 3, "counts": "temples"},
                        "navigator": {"have": 2, "next": 7, "counts": "seas"}}


def test_R_PERS_1_progress_counts_from_the_high_water_mark():
    # E-7: paid two kings (10 cities), down to 9: the next king needs 15, not 10.
    cities = {p: "arabs" for p in ("moscha", "ommana", "gerrha", "taima", "petra", "palmyra")}
    state = position(3, acting="greeks", cities=cities, personages={"arabs": {"king": 2}})
    assert nation_view(state, "arabs")["progress"]["king"] == {"have": 9, "next": 15, "counts": "cities"}


def test_R_KNOW_1_2_3_prices_now_whether_new_and_what_each_needs():
    state = position(3, acting="arabs", know_hows={"greeks": ["navigation"], "arabs": ["market"]})
    prices = nation_view(state, "arabs")["know_how_prices"]
    assert "market" not in prices  # held
    assert prices["sailing"] == {"price": 3, "new": False, "open": True, "needs": None}
    assert prices["navigation"] == {"price": 5, "new": False, "open": False, "needs": "sailing"}  # Sailing first
    assert prices["currency"] == {"price": 10, "new": True, "open": True, "needs": "market"}  # new: a scholar
    assert prices["wheel"] == {"price": 7, "new": True, "open": True, "needs": None}


def test_E_4_a_citys_defence_in_parts():
    state = position(4, acting="arabs", temples=["tyros"], know_hows={"phoenicians": ["monarchy"]},
                     units={"phoenicians": {"legions": {"tyros": 1}, "galleys": {"tyros": 1}}})
    tyros = antike.view(state)["provinces"]["tyros"]
    assert tyros["defence"] == 6
    assert tyros["defence_parts"] == {"city": 3, "units": 2, "know_how": 1}
    assert antike.view(state)["provinces"]["petra"]["defence_parts"] is None  # no city


def test_the_log_travels_as_data_beside_its_words():
    """A line's nations and places for the page: `log_events` are the log's events, copied."""
    game = Match({"board": "orient", "nations": 3, "seed": 4})
    rng = random.Random(4)
    while not any(event["event"] == "rondel" and event["payment"] for event in game.log):
        game.play(policy(game.state, rng))
    kept = copy.deepcopy(game.log)
    shown = antike.view(game.state, game.log)
    assert shown["log_events"] == game.log and len(shown["log"]) == len(game.log)
    paid = next(event for event in shown["log_events"] if event["event"] == "rondel" and event["payment"])
    paid["payment"]["coin"] = 99
    shown["log_events"][0]["event"] = "changed"
    assert game.log == kept  # the game's log is untouched
