"""Attika's engine: set-up (AT-SET-*), the state's JSON round trip and determinism, and a handful of
rules on the fixture board (costs, free building, settlements, amphoras, extension, deck, wins)."""

import json

import pytest

from antike.games.attika import RULES
from antike.games.attika.building import Sites
from antike.games.attika.cards import draw
from antike.games.attika.components import LAYOUTS, MAIN_PIECES
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
        assert state.hand_size(seat) == 4 + position  # AT-SET-8
    assert len(state.deck) == 60 - sum(4 + n for n in range(players)) and not any(state.discards.values())
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


def test_the_fortress_cost_and_its_payments():
    """E-AT-2 (and E-AT-1's first half): 1 hill + 1 mountain left at (0,0); minimal payments only."""
    state = _sparta_builds(fixture(("sparta", "athens")))
    assert Sites(state, "sparta").cost("fortress", "0,0") == ((1, 1, 0, 0), 0)
    hand = {"mountain": 1, "hill": 1, "forest": 2, "water": 1}
    found = payments(hand, (1, 1, 0, 0), 0)
    assert found[0] == {"mountain": 1, "hill": 1}
    assert {"hill": 1, "forest": 1, "water": 1} in found and {"mountain": 1, "forest": 1, "water": 1} in found
    assert {"mountain": 1, "forest": 2} in found
    for wrong in ({"hill": 1, "forest": 1}, {"forest": 1, "water": 1}, {"mountain": 1, "hill": 1, "forest": 1}):
        assert wrong not in found
    state = build(state, "fortress", "0,0", {"mountain": 1, "hill": 1})
    assert state.buildings["0,0"] == {"owner": "sparta", "building": "fortress"}
    assert state.players["sparta"]["hand"] == {"mountain": 0, "hill": 1, "forest": 1, "water": 1}
    assert state.discards["mountain"] == 1 and state.discards["hill"] == 1
    state = play(state, {"type": "stop"})  # E-AT-1: one build of three, so 2 cards
    assert state.hand_size("sparta") == 5 and state.acting == "athens"


def test_cards_drawn_for_unused_actions():
    """E-AT-1: no action 3 cards; one reveal and stop 1 card; AT-TURN-2: one kind per turn."""
    state = fixture(("sparta", "athens"))
    before = state.hand_size("sparta")
    assert play(state, {"type": "stop"}).hand_size("sparta") == before + 3
    revealed = play(state, {"type": "reveal", "stack": 2})
    assert revealed.pending["step"] == "revealed" and revealed.revealed
    parked = play(revealed, {"type": "park"})
    assert not legal_of(parked, "build") and legal_of(parked, "reveal")
    assert play(parked, {"type": "stop"}).hand_size("sparta") == before + 1


def test_free_building_by_the_arrows():
    """E-AT-3, E-AT-4: the arrow fortress -> tower, not reversed, not two steps, not another colour."""
    state = fixture(("corinth", "sparta"))
    corinth = edited(state, lambda s: put(s, "corinth", "fortress", "0,0"))
    assert Sites(corinth, "corinth").cost("tower", "1,0") == ((0, 0, 0, 0), 0)
    reversed_ = edited(state, lambda s: put(s, "corinth", "tower", "0,0"))
    assert Sites(reversed_, "corinth").cost("fortress", "1,0") == ((2, 1, 0, 0), 0)
    skipped = edited(state, lambda s: put(s, "corinth", "quarry", "0,0"))
    assert Sites(skipped, "corinth").cost("tower", "1,0") == ((0, 1, 0, 0), 0)
    other = edited(state, lambda s: put(s, "sparta", "fortress", "0,0"))
    assert Sites(other, "corinth").cost("tower", "1,0") == ((0, 1, 0, 0), 0)


def test_roads_and_settlement_cards():
    """E-AT-5, E-AT-6, E-AT-H2."""
    state = fixture(("thebes", "sparta"))
    assert Sites(state, "thebes").cost("road", "0,0") == ((0, 0, 0, 0), 1)
    road = edited(state, lambda s: put(s, "thebes", "road", "0,0"))
    assert Sites(road, "thebes").cost("road", "1,0") == ((0, 0, 0, 0), 0)
    well = edited(state, lambda s: put(s, "sparta", "well", "1,0"))
    assert Sites(well, "thebes").cost("road", "0,0") == ((0, 0, 0, 0), 2)
    two = edited(state, lambda s: (put(s, "thebes", "well", "-1,3"), put(s, "thebes", "quarry", "1,3")))
    assert Sites(two, "thebes").cost("road", "0,0") == ((0, 0, 0, 0), 3)
    assert Sites(two, "thebes").cost("road", "0,3") == ((0, 0, 0, 0), 3)
    merged = edited(two, lambda s: put(s, "thebes", "road", "0,3"))
    assert Sites(merged, "thebes").settlements == 1


def test_a_completed_group_pays_an_amphora_and_buys_a_fourth_build():
    """E-AT-7, AT-AMP-6."""
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
    assert state.players["corinth"]["amphoras"] == 1 and state.supply == 14
    assert state.players["corinth"]["groups"] == ["defence"]
    state = build(build(state, "road", "2,4"), "road", "1,4")
    offered = legal_of(state, "build")
    assert offered and all(decision["amphora"] for decision in offered) and not legal_of(state, "reveal")
    state = build(state, "road", "0,4")
    assert state.players["corinth"]["amphoras"] == 0 and state.supply == 15
    assert not legal_of(state, "build")
    assert play(state, {"type": "stop"}).hand_size("corinth") == state.hand_size("corinth")  # none unused
    check_invariants(state)


def test_extension_when_a_stack_runs_out():
    """E-AT-H3, AT-EXT-2..5."""
    state = fixture(("athens", "sparta"))
    centres = legal_centres(state)
    assert "-2,-2" in centres and not {"-2,0", "-1,-1", "-4,-4"} & set(centres)
    assert len(centres) == 32
    state = edited(state, lambda s: [to_board(s, "athens", b) for b in list(s.players["athens"]["stacks"][0])[:4]])
    assert len(state.players["athens"]["stacks"][0]) == 1
    state = play(state, {"type": "reveal", "stack": 1}, {"type": "park"})
    assert state.pending["step"] == "tile" and state.scratch["tile"] not in state.tile_stack
    tile = state.scratch["tile"]
    laid = play(state, {"type": "lay_tile", "centre": "-2,-2", "rotation": 3})
    assert len(laid.fields) == 35 and laid.tiles[-1] == {"tile": tile, "centre": "-2,-2", "rotation": 3}
    assert laid.pending["step"] == "action"
    check_invariants(laid)
    empty = edited(fixture(("athens", "sparta")), lambda s: (
        [to_board(s, "athens", b) for b in list(s.players["athens"]["stacks"][0])[:4]], s.tile_stack.clear()))
    empty = play(empty, {"type": "reveal", "stack": 1}, {"type": "park"})
    assert empty.pending["step"] == "action" and empty.events[-1]["event"] == "no_tile"


def test_the_deck_is_reshuffled_at_once():
    """E-AT-H5, AT-DECK-2."""
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


def test_joining_two_shrines_wins_at_once():
    """E-AT-H1."""
    chain = ["0,-1", "1,-1", "1,0", "2,0", "2,1", "2,2", "2,3"]
    pieces = ["agora", "temple", "oracle", "theatre", "council_hall", "gymnasium", "stadium"]

    def position(s):
        for field, building in zip(chain, pieces):
            put(s, "athens", building, field)
        to_board(s, "athens", "road")
        set_hand(s, "athens", mountain=4, hill=4, forest=4, water=4)
    state = build(edited(fixture(("athens", "sparta")), position), "road", "2,4")
    assert state.outcome["winners"] == ["athens"] and state.outcome["reason"] == "shrines"
    assert RULES.to_decide(state) is None
    blocked = edited(fixture(("athens", "sparta")), lambda s: (position(s), s.buildings.__setitem__(
        "2,1", {"owner": "sparta", "building": "well"})))
    assert build(blocked, "road", "2,4").outcome is None


def test_a_dead_game_ends_with_the_most_buildings():
    """E-AT-H6 (a): no empty field and no tile to come."""
    def position(s):
        s.tile_stack.clear()
        fields = sorted(s.fields)
        for index, field in enumerate(fields[:-1]):
            seat = "athens" if index % 2 == 0 and index < 28 else "sparta"
            record = s.players[seat]
            building = (record["board"] + [b for stack in record["stacks"] for b in stack])[0]
            put(s, seat, building, field)
        to_board(s, "athens", s.players["athens"]["stacks"][1][0])
        set_hand(s, "athens", mountain=8, hill=8, forest=8, water=8)
    state = edited(fixture(("athens", "sparta")), position)
    last = [field for field in state.fields if field not in state.buildings][0]
    building = legal_of(state, "build")[0]["building"]
    state = build(state, building, last)
    assert state.outcome is not None and state.outcome["reason"] == "dead_game"
    counts = state.outcome["on_map"]
    assert state.outcome["winners"] == [seat for seat in counts if counts[seat] == max(counts.values())]


def test_amphoras_buy_a_third_reveal_and_a_card():
    """E-AT-8, AT-AMP-6/7."""
    def position(s):
        s.players["corinth"]["amphoras"], s.supply = 2, 13
    state = edited(fixture(("corinth", "sparta")), position)
    before = state.hand_size("corinth")
    state = play(state, {"type": "reveal", "stack": 1}, {"type": "park"}, {"type": "reveal", "stack": 2},
                 {"type": "park"})
    assert all(decision["amphora"] for decision in legal_of(state, "reveal"))
    state = play(state, {"type": "reveal", "stack": 3}, {"type": "park"})
    assert [decision["amphoras"] for decision in legal_of(state, "stop")] == [0, 1]
    state = play(state, {"type": "stop", "amphoras": 1})
    assert state.hand_size("corinth") == before + 1 and state.players["corinth"]["amphoras"] == 0
    assert state.supply == 15
