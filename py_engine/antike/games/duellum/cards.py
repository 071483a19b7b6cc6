"""The event deck (D-EV-1..4, D-EV-6): building and shuffling it, the display, picks, discards and
reshuffles. Chance lives in the state: each shuffle draws from `random.Random` seeded with the
game's seed and the number of shuffles so far, so a game replays from options + decisions."""

import random

from ...core.read_only import ReadOnlyDict
from .entries import NO_CARD
from .vocabulary import CARDS, DISPLAY_SIZE


def full_deck():
    """The 25 cards of the house deck, in the page's order."""
    return [card for card, count in CARDS.items() for _ in range(count)]


def shuffled(state, cards):
    """`cards` in a new order drawn from the state's own generator (counted, so each draw is new)."""
    deck = list(cards)
    random.Random(f"{state.options['seed']}:{state.cards['shuffles']}").shuffle(deck)
    state.cards["shuffles"] += 1
    return deck


def refill(state):
    """D-EV-1: turn cards up until the display holds 3, reshuffling the discards into an empty deck;
    with deck and discards both empty the display stays short."""
    piles = state.cards
    while len(piles["display"]) < DISPLAY_SIZE:
        if not piles["deck"]:
            if not piles["discards"]:
                return
            piles["deck"] = shuffled(state, piles["discards"])
            piles["discards"] = []
            state.events.append({"event": "reshuffle", "cards": len(piles["deck"])})
        card = piles["deck"].pop(0)
        piles["display"].append(card)
        state.revealed = True
        state.events.append({"event": "card_turned_up", "card": card})


def discard(state, player, card):
    """A card played (or Festung triggered) leaves the hand for the discards; the display is refilled."""
    state.own_player(player)["hand"].remove(card)
    state.cards["discards"].append(card)
    refill(state)


def legal_picks(state, player):
    """D-EV-3/4: each card of the display (each kind once, in display order), then 'no_card'."""
    seen = []
    for card in state.cards["display"]:
        if card not in seen:
            seen.append(card)
    return [ReadOnlyDict(type="pick", card=card) for card in seen] + [NO_CARD]


def pick(state, player, card):
    """The player takes `card` from the display into his hand; the display is refilled."""
    state.cards["display"].remove(card)
    state.own_player(player)["hand"].append(card)
    state.events.append({"event": "pick", "player": player, "card": card})
    refill(state)


def with_deck_shuffled(state, rng):
    """A copy of `state` whose deck order is drawn anew with the caller's `random.Random`: what a
    computer player may assume, since the true order is hidden (D-EV-6)."""
    copy = state.copy()
    rng.shuffle(copy.cards["deck"])
    # The seed decides every reshuffle to come (D-EV-1): kept, a look-ahead that empties the deck
    # would turn up the true cards. No view shows the seed, so replacing it changes nothing a seat sees.
    copy.options["seed"] = rng.getrandbits(63)
    return copy
