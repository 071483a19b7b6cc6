"""Attika against the computer in the page (issue 23): one person at the device, every other city
state an easy computer player, started from the new-game screen with a seed and the person as start
player, the page opened with `?computer-pace=0`.

- With one person at the device the hand-over screen never appears (AT-INFO-3): not after his turns,
  not while the computers play, not when the game is opened again from the saved games; his own hand
  stays on the page throughout, also while the computers play (the bridge's default viewer).
- On a tablet (1024x768, touch) the person plays his turns by tapping: a reveal built on a field of
  the map or parked, a build from the player board paid with the cards the engine offers, stopping
  and "End turn"; the computer answers each turn with its own, played in the worker.

The person's choices follow a fixed plan over the engine's legal list, which the page offers.
"""
import json

from map_measure import LAYOUTS
from test_attika import click_decision, click_field, same, view
from first_screen import show_saved_games
from test_records import wait_saved

PERSON = "athens"
SEED = 3

# Whether the hand-over screen was ever shown, and every turn in which the table was drawn without
# the person's hand, his or a computer's: recorded in the page, so one frame is caught too (the
# boards are the game's view's markup, mounted in the frame's #view-side when the game starts).
WATCH = """(person) => {
  window.handOverSeen = false;
  window.handMissing = [];
  const screen = document.getElementById("hand-over");
  new MutationObserver(() => { if (!screen.hidden) window.handOverSeen = true; })
    .observe(screen, { attributes: true });
  new MutationObserver(() => {
    const view = window.antike.view();
    if (view && document.querySelector("#seats .at-board")
        && !document.querySelector(`#seats .at-hand[data-player="${person}"]`)) {
      window.handMissing.push(view.turn);
    }
  }).observe(document.getElementById("view-side"), { childList: true, subtree: true });
}"""


def new_game(page, wait_engine_ready, computers, tap=False):
    """Start an Attika game of the person (the start player) and easy computer players."""
    page.goto("index.html?computer-pace=0")
    wait_engine_ready(page)
    show_saved_games(page)
    page.wait_for_selector("[data-action=start-game]:not([disabled])")
    page.select_option("#setup-game", "attika")
    page.select_option("#setup-players", str(len(computers) + 1))
    for seat in computers:
        page.select_option(f'[data-seat-members="{seat}"]', "easy")
    page.locator("#setup summary").click()
    page.select_option("#setup-first", PERSON)  # the seats drawn again keep their computer players
    page.fill("#setup-seed", str(SEED))
    page.evaluate(WATCH, PERSON)
    start = page.locator("[data-action=start-game]")
    start.tap() if tap else start.click()
    page.wait_for_function("window.antike.view()?.game === 'attika'")


def wait_for_person(page):
    """Until the person decides, the computers done and his choices drawn (no frame still to draw)."""
    page.wait_for_function("""(person) => { const view = window.antike.view();
        return view?.to_decide === person && view.viewer === person && view.legal.length > 0
          && window.antike.store.frame === null
          && document.getElementById("thinking").hidden && document.getElementById("end-turn").hidden; }""",
                           arg=PERSON)
    return view(page)


def end_turn(page, tap=False):
    """The person's turn waits for "End turn": he ends it."""
    page.wait_for_selector("#end-turn:not([hidden])")
    button = page.locator("#end-turn [data-action=end-turn]")
    button.tap() if tap else button.click()
    page.wait_for_selector("#end-turn", state="hidden")


def record(page):
    return page.evaluate("window.antike.engine.call({command: 'save'})")["record"]


def play_turn(page, plan, tap=False):
    """One turn of the person: `plan` "build" (a building from his board, if any can be built) or
    "reveal" (a stack, built at once where it can be, else parked); a tile due is laid at its first
    place; then he stops and ends his turn. Returns his decisions."""
    current = wait_for_person(page)
    made = []

    def make(container, decision):
        made.append(decision)
        click_decision(page, container, decision, tap)

    def build_now():
        # The building in hand goes on the first field offered, paid as the engine first offers.
        sites = [d for d in view(page)["legal"] if d["type"] == "site"]
        if not sites:
            return False
        made.append(sites[0])
        click_field(page, sites[0]["field"], tap)
        if view(page)["pending"]["step"] == "payment":
            make("#actions", view(page)["legal"][0])
        return True
    builds = [d for d in current["legal"] if d["type"] == "build"]
    reveals = [d for d in current["legal"] if d["type"] == "reveal"]
    if plan == "build" and builds:
        make("#seats", builds[0])
        assert build_now()
    elif reveals:
        make("#seats", reveals[-1])
        if not build_now():
            make("#actions", {"type": "park"})
        if view(page)["pending"]["step"] == "tile":
            lay = view(page)["legal"][0]
            page.locator(f'#map [data-centre="{lay["centre"]}"]').dispatch_event("click")
            page.wait_for_selector("#actions [data-action=rotate-tile]")
            make("#actions", lay)
    make("#actions", {"type": "stop", "amphoras": 0})
    assert view(page)["viewer"] == PERSON
    end_turn(page, tap)
    return made


def test_against_computer_players_no_hand_over_screen_ever_appears(page, page_log, wait_engine_ready):
    computers = ("sparta", "corinth")
    new_game(page, wait_engine_ready, computers)
    assert record(page)["computer"] == {seat: {"strength": "easy"} for seat in computers}
    turns = []
    for plan in ("build", "reveal", "build"):
        made = play_turn(page, plan)
        assert made[-1]["type"] == "stop"
        turns.append(wait_for_person(page)["turn"])
    # The computers played a turn each between the person's (the turn passes clockwise, AT-TURN-1).
    assert turns == [4, 7, 10]
    log_players = {event.get("player") for event in view(page)["log_events"] if event["event"] == "turn"}
    assert log_players == {PERSON, *computers}
    assert page.locator(f'#seats .at-hand[data-player="{PERSON}"]').count() == 1
    assert not page.evaluate("window.handOverSeen") and page.evaluate("window.handMissing") == []
    # Opened again from the saved games: straight to the person's own view, no hand-over either.
    saved = record(page)
    wait_saved(page, len(saved["decisions"]))
    page.reload()
    wait_engine_ready(page)
    show_saved_games(page)
    page.evaluate(WATCH, PERSON)
    page.locator("#saved-games-list [data-game] [data-action=continue]").click()
    # The page had opened this game by itself before the list was shown, so its view is already the
    # person's: the table's return, not the view, says that the game is open again.
    page.wait_for_selector("#setup", state="hidden")
    wait_for_person(page)
    page.wait_for_selector(f'#seats .at-hand[data-player="{PERSON}"]')
    assert page.locator(f'#seats .at-hand[data-player="{PERSON}"]').count() == 1
    assert not page.evaluate("window.handOverSeen")
    assert record(page) == saved
    page_log.assert_no_errors()


def test_on_a_tablet_the_person_taps_his_moves_and_the_computer_answers(browser, base_url, wait_engine_ready):
    context = browser.new_context(base_url=base_url, **LAYOUTS["tablet 1024x768"])
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    new_game(page, wait_engine_ready, ("sparta",), tap=True)
    assert page.evaluate("matchMedia('(pointer: coarse)').matches")
    before = len(record(page)["decisions"])
    mine = []
    for plan in ("reveal", "build", "reveal"):
        made = play_turn(page, plan, tap=True)
        mine.append(made)
        current = wait_for_person(page)
        # The computer answered with a turn of its own, and the person decides again.
        saved = record(page)["decisions"]
        assert len(saved) > before + len(made), "the computer made no decision"
        assert all(same(a, b) for a, b in zip(saved[before:before + len(made)], made))
        before = len(saved)
        assert "Sparta" in page.inner_text("#since")
    kinds = {decision["type"] for made in mine for decision in made}
    assert {"reveal", "build", "site", "stop"} <= kinds
    assert not page.evaluate("window.handOverSeen") and page.evaluate("window.handMissing") == []
    assert errors == []
    context.close()
