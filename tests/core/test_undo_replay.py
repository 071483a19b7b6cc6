"""Undo and replay (`Match.undo`, `undo_range`, `Match.state_at`, `Match.turn_starts`; the bridge's `undo`,
`undo_info` and `replay`).

Undo follows the rule of online board game sites: the nation to decide takes back its own decisions of
the current turn, never past another nation's decision; alone against computer players too, so that
undo at the start of a person's turn never takes back the computers' turns (issue 44 item 3). Every state reached by undo or replay must equal a
fresh replay of the shorter decision list, log included.
"""

import json
import random

import pytest

import antike

from antike import Match, apply, new_game
from antike.core import bridge
from antike.core.bridge import handle
from antike.core.match import CHECKPOINT_EVERY, undo_range, undo_step
from antike.games.antike_common.simulate import choose

OPTIONS = {"board": "orient", "nations": 3, "seed": 1}
ANSWERS = ("fight_entry", "let_pass")


def played(count=100_000, options=OPTIONS, computer=(), seed=1):
    """A game of the seeded random policy, stopped after `count` decisions or at its end."""
    game = Match(options, computer)
    rng = random.Random(seed)
    while len(game.decisions) < count and game.state.outcome is None:
        game.play(choose(game.state, rng))
    return game


def fresh(game, n):
    """The game after its first `n` decisions, replayed from nothing (no checkpoint, no cache)."""
    replay = Match(game.options, game.computer)
    for decision in game.decisions[:n]:
        replay.play(decision)
    return replay


def states(game):
    """The state after each number of decisions, made with `apply` alone."""
    result = [new_game(game.options)]
    for decision in game.decisions:
        result.append(apply(result[-1], decision))
    return result


@pytest.fixture(scope="module")
def long_game():
    return played()


@pytest.fixture(scope="module")
def long_states(long_game):
    return states(long_game)


def expected_hot_seat_range(states_, n):
    """The rule, read straight off the states: own decisions of this turn, back to another nation's."""
    actor, turn = states_[n].pending["nation"], states_[n].turn
    count = 0
    while count < n and states_[n - count - 1].pending["nation"] == actor and states_[n - count - 1].turn == turn:
        count += 1
    return count if actor is not None else 0


# --- undo in a hot-seat game --------------------------------------------------------------------

def test_undo_within_a_turn():
    game = played(10_000)
    n = next(n for n in range(len(game.decisions) - 3)
             if len({d["type"] for d in game.decisions[n:n + 3]}) == 3
             and expected_hot_seat_range(states(fresh(game, n + 3)), n + 3) >= 3)
    game = fresh(game, n + 3)
    actor = game.state.pending["nation"]
    own = undo_range(game, game.state.order)
    assert own >= 3
    game.undo(1)
    assert game.state == fresh(game, n + 2).state and game.log == fresh(game, n + 2).log
    assert game.state.pending["nation"] == actor and undo_range(game, game.state.order) == own - 1
    game.undo(own - 1)
    start = fresh(game, len(game.decisions))
    assert game.state == start.state and game.log == start.log
    assert game.state.pending == {"nation": actor, "step": "rondel"}, "back at the start of the turn"
    assert undo_range(game, game.state.order) == 0, "never past the previous nation's decision"


def test_hot_seat_range_everywhere_in_a_game(long_game, long_states):
    probe = Match(long_game.options)
    for n, decision in enumerate(long_game.decisions):
        assert undo_range(probe, probe.state.order) == expected_hot_seat_range(long_states, n), n
        probe.play(decision)


def test_no_undo_at_a_turn_start_in_hot_seat(long_game, long_states):
    probe = Match(long_game.options)
    starts = set(long_game.turn_starts())
    for n, decision in enumerate(long_game.decisions):
        if n in starts:
            assert undo_range(probe, probe.state.order) == 0, n
        probe.play(decision)


def test_undo_stops_at_another_nations_fight_answer(long_game, long_states):
    checked = 0
    for n, decision in enumerate(long_game.decisions):
        if decision["type"] not in ANSWERS:
            continue
        answerer = long_states[n].pending["nation"]
        mover = long_states[n + 1].pending["nation"]
        assert answerer != mover
        game = fresh(long_game, n + 1)
        assert undo_range(game, game.state.order) == 0, "the answer is another nation's decision"
        later = n + 1
        while (later < len(long_game.decisions) and long_states[later].pending["nation"] == mover
               and long_states[later].turn == long_states[n].turn):
            later += 1
            game.play(long_game.decisions[later - 1])
            same_turn = game.state.pending["nation"] == mover and game.state.turn == long_states[n].turn
            expected = later - (n + 1) if same_turn else 0
            assert undo_range(game, game.state.order) == expected, "back to the answer, not past it"
            checked += same_turn
    assert checked >= 5


def test_the_defender_cannot_undo_the_movers_move(long_game, long_states):
    questions = [n for n, state in enumerate(long_states) if state.pending["step"] == "fight_question"]
    assert questions
    for n in questions:
        game = fresh(long_game, n)
        assert undo_range(game, game.state.order) == 0


def test_no_undo_after_the_end_or_for_a_computer(long_game):
    assert long_game.state.outcome is not None
    assert undo_range(long_game, long_game.state.order) == 0
    game = played(30)
    actor = game.state.pending["nation"]
    assert undo_range(game, [n for n in game.state.order if n != actor]) == 0


# --- undo against the computer ------------------------------------------------------------------

@pytest.fixture(scope="module")
def solo():
    """Greeks (a person) against two computer players: the whole game and its states."""
    game = played(options=OPTIONS, computer=["arabs", "persians"], seed=3)
    return game, states(game)


def test_alone_against_the_computer_undo_stops_at_the_start_of_the_own_turn(solo):
    game, states_ = solo
    starts = [s for s in game.turn_starts() if states_[s].acting == "greeks" and states_[s].turn > 0]
    assert len(starts) >= 4
    for start in starts[:4]:
        assert states_[start - 1].pending["nation"] != "greeks", "a computer decided just before"
        at_start = fresh(game, start)
        assert undo_range(at_start, ["greeks"]) == 0, "the computers' turns stay"
        assert undo_range(at_start, at_start.state.order) == 0, "the same point, hot seat"
        before = (list(at_start.decisions), at_start.state, list(at_start.log))
        reply = bridge_at(at_start, {"command": "undo"})
        assert reply["error"]["code"] == "cannot_undo" and "only" in reply["error"]["message"]
        assert (at_start.decisions, at_start.state, at_start.log) == before
    # Mid-turn: back to the turn's start, never further (a field that leaves nothing to decide ends a turn).
    going_on = [start for start in starts if states_[start + 1].pending["nation"] == "greeks"]
    assert len(going_on) >= 3
    for start in going_on[:3]:
        mid = fresh(game, start + 1)
        assert undo_range(mid, ["greeks"]) == 1
        mid.undo(1)
        assert mid.state == states_[start] and mid.log == fresh(game, start).log
        assert mid.state.pending == {"nation": "greeks", "step": "rondel"}
        assert mid.decisions == game.decisions[:start], "the computers' decisions before it are kept"


def bridge_at(game, request):
    """The bridge's reply to `request` with `game` in play."""
    bridge._session["game"] = game
    return call(request)


def test_alone_answering_a_fight_question_in_a_computer_turn(solo):
    game, states_ = solo
    questions = [n for n, state in enumerate(states_)
                 if state.pending["step"] == "fight_question" and state.pending["nation"] == "greeks"
                 and states_[n - 1].pending["nation"] != "greeks"]
    if not questions:
        pytest.skip("no question to the greeks in this game")
    assert undo_range(fresh(game, questions[0]), ["greeks"]) == 0, "the computer's move that asked stays"


def test_no_undo_on_a_computer_players_decision(solo):
    game, states_ = solo
    n = next(n for n, state in enumerate(states_) if state.pending["nation"] == "persians" and n > 0)
    assert undo_range(fresh(game, n), ["greeks"]) == 0


def test_two_people_and_a_computer_play_by_the_hot_seat_rule(solo):
    game, states_ = solo
    for n in range(0, min(len(game.decisions), 200), 7):
        expected = expected_hot_seat_range(states_, n) if states_[n].pending["nation"] in ("greeks", "arabs") else 0
        assert undo_range(fresh(game, n), ["greeks", "arabs"]) == expected, n


def test_undo_step_takes_back_the_last_own_decision(solo):
    game, states_ = solo
    starts = [s for s in game.turn_starts() if states_[s].acting == "greeks" and states_[s].turn > 0
              and states_[s + 1].pending["nation"] == "greeks"]
    assert undo_step(fresh(game, starts[2]), ["greeks"]) == 0
    assert undo_step(fresh(game, starts[2] + 1), ["greeks"]) == 1
    n = next(n for n in range(starts[2], len(game.decisions)) if expected_hot_seat_range(states_, n) >= 2)
    hot = fresh(game, n)
    assert undo_step(hot, hot.state.order) == 1


# --- Match.undo itself ---------------------------------------------------------------------------

@pytest.mark.parametrize("count", [0, -1, True, 1.0, "1", None, 10_000])
def test_undo_refuses_a_bad_count(count):
    game = played(40)
    before = (game.state, list(game.decisions), list(game.log))
    with pytest.raises(ValueError):
        game.undo(count)
    assert (game.state, game.decisions, game.log) == before


def test_play_after_undo_matches_a_fresh_game(long_game):
    for keep in (0, 1, CHECKPOINT_EVERY - 1, CHECKPOINT_EVERY, CHECKPOINT_EVERY + 1, 3 * CHECKPOINT_EVERY + 5):
        game = fresh(long_game, 4 * CHECKPOINT_EVERY + 3)
        game.undo(len(game.decisions) - keep)
        assert game.state == fresh(long_game, keep).state
        for decision in long_game.decisions[keep:]:
            game.play(decision)
        assert game.state == long_game.state and game.log == long_game.log
        for n in (0, keep, len(long_game.decisions) // 2, len(long_game.decisions) - 1):
            assert game.state_at(n) == fresh(long_game, n).state, (keep, n)


# --- replay -------------------------------------------------------------------------------------

def test_state_at_equals_a_fresh_replay_in_any_order(long_game, long_states):
    points = list(range(len(long_game.decisions) + 1))
    random.Random(7).shuffle(points)
    for n in points[:150] + sorted(points[150:300]) + sorted(points[300:450], reverse=True):
        assert long_game.state_at(n) == long_states[n], n
    assert long_game.state_at(len(long_game.decisions)) is long_game.state


def test_log_at_equals_a_fresh_replay(long_game):
    for n in (0, 1, 17, len(long_game.decisions) // 2, len(long_game.decisions)):
        assert long_game.log_at(n) == fresh(long_game, n).log


@pytest.mark.parametrize("n", [-1, True, 1.5, None, "3", 10 ** 9])
def test_state_at_refuses_a_point_outside_the_game(long_game, n):
    with pytest.raises(ValueError):
        long_game.state_at(n)


def test_turn_starts(long_game, long_states):
    starts = long_game.turn_starts()
    assert starts[0] == 0 and starts == sorted(set(starts))
    assert starts == [0] + [n for n in range(1, len(long_states)) if long_states[n].turn != long_states[n - 1].turn]
    for n in starts[1:]:
        state = long_states[n]
        assert state.pending == {"nation": state.acting, "step": "rondel"}, n


def test_turn_starts_after_start_city_picks():
    game = played(40, {"board": "occident", "nations": 4, "variants": ["longer"], "seed": 2}, seed=2)
    starts = game.turn_starts()
    assert starts[:2] == [0, 4], "four start-city picks, then the first turn"


# --- the bridge ---------------------------------------------------------------------------------

@pytest.fixture(autouse=True)
def keep_session():
    saved = bridge._session["game"]
    yield
    bridge._session["game"] = saved


def call(request):
    return json.loads(handle(json.dumps(request)))


def snapshot():
    return tuple(handle(json.dumps({"command": c})) for c in ("view", "save", "undo_info"))


def bridge_game(count, computer=(), seed=1):
    assert call({"command": "new_game", "options": OPTIONS, "computer": list(computer)})["ok"]
    game = bridge._session["game"]
    rng = random.Random(seed)
    while len(game.decisions) < count and game.state.outcome is None:
        game.play(choose(game.state, rng))
    return game


def test_bridge_undo_and_undo_info():
    game = bridge_game(10_000)
    while undo_range(game, game.state.order) < 2:
        game.undo(1)
    n, can = len(game.decisions), undo_range(game, game.state.order)
    assert call({"command": "undo_info"}) == {"ok": True, "can_undo": can}
    reply = call({"command": "undo"})
    assert reply["ok"] and len(game.decisions) == n - 1
    assert reply["view"] == call({"command": "view"})["view"]
    assert game.state == fresh(game, n - 1).state
    assert call({"command": "undo", "count": can - 1})["ok"] and len(game.decisions) == n - can
    assert call({"command": "undo_info"})["can_undo"] == 0


def test_bridge_undo_refusals_change_nothing():
    game = bridge_game(10_000)
    while undo_range(game, game.state.order) < 1:
        game.undo(1)
    can = undo_range(game, game.state.order)
    before = snapshot()
    for request, code in [({"command": "undo", "count": can + 1}, "cannot_undo"),
                          ({"command": "undo", "count": 0}, "invalid_request"),
                          ({"command": "undo", "count": "1"}, "invalid_request"),
                          ({"command": "undo", "count": True}, "invalid_request"),
                          ({"command": "undo", "count": None}, "invalid_request"),
                          ({"command": "undo", "count": 10 ** 30}, "cannot_undo")]:
        reply = call(request)
        assert reply["ok"] is False and reply["error"]["code"] == code, (request, reply)
        assert snapshot() == before
    call({"command": "new_game", "options": OPTIONS})
    nothing = snapshot()
    assert call({"command": "undo"})["error"]["code"] == "cannot_undo" and snapshot() == nothing
    bridge._session["game"] = None
    assert call({"command": "undo"})["error"]["code"] == "no_game"
    assert call({"command": "undo_info"})["error"]["code"] == "no_game"


def test_bridge_undo_against_the_computer_goes_back_to_the_turns_start(solo):
    game, states_ = solo
    start = [s for s in game.turn_starts() if states_[s].acting == "greeks" and states_[s].turn > 0
             and states_[s + 1].pending["nation"] == "greeks"][2]
    bridge._session["game"] = fresh(game, start + 1)
    reply = call({"command": "undo"})
    assert reply["ok"] and reply["view"]["pending"]["nation"] == "greeks" and reply["view"]["pending"]["step"] == "rondel"
    assert bridge._session["game"].decisions == game.decisions[:start]
    assert call({"command": "undo_info"})["can_undo"] == 0
    assert call({"command": "undo", "count": 10 ** 6})["error"]["code"] == "cannot_undo"


def test_bridge_new_game_with_computer_players():
    reply = call({"command": "new_game", "options": OPTIONS, "computer": ["persians", "arabs"]})
    medium = {"strength": "medium"}
    assert reply["ok"] and bridge._session["game"].computer == {"arabs": medium, "persians": medium}
    record = call({"command": "save"})["record"]
    assert record["computer"] == {"arabs": medium, "persians": medium}
    call({"command": "new_game", "options": OPTIONS})
    assert call({"command": "load", "record": record})["ok"]
    assert bridge._session["game"].computer == {"arabs": medium, "persians": medium}
    before = snapshot()
    for computer in ["arabs", ["romans"], ["arabs", "arabs"], [1], {"arabs": True}, None,
                     {"arabs": {"strength": "expert"}}]:
        reply = call({"command": "new_game", "options": OPTIONS, "computer": computer})
        assert reply["error"]["code"] == "invalid_options", computer
        assert snapshot() == before


def test_bridge_replay_leaves_the_live_game():
    game = bridge_game(150)
    before = snapshot()
    total = len(game.decisions)
    for at in (0, 1, 31, 32, 33, 100, total - 1, total, 50, 49, 48):
        reply = call({"command": "replay", "at": at})
        assert reply["ok"] and reply["at"] == at and reply["total"] == total
        assert reply["turn_starts"] == game.turn_starts()
        expected = fresh(game, at)
        from_view = {**antike.view(expected.state, expected.log[-bridge.LOG_TAIL:]), "game": "antike",
                     "viewer": game.state.pending["nation"],  # the person at the device
                     "to_decide": game.rules.to_decide(expected.state)}
        assert reply["view"] == json.loads(json.dumps(from_view))
        assert reply["log_length"] == len(expected.log)
        assert snapshot() == before
    for at in (-1, total + 1, None, "3", 2.0, True, [1]):
        reply = call({"command": "replay", "at": at})
        assert reply["error"]["code"] == "invalid_request" and snapshot() == before
    assert call({"command": "replay"})["error"]["code"] == "invalid_request"


def test_stepping_through_a_whole_game_backwards_answers_every_point(long_game):
    # How fast each step is, is a benchmark's to say (no timed assertion in a test).
    bridge._session["game"] = long_game
    for at in range(len(long_game.decisions), -1, -1):
        assert call({"command": "replay", "at": at})["ok"]
