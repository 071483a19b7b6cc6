"""Helpers for Duellum's tests: new games, random play and the invariants every state keeps."""

import random

from antike.games.duellum import RULES, decisions
from antike.games.duellum.state import DuellumState
from antike.games.duellum.vocabulary import CARDS, PERSONAGE_STACKS, TEMPLES, TILES, UNITS, UNITS_PER_KIND

TOTAL_COINS = 20


def new_game(board="west", seed=1, first=None, **options):
    """A new game's state with the start player named (the lot otherwise)."""
    return RULES.new_game({"board": board, "seed": seed, "first": first, **options})


def edited(state, change):
    """A copy of `state` after `change(data)` edits its JSON data (to set up a position)."""
    data = state.to_json()
    change(data)
    return DuellumState.from_json(data)


def play(state, *decisions_made):
    """`state` after the decisions, each checked against the legal list."""
    for decision in decisions_made:
        state = RULES.apply(state, decision)
    return state


def check_invariants(state):
    """Every invariant the rules page names for a state; raises AssertionError."""
    board = state.board
    for player in state.order:
        record = state.players[player]
        for unit in UNITS:
            on_board = sum(state.units[region][player][unit] for region in board.regions)
            assert record["supply"][unit] + record["pool"][unit] + on_board == UNITS_PER_KIND, (player, unit)
            assert min(record["supply"][unit], record["pool"][unit]) >= 0
        walls_on_board = sum(1 for region in state.cities_of(player) if state.cities[region]["wall"])
        assert record["walls"] + walls_on_board == record["walls_earned"]
        assert record["walls"] >= 0
        assert record["score"] == sum(record["personages"].values())
        for kind in ("marble", "iron", "gold", "coin"):
            assert record[kind] >= 0
    cities = [city for city in state.cities.values() if city is not None]
    assert state.bank["temples"] + sum(city["temple"] for city in cities) == TEMPLES
    for resource, count in TILES.items():
        assert state.bank["tiles"][resource] + sum(city["resource"] == resource for city in cities) == count
    assert state.bank["coin"] + sum(state.players[p]["coin"] for p in state.order) == TOTAL_COINS
    for personage, count in PERSONAGE_STACKS.items():
        assert state.bank["personages"][personage] + sum(
            state.players[p]["personages"][personage] for p in state.order) == count
    piles = state.cards
    everything = piles["deck"] + piles["display"] + piles["discards"] + [
        card for p in state.order for card in state.players[p]["hand"]]
    assert sorted(everything) == sorted(card for card, count in CARDS.items() for _ in range(count))
    assert len(piles["display"]) <= 3
    for region in board.regions:
        for unit in UNITS:
            assert not all(state.units[region][p][unit] for p in state.order), (region, unit)  # D-FIGHT-2


# What an eager random player does first when it can (each with probability 0.8, in this order).
EAGER = ("conquer", "found", "build_temple", "buy_know_how", "arm", "pick", "play_card", "build_wall", "recruit")


def eager_choice(legal, rng):
    """A random decision that builds and fights more than a uniform one: free rondel moves, then
    the kinds of EAGER first, never a Commercium trade unless nothing else is possible."""
    if legal[0]["type"] == "rondel":
        return rng.choice([d for d in legal if d["type"] == "rondel" and not d["payment"] and "card" not in d])
    for kind in EAGER:
        chosen = [d for d in legal if d["type"] == kind]
        if chosen and rng.random() < 0.8:
            return rng.choice(chosen)
    return rng.choice([d for d in legal if d["type"] != "trade"] or legal)


def random_game(board, seed, check=True, limit=None, eager=False):
    """A game of random legal decisions (uniform, or eager_choice's) to its end; returns (final
    state, decisions made)."""
    state = new_game(board, seed)
    rng = random.Random(seed)
    made = []
    while RULES.to_decide(state) is not None and (limit is None or len(made) < limit):
        legal = decisions.kept_legal(state)
        decision = eager_choice(legal, rng) if eager else rng.choice(legal)
        made.append(decision)
        state = RULES.apply(state, decision)
        if check:
            check_invariants(state)
    return state, made
