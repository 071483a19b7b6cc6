"""Payments (D-COMP-4): a coin stands in for one marble, iron or gold; a price named in coins is paid
in coins. A payment is {kind: units} over marble, iron, gold and coin, naming only kinds paid."""

from functools import lru_cache
from itertools import product
from operator import itemgetter

from ...core.read_only import ReadOnlyDict
from .vocabulary import PAYMENT_KINDS, RESOURCES

# A player's units of each payment kind, as a tuple in PAYMENT_KINDS order: the key of the caches of
# payments, rondel moves and trades.
units_held = itemgetter(*PAYMENT_KINDS)
NONE_OF_EACH = (0,) * len(RESOURCES)


def payments(player, resources, coins=0):
    """Every way `player` can pay `resources` ({resource: units}, coins standing in) plus `coins`
    (coins only): the default first (own resources, coins only for what is missing), then the
    alternatives with more coins standing in, in a fixed order. Empty when he cannot pay. The dicts
    are made once for the same holdings and price, read-only (core/read_only.py), and shared by every
    legal list that offers them (an event copies the payment it names)."""
    # The price as a tuple in RESOURCES order (map, not a generator: this runs for every payment listed).
    return _payment_ways(units_held(player), tuple(map(resources.get, RESOURCES, NONE_OF_EACH)), coins)


@lru_cache(maxsize=4096)
def _payment_ways(held, price, coins):
    # The payments for each (holdings, price, coins) once: founding asks for the same ones at every
    # site and tile, and every turn asks again.
    needed = [(resource, units) for resource, units in zip(RESOURCES, price) if units]
    holding = dict(zip(PAYMENT_KINDS, held))
    spare_coins = holding["coin"] - coins
    if spare_coins < 0:
        return ()
    # For each resource: how many of its units coins may cover (at least what he lacks).
    ranges = [range(max(0, units - holding[resource]), units + 1) for resource, units in needed]
    ways = []
    for covered in product(*ranges):
        if sum(covered) > spare_coins:
            continue
        payment = [(resource, units - by_coin) for (resource, units), by_coin in zip(needed, covered)
                   if units - by_coin]
        if coins + sum(covered):
            payment.append(("coin", coins + sum(covered)))
        ways.append(ReadOnlyDict(payment))
    return tuple(ways)


def mixes(total, limits, kinds=PAYMENT_KINDS):
    """Every {kind: units} of exactly `total` units over `kinds` within `limits` ({kind: most}),
    naming only kinds with units, in a fixed order (more of earlier kinds first); fresh dicts."""
    bounds = tuple(min(total, limits.get(kind, 0)) for kind in kinds)
    return [dict(mix) for mix in _mixes(total, bounds, tuple(kinds))]


@lru_cache(maxsize=4096)
def _mixes(total, bounds, kinds):
    # The mixes for each (total, bounds) once, read-only: the rondel asks for the same ones at every move.
    limits = dict(zip(kinds, bounds))
    result = []

    def fill(index, left, chosen):
        if index == len(kinds) - 1:
            if left <= limits.get(kinds[index], 0):
                result.append({kind: units for kind, units in zip(kinds, chosen + [left]) if units})
            return
        for units in range(min(left, limits.get(kinds[index], 0)), -1, -1):
            fill(index + 1, left - units, chosen + [units])

    fill(0, total, [])
    return tuple(map(ReadOnlyDict, result))


def any_units(player, total, spare=()):
    """Every way to pay `total` units of any kind (marble, iron, gold or coins; D-RON-3): the default
    first, spending kinds not in `spare` before those in it and coins last, then the rest. The ways
    are read-only (core/read_only.py), the others than the default made once for the same units and shared."""
    ways = list(_mixes(total, tuple(min(total, player[kind]) for kind in PAYMENT_KINDS), PAYMENT_KINDS))
    if not ways:
        return []
    # Kinds the coming action needs last, the most plentiful first, coins only when the rest run out.
    order = sorted(RESOURCES, key=lambda kind: (kind in spare, -player[kind])) + ["coin"]
    default, left = {}, total
    for kind in order:
        units = min(left, player[kind])
        if units:
            default[kind] = units
            left -= units
    del ways[ways.index(default)]
    return [ReadOnlyDict(default)] + ways  # the default as made: its kinds in the order spent


def pay(state, player, payment):
    """`player` pays `payment`: resources go to the general supply, coins back to the bank (D-COMP-3)."""
    record = state.own_player(player)
    for kind, units in payment.items():
        record[kind] -= units
    state.bank["coin"] += payment.get("coin", 0)
