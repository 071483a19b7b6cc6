"""Seeded random play of Duellum for `python -m antike simulate --game duellum`: a random policy that
builds and fights more than a uniform one, the invariants checked after every decision, one JSON line."""

from ...core.simulation import print_summary, simulate_games
from .decisions import kept_legal
from .vocabulary import BANK_COINS, CARDS, PERSONAGE_STACKS, TEMPLES, TILES, UNITS, UNITS_PER_KIND, WALLS

# What the random player does first when it can (each with probability 0.8, in this order).
EAGER = ("conquer", "found", "build_temple", "buy_know_how", "arm", "pick", "play_card", "build_wall", "recruit")


def eager_choice(legal, rng):
    """A random decision from `legal` that builds and fights more than a uniform one: a free rondel
    move, else the kinds of EAGER first, never a Commercium trade unless nothing else is possible."""
    if legal[0]["type"] == "rondel":
        return rng.choice([d for d in legal if d["type"] == "rondel" and not d["payment"] and "card" not in d])
    for kind in EAGER:
        chosen = [d for d in legal if d["type"] == kind]
        if chosen and rng.random() < 0.8:
            return rng.choice(chosen)
    return rng.choice([d for d in legal if d["type"] != "trade"] or legal)


def choose(state, rng):
    """A random legal decision of the eager policy (eager_choice)."""
    return eager_choice(kept_legal(state), rng)


def check_invariants(state):
    """Raise AssertionError naming the first broken invariant (pieces, walls, stocks, personages, cards,
    the display, D-FIGHT-2)."""
    board = state.board
    for player in state.order:
        record = state.players[player]
        for unit in UNITS:
            on_board = sum(state.units[region][player][unit] for region in board.regions)
            assert record["supply"][unit] + record["pool"][unit] + on_board == UNITS_PER_KIND, (player, unit)
            assert min(record["supply"][unit], record["pool"][unit]) >= 0, (player, unit)
        walls_on_board = sum(1 for region in state.cities_of(player) if state.cities[region]["wall"])
        assert record["walls"] + walls_on_board == record["walls_earned"] and record["walls"] >= 0, player
        assert record["score"] == sum(record["personages"].values()), player
        assert min(record[kind] for kind in ("marble", "iron", "gold", "coin")) >= 0, player
    # D-COMP-2, D-WALL-4: the box's walls are in the bank or earned by a player, never more.
    assert state.bank["walls"] + sum(state.players[p]["walls_earned"] for p in state.order) == WALLS, "walls"
    assert state.bank["walls"] >= 0, "walls"
    cities = [city for city in state.cities.values() if city is not None]
    assert state.bank["temples"] + sum(city["temple"] for city in cities) == TEMPLES, "temples"
    for resource, count in TILES.items():
        assert state.bank["tiles"][resource] + sum(city["resource"] == resource for city in cities) == count, resource
    assert state.bank["coin"] + sum(state.players[p]["coin"] for p in state.order) == BANK_COINS, "coins"
    for personage, count in PERSONAGE_STACKS.items():
        held = sum(state.players[p]["personages"][personage] for p in state.order)
        assert state.bank["personages"][personage] + held == count, personage
    piles = state.cards
    everything = piles["deck"] + piles["display"] + piles["discards"] + [
        card for p in state.order for card in state.players[p]["hand"]]
    assert sorted(everything) == sorted(card for card, count in CARDS.items() for _ in range(count)), "cards"
    assert len(piles["display"]) <= 3, "display"
    for region in board.regions:
        for unit in UNITS:
            assert not all(state.units[region][p][unit] for p in state.order), (region, unit)


def simulate(board, games, seed, check=True):
    """Play `games` seeded random games on `board`; the summary `simulate` prints."""
    return simulate_games("duellum", games, seed, lambda seed_of_game: {"board": board, "seed": seed_of_game},
                          lambda outcome: ([str(outcome["winner"])], outcome["reason"]["why"]), check,
                          count_endings=True)


def main_simulate(args):
    """`python -m antike simulate --game duellum --board west|east`: one JSON line; exit 1 on any error."""
    board = args.board if args.board != "orient" else "west"
    return print_summary(lambda: simulate(board, args.games, args.seed))
