"""The end of a turn: personages earned, the goal checked, the next nation's turn (R-TURN-3 step 3,
R-GOAL-3, A2-GOAL-2/3).

One place for the flow that both the founding step's `done` and the all-eight-know-hows choice of
stack lead to, so that turns.py and personages.py need not import each other.
"""

from . import turns
from .personages import award, award_end_of_turn, goal_of


def end_turn(state):
    """Earn personages (R-TURN-3 step 3); a choice of stack may be pending before the turn ends."""
    if award_end_of_turn(state):
        return
    finish_turn(state)


def finish_turn(state):
    """Check the goal (R-GOAL-3) and hand the turn to the next nation clockwise (R-TURN-1)."""
    nation = state.acting
    if state.outcome is not None:
        return
    score, goal = state.score(nation), goal_of(state)
    if score >= goal:
        turns.win(state, nation, {"why": "goal", "score": score, "goal": goal})
        return
    if state.scratch.get("temple_unpaid") and score == goal - 1:
        # A2-GOAL-3: a temple destroyed with no general left stands for the one personage missing.
        turns.win(state, nation, {"why": "one_short_temple", "score": score, "goal": goal})
        return
    state.current = (state.current + 1) % len(state.order)
    if state.current == 0:
        turns.start_round(state)
    else:
        turns.begin_turn(state)


def choose_personage(state, decision):
    """Take the all-eight-know-hows personage from the chosen stack, then end the turn."""
    nation = state.pending["nation"]
    award(state, nation, decision["kind"], {"why": "eight_know_hows"})
    finish_turn(state)
