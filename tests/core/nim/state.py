"""Nim's options and its state as plain data: the heaps and the sweep cards are dealt from the seed."""

import random

from antike.core.errors import InvalidOptions
from antike.core.plain_state import PlainState

SEATS = ("first", "second")
HEAP_COUNTS = (3, 4, 5)
MOST_STONES = 7  # a heap starts with 1 to MOST_STONES stones
MOST_TAKEN = 3  # stones a player may take from one heap in a turn
OPTION_NAMES = ("heaps", "seed")


class NimState(PlainState):
    """One moment of Nim. `cards` maps a seat to the heap its face-down sweep card names (None once
    face up), `shown` a seat to its card once face up, `deck` the cards nobody holds; `pending` is
    {"player", "step"} while the game goes on."""

    FIELDS = ("options", "order", "heaps", "cards", "shown", "deck", "turn", "acting", "pending", "events", "revealed",
              "outcome")
    __slots__ = FIELDS


def checked_options(options):
    """The options, normalised: {"heaps": 3 by default, "seed": 0 by default}; raises InvalidOptions."""
    if not isinstance(options, dict):
        raise InvalidOptions("nim.options.object")
    unknown = sorted(str(name) for name in options if name not in OPTION_NAMES)
    if unknown:
        raise InvalidOptions("nim.options.unknown", names=unknown, known=list(OPTION_NAMES))
    heaps = options.get("heaps", HEAP_COUNTS[0])
    if heaps not in HEAP_COUNTS or isinstance(heaps, bool):
        raise InvalidOptions("nim.options.heaps", value=str(heaps)[:40], known=list(HEAP_COUNTS))
    seed = options.get("seed", 0)
    if seed is None:
        seed = 0
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise InvalidOptions("nim.options.seed", value=str(seed)[:40])
    return {"heaps": heaps, "seed": seed}


def new_game(options):
    """A new game: the heaps and a sweep card for each player drawn from the seed; raises InvalidOptions."""
    options = checked_options(options)
    rng = random.Random(options["seed"])
    heaps = [rng.randint(1, MOST_STONES) for _ in range(options["heaps"])]
    deck = list(range(options["heaps"]))
    rng.shuffle(deck)
    cards = {seat: deck.pop() for seat in SEATS}
    events = [{"event": "start", "heaps": list(heaps)}]
    events += [{"event": "dealt", "player": seat, "heap": cards[seat]} for seat in SEATS]
    return NimState(options=options, order=list(SEATS), heaps=heaps, cards=cards, shown={}, deck=deck, turn=1,
                    acting=SEATS[0], pending={"player": SEATS[0], "step": "move"}, events=events, revealed=False,
                    outcome=None)


def public_event(event, seat):
    """`event` as `seat` learns of it: another player's dealt card without the heap it names."""
    if event["event"] == "dealt" and event["player"] != seat:
        return {**event, "heap": None}
    return dict(event)


def redetermined(state, seat, rng):
    """A copy of `state` with every card `seat` cannot see (the other player's unplayed card, the
    deck) dealt again from `rng`, and the last events as `seat` learnt of them."""
    new = state.copy()
    others = [other for other in new.order if other != seat and new.cards[other] is not None]
    pool = new.deck + [new.cards[other] for other in others]
    rng.shuffle(pool)
    for other in others:
        new.cards[other] = pool.pop()
    new.deck = pool
    new.events = [public_event(event, seat) for event in new.events]
    return new
