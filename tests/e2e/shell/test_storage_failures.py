"""A storage write that fails is said at once, the game goes on in the page's memory, and its save
file is offered; nothing is pretended (issue 46, item 3).

An init script makes the page's IndexedDB writes throw QuotaExceededError, as a full disk does, while
`window.failStorageWrites` is true. The opening is test_records.py's (Orient, 3 nations, seed 1).
"""
import json

from test_play import make, start_game
from test_records import OPENING, bridge, saved, wait_saved

FAILING_WRITES = """
window.failStorageWrites = %s;
for (const method of ["put", "add"]) {
  const write = IDBObjectStore.prototype[method];
  IDBObjectStore.prototype[method] = function (...args) {
    if (window.failStorageWrites) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    return write.apply(this, args);
  };
}
"""

UNSAVED = "#records-message[data-kind=unsaved]:not([hidden])"


def play(page, decisions):
    for decision in decisions:
        make(page, decision)


def test_a_full_disk_is_said_at_once_the_game_goes_on_and_its_file_can_be_exported(
        page, page_log, wait_engine_ready):
    page.context.add_init_script(FAILING_WRITES % "true")
    start_game(page, wait_engine_ready)
    message = page.locator(UNSAVED)
    message.wait_for()
    assert "storage for this page is full" in message.inner_text()
    assert "export it to a file" in message.inner_text()

    # The game goes on; every decision's failed write says so again.
    page.click("[data-action=close-message]")
    play(page, OPENING[:3])
    message.wait_for()
    assert bridge(page, {"command": "save"})["record"]["decisions"] == OPENING[:3]

    # The message's Export gives the game as it is in memory.
    with page.expect_download() as download:
        message.locator("[data-action=export-unsaved]").click()
    with open(download.value.path(), encoding="ascii") as file:
        text = file.read()
    assert download.value.suggested_filename.endswith(".antike.json")
    imported = bridge(page, {"command": "import", "text": text})
    assert imported["ok"] and imported["record"]["decisions"] == OPENING[:3]

    # Nothing is pretended: the browser holds no game, and the saved-games list shows none.
    assert saved(page) == []
    page.reload()
    wait_engine_ready(page)
    page.wait_for_selector("[data-action=start-game]:not([disabled])")
    assert page.locator("#saved-games").is_hidden()
    page_log.assert_local_only()
    page_log.assert_no_errors()


def test_a_write_that_fails_mid_game_is_said_and_the_warning_goes_once_writes_succeed_again(
        page, page_log, wait_engine_ready):
    page.context.add_init_script(FAILING_WRITES % "false")
    page.context.add_init_script("localStorage.setItem('antike.language', 'de')")
    start_game(page, wait_engine_ready)
    play(page, OPENING[:1])
    wait_saved(page, 1)
    assert page.locator(UNSAVED).count() == 0

    page.evaluate("window.failStorageWrites = true")
    play(page, OPENING[1:2])
    message = page.locator(UNSAVED)
    message.wait_for()
    assert "Speicher des Browsers für diese Seite ist voll" in message.inner_text()
    assert [summary["decisions"] for summary in saved(page)] == [1]

    page.evaluate("window.failStorageWrites = false")
    play(page, OPENING[2:3])
    wait_saved(page, 3)
    page.wait_for_selector(UNSAVED, state="detached")
    assert page.locator("#records-message").is_hidden()
    page_log.assert_no_errors()
