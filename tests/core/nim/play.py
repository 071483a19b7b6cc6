"""Nim's decisions: the legal list in a fixed order, checking a decision and carrying it out."""

from antike.core.legal_list import carried_out, checked_entry

from .state import MOST_TAKEN

FIELDS = {"take": ("heap", "stones"), "sweep": ()}


def legal(state):
    """Every legal decision: taking 1 to 3 stones, heap by heap, then the sweep card if it has stones
    to sweep; [] once the game is over."""
    if state.pending is None:
        return []
    entries = [{"type": "take", "heap": heap, "stones": stones}
               for heap, size in enumerate(state.heaps) for stones in range(1, min(MOST_TAKEN, size) + 1)]
    card = state.cards[state.pending["player"]]
    if card is not None and state.heaps[card] > 0:
        entries.append({"type": "sweep"})
    return entries


def checked(state, decision):
    """The legal list's entry for `decision`; InvalidDecision (malformed) or IllegalDecision (not now)."""
    return checked_entry(decision, legal(state), FIELDS, (), "nim", state.pending)


def apply(state, decision):
    """A new state after `decision` (checked first); the state given is not changed."""
    return carried_out(state, checked(state, decision), _carry_out)


def _carry_out(state, player, entry):
    if entry["type"] == "sweep":
        heap = state.cards[player]
        stones = state.heaps[heap]
        _turn_up(state, player)
        state.events.append({"event": "sweep", "player": player, "heap": heap, "stones": stones})
    else:
        heap, stones = entry["heap"], entry["stones"]
        state.events.append({"event": "take", "player": player, "heap": heap, "stones": stones,
                             "left": state.heaps[heap] - stones})
    state.heaps[heap] -= stones
    if any(state.heaps):
        following = state.order[(state.order.index(player) + 1) % len(state.order)]
        state.turn += 1
        state.acting = following
        state.pending = {"player": following, "step": "move"}
        return
    state.outcome = {"winner": player}
    state.pending = None
    state.events.append({"event": "won", "player": player})
    for seat in state.order:  # the cards still face down are shown at the end
        if state.cards[seat] is not None:
            state.events.append({"event": "unplayed", "player": seat, "heap": state.cards[seat]})
            _turn_up(state, seat)


def _turn_up(state, seat):
    state.shown[seat] = state.cards[seat]
    state.cards[seat] = None
    state.revealed = True
