"""Fixtures shared by the engine's tests (tests/e2e has its own), and how run_tests.py shares the suite
between two processes (pytest-xdist, --dist loadgroup): each test file runs whole in one process, so
its module fixtures are made once, and each folder of the browser's tests (tests/e2e/<game>/, shell/)
runs whole in one process, one test after the other, each process with its own browser and server of
the dist/ that run_tests.py has built (tests/shell/test_build.py then reads it rather than building it
again in place)."""
from pathlib import Path

import pytest

from antike.core import bridge


@pytest.fixture
def fresh_bridge_session():
    """The test starts with no game in the bridge's session; the session is restored afterwards."""
    saved = bridge._session["game"]
    bridge._session["game"] = None
    yield
    bridge._session["game"] = saved


TESTS = Path(__file__).resolve().parent


def pytest_collection_modifyitems(items):
    """Group the tests for pytest-xdist's loadgroup: the browser's tests by folder, the others by file."""
    for item in items:
        path = Path(item.fspath).resolve().relative_to(TESTS)
        group = path.parent if path.parts[0] == "e2e" else path
        item.add_marker(pytest.mark.xdist_group(group.as_posix()))

