"""Antike II rules tests: components, boards, set-up, turns, production and temples (A2-COMP, A2-MAP,
A2-SET, A2-TURN, A2-PROD, A2-TEMP) and the book examples E2-1, E2-2, E2-3 and E2-10 (
docs/rules-antike2.md). The goal: test_antike2_goal.py; arming, know-hows and trading:
test_antike2_know_how.py."""

import random

import pytest

import antike
from antike.core.errors import InvalidOptions
from antike.games.antike2.game import new_game
from antike.games.antike2.edition import EDITION
from antike.games.antike_common.board import load_board
from antike.games.antike_common.vocabulary import RONDEL_FIELDS
from positions_antike2 import (DONE, END_MOVEMENT, buy, choose, finish_turn, found, holdings,
                               legal_of, legal_types, neutral_temples, pass_turns, payments_of, play, played,
                               position, personages_of, score_of, step, trades)

R_SET_1 = {"orient": ["greeks", "persians", "arabs", "phoenicians", "egyptians", "babylonians"],
           "occident": ["greeks", "romans", "germanic_tribes", "phoenicians", "carthaginians", "persians"]}
GOALS = {3: 10, 4: 9, 5: 8, 6: 7}


def rondel_costs(state):
    """{field: units paid} of every reachable field (the first payment listed)."""
    costs = {}
    for decision in antike.legal_decisions(state):
        if decision["type"] == "rondel":
            costs.setdefault(decision["field"], sum(decision["payment"].values()))
    return costs


def produced(state, field):
    """(units of `field`, coins) the acting nation gets from that production field."""
    nation_id = state.acting
    after = choose(state, field)
    return (after.nations[nation_id][field] - state.nations[nation_id][field],
            after.nations[nation_id]["coins"] - state.nations[nation_id]["coins"])


# --- A2-COMP ------------------------------------------------------------------------------------

def test_A2_COMP_1_at_most_twelve_legions_and_thirteen_galleys_on_the_board():
    """A2-COMP-1: 12 legions, 13 galleys per nation."""
    state = position(3, acting="arabs", bellona="greeks", resources={"arabs": {"iron": 9}},
                     units={"arabs": {"legions": {"taima": 11}, "galleys": {"ommana": 12}}})
    state = choose(state, "arming")
    assert {(d["province"], d["unit"]) for d in legal_of(state, "arm")} == {
        ("saba", "legion"), ("adane", "legion"), ("adane", "galley"), ("mecca", "legion"), ("mecca", "galley")}
    state = play(state, {"type": "arm", "province": "saba", "unit": "legion"})
    assert {(d["province"], d["unit"]) for d in legal_of(state, "arm")} == {("adane", "galley"), ("mecca", "galley")}
    state = play(state, {"type": "arm", "province": "adane", "unit": "galley"})
    assert legal_of(state, "arm") == []


def test_A2_COMP_1_at_most_twenty_four_cities():
    """A2-COMP-1: 24 city tiles; with all on the board no city is founded."""
    board = load_board("orient")
    taken = set(board.start_cities(3, "greeks") + board.start_cities(3, "persians")
                + board.start_cities(3, "arabs")) | set(neutral_temples())
    free = [p for p in sorted(board.province_ids) if p not in taken]
    for extra, offered in ((21, False), (20, True)):
        state = position(3, acting="arabs", cities={p: "arabs" for p in free[:extra]},
                         personages={"arabs": {"king": 4}}, units={"arabs": {"legions": {free[30]: 1}}})
        state = play(choose(state, "maneuver_1"), END_MOVEMENT)
        assert state.city_count("arabs") == 3 + extra
        assert (state.pending == {"nation": "arabs", "step": "founding"}) is offered
        assert ([d["province"] for d in legal_of(state, "found")] == [free[30]]) is offered


@pytest.mark.parametrize("board", ["orient", "occident"])
def test_A2_COMP_2_the_bank(board):
    """A2-COMP-2: 20 temples (3 of them neutral on the board), 30 coins, 36 personages, the Bellona card."""
    state = new_game({"board": board, "nations": 4})
    assert state.bank["coins"] == 30
    assert state.bank["temples"] == 17 and len(state.temples) == 3
    assert state.bank["personages"] == {"king": 10, "scholar": 8, "general": 7, "citizen": 6, "navigator": 5}
    assert state.bank["plinius"] == 0
    assert [n for n in state.order if state.nations[n]["bellona"]] == [state.order[-1]]
    plinius = new_game({"board": board, "nations": 4, "variants": ["plinius"]})
    assert plinius.bank["plinius"] == 1 and plinius.bank["personages"]["scholar"] == 8


def test_A2_COMP_3_a_coin_stands_in_for_any_resource():
    """A2-COMP-3 (R-COMP-3/4): coins pay for steps, temples, units, know-hows and cities; no trade
    with the bank without a trading know-how."""
    state = position(3, acting="arabs", rondel={"arabs": "iron"}, bellona="greeks",
                     resources={"arabs": {"marble": 0, "iron": 0, "gold": 0, "coins": 1}})
    assert payments_of(state, "rondel", field="arming") == [{"coin": 1}]
    assert "trade" not in legal_types(state)
    state = position(3, acting="arabs", bellona="greeks",
                     resources={"arabs": {"marble": 4, "iron": 1, "gold": 1, "coins": 2}})
    assert payments_of(choose(state, "temple"), "build_temple", province="saba") == [
        {"marble": 4, "coin": 1}, {"marble": 3, "coin": 2}]
    assert payments_of(choose(state, "arming"), "arm", province="saba", unit="legion") == [
        {"iron": 1, "coin": 1}, {"coin": 2}]
    assert payments_of(choose(state, "know_how"), "buy_know_how", know_how="strata") == []  # 6 > 1 + 2
    assert payments_of(choose(state, "know_how"), "buy_know_how", know_how="mercatura") == []  # 4 > 1 + 2
    state = position(3, acting="arabs", bellona="greeks", units={"arabs": {"legions": {"taima": 1}}},
                     resources={"arabs": {"marble": 0, "iron": 1, "gold": 0, "coins": 2}})
    state = play(choose(state, "maneuver_1"), END_MOVEMENT)
    assert payments_of(state, "found", province="taima") == [{"iron": 1, "coin": 2}]


# --- A2-MAP -------------------------------------------------------------------------------------

@pytest.mark.parametrize("board, province, legion, galley", [
    ("orient", "athen", {"dyrrhachion", "pella", "sparta"}, {"bycantium", "ephesos", "knossos", "pella", "sparta"}),
    ("occident", "carthago", {"caesarea", "tacape"}, {"caesarea", "carales", "syracusae", "tacape"})])
def test_A2_MAP_1_played_on_our_boards_with_their_borders(board, province, legion, galley):
    """A2-MAP-1: A2 on our Orient and Occident boards, R-MAP-1..3 unchanged."""
    assert len(load_board(board).province_ids) == 50
    state = position(3, board=board, first="greeks", cities={province: None},
                     units={"greeks": {"legions": {province: 1}, "galleys": {province: 1}}})
    state = choose(state, "maneuver_1")
    moves = {(d["unit"], d["to"]) for d in legal_of(state, "move")}
    assert moves == {("legion", p) for p in legion} | {("galley", p) for p in galley}


def test_A2_MAP_2_every_site_shows_one_resource_and_the_founder_has_no_choice():
    """A2-MAP-2: one resource per province; a tile's resource is chosen only under A2-VAR-2."""
    for board in ("orient", "occident"):
        loaded = load_board(board)
        assert all(loaded.resource(p) in ("marble", "iron", "gold") for p in loaded.province_ids)
    state = position(3, acting="arabs", units={"arabs": {"legions": {"taima": 1}}})
    state = play(choose(state, "maneuver_1"), END_MOVEMENT)
    assert legal_of(state, "found") == [{"type": "found", "province": "taima"}]
    state = play(state, found("taima"))
    assert state.resource_of("taima") == "iron" and state.tiles == {}


def test_A2_MAP_3_no_ship_symbols_each_province_with_a_galley_scores_one():
    """A2-MAP-3: no sea region scores 2: six provinces with galleys earn no navigator."""
    galleys = {"punt": 2, "opone": 1, "dioscoridis": 1, "moscha": 1, "ommana": 1, "gerrha": 1}
    state = finish_turn(choose(position(3, acting="arabs", units={"arabs": {"galleys": galleys}}), "gold"))
    assert personages_of(state, "arabs")["navigator"] == 0


# --- A2-SET -------------------------------------------------------------------------------------

@pytest.mark.parametrize("board", ["orient", "occident"])
@pytest.mark.parametrize("count", [3, 4, 5, 6])
def test_A2_SET_1_nations_and_start_cities_as_in_2005(board, count):
    """A2-SET-1: R-SET-1's nations and the board data's start cities."""
    state = new_game({"board": board, "nations": count, "seed": 5})
    nations = R_SET_1[board][:count]
    assert sorted(state.order) == sorted(nations)
    start = state.order.index(nations[0])
    assert state.order[start:] + state.order[:start] == nations  # R-SET-1's seating, rotated
    loaded = load_board(board)
    assert state.cities == {p: n for n in nations for p in loaded.start_cities(count, n)}


def test_A2_SET_1_each_start_city_has_a_tile_of_its_resource():
    """A2-SET-1: the start cities produce their board resource."""
    state = position(3, acting="arabs")  # saba marble, adane iron, mecca gold
    assert [produced(state, field)[0] for field in ("marble", "iron", "gold")] == [1, 1, 1]


@pytest.mark.parametrize("count", [3, 6])
def test_A2_SET_2_three_marble_three_iron_three_gold_no_coin(count):
    """A2-SET-2: 3/3/3 and no coin."""
    state = new_game({"board": "occident", "nations": count})
    assert {holdings(state, n) for n in state.order} == {(3, 3, 3, 0)}


def test_A2_SET_3_the_starting_nation_is_drawn_and_bellona_goes_to_the_last():
    """A2-SET-3: the starter by a seeded lot, the seating kept, Bellona to the nation moving last."""
    starters = set()
    for seed in range(12):
        state = new_game({"board": "occident", "nations": 4, "seed": seed})
        seating = R_SET_1["occident"][:4]
        assert state.order[0] == random.Random(seed).choice(seating)
        start = seating.index(state.order[0])
        assert state.order == seating[start:] + seating[:start]
        assert state.acting == state.order[0]
        assert {n for n in state.order if state.nations[n]["bellona"]} == {state.order[-1]}
        starters.add(state.order[0])
    assert len(starters) >= 3


@pytest.mark.parametrize("board", ["orient", "occident"])
@pytest.mark.parametrize("count", [3, 4, 5, 6])
def test_A2_SET_4_three_neutral_temples(board, count):
    """A2-SET-4: the three neutral temples of A2-NEU-1 stand at the start, without a city."""
    state = new_game({"board": board, "nations": count})
    assert state.temples == sorted(neutral_temples(board))
    assert not set(state.temples) & set(state.cities)


def test_A2_SET_5_two_players_play_four_nations_to_nine():
    """A2-SET-5: only R-SET-4's four-nation form (goal 9), with the A2 rules; R-SET-5 is not offered."""
    state = new_game({"board": "orient", "two_player": "four_nations"})
    assert len(state.order) == 4 and EDITION.goal(state.options) == 9
    assert {holdings(state, n) for n in state.order} == {(3, 3, 3, 0)}
    assert sum(state.nations[n]["bellona"] for n in state.order) == 1
    with pytest.raises(InvalidOptions):
        new_game({"board": "orient", "two_player": "two_colours"})
    with pytest.raises(InvalidOptions):
        new_game({"board": "orient", "two_player": "four_nations", "nations": 3})


# --- A2-TURN ------------------------------------------------------------------------------------

def test_A2_TURN_1_turns_in_seating_order_rondel_order_and_latin_names():
    """A2-TURN-1 (R-TURN-1/5/6): clockwise from the starter; first move free to any field; the fields
    are Ferrum, Templum, Aurum, Movere, Militia, Marmor, Scientia, Movere."""
    state = position(4, board="occident", first="phoenicians")
    assert rondel_costs(state) == dict.fromkeys(RONDEL_FIELDS, 0)
    seen = []
    for _ in range(8):
        seen.append((state.round, state.acting))
        following = state.order[(state.current + 1) % 4]
        state = pass_turns(finish_turn(choose(state, "know_how" if state.round == 1 else "maneuver_2")), following)
    assert seen == [(1, n) for n in state.order] + [(2, n) for n in state.order]
    assert [EDITION.term("en", f"field.{f}") for f in RONDEL_FIELDS] == [
        "Ferrum", "Templum", "Aurum", "Movere", "Militia", "Marmor", "Scientia", "Movere"]


def test_A2_TURN_1_a_turn_is_action_then_founding_then_personages():
    """A2-TURN-1 (R-TURN-3)."""
    state = position(3, acting="arabs", resources={"arabs": {"gold": 12}},
                     units={"arabs": {"legions": {"taima": 1}}})
    state = play(choose(state, "know_how"), buy("navigatio"))
    assert step(state) == ("know_how", "arabs")
    state = play(state, DONE)
    assert step(state) == ("founding", "arabs") and score_of(state, "arabs") == 0
    state = play(state, DONE)
    assert score_of(state, "arabs") == 1 and state.acting != "arabs"


def test_A2_TURN_2_no_coin_when_a_round_begins():
    """A2-TURN-2: nothing is given at the start of a round (R-TURN-2 does not apply)."""
    state = position(3, first="greeks")
    state = pass_turns(finish_turn(choose(state, "know_how")), "greeks")
    assert state.round == 2 and state.bank["coins"] == 30
    assert {holdings(state, n) for n in state.order} == {(3, 3, 3, 0)}


def test_A2_TURN_2_new_game_gives_no_coin():
    """A2-TURN-2: the first round's event says no coins were given."""
    state = new_game({"nations": 3})
    assert state.events == [{"event": "round", "round": 1, "short": False, "coins": False}]


def test_A2_TURN_3_no_trade_for_holding_know_hows_other_than_mercatura():
    """A2-TURN-3: R-TURN-4's all-eight 2:1 trade does not apply; only Mercatura/Commercium trade."""
    six = ["moneta", "res_publica", "strata", "navigatio"]
    state = position(3, acting="arabs", know_hows={"arabs": six}, resources={"arabs": {"coins": 3}})
    assert "trade" not in legal_types(state)
    state = position(3, acting="arabs", know_hows={"arabs": six + ["commercium"]},
                     resources={"arabs": {"marble": 0, "iron": 0, "gold": 0, "coins": 3}})
    assert trades(state) == {((("coin", 2),), ((r, 1),)) for r in ("marble", "iron", "gold")} | {
        ((("coin", 3),), tuple(sorted(get.items()))) for get in (
            {"marble": 2}, {"iron": 2}, {"gold": 2}, {"marble": 1, "iron": 1}, {"marble": 1, "gold": 1},
            {"iron": 1, "gold": 1})}


# --- A2-PROD ------------------------------------------------------------------------------------

@pytest.mark.parametrize("know_how, bonus", [("metallum", 1), ("moneta", 2)])
@pytest.mark.parametrize("field", ["marble", "iron", "gold"])
def test_A2_PROD_1_metallum_and_moneta_bonus(know_how, bonus, field):
    """A2-PROD-1: +1 with Metallum, +2 with Moneta (one city of each resource, no temple)."""
    state = position(3, acting="arabs", know_hows={"arabs": [know_how]})
    assert produced(state, field) == (1 + bonus, 1)


def test_A2_PROD_1_temples_triple_and_bonus_without_a_city():
    """A2-PROD-1 (R-PROD-1 and its Decision)."""
    state = position(3, acting="arabs", cities={"moscha": "arabs", "gerrha": "arabs"}, temples=["gerrha"])
    assert produced(state, "gold") == (1 + 1 + 3, 1)
    state = position(3, acting="arabs", cities={"adane": None}, know_hows={"arabs": ["moneta"]})
    assert produced(state, "iron") == (2, 1)


def test_A2_PROD_2_one_coin_with_every_production_even_of_nothing():
    """A2-PROD-2: exactly 1 coin, however much is produced (even nothing)."""
    state = position(3, acting="arabs", cities={"adane": None})
    after = choose(state, "iron")
    assert after.events[-1] == {"event": "produce", "nation": "arabs", "amount": 0, "resource": "iron", "coin": 1}
    assert holdings(after, "arabs") == (3, 3, 3, 1) and after.bank["coins"] == 29


def test_A2_PROD_2_a_resource_of_choice_when_the_bank_has_no_coin():
    """A2-PROD-2: with the bank empty the nation takes 1 marble, iron or gold instead."""
    state = position(3, acting="arabs", bank_coins=0, resources={"arabs": {"coins": 0}})
    state = choose(state, "gold")
    assert step(state) == ("take_resource", "arabs")
    assert legal_of(state, "take_resource") == [{"type": "take_resource", "resource": r}
                                                for r in ("marble", "iron", "gold")]
    state = play(state, {"type": "take_resource", "resource": "iron"})
    assert holdings(state, "arabs") == (3, 4, 4, 0) and state.bank["coins"] == 0
    assert step(state)[1] != "arabs" or step(state) == ("founding", "arabs")


# --- A2-TEMP ------------------------------------------------------------------------------------

def test_A2_TEMP_1_five_marble_and_neutral_temples_count_for_the_twenty():
    """A2-TEMP-1: 5 marble per temple; 17 own + 3 neutral temples leave none to build."""
    board = load_board("orient")
    start = {p for n in ("greeks", "persians", "arabs") for p in board.start_cities(3, n)}
    mine = ["saba", "adane", "mecca"] + [p for p in sorted(board.province_ids)
                                        if p not in neutral_temples() and p not in start][:15]
    for neutral, offered in ((None, []), ((), [mine[17]])):
        state = position(3, acting="arabs", cities=dict.fromkeys(mine, "arabs"), temples=mine[:17], neutral=neutral,
                         personages={"arabs": {"king": 3, "citizen": 5}}, resources={"arabs": {"marble": 5}})
        state = choose(state, "temple")
        assert [d["province"] for d in legal_of(state, "build_temple")] == offered
    assert payments_of(state, "build_temple", province=mine[17]) == [{"marble": 5}]
    state = play(state, {"type": "build_temple", "province": mine[17]})
    assert state.bank["temples"] == 2 and state.nations["arabs"]["marble"] == 0


# --- E2-1, E2-2, E2-3 ---------------------------------------------------------------------------

def test_E2_1_rondel_costs_from_ferrum():
    """E2-1: from Ferrum, Templum/Aurum/Movere free, Militia 1, Marmor 2; Ferrum again 5."""
    state = position(3, acting="arabs", rondel={"arabs": "iron"})
    assert rondel_costs(state) == {"temple": 0, "gold": 0, "maneuver_1": 0, "arming": 1, "marble": 2,
                                   "know_how": 3, "maneuver_2": 4, "iron": 5}


YELLOW_E2_2 = {"neapolis": "romans", "aquileia": "romans", "syracusae": "romans", "carthago_nova": None}


@pytest.mark.parametrize("know_hows, amounts", [([], (4, 2, 1)), (["metallum"], (5, 3, 2))])
def test_E2_2_production_each_with_a_coin(know_hows, amounts):
    """E2-2: neapolis (gold, temple), aquileia (gold), roma, syracusae (marble), carales (iron)."""
    state = position(3, board="occident", acting="romans", cities=YELLOW_E2_2, temples=["neapolis"],
                     know_hows={"romans": know_hows})
    assert [produced(state, field) for field in ("gold", "marble", "iron")] == [(n, 1) for n in amounts]


def test_E2_3_temples_on_own_cities_without_one():
    """E2-3: Yellow owns roma (temple), carales, neapolis: it may build in carales and neapolis, not roma."""
    state = position(3, board="occident", acting="romans", cities={"neapolis": "romans", "carthago_nova": None},
                     temples=["roma"], resources={"romans": {"marble": 10}})
    state = choose(state, "temple")
    assert [d["province"] for d in legal_of(state, "build_temple")] == ["carales", "neapolis"]
    state = play(state, {"type": "build_temple", "province": "carales"},
                 {"type": "build_temple", "province": "neapolis"})
    assert state.nations["romans"]["marble"] == 0
    assert sorted(set(state.temples) - set(neutral_temples("occident"))) == ["carales", "neapolis", "roma"]


# --- E2-10 --------------------------------------------------------------------------------------

def test_E2_10_a_growth_opening():
    """E2-10 (a): Marmor (4 marble, 1 coin); Templum for 1 gold; a temple for 4 marble + 1 coin."""
    state = position(3, first="greeks")
    state = finish_turn(choose(state, "marble"))
    assert holdings(state, "greeks") == (4, 3, 3, 1)
    state = choose(pass_turns(state, "greeks"), "temple", {"gold": 1})
    state = play(state, {"type": "build_temple", "province": "sparta", "payment": {"marble": 4, "coin": 1}})
    assert holdings(state, "greeks") == (0, 3, 2, 0) and "sparta" in state.temples


@pytest.mark.parametrize("bellona", [False, True])
def test_E2_10_b_spread_opening(bellona):
    """E2-10 (b): Ferrum, Aurum, Militia: 3 units for 4 iron + 2 coins; with Bellona 4 iron, 2 coins kept."""
    state = position(3, first="greeks", bellona="greeks" if bellona else "arabs")
    state = pass_turns(finish_turn(choose(state, "iron")), "greeks")
    state = pass_turns(finish_turn(choose(state, "gold", {})), "greeks")
    assert holdings(state, "greeks") == (3, 4, 4, 2)
    state = choose(state, "arming", {})
    first = {} if bellona else {"iron": 2}
    state = play(state, {"type": "arm", "province": "messana", "unit": "galley", "payment": first},
                 {"type": "arm", "province": "sparta", "unit": "legion", "payment": {"iron": 2}})
    state, events = played(state, {"type": "arm", "province": "dyrrhachion", "unit": "legion",
                                   "payment": {"iron": 2} if bellona else {"coin": 2}})
    assert step(state) == ("rondel", "persians")  # nothing left to arm or found: the turn is over
    assert holdings(state, "greeks") == ((3, 0, 4, 2) if bellona else (3, 0, 4, 0))
    assert state.nations["greeks"]["bellona"] is False
    assert ({"event": "bellona", "nation": "greeks", "receiver": "arabs"} in events) is bellona


def test_E2_10_c_progress_opening():
    """E2-10 (c): Aurum; Scientia for 1 marble; Mercatura at its first price 4 earns a scholar, and
    nothing else new is affordable (Strata 6 > 5)."""
    state = position(3, first="greeks")
    state = pass_turns(finish_turn(choose(state, "gold")), "greeks")
    assert holdings(state, "greeks") == (3, 3, 4, 1)
    state = choose(state, "know_how", {"marble": 1})
    assert legal_of(state, "buy_know_how") == [{"type": "buy_know_how", "know_how": "mercatura"}]
    assert payments_of(state, "buy_know_how", know_how="mercatura") == [{"gold": 4}, {"gold": 3, "coin": 1}]
    state = finish_turn(play(state, buy("mercatura", {"gold": 4})))
    assert personages_of(state, "greeks")["scholar"] == 1 and holdings(state, "greeks") == (2, 3, 0, 1)
