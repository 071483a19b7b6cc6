"""What a building costs on a field (AT-COST): base cost less the symbols of the site and its empty
neighbours, roads, free building by an arrow, settlement cards; and the payments in cards that pay
it (AT-COST-3: one matching card or any two cards per symbol, minimal payments only)."""

from itertools import product

from .components import BASE_COST, KINDS, ROAD, ROAD_COST, SOURCES
from .hexes import neighbours
from .settlements import touches_own

NO_SYMBOLS = (0,) * len(KINDS)
_INDEX = {kind: index for index, kind in enumerate(KINDS)}


def reach_symbols(state, field):
    """Symbols per kind on `field` and its empty neighbouring fields (AT-COST-2; a shrine, a gap or
    an occupied field gives nothing)."""
    counts = [0] * len(KINDS)
    fields, buildings = state.fields, state.buildings
    symbol = fields[field]
    if symbol is not None:
        counts[_INDEX[symbol]] += 1
    for near in neighbours(field):
        symbol = fields.get(near)
        if symbol is not None and near not in buildings:
            counts[_INDEX[symbol]] += 1
    return tuple(counts)


def is_free(state, seat, building, field):
    """Whether an own building next to `field` has an arrow to `building` (AT-COST-6)."""
    sources, buildings = SOURCES[building], state.buildings
    for near in neighbours(field):
        other = buildings.get(near)
        if other is not None and other["owner"] == seat and other["building"] in sources:
            return True
    return False


def remaining(state, seat, building, field, settlements, symbols=None):
    """(symbols left per kind, cards of any kind) that `seat` pays to build `building` on `field`,
    given its number of `settlements` on the map (AT-COST-9); `symbols` may bring reach_symbols."""
    if is_free(state, seat, building, field):
        return NO_SYMBOLS, 0  # a free build always touches an own building: no settlement cards
    symbols = symbols or reach_symbols(state, field)
    extra = 0 if touches_own(state, seat, field) else settlements  # AT-COST-7
    if building == ROAD:
        return NO_SYMBOLS, max(0, ROAD_COST - sum(symbols)) + extra  # AT-COST-5
    return tuple(max(0, base - struck) for base, struck in zip(BASE_COST[building], symbols)), extra


def can_pay(hand, symbols, extra):
    """Whether `hand` ({kind: cards}) pays `symbols` left plus `extra` cards of any kind: a matching
    card where one is held, two cards for each other symbol."""
    matched = sum(min(hand[kind], needed) for kind, needed in zip(KINDS, symbols))
    return sum(hand.values()) >= matched + 2 * (sum(symbols) - matched) + extra


def pays(payment, symbols, extra):
    """AT-COST-3's test: 0 <= 2N + E - |P| <= sum_k min(P_k, N_k), `payment` a tuple per kind."""
    surplus = 2 * sum(symbols) + extra - sum(payment)
    return 0 <= surplus <= sum(min(paid, needed) for paid, needed in zip(payment, symbols))


def _minimal(payment, symbols, extra):
    return all(not pays(payment[:index] + (paid - 1,) + payment[index + 1:], symbols, extra)
               for index, paid in enumerate(payment) if paid)


def payments(hand, symbols, extra):
    """Every minimal payment ({kind: cards}) from `hand`, the default first: the fewest cards, then
    the one leaving the hand most even, then a fixed order."""
    most = 2 * sum(symbols) + extra
    held = [min(hand[kind], most) for kind in KINDS]
    found = [payment for payment in product(*(range(count + 1) for count in held))
             if sum(payment) <= most and pays(payment, symbols, extra) and _minimal(payment, symbols, extra)]
    found.sort(key=lambda payment: (sum(payment), sum((hand[kind] - paid) ** 2 for kind, paid in zip(KINDS, payment)),
                                    tuple(-paid for paid in payment)))
    return [as_cards(payment) for payment in found]


def as_cards(payment):
    """A payment tuple as {kind: cards}, only the kinds paid, in KINDS order."""
    return {kind: paid for kind, paid in zip(KINDS, payment) if paid}


def as_tuple(cards):
    """{kind: cards} as a tuple per kind."""
    return tuple(cards.get(kind, 0) for kind in KINDS)
