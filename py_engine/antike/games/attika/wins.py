"""The end of the game: the immediate wins after a placement (AT-END-1: all 30 buildings built;
AT-END-2: two shrines joined), the dead game (AT-END-4) and the turn limit (AT-END-5), both scored
by buildings on the map."""

from .components import PIECE_COUNT
from .hexes import neighbours
from .settlements import shrines_joined


def on_map(state, seat):
    """How many of `seat`'s buildings stand on the map."""
    return sum(1 for building in state.buildings.values() if building["owner"] == seat)


def _finish(state, winners, reason):
    state.outcome = {"winners": winners, "reason": reason,
                     "on_map": {seat: on_map(state, seat) for seat in state.order}}
    state.pending = None
    state.events.append({"event": "won", "winners": list(winners), "reason": reason})


def _all_placed(state, seat):
    # Every piece of a player is in a stack, on his board or on the map (none in hand while a placement
    # is checked): only with stacks and board empty need the map be counted.
    record = state.players[seat]
    return not record["board"] and not any(record["stacks"]) and on_map(state, seat) == PIECE_COUNT


def _next_to_two_shrines(state, seat):
    # Whether buildings of `seat` stand next to two shrines or more: else no settlement of his joins two.
    buildings, touched = state.buildings, 0
    for shrine in state.shrines:
        for near in neighbours(shrine):
            building = buildings.get(near)
            if building is not None and building["owner"] == seat:
                touched += 1
                if touched == 2:
                    return True
                break
    return False


def check_placement(state, seat, field):
    """After `seat` placed a building on `field`: the game ends at once if it won (AT-END-3).
    Returns whether it did."""
    if _all_placed(state, seat):
        _finish(state, [seat], "all_built")
    elif _next_to_two_shrines(state, seat) and len(shrines_joined(state, field)) >= 2:
        _finish(state, [seat], "shrines")
    else:
        return False
    return True


def finish_by_count(state, reason):
    """End the game: the most buildings on the map win, level players share (AT-END-4, AT-END-5)."""
    counts = {seat: on_map(state, seat) for seat in state.order}
    best = max(counts.values())
    _finish(state, [seat for seat in state.order if counts[seat] == best], reason)


def dead(state, can_build):
    """Whether nothing can change any more (AT-END-4): (a) no empty field and no tile to come, or
    (b) no card to draw, every stack empty and no player able to build (`can_build(seat)`)."""
    full = len(state.buildings) == len(state.fields)
    if not full and (state.deck or any(state.discards.values())):
        return False  # the commonest answer, known before the stacks are looked at
    stacks_empty = all(not stack for record in state.players.values() for stack in record["stacks"])
    if full and (not state.tile_stack or stacks_empty):
        return True
    if state.deck or any(state.discards.values()) or not stacks_empty:
        return False
    return not any(can_build(seat) for seat in state.order)
