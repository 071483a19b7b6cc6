"""Issue 41 item 6 and issue 44 item 5: the new-game form offers Attika and Duellum "as printed" (house
set 1: AT-SET-8's start hands 4 and 5, D-SET-3's one coin) beside the house set, the default, with one
line on why; a game started from either choice is set up by the engine as chosen, as its saved record
shows."""

import pytest

from antike.core.match import Match

# game -> (the form's other choices, the current house set, what the seats' note says of each set-up)
GAMES = {
    "duellum": ({"#setup-board": "west"}, 5, {"5": "the other takes 4 coins.", "1": "the other takes 1 coin."}),
    "attika": ({"#setup-players": "2"}, 2, {"2": "starting hands 4, 6 cards", "1": "starting hands 4, 5 cards"}),
}


def open_game(page, wait_engine_ready, game):
    page.goto("index.html")
    wait_engine_ready(page)
    page.wait_for_selector("[data-action=start-game]:not([disabled])")
    page.select_option("#setup-game", game)
    for selector, value in GAMES[game][0].items():
        page.select_option(selector, value)


def started_record(page):
    """Start the game the form describes (seed 5) and give the page's record of it, as its engine saves it."""
    page.locator("#setup summary").click()
    page.fill("#setup-seed", "5")
    page.click("[data-action=start-game]")
    page.wait_for_selector("#game[data-version]")
    return page.evaluate("window.antike.engine.call({command: 'save'})")["record"]


def dealt(game, record):
    """What the set-up dealt, read by replaying the record: the second player's coins, or the start hands."""
    state = Match.from_json(record).state_at(0)
    if game == "duellum":
        return state.players[state.order[1]]["coin"]
    return [sum(state.players[seat]["hand"].values()) for seat in state.order]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_form_offers_the_set_up_as_printed_beside_the_house_set_the_default(page, page_log, wait_engine_ready,
                                                                                   game):
    _, current, notes = GAMES[game]
    open_game(page, wait_engine_ready, game)
    select = page.locator("#setup-house_set")
    assert select.locator("option").all_inner_texts() == ["House rule", "As printed"]
    assert select.input_value() == str(current)
    why = page.inner_text("#setup-house_set-note")
    assert why.startswith("Why the house rule") and "start player" in why and "%" in why
    assert notes[str(current)] in page.inner_text("#setup-starter")
    select.select_option("1")
    assert notes["1"] in page.inner_text("#setup-starter") and page.inner_text("#setup-house_set-note") == why
    page.click("[data-lang-switch], [data-language=de]")
    assert select.locator("option").all_inner_texts() == ["Hausregel", "Wie gedruckt"]
    assert page.inner_text("#setup-house_set-note").startswith("Warum die Hausregel")
    page_log.assert_no_errors()


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_game_started_as_printed_is_set_up_with_house_set_1(page, page_log, wait_engine_ready, game):
    open_game(page, wait_engine_ready, game)
    page.select_option("#setup-house_set", "1")
    record = started_record(page)
    assert record["options"]["house_set"] == 1
    assert dealt(game, record) == {"duellum": 1, "attika": [4, 5]}[game]
    page_log.assert_no_errors()


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_game_started_with_the_forms_default_is_set_up_with_the_house_set(page, page_log, wait_engine_ready,
                                                                               game):
    open_game(page, wait_engine_ready, game)
    record = started_record(page)
    assert record["options"]["house_set"] == GAMES[game][1]
    assert dealt(game, record) == {"duellum": 4, "attika": [4, 6]}[game]
    page_log.assert_no_errors()
