"""Every saved game in one backup file and back again (issue 46, item 5): two saved games backed up,
one deleted, the other played on, the backup restored: the deleted game is back, the longer copy of
the other kept, and the page says what it did. The opening is test_records.py's (Orient, seed 1)."""
import json

from test_play import start_game
from test_records import OPENING, SAVED_SUMMARIES, play, saved, wait_saved


def test_back_up_delete_play_on_and_restore(page, page_log, wait_engine_ready):
    start_game(page, wait_engine_ready)
    play(page, OPENING[:2])
    wait_saved(page, 2)
    played_on = saved(page)[0]["id"]
    page.click("#new-game-button")
    page.select_option("#setup-players", "4")
    page.click("[data-action=start-game]")
    page.wait_for_selector("#game:not([hidden])")
    page.wait_for_function(f"async () => (await ({SAVED_SUMMARIES})()).length === 2")
    deleted = next(summary["id"] for summary in saved(page) if summary["id"] != played_on)

    page.click("#new-game-button")
    page.wait_for_function("document.querySelectorAll('#saved-games-list [data-game]').length === 2")
    assert page.locator("#backup-reminder").is_hidden()  # no game is older than a week
    with page.expect_download() as download:
        page.click("[data-action=backup]")
    backup = download.value
    assert backup.suggested_filename.startswith("antike-backup-")
    text = open(backup.path(), encoding="utf-8").read()
    data = json.loads(text)
    assert data["format"] == "antike-backup" and {game["id"] for game in data["games"]} == {played_on, deleted}
    page.wait_for_function(f"async () => (await ({SAVED_SUMMARIES})()).every((s) => s.exported === true)")

    delete = page.locator(f'[data-game="{deleted}"] [data-action=delete]')
    delete.click()
    delete.click()
    page.wait_for_function("document.querySelectorAll('#saved-games-list [data-game]').length === 1")
    page.locator(f'[data-game="{played_on}"] [data-action=continue]').click()
    page.wait_for_selector("#game:not([hidden])")
    play(page, OPENING[2:4])
    wait_saved(page, 4)

    page.click("#new-game-button")
    with page.expect_file_chooser() as chooser:
        page.click("[data-action=restore]")
    chooser.value.set_files({"name": backup.suggested_filename, "mimeType": "application/json",
                             "buffer": text.encode("utf-8")})
    page.wait_for_function("document.querySelectorAll('#saved-games-list [data-game]').length === 2")
    message = page.inner_text("#records-message")
    assert "Restored from the backup: 1 added, 1 kept as the longer copy, 0 kept twice" in message
    by_id = {summary["id"]: summary for summary in saved(page)}
    assert set(by_id) == {played_on, deleted}
    assert by_id[played_on]["decisions"] == 4 and by_id[deleted]["decisions"] == 0

    # The restored game plays on.
    page.locator(f'[data-game="{deleted}"] [data-action=continue]').click()
    page.wait_for_selector("#game:not([hidden])")
    page_log.assert_local_only()
    page_log.assert_no_errors()


def test_a_wrong_file_is_refused_and_a_diverged_game_is_kept_twice(page, page_log, wait_engine_ready):
    start_game(page, wait_engine_ready)
    play(page, OPENING[:2])
    wait_saved(page, 2)
    page.click("#new-game-button")
    page.wait_for_selector("#saved-games-list [data-game]")
    with page.expect_download() as download:
        page.click("[data-action=backup]")
    text = open(download.value.path(), encoding="utf-8").read()

    with page.expect_file_chooser() as chooser:
        page.click("[data-action=restore]")
    chooser.value.set_files({"name": "notes.json", "mimeType": "application/json", "buffer": b"[1, 2]"})
    page.wait_for_selector("#records-message:not([hidden])")
    assert "notes.json was not restored, nothing was changed: The file is not a backup" in page.inner_text(
        "#records-message")
    assert len(saved(page)) == 1

    # The legion armed in Adane taken back and paid with a coin instead: the backup's copy differs
    # from the stored one, so both are kept.
    [game] = saved(page)
    page.locator(f'[data-game="{game["id"]}"] [data-action=continue]').click()
    page.wait_for_selector("#game:not([hidden])")
    page.click("[data-action=undo]")
    wait_saved(page, 1)
    # The undone state drawn, no request in flight: the buttons on screen are its own.
    page.wait_for_function("window.antike.store.frame === null && !document.body.dataset.busy")
    play(page, [{"type": "arm", "province": "adane", "unit": "legion", "payment": {"coin": 1}}])
    wait_saved(page, 2)
    page.click("#new-game-button")
    with page.expect_file_chooser() as chooser:
        page.click("[data-action=restore]")
    chooser.value.set_files({"name": "backup.json", "mimeType": "application/json", "buffer": text.encode("utf-8")})
    page.wait_for_function("document.querySelectorAll('#saved-games-list [data-game]').length === 2")
    assert "1 kept twice" in page.inner_text("#records-message")
    assert page.locator("[data-origin=backup]").count() == 1
    assert "from the backup" in page.locator("[data-origin=backup]").inner_text()
    page_log.assert_local_only()
    page_log.assert_no_errors()


# A stored summary made older: its createdAt and savedAt moved back by `days`.
AGE_SUMMARIES = """(days) => new Promise((resolve, reject) => {
  const request = indexedDB.open("antike");
  request.onerror = () => reject(request.error);
  request.onsuccess = () => {
    const transaction = request.result.transaction("summaries", "readwrite");
    const summaries = transaction.objectStore("summaries");
    const all = summaries.getAll();
    all.onsuccess = () => {
      const back = days * 24 * 60 * 60 * 1000;
      for (const summary of all.result) {
        summaries.put({ ...summary, createdAt: summary.createdAt - back, savedAt: summary.savedAt - back });
      }
    };
    transaction.oncomplete = () => { request.result.close(); resolve(); };
    transaction.onerror = () => reject(transaction.error);
  };
})"""


def test_the_saved_games_remind_to_back_up_a_game_older_than_a_week_never_exported(
        page, page_log, wait_engine_ready):
    start_game(page, wait_engine_ready)
    play(page, OPENING[:2])
    wait_saved(page, 2)
    page.evaluate(AGE_SUMMARIES, 6)  # six days: not yet
    page.reload()
    wait_engine_ready(page)
    page.wait_for_function("document.querySelectorAll('#saved-games-list [data-game]').length === 1")
    assert page.locator("#backup-reminder").is_hidden()

    page.evaluate(AGE_SUMMARIES, 2)  # eight days in all, never exported
    page.reload()
    wait_engine_ready(page)
    page.wait_for_function("document.querySelectorAll('#saved-games-list [data-game]').length === 1")
    reminder = page.locator("#backup-reminder")
    assert reminder.is_visible()
    assert "older than a week and were never exported" in reminder.inner_text()
    page.click('[data-language="de"]')
    page.wait_for_function("document.querySelector('#backup-reminder').textContent.includes('älter als eine Woche')")

    # A backup takes the game out of the browser's hands: the reminder goes.
    with page.expect_download():
        page.click("[data-action=backup]")
    page.wait_for_function("document.querySelector('#backup-reminder').hidden")
    page.wait_for_function(f"async () => (await ({SAVED_SUMMARIES})()).every((s) => s.exported === true)")
    page_log.assert_local_only()
    page_log.assert_no_errors()
