"""The end of a game (issue 20, item 7): a summary of every nation's personages by kind, cities,
temples and score, the rounds played and how the game was won; "Rematch" starts a new game with the
same options and seats and another seed, "New game" leads to the new-game screen."""

import json

from test_play import GOLDEN, start_game
from test_records import import_text


def finished_game_text():
    """The golden game, played to its end, as a save file."""
    from antike.core.match import Match
    from antike.core.savefile import export_game

    golden = json.loads(GOLDEN.read_text())
    game = Match(golden["options"])
    for decision in golden["decisions"]:
        game.play(decision)
    return export_game(game)


def open_finished(page, wait_engine_ready):
    start_game(page, wait_engine_ready)
    import_text(page, finished_game_text(), "finished.antike.json")
    page.wait_for_selector("#winner:not([hidden])")
    return page.evaluate("window.antike.view()")


def test_the_end_summary_shows_each_nations_personages_cities_temples_and_how_the_game_was_won(
        page, page_log, wait_engine_ready):
    view = open_finished(page, wait_engine_ready)
    winner = next(nation for nation in view["nations"] if nation["id"] == view["outcome"]["winner"])
    assert page.inner_text("#winner-title") == f"{winner['name']} win!"
    facts = page.inner_text("#winner-facts")
    cause = view["outcome"]["cause"]
    assert f"Won by holding {cause['score']} of the {cause['goal']} points" in facts
    assert f"The game lasted {view['round']} rounds." in facts
    headers = page.eval_on_selector_all("#winner-table th", "(cells) => cells.map((c) => c.textContent)")
    assert headers == ["Nation", "Kings", "Scholars", "Generals", "Citizens", "Navigators", "Cities", "Temples", "Score"]
    for nation in view["nations"]:
        cells = page.eval_on_selector_all(f'#winner-table tr[data-nation="{nation["id"]}"] td',
                                          "(cells) => cells.map((c) => c.textContent)")
        assert cells[1:] == [*(str(n) for n in nation["personages"].values()), str(len(nation["cities"])),
                             str(len(nation["temples"])), f"{nation['score']} / {view['goal']}"]
    # In German too, as the page switches (the summary covers the header's switch).
    switch = "(code) => import('./js/i18n.js').then((i18n) => i18n.setLanguage(code))"
    page.evaluate(switch, "de")
    page.wait_for_function("document.getElementById('winner-facts').textContent.startsWith('Gewonnen')")
    assert page.inner_text("[data-action=rematch]") == "Revanche"
    page.evaluate(switch, "en")
    page.wait_for_function("document.getElementById('winner-facts').textContent.startsWith('Won')")
    # New game leads to the new-game screen.
    page.click("[data-action=end-new-game]")
    page.wait_for_selector("#setup:not([hidden])")
    assert page.is_hidden("#winner") and page.is_hidden("#game")
    page_log.assert_no_errors()


def test_rematch_starts_a_new_game_with_the_same_options_and_seats_and_another_seed(page, page_log,
                                                                                     wait_engine_ready):
    view = open_finished(page, wait_engine_ready)
    before = page.evaluate("window.antike.engine.call({command: 'save'})")["record"]
    page.click("[data-action=rematch]")
    page.wait_for_function("window.antike.view().outcome === null && window.antike.view().round === 1")
    assert page.is_hidden("#winner")
    after = page.evaluate("window.antike.engine.call({command: 'save'})")["record"]
    assert after["decisions"] == [] and after["computer"] == before["computer"]
    assert after["options"]["seed"] != before["options"]["seed"]
    assert {**after["options"], "seed": None} == {**before["options"], "seed": None}
    assert [n["id"] for n in page.evaluate("window.antike.view()")["nations"]] == [n["id"] for n in view["nations"]]
    page_log.assert_no_errors()
