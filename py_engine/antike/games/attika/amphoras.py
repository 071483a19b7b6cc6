"""Amphoras (AT-AMP): one for each group a player completes, from the shared supply (a card when the
supply is empty), spent on an extra action or a card and returned to the supply."""

from . import cards
from .settlements import building_group, group_complete


def reward_group(state, seat, building):
    """After `seat` placed `building`: if that completes its group (AT-AMP-2), 1 amphora from the
    supply at once, or 1 card when the supply is empty (AT-AMP-4). A group pays each player once."""
    group = building_group(building)
    if group in state.players[seat]["groups"] or not group_complete(state, seat, group):
        return
    record = state.own_record(seat)
    record["groups"].append(group)
    if state.supply:
        state.supply -= 1
        record["amphoras"] += 1
        state.events.append({"event": "amphora", "player": seat, "group": group})
    else:
        state.events.append({"event": "group_card", "player": seat, "group": group})
        cards.draw(state, seat, 1, "group")


def spend(state, seat, count):
    """`seat` returns `count` amphoras to the supply (AT-AMP-5)."""
    if not count:
        return  # the commonest stop spends none: the record stays shared with the state's copies
    state.own_record(seat)["amphoras"] -= count
    state.supply += count
