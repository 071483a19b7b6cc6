"""Computer players in the page: seated on the new-game screen, their turns played in the engine's worker.

The page is opened with `?computer-pace=0` (no pause between computer decisions) except where the
test is about the page staying responsive while a computer thinks. Every test ends with no console
error and no request that left 127.0.0.1.
"""
import json

from test_play import end_turn

THREE = "3"  # Orient, three nations: Arabs (the starting nation), Greeks, Persians in turn order

# Every text the thinking indicator showed, recorded in the page (a quick computer turn can come and
# go between two polls of a test).
RECORD_INDICATOR = """() => {
  window.thinkingSeen = [];
  const indicator = document.getElementById("thinking");
  new MutationObserver(() => {
    if (!indicator.hidden) window.thinkingSeen.push(indicator.textContent);
  }).observe(indicator, { attributes: true, childList: true, characterData: true, subtree: true });
}"""


def open_setup(page, wait_engine_ready, pace=0):
    page.goto(f"index.html?computer-pace={pace}")
    wait_engine_ready(page)
    page.wait_for_selector("[data-action=start-game]:not([disabled])")
    page.select_option("#setup-players", THREE)


def seat(page, nation, player):
    page.select_option(f'[data-seat-members="{nation}"]', player)


def start(page):
    page.click("[data-action=start-game]")
    page.wait_for_selector("#game[data-version]")


def view(page):
    return page.evaluate("window.antike.view()")


def bridge(page, request):
    return page.evaluate("(request) => window.antike.engine.call(request)", request)


def wait_for_person(page, nation, timeout=60_000):
    """Wait until `nation` (played by a person) is to decide and the page offers its choices."""
    page.wait_for_function("""(nation) => {
      const view = window.antike.view();
      return view && view.pending.nation === nation && document.getElementById("thinking").hidden
        && document.querySelector("#all-choices-list [data-decision]") !== null;
    }""", arg=nation, timeout=timeout)


def play_own_turn_by_clicking(page, nation):
    """Play `nation`'s turn through the page: a free rondel field, then the first offered button.

    Only this one turn: with no pause between computer decisions, the computers' turns may be over
    and `nation` asked again before the loop looks, which must not count as the same turn.
    """
    turn = view(page)["turn"]
    while (current := view(page))["pending"]["nation"] == nation and current["turn"] == turn:
        before = page.get_attribute("#game", "data-version")
        if current["pending"]["step"] == "rondel":
            free = next(d for d in current["legal"] if d["type"] == "rondel" and not d["payment"])
            page.locator(f'#rondel [data-field="{free["field"]}"]').dispatch_event("click")
        else:
            finishing = [d for d in current["legal"] if d["type"] in ("done", "end_movement")]
            decision = finishing[0] if finishing else current["legal"][0]
            if not page.is_visible("#all-choices-list"):
                page.click("#all-choices summary")
            buttons = page.locator("#all-choices-list [data-decision]").all()
            next(b for b in buttons if json.loads(b.get_attribute("data-decision")) == decision).click()
        page.wait_for_function("(v) => document.getElementById('game').dataset.version !== v", arg=before)


def test_new_game_screen_seats_computer_players(page, page_log, wait_engine_ready):
    open_setup(page, wait_engine_ready)
    selects = page.locator("[data-seat-player]")
    assert selects.count() == 3
    assert [o.get_attribute("value") for o in selects.nth(0).locator("option").all()] == [
        "human", "remote", "easy", "medium", "hard"]
    assert page.is_hidden("#setup-think-row")
    seat(page, "arabs", "medium")
    seat(page, "persians", "hard")
    assert page.is_visible("#setup-think-row")  # thinking time: only asked with a hard player seated
    page.fill("#setup-think", "3.5")
    start(page)
    record = bridge(page, {"command": "save"})["record"]
    assert record["computer"] == {"arabs": {"strength": "medium"},
                                  "persians": {"strength": "hard", "think": 3.5}}
    page_log.assert_no_errors()
    page_log.assert_local_only()


def test_a_person_against_two_computer_players(page, page_log, wait_engine_ready):
    open_setup(page, wait_engine_ready)
    seat(page, "arabs", "easy")
    seat(page, "persians", "medium")
    start(page)
    # The Arabs (computer, easy) begin; their whole turn is played, then the Greeks are asked.
    wait_for_person(page, "greeks")
    first = view(page)
    assert first["turn"] == 2 and any(line.startswith("Arabs") for line in first["log"])
    page.evaluate(RECORD_INDICATOR)
    log_before = bridge(page, {"command": "view"})["log_length"]
    play_own_turn_by_clicking(page, "greeks")
    # The Greeks' turn waits for "End turn": no computer player starts before it.
    page.wait_for_selector("#end-turn:not([hidden])")
    assert page.is_hidden("#thinking") and bridge(page, {"command": "view"})["view"]["pending"]["nation"] == "persians"
    assert page.locator("#all-choices-list [data-decision]").count() == 0
    end_turn(page)
    # The Persians (medium) and the Arabs (easy) play a turn each in the page; the Greeks come again.
    wait_for_person(page, "greeks")
    again = bridge(page, {"command": "view"})
    assert again["view"]["turn"] == 5 and again["view"]["pending"]["step"] == "rondel"
    assert again["log_length"] > log_before + 2
    seen = page.evaluate("window.thinkingSeen")
    assert "Persians (medium) are thinking…" in seen and "Arabs (easy) are thinking…" in seen
    assert page.locator("#log li", has_text="Persians").count() > 0
    # Only the person's choices are ever offered: now the Greeks' again.
    assert page.locator("#all-choices-list [data-decision]").count() == len(again["view"]["legal"])
    page_log.assert_no_errors()
    page_log.assert_local_only()


def test_the_page_stays_responsive_while_a_hard_player_thinks(page, page_log, wait_engine_ready):
    open_setup(page, wait_engine_ready, pace=600)
    seat(page, "arabs", "hard")
    # The rondel decision gets 90 % of the turn's think time, and the checks below must fit in it.
    # They take well under a second, but a stall of a few seconds on a loaded machine once outlasted
    # a 4-second turn, so the turn gets 8.
    page.fill("#setup-think", "8")
    start(page)
    page.wait_for_selector('#thinking[data-seat="arabs"]:not([hidden])')
    assert page.inner_text("#thinking") == "Arabs (hard) are thinking…"
    box = page.get_attribute("#map", "viewBox")
    page.click('[data-zoom="in"]')
    page.wait_for_function("(box) => document.getElementById('map').getAttribute('viewBox') !== box", arg=box)
    # Redrawn while the worker still thinks (its reply would be the next view): nothing has arrived yet.
    # The engine is not asked here: a request would wait behind the computer's.
    assert page.is_visible('#thinking[data-seat="arabs"]')
    assert view(page)["pending"] == dict(view(page)["pending"], nation="arabs", step="rondel")
    # No choice of the computer's is offered meanwhile; the Greeks are asked once the Arabs are done.
    assert page.locator("#all-choices-list [data-decision]").count() == 0
    wait_for_person(page, "greeks")
    page_log.assert_no_errors()
    page_log.assert_local_only()


def test_a_new_game_stops_the_computer_of_the_game_before(page, page_log, wait_engine_ready):
    open_setup(page, wait_engine_ready)
    seat(page, "arabs", "hard")
    # 8 seconds a turn, not 2: a stall on a loaded machine once let the whole computer turn pass
    # before the thinking could be seen (see the test above).
    page.fill("#setup-think", "8")
    start(page)
    page.wait_for_selector('#thinking[data-seat="arabs"]:not([hidden])')
    # While the Arabs think, the player leaves for a new game of people only.
    page.click("#new-game-button")
    page.select_option("#setup-players", "4")
    start_version = page.get_attribute("#game", "data-version")
    page.click("[data-action=start-game]")
    page.wait_for_function("(v) => document.getElementById('game').dataset.version !== v "
                           "&& window.antike.view().nations.length === 4", arg=start_version)
    # The old game's computer decision came back before the new game (the worker answers in order)
    # and was dropped; no computer decision was asked for afterwards, so none was played here.
    assert bridge(page, {"command": "save"})["record"]["decisions"] == []
    assert page.is_hidden("#thinking")
    assert len(view(page)["nations"]) == 4 and view(page)["pending"]["step"] == "rondel"
    page_log.assert_no_errors()
    page_log.assert_local_only()
