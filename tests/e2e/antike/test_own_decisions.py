"""Undo means your own decisions, and the table says who decides (issue 44 item 3), through the page:
at the start of a person's turn after the computers' turns Undo is off, says why, and Ctrl+Z takes
back nothing; mid-turn it takes back only the person's own decision. The header names the nation
whose ended turn waits for "End turn", not the next one; "All choices" is grouped by kind in the
game's words, in English and German."""
from test_computer import bridge, open_setup, play_own_turn_by_clicking, seat, start, view, wait_for_person
from test_play import end_turn, make

ARMING = {"type": "rondel", "field": "arming", "payment": {}}


def test_undo_at_the_start_of_the_turn_leaves_the_computers_turns(page, page_log, wait_engine_ready):
    open_setup(page, wait_engine_ready)
    seat(page, "arabs", "easy")
    seat(page, "persians", "easy")
    start(page)
    wait_for_person(page, "greeks")
    play_own_turn_by_clicking(page, "greeks")
    # The header names the Greeks while their ended turn waits, though the rules ask the Persians next.
    page.wait_for_selector("#end-turn:not([hidden])")
    assert bridge(page, {"command": "view"})["view"]["pending"]["nation"] == "persians"
    assert "Greeks to decide" in page.inner_text("#turn-info") and "Persians" not in page.inner_text("#turn-info")
    end_turn(page)
    wait_for_person(page, "greeks")
    page.wait_for_function("document.querySelector('[data-action=undo]').disabled")
    record = bridge(page, {"command": "save"})["record"]
    assert bridge(page, {"command": "undo_info"})["can_undo"] == 0
    undo = page.locator("[data-action=undo]")
    assert "only your own decisions of this turn" in undo.get_attribute("title")
    page.keyboard.press("Control+z")
    page.wait_for_selector("#records-message:not([hidden])")
    assert "only your own decisions of this turn" in page.inner_text("#records-message")
    assert bridge(page, {"command": "save"})["record"] == record, "the computers' turns stay"
    assert "Greeks to decide" in page.inner_text("#turn-info")
    # One decision of the turn: Undo takes back that one, and the computers' turns stay as they were.
    current = view(page)
    free = [d for d in current["legal"] if d["type"] == "rondel" and not d["payment"]]
    make(page, next((d for d in free if d["field"] in ("marble", "iron", "gold")), free[0]))
    page.wait_for_function("!document.querySelector('[data-action=undo]').disabled")
    undo.click()
    page.wait_for_function("document.querySelector('[data-action=undo]').disabled")
    assert bridge(page, {"command": "save"})["record"]["decisions"] == record["decisions"]
    page_log.assert_no_errors()


def test_all_choices_are_grouped_by_kind_in_the_games_words(page, page_log, wait_engine_ready):
    open_setup(page, wait_engine_ready)
    start(page)
    make(page, ARMING)  # arming: legions, galleys and Done, each a kind
    page.click("#all-choices summary")
    headings = {}
    for language in ("en", "de"):
        if language == "de":
            page.click("#language-switch [data-language=de]")
            page.wait_for_function("document.documentElement.lang === 'de'")
        words = page.evaluate(f"import('./js/i18n.js').then((i18n) => i18n.textsOf('{language}'))")
        legal = view(page)["legal"]
        groups = page.eval_on_selector_all("#all-choices-list .choice-group", """(groups) => groups.map((g) => ({
          heading: g.querySelector('h4').textContent,
          decisions: [...g.querySelectorAll('[data-decision]')].map((b) => JSON.parse(b.dataset.decision)) }))""")
        kinds = []
        for decision in legal:
            if decision["type"] not in kinds:
                kinds.append(decision["type"])
        assert [group["heading"] for group in groups] == [
            f"{words[f'choices.kind.{kind}']} ({sum(d['type'] == kind for d in legal)})" for kind in kinds]
        assert len(groups) >= 2 and [d for group in groups for d in group["decisions"]] == legal
        assert page.inner_text("#all-choices summary").endswith(f"({len(legal)})")
        headings[language] = [group["heading"] for group in groups]
    assert headings["de"] != headings["en"]
    page_log.assert_no_errors()
