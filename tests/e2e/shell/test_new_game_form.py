"""The new-game form is built from the game's options schema (issue 18): its fields, choices, words
and constraints come from games.json, which build.py writes from the engine's answer."""


def open_form(page, wait_engine_ready):
    page.goto("index.html")
    wait_engine_ready(page)
    page.wait_for_selector("[data-action=start-game]:not([disabled])")


def test_a_choice_the_schema_offers_appears_in_the_form(page, page_log, wait_engine_ready):
    def served(route):
        games = route.fetch().json()
        variants = next(f for f in games["games"][0]["options"]["fields"] if f["name"] == "variants")
        variants["choices"].append({"value": "marathon", "label": {"en": "Marathon (test)", "de": "Marathon (Test)"},
                                    "requires": [{"option": "nations", "among": [5, 6], "message": "options.variant"}]})
        route.fulfill(status=200, json=games)
    page.route("**/games.json", served)
    open_form(page, wait_engine_ready)
    box = page.locator('#setup-variants input[value="marathon"]')
    assert page.inner_text("#setup-variants").count("Marathon (test)") == 1
    assert box.is_disabled()  # the schema's constraint: 5 or 6 nations
    page.select_option("#setup-players", "5")
    assert box.is_enabled()
    page.click("[data-lang-switch], [data-language=de]")
    assert "Marathon (Test)" in page.inner_text("#setup-variants")


def test_the_forms_constraints_are_the_engines(page, page_log, wait_engine_ready):
    open_form(page, wait_engine_ready)
    twelve = page.locator('#setup-variants input[value="twelve"]')
    military = page.locator('#setup-variants input[value="military"]')
    assert twelve.is_enabled()  # 3 nations, the default
    twelve.check()
    assert military.is_disabled()  # twelve excludes military (R-VAR-4)
    page.select_option("#setup-players", "4")
    assert twelve.is_disabled() and not twelve.is_checked() and military.is_enabled()
    page.select_option("#setup-players", "two_colours")
    assert military.is_disabled() and page.locator('#setup-variants input[value="longer"]').is_disabled()
    assert "drawn by lot" in page.inner_text("#setup-starter")
    page.select_option("#setup-players", "four_nations")
    assert page.locator("#setup-names input[name^=seat-]").count() == 2
    assert page.input_value('#setup-names input[name="seat-0"]') == "Player 1"
    page_log.assert_no_errors()


def test_a_game_started_from_the_form_has_the_options_chosen(page, page_log, wait_engine_ready):
    open_form(page, wait_engine_ready)
    page.select_option("#setup-board", "occident_v4")
    page.select_option("#setup-players", "4")
    page.locator('#setup-variants input[value="expert"]').check()
    page.fill('#setup-names input[name="seat-1"]', "Ann")
    page.locator("#setup summary").click()
    page.fill("#setup-seed", "7")
    page.click("[data-action=start-game]")
    page.wait_for_selector("#game[data-version]")
    options = page.evaluate("window.antike.view().options")
    assert {k: options[k] for k in ("board", "nations", "two_player", "variants", "seed")} == {
        "board": "occident_v4", "nations": 4, "two_player": None, "variants": ["expert"], "seed": 7}
    assert list(options["names"].values()) == ["Ann"]
    page_log.assert_no_errors()


def test_the_form_offers_only_the_games_the_page_can_draw(page, page_log, wait_engine_ready):
    """The engine may know a game whose view is still to come: the game select lists only games
    with a view (games.js), while games.json lists every game of the engine; Attika now has one."""
    open_form(page, wait_engine_ready)
    written = page.evaluate("() => fetch('games.json').then((response) => response.json())")
    offered = page.eval_on_selector_all("#setup-game option", "(options) => options.map((o) => o.value)")
    assert "attika" in [game["id"] for game in written["games"]]
    assert offered == ["antike", "antike2", "duellum", "attika"]
    page_log.assert_no_errors()


def test_a_seats_player_and_name_stay_when_another_field_changes(page, page_log, wait_engine_ready):
    """Choosing the start player (or the number of players) draws the seats again: a computer player
    chosen and a name typed for a seat stay with that seat (issue 23)."""
    open_form(page, wait_engine_ready)
    page.select_option("#setup-game", "attika")
    page.select_option("#setup-players", "3")
    page.select_option('[data-seat-members="sparta"]', "easy")
    page.fill('#setup-names input[name="seat-2"]', "Ann")
    page.locator("#setup summary").click()
    page.select_option("#setup-first", "corinth")
    assert page.input_value('[data-seat-members="sparta"]') == "easy"
    assert page.input_value('#setup-names input[name="seat-2"]') == "Ann"
    page.select_option("#setup-players", "4")
    assert page.input_value('[data-seat-members="sparta"]') == "easy"
    assert page.input_value('[data-seat-members="thebes"]') == "human"
    assert page.input_value('#setup-names input[name="seat-2"]') == "Ann"
    assert page.input_value('#setup-names input[name="seat-3"]') == "Thebes"
    page.select_option("#setup-game", "antike")
    page.select_option("#setup-game", "attika")
    assert page.input_value('[data-seat-members="sparta"]') == "human"
    page_log.assert_no_errors()
