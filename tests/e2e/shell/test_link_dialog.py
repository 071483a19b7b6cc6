"""The link dialog (issue 44 item 6): a link opened at a device for the first time names who sent it,
is the only dialog on screen (another one closes, the new-game form steps aside), and speaks the
page's language; a link that goes on with the game is good news, drawn as such; a damaged link is
refused as before, as a fault. The links are written by the engine (Orient, 3 nations, seed 1: the
Arabs begin, then the Greeks, then the Persians, a computer player); Anna plays the Arabs.
"""
from antike import Match
from antike.core.link import encode_link

SETUP_URL = "index.html?computer-pace=0"
PRODUCTION = ("iron", "gold", "marble")


def link_to_the_greeks():
    """The link Anna (the Arabs) sends once her first turn is over: the Greeks are to move."""
    match = Match({"board": "orient", "nations": 3, "seed": 1, "names": {"arabs": "Anna"}},
                  {"persians": {"strength": "easy"}})
    while match.rules.to_decide(match.state) != "greeks":
        legal = match.rules.legal_decisions(match.state)
        match.play(next(d for d in legal if d["type"] == "rondel" and d["field"] in PRODUCTION and not d["payment"]))
    return encode_link(match, "link-dialog-test")


def open_link_over_the_new_game_form(page, wait_engine_ready, link):
    """The page at the new-game screen with the rules open, then the link arrives in its address."""
    page.goto(SETUP_URL)
    wait_engine_ready(page)
    page.wait_for_selector("[data-action=start-game]:not([disabled])")
    page.click("[data-action=how-to-play]")
    page.wait_for_selector("#how-to-play[open]")
    page.evaluate("(link) => { location.hash = link; }", link)
    page.wait_for_selector("#seat-claim[open]")


def message(page):
    page.wait_for_selector("#records-message:not([hidden])")
    return page.text_content("#records-message span")


def test_the_link_dialog_names_the_sender_and_is_the_only_dialog_on_screen(page, page_log, wait_engine_ready):
    open_link_over_the_new_game_form(page, wait_engine_ready, link_to_the_greeks())
    assert page.evaluate("document.querySelectorAll('dialog[open]').length") == 1, "the rules closed"
    assert page.is_hidden("#setup"), "the new-game form steps aside"
    dialog = page.locator("#seat-claim")
    assert dialog.locator("h3").text_content() == "An invitation to play Antike (2005) · Orient"
    assert dialog.locator(".seat-claim-from").text_content() == "From: Anna (Arabs)"
    assert "decision" not in dialog.inner_text().lower()
    assert page.is_checked('#seat-claim input[value="greeks"]')

    # "Not now": nothing opened, and the new-game form is back.
    page.click("#seat-claim [data-action=decline-link]")
    assert message(page) == "The link was not opened; nothing changed."
    assert page.is_visible("#setup")


def test_a_link_that_goes_on_is_good_news_and_a_damaged_one_a_refusal(page, page_log, wait_engine_ready):
    link = link_to_the_greeks()
    open_link_over_the_new_game_form(page, wait_engine_ready, link)
    page.click("#seat-claim [data-action=claim-seats]")
    page.wait_for_selector("#game[data-version]")
    assert message(page) == "The game is yours to play."
    box = page.locator("#records-message")
    assert "good-news" in box.get_attribute("class").split()
    good_colour = box.evaluate("(node) => getComputedStyle(node).backgroundColor")

    # The same link again: nothing new, still the Greeks' move here; good news again.
    page.evaluate("(link) => { location.hash = link; }", link)
    page.wait_for_function("document.querySelector('#records-message span').textContent.startsWith('This link')")
    assert message(page) == "This link brings nothing new. The game is yours to play."
    assert "good-news" in box.get_attribute("class").split()

    # A damaged link: the refusal as before, drawn as a fault, not as good news.
    damaged = link[:40] + ("A" if link[40] != "A" else "B") + link[41:]
    page.evaluate("(link) => { location.hash = link; }", damaged)
    page.wait_for_function("document.querySelector('#records-message span').textContent.startsWith('The link cannot')")
    assert "good-news" not in (box.get_attribute("class") or "").split()
    assert box.evaluate("(node) => getComputedStyle(node).backgroundColor") != good_colour
    assert page.locator("#seat-claim").count() == 0
    page_log.assert_no_errors()


def test_the_link_dialog_and_its_news_in_german(browser, base_url, wait_engine_ready):
    context = browser.new_context(base_url=base_url, locale="de-DE")
    page = context.new_page()
    try:
        link = link_to_the_greeks()
        open_link_over_the_new_game_form(page, wait_engine_ready, link)
        dialog = page.locator("#seat-claim")
        assert dialog.locator("h3").text_content() == "Eine Einladung zu Antike (2005) · Orient"
        assert dialog.locator(".seat-claim-from").text_content() == "Von: Anna (Araber)"
        assert dialog.locator("h4").text_content() == "Wen spielst du an diesem Gerät?"
        assert dialog.locator("[data-action=claim-seats]").text_content() == "Spielen"
        assert dialog.locator("[data-action=decline-link]").text_content() == "Jetzt nicht"
        page.click("#seat-claim [data-action=claim-seats]")
        page.wait_for_selector("#game[data-version]")
        assert message(page) == "Du bist am Zug."
        page.evaluate("(link) => { location.hash = link; }", link)
        page.wait_for_function("document.querySelector('#records-message span').textContent.startsWith('Dieser')")
        assert message(page) == "Dieser Link bringt nichts Neues. Du bist am Zug."
        # Switched to English while it is shown, the news is said again in English.
        page.click("[data-language=en]")
        assert message(page) == "This link brings nothing new. The game is yours to play."
    finally:
        context.close()
