#!/usr/bin/env python3
"""Computer players in the browser: seconds per computer turn in the engine's worker, against CPython,
for every game of the family.

Serves a copy of dist/ (python build.py first) on 127.0.0.1 and opens the page in Debian's headless
Chromium (bench/served_chromium.py). For each game (Antike and Antike II on the Orient with three
nations, Duellum West and East, Attika with two, three and four players) and each strength it sets up the
same seeded game through the bridge, every seat a computer player of that strength as the new-game
form sets it ({"strength": "hard", "think": seconds} for hard, the form's default 2 s), and has the
computer play it, `computer_move` after `computer_move`:
- in the browser: a loop in the page calls the engine worker as the page's own computer loop does
  (without its pause between decisions), timing each call with performance.now();
- in CPython: the same requests to antike.core.bridge.handle in this process.
A turn's time is the sum over the decisions the acting seat takes in its turn: what one bot, made at
the turn's start, spends (core/computer.py). Decisions outside the acting seat's turn (a fight
question, an opponent's pick) are each a bot of their own: their largest time is printed apart.
Medium plays the same game on both sides (its choices are reproducible), so its turns compare one for
one; hard thinks by the clock. Targets: a hard turn within its budget + 10 % in the browser (issue
47); medium below 0.3 s a turn in CPython, the browser within 2x. Prints, per game and side, median,
p95 and max, for hard the share of turns within budget + 10 %, and the time of a bare `view` reply
(the bridge's own share of each decision), then one JSON line. Figures only.

    python bench/bots_browser.py [--games antike,duellum-west,...] [--medium-turns 8] [--hard-turns 4]
                                 [--think 2.0] [--seed 1]
"""

import argparse
import json
import platform
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "py_engine"))
import build  # noqa: E402
from served_chromium import served_chromium  # noqa: E402

from antike.core.bridge import handle  # noqa: E402
from antike.core.registry import rules_of  # noqa: E402

MEDIUM_TURN_LIMIT = 0.3
BROWSER_RATIO_LIMIT = 2.0
OVERRUN_ALLOWED = 1.1  # a hard turn may take its budget + 10 %
# name: (game, options)
CASES = {
    "antike": ("antike", {"board": "orient", "nations": 3}),
    "antike2": ("antike2", {"board": "orient", "nations": 3}),
    "duellum-west": ("duellum", {"board": "west"}),
    "duellum-east": ("duellum", {"board": "east"}),
    "attika-2": ("attika", {"players": 2}),
    "attika-3": ("attika", {"players": 3}),
    "attika-4": ("attika", {"players": 4}),
}

# In the page: play the first `turns` computer turns of a new game: the seconds and decisions of each
# turn of the acting seat, and the seconds of each decision outside it. The acting seat is the view's
# `acting` (Antike's views call it `current`); the seat to decide, the bridge's `to_decide`.
BROWSER_TURNS = """async ({ request, turns }) => {
  const engine = window.antike.engine;
  const reply = await engine.call(request);
  if (!reply.ok) throw new Error(reply.error.message);
  let view = reply.view;
  const played = new Map();
  const outside = [];
  while (!view.outcome) {
    const acting = view.acting ?? view.current;
    const own = view.to_decide === acting;
    const key = `${view.turn}:${acting}`;
    if (own && !played.has(key) && played.size === turns) break;
    const started = performance.now();
    const next = await engine.call({ command: "computer_move" });
    const took = (performance.now() - started) / 1000;
    if (!next.ok) throw new Error(next.error.message);
    if (own) {
      const [seconds, decisions] = played.get(key) ?? [0, 0];
      played.set(key, [seconds + took, decisions + 1]);
    } else {
      outside.push(took);
    }
    view = next.view;
  }
  return { turns: [...played.values()], outside };
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


def ask(request):
    reply = json.loads(handle(json.dumps(request)))
    if not reply["ok"]:
        raise RuntimeError(reply["error"]["message"])
    return reply


def python_turns(request, turns):
    """BROWSER_TURNS in this process: {"turns": [[seconds, decisions], ...], "outside": [seconds, ...]}."""
    view = ask(request)["view"]
    played, outside = {}, []
    while view["outcome"] is None:
        acting = view.get("acting", view.get("current"))
        own = view["to_decide"] == acting
        key = (view["turn"], acting)
        if own and key not in played and len(played) == turns:
            break
        started = time.perf_counter()
        reply = ask({"command": "computer_move"})
        took = time.perf_counter() - started
        if own:
            seconds, decisions = played.get(key, (0.0, 0))
            played[key] = (seconds + took, decisions + 1)
        else:
            outside.append(took)
        view = reply["view"]
    return {"turns": [list(turn) for turn in played.values()], "outside": outside}


def python_view(count):
    seconds = []
    for _ in range(count):
        started = time.perf_counter()
        ask({"command": "view"})
        seconds.append(time.perf_counter() - started)
    return seconds


def percentile(values, share):
    """The value below which `share` of the sorted values lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def summary(played, think):
    """Figures of one side's turns; for a hard player (`think` seconds) the share within budget + 10 %."""
    seconds = [turn[0] for turn in played["turns"]]
    figures = {"turns": len(seconds), "median_s": round(statistics.median(seconds), 3),
               "p95_s": round(percentile(seconds, 0.95), 3), "max_s": round(max(seconds), 3),
               "decisions_max": max(turn[1] for turn in played["turns"]),
               "outside_max_s": round(max(played["outside"], default=0.0), 3),
               "outside": len(played["outside"])}
    if think is not None:
        within = sum(1 for value in seconds if value <= think * OVERRUN_ALLOWED)
        figures["within_budget"] = round(within / len(seconds), 2)
        figures["seconds"] = [round(value, 3) for value in seconds]
    return figures


def new_game_request(game, options, seed, settings):
    """new_game with every seat a computer player of `settings`, as the new-game form sends it."""
    options = {**options, "seed": seed}
    rules = rules_of(game)
    seats = rules.seats(rules.new_game(options))
    return {"command": "new_game", "game": game, "options": options,
            "computer": {seat: settings for seat in seats}}


def measure(page, name, strength, turns, think, seed):
    game, options = CASES[name]
    settings = {"strength": "hard", "think": think} if strength == "hard" else {"strength": strength}
    request = new_game_request(game, options, seed, settings)
    budget = think if strength == "hard" else None
    in_browser = page.evaluate(BROWSER_TURNS, {"request": request, "turns": turns})
    in_python = python_turns(request, turns)
    view_browser, view_python = page.evaluate(BROWSER_VIEW, VIEW_CALLS), python_view(VIEW_CALLS)
    row = {"case": name, "strength": strength, "think_s": budget,
           "browser": summary(in_browser, budget), "cpython": summary(in_python, budget),
           "view_reply_median_s": {"browser": round(statistics.median(view_browser), 4),
                                   "cpython": round(statistics.median(view_python), 4)}}
    row["ratio_median"] = round(row["browser"]["median_s"] / row["cpython"]["median_s"], 2)
    return row


def print_row(row, file=sys.stdout):
    strength = row["strength"]
    for side in ("browser", "cpython"):
        figures = row[side]
        line = (f"  {row['case']:13} {strength:6} {side:8} turns {figures['turns']:3}  "
                f"median {figures['median_s']:.3f} s  p95 {figures['p95_s']:.3f} s  max {figures['max_s']:.3f} s  "
                f"(up to {figures['decisions_max']} decisions a turn; {figures['outside']} outside turns, "
                f"max {figures['outside_max_s']:.3f} s)")
        if strength == "hard":
            line += (f"  within {row['think_s']} s + 10 %: {figures['within_budget']:.0%}  "
                     f"turns {' '.join(f'{value:.2f}' for value in figures['seconds'])}")
        print(line, file=file, flush=True)
    target = (f"target CPython < {MEDIUM_TURN_LIMIT} s" if strength == "medium"
              else f"budget {row['think_s']} s + 10 %")
    print(f"  {row['case']:13} {strength:6} browser/CPython median ratio {row['ratio_median']} "
          f"(target <= {BROWSER_RATIO_LIMIT}); {target}; a view reply alone: "
          f"browser {row['view_reply_median_s']['browser']} s, CPython {row['view_reply_median_s']['cpython']} s",
          file=file, flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", default=",".join(CASES), help=f"cases, comma-separated: {', '.join(CASES)}")
    parser.add_argument("--medium-turns", type=int, default=8)
    parser.add_argument("--hard-turns", type=int, default=4)
    parser.add_argument("--think", type=float, default=2.0)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    names = args.games.split(",")
    unknown = sorted(set(names) - set(CASES))
    if unknown:
        parser.error(f"unknown cases {', '.join(unknown)}; known: {', '.join(CASES)}")

    # A copy of dist/: another build meanwhile changes nothing.
    folder = Path(tempfile.mkdtemp(prefix="antike-bots-browser-"))
    rows = []
    try:
        shutil.copytree(build.DIST, folder / "dist")
        with served_chromium(folder / "dist") as (browser, url):
            page = browser.new_page()
            page.goto(url + "index.html")
            page.wait_for_selector("html[data-engine=ready]", state="attached", timeout=120_000)
            for name in names:
                for strength, turns in (("medium", args.medium_turns), ("hard", args.hard_turns)):
                    if turns > 0:
                        rows.append(measure(page, name, strength, turns, args.think, args.seed))
                        print_row(rows[-1], file=sys.stderr)  # progress
    finally:
        shutil.rmtree(folder, ignore_errors=True)

    print(f"Computer turns, every seat a computer player, seed {args.seed} (CPython {platform.python_version()}, "
          f"Chromium headless; 2 shared cores: figures are noisy)")
    for row in rows:
        print_row(row)
    print(json.dumps({"bots_browser": rows}))


if __name__ == "__main__":
    main()
