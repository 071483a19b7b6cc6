"""Play at a distance by link, through the page (issue 24): two browser contexts stand for two players
at two devices. A plays the Arabs, the Greeks are B's (elsewhere, by link), the Persians a computer
(easy, played by whichever device holds the game). Orient, 3 nations, seed 1: the Arabs begin, then
the Greeks, then the Persians; every turn here is a production field, which ends the turn at once.
"""
from test_play import end_turn, make

SETUP_URL = "index.html?computer-pace=0"
PRODUCTION = ("iron", "gold", "marble")

# Every saved game of the page's IndexedDB store: {id: {summary, record}}.
SAVED_GAMES = """() => new Promise((resolve, reject) => {
  const request = indexedDB.open("antike");
  request.onerror = () => reject(request.error);
  request.onsuccess = () => {
    const transaction = request.result.transaction(["summaries", "records"]);
    const summaries = transaction.objectStore("summaries").getAll();
    const records = transaction.objectStore("records").getAll();
    transaction.oncomplete = () => {
      request.result.close();
      const games = {};
      for (const summary of summaries.result) games[summary.id] = { summary };
      for (const { id, record } of records.result) games[id].record = record;
      resolve(games);
    };
    transaction.onerror = () => reject(transaction.error);
  };
})"""


def saved_games(page):
    return page.evaluate(SAVED_GAMES)


def view(page):
    return page.evaluate("window.antike.view()")


def bridge(page, request):
    return page.evaluate("(request) => window.antike.engine.call(request)", request)


def first_visit(context, wait_engine_ready, url=SETUP_URL):
    """A page of `context` at `url`, its engine ready and the whole site kept for offline use."""
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(url)
    wait_engine_ready(page)
    page.wait_for_selector("html[data-offline=ready]", state="attached", timeout=120_000)
    return page, errors


def start_link_game(page):
    """On the new-game screen: Orient, 3 nations, seed 1, the Greeks elsewhere, the Persians a computer."""
    page.wait_for_selector("[data-action=start-game]:not([disabled])")
    page.select_option("#setup-board", "orient")
    page.select_option("#setup-players", "3")
    page.locator("#setup summary").click()
    page.fill("#setup-seed", "1")
    page.select_option('[data-seat-members="greeks"]', "remote")
    page.select_option('[data-seat-members="persians"]', "easy")
    page.click("[data-action=start-game]")
    page.wait_for_selector("#game[data-version]")


def produce(page, nation):
    """`nation`, played at this page, takes a free production field and ends its turn."""
    page.wait_for_function("(nation) => window.antike.view()?.pending.nation === nation", arg=nation)
    current = view(page)
    decision = next(d for d in current["legal"]
                    if d["type"] == "rondel" and d["field"] in PRODUCTION and not d["payment"])
    make(page, decision)
    end_turn(page)


def link_to_send(page, previous=None):
    """The link the page offers to send (the text its copy button copies), once it is a new one."""
    page.wait_for_selector("#send-move:not([hidden])")
    page.wait_for_function("""(previous) => {
      const link = document.getElementById("send-move-link").value;
      return link.includes("#play=") && link !== previous;
    }""", arg=previous)
    return page.input_value("#send-move-link")


def message(page):
    page.wait_for_selector("#records-message:not([hidden])")
    return page.text_content("#records-message span")


def since_nations(page):
    return page.evaluate("() => [...document.querySelectorAll('#since li')].map((li) => li.dataset.seat)")


def test_moves_travel_by_link_both_ways_with_the_network_cut_and_an_older_link_changes_nothing(
        browser, base_url, wait_engine_ready):
    context_a = browser.new_context(base_url=base_url)
    context_b = browser.new_context(base_url=base_url)
    try:
        page_a, errors_a = first_visit(context_a, wait_engine_ready)
        page_b, errors_b = first_visit(context_b, wait_engine_ready, "index.html")
        context_a.set_offline(True)
        context_b.set_offline(True)

        # A: the Arabs' turn, ended; the Greeks are to decide elsewhere, so A sends the game.
        start_link_game(page_a)
        produce(page_a, "arabs")
        first_link = link_to_send(page_a)
        assert view(page_a)["pending"]["nation"] == "greeks"
        assert page_a.locator("#all-choices-list [data-decision]").count() == 0, "A may not decide for B"
        assert page_a.is_disabled("[data-action=undo]")
        page_a.keyboard.press("Control+z")
        assert "cannot go back past a move sent" in message(page_a)
        [game_a] = saved_games(page_a).values()
        assert game_a["summary"]["link"]["remote"] == ["greeks"]
        assert game_a["summary"]["link"]["shared"] == len(game_a["record"]["decisions"])
        assert "link" not in game_a["record"], "which seats are remote is this device's, not the game's"

        # B opens the link (a new tab, offline): says the Greeks are theirs, sees the Arabs' turn.
        page_b2 = context_b.new_page()
        page_b2.goto(first_link)
        wait_engine_ready(page_b2)
        page_b2.wait_for_selector("#seat-claim[open]")
        assert page_b2.is_checked('#seat-claim input[value="greeks"]')
        assert not page_b2.is_checked('#seat-claim input[value="arabs"]')
        assert page_b2.locator('#seat-claim input[value="persians"]').count() == 0, "a computer seat is no one's"
        page_b2.click("[data-action=claim-seats]")
        page_b2.wait_for_selector("#game[data-version]")
        assert page_b2.evaluate("location.hash") == ""
        page_b2.wait_for_selector("#since:not([hidden])")
        assert since_nations(page_b2) == ["arabs"]
        [game_b] = saved_games(page_b2).values()
        assert game_b["summary"]["link"]["remote"] == ["arabs"]
        assert game_b["summary"]["origin"] == "link"

        # B plays the Greeks; the Persians (computer) follow on B's device; the Arabs are A's again.
        produce(page_b2, "greeks")
        second_link = link_to_send(page_b2)
        assert view(page_b2)["pending"]["nation"] == "arabs"

        # A opens it in the page already open (the address changes): the game goes on.
        page_a.goto(second_link)
        assert "new moves" in message(page_a) and "yours to play" in message(page_a)
        page_a.wait_for_function("window.antike.view().pending.nation === 'arabs'")
        assert page_a.evaluate("location.hash") == ""
        assert set(since_nations(page_a)) == {"greeks", "persians"}
        decisions_b = len(saved_games(page_b2)[game_b["summary"]["id"]]["record"]["decisions"])
        [game_a] = saved_games(page_a).values()
        assert len(game_a["record"]["decisions"]) == decisions_b
        produce(page_a, "arabs")
        third_link = link_to_send(page_a, first_link)
        assert third_link not in (first_link, second_link)

        # The first link, older than the game saved at A, changes nothing.
        before = saved_games(page_a)
        page_a.goto(first_link)
        assert "older than the game saved here" in message(page_a)
        page_a.wait_for_function("window.antike.view().pending.nation === 'greeks'")
        assert saved_games(page_a) == before
        assert view(page_a)["pending"]["nation"] == "greeks"
        assert not errors_a and not errors_b
    finally:
        context_a.close()
        context_b.close()


def test_a_tampered_link_is_refused_with_the_engines_message_and_nothing_saved_changes(page, wait_engine_ready):
    page.goto(SETUP_URL)
    wait_engine_ready(page)
    start_link_game(page)
    produce(page, "arabs")
    sent = link_to_send(page)
    with page.expect_download() as download:
        page.click("[data-action=download-link]")
    assert open(download.value.path(), encoding="ascii").read() == f"{sent}\n", "the file holds the same link"
    before = saved_games(page)
    shown = view(page)

    base, text = sent.split("#")
    tampered = text[:40] + ("A" if text[40] != "A" else "B") + text[41:]
    refusal = bridge(page, {"command": "read_link", "text": tampered})
    assert not refusal["ok"]
    page.goto(f"{base}#{tampered}")
    said = message(page)
    assert said.startswith("The link cannot be opened") and refusal["error"]["message"] in said
    assert page.evaluate("location.hash") == ""
    assert saved_games(page) == before
    assert view(page) == shown


def test_a_link_that_went_another_way_is_kept_beside_the_saved_game(page, wait_engine_ready):
    page.goto(SETUP_URL)
    wait_engine_ready(page)
    start_link_game(page)
    produce(page, "arabs")
    link_to_send(page)
    [game] = saved_games(page).values()
    # The same match gone another way: the Arabs' turn played otherwise, as a device that undid it
    # would send it. Made by the engine directly; the page's saved copy is not touched by that.
    record = game["record"]
    other = {**record, "decisions": [{"type": "rondel", "field": "temple", "payment": {}}],
             "unconfirmed": None}
    assert other["decisions"] != record["decisions"][:1]
    assert bridge(page, {"command": "load", "record": other})["ok"]
    made = bridge(page, {"command": "link", "match_id": game["summary"]["link"]["matchId"]})
    assert made["ok"]

    page.goto(f"{SETUP_URL}#{made['text']}")
    assert "went another way" in message(page)
    games = saved_games(page)
    assert len(games) == 2
    assert games[game["summary"]["id"]] == game, "the saved game is kept as it was"
    [copy] = [g for g in games.values() if g["summary"]["id"] != game["summary"]["id"]]
    assert copy["record"]["decisions"] == other["decisions"]
    assert copy["summary"]["link"]["matchId"] == game["summary"]["link"]["matchId"]
    assert copy["summary"]["origin"] == "link"
    assert bridge(page, {"command": "save"})["record"]["decisions"] == other["decisions"], "the link's game is in play"


def fight_question_position():
    """From a seeded random game: (the link of the game just before a move that asks another nation a
    fight question, R-MAN-5; that move; the mover; the nation asked)."""
    import random

    from antike import Match
    from antike.core.link import encode_link
    from antike.games.antike_common.simulate import choose
    rng = random.Random(2)
    match = Match({"board": "orient", "nations": 3, "seed": 2})
    while True:
        state = match.state
        decision = choose(state, rng)
        after = match.rules.apply(state, decision)
        if after.pending["step"] == "fight_question" and decision["type"] == "move":
            return encode_link(match, "fight-question-test"), decision, state.acting, after.pending["nation"]
        match.play(decision)


def test_a_fight_question_to_a_nation_elsewhere_pauses_the_turn_and_sends_the_link(browser, base_url,
                                                                                    wait_engine_ready):
    """Item 3: a decision owed in the middle of another's turn goes to its seat by link."""
    link, move, mover, asked = fight_question_position()
    context = browser.new_context(base_url=base_url)
    page = context.new_page()
    page.goto(f"index.html?computer-pace=0#{link}")
    wait_engine_ready(page)
    page.wait_for_selector("#seat-claim[open]")
    for box in page.query_selector_all("#seat-claim input"):  # only the mover is at this device
        if box.get_attribute("value") == mover:
            box.check()
        else:
            box.uncheck()
    page.click("#seat-claim [data-action=claim-seats]")
    page.wait_for_function("(mover) => window.antike.view()?.pending.nation === mover", arg=mover)
    make(page, move)
    sent = link_to_send(page)
    current = view(page)
    assert current["pending"] == {**current["pending"], "step": "fight_question", "nation": asked}
    assert page.locator("#all-choices-list [data-decision]").count() == 0, "the question is the other's"
    assert page.is_hidden("#end-turn"), "the mover's turn goes on after the answer"
    assert bridge(page, {"command": "read_link", "text": sent})["link"]["decisions"] == len(
        bridge(page, {"command": "save"})["record"]["decisions"])
    context.close()


def test_a_game_with_hidden_information_offers_no_seat_elsewhere_and_says_why(browser, base_url, wait_engine_ready):
    """A link carries the whole game, so a game with hidden information is never played by one: the
    page says so. (The family's games today hide nothing: the page is given Antike marked as hiding.)
    Service workers are blocked, so that games.json comes from the network, where the test marks it."""
    import json

    def marked_hidden(route):
        games = json.loads(route.fetch().text())
        games["games"][0]["hidden_information"] = True
        route.fulfill(json=games)

    seat_kinds = "[...document.querySelectorAll('[data-seat-player] option')].map((o) => o.value)"
    for hidden in (False, True):
        context = browser.new_context(base_url=base_url, service_workers="block")
        page = context.new_page()
        if hidden:
            page.route("**/games.json", marked_hidden)
        page.goto(SETUP_URL)
        wait_engine_ready(page)
        page.wait_for_selector("[data-seat-player]")
        assert ("remote" in page.evaluate(seat_kinds)) is not hidden
        assert page.is_hidden("#setup-no-links") is not hidden
        if hidden:
            assert "hidden hands included" in page.inner_text("#setup-no-links")
        context.close()
