"""Duellum rules tests: the event deck's rules (D-EV-1..8), how cards act (D-CARD-1/2) and when cards
and trades may be used (D-TURN-3); the deck's order stays hidden (the view, `reveals`) and undo never
reaches back past a card turned up (rules page docs/rules-duellum.md). The cards' own
effects: test_duellum_rules_cards.py."""

import random

from antike.core.match import Match, undo_range
from antike.games.duellum import RULES
from duellum_helpers import check_invariants, eager_choice, edited, play, random_game
from test_duellum_engine import CARTHAGINIANS, ROMANS, city, coins, give, romans_turn, units
from test_duellum_rules_cards import holding, play_card, plays
from test_duellum_rules_war import (DONE, END_MOVEMENT, MILITIA, NO_CARD, conquer, duellum, finish_turn, legal_of,
                                    temple, wall)

TRIBUT = play_card("tribut", take={"gold": 2})
# The house deck as the rules page's table lists it.
HOUSE_DECK = {"festung": 2, "erdbeben": 1, "diebstahl": 1, "akademie": 1, "hinterhalt": 1, "seesturm": 1,
              "fahnenflucht": 1, "mauerbau": 1, "baumeister": 1, "bibliothek": 1, "kolonisten": 1, "orakel": 2,
              "soeldner": 2, "aushebung": 1, "eilmarsch": 2, "tribut": 2, "marmorbruch": 1, "eisenmine": 1,
              "goldader": 1, "muenzstaette": 1}


def kinds(state):
    return {d["type"] for d in RULES.legal_decisions(state)}


def conquered_carthago(change=lambda data: None):
    """The Romans have just taken Carthago (3 legions against its temple): the Carthaginians pick."""
    def edit(data):
        temple(data, "carthago")
        units(data, "carthago", ROMANS, legion=3)
        change(data)
    return play(duellum(edit), END_MOVEMENT, conquer("carthago", legions=3))


def test_D_EV_1_the_display_is_refilled_from_the_top_of_the_deck_whenever_it_is_short():
    picked = conquered_carthago()
    top, first = picked.cards["deck"][0], picked.cards["display"][0]
    after = play(picked, {"type": "pick", "card": first})
    assert after.cards["display"] == picked.cards["display"][1:] + [top]
    assert after.cards["deck"] == picked.cards["deck"][1:]
    full = holding("tribut")  # a card played from the hand leaves a full display as it is
    assert play(full, TRIBUT).cards["display"] == full.cards["display"]
    short = edited(full, lambda data: data["players"][CARTHAGINIANS]["hand"].append(data["cards"]["display"].pop()))
    top = short.cards["deck"][0]
    assert play(short, TRIBUT).cards["display"] == short.cards["display"] + [top]


def test_D_EV_2_played_cards_go_to_the_discard_pile():
    state = play(holding("tribut", "goldader"), TRIBUT, play_card("goldader"))
    assert state.cards["discards"] == ["tribut", "goldader"] and state.players[ROMANS]["hand"] == []
    check_invariants(state)


def test_D_EV_3_a_pick_after_a_lost_city_and_one_per_personage_taken():
    state = conquered_carthago()
    assert state.pending == {"player": CARTHAGINIANS, "step": "pick"}  # (b) after the conquest step
    state = play(state, NO_CARD)
    assert state.players[ROMANS]["personages"]["general"] == 1
    assert state.pending == {"player": CARTHAGINIANS, "step": "pick"}  # (a) for the general
    card = state.cards["display"][1]
    state = play(state, {"type": "pick", "card": card})
    assert state.players[CARTHAGINIANS]["hand"] == [card] and state.pending == {"player": CARTHAGINIANS,
                                                                                "step": "rondel"}


def test_D_EV_4_a_pick_is_optional():
    state = conquered_carthago()
    display = state.cards["display"]
    assert RULES.legal_decisions(state) == [{"type": "pick", "card": card} for card in dict.fromkeys(display)] + [
        NO_CARD]
    after = play(state, NO_CARD)
    assert after.cards["display"] == display and after.players[CARTHAGINIANS]["hand"] == []


def test_D_EV_5_any_number_of_cards_per_turn_but_none_that_changes_nothing():
    state = play(holding("tribut", "goldader", "marmorbruch"), TRIBUT, play_card("goldader"))
    assert plays(state, "marmorbruch") == [{}]  # a third before the rondel move
    idle = holding("diebstahl", "akademie", "orakel", "erdbeben", "mauerbau",
                   change=lambda data: (data["players"][ROMANS].update(walls=0, walls_earned=0),
                                        coins(data, CARTHAGINIANS, 1)))
    idle = edited(idle, lambda data: data["bank"].update(walls=11))
    assert not legal_of(idle, "play_card")  # 1 enemy coin, no enemy know-how or wall, no wall of his own
    assert not [d for d in legal_of(idle, "rondel") if d.get("card")]  # Orakel: a first move is free
    assert not plays(play(idle, {"type": "rondel", "field": "scientia"}), "akademie")
    empty = holding("aushebung", change=lambda data: data["players"][ROMANS].update(supply={"legion": 0, "galley": 0},
                                                                                  pool={"legion": 12, "galley": 12}))
    assert not plays(empty, "aushebung")
    # A card that changes a decision is played with it, never on its own.
    decided = holding("orakel", "hinterhalt", "eilmarsch", "baumeister", "bibliothek", "kolonisten")
    assert not legal_of(decided, "play_card")


def test_D_EV_6_hands_are_open_only_the_decks_order_is_hidden():
    state = holding("tribut", change=lambda data: give(data, CARTHAGINIANS, "orakel"))
    for viewer in (ROMANS, CARTHAGINIANS, None):
        seen = RULES.view(state, [], viewer, "en")
        hands = {player["id"]: [card["id"] for card in player["hand"]] for player in seen["players"]}
        assert hands == {ROMANS: ["tribut"], CARTHAGINIANS: ["orakel"]}
        assert seen["cards"]["deck_count"] == len(state.cards["deck"]) and "deck" not in seen["cards"]


def test_D_EV_7_the_house_deck_has_25_cards():
    state = romans_turn()
    cards = state.cards["deck"] + state.cards["display"]
    assert len(cards) == 25 and {card: cards.count(card) for card in cards} == HOUSE_DECK
    assert RULES.view(state, [], None, "en")["house"]["deck"] is True


def test_D_EV_8_festung_is_never_played_by_choice():
    def change(data):
        give(data, ROMANS, "festung")
        units(data, "carthago", ROMANS, legion=1)
    state = duellum(change)
    assert not [d for d in RULES.legal_decisions(state) if d.get("card") == "festung"]
    state = play(state, END_MOVEMENT, conquer("carthago", legions=1))  # his own conquest: it does nothing
    assert state.cities["carthago"]["owner"] == ROMANS and state.players[ROMANS]["hand"] == ["festung"]


def test_D_CARD_1_cards_follow_the_rules_they_do_not_change():
    def change(data):
        units(data, "roma", CARTHAGINIANS, galley=1)
        data["players"][ROMANS].update(walls=2, walls_earned=2)
        data["bank"]["walls"] -= 1
        city(data, "ebusus", ROMANS, "gold")
    state = holding("soeldner", "soeldner", "mauerbau", change=change)
    assert {d["unit"] for d in plays(state, "soeldner") if d["region"] == "ebusus"} == {"galley"}  # D-ARM-4
    state = play(state, play_card("soeldner", region="roma", unit="galley"))  # it fights as on arming
    assert state.units["roma"][ROMANS]["galley"] == 0 and state.units["roma"][CARTHAGINIANS]["galley"] == 0
    state = play(state, play_card("mauerbau", regions=["roma"]))
    walls = play(state, {"type": "rondel", "field": "templum"})
    assert {d["region"] for d in legal_of(walls, "build_wall")} == {"cremona", "massilia", "ebusus"}  # one per city
    # A mercenary set up in the movement step may still move (D-MAN-2).
    state = play(state, {"type": "rondel", "field": "duellum_1"}, play_card("soeldner", region="cremona",
                                                                            unit="legion"))
    assert ("aquileia",) in {tuple(d["path"]) for d in legal_of(state, "move") if d["from"] == "cremona"}
    check_invariants(state)


def test_D_CARD_2_cards_act_on_the_opponents_pieces_never_on_the_players_own():
    def change(data):
        wall(data, "roma")
        units(data, "genua", ROMANS, legion=1)
        units(data, "mare_tyrrhenum", ROMANS, galley=1)
        coins(data, ROMANS, 10)
        coins(data, CARTHAGINIANS, 1)  # half of 1 coin is none (Diebstahl)
    state = holding("erdbeben", "fahnenflucht", "seesturm", "diebstahl", change=change)
    assert not legal_of(state, "play_card")  # his own wall, units and coins are no targets


def test_D_TURN_3_cards_and_trades_only_in_the_holders_own_turn_before_any_of_his_decisions():
    def change(data):
        data["players"][ROMANS]["know_hows"]["commercium"] = 0  # bought in an earlier turn
        give(data, ROMANS, "tribut")
        give(data, CARTHAGINIANS, "festung")
        give(data, CARTHAGINIANS, "goldader")
        units(data, "carthago", ROMANS, legion=3)
        units(data, "cirta", ROMANS, legion=1)
    own = {"play_card", "trade"}
    state = romans_turn(change)
    assert own <= kinds(state)  # before the rondel move
    state = play(state, {"type": "rondel", "field": "duellum_1"})
    assert own <= kinds(state)  # between moves
    state = play(state, END_MOVEMENT)
    assert own <= kinds(state)  # between conquests
    state = play(state, conquer("carthago", legions=1))
    assert state.pending["step"] == "festung_choice" and own <= kinds(state)  # after a Festung
    state = play(state, conquer("carthago", legions=3))
    assert state.pending == {"player": ROMANS, "step": "conquest"} and own <= kinds(state)
    state = play(state, DONE)
    assert state.pending == {"player": CARTHAGINIANS, "step": "pick"}
    assert kinds(state) == {"pick", "no_card"}  # in the opponent's turn neither player plays a card
    assert not RULES.own_turn(state, CARTHAGINIANS) and not RULES.own_turn(state, ROMANS)
    state = play(state, NO_CARD)
    assert state.pending == {"player": ROMANS, "step": "founding"} and own <= kinds(state)  # between foundings
    state = finish_turn(state)  # step 3 asks nothing: no moment for a card
    assert state.pending == {"player": CARTHAGINIANS, "step": "rondel"} and "goldader" in [
        d.get("card") for d in legal_of(state, "play_card")]


def test_the_decks_order_is_hidden_from_every_viewer():
    state = romans_turn()
    shuffled = edited(state, lambda data: data["cards"]["deck"].reverse())
    assert shuffled.cards["deck"] != state.cards["deck"]
    for viewer in (ROMANS, CARTHAGINIANS, None):
        assert RULES.view(state, [], viewer, "en") == RULES.view(shuffled, [], viewer, "en")
        assert "seed" not in RULES.view(state, [], viewer, "en")["options"]  # the deck is shuffled from it
    later, _ = random_game("west", 3, check=False, limit=150, eager=True)
    redrawn = edited(later, lambda data: random.Random(1).shuffle(data["cards"]["deck"]))
    for viewer in (ROMANS, CARTHAGINIANS, None):
        assert RULES.view(later, [], viewer, "de") == RULES.view(redrawn, [], viewer, "de")


def test_reveals_is_true_exactly_when_a_card_was_turned_up():
    state = holding("tribut")
    assert not RULES.reveals(play(state, MILITIA))
    assert not RULES.reveals(play(state, TRIBUT))  # played from the hand: the display is still full
    conquered = conquered_carthago()
    assert RULES.reveals(play(conquered, {"type": "pick", "card": conquered.cards["display"][0]}))
    assert not RULES.reveals(play(conquered, NO_CARD))
    state, rng, seen = romans_turn(), random.Random(4), 0
    while state.pending is not None and state.turn < 200:
        state = RULES.apply(state, eager_choice(RULES.kept_legal(state), rng))
        turned = any(event["event"] == "card_turned_up" for event in state.events)
        assert RULES.reveals(state) == turned
        seen += turned
    assert seen >= 5


def test_undo_never_reaches_back_past_a_card_turned_up():
    match = Match({"board": "west", "seed": 8, "first": ROMANS}, game="duellum")
    rng, revealed, stopped = random.Random(8), [False], 0
    for _ in range(600):
        if match.rules.to_decide(match.state) is None:
            break
        match.play(eager_choice(match.rules.kept_legal(match.state), rng))
        revealed.append(RULES.reveals(match.state))
        now = len(match.decisions)
        last = max(n for n in range(now + 1) if revealed[n] or n == 0)
        for humans in ((ROMANS,), (CARTHAGINIANS,), (ROMANS, CARTHAGINIANS)):
            reach = undo_range(match, humans)
            assert now - reach >= last, (now, reach, last, humans)  # the revealing decision stays
            stopped += reach == now - last and last > 0 and match.decider(last - 1) == match.decider(now)
    assert stopped >= 5
    # Taking back what is allowed gives the state a replay gives.
    reach = undo_range(match, (match.rules.to_decide(match.state),))
    if reach:
        expected = match.state_at(len(match.decisions) - reach).to_json()
        match.undo(reach)
        assert match.state.to_json() == expected
