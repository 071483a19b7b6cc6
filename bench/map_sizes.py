"""The table as eye and finger meet it (issue 20, item 2): per layout (1400x900, 1024x768, 390x844)
and board, in a six-nation game at the rondel and after choosing Arming, the smallest map text of
each kind (city names, owner letters, unit counts) in screen pixels at the page's zoom, and the
smallest hit area of any clickable element (judged by elementFromPoint, see tests/e2e/map_measure.py).

    python bench/map_sizes.py          (builds dist/ first: python build.py)
"""
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "e2e"))
from map_measure import LAYOUTS, measure  # noqa: E402
from served_chromium import served_chromium  # noqa: E402


def figures(browser, url, layout, board):
    context = browser.new_context(base_url=url, **LAYOUTS[layout])
    page = context.new_page()
    page.goto("index.html")
    page.wait_for_selector("html[data-engine=ready]", state="attached", timeout=120_000)
    page.wait_for_selector("[data-action=start-game]:not([disabled])")
    page.select_option("#setup-board", board)
    page.select_option("#setup-players", "6")
    page.click("[data-action=start-game]")
    page.wait_for_selector("#game[data-version]")
    at_rondel = measure(page)
    page.locator('#rondel [data-field="arming"]').dispatch_event("click")
    page.wait_for_selector("#map .province.legal")
    on_map = measure(page)
    context.close()
    texts = {}
    for text in at_rondel["texts"]:
        texts[text["kind"]] = min(texts.get(text["kind"], 99), text["px"])
    targets = at_rondel["targets"] + on_map["targets"]
    smallest = min(targets, key=lambda target: target["hit"])
    return {"layout": layout, "board": board, "smallest_text_px": texts, "smallest_hit_px": smallest["hit"],
            "smallest_hit": smallest["what"]}


def main():
    rows = []
    with served_chromium(bench=True) as (browser, url):
        for layout in LAYOUTS:
            for board in ("orient", "occident"):
                row = figures(browser, url, layout, board)
                rows.append(row)
                texts = ", ".join(f"{kind} {px}" for kind, px in sorted(row["smallest_text_px"].items()))
                print(f"{layout:18} {board:9} smallest text px: {texts}; smallest hit area "
                      f"{row['smallest_hit_px']} px ({row['smallest_hit']})")
    print(json.dumps(rows))


if __name__ == "__main__":
    main()
