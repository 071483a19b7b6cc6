"""Seeded random play of Attika for `python -m antike simulate --game attika --players 3`: uniformly
random legal decisions, the invariants checked after every decision (AT-COMP-4..6), one JSON line."""

import random
import time

from ...core.simulation import game_seed, print_summary
from .components import AMPHORAS, CARD_TOTAL, PIECES, TILES
from .decisions import apply, kept_legal
from .setup import new_game

DECISION_CAP = 20_000


def check_invariants(state):
    """Raise AssertionError naming the first broken invariant: cards, amphoras, tiles, pieces."""
    hands = sum(state.hand_size(seat) for seat in state.order)
    assert len(state.deck) + sum(state.discards.values()) + hands == CARD_TOTAL, "cards"
    assert min(state.discards.values()) >= 0, "discards"
    assert state.supply + sum(state.players[seat]["amphoras"] for seat in state.order) == AMPHORAS, "amphoras"
    laid = [tile["tile"] for tile in state.tiles]
    held = [state.scratch["tile"]] if state.scratch and state.scratch["tile"] else []
    assert sorted(laid + state.tile_stack + held) == sorted(TILES), "tiles"
    assert all(field in state.fields for field in state.buildings), "buildings on fields"
    for seat in state.order:
        record = state.players[seat]
        assert min(record["hand"].values()) >= 0 and record["amphoras"] >= 0, seat
        placed = [b["building"] for b in state.buildings.values() if b["owner"] == seat]
        scratch = state.scratch
        revealed = [scratch["building"]] if scratch and state.acting == seat and scratch["building"] and scratch["stack"] else []
        everything = placed + record["board"] + [b for stack in record["stacks"] for b in stack] + revealed
        assert sorted(everything) == sorted(PIECES), f"pieces of {seat}"


def simulate(players, games, seed, check=True):
    """Play `games` seeded random games of `players` players; the summary `simulate` prints."""
    started = time.perf_counter()
    winners, endings = {}, {}
    finished = decisions = 0
    for number in range(games):
        seed_of_game = game_seed(seed, number)
        rng = random.Random(seed_of_game)
        state = new_game({"players": players, "seed": seed_of_game})
        made = 0
        while state.pending is not None and made < DECISION_CAP:
            state = apply(state, rng.choice(kept_legal(state)))
            made += 1
            if check:
                check_invariants(state)
        decisions += made
        if state.outcome is None:
            continue
        finished += 1
        for seat in state.outcome["winners"]:
            winners[seat] = winners.get(seat, 0) + 1
        why = state.outcome["reason"]
        endings[why] = endings.get(why, 0) + 1
    return {"game": "attika", "players": players, "games": games, "finished": finished, "winners": winners,
            "endings": endings, "decisions": decisions, "seconds": round(time.perf_counter() - started, 3)}


def main_simulate(args):
    """`python -m antike simulate --game attika --players 2|3|4`: one JSON line; exit 1 on any error."""
    return print_summary(lambda: simulate(args.players or 3, args.games, args.seed))
