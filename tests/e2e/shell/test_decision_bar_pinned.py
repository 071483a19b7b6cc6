"""On a desktop (1280x800, 1024x768) the current decision stays in view while the side panel scrolls
(issue 44): with the side panel scrolled to its end (the log), the prompt and the decision's buttons,
or End turn once a turn waits for it, stand inside the window, and nothing covers them, in every map
game. Positions are those of the phone flow's test (the golden games, imported through the page)."""
import pytest

from phone_checks import at_each_size, import_position, open_position, outside_window, settle, undo_in_window
from test_table_phone_flow import GAMES, positions

DESKTOPS = ["1280x800", "1024x768"]

# The side panel scrolled to its end; then the visible elements of `selector` that are covered (the
# browser hits something else at their centre).
COVERED_AT_THE_END = """(selector) => {
  const side = document.getElementById('side');
  side.scrollTop = side.scrollHeight;
  return [...document.querySelectorAll(selector)].filter((el) => {
    const box = el.getBoundingClientRect();
    if (!box.width || el.closest('[hidden]')) return false;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !hit || !el.contains(hit);
  }).map((el) => el.dataset.decision ?? el.dataset.action ?? el.id);
}"""
SCROLLED = "() => { const side = document.getElementById('side'); return side.scrollTop > 0 && side.scrollTop + side.clientHeight >= side.scrollHeight - 1; }"


def decision_in_view(page, selector):
    """Scroll the side panel to its end: `selector`'s elements in the window, none covered."""
    assert page.evaluate(COVERED_AT_THE_END, selector) == []
    assert page.evaluate(SCROLLED), "the side panel scrolls (its log below the decision)"
    assert outside_window(page, selector) == []


def make_without_ending_the_turn(page, decision):
    """Make `decision` through the list of all choices; the turn it ends waits for End turn."""
    before = page.get_attribute("#game", "data-version")
    page.evaluate("""(wanted) => {
      const canon = (v) => (v && typeof v === 'object' ? (Array.isArray(v) ? v.map(canon)
        : Object.fromEntries(Object.keys(v).sort().map((k) => [k, canon(v[k])]))) : v);
      [...document.querySelectorAll('#all-choices-list [data-decision]')]
        .find((b) => JSON.stringify(canon(JSON.parse(b.dataset.decision))) === JSON.stringify(canon(wanted))).click();
    }""", decision)
    page.wait_for_function(f"document.querySelector('#game').dataset.version !== '{before}'")
    page.wait_for_selector("#end-turn:not([hidden])")


@pytest.mark.parametrize("game", GAMES)
def test_on_a_desktop_the_decision_stays_in_view_while_the_side_panel_scrolls(browser, base_url, wait_engine_ready, game):
    position, before_turn_end, turn_end = positions(game)
    context, page = open_position(browser, base_url, wait_engine_ready, DESKTOPS[0], position, game)
    for size in at_each_size(page, DESKTOPS, position, game):
        assert page.locator("#actions button, #view-decisions button").count() > 0, "a decision by button"
        decision_in_view(page, "#prompt, #actions button, #view-decisions button")
        assert undo_in_window(page), size
        import_position(page, before_turn_end, game)
        make_without_ending_the_turn(page, turn_end)
        decision_in_view(page, "#end-turn, #end-turn button")
        settle(page, game)  # the turn ended (and the device handed over)
    assert page.errors == []
    context.close()
