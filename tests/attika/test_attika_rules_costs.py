"""Attika rules tests: what a building costs and how it is paid (AT-COST-*) and settlements (AT-SETL-*),
on the rules page's fixture board (docs/rules-attika.md).

On the fixture (0,0) is a mountain with the neighbours mountain (1,0), waters (0,-1) and (1,-1) and three
plain fields; symbol tuples are (mountain, hill, forest, water)."""

import json

import pytest

from antike.core.errors import IllegalDecision
from antike.games.attika import RULES
from antike.games.attika.building import Sites
from antike.games.attika.components import BASE_COST
from antike.games.attika.costs import payments
from antike.games.attika.hexes import cell, neighbours
from antike.games.attika.map_tiles import lay_tile
from attika_helpers import build, check_invariants, edited, fixture, legal_of, play, put, set_hand, to_board

NOTHING = (0, 0, 0, 0)


def position(change, city_states=("athens", "sparta")):
    """The fixture with the first city state to act, after `change(state)`."""
    return edited(fixture(city_states), change)


def cost(state, seat, building, field):
    """(symbols left per kind, cards of any kind) for `seat`'s `building` on `field`."""
    return Sites(state, seat).cost(building, field)


def offered_payments(state, building, field):
    """The payments the acting seat is offered for `building` from his board on `field`."""
    state = play(state, {"type": "build", "building": building}, {"type": "site", "field": field})
    if state.pending is not None and state.pending["step"] == "payment":
        return [decision["payment"] for decision in legal_of(state, "pay")]
    return [state.events[0]["payment"]]  # one payment only: placed at once


def settlements(state, seat):
    return Sites(state, seat).settlements


# --- AT-COST -------------------------------------------------------------------------------------

def test_AT_COST_1_the_base_cost_is_the_printed_symbols():
    # (2,3) is plain; its only symbols in reach, (1,3) and (2,4), are covered by Sparta's buildings.
    state = position(lambda s: (put(s, "sparta", "well", "1,3"), put(s, "sparta", "quarry", "2,4")))
    assert cost(state, "athens", "fortress", "2,3") == ((3, 1, 0, 0), 0) == (BASE_COST["fortress"], 0)
    assert cost(state, "athens", "theatre", "2,3") == ((1, 3, 1, 0), 0)


def test_AT_COST_2_the_site_and_its_empty_neighbours_strike_matching_symbols():
    state = fixture()
    # Fortress (3 mountains + 1 hill) at (0,0): the site's and (1,0)'s mountains strike 2; waters do nothing.
    assert cost(state, "athens", "fortress", "0,0") == ((1, 1, 0, 0), 0)
    # A symbol strikes only while the base cost still has one of its kind: the well (hill + forest) at
    # (1,2) has 2 mountains and 2 forests in reach, and only 1 forest comes off.
    assert cost(state, "athens", "well", "1,2") == ((0, 1, 0, 0), 0)
    # An occupied neighbour gives nothing, whatever colour stands on it.
    occupied = position(lambda s: put(s, "sparta", "well", "1,0"))
    assert cost(occupied, "athens", "fortress", "0,0") == ((2, 1, 0, 0), 0)
    # Symbols are never used up: the empty forest (1,1) lowers the village at (2,0), and afterwards
    # the mill at (0,1) as much as before.
    state = position(lambda s: (to_board(s, "athens", "village"), set_hand(s, "athens", hill=4, forest=4)))
    assert cost(state, "athens", "village", "2,0") == ((0, 1, 0, 0), 0)  # hill (3,0) and forest (1,1) off
    assert cost(state, "athens", "mill", "0,1")[0] == (0, 0, 0, 1)  # mountain (0,0) and forest (1,1) off
    state = build(state, "village", "2,0")
    assert "1,1" not in state.buildings
    assert cost(state, "athens", "mill", "0,1")[0] == (0, 0, 0, 1)


def test_AT_COST_3_each_symbol_is_one_matching_card_or_any_two_and_payments_are_minimal():
    # 1 hill left: the hill card, or any two cards, also when a hill is held.
    assert payments({"mountain": 0, "hill": 1, "forest": 2, "water": 0}, (0, 1, 0, 0), 0) == [
        {"hill": 1}, {"forest": 2}]
    # Minimal, not fewest: hill + mountain, or hill + forest + water; hill + mountain + forest is not minimal.
    found = payments({"mountain": 1, "hill": 1, "forest": 1, "water": 1}, (1, 1, 0, 0), 0)
    assert {"mountain": 1, "hill": 1} in found and {"hill": 1, "forest": 1, "water": 1} in found
    assert {"mountain": 1, "hill": 1, "forest": 1} not in found and {"forest": 1, "water": 1} not in found
    # Cards of any kind are just that: 2 any from a hand of 3 forests.
    assert payments({"mountain": 0, "hill": 0, "forest": 3, "water": 0}, NOTHING, 2) == [{"forest": 2}]
    # Through the decisions: the fortress at (0,0) offers the minimal payments and refuses a surplus card.
    state = position(lambda s: (to_board(s, "athens", "fortress"),
                                set_hand(s, "athens", mountain=1, hill=2, forest=1, water=1)))
    offered = offered_payments(state, "fortress", "0,0")
    assert offered[0] == {"mountain": 1, "hill": 1} and {"hill": 1, "forest": 1, "water": 1} in offered
    chosen = play(state, {"type": "build", "building": "fortress"}, {"type": "site", "field": "0,0"})
    with pytest.raises(IllegalDecision):
        play(chosen, {"type": "pay", "payment": {"mountain": 1, "hill": 2}})
    with pytest.raises(IllegalDecision):
        play(chosen, {"type": "pay", "payment": {"hill": 1, "forest": 1}})  # not enough


def test_AT_COST_4_paid_cards_go_face_up_onto_the_discard_pile():
    state = position(lambda s: (to_board(s, "athens", "fortress"),
                                set_hand(s, "athens", mountain=1, hill=1, forest=1, water=1)))
    before = dict(state.discards)
    state = build(state, "fortress", "0,0", {"hill": 1, "forest": 1, "water": 1})
    assert state.discards == {**before, "hill": before["hill"] + 1, "forest": before["forest"] + 1,
                              "water": before["water"] + 1}
    assert state.players["athens"]["hand"] == {"mountain": 1, "hill": 0, "forest": 0, "water": 0}
    check_invariants(state)


def test_AT_COST_5_a_road_costs_five_cards_less_one_per_symbol_in_reach_of_any_kind():
    state = fixture()
    assert cost(state, "athens", "road", "0,0") == (NOTHING, 1)  # 2 mountains + 2 waters
    assert cost(state, "athens", "road", "2,1") == (NOTHING, 1)  # 2 hills + 2 forests
    assert cost(state, "athens", "road", "3,0") == (NOTHING, 3)  # 2 hills
    # Never below 0: with 6 symbols in reach the road is free.
    rich = position(lambda s: s.fields.update({"0,1": "hill", "-1,1": "forest"}))
    assert cost(rich, "athens", "road", "0,0") == (NOTHING, 0)
    # Only empty neighbours count.
    occupied = position(lambda s: put(s, "sparta", "well", "1,0"))
    assert cost(occupied, "athens", "road", "0,0") == (NOTHING, 2)


def test_AT_COST_6_free_building_next_to_an_own_source_of_an_arrow():
    def corinth(*placed):
        return position(lambda s: [put(s, "corinth", b, f) for b, f in placed], ("corinth", "sparta"))

    assert cost(corinth(("fortress", "0,0")), "corinth", "tower", "1,0") == (NOTHING, 0)  # fortress -> tower
    assert cost(corinth(("tower", "0,0")), "corinth", "fortress", "1,0") == ((2, 1, 0, 0), 0)  # not reversed
    assert cost(corinth(("quarry", "0,0")), "corinth", "tower", "1,0") == ((0, 1, 0, 0), 0)  # not two steps
    assert cost(corinth(("tower", "0,0")), "corinth", "tower", "1,0") == ((0, 1, 0, 0), 0)  # copies: no arrow
    other = position(lambda s: put(s, "sparta", "fortress", "0,0"), ("corinth", "sparta"))
    assert cost(other, "corinth", "tower", "1,0") == ((0, 1, 0, 0), 0)  # another colour's source
    assert cost(corinth(("road", "0,0")), "corinth", "road", "1,0") == (NOTHING, 0)  # a road next to an own road
    # One source is enough and never used up: both towers free next to one fortress, in the same turn;
    # and a source placed earlier in the same turn counts (the fortress itself, after the quarry).
    def both(s):
        put(s, "corinth", "quarry", "2,1")
        for building in ("fortress", "tower", "tower"):
            to_board(s, "corinth", building)
        set_hand(s, "corinth")
    state = edited(fixture(("corinth", "sparta")), both)
    state = build(build(build(state, "fortress", "2,2"), "tower", "3,1"), "tower", "1,2")
    assert [event["free"] for event in state.events if event["event"] == "build"] == [True]
    assert state.buildings["1,2"] == {"owner": "corinth", "building": "tower"} and state.hand_size("corinth") == 0
    # Also for a building built at once after its reveal.
    def revealed(s):
        put(s, "corinth", "fortress", "0,0")
        record = s.players["corinth"]
        stack = next(stack for stack in record["stacks"] if "tower" in stack)
        stack.remove("tower")
        stack.insert(0, "tower")
        set_hand(s, "corinth")
    state = edited(fixture(("corinth", "sparta")), revealed)
    stack = next(i for i, stack in enumerate(state.players["corinth"]["stacks"]) if stack[0] == "tower") + 1
    state = play(state, {"type": "reveal", "stack": stack}, {"type": "site", "field": "1,0"})
    assert state.buildings["1,0"] == {"owner": "corinth", "building": "tower"} and state.events[-1]["free"]


def test_AT_COST_7_a_new_settlement_pays_one_card_per_settlement_already_on_the_map():
    state = fixture(("thebes", "sparta"))
    # The tavern (forest + water) at (-2,4) is paid by the forest there and the water (-1,3): 0 symbols.
    assert cost(state, "thebes", "tavern", "-2,4") == (NOTHING, 0)  # no settlement yet: nothing
    one = edited(state, lambda s: put(s, "thebes", "well", "1,3"))
    assert cost(one, "thebes", "tavern", "-2,4") == (NOTHING, 1)
    two = edited(one, lambda s: put(s, "thebes", "quarry", "2,0"))
    assert cost(two, "thebes", "tavern", "-2,4") == (NOTHING, 2)  # symbols never strike settlement cards
    assert cost(two, "thebes", "road", "-2,4") == (NOTHING, 5)  # 5 - 2 symbols + 2
    # Touching an own building: no settlement cards; a free build never pays them.
    assert cost(two, "thebes", "tavern", "2,3") == ((0, 0, 0, 1), 0)
    assert cost(two, "thebes", "grain_field", "1,4") == (NOTHING, 0)  # well -> grain field


def test_AT_COST_8_a_shrine_next_to_the_site_changes_nothing():
    state = fixture()
    without = edited(state, lambda s: s.shrines.remove("-1,-1"))
    for field in ("-1,0", "0,-1"):  # both touch the shrine (-1,-1)
        for building in ("fortress", "harbour", "road"):
            assert cost(state, "athens", building, field) == cost(without, "athens", building, field)
    # Not an own building either: next to the shrine only, a building still founds a settlement.
    one = edited(state, lambda s: put(s, "athens", "well", "1,3"))
    assert cost(one, "athens", "road", "-1,0") == (NOTHING, 3 + 1)  # 5 - mountain (0,0) - water (0,-1) + 1


def test_AT_COST_9_the_total_is_the_remainder_plus_settlement_cards_and_may_be_zero():
    state = position(lambda s: (to_board(s, "athens", "tavern"), set_hand(s, "athens")))
    assert state.hand_size("athens") == 0
    state = build(state, "tavern", "-2,4")  # forest (-2,4) and water (-1,3) strike both symbols
    assert state.buildings["-2,4"] == {"owner": "athens", "building": "tavern"}
    assert state.events[0]["payment"] == {} and not state.events[0]["free"]
    one = position(lambda s: (put(s, "athens", "well", "1,3"), to_board(s, "athens", "fortress"),
                              set_hand(s, "athens", mountain=1, hill=1, forest=1)))
    assert cost(one, "athens", "fortress", "0,0") == ((1, 1, 0, 0), 1)
    assert offered_payments(one, "fortress", "0,0") == [{"mountain": 1, "hill": 1, "forest": 1}]



def site_costs(state, seat, building):
    """The view's site_costs for `seat`, who has taken `building` from his board to place it."""
    state = play(state, {"type": "build", "building": building})
    assert state.pending["step"] == "site"
    costs = RULES.view(state, [], seat, "en")["site_costs"]
    assert json.loads(json.dumps(costs)) == costs  # plain data
    return costs


def test_AT_COST_2_the_view_says_per_field_what_the_site_and_its_empty_neighbours_save():
    """Before a building is placed the view gives, per empty field, what its symbols and its empty
    neighbours' strike off the base cost beside what is left to pay (for a road the cards, AT-COST-5;
    the settlement cards of AT-COST-7 on their own)."""
    state = position(lambda s: (put(s, "athens", "well", "1,3"), to_board(s, "athens", "fortress"),
                                to_board(s, "athens", "road"), set_hand(s, "athens", mountain=4, hill=4)))
    costs = site_costs(state, "athens", "fortress")
    # (0,0): its mountain and (1,0)'s strike 2 of the 3 mountains; the waters save nothing.
    assert costs["0,0"] == {"symbols": {"mountain": 1, "hill": 1}, "extra": 1, "saves": {"mountain": 2},
                            "saves_cards": 0, "building_order": False, "settlement_cards": 1}
    # Next to the own well: no settlement cards.
    assert costs["1,2"]["settlement_cards"] == 0 and costs["1,2"]["extra"] == 0
    # An occupied neighbour saves nothing.
    assert "1,3" not in costs
    costs = site_costs(state, "athens", "road")
    assert costs["0,0"] == {"symbols": {}, "extra": 1 + 1, "saves": {}, "saves_cards": 4,
                            "building_order": False, "settlement_cards": 1}
    assert costs["3,0"]["saves_cards"] == 2 and costs["3,0"]["extra"] == 3 + 1
    # What is saved and what is left make the base cost.
    for cost in costs.values():
        assert cost["saves_cards"] + cost["extra"] - cost["settlement_cards"] == 5


def test_AT_COST_6_the_view_marks_a_field_free_by_the_building_order():
    def corinth(s):
        put(s, "corinth", "fortress", "0,0")
        to_board(s, "corinth", "tower")
        set_hand(s, "corinth", hill=2)
    costs = site_costs(edited(fixture(("corinth", "sparta")), corinth), "corinth", "tower")
    # (1,0) touches the fortress, whose arrow points to the tower: the whole cost goes, nothing is
    # said to be saved by symbols and no settlement card is due.
    assert costs["1,0"] == {"symbols": {}, "extra": 0, "saves": {}, "saves_cards": 0, "building_order": True,
                            "settlement_cards": 0}
    # Away from it: the symbols save, a new settlement pays its card.
    assert costs["3,0"] == {"symbols": {"mountain": 1, "forest": 1}, "extra": 1, "saves": {"hill": 1},
                            "saves_cards": 0, "building_order": False, "settlement_cards": 1}
    # Free exactly on the empty fields next to the fortress.
    assert {field for field, cost in costs.items() if cost["building_order"]} == set(neighbours("0,0")) & set(costs)

# --- AT-SETL -------------------------------------------------------------------------------------

def test_AT_SETL_1_a_settlement_is_a_largest_linked_set_of_one_colour():
    chain = position(lambda s: [put(s, "athens", b, f) for b, f in
                                (("well", "0,0"), ("quarry", "1,0"), ("road", "2,0"), ("agora", "2,1"))])
    assert settlements(chain, "athens") == 1  # (0,0) and (2,1) are linked by a path, not touching
    apart = edited(chain, lambda s: put(s, "athens", "harbour", "-1,3"))
    assert settlements(apart, "athens") == 2 and settlements(apart, "sparta") == 0


def test_AT_SETL_2_a_building_touching_no_own_building_founds_a_new_settlement():
    state = position(lambda s: (put(s, "athens", "well", "0,0"), put(s, "sparta", "quarry", "0,3"),
                                to_board(s, "athens", "road"), set_hand(s, "athens", forest=8)))
    state = build(state, "road", "0,2")  # next to Sparta's quarry only
    assert state.events[0]["new_settlement"] and settlements(state, "athens") == 2


def test_AT_SETL_3_a_building_touching_two_settlements_merges_them():
    state = position(lambda s: (put(s, "thebes", "well", "-1,3"), put(s, "thebes", "quarry", "1,3"),
                                to_board(s, "thebes", "road"), set_hand(s, "thebes", forest=8)),
                     ("thebes", "sparta"))
    assert settlements(state, "thebes") == 2 and cost(state, "thebes", "tavern", "2,0")[1] == 2
    state = build(state, "road", "0,3")
    assert not state.events[0]["new_settlement"] and settlements(state, "thebes") == 1
    assert cost(state, "thebes", "tavern", "2,0")[1] == 1  # later settlement cards are lower


def test_AT_SETL_4_buildings_linked_only_through_a_shrine_another_colour_or_a_gap_are_apart():
    def shrine(s):
        lay_tile(s, s.tile_stack.pop(0), cell(-2, -2), 0)  # (-1,-2) and (-2,-1) now touch the shrine too
        put(s, "athens", "well", "0,-1")
        put(s, "athens", "quarry", "-1,-2")
    assert settlements(position(shrine), "athens") == 2
    colour = position(lambda s: (put(s, "athens", "well", "0,0"), put(s, "sparta", "well", "1,0"),
                                 put(s, "athens", "quarry", "2,0")))
    assert settlements(colour, "athens") == 2
    gap = position(lambda s: (put(s, "athens", "well", "-1,1"), put(s, "athens", "quarry", "-2,3")))
    assert "-2,2" not in gap.fields and settlements(gap, "athens") == 2  # both touch the gap (-2,2)
