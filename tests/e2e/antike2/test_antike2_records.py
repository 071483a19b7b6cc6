"""Antike II keeps a game as Antike does (issue 21, item 6): saved after every decision and continued
after a reload, undo within the turn, replay, export and import: the shared core carries the game."""

from test_antike2 import open_antike2
from test_play import make, version
from test_records import bridge, export_text, import_text, wait_saved


def test_an_antike2_game_is_saved_continued_undone_replayed_exported_and_imported(page, page_log, wait_engine_ready):
    open_antike2(page, wait_engine_ready)
    wait_saved(page, 0)
    first = page.evaluate("window.antike.view()")
    assert first["game"] == "antike2"
    # The first nation takes Militia and arms a unit for 2 iron (A2-ARM-1).
    make(page, {"type": "rondel", "field": "arming", "payment": {}})
    arming = page.evaluate("window.antike.view()")
    arm = next(d for d in arming["legal"] if d["type"] == "arm")
    make(page, arm)
    wait_saved(page, 2)
    before = page.evaluate("window.antike.view()")
    record = bridge(page, {"command": "save"})["record"]
    assert record["game"] == "antike2"

    # Reloaded, the list names the game, and it continues exactly.
    page.reload()
    wait_engine_ready(page)
    row = page.locator("#saved-games-list [data-game]")
    row.wait_for()
    assert "Antike II (2014)" in row.inner_text() and "2 decisions" in row.inner_text()
    row.locator("[data-action=continue]").click()
    page.wait_for_selector("#game:not([hidden])")
    assert page.evaluate("window.antike.view()") == before

    # Undo takes back the unit, then the rondel choice.
    mark = version(page)
    page.click("[data-action=undo]")
    page.wait_for_function(f"document.querySelector('#game').dataset.version !== '{mark}'")
    assert page.evaluate("window.antike.view()") == arming
    mark = version(page)
    page.keyboard.press("Control+z")
    page.wait_for_function(f"document.querySelector('#game').dataset.version !== '{mark}'")
    assert page.evaluate("window.antike.view()") == first
    make(page, {"type": "rondel", "field": "arming", "payment": {}})
    make(page, arm)

    # Replay steps back to the start and returns to the live game.
    page.click("[data-action=replay]")
    page.wait_for_selector("#replay-bar:not([hidden])")
    page.click("[data-action=replay-turn-back]")
    page.wait_for_function("document.querySelector('.replay-position').textContent.includes('decision 0 of 2')")
    page.click("[data-action=leave-replay]")
    page.wait_for_selector("#replay-bar", state="hidden")
    # The bar hides at once; the live game is drawn when the engine has sent its view (a replay's
    # views offer no decision, the live one does).
    page.wait_for_function("window.antike.view().legal.length > 0")
    assert page.evaluate("window.antike.view()") == before

    # Exported under the game's name, imported back: the same game.
    name, text = export_text(page)
    assert name.startswith("antike2-orient-3-nations-") and name.endswith("-decision-2.antike.json")
    mark = version(page)
    import_text(page, text, name=name)
    page.wait_for_function(f"document.querySelector('#game').dataset.version !== '{mark}'")
    assert page.evaluate("window.antike.view()")["nations"] == before["nations"]
    assert bridge(page, {"command": "save"})["record"]["decisions"] == record["decisions"]
    page_log.assert_local_only()
    page_log.assert_no_errors()
