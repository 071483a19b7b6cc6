"""Rules help on the page (issue 20, item 5): "How to play" from the header on the new-game screen
and in the game, in English and German; tooltips that say what a rondel field would give now, what
a know-how costs and needs, how far the next personage is, and a city's defence. Every text is the
engine's catalogue's (games.json `words`), every number the engine's view's. And (item 8) a game
started without a typed seed gets a random one, which its options keep."""

from test_play import start_game
from first_screen import show_saved_games


def open_setup(page, wait_engine_ready, language="en"):
    page.goto("index.html")
    wait_engine_ready(page)
    show_saved_games(page)
    page.wait_for_selector("[data-action=start-game]:not([disabled])")
    if language != "en":
        page.click(f"#language-switch [data-language={language}]")


def words(page, language):
    """The game's words in `language`, as the page registered them from games.json."""
    return page.evaluate(f"import('./js/i18n.js').then((i18n) => i18n.textsOf('{language}'))")


def read_help(page):
    page.click("[data-action=how-to-play]")
    page.wait_for_selector("#how-to-play[open]")
    text = page.inner_text("#how-to-play")
    page.click("[data-action=close-help]")
    page.wait_for_selector("#how-to-play:not([open])", state="attached")
    return text


def test_how_to_play_opens_from_the_new_game_screen_and_from_the_game_in_both_languages(page, page_log,
                                                                                          wait_engine_ready):
    for language, title in (("en", "How to play"), ("de", "Spielanleitung")):
        open_setup(page, wait_engine_ready, language)
        texts = words(page, language)
        assert page.inner_text("[data-action=how-to-play]") == title == texts["help.title"]
        on_setup = read_help(page)
        # Every section of the engine's help, none of the other language's.
        sections = [key for key in texts if key.startswith("help.") and key != "help.title"]
        assert len(sections) >= 5 and all(texts[key] in on_setup for key in sections)
        page.click("[data-action=start-game]")
        page.wait_for_selector("#game[data-version]")
        assert read_help(page) == on_setup
    page_log.assert_no_errors()


def test_a_rondel_fields_tooltip_says_what_it_would_give_now_and_its_cost(page, page_log, wait_engine_ready):
    start_game(page, wait_engine_ready)
    view = page.evaluate("window.antike.view()")
    iron = view["rondel"]["preview"]["iron"]["gives"]["iron"]
    page.hover('#rondel [data-field="iron"]')
    page.wait_for_selector("#tooltip:not([hidden])")
    tip = page.inner_text("#tooltip")
    assert f"Now: +{iron} iron" in tip and "Free to reach." in tip and tip.startswith("Iron: ")
    # In German, from the same view.
    page.click("#language-switch [data-language=de]")
    page.wait_for_function("document.documentElement.lang === 'de'")
    page.mouse.move(0, 0)
    page.hover('#rondel [data-field="iron"]')
    page.wait_for_function(f"document.getElementById('tooltip').textContent.includes('Jetzt: +{iron} Eisen')")
    page_log.assert_no_errors()


def test_know_how_personage_and_defence_tooltips_give_the_views_numbers(page, page_log, wait_engine_ready):
    start_game(page, wait_engine_ready)
    view = page.evaluate("window.antike.view()")
    arabs = next(nation for nation in view["nations"] if nation["id"] == "arabs")

    def tip(selector):
        page.mouse.move(0, 0)
        page.hover(selector, force=True)
        page.wait_for_selector("#tooltip:not([hidden])")
        return page.inner_text("#tooltip")

    roads = tip('#seats [data-nation="arabs"] [data-know-how="roads"]')
    assert f"Price now: {arabs['know_how_prices']['roads']['price']} gold." in roads and "Needs Wheel first." in roads
    king = arabs["progress"]["king"]
    assert (f"Next king at {king['next']} cities - you have {king['have']}"
            in tip('#seats [data-nation="arabs"] [data-personage="king"]'))
    # A foreign city, seen by the Arabs who act: its defence and what conquering it takes.
    persian = next(nation for nation in view["nations"] if nation["id"] == "persians")["cities"][0]
    defence = tip(f'#map [data-province="{persian}"]')
    assert f"Defence {view['provinces'][persian]['defence']} = city 1" in defence and "To conquer it" in defence
    page_log.assert_no_errors()


def test_two_new_games_without_a_typed_seed_get_different_seeds_that_their_records_keep(page, page_log,
                                                                                         wait_engine_ready):
    open_setup(page, wait_engine_ready)
    assert page.input_value("#setup-seed") == ""
    seeds = []
    for _ in range(2):
        page.click("[data-action=start-game]")
        page.wait_for_selector("#game[data-version]")
        record = page.evaluate("window.antike.engine.call({command: 'save'})")["record"]
        seeds.append(record["options"]["seed"])
        page.click("#new-game-button")
        # The new-game screen's header names no game any more.
        page.wait_for_selector("#setup:not([hidden])")
        page.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
        assert page.inner_text("#turn-info") == ""
    assert seeds[0] != seeds[1] and all(isinstance(seed, int) for seed in seeds)
    page_log.assert_no_errors()


def test_a_long_press_on_touch_shows_a_fields_tooltip_and_does_not_choose_it(browser, base_url, wait_engine_ready):
    """Item 5: on a touch screen a long press asks (the tooltip), a tap chooses."""
    from map_measure import open_game
    context, page = open_game(browser, base_url, wait_engine_ready, "tablet 1024x768")
    before = page.evaluate("window.antike.view()")
    field = page.locator('#rondel [data-field="iron"]')
    field.scroll_into_view_if_needed()
    box = field.bounding_box()
    point = {"x": box["x"] + box["width"] / 2, "y": box["y"] + box["height"] / 2}
    touch = context.new_cdp_session(page)
    touch.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [point]})
    page.wait_for_selector("#tooltip:not([hidden])")  # the press is held until the tooltip shows
    touch.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    tip = page.text_content("#tooltip")
    assert tip == page.get_attribute('#rondel [data-field="iron"]', "data-tip") and "iron" in tip.lower()
    # Input arrives in order: once a mouse move sent after the lift has reached the page, so has
    # any click the lifted finger made; a decision it made would then be asked of the engine.
    page.evaluate("""() => { window.markerArrived = new Promise((resolve) => document.addEventListener(
        "pointermove", (event) => event.pointerType === "mouse" && resolve())); }""")
    touch.send("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": 1, "y": 1})
    page.evaluate("window.markerArrived")
    page.wait_for_function("window.antike.engine.waiting.size === 0")
    page.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
    assert page.evaluate("window.antike.view()") == before
    context.close()


def test_how_to_play_opens_at_its_top_at_every_size(browser, base_url, wait_engine_ready):
    # Issue 44 item 3: the dialog's focus is its close button, at the end; it must not scroll there.
    for size in ({"width": 1280, "height": 800}, {"width": 1024, "height": 768}, {"width": 390, "height": 844}):
        context = browser.new_context(base_url=base_url, viewport=size)
        page = context.new_page()
        open_setup(page, wait_engine_ready)
        for _ in range(2):  # a second opening after reading to the end starts at the top again
            page.click("[data-action=how-to-play]")
            page.wait_for_selector("#how-to-play[open]")
            dialog = page.locator("#how-to-play")
            assert dialog.evaluate("(d) => d.scrollHeight > d.clientHeight"), size
            assert dialog.evaluate("(d) => d.scrollTop") == 0, size
            title = page.locator("#how-to-play-title").bounding_box()
            box = dialog.bounding_box()
            assert box["y"] <= title["y"] < box["y"] + box["height"], size
            assert page.evaluate("document.activeElement.dataset.action") == "close-help"
            dialog.evaluate("(d) => { d.scrollTop = d.scrollHeight; }")
            page.keyboard.press("Escape")
            page.wait_for_selector("#how-to-play:not([open])", state="attached")
        context.close()
