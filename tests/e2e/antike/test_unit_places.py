"""Pieces a player can see and find (issue 44 item 1), measured on mid-game positions imported
through the page at a desktop's, a tablet's and a phone's size: every unit icon is at least 16 px,
stands in its own province's area (its city's cell, the tint's shape), a legion on land and a
galley at sea, with the count of units it stands for; the cities and units of the person at the
device are marked as theirs by shape (a star, a black ring, a thick outline), not by colour alone."""
import random

import pytest

from antike.core.match import Match
from antike.core.savefile import export_game
from antike.games.antike_common.simulate import choose
from test_records import import_text
from unit_icons import check_icons

SIZES = {
    "1280x800": {"viewport": {"width": 1280, "height": 800}},
    "1024x768": {"viewport": {"width": 1024, "height": 768}, "has_touch": True, "is_mobile": True},
    "390x844": {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True},
}

# Every unit icon on the map: its size on screen, whether its centre is in its province's area and
# on land, its kind, nation, the count beside it and whether it is marked as the person's.
ICONS = """() => {
  const map = document.getElementById("map");
  const toMap = map.getScreenCTM().inverse();
  const land = document.querySelector("#map-backdrop path.land");
  const mapBox = map.getBoundingClientRect();
  const icons = [];
  for (const stack of document.querySelectorAll("#map .unit-stack")) {
    const province = stack.closest("[data-province]").dataset.province;
    const cell = document.querySelector(`#map-backdrop .territory [data-province="${province}"]`);
    for (const mark of stack.querySelectorAll("[data-unit]")) {
      const row = mark.closest("[data-seat]");
      mark.querySelectorAll(":scope > path").forEach((icon, part) => {
        const box = icon.getBoundingClientRect();
        const centre = new DOMPoint(box.left + box.width / 2, box.top + box.height / 2).matrixTransform(toMap);
        icons.push({ province, kind: mark.dataset.unit, nation: row.dataset.seat,
                     shown: box.left >= mapBox.left && box.right <= mapBox.right && box.top >= mapBox.top
                       && box.bottom <= mapBox.bottom,
                     px: Math.min(box.width, box.height), inArea: cell.isPointInFill(centre),
                     onLand: land.isPointInFill(centre), exhausted: icon.classList.contains("exhausted"),
                     count: Number(mark.querySelectorAll("text.count")[part].textContent),
                     yours: row.classList.contains("yours") && row.querySelector(".yours-star") !== null });
      });
    }
  }
  return icons;
}"""


def mid_game(board, nations, seed, decisions):
    """A save file of a seeded random game after `decisions` decisions, and its view's units."""
    rng = random.Random(seed)
    match = Match({"board": board, "nations": nations, "seed": seed})
    for _ in range(decisions):
        match.play(choose(match.state, rng))
    return export_game(match), match


@pytest.fixture(scope="module")
def positions():
    return [mid_game("occident", 5, 3, 260), mid_game("orient", 6, 8, 320)]


@pytest.mark.parametrize("size", SIZES)
def test_unit_icons_are_16_px_at_their_own_province_on_their_ground_with_counts(
        size, positions, browser, base_url, wait_engine_ready):
    context = browser.new_context(base_url=base_url, **SIZES[size])
    page = context.new_page()
    page.goto("index.html")
    wait_engine_ready(page)
    page.wait_for_selector("[data-action=import]:not([hidden])")
    for text, match in positions:
        import_text(page, text)
        page.wait_for_function("(board) => window.antike.view()?.board === board"
                               " && document.querySelector('#game[data-version] #map .unit-stack') !== null",
                               arg=match.options["board"])
        view = page.evaluate("window.antike.view()")
        assert view["round"] == match.state.round
        icons = page.evaluate(ICONS)
        expected = {(province, nation, kind): counts[kind]
                    for province, data in view["provinces"].items() for nation, counts in data["units"].items()
                    for kind in ("legions", "galleys") if counts[kind]}
        check_icons(icons, expected, size, "province", "nation", lambda icon: icon["onLand"] == (icon["kind"] == "legions"))
        # The person at the device plays every nation of an imported game: the one to decide is theirs.
        yours = view["pending"]["nation"]
        assert all(icon["yours"] == (icon["nation"] == yours) for icon in icons if not icon["exhausted"])
        owned = {province for province, data in view["provinces"].items() if data["owner"] == yours}
        marked = set(page.eval_on_selector_all("#map .province.yours", "(all) => all.map((g) => g.dataset.province)"))
        assert marked == owned and owned
        assert page.locator(f'#map .province.yours[data-province="{sorted(owned)[0]}"] .yours-mark .yours-star').is_visible()
    context.close()
