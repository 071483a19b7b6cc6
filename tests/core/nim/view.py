"""What a viewer sees of a game of Nim, the saved-games list's row, and why a heap is no choice."""

from antike.core.errors import InvalidRequest
from antike.core.messages import Message
from antike.core.protocol import ALL
from antike.core.plain_state import fresh

from .play import legal
from .words import HEAP_LETTERS, PAGE_WORDS, say, seat_name


def view(state, log, viewer, language):
    """The heaps, each player's sweep card as far as `viewer` may see it (their own, any card face up;
    every card for ALL), the legal decisions if `viewer` is to decide, and the log in words."""
    players = []
    for seat in state.order:
        face_down = state.cards[seat]
        players.append({"id": seat, "name": seat_name(seat, language), "card_face_down": face_down is not None,
                        "card": state.shown.get(seat, face_down if viewer in (seat, ALL) else None)})
    said = (say(event, viewer, language) for event in log)
    deciding = None if state.pending is None else state.pending["player"]
    return {"heaps": list(state.heaps), "heap_names": list(HEAP_LETTERS[:len(state.heaps)]), "players": players,
            "deck": len(state.deck), "turn": state.turn, "pending": fresh(state.pending),
            "legal": legal(state) if viewer == deciding else [], "outcome": fresh(state.outcome),
            "log": [line for line in said if line is not None]}


def summary(state, title, language):
    """{title, seats: [{id, name, player, colour, letter}], progress, status, finished} in `language`."""
    words = PAGE_WORDS[language]
    seats = [{"id": seat, "name": seat_name(seat, language), "player": seat_name(seat, language),
              "colour": colour, "letter": seat_name(seat, "en")[0]}
             for seat, colour in zip(state.order, ("#2b6cb0", "#c53030"))]
    if state.outcome is None:
        status = words["to_decide"].format(player=seat_name(state.pending["player"], language))
    else:
        status = words["won"].format(player=seat_name(state.outcome["winner"], language))
    return {"title": title[language], "seats": seats, "progress": words["turn"].format(turn=state.turn),
            "status": status, "finished": state.outcome is not None}


def why_not(state, target):
    """Why the heap `target` ({"heap": its number}) is no choice now, as a Message; InvalidRequest
    for a heap the game does not have."""
    heap = target.get("heap")
    if not isinstance(heap, int) or isinstance(heap, bool) or not 0 <= heap < len(state.heaps):
        raise InvalidRequest("nim.request.target", value=str(heap)[:40])
    if state.pending is None:
        return Message("nim.why.over")
    if state.heaps[heap] == 0:
        return Message("nim.why.empty", heap=heap)
    return Message("nim.why.open", heap=heap)
