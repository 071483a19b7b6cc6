#!/usr/bin/env python3
"""Boot time of the engine in the browser: the app against bare Pyodide, and first against repeat visits.

Builds dist/, serves a copy of it (so another build meanwhile changes nothing) on 127.0.0.1 and
opens, in Debian's Chromium through Playwright:

- the app (index.html), the engine alone (bench/app-probe.html: the app's worker and engine client
  with no page around them, its worker created once engine-client.js has loaded, not by an inline
  script as index.html does) and bench/bare.html (the same Pyodide, same loadPyodide options but no
  package to load, started in a worker with no engine or bridge; web/bench/ is served beside the
  site, which does not ship it), in turn, each in a fresh browser context so every run starts with
  a cold cache and no service worker. The engine alone splits the app's extra time over bare
  Pyodide into the engine's boot and what the page itself costs it on this machine's cores;
- repeat visits, app against bare: in a fresh context, one untimed visit of the app (whose service
  worker precaches the site), then the app and bare.html once each, alternating which goes first;
  both are then served by the service worker;
- the app twice in one fresh context: the first visit (from the network; afterwards its service
  worker precaches the site) and a repeat visit (served by the service worker), counting the bytes
  of every response from the network (headers and body, the service worker's own fetches
  included) and those the service worker answered from its cache.
  A fresh Playwright context keeps its HTTP cache in memory, which does not keep the 9.6 MB
  pyodide.asm.wasm, so the service worker's precaching downloads that file a second time; with a
  browser profile on disk (launch_persistent_context) precaching fetched nothing over 100 kB again.

A run's figure is the page's own clock (performance.now(), from navigation start) when
<html data-engine> turns "ready". Prints each run, the medians and the ratios app/bare, first
visits and repeat visits (target: app <= 1.10 x bare) each with a 95 % interval from resampling
the runs, the engine alone against bare and against the app, the first visits' median timelines
(the performance marks "engine: <step>" that engine-client.js and bare.html leave: when the page
created the worker, the worker's steps, ready), then one JSON line.

    python bench/boot.py [--runs N] [--visit-runs N]
"""
import argparse
import json
import random
import shutil
import statistics
import sys
import tempfile
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
import build  # noqa: E402

TARGET_RATIO = 1.10
# Resamples of the runs for the ratio's 95 % interval; seeded, so one run's figures print alike each time.
RESAMPLES = 10_000
INTERVAL_SEED = 19
APP = "index.html"
# The engine as the app starts it, without the app's page (its words, forms and views).
ENGINE_ALONE = "bench/app-probe.html"
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
# The boot's timeline marks ("engine: <step>", see web/js/engine-client.js): {step: ms}.
TIMELINE = """() => Object.fromEntries(performance.getEntriesByType("mark")
  .filter((mark) => mark.name.startsWith("engine: ")).map((mark) => [mark.name.slice(8), mark.startTime]))"""


def wait_settled(page, url):
    """Milliseconds from navigation start until the engine of the page just opened is ready."""
    settled = page.wait_for_function("window.__engineSettled", timeout=120_000).json_value()
    if settled["state"] != "ready":
        sys.exit(f"boot: the engine failed to load on {url}")
    return settled["ms"]


def time_boot(browser, url):
    """(ms from navigation start until the page's engine is ready, {step: ms} of its timeline marks),
    in a fresh context."""
    context = browser.new_context()
    try:
        page = context.new_page()
        page.add_init_script(WATCH_ENGINE)
        page.goto(url)
        ms = wait_settled(page, url)
        return ms, page.evaluate(TIMELINE)
    finally:
        context.close()


def median_timeline(timelines):
    """{step: median ms} over runs, in the order of the medians."""
    steps = {step for timeline in timelines for step in timeline}
    medians = {step: statistics.median(t[step] for t in timelines if step in t) for step in steps}
    return dict(sorted(medians.items(), key=lambda item: item[1]))


def print_timelines(timelines):
    """The median timelines of the pages one after the other, each step with the time since the one before."""
    print("first-visit timeline, median ms from navigation start (+ since the step before):")
    for kind, timeline in timelines.items():
        previous = 0
        for step, ms in timeline.items():
            print(f"  {kind:6} {ms:7.0f} (+{ms - previous:5.0f})  {step}")
            previous = ms


def time_repeats(browser, pages, run):
    """Repeat visits of the app and the bare page, in one fresh context after a visit of the app."""
    context = browser.new_context()
    try:
        page = context.new_page()
        page.add_init_script(WATCH_ENGINE)
        page.goto(pages["app"])
        wait_settled(page, pages["app"])
        page.wait_for_selector("html[data-offline=ready]", state="attached", timeout=120_000)
        times = {}
        for kind in ("app", "bare") if run % 2 == 0 else ("bare", "app"):
            page.goto(pages[kind])
            times[kind] = wait_settled(page, pages[kind])
        return times
    finally:
        context.close()


def transferred(requests):
    """(bytes from the network, bytes answered by the service worker) of finished requests."""
    network = from_worker = 0
    for request in requests:
        response = request.response()
        if response is None:
            continue
        if response.from_service_worker:
            # The cached response keeps the server's headers; its size is not on the wire.
            from_worker += int(response.header_value("content-length") or 0)
        else:
            sizes = request.sizes()
            network += max(sizes["responseBodySize"], 0) + sizes["responseHeadersSize"]
    return network, from_worker


def time_visits(browser, url):
    """First and repeat visit of the app in one fresh context: ms to ready and bytes of each."""
    context = browser.new_context()
    finished = []
    context.on("requestfinished", lambda request: finished.append(request))

    def take():
        # A copy first: requests still finishing meanwhile belong to the next phase.
        batch = finished[:]
        del finished[:len(batch)]
        return transferred(batch)

    try:
        page = context.new_page()
        page.add_init_script(WATCH_ENGINE)
        page.goto(url)
        first_ms = wait_settled(page, url)
        first_network, _ = take()
        # The service worker controls the page once it has precached every file.
        page.wait_for_selector("html[data-offline=ready]", state="attached", timeout=120_000)
        precache_network, _ = take()
        page.goto(url)
        repeat_ms = wait_settled(page, url)
        repeat_network, repeat_worker = take()
        return {"first_ms": first_ms, "first_network_bytes": first_network,
                "precache_network_bytes": precache_network, "repeat_ms": repeat_ms,
                "repeat_network_bytes": repeat_network, "repeat_service_worker_bytes": repeat_worker}
    finally:
        context.close()


def difference(app_runs, bare_runs):
    """The app's extra time over bare Pyodide, run by run (the two alternate within a run): the
    median difference in ms and the lowest and highest difference, the spread of the runs."""
    differences = [app - bare for app, bare in zip(app_runs, bare_runs)]
    return round(statistics.median(differences)), round(min(differences)), round(max(differences))


def ratio_interval(app_runs, bare_runs, resamples=RESAMPLES, seed=INTERVAL_SEED):
    """95 % interval of the ratio of the medians app / bare, by resampling the runs with replacement
    (a percentile bootstrap). A run's app and bare are drawn together, as they were timed side by side:
    it says how far the median ratio of a run this long moves with this machine's noise alone, so a
    ratio near the target can be read as met, missed or not decided by the run."""
    generator = random.Random(seed)
    pairs = list(zip(app_runs, bare_runs))
    ratios = []
    for _ in range(resamples):
        sample = generator.choices(pairs, k=len(pairs))
        ratios.append(statistics.median(app for app, _ in sample) / statistics.median(bare for _, bare in sample))
    ratios.sort()
    return round(ratios[int(0.025 * resamples)], 3), round(ratios[int(0.975 * resamples) - 1], 3)


def verdict(ratio, interval):
    """The target met or missed by a run: by the interval when it lies wholly on one side of the
    target, else by the median alone, which this run's noise cannot decide."""
    low, high = interval
    if high <= TARGET_RATIO:
        return "met"
    if low > TARGET_RATIO:
        return "missed"
    return f"{'met' if ratio <= TARGET_RATIO else 'missed'} by the median, not decided by the interval"


def main():
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7,
                        help="first-visit runs of each page, app, engine alone and bare, and repeat-visit "
                             "runs of app and bare (default 7)")
    parser.add_argument("--visit-runs", type=int, default=3,
                        help="first-and-repeat visit pairs of the app (default 3)")
    args = parser.parse_args()

    build.build()
    site = Path(tempfile.mkdtemp(prefix="boot-bench-")) / "dist"
    shutil.copytree(build.DIST, site)
    server = build.make_server(site, quiet=True, bench=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_port}/"
    pages = {"app": base + APP, "engine": base + ENGINE_ALONE, "bare": base + "bench/bare.html"}
    times = {kind: [] for kind in pages}
    timelines = {kind: [] for kind in pages}
    repeats = {"app": [], "bare": []}
    visits = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        # One untimed boot of each first, so the disk cache is warm for every timed run alike.
        for url in pages.values():
            time_boot(browser, url)
        for run in range(args.runs):
            # Each page goes first in turn, so a slow patch of the machine hits them alike.
            kinds = list(pages)
            for kind in kinds[run % 3:] + kinds[:run % 3]:
                ms, timeline = time_boot(browser, pages[kind])
                times[kind].append(ms)
                timelines[kind].append(timeline)
                print(f"run {run + 1}/{args.runs} {kind:6}: {times[kind][-1]:7.0f} ms", flush=True)
        for run in range(args.runs):
            for kind, ms in time_repeats(browser, pages, run).items():
                repeats[kind].append(ms)
            print(f"repeat run {run + 1}/{args.runs}: app {repeats['app'][-1]:7.0f} ms, "
                  f"bare {repeats['bare'][-1]:7.0f} ms", flush=True)
        for run in range(args.visit_runs):
            visits.append(time_visits(browser, pages["app"]))
            print(f"visits {run + 1}/{args.visit_runs}: " + ", ".join(
                f"{key} {value:.0f}" for key, value in visits[-1].items()), flush=True)
        browser.close()
    server.shutdown()
    shutil.rmtree(site.parent, ignore_errors=True)

    timelines = {kind: median_timeline(runs) for kind, runs in timelines.items()}
    print_timelines(timelines)
    app, bare = statistics.median(times["app"]), statistics.median(times["bare"])
    ratio = app / bare
    interval = ratio_interval(times["app"], times["bare"])
    print(f"app  ({APP}): median {app:.0f} ms")
    print(f"bare (bench/bare.html): median {bare:.0f} ms")
    print(f"ratio app/bare, first visits: {ratio:.3f}, 95 % interval {interval[0]:.3f} to {interval[1]:.3f} "
          f"(target {TARGET_RATIO:.2f}: {verdict(ratio, interval)})")
    extra, low, high = difference(times["app"], times["bare"])
    print(f"app - bare, first visits: median {extra} ms over the runs (from {low} to {high} ms)")
    engine = statistics.median(times["engine"])
    print(f"engine alone ({ENGINE_ALONE}): median {engine:.0f} ms, "
          f"{engine / bare:.3f} x bare, app {app / engine:.3f} x engine alone")
    engine_extra, engine_low, engine_high = difference(times["engine"], times["bare"])
    print(f"engine alone - bare, first visits: median {engine_extra} ms over the runs "
          f"(from {engine_low} to {engine_high} ms)")
    figures = {"engine_alone_ms": round(engine), "engine_alone_ratio": round(engine / bare, 3),
               "engine_alone_difference_ms": [engine_extra, engine_low, engine_high],
               "engine_alone_runs_ms": [round(t) for t in times["engine"]],
               "first_difference_ms": [extra, low, high], "app_page": APP, "runs": args.runs, "app_ms": round(app),
               "bare_ms": round(bare), "ratio": round(ratio, 3), "ratio_ci95": list(interval), "target": TARGET_RATIO,
               "app_runs_ms": [round(t) for t in times["app"]],
               "bare_runs_ms": [round(t) for t in times["bare"]],
               "timelines_ms": {kind: {step: round(ms) for step, ms in timeline.items()}
                                for kind, timeline in timelines.items()}}
    app, bare = statistics.median(repeats["app"]), statistics.median(repeats["bare"])
    ratio = app / bare
    interval = ratio_interval(repeats["app"], repeats["bare"])
    print(f"repeat visits: app median {app:.0f} ms, bare median {bare:.0f} ms, ratio {ratio:.3f}, "
          f"95 % interval {interval[0]:.3f} to {interval[1]:.3f} (target {TARGET_RATIO:.2f}: {verdict(ratio, interval)})")
    extra, low, high = difference(repeats["app"], repeats["bare"])
    print(f"app - bare, repeat visits: median {extra} ms over the runs (from {low} to {high} ms)")
    figures.update({"repeat_difference_ms": [extra, low, high], "repeat_app_ms": round(app), "repeat_bare_ms": round(bare),
                    "repeat_ratio": round(ratio, 3), "repeat_ratio_ci95": list(interval),
                    "repeat_app_runs_ms": [round(t) for t in repeats["app"]],
                    "repeat_bare_runs_ms": [round(t) for t in repeats["bare"]]})
    if visits:
        medians = {key: round(statistics.median(visit[key] for visit in visits)) for key in visits[0]}
        print(f"first visit:  median {medians['first_ms']} ms to ready, "
              f"{medians['first_network_bytes'] / 1e6:.2f} MB from the network "
              f"(+ {medians['precache_network_bytes'] / 1e6:.2f} MB precaching after ready)")
        print(f"repeat visit: median {medians['repeat_ms']} ms to ready, "
              f"{medians['repeat_network_bytes'] / 1e6:.3f} MB from the network, "
              f"{medians['repeat_service_worker_bytes'] / 1e6:.2f} MB from the service worker")
        figures.update({"visit_runs": args.visit_runs, **medians})
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
