"""The built site served on 127.0.0.1 and Debian's Chromium driven by Playwright, for the benchmarks
that measure the page (map_sizes.py, link_open.py, clicks.py).

    with served_chromium() as (browser, url):   # url: http://127.0.0.1:PORT/ serving dist/
        page = browser.new_context(base_url=url).new_page()
"""
import contextlib
import sys
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import build  # noqa: E402

CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def serve(directory=build.DIST, bench=False):
    """(server, url): `directory` served from a background thread until server.shutdown()."""
    server = build.make_server(directory, port=0, quiet=True, bench=bench)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_port}/"


@contextlib.contextmanager
def served_chromium(directory=build.DIST, bench=False):
    """Chromium and the URL of `directory` served, both closed at the end."""
    server, url = serve(directory, bench)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
            try:
                yield browser, url
            finally:
                browser.close()
    finally:
        server.shutdown()
