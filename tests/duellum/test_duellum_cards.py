"""Duellum's house deck at work: a few cards and the display's reshuffle, on edited positions."""

from antike.games.duellum import RULES
from duellum_helpers import check_invariants, edited, play
from test_duellum_engine import CARTHAGINIANS, ROMANS, city, give, romans_turn, units


def cards_of(state, card):
    return [d for d in RULES.legal_decisions(state) if d.get("card") == card and d["type"] == "play_card"]


def test_S_D_8_pool_count_with_mercenaries():
    def change(data):
        data["players"][ROMANS]["pool"]["galley"] = 2
        data["players"][ROMANS]["supply"]["galley"] = 10
        data["scratch"]["pool_noted"]["galley"] = 2  # as noted at the start of the turn (D-ARM-2)
        give(data, ROMANS, "soeldner")
        units(data, "roma", CARTHAGINIANS, galley=1)
    state = romans_turn(change)
    state = play(state, {"type": "rondel", "field": "militia"},
                 {"type": "play_card", "card": "soeldner", "region": "massilia", "unit": "galley"})
    assert state.units["massilia"][ROMANS]["galley"] == 1 and state.scratch["left_pool"]["galley"] == 1
    state = play(state, {"type": "arm", "region": "roma", "unit": "galley"})
    assert state.players[ROMANS]["pool"]["galley"] == 1  # the fight sent it back
    assert not [d for d in RULES.legal_decisions(state) if d["type"] == "arm" and d["unit"] == "galley"]
    check_invariants(state)


def test_one_short_s_d_11():
    def change(data):
        romans, carthaginians, bank = data["players"][ROMANS], data["players"][CARTHAGINIANS], data["bank"]
        romans["personages"].update(king=3, citizen=2, navigator=2)
        carthaginians["personages"].update(general=3)
        bank["personages"].update(king=3, citizen=2, navigator=0, general=1)
        # Walls of the score track: 7 personages passed five symbols, 3 passed three.
        romans.update(score=7, walls=6, walls_earned=6)
        carthaginians.update(score=3, walls=4, walls_earned=4)
        bank["walls"] -= 8
        city(data, "cirta", CARTHAGINIANS, "iron")
        for region in ("carthago", "tacape"):
            data["cities"][region]["temple"] = True
            bank["temples"] -= 1
            units(data, region, ROMANS, legion=3)
    state = play(romans_turn(change), {"type": "rondel", "field": "duellum_1"}, {"type": "end_movement"},
                 {"type": "conquer", "region": "carthago", "legions": 3, "galleys": 0})
    assert state.pending == {"player": ROMANS, "step": "conquest"}
    state = play(state, {"type": "conquer", "region": "tacape", "legions": 3, "galleys": 0})
    state = play(state, {"type": "done"}) if state.pending["step"] == "conquest" else state
    if state.pending["step"] == "pick":
        state = play(state, {"type": "no_card"})
    state = play(state, {"type": "done"}) if state.pending and state.pending["step"] == "founding" else state
    assert RULES.outcome(state) == {"winner": ROMANS, "reason": {"why": "one_short"}}
    assert state.players[ROMANS]["score"] == 8 and state.bank["personages"]["general"] == 0
    check_invariants(state)


def test_S_D_12_reshuffle_and_lost_picks():
    def change(data):
        piles = data["cards"]
        everything = piles["deck"] + piles["display"]
        everything.remove("tribut")
        data["players"][ROMANS]["hand"] = ["tribut"]
        data["players"][CARTHAGINIANS]["hand"] = everything
        piles.update(deck=[], display=[], discards=[])
        data["players"][ROMANS]["gold"] = 8
    state = romans_turn(change)
    # The one discard is shuffled into a new deck and turned up at once (D-EV-1).
    state = play(state, {"type": "play_card", "card": "tribut", "take": {"gold": 2}})
    assert state.cards == {"deck": [], "display": ["tribut"], "discards": [], "shuffles": 2}
    assert [e["event"] for e in state.events][-2:] == ["reshuffle", "card_turned_up"] and RULES.reveals(state)
    emptied = edited(state, lambda d: (d["cards"].update(display=[]),
                                       d["players"][CARTHAGINIANS]["hand"].append("tribut")))
    # A scholar owes a pick; the display is empty, so it is lost and the turn ends.
    after = play(emptied, {"type": "rondel", "field": "scientia"},
                 {"type": "buy_know_how", "know_how": "moneta", "payment": {"gold": 8}})
    if after.pending["step"] == "scientia":
        after = play(after, {"type": "done"})
    assert {"event": "picks_lost", "player": CARTHAGINIANS, "count": 1} in after.events
    assert after.pending == {"player": CARTHAGINIANS, "step": "rondel"}
    check_invariants(after)


def test_mint_with_an_empty_bank_and_burglary():
    def change(data):
        give(data, ROMANS, "muenzstaette")
        give(data, ROMANS, "diebstahl")
        data["players"][CARTHAGINIANS]["coin"] += data["bank"]["coin"]  # all 20 coins
        data["bank"]["coin"] = 0
    state = romans_turn(change)
    mint = cards_of(state, "muenzstaette")
    assert {"type": "play_card", "card": "muenzstaette", "replacements": {"iron": 1, "gold": 1}} in mint
    state = play(state, {"type": "play_card", "card": "diebstahl"})
    assert state.players[CARTHAGINIANS]["coin"] == 10 and state.bank["coin"] == 10
    state = play(state, {"type": "play_card", "card": "muenzstaette"})
    assert state.players[ROMANS]["coin"] == 2
    check_invariants(state)


def test_academy_only_on_scientia_and_earthquake():
    def change(data):
        give(data, ROMANS, "akademie")
        give(data, ROMANS, "erdbeben")
        data["players"][CARTHAGINIANS]["know_hows"].update(strata=1, moneta=1)
        data["cities"]["gades"]["wall"] = True
        data["players"][CARTHAGINIANS]["walls"] = 0
    state = romans_turn(change)
    assert not cards_of(state, "akademie")
    assert cards_of(state, "erdbeben") == [{"type": "play_card", "card": "erdbeben", "region": "gades"}]
    state = play(state, {"type": "play_card", "card": "erdbeben", "region": "gades"})
    assert state.players[CARTHAGINIANS]["walls"] == 1 and not state.cities["gades"]["wall"]
    state = play(state, {"type": "rondel", "field": "scientia"})
    state = play(state, {"type": "play_card", "card": "akademie"})
    assert state.players[ROMANS]["gold"] == 5
    check_invariants(state)
