"""Antike II (2014) in the page (issue 21, item 3), on Antike's table: chosen on the new-game screen,
played by a person against two computer players (the Bellona card's free unit, a know-how bought on
Scientia, a trade through the trade dialog), and drawn as its rules need: Latin rondel names with
their gloss, the know-hows in five columns with both prices and their holders, neutral temples,
whose destruction is a target on the map confirmed like a conquest.

Orient, 3 nations, seed 1: the Greeks begin, then the Persians; the Arabs move last and so hold the
Bellona card (A2-SET-3). The Arabs are the person's, the others easy computer players.
"""
import json
import random

from antike.core.match import Match
from antike.core.savefile import export_game
from antike.games.antike_common.simulate import choose
from test_computer import wait_for_person
from test_play import click_chooser_option, end_turn, make, version
from test_records import import_text
from first_screen import show_saved_games

PERSON = "arabs"


def view(page):
    return page.evaluate("window.antike.view()")


def nation(current, nation_id):
    return next(n for n in current["nations"] if n["id"] == nation_id)


def open_antike2(page, wait_engine_ready, computers=()):
    """The new-game screen with Antike II chosen (Orient, 3 nations, seed 1), `computers` seated easy."""
    page.goto("index.html?computer-pace=0")
    wait_engine_ready(page)
    show_saved_games(page)
    page.wait_for_selector("[data-action=start-game]:not([disabled])")
    assert "Antike II (2014)" in page.inner_text("#setup-game")
    page.select_option("#setup-game", "antike2")
    page.select_option("#setup-board", "orient")
    page.select_option("#setup-players", "3")
    assert page.locator('#setup-variants input[value="plinius"]').count() == 1  # the form is Antike II's
    # Antike II may be played by link too (its legal lists have an order version): a seat elsewhere.
    assert page.locator('[data-seat-player] option[value="remote"]').count() > 0
    assert page.is_hidden("#setup-no-links")
    page.locator("#setup summary").click()
    page.fill("#setup-seed", "1")
    for seat in computers:
        page.select_option(f'[data-seat-members="{seat}"]', "easy")
    page.click("[data-action=start-game]")
    page.wait_for_selector("#game[data-version]")


def next_own_turn(page):
    """End the person's turn and wait until the computers have played theirs and the person is asked."""
    end_turn(page)
    wait_for_person(page, PERSON)


def test_a_person_arms_with_bellona_buys_mercatura_and_trades_against_computers(page, page_log, wait_engine_ready):
    open_antike2(page, wait_engine_ready, computers=("greeks", "persians"))
    wait_for_person(page, PERSON)
    current = view(page)
    assert current["game"] == "antike2" and current["order"] == ["greeks", "persians", "arabs"]
    assert current["turn"] == 3 and page.locator("#log li", has_text="Persians").count() > 0  # the computers played
    # The Bellona card lies before the last nation in turn order, said in words on its board.
    assert current["bellona"] == PERSON
    assert page.locator(f'#seats [data-nation="{PERSON}"] .bellona').is_visible()
    assert page.locator("#seats .bellona:visible").count() == 1

    # Aurum first, for the gold that Mercatura costs; then Militia, two fields on, free.
    make(page, {"type": "rondel", "field": "gold", "payment": {}})
    next_own_turn(page)
    make(page, {"type": "rondel", "field": "arming", "payment": {}})
    current = view(page)
    free = current["legal"][0]
    assert free["type"] == "arm" and free["payment"] == {}  # the Bellona card's unit, offered first
    page.locator(f'#map [data-province="{free["province"]}"]').dispatch_event("click")
    page.wait_for_selector("#chooser[open]")
    before = version(page)
    click_chooser_option(page, free)
    page.wait_for_function(f"document.querySelector('#game').dataset.version !== '{before}'")
    assert page.locator("#log li", has_text="free with the Bellona card").count() == 1
    make(page, {"type": "done"})
    # The card passes to the nation before the Arabs in turn order (A2-ARM-2).
    assert view(page)["bellona"] == "persians"
    assert page.locator("#log li", has_text="Arabs pass the Bellona card to the Persians").count() == 1
    assert page.locator('#seats [data-nation="persians"] .bellona').is_visible()
    assert page.locator(f'#seats [data-nation="{PERSON}"] .bellona').is_hidden()

    # Scientia, two fields on: Mercatura bought; no trade at its rate in the turn it is bought.
    next_own_turn(page)
    make(page, {"type": "rondel", "field": "know_how", "payment": {}})
    current = view(page)
    buy = next(d for d in current["legal"] if d["type"] == "buy_know_how" and d["know_how"] == "mercatura")
    make(page, buy)
    assert "mercatura" in nation(view(page), PERSON)["know_hows"]
    mercatura = page.locator(f'#seats [data-nation="{PERSON}"] [data-know-how="mercatura"]')
    assert "held" in mercatura.get_attribute("class").split()
    assert page.locator(f'#seats [data-nation="greeks"] [data-know-how="mercatura"] .holder[data-holder="{PERSON}"]').count() == 1
    current = view(page)
    if current["pending"]["nation"] == PERSON:  # founding: the Arabs' turn goes on, without trades
        assert not any(d["type"] == "trade" for d in current["legal"]) and page.locator("#trade-open").is_disabled()
        make(page, {"type": "done"})

    # The next turn, before the rondel move, the trade dialog gives 2 units for 1 (A2-TRADE-1).
    next_own_turn(page)
    current = view(page)
    trades = [d for d in current["legal"] if d["type"] == "trade"]
    assert trades and current["pending"]["step"] == "rondel"
    page.click("#trade-open")
    page.wait_for_selector("#trade[open]")
    arabs = nation(current, PERSON)
    give = max(("marble", "iron", "gold"), key=lambda kind: arabs["resources"][kind])
    take = next(kind for kind in ("marble", "iron", "gold") if kind != give)
    plus = '#trade fieldset[data-side="{}"] [data-kind="{}"] [data-step="1"]'
    assert page.locator("#trade [data-action=apply-trade]").is_disabled()
    page.click(plus.format("give", give))
    page.click(plus.format("give", give))
    assert page.locator(plus.format("give", take)).is_disabled()  # two units given: no more
    # Keyboard: Enter on the focused + for the unit taken, then on "Trade", which the focus reaches.
    page.focus(plus.format("get", take))
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.dataset.action") == "apply-trade"
    size = page.locator(plus.format("get", take)).bounding_box()
    assert size["width"] >= 44 and size["height"] >= 44  # touch targets
    before = version(page)
    page.keyboard.press("Enter")
    page.wait_for_function(f"document.querySelector('#game').dataset.version !== '{before}'")
    after = nation(view(page), PERSON)
    assert after["resources"][give] == arabs["resources"][give] - 2
    assert after["resources"][take] == arabs["resources"][take] + 1
    assert page.locator("#log li", has_text="Arabs trade").count() == 1
    assert page.is_hidden("#trade")
    page_log.assert_no_errors()
    page_log.assert_local_only()


def destroy_position():
    """A seeded Antike II game played at random up to the destruction of a neutral temple that a person
    may make: its save file and the temple's province."""
    rng = random.Random(4)
    match = Match({"board": "orient", "nations": 3, "seed": 4}, game="antike2")
    while True:
        legal = match.rules.legal_decisions(match.state)
        destroy = [d for d in legal if d["type"] == "destroy_temple"]
        if destroy:
            return export_game(match), destroy[0]["province"]
        match.play(choose(match.state, rng))


def test_latin_rondel_know_how_columns_and_neutral_temples_are_drawn(page, page_log, wait_engine_ready):
    open_antike2(page, wait_engine_ready)
    # The rondel: the Latin names, each with its gloss, smaller; in German the gloss is German.
    iron = page.locator('#rondel [data-field="iron"]')
    assert iron.locator("text").first.text_content() == "Ferrum" and iron.locator(".gloss").text_content() == "Iron"
    assert iron.get_attribute("aria-label").startswith("Ferrum (Iron)")
    page.click("[data-language=de]")
    page.wait_for_function("document.querySelector('#rondel [data-field=iron] .gloss').textContent === 'Eisen'")
    assert page.locator('#rondel [data-field="know_how"] text').first.text_content() == "Scientia"
    # Marmor is German too: not glossed with itself (issue 45: no "Marmor / Marmor").
    marble = page.locator('#rondel [data-field="marble"]')
    assert marble.locator(".gloss").text_content() == "" and not marble.get_attribute("aria-label").startswith("Marmor (")
    page.click("[data-language=en]")
    page.wait_for_function("document.querySelector('#rondel [data-field=iron] .gloss').textContent === 'Iron'")

    # Each board: five columns, a basic know-how above its advanced one, both prices in each.
    current = view(page)
    table = current["know_hows"]
    card = page.locator('#seats [data-nation="greeks"]')
    for x, column in enumerate(table["columns"], start=1):
        for y, know_how in enumerate(column, start=1):
            cell = card.locator(f'[data-know-how="{know_how}"]')
            assert cell.evaluate("(node) => [node.style.gridColumn, node.style.gridRow]") == [str(x), str(y)]
            prices = table["prices"][know_how]
            assert cell.locator(".prices").text_content() == f"{prices['first']} / {prices['later']}"
            assert f"{prices['first']} gold for the first buyer, {prices['later']} gold later" in cell.get_attribute("aria-label")
    assert len(table["columns"]) == 5

    # Neutral temples: drawn without a city's ring, named for screen readers and in a tooltip.
    neutral = sorted(p for p, info in current["provinces"].items() if info["neutral_temple"])
    assert neutral == ["gordion", "napoca", "petra"]
    for province in neutral:
        group = page.locator(f'#map [data-province="{province}"]')
        assert "neutral" in group.get_attribute("class").split()
        assert group.locator(".neutral-temple").evaluate("(node) => node.style.display") == ""
        assert group.locator(".owner-ring").get_attribute("stroke") == "none"
        assert "neutral temple" in group.get_attribute("aria-label")
        assert "Neutral temple" in group.get_attribute("data-tip")
    assert page.locator("#legend-neutral").is_visible()
    # A city's defence names the small-nation bonus (A2-MAN-4).
    assert "small nation 1" in page.get_attribute('#map [data-province="mecca"]', "data-tip")

    # Destroying a neutral temple: a highlighted target, made only once confirmed (A2-NEU-4).
    text, temple = destroy_position()
    mark = version(page)
    import_text(page, text, name="game.antike2.json")
    page.wait_for_function(f"document.querySelector('#game').dataset.version !== '{mark}'")
    current = view(page)
    assert current["pending"]["step"] == "conquest"
    group = page.locator(f'#map [data-province="{temple}"]')
    assert "legal" in group.get_attribute("class").split()
    assert page.locator(f'#targets button[data-target="{temple}"]').count() == 1
    group.dispatch_event("click")
    page.wait_for_selector("#chooser[open]")
    assert page.text_content("#chooser-title").startswith("Destroy the neutral temple in ")
    assert "Its strength is 3" in page.text_content("#chooser-note")
    options = [json.loads(b.get_attribute("data-decision"))
               for b in page.query_selector_all("#chooser-options [data-decision]")]
    assert options == [d for d in current["legal"] if d["type"] == "destroy_temple" and d["province"] == temple]
    page.click("#chooser button[value=cancel]")
    assert view(page) == current
    group.dispatch_event("click")
    mark = version(page)
    page.click("#chooser-options [data-decision]")
    page.wait_for_function(f"document.querySelector('#game').dataset.version !== '{mark}'")
    assert not view(page)["provinces"][temple]["neutral_temple"]
    assert group.locator(".neutral-temple").evaluate("(node) => node.style.display") == "none"
    assert page.locator("#log li", has_text="destroy the neutral temple").count() == 1
    page_log.assert_no_errors()


def mover_question_position():
    """A seeded Antike II game played at random up to a mover's question where its unit entered
    (A2-MAN-1): its save file and the pending decision."""
    rng = random.Random(2)
    match = Match({"board": "orient", "nations": 3, "seed": 2}, game="antike2")
    while match.state.pending["step"] != "mover_fight_question":
        match.play(choose(match.state, rng))
    return export_game(match), match.state.pending


def test_A2_MAN_1_the_mover_is_asked_first_where_its_unit_enters(page, page_log, wait_engine_ready):
    """A2-MAN-1: the page asks the mover, by its prompt, a fight per other nation there and "Do not
    fight"; declining hands the question to the nations there."""
    open_antike2(page, wait_engine_ready)
    text, pending = mover_question_position()
    mark = version(page)
    import_text(page, text, name="game.antike2.json")
    page.wait_for_function(f"document.querySelector('#game').dataset.version !== '{mark}'")
    current = view(page)
    assert current["pending"]["step"] == "mover_fight_question"
    assert "fight a" in page.text_content("#prompt") and "first, or not?" in page.text_content("#prompt")
    fights = [d for d in current["legal"] if d["type"] == "fight"]
    assert fights and all(d["province"] == pending["province"] for d in fights)
    decline = page.locator("#actions button", has_text="Do not fight")
    assert decline.count() == 1
    mark = version(page)
    decline.click()
    page.wait_for_function(f"document.querySelector('#game').dataset.version !== '{mark}'")
    after = view(page)["pending"]
    assert after["step"] == "fight_question" and after["nation"] == fights[0]["nation"]
    page_log.assert_no_errors()
