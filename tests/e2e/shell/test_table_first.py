"""A returning player sees the game at once (issue 48): the saved table is drawn from the view kept
with the game before the engine is ready, read-only, and comes alive once the engine has loaded the
game from its record.

The engine's start is held back by holding the engine's wheel, which the worker fetches after
Pyodide (the service worker is blocked, so that every request reaches the route). A hot-seat game of
private views is kept as a spectator's view and opens behind the hand-over screen; a damaged kept
table is dropped and the game opens as before; an engine that cannot start leaves the table on
screen and offers the game's record as a file, which the page opens where the engine starts.
"""
import json

import pytest

from test_attika import WATCH_HANDS, start as start_attika, tap_hand_over
from test_play import CHECK_PAGE, make, start_game
from test_records import OPENING, bridge, import_text, play, wait_saved

WHEEL = "**/wheels/antike-*.whl"
# The kept tables, read from the page's own IndexedDB store.
KEPT_TABLES = """() => new Promise((resolve, reject) => {
  const request = indexedDB.open("antike");
  request.onerror = () => reject(request.error);
  request.onsuccess = () => {
    const get = request.result.transaction("tables").objectStore("tables").getAll();
    get.onsuccess = () => { request.result.close(); resolve(get.result); };
    get.onerror = () => reject(get.error);
  };
})"""
# Replace the kept table of every game with `table`.
PUT_TABLE = """(table) => new Promise((resolve, reject) => {
  const request = indexedDB.open("antike");
  request.onerror = () => reject(request.error);
  request.onsuccess = () => {
    const transaction = request.result.transaction(["summaries", "tables"], "readwrite");
    const keys = transaction.objectStore("summaries").getAllKeys();
    keys.onsuccess = () => keys.result.forEach((id) => transaction.objectStore("tables").put({ id, table }));
    transaction.oncomplete = () => { request.result.close(); resolve(); };
    transaction.onerror = () => reject(transaction.error);
  };
})"""


@pytest.fixture
def page(browser, base_url, page_log):
    """A page whose requests all reach the routes: no service worker answers from its cache."""
    context = browser.new_context(base_url=base_url, service_workers="block")
    context.on("request", lambda request: page_log.requests.append(request.url))
    page = context.new_page()
    page.on("pageerror", lambda error: page_log.errors.append(f"page error: {error}"))
    yield page
    context.close()


def hold_engine(page):
    """Hold back the engine's wheel: the page loads, the engine does not start. The held routes."""
    held = []
    page.route(WHEEL, lambda route: held.append(route))
    return held


def release_engine(page, held):
    """Let the engine start: the held wheel goes through."""
    while not held:  # the worker asks for the wheel once Pyodide has started
        page.wait_for_timeout(50)
    for route in held:
        route.continue_()
    page.unroute(WHEEL)


def kept_tables(page):
    return page.evaluate(KEPT_TABLES)


def wait_kept(page, decisions):
    """Wait until the game is saved with `decisions` decisions and its table kept after it."""
    wait_saved(page, decisions)
    page.wait_for_function(f"""async () => (await ({KEPT_TABLES})()).length === 1""")


def test_the_saved_table_is_drawn_before_the_engine_is_ready_and_then_comes_alive(page, wait_engine_ready):
    start_game(page, wait_engine_ready)
    play(page, OPENING[:2])  # mid-turn: the Arabs are still arming
    wait_kept(page, 2)
    before = page.evaluate("window.antike.view()")
    record = bridge(page, {"command": "save"})["record"]

    held = hold_engine(page)
    page.reload()
    page.wait_for_selector("#game:not([hidden])")
    page.wait_for_selector("#game[data-version]")
    assert page.get_attribute("html", "data-engine") == "loading"
    # The table as it was left: the same nation to decide, the same cities, units and boards.
    shown = page.evaluate("window.antike.view()")
    assert shown["to_decide"] == before["to_decide"] == "arabs"
    assert shown["provinces"] == before["provinces"] and shown["nations"] == before["nations"]
    assert shown["log"] == before["log"][-len(shown["log"]):]
    assert page.evaluate(CHECK_PAGE) == []
    assert page.is_visible("#table-waiting")
    # Nothing can be decided until the engine is ready: no decision is offered, a request is refused.
    assert page.locator("#game [data-decision]").count() == 0
    assert page.is_hidden("#setup")

    release_engine(page, held)
    wait_engine_ready(page)
    page.wait_for_selector("#table-waiting", state="detached")
    page.wait_for_function("document.querySelectorAll('#game [data-decision]').length > 0")
    assert page.evaluate("window.antike.view()") == before
    assert bridge(page, {"command": "save"})["record"] == record
    # The game plays on and is saved again.
    play(page, OPENING[2:4])
    wait_saved(page, 4)


def test_a_hot_seat_game_of_private_views_is_kept_as_a_spectators_view_and_opens_behind_the_hand_over(
        page, wait_engine_ready):
    start_attika(page, wait_engine_ready)
    seat = tap_hand_over(page)
    wait_kept(page, 0)
    (kept,) = kept_tables(page)
    assert kept["table"]["view"]["viewer"] is None, "the kept table is a spectator's, never a person's"

    page.add_init_script(f"document.addEventListener('DOMContentLoaded', {WATCH_HANDS})")
    held = hold_engine(page)
    page.reload()
    page.wait_for_selector("#game[data-version]")
    assert page.get_attribute("html", "data-engine") == "loading"
    assert page.evaluate("window.antike.view().viewer") is None
    assert page.locator("#seats .at-hand, #seats .at-card").count() == 0

    release_engine(page, held)
    wait_engine_ready(page)
    page.wait_for_selector("#hand-over:not([hidden])")
    assert not page.evaluate("window.handSeen"), "a hand was in the page before the hand-over's tap"
    # The saved games are one click away from the hand-over screen too, with no hand shown.
    page.click("[data-action=hand-over-leave]")
    page.wait_for_selector("#setup:not([hidden]) #saved-games-list [data-game]")
    assert not page.evaluate("window.handSeen")
    page.click("#saved-games-list [data-action=continue]")
    page.wait_for_selector("#hand-over:not([hidden])")
    assert tap_hand_over(page) == seat


def test_a_damaged_kept_table_is_dropped_and_the_game_opens_as_before(page, wait_engine_ready):
    start_game(page, wait_engine_ready)
    play(page, OPENING[:1])
    wait_kept(page, 1)
    page.evaluate(PUT_TABLE, {"format": 1, "game": "antike", "view": {"game": "antike"}})
    page.reload()
    wait_engine_ready(page)
    page.wait_for_selector("#saved-games-list [data-game]")
    assert page.is_hidden("#game") and page.is_visible("#setup")
    assert kept_tables(page) == []
    page.locator("#saved-games-list [data-action=continue]").click()
    page.wait_for_selector("#game:not([hidden])")
    page.wait_for_function("document.querySelectorAll('#game [data-decision]').length > 0")


def test_an_engine_that_cannot_start_leaves_the_table_and_offers_the_game_as_a_file(browser, base_url,
                                                                                    page, wait_engine_ready):
    start_game(page, wait_engine_ready)
    play(page, OPENING[:2])
    wait_kept(page, 2)
    record = bridge(page, {"command": "save"})["record"]

    def damaged(route):
        body = bytearray(route.fetch().body())
        body[len(body) // 2] ^= 0xFF
        route.fulfill(status=200, body=bytes(body), content_type="application/zip")
    page.route(WHEEL, damaged)
    page.reload()
    page.wait_for_selector("html[data-engine=error]", state="attached", timeout=60_000)
    assert page.is_visible("#game") and page.evaluate(CHECK_PAGE) == []
    with page.expect_download() as download:
        page.click("[data-action=export-opening]")
    with open(download.value.path(), encoding="utf-8") as file:
        text = file.read()

    # Where the engine starts, the file opens the same game.
    context = browser.new_context(base_url=base_url, service_workers="block")
    elsewhere = context.new_page()
    elsewhere.goto("index.html")
    wait_engine_ready(elsewhere)
    import_text(elsewhere, text, download.value.suggested_filename)
    elsewhere.wait_for_selector("#game:not([hidden])")
    assert bridge(elsewhere, {"command": "save"})["record"]["decisions"] == record["decisions"]
    make(elsewhere, OPENING[2])
    context.close()


def test_a_store_of_the_first_schema_is_upgraded_and_its_games_kept(page, wait_engine_ready):
    """Games saved by a page of storage version 1 (no kept tables) are listed and open as before."""
    start_game(page, wait_engine_ready)
    play(page, OPENING[:1])
    wait_saved(page, 1)
    summary, record = page.evaluate("""() => new Promise((resolve) => {
      const request = indexedDB.open("antike");
      request.onsuccess = () => {
        const transaction = request.result.transaction(["summaries", "records"]);
        const summaries = transaction.objectStore("summaries").getAll();
        const records = transaction.objectStore("records").getAll();
        transaction.oncomplete = () => { request.result.close(); resolve([summaries.result[0], records.result[0]]); };
      };
    })""")
    page.goto("manifest.webmanifest")  # the same origin, with no page holding the store open
    page.evaluate("""([summary, record]) => new Promise((resolve, reject) => {
      const drop = indexedDB.deleteDatabase("antike");
      drop.onsuccess = () => {
        const request = indexedDB.open("antike", 1);
        request.onupgradeneeded = () => {
          request.result.createObjectStore("summaries", { keyPath: "id" });
          request.result.createObjectStore("records", { keyPath: "id" });
        };
        request.onsuccess = () => {
          const transaction = request.result.transaction(["summaries", "records"], "readwrite");
          transaction.objectStore("summaries").put(summary);
          transaction.objectStore("records").put(record);
          transaction.oncomplete = () => { request.result.close(); resolve(); };
        };
        request.onerror = () => reject(request.error);
      };
    })""", [summary, record])
    page.goto("index.html")
    wait_engine_ready(page)
    row = page.locator("#saved-games-list [data-game]")
    row.wait_for()
    assert json.loads(json.dumps(page.evaluate(KEPT_TABLES))) == []
    row.locator("[data-action=continue]").click()
    page.wait_for_selector("#game:not([hidden])")
    make(page, OPENING[1])
    wait_kept(page, 2)
