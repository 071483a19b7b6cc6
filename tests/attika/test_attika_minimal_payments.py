"""AT-COST-3's minimal payments, which costs.payments makes directly, are exactly those a plain search
finds: every way to take cards from the hand, kept when it pays and no card can be taken back."""

import random
from itertools import product

from antike.games.attika.components import KINDS
from antike.games.attika.costs import as_tuple, pays, payments


def _searched(held, symbols, extra):
    # Every payment from `held` that pays (AT-COST-3's test) and pays no more once any one card is taken back.
    found = set()
    for payment in product(*[range(have + 1) for have in held]):
        if pays(payment, symbols, extra) and not any(
                pays(payment[:index] + (paid - 1,) + payment[index + 1:], symbols, extra)
                for index, paid in enumerate(payment) if paid):
            found.add(payment)
    return found


def test_AT_COST_3_the_payments_offered_are_exactly_the_minimal_ones_a_search_of_the_hand_finds():
    rng = random.Random(3)
    for _ in range(300):
        held = tuple(rng.randrange(5) for _ in KINDS)
        symbols = tuple(rng.randrange(3) for _ in KINDS)
        extra = rng.randrange(4)
        offered = [as_tuple(payment) for payment in payments(dict(zip(KINDS, held)), symbols, extra)]
        assert len(offered) == len(set(offered))
        assert set(offered) == _searched(held, symbols, extra), (held, symbols, extra)
