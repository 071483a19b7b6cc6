"""Every screen of the page readable by everyone (issue 45 item 1): axe-core finds no violation of
WCAG 2.0/2.1 A and AA (tests/e2e/axe_check.py) on the new-game form, the saved games, the How to play
dialog, an import refused, and on each game's table at the start and mid-game (a choice open, a
refusal shown, a line of the log shown on the map), at desktop and phone size, the end of a game,
the hand-over screen of hot-seat play and the dialog of a link opened; German on the new-game form
and on a table.

Mid-game states are save files of tests/fixtures/records/ with the most seats of each game, so that
every player colour is on screen (in the log, the boards, the turn order). With AXE_REPORT=<file>,
each test adds its figures (screen -> rule -> nodes) to that file as a line of JSON; with
E2E_DIST=<folder> (tests/e2e/conftest.py) the checks run on another build, e.g. an older one.
"""
import json
import os

import pytest

import locations
from axe_check import AxeScreens
from test_records import import_text

RECORDS = locations.FIXTURES / "records"
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}


@pytest.fixture
def screens(request):
    """The AxeScreens of one test; with AXE_REPORT set, its figures are added to that file."""
    checked = AxeScreens()
    yield checked
    if os.environ.get("AXE_REPORT"):
        with open(os.environ["AXE_REPORT"], "a", encoding="utf-8") as report:
            report.write(json.dumps({"test": request.node.name, "screens": checked.counts()}) + "\n")


def fixture_text(name):
    return (RECORDS / name).read_text(encoding="utf-8")


def open_setup(page, wait_engine_ready, language=None):
    page.set_viewport_size(DESKTOP)
    page.goto("index.html")
    wait_engine_ready(page)
    page.wait_for_selector("[data-action=start-game]:not([disabled])")
    if language:
        switch_language(page, language)


def switch_language(page, language):
    page.click(f"#language-switch [data-language={language}]")
    page.wait_for_function(f"document.documentElement.lang === '{language}'")


def open_save_file(page, name, game, hand_over=False):
    """Import the save file `name` of tests/fixtures/records (from the new-game screen or a table);
    with `hand_over` (hot seat in a game of private views), its first person takes the device."""
    # Each game's table counts its own drawings: a drawing of the same table, or another game's.
    before = page.evaluate("[document.getElementById('game').dataset.version, window.antike.view?.()?.game]")
    import_text(page, fixture_text(name), name)
    page.wait_for_function("""([version, game, wanted]) => !document.getElementById('game').hidden
        && (document.getElementById('game').dataset.version !== version || game !== wanted)
        && window.antike.view()?.game === wanted && window.antike.store.frame === null""", arg=[*before, game])
    if hand_over:
        page.wait_for_selector("#hand-over:not([hidden])")
        pass_hand_over(page)


def pass_hand_over(page):
    """Hot seat: the person named on the hand-over screen takes the device."""
    if page.is_visible("#hand-over"):
        page.click("[data-action=hand-over-continue]")
        page.wait_for_selector("#hand-over", state="hidden")
        page.wait_for_function("window.antike.store.frame === null")


def end_waiting_turn(page):
    """A turn just ended waits for "End turn": end it, so that the next decision is on screen."""
    if page.is_visible("#end-turn"):
        before = page.get_attribute("#game", "data-version")
        page.click("#end-turn [data-action=end-turn]")
        page.wait_for_function(f"document.querySelector('#game').dataset.version !== '{before}'")
        pass_hand_over(page)


def show_refusal(page, places):
    """Click a place of the map (matching `places`) that no decision is offered at: the engine says why."""
    page.evaluate("document.getElementById('error').textContent = ''")
    page.locator(f"#map :is({places}):not(.legal)").first.dispatch_event("click")
    page.wait_for_function("document.getElementById('error').textContent !== ''")


def show_log_line(page):
    """Choose the log's last line: its places are shown on the map, the line marked as pressed."""
    line = page.locator("#log button.log-line").last
    line.scroll_into_view_if_needed()
    line.click()
    page.wait_for_selector("#log button.log-line[aria-pressed=true]")


def check_table(page, screens, name, places):
    """The table on screen, at desktop and at phone size, with a refusal said, a line of the log
    shown on the map and every choice listed (the "All choices" list open) all at once."""
    show_refusal(page, places)
    show_log_line(page)
    page.locator("#all-choices > summary").click()
    page.wait_for_selector("#all-choices[open]")
    screens.check(page, f"{name}, desktop")
    page.set_viewport_size(PHONE)
    screens.check(page, f"{name}, phone")
    page.set_viewport_size(DESKTOP)
    page.locator("#all-choices > summary").click()


def check_start(page, screens, name):
    """A new game's table at desktop and at phone size."""
    screens.check(page, f"{name}, start, desktop")
    page.set_viewport_size(PHONE)
    screens.check(page, f"{name}, start, phone")
    page.set_viewport_size(DESKTOP)


def test_the_new_game_form_saved_games_help_and_a_refused_import_have_no_axe_violations(
        page, page_log, wait_engine_ready, screens):
    open_setup(page, wait_engine_ready)
    screens.check(page, "new-game form")
    page.locator("#setup summary").click()
    screens.check(page, "new-game form, More open")
    page.click("[data-action=how-to-play]")
    page.wait_for_selector("#how-to-play[open]")
    screens.check(page, "How to play")
    page.click("[data-action=close-help]")
    for name, game in (("main-antike2-orient-3-names.antike.json", "antike2"),
                       ("main-duellum-east-house-set-3.antike.json", "duellum")):
        open_save_file(page, name, game)
        page.click("#new-game-button")
        page.wait_for_selector("#setup:not([hidden])")
    page.wait_for_selector("#saved-games-list li >> nth=1")
    screens.check(page, "saved games")
    import_text(page, "{not a save file", "broken.antike.json")
    page.wait_for_selector("#records-message:not([hidden])")
    screens.check(page, "import refused")
    switch_language(page, "de")
    screens.check(page, "new-game form, German")
    screens.assert_clean()
    page_log.assert_no_errors()


def start_new_game(page, game):
    """From a table (the end of a game's summary closed), back to the new-game screen, and a new
    game of `game` with the form's defaults."""
    if page.is_visible("#winner"):
        page.click("#winner-close")
    page.click("#new-game-button")
    page.wait_for_selector("#setup:not([hidden])")
    page.select_option("#setup-game", game)
    before = page.get_attribute("#game", "data-version")
    page.click("[data-action=start-game]")
    page.wait_for_function(f"""() => !document.getElementById('game').hidden
        && document.getElementById('game').dataset.version !== {json.dumps(before)}
        && window.antike.view()?.game === '{game}'""")


def check_game(page, screens, name, game, mid_game, places, finished, hand_over=False):
    """A game's screens: the save file `mid_game` opened (a refusal at a place matching `places`, a
    log line shown, every choice listed), the finished game `finished` (its end of game summary),
    then a new game (its hand-over screen first in hot seat, with `hand_over`)."""
    open_save_file(page, mid_game, game, hand_over)
    end_waiting_turn(page)
    check_table(page, screens, f"{name}, mid-game", places)
    open_save_file(page, finished, game)
    page.wait_for_selector("#winner:not([hidden])")
    screens.check(page, f"{name}, end of game")
    start_new_game(page, game)
    if hand_over:
        page.wait_for_selector("#hand-over:not([hidden])")
        screens.check(page, f"{name}, hand-over")
        pass_hand_over(page)
    check_start(page, screens, name)


def test_antike_tables_mid_game_at_the_end_and_the_start_have_no_axe_violations(
        page, page_log, wait_engine_ready, screens):
    open_setup(page, wait_engine_ready)
    check_game(page, screens, "Antike, 6 nations", "antike", "main-antike-occident_v3-6-expert-longer.antike.json",
               "[data-province]", "main-antike-orient-3-seed-35-finished.antike.json")
    # Arming, then a city of the nation: the chooser asks for the unit and its payment.
    before = page.get_attribute("#game", "data-version")
    page.locator('#rondel [data-field="arming"].legal').dispatch_event("click")
    page.wait_for_function(f"document.querySelector('#game').dataset.version !== '{before}'")
    page.locator("#map .province.legal").first.dispatch_event("click")
    page.wait_for_selector("#chooser[open]")
    screens.check(page, "Antike, the chooser open")
    page.click("#chooser button[value=cancel]")
    switch_language(page, "de")
    screens.check(page, "Antike, German")
    screens.assert_clean()
    page_log.assert_no_errors()


def test_antike2_tables_mid_game_at_the_end_and_the_start_and_a_links_dialog_have_no_axe_violations(
        page, page_log, wait_engine_ready, screens):
    open_setup(page, wait_engine_ready)
    check_game(page, screens, "Antike II, 5 nations", "antike2",
               "main-antike2-occident_v2-5-plinius-free_building.antike.json", "[data-province]",
               "main-antike2-orient-3-seed-15-finished.antike.json")
    # A link of a game played from several devices, opened here the first time: which seats are mine?
    link = fixture_text("main-antike2-orient-2p-four_nations.link.txt").strip()
    page.goto(f"index.html#{link}")
    wait_engine_ready(page)
    page.wait_for_selector("#seat-claim[open]")
    screens.check(page, "a link's seats dialog")
    screens.assert_clean()
    page_log.assert_no_errors()


@pytest.mark.parametrize("name, game, mid_game, places, finished, hand_over", [
    ("Duellum", "duellum", "main-duellum-east-house-set-3.antike.json", "[data-region]",
     "main-duellum-west-seed-22-finished.antike.json", False),
    ("Attika, 4 players", "attika", "main-attika-4.antike.json", "[data-cell].at-field",
     "main-attika-2-seed-5-finished.antike.json", True),
], ids=["duellum", "attika"])
def test_duellum_and_attika_tables_mid_game_at_the_end_and_the_start_have_no_axe_violations(
        page, page_log, wait_engine_ready, screens, name, game, mid_game, places, finished, hand_over):
    open_setup(page, wait_engine_ready)
    check_game(page, screens, name, game, mid_game, places, finished, hand_over)
    screens.assert_clean()
    page_log.assert_no_errors()
