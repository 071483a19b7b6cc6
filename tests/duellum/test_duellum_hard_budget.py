"""Why a hard Duellum turn stays within its thinking time (issue 47 item 2): Python's full garbage
collections, which no deadline can interrupt, do not scan what was alive before the turn's search.
The engine's caches hold hundreds of thousands of containers, and scanning them all inside a line of
play stretched 0.5 s turns to more than 1 s of CPU. The collector runs only when the test asks it
to, so each test sees exactly what the bot itself collects and freezes."""

import gc
import weakref

import pytest

from antike.games.duellum import RULES, decisions
from antike.games.duellum.bots import make_bot
from duellum_helpers import new_game


class _Node:
    """A container the collector tracks, that can be watched by a weak reference."""


@pytest.fixture
def collector_off():
    """Automatic collections stopped and the permanent generation emptied, both restored after."""
    gc.disable()
    gc.unfreeze()
    yield
    gc.enable()


def _rondel_position():
    """The first rondel decision of a seeded game where the player has a choice."""
    state = new_game("west", 31)
    medium = make_bot("medium", 31)
    while not (state.pending["step"] == "rondel" and len(decisions.kept_legal(state)) > 1):
        state = RULES.apply(state, medium.choose(state))
    return state


def _collected_later(thing):
    return any(entry is thing for entry in gc.get_objects())


def test_what_lives_when_the_search_begins_is_left_out_of_later_collections(collector_off):
    state = _rondel_position()
    alive_before = [_Node()]
    assert _collected_later(alive_before)
    make_bot("hard", 3, iterations=1).choose(state)
    assert not _collected_later(alive_before)
    assert _collected_later([_Node()])  # what is made later is scanned, and collected, as usual


def test_garbage_of_before_the_search_is_freed_not_frozen(collector_off):
    state = _rondel_position()
    cycle = _Node()
    cycle.itself = cycle  # only the collector frees a cycle
    watched = weakref.ref(cycle)
    del cycle
    assert watched() is not None
    make_bot("hard", 3, iterations=1).choose(state)
    assert watched() is None
