"""The site boots in Chromium: the engine loads in its worker and answers through it."""
from pathlib import Path

import pytest

# The page that starts the engine through engine-client.js with no UI and exposes it as
# window.engine; it exists whatever state web/index.html is in.
PROBE = "bench/app-probe.html"


def boot(page, page_log, wait_engine_ready, path):
    """Open `path`, wait for the engine, and check nothing left localhost and nothing failed."""
    page.goto(path)
    wait_engine_ready(page)
    page_log.assert_local_only()
    page_log.assert_no_errors()


def test_app_page_boots_the_engine(page, page_log, wait_engine_ready):
    boot(page, page_log, wait_engine_ready, "index.html")


def test_engine_boots_offline_without_errors(page, page_log, wait_engine_ready):
    boot(page, page_log, wait_engine_ready, PROBE)
    loaded = " ".join(page_log.requests)
    for part in ("pyodide/pyodide.asm.wasm", "pyodide/micropip-", "wheels/antike-", "build.json"):
        assert part in loaded, f"{part} was not requested"


def test_request_goes_through_the_worker(page, page_log, wait_engine_ready):
    boot(page, page_log, wait_engine_ready, PROBE)
    reply = page.evaluate("() => window.engine.call({command: 'boards'})")
    assert reply["ok"] is True, reply
    assert {"orient", "occident"} <= {board["id"] for board in reply["boards"]}
    # The new-game screen's data, written at build time, is what the shipped engine answers.
    written = page.evaluate("() => fetch('../boards.json').then((response) => response.json())")
    assert written["boards"] == reply["boards"]
    board = page.evaluate("() => window.engine.call({command: 'board', board: 'orient'})")
    assert written["board"]["orient"] == board["board"]


def test_bridge_errors_come_back_as_envelopes(page, page_log, wait_engine_ready):
    boot(page, page_log, wait_engine_ready, PROBE)
    reply = page.evaluate("() => window.engine.call({command: 'no_such_command'})")
    assert reply["ok"] is False
    assert reply["error"]["code"] == "unknown_command"


def test_concurrent_requests_get_their_own_replies(page, page_log, wait_engine_ready):
    boot(page, page_log, wait_engine_ready, PROBE)
    replies = page.evaluate("""() => Promise.all([
        window.engine.call({command: 'boards'}),
        window.engine.call({command: 'no_such_command'}),
        window.engine.call({command: 'boards'}),
    ])""")
    assert [reply["ok"] for reply in replies] == [True, False, True]


def test_bare_baseline_page_boots(page, page_log, wait_engine_ready):
    boot(page, page_log, wait_engine_ready, "bench/bare.html")
