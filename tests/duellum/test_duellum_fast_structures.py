"""Duellum's fast structures give the rules' answers: step by step over seeded random games, the
rondel's decisions (made once per marker, Orakel and holdings) equal those worked out field by field
from D-RON-1..3 and D-EV-5; a copy (the units and the cities shared until it changes them) never
changes the state it was made from; and a copy made part by part is the state's data and shares no
list or dict with it but the parts shared until changed and the events made, which never change."""

import json
import random

import pytest
from handed_out_states import check_play_changes_no_handed_out_state, containers

from antike.games.duellum import RULES
from antike.games.duellum.payment import any_units
from antike.games.duellum.rondel import NEEDED_BY, cost, oracle_helps
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


@pytest.mark.parametrize("board", ["west", "east"])
def test_rondel_decisions_equal_the_rules_worked_out_field_by_field(board):
    state = RULES.new_game({"board": board, "seed": 4})
    rng = random.Random(4)
    rondel_steps = 0
    while RULES.to_decide(state) is not None:
        legal = RULES.legal_decisions(state)
        if state.pending["step"] == "rondel":
            rondel_steps += 1
            made = [decision for decision in legal if decision["type"] == "rondel"]
            assert json.dumps(made) == json.dumps(reference_rondel(state, state.pending["player"]))
        state = RULES.apply(state, rng.choice(legal))
    assert rondel_steps > 50


@pytest.mark.parametrize("board", ["west", "east"])
def test_play_never_changes_a_state_already_handed_out(board):
    check_play_changes_no_handed_out_state(RULES, {"board": board}, 6)


@pytest.mark.parametrize("board", ["west", "east"])
def test_a_copy_is_the_state_and_shares_nothing_it_may_change(board):
    state = RULES.new_game({"board": board, "seed": 8})
    rng = random.Random(8)
    checked = 0
    while RULES.to_decide(state) is not None:
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
        state = RULES.apply(state, rng.choice(RULES.legal_decisions(state)))
    assert checked > 100
