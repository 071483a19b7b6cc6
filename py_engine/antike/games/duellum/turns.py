"""A turn's frame (D-TURN-1..4): its start (the pool counts of D-ARM-2 noted), step 3 with the
opponent's picks, the draw check and the hand-over to the other player."""

from . import cards
from .personages import draw_check, take_personages
from .vocabulary import UNITS


def new_scratch(state, player):
    """What a turn remembers: the rondel field, the pool counts noted at its start (D-ARM-2), units
    that left the pool, units set up per city (D-ARM-3), units moved per region (D-MAN-2), cities
    raised by Festung and the one awaiting the attacker's choice, whether a city was lost (D-CONQ-8),
    temples destroyed (D-PERS-6), new know-hows (D-PERS-4), what the current pick is for."""
    return {"field": None, "pool_noted": dict(state.players[player]["pool"]), "left_pool": dict.fromkeys(UNITS, 0),
            "armed": {}, "moved": {}, "raised": [], "festung": None, "lost_city": False, "temples_destroyed": 0,
            "scholars": 0, "pick_for": None}


def start_turn(state, player):
    """The next turn begins: `player` moves on the rondel first."""
    state.turn += 1
    state.acting = player
    state.scratch = new_scratch(state, player)
    state.pending = {"player": player, "step": "rondel"}
    state.events.append({"event": "turn", "player": player, "turn": state.turn})


def next_pick(state):
    """The next pick owed to the opponent in step 3 (D-PERS-9), or the turn's end. A pick owed while
    the display is empty is lost (D-EV-1)."""
    if state.picks_owed and state.cards["display"]:
        state.scratch["pick_for"] = "personages"
        state.pending = {"player": state.opponent, "step": "pick"}
        return
    if state.picks_owed:
        state.events.append({"event": "picks_lost", "player": state.opponent, "count": state.picks_owed})
        state.picks_owed = 0
    end_turn(state)


def step_three(state):
    """D-PERS-11: personages, walls, win checks; then the opponent's picks, one per card taken."""
    taken = take_personages(state, state.acting)
    if state.outcome:
        state.pending = None
        return
    state.picks_owed = taken
    next_pick(state)


def end_turn(state):
    """D-TURN-4 (e): the draw check, then the other player's turn."""
    if draw_check(state):
        state.pending = None
        return
    start_turn(state, state.opponent)


def after_pick(state):
    """After a step-3 pick: the next one, or the turn's end."""
    state.picks_owed -= 1
    next_pick(state)


def pick_or_skip(state, player, card):
    """The picker takes `card`, or no card when `card` is None."""
    if card is None:
        state.events.append({"event": "no_card", "player": player})
    else:
        cards.pick(state, player, card)
