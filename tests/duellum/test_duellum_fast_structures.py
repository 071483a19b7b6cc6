"""Duellum's fast structures give the rules' answers: step by step over seeded random games, the
rondel's decisions (made once per marker, Orakel and the holdings that pay alike) equal those worked
out field by field from D-RON-1..3 and D-EV-5; every legal entry is read-only where the rules make it;
the regions each player holds, changed region by region as units come and go, equal a walk over the board;
a copy (the units and the cities shared until it changes them) never changes the state it was made
from; and a copy made part by part is the state's data and shares no list or dict with it but the
parts shared until changed and the events made, which never change."""

import json
import random

import pytest
from handed_out_states import check_play_changes_no_handed_out_state, containers

from antike.core.read_only import ReadOnlyDict, ReadOnlyList
from antike.games.duellum import RULES, decisions
from antike.games.duellum.payment import any_units, units_held
from antike.games.duellum.rondel import MOST_UNITS, NEEDED_BY, cost, oracle_helps
from antike.games.duellum.state import FIELDS, SHARED
from antike.games.duellum.vocabulary import PRODUCTION, RONDEL_FIELDS


def reference_rondel(state, player):
    """Each field with each payment, then the moves Orakel cheapens, from the player's own record."""
    record = state.players[player]
    here, decisions = record["rondel"], []
    for with_oracle in (False, True) if "orakel" in record["hand"] else (False,):
        for field in RONDEL_FIELDS:
            if with_oracle and not oracle_helps(here, field):
                continue
            units = cost(here, field, with_oracle)
            spare = [kind for kind in (PRODUCTION.get(field), NEEDED_BY.get(field)) if kind]
            for payment in any_units(record, units, spare=spare) if units else [{}]:
                decisions.append({"type": "rondel", "field": field, "payment": payment,
                                  **({"card": "orakel"} if with_oracle else {})})
    return decisions


def seeded_states(board, seed):
    """Each state of a random game (a seeded uniform choice from the public legal list), before its decision."""
    state = RULES.new_game({"board": board, "seed": seed})
    rng = random.Random(seed)
    while RULES.to_decide(state) is not None:
        yield state
        state = RULES.apply(state, rng.choice(RULES.legal_decisions(state)))


@pytest.mark.parametrize("board", ["west", "east"])
def test_rondel_decisions_equal_the_rules_worked_out_field_by_field(board):
    # The rondel's decisions are made once for all holdings that pay alike: more units of a kind
    # than the dearest move costs count only for the order the default spends them in.
    rondel_steps = plenty = 0
    for state in seeded_states(board, 4):
        if state.pending["step"] == "rondel":
            rondel_steps += 1
            plenty += max(units_held(state.players[state.pending["player"]])) > MOST_UNITS
            made = [decision for decision in RULES.legal_decisions(state) if decision["type"] == "rondel"]
            assert json.dumps(made) == json.dumps(reference_rondel(state, state.pending["player"]))
    assert rondel_steps > 50 and plenty >= 5


def _writable_part(value):
    # A dict or list in `value` (itself included) that is not read-only, or None.
    if isinstance(value, dict):
        if type(value) is not ReadOnlyDict:
            return value
        return next(filter(None, map(_writable_part, value.values())), None)
    if isinstance(value, list):
        if type(value) is not ReadOnlyList:
            return value
        return next(filter(None, map(_writable_part, value)), None)
    return None


@pytest.mark.parametrize("board", ["west", "east"])
def test_every_entry_is_read_only_where_the_rules_make_it(board):
    # So the protocol hands the legal list out as the rules made it, converting nothing.
    kinds = set()
    for seed in (1, 2):
        for state in seeded_states(board, seed):
            for entry in decisions.legal(state):
                assert _writable_part(entry) is None, entry
                kinds.add(entry["type"])
    assert {"rondel", "move", "found", "conquer", "pick", "done", "end_movement"} <= kinds


@pytest.mark.parametrize("board", ["west", "east"])
def test_the_regions_held_equal_a_walk_over_the_board(board):
    # state.occupied is made once and then changed region by region as units enter or leave.
    checked = set()
    for state in seeded_states(board, 5):
        for player in state.order:
            walked = tuple(region for region in state.board.regions
                           if state.units[region][player]["legion"] or state.units[region][player]["galley"])
            assert state.occupied(player) == walked
            checked.add(walked)
    assert len(checked) > 50


@pytest.mark.parametrize("board", ["west", "east"])
def test_play_never_changes_a_state_already_handed_out(board):
    check_play_changes_no_handed_out_state(RULES, {"board": board}, 6)


@pytest.mark.parametrize("board", ["west", "east"])
def test_a_copy_is_the_state_and_shares_nothing_it_may_change(board):
    checked = 0
    for state in seeded_states(board, 8):
        copy = state.copy()
        assert json.dumps(copy.to_json()) == json.dumps(state.to_json())
        for name in FIELDS:
            if name in SHARED or name == "events":
                continue
            assert not containers(getattr(copy, name)) & containers(getattr(state, name)), name
        assert copy.events is not state.events
        for player in state.order:
            own = copy.own_player(player)
            assert own == state.players[player]
            assert not containers(own) & containers(state.players[player]), player
        checked += 1
    assert checked > 100
