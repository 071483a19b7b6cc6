"""How Attika's hard player shares a turn's thinking time among its searched steps (issue 47 item 2):
each step an even share of what is left among the steps the turn may still search (AT-TURN-2: a
build turn has three actions, a reveal turn two, each reveal asking again for its building; an
amphora buys one more), and a stop that comes out best is checked again against the runner-up with
all that is left of the turn. The clock here is one that moves on by a fixed tick at every look, so
the searches are reproducible."""

import random

from antike.games.attika import RULES
from antike.games.attika.bots import make_bot
from antike.games.attika.bots.hard import ACTION_STEPS, RESERVE, steps_left
from attika_helpers import TickingClock, edited, new_game, play

THINK = 0.5
TICK = 0.01  # seconds the clock moves on at every look: some twenty play-outs a turn


def _with_turn(state, kind, normal, amphoras):
    def change(new):
        new.scratch.update(kind=kind, normal=normal)
        new.players[new.pending["player"]]["amphoras"] = amphoras
    return edited(state, change)


def test_AT_TURN_2_the_steps_a_turn_may_still_search():
    start = new_game(3, seed=2)
    assert steps_left(start) == ACTION_STEPS  # the first action fixes the turn's kind
    assert steps_left(_with_turn(start, "build", 1, 0)) == 2
    assert steps_left(_with_turn(start, "build", 2, 0)) == 1  # the third build: the turn's last searched step
    assert steps_left(_with_turn(start, "build", 2, 1)) == 2  # an amphora may buy one more action
    assert steps_left(_with_turn(start, "build", 3, 0)) == 1
    revealed = play(start, {"type": "reveal", "stack": 1, "amphora": False})
    assert revealed.pending["step"] == "revealed"
    assert steps_left(revealed) == 3  # this building, the second reveal and its building
    assert steps_left(_with_turn(revealed, "reveal", 2, 0)) == 1
    assert steps_left(_with_turn(revealed, "reveal", 2, 2)) == 2


def _first_step(state):
    """The decision hard takes at `state` on a ticking clock, and the seconds the clock moved on."""
    bot = make_bot("hard", 5, think=THINK)
    clock = TickingClock(TICK)
    bot.clock = clock
    decision = bot.choose(state)
    assert decision in RULES.kept_legal(state)
    return decision, clock.now


def test_a_stop_coming_out_best_is_checked_again_with_the_rest_of_the_turn():
    budget = THINK * (1 - RESERVE)
    start = new_game(3, seed=2)
    decision, seconds = _first_step(start)
    assert decision["type"] != "stop"
    assert seconds < budget / 2  # the turn's first step takes about a third, the rest is for its later steps
    medium = make_bot("medium", 1)
    state = start
    for _ in range(6):  # corinth builds twice and stops: athens begins its first turn
        state = RULES.apply(state, medium.choose(state))
    assert state.pending["step"] == "action" and state.scratch["kind"] is None
    decision, seconds = _first_step(state)
    assert decision["type"] == "stop"
    assert budget - 2 * TICK * 4 <= seconds <= THINK  # within the last samples' ticks of the turn's budget
    seat = state.pending["player"]
    for generator in (random.Random(1), random.Random(2)):  # AT-INFO-3: the check again draws from the seat's view
        assert _first_step(RULES.redetermined(state, seat, generator)) == (decision, seconds)
