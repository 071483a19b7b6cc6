"""Fixtures shared by the engine's tests (tests/e2e has its own), and how run_tests.py shares the suite
between two processes (pytest-xdist, --dist loadgroup): each test file runs whole in one process, so
its module fixtures are made once; each process has its own browser and server of the dist/ that
run_tests.py has built (tests/shell/test_build.py then reads it rather than building it again in place).
pytest-xdist hands out the files with most tests first; among files of as many tests, those with a
test marked `long_running` (a whole game clicked through the page, many random games) go first, then
the browser's other files, then the engine's. (Keeping this order for every file, with
--no-loadscope-reorder, was tried: both processes then drove a browser at once from the start, and a
fresh clone was slower, at 7 % after 14 minutes.)"""
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


def pytest_configure(config):
    config.addinivalue_line("markers", "long_running: a test of minutes; its file goes before files of as many tests")


# First, before pytest-xdist's own hook reads the groups into the tests' ids: after it, as this hook
# ran until now, the groups were never seen and each test went its own way.
@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(items):
    """Group the tests by file for pytest-xdist's loadgroup, the files with long tests first."""
    files = {}
    for item in items:
        path = Path(item.fspath).resolve().relative_to(TESTS)
        item.add_marker(pytest.mark.xdist_group(path.as_posix()))
        # The browser's long tests, the engine's, the browser's other tests, the engine's.
        rank = (0 if item.get_closest_marker("long_running") else 2) + (path.parts[0] != "e2e")
        files[path] = min(rank, files.get(path, rank))
    # A stable sort: the tests of a file keep their order, and files of one rank theirs.
    items.sort(key=lambda item: files[Path(item.fspath).resolve().relative_to(TESTS)])

