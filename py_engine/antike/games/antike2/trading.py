"""Trading with the bank in Antike II: Mercatura 2 for 1, Commercium 3 for 2 (A2-TRADE-1..4).

A trade gives resource units and coins of any kinds (A2-TRADE-4) and takes marble, iron or gold,
never a kind it gives (that would only lose a unit) and never a coin (A2-TRADE-1).
"""

from functools import lru_cache
from itertools import combinations_with_replacement

from ...core.read_only import read_only
from ..antike_common.payment import pay
from ..antike_common.vocabulary import PAYMENT_KINDS, RESOURCES

# Know-how: (units given, units taken).
RATES = {"mercatura": (2, 1), "commercium": (3, 2)}
MOST_GIVEN = max(given for given, _ in RATES.values())


def open_rates(state, nation):
    """The know-hows whose rate the nation may trade at now: held, and not bought this turn (A2-TRADE-3)."""
    # Asked at every step of a nation's own turn, while most nations hold neither know-how: the held
    # rates found by one filter at C speed, and the bought ones looked for only if some are held.
    rates = tuple(filter(state.nations[nation]["know_hows"].__contains__, RATES))
    bought = state.scratch.get("bought") if rates and nation == state.acting else None
    return tuple(know_how for know_how in rates if know_how not in bought) if bought else rates


def legal_trades(state, nation):
    """Every trade the nation may make now, by rate, then what it gives, then what it takes (a tuple)."""
    rates = open_rates(state, nation)
    if not rates:
        return ()
    # The holdings clipped to MOST_GIVEN, inline (payment.up_to per kind costs as much again).
    record = state.nations[nation]
    marble, iron, gold, coins = record["marble"], record["iron"], record["gold"], record["coins"]
    return _trades(rates, marble if marble < MOST_GIVEN else MOST_GIVEN, iron if iron < MOST_GIVEN else MOST_GIVEN,
                   gold if gold < MOST_GIVEN else MOST_GIVEN, coins if coins < MOST_GIVEN else MOST_GIVEN)


def _bundles(kinds, count):
    # Every way to pick `count` units of `kinds`, as {kind: units} in the kinds' order.
    bundles = []
    for picked in combinations_with_replacement(kinds, count):
        bundles.append({kind: picked.count(kind) for kind in kinds if kind in picked})
    return bundles


@lru_cache(maxsize=1024)
def _trades(rates, *held):
    # Shared between states, read-only (core/read_only.py).
    have = dict(zip(PAYMENT_KINDS, held))
    decisions = []
    for know_how in rates:
        given, taken = RATES[know_how]
        for give in _bundles(PAYMENT_KINDS, given):
            if all(have[kind] >= units for kind, units in give.items()):
                for get in _bundles(tuple(r for r in RESOURCES if r not in give), taken):
                    decisions.append(read_only({"type": "trade", "give": give, "get": get}))
    return tuple(decisions)


def trade(state, decision):
    """Give the units to the bank and take the resources (A2-TRADE-1/2)."""
    nation = state.pending["nation"]
    record = pay(state, nation, decision["give"])
    for resource, units in decision["get"].items():
        record[resource] += units
    state.events.append({"event": "exchange", "nation": nation, "give": dict(decision["give"]),
                         "receive": dict(decision["get"])})
