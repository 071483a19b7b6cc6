"""Duellum's engine: a handful of rules, each on a position set up by editing a new game's data
(tests/duellum_helpers.py), and the position helpers the other Duellum tests use. The rules tests named
after the rule ids: test_duellum_rules_*.py."""

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


def coins(data, player, count):
    """`player` holds `count` coins, the difference taken from or put back into the bank (D-COMP-3)."""
    data["bank"]["coin"] -= count - data["players"][player]["coin"]
    data["players"][player]["coin"] = count


def city(data, region, owner, resource, temple=False, wall=False):
    """Found a city in the data (tile from the bank)."""
    data["cities"][region] = {"owner": owner, "resource": resource, "temple": temple, "wall": wall}
    data["bank"]["tiles"][resource] -= 1
    if temple:
        data["bank"]["temples"] -= 1
    if wall:
        data["players"][owner]["walls_earned"] += 1
        data["bank"]["walls"] -= 1


def give(data, player, card):
    """Move `card` from the deck (or display) into the player's hand."""
    piles = data["cards"]
    (piles["deck"] if card in piles["deck"] else piles["display"]).remove(card)
    data["players"][player]["hand"].append(card)


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


def test_S_D_6_arming_limit_after_a_fight():
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


def test_S_D_5_festung_raises_strength_by_two_withdrawn_or_chosen():
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


def test_S_D_4_last_city_is_never_offered():
    def change(data):
        for region in ("carthago", "tacape"):
            data["cities"][region]["owner"] = ROMANS
        units(data, "gades", ROMANS, legion=5)
    state = play(romans_turn(change), {"type": "rondel", "field": "duellum_1"}, {"type": "end_movement"})
    assert not [d for d in RULES.legal_decisions(state) if d["type"] == "conquer"]


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
