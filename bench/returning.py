#!/usr/bin/env python3
"""A returning player's wait: the saved table drawn before the engine is ready (issue 48).

Builds dist/, serves a copy of it on 127.0.0.1 and, in Debian's Chromium through Playwright, makes a
returning player: one fresh context, a game started on the new-game screen (Antike, the form's
defaults), so that the browser keeps its record and its table, and the service
worker has precached the site. Then, in that context, each run opens the app and bench/bare.html
(bare Pyodide, no engine) once each, alternating which goes first, and takes from the page's own
clock (performance.now(), from navigation start):

- table: the game's table on screen (the #game section shown and drawn),
- ready: the engine ready (<html data-engine="ready">),
- decision: the first decision offered on the table (a [data-decision] control in #game),
- bare: bare Pyodide's start, beside them.

Prints each run, the medians over the runs and one JSON line. With --throttle the same runs are made
again on a tablet-like profile: the network at 1.6 Mbit/s down, 750 kbit/s up and 150 ms round trip
(Chrome DevTools' "Fast 3G"), and the processor slowed 4 x (CDP Emulation.setCPUThrottlingRate).

    python bench/returning.py [--runs N] [--throttle]
"""
import argparse
import json
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
import build  # noqa: E402
from served_chromium import served_chromium  # noqa: E402

# Installed before any script of the page runs: notes when the table shows, the engine is ready and
# the first decision is offered, each once.
WATCH = """
window.__returning = {};
new MutationObserver(() => {
  const seen = window.__returning, now = performance.now();
  const game = document.getElementById("game");
  if (!seen.table && game && !game.hidden && game.dataset.version) seen.table = now;
  if (!seen.ready && document.documentElement.dataset.engine === "ready") seen.ready = now;
  if (!seen.decision && document.querySelector("#game [data-decision]")) seen.decision = now;
}).observe(document, {attributes: true, childList: true, subtree: true});
"""
DONE = "() => { const s = window.__returning; return s && s.table && s.ready && s.decision ? s : null; }"
BARE_READY = "() => document.documentElement.dataset.engine === 'ready' ? performance.now() : null"
# Chrome DevTools' "Fast 3G", in bytes a second and milliseconds.
TABLET_NETWORK = {"offline": False, "latency": 150, "downloadThroughput": 1.6e6 / 8, "uploadThroughput": 750e3 / 8}
TABLET_CPU_SLOWDOWN = 4


def make_returning_player(context, app):
    """A game started and kept in the context's browser, with its table, and the site precached."""
    page = context.new_page()
    page.goto(app)
    page.wait_for_selector("[data-action=start-game]:not([disabled])", timeout=120_000)
    page.click("[data-action=start-game]")
    page.wait_for_selector("#game [data-decision]", state="attached", timeout=120_000)
    page.wait_for_function("""() => new Promise((resolve) => {
      const request = indexedDB.open("antike");
      request.onsuccess = () => {
        const get = request.result.transaction("tables").objectStore("tables").count();
        get.onsuccess = () => { request.result.close(); resolve(get.result > 0); };
      };
    })""", timeout=60_000)
    page.wait_for_selector("html[data-offline=ready]", state="attached", timeout=120_000)
    page.close()


def throttle(page):
    """The tablet-like profile on `page`: a slow network and a slower processor."""
    session = page.context.new_cdp_session(page)
    session.send("Network.enable")
    session.send("Network.emulateNetworkConditions", TABLET_NETWORK)
    session.send("Emulation.setCPUThrottlingRate", {"rate": TABLET_CPU_SLOWDOWN})


def visit(context, url, throttled, bare):
    """One visit of `url` in `context`: {table, ready, decision} ms of the app, or {bare: ms}."""
    page = context.new_page()
    try:
        if throttled:
            throttle(page)
        page.add_init_script(WATCH)
        page.goto(url)
        if bare:
            return {"bare": page.wait_for_function(BARE_READY, timeout=300_000).json_value()}
        return page.wait_for_function(DONE, timeout=300_000).json_value()
    finally:
        page.close()


def measure(browser, pages, runs, throttled):
    """The runs of one profile: lists of ms by figure."""
    context = browser.new_context()
    try:
        make_returning_player(context, pages["app"])
        figures = {"table": [], "ready": [], "decision": [], "bare": []}
        for run in range(runs):
            order = ("app", "bare") if run % 2 == 0 else ("bare", "app")
            for kind in order:
                for name, ms in visit(context, pages[kind], throttled, kind == "bare").items():
                    figures[name].append(ms)
            label = "tablet-like" if throttled else "this machine"
            print(f"{label} run {run + 1}/{runs}: " + ", ".join(
                f"{name} {values[-1]:.0f} ms" for name, values in figures.items()), flush=True)
        return figures
    finally:
        context.close()


def main():
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=21, help="visits of the app and of bare Pyodide (default 21)")
    parser.add_argument("--throttle", action="store_true", help="also on a tablet-like network and processor")
    args = parser.parse_args()

    build.build()
    # A copy is served, so that another build meanwhile changes nothing.
    site = Path(tempfile.mkdtemp(prefix="returning-bench-")) / "dist"
    shutil.copytree(build.DIST, site)
    results = {}
    with served_chromium(site, bench=True) as (browser, base):
        pages = {"app": base + "index.html", "bare": base + "bench/bare.html"}
        for throttled in (False, True) if args.throttle else (False,):
            results["tablet-like" if throttled else "this machine"] = measure(browser, pages, args.runs, throttled)
    shutil.rmtree(site.parent, ignore_errors=True)

    summary = {}
    for profile, figures in results.items():
        medians = {name: round(statistics.median(values)) for name, values in figures.items()}
        summary[profile] = {"runs": args.runs, "median_ms": medians}
        print(f"{profile}, medians over {args.runs} runs: table visible {medians['table']} ms, engine ready "
              f"{medians['ready']} ms, first decision {medians['decision']} ms; bare Pyodide {medians['bare']} ms "
              f"(table at {medians['table'] / medians['bare']:.2f} x bare, first decision at "
              f"{medians['decision'] / medians['bare']:.2f} x bare)")
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
