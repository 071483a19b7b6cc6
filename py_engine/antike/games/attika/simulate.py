"""Seeded random play of Attika for `python -m antike simulate --game attika --players 3`: uniformly
random legal decisions (the Rules' random_decision), the invariants checked after every decision
(AT-COMP-4..6) by the core's loop (core/simulation.py), one JSON line."""

from ...core.simulation import print_summary, simulate_games
from .components import AMPHORAS, CARD_TOTAL, PIECES, TILES

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
    summary = simulate_games("attika", games, seed, lambda seed_of_game: {"players": players, "seed": seed_of_game},
                             lambda outcome: (outcome["winners"], outcome["reason"]), check, DECISION_CAP,
                             count_endings=True)
    return {"game": "attika", "players": players, **summary}


def main_simulate(args):
    """`python -m antike simulate --game attika --players 2|3|4`: one JSON line; exit 1 on any error."""
    return print_summary(lambda: simulate(args.players or 3, args.games, args.seed))
