#!/usr/bin/env python3
"""Boot time of the engine in the browser: the app against bare Pyodide.

Builds dist/, serves it on 127.0.0.1 and opens, in Debian's Chromium through Playwright, the app
(index.html, or bench/app-probe.html while there is no index.html) and bench/bare.html (the same
Pyodide started in a worker with no micropip, wheel or bridge) alternately, each in a fresh browser
context so every run starts with a cold cache. A run's figure is the page's own clock
(performance.now(), from navigation start) when <html data-engine> turns "ready". Prints each run,
the medians and their ratio (target: app <= 1.15 x bare), then one JSON line.

    python bench/boot.py [--runs N]
"""
import argparse
import json
import statistics
import sys
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
import build  # noqa: E402

TARGET_RATIO = 1.15
CHROMIUM = "/usr/bin/chromium"
# As in tests/e2e/conftest.py: headless as root, and no connections of Chromium's own.
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
# Installed before any script of the page runs: notes the moment data-engine settles.
WATCH_ENGINE = """
new MutationObserver((_, observer) => {
  const state = document.documentElement && document.documentElement.dataset.engine;
  if (state === "ready" || state === "error") {
    window.__engineSettled = {state, ms: performance.now()};
    observer.disconnect();
  }
}).observe(document, {attributes: true, subtree: true, attributeFilter: ["data-engine"]});
"""


def time_boot(browser, url):
    """Milliseconds from navigation start until the page's engine is ready, in a fresh context."""
    context = browser.new_context()
    try:
        page = context.new_page()
        page.add_init_script(WATCH_ENGINE)
        page.goto(url)
        settled = page.wait_for_function("window.__engineSettled", timeout=60_000).json_value()
        if settled["state"] != "ready":
            sys.exit(f"boot: the engine failed to load on {url}")
        return settled["ms"]
    finally:
        context.close()


def main():
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="runs of each page (default 7)")
    args = parser.parse_args()

    build.build()
    app_page = "index.html" if (build.DIST / "index.html").exists() else "bench/app-probe.html"
    server = build.make_server(quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_port}/"
    pages = {"app": base + app_page, "bare": base + "bench/bare.html"}
    times = {"app": [], "bare": []}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        # One untimed boot of each first, so the disk cache is warm for every timed run alike.
        for url in pages.values():
            time_boot(browser, url)
        for run in range(args.runs):
            # Alternate which page goes first, so a slow patch of the machine hits both alike.
            for kind in ("app", "bare") if run % 2 == 0 else ("bare", "app"):
                times[kind].append(time_boot(browser, pages[kind]))
                print(f"run {run + 1}/{args.runs} {kind:4}: {times[kind][-1]:7.0f} ms", flush=True)
        browser.close()
    server.shutdown()

    app, bare = statistics.median(times["app"]), statistics.median(times["bare"])
    ratio = app / bare
    verdict = "within" if ratio <= TARGET_RATIO else "over"
    print(f"app  ({app_page}): median {app:.0f} ms")
    print(f"bare (bench/bare.html): median {bare:.0f} ms")
    print(f"ratio app/bare: {ratio:.3f} ({verdict} the target {TARGET_RATIO})")
    print(json.dumps({"app_page": app_page, "runs": args.runs, "app_ms": round(app),
                      "bare_ms": round(bare), "ratio": round(ratio, 3), "target": TARGET_RATIO,
                      "app_runs_ms": [round(t) for t in times["app"]],
                      "bare_runs_ms": [round(t) for t in times["bare"]]}))


if __name__ == "__main__":
    main()
