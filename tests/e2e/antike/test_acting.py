"""Issue 20, items 1 and 3, through the page: where to act is obvious (the targets listed by name
beside the map, a refused click says why in the engine's words), a conquest and a field that can
do nothing ask first, and a turn passes on only with "End turn" (Undo takes it back until then)."""
import json
import random

from antike.core.match import Match
from antike.core.savefile import export_game
from antike.games.antike_common.simulate import choose
from test_play import end_turn, make, start_game, version
from test_records import import_text

ARMING = {"type": "rondel", "field": "arming", "payment": {}}


def view(page):
    return page.evaluate("window.antike.view()")


def wait_redraw(page, before):
    page.wait_for_function(f"document.querySelector('#game').dataset.version !== '{before}'")


def test_the_targets_are_listed_by_name_and_a_refused_place_says_why(page, page_log, wait_engine_ready):
    start_game(page, wait_engine_ready)
    make(page, ARMING)
    current = view(page)
    cities = {d["province"] for d in current["legal"] if d["type"] == "arm"}
    listed = page.evaluate("[...document.querySelectorAll('#targets button.target')].map((b) => b.dataset.target)")
    assert set(listed) == cities and len(listed) == len(cities)
    names = page.evaluate("[...document.querySelectorAll('#targets button.target')].map((b) => b.textContent)")
    assert names == sorted(names)
    # Each listed place is highlighted on the map as well.
    for province in cities:
        assert "legal" in page.get_attribute(f'#map [data-province="{province}"]', "class").split()
    # A button does what a click on the map does: it asks which unit, and how to pay.
    page.click(f'#targets button[data-target="{sorted(cities)[0]}"]')
    page.wait_for_selector("#chooser[open]")
    page.click("#chooser button[value=cancel]")
    # A city of another nation is no target: the engine's reason is shown, nothing is played.
    greek = next(p for p, info in current["provinces"].items() if info["owner"] == "greeks")
    name = page.evaluate(f"window.antike.engine.call({{command: 'board', board: 'orient'}})"
                         f".then((r) => r.board.provinces.find((p) => p.id === '{greek}').name)")
    page.locator(f'#map [data-province="{greek}"]').dispatch_event("click")
    page.wait_for_function("document.getElementById('error').textContent !== ''")
    assert page.text_content("#error") == f"Arming in {name}: not a city of the Arabs."
    assert view(page) == current
    page_log.assert_no_errors()


def test_a_production_field_waits_for_end_turn_and_undo_takes_it_back_also_after_a_reload(
        page, page_log, wait_engine_ready):
    start_game(page, wait_engine_ready)
    before = view(page)
    make(page, {"type": "rondel", "field": "iron", "payment": {}})
    # The rules passed the turn on; the page waits for the Arabs to end it.
    page.wait_for_selector("#end-turn:not([hidden])")
    assert "Arabs: your turn is done." in page.inner_text("#end-turn")
    assert "Arabs choose Iron" in page.inner_text("#end-turn")
    assert page.is_hidden("#prompt") and page.locator("[data-decision]").count() == 0
    assert page.evaluate("document.activeElement.dataset.action") == "end-turn"
    # A reload keeps the waiting turn: it is in the record.
    page.reload()
    wait_engine_ready(page)
    page.click("#saved-games-list [data-game] [data-action=continue]")
    page.wait_for_selector("#end-turn:not([hidden])")
    # Undo takes the turn back; the same choice again, then End turn: the Greeks are asked.
    page.wait_for_function("!document.querySelector('[data-action=undo]').disabled")
    mark = version(page)
    page.click("[data-action=undo]")
    wait_redraw(page, mark)
    page.wait_for_selector("#end-turn", state="hidden")
    assert view(page)["nations"] == before["nations"] and view(page)["pending"] == before["pending"]
    make(page, {"type": "rondel", "field": "iron", "payment": {}})
    end_turn(page)
    assert view(page)["pending"]["nation"] == "greeks" and page.is_visible("#prompt")
    assert page.locator("[data-action=undo]").is_disabled()
    page_log.assert_no_errors()


def test_a_field_that_can_do_nothing_asks_first(page, page_log, wait_engine_ready):
    start_game(page, wait_engine_ready)
    current = view(page)
    field = next(f for f, preview in current["rondel"]["preview"].items() if not preview["can_act"])
    mark = version(page)
    page.locator(f'#rondel [data-field="{field}"]').dispatch_event("click")
    page.wait_for_selector("#chooser[open]")
    assert "can do nothing now" in page.text_content("#chooser-title")
    assert page.is_visible("#chooser-note")
    page.click("#chooser button[value=cancel]")
    assert version(page) == mark and view(page) == current
    page.locator(f'#rondel [data-field="{field}"]').dispatch_event("click")
    page.click("#chooser [data-action=go-on]")
    if page.is_visible("#chooser-options [data-decision]"):  # a paid step asks how to pay
        page.click("#chooser-options [data-decision]")
    wait_redraw(page, mark)
    acting = current["pending"]["nation"]
    assert next(n for n in view(page)["nations"] if n["id"] == acting)["rondel"] == field
    page_log.assert_no_errors()


def conquest_position():
    """A seeded game played at random up to a conquest a person may make: its save file and the city."""
    rng = random.Random(4)
    match = Match({"board": "orient", "nations": 3, "seed": 4})
    while True:
        legal = match.rules.legal_decisions(match.state)
        conquests = [d for d in legal if d["type"] == "conquer"]
        if conquests:
            return export_game(match), conquests[0]["province"]
        match.play(choose(match.state, rng))


def test_a_conquest_shows_the_defence_and_is_made_only_when_confirmed(page, page_log, wait_engine_ready):
    text, city = conquest_position()
    start_game(page, wait_engine_ready)
    mark = version(page)
    import_text(page, text)
    wait_redraw(page, mark)
    current = view(page)
    assert current["pending"]["step"] == "conquest"
    page.locator(f'#map [data-province="{city}"]').dispatch_event("click")
    page.wait_for_selector("#chooser[open]")
    assert page.text_content("#chooser-title").startswith("Conquer ")
    note = page.text_content("#chooser-note")
    assert f"Defence {current['provinces'][city]['defence']}" in note and "Choose the units to give up" in note
    options = [json.loads(b.get_attribute("data-decision"))
               for b in page.query_selector_all("#chooser-options [data-decision]")]
    assert options == [d for d in current["legal"] if d["type"] == "conquer" and d["province"] == city]
    page.click("#chooser button[value=cancel]")
    assert view(page) == current
    page.locator(f'#map [data-province="{city}"]').dispatch_event("click")
    mark = version(page)
    page.click("#chooser-options [data-decision]")
    wait_redraw(page, mark)
    assert view(page)["provinces"][city]["owner"] == current["pending"]["nation"]
    page_log.assert_no_errors()
