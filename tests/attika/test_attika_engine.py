"""Attika's engine: set-up (AT-SET-*), the state's JSON round trip and determinism, and the rules
page's examples on the fixture board, one test each: E-AT-1..8 from the book and the house scenarios
E-AT-H1..H6 (docs/rules-attika.md)."""

import json

import pytest

from antike.core.errors import IllegalDecision
from antike.games.attika import RULES
from antike.games.attika.building import Sites
from antike.games.attika.cards import draw
from antike.games.attika.components import LAYOUTS, MAIN_PIECES, START_CARDS
from antike.games.attika.costs import payments
from antike.games.attika.hexes import cell
from antike.games.attika.map_tiles import legal_centres
from antike.games.attika.state import AttikaState
from attika_helpers import (build, check_invariants, edited, fixture, legal_of, new_game, play, put, random_game,
                            set_hand, to_board)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_set_up(players):
    state = new_game(players, seed=players)
    layout = LAYOUTS[players]
    assert [tile["centre"] for tile in state.tiles] == [cell(*slot) for slot in layout["slots"]]  # AT-SET-1
    assert all(tile["rotation"] == 0 for tile in state.tiles)
    assert len(state.tile_stack) == 22 - len(layout["slots"]) and len(state.fields) == 7 * len(layout["slots"])
    assert state.shrines == [cell(*shrine) for shrine in layout["shrines"]]  # AT-SET-2
    assert state.supply == 15  # AT-SET-3
    for position, seat in enumerate(state.order):
        record = state.players[seat]
        assert [len(stack) for stack in record["stacks"]] == [5, 7, 7, 7]  # AT-SET-5/6
        assert record["board"][0] in MAIN_PIECES and all(b in MAIN_PIECES for b in record["stacks"][0])
        assert not any(b in MAIN_PIECES for stack in record["stacks"][1:] for b in stack + record["board"][1:])
        assert state.hand_size(seat) == START_CARDS[players][position]  # AT-SET-8
    assert len(state.deck) == 60 - sum(START_CARDS[players]) and not any(state.discards.values())
    assert state.turn == 1 and state.pending == {"player": state.order[0], "step": "action"}
    check_invariants(state)


def test_seat_order_follows_the_options_from_the_start_player():
    state = new_game(4, seed=3, first="corinth")
    assert state.order == ["corinth", "thebes", "athens", "sparta"]
    chosen = RULES.new_game({"city_states": ["thebes", "sparta"], "seed": 2, "first": "sparta"})
    assert chosen.order == ["sparta", "thebes"] and RULES.state_options(chosen)["players"] == 2
    drawn = {tuple(new_game(3, seed=seed).order) for seed in range(12)}
    assert len(drawn) > 1  # the start player by lot


def test_json_round_trip_and_determinism():
    state, _ = random_game(3, seed=4, limit=150, check=None)
    data = json.loads(json.dumps(state.to_json()))
    again = AttikaState.from_json(data)
    assert again.to_json() == state.to_json()
    assert RULES.kept_legal(again) == RULES.kept_legal(state)
    for decision in RULES.legal_decisions(state)[:3]:
        assert RULES.apply(again, decision).to_json() == RULES.apply(state, decision).to_json()
    assert random_game(3, seed=4, limit=150, check=None)[0].to_json() == state.to_json()
    assert random_game(3, seed=5, limit=150, check=None)[0].to_json() != state.to_json()


def _sparta_builds(state):
    return edited(state, lambda s: (to_board(s, "sparta", "fortress"), set_hand(s, "sparta", hill=2, mountain=1,
                                                                                  forest=1, water=1)))


def test_E_AT_1_the_spartan_stops_early():
    """Build the fortress, stop: 2 cards; no action: 3 cards; one reveal and stop: 1 card."""
    state = _sparta_builds(fixture(("sparta", "athens")))
    before = state.hand_size("sparta")
    built = build(state, "fortress", "0,0", {"mountain": 1, "hill": 1})
    assert built.hand_size("sparta") == before - 2
    stopped = play(built, {"type": "stop"})  # one build of three
    assert stopped.hand_size("sparta") == before - 2 + 2 and stopped.acting == "athens"
    assert play(state, {"type": "stop"}).hand_size("sparta") == before + 3
    revealed = play(state, {"type": "reveal", "stack": 2})
    assert revealed.pending["step"] == "revealed" and revealed.revealed
    parked = play(revealed, {"type": "park"})
    assert not legal_of(parked, "build") and legal_of(parked, "reveal")  # AT-TURN-2: one kind per turn
    assert play(parked, {"type": "stop"}).hand_size("sparta") == before + 1


def test_E_AT_2_the_fortress_costs_1_hill_and_1_mountain_at_0_0():
    state = _sparta_builds(fixture(("sparta", "athens")))
    assert Sites(state, "sparta").cost("fortress", "0,0") == ((1, 1, 0, 0), 0)
    hand = {"mountain": 3, "hill": 2, "forest": 2, "water": 1}
    found = payments(hand, (1, 1, 0, 0), 0)
    assert found[0] == {"mountain": 1, "hill": 1}
    assert {"hill": 1, "forest": 1, "water": 1} in found  # forest + water stand in for the mountain
    # The mountain and two cards, neither a hill, for the hill.
    for two in ({"forest": 2}, {"forest": 1, "water": 1}, {"mountain": 1, "forest": 1}, {"mountain": 1, "water": 1},
                {"mountain": 2}):
        payment = {"mountain": 1 + two.get("mountain", 0), **{k: n for k, n in two.items() if k != "mountain"}}
        assert payment in found, payment
    for wrong in ({"hill": 1, "forest": 1}, {"forest": 1, "water": 1},  # not enough
                  {"mountain": 1, "hill": 1, "forest": 1}, {"mountain": 1, "hill": 2}):  # not minimal
        assert wrong not in found
    state = build(state, "fortress", "0,0", {"mountain": 1, "hill": 1})
    assert state.buildings["0,0"] == {"owner": "sparta", "building": "fortress"}
    assert state.players["sparta"]["hand"] == {"mountain": 0, "hill": 1, "forest": 1, "water": 1}
    assert state.discards["mountain"] == 1 and state.discards["hill"] == 1


def test_E_AT_3_the_tower_is_free_next_to_the_own_fortress():
    state = edited(fixture(("corinth", "sparta")), lambda s: (put(s, "corinth", "fortress", "0,0"),
                                                              to_board(s, "corinth", "tower"), set_hand(s, "corinth")))
    assert Sites(state, "corinth").cost("tower", "1,0") == ((0, 0, 0, 0), 0)
    state = build(state, "tower", "1,0")  # with an empty hand
    assert state.buildings["1,0"] == {"owner": "corinth", "building": "tower"}
    assert state.events[0]["free"] and state.events[0]["payment"] == {}


def test_E_AT_4_not_free_reversed_a_step_skipped_or_another_colour():
    state = fixture(("corinth", "sparta"))
    reversed_ = edited(state, lambda s: put(s, "corinth", "tower", "0,0"))
    assert Sites(reversed_, "corinth").cost("fortress", "1,0") == ((2, 1, 0, 0), 0)
    skipped = edited(state, lambda s: put(s, "corinth", "quarry", "0,0"))
    assert Sites(skipped, "corinth").cost("tower", "1,0") == ((0, 1, 0, 0), 0)
    other = edited(state, lambda s: put(s, "sparta", "fortress", "0,0"))
    assert Sites(other, "corinth").cost("tower", "1,0") == ((0, 1, 0, 0), 0)  # Corinth's first: no settlement card


def test_E_AT_5_roads():
    state = edited(fixture(("sparta", "corinth")), lambda s: (
        to_board(s, "sparta", "road"), to_board(s, "sparta", "road"), set_hand(s, "sparta", forest=1)))
    assert Sites(state, "sparta").cost("road", "0,0") == ((0, 0, 0, 0), 1)  # 5 - 2 mountains - 2 waters
    state = build(state, "road", "0,0")
    assert state.hand_size("sparta") == 0
    assert Sites(state, "sparta").cost("road", "1,0") == ((0, 0, 0, 0), 0)
    assert build(state, "road", "1,0").buildings["1,0"] == {"owner": "sparta", "building": "road"}
    well = edited(fixture(("sparta", "corinth")), lambda s: put(s, "sparta", "well", "1,0"))
    assert Sites(well, "corinth").cost("road", "0,0") == ((0, 0, 0, 0), 2)


def test_E_AT_6_thebes_pays_two_settlement_cards_for_a_third_settlement():
    state = edited(fixture(("thebes", "sparta")), lambda s: (
        put(s, "thebes", "well", "-1,3"), put(s, "thebes", "quarry", "1,3"), to_board(s, "thebes", "road"),
        set_hand(s, "thebes", water=3, hill=1)))
    assert Sites(state, "thebes").settlements == 2
    assert Sites(state, "thebes").cost("road", "0,0") == ((0, 0, 0, 0), 3)
    state = build(state, "road", "0,0", {"water": 3})
    assert state.hand_size("thebes") == 1 and state.events[0]["new_settlement"]
    assert Sites(state, "thebes").settlements == 3


def test_E_AT_7_the_quarry_completes_defence():
    def position(s):
        put(s, "corinth", "fortress", "2,1")
        put(s, "corinth", "tower", "3,1")
        put(s, "corinth", "tower", "2,2")
        for building in ("quarry", "road", "road", "road", "road"):
            to_board(s, "corinth", building)
        set_hand(s, "corinth", mountain=3, hill=3, forest=3, water=3)
    state = edited(fixture(("corinth", "sparta")), position)
    assert Sites(state, "corinth").cost("quarry", "2,3") == ((1, 0, 0, 0), 0)
    state = build(state, "quarry", "2,3")
    assert not state.events[0]["free"] and state.events[0]["payment"] == {"mountain": 1}
    assert state.players["corinth"]["amphoras"] == 1 and state.supply == 14
    assert state.players["corinth"]["groups"] == ["defence"] and state.pending["step"] == "action"
    state = build(build(state, "road", "2,4"), "road", "1,4")
    offered = legal_of(state, "build")
    assert offered and all(decision["amphora"] for decision in offered) and not legal_of(state, "reveal")
    state = build(state, "road", "0,4")
    assert state.players["corinth"]["amphoras"] == 0 and state.supply == 15
    assert not legal_of(state, "build")
    assert play(state, {"type": "stop"}).hand_size("corinth") == state.hand_size("corinth")  # none unused
    check_invariants(state)


def test_E_AT_8_the_corinthians_amphoras():
    def position(s):
        s.players["corinth"]["amphoras"], s.supply = 2, 13
        record = s.players["corinth"]
        for stack, building in ((0, "quarry"), (1, "tower")):
            if building in record["board"]:
                record["board"].remove(building)
            else:
                next(pile for pile in record["stacks"] if building in pile).remove(building)
            record["stacks"][stack].insert(0, building)  # the quarry on stack 1, a tower on stack 2
    state = edited(fixture(("corinth", "sparta")), position)
    before = state.hand_size("corinth")
    state = play(state, {"type": "reveal", "stack": 1})
    assert state.scratch["building"] == "quarry"
    state = play(state, {"type": "park"}, {"type": "reveal", "stack": 2})
    assert state.scratch["building"] == "tower"
    state = play(state, {"type": "park"})
    assert all(decision["amphora"] for decision in legal_of(state, "reveal"))
    state = play(state, {"type": "reveal", "stack": 3, "amphora": True}, {"type": "park"})
    assert state.players["corinth"]["amphoras"] == 1 and state.supply == 14
    assert [decision["amphoras"] for decision in legal_of(state, "stop")] == [0, 1]
    state = play(state, {"type": "stop", "amphoras": 1})
    assert state.hand_size("corinth") == before + 1 and state.players["corinth"]["amphoras"] == 0
    assert state.supply == 15
    check_invariants(state)


def test_E_AT_H1_joining_two_shrines_wins_at_once():
    chain = ["0,-1", "1,-1", "1,0", "2,0", "2,1", "2,2", "2,3"]
    pieces = ["agora", "temple", "oracle", "theatre", "council_hall", "gymnasium", "stadium"]

    def position(s):
        for field, building in zip(chain, pieces):
            put(s, "athens", building, field)
        to_board(s, "athens", "road")
        set_hand(s, "athens", mountain=4, hill=4, forest=4, water=4)
    state = build(edited(fixture(("athens", "sparta")), position), "road", "2,4")  # the turn's first build
    assert state.outcome["winners"] == ["athens"] and state.outcome["reason"] == "shrines"
    assert RULES.to_decide(state) is None
    for between in chain[1:]:  # one of the six between the ends is Sparta's: no win
        def blocked(s, between=between):
            position(s)
            s.buildings[between] = {"owner": "sparta", "building": "well"}
        state = build(edited(fixture(("athens", "sparta")), blocked), "road", "2,4")
        assert state.outcome is None and state.pending["step"] == "action"


def test_E_AT_H2_a_road_merges_two_settlements():
    state = edited(fixture(("thebes", "sparta")), lambda s: (
        put(s, "thebes", "well", "-1,3"), put(s, "thebes", "quarry", "1,3"), to_board(s, "thebes", "road"),
        to_board(s, "thebes", "tavern"), set_hand(s, "thebes", water=3)))
    assert Sites(state, "thebes").cost("road", "0,3") == ((0, 0, 0, 0), 3)  # 5 - mountain (0,3) - forest (1,2)
    state = build(state, "road", "0,3", {"water": 3})
    assert not state.events[0]["new_settlement"] and Sites(state, "thebes").settlements == 1
    assert Sites(state, "thebes").cost("tavern", "2,0")[1] == 1  # a later new settlement: 1 card, not 2


def test_E_AT_H3_a_stack_runs_out_and_a_tile_is_laid():
    state = fixture(("athens", "sparta"))
    centres = legal_centres(state)
    assert "-2,-2" in centres and not {"-2,0", "-1,-1", "-4,-4"} & set(centres)
    assert len(centres) == 32
    state = edited(state, lambda s: [to_board(s, "athens", b) for b in list(s.players["athens"]["stacks"][0])[:4]])
    assert len(state.players["athens"]["stacks"][0]) == 1
    state = play(state, {"type": "reveal", "stack": 1}, {"type": "park"})
    assert state.pending["step"] == "tile" and state.scratch["tile"] not in state.tile_stack
    tile = state.scratch["tile"]
    for centre in ("-2,0", "-1,-1", "-4,-4"):
        with pytest.raises(IllegalDecision):
            play(state, {"type": "lay_tile", "centre": centre, "rotation": 0})
    laid = play(state, {"type": "lay_tile", "centre": "-2,-2", "rotation": 3})
    assert len(laid.fields) == 35 and laid.tiles[-1] == {"tile": tile, "centre": "-2,-2", "rotation": 3}
    assert laid.pending["step"] == "action"
    check_invariants(laid)
    empty = edited(fixture(("athens", "sparta")), lambda s: (
        [to_board(s, "athens", b) for b in list(s.players["athens"]["stacks"][0])[:4]], s.tile_stack.clear()))
    empty = play(empty, {"type": "reveal", "stack": 1}, {"type": "park"})
    assert empty.pending["step"] == "action" and empty.events[-1]["event"] == "no_tile"


def test_E_AT_H4_with_the_supply_empty_a_completed_group_gives_a_card_and_the_turn_goes_on():
    def position(s):
        s.players["sparta"]["amphoras"], s.supply = 15, 0
        put(s, "corinth", "fortress", "2,1")
        put(s, "corinth", "tower", "3,1")
        put(s, "corinth", "tower", "2,2")
        to_board(s, "corinth", "quarry")
        set_hand(s, "corinth", mountain=1, hill=3, forest=3, water=3)
    state = edited(fixture(("corinth", "sparta")), position)
    state = build(state, "quarry", "2,3", {"mountain": 1})
    assert [event["event"] for event in state.events] == ["build", "group_card", "draw"]
    assert state.hand_size("corinth") == 10 - 1 + 1 and state.players["corinth"]["amphoras"] == 0
    assert state.players["corinth"]["groups"] == ["defence"] and state.supply == 0
    offered = legal_of(state, "build")
    assert offered and not any(decision["amphora"] for decision in offered)  # 2 normal builds left
    assert play(state, {"type": "stop"}).hand_size("corinth") == 10 + 2
    check_invariants(state)


def test_E_AT_H5_the_deck_is_reshuffled_at_once():
    def position(s):
        s.discards = {"mountain": 4, "hill": 3, "forest": 2, "water": 1}
        s.players["athens"]["hand"]["water"] += len(s.deck) - 1 - 10
        s.deck = s.deck[:1]
        total = sum(s.hand_size(seat) for seat in s.order) + 11
        s.players["athens"]["hand"]["water"] -= total - 60
    state = edited(fixture(("athens", "sparta")), position)
    check_invariants(state)
    before = state.hand_size("athens")
    state.events = []
    assert draw(state, "athens", 2, "turn") == 2
    assert len(state.deck) == 9 and not any(state.discards.values()) and state.hand_size("athens") == before + 2
    assert [event["event"] for event in state.events] == ["reshuffle", "draw"]
    check_invariants(state)


def test_E_AT_H6_a_dead_game_ends_with_the_most_buildings():
    # (a) No empty field and no tile to come.
    def full(s):
        s.tile_stack.clear()
        fields = sorted(s.fields)
        for index, field in enumerate(fields[:-1]):
            seat = "athens" if index % 2 == 0 and index < 28 else "sparta"
            record = s.players[seat]
            building = (record["board"] + [b for stack in record["stacks"] for b in stack])[0]
            put(s, seat, building, field)
        to_board(s, "athens", s.players["athens"]["stacks"][1][0])
        set_hand(s, "athens", mountain=8, hill=8, forest=8, water=8)
    state = edited(fixture(("athens", "sparta")), full)
    last = [field for field in state.fields if field not in state.buildings][0]
    building = legal_of(state, "build")[0]["building"]
    state = build(state, building, last)
    assert state.outcome is not None and state.outcome["reason"] == "dead_game"
    assert state.outcome["on_map"] == {"athens": 15, "sparta": 13} and state.outcome["winners"] == ["athens"]
    # (b) Deck, discard pile and every stack empty, and nobody can pay for a parked building. With all
    # 60 cards in two hands someone could always pay, so the cards are set aside for this position.
    def stuck(s):
        for seat in s.order:
            record = s.players[seat]
            record.update(stacks=[[], [], [], []], board=["theatre"], hand=dict.fromkeys(record["hand"], 0))
        s.deck, s.discards = [], dict.fromkeys(s.discards, 0)
        s.buildings["2,1"] = {"owner": "sparta", "building": "well"}
        s.buildings["0,0"] = {"owner": "athens", "building": "well"}
    state = play(edited(fixture(("athens", "sparta")), stuck), {"type": "stop"})
    assert state.outcome == {"winners": ["athens", "sparta"], "reason": "dead_game",  # equal counts share
                             "on_map": {"athens": 1, "sparta": 1}}
