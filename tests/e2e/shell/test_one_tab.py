"""One tab plays a game, and no decision accepted in any tab is lost (issue 46, item 1).

Two pages in one browser context are two tabs of one browser: they share its IndexedDB store, its
Web Locks and its BroadcastChannels. The opening is test_records.py's (Orient, 3 nations, seed 1).
"""
from test_play import click_button, click_chooser_option, click_province, make, start_game
from test_records import OPENING, bridge, play, wait_saved

BANNER = "#game-held:not([hidden])"
# Without Web Locks (an older browser) every tab may play; the stored version guards the record.
NO_LOCKS = "Object.defineProperty(Navigator.prototype, 'locks', { get: () => undefined, configurable: true })"


def open_saved_game(page, wait_engine_ready):
    """A new tab: open the page and continue its one saved game."""
    page.goto("index.html")
    wait_engine_ready(page)
    page.locator("#saved-games-list [data-game] [data-action=continue]").click()
    page.wait_for_selector("#game:not([hidden])")


def decisions(page):
    return bridge(page, {"command": "save"})["record"]["decisions"]


def wait_decisions(page, count):
    """Wait until the game in this tab's engine has `count` decisions."""
    page.wait_for_function(f"""async () => (await window.antike.engine.call({{ command: "save" }}))
        .record.decisions.length === {count}""")


def attempt(page, decision):
    """Try `decision` the way a player would, without waiting for it to be accepted."""
    if decision["type"] == "rondel":
        page.locator(f'#rondel [data-field="{decision["field"]}"]').dispatch_event("click")
    elif decision["type"] == "arm":
        click_province(page, decision["province"])
    else:
        click_button(page, "#actions", decision)
    if page.is_visible("#chooser"):
        click_chooser_option(page, decision)


def same_game_in_two_tabs(page, wait_engine_ready):
    """A game begun in `page` with one decision, and opened again in a second tab: both tabs."""
    start_game(page, wait_engine_ready)
    play(page, OPENING[:1])
    wait_saved(page, 1)
    second = page.context.new_page()
    open_saved_game(second, wait_engine_ready)
    return page, second


def take_over(taker, holder):
    """Click "Play here" in `taker`: it plays the game, and `holder` turns read-only and says so."""
    taker.click("#game-held [data-action=play-here]")
    taker.wait_for_selector("#game-held", state="hidden")
    holder.locator(BANNER).wait_for()
    assert "now played in another tab" in holder.locator(BANNER).inner_text()


def test_a_game_open_in_two_tabs_is_played_in_one_and_play_here_takes_it_over(
        page, page_log, wait_engine_ready):
    first, second = same_game_in_two_tabs(page, wait_engine_ready)
    banner = second.locator(BANNER)
    banner.wait_for()
    assert "open in another tab" in banner.inner_text()
    assert second.locator("[data-action=undo]").is_disabled()
    assert first.locator(BANNER).count() == 0

    # The first tab plays on; the read-only tab follows.
    play(first, OPENING[1:2])
    wait_decisions(second, 2)

    # "Play here": the second tab takes the game, the first turns read-only and says so.
    take_over(second, first)
    make(second, OPENING[2])
    wait_saved(second, 3)
    wait_decisions(first, 3)

    # And back: the first tab plays again, the second was told.
    take_over(first, second)
    make(first, OPENING[3])
    wait_saved(first, 4)

    # A fresh tab finds every accepted decision (and shows the game read-only: the first tab holds it).
    fresh = first.context.new_page()
    open_saved_game(fresh, wait_engine_ready)
    assert decisions(fresh) == OPENING[:4]
    fresh.locator(BANNER).wait_for()

    # A tab on another game is not disturbed.
    fresh.click("#new-game-button")
    fresh.click("[data-action=start-game]")
    fresh.wait_for_selector("#game[data-version]:not([hidden])")
    assert fresh.locator(BANNER).count() == 0 and first.locator(BANNER).count() == 0
    page_log.assert_no_errors()


def test_without_web_locks_a_stale_tab_is_told_and_brought_up_to_date_instead_of_overwriting(
        page, page_log, wait_engine_ready):
    page.context.add_init_script(NO_LOCKS)
    first, second = same_game_in_two_tabs(page, wait_engine_ready)
    assert second.locator(BANNER).count() == 0

    play(first, OPENING[1:2])
    wait_saved(first, 2)
    # The second tab still shows one decision: its next one is checked against the store first.
    attempt(second, OPENING[1])
    second.wait_for_function("document.querySelector('#error').textContent.includes('played on in another tab')")
    assert "Nothing was overwritten" in second.inner_text("#records-message")
    assert decisions(second) == OPENING[:2]
    make(second, OPENING[2])
    wait_saved(second, 3)

    attempt(first, OPENING[2])
    first.wait_for_function("document.querySelector('#error').textContent.includes('played on in another tab')")
    assert decisions(first) == OPENING[:3]
    make(first, OPENING[3])
    wait_saved(first, 4)

    fresh = first.context.new_page()
    open_saved_game(fresh, wait_engine_ready)
    assert decisions(fresh) == OPENING[:4]
    page_log.assert_no_errors()
