"""Checks of the phone flow (issue 44, item 2) shared by the games' page tests: the three sizes, what
stands inside the window, the map's targets once zoomed (their hit area, clear of the zoom buttons
and of the map's edge), a log line's places in view, a refused click's reason in view.

Positions are imported through the page (test_records.import_text) in a fresh context of each size.
"""
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from map_measure import MAX_RADIUS
from test_records import import_text

SIZES = {
    "1280x800": {"viewport": {"width": 1280, "height": 800}},
    "1024x768": {"viewport": {"width": 1024, "height": 768}},
    "390x844": {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True},
}
# A map target's hit area once zoomed in (issue 44: at least 40 x 40 px): 2 r + 2 >= 40.
MAP_TARGET_RADIUS_PX = 19
TOUCH_PX = 44

# Every visible element of `selector` wholly inside the window; their [what, box] when not.
OUTSIDE_WINDOW = """(selector) => [...document.querySelectorAll(selector)].filter((el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && !el.closest('[hidden]') && getComputedStyle(el).visibility !== 'hidden';
  }).map((el) => [el.dataset.decision ?? el.dataset.action ?? el.textContent.trim(), el.getBoundingClientRect().toJSON()])
  .filter(([, box]) => box.top < 0 || box.left < 0 || box.bottom > innerHeight + 0.5 || box.right > innerWidth + 0.5)"""

# The visible controls matching `selector`: their [what, width, height].
SIZES_OF = """(selector) => [...document.querySelectorAll(selector)].filter((el) => el.getBoundingClientRect().width > 0
    && !el.closest('[hidden]')).map((el) => [el.dataset.decision ?? el.textContent.trim(),
    el.getBoundingClientRect().width, el.getBoundingClientRect().height])"""

# The offered places (a province or region, an Attika field or a place for its tile) whose click circle (or
# cell) shows on the map at all, each with its box, whether it is wholly inside the map's view,
# whether it meets the zoom buttons, and its hit radius judged by what the browser hits (as
# map_measure.py's, without scrolling: what is on screen now).
MAP_TARGETS = """(maxRadius) => {
  const view = document.getElementById('map-view').getBoundingClientRect();
  const controls = document.querySelector('#map-view .zoom-controls').getBoundingClientRect();
  const meets = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  const hits = (target, x, y) => { const found = document.elementFromPoint(x, y); return found !== null && target.contains(found); };
  return [...document.querySelectorAll('#map .province.legal, #map .at-cell.legal, #map .at-centre')].map((target) => {
    const shape = target.querySelector('.hit') ?? target.querySelector('polygon') ?? target;
    const box = shape.getBoundingClientRect();
    const x = box.left + box.width / 2, y = box.top + box.height / 2;
    let radius = 0;
    if (hits(target, x, y)) {
      while (radius < maxRadius && [[1, 0], [-1, 0], [0, 1], [0, -1]].every(([dx, dy]) => hits(target, x + dx * (radius + 1), y + dy * (radius + 1)))) radius += 1;
    }
    return { what: target.dataset.region ?? target.dataset.province ?? target.dataset.cell ?? target.dataset.centre, shown: meets(box, view),
             inside: box.left >= view.left - 0.5 && box.right <= view.right + 0.5 && box.top >= view.top - 0.5 && box.bottom <= Math.min(view.bottom, innerHeight) + 0.5,
             underButtons: meets(box, controls), radius };
  }).filter((target) => target.shown);
}"""

# The names drawn on the map inside its view, with their size on screen in px.
NAMES_SHOWN = """() => {
  const view = document.getElementById('map-view').getBoundingClientRect();
  return [...document.querySelectorAll('#map-backdrop text.name, #map text.field-label')].map((text) => {
    const box = text.getBoundingClientRect();
    const inside = box.width > 0 && box.left >= view.left && box.right <= view.right && box.top >= view.top && box.bottom <= view.bottom;
    return { text: text.textContent, inside, px: parseFloat(getComputedStyle(text).fontSize) * text.getScreenCTM().a };
  }).filter((name) => name.inside);
}"""

# Whether the map's view (its viewBox, less the margins of a finger's circle) holds every place of
# `ids` (their drawn groups' centres), and the map stands in the window.
PLACES_IN_VIEW = """(ids) => {
  const view = document.getElementById('map-view').getBoundingClientRect();
  if (view.top < -1 || view.top > innerHeight / 2) return false;
  return ids.every((id) => {
    const place = document.querySelector(`#map [data-region="${id}"], #map [data-province="${id}"], #map [data-cell="${id}"]`);
    const box = place.getBoundingClientRect();
    const x = box.left + box.width / 2, y = box.top + box.height / 2;
    return x >= view.left && x <= view.right && y >= Math.max(view.top, 0) && y <= Math.min(view.bottom, innerHeight);
  });
}"""


# The games whose seats see different views: a hot-seat game of theirs opens, and goes on after each
# turn, on the hand-over screen.
PRIVATE_VIEWS = {"attika"}


def open_position(browser, base_url, wait_engine_ready, size, text, game, **options):
    """(context, page): the saved game `text` imported through the page in a fresh context of `size`
    (and Playwright's context `options`), its turn ended if it waits for that, the device handed over."""
    context = browser.new_context(base_url=base_url, **SIZES[size], **options)
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.errors = errors
    page.goto("index.html")
    wait_engine_ready(page)
    page.wait_for_selector("[data-action=start-game]:not([disabled])")
    import_text(page, text)
    page.wait_for_selector("#game:not([hidden])")
    page.wait_for_function(f"window.antike.view()?.game === '{game}'")
    settle(page, game)
    return context, page


def settle(page, game):
    """End the turn if it waits for that and, in a game of private views, pass the hand-over screen;
    until the table is drawn."""
    page.wait_for_function("window.antike.store.frame === null")
    if page.is_visible("#end-turn"):
        before = page.get_attribute("#game", "data-version")
        page.click("#end-turn [data-action=end-turn]")
        page.wait_for_function(f"document.querySelector('#game').dataset.version !== '{before}'")
        page.wait_for_function("window.antike.store.frame === null")
    if game in PRIVATE_VIEWS:
        page.wait_for_selector("#hand-over:not([hidden])")
        page.click("[data-action=hand-over-continue]")
        page.wait_for_selector("#hand-over", state="hidden")
        page.wait_for_function("window.antike.view()?.viewer === window.antike.view()?.to_decide && window.antike.store.frame === null")


def import_position(page, text, game):
    """Import the saved game `text` through the page's Import button, in play already."""
    before = page.get_attribute("#game", "data-version")
    import_text(page, text)
    page.wait_for_function(f"""() => window.antike.view()?.game === '{game}'
        && document.querySelector('#game').dataset.version !== '{before}'""")
    settle(page, game)


def at_each_size(page, sizes, text, game):
    """Yield each of `sizes` in turn with the page at that size and the saved game `text` in play: the
    first as the page was opened (open_position), each next one resized and imported afresh."""
    for size in sizes:
        if size != sizes[0]:
            page.set_viewport_size(SIZES[size]["viewport"])
            import_position(page, text, game)
        yield size


def decide(page, decision, game):
    """Make `decision` through the page's list of all choices, as a click on its button, and end the
    turn it ends (`game`'s device handed over)."""
    before = page.get_attribute("#game", "data-version")
    page.evaluate("""(wanted) => {
      const canon = (v) => (v && typeof v === 'object' ? (Array.isArray(v) ? v.map(canon)
        : Object.fromEntries(Object.keys(v).sort().map((k) => [k, canon(v[k])]))) : v);
      const same = (a, b) => JSON.stringify(canon(a)) === JSON.stringify(canon(b));
      const button = [...document.querySelectorAll('#all-choices-list [data-decision]')]
        .find((b) => same(JSON.parse(b.dataset.decision), wanted));
      button.click();
    }""", decision)
    page.wait_for_function(f"document.querySelector('#game').dataset.version !== '{before}'")
    settle(page, game)


def outside_window(page, selector):
    """The visible elements of `selector` not wholly inside the window."""
    return page.evaluate(OUTSIDE_WINDOW, selector)


def small_controls(page, selector, least=TOUCH_PX):
    """The visible controls of `selector` narrower or lower than `least` px."""
    return [entry for entry in page.evaluate(SIZES_OF, selector) if entry[1] < least - 0.5 or entry[2] < least - 0.5]


def map_targets(page):
    """The offered places shown on the map now (see MAP_TARGETS)."""
    return page.evaluate(MAP_TARGETS, MAX_RADIUS)


def undo_in_window(page):
    """Whether an Undo button (the header's, or the phone's bar's) stands wholly inside the window."""
    return page.evaluate("""() => [...document.querySelectorAll('[data-action=undo], [data-action=undo-bar]')].some((b) => {
        const box = b.getBoundingClientRect();
        return box.width > 0 && box.top >= 0 && box.bottom <= innerHeight && box.left >= 0 && box.right <= innerWidth;
    })""")


def tap_or_click(page, selector, size):
    """A tap on a touch layout, else a click (on what `selector` finds)."""
    if SIZES[size].get("has_touch"):
        page.locator(selector).first.tap()
    else:
        page.locator(selector).first.click()


# Whether the refused click's reason stands wholly in the window and says what #error says.
REFUSAL_IN_WINDOW = """() => {
  const refusal = document.getElementById('refusal');
  if (refusal.hidden) return false;
  const box = refusal.getBoundingClientRect();
  return box.left >= 0 && box.top >= 0 && box.right <= innerWidth && box.bottom <= innerHeight
    && refusal.textContent === document.getElementById('error').textContent;
}"""


def refusal_in_window(page):
    """The refused click's reason, once it stands in the window beside the click and in #error (it is
    placed beside the click when the engine's reason has come); None if it does not within 5 s."""
    page.wait_for_selector("#refusal:not([hidden])")
    try:
        page.wait_for_function(REFUSAL_IN_WINDOW, timeout=5000)
    except PlaywrightTimeoutError:
        return None
    return page.text_content("#refusal")

# Whether every place of `ids` stands within the map's view (its element on the page), wherever the
# page is scrolled.
PLACES_IN_MAP_VIEW = """(ids) => {
  const view = document.getElementById('map-view').getBoundingClientRect();
  return ids.every((id) => {
    const box = document.querySelector(`#map [data-region="${id}"], #map [data-province="${id}"], #map [data-cell="${id}"]`)
      .getBoundingClientRect();
    const x = box.left + box.width / 2, y = box.top + box.height / 2;
    return x >= view.left && x <= view.right && y >= view.top && y <= view.bottom;
  });
}"""


def zoom_in(page, times):
    """Press the zoom button + `times` times."""
    for _ in range(times):
        page.click("[data-zoom=in]")


def log_line_out_of_view(page, places_of):
    """(nth, places): the newest log line whose places (`places_of(event)`) are out of the map's view."""
    events = page.evaluate("window.antike.view().log_events")
    lines = page.locator("#log button.log-line")
    first = int(lines.first.get_attribute("data-index"))  # the view's log is the whole log's tail
    for i in range(lines.count() - 1, -1, -1):
        places = places_of(events[int(lines.nth(i).get_attribute("data-index")) - first])
        if places and not page.evaluate(PLACES_IN_VIEW, places):
            return i, places
    raise AssertionError("no line of the log names a place out of view")


def choose_line_and_see_its_places(page, size, places_of):
    """Zoomed in, a log line whose places are out of view is chosen (tapped on a phone): they come into
    the map's view, the map on screen."""
    zoom_in(page, 4)
    nth, places = log_line_out_of_view(page, places_of)
    tap_or_click(page, f"#log button.log-line >> nth={nth}", size)
    page.wait_for_function(PLACES_IN_VIEW, arg=places)


# The centre of a place on the map, shown and hit there, that is not offered (`selector`), away from
# the map's edges and the zoom buttons.
UNOFFERED_POINT = """(selector) => {
  const view = document.getElementById('map-view').getBoundingClientRect();
  for (const place of document.querySelectorAll(selector)) {
    const box = (place.querySelector('.hit') ?? place).getBoundingClientRect();
    const x = box.left + box.width / 2, y = box.top + box.height / 2;
    if (x > view.left + 90 && x < view.right - 30 && y > Math.max(view.top, 0) + 30 && y < Math.min(view.bottom, innerHeight) - 30
        && place.contains(document.elementFromPoint(x, y))) return [x, y];
  }
  return null;
}"""


def still_point(page, selector):
    """UNOFFERED_POINT once the map stands still (it may still glide to follow the others' moves)."""
    point = page.evaluate(UNOFFERED_POINT, selector)
    for _ in range(20):
        page.wait_for_timeout(100)
        again = page.evaluate(UNOFFERED_POINT, selector)
        if again == point:
            return point
        point = again
    return point


def click_refused_place(page, size, selector):
    """Click (tap on a phone) a place of `selector` where nothing is offered, as a person would; a finger
    may take two taps where places crowd (the first zooms in). The reason, when it is in the window."""
    touch = SIZES[size].get("has_touch")
    for _ in range(3):
        page.evaluate("document.getElementById('map-pane').scrollIntoView({block: 'start'})")
        point = still_point(page, selector)
        assert point, "no place without a decision is shown"
        if touch:
            page.touchscreen.tap(*point)
        else:
            page.mouse.click(*point)
        try:  # the reason comes with the engine's answer; a tap that zoomed in brings none
            page.wait_for_selector("#refusal:not([hidden])", timeout=3000)
            break
        except PlaywrightTimeoutError:
            continue
    return refusal_in_window(page)
