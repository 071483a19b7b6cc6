"""Fixtures shared by the engine's tests (tests/e2e has its own), and how run_tests.py shares the suite
between two processes (pytest-xdist, --dist loadgroup): every test that drives the browser or builds
the site (tests/e2e, tests/shell/test_build.py, which rebuilds dist/ in place) runs in one process, one
after the other as before, since they share dist/ and its server; each other test file runs whole in
one process, so its module fixtures are made once."""
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


SITE_GROUP = "the built site"
TESTS = Path(__file__).resolve().parent


def pytest_collection_modifyitems(items):
    """Group the tests for pytest-xdist's loadgroup: the built site's tests together, else by file."""
    for item in items:
        path = Path(item.fspath).resolve().relative_to(TESTS)
        on_site = path.parts[0] == "e2e" or path.name == "test_build.py"
        item.add_marker(pytest.mark.xdist_group(SITE_GROUP if on_site else path.as_posix()))

