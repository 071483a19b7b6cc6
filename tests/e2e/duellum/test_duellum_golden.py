"""An Antike Duellum game played hot-seat through the page, as Antike's is in test_play.py: the
short golden transcript tests/golden/duellum-east-seed-16.json, started from the new-game screen
with its defaults (house set, start player by lot) on East with seed 16, each decision of both
persons made with the table's controls (test_duellum.make: the rondel, the target list, the
chooser, the cards, the end-turn button). Its opening is clicked, every kind of decision but a
conquest; its middle is imported through the page as a saved game, and the rest clicked to the end,
conquests among it (the whole game clicked took minutes of the suite, the same kinds of clicks over
again). At checkpoints the page's record and log are the golden game's so far; at the end the page
shows the golden winner, and its record replays to the golden final state.
"""
import hashlib
import json

import pytest

from antike.core.match import Match
from antike.core.savefile import export_game
from phone_checks import import_position
from test_duellum import make, open_duellum, view
import locations

GOLDEN = locations.GOLDEN / "duellum-east-seed-16.json"
CHECKPOINTS = 4  # the game in this many parts: the page is compared with the golden game after each
OPENING = 90  # decisions clicked from the new-game screen: every kind but a conquest (the first is the 201st)
RESUMED_AT = 250  # the golden game's first decisions imported, the rest clicked: conquests and the end
# Whether the page's view offers `decision` (compared in the page, keys in any order: the view is large).
OFFERED = """(decision) => {
  const canonical = (value) => Array.isArray(value) ? `[${value.map(canonical)}]`
    : value !== null && typeof value === "object"
      ? `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)}}`
      : JSON.stringify(value);
  return window.antike.view().legal.some((option) => canonical(option) === canonical(decision));
}"""


def saved_record(page):
    """The page's record of the game in play, as its engine saves it."""
    return page.evaluate("window.antike.engine.call({command: 'save'})")["record"]


def check_against_golden(page, golden, made):
    """The page's record holds the golden game's first `made` decisions, and its log (the tail the
    view carries, at the log's length the page was told) is the golden log's at that point."""
    assert saved_record(page)["decisions"] == golden["decisions"][:made]
    tail = view(page)["log"]
    length = page.evaluate("window.antike.store.state.logLength")
    assert tail == golden["log"][length - len(tail):length], f"the log differs after decision {made}"


def digest(state):
    """As tools/regenerate_golden.py: sha256 of the state's JSON, keys sorted, no spaces."""
    canonical = json.dumps(state.to_json(), sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def golden_so_far(golden, made):
    """The text of a save file of the golden game's first `made` decisions."""
    match = Match(golden["options"], game="duellum")
    for decision in golden["decisions"][:made]:
        match.play(decision)
    return export_game(match)


@pytest.mark.long_running
def test_the_short_golden_game_clicked_through_the_page_ends_as_recorded(page, page_log, wait_engine_ready):
    golden = json.loads(GOLDEN.read_text())
    decisions = golden["decisions"]
    open_duellum(page, wait_engine_ready, golden["options"]["board"])
    page.locator("#setup summary").click()
    page.fill("#setup-seed", str(golden["options"]["seed"]))
    page.click("[data-action=start-game]")
    page.wait_for_selector("#game[data-version]")
    assert saved_record(page)["options"] == golden["options"], "the form's defaults are the golden game's options"
    checkpoints = {len(decisions) * step // CHECKPOINTS for step in range(1, CHECKPOINTS)}
    clicked = set()
    for number, decision in enumerate(decisions, start=1):
        if OPENING < number <= RESUMED_AT:
            continue
        if number == RESUMED_AT + 1:
            check_against_golden(page, golden, OPENING)
            import_position(page, golden_so_far(golden, RESUMED_AT), "duellum")
            check_against_golden(page, golden, RESUMED_AT)
        assert page.evaluate(OFFERED, decision), f"decision {number} {decision} is not offered"
        make(page, decision)
        clicked.add(decision["type"])
        if number in checkpoints:
            check_against_golden(page, golden, number)
    assert clicked == {decision["type"] for decision in decisions}, "every kind of decision is clicked"
    check_against_golden(page, golden, len(decisions))
    page.wait_for_selector("#winner:not([hidden])")
    final = view(page)
    assert final["outcome"]["winner"] == golden["outcome"]["winner"]
    assert final["outcome"]["reason"] == golden["outcome"]["reason"]
    assert page.inner_text("#winner-title") == final["outcome"]["words"]
    # The page's record is the golden game: replayed by the engine here, it reaches the same state.
    replayed = Match.from_json(saved_record(page))
    assert digest(replayed.state) == golden["digest"]
    page_log.assert_local_only()
    page_log.assert_no_errors()
