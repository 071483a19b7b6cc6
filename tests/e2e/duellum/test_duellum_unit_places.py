"""Duellum's pieces a player can see and find (issue 44 item 1), as Antike's
(tests/e2e/antike/test_unit_places.py), measured on mid-game positions of both boards imported
through the page at 1280x800, 1024x768 and 390x844: every unit icon stands in its own region's cell,
on its land or sea (D-MAP-2), with the count of units it stands for, and is at least 16 px at
1280x800's whole-map zoom (on the smaller screens, where the whole map is shown smaller, once zoomed
in as far as that: 1024x768 one step, a phone more); the cities and units of the person at the
device are marked as his by shape (a star, a black ring, a thick outline), not by colour alone, and
the legend says so."""
import random

import pytest

from antike.core.match import Match
from antike.core.savefile import export_game
from antike.games.duellum.simulate import choose
from phone_checks import open_position, import_position
from unit_icons import check_icons

SIZES = ["1280x800", "1024x768", "390x844"]
# The screen pixels a map unit takes at the whole map's zoom of the kit's reference view (1000 map
# units wide) at 1280x800: the kit's icons are made 16 px for it (shared/unit-places.js, unitSize).
DESKTOP_SCALE = 0.896

# Every unit icon on the map: its size on screen, whether its centre is in its region's cell and on
# land, its kind, player, the count beside it and whether it is marked as the person's.
ICONS = """() => {
  const map = document.getElementById("map");
  const toMap = map.getScreenCTM().inverse();
  const land = document.querySelector("#map-backdrop path.land");
  const mapBox = document.getElementById("map-view").getBoundingClientRect();
  const icons = [];
  for (const stack of document.querySelectorAll("#map .unit-stack")) {
    const region = stack.closest("[data-region]");
    const cell = document.querySelector(`#map .cell[data-cell="${region.dataset.region}"]`);
    for (const mark of stack.querySelectorAll("[data-unit]")) {
      const row = mark.closest("[data-seat]");
      const icon = mark.querySelector(":scope > path");
      const box = icon.getBoundingClientRect();
      const centre = new DOMPoint(box.left + box.width / 2, box.top + box.height / 2).matrixTransform(toMap);
      icons.push({ region: region.dataset.region, land: region.classList.contains("land"), kind: mark.dataset.unit,
                   player: row.dataset.seat, px: Math.min(box.width, box.height),
                   shown: box.left >= mapBox.left && box.right <= mapBox.right && box.top >= mapBox.top
                     && box.bottom <= mapBox.bottom,
                   inArea: cell.isPointInFill(centre), onLand: land.isPointInFill(centre),
                   count: Number(mark.querySelector("text.count").textContent),
                   yours: row.classList.contains("yours") && row.querySelector(".yours-star") !== null });
    }
  }
  return icons;
}"""


def mid_game(board, seed, decisions):
    """A save file of a seeded game of the engine's random policy after `decisions` decisions, and
    its match."""
    rng = random.Random(seed)
    match = Match({"board": board, "seed": seed}, game="duellum")
    for _ in range(decisions):
        match.play(choose(match.state, rng))
    return export_game(match), match


@pytest.fixture(scope="module")
def positions():
    # West with a player's legions and galleys in one region; East with both players in one region.
    return [mid_game("west", 2, 300), mid_game("east", 5, 399)]


def expected_units(match):
    """{(region, player, kind): count} of the units on the board."""
    return {(region, player, kind + "s"): n for region, players in match.state.units.items()
            for player, kinds in players.items() for kind, n in kinds.items() if n}


@pytest.mark.parametrize("size", SIZES)
def test_unit_icons_are_16_px_in_their_own_regions_cell_on_its_ground_with_counts(
        size, positions, browser, base_url, wait_engine_ready):
    context, page = None, None
    for text, match in positions:
        if page is None:
            context, page = open_position(browser, base_url, wait_engine_ready, size, text, "duellum")
        else:
            import_position(page, text, "duellum")
        page.wait_for_function("(board) => window.antike.view()?.board === board"
                               " && document.querySelector('#map .unit-stack') !== null", arg=match.options["board"])
        view = page.evaluate("window.antike.view()")
        assert view["turn"] == match.state.turn
        if size != "1280x800":
            while page.evaluate("document.getElementById('map').getScreenCTM().a") < DESKTOP_SCALE:
                page.click("[data-zoom=in]")
        icons = page.evaluate(ICONS)
        check_icons(icons, expected_units(match), size, "region", "player", lambda icon: icon["onLand"] == icon["land"])
        # The person at the device plays both players of an imported game: the one to decide is his.
        yours = view["to_decide"]
        assert all(icon["yours"] == (icon["player"] == yours) for icon in icons)
        owned = {region for region, data in view["regions"].items() if data["owner"] == yours}
        marked = set(page.eval_on_selector_all("#map .region.yours", "(all) => all.map((g) => g.dataset.region)"))
        assert marked == owned and owned
        assert page.locator(f'#map .region.yours[data-region="{sorted(owned)[0]}"] .yours-mark .yours-star').is_visible()
    assert page.errors == []
    context.close()


def test_the_legend_says_which_pieces_are_yours(page, wait_engine_ready):
    from test_duellum import open_duellum
    open_duellum(page, wait_engine_ready)
    page.click("[data-action=start-game]")
    page.wait_for_selector("#game[data-version]")
    assert "star and black outline: yours" in page.inner_text("#duellum-legend")
    page.click("[data-language=de]")
    page.wait_for_function("document.getElementById('duellum-legend').textContent.includes('deins')")
