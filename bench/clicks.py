"""Clicks and taps for a typical turn (issue 20's figure), counted by playing the turn through the
page as a person would: the same turn of a seeded game, on this build and on another (an earlier
commit's dist/, to compare before and after).

The turns: from seeded 3-nation games played at random by the engine, the first turn that arms
exactly three units, and the first that moves four times or more and conquers a city. The page is
given the game up to that turn (a save file, imported), then each of the turn's decisions is made by
clicking what a player clicks (the rondel, the map, the decision buttons, a chooser's option, a
"choose it anyway" or "End turn" where the page asks); every click counts.

    python bench/clicks.py [--dist DIR ...]      (default: this checkout's dist/; python build.py first)
"""
import argparse
import json
import random
import sys
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "py_engine"))
import build  # noqa: E402
from antike.core.match import Match  # noqa: E402
from antike.core.savefile import export_game  # noqa: E402
from antike.games.antike_common.simulate import choose  # noqa: E402

CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
MAP_TYPES = {"choose_start_city", "build_temple", "arm", "found", "conquer"}
TURNS = {
    "arm 3 units": lambda decisions: sum(d["type"] == "arm" for d in decisions) == 3,
    "maneuver of 4+ moves with a conquest": lambda decisions: (sum(d["type"] == "move" for d in decisions) >= 4
                                                             and any(d["type"] == "conquer" for d in decisions)),
}


def find_turn(wanted):
    """(save file text of the game before the turn, the turn's decisions) of the first turn found."""
    for seed in range(1, 200):
        rng = random.Random(seed)
        match = Match({"board": "orient", "nations": 3, "seed": seed})
        while match.rules.outcome(match.state) is None and len(match.decisions) < 3000:
            match.play(choose(match.state, rng))
        starts = match.turn_starts() + [len(match.decisions)]
        for start, end in zip(starts, starts[1:]):
            turn = match.decisions[start:end]
            if match._marks[start].turn > 0 and wanted(turn):
                before = Match.replayed(match.options, {}, match.decisions[:start], "record")
                return export_game(before), turn
    raise SystemExit("no such turn found")


class Clicks:
    """Clicks on the page, counted."""

    def __init__(self, page):
        self.page, self.count = page, 0

    def click(self, selector, dispatch=False):
        self.count += 1
        if dispatch:  # a place on the map or the rondel, as a tap produces it at any zoom
            self.page.locator(selector).first.dispatch_event("click")
        else:
            self.page.locator(selector).first.click()

    def visible(self, selector):
        return self.page.locator(selector).first.is_visible()


def same(a, b):
    return {k: v for k, v in a.items() if k != "payment"} == {k: v for k, v in b.items() if k != "payment"} and (
        a.get("payment", {}) == b.get("payment", {}) or "payment" not in b)


def chooser_option(clicks, decision):
    for index, button in enumerate(clicks.page.query_selector_all("#chooser-options [data-decision]")):
        if same(json.loads(button.get_attribute("data-decision")), decision):
            clicks.click(f"#chooser-options [data-decision] >> nth={index}")
            return
    raise AssertionError(f"{decision} is not in the chooser")


def make(clicks, decision):
    """Make `decision` by clicking as a player does; returns when the page has redrawn."""
    page = clicks.page
    if clicks.visible("#end-turn [data-action=end-turn]"):
        before = page.get_attribute("#game", "data-version")
        clicks.click("#end-turn [data-action=end-turn]")
        page.wait_for_function(f"document.querySelector('#game').dataset.version !== '{before}'")
    before = page.get_attribute("#game", "data-version")
    kind = decision["type"]
    if kind == "rondel":
        clicks.click(f'#rondel [data-field="{decision["field"]}"]', dispatch=True)
    elif kind in MAP_TYPES:
        clicks.click(f'#map [data-province="{decision["province"]}"]', dispatch=True)
    elif kind == "move":
        clicks.click(f'#map [data-province="{decision["from"]}"]', dispatch=True)
        page.wait_for_selector(f'#map [data-province="{decision["from"]}"].selected')
        before = page.get_attribute("#game", "data-version")
        clicks.click(f'#map [data-province="{decision["to"]}"]', dispatch=True)
    else:
        buttons = page.query_selector_all("#actions button[data-decision]")
        index = next((i for i, b in enumerate(buttons) if same(json.loads(b.get_attribute("data-decision")), decision)), None)
        if index is not None:
            clicks.click(f"#actions button[data-decision] >> nth={index}")
        else:  # a choice with several payments: its opener, then the payment
            clicks.click("#actions button:not([data-decision])")
    page.wait_for_timeout(50)
    if page.get_attribute("#game", "data-version") == before and clicks.visible("#chooser [data-action=go-on]"):
        clicks.click("#chooser [data-action=go-on]")
        page.wait_for_timeout(50)
    if page.get_attribute("#game", "data-version") == before and clicks.visible("#chooser"):
        chooser_option(clicks, decision)
    page.wait_for_function(f"document.querySelector('#game').dataset.version !== '{before}'")


def play_turn(browser, url, text, turn):
    context = browser.new_context(base_url=url, viewport={"width": 1400, "height": 900})
    page = context.new_page()
    page.goto("index.html?computer-pace=0")
    page.wait_for_selector("html[data-engine=ready]", state="attached", timeout=120_000)
    page.wait_for_selector("#import-file", state="attached")
    page.wait_for_selector("[data-action=import]:not([hidden])")
    before = page.get_attribute("#game", "data-version")
    with page.expect_file_chooser() as chooser:
        page.click("[data-action=import]")
    chooser.value.set_files({"name": "turn.antike.json", "mimeType": "application/json", "buffer": text.encode()})
    page.wait_for_function(f"document.querySelector('#game').dataset.version !== '{before}'")
    clicks = Clicks(page)
    for decision in turn:
        make(clicks, decision)
    if clicks.visible("#end-turn [data-action=end-turn]"):
        clicks.click("#end-turn [data-action=end-turn]")
    context.close()
    return clicks.count


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", action="append", type=Path, help="a built site (default: dist/)")
    dists = parser.parse_args().dist or [build.DIST]
    turns = {name: find_turn(wanted) for name, wanted in TURNS.items()}
    rows = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
        for dist in dists:
            server = build.make_server(dist, port=0, quiet=True)
            threading.Thread(target=server.serve_forever, daemon=True).start()
            url = f"http://127.0.0.1:{server.server_port}/"
            for name, (text, turn) in turns.items():
                count = play_turn(browser, url, text, turn)
                rows.append({"dist": str(dist), "turn": name, "decisions": len(turn), "clicks": count})
                print(f"{dist}: {name}: {len(turn)} decisions, {count} clicks")
            server.shutdown()
        browser.close()
    print(json.dumps(rows))


if __name__ == "__main__":
    main()
