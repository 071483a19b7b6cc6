"""A saved entry that cannot be read is listed as damaged, with its date and what is known of it,
never silently dropped, and can be exported as it is; every other game loads (issue 46, item 4).

The damage is written straight into the page's IndexedDB store beside a good game: a summary that
is not one, a record the engine refuses under a sound summary, and a record without a summary.
The opening is test_records.py's (Orient, 3 nations, seed 1).
"""
import json

from test_play import start_game
from test_records import OPENING, PUT_OLD_SUMMARY, bridge, play, saved, wait_saved

PUT_RECORD_ONLY = """([id, record]) => new Promise((resolve, reject) => {
  const request = indexedDB.open("antike");
  request.onerror = () => reject(request.error);
  request.onsuccess = () => {
    const transaction = request.result.transaction("records", "readwrite");
    transaction.objectStore("records").put({ id, record });
    transaction.oncomplete = () => { request.result.close(); resolve(); };
    transaction.onerror = () => reject(transaction.error);
  };
})"""

SAVED_AT = 1_780_000_000_000  # 2026-05-28


def rows(page):
    return page.locator("#saved-games-list [data-game]")


def test_damaged_entries_are_listed_beside_a_good_game_which_still_loads(page, page_log, wait_engine_ready):
    start_game(page, wait_engine_ready)
    play(page, OPENING[:2])
    wait_saved(page, 2)
    record = bridge(page, {"command": "save"})["record"]
    [good] = saved(page)
    page.evaluate(PUT_OLD_SUMMARY, [{"id": "bad-summary", "savedAt": SAVED_AT, "decisions": "two"}, record])
    page.evaluate(PUT_OLD_SUMMARY, [{**good, "id": "bad-record"}, {"format": "not a record", "decisions": 7}])
    page.evaluate(PUT_RECORD_ONLY, ["no-summary", record])

    page.reload()
    wait_engine_ready(page)
    page.wait_for_function("document.querySelectorAll('#saved-games-list [data-game]').length === 4")
    bad_summary = page.locator("[data-game='bad-summary'][data-damaged=summary]")
    text = bad_summary.inner_text()
    assert "A damaged saved game" in text and "its description cannot be read" in text
    assert "last played" in text and "2026" in text
    no_summary = page.locator("[data-game='no-summary'][data-damaged=no_summary]")
    assert "its description is missing" in no_summary.inner_text()

    # A sound summary over a record the engine refuses: said when opened, then listed as damaged
    # with what its summary knows.
    page.locator("[data-game='bad-record'] [data-action=continue]").click()
    page.wait_for_selector("[data-game='bad-record'][data-damaged=record]")
    assert "could not be opened" in page.inner_text("#records-message")
    text = page.locator("[data-game='bad-record']").inner_text()
    assert "its decisions cannot be read" in text and "Antike (2005) · Orient" in text and "2 decisions" in text

    # Exported as it is stored.
    with page.expect_download() as download:
        bad_summary.locator("[data-action=export-damaged]").click()
    assert download.value.suggested_filename == "damaged-bad-summary.json"
    with open(download.value.path(), encoding="utf-8") as file:
        exported = json.load(file)
    assert exported == {"id": "bad-summary", "summary": {"id": "bad-summary", "savedAt": SAVED_AT,
                                                         "decisions": "two"},
                        "record": {"id": "bad-summary", "record": record}}

    # Deleting a damaged entry takes two clicks, like any other.
    bad_summary.locator("[data-action=delete]").click()
    assert bad_summary.count() == 1
    bad_summary.locator("[data-action=delete]").click()
    page.wait_for_function("document.querySelectorAll('#saved-games-list [data-game]').length === 3")

    # The good game loads as it was saved.
    page.locator(f"[data-game='{good['id']}'] [data-action=continue]").click()
    page.wait_for_selector("#game:not([hidden])")
    assert bridge(page, {"command": "save"})["record"] == record
    page_log.assert_local_only()
    page_log.assert_no_errors()


def test_the_damaged_rows_speak_german(page, wait_engine_ready):
    page.context.add_init_script("localStorage.setItem('antike.language', 'de')")
    start_game(page, wait_engine_ready)
    page.evaluate(PUT_RECORD_ONLY, ["no-summary", {"format": "not a record"}])
    page.click("#new-game-button")
    row = page.locator("[data-game='no-summary'][data-damaged=no_summary]")
    row.wait_for()
    assert "Eine beschädigte gespeicherte Partie" in row.inner_text() and "ihre Beschreibung fehlt" in row.inner_text()
    assert row.locator("[data-action=export-damaged]").inner_text() == "So exportieren, wie sie ist"
