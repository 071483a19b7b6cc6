"""Antike II rules tests: arming and the Bellona card, know-hows and trading (A2-ARM, A2-KNOW, A2-TRADE)
and the book examples E2-4, E2-5, E2-15, E2-16 and E2-18 (docs/rules-antike2.md)."""

import json

import pytest

import antike
from antike.core.errors import IllegalDecision, InvalidDecision
from antike.games.antike2.edition import EDITION, AntikeIIState
from antike.games.antike_common.military import defence_strength
from positions_antike2 import (DONE, END_MOVEMENT, NO_FIGHT, arm, before, buy, choose, finish_turn, found,
                               holdings, legal_of, legal_types, move, pass_turns, payments_of, personages_of,
                               play, played, position, score_of, step, trade, trades, units)

ALL = list(EDITION.know_hows)
PRICES = {"mercatura": (4, 2), "commercium": (6, 3), "metallum": (10, 5), "moneta": (12, 6),
          "regnum": (12, 6), "res_publica": (14, 7), "strata": (6, 3), "navigatio": (8, 4)}
ONE_FOR_TWO = {(("marble", 2),), (("iron", 2),), (("gold", 2),), (("coin", 2),), (("iron", 1), ("marble", 1)),
               (("gold", 1), ("marble", 1)), (("coin", 1), ("marble", 1)), (("gold", 1), ("iron", 1)),
               (("coin", 1), ("iron", 1)), (("coin", 1), ("gold", 1))}


def armable(state):
    return {(d["province"], d["unit"]) for d in legal_of(state, "arm")}


def offers(state):
    """{know-how: gold price} on offer now (the first payment is all gold when the nation has no coin)."""
    return {d["know_how"]: d["payment"].get("gold", 0) + d["payment"].get("coin", 0)
            for d in antike.legal_decisions(state) if d["type"] == "buy_know_how"}


def mercatura_trades(have):
    """The 2-for-1 trades a nation holding `have` ({kind: n}) may make: a kind taken is never given."""
    result = set()
    for give in ONE_FOR_TWO:
        if all(have.get(kind, 0) >= n for kind, n in give):
            result |= {(give, ((r, 1),)) for r in ("marble", "iron", "gold") if r not in dict(give)}
    return result


# --- A2-ARM -------------------------------------------------------------------------------------

def test_A2_ARM_1_a_unit_costs_two_iron():
    """A2-ARM-1: 2 iron per unit, a coin for an iron."""
    state = choose(position(3, acting="arabs", bellona="greeks", resources={"arabs": {"iron": 3, "coins": 2}}),
                   "arming")
    assert payments_of(state, "arm", province="saba", unit="legion") == [{"iron": 2}, {"iron": 1, "coin": 1},
                                                                         {"coin": 2}]
    state = play(state, arm("saba", "legion", {"iron": 2}))
    assert holdings(state, "arabs")[1:] == (1, 3, 2) and units(state, "arabs", "legions") == {"saba": 1}
    state = choose(position(3, acting="arabs", bellona="greeks", resources={"arabs": {"iron": 1}}), "arming")
    assert legal_of(state, "arm") == [] and state.acting != "arabs"


def test_A2_ARM_1_one_unit_per_city_three_with_a_temple_and_its_unit_types():
    """A2-ARM-1 (R-ARM-1/2): limits per city; inland provinces get legions, islands galleys."""
    state = choose(position(3, acting="arabs", bellona="greeks", temples=["adane"],
                            resources={"arabs": {"iron": 20}}), "arming")
    assert armable(state) == {("saba", "legion"), ("adane", "legion"), ("adane", "galley"), ("mecca", "legion"),
                              ("mecca", "galley")}
    state = play(state, arm("saba", "legion"), arm("adane", "galley"), arm("adane", "legion"))
    assert armable(state) == {("adane", "legion"), ("adane", "galley"), ("mecca", "legion"), ("mecca", "galley")}
    state = play(state, arm("adane", "galley"))
    with pytest.raises(IllegalDecision):
        play(state, arm("saba", "legion"))
    with pytest.raises(IllegalDecision):
        play(state, arm("adane", "legion"))
    state = choose(position(3, acting="greeks", bellona="arabs", resources={"greeks": {"iron": 20}}), "arming")
    assert armable(state) == {("messana", "galley"), ("sparta", "legion"), ("sparta", "galley"),
                              ("dyrrhachion", "legion"), ("dyrrhachion", "galley")}


def test_A2_ARM_1_arming_never_causes_a_fight():
    """A2-ARM-1: units set up beside foreign units do not fight."""
    state = position(3, acting="arabs", bellona="greeks", units={"greeks": {"legions": {"saba": 2}}},
                     resources={"arabs": {"iron": 4}})
    state, events = played(choose(state, "arming"), arm("saba", "legion"))
    assert units(state, "arabs", "legions") == {"saba": 1} and units(state, "greeks", "legions") == {"saba": 2}
    assert [e["event"] for e in events] == ["arm"] and step(state) == ("arming", "arabs")


def test_A2_ARM_2_bellona_gives_one_free_unit_and_passes_to_the_nation_before():
    """A2-ARM-2: the holder's free unit (offered first), then the card to the nation before it."""
    state = position(3, first="greeks", acting="arabs", bellona="arabs", resources={"arabs": {"iron": 4}})
    assert before(state, "arabs") == "persians"
    state = choose(state, "arming")
    assert payments_of(state, "arm", province="saba", unit="legion") == [{}, {"iron": 2}]
    state, events = played(state, arm("saba", "legion", {}))
    assert events == [{"event": "arm", "nation": "arabs", "unit": "legion", "province": "saba", "free": True}]
    assert payments_of(state, "arm", province="adane", unit="galley") == [{"iron": 2}]  # one free unit only
    state, events = played(state, arm("adane", "galley"), DONE)
    assert holdings(state, "arabs")[1] == 2
    assert {"event": "bellona", "nation": "arabs", "receiver": "persians"} in events
    assert {n: state.nations[n]["bellona"] for n in state.order} == {"greeks": False, "persians": True,
                                                                     "arabs": False}
    # A non-holder pays for every unit; the first nation in turn order passes to the last.
    state = choose(position(3, first="greeks", bellona="arabs"), "arming")
    assert payments_of(state, "arm", province="sparta", unit="legion") == [{"iron": 2}]
    state, events = played(choose(position(3, first="greeks", bellona="greeks"), "arming"), DONE)
    assert {"event": "bellona", "nation": "greeks", "receiver": "arabs"} in events


def test_A2_ARM_2_the_free_unit_obeys_the_limits_of_a_unit():
    """A2-ARM-2: the free unit counts toward a city's limit, obeys unit types and needs a unit in supply."""
    state = choose(position(3, acting="arabs", bellona="arabs", resources={"arabs": {"iron": 0}}), "arming")
    state = play(state, arm("saba", "legion", {}))
    assert legal_of(state, "arm") == []  # the free unit is spent; nothing more is paid for
    state = position(3, acting="arabs", bellona="arabs", resources={"arabs": {"iron": 0}},
                     units={"arabs": {"legions": {"taima": 12}}})
    state = choose(state, "arming")
    assert armable(state) == {("adane", "galley"), ("mecca", "galley")}  # saba is inland, no legion left
    assert payments_of(state, "arm", province="adane", unit="galley") == [{}]


def test_A2_ARM_3_the_card_passes_also_when_its_unit_is_not_placed():
    """A2-ARM-3: declined, or no unit in supply: the card is passed all the same."""
    state = choose(position(3, acting="arabs", bellona="arabs"), "arming")
    state, events = played(state, DONE)
    assert events[0] == {"event": "bellona", "nation": "arabs", "receiver": before(state, "arabs")}
    state = position(3, acting="arabs", bellona="arabs", units={"arabs": {"legions": {"saba": 12},
                                                                         "galleys": {"adane": 13}}})
    state = choose(state, "arming")  # nothing can be armed: the step ends at once
    assert {"event": "bellona", "nation": "arabs", "receiver": before(state, "arabs")} in state.events
    assert state.nations[before(state, "arabs")]["bellona"] and state.acting != "arabs"


# --- A2-KNOW ------------------------------------------------------------------------------------

def test_A2_KNOW_1_five_columns_advanced_needs_basic_both_in_one_turn():
    """A2-KNOW-1: eight know-hows in five columns; any number per turn; coins replace gold; one held
    is never bought again; the advanced one includes its basic one."""
    assert EDITION.columns == (("mercatura", "commercium"), ("metallum", "moneta"), ("regnum", "res_publica"),
                               ("strata",), ("navigatio",))
    state = choose(position(3, acting="arabs", resources={"arabs": {"gold": 40, "coins": 2}}), "know_how")
    assert set(offers(state)) == {"mercatura", "metallum", "regnum", "strata", "navigatio"}
    assert payments_of(state, "buy_know_how", know_how="mercatura") == [{"gold": 4}, {"gold": 3, "coin": 1},
                                                                        {"gold": 2, "coin": 2}]
    state = play(state, buy("mercatura"), buy("commercium"), buy("strata"))
    assert set(offers(state)) == {"metallum", "regnum", "navigatio"}
    assert state.nations["arabs"]["know_hows"] == ["mercatura", "commercium", "strata"]
    assert personages_of(finish_turn(state), "arabs")["scholar"] == 3


def test_A2_KNOW_2_strata_navigatio_regnum_res_publica():
    """A2-KNOW-2: Strata/Navigatio 2 borders for legions/galleys; Regnum +1 / Res Publica +2 for every
    own city (Metallum/Moneta: A2-PROD-1; Mercatura/Commercium: A2-TRADE)."""
    for know_hows, legion, galley in (([], 1, 1), (["strata"], 2, 1), (["navigatio"], 1, 2)):
        state = position(3, acting="arabs", know_hows={"arabs": know_hows},
                         units={"arabs": {"legions": {"adane": 1}, "galleys": {"adane": 1}}})
        moves = legal_of(choose(state, "maneuver_1"), "move")
        assert {d["unit"]: d["actions"] for d in moves} == {"legion": legion, "galley": galley}
    persons = {"arabs": {"general": 3}}
    for know_hows, bonus in (([], 0), (["regnum"], 1), (["res_publica"], 2)):
        state = position(3, acting="greeks", personages=persons, know_hows={"arabs": know_hows}, temples=["mecca"])
        assert [defence_strength(state, p) for p in ("saba", "adane", "mecca")] == [1 + bonus, 1 + bonus, 3 + bonus]


@pytest.mark.parametrize("know_hows_held, buys, new", [
    ([], ["mercatura"], True), (["mercatura"], ["mercatura"], False), (["commercium"], ["mercatura"], False),
    (["res_publica"], ["regnum", "res_publica"], False)])
def test_A2_KNOW_3_first_price_while_nobody_holds_it_earns_a_scholar(know_hows_held, buys, new):
    """A2-KNOW-3: the first price and a scholar while no nation holds it; a basic one counts as held
    once any nation holds its advanced one."""
    state = choose(position(3, acting="arabs", know_hows={"persians": know_hows_held},
                            resources={"arabs": {"gold": 30}}), "know_how")
    paid = 0
    for know_how in buys:
        paid += PRICES[know_how][0 if new else 1]
        assert offers(state)[know_how] == PRICES[know_how][0 if new else 1]
        state = play(state, buy(know_how))
    state = finish_turn(state)
    assert holdings(state, "arabs")[2] == 30 - paid
    assert personages_of(state, "arabs")["scholar"] == (len(buys) if new else 0)


@pytest.mark.parametrize("know_how", ALL)
def test_A2_KNOW_4_the_price_table(know_how):
    """A2-KNOW-4: gold, first / later: Mercatura 4/2, Commercium 6/3, Metallum 10/5, Moneta 12/6,
    Regnum 12/6, Res Publica 14/7, Strata 6/3, Navigatio 8/4."""
    basic = EDITION.prerequisite.get(know_how)
    own = [basic] if basic else []
    state = choose(position(3, acting="arabs", know_hows={"arabs": own}, resources={"arabs": {"gold": 20}}),
                   "know_how")
    assert offers(state)[know_how] == PRICES[know_how][0]
    state = choose(position(3, acting="arabs", know_hows={"arabs": own, "greeks": [know_how]},
                            resources={"arabs": {"gold": 20}}), "know_how")
    assert offers(state)[know_how] == PRICES[know_how][1]


def test_A2_KNOW_5_all_eight_earn_no_personage():
    """A2-KNOW-5: no personage for holding all eight (R-KNOW-5 does not apply) without Plinius."""
    state = position(3, acting="arabs", know_hows={"arabs": ALL[:-1], "greeks": ["navigatio"]},
                     resources={"arabs": {"gold": 4}})
    state = finish_turn(play(choose(state, "know_how"), buy("navigatio")))
    assert state.nations["arabs"]["know_hows"] == ALL
    assert score_of(state, "arabs") == 0 and state.nations["arabs"]["eight_rewarded"] is False
    assert step(state)[1] != "arabs"


# --- A2-TRADE -----------------------------------------------------------------------------------

def test_A2_TRADE_1_mercatura_two_for_one_as_often_as_liked():
    """A2-TRADE-1: 2 units (coins too) for 1 marble, iron or gold, never a coin; as often as it likes."""
    state = position(3, acting="arabs", know_hows={"arabs": ["mercatura"]},
                     resources={"arabs": {"marble": 4, "iron": 0, "gold": 0, "coins": 1}})
    assert trades(state) == mercatura_trades({"marble": 4, "coin": 1})
    state, events = played(state, trade({"marble": 2}, {"iron": 1}), trade({"marble": 2}, {"gold": 1}))
    assert holdings(state, "arabs") == (0, 1, 1, 1) and step(state) == ("rondel", "arabs")
    assert events[0] == {"event": "exchange", "nation": "arabs", "give": {"marble": 2}, "receive": {"iron": 1}}
    with pytest.raises(InvalidDecision):
        play(state, trade({"iron": 1, "gold": 1}, {"coin": 1}))


def test_A2_TRADE_1_in_every_step_of_its_own_turn_only():
    """A2-TRADE-1/4: trades in each step of the own turn, none while answering another's move."""
    state = position(3, first="greeks", acting="arabs", know_hows={"arabs": ["mercatura"]},
                     units={"arabs": {"legions": {"taima": 1}}, "persians": {"legions": {"babylon": 1}}},
                     resources={"arabs": {"iron": 4}})
    for field in ("temple", "arming", "know_how", "maneuver_1"):
        assert "trade" in legal_types(choose(state, field)), field
    founding = play(choose(state, "maneuver_1"), END_MOVEMENT, DONE)
    assert step(founding) == ("founding", "arabs") and "trade" in legal_types(founding)
    state = choose(position(3, first="greeks", acting="persians", know_hows={"arabs": ["mercatura"]},
                            units={"arabs": {"legions": {"taima": 1}}, "persians": {"legions": {"babylon": 1}}}),
                   "maneuver_1")
    state = play(state, move("legion", "babylon", "taima"))
    assert step(state) == ("mover_fight_question", "persians")
    state = play(state, NO_FIGHT)
    assert step(state) == ("fight_question", "arabs")
    assert legal_types(state) == {"fight_entry", "let_pass"}


def test_A2_TRADE_2_commercium_three_for_two_and_still_two_for_one():
    """A2-TRADE-2: 3 units for 2 (may differ in kind), and 2 for 1 still."""
    state = position(3, acting="arabs", know_hows={"arabs": ["commercium"]},
                     resources={"arabs": {"marble": 3, "iron": 0, "gold": 0, "coins": 0}})
    assert trades(state) == mercatura_trades({"marble": 3}) | {
        ((("marble", 3),), get) for get in ((("iron", 2),), (("gold", 2),), (("gold", 1), ("iron", 1)))}
    state = play(state, trade({"marble": 3}, {"iron": 1, "gold": 1}))
    assert holdings(state, "arabs") == (0, 1, 1, 0)


def test_A2_TRADE_3_no_trade_at_a_rate_bought_this_turn():
    """A2-TRADE-3: Mercatura bought this turn: no trade this turn (founding included); Commercium
    bought with Mercatura held: only 2 for 1; both open from the next turn."""
    state = position(3, first="greeks", units={"greeks": {"legions": {"taima": 1}}},
                     resources={"greeks": {"gold": 20, "marble": 6}})
    state = play(choose(state, "know_how"), buy("mercatura"))
    assert "trade" not in legal_types(state)
    state = AntikeIIState.from_json(json.loads(json.dumps(state.to_json())))  # a saved and loaded state
    state = play(state, buy("strata"))
    assert "trade" not in legal_types(state)
    state = play(state, DONE)
    assert step(state) == ("founding", "greeks") and "trade" not in legal_types(state)
    state = pass_turns(finish_turn(state), "greeks")
    assert "trade" in legal_types(state)
    state = position(3, first="greeks", know_hows={"greeks": ["mercatura"]},
                     units={"greeks": {"legions": {"taima": 1}}},
                     resources={"greeks": {"gold": 20, "marble": 6, "iron": 0, "coins": 0}})
    state = play(choose(state, "know_how"), buy("commercium"))
    two_for_one = mercatura_trades({"marble": 6, "gold": 14})
    assert trades(state) == two_for_one
    state = play(state, DONE)
    assert step(state) == ("founding", "greeks") and trades(state) == two_for_one
    state = pass_turns(finish_turn(state), "greeks")
    assert ((("marble", 3),), (("iron", 2),)) in trades(state)


def test_A2_TRADE_4_mixed_units_with_coins_before_paying_and_between_foundings():
    """A2-TRADE-4: any kinds mixed, coins included; before the rondel payment; between two foundings."""
    state = position(3, acting="arabs", rondel={"arabs": "iron"}, know_hows={"arabs": ["mercatura"]},
                     units={"arabs": {"legions": {"taima": 1, "ommana": 1}}},
                     resources={"arabs": {"marble": 2, "iron": 1, "gold": 4, "coins": 1}})
    state = play(state, trade({"marble": 1, "coin": 1}, {"iron": 1}))
    assert holdings(state, "arabs") == (1, 2, 4, 0) and step(state) == ("rondel", "arabs")
    state = play(choose(state, "maneuver_1", {}), END_MOVEMENT, DONE,
                 found("taima", {"marble": 1, "iron": 1, "gold": 1}))
    assert holdings(state, "arabs") == (0, 1, 3, 0) and "found" not in legal_types(state)
    state = play(state, trade({"gold": 2}, {"marble": 1}))
    assert legal_of(state, "found") == [{"type": "found", "province": "ommana"}]
    state = play(state, found("ommana"))
    assert holdings(state, "arabs") == (0, 0, 0, 0) and state.city_count("arabs") == 5


# --- E2-4, E2-5, E2-15, E2-16, E2-18 ------------------------------------------------------------

def test_E2_4_arming_with_bellona():
    """E2-4: roma (temple), syracusae, neapolis, carthago, carales; Bellona, 4 iron: 2 galleys bought,
    1 legion free; not in carales (island), not twice in neapolis, not where Yellow has no city."""
    cities = {"syracusae": "romans", "neapolis": "romans", "carthago": "romans", "carthago_nova": None,
              "tarentum": "greeks"}
    state = position(3, board="occident", acting="romans", bellona="romans", cities=cities, temples=["roma"],
                     resources={"romans": {"iron": 4}})
    state = choose(state, "arming")
    assert {p for p, _ in armable(state)} == {"roma", "syracusae", "neapolis", "carthago", "carales"}
    for illegal in (arm("carales", "legion"), arm("tarentum", "legion"), arm("tarentum", "galley")):
        with pytest.raises(IllegalDecision):
            play(state, illegal)
    spread = play(state, arm("syracusae", "galley", {"iron": 2}), arm("neapolis", "galley", {"iron": 2}))
    with pytest.raises(IllegalDecision):
        play(spread, arm("neapolis", "legion", {}))
    spread, events = played(spread, arm("carthago", "legion", {}))
    in_roma, events_roma = played(state, arm("roma", "galley", {"iron": 2}), arm("roma", "legion", {"iron": 2}),
                                  arm("roma", "legion", {}))
    for after, log in ((spread, events), (in_roma, events_roma)):
        assert holdings(after, "romans")[1] == 0
        assert {"event": "bellona", "nation": "romans", "receiver": before(after, "romans")} in log
        assert after.nations[before(after, "romans")]["bellona"]
    assert units(spread, "romans", "galleys") == {"syracusae": 1, "neapolis": 1}
    assert units(in_roma, "romans", "legions") == {"roma": 2} and units(in_roma, "romans", "galleys") == {"roma": 1}


@pytest.mark.parametrize("buys, paid, scholars", [
    (["strata"], 3, 0), (["navigatio"], 8, 1), (["mercatura", "strata"], 5, 0), (["metallum", "moneta"], 17, 1),
    (["regnum"], 6, 0), (["mercatura", "commercium"], 8, 1), (["regnum", "res_publica"], 13, 0)])
def test_E2_5_know_how_prices(buys, paid, scholars):
    """E2-5: Red holds Res Publica; Green Strata, Mercatura, Metallum; Black none with 17 gold."""
    state = position(4, first="greeks", know_hows={"persians": ["res_publica"],
                                                   "arabs": ["strata", "mercatura", "metallum"]},
                     resources={"greeks": {"gold": 17}}, units={"greeks": {"legions": {"taima": 1}}})
    state = choose(state, "know_how")
    assert offers(state) == {"mercatura": 2, "metallum": 5, "regnum": 6, "strata": 3, "navigatio": 8}
    state = play(state, *map(buy, buys))
    assert "trade" not in legal_types(state)
    state = finish_turn(state)
    assert holdings(state, "greeks")[2] == 17 - paid
    assert state.nations["greeks"]["know_hows"] == [k for k in ALL if k in buys]
    assert personages_of(state, "greeks")["scholar"] == scholars


def test_E2_15_trades():
    """E2-15: Mercatura 4 marble -> 2 iron; Commercium 3 marble -> 2 iron or 2 -> 1; 1 coin + 1 marble -> 1 iron."""
    marble = {"marble": 4, "iron": 0, "gold": 0, "coins": 0}
    state = position(3, acting="arabs", know_hows={"arabs": ["mercatura"]}, resources={"arabs": marble})
    state = play(state, trade({"marble": 2}, {"iron": 1}), trade({"marble": 2}, {"iron": 1}))
    assert holdings(state, "arabs") == (0, 2, 0, 0)
    state = position(3, acting="arabs", know_hows={"arabs": ["commercium"]}, resources={"arabs": marble})
    assert holdings(play(state, trade({"marble": 3}, {"iron": 2})), "arabs") == (1, 2, 0, 0)
    assert holdings(play(state, trade({"marble": 2}, {"iron": 1})), "arabs") == (2, 1, 0, 0)
    state = position(3, acting="arabs", know_hows={"arabs": ["mercatura"]},
                     resources={"arabs": {"marble": 1, "iron": 0, "gold": 0, "coins": 1}})
    assert trades(state) == {((("coin", 1), ("marble", 1)), ((r, 1),)) for r in ("iron", "gold")}
    assert holdings(play(state, trade({"marble": 1, "coin": 1}, {"iron": 1})), "arabs") == (0, 1, 0, 0)


def test_E2_16_plinius_for_the_first_nation_with_all_eight():
    """E2-16 (A2-VAR-1): the first to hold all eight gets Plinius at the end of its turn; the second nothing."""
    seven = ALL[:-1]
    state = position(3, first="greeks", variants=["plinius"], know_hows={"greeks": seven, "persians": seven},
                     resources={"greeks": {"gold": 9}, "persians": {"gold": 4}})
    state = play(choose(state, "know_how"), buy("navigatio"))
    assert state.bank["plinius"] == 1  # not yet: at the end of the turn
    state, events = played(state, DONE, DONE)
    assert {"event": "earn", "nation": "greeks", "kind": "scholar", "reason": {"why": "plinius"}} in events
    assert personages_of(state, "greeks")["scholar"] == 2 and state.bank["plinius"] == 0  # Navigatio new + Plinius
    assert state.bank["personages"]["scholar"] == 7
    state = finish_turn(play(choose(state, "know_how"), buy("navigatio")))
    assert state.nations["persians"]["know_hows"] == ALL and score_of(state, "persians") == 0


def test_E2_18_bellona_when_the_free_unit_has_no_place_and_with_no_iron():
    """E2-18: 3 cities, 3 units bought: no place for the free one, the card passes; with 0 iron and
    nothing bought the free unit is still placed."""
    state = choose(position(3, acting="arabs", bellona="arabs", resources={"arabs": {"iron": 6}}), "arming")
    state, events = played(state, arm("saba", "legion", {"iron": 2}), arm("adane", "legion", {"iron": 2}),
                           arm("mecca", "legion", {"iron": 2}))
    assert not any(e.get("free") for e in events) and state.acting != "arabs"
    assert {"event": "bellona", "nation": "arabs", "receiver": before(state, "arabs")} in events
    state = choose(position(3, acting="arabs", bellona="arabs", resources={"arabs": {"iron": 0}}), "arming")
    assert {tuple(d["payment"].items()) for d in antike.legal_decisions(state) if d["type"] == "arm"} == {()}
    state, events = played(state, arm("mecca", "galley"))
    assert units(state, "arabs", "galleys") == {"mecca": 1}
    assert events[0]["free"] is True and events[-1]["event"] == "bellona"
