"""Fuzzing the engine's two doors, `bridge.handle` and `savefile.import_game`, with hypothesis.

The inputs and the oracle are tools/fuzz_doors.py's (see its docstring): random and mutated requests
and save files; every reply is an envelope with a documented code, no error changes the game in play,
and every accepted input gave the right result. This runs a few thousand inputs with a fixed
derandomised seed; `python tools/fuzz_doors.py` runs the full campaign of 100,000.
"""

import sys
from collections import Counter

import pytest
from locations import ROOT

sys.path.insert(0, str(ROOT / "tools"))

import fuzz_doors  # noqa: E402

from antike.core import bridge  # noqa: E402

INPUTS = 2500


@pytest.fixture
def base_in_play():
    saved = bridge._session["game"]
    fuzz_doors.reset()
    yield
    bridge._session["game"] = saved


@pytest.mark.long_running
def test_doors(base_in_play):
    histogram = Counter()
    fuzz_doors.campaign(INPUTS, 0, histogram, derandomize=True)()
    assert sum(histogram.values()) >= INPUTS
    # The inputs reach past the first checks: accepted requests and files, and refusals deep inside.
    for key in ("ok:apply", "ok:undo", "ok:export", "file accepted", "file refused: checksum",
                "file refused: decision", "invalid_decision", "invalid_json"):
        assert histogram[key] > 0, (key, histogram)


def test_the_oracle_catches_a_refusal_that_changes_the_game(base_in_play, monkeypatch):
    """A door that breaks its promise is caught: here `undo_info` is made to take a decision back."""
    def leaky(request):
        bridge._session["game"].undo(1)
        raise bridge.BridgeError("invalid_request", "bridge.count")

    monkeypatch.setitem(bridge.COMMANDS, "undo_info", leaky)
    with pytest.raises(AssertionError, match="changed the game in play"):
        fuzz_doors.check("request", '{"command": "undo_info"}')


def test_the_oracle_catches_an_internal_error(base_in_play, monkeypatch):
    def broken(request):
        raise KeyError("boom")

    monkeypatch.setitem(bridge.COMMANDS, "view", broken)
    with pytest.raises(AssertionError):
        fuzz_doors.check("request", '{"command": "view"}')
