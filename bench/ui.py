"""Click-to-redraw time and main-thread long tasks while playing a 6-nation game in the page.

Builds dist/, serves it on 127.0.0.1 and, in Debian's Chromium through Playwright, starts a
6-nation game and makes N decisions (default 50) by clicking buttons of the page's own list of
legal choices. For each it measures, inside the page, the time from the click to the end of the
redraw (the view rendered in an animation frame, and that frame painted). A PerformanceObserver records every
main-thread task over 50 ms (the browser's "long task"). Prints median and 95th percentile and the
longest task, then one JSON line. Targets: p95 <= 50 ms; no main-thread task over 50 ms.

    python bench/ui.py [--decisions 50] [--seed 1]
"""
import argparse
import json
import statistics
import sys
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import build  # noqa: E402

CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]

# One timed decision: click a legal choice (seeded pick, ending steps preferred now and then so the
# game moves on), wait for the redraw, then for the frame it was drawn in to be painted.
TIMED_CLICK = """async (seed) => {
  const buttons = [...document.querySelectorAll("#all-choices-list [data-decision]")];
  const enders = buttons.filter((b) => ["done", "end_movement", "let_pass"].includes(JSON.parse(b.dataset.decision).type));
  const pool = enders.length && seed % 3 === 0 ? enders : buttons;
  // A turn that ended waits for "End turn": that click is timed like any other.
  const button = document.querySelector("#end-turn:not([hidden]) [data-action=end-turn]") ?? pool[seed % pool.length];
  const game = document.getElementById("game");
  const before = game.dataset.version;
  const redrawn = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (game.dataset.version !== before) { observer.disconnect(); resolve(); }
    });
    observer.observe(game, { attributes: true, attributeFilter: ["data-version"] });
  });
  const start = performance.now();
  button.click();
  await redrawn;
  // The page draws inside an animation frame (app/store.js): that frame is painted right after
  // its callbacks, and a task queued now runs once it is.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return performance.now() - start;
}"""

WATCH_LONG_TASKS = """() => {
  window.longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.longTasks.push(entry.duration);
  }).observe({ type: "longtask", buffered: false });
}"""


def percentile(values, fraction):
    """The value below which `fraction` of the sorted values lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(fraction * len(ordered)) - 1))]


def main():
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    build.build()
    server = build.make_server(quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_port}/"
    times = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
        page = browser.new_page(base_url=base, viewport={"width": 1400, "height": 900})
        page.goto("index.html")
        page.wait_for_selector("html[data-engine=ready]", state="attached", timeout=120_000)
        page.wait_for_selector("[data-action=start-game]:not([disabled])")
        page.select_option("#setup-players", "6")
        page.click("[data-action=start-game]")
        page.wait_for_selector("#game[data-version]")
        page.evaluate(WATCH_LONG_TASKS)
        for number in range(args.decisions):
            times.append(page.evaluate(TIMED_CLICK, args.seed * 7919 + number * 31))
            if page.is_visible("#winner"):
                break
        long_tasks = page.evaluate("window.longTasks")
        browser.close()
    server.shutdown()
    median, p95 = statistics.median(times), percentile(times, 0.95)
    longest = max(long_tasks, default=0.0)
    print(f"click-to-redraw over {len(times)} decisions (6 nations): median {median:.1f} ms, p95 {p95:.1f} ms "
          f"(target p95 <= 50 ms: {'met' if p95 <= 50 else 'missed'})")
    print(f"main-thread tasks over 50 ms: {len(long_tasks)}; longest {longest:.1f} ms "
          f"(target: none: {'met' if not long_tasks else 'missed'})")
    print(json.dumps({"bench": "ui", "decisions": len(times), "median_ms": round(median, 1),
                      "p95_ms": round(p95, 1), "long_tasks": len(long_tasks), "longest_task_ms": round(longest, 1)}))


if __name__ == "__main__":
    main()
