"""Every game's hard player decides with the heap put aside (core/computer.py, HEAP_PUT_ASIDE): what
is alive when it starts to decide is left out of the garbage collector's later scans, so that no full
collection of the engine's caches falls inside its search; the medium player leaves the heap as it is."""

import gc

import pytest

from antike.core.computer import HEAP_PUT_ASIDE
from antike.core.registry import game_ids, rules_of

OPTIONS = {
    "antike": {"board": "orient", "nations": 3, "seed": 4},
    "antike2": {"board": "orient", "nations": 3, "seed": 4},
    "duellum": {"board": "west", "seed": 4},
    "attika": {"players": 2, "seed": 4},
}


def _scanned(thing):
    # gc.get_objects() lists the objects the collector scans: the frozen ones are not among them.
    return any(tracked is thing for tracked in gc.get_objects())


@pytest.fixture
def heap_handed_back():
    """The test process's heap handed back to the collector afterwards, as it was before the test."""
    gc.unfreeze()
    yield
    gc.unfreeze()


def test_every_game_of_the_family_is_checked_here():
    assert set(OPTIONS) == set(game_ids())


@pytest.mark.parametrize("game", sorted(OPTIONS))
def test_a_hard_player_decides_with_the_heap_put_aside(game, heap_handed_back):
    rules = rules_of(game)
    state = rules.new_game(OPTIONS[game])
    bot = rules.make_bot("hard", 1, iterations=1)
    alive_before = {"a container": ["the collector tracks it"]}
    assert _scanned(alive_before)
    decision = bot.choose(state)
    assert decision in rules.legal_decisions(state)
    assert not _scanned(alive_before)
    made_after = {"a container": ["made after the decision"]}
    assert _scanned(made_after)


@pytest.mark.parametrize("game", sorted(OPTIONS))
def test_a_medium_player_leaves_the_heap_as_it_is(game, heap_handed_back):
    rules = rules_of(game)
    alive_before = {"a container": ["the collector tracks it"]}
    rules.make_bot("medium", 1).choose(rules.new_game(OPTIONS[game]))
    assert _scanned(alive_before)


def test_a_decision_asked_for_within_another_freezes_once_and_leaves_the_outer_one_in_force(heap_handed_back):
    with HEAP_PUT_ASIDE:
        frozen = gc.get_freeze_count()
        made_inside = ["made inside the outer decision"]
        with HEAP_PUT_ASIDE:
            assert gc.get_freeze_count() == frozen
            assert _scanned(made_inside)
        assert HEAP_PUT_ASIDE.depth == 1
    assert HEAP_PUT_ASIDE.depth == 0
