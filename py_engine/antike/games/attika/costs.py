"""What a building costs on a field (AT-COST): base cost less the symbols of the site and its empty
neighbours, roads, free building by an arrow, settlement cards; and the payments in cards that pay
it (AT-COST-3: one matching card or any two cards per symbol, minimal payments only)."""

from functools import lru_cache
from itertools import product
from operator import add, itemgetter

from .components import BASE_COST, KINDS, ROAD, ROAD_COST, SOURCES
from .hexes import neighbours

NO_SYMBOLS = (0,) * len(KINDS)


# A field's symbol as one digit of base 8 per kind, so that the symbols in reach are summed as one
# int (at most 7 of a kind), their sum (reach_sum), and read back as a tuple per kind (SYMBOLS_OF_SUM).
_DIGIT = {None: 0, **{kind: 8 ** index for index, kind in enumerate(KINDS)}}


def reach_symbols(state, field):
    """Symbols per kind on `field` and its empty neighbouring fields (AT-COST-2; a shrine, a gap or
    an occupied field gives nothing)."""
    return SYMBOLS_OF_SUM[reach_sum(state, field)]


def reach_sum(state, field):
    """reach_symbols(state, field) as one int, a digit of base 8 per kind (SYMBOLS_OF_SUM reads it back)."""
    fields, buildings, digit = state.fields, state.buildings, _DIGIT
    total = digit[fields[field]]
    for near in neighbours(field):
        if near in fields and near not in buildings:
            total += digit[fields[near]]
    return total


def reach_of_empty(state, empty):
    """({field: reach_sum(state, field)}, {field: the REACH_BITS of its symbols}) for the `empty`
    fields (every field without a building), worked out at once: each one's symbol goes to itself
    and to its empty neighbours. The sums, not the symbols: most fields' symbols are never read."""
    fields = state.fields
    own_symbols = dict(zip(empty, map(_DIGIT.__getitem__, map(fields.__getitem__, empty))))
    totals = own_symbols.copy()
    for field, own in own_symbols.items():
        if own:
            for near in neighbours(field):
                if near in totals:
                    totals[near] += own
    return totals, dict(zip(totals, map(BIT_OF_SUM.__getitem__, totals.values())))


def own_neighbours(state, seat, field):
    """The kinds of `seat`'s buildings adjacent to `field` (a new settlement when there are none)."""
    buildings = state.buildings
    return {buildings[near]["building"] for near in neighbours(field)
            if near in buildings and buildings[near]["owner"] == seat}


def free_by_order(building, near_own):
    """Whether an own building next to the site points an arrow to `building` (AT-COST-6: the sensible
    building order drops the whole cost), `near_own` the kinds of the player's buildings next to it."""
    return bool(near_own) and not SOURCES[building].isdisjoint(near_own)


def settlement_cards(near_own, settlements):
    """The cards of any kind a new settlement pays on top (AT-COST-7): one per settlement already on
    the map when no own building is next to the site, else none."""
    return 0 if near_own else settlements


def savings(building, symbols, near_own):
    """(symbols struck per kind, cards taken off) from `building`'s base cost by the `symbols` of the
    site and its empty neighbours (AT-COST-2; for a road the cards, AT-COST-5); nothing where an
    arrow drops the whole cost (AT-COST-6)."""
    return (NO_SYMBOLS, 0) if free_by_order(building, near_own) else _struck(building, symbols)


def _struck(building, symbols):
    # Each symbol in reach strikes one of its kind while one is left; for a road, one card of five.
    if building == ROAD:
        return NO_SYMBOLS, min(ROAD_COST, sum(symbols))
    return tuple(min(base, struck) for base, struck in zip(BASE_COST[building], symbols)), 0


# The most cards each building can cost anywhere before the settlement cards (AT-COST-7): every
# symbol paid with two cards.
MOST_CARDS = {building: ROAD_COST if building == ROAD else 2 * sum(cost) for building, cost in BASE_COST.items()}


# The costs below are pure functions of a few small immutable values, asked for many times a legal
# list (every group of fields, every building on the board): each answer is made once.
MEMO = 1 << 16


def cost_of(building, symbols, near_own, settlements):
    """(symbols left per kind, cards of any kind) to pay for `building` on a field with `symbols` in
    reach, `near_own` the kinds of the player's own buildings next to it and `settlements` his
    settlements on the map (AT-COST-9)."""
    if not near_own:
        return _cost_in_reach(building, symbols, settlements)  # AT-COST-7: a new settlement's cards
    if SOURCES[building].isdisjoint(near_own):
        return _cost_in_reach(building, symbols, 0)
    return NO_SYMBOLS, 0  # AT-COST-6: a free build touches an own building, so no settlement cards either


@lru_cache(maxsize=MEMO)
def _cost_in_reach(building, symbols, extra):
    # The cost with `symbols` in reach struck off and `extra` settlement cards added (no free build).
    struck, cards = _struck(building, symbols)
    if building == ROAD:
        return NO_SYMBOLS, ROAD_COST - cards + extra
    return tuple(base - off for base, off in zip(BASE_COST[building], struck)), extra


# Every count of symbols per kind that a field and its six neighbours can hold in reach (one symbol a
# field at most), each with a bit of its own: a set of them is an int, so whether a hand pays for a
# building on some empty field is asked of all fields at once, by one AND (reach_paid).
REACH_MOST = 7
REACH_BITS = {symbols: 1 << index for index, symbols in
              enumerate(symbols for symbols in product(range(REACH_MOST + 1), repeat=len(KINDS)) if sum(symbols) <= REACH_MOST)}
SYMBOLS_OF_SUM = {sum(count * 8 ** index for index, count in enumerate(symbols)): symbols for symbols in REACH_BITS}
BIT_OF_SUM = {total: REACH_BITS[symbols] for total, symbols in SYMBOLS_OF_SUM.items()}  # a sum's bit, looked up by an int


@lru_cache(maxsize=None)
def _reach_classes(building):
    # The symbols in reach grouped by the cost they leave of `building` (no free build, no settlement
    # cards): ((cost, the bits of its symbols in reach), ...).
    classes = {}
    for symbols, bit in REACH_BITS.items():
        cost = _cost_in_reach(building, symbols, 0)
        classes[cost] = classes.get(cost, 0) | bit
    return tuple(classes.items())


@lru_cache(maxsize=MEMO)
def reach_paid(building, held, extra):
    """The symbols in reach (as REACH_BITS) on whose fields a hand of `held` cards per kind pays for
    `building` with `extra` settlement cards (AT-COST-7) on top, unless an arrow makes it free there
    (AT-COST-6, not counted here)."""
    # Of a kind, no more cards count than the base cost has symbols (fewest_cards), nor more cards in
    # all past the settlement cards than the building can cost (MOST_CARDS): many hands answer alike.
    budget = sum(held) - extra
    if budget < 0:
        return 0
    return _reach_paid_by(building, tuple(map(min, held, BASE_COST[building] or NO_SYMBOLS)),
                          min(budget, MOST_CARDS[building]))


class _PaidByBuilding(dict):
    # building -> (reach_paid with no settlement cards, on a field next to an own building; reach_paid
    # with the settlement cards, elsewhere), for one hand and count of settlements: filled as asked.
    __slots__ = ("held", "settlements")

    def __missing__(self, building):
        held = self.held
        pair = self[building] = reach_paid(building, held, 0), reach_paid(building, held, self.settlements)
        return pair


_PAID = {}  # (held, settlements) -> its _PaidByBuilding


def paid_by_building(held, settlements):
    """{building: (the symbols in reach, as reach_paid, on whose fields next to an own building the
    hand of `held` cards per kind pays for it; those elsewhere, with `settlements` cards on top)},
    filled as asked: one lookup per hand, then one per building."""
    key = (held, settlements)
    found = _PAID.get(key)
    if found is None:
        if len(_PAID) >= MEMO:
            _PAID.clear()
        found = _PAID[key] = _PaidByBuilding()
        found.held, found.settlements = held, settlements
    return found


@lru_cache(maxsize=MEMO)
def _reach_paid_by(building, matching, budget):
    # The settlement cards are of any kind, so they take `budget`'s place in the hand's count alike.
    bits = 0
    for (symbols, more), class_bits in _reach_classes(building):
        if budget >= fewest_cards(matching, symbols, more):
            bits |= class_bits
    return bits


@lru_cache(maxsize=MEMO)
def fewest_cards(held, symbols, extra):
    """The fewest cards that pay `symbols` left plus `extra` cards of any kind from a hand holding
    `held` (a tuple per kind): a matching card where one is held, two cards for each other symbol."""
    needed = extra
    for have, left in zip(held, symbols):
        if left:
            needed += 2 * left - (have if have < left else left)
    return needed


def pays(payment, symbols, extra):
    """AT-COST-3's test: 0 <= 2N + E - |P| <= sum_k min(P_k, N_k), `payment` a tuple per kind."""
    surplus = 2 * sum(symbols) + extra - sum(payment)
    return 0 <= surplus <= sum(min(paid, needed) for paid, needed in zip(payment, symbols))


def payments(hand, symbols, extra):
    """Every minimal payment ({kind: cards}) from `hand`, the default first: the fewest cards, then
    the one leaving the hand most even, then a fixed order."""
    return [as_cards(payment) for payment in payment_tuples(hand, symbols, extra)]


def payment_tuples(hand, symbols, extra):
    """`payments` as tuples of cards per kind (KINDS order), made once for a hand and a cost."""
    return _payment_tuples(held_cards(hand), symbols, extra)


@lru_cache(maxsize=MEMO)
def _payment_tuples(held, symbols, extra):
    # The minimal payments as tuples per kind, in payments' order (a tuple: the memo's answers never change).
    found = list(_minimal_payments(held, symbols, extra))
    found.sort(key=lambda payment: (sum(payment), sum((have - paid) ** 2 for have, paid in zip(held, payment)),
                                    tuple(-paid for paid in payment)))
    return tuple(found)


def _minimal_payments(held, symbols, extra):
    # AT-COST-3's minimal payments, made directly rather than sought among every part of the hand.
    # Split a payment P into its matching cards m_k = min(P_k, N_k) (M in all) and the rest x_k (X in
    # all), and let D = 2N + E: it pays when D - M <= M + X <= D. Taking back a card of a kind with
    # x_k > 0 leaves M, so a minimal payment has M + X = D - M exactly; then taking back a matching
    # card never pays either. So for each choice of matching cards, X = D - 2M (never below 0, as
    # M <= N) more from the kinds whose symbols are all matched, the only kinds where P_k > N_k.
    due = 2 * sum(symbols) + extra
    for matching in product(*[range(min(have, needed) + 1) for have, needed in zip(held, symbols)]):
        spare = tuple(have - needed if paid == needed else 0 for have, needed, paid in zip(held, symbols, matching))
        for more in _spread(due - 2 * sum(matching), spare):
            yield tuple(map(add, matching, more))


def _spread(count, spare):
    # Every tuple of cards per kind, at most `spare` of each, `count` in all.
    if not spare:
        if not count:
            yield ()
        return
    rest_most = sum(spare[1:])
    for first in range(max(0, count - rest_most), min(spare[0], count) + 1):
        for rest in _spread(count - first, spare[1:]):
            yield (first,) + rest


def as_cards(payment):
    """A payment tuple as {kind: cards}, only the kinds paid, in KINDS order."""
    return {kind: paid for kind, paid in zip(KINDS, payment) if paid}


def as_tuple(cards):
    """{kind: cards} as a tuple per kind."""
    return tuple(cards.get(kind, 0) for kind in KINDS)


_PER_KIND = itemgetter(*KINDS)


def held_cards(hand):
    """A hand (which names every kind, cards.empty_cards) as a tuple per kind."""
    return _PER_KIND(hand)
