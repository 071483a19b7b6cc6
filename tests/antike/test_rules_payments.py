"""Rules tests: the default payment of a paid rondel step (R-TURN-6) spends what the rest of the turn
needs last: the last unit of each resource (a city costs one of each, R-FOUND-1), the resource of
the chosen action, and last of all coins, which pay for anything (R-COMP-3)."""

from itertools import product

import pytest

import antike
from antike.games.antike_common.payment import any_unit_splits, reach_for
from antike.games.antike_common.rondel import NEEDED_BY, PRODUCED_BY, default_choice
from positions import END_MOVEMENT, choose, legal_of, play, position, step

RESOURCES = ("marble", "iron", "gold")
FIELDS = ["iron", "temple", "gold", "maneuver_1", "arming", "marble", "know_how", "maneuver_2"]


def default_payment(state, field):
    """The payment that the legal list offers first for `field`."""
    return next(d["payment"] for d in antike.legal_decisions(state) if d["type"] == "rondel" and d["field"] == field)


def cities_payable(after, produced=None):
    """Whether holdings {marble, iron, gold, coin} pay for a city, after a production field gives at
    least one unit of `produced` (any city of it, or Market)."""
    missing = sum(after[r] + (r == produced) < 1 for r in RESOURCES)
    return missing <= after["coin"]


def left_after(have, split):
    return {kind: have[kind] - paid for kind, paid in zip(RESOURCES + ("coin",), split)}


def test_R_FOUND_1_a_step_is_paid_from_a_large_stock_not_with_the_last_marble():
    # One marble, plenty of iron and gold, no coin: a step from Maneuver to Maneuver costs 1. Paying
    # with the marble would leave no city payable (its holdings counted only up to the cost hid which
    # stocks were large).
    state = position(3, acting="arabs", rondel={"arabs": "maneuver_1"}, units={"arabs": {"legions": {"taima": 1}}},
                     resources={"arabs": {"marble": 1, "iron": 5, "gold": 5, "coins": 0}})
    assert default_payment(state, "maneuver_2") == {"iron": 1}
    state = play(choose(state, "maneuver_2"), END_MOVEMENT)
    assert step(state) == ("founding", "arabs")
    assert legal_of(state, "found") == [{"type": "found", "province": "taima"}]


def test_R_FOUND_1_a_production_step_spends_the_produced_resource_first():
    # One of each, no coin, 4 steps to Iron: the iron paid comes back from Adane, so the city stays payable.
    state = position(3, acting="arabs", rondel={"arabs": "arming"}, units={"arabs": {"legions": {"taima": 1}}},
                     resources={"arabs": {"marble": 1, "iron": 1, "gold": 1, "coins": 0}})
    assert default_payment(state, "iron") == {"iron": 1}
    other = position(3, acting="arabs", rondel={"arabs": "know_how"},
                     resources={"arabs": {"marble": 1, "iron": 1, "gold": 1, "coins": 0}})
    assert default_payment(other, "gold") == {"gold": 1}  # the same for every production field
    state = choose(state, "iron")
    assert step(state) == ("founding", "arabs")
    assert legal_of(state, "found") == [{"type": "found", "province": "taima"}]


def test_R_COMP_3_a_step_spends_the_last_iron_before_a_coin_that_completes_a_temple():
    # 4 marble + 1 coin pay for a temple; 1 iron + 1 gold + 1 coin for nothing the Temple needs.
    state = position(3, acting="arabs", rondel={"arabs": "marble"},
                     resources={"arabs": {"marble": 4, "iron": 1, "gold": 1, "coins": 1}})
    assert default_payment(state, "temple") == {"iron": 1}
    state = choose(state, "temple")
    assert {"type": "build_temple", "province": "saba"} in legal_of(state, "build_temple")
    state = play(state, {"type": "build_temple", "province": "saba"})
    assert "saba" in state.temples


def test_R_TURN_6_the_actions_resource_is_paid_after_the_others_and_before_coins():
    # Arming needs iron: the gold goes first although the iron is the larger stock, then iron; the
    # coin, which arms as well as an iron, last.
    purse = {"arabs": {"marble": 0, "iron": 4, "gold": 1, "coins": 1}}
    state = position(3, acting="arabs", rondel={"arabs": "iron"}, resources=purse)
    assert default_payment(state, "arming") == {"gold": 1}  # 4 steps: 1 unit
    state = position(3, acting="arabs", rondel={"arabs": "know_how"}, resources=purse)
    assert default_payment(state, "arming") == {"iron": 2, "gold": 1}  # 6 steps: 3 units
    poor = {"arabs": {"marble": 0, "iron": 1, "gold": 1, "coins": 3}}
    state = position(3, acting="arabs", rondel={"arabs": "know_how"}, resources=poor)
    assert default_payment(state, "arming") == {"iron": 1, "gold": 1, "coin": 1}


NEEDS = sorted({(NEEDED_BY.get(field), PRODUCED_BY.get(field)) for field in FIELDS}, key=str)


@pytest.mark.parametrize("needed, produced", NEEDS)
def test_R_TURN_6_the_default_payment_spares_what_the_turn_needs(needed, produced):
    """Over every small purse and step cost: the default is listed first and leaves the most for the
    action (its resource and coins); with that, a city stays payable whenever any payment leaves one;
    the action's resource goes only once every other resource is spent, a coin only once every
    resource is."""
    others = [r for r in RESOURCES if r != needed]
    for marble, iron, gold, coin, amount in product(range(5), range(5), range(5), range(4), range(1, 6)):
        have = {"marble": marble, "iron": iron, "gold": gold, "coin": coin}
        splits = any_unit_splits(have, amount, needed, produced)
        if marble + iron + gold + coin < amount:
            assert splits == ()
            continue
        default = left_after(have, splits[0])
        assert sum(splits[0]) == amount and min(default.values()) >= 0
        afters = [left_after(have, split) for split in splits]
        assert len({tuple(a.values()) for a in afters}) == len(afters), "a payment listed twice"
        most = max(map(for_action(needed), afters))
        assert for_action(needed)(default) == most, (have, amount, splits[0])
        keeping = [after for after in afters if for_action(needed)(after) == most]
        if any(cities_payable(after, produced) for after in keeping):
            assert cities_payable(default, produced), (have, amount, splits[0])
        if needed and default[needed] < have[needed]:
            assert all(default[r] == 0 for r in others), (have, amount, splits[0])
        if default["coin"] < have["coin"]:
            assert all(default[r] == 0 for r in RESOURCES), (have, amount, splits[0])


def for_action(needed):
    """What a purse left after a payment gives the action: its resource and coins."""
    return lambda after: after["coin"] + (after[needed] if needed else 0)


@pytest.mark.parametrize("holdings", [{"marble": 9, "iron": 1, "gold": 7, "coins": 6},
                                      {"marble": 1, "iron": 6, "gold": 2, "coins": 0},
                                      {"marble": 6, "iron": 6, "gold": 6, "coins": 6}])
def test_R_TURN_6_large_purses_give_the_same_lists_as_purses_cut_to_what_can_matter(holdings):
    """The payments' caches are keyed on holdings cut to reach_for(cost): a purse beyond it gets the
    lists of the purse cut to it, the default included, and the last marble or iron is never paid."""
    cut = {kind: min(count, reach_for(5)) for kind, count in holdings.items()}
    for position_field in FIELDS:
        big = position(3, acting="arabs", rondel={"arabs": position_field}, resources={"arabs": holdings})
        small = position(3, acting="arabs", rondel={"arabs": position_field}, resources={"arabs": cut})
        assert antike.legal_decisions(big) == antike.legal_decisions(small)
        for field in FIELDS:
            assert default_choice(big, field) == default_choice(small, field)
            # Where the other stocks beyond one unit each cover the cost, no last unit is paid.
            paid, needed = default_choice(big, field)["payment"], NEEDED_BY.get(field)
            surplus = sum(holdings[r] - 1 for r in RESOURCES if r != needed and holdings[r] > 1)
            if surplus >= sum(paid.values()):
                assert all(paid.get(r, 0) < holdings[r] for r in RESOURCES if r != needed), (field, paid)
