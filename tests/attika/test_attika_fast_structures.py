"""Attika's fast structures give the rules' answers: step by step over seeded random games, the legal
list equals one worked out the straightforward way, field by field from the rules page (AT-TURN-5,
AT-COST-2..9), on a copy that holds no cache; and a copy (the map shared until it changes) never
changes the state it was made from, nor does play change a state already handed out."""

import json
import random

import pytest
from handed_out_states import check_play_changes_no_handed_out_state

from antike.games.attika import RULES
from antike.games.attika.components import BASE_COST, KINDS
from antike.games.attika.costs import (cost_of, fewest_cards, own_neighbours, payments, reach_paid, REACH_BITS,
                                       reach_symbols)
from antike.games.attika.map_reach import map_reach
from antike.games.attika.map_tiles import ROTATIONS, legal_centres
from antike.games.attika.settlements import settlement_count
from antike.games.attika.state import AttikaState
from antike.games.attika.turns import NORMAL_ACTIONS, amphoras_for_cards

SEEDS = (1,)


def _reference_cost(state, seat, building, field):
    # AT-COST-9 from scratch: the symbols in reach, the own kinds next to the field, the settlements.
    return cost_of(building, reach_symbols(state, field), frozenset(own_neighbours(state, seat, field)),
                   settlement_count(state, seat))


def _reference_sites(state, seat, building):
    # AT-TURN-5: every empty field, row by row, where the hand pays the building's cost there.
    hand = state.players[seat]["hand"]
    held = tuple(hand[kind] for kind in KINDS)
    empty = sorted((field for field in state.fields if field not in state.buildings),
                   key=lambda key: tuple(reversed([int(part) for part in key.split(",")])))
    return [field for field in empty
            if sum(held) >= fewest_cards(held, *_reference_cost(state, seat, building, field))]


def _reference_action(state, seat):
    # AT-TURN-2: the first action fixes the kind; a third (fourth) one is bought with an amphora.
    record, scratch, legal = state.players[seat], state.scratch, []
    for kind in ("reveal", "build"):
        if scratch["kind"] not in (None, kind):
            continue
        amphora = scratch["normal"] >= NORMAL_ACTIONS[kind]
        if amphora and not record["amphoras"]:
            continue
        if kind == "reveal":
            legal += [{"type": "reveal", "stack": index + 1, "amphora": amphora}
                      for index, stack in enumerate(record["stacks"]) if stack]
        else:
            legal += [{"type": "build", "building": building, "amphora": amphora}
                      for building in dict.fromkeys(record["board"]) if _reference_sites(state, seat, building)]
    return legal + [{"type": "stop", "amphoras": spent} for spent in range(amphoras_for_cards(state, seat) + 1)]


def reference_legal(state):
    """The legal list worked out field by field, without the engine's structures."""
    seat, step, building = state.pending["player"], state.pending["step"], state.scratch["building"]
    if step == "action":
        return _reference_action(state, seat)
    sites = [] if step in ("payment", "tile") else [{"type": "site", "field": field}
                                                      for field in _reference_sites(state, seat, building)]
    if step == "revealed":
        return [{"type": "park"}] + sites
    if step == "site":
        return sites
    if step == "payment":
        cost = _reference_cost(state, seat, building, state.scratch["field"])
        return [{"type": "pay", "payment": payment} for payment in payments(state.players[seat]["hand"], *cost)]
    return [{"type": "lay_tile", "centre": centre, "rotation": rotation}
            for centre in legal_centres(state) for rotation in ROTATIONS]


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", SEEDS)
def test_legal_lists_equal_the_rules_worked_out_field_by_field(players, seed):
    state = RULES.new_game({"players": players, "seed": seed})
    rng = random.Random(seed)
    while RULES.to_decide(state) is not None:
        plain = AttikaState.from_json(state.to_json())  # no cache: the reference reads the data only
        assert RULES.legal_decisions(state) == reference_legal(plain), (state.turn, state.pending)
        state = RULES.apply(state, rng.choice(RULES.legal_decisions(state)))


def test_AT_COST_3_the_symbols_in_reach_a_hand_pays_for_equal_a_check_symbols_by_symbols():
    # reach_paid answers for many hands at once (its cards capped at what a building can cost); each
    # answer is the set of symbols in reach where the hand's cards pay the cost with its settlement cards.
    rng = random.Random(3)
    for _ in range(40):
        held = tuple(rng.randrange(0, 7) for _ in KINDS)
        for building in BASE_COST:
            for extra in range(4):
                expected = 0
                for symbols, bit in REACH_BITS.items():
                    if sum(held) >= fewest_cards(held, *cost_of(building, symbols, frozenset(), extra)):
                        expected |= bit
                assert reach_paid(building, held, extra) == expected, (building, held, extra)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_AT_SETL_1_settlements_counted_on_equal_a_count_from_scratch(players):
    # The settlements a placement leaves (counted on from the count before it) are the ones a count
    # over the whole map finds, for every seat whose view of the map was carried through placements.
    state = RULES.new_game({"players": players, "seed": 5})
    rng = random.Random(5)
    carried = 0
    while RULES.to_decide(state) is not None:
        reach = map_reach(state)
        for seat in state.order:
            reach.of_seat(state, seat)
        state = RULES.apply(state, rng.choice(RULES.legal_decisions(state)))
        if state._reach is None:
            continue
        for seat in state.order:  # each carried on (or caught up) from the reach asked for before
            assert state._reach.of_seat(state, seat).settlements == settlement_count(state, seat), (state.turn, seat)
            carried += 1
    assert carried


def _reach_data(reach):
    # A MapReach as plain values: empty fields, reach, the fields counted per bit of reach and every
    # bit held, and each seat's profiles, counts, settlements, own kinds next to fields and what is present.
    seats = {seat: ({field: (tuple(symbols), sorted(near_own))
                     for field, (symbols, near_own) in seat_reach.profile.items()},
                    sorted((tuple(symbols), sorted(near_own), count)
                           for (symbols, near_own), count in seat_reach.profiles.items()),
                    seat_reach.settlements,
                    {field: sorted(kinds) for field, kinds in seat_reach.near_own.items()},
                    seat_reach.present()[:2], sorted(seat_reach.present()[2]))
             for seat, seat_reach in sorted(reach._seats.items())}
    return list(reach.empty), dict(reach.reach), dict(reach.bits), dict(reach.counts), reach.all_bits, seats


def _played(players, seed):
    # Every state of a seeded random game after the first decision.
    state = RULES.new_game({"players": players, "seed": seed})
    rng = random.Random(seed)
    while RULES.to_decide(state) is not None:
        state = RULES.apply(state, rng.choice(RULES.legal_decisions(state)))
        yield state


def _reference_present(state, seat):
    # What is present on the empty fields for `seat`, field by field: the bits of the symbols in reach
    # next to an own building and elsewhere, and the kinds of own buildings next to an empty field.
    near, lonely, kinds = 0, 0, set()
    for field in state.fields:
        if field in state.buildings:
            continue
        bit, own = REACH_BITS[reach_symbols(state, field)], own_neighbours(state, seat, field)
        if own:
            near |= bit
            kinds |= own
        else:
            lonely |= bit
    return near, lonely, kinds


@pytest.mark.parametrize("players", [2, 4])
def test_AT_COST_7_what_a_seat_finds_on_the_map_equals_a_look_field_by_field(players):
    # Whether a hand pays for a building anywhere is told from what the empty fields hold, for fields
    # next to own buildings (no settlement cards) and the others (AT-COST-7), carried on from the
    # few fields next to own buildings: every few decisions it equals a look at every field.
    compared = 0
    for state in _played(players, 4):
        if state.turn % 2 or state._reach is None:
            continue
        plain = AttikaState.from_json(state.to_json())
        for seat in state.order:
            assert state._reach.of_seat(state, seat).present() == _reference_present(plain, seat), (state.turn, seat)
            compared += 1
    assert compared


@pytest.mark.parametrize("players", [2, 4])
def test_AT_EXT_5_a_laid_tile_leaves_the_map_reach_one_made_from_scratch(players):
    # After a tile is laid (AT-EXT-5) the map's reach is carried on from the one before (map_reach.after_tile):
    # the same empty fields in order, symbols in reach, and for every seat the profiles and settlements
    # that a reach made from the map's data alone has; and so after every placement.
    tiles = 0
    for seed in (3, 7):
        state = RULES.new_game({"players": players, "seed": seed})
        rng = random.Random(seed)
        while RULES.to_decide(state) is not None:
            reach = map_reach(state)
            for seat in state.order:
                reach.of_seat(state, seat)
            laying = state.pending["step"] == "tile"
            state = RULES.apply(state, rng.choice(RULES.legal_decisions(state)))
            if state._reach is None:
                continue
            plain = AttikaState.from_json(state.to_json())  # no cache: its reach is made from the data
            fresh = map_reach(plain)
            for seat in state.order:  # the placing seat's carried on, the others' caught up
                state._reach.of_seat(state, seat)
                fresh.of_seat(plain, seat)
            assert _reach_data(state._reach) == _reach_data(fresh), (state.turn, state.pending)
            tiles += laying
    assert tiles >= 5


@pytest.mark.parametrize("players", [3, 4])
def test_AT_COST_2_a_seat_caught_up_after_others_built_sees_the_map_made_from_scratch(players):
    # In play only the deciding seat asks what the map offers it: another seat's view waits while
    # others build, then catches up on all their placements at once (MapReach._behind). Every few
    # decisions, each seat's view is the one made from the map's data alone.
    compared = 0
    for state in _played(players, 9):
        compared += state._reach is not None and bool(state._reach._behind)
        if state.turn % 3 or state._reach is None:
            continue
        plain = AttikaState.from_json(state.to_json())
        fresh = map_reach(plain)
        for seat in state.order:
            state._reach.of_seat(state, seat)
            fresh.of_seat(plain, seat)
        assert _reach_data(state._reach) == _reach_data(fresh), (state.turn, state.pending)
    assert compared


@pytest.mark.parametrize("players", [2, 4])
def test_play_never_changes_a_state_already_handed_out(players):
    check_play_changes_no_handed_out_state(RULES, {"players": players}, 5)


def test_a_caller_changing_what_it_was_handed_changes_no_state():
    state = RULES.new_game({"players": 3, "seed": 8})
    rng = random.Random(8)
    for _ in range(120):
        legal = RULES.legal_decisions(state)
        expected = json.dumps(RULES.legal_decisions(state), sort_keys=True)
        for decision in legal:  # read-only, shared with the state (core/read_only.py)
            with pytest.raises(TypeError, match="read-only"):
                decision["type"] = "changed by the caller"
        legal.clear()  # the list itself is the caller's
        assert json.dumps(RULES.legal_decisions(state), sort_keys=True) == expected
        data = state.to_json()
        data["fields"].clear()
        data["buildings"]["0,0"] = {"owner": "changed", "building": "changed"}
        assert RULES.legal_decisions(state) == json.loads(expected)
        state = RULES.apply(state, rng.choice(RULES.legal_decisions(state)))
