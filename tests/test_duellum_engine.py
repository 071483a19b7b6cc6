"""Duellum's engine: the set-up (D-SET-*) and a handful of rules, each on a position set up by editing a
new game's data (tests/duellum_helpers.py)."""

import pytest

from antike.core.errors import IllegalDecision, InvalidDecision, InvalidOptions
from antike.games.duellum import RULES
from antike.games.duellum.rondel import cost
from duellum_helpers import check_invariants, edited, new_game, play

ROMANS, CARTHAGINIANS = "romans", "carthaginians"


def romans_turn(change=lambda data: None, **options):
    """A West game where the Romans begin, after `change` edits its data."""
    return edited(new_game("west", seed=5, first=ROMANS, **options), change)


def units(data, region, player, legion=0, galley=0):
    """Put units of `player` in `region` (taken from his supply, so the unit count stays 12 + 12)."""
    record = data["players"][player]
    for unit, count in (("legion", legion), ("galley", galley)):
        data["units"][region][player][unit] += count
        record["supply"][unit] -= count


def city(data, region, owner, resource, temple=False, wall=False):
    """Found a city in the data (tile from the bank)."""
    data["cities"][region] = {"owner": owner, "resource": resource, "temple": temple, "wall": wall}
    data["bank"]["tiles"][resource] -= 1
    if temple:
        data["bank"]["temples"] -= 1
    if wall:
        data["players"][owner]["walls_earned"] += 1


def give(data, player, card):
    """Move `card` from the deck (or display) into the player's hand."""
    piles = data["cards"]
    (piles["deck"] if card in piles["deck"] else piles["display"]).remove(card)
    data["players"][player]["hand"].append(card)


def test_set_up_follows_d_set():
    state = new_game("west", seed=3)
    check_invariants(state)
    for player in state.order:
        record = state.players[player]
        assert (record["marble"], record["iron"], record["gold"]) == (3, 3, 3)  # D-SET-2
        assert record["supply"] == {"legion": 11, "galley": 11} and record["pool"] == {"legion": 1, "galley": 1}
        assert record["walls"] == 1 and record["score"] == 0 and record["rondel"] is None
        assert sorted(state.cities[r]["resource"] for r in state.cities_of(player)) == ["gold", "iron", "marble"]
    first, second = state.order
    assert state.players[first]["coin"] == 0 and state.players[second]["coin"] == 1  # D-SET-3
    assert state.bank["coin"] == 19
    assert state.bank["tiles"] == {"marble": 10, "iron": 10, "gold": 8} and state.bank["walls"] == 10  # D-SET-4
    assert len(state.cards["display"]) == 3 and len(state.cards["deck"]) == 22  # D-SET-5
    assert state.pending == {"player": first, "step": "rondel"}
    assert len([d for d in RULES.legal_decisions(state) if d["type"] == "rondel"]) == 8  # D-RON-2: any field, free


def test_start_player_is_drawn_by_lot_unless_named():
    drawn = {new_game("east", seed=seed).order[0] for seed in range(12)}
    assert drawn == {"greeks", "persians"}
    assert new_game("east", seed=1, first="persians").order == ["persians", "greeks"]
    with pytest.raises(InvalidOptions):
        new_game("east", seed=1, first="romans")
    with pytest.raises(InvalidOptions):
        RULES.new_game({"board": "north"})


def test_rondel_costs_e_d_1_and_oracle_s_d_7():
    assert cost("templum", "templum") == 5 and cost("templum", "duellum_1") == 0 and cost("templum", "militia") == 0
    assert cost("templum", "marmor") == 1
    assert cost("templum", "templum", oracle=True) == 2 and cost("templum", "scientia", oracle=True) == 0
    state = romans_turn(lambda d: (d["players"][ROMANS].update(rondel="ferrum"), give(d, ROMANS, "orakel")))
    oracle = [d for d in RULES.legal_decisions(state) if d.get("card") == "orakel"]
    assert {d["field"] for d in oracle} == {"militia", "marmor", "scientia", "duellum_2", "ferrum"}
    ferrum = [d for d in oracle if d["field"] == "ferrum"]
    assert all(sum(d["payment"].values()) == 2 for d in ferrum)


def test_production_e_d_2():
    def change(data):
        city(data, "neapolis", ROMANS, "marble", temple=True)
    state = play(romans_turn(change), {"type": "rondel", "field": "marmor"})
    assert state.players[ROMANS]["marble"] == 3 + 4 and state.players[ROMANS]["coin"] == 1
    moneta = romans_turn(lambda d: (change(d), d["players"][ROMANS]["know_hows"].update(moneta=0)))
    assert play(moneta, {"type": "rondel", "field": "marmor"}).players[ROMANS]["marble"] == 3 + 5


def test_no_coin_left_gives_a_resource_instead_d_prod_2():
    def change(data):
        data["players"][CARTHAGINIANS]["coin"] += data["bank"]["coin"]
        data["bank"]["coin"] = 0
    state = play(romans_turn(change), {"type": "rondel", "field": "aurum"})
    assert state.pending["step"] == "produce"
    state = play(state, {"type": "produce", "resource": "iron"})
    assert state.players[ROMANS]["iron"] == 4 and state.players[ROMANS]["coin"] == 0


def test_temples_in_sequence_e_d_8_and_founding_surcharge_e_d_7_s_d_1():
    def change(data):
        city(data, "neapolis", ROMANS, "gold")
        data["players"][ROMANS].update(marble=12, coin=1)
    state = play(romans_turn(change), {"type": "rondel", "field": "templum"},
                 {"type": "build_temple", "region": "roma", "payment": {"marble": 6}})
    second = [d for d in RULES.legal_decisions(state) if d.get("region") == "neapolis"
              and d["type"] == "build_temple"]
    assert second[0]["payment"] == {"marble": 6, "coin": 1}
    # Founding: two iron cities side by side; the second pays a coin for the first (E-D-7).
    def founders(data):
        units(data, "neapolis", ROMANS, legion=1)
        units(data, "brundisium", ROMANS, legion=1)
        data["players"][ROMANS].update(coin=1)
    state = romans_turn(founders)
    state = play(state, {"type": "rondel", "field": "duellum_1"}, {"type": "end_movement"})
    assert state.pending["step"] == "founding"
    iron = [d for d in RULES.legal_decisions(state) if d.get("resource") == "iron" and d["region"] == "neapolis"]
    assert iron[0]["payment"] == {"marble": 1, "iron": 1, "gold": 1}
    state = play(state, iron[0])
    nxt = [d for d in RULES.legal_decisions(state) if d.get("resource") == "iron" and d["region"] == "brundisium"]
    assert nxt[0]["payment"] == {"marble": 1, "iron": 1, "gold": 1, "coin": 1}
    # S-D-1: without a coin the surcharge cannot be paid with marble.
    poor = edited(state, lambda d: d["players"][ROMANS].update(coin=0))
    assert not [d for d in RULES.legal_decisions(poor) if d.get("resource") == "iron"
                and d["region"] == "brundisium"]


def test_arming_fights_at_once_e_d_6_s_d_6():
    def change(data):
        units(data, "roma", CARTHAGINIANS, galley=1)
    state = play(romans_turn(change), {"type": "rondel", "field": "militia"},
                 {"type": "arm", "region": "roma", "unit": "galley"})
    assert state.units["roma"][ROMANS]["galley"] == 0 and state.units["roma"][CARTHAGINIANS]["galley"] == 0
    assert state.players[ROMANS]["pool"]["galley"] == 1 and state.players[ROMANS]["iron"] == 1
    assert not [d for d in RULES.legal_decisions(state) if d.get("region") == "roma"]  # D-ARM-3


def test_strata_move_is_stopped_by_a_fight_s_d_2_and_ambush_s_d_10():
    def change(data):
        units(data, "roma", ROMANS, legion=1)
        units(data, "neapolis", CARTHAGINIANS, legion=1)
        data["players"][ROMANS]["know_hows"]["strata"] = 0
    state = play(romans_turn(change), {"type": "rondel", "field": "duellum_1"})
    moves = [d for d in RULES.legal_decisions(state) if d["type"] == "move"]
    assert {"type": "move", "from": "roma", "path": ["neapolis"], "unit": "legion"} in moves
    assert not [d for d in moves if d["path"][:1] == ["neapolis"] and len(d["path"]) == 2 and "card" not in d]
    after = play(state, {"type": "move", "from": "roma", "path": ["neapolis"], "unit": "legion"})
    assert after.units["neapolis"][ROMANS]["legion"] == 0 and after.players[CARTHAGINIANS]["pool"]["legion"] == 2
    ambush = edited(state, lambda d: give(d, ROMANS, "hinterhalt"))
    after = play(ambush, {"type": "move", "from": "roma", "path": ["neapolis", "brundisium"], "unit": "legion",
                          "card": "hinterhalt"})
    assert after.units["brundisium"][ROMANS]["legion"] == 1 and after.units["neapolis"][CARTHAGINIANS]["legion"] == 0
    assert "hinterhalt" in after.cards["discards"]


def _siege(data, attackers, festung=True):
    # Romans with `attackers` legions in Carthago (strength 2: base 1 + wall); Carthage holds a Festung.
    data["cities"]["carthago"]["wall"] = True
    data["players"][CARTHAGINIANS]["walls"] = 0
    units(data, "carthago", ROMANS, legion=attackers)
    if festung:
        give(data, CARTHAGINIANS, "festung")


def test_festung_s_d_5():
    state = play(romans_turn(lambda d: _siege(d, 3)), {"type": "rondel", "field": "duellum_1"},
                 {"type": "end_movement"})
    assert {"type": "conquer", "region": "carthago", "legions": 2, "galleys": 0} in RULES.legal_decisions(state)
    state = play(state, {"type": "conquer", "region": "carthago", "legions": 2, "galleys": 0})
    assert state.cities["carthago"]["owner"] == CARTHAGINIANS and state.units["carthago"][ROMANS]["legion"] == 3
    assert any(e["event"] == "festung" for e in state.events) and "festung" in state.cards["discards"]
    four = play(romans_turn(lambda d: _siege(d, 4)), {"type": "rondel", "field": "duellum_1"},
                {"type": "end_movement"}, {"type": "conquer", "region": "carthago", "legions": 2, "galleys": 0})
    assert four.pending["step"] == "festung_choice"
    assert [d for d in RULES.legal_decisions(four) if d["type"] in ("conquer", "withdraw")] == [
        {"type": "conquer", "region": "carthago", "legions": 4, "galleys": 0}, {"type": "withdraw"}]
    won = play(four, {"type": "conquer", "region": "carthago", "legions": 4, "galleys": 0})
    assert won.cities["carthago"]["owner"] == ROMANS and won.players[CARTHAGINIANS]["walls"] == 1
    # D-CONQ-8: the loser picks once right after the conquest step (which had nothing left to do).
    assert won.pending == {"player": CARTHAGINIANS, "step": "pick"}
    check_invariants(won)


def test_last_city_is_never_offered_s_d_4():
    def change(data):
        for region in ("carthago", "tacape"):
            data["cities"][region]["owner"] = ROMANS
        units(data, "gades", ROMANS, legion=5)
    state = play(romans_turn(change), {"type": "rondel", "field": "duellum_1"}, {"type": "end_movement"})
    assert not [d for d in RULES.legal_decisions(state) if d["type"] == "conquer"]


def test_personages_walls_and_picks_d_pers_9_10_e_d_3_e_d_11():
    def change(data):
        for region in ("neapolis", "ancona"):
            city(data, region, ROMANS, "iron")
        data["players"][ROMANS]["personages"]["citizen"] = 1
        data["players"][ROMANS]["score"] = 1
        data["bank"]["personages"]["citizen"] -= 1
        data["players"][ROMANS]["gold"] = 8
    # Strata bought first (a scholar), nothing left to do: the steps close themselves, then step 3.
    state = play(romans_turn(change), {"type": "rondel", "field": "scientia"},
                 {"type": "buy_know_how", "know_how": "strata", "payment": {"gold": 8}})
    # A king (5 cities) and a scholar: 1 -> 3 personages, two wall symbols (2, 3), two picks.
    assert state.players[ROMANS]["personages"]["king"] == 1 and state.players[ROMANS]["score"] == 3
    assert state.players[ROMANS]["walls"] == 3 and state.players[ROMANS]["walls_earned"] == 3
    assert state.pending == {"player": CARTHAGINIANS, "step": "pick"}
    card = state.cards["display"][0]
    state = play(state, {"type": "pick", "card": card})
    assert state.pending == {"player": CARTHAGINIANS, "step": "pick"} and len(state.cards["display"]) == 3
    assert RULES.reveals(state)
    state = play(state, {"type": "no_card"})
    assert state.pending == {"player": CARTHAGINIANS, "step": "rondel"}
    assert not RULES.reveals(state)
    check_invariants(state)


def test_draw_after_the_400th_turn_s_d_13():
    state = romans_turn(lambda d: d.update(turn=400))
    state = play(state, {"type": "rondel", "field": "ferrum"})
    assert RULES.outcome(state) == {"winner": None, "reason": {"why": "draw"}} and RULES.to_decide(state) is None


def test_commercium_from_the_next_turn_e_d_12():
    state = romans_turn(lambda d: d["players"][ROMANS]["know_hows"].update(commercium=1))
    assert not [d for d in RULES.legal_decisions(state) if d["type"] == "trade"]
    later = edited(state, lambda d: d.update(turn=3))
    trades = [d for d in RULES.legal_decisions(later) if d["type"] == "trade"]
    assert {"type": "trade", "give": {"marble": 3}, "get": {"gold": 2}} in trades
    after = play(later, {"type": "trade", "give": {"marble": 3}, "get": {"gold": 2}})
    assert after.players[ROMANS]["marble"] == 0 and after.players[ROMANS]["gold"] == 5


def test_malformed_and_illegal_decisions():
    state = new_game("west", seed=1, first=ROMANS)
    with pytest.raises(InvalidDecision):
        RULES.apply(state, {"type": "fly"})
    with pytest.raises(InvalidDecision):
        RULES.apply(state, {"type": "rondel", "field": "ferrum", "colour": "red"})
    with pytest.raises(IllegalDecision) as refused:
        RULES.apply(state, {"type": "done"})
    assert "Römer" in refused.value.say("de") and "Romans" in str(refused.value)
    assert RULES.checked_decision(state, {"type": "rondel", "field": "ferrum"})["payment"] == {}
