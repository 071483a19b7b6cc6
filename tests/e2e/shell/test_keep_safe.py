"""Persistent storage (issue 46, item 2): the page asks the browser to keep its storage when a game
is first saved, and the saved-games screen says whether the games are kept safe from the browser's
clean-up, and what to do if not.

An init script counts the page's calls of navigator.storage.persist() and passes each on to the
browser; what the screen says is compared with the browser's own answer (persisted()).
"""
from test_play import start_game
from test_records import OPENING, play, wait_saved

COUNT_PERSIST = """
window.persistAsked = 0;
const persist = StorageManager.prototype.persist;
StorageManager.prototype.persist = function () {
  window.persistAsked += 1;
  return persist.call(this);
};
"""


def test_the_page_asks_to_keep_its_storage_when_a_game_is_first_saved_and_says_whether_it_does(
        page, page_log, wait_engine_ready):
    page.context.add_init_script(COUNT_PERSIST)
    start_game(page, wait_engine_ready)
    wait_saved(page, 0)
    page.wait_for_function("window.persistAsked === 1")
    play(page, OPENING[:2])
    wait_saved(page, 2)
    assert page.evaluate("window.persistAsked") == 1  # once a visit: the browser remembers its answer

    page.click("#new-game-button")
    note = page.locator("#saved-games-safety")
    note.wait_for()
    persisted = page.evaluate("navigator.storage.persisted()")
    assert note.get_attribute("data-persisted") == str(persisted).lower()
    if persisted:
        assert "keeps these games safe" in note.inner_text()
    else:
        assert "may clear these games" in note.inner_text()
        assert "install this page as an app" in note.inner_text() and "export them" in note.inner_text()
    page.click("[data-language=de]")
    page.wait_for_function("document.querySelector('#saved-games-safety').innerText.includes('Partien')")
    assert ("installiere diese Seite als App" in note.inner_text()) != persisted
    page_log.assert_no_errors()
