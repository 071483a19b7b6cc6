"""A whole Attika game played hot-seat through the page, as Antike's and Duellum's are: the short
golden transcript tests/golden/attika-2-seed-5.json (two persons, Athens and Sparta, the form's
defaults, seed 5), started from the new-game screen, every decision of both persons made with the
table's controls (the player board's reveal and build buttons, the map's fields and tile places,
the rotate button, the action buttons), each turn ended and the device handed over on the hand-over
screen. Once on the way: the recap's builds marked on the map, a log line's field marked by a
click, a build option's reason on its info button, How to play. At checkpoints the page's record
and log are the golden game's so far; at the end the page shows the golden winner and the end
summary with a rematch, and its record replays to the golden final state.
"""
import json
import re

import pytest

from antike.core.match import Match
from test_attika import click_decision, click_field, tap_hand_over, view, wait_redrawn
from test_duellum_golden import OFFERED, digest, saved_record
from test_play import version
import locations

FIELD = re.compile(r"field (-?\d+,-?\d+)")
GOLDEN = locations.GOLDEN / "attika-2-seed-5.json"
CHECKPOINTS = 4  # the game in this many parts: the page is compared with the golden game after each


def check_against_golden(page, golden, made):
    """The page's record holds the golden game's first `made` decisions, and its log (the tail the
    view carries) is the golden game's as the engine says it to the person at the device: the
    golden log, but his own draws with their cards (AT-INFO-2)."""
    assert saved_record(page)["decisions"] == golden["decisions"][:made]
    match = Match(golden["options"], game="attika")
    for decision in golden["decisions"][:made]:
        match.play(decision)
    current = view(page)
    said = [match.rules.say(event, match.options, current["viewer"], "en") for event in match.log]
    spectator = [match.rules.say(event, match.options, None, "en") for event in match.log]
    assert spectator == golden["log"][:len(spectator)]
    tail = current["log"]
    length = page.evaluate("window.antike.store.state.logLength")
    assert length == len(said) and tail == said[length - len(tail):], f"the log differs after decision {made}"


def cells(page, selector):
    return set(page.eval_on_selector_all(selector, "(gs) => gs.map((g) => g.dataset.cell)"))


def look_around(page):
    """Once the recap lists another player's builds: they are marked on the map; a click on a log
    line of a build marks its field, a second click takes the mark away; each build option's info
    button says the engine's reason; How to play opens with every topic. Whether it looked."""
    since = page.locator("#since li[data-event=build]")
    infos = page.locator("#seats .at-info")
    if not since.count() or not infos.count():
        return False
    built = {FIELD.search(text).group(1) for text in since.all_inner_texts()}
    assert built and built <= cells(page, "#map .at-cell.recent")
    line = page.locator("#log button.log-line[data-event=build]").last
    field = FIELD.search(line.inner_text()).group(1)
    assert line.get_attribute("aria-label") == f"{line.inner_text()} (show on the map)"
    line.click()
    assert cells(page, "#map .at-cell.shown") == {field}
    line.click()
    assert cells(page, "#map .at-cell.shown") == set()
    info = infos.first
    info.click()
    tip = view(page)["option_tips"][f"build:{info.get_attribute('data-info')}"]
    assert page.inner_text("#seats .at-tip") == tip == info.get_attribute("title")
    page.click("[data-action=how-to-play]")
    assert page.locator("#how-to-play p[data-help]").count() == 9
    assert page.inner_text("#how-to-play-title") == "How to play"
    page.click("[data-action=close-help]")
    return True


def lay_tile(page, decision):
    """Choose the tile's place on the map, turn it until the rotation is the decision's, lay it."""
    before = version(page)
    page.locator(f'#map [data-centre="{decision["centre"]}"]').dispatch_event("click")
    wait_redrawn(page, before)
    for _ in range(6):
        if page.evaluate(f"""() => [...document.querySelectorAll("#actions button[data-decision]")]
            .some((b) => JSON.parse(b.dataset.decision).rotation === {decision["rotation"]})"""):
            break
        before = version(page)
        page.click("[data-action=rotate-tile]")
        wait_redrawn(page, before)
    click_decision(page, "#actions", decision)


def make(page, decision):
    """Make `decision` through the page as the person at the device would."""
    kind = decision["type"]
    if kind in ("reveal", "build"):
        click_decision(page, "#seats", decision)
    elif kind == "site":
        click_field(page, decision["field"])
    elif kind == "lay_tile":
        lay_tile(page, decision)
    else:
        click_decision(page, "#actions", decision)


def hand_over(page):
    """End the turn if it waits for that, and pass the device on the hand-over screen."""
    if page.is_visible("#end-turn"):
        page.click("#end-turn [data-action=end-turn]")
    page.wait_for_selector("#hand-over:not([hidden])")
    return tap_hand_over(page)


@pytest.mark.long_running
def test_the_short_golden_game_clicked_through_the_page_ends_as_recorded(page, page_log, wait_engine_ready):
    golden = json.loads(GOLDEN.read_text())
    decisions = golden["decisions"]
    page.goto("index.html")
    wait_engine_ready(page)
    page.wait_for_selector("[data-action=start-game]:not([disabled])")
    page.select_option("#setup-game", "attika")
    page.select_option("#setup-players", str(golden["options"]["players"]))
    page.locator("#setup summary").click()
    page.fill("#setup-seed", str(golden["options"]["seed"]))
    page.click("[data-action=start-game]")
    page.wait_for_selector("#game[data-version]")
    assert saved_record(page)["options"] == golden["options"], "the form's defaults are the golden game's options"
    hand_overs, looked = 0, False
    checkpoints = {len(decisions) * step // CHECKPOINTS for step in range(1, CHECKPOINTS)}
    for number, decision in enumerate(decisions, start=1):
        if page.is_visible("#end-turn") or page.is_visible("#hand-over"):
            seat = hand_over(page)
            hand_overs += 1
            assert seat == view(page)["pending"]["player"]
            looked = looked or look_around(page)
        assert page.evaluate(OFFERED, decision), f"decision {number} {decision} is not offered"
        make(page, decision)
        if number in checkpoints:
            check_against_golden(page, golden, number)
    check_against_golden(page, golden, len(decisions))
    page.wait_for_selector("#winner:not([hidden])")
    final = view(page)
    assert final["outcome"]["winners"] == golden["outcome"]["winners"]
    assert final["outcome"]["reason"] == golden["outcome"]["reason"]
    assert page.inner_text("#winner-title") == final["outcome"]["words"]
    # The end summary: each city state's buildings on the map, by group, its settlements, shrines,
    # cards and amphoras left, as the engine counts them; a rematch offered.
    rows = page.eval_on_selector_all("#winner-table tr", "(rows) => rows.map((r) => [...r.cells].map((c) => c.textContent))")
    assert rows[0] == ["City state", "On the map", "Buildings by group", "Settlements", "Shrines (one settlement)",
                       "Cards left", "Amphoras"]
    for player, row in zip(final["players"], rows[1:]):
        fact = final["outcome"]["facts"][player["id"]]
        won = player["id"] in golden["outcome"]["winners"]
        assert row[0] == player["name"] + (" ★" if won else "")
        assert row[1] == str(golden["outcome"]["on_map"][player["id"]]) and row[3:] == [
            str(fact["settlements"]), str(fact["shrines"]), str(fact["cards"]), str(fact["amphoras"])]
    assert page.is_visible("#winner [data-action=rematch]")
    assert looked, "no recap of another player's builds with a build option to explain"
    assert hand_overs == golden["final"]["turn"]  # each turn began behind the hand-over screen
    replayed = Match.from_json(saved_record(page))
    assert digest(replayed.state) == golden["digest"]
    page_log.assert_local_only()
    page_log.assert_no_errors()
