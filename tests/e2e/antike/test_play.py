"""Playing through the page as a person would: clicks on the rondel, the map and the buttons.

The golden-game test replays a golden transcript (tests/golden/) by clicking, for each decision,
the place a player would click, and after every decision checks that the drawn map and boards
agree with the engine's view; it ends on the winner screen. Its opening is clicked from the
new-game screen, its middle imported through the page as a saved game, and its end game clicked,
fights and conquests among it, to the winner screen (the whole game clicked took minutes of the
suite, the same kinds of clicks over again).
"""
import json

import pytest

from antike.core.match import Match
from antike.core.savefile import export_game
import locations
from first_screen import show_saved_games

GOLDEN = locations.GOLDEN / "orient-3-seed-35.json"
MAP_TYPES = {"choose_start_city", "build_temple", "arm", "found", "conquer"}
OPENING = 110  # decisions clicked from the new-game screen: a turn of every field, the first know-how
RESUMED_AT = 395  # the golden game's first decisions imported, the rest clicked: fights, conquests, the end

# Returns every disagreement between the drawn page and window.antike.view().
CHECK_PAGE = """() => {
  const view = window.antike.view();
  const problems = [];
  const colours = Object.fromEntries(view.nations.map((n) => [n.id, n.colour]));
  for (const [id, province] of Object.entries(view.provinces)) {
    const group = document.querySelector(`#map [data-province="${id}"]`);
    const ring = group.querySelector(".owner-ring").getAttribute("stroke");
    const expected = province.owner ? colours[province.owner] : "none";
    if (ring !== expected) problems.push(`${id}: ring ${ring}, owner ${province.owner}`);
    const temple = group.querySelector(".temple").style.display !== "none";
    if (temple !== province.temple) problems.push(`${id}: temple drawn ${temple}`);
    for (const [nation, units] of Object.entries(province.units)) {
      for (const kind of ["legions", "galleys"]) {
        const mark = group.querySelector(`.units [data-seat="${nation}"] [data-unit="${kind}"]`);
        const drawn = mark ? Number(mark.dataset.count) : 0;
        if (drawn !== units[kind]) problems.push(`${id}: ${nation} ${kind} drawn ${drawn}, are ${units[kind]}`);
        const exhausted = mark ? Number(mark.dataset.exhausted) : 0;
        if (exhausted !== units[`exhausted_${kind}`]) problems.push(`${id}: ${nation} exhausted ${kind}`);
      }
    }
    // A nation's legions and galleys stand apart (on land and at sea): a row each.
    const drawnNations = new Set([...group.querySelectorAll(".units [data-seat]")].map((g) => g.dataset.seat));
    if (drawnNations.size !== Object.keys(province.units).length) problems.push(`${id}: unit rows`);
  }
  for (const nation of view.nations) {
    const card = document.querySelector(`#seats [data-nation="${nation.id}"]`);
    for (const resource of ["marble", "iron", "gold"]) {
      const shown = Number(card.querySelector(`[data-resource="${resource}"]`).textContent);
      if (shown !== nation.resources[resource]) problems.push(`${nation.id}: ${resource} ${shown}`);
    }
    if (Number(card.querySelector('[data-resource="coins"]').textContent) !== nation.coins) problems.push(`${nation.id}: coins`);
    if (Number(card.querySelector(".score").dataset.score) !== nation.score) problems.push(`${nation.id}: score`);
    if (Number(card.querySelector('[data-count="cities"]').textContent) !== nation.cities.length) problems.push(`${nation.id}: cities`);
    if (Number(card.querySelector('[data-supply="legions"]').textContent) !== nation.supply.legions) problems.push(`${nation.id}: supply`);
  }
  for (const [kind, count] of Object.entries(view.bank.personages)) {
    if (Number(document.querySelector(`[data-stack="${kind}"]`).textContent) !== count) problems.push(`stack ${kind}`);
  }
  for (const nation of view.nations) {
    const marker = document.querySelector(`#rondel [data-field="${nation.rondel}"] [data-nation="${nation.id}"]`);
    if (nation.rondel && !marker) problems.push(`${nation.id}: rondel marker not on ${nation.rondel}`);
  }
  return problems;
}"""


def start_game(page, wait_engine_ready, nations="3", seed=1, board="orient"):
    """Open the page, set up a game on the new-game screen and start it."""
    page.goto("index.html")
    wait_engine_ready(page)
    show_saved_games(page)
    page.wait_for_selector("[data-action=start-game]:not([disabled])")
    page.select_option("#setup-board", board)
    page.select_option("#setup-players", nations)
    page.locator("#setup summary").click()
    page.fill("#setup-seed", str(seed))
    page.click("[data-action=start-game]")
    page.wait_for_selector("#game[data-version]")


def version(page):
    return page.get_attribute("#game", "data-version")


def same(a, b):
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


def click_chooser_option(page, decision):
    """In the open chooser dialog, click the option that is `decision`."""
    for button in page.query_selector_all("#chooser-options [data-decision]"):
        if same(json.loads(button.get_attribute("data-decision")), decision):
            button.click()
            return
    raise AssertionError(f"{decision} is not offered in the chooser")


def click_button(page, container, decision):
    """Click the button that makes `decision`, or the opener of its payment chooser."""
    for button in page.query_selector_all(f"{container} button"):
        data = button.get_attribute("data-decision")
        if data and same(json.loads(data), decision):
            button.click()
            return
    for button in page.query_selector_all(f"{container} button:not([data-decision])"):
        button.click()
        if page.is_visible("#chooser"):
            offered = [json.loads(b.get_attribute("data-decision"))
                       for b in page.query_selector_all("#chooser-options [data-decision]")]
            if any(same(option, decision) for option in offered):
                click_chooser_option(page, decision)
                return
            page.click("#chooser button[value=cancel]")
    raise AssertionError(f"no button makes {decision}")


def click_province(page, province):
    # The map is small when zoomed out; the click event is what a tap on the city produces.
    page.locator(f'#map [data-province="{province}"]').dispatch_event("click")


def end_turn(page):
    """Click "End turn" if a person's ended turn waits for it, and wait for the redraw."""
    if page.is_visible("#end-turn"):
        before = version(page)
        page.click("#end-turn [data-action=end-turn]")
        page.wait_for_function(f"document.querySelector('#game').dataset.version !== '{before}'")
        page.wait_for_selector("#end-turn", state="hidden")


def make(page, decision):
    """Make `decision` through the page the way a player would (ending the turn before, if it waits
    for that), and wait for the redraw."""
    end_turn(page)
    before = version(page)
    kind = decision["type"]
    if kind == "rondel":
        page.locator(f'#rondel [data-field="{decision["field"]}"]').dispatch_event("click")
    elif kind in MAP_TYPES:
        click_province(page, decision["province"])
    elif kind == "move":
        click_province(page, decision["from"])
        page.wait_for_selector(f'#map [data-province="{decision["from"]}"].selected')
        before = version(page)  # selecting redraws the map
        click_province(page, decision["to"])
    else:
        click_button(page, "#actions", decision)
    if version(page) == before and page.is_visible("#chooser [data-action=go-on]"):
        page.click("#chooser [data-action=go-on]")  # a field that can do nothing now: chosen anyway
    if version(page) == before and page.is_visible("#chooser"):
        click_chooser_option(page, decision)
    page.wait_for_function(f"document.querySelector('#game').dataset.version !== '{before}'")
    error = page.text_content("#error")
    assert not error, f"{decision}: {error}"


def golden_so_far(page, golden, made):
    """The text of a save file of the game in play (its options as the page recorded them) after the
    golden game's first `made` decisions."""
    options = page.evaluate("window.antike.engine.call({command: 'save'})")["record"]["options"]
    match = Match(options, game="antike")
    for decision in golden["decisions"][:made]:
        match.play(decision)
    return export_game(match)


@pytest.mark.long_running
def test_a_whole_game_through_the_page_to_the_winner_screen(page, page_log, wait_engine_ready):
    golden = json.loads(GOLDEN.read_text())
    assert {k: golden["options"][k] for k in ("board", "nations", "seed", "variants")} == {
        "board": "orient", "nations": 3, "seed": 35, "variants": []}
    start_game(page, wait_engine_ready, "3", 35)
    seen = set()
    for number, decision in enumerate(golden["decisions"], start=1):
        if OPENING < number <= RESUMED_AT:
            continue
        if number == RESUMED_AT + 1:
            # Imported here: phone_checks reaches this module through test_records, which imports it.
            from phone_checks import import_position
            import_position(page, golden_so_far(page, golden, RESUMED_AT), "antike")
            assert not page.evaluate(CHECK_PAGE)
        legal = page.evaluate("window.antike.view().legal")
        assert any(same(option, decision) for option in legal), f"decision {number} is not offered"
        make(page, decision)
        seen.add(decision["type"])
        problems = page.evaluate(CHECK_PAGE)
        assert not problems, f"after decision {number} {decision}: {problems[:5]}"
    # The clicks exercise every kind of turn the issue names, and every kind of decision of the game.
    assert {"rondel", "build_temple", "arm", "move", "fight", "fight_entry", "let_pass", "conquer", "found"} <= seen
    assert seen == {decision["type"] for decision in golden["decisions"]}
    page.wait_for_selector("#winner:not([hidden])")
    winner = golden["outcome"]["winner"]
    assert page.text_content("#winner-title").startswith(
        page.evaluate(f"window.antike.view().nations.find(n => n.id === '{winner}').name"))
    assert page.query_selector_all("#winner-table tr[data-nation]")
    page_log.assert_local_only()
    page_log.assert_no_errors()


def test_a_paid_rondel_step_opens_the_payment_dialog_with_the_default_first(page, wait_engine_ready):
    start_game(page, wait_engine_ready)
    # Every nation takes Iron on its first turn (free); then the first nation is back on the rondel.
    while True:
        view = page.evaluate("window.antike.view()")
        if view["pending"]["step"] != "rondel":
            make(page, {"type": "done"})
            continue
        acting = next(n for n in view["nations"] if n["id"] == view["pending"]["nation"])
        if acting["rondel"] is not None:
            break
        make(page, {"type": "rondel", "field": "iron", "payment": {}})
    # Iron -> Marble is five fields: two to pay (E-1).
    end_turn(page)
    before = version(page)
    page.locator('#rondel [data-field="marble"]').dispatch_event("click")
    assert page.is_visible("#chooser")
    first = json.loads(page.get_attribute("#chooser-options button[data-decision]", "data-decision"))
    assert first["field"] == "marble" and sum(first["payment"].values()) == 2
    page.click("#chooser-options button[data-decision]")
    page.wait_for_function(f"document.querySelector('#game').dataset.version !== '{before}'")
    view = page.evaluate("window.antike.view()")
    assert not page.evaluate(CHECK_PAGE)
    assert any("choose Marble (paid" in line for line in view["log"])


def test_an_illegal_request_is_refused_and_the_page_keeps_the_game(page, wait_engine_ready):
    start_game(page, wait_engine_ready)
    before = page.evaluate("window.antike.view()")
    reply = page.evaluate("""window.antike.engine.call({command: "apply",
        decision: {type: "arm", province: "tyros", unit: "legion"}})""")
    assert reply["ok"] is False and reply["error"]["code"] == "illegal_decision"
    after = page.evaluate("window.antike.engine.call({command: 'view'})")
    assert after["view"] == before
