"""The course of a turn (AT-TURN): its kind fixed by the first action, the count of actions taken,
stopping with the cards drawn for actions left unused, and the passing of the turn; the dead game
and the turn limit are checked here (AT-END-4, AT-END-5)."""

from . import amphoras, cards, wins
from .building import can_build

NORMAL_ACTIONS = {"reveal": 2, "build": 3}  # AT-TURN-2
NO_ACTION_CARDS = 3  # AT-TURN-3


def new_scratch():
    """What a turn remembers: its kind (None before the first action), the normal and the bought
    actions taken, the building in hand (revealed or chosen) with the stack it came from, whether an
    amphora bought the running action, the site chosen before paying, whether a tile is due, and the
    tile turned up."""
    return {"kind": None, "normal": 0, "extra": 0, "building": None, "stack": None, "field": None,
            "amphora": False, "extend": False, "tile": None}


def start_turn(state, seat):
    """`seat` begins a turn."""
    state.turn += 1
    state.acting = seat
    state.scratch = new_scratch()
    state.pending = {"player": seat, "step": "action"}
    state.events.append({"event": "turn", "turn": state.turn, "player": seat})


def cards_due(scratch):
    """The cards drawn on stopping (AT-TURN-3): one per normal action not taken, 3 after none."""
    if scratch["kind"] is None:
        return NO_ACTION_CARDS
    return max(0, NORMAL_ACTIONS[scratch["kind"]] - scratch["normal"])


def amphoras_for_cards(state, seat):
    """How many amphoras `seat` may spend on cards when stopping now (AT-AMP-7): no more than there
    are cards left to draw after the due ones (AT-DECK-2)."""
    left = cards.available(state) - cards_due(state.scratch)
    return max(0, min(state.players[seat]["amphoras"], left))


def take_action(state, kind, amphora):
    """Count one action of `kind` (the first fixes the turn's kind); `amphora`: bought with one."""
    scratch = state.scratch
    scratch["kind"] = kind
    scratch["amphora"] = amphora
    if amphora:
        scratch["extra"] += 1
        amphoras.spend(state, state.acting, 1)
    else:
        scratch["normal"] += 1


def action_over(state):
    """The running action is over: the game may be dead; else the player chooses again."""
    scratch = state.scratch
    scratch.update(building=None, stack=None, field=None, amphora=False, extend=False, tile=None)
    if wins.dead(state, lambda seat: can_build(state, seat)):
        wins.finish_by_count(state, "dead_game")
    else:
        state.pending = {"player": state.acting, "step": "action"}


def stop(state, seat, spent):
    """`seat` stops: draws the cards due plus one per amphora `spent` (AT-TURN-3), and the turn passes."""
    due = cards_due(state.scratch)
    amphoras.spend(state, seat, spent)
    state.events.append({"event": "stop", "player": seat, "due": due, "amphoras": spent})
    cards.draw(state, seat, due + spent, "turn")
    if wins.dead(state, lambda other: can_build(state, other)):
        wins.finish_by_count(state, "dead_game")
        return
    limit = state.options["turn_limit"]
    if limit is not None and state.turn >= limit * len(state.order):
        wins.finish_by_count(state, "turn_limit")
        return
    order = state.order
    start_turn(state, order[(order.index(seat) + 1) % len(order)])
