"""Antike II's kept lists equal a plain recompute over seeded random games (tests/antike_kept_structures.py):
the legal list with its trades (A2-TRADE-1..4), the producing cities (A2-PROD-1) and the foreign units
a mover may fight (A2-MAN-1)."""

import pytest
from antike_kept_structures import check_kept_structures


@pytest.mark.parametrize("nations, seed", [(3, 1), (4, 2), (6, 3)])
def test_A2_PROD_1_and_A2_MAN_1_kept_structures_equal_a_plain_recompute(nations, seed):
    check_kept_structures("antike2", nations, seed, cap=600)
