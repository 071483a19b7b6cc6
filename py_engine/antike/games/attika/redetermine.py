"""A copy of a state as one seat might imagine it (for computer players, AT-INFO-3): everything the
seat cannot see (AT-INFO-2) drawn again, consistently with what it can see, from the caller's
generator; the state's own generator is replaced too, so that no shuffle to come is known."""

from .components import KINDS
from .view import public_event


def _cards(hand):
    return [kind for kind in KINDS for _ in range(hand[kind])]


def redetermined(state, seat, rng):
    """A copy of `state` in which other hands, the order of the deck, of every stack (the seat's own
    included) and of the tile stack are re-drawn with `rng`: hand sizes, stack sizes, stack 1's main
    buildings and the tiles left stay as the seat knows them; the last decision's events keep only
    what the seat was told."""
    new = state.copy()
    others = [other for other in new.order if other != seat]
    pool = list(new.deck)
    for other in others:
        pool += _cards(new.players[other]["hand"])
    rng.shuffle(pool)
    for other in others:
        hand = new.players[other]["hand"]
        size = sum(hand.values())
        dealt, pool = pool[:size], pool[size:]
        new.own_record(other)["hand"] = {kind: dealt.count(kind) for kind in KINDS}
    new.deck = pool
    for record in map(new.own_record, new.order):
        stacks = record["stacks"]
        rng.shuffle(stacks[0])  # stack 1 holds the main buildings only
        others_pool = [building for stack in stacks[1:] for building in stack]
        rng.shuffle(others_pool)
        for stack in stacks[1:]:
            size = len(stack)
            stack[:], others_pool = others_pool[:size], others_pool[size:]
    new.tile_stack = list(new.tile_stack)  # shared with `state` (AttikaState.copy)
    rng.shuffle(new.tile_stack)
    new.events = [public_event(event, seat) for event in new.events]  # no other seat's drawn cards
    new.chance = {"seed": rng.getrandbits(63), "draws": 0}
    return new
