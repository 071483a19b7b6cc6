"""Fixtures for the end-to-end tests: the built site served on 127.0.0.1 and driven in Chromium.

Session-wide: `dist` (python build.py, once; or, with E2E_DIST=<folder>, that folder as it is, e.g. a
copy of an older build whose figures are to be compared), `base_url` (dist/ served from a background thread),
`browser` (Debian's /usr/bin/chromium through Playwright). Per test: `page` (a fresh browser
context, so a cold cache), `page_log` (every request and every console or page error of that
context, workers included) and `wait_engine_ready(page)`.
"""
import os
import subprocess
import sys
import threading
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import sync_playwright

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))
# The page tests stand in one folder a game (and shell/ for the page's frame), yet share their
# page helpers across folders (every game's tests start a game as the shell's tests do).
sys.path[1:1] = [str(folder) for folder in sorted(HERE.iterdir()) if folder.is_dir() and folder.name != "__pycache__"]
import build  # noqa: E402  (the repo root's build.py: its server is the one users run)

CHROMIUM = "/usr/bin/chromium"
# Headless as root on a machine without a network: no sandbox, no GPU, and none of Chromium's own
# connections (component updates, sync, QUIC probes) that would only fail and add noise.
# --liftoff-only: V8 runs Pyodide's WebAssembly with its baseline compiler only. Every test opens a
# fresh context, so the page compiles Python's interpreter anew, and by default V8 then recompiles its
# hot functions with its optimising compiler on another core: seconds of CPU a page that two test
# processes on two cores fight over. Measured in one run at a load of 10: the 11 tests of
# test_new_game_form.py and test_help.py 75 s -> 52 s (and 79 s -> 56 s), the three whole-game
# click-throughs 207 s -> 213 s. The compiler tier changes no behaviour; the benchmarks keep V8's default.
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync",
                 "--js-flags=--liftoff-only"]
ENGINE_READY_TIMEOUT_MS = 60_000


@dataclass
class PageLog:
    """What one page did: the URL of every request and the text of every console or page error."""

    requests: list = field(default_factory=list)
    errors: list = field(default_factory=list)

    def external_requests(self):
        """Requests whose target is not 127.0.0.1 (data: URLs stay in the page)."""
        def local(url):
            parts = urlsplit(url)
            if parts.scheme == "data":
                return True
            if parts.scheme == "blob":  # blob:http://127.0.0.1:PORT/uuid
                parts = urlsplit(parts.path)
            return parts.hostname == "127.0.0.1"
        return [url for url in self.requests if not local(url)]

    def assert_local_only(self):
        """Fail if any request left 127.0.0.1."""
        assert self.requests, "no request was recorded"
        assert not self.external_requests(), f"requests left 127.0.0.1: {self.external_requests()}"

    def assert_no_errors(self):
        """Fail if the page or a worker logged a console error or threw."""
        assert not self.errors, f"console or page errors: {self.errors}"


@pytest.fixture(scope="session")
def dist():
    """dist/ freshly built by build.py (unless run_tests.py has just built it, and says so), or the
    built site named by E2E_DIST (not built, not changed)."""
    if os.environ.get("E2E_DIST"):
        return Path(os.environ["E2E_DIST"])
    if os.environ.get("ANTIKE_DIST_BUILT") != "1":
        subprocess.run([sys.executable, str(ROOT / "build.py")], cwd=ROOT, check=True)
    return build.DIST


@pytest.fixture(scope="session")
def base_url(dist):
    """http://127.0.0.1:PORT/ serving dist/ (any free port) for the whole session."""
    server = build.make_server(dist, port=0, quiet=True, bench=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}/"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def browser():
    """Debian's Chromium, headless, driven by Playwright."""
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture
def page_log():
    """The PageLog that the `page` fixture fills."""
    return PageLog()


@pytest.fixture
def page(browser, base_url, page_log):
    """A page in a fresh context whose relative URLs resolve against base_url."""
    context = browser.new_context(base_url=base_url)
    # Context-wide, so requests made by workers are recorded too.
    context.on("request", lambda request: page_log.requests.append(request.url))
    page = context.new_page()
    page.on("console", lambda message: message.type == "error" and page_log.errors.append(
        f"console: {message.text} ({message.location.get('url', '')})"))
    page.on("pageerror", lambda error: page_log.errors.append(f"page error: {error}"))
    yield page
    context.close()


@pytest.fixture
def wait_engine_ready():
    """wait_engine_ready(page): wait until <html data-engine="ready"> and the page has settled on its
    first screen; fail at once on "error"."""
    def wait(page, timeout_ms=ENGINE_READY_TIMEOUT_MS):
        root = page.wait_for_selector("html[data-engine=ready], html[data-engine=error]",
                                      state="attached", timeout=timeout_ms)
        state = root.get_attribute("data-engine")
        assert state == "ready", f"the engine failed to load: {page.inner_text('body')[:500]}"
        # The app's page then settles on its first screen: a returning person's newest game in
        # progress, loaded, or the new-game screen (a probe page without the app has no such step).
        page.wait_for_function("document.documentElement.dataset.opening === 'done' || !document.getElementById('game')",
                               timeout=timeout_ms)
    return wait
