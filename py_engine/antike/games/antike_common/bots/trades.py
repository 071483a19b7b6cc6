"""Trades worth trying: with the bank, in the step whose action they pay for (A2-TRADE).

Listing every trade would multiply the decisions a plan compares by dozens, and a trade on its own
only loses a unit, so the evaluation would never pick one. A medium or hard bot instead tries a
trade together with the action it pays for: where an action of the step is out of reach (a city on
a site where its unit stands, a temple, a know-how, a unit), the fewest trades that make it
affordable, giving only what the action does not need (never coins, which pay for anything as they
are), followed by the action. The evaluation then weighs the whole, as it weighs any decision.
"""

from ..economy import TEMPLE_PRICE, price
from ..payment import CITY_PRICE
from ..decisions import apply, kept_legal
from ..vocabulary import PAYMENT_KINDS, RESOURCES
from .evaluate import buyable

# What a trade gives and takes, by the units given (A2-TRADE-1/2).
TAKEN = {2: 1, 3: 2}


def enabling_trades(state, decisions):
    """Compound decisions (tuples: trades, then the action they pay for) for the pending step.

    `decisions` are the step's candidates with their default payments: an action among them needs
    no trade. Empty unless the nation may trade now (the engine lists trades last).
    """
    legal = kept_legal(state)
    if legal[-1]["type"] != "trade":
        return []
    rates = sorted({sum(trade["give"].values()) for trade in legal if trade["type"] == "trade"}, reverse=True)
    affordable = {_action_key(decision) for decision in decisions}
    compounds = []
    for need, wanted in _needs(state):
        trades = _trades_for(state.nations[state.acting], need, rates)
        if not trades:
            continue
        after = state
        for trade in trades:
            if trade not in kept_legal(after):
                break
            after = apply(after, trade)
        else:
            for action in kept_legal(after):
                key = _action_key(action)
                if wanted(action) and key not in affordable:
                    affordable.add(key)
                    compounds.append(tuple(trades) + (action,))
    return compounds


def _action_key(decision):
    return tuple((key, value) for key, value in decision.items() if key != "payment")


def _needs(state):
    """[(resources an action of the pending step needs, which decisions are that action)]."""
    step = state.pending["step"]
    record = state.nations[state.acting]
    if step == "founding" and _foundable(state, record):
        return [({resource: CITY_PRICE for resource in RESOURCES}, lambda d: d["type"] == "found")]
    if step == "temple" and state.bank["temples"]:
        return [({"marble": TEMPLE_PRICE}, lambda d: d["type"] == "build_temple")]
    if step == "arming":
        return [({"iron": state.edition.unit_price}, lambda d: d["type"] == "arm")]
    if step == "know_how":
        return [({"gold": price(state, know_how)}, lambda d, k=know_how: d.get("know_how") == k)
                for know_how in buyable(state.edition, record)]
    return []


def _foundable(state, record):
    """Whether a unit of the nation stands where it could found a city (A2-FOUND-1)."""
    if state.city_count(state.acting) >= state.limits["cities"]:
        return False
    blocked = set(state.cities).union(state.temples)
    return any(province not in blocked for kind in ("legions", "galleys") for province in record[kind])


def _trades_for(record, need, rates):
    """The fewest trades after which the nation can pay `need`, coins standing in for any unit; or [].

    Empty too when it can pay already. Each trade gives units of the kinds with most to spare
    beyond the need and takes the kinds short; the dearer rate (3 for 2) first while 2 are short.
    """
    held = {resource: record[resource] for resource in RESOURCES}
    short = {resource: need.get(resource, 0) - held[resource] for resource in RESOURCES
             if held[resource] < need.get(resource, 0)}
    missing = sum(short.values()) - record["coins"]
    spare = {resource: held[resource] - need.get(resource, 0) for resource in RESOURCES if resource not in short}
    trades = []
    while missing > 0:
        given = next((rate for rate in rates if TAKEN[rate] <= missing or rate == rates[-1]), None)
        if given is None or sum(spare.values()) < given:
            return []
        give = {}
        for _ in range(given):
            kind = max(spare, key=lambda resource: (spare[resource], -RESOURCES.index(resource)))
            spare[kind] -= 1
            give[kind] = give.get(kind, 0) + 1
        get = {}
        for _ in range(TAKEN[given]):
            kind = max(short, key=lambda resource: (short[resource], -RESOURCES.index(resource)))
            short[kind] -= 1
            get[kind] = get.get(kind, 0) + 1
        trades.append({"type": "trade", "give": {kind: give[kind] for kind in PAYMENT_KINDS if kind in give},
                       "get": {kind: get[kind] for kind in RESOURCES if kind in get}})
        missing -= TAKEN[given]
    return trades
