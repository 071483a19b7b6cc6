"""Issue 20, item 2: a readable map and targets a finger can hit. At 1400x900 the city names are at
least 11 px, and no place's unit stacks (the room kept for two nations' rows) cover a name; on touch layouts (1024x768, 390x844) every clickable element, the map's offered places
included, has a hit area of 44 px, judged by what the browser hits (map_measure.py), in a
six-nation game on both boards."""
import pytest

from map_measure import TOUCH_RADIUS_PX, measure, open_game

BOARDS = ("orient", "occident_v4")


def choose_arming(page):
    before = page.get_attribute("#game", "data-version")
    page.locator('#rondel [data-field="arming"]').dispatch_event("click")
    page.wait_for_function(f"document.querySelector('#game').dataset.version !== '{before}'")
    page.wait_for_selector("#map .province.legal")


@pytest.mark.parametrize("board", BOARDS)
def test_city_names_are_at_least_11_px_at_1400_by_900(browser, base_url, wait_engine_ready, board):
    context, page = open_game(browser, base_url, wait_engine_ready, "desktop 1400x900", "6", board)
    names = [text for text in measure(page)["texts"] if text["kind"] == "name"]
    assert len(names) > 30
    assert min(text["px"] for text in names) >= 11, sorted(names, key=lambda text: text["px"])[:3]
    context.close()


@pytest.mark.parametrize("board", BOARDS)
@pytest.mark.parametrize("layout", ["tablet 1024x768", "phone 390x844"])
def test_every_target_on_a_touch_screen_takes_a_44_px_finger(browser, base_url, wait_engine_ready, layout, board):
    context, page = open_game(browser, base_url, wait_engine_ready, layout, "6", board)
    at_rondel = measure(page)["targets"]
    assert any(target["what"] == "arming" for target in at_rondel)
    choose_arming(page)
    on_map = measure(page)["targets"]
    offered = page.evaluate("[...document.querySelectorAll('#map .province.legal')].map((g) => g.dataset.province)")
    assert {target["what"] for target in on_map} & set(offered), "no offered place was shown on the map"
    small = [target for target in at_rondel + on_map if target["radius"] < TOUCH_RADIUS_PX]
    assert not small, small
    context.close()


# Every unit icon drawn over a city name's box, as [its province, the name], in screen pixels; an
# icon may stand beside its own city's name, never on another city's (issue 44 item 1: in its own
# province's area, clear of the names where the area leaves room).
STACKS_OVER_NAMES = """() => {
  const names = [...document.querySelectorAll('#map-backdrop .name')].map((text) => [text.textContent, text.getBoundingClientRect()]);
  const own = (place) => document.querySelector(`#map-backdrop .name[data-name-of="${place}"]`)?.textContent;
  const covered = [];
  for (const icon of document.querySelectorAll('#map .unit-stack .unit > path')) {
    const place = icon.closest('[data-province]').dataset.province;
    const box = icon.getBoundingClientRect();
    for (const [name, text] of names) {
      if (name === own(place)) continue;
      if (box.left < text.right && text.left < box.right && box.top < text.bottom && text.top < box.bottom) covered.push([place, name]);
    }
  }
  return covered;
}"""


@pytest.mark.parametrize("board", BOARDS)
def test_unit_icons_never_cover_another_citys_name(browser, base_url, wait_engine_ready, board):
    context, page = open_game(browser, base_url, wait_engine_ready, "desktop 1400x900", "6", board)
    assert page.evaluate(STACKS_OVER_NAMES) == []
    context.close()
