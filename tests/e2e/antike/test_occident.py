"""The Occident (west) board through the page: drawn over its real coastline, and a turn played on it.

A 4-nation west game is started on the new-game screen; the map must show the Natural Earth coast
of web/assets/coastline-occident.json with every city at its lat/lon and on (or at the edge of) the
land. Then the first nation takes the free Arming field, arms a unit by clicking a highlighted city
of its own, and ends its turn with Done; the new unit must be drawn in the city where the engine's
view has it.
"""
import json
from locations import ROOT
from first_screen import show_saved_games

BOARD = json.loads((ROOT / "py_engine" / "antike" / "games" / "antike_common" / "data" / "occident.json").read_text())
COASTLINE = json.loads((ROOT / "web" / "assets" / "coastline-occident.json").read_text())
# The land path may lie in the map's own SVG or in the backdrop layer under it.
LAND = "#map path.land, #map-backdrop path.land"
# Port cities sit on the coastline itself: allow this much (viewBox units, about 4 km each) to land.
COAST_SLACK = 2

# For every city: where it is drawn (from its transform) and whether land is within COAST_SLACK.
CITIES_ON_MAP = """([selector, slack]) => {
  const land = document.querySelector(selector);
  const near = (x, y) => {
    if (land.isPointInFill(new DOMPoint(x, y))) return true;
    for (let a = 0; a < 16; a++) {
      const angle = a * Math.PI / 8;
      if (land.isPointInFill(new DOMPoint(x + slack * Math.cos(angle), y + slack * Math.sin(angle)))) return true;
    }
    return false;
  };
  const cities = {};
  for (const group of document.querySelectorAll("#map [data-province]")) {
    const [x, y] = group.getAttribute("transform").match(/-?[\\d.]+/g).map(Number);
    cities[group.dataset.province] = { x, y, onLand: near(x, y) };
  }
  return cities;
}"""

# Every province whose drawn units differ from window.antike.view().
UNITS_MISMATCH = """() => {
  const view = window.antike.view();
  const problems = [];
  for (const [id, province] of Object.entries(view.provinces)) {
    const group = document.querySelector(`#map [data-province="${id}"]`);
    for (const [nation, units] of Object.entries(province.units)) {
      for (const kind of ["legions", "galleys"]) {
        const mark = group.querySelector(`.units [data-seat="${nation}"] [data-unit="${kind}"]`);
        const drawn = mark ? Number(mark.dataset.count) : 0;
        if (drawn !== units[kind]) problems.push(`${id}: ${nation} ${kind} drawn ${drawn}, are ${units[kind]}`);
      }
    }
    const rows = group.querySelectorAll(".units [data-seat]").length;
    if (rows !== Object.keys(province.units).length) problems.push(`${id}: ${rows} unit rows drawn`);
  }
  return problems;
}"""


def version(page):
    return page.get_attribute("#game", "data-version")


def wait_redraw(page, before):
    page.wait_for_function(f"document.querySelector('#game').dataset.version !== '{before}'")
    error = page.text_content("#error")
    assert not error, f"the engine refused: {error}"


def view(page):
    return page.evaluate("window.antike.view()")


def test_a_west_game_is_drawn_on_its_coastline_and_a_turn_is_played_on_it(page, page_log, wait_engine_ready):
    page.goto("index.html")
    wait_engine_ready(page)
    show_saved_games(page)
    page.wait_for_selector("[data-action=start-game]:not([disabled])")
    page.select_option("#setup-board", "occident_v4")
    # The new-game screen says what "house layout" means (issue: the west board is not public).
    page.wait_for_function("document.getElementById('setup-board-note').textContent.includes('not public')")
    page.select_option("#setup-players", "4")
    page.click("[data-action=start-game]")
    page.wait_for_selector("#game[data-version]")

    start = view(page)
    assert start["options"]["board"] == "occident_v4"
    assert len(start["nations"]) == 4

    # The coastline is drawn, and it is the west one: its path is the asset's.
    land = page.locator(LAND)
    assert land.count() == 1, "no coastline path (path.land) on the map"
    assert land.get_attribute("d") == COASTLINE["land"]

    # Every city is drawn at its lat/lon in the coastline's projection, on land or on the coast.
    projection = COASTLINE["projection"]
    cities = page.evaluate(CITIES_ON_MAP, [LAND, COAST_SLACK])
    assert set(cities) == {p["id"] for p in BOARD["provinces"]}
    for province in BOARD["provinces"]:
        x = (province["lon"] - projection["lon_min"]) * projection["k"] * projection["cos_lat0"]
        y = (projection["lat_max"] - province["lat"]) * projection["k"]
        drawn = cities[province["id"]]
        assert abs(drawn["x"] - x) <= 0.06 and abs(drawn["y"] - y) <= 0.06, f"{province['id']} misplaced"
        assert drawn["onLand"], f"{province['id']} is drawn in the sea"

    # The first nation's turn: the Arming field, free on the first turn.
    nation = start["current"]
    assert {"type": "rondel", "field": "arming", "payment": {}} in start["legal"]
    before = version(page)
    page.locator('#rondel [data-field="arming"]').dispatch_event("click")
    wait_redraw(page, before)

    # Arm in one of its own cities: the highlighted ones are exactly where the engine lets it arm.
    arming = view(page)
    armable = {d["province"] for d in arming["legal"] if d["type"] == "arm"}
    own = {id for id, p in arming["provinces"].items() if p["owner"] == nation}
    highlighted = set(page.eval_on_selector_all("#map .province.legal", "gs => gs.map((g) => g.dataset.province)"))
    assert armable and armable <= own
    assert highlighted == armable
    province = sorted(armable)[0]
    units_before = dict(arming["provinces"][province]["units"].get(nation, {}))
    before = version(page)
    page.locator(f'#map [data-province="{province}"]').dispatch_event("click")
    if version(page) == before and page.is_visible("#chooser"):
        page.locator("#chooser-options [data-decision]").first.click()
    wait_redraw(page, before)
    armed = view(page)
    units_after = armed["provinces"][province]["units"][nation]
    kinds = [kind for kind in ("legions", "galleys") if units_after[kind] > units_before.get(kind, 0)]
    assert len(kinds) == 1, f"no new unit in {province}: {units_before} -> {units_after}"
    kind = kinds[0]

    # Done (as often as asked) until the next nation is to choose its rondel field.
    for _ in range(10):
        now = view(page)
        if now["current"] != nation and any(d["type"] == "rondel" for d in now["legal"]):
            break
        done = page.locator("#actions button[data-decision='{\"type\":\"done\"}']")
        assert done.count() == 1, f"no Done button; legal: {now['legal']}"
        before = version(page)
        done.click()
        wait_redraw(page, before)
    else:
        raise AssertionError("the turn did not pass to the next nation")

    # The new unit is drawn in that city, with the engine's count, and nothing else is off.
    after = view(page)
    count = after["provinces"][province]["units"][nation][kind]
    mark = page.locator(f'#map [data-province="{province}"] .units [data-seat="{nation}"] [data-unit="{kind}"]')
    assert mark.count() == 1, f"the {kind} of {nation} is not drawn in {province}"
    assert int(mark.get_attribute("data-count")) == count
    assert page.evaluate(UNITS_MISMATCH) == []
    # ... and it is drawn next to its city on the screen.
    site = page.locator(f'#map [data-province="{province}"] circle.site').bounding_box()
    unit = mark.bounding_box()
    assert abs(unit["x"] - site["x"]) < 4 * site["width"] and abs(unit["y"] - site["y"]) < 4 * site["height"]

    page_log.assert_local_only()
    page_log.assert_no_errors()
