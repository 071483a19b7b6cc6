"""Paying the bank: which units and coins may pay a cost, and the sensible default (R-COMP-3).

A payment is a dict of the units paid, zero entries left out: {"gold": 3, "coin": 1}.
Every enumeration puts the default first, then the alternatives in a fixed order.
"""

from functools import lru_cache

from .vocabulary import PAYMENT_KINDS, RESOURCES

# Enumerations depend only on the holdings up to the amount due, so they are cached on that and
# the payment dicts are shared: like everything in a state they are never changed in place.


def holdings(nation_record):
    """What the nation can pay with: its resources and coins."""
    return {"marble": nation_record["marble"], "iron": nation_record["iron"],
            "gold": nation_record["gold"], "coin": nation_record["coins"]}


def _clean(payment):
    return {kind: payment[kind] for kind in PAYMENT_KINDS if payment.get(kind)}


def single_resource_payments(have, resource, amount):
    """Ways to pay `amount` of one resource, coins standing in for any part; fewest coins first."""
    return _single(resource, amount, min(have[resource], amount), min(have["coin"], amount))


@lru_cache(maxsize=4096)
def _single(resource, amount, resource_held, coins_held):
    lowest = max(0, amount - resource_held)
    return tuple(_clean({resource: amount - coins, "coin": coins}) for coins in range(lowest, coins_held + 1))


def founding_payments(have):
    """Ways to pay one marble, one iron and one gold (R-FOUND-1), coins replacing any; fewest coins first."""
    return _founding(min(have["marble"], 3), min(have["iron"], 3), min(have["gold"], 3), min(have["coin"], 3))


@lru_cache(maxsize=1024)
def _founding(*held):
    have = dict(zip(PAYMENT_KINDS, held))
    options = []
    for mask in sorted(range(8), key=lambda m: (bin(m).count("1"), m)):
        payment = {}
        for bit, resource in enumerate(RESOURCES):
            if mask & (1 << bit):
                payment["coin"] = payment.get("coin", 0) + 1
            else:
                payment[resource] = 1
        if all(payment.get(kind, 0) <= have[kind] for kind in PAYMENT_KINDS):
            options.append(_clean(payment))
    return tuple(options)


def any_unit_splits(have, amount, spare_last=None):
    """Ways to pay `amount` units of any resource or coins (rondel steps, R-TURN-6), each as
    (marble, iron, gold, coin) counts: payment_of makes it a payment.

    The default spends, unit by unit, the largest stock other than `spare_last` (the resource the
    coming action needs), then coins, then `spare_last` itself.
    """
    if amount == 0:
        return ((0, 0, 0, 0),)
    if sum(have.values()) < amount:
        return ()
    return _any_units(amount, spare_last, min(have["marble"], amount), min(have["iron"], amount),
                      min(have["gold"], amount), min(have["coin"], amount))


@lru_cache(maxsize=8192)
def _any_units(amount, spare_last, *held):
    if sum(held) < amount:
        return ()
    default = _default_any(dict(zip(PAYMENT_KINDS, held)), amount, spare_last)
    return (default,) + tuple(split for split in _splits_within(amount, *held) if split != default)


def _splits_within(amount, marble, iron, gold, coin):
    # Every way to pay `amount` units out of the holdings, by marble, then iron, then gold paid: the
    # order of the alternatives. Only the ways the holdings allow are counted out, and the coins
    # make up the rest, so the gold paid starts where the coins held no longer cover it.
    found = []
    for paid_marble in range(min(marble, amount) + 1):
        for paid_iron in range(min(iron, amount - paid_marble) + 1):
            rest = amount - paid_marble - paid_iron
            for paid_gold in range(max(0, rest - coin), min(gold, rest) + 1):
                found.append((paid_marble, paid_iron, paid_gold, rest - paid_gold))
    return found


@lru_cache(maxsize=None)
def payment_of(split):
    """The payment of a (marble, iron, gold, coin) split: one dict per split, shared by every list
    that offers it."""
    return _clean(dict(zip(PAYMENT_KINDS, split)))


def _default_any(have, amount, spare_last):
    left = dict(have)
    paid = dict.fromkeys(PAYMENT_KINDS, 0)
    spendable = [r for r in RESOURCES if r != spare_last]
    for _ in range(amount):
        # The largest stock; max() keeps the first of equal ones, so ties go by rulebook order.
        kind = max(spendable, key=left.__getitem__)
        if left[kind] == 0:
            kind = "coin" if left["coin"] > 0 else spare_last
        left[kind] -= 1
        paid[kind] += 1
    return tuple(paid.values())


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
