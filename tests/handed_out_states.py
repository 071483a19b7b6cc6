"""A check that any game of the family passes: seeded random play through the protocol never changes a
state already handed out, nor a copy of it (a game whose copies share parts until they change them)."""

import json
import random


def _data(state):
    return json.dumps(state.to_json(), sort_keys=True)


def check_play_changes_no_handed_out_state(rules, options, seed):
    """Play `rules`' game of `options` by uniformly random decisions (seeded) to its end; after every
    decision the state it was applied to, and a copy made before, are the data they were."""
    state = rules.new_game({**options, "seed": seed})
    rng = random.Random(seed)
    while rules.to_decide(state) is not None:
        before = _data(state)
        copy = state.copy()
        assert _data(copy) == before  # a copy is the same data
        new = rules.apply(state, rng.choice(rules.legal_decisions(state)))
        assert _data(state) == before, (state.turn, state.pending)
        assert _data(copy) == before
        state = new


def containers(value):
    """The ids of every dict and list in `value`, itself included: two values share nothing a caller
    could change when their containers are disjoint."""
    found, todo = set(), [value]
    while todo:
        item = todo.pop()
        if isinstance(item, dict):
            found.add(id(item))
            todo.extend(item.values())
        elif isinstance(item, list):
            found.add(id(item))
            todo.extend(item)
    return found
