"""Tablet, phone, keyboard and language: the page as people with other devices and languages use it.

A tablet plays a turn by taps and zooms the map by a two-finger pinch; a keyboard alone plays
turns, including a move (province, then neighbour) and a payment chooser; the German and English
screens show no text of the other language, nations included ("Griechen" / "Greeks"); at 390 px
wide nothing overflows sideways.
"""
import json
import re

import pytest

from conftest import PageLog
from first_screen import show_saved_games
from test_play import end_turn

TABLET = {"viewport": {"width": 768, "height": 1024}, "has_touch": True, "is_mobile": True}
PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}
DESKTOP = {"viewport": {"width": 1280, "height": 800}}

# Every text of one language whose words differ from the other's, cut at its "{params}" into the
# fragments that appear verbatim on screen (fragments of fewer than three letters say nothing).
OTHER_LANGUAGE_FRAGMENTS = """async ([shown, other]) => {
  const i18n = await import("./js/i18n.js");
  const mine = i18n.textsOf(shown), theirs = i18n.textsOf(other);
  const fragments = new Set();
  for (const [key, text] of Object.entries(theirs)) {
    if (mine[key] === text) continue;
    for (const part of text.split(/\\{\\w+\\}/)) {
      const words = part.trim().replace(/^[^\\p{L}]+|[^\\p{L}]+$/gu, "");
      if ((words.match(/\\p{L}/gu) || []).length >= 3 && !Object.values(mine).some((t) => t.includes(words))) {
        fragments.add(words);
      }
    }
  }
  return [...fragments];
}"""

# The page's words as a person or a screen reader meets them: visible text (the log included) and
# accessible names.
SCREEN_WORDS = """() => {
  const parts = [];
  for (const root of [document.querySelector("header"), ...["setup", "game", "winner"].map((id) => document.getElementById(id))]) {
    if (root.hidden) continue;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      parts.push(walker.currentNode.textContent);
    }
  }
  for (const node of document.querySelectorAll("[aria-label]")) parts.push(node.getAttribute("aria-label"));
  return parts.join("\\n");
}"""


@pytest.fixture
def open_page(browser, base_url):
    """open_page(**context_options) -> (page, PageLog): a page in a fresh context of that device."""
    contexts = []

    def open_(**options):
        log = PageLog()
        context = browser.new_context(base_url=base_url, **options)
        contexts.append(context)
        context.on("request", lambda request: log.requests.append(request.url))
        page = context.new_page()
        page.on("console", lambda message: message.type == "error" and log.errors.append(f"console: {message.text}"))
        page.on("pageerror", lambda error: log.errors.append(f"page error: {error}"))
        return page, log
    yield open_
    for context in contexts:
        context.close()


def setup_screen(page, wait_engine_ready):
    page.goto("index.html")
    wait_engine_ready(page)
    show_saved_games(page)
    page.wait_for_selector("[data-action=start-game]:not([disabled])")


def version(page):
    return page.get_attribute("#game", "data-version")


def wait_redraw(page, before):
    page.wait_for_function(f"document.querySelector('#game').dataset.version !== '{before}'")
    assert not page.text_content("#error")


def view(page):
    return page.evaluate("window.antike.view()")


def view_box(page):
    return [float(v) for v in page.get_attribute("#map", "viewBox").split()]


def no_sideways_overflow(page):
    """The page is no wider than the device. (A mobile browser widens its layout viewport, and so
    innerWidth, to fit content that overflows, so the width to compare with is the device's.)"""
    width = page.viewport_size["width"]
    return page.evaluate(f"document.scrollingElement.scrollWidth <= {width} && window.innerWidth === {width}")


# ---- Tablet: taps and a pinch ---------------------------------------------------------------

def pinch(page, centre, start, end, steps=6):
    """Two fingers `start` px apart moving to `end` px apart around `centre`, through CDP touches."""
    session = page.context.new_cdp_session(page)
    x, y = centre

    def points(gap):
        return [{"x": x - gap / 2, "y": y, "id": 0}, {"x": x + gap / 2, "y": y, "id": 1}]
    session.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": points(start)})
    for i in range(1, steps + 1):
        session.send("Input.dispatchTouchEvent", {"type": "touchMove",
                                                  "touchPoints": points(start + (end - start) * i / steps)})
    session.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    session.detach()


def test_a_tablet_plays_a_turn_by_taps_and_zooms_the_map_by_pinch(open_page, wait_engine_ready):
    page, log = open_page(**TABLET)
    setup_screen(page, wait_engine_ready)
    assert no_sideways_overflow(page)
    page.tap("[data-action=start-game]")
    page.wait_for_selector("#game[data-version]")
    assert no_sideways_overflow(page)
    first = view(page)["pending"]["nation"]

    # The zoom buttons by tap: in, then back to the whole map.
    home = view_box(page)
    page.tap("[data-zoom=in]")
    assert view_box(page)[2] < home[2]
    page.tap("[data-zoom=reset]")
    assert view_box(page) == home

    # Arming (free on the first turn), then a city of the nation: pinch around it to zoom in, tap it.
    before = version(page)
    page.tap('#rondel [data-field="arming"].legal')
    wait_redraw(page, before)
    province = next(d["province"] for d in view(page)["legal"] if d["type"] == "arm")
    target = page.locator(f'#map [data-province="{province}"]')
    box = target.bounding_box()
    pinch(page, (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2), 60, 240)
    zoomed = view_box(page)
    assert zoomed[2] < home[2] / 2, f"a pinch should zoom in: {zoomed} from {home}"
    box = target.bounding_box()
    assert box["width"] >= 44 and box["height"] >= 44, f"a zoomed-in city is a 44 px target: {box}"
    before = version(page)
    target.tap()
    # Legion or galley, paid with iron or a coin: the chooser offers them, the default first.
    page.wait_for_selector("#chooser[open]")
    page.tap("#chooser-options button[data-decision]")
    wait_redraw(page, before)
    assert sum(view(page)["provinces"][province]["units"][first].values()) == 1
    before = version(page)
    page.tap('#actions button[data-decision*="done"]')
    wait_redraw(page, before)
    assert view(page)["pending"]["nation"] != first
    # Every control tapped is a 44 px touch target.
    small = page.evaluate("""() => [...document.querySelectorAll('button, select, summary')]
      .filter((b) => b.offsetParent !== null).map((b) => [b.textContent.trim() || b.getAttribute('aria-label'),
        b.getBoundingClientRect()]).filter(([, r]) => r.height < 44 || r.width < 44).map(([name]) => name)""")
    assert not small, f"touch targets under 44 px: {small}"
    log.assert_no_errors()


# ---- Languages ------------------------------------------------------------------------------

def other_language_words(page, shown):
    fragments = page.evaluate(OTHER_LANGUAGE_FRAGMENTS, [shown, "en" if shown == "de" else "de"])
    words = page.evaluate(SCREEN_WORDS)
    return sorted(f for f in fragments if re.search(rf"(?<![\w-]){re.escape(f)}(?![\w-])", words))


def without_words(view):
    """A view without what the engine says in words: the log and its turns' titles and summaries, the
    prompt, nations' and players' names."""
    return {**view, "log": None, "pending": {**view["pending"], "prompt": None},
            "log_turns": [{**turn, "title": None, "summary": None} for turn in view["log_turns"]],
            "nations": [{**nation, "name": None, "player": None} for nation in view["nations"]]}


def test_german_and_english_screens_show_no_text_of_the_other_language(open_page, wait_engine_ready):
    page, log = open_page(locale="de-DE", **DESKTOP)
    setup_screen(page, wait_engine_ready)
    assert page.evaluate("document.documentElement.lang") == "de"
    missing = page.evaluate("import('./js/i18n.js').then((i18n) => i18n.missingTexts())")
    assert missing == {"en": [], "de": []}
    assert other_language_words(page, "de") == []
    page.click("[data-action=start-game]")
    page.wait_for_selector("#game[data-version]")
    before = version(page)
    page.locator('#rondel [data-field="arming"]').dispatch_event("click")
    wait_redraw(page, before)
    assert "Rüsten" in page.text_content("#rondel")
    assert other_language_words(page, "de") == []

    # The switch in the header: the same game, redrawn in English, and remembered.
    game = view(page)
    assert game["log"][0].startswith("Runde 1 beginnt")  # the engine's log in the page's language
    page.click("#language-switch [data-language=en]")
    page.wait_for_function("document.documentElement.lang === 'en'")
    page.wait_for_function("window.antike.view().log[0].startsWith('Round 1 begins')")
    after = view(page)
    assert without_words(after) == without_words(game) and len(after["log"]) == len(game["log"])
    assert "Arming" in page.text_content("#rondel")
    assert other_language_words(page, "en") == []
    page.reload()
    wait_engine_ready(page)
    assert page.evaluate("document.documentElement.lang") == "en"
    assert page.get_attribute("#language-switch [data-language=en]", "aria-pressed") == "true"
    log.assert_no_errors()


ORIENT_3 = {"en": ["Greeks", "Persians", "Arabs"], "de": ["Griechen", "Perser", "Araber"]}
NATION_NAMES = {"en": ["Greeks", "Persians", "Arabs", "Phoenicians", "Egyptians", "Babylonians"],
                "de": ["Griechen", "Perser", "Araber", "Phönizier", "Ägypter", "Babylonier"]}


def nations_named(page, language):
    """The Orient nations named on screen (text, accessible names, input values) in `language`'s names."""
    words = page.evaluate(SCREEN_WORDS) + "\n" + "\n".join(
        page.eval_on_selector_all("#setup:not([hidden]) input", "(inputs) => inputs.map((i) => i.value)"))
    return [name for name in NATION_NAMES[language] if re.search(rf"(?<!\w){name}(?!\w)", words)]


def wait_no_longer_named(page, language):
    """Wait until the screen names no nation in `language` (see nations_named)."""
    names = "|".join(NATION_NAMES[language])
    page.wait_for_function(f"() => !/(?<!\\w)({names})(?!\\w)/.test(({SCREEN_WORDS})())")


def seat_values(page):
    return page.eval_on_selector_all("#setup-names input", "(inputs) => inputs.map((i) => i.value)")


def test_nations_are_named_in_the_pages_language_and_renamed_by_the_switch(open_page, wait_engine_ready):
    page, log = open_page(locale="de-DE", **DESKTOP)
    setup_screen(page, wait_engine_ready)
    # The new-game screen: seats and the starting nation, from the board data's translations.
    assert seat_values(page) == ORIENT_3["de"]
    assert "Araber" in page.text_content("#setup-starter")
    assert nations_named(page, "de") == ORIENT_3["de"] and nations_named(page, "en") == []
    page.click("[data-action=start-game]")
    page.wait_for_selector("#game[data-version]")
    assert view(page)["options"]["names"] == {}  # a seat named after its nation gives no player's name
    before = version(page)
    page.locator('#rondel [data-field="iron"]').dispatch_event("click")
    wait_redraw(page, before)
    # The header names the nation whose ended turn waits for End turn, then the next one.
    assert "Araber am Zug" in page.text_content("#turn-info")
    end_turn(page)
    # Cards, turn, log and the map's and rondel's accessible names all say the German names.
    assert "Griechen am Zug" in page.text_content("#turn-info")
    assert any(line.startswith("Araber wählen Eisen") for line in view(page)["log"])
    assert "Araber wählen Eisen" in page.text_content("#log")
    assert all(name in page.text_content("#seats") for name in ORIENT_3["de"])
    assert nations_named(page, "de") == ORIENT_3["de"] and nations_named(page, "en") == []

    page.click("#language-switch [data-language=en]")
    page.wait_for_function("document.querySelector('#turn-info').textContent.includes('Greeks to decide')")
    page.wait_for_function("document.querySelector('#log').textContent.includes('Arabs choose Iron')")
    assert all(name in page.text_content("#seats") for name in ORIENT_3["en"])
    assert nations_named(page, "en") == ORIENT_3["en"] and nations_named(page, "de") == []

    # Back on the new-game screen: the seats and the saved game's row in English, then in German.
    page.click("#new-game-button")
    page.wait_for_selector("#saved-games-list li")
    assert seat_values(page) == ORIENT_3["en"]
    assert "Greeks to decide" in page.text_content("#saved-games-list")
    assert nations_named(page, "de") == []
    page.click("#language-switch [data-language=de]")
    page.wait_for_function("document.querySelector('#saved-games-list').textContent.includes('Griechen am Zug')")
    # The hidden game's accessible names are redrawn in the next frame, after the list.
    wait_no_longer_named(page, "en")
    assert seat_values(page) == ORIENT_3["de"]
    assert nations_named(page, "de") == ORIENT_3["de"] and nations_named(page, "en") == []
    log.assert_no_errors()


# ---- Keyboard -------------------------------------------------------------------------------

def tab_to(page, selector, shift=False, limit=200):
    """Press Tab (or Shift+Tab) until the focused element matches `selector`; it must be visibly focused."""
    for _ in range(limit):
        page.keyboard.press("Shift+Tab" if shift else "Tab")
        if page.evaluate(f"document.activeElement.matches({json.dumps(selector)})"):
            assert page.evaluate("document.activeElement.matches(':focus-visible')")
            return
    raise AssertionError(f"Tab never reached {selector}")


def press(page, key="Enter"):
    """Press `key` on the focused control and wait for the redraw it causes."""
    before = version(page)
    page.keyboard.press(key)
    wait_redraw(page, before)


def choose_in_dialog(page, match):
    """In the open chooser, Tab to the option whose decision contains `match`, press Enter."""
    page.wait_for_selector("#chooser[open]")
    options = page.evaluate("[...document.querySelectorAll('#chooser-options [data-decision]')].map((b) => b.dataset.decision)")
    wanted = next(i for i, text in enumerate(options) if all(json.loads(text).get(k) == v for k, v in match.items()))
    for _ in range(wanted):
        page.keyboard.press("Tab")
    assert json.loads(page.evaluate("document.activeElement.dataset.decision")) == json.loads(options[wanted])
    press(page)


def play_rondel(page, field):
    tab_to(page, f'#rondel [data-field="{field}"]')
    press(page, " ")


def end_turn_with_enter(page):
    """A turn just ended waits for "End turn", which has the focus: Enter ends it."""
    page.wait_for_selector("#end-turn:not([hidden])")
    assert page.evaluate("document.activeElement.matches('#end-turn [data-action=end-turn]')")
    press(page)


def test_turns_with_the_keyboard_alone_arm_a_legion_then_move_it(open_page, wait_engine_ready):
    page, log = open_page(**DESKTOP)
    setup_screen(page, wait_engine_ready)
    tab_to(page, "[data-action=start-game]")
    page.keyboard.press("Enter")
    page.wait_for_selector("#game[data-version]")
    arabs = view(page)["pending"]["nation"]

    # First turn: Arming, a legion in the first city offered, paid with iron, then Done.
    play_rondel(page, "arming")
    province = next(d["province"] for d in view(page)["legal"] if d["type"] == "arm" and d["unit"] == "legion")
    tab_to(page, f'#map [data-province="{province}"]', shift=True)
    page.keyboard.press("Enter")
    choose_in_dialog(page, {"unit": "legion", "payment": {"iron": 1}})
    assert view(page)["provinces"][province]["units"][arabs]["legions"] == 1
    tab_to(page, '#actions button[data-decision*="done"]')
    press(page)
    end_turn_with_enter(page)
    # The other nations take Iron (nothing more to do on it), until the first is back.
    while view(page)["pending"]["nation"] != arabs:
        assert view(page)["pending"]["step"] == "rondel"
        play_rondel(page, "iron")
        end_turn_with_enter(page)

    # Second turn: Maneuver, then the move flow: the legion's province, then a neighbour.
    play_rondel(page, "maneuver_2")
    moves = [d for d in view(page)["legal"] if d["type"] == "move" and d["from"] == province]
    assert moves
    tab_to(page, f'#map [data-province="{province}"]', shift=True)
    press(page)
    assert page.get_attribute(f'#map [data-province="{province}"]', "class").split().count("selected") == 1
    destination = moves[0]["to"]
    tab_to(page, f'#map [data-province="{destination}"]')
    press(page)
    after = view(page)
    assert after["provinces"][destination]["units"][arabs]["legions"] == 1
    assert arabs not in after["provinces"][province]["units"]
    # The legion used its one action, so the engine ended the maneuver and the turn waits to be ended.
    assert after["pending"]["nation"] != arabs and page.is_visible("#end-turn")
    log.assert_no_errors()


# ---- Phone ----------------------------------------------------------------------------------

def test_at_390_px_nothing_overflows_sideways_in_either_language(open_page, wait_engine_ready):
    page, log = open_page(locale="de-DE", **PHONE)
    setup_screen(page, wait_engine_ready)
    page.select_option("#setup-players", "four_nations")
    assert no_sideways_overflow(page), "setup screen (de)"
    page.tap("[data-action=start-game]")
    page.wait_for_selector("#game[data-version]")
    assert no_sideways_overflow(page), "game screen (de)"
    page.tap("#language-switch [data-language=en]")
    page.wait_for_function("document.documentElement.lang === 'en'")
    assert no_sideways_overflow(page), "game screen (en)"
    before = version(page)
    page.tap('#rondel [data-field="arming"].legal')
    wait_redraw(page, before)
    assert no_sideways_overflow(page), "game screen, arming"
    log.assert_no_errors()
