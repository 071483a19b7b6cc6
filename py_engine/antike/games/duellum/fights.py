"""Fights (D-FIGHT-1/2): automatic, one against one, a unit against one enemy unit of its kind."""


def fight(state, region, player, unit):
    """If `region` holds an enemy unit of the kind, the unit of `player` that just came (entered or
    was set up) and one enemy unit go back to their owners' recruit pools. Whether it fought."""
    enemy = state.other(player)
    if not state.units[region][enemy][unit]:
        return False
    for side in (player, enemy):
        state.add_units(region, side, unit, -1)
        state.own_player(side)["pool"][unit] += 1
    state.events.append({"event": "fight", "region": region, "unit": unit, "players": [player, enemy]})
    return True


def to_pool(state, region, player, unit, count=1):
    """`count` of `player`'s units of kind `unit` in `region` go back to his recruit pool."""
    state.add_units(region, player, unit, -count)
    state.own_player(player)["pool"][unit] += count
