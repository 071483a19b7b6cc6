"""Antike Duellum's table at 1280x800, 1024x768 and 390x844 with touch (issue 44, items 2 and 5):
the event-card pick stands at the prompt, every card's button in the window (44 px on a phone) with
Undo; on a phone the rondel stands above the decision bar, and once zoomed to the Militia's targets
each target's hit area is 40 px or more, clear of the zoom buttons and of the map's edge, and the
names in view are 11 px or more, and a tap among crowded regions zooms in before the next one
chooses; with reduced motion the map moves to a log line's regions at once, without a glide. (The log, a refused click and the map following the opponent are
tests/e2e/shell/test_table_phone_flow.py's, for every map game.)

Positions come from seeded games of the engine's random policy (test_duellum.first_point), imported
through the page as a save file."""
import pytest

from antike.core.match import Match
from antike.core.savefile import export_game
from phone_checks import (MAP_TARGET_RADIUS_PX, NAMES_SHOWN, PLACES_IN_VIEW, SIZES, log_line_out_of_view, map_targets,
                          open_position, outside_window, small_controls, tap_or_click, undo_in_window, zoom_in)
from test_duellum import first_point
from test_table_phone_flow import duellum_places
from test_play import version


def saved(seed, decisions, **options):
    match = Match({"board": "west", "seed": seed, **options}, game="duellum")
    for decision in decisions:
        match.play(decision)
    return export_game(match)


@pytest.fixture(scope="module")
def at_the_pick():
    return saved(*first_point(lambda decision, state: decision["type"] == "pick"))


@pytest.mark.parametrize("size", SIZES)
def test_the_card_pick_stands_at_the_prompt_with_undo(browser, base_url, wait_engine_ready, at_the_pick, size):
    context, page = open_position(browser, base_url, wait_engine_ready, size, at_the_pick, "duellum")
    picks = [d for d in page.evaluate("window.antike.view().legal") if d["type"] in ("pick", "no_card")]
    assert len(picks) >= 2
    # Every pick the engine offers has its button at the prompt, and all of them stand in the window.
    assert page.locator("#card-pick [data-decision]").count() == len(picks)
    assert outside_window(page, "#prompt, #card-pick [data-decision]") == []
    assert undo_in_window(page)
    if SIZES[size].get("has_touch"):
        assert small_controls(page, "#card-pick button") == []
    # A card taken from there is the decision made.
    before = version(page)
    tap_or_click(page, "#card-pick [data-decision]", size)
    page.wait_for_function(f"document.querySelector('#game').dataset.version !== '{before}'")
    record = page.evaluate("window.antike.engine.call({command: 'save'})")["record"]
    assert record["decisions"][-1] == picks[0]
    assert page.errors == []
    context.close()


@pytest.mark.parametrize("first", ["romans", "carthaginians"])
def test_on_a_phone_the_militia_targets_take_a_finger_clear_of_the_buttons_and_the_edge(browser, base_url,
                                                                                      wait_engine_ready, first):
    # The Carthaginians' first Militia offers Gades, Carthago and Tacape: too far apart for one view
    # at a finger's zoom (before issue 44 the view stood between them, showing none).
    context, page = open_position(browser, base_url, wait_engine_ready, "390x844", saved(1, [], first=first), "duellum")
    # The rondel is the first decision: it stands in the room the bar leaves, every field of it.
    assert page.evaluate("""() => { const rondel = document.getElementById('rondel').getBoundingClientRect();
        return rondel.top >= 0 && rondel.bottom <= document.getElementById('decision-bar').getBoundingClientRect().top; }""")
    before = version(page)
    page.locator('#rondel [data-field="militia"]').tap()
    page.wait_for_function(f"document.querySelector('#game').dataset.version !== '{before}'")
    page.wait_for_selector("#map .province.legal")
    targets = map_targets(page)
    offered = {d["region"] for d in page.evaluate("window.antike.view().legal") if d.get("region")}
    assert {target["what"] for target in targets} <= offered
    assert len(targets) >= min(2, len(offered)), targets
    assert [t for t in targets if not t["inside"] or t["underButtons"]] == []
    assert [t for t in targets if t["radius"] < MAP_TARGET_RADIUS_PX] == []
    names = page.evaluate(NAMES_SHOWN)
    assert names and min(name["px"] for name in names) >= 11, sorted(names, key=lambda name: name["px"])[:3]
    assert page.errors == []
    context.close()


# The offered region whose nearest neighbour stands closest on screen now (or the region `only`), its
# centre and that distance.
CROWDED_TARGET = """(only) => {
  const centre = (g) => { const box = g.querySelector('.hit').getBoundingClientRect();
    return [box.left + box.width / 2, box.top + box.height / 2]; };
  const all = [...document.querySelectorAll('#map .province')].map((g) => [g, centre(g)]);
  let best = null;
  for (const [g, [x, y]] of all) {
    if (!g.classList.contains('legal') || (only && g.dataset.region !== only)) continue;
    const near = Math.min(...all.filter(([o]) => o !== g).map(([, [ox, oy]]) => Math.hypot(ox - x, oy - y)));
    if (!best || near < best.near) best = { region: g.dataset.region, x, y, near };
  }
  return best;
}"""


def test_on_a_phone_a_tap_among_crowded_places_zooms_in_and_the_next_tap_chooses(browser, base_url,
                                                                                  wait_engine_ready):
    context, page = open_position(browser, base_url, wait_engine_ready, "390x844", saved(1, []), "duellum")
    before = version(page)
    page.locator('#rondel [data-field="militia"]').tap()
    page.wait_for_function(f"document.querySelector('#game').dataset.version !== '{before}'")
    page.wait_for_selector("#map .province.legal")
    page.evaluate("document.getElementById('map-pane').scrollIntoView({block: 'start'})")
    page.click("[data-zoom=reset]")  # the whole map: places closer than a finger can tell apart
    target = page.evaluate(CROWDED_TARGET, None)
    assert target["near"] < 44, target
    width = page.evaluate("document.getElementById('map').viewBox.baseVal.width")
    asked = version(page)
    page.touchscreen.tap(target["x"], target["y"])
    # The first tap zoomed in there and chose nothing; the region is a finger's size from its neighbours.
    page.wait_for_function(f"document.getElementById('map').viewBox.baseVal.width < {width} - 1")
    assert version(page) == asked and not page.is_visible("#chooser")
    again = page.evaluate(CROWDED_TARGET, target["region"])
    assert again["near"] >= 44, again
    page.touchscreen.tap(again["x"], again["y"])
    # The second tap chose it: the Militia there is made, or asked in the chooser (legion or galley).
    page.wait_for_function(f"""document.querySelector('#game').dataset.version !== '{asked}'
        || document.getElementById('chooser').open""")
    if page.is_visible("#chooser"):
        options = page.evaluate("[...document.querySelectorAll('#chooser-options [data-decision]')].map((b) => JSON.parse(b.dataset.decision))")
        assert options and {option["region"] for option in options} == {target["region"]}
    assert page.errors == []
    context.close()


def test_with_reduced_motion_the_map_moves_to_a_log_lines_regions_at_once(browser, base_url, wait_engine_ready,
                                                                           at_the_pick):
    context, page = open_position(browser, base_url, wait_engine_ready, "1280x800", at_the_pick, "duellum",
                                  reduced_motion="reduce")
    zoom_in(page, 4)
    nth, regions = log_line_out_of_view(page, duellum_places)
    # In the same task as the click: no glide, the view is there.
    assert page.evaluate(f"""(regions) => {{
        document.querySelectorAll('#log button.log-line')[{nth}].click();
        return ({PLACES_IN_VIEW})(regions);
    }}""", regions)
    assert page.errors == []
    context.close()
