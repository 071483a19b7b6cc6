"""Issue 20, item 6: the layout keeps what a decision needs in view. On a phone, after a rondel
choice the map comes into view zoomed to its targets and the prompt with its buttons stays on
screen (a bar at the bottom), wherever the page is scrolled; the legend never covers the map; on a
wide screen the acting nation's board stays in view while the side panel scrolls."""
from map_measure import LAYOUTS, open_game

IN_VIEW = """(selector) => {
  const box = document.querySelector(selector).getBoundingClientRect();
  return box.height > 0 && box.top >= 0 && box.bottom <= innerHeight && box.left >= 0 && box.right <= innerWidth;
}"""
# The offered places whose centre the browser hits (not covered by the bar or anything else).
TAPPABLE_TARGETS = """() => [...document.querySelectorAll('#map .province.legal')].filter((g) => {
  const box = g.querySelector('.hit').getBoundingClientRect();
  const x = box.left + box.width / 2, y = box.top + box.height / 2;
  return y > 0 && y < innerHeight && g.contains(document.elementFromPoint(x, y));
}).map((g) => g.dataset.province)"""


def test_on_a_phone_the_targets_come_into_view_and_the_decision_bar_stays(browser, base_url, wait_engine_ready):
    context, page = open_game(browser, base_url, wait_engine_ready, "phone 390x844")
    # The player scrolls down to the rondel and taps Arming.
    page.locator("#rondel").scroll_into_view_if_needed()
    assert not page.evaluate(IN_VIEW, "#map-view")
    before = page.get_attribute("#game", "data-version")
    page.locator('#rondel [data-field="arming"]').tap()
    page.wait_for_function(f"document.querySelector('#game').dataset.version !== '{before}'")
    page.wait_for_function(f"({TAPPABLE_TARGETS})().length > 0")
    offered = {d["province"] for d in page.evaluate("window.antike.view().legal") if d["type"] == "arm"}
    assert set(page.evaluate(TAPPABLE_TARGETS)) <= offered
    assert page.evaluate(IN_VIEW, "#decision-bar") and page.evaluate(IN_VIEW, "#prompt")
    assert page.evaluate(IN_VIEW, "#actions [data-decision]")
    # Scrolled down to the log, the prompt and its buttons are still on screen.
    page.locator("#log-scroll").scroll_into_view_if_needed()
    assert page.evaluate(IN_VIEW, "#decision-bar") and page.evaluate(IN_VIEW, "#targets button.target")
    context.close()


def test_the_legend_never_covers_the_map(browser, base_url, wait_engine_ready):
    for layout in LAYOUTS:
        context, page = open_game(browser, base_url, wait_engine_ready, layout)
        overlap = page.evaluate("""() => {
          const a = document.querySelector('.legend').getBoundingClientRect();
          const b = document.getElementById('map-view').getBoundingClientRect();
          return Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top))
               * Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left));
        }""")
        assert overlap == 0, layout
        context.close()


def test_on_a_wide_screen_the_acting_nations_board_stays_in_view(browser, base_url, wait_engine_ready):
    context, page = open_game(browser, base_url, wait_engine_ready, "desktop 1400x900", nations="6")
    acting = page.evaluate("window.antike.view().pending.nation")
    card = f'#seats [data-nation="{acting}"]'
    page.evaluate("document.getElementById('side').scrollTop = 1e6")
    visible = page.evaluate(f"""() => {{
      const card = document.querySelector('{card}').getBoundingClientRect();
      const side = document.getElementById('side').getBoundingClientRect();
      return card.top >= side.top - 1 && card.bottom <= side.bottom + 1;
    }}""")
    assert visible
    assert page.evaluate("document.querySelector('#turn-order li.acting').dataset.nation") == acting
    context.close()
