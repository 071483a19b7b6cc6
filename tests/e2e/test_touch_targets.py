"""Issue 20, item 2: a readable map and targets a finger can hit. At 1400x900 the city names are at
least 11 px; on touch layouts (1024x768, 390x844) every clickable element, the map's offered places
included, has a hit area of 44 px, judged by what the browser hits (map_measure.py), in a
six-nation game on both boards."""
import pytest

from map_measure import TOUCH_RADIUS_PX, measure, open_game

BOARDS = ("orient", "occident")


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
