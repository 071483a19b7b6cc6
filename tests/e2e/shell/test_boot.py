"""The site boots in Chromium: the engine loads in its worker and answers through it."""
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


# The boot's timeline (web/js/engine-client.js): its marks "engine: <step>", [[step, ms], ...] in
# time order.
TIMELINE = """() => performance.getEntriesByType("mark").filter((mark) => mark.name.startsWith("engine: "))
  .map((mark) => [mark.name.slice("engine: ".length), mark.startTime])"""
FIRST_VISIT_STEPS = {"worker created", "worker started", "wheel requested", "wheel fetched", "wheel checked",
                     "python started", "engine imported", "engine answered", "ready"}
# Steps that must come in this order: the wheel's check and the interpreter's start run side by side.
IN_ORDER = [["worker created", "worker started", "wheel requested", "wheel fetched", "wheel checked",
             "engine imported", "engine answered", "ready"],
            ["worker started", "python started", "engine imported"]]


def timeline_steps(page):
    """The steps of the boot's timeline in time order, checked to lie between navigation and ready."""
    marks = page.evaluate(TIMELINE)
    ready = dict(marks)["ready"]
    assert all(0 <= ms <= ready for _, ms in marks), marks
    return [step for step, _ in marks]


def test_the_app_starts_one_engine_and_marks_its_boot(page, page_log, wait_engine_ready):
    boot(page, page_log, wait_engine_ready, "index.html")
    steps = timeline_steps(page)
    # index.html starts the engine; main.js uses that one and starts no second worker.
    assert steps.count("worker created") == 1
    assert set(steps) == FIRST_VISIT_STEPS
    for order in IN_ORDER:
        assert [step for step in steps if step in order] == order


def test_the_engine_loads_from_the_lock_file_without_micropip(page, page_log, wait_engine_ready):
    boot(page, page_log, wait_engine_ready, PROBE)
    loaded = " ".join(page_log.requests)
    for part in ("pyodide/pyodide.asm.wasm", "pyodide-lock.json", "wheels/antike-"):
        assert part in loaded, f"{part} was not requested"
    assert "micropip" not in loaded
    lock = page.evaluate("() => fetch('../pyodide-lock.json').then((response) => response.json())")
    assert list(lock["packages"]) == ["antike"] and len(lock["packages"]["antike"]["sha256"]) == 64


def test_request_goes_through_the_worker(page, page_log, wait_engine_ready):
    boot(page, page_log, wait_engine_ready, PROBE)
    reply = page.evaluate("() => window.engine.call({command: 'boards'})")
    assert reply["ok"] is True, reply
    assert {board["id"] for board in reply["boards"]} == {"orient", "occident_v4"}
    # The new-game screen's data, written at build time, is what the shipped engine answers.
    written = page.evaluate("() => fetch('../games.json').then((response) => response.json())")
    games = page.evaluate("() => window.engine.call({command: 'games'})")
    assert written["games"] == games["games"]


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



@pytest.mark.parametrize("tamper", ["wheel", "lock file"])
def test_an_engine_that_does_not_match_its_lock_file_asks_for_a_reload(tamper, page, page_log,
                                                                        wait_engine_ready):
    """A stale cache or a half-updated deployment: the wheel is not the one whose sha256 the lock file
    names. The page must end in its error state, saying to reload, never half working."""
    if tamper == "wheel":
        def served(route):
            body = bytearray(route.fetch().body())
            body[len(body) // 2] ^= 0xFF
            route.fulfill(status=200, body=bytes(body), content_type="application/zip")
        page.route("**/wheels/antike-*.whl", served)
    else:
        def served(route):
            lock = route.fetch().json()
            lock["packages"]["antike"]["sha256"] = "0" * 64
            route.fulfill(status=200, json=lock)
        page.route("**/pyodide-lock.json", served)
    page.goto("index.html")
    page.wait_for_selector("html[data-engine=error]", state="attached", timeout=60_000)
    assert "Reload the page" in page.inner_text("#progress-stage")
    assert page.locator("[data-action=reload]").is_visible()
    assert page.locator("[data-action=start-game]").is_disabled()
    # No request reaches a half-loaded engine: the page's calls are refused, not answered.
    reply = page.evaluate("() => window.antike.engine.call({command: 'games'}).then(() => 'answered', () => 'refused')")
    assert reply == "refused"
