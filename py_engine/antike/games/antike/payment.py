"""Paying the bank: which units and coins may pay a cost, and the sensible default (R-COMP-3).

A payment is a dict of the units paid, zero entries left out: {"gold": 3, "coin": 1}.
Every enumeration puts the default first, then the alternatives in a fixed order.
"""

from functools import lru_cache
from itertools import combinations, compress

from .vocabulary import PAYMENT_KINDS, RESOURCES

_COIN = PAYMENT_KINDS.index("coin")
# The resources (positions in PAYMENT_KINDS) that a default payment of any units spends before
# coins, by the resource it spares for the coming action (or None).
_SPENT_FIRST = {spare: tuple(kind for kind, resource in enumerate(RESOURCES) if resource != spare)
                for spare in (None,) + RESOURCES}

# Enumerations depend only on the holdings up to the amount due, so they are cached on that and
# the payment dicts are shared: like everything in a state they are never changed in place.


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
    _clean({**{resource: 1 for resource in RESOURCES if resource not in replaced}, "coin": coins})
    for coins in range(len(RESOURCES) + 1) for replaced in combinations(RESOURCES, coins))


@lru_cache(maxsize=1024)
def _founding(*held):
    have = dict(zip(PAYMENT_KINDS, held))
    return tuple(payment for payment in _FOUNDING_OPTIONS
                 if all(units <= have[kind] for kind, units in payment.items()))


def any_unit_splits(have, amount, spare_last=None):
    """Ways to pay `amount` units of any resource or coins (rondel steps, R-TURN-6), each as
    (marble, iron, gold, coin) counts: payment_of makes it a payment.

    The default spends, unit by unit, the largest stock other than `spare_last` (the resource the
    coming action needs), then coins, then `spare_last` itself.
    """
    if amount == 0:
        return ((0, 0, 0, 0),)
    marble, iron, gold, coin = have["marble"], have["iron"], have["gold"], have["coin"]
    if marble + iron + gold + coin < amount:
        return ()
    # up_to inline: a call per kind costs as much again here.
    return _any_units(amount, spare_last, marble if marble < amount else amount,
                      iron if iron < amount else amount, gold if gold < amount else amount,
                      coin if coin < amount else amount)


@lru_cache(maxsize=8192)
def _any_units(amount, spare_last, *held):
    splits = _splits(amount)
    marble, iron, gold, coin = held
    by_marble, by_iron, by_gold, by_coin = _payable_flags(amount)
    flags = by_marble[marble] & by_iron[iron] & by_gold[gold] & by_coin[coin]
    payable = tuple(compress(splits, flags.to_bytes(len(splits), "big")))
    default = payable.index(default_split(held, amount, spare_last))
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
    # Per kind and units of it held: a byte per split of _splits(amount), 1 if the split pays no
    # more of the kind than held. Read as one integer, the flags of the four kinds combine with a
    # single `&`, and compress() picks the payable splits, keeping their order.
    return tuple(tuple(int.from_bytes(bytes(split[kind] <= units for split in _splits(amount)), "big")
                       for units in range(amount + 1))
                 for kind in range(len(PAYMENT_KINDS)))


@lru_cache(maxsize=None)
def payment_of(split):
    """The payment of a (marble, iron, gold, coin) split: one dict per split, shared by every list
    that offers it."""
    return _clean(dict(zip(PAYMENT_KINDS, split)))


def default_split(held, amount, spare_last=None):
    """The default of any_unit_splits for `held`, the (marble, iron, gold, coin) counts up to `amount`:
    the split that any_unit_splits lists first."""
    # Spending the largest stock unit by unit takes the stocks' units level by level from the top,
    # equal stocks in rulebook order: counting them out that way needs no search for the largest
    # stock per unit. Then coins, then `spare_last`. Kinds are positions in PAYMENT_KINDS.
    paid = [0] * len(PAYMENT_KINDS)
    due = amount
    for level in range(max(held), 0, -1):
        for kind in _SPENT_FIRST[spare_last]:
            if held[kind] >= level:
                paid[kind] += 1
                due -= 1
                if not due:
                    return tuple(paid)
    paid[_COIN] = min(due, held[_COIN])
    if due > held[_COIN]:
        paid[PAYMENT_KINDS.index(spare_last)] = due - held[_COIN]
    return tuple(paid)


def pay(state, nation, payment):
    """Take `payment` from the nation: resources go to the unlimited stock, coins back to the bank."""
    record = state.edit_nation(nation)
    for resource in RESOURCES:
        record[resource] -= payment.get(resource, 0)
    coins = payment.get("coin", 0)
    if coins:
        record["coins"] -= coins
        state.edit_bank()["coins"] += coins
    return record
