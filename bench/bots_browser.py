#!/usr/bin/env python3
"""Computer players in the browser: seconds per computer turn in the engine's worker, against CPython.

Builds dist/, serves a copy of it on 127.0.0.1 and opens the page in Debian's headless Chromium
(the flags of tests/e2e). For each strength it sets up the same seeded game (Orient, three nations,
every nation a computer player of that strength) through the bridge, and has the computer play it,
`computer_move` after `computer_move`:
- in the browser: a loop in the page calls the engine worker as the page's own computer loop does
  (without its pause between decisions), timing each call with performance.now();
- in CPython: the same requests to antike.core.bridge.handle in this process.
A turn's time is the sum over the decisions a nation takes while it acts (answers to other
nations' fight questions are left out). Medium plays the same game on both sides (its choices are
reproducible), so the turns compare one for one; hard thinks by the clock (`--think` seconds a turn).
Targets: medium below 0.3 s a turn in CPython, the browser within 2x; hard within its budget, the
browser within 2x of CPython. Prints median and p95 per side, and the time of a bare `view` reply
(the bridge's own share of each decision: building, sending and parsing the view), then one JSON
line. Figures only.

    python bench/bots_browser.py [--medium-turns 24] [--hard-turns 6] [--think 2.0] [--seed 1]
"""

import argparse
import json
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "py_engine"))
import build  # noqa: E402

from antike.core.bridge import handle  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
# As in tests/e2e/conftest.py: headless as root, and no connections of Chromium's own.
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
MEDIUM_TURN_LIMIT = 0.3
BROWSER_RATIO_LIMIT = 2.0
NATIONS = ("arabs", "greeks", "persians")

# In the page: play `turns` computer turns of a new game, returning the seconds of each.
BROWSER_TURNS = """async ({ request, turns }) => {
  const engine = window.antike.engine;
  let reply = await engine.call(request);
  if (!reply.ok) throw new Error(reply.error.message);
  return await playTurns(reply.view);

  async function playTurns(view) {
    const seconds = new Map();
    while (!view.outcome) {
      const key = `${view.turn}`;
      const own = view.pending.nation === view.current;
      if (own && !seconds.has(key) && seconds.size === turns) break;
      const started = performance.now();
      const reply = await engine.call({ command: "computer_move" });
      const took = (performance.now() - started) / 1000;
      if (!reply.ok) throw new Error(reply.error.message);
      if (own) seconds.set(key, (seconds.get(key) ?? 0) + took);
      view = reply.view;
    }
    return [...seconds.values()];
  }
}"""


# The bridge's own share of a computer_move: a `view` reply (built, serialised, sent, parsed).
BROWSER_VIEW = """async (count) => {
  const seconds = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    await window.antike.engine.call({ command: "view" });
    seconds.push((performance.now() - started) / 1000);
  }
  return seconds;
}"""
VIEW_CALLS = 30


def python_view(count):
    seconds = []
    for _ in range(count):
        started = time.perf_counter()
        handle('{"command": "view"}')
        seconds.append(time.perf_counter() - started)
    return seconds


def python_turns(request, turns):
    """The same as BROWSER_TURNS, in this process: seconds of each of the first `turns` computer turns."""
    reply = json.loads(handle(json.dumps(request)))
    assert reply["ok"], reply
    view, seconds = reply["view"], {}
    while view["outcome"] is None:
        key = view["turn"]
        own = view["pending"]["nation"] == view["current"]
        if own and key not in seconds and len(seconds) == turns:
            break
        started = time.perf_counter()
        reply = json.loads(handle(json.dumps({"command": "computer_move"})))
        took = time.perf_counter() - started
        assert reply["ok"], reply
        if own:
            seconds[key] = seconds.get(key, 0.0) + took
        view = reply["view"]
    return list(seconds.values())


def percentile(values, share):
    """The value below which `share` of the sorted values lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def summary(seconds):
    return {"turns": len(seconds), "median_s": round(statistics.median(seconds), 3),
            "p95_s": round(percentile(seconds, 0.95), 3), "max_s": round(max(seconds), 3)}


def serve_copy(dist):
    """Serve a copy of dist/ (another build meanwhile changes nothing): (server, base URL, folder)."""
    folder = Path(tempfile.mkdtemp(prefix="antike-bots-browser-"))
    shutil.copytree(dist, folder / "dist")
    server = build.make_server(folder / "dist", port=0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_port}/", folder


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--medium-turns", type=int, default=24)
    parser.add_argument("--hard-turns", type=int, default=6)
    parser.add_argument("--think", type=float, default=2.0)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    subprocess.run([sys.executable, str(ROOT / "build.py")], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    server, base, folder = serve_copy(build.DIST)
    options = {"board": "orient", "nations": 3, "seed": args.seed}
    cases = [("medium", {"strength": "medium"}, args.medium_turns),
             ("hard", {"strength": "hard", "think": args.think}, args.hard_turns)]
    rows = []
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            page = browser.new_page()
            page.goto(base + "index.html")
            page.wait_for_selector("html[data-engine=ready]", state="attached", timeout=120_000)
            for name, settings, turns in cases:
                request = {"command": "new_game", "options": options,
                           "computer": {nation: settings for nation in NATIONS}}
                in_browser = page.evaluate(BROWSER_TURNS, {"request": request, "turns": turns})
                in_python = python_turns(request, turns)
                view_browser, view_python = page.evaluate(BROWSER_VIEW, VIEW_CALLS), python_view(VIEW_CALLS)
                row = {"strength": name, **({"think_s": args.think} if name == "hard" else {}),
                       "browser": summary(in_browser), "cpython": summary(in_python)}
                row["ratio_median"] = round(row["browser"]["median_s"] / row["cpython"]["median_s"], 2)
                row["view_reply_median_s"] = {"browser": round(statistics.median(view_browser), 4),
                                              "cpython": round(statistics.median(view_python), 4)}
                rows.append(row)
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
        shutil.rmtree(folder, ignore_errors=True)

    print(f"Computer turns, Orient, 3 computer nations, seed {args.seed} (CPython {platform.python_version()}, "
          f"Chromium headless; 2 shared cores: figures are noisy)")
    for row in rows:
        limit = (f"target CPython < {MEDIUM_TURN_LIMIT} s" if row["strength"] == "medium"
                 else f"budget {row['think_s']} s")
        for side in ("browser", "cpython"):
            figures = row[side]
            print(f"  {row['strength']:6} {side:8} turns {figures['turns']:3}  median {figures['median_s']:.3f} s  "
                  f"p95 {figures['p95_s']:.3f} s  max {figures['max_s']:.3f} s")
        print(f"  {row['strength']:6} browser/CPython median ratio {row['ratio_median']} "
              f"(target <= {BROWSER_RATIO_LIMIT}); {limit}; a view reply alone (the bridge's part of each "
              f"decision): browser {row['view_reply_median_s']['browser']} s, "
              f"CPython {row['view_reply_median_s']['cpython']} s")
    print(json.dumps({"bots_browser": rows}))


if __name__ == "__main__":
    main()
