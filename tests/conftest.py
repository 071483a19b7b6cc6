"""Fixtures shared by the engine's tests (tests/e2e has its own)."""
import pytest

from antike.core import bridge


@pytest.fixture
def fresh_bridge_session():
    """The test starts with no game in the bridge's session; the session is restored afterwards."""
    saved = bridge._session["game"]
    bridge._session["game"] = None
    yield
    bridge._session["game"] = saved
