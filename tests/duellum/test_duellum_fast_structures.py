"""Duellum's fast structures give the rules' answers: step by step over seeded random games, the
rondel's decisions (made once per marker, Orakel and holdings) equal those worked out field by field
from D-RON-1..3 and D-EV-5; and a copy (the units and the cities shared until it changes them) never
changes the state it was made from."""

import json
import random

import pytest
from handed_out_states import check_play_changes_no_handed_out_state

from antike.games.duellum import RULES
from antike.games.duellum.payment import any_units
from antike.games.duellum.rondel import NEEDED_BY, cost, oracle_helps
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
