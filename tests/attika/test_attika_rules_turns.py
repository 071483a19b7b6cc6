"""Attika rules tests: a turn, reveal, build and where to build (AT-TURN, AT-REV, AT-BLD, AT-PLACE; rules
page docs/rules-attika.md), on the fixture board (T01-T04 in slots 1-4, rotation 0, shrines (-1,-1)
and (2,5)) with positions set up by hand."""

import random
from itertools import product

import pytest

from antike.core.errors import IllegalDecision
from antike.games.attika import RULES
from antike.games.attika.building import Sites
from antike.games.attika.components import KINDS
from antike.games.attika.costs import as_tuple, pays
from attika_helpers import build, edited, fixture, legal_of, new_game, play, put, set_hand, to_board

RICH = {"mountain": 6, "hill": 6, "forest": 6, "water": 6}


def stack_holds(state, seat, index, buildings):
    """Stack `index` (0-3) of `seat` holds exactly `buildings` (top first): its old pieces go to the
    player board, the named ones come from the board or the other stacks."""
    record = state.players[seat]
    record["board"] += record["stacks"][index]
    record["stacks"][index] = []
    for building in buildings:
        if building in record["board"]:
            record["board"].remove(building)
        else:
            next(stack for stack in record["stacks"] if building in stack).remove(building)
    record["stacks"][index] = list(buildings)


def athens(change=lambda s: None, **hand):
    """Athens to act on the fixture with all 4 roads on the player board, holding `hand` (RICH by
    default), after `change`."""
    def position(s):
        for _ in range(3):
            to_board(s, "athens", "road")
        set_hand(s, "athens", **(hand or RICH))
        change(s)
    return edited(fixture(), position)


def sites(state):
    return {decision["field"] for decision in legal_of(state, "site")}


def fill_map(state):
    """Every field of the fixture taken, 14 by each player (from their stacks, then boards; no road)."""
    for index, field in enumerate(sorted(state.fields)):
        seat = state.order[index % 2]
        record = state.players[seat]
        pieces = [b for stack in record["stacks"] for b in stack] + record["board"]
        put(state, seat, next(b for b in pieces if b != "road"), field)


# --- AT-TURN -------------------------------------------------------------------------------------

def test_AT_TURN_1_the_start_player_begins_and_turns_pass_clockwise():
    state = RULES.new_game({"city_states": ["athens", "sparta", "corinth"], "seed": 1, "first": "sparta"})
    seen = []
    for _ in range(4):
        seen.append(RULES.turn(state))
        state = play(state, {"type": "stop"})
    assert seen == [(1, "sparta"), (2, "corinth"), (3, "athens"), (4, "sparta")]


def test_AT_TURN_2_one_kind_a_turn_up_to_2_reveals_or_3_builds_extras_of_the_same_kind():
    state = athens()
    assert legal_of(state, "reveal") and legal_of(state, "build")
    revealed = play(state, {"type": "reveal", "stack": 2}, {"type": "park"})
    assert legal_of(revealed, "reveal") and not legal_of(revealed, "build")
    twice = play(revealed, {"type": "reveal", "stack": 3}, {"type": "park"})
    assert not legal_of(twice, "reveal") and not legal_of(twice, "build")
    built = build(state, "road", "2,1")
    assert legal_of(built, "build") and not legal_of(built, "reveal")
    thrice = build(build(built, "road", "1,4"), "well", "-1,3")
    assert not legal_of(thrice, "build")
    # An amphora buys one more action of the kind played, never of the other.
    rich = edited(twice, lambda s: (s.players["athens"].update(amphoras=1), setattr(s, "supply", 14)))
    assert {d["type"] for d in RULES.kept_legal(rich)} == {"reveal", "stop"}
    assert all(decision["amphora"] for decision in legal_of(rich, "reveal"))


@pytest.mark.parametrize("actions, cards", [(0, 3), (1, 2), (2, 1), (3, 0)])
def test_AT_TURN_3_on_stopping_one_card_per_unused_build_3_after_no_action(actions, cards):
    state = athens()
    for field in ("2,1", "1,4", "-1,3")[:actions]:
        state = build(state, "road", field)
    hand = state.hand_size("athens")
    after = play(state, {"type": "stop"})
    assert after.hand_size("athens") == hand + cards and after.acting == "sparta"


def test_AT_TURN_3_reveals_count_against_2_extras_never_count_amphoras_add_a_card_each():
    state = athens(lambda s: (s.players["athens"].update(amphoras=2), setattr(s, "supply", 13)))
    one = play(state, {"type": "reveal", "stack": 2}, {"type": "park"})
    assert play(one, {"type": "stop"}).hand_size("athens") == state.hand_size("athens") + 1
    three = play(one, {"type": "reveal", "stack": 3}, {"type": "park"},
                 {"type": "reveal", "stack": 4}, {"type": "park"})
    assert three.players["athens"]["amphoras"] == 1 and three.scratch["extra"] == 1
    # No normal action left unused: 0 cards, plus 1 for the amphora spent now; never below 0.
    assert [d["amphoras"] for d in legal_of(three, "stop")] == [0, 1]
    assert play(three, {"type": "stop", "amphoras": 0}).hand_size("athens") == state.hand_size("athens")
    after = play(three, {"type": "stop", "amphoras": 1})
    assert after.hand_size("athens") == state.hand_size("athens") + 1 and after.supply == 15
    # The cards are always drawn: every stop offered draws at least the cards due.
    assert all(d["amphoras"] >= 0 for d in legal_of(state, "stop")) and legal_of(state, "stop")[0]["amphoras"] == 0


def test_AT_TURN_4_cards_come_after_the_actions_the_amphoras_replacement_card_is_no_draw():
    state = athens()
    after = play(build(state, "road", "2,1"), {"type": "stop"})
    assert [event["event"] for event in after.events][-2:] == ["draw", "turn"]
    assert after.acting == "sparta"  # nothing of Athens' turn follows the draw
    # Completing a group with the supply empty gives a card at once; the turn goes on, and the
    # draw on stopping still counts only the unused actions.
    def position(s):
        put(s, "athens", "fortress", "2,1")
        put(s, "athens", "tower", "3,1")
        put(s, "athens", "tower", "2,2")
        to_board(s, "athens", "quarry")
        s.supply, s.players["sparta"]["amphoras"] = 0, 15
    state = athens(position)
    hand = state.hand_size("athens")
    state = build(state, "quarry", "2,3", {"mountain": 1})
    assert state.hand_size("athens") == hand - 1 + 1 and state.events[-1]["why"] == "group"
    assert state.pending == {"player": "athens", "step": "action"} and legal_of(state, "build")
    assert play(state, {"type": "stop"}).hand_size("athens") == hand + 2


def test_AT_TURN_5_stopping_is_always_allowed_an_action_is_offered_only_when_it_can_be_completed():
    state = new_game(3, seed=9)
    rng = random.Random(9)
    for _ in range(300):
        if state.pending is None:
            break
        if state.pending["step"] == "action":
            assert {"type": "stop", "amphoras": 0} in RULES.kept_legal(state)
            record = state.players[state.pending["player"]]
            assert all(record["stacks"][d["stack"] - 1] for d in legal_of(state, "reveal"))
            assert all(d["building"] in record["board"] for d in legal_of(state, "build"))
            for decision in legal_of(state, "build"):  # each offered build has a payable site
                assert legal_of(play(state, decision), "site")
        state = RULES.apply(state, rng.choice(RULES.kept_legal(state)))
    # No card: the fortress is nowhere payable, so it is not offered.
    poor = edited(fixture(), lambda s: (to_board(s, "athens", "fortress"), set_hand(s, "athens")))
    assert "fortress" not in {d["building"] for d in legal_of(poor, "build")}
    # No empty field: no build at all, even rich; an empty stack offers no reveal.
    full = athens(lambda s: (fill_map(s), stack_holds(s, "athens", 1, [])))
    assert not legal_of(full, "build") and 2 not in {d["stack"] for d in legal_of(full, "reveal")}
    assert legal_of(full, "reveal") and full.outcome is None


def test_AT_TURN_6_small_decisions_only_payable_sites_only_minimal_payments_never_half_an_action():
    state = athens(lambda s: to_board(s, "athens", "fortress"), mountain=1, hill=1, forest=1, water=1)
    chosen = play(state, {"type": "build", "building": "fortress"})
    assert chosen.pending["step"] == "site"
    held = as_tuple(chosen.players["athens"]["hand"])
    sites_all = Sites(chosen, "athens")
    payable = {field for field in sites_all.fields
               if any(pays(p, *sites_all.cost("fortress", field))
                      for p in product(*(range(n + 1) for n in held)))}
    assert sites(chosen) == payable and "0,0" in payable and len(payable) < len(sites_all.fields)
    paying = play(chosen, {"type": "site", "field": "0,0"})
    assert paying.pending["step"] == "payment" and paying.scratch["field"] == "0,0"
    symbols, extra = sites_all.cost("fortress", "0,0")
    for decision in legal_of(paying, "pay"):
        payment = as_tuple(decision["payment"])
        assert pays(payment, symbols, extra)
        assert not any(pays(payment[:i] + (n - 1,) + payment[i + 1:], symbols, extra)
                       for i, n in enumerate(payment) if n)
    done = play(paying, {"type": "pay", "payment": {"mountain": 1, "hill": 1}})
    assert done.buildings["0,0"]["building"] == "fortress" and done.pending["step"] == "action"
    # One payment only: the site places the building at once.
    single = play(athens(lambda s: to_board(s, "athens", "fortress"), mountain=1, hill=1),
                  {"type": "build", "building": "fortress"}, {"type": "site", "field": "0,0"})
    assert single.buildings["0,0"]["owner"] == "athens" and single.pending["step"] == "action"


# --- AT-REV --------------------------------------------------------------------------------------

def test_AT_REV_1_the_top_building_of_a_chosen_non_empty_stack_is_turned_up_open_to_all():
    state = athens()
    top = state.players["athens"]["stacks"][2][0]
    revealed = play(state, {"type": "reveal", "stack": 3})
    assert revealed.players["athens"]["stacks"][2] == state.players["athens"]["stacks"][2][1:]
    assert revealed.scratch["building"] == top and revealed.pending["step"] == "revealed"
    seen = RULES.view(revealed, revealed.events, "sparta", "en")
    assert seen["turn_state"]["building"] == top
    assert any(event["event"] == "reveal" and event["building"] == top for event in seen["log_events"])


def test_AT_REV_2_build_it_at_once_free_by_an_arrow_or_park_it_even_when_it_could_be_built():
    state = athens(lambda s: (put(s, "athens", "fortress", "0,0"), stack_holds(s, "athens", 1, ["tower", "mill"])),
                   mountain=1)
    revealed = play(state, {"type": "reveal", "stack": 2})
    assert legal_of(revealed, "park") and "1,0" in sites(revealed)
    assert Sites(revealed, "athens").cost("tower", "1,0") == ((0, 0, 0, 0), 0)
    built = play(revealed, {"type": "site", "field": "1,0"})
    assert built.buildings["1,0"] == {"owner": "athens", "building": "tower"}
    assert [e for e in built.events if e["event"] == "build"][0]["free"] and built.hand_size("athens") == 1
    parked = play(revealed, {"type": "park"})
    assert parked.players["athens"]["board"].count("tower") == 1 and "1,0" not in parked.buildings


def test_AT_REV_3_the_player_board_is_never_full_every_revealed_building_can_be_parked():
    def position(s):
        stack_holds(s, "athens", 1, ["road", "road"])
        stack_holds(s, "athens", 2, ["road"])
        fill_map(s)
        s.players["athens"]["amphoras"], s.supply = 1, 14
    state = athens(position)
    for stack in (2, 2, 3):
        state = play(state, {"type": "reveal", "stack": stack})
        if len(state.fields) == 28:  # no empty field (until a tile comes): parking is the only choice
            assert RULES.kept_legal(state) == [{"type": "park"}]
        state = play(state, {"type": "park"})
        if state.pending["step"] == "tile":
            state = play(state, legal_of(state, "lay_tile")[0])
    assert state.players["athens"]["board"].count("road") == 4


def test_AT_REV_4_revealing_the_last_building_of_a_stack_extends_the_map_after_it_is_placed():
    state = athens(lambda s: stack_holds(s, "athens", 1, ["well"]))
    tiles = len(state.tile_stack)
    parked = play(state, {"type": "reveal", "stack": 2}, {"type": "park"})
    assert parked.pending["step"] == "tile" and len(parked.tile_stack) == tiles - 1
    built = play(state, {"type": "reveal", "stack": 2}, {"type": "site", "field": "1,4"})
    if built.pending["step"] == "payment":
        built = play(built, {"type": "pay"})
    assert built.buildings["1,4"]["building"] == "well" and built.pending["step"] == "tile"
    # A stack that still holds a building after the reveal extends nothing.
    other = play(state, {"type": "reveal", "stack": 3}, {"type": "park"})
    assert other.pending["step"] == "action" and len(other.tile_stack) == tiles


# --- AT-BLD --------------------------------------------------------------------------------------

def test_AT_BLD_1_a_build_takes_a_building_of_choice_from_the_player_board_places_it_and_pays():
    state = athens(lambda s: to_board(s, "athens", "fortress"), mountain=1, hill=1, forest=1)
    board = list(state.players["athens"]["board"])
    state = build(state, "fortress", "0,0", {"mountain": 1, "hill": 1})
    assert state.buildings["0,0"] == {"owner": "athens", "building": "fortress"}
    board.remove("fortress")
    assert state.players["athens"]["board"] == board
    assert state.players["athens"]["hand"] == {"mountain": 0, "hill": 0, "forest": 1, "water": 0}
    assert state.discards == {"mountain": 1, "hill": 1, "forest": 0, "water": 0}


def test_AT_BLD_2_a_build_never_takes_from_a_stack_a_reveal_never_from_the_player_board():
    state = athens()
    record = state.players["athens"]
    in_stacks_only = {b for stack in record["stacks"] for b in stack} - set(record["board"])
    offered = {decision["building"] for decision in legal_of(state, "build")}
    assert offered <= set(record["board"]) and not offered & in_stacks_only
    with pytest.raises(IllegalDecision):
        play(state, {"type": "build", "building": sorted(in_stacks_only)[0]})
    revealed = play(state, {"type": "reveal", "stack": 1})
    assert revealed.players["athens"]["board"] == record["board"]
    stacks = [list(stack) for stack in record["stacks"]]
    built = build(state, "road", "2,1")
    assert built.players["athens"]["stacks"] == stacks


# --- AT-PLACE ------------------------------------------------------------------------------------

def test_AT_PLACE_1_any_empty_field_with_or_without_symbol_never_a_shrine_an_occupied_field_or_a_gap():
    state = athens(lambda s: put(s, "sparta", "well", "1,0"))
    chosen = play(state, {"type": "build", "building": "road"})
    empty = {field for field in state.fields if field not in state.buildings}
    assert sites(chosen) == empty and len(empty) == 27
    assert chosen.fields["2,1"] is None and chosen.fields["0,0"] == "mountain"  # plain and symbol alike
    for field in ("-1,-1", "1,0", "-2,1"):  # shrine, occupied, gap
        with pytest.raises(IllegalDecision):
            play(chosen, {"type": "site", "field": field})


def test_AT_PLACE_2_a_building_need_not_touch_the_players_other_buildings():
    state = athens(lambda s: put(s, "athens", "quarry", "0,0"))
    chosen = play(state, {"type": "build", "building": "road"})
    assert "2,4" in sites(chosen)  # far from the quarry: a new settlement, one settlement card
    # 5 - forest (2,4) - hill (1,5) + 1 settlement card.
    assert Sites(chosen, "athens").cost("road", "2,4") == ((0, 0, 0, 0), 5 - 2 + 1)
    placed = play(chosen, {"type": "site", "field": "2,4"})
    if placed.pending["step"] == "payment":
        placed = play(placed, {"type": "pay"})
    assert placed.buildings["2,4"]["owner"] == "athens"


def test_AT_PLACE_3_fields_of_a_tile_laid_earlier_in_the_turn_may_be_used_at_once():
    state = athens(lambda s: (stack_holds(s, "athens", 0, ["agora"]), stack_holds(s, "athens", 1, ["well"])))
    state = play(state, {"type": "reveal", "stack": 1}, {"type": "park"})
    assert state.pending["step"] == "tile"
    state = play(state, {"type": "lay_tile", "centre": "-2,-2", "rotation": 0})
    new_fields = {"-2,-2", "-1,-2", "-1,-3", "-2,-3", "-3,-2", "-3,-1", "-2,-1"}
    assert new_fields <= set(state.fields)
    revealed = play(state, {"type": "reveal", "stack": 2})
    assert new_fields <= sites(revealed)
    built = play(revealed, {"type": "site", "field": "-2,-2"})
    if built.pending["step"] == "payment":
        built = play(built, {"type": "pay"})
    assert built.buildings["-2,-2"] == {"owner": "athens", "building": "well"}
    assert all(kind in KINDS for kind in built.players["athens"]["hand"])
