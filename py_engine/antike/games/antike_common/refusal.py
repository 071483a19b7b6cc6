"""Why a place on the map cannot be chosen now (issue 20, item 1): a click the page does not offer
gets the rules' own reason, said like any refused decision (explain.py), instead of silence.

The page names only the place (and the province a move starts from, if one is selected); the step
in play says which decision a click there would be.
"""

from ...core.messages import Message
from .economy import allowed_units
from .explain import explain
from .decisions import kept_legal

# The decision a click on a place makes at each step that chooses places.
PLACE_DECISIONS = {"choose_start_city": "choose_start_city", "temple": "build_temple", "arming": "arm",
                   "founding": "found", "conquest": "conquer"}


def why_not(state, province, origin=None):
    """A Message saying why `province` (a province id of the board) is no choice now; `origin` is
    the province a move was begun from. Raises KeyError for a province the board does not have."""
    board = state.board
    board.provinces[province]  # an unknown place is the caller's error, not a rule
    pending = state.pending
    nation, step = pending["nation"], pending["step"]
    if nation is None:
        return Message("game_over")
    legal = kept_legal(state)
    if step == "movement":
        moves = [d for d in legal if d["type"] == "move" and d["from"] == origin] if origin else []
        if not moves:
            return Message("place.choose_unit", board=board.id, nation=nation, province=province)
        return explain(state, {**moves[0], "to": province}, legal)
    kind = PLACE_DECISIONS.get(step)
    if kind is None:
        key = "place.rondel_first" if step == "rondel" else "place.not_now"
        return Message(key, board=board.id, nation=nation)
    decision = {"type": kind, "province": province}
    if kind == "arm":
        decision["unit"] = allowed_units(board, province)[0]
    if kind == "conquer":
        decision.update(legions=0, galleys=0)
    return explain(state, decision, legal)
