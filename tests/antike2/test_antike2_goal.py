"""Antike II rules tests: the goal (A2-GOAL) and the book example E2-13 (docs/rules-antike2.md)."""

import pytest

import antike
from antike.core.errors import InvalidOptions
from antike.games.antike2.game import new_game
from antike.games.antike2.edition import EDITION
from positions_antike2 import (DONE, END_MOVEMENT, buy, choose, destroy, finish_turn, found, play, played,
                               position, score_of, step)

GOALS = {3: 10, 4: 9, 5: 8, 6: 7}
ORIENT_NATIONS = ["greeks", "persians", "arabs", "phoenicians", "egyptians", "babylonians"]


def deal(nations, each):
    """{nation: {kind: n}}: `each` personages per nation from the fullest stacks."""
    stacks = dict(EDITION.personage_stacks)
    dealt = {n: {} for n in nations}
    for _ in range(each):
        for n in nations:
            kind = max(stacks, key=lambda k: stacks[k])
            stacks[kind] -= 1
            dealt[n][kind] = dealt[n].get(kind, 0) + 1
    return dealt


# --- A2-GOAL ------------------------------------------------------------------------------------

@pytest.mark.parametrize("count, goal", sorted(GOALS.items()))
def test_A2_GOAL_1_personages_to_win(count, goal):
    """A2-GOAL-1: 7 / 8 / 9 / 10 personages for 6 / 5 / 4 / 3 nations; a scholar reaches the goal."""
    assert EDITION.goal(new_game({"nations": count}).options) == goal
    for held, wins in ((goal - 1, True), (goal - 2, False)):
        kinds = {"general": min(held, 7), "citizen": held - min(held, 7)}
        state = position(count, first="greeks", personages={"greeks": kinds}, resources={"greeks": {"gold": 8}})
        state = finish_turn(play(choose(state, "know_how"), buy("navigatio")))
        assert score_of(state, "greeks") == held + 1
        expected = {"why": "goal", "score": goal, "goal": goal} if wins else None
        assert (state.outcome and state.outcome["reason"]) == expected


def test_A2_GOAL_1_no_twelve_personage_variant():
    """A2-GOAL-1: there is no 12-personage variant (nor 2005's others, A2-VAR-3)."""
    for variant in ("twelve", "expert", "military", "longer"):
        with pytest.raises(InvalidOptions):
            new_game({"nations": 3, "variants": [variant]})


def test_A2_GOAL_2_personages_come_at_the_end_of_the_turn_and_the_game_ends_with_it():
    """A2-GOAL-2 (R-GOAL-2/3): earned at the end of the turn; the game ends then, the round not played out."""
    state = position(3, first="greeks", acting="persians", personages={"persians": {"general": 7, "citizen": 2}},
                     resources={"persians": {"gold": 12}}, units={"persians": {"legions": {"taima": 1}}})
    state = play(choose(state, "know_how"), buy("navigatio"))
    assert score_of(state, "persians") == 9 and state.outcome is None
    state = play(state, DONE)
    assert step(state) == ("founding", "persians") and score_of(state, "persians") == 9
    state = play(state, DONE)
    assert state.outcome["winner"] == "persians" and state.pending["step"] == "game_over"
    assert antike.legal_decisions(state) == [] and state.nations["arabs"]["rondel"] is None


def test_A2_GOAL_3_one_short_destroying_a_temple_with_no_general_left_wins():
    """A2-GOAL-3: 9 of 10 personages, a neutral temple destroyed, no general left: it wins at the end
    of the turn."""
    state = position(3, first="greeks", personages={"greeks": {"scholar": 8, "citizen": 1}, "persians": {"general": 7}},
                     units={"greeks": {"legions": {"napoca": 4}}})
    state = play(choose(state, "maneuver_1"), END_MOVEMENT, destroy("napoca", legions=3))
    assert step(state) == ("founding", "greeks") and state.outcome is None  # judged at the end of the turn
    state, events = played(state, DONE)
    assert {"event": "no_personage", "nation": "greeks", "kind": "general",
            "reason": {"why": "temple_destroyed"}} in events
    assert state.outcome["winner"] == "greeks"
    assert state.outcome["reason"] == {"why": "one_short_temple", "score": 9, "goal": 10}


def test_A2_GOAL_3_with_a_general_left_it_is_paid_and_wins_by_the_goal():
    """A2-GOAL-3: a general left is simply earned."""
    state = position(3, first="greeks", personages={"greeks": {"scholar": 8, "citizen": 1}},
                     units={"greeks": {"legions": {"napoca": 3}}})
    state = finish_turn(play(choose(state, "maneuver_1"), END_MOVEMENT, destroy("napoca", legions=3)))
    assert state.outcome["reason"] == {"why": "goal", "score": 10, "goal": 10}


def test_A2_GOAL_3_two_short_does_not_win_and_a_conquered_temple_counts_too():
    """A2-GOAL-3: only exactly one short; a nation's temple (a conquest) counts like a neutral one."""
    generals = {"persians": {"general": 7}}
    state = position(3, first="greeks", personages={"greeks": {"scholar": 8}, **generals},
                     units={"greeks": {"legions": {"napoca": 3}}})
    state = play(choose(state, "maneuver_1"), END_MOVEMENT, destroy("napoca", legions=3))
    assert state.outcome is None and step(state) == ("rondel", "persians")
    state = position(3, first="greeks", temples=["susa"], personages={"greeks": {"scholar": 8, "citizen": 1},
                                                                      **generals},
                     units={"greeks": {"legions": {"susa": 3, "taima": 1}}})
    state = play(choose(state, "maneuver_1"), END_MOVEMENT, {"type": "conquer", "province": "susa", "legions": 3,
                                                             "galleys": 0})
    assert step(state) == ("founding", "greeks") and state.outcome is None
    state = play(state, DONE)
    assert state.outcome["reason"] == {"why": "one_short_temple", "score": 9, "goal": 10}


def test_A2_GOAL_4_no_win_at_once_when_all_personages_are_out():
    """A2-GOAL-4: R-GOAL-4 does not apply; with all 36 out (6 nations, 6 each) a temple conquest wins
    by A2-GOAL-3 at the end of the turn, a conquest without a temple not at all."""
    dealt = deal(ORIENT_NATIONS, 6)
    legions = {"tyros": 1, "babylon": 3, "sirmium": 1}
    state = position(6, first="greeks", personages=dealt, units={"greeks": {"legions": legions}}, temples=["babylon"])
    assert not any(state.bank["personages"].values())
    state = play(choose(state, "maneuver_1"), END_MOVEMENT, {"type": "conquer", "province": "tyros", "legions": 1,
                                                             "galleys": 0})
    assert state.outcome is None
    assert finish_turn(state).outcome is None
    state = play(state, {"type": "conquer", "province": "babylon", "legions": 3, "galleys": 0})
    assert step(state) == ("founding", "greeks") and state.outcome is None  # 2005 would have ended the game
    state = play(state, DONE)
    assert state.outcome["reason"] == {"why": "one_short_temple", "score": 6, "goal": 7}


# --- E2-13 --------------------------------------------------------------------------------------

@pytest.mark.parametrize("held, extra_city, wins", [(8, False, True), (7, False, False), (7, True, True)])
def test_E2_13_one_short_temple_win_with_four_nations(held, extra_city, wins):
    """E2-13: goal 9, no general left: 8 personages and a destroyed temple win at the end of the turn;
    7 do not, unless another personage (a king for the 5th city) is paid that turn."""
    cities = {"sirmium": "greeks"} if extra_city else {}
    state = position(4, first="greeks", cities=cities, personages={"greeks": {"scholar": held},
                                                                   "persians": {"general": 7}},
                     units={"greeks": {"legions": {"napoca": 4}}})
    state = play(choose(state, "maneuver_1"), END_MOVEMENT, destroy("napoca", legions=3))
    assert step(state) == ("founding", "greeks")  # the fourth legion may found in napoca (A2-NEU-5)
    state = play(state, found("napoca") if extra_city else DONE)  # the fifth city earns a king
    assert score_of(state, "greeks") == 8 if wins else 7
    if wins:
        assert state.outcome["reason"] == {"why": "one_short_temple", "score": 8, "goal": 9}
    else:
        assert state.outcome is None and step(state) == ("rondel", "persians")
