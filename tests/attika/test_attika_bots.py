"""Attika's computer players: each strength plays legal decisions to the end of games of 2, 3 and 4
players, reproducibly from its seed; it decides only from what its seat sees (two states differing
only in hidden things give the same decision, AT-INFO-3); and matches seat it through the core."""

import random

import pytest

from antike.core.computer import ComputerPlayers
from antike.core.match import Match
from antike.games.attika import RULES
from antike.games.attika.bots import STRENGTHS, make_bot
from antike.games.attika.bots.value import seat_view
from antike.games.attika.chance import shuffled
from antike.core.tournament import wilson
from antike.games.attika.bots.tournament import play_game, tournament
from attika_helpers import TickingClock, check_invariants, new_game
from locations import ROOT

HARD = {"iterations": 2}  # a fixed search of one sample per candidate: reproducible and quick
BY_THE_CLOCK = "hard by the clock"  # hard thinking 0.5 s a turn on a clock ticking 0.01 s a look


def _bot(strength, seed):
    if strength == BY_THE_CLOCK:
        bot = make_bot("hard", seed, think=0.5)
        bot.clock = TickingClock(0.01)
        return bot
    return make_bot(strength, seed, **(HARD if strength == "hard" else {}))


def _play(players, strengths, seed, cap=3000, check=False):
    """A game played by bots of `strengths` (by seat order); (final state, decisions)."""
    state = new_game(players, seed=seed)
    bots = {seat: _bot(strength, seed * 10 + index) for index, (seat, strength) in enumerate(zip(state.order, strengths))}
    made = []
    while RULES.to_decide(state) is not None and len(made) < cap:
        seat = RULES.to_decide(state)
        decision = bots[seat].choose(state)
        assert decision in RULES.kept_legal(state), decision
        state = RULES.apply(state, decision)
        made.append(decision)
        if check:
            check_invariants(state)
    return state, made


@pytest.mark.parametrize("players, strengths", [(2, ("easy", "medium")), (3, ("medium", "easy", "hard")),
                                                (4, ("hard", "easy", "medium", "easy"))])
def test_every_strength_plays_a_game_to_its_end(players, strengths):
    state, made = _play(players, strengths, seed=players, check=True)
    assert state.outcome is not None and state.outcome["reason"] in ("all_built", "shrines", "dead_game"), len(made)


def test_bots_are_reproducible_from_their_seed():
    first = _play(2, ("medium", "easy"), seed=5)[1]
    assert _play(2, ("medium", "easy"), seed=5)[1] == first
    state = new_game(3, seed=8)
    for _ in range(12):  # a few decisions in, so that hard has a choice to search
        state = RULES.apply(state, make_bot("medium", 1).choose(state))
    for strength in STRENGTHS:
        assert _bot(strength, 3).choose(state) == _bot(strength, 3).choose(state)


def _positions(count, seed):
    """Positions of seeded medium/easy games, one every few decisions, with two or more choices."""
    found, game = [], 0
    while len(found) < count:
        players = 2 + game % 3
        state = new_game(players, seed=seed + game)
        bots = [make_bot("medium" if index % 2 == 0 else "easy", seed + index) for index in range(players)]
        made = 0
        while RULES.to_decide(state) is not None and len(found) < count:
            if made % 17 == 5 and len(RULES.kept_legal(state)) > 1:
                found.append(state)
            state = RULES.apply(state, bots[state.order.index(RULES.to_decide(state))].choose(state))
            made += 1
        game += 1
    return found


@pytest.mark.parametrize("strength", ["medium", "hard", BY_THE_CLOCK])
def test_a_bot_never_reads_what_its_seat_cannot_see(strength):
    positions = _positions({"medium": 24, "hard": 20, BY_THE_CLOCK: 12}[strength], seed=40)
    for index, state in enumerate(positions):
        seat = RULES.to_decide(state)
        one = RULES.redetermined(state, seat, random.Random(2 * index))
        two = RULES.redetermined(state, seat, random.Random(2 * index + 1))
        rivals = [other for other in state.order if other != seat]
        assert (one.deck != two.deck or one.tile_stack != two.tile_stack
                or any(one.players[r]["hand"] != two.players[r]["hand"] for r in rivals)
                or any(one.players[s]["stacks"] != two.players[s]["stacks"] for s in state.order))
        decision = _bot(strength, index).choose(one)
        assert decision == _bot(strength, index).choose(two), (strength, index)
        if strength == "medium":
            assert decision == _bot(strength, index).choose(state), (strength, index)


def test_AT_SET_9_a_look_ahead_shuffles_with_the_bots_generator_not_the_games():
    """The state's generator decides every shuffle to come (a reshuffled deck, AT-SET-9): the seat's
    picture of a state draws it anew from the bot's generator, so two states that differ only in it
    give the same picture, and no look-ahead shuffles as the game will."""
    for index, state in enumerate(_positions(6, seed=41)):
        seat = RULES.to_decide(state)
        twin = state.copy()
        twin.chance = {"seed": state.chance["seed"] + 1, "draws": state.chance["draws"] + 3}
        one = seat_view(state, seat, random.Random(index))
        assert one.to_json() == seat_view(twin, seat, random.Random(index)).to_json()
        assert one.chance != state.chance
        assert shuffled(one, range(20)) != shuffled(state.copy(), range(20))


def test_a_match_seats_the_bots_through_the_core():
    match = Match({"players": 3, "seed": 11}, computer={"sparta": {"strength": "easy"}, "corinth": {"strength": "hard",
                                                                                                   "iterations": 3}},
                  game="attika")
    assert match.computer["corinth"] == {"strength": "hard", "iterations": 3}
    players = ComputerPlayers(match)
    for _ in range(60):
        seat = RULES.to_decide(match.state)
        if seat is None:
            break
        decision = players.decide() if seat in match.computer else RULES.kept_legal(match.state)[-1]
        match.play(decision)
    assert len(match.decisions) > 10


def test_the_tournament_rotates_seats_and_shares_the_wins():
    result = play_game(["medium", "easy"], 1, seed=3)
    assert sum(result["points"]) == pytest.approx(1.0) and result["why"] in ("all_built", "shrines", "dead_game")
    summary = tournament(["easy", "easy"], 2, seed=3)
    assert summary["games"] == 2 and sum(summary["endings"].values()) == 2
    assert wilson(0, 0) == [0.0, 1.0]
    with pytest.raises(ValueError):
        tournament(["easy"], 1)


def test_bots_choose_alike_in_every_process():
    # A record replays in another process (a reload, the browser's worker): nothing may hang on the
    # order of a set of strings, which changes with the process's hash seed.
    import json
    import os
    import subprocess
    import sys
    script = ("import json; from antike.games.attika import RULES; from antike.games.attika.bots import make_bot\n"
              "state = RULES.new_game({'players': 3, 'seed': 9}); made = []\n"
              "bots = {seat: make_bot(s, i, iterations=2) for i, (seat, s) in enumerate(zip(state.order, "
              "('medium', 'easy', 'hard')))}\n"
              "while state.pending and len(made) < 40:\n"
              "    made.append(bots[state.pending['player']].choose(state)); state = RULES.apply(state, made[-1])\n"
              "print(json.dumps(made))")
    engine = str(ROOT / "py_engine")
    runs = [subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True,
                           env={**os.environ, "PYTHONPATH": engine, "PYTHONHASHSEED": str(seed)}).stdout
            for seed in (1, 2)]
    assert json.loads(runs[0]) == json.loads(runs[1]) and len(json.loads(runs[0])) == 40
