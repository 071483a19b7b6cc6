"""Antike II's know-hows on Scientia (issue 44 item 4): the tiles on offer are picked on the nation's
board by a click, a tap and the keyboard (A2-KNOW-1: each column's know-hows bought on the board), and
the rondel's Latin names carry their gloss at 11 px or more.

The position: a seeded Antike II game (Orient, 3 nations, seed 3) played at random up to a Scientia
purchase with several know-hows on offer, one of them payable in several ways; every seat a person's.
"""
import json
import random

from antike.core.match import Match
from antike.core.savefile import export_game
from antike.games.antike_common.simulate import choose
from test_play import same, version
from test_records import import_text

# The rendered size of each gloss: its font size in the rondel's units times the rondel's scale.
GLOSS_SIZES = """() => [...document.querySelectorAll('#rondel .gloss')].map((node) =>
  parseFloat(getComputedStyle(node).fontSize) * node.getScreenCTM().a)"""


def know_how_position():
    """The save file of the position and its know-hows on offer: {id: [decisions]}."""
    rng = random.Random(3)
    match = Match({"board": "orient", "nations": 3, "seed": 3}, game="antike2")
    while True:
        offers = {}
        for decision in match.rules.legal_decisions(match.state):
            if decision["type"] == "buy_know_how":
                offers.setdefault(decision["know_how"], []).append(decision)
        if len(offers) >= 3 and any(len(options) > 1 for options in offers.values()):
            return export_game(match), offers
        match.play(choose(match.state, rng))


def open_position(page, wait_engine_ready):
    page.goto("index.html?computer-pace=0")
    wait_engine_ready(page)
    text, offers = know_how_position()
    import_text(page, text, name="game.antike2.json")
    page.wait_for_function("window.antike.view()?.pending.step === 'know_how'")
    return page.evaluate("window.antike.view()"), offers


def board(page, nation):
    return page.locator(f'#seats [data-nation="{nation}"]')


def offered_tiles(page, nation):
    return sorted(board(page, nation).locator(".know-how.offered").evaluate_all(
        "(cells) => cells.map((cell) => cell.dataset.knowHow)"))


def held(page, nation):
    current = page.evaluate("window.antike.view()")
    return next(n for n in current["nations"] if n["id"] == nation)["know_hows"]


def assert_glosses_readable(page):
    sizes = page.evaluate(GLOSS_SIZES)
    assert len(sizes) == 8 and min(sizes) >= 11, sizes


def test_A2_KNOW_1_know_hows_on_offer_are_picked_on_their_tiles_by_click_and_keyboard(
        page, page_log, wait_engine_ready):
    page.set_viewport_size({"width": 1280, "height": 800})
    current, offers = open_position(page, wait_engine_ready)
    buyer = current["pending"]["nation"]
    assert_glosses_readable(page)
    # Exactly the know-hows on offer are buttons, on the buyer's board only; each says what it buys.
    assert offered_tiles(page, buyer) == sorted(offers)
    for other in (n["id"] for n in current["nations"] if n["id"] != buyer):
        assert offered_tiles(page, other) == []
        assert board(page, other).locator(".know-how-pick:visible").count() == 0
    for know_how in offers:
        label = board(page, buyer).locator(f'[data-know-how="{know_how}"] .know-how-pick').get_attribute("aria-label")
        assert label.startswith("Buy ") and label.endswith(" …") is (len(offers[know_how]) > 1)

    # Keyboard: Enter on a tile payable in several ways asks how to pay; Escape changes nothing.
    several = next(know_how for know_how, options in offers.items() if len(options) > 1)
    tile = board(page, buyer).locator(f'[data-know-how="{several}"] .know-how-pick')
    tile.focus()
    page.keyboard.press("Enter")
    page.wait_for_selector("#chooser[open]")
    asked = [json.loads(b.get_attribute("data-decision")) for b in page.query_selector_all("#chooser-options [data-decision]")]
    assert all(same(a, b) for a, b in zip(asked, offers[several], strict=True))
    page.keyboard.press("Escape")
    assert page.evaluate("window.antike.view()") == current
    # Space on it again, then Enter on the first way to pay (the chooser's focus): bought.
    tile.focus()
    page.keyboard.press("Space")
    page.wait_for_selector("#chooser[open]")
    before = version(page)
    page.focus("#chooser-options [data-decision]")
    page.keyboard.press("Enter")
    page.wait_for_function(f"document.querySelector('#game').dataset.version !== '{before}'")
    assert several in held(page, buyer)
    assert "held" in board(page, buyer).locator(f'[data-know-how="{several}"]').get_attribute("class").split()

    # A click on a tile still on offer (anywhere on it: its button covers it) buys it, asking how to
    # pay if need be.
    remaining = page.evaluate("window.antike.view().legal")
    left = {d["know_how"] for d in remaining if d["type"] == "buy_know_how"}
    assert offered_tiles(page, buyer) == sorted(left)
    if left:
        pick = sorted(left)[0]
        before = version(page)
        board(page, buyer).locator(f'[data-know-how="{pick}"]').click()
        if page.is_visible("#chooser[open]"):
            page.click("#chooser-options [data-decision]")
        page.wait_for_function(f"document.querySelector('#game').dataset.version !== '{before}'")
        assert pick in held(page, buyer)
    page_log.assert_no_errors()


def test_a_know_how_is_bought_by_a_tap_on_its_tile_on_a_phone(browser, base_url, wait_engine_ready):
    context = browser.new_context(base_url=base_url, viewport={"width": 390, "height": 844}, has_touch=True,
                                  is_mobile=True)
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        current, offers = open_position(page, wait_engine_ready)
        buyer = current["pending"]["nation"]
        assert_glosses_readable(page)
        for know_how in offers:  # each tile on offer takes a 44 px finger
            box = board(page, buyer).locator(f'[data-know-how="{know_how}"] .know-how-pick').bounding_box()
            assert box["width"] >= 44 and box["height"] >= 44, (know_how, box)
        single = next(know_how for know_how, options in offers.items() if len(options) == 1)
        before = version(page)
        board(page, buyer).locator(f'[data-know-how="{single}"]').tap()
        page.wait_for_function(f"document.querySelector('#game').dataset.version !== '{before}'")
        assert single in held(page, buyer)
        assert not errors
    finally:
        context.close()
