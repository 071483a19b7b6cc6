"""Paying the bank: which units and coins may pay a cost, and the sensible default (R-COMP-3).

A payment is a dict of the units paid, zero entries left out: {"gold": 3, "coin": 1}.
Every enumeration puts the default first, then the alternatives in a fixed order.
"""

from functools import lru_cache
from itertools import combinations, compress

from .vocabulary import PAYMENT_KINDS, RESOURCES

_COIN = PAYMENT_KINDS.index("coin")
# A city costs one unit of each resource (R-FOUND-1), a coin standing in for any one unit.
CITY_PRICE = 1
# The default payment of a rondel step spends the last unit of a resource kept for a founding only
# when no other resource (but the action's) has more than that left.
FOUNDING_RESERVE = CITY_PRICE
# The resources (positions in PAYMENT_KINDS) that a default payment of any units spends first, by
# (the resource the coming action needs, the resource it produces), each None if none: all but the
# needed one; ties go to the produced one, as the action gives it back, then rulebook order.
_SPENT_FIRST = {(needed, produced): tuple(sorted((kind for kind, resource in enumerate(RESOURCES)
                                                  if resource != needed),
                                                 key=lambda kind: RESOURCES[kind] != produced))
                for needed in (None,) + RESOURCES for produced in (None,) + RESOURCES}

# Enumerations depend only on the holdings up to the amount due (reach_for it, for payments of
# any units), so they are cached on that and the payment dicts are shared: like everything in a state they are never changed in place.


def up_to(count, limit):
    """`count`, or `limit` if that is less: min() of two numbers, which is slow in CPython 3.11."""
    return count if count < limit else limit


def holdings(nation_record):
    """What the nation can pay with: its resources and coins."""
    return {"marble": nation_record["marble"], "iron": nation_record["iron"],
            "gold": nation_record["gold"], "coin": nation_record["coins"]}


def _clean(payment):
    return {kind: payment[kind] for kind in PAYMENT_KINDS if payment.get(kind)}


def single_resource_payments(have, resource, amount):
    """Ways to pay `amount` of one resource, coins standing in for any part; fewest coins first."""
    return _single(resource, amount, up_to(have[resource], amount), up_to(have["coin"], amount))


@lru_cache(maxsize=4096)
def _single(resource, amount, resource_held, coins_held):
    lowest = max(0, amount - resource_held)
    return tuple(_clean({resource: amount - coins, "coin": coins}) for coins in range(lowest, coins_held + 1))


def founding_payments(have):
    """Ways to pay one marble, one iron and one gold (R-FOUND-1), coins replacing any; fewest coins first."""
    return _founding(up_to(have["marble"], 3), up_to(have["iron"], 3), up_to(have["gold"], 3), up_to(have["coin"], 3))


# Every way to pay for a founding, fewest coins first: coins replace each combination of resources.
_FOUNDING_OPTIONS = tuple(
    _clean({**{resource: CITY_PRICE for resource in RESOURCES if resource not in replaced},
            "coin": coins * CITY_PRICE})
    for coins in range(len(RESOURCES) + 1) for replaced in combinations(RESOURCES, coins))


@lru_cache(maxsize=1024)
def _founding(*held):
    have = dict(zip(PAYMENT_KINDS, held))
    return tuple(payment for payment in _FOUNDING_OPTIONS
                 if all(units <= have[kind] for kind, units in payment.items()))


def any_unit_splits(have, amount, needed=None, produced=None):
    """Ways to pay `amount` units of any resource or coins (rondel steps, R-TURN-6), each as
    (marble, iron, gold, coin) counts: payment_of makes it a payment.

    The default (listed first) spends what the rest of the turn needs last: see default_split;
    `needed` is the resource the coming action uses, `produced` the one it produces.
    """
    if amount == 0:
        return ((0, 0, 0, 0),)
    marble, iron, gold, coin = have["marble"], have["iron"], have["gold"], have["coin"]
    if marble + iron + gold + coin < amount:
        return ()
    # Holdings clipped to reach_for(amount): up_to inline, as a call per kind costs as much again here.
    reach = amount + FOUNDING_RESERVE
    return payable_splits(amount, needed, produced, marble if marble < reach else reach,
                          iron if iron < reach else reach, gold if gold < reach else reach,
                          coin if coin < reach else reach)


def reach_for(amount):
    """Holdings beyond this never change the payments of `amount` units of any kind, the default's
    included, so caches of payments clip holdings to it: one more than the amount, as the default
    keeps one unit of each resource for founding, so that a stock of amount + 1 can pay it all and
    keep that unit where a stock of `amount` cannot."""
    return amount + FOUNDING_RESERVE if amount else 0


@lru_cache(maxsize=32768)
def payable_splits(amount, needed, produced, *held):
    """any_unit_splits of a positive `amount` for `held`, the (marble, iron, gold, coin) counts
    already clipped to reach_for(amount) and worth at least `amount` (no checks)."""
    splits = _splits(amount)
    marble, iron, gold, coin = held
    by_marble, by_iron, by_gold, by_coin = _payable_flags(amount)
    flags = by_marble[marble] & by_iron[iron] & by_gold[gold] & by_coin[coin]
    payable = tuple(compress(splits, flags.to_bytes(len(splits), "big")))
    default = payable.index(default_split(held, amount, needed, produced))
    return payable[default:default + 1] + payable[:default] + payable[default + 1:]


@lru_cache(maxsize=None)
def _splits(amount):
    # Every way to pay `amount` units, by marble, then iron, then gold paid: the order of the
    # alternatives. Made once per amount, so that holdings only filter it.
    return tuple((marble, iron, gold, amount - marble - iron - gold)
                 for marble in range(amount + 1)
                 for iron in range(amount - marble + 1)
                 for gold in range(amount - marble - iron + 1))


@lru_cache(maxsize=None)
def _payable_flags(amount):
    # Per kind and units of it held (up to reach_for(amount)): a byte per split of _splits(amount),
    # 1 if the split pays no more of the kind than held. Read as one integer, the flags of the four
    # kinds combine with a single `&`, and compress() picks the payable splits, keeping their order.
    return tuple(tuple(int.from_bytes(bytes(split[kind] <= units for split in _splits(amount)), "big")
                       for units in range(reach_for(amount) + 1))
                 for kind in range(len(PAYMENT_KINDS)))


@lru_cache(maxsize=None)
def payment_of(split):
    """The payment of a (marble, iron, gold, coin) split: one dict per split, shared by every list
    that offers it."""
    return _clean(dict(zip(PAYMENT_KINDS, split)))


def default_split(held, amount, needed=None, produced=None):
    """The default of any_unit_splits for `held`, the (marble, iron, gold, coin) counts up to
    reach_for(amount): the split that any_unit_splits lists first.

    It spends the resources other than `needed` from the largest stock down, so the last unit of
    each, kept for founding (R-FOUND-1), goes only when no stock has more; then `needed`; coins last.
    A coin pays whatever a unit pays (R-COMP-3), so keeping it never leaves less to do: a Temple
    step paid with the last iron rather than a coin leaves 4 marble + 1 coin, a temple, where the
    coin spent would leave 4 marble and no temple; an Arming step paid with iron rather than a
    coin arms as many units and keeps a city payable with the coin.
    """
    # Spending the largest stock unit by unit takes the stocks' units level by level from the top,
    # equal stocks in _SPENT_FIRST's order: counting them out that way needs no search for the
    # largest stock per unit. Kinds are positions in PAYMENT_KINDS.
    paid = [0] * len(PAYMENT_KINDS)
    due = amount
    for level in range(max(held[:_COIN]), 0, -1):
        for kind in _SPENT_FIRST[needed, produced]:
            if held[kind] >= level:
                paid[kind] += 1
                due -= 1
                if not due:
                    return tuple(paid)
    if needed is not None:
        kind = RESOURCES.index(needed)
        paid[kind] = due if due < held[kind] else held[kind]
        due -= paid[kind]
    paid[_COIN] = due
    return tuple(paid)


def pay(state, nation, payment):
    """Take `payment` from the nation: resources go to the unlimited stock, coins back to the bank."""
    record = state.edit_nation(nation)
    # A payment names only what it pays (zero entries left out): most rondel steps pay nothing.
    for kind, units in payment.items():
        if kind != "coin":
            record[kind] -= units
        elif units:
            record["coins"] -= units
            state.edit_bank()["coins"] += units
    return record
