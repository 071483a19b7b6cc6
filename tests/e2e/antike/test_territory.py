"""Ownership at a glance (issue 20, item 2), through the page on both boards: each province's area
(its city's Voronoi cell, clipped to the land) is tinted in its owner's colour, an unowned one not at
all, and a founding or a conquest tints the city's area in the new owner's colour."""
import random

import pytest

from antike.core.match import Match
from antike.core.savefile import export_game
from antike.games.antike_common.simulate import choose
from test_play import make, start_game, version
from test_records import import_text

CELL = '#map-backdrop .territory [data-province="{}"]'

# Every province whose area is not tinted as window.antike.view() says its owner is, and every city
# that does not stand in its own area.
TINT_PROBLEMS = """() => {
  const view = window.antike.view();
  const colours = Object.fromEntries(view.nations.map((n) => [n.id, n.colour]));
  const problems = [];
  for (const [id, province] of Object.entries(view.provinces)) {
    const cell = document.querySelector(`#map-backdrop .territory [data-province="${id}"]`);
    const expected = province.owner ? colours[province.owner] : "none";
    if (cell.getAttribute("fill") !== expected) problems.push(`${id}: ${cell.getAttribute("fill")}, owner ${province.owner}`);
    const [x, y] = document.querySelector(`#map [data-province="${id}"]`).getAttribute("transform")
      .match(/-?[\\d.]+/g).map(Number);
    if (!cell.isPointInFill(new DOMPoint(x, y))) problems.push(`${id}: its city is outside its area`);
  }
  return problems;
}"""


def owner_change_position(board, kind):
    """A seeded game on `board` played at random up to a decision of `kind` (found or conquer): its
    save file and the decision."""
    rng = random.Random(7)
    match = Match({"board": board, "nations": 3, "seed": 7})
    while True:
        legal = match.rules.legal_decisions(match.state)
        changes = [d for d in legal if d["type"] == kind]
        if changes:
            return export_game(match), changes[0]
        match.play(choose(match.state, rng))


# A conquest retints an area from one owner's colour to another's, a founding tints an untinted one.
@pytest.mark.parametrize("board, kind", [("orient", "conquer"), ("occident_v4", "found")])
def test_each_province_is_tinted_in_its_owners_colour_and_a_new_owner_retints_it(
        board, kind, page, page_log, wait_engine_ready):
    start_game(page, wait_engine_ready, nations="6", board=board)
    assert page.evaluate("window.antike.view().board") == board
    assert page.evaluate(TINT_PROBLEMS) == []
    owned = page.locator("#map-backdrop .territory [data-province]:not([fill=none])").count()
    assert owned == sum(len(n["cities"]) for n in page.evaluate("window.antike.view().nations")) > 0
    # The areas are clipped to the land, so the sea stays untinted.
    clip = page.evaluate("document.querySelector('#map-backdrop .territory').getAttribute('clip-path')")
    assert page.evaluate(f"document.querySelector('{clip[4:-1]} path').getAttribute('d')") \
        == page.evaluate("document.querySelector('#map-backdrop path.land').getAttribute('d')")

    text, decision = owner_change_position(board, kind)
    mark = version(page)
    import_text(page, text)
    page.wait_for_function(f"document.querySelector('#game').dataset.version !== '{mark}'")
    assert page.evaluate(TINT_PROBLEMS) == []
    view = page.evaluate("window.antike.view()")
    colour = next(n["colour"] for n in view["nations"] if n["id"] == view["pending"]["nation"])
    before = page.get_attribute(CELL.format(decision["province"]), "fill")
    assert before != colour and (before != "none") == (kind == "conquer")
    make(page, decision)
    assert page.get_attribute(CELL.format(decision["province"]), "fill") == colour
    assert page.evaluate(TINT_PROBLEMS) == []
    page_log.assert_no_errors()
