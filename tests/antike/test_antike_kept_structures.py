"""Antike's kept lists equal a plain recompute over seeded random games (tests/antike_kept_structures.py):
the legal list, the producing cities (R-PROD-1) and the foreign units a mover may fight (R-MAN-4/5)."""

import pytest
from antike_kept_structures import check_kept_structures


@pytest.mark.parametrize("nations, seed", [(3, 1), (4, 2), (6, 3)])
def test_R_PROD_1_and_R_MAN_4_kept_structures_equal_a_plain_recompute(nations, seed):
    check_kept_structures("antike", nations, seed, cap=600)
