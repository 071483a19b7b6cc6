"""The landscape cards (AT-DECK, AT-COMP-4): drawing from the top of the deck, the discard pile
shuffled into a new deck the moment the deck runs out, and paying cards onto the discard pile."""

from .chance import shuffled
from .components import CARDS, KINDS


def full_deck():
    """The 60 cards in a fixed order (shuffled at set-up, AT-SET-7)."""
    return [kind for kind in KINDS for _ in range(CARDS[kind])]


def empty_cards():
    """{kind: 0} for every kind: an empty hand or discard pile."""
    return dict.fromkeys(KINDS, 0)


def _reshuffle(state):
    # AT-DECK-2: the whole discard pile becomes the new deck.
    pile = [kind for kind in KINDS for _ in range(state.discards[kind])]
    if pile:
        state.deck = shuffled(state, pile)
        state.discards = empty_cards()
        state.events.append({"event": "reshuffle", "cards": len(pile)})


def draw(state, seat, count, why):
    """`seat` draws up to `count` cards (fewer only when deck and discard pile are both empty); the
    draw is one event, `why` saying what it is for ("turn", "start", "amphora", "group")."""
    deck = state.deck
    if count < len(deck):  # the deck does not run out: taken off its top at once (the commonest draw)
        state.deck = deck[count:]  # a new list: copies of the state share the deck (AttikaState.copy)
        taken = deck[:count]
        drawn = {kind: taken.count(kind) for kind in KINDS if kind in taken}
        got = count
    else:
        drawn = empty_cards()
        got = _draw_through(state, count, drawn)
        drawn = {kind: cards for kind, cards in drawn.items() if cards}
    if drawn:
        hand = state.own_hand(seat)
        for kind, cards in drawn.items():
            hand[kind] += cards
    state.events.append({"event": "draw", "player": seat, "count": got, "cards": drawn, "why": why})
    if got:
        state.revealed = True
    return got


def _draw_through(state, count, drawn):
    # Up to `count` cards drawn one by one into `drawn`, the discard pile shuffled in as the deck runs out.
    got = 0
    state.deck = list(state.deck)  # copies of the state share the deck (AttikaState.copy)
    for _ in range(count):
        if not state.deck:
            _reshuffle(state)  # a draw that finds the deck empty shuffles what the pile holds now
            if not state.deck:
                break
        drawn[state.deck.pop(0)] += 1
        got += 1
        if not state.deck:
            _reshuffle(state)  # the deck's last card was drawn: a new deck at once
    return got


def available(state):
    """How many cards can still be drawn (deck and discard pile)."""
    return len(state.deck) + sum(state.discards.values())


def pay(state, seat, payment):
    """`seat` pays `payment` ({kind: cards}) face up onto the discard pile (AT-COST-4)."""
    hand = state.own_hand(seat)
    discards = state.discards = dict(state.discards)  # shared with copies of the state (AttikaState.copy)
    for kind, count in payment.items():
        hand[kind] -= count
        discards[kind] += count
