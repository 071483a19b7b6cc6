"""What Antike's engine keeps to go fast equals a plain recompute, for both editions (shared rules,
antike_common): step by step over seeded random games through the public protocol, at every state

- the legal list equals the one a copy rebuilt from the state's JSON works out, a copy that holds
  none of the state's kept lists (the cities by nation, the producing cities, the foreign units, the
  legal list itself), nor those it shared with the states before it;
- the cities that produce each resource for each nation (R-PROD-1) are the nation's cities whose tile
  shows that resource, counted from the cities themselves;
- in a maneuver, the other nations' units where the mover may fight (R-MAN-4/5) are those counted
  from every nation's units, in turn order after the mover.
"""

import random

from antike.core.registry import rules_of
from antike.games.antike_common.vocabulary import RESOURCES, UNIT_PLURAL

MANEUVER_STEPS = ("movement", "fight_question", "mover_fight_question")


def plain_producing_cities(state, nation, resource):
    """The nation's cities whose tile shows `resource`, from the cities alone."""
    return {province for province, owner in state.cities.items()
            if owner == nation and state.resource_of(province) == resource}


def plain_foreign_units(state, nation, unit):
    """{province: the other nations with a `unit` there, in turn order after `nation`}, from their units."""
    index = state.order.index(nation)
    where = {}
    for other in state.order[index + 1:] + state.order[:index]:
        for province, count in state.nations[other][UNIT_PLURAL[unit]].items():
            if count:
                where[province] = where.get(province, ()) + (other,)
    return where


def check_kept_structures(game, nations, seed, cap):
    """Play `cap` uniformly random decisions of `game` (antike or antike2) on the Orient board and
    check every state's kept structures against a plain recompute."""
    rules = rules_of(game)
    rng = random.Random(seed)
    state = rules.new_game({"board": "orient", "nations": nations, "seed": seed})
    for _ in range(cap):
        if rules.to_decide(state) is None:
            break
        legal = rules.legal_decisions(state)
        rebuilt = type(state).from_json(state.to_json())
        assert legal == rules.legal_decisions(rebuilt), (game, seed, state.pending)
        for nation in state.order:
            for resource in RESOURCES:
                assert set(state.producing_cities(nation, resource)) == plain_producing_cities(
                    state, nation, resource), (game, seed, nation, resource)
        if state.pending["step"] in MANEUVER_STEPS:
            for unit in UNIT_PLURAL:
                assert state.foreign_units(state.acting, unit) == plain_foreign_units(state, state.acting, unit)
        state = rules.apply(state, rng.choice(legal))
