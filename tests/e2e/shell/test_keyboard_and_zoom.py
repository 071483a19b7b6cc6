"""Keyboard alone and zoom (issue 45 item 4): each game's turns played with Tab, Shift+Tab, Enter and
Space only, every control and map place that takes the focus showing it (a ring, a thicker outline:
its drawing changes when it has the focus); and the page at 200 % browser zoom (a 1280x800 screen
zoomed to 200 % is a 640x400 CSS-pixel viewport at device scale 2) and at 320 px width, where the
page never scrolls sideways (the map pans inside its own pane).

Antike's keyboard turns are tests/e2e/shell/test_access.py's; here Antike II, Duellum and Attika.
"""
import json

import pytest

from test_access import open_page  # noqa: F401  (the fixture: a page of a device)

DESKTOP = {"viewport": {"width": 1280, "height": 800}}
SEED = 1

# Whether the focused element `element` shows its focus: its look (outline, stroke, shadow, fill,
# background, border of it and of everything drawn inside it) differs from its look without the
# focus. The focus is given back without scrolling, so that Tab goes on from it.
SHOWS_FOCUS = """(element) => {
  const parts = [element, ...element.querySelectorAll("*")];
  const look = () => parts.map((part) => {
    const style = getComputedStyle(part);
    return [style.outlineStyle, style.outlineWidth, style.outlineColor, style.stroke, style.strokeWidth,
            style.strokeDasharray, style.boxShadow, style.backgroundColor, style.borderColor, style.fill].join(" ");
  }).join(";");
  const focused = look();
  element.blur();
  const unfocused = look();
  element.focus({ preventScroll: true });
  return focused !== unfocused;
}"""


def version(page):
    return page.get_attribute("#game", "data-version")


def view(page):
    return page.evaluate("window.antike.view()")


def focused(page):
    """The focused element, described for a failure message."""
    return page.evaluate("""() => { const e = document.activeElement;
        return `${e.tagName.toLowerCase()}#${e.id}.${e.getAttribute('class') ?? ''} "${(e.getAttribute('aria-label')
        ?? e.textContent).trim().slice(0, 40)}"`; }""")


def assert_focus_shows(page):
    assert page.evaluate("document.activeElement.matches(':focus-visible')"), f"not :focus-visible: {focused(page)}"
    assert page.evaluate_handle("document.activeElement").evaluate(SHOWS_FOCUS), \
        f"the focus does not show on {focused(page)}"


def tab_to(page, selector, shift=False, limit=300):
    """Press Tab (or Shift+Tab) until the focused element matches `selector`; every element passed on
    the way, and that one, must show the focus."""
    for _ in range(limit):
        page.keyboard.press("Shift+Tab" if shift else "Tab")
        if page.evaluate("document.activeElement === document.body"):
            continue
        assert_focus_shows(page)
        if page.evaluate(f"document.activeElement.matches({json.dumps(selector)})"):
            return
    raise AssertionError(f"Tab never reached {selector}")


def press(page, key="Enter"):
    """Press `key` on the focused element and wait for the redraw it causes."""
    before = version(page)
    page.keyboard.press(key)
    page.wait_for_function(f"document.querySelector('#game').dataset.version !== '{before}'")
    assert not page.text_content("#error")


def decision_selector(container, decision):
    return f"{container} [data-decision='{json.dumps(decision, separators=(',', ':'))}']"


def choose_in_chooser(page, decision):
    """In the open chooser, Tab to the option that makes `decision` and press Enter."""
    page.wait_for_selector("#chooser[open]")
    tab_to(page, decision_selector("#chooser-options", decision))
    press(page)


def wait_for_the_table(page):
    """Wait until the game started is drawn: the new-game screen closed, no frame waiting to be drawn,
    and the focus back on the page (on the prompt, where the table puts it when Start is hidden); a Tab
    pressed before would move the focus in a screen about to close."""
    page.wait_for_function("document.getElementById('setup').hidden && window.antike.store.frame === null"
                           " && document.activeElement !== document.body")


def new_game(page, wait_engine_ready, game):
    """The new-game screen by keyboard: the game chosen in its select, the seed typed, then Start."""
    page.goto("index.html")
    wait_engine_ready(page)
    page.wait_for_selector("[data-action=start-game]:not([disabled])")
    tab_to(page, "#setup-game")
    page.select_option("#setup-game", game)  # a select's own keys are the browser's, not the page's
    tab_to(page, "#setup details > summary")
    page.keyboard.press("Enter")
    tab_to(page, "#setup-seed")
    page.keyboard.type(str(SEED))
    tab_to(page, "[data-action=start-game]")
    page.keyboard.press("Enter")
    page.wait_for_function(f"window.antike.view()?.game === '{game}'")
    wait_for_the_table(page)


def arm_by_keyboard(page, rondel_field, place_attribute, unit, done):
    """A rondel field that arms, by Tab and Space; a place of the map offered by Shift+Tab (the map
    comes before the side panel) and Enter; the unit in the chooser if it asks; then Done (if more
    could be armed) and End turn. The place armed."""
    tab_to(page, f'#rondel [data-field="{rondel_field}"]')
    press(page, " ")
    arming = next(d for d in view(page)["legal"] if d["type"] == "arm" and d["unit"] == unit)
    place = arming[place_attribute]
    page.focus("#prompt")
    tab_to(page, f'#map [data-{place_attribute}="{place}"]', shift=True)
    before = version(page)
    page.keyboard.press("Enter")
    # One way to arm there is made at once; several are offered in the chooser.
    page.wait_for_function(f"document.getElementById('chooser').open"
                           f" || document.querySelector('#game').dataset.version !== '{before}'")
    if page.evaluate("document.getElementById('chooser').open"):
        choose_in_chooser(page, arming)
    if done in view(page)["legal"]:  # else nothing more could be armed: the turn is over
        tab_to(page, decision_selector("#actions", done))
        press(page)
    end_turn_with_enter(page)
    return place


def end_turn_with_enter(page):
    """A turn just ended waits for "End turn", which has the focus: Enter ends it."""
    page.wait_for_selector("#end-turn:not([hidden])")
    assert page.evaluate("document.activeElement.matches('#end-turn [data-action=end-turn]')"), focused(page)
    assert_focus_shows(page)
    press(page)


# Each game's words for an arming turn: its rondel field, its places and seats in the view, its legion.
ARMING = {"antike2": ("arming", "province", "provinces", "nation", "legions"),
          "duellum": ("militia", "region", "regions", "player", "legion")}


def show_a_log_line_of_a_second_game(page):
    """A second game on the same table by keyboard, then its log's first line shown on the map by
    Enter (the line marked pressed) and hidden again by Enter."""
    tab_to(page, "#new-game-button", shift=True)
    page.keyboard.press("Enter")
    tab_to(page, "[data-action=start-game]")
    page.keyboard.press("Enter")
    page.wait_for_function("async () => (await window.antike.engine.call({command: 'save'})).record?.decisions.length === 0")
    wait_for_the_table(page)
    tab_to(page, "#log button.log-line")
    page.keyboard.press("Enter")
    page.wait_for_selector("#log button.log-line:focus[aria-pressed=true]")
    page.keyboard.press("Enter")
    page.wait_for_selector("#log button.log-line[aria-pressed]", state="detached")


@pytest.mark.parametrize("game", ["antike2", "duellum"])
def test_a_turn_with_the_keyboard_alone_arms_a_legion(open_page, wait_engine_ready, game):
    """Antike II's and Duellum's arming turn; then (Duellum) the log of a second game by keyboard."""
    field, place_attribute, places, seat_key, legion = ARMING[game]
    page, log = open_page(**DESKTOP)
    new_game(page, wait_engine_ready, game)
    seat = view(page)["pending"][seat_key]
    place = arm_by_keyboard(page, field, place_attribute, "legion", {"type": "done"})
    after = view(page)
    assert after[places][place]["units"][seat][legion] == 1
    assert after["pending"][seat_key] != seat
    if game == "duellum":
        show_a_log_line_of_a_second_game(page)
    log.assert_no_errors()


def test_attika_a_turn_with_the_keyboard_alone_takes_the_device_builds_and_stops(open_page, wait_engine_ready):
    page, log = open_page(**DESKTOP)
    new_game(page, wait_engine_ready, "attika")
    page.wait_for_selector("#hand-over:not([hidden])")
    tab_to(page, "[data-action=hand-over-continue]")
    page.keyboard.press("Enter")
    page.wait_for_selector("#hand-over", state="hidden")
    page.wait_for_function("window.antike.view()?.viewer && window.antike.store.frame === null")
    player = view(page)["pending"]["player"]
    build = next(d for d in view(page)["legal"] if d["type"] == "build")
    tab_to(page, decision_selector("#side", build))
    press(page)
    site = next(d for d in view(page)["legal"] if d["type"] == "site")
    page.focus("#prompt")
    tab_to(page, f'#map [data-cell="{site["field"]}"]', shift=True)
    press(page)
    # A field may cost cards (paid by a button) or be free.
    payment = next((d for d in view(page)["legal"] if d["type"] == "pay"), None)
    if payment:
        tab_to(page, decision_selector("#side", payment))
        press(page)
    assert page.get_attribute(f'#map [data-cell="{site["field"]}"] .building', "data-owner") == player
    stop = next(d for d in view(page)["legal"] if d["type"] == "stop")
    tab_to(page, decision_selector("#side", stop))
    press(page)
    # The turn waits for "End turn" (focused), then the device is to be handed over to the other
    # person, whose button takes Enter too.
    page.wait_for_selector("#end-turn:not([hidden])")
    assert page.evaluate("document.activeElement.matches('#end-turn [data-action=end-turn]')"), focused(page)
    assert_focus_shows(page)
    page.keyboard.press("Enter")
    page.wait_for_selector("#hand-over:not([hidden])")
    tab_to(page, "[data-action=hand-over-continue]")
    page.keyboard.press("Enter")
    page.wait_for_function("(player) => window.antike.view()?.viewer && window.antike.view().viewer !== player"
                           " && window.antike.store.frame === null", arg=player)
    log.assert_no_errors()


# Sideways: how far the page reaches past the viewport's right edge, and the visible controls that
# stand (partly) outside the viewport's width, so out of reach without scrolling sideways.
SIDEWAYS = """() => {
  const width = window.innerWidth;
  const outside = [...document.querySelectorAll("button, select, input, summary, a")]
    .filter((control) => control.offsetParent !== null && !control.closest("#map-view"))
    .filter((control) => { const box = control.getBoundingClientRect(); return box.left < -1 || box.right > width + 1; })
    .map((control) => (control.dataset.action || control.id || control.textContent.trim()).slice(0, 30));
  return { overflow: document.scrollingElement.scrollWidth - width, outside };
}"""


def assert_no_sideways_scrolling(page, screen):
    found = page.evaluate(SIDEWAYS)
    assert found["overflow"] <= 0 and not found["outside"], f"{screen}: {found}"


@pytest.mark.parametrize("device", [
    {"viewport": {"width": 640, "height": 400}, "device_scale_factor": 2},
    {"viewport": {"width": 320, "height": 568}, "device_scale_factor": 2},
], ids=["200-percent-zoom", "320-px"])
def test_at_200_percent_zoom_and_at_320_px_no_screen_scrolls_sideways(open_page, wait_engine_ready, device):
    page, log = open_page(**device)
    page.goto("index.html")
    wait_engine_ready(page)
    page.wait_for_selector("[data-action=start-game]:not([disabled])")
    assert_no_sideways_scrolling(page, "new-game form")
    page.click("[data-action=how-to-play]")
    page.wait_for_selector("#how-to-play[open]")
    assert_no_sideways_scrolling(page, "How to play")
    page.click("[data-action=close-help]")
    for game in ("antike", "antike2", "duellum", "attika"):
        page.select_option("#setup-game", game)
        assert_no_sideways_scrolling(page, f"new-game form of {game}")
        page.click("[data-action=start-game]")
        page.wait_for_function(f"window.antike.view()?.game === '{game}' && window.antike.store.frame === null")
        if game == "attika":
            page.wait_for_selector("#hand-over:not([hidden])")
            assert_no_sideways_scrolling(page, "hand-over")
            page.click("[data-action=hand-over-continue]")
            page.wait_for_selector("#hand-over", state="hidden")
        assert_no_sideways_scrolling(page, f"{game}'s table")
        page.click("#new-game-button")
        page.wait_for_selector("#setup:not([hidden])")
    log.assert_no_errors()
