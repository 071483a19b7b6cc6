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
FIRST_VISIT_STEPS = ["worker created", "worker started", "python started", "micropip imported",
                     "engine installed", "engine imported", "ready"]


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
    assert [step for step in steps if step in FIRST_VISIT_STEPS] == FIRST_VISIT_STEPS
    assert {"build info read", "kept install read", "wheel downloaded"} <= set(steps)
    assert "engine restored" not in steps


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


# The worker keeps what micropip installed in IndexedDB (web/js/kept-install.js).
KEPT_ENTRY = """async (change) => {
  const database = await new Promise((resolve, reject) => {
    const request = indexedDB.open("antike-engine", 1);
    request.onupgradeneeded = () => request.result.createObjectStore("install");
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const store = () => database.transaction("install", "readwrite").objectStore("install");
  const entry = await new Promise((resolve) => { store().get("engine").onsuccess = (e) => resolve(e.target.result); });
  if (entry && change === "other build") entry.key = "314.0.7/another-build";
  if (entry && change === "broken files") {
    entry.files = entry.files.map(([path]) => [path, new TextEncoder().encode("not python (")]);
  }
  if (entry && change) await new Promise((resolve) => { store().put(entry, "engine").onsuccess = resolve; });
  database.close();
  return entry ? {key: entry.key, paths: entry.files.map(([path]) => path)} : null;
}"""


def current_key(page):
    info = page.evaluate("() => fetch('../build.json', {cache: 'no-cache'}).then((r) => r.json())")
    return f"{info['pyodide']}/{info['engine_sha256']}"


def wait_kept(page, key):
    """Wait until the worker has kept the install of `key`; return the kept file paths."""
    for _ in range(100):
        entry = page.evaluate(KEPT_ENTRY)
        if entry and entry["key"] == key:
            return entry["paths"]
        page.wait_for_timeout(100)
    raise AssertionError(f"no install kept for {key}")


def installed_by(page):
    return page.evaluate("() => document.documentElement.dataset.engineInstall")


def plays_a_decision(page):
    """The engine answers: a new game, and its first legal decision applied."""
    reply = page.evaluate("""async () => {
      const game = await window.engine.call({command: "new_game", options: {board: "orient", nations: 3, seed: 5}});
      return window.engine.call({command: "apply", decision: game.view.legal[0]});
    }""")
    assert reply["ok"] is True, reply


def test_a_repeat_visit_restores_what_micropip_installed(page, page_log, wait_engine_ready):
    boot(page, page_log, wait_engine_ready, PROBE)
    assert installed_by(page) == "micropip"
    paths = wait_kept(page, current_key(page))
    assert any(path.endswith("/antike/core/bridge.py") for path in paths)
    assert any(".dist-info/RECORD" in path for path in paths)
    assert any(path.endswith(".pyc") for path in paths)
    page_log.requests.clear()
    boot(page, page_log, wait_engine_ready, PROBE)
    assert installed_by(page) == "kept"
    assert not [url for url in page_log.requests if "micropip-" in url or "wheels/antike-" in url]
    steps = timeline_steps(page)
    assert steps.index("python started") < steps.index("engine restored") < steps.index("engine imported")
    assert not {"micropip imported", "engine installed", "wheel downloaded"} & set(steps)
    plays_a_decision(page)


@pytest.mark.parametrize("change", ["other build", "broken files"])
def test_a_kept_install_not_of_this_build_or_broken_falls_back_to_micropip(change, page, page_log,
                                                                           wait_engine_ready):
    boot(page, page_log, wait_engine_ready, PROBE)
    key = current_key(page)
    wait_kept(page, key)
    page.evaluate(KEPT_ENTRY, change)
    boot(page, page_log, wait_engine_ready, PROBE)
    assert installed_by(page) == "micropip"
    plays_a_decision(page)
    # What micropip installed afresh is kept again, and a later visit uses it.
    wait_kept(page, key)
    boot(page, page_log, wait_engine_ready, PROBE)
    assert installed_by(page) == "kept"
    plays_a_decision(page)
