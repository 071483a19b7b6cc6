"""Time to open a link of a whole game in the page (issue 24's figure), in Debian's Chromium.

For a whole seeded 3-nation and 6-nation game on the Orient (medium bots on every seat), the page is
opened with the link in its address (`index.html#play=...`) in a fresh context, as a player opens a
link they were sent, and the clock runs from navigation until the link's game is shown: the first
time, the page asks which seats are this device's, so the figure is navigation to that question
(the game read, replayed and ready), then the answer to the board drawn. Also the bridge's
`open_link` alone, once the engine is ready. Medians of 5 runs each; then one JSON line.

    python bench/link_open.py [--runs 5]          (builds nothing: python build.py first)
"""
import argparse
import json
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py_engine"))
from antike import Match  # noqa: E402
from antike.core.link import encode_link  # noqa: E402
from antike.core.registry import rules_of  # noqa: E402
from served_chromium import served_chromium  # noqa: E402
MATCH_ID = "0f8d6c1e-5b3a-4c2e-9d7f-1a2b3c4d5e6f"


def whole_game_link(nations, seed=1):
    match = Match({"board": "orient", "nations": nations, "seed": seed})
    bots = {seat: rules_of("antike").make_bot("medium", seed * 10 + i, 2.0, None)
            for i, seat in enumerate(match.rules.seats(match.state))}
    while match.rules.outcome(match.state) is None:
        match.play(bots[match.rules.to_decide(match.state)].choose(match.state))
    return encode_link(match, MATCH_ID), len(match.decisions)


def open_once(browser, url, link):
    context = browser.new_context(base_url=url, viewport={"width": 1400, "height": 900})
    page = context.new_page()
    page.goto(f"index.html#{link}")
    page.wait_for_selector("#seat-claim[open]", timeout=180_000)
    asked = page.evaluate("performance.now()")
    # A finished game has nobody to decide, so no seat is ticked for the player: the first one is.
    if not page.is_checked("#seat-claim input >> nth=0"):
        page.check("#seat-claim input >> nth=0")
    started = page.evaluate("performance.now()")
    page.click("#seat-claim [data-action=claim-seats]")
    page.wait_for_selector("#game:not([hidden])[data-version]", timeout=60_000)
    shown = page.evaluate("new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now())))")
    bridge = page.evaluate("""async (text) => { const start = performance.now();
      const reply = await window.antike.engine.call({ command: "open_link", text });
      return reply.ok ? performance.now() - start : -1; }""", link)
    context.close()
    return asked, shown - started, bridge


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    runs = parser.parse_args().runs
    rows = []
    with served_chromium() as (browser, url):
        for nations in (3, 6):
            link, decisions = whole_game_link(nations)
            timed = [open_once(browser, url, link) for _ in range(runs)]
            row = {"nations": nations, "decisions": decisions, "link_chars": len(link),
                   "to_seat_question_ms": round(statistics.median(t[0] for t in timed)),
                   "answer_to_board_ms": round(statistics.median(t[1] for t in timed)),
                   "open_link_ms": round(statistics.median(t[2] for t in timed))}
            rows.append(row)
            print(f"{nations} nations, {decisions} decisions, link {len(link)} characters: navigation to the seat "
                  f"question {row['to_seat_question_ms']} ms, answer to board {row['answer_to_board_ms']} ms; "
                  f"the bridge's open_link alone {row['open_link_ms']} ms (medians of {runs})")
    print(json.dumps(rows))


if __name__ == "__main__":
    main()
