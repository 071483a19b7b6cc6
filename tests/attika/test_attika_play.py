"""Attika played at random: seeded games for 2, 3 and 4 players keep every invariant and end; and the
views hide exactly what AT-INFO-2 hides (a seat's view of two states that differ only in what it
may not see is the same)."""

import random
from collections import Counter

import pytest

from antike.core.protocol import ALL
from antike.games.attika import RULES
from attika_helpers import check_invariants, new_game, random_game

GAMES = [(players, seed) for players in (2, 3, 4) for seed in range(3)]


@pytest.mark.parametrize("players, seed", GAMES, ids=[f"{p}p-{s}" for p, s in GAMES])
def test_random_games_keep_the_invariants_and_end(players, seed):
    state, count = random_game(players, seed)
    assert state.outcome is not None, count
    assert state.outcome["reason"] in ("all_built", "shrines", "dead_game")
    assert RULES.to_decide(state) is None and RULES.legal_decisions(state) == []


def test_the_turn_limit_ends_after_whole_rounds():
    state, _ = random_game(3, 7, options={"turn_limit": 4})
    assert state.outcome["reason"] == "turn_limit" and state.turn == 12
    assert state.outcome["winners"] == [seat for seat, count in state.outcome["on_map"].items()
                                        if count == max(state.outcome["on_map"].values())]


def _positions(players, seed, every=23):
    # States along a random game, every `every` decisions.
    state = new_game(players, seed=seed)
    rng = random.Random(seed)
    count = 0
    while RULES.to_decide(state) is not None:
        if count % every == 0:
            yield state
        state = RULES.apply(state, rng.choice(RULES.kept_legal(state)))
        count += 1


@pytest.mark.parametrize("players", [2, 4])
def test_a_seat_sees_nothing_of_what_it_may_not_see(players):
    differed = Counter()
    for state in _positions(players, seed=players):
        log = state.events
        for seat in state.order + [None]:
            other = RULES.redetermined(state, seat, random.Random(7))
            check_invariants(other)
            assert all("cards" not in event for event in other.events
                       if event["event"] == "draw" and event["player"] != seat)
            assert RULES.view(other, log, seat, "en") == RULES.view(state, log, seat, "en")
            if seat is not None:
                for rival in state.order:
                    if rival != seat and other.players[rival]["hand"] != state.players[rival]["hand"]:
                        differed["hand"] += 1
                        assert RULES.view(other, log, rival, "en") != RULES.view(state, log, rival, "en")
            differed["deck"] += other.deck != state.deck
            differed["stacks"] += any(other.players[s]["stacks"] != state.players[s]["stacks"] for s in state.order)
            differed["tiles"] += other.tile_stack != state.tile_stack
    assert min(differed[key] for key in ("hand", "deck", "stacks", "tiles")) > 0, differed


def test_what_each_viewer_is_told():
    state = new_game(3, seed=2, first="athens")
    views = {viewer: RULES.view(state, state.events, viewer, "en") for viewer in ("athens", "sparta", None, ALL)}
    athens = {player["id"]: player for player in views["athens"]["players"]}
    assert athens["athens"]["hand"] == state.players["athens"]["hand"] and athens["sparta"]["hand"] is None
    assert athens["sparta"]["hand_count"] == 5 and athens["athens"]["stacks"] == [5, 7, 7, 7]
    assert all(player["hand"] is None for player in views[None]["players"])
    assert views["athens"]["legal"] and views["sparta"]["legal"] == [] and views[None]["legal"] == []
    assert "seed" not in views["athens"]["options"] and views[ALL]["options"]["seed"] == 2
    assert "hidden" in views[ALL] and "hidden" not in views["athens"] and "deck" not in views["athens"]
    draw = next(event for event in state.events if event["event"] == "draw" and event["player"] == "sparta")
    assert "cards" not in next(e for e in views["athens"]["log_events"] if e.get("player") == "sparta"
                               and e["event"] == "draw")
    assert RULES.say(draw, state.options, "athens", "en") == "Sparta draws 5 cards."
    assert RULES.say(draw, state.options, None, "de") == "Sparta zieht 5 Karten."
    named = RULES.say(draw, state.options, "sparta", "en")
    assert named.startswith("Sparta draws ") and "5 cards" not in named
    assert RULES.say(draw, state.options, ALL, "en") == named


def test_reveals_marks_every_decision_that_shows_something_hidden():
    state = new_game(2, seed=3, first="athens")
    assert not RULES.reveals(state)
    revealed = RULES.apply(state, {"type": "reveal", "stack": 2})
    assert RULES.reveals(revealed)
    parked = RULES.apply(revealed, {"type": "park"})
    assert not RULES.reveals(parked)
    assert RULES.reveals(RULES.apply(parked, {"type": "stop"}))  # a card drawn
