"""Never losing a game, through the page: autosave in the browser, saved games offered after a reload,
save files exported and imported (and bad ones refused with nothing changed), undo, and replay.

Every test starts from an empty browser store (the `page` fixture gives each test a fresh context).
The opening used: Orient, 3 nations, seed 1; the Arabs begin, choose Arming, arm a legion in Adane
for 1 iron and are done; the Greeks and the Persians take Iron. Turns start at points 0, 3, 4 and 5.
Games against computer players are saved after the computer's decisions too; a finished game stays
in the list, marked finished, after the games in progress.
"""
import hashlib
import json

import pytest

from first_screen import show_saved_games
from test_play import GOLDEN, end_turn, make, start_game, version

OPENING = [
    {"type": "rondel", "field": "arming", "payment": {}},
    {"type": "arm", "province": "adane", "unit": "legion", "payment": {"iron": 1}},
    {"type": "done"},
    {"type": "rondel", "field": "iron", "payment": {}},
    {"type": "rondel", "field": "iron", "payment": {}},
]

# The summaries of the saved games, read from the page's own IndexedDB store.
SAVED_SUMMARIES = """() => new Promise((resolve, reject) => {
  const request = indexedDB.open("antike");
  request.onerror = () => reject(request.error);
  request.onsuccess = () => {
    const get = request.result.transaction("summaries").objectStore("summaries").getAll();
    get.onsuccess = () => { request.result.close(); resolve(get.result); };
    get.onerror = () => reject(get.error);
  };
})"""


def play(page, decisions):
    for decision in decisions:
        make(page, decision)


def saved(page):
    return page.evaluate(SAVED_SUMMARIES)


def wait_saved(page, decisions):
    """Wait until the one game in play is saved with `decisions` decisions made."""
    page.wait_for_function(f"""async () => (await ({SAVED_SUMMARIES})())
        .some((s) => s.decisions === {decisions})""")


def bridge(page, request):
    return page.evaluate("(request) => window.antike.engine.call(request)", request)


def decision_buttons(page):
    return page.locator("[data-decision]").count()


def export_text(page):
    """Click Export and return the downloaded file's name and text."""
    with page.expect_download() as download:
        page.click("[data-action=export]")
    path = download.value.path()
    with open(path, encoding="ascii") as file:
        return download.value.suggested_filename, file.read()


def import_text(page, text, name="game.antike.json"):
    """Choose a file with `text` through the Import button."""
    with page.expect_file_chooser() as chooser:
        page.click("[data-action=import]")
    chooser.value.set_files({"name": name, "mimeType": "application/json", "buffer": text.encode()})


def with_checksum(data):
    """A save file's text with a correct checksum (docs/engine-api.md, "Save files")."""
    body = {key: value for key, value in data.items() if key != "checksum"}
    canonical = json.dumps(body, sort_keys=True, separators=(",", ":"))
    return json.dumps({**body, "checksum": hashlib.sha256(canonical.encode("ascii")).hexdigest()})


def test_the_game_is_saved_after_every_decision_and_continues_exactly_after_a_reload(
        page, page_log, wait_engine_ready):
    start_game(page, wait_engine_ready)
    wait_saved(page, 0)
    play(page, OPENING[:2])  # mid-turn: the Arabs are still arming
    wait_saved(page, 2)
    before = page.evaluate("window.antike.view()")
    record = bridge(page, {"command": "save"})["record"]

    page.reload()
    wait_engine_ready(page)
    show_saved_games(page)
    row = page.locator("#saved-games-list [data-game]")
    row.wait_for()
    assert row.count() == 1
    text = row.inner_text()
    assert "Orient" in text and "Round 1" in text and "Arabs to decide" in text and "2 decisions" in text
    assert "last played" in text
    row.locator("[data-action=continue]").click()
    page.wait_for_selector("#game:not([hidden])")
    assert page.evaluate("window.antike.view()") == before
    assert bridge(page, {"command": "save"})["record"] == record

    # The game goes on from there, and is saved again.
    play(page, OPENING[2:4])
    wait_saved(page, 4)
    assert len(saved(page)) == 1
    page_log.assert_local_only()
    page_log.assert_no_errors()


def test_several_games_are_kept_and_deleting_one_takes_two_clicks(page, page_log, wait_engine_ready):
    start_game(page, wait_engine_ready)
    play(page, OPENING[:1])
    wait_saved(page, 1)
    page.click("#new-game-button")
    page.select_option("#setup-players", "4")
    page.click("[data-action=start-game]")
    page.wait_for_selector("#game:not([hidden])")
    page.wait_for_function(f"async () => (await ({SAVED_SUMMARIES})()).length === 2")
    page.click("#new-game-button")
    rows = page.locator("#saved-games-list [data-game]")
    page.wait_for_function("document.querySelectorAll('#saved-games-list [data-game]').length === 2")
    # The newest first: the four-nation game.
    assert rows.nth(0).locator(".seat-letter").count() == 4
    three = rows.nth(1).get_attribute("data-game")

    delete = page.locator(f'[data-game="{three}"] [data-action=delete]')
    delete.click()
    assert rows.count() == 2 and len(saved(page)) == 2  # the first click only asks
    delete.click()
    page.wait_for_function("document.querySelectorAll('#saved-games-list [data-game]').length === 1")
    assert [s["id"] for s in saved(page)] != [three] and len(saved(page)) == 1

    page.reload()
    wait_engine_ready(page)
    show_saved_games(page)
    page.wait_for_selector("#saved-games-list [data-game]")
    assert page.locator("#saved-games-list [data-game]").count() == 1
    assert page.locator(f'[data-game="{three}"]').count() == 0
    page_log.assert_local_only()
    page_log.assert_no_errors()


def test_export_then_import_gives_the_same_game(page, page_log, wait_engine_ready):
    start_game(page, wait_engine_ready)
    play(page, OPENING[:4])
    # A save file is options and decisions: a turn waiting for "End turn" is ended in it.
    end_turn(page)
    exported_view = page.evaluate("window.antike.view()")
    name, text = export_text(page)
    # The file's name carries today's date, as this computer's calendar has it (issue 20).
    today = page.evaluate("(() => { const d = new Date(); return [d.getFullYear(), d.getMonth() + 1, d.getDate()]; })()")
    assert name == "antike-orient-3-nations-{:04d}-{:02d}-{:02d}-decision-4.antike.json".format(*today)
    assert json.loads(text)["decisions"] == OPENING[:4]

    # Another game is in play when the file comes back.
    page.click("#new-game-button")
    page.fill("#setup-seed", "7")
    page.click("[data-action=start-game]")
    page.wait_for_selector("#game:not([hidden])")
    wait_saved(page, 0)
    before = version(page)
    import_text(page, text)
    page.wait_for_function(f"document.querySelector('#game').dataset.version !== '{before}'")
    assert page.evaluate("window.antike.view()") == exported_view
    assert page.is_hidden("#records-message")
    # The imported game is kept beside the two games played here.
    page.wait_for_function(f"async () => (await ({SAVED_SUMMARIES})()).length === 3")
    assert sorted(s["decisions"] for s in saved(page)) == [0, 4, 4]
    # The two copies of one game are told apart: the imported one says so, and each when it was started.
    page.click("#new-game-button")
    page.wait_for_function("document.querySelectorAll('#saved-games-list [data-game]').length === 3")
    imported = page.locator('#saved-games-list [data-origin="imported"]')
    assert imported.count() == 1 and "imported from a file" in imported.inner_text()
    rows = page.locator("#saved-games-list [data-game]")
    assert all("started " in rows.nth(i).inner_text() for i in range(3))
    page_log.assert_local_only()
    page_log.assert_no_errors()


def test_a_bad_file_is_refused_with_its_message_and_nothing_changes(page, page_log, wait_engine_ready):
    start_game(page, wait_engine_ready)
    play(page, OPENING[:3])
    wait_saved(page, 3)
    _, text = export_text(page)
    view = page.evaluate("window.antike.view()")
    summaries = saved(page)
    data = json.loads(text)
    illegal = dict(data, decisions=data["decisions"] + [{"type": "rondel", "field": "arming", "payment": {}},
                                                        {"type": "build_temple", "province": "athen", "payment": {}}])
    tampered = text.replace('"iron": 1', '"iron": 2')
    assert tampered != text
    cases = [
        (tampered, "checksum"),
        (text[: len(text) // 2], "JSON"),
        (with_checksum(dict(data, version=3)), "version"),
        (with_checksum({k: v for k, v in data.items() if k != "computer"}), "computer"),
        (with_checksum(illegal), "Decision 5"),
    ]
    for bad, expected in cases:
        import_text(page, bad, "bad.antike.json")
        page.wait_for_selector("#records-message:not([hidden])")
        message = page.inner_text("#records-message")
        assert "bad.antike.json was not imported" in message and expected in message, message
        assert page.evaluate("window.antike.view()") == view
        assert bridge(page, {"command": "view"})["view"] == view
        assert saved(page) == summaries
        assert decision_buttons(page) > 0
        page.click("[data-action=close-message]")
    # The game in play still takes decisions.
    make(page, OPENING[3])
    page_log.assert_local_only()
    page_log.assert_no_errors()


def test_a_file_of_malformed_json_is_refused_naming_line_and_column(page, page_log, wait_engine_ready):
    start_game(page, wait_engine_ready)
    play(page, OPENING[:2])
    _, text = export_text(page)
    # A comma lost at the end of the third line.
    lines = text.split("\n")
    lines[2] = lines[2].rstrip(",")
    import_text(page, "\n".join(lines), "bad.antike.json")
    page.wait_for_selector("#records-message:not([hidden])")
    message = page.inner_text("#records-message")
    assert "at line 4, column 3" in message and "char" not in message, message
    page_log.assert_local_only()
    page_log.assert_no_errors()


def test_undo_takes_back_own_decisions_of_the_turn_only(page, page_log, wait_engine_ready):
    start_game(page, wait_engine_ready)
    undo = page.locator("[data-action=undo]")
    views = [page.evaluate("window.antike.view()")]
    page.wait_for_function("document.querySelector('[data-action=undo]').disabled")
    for decision in OPENING[:2]:
        make(page, decision)
        views.append(page.evaluate("window.antike.view()"))
    page.wait_for_function("!document.querySelector('[data-action=undo]').disabled")
    before = version(page)
    undo.click()  # the legion goes back
    page.wait_for_function(f"document.querySelector('#game').dataset.version !== '{before}'")
    assert page.evaluate("window.antike.view()") == views[1]
    before = version(page)
    page.keyboard.press("Control+z")  # and the rondel choice
    page.wait_for_function(f"document.querySelector('#game').dataset.version !== '{before}'")
    assert page.evaluate("window.antike.view()") == views[0]
    page.wait_for_function("document.querySelector('[data-action=undo]').disabled")
    wait_saved(page, 0)

    # The Arabs' ended turn can be taken back until they end it (issue 20, item 3); then no more.
    play(page, OPENING[:3])
    page.wait_for_selector("#end-turn:not([hidden])")
    assert bridge(page, {"command": "undo_info"})["can_undo"] == 3
    before = version(page)
    undo.click()
    page.wait_for_function(f"document.querySelector('#game').dataset.version !== '{before}'")
    page.wait_for_selector("#end-turn", state="hidden")
    assert page.evaluate("window.antike.view()") == views[2]
    make(page, OPENING[2])
    end_turn(page)
    page.wait_for_function("document.querySelector('[data-action=undo]').disabled")
    assert bridge(page, {"command": "undo_info"})["can_undo"] == 0
    page.keyboard.press("Control+z")
    assert len(bridge(page, {"command": "save"})["record"]["decisions"]) == 3
    page_log.assert_local_only()
    page_log.assert_no_errors()


def test_replay_steps_back_and_forth_and_leaving_it_returns_to_the_live_game(page, page_log, wait_engine_ready):
    start_game(page, wait_engine_ready)
    views = [page.evaluate("window.antike.view()")]
    for decision in OPENING:
        make(page, decision)
        views.append(page.evaluate("window.antike.view()"))
    live = views[-1]

    def shown_at(at):
        page.wait_for_function(f"document.querySelector('.replay-position').textContent.includes('decision {at} of 5')")
        page.wait_for_function("""(expected) => {
            const view = window.antike.view();
            // The position's words change at the click, its view when the engine answers: wait for both
            // (positions 2 and 3 differ only in whose turn it is).
            return JSON.stringify(view.nations) === JSON.stringify(expected.nations)
                && JSON.stringify(view.pending) === JSON.stringify(expected.pending)
                && view.turn === expected.turn && view.log.length === expected.log.length;
        }""", arg=views[at])
        shown = page.evaluate("window.antike.view()")
        # The replay is seen by whoever is at the device now: the live game's viewer.
        assert shown == dict(views[at], legal=[], viewer=live["viewer"])
        assert decision_buttons(page) == 0
        assert page.locator("[data-action=undo]").is_disabled()

    page.click("[data-action=replay]")
    page.wait_for_selector("#replay-bar:not([hidden])")
    shown_at(5)
    page.click("[data-action=replay-turn-back]")
    shown_at(4)
    page.click("[data-action=replay-turn-back]")
    shown_at(3)
    page.click("[data-action=replay-turn-back]")
    shown_at(0)
    assert "The start of the game" in page.inner_text("#replay-bar")
    page.click("[data-action=replay-forward]")
    shown_at(1)
    assert "Decision 1: Arming" in page.inner_text("#replay-bar")
    page.click("[data-action=replay-forward]")
    shown_at(2)
    page.click("[data-action=replay-turn-forward]")
    shown_at(3)
    page.click("[data-action=replay-back]")
    shown_at(2)
    page.keyboard.press("ArrowRight")
    shown_at(3)
    # Clicking the map or the rondel in a replay makes no decision.
    page.locator('#rondel [data-field="gold"]').dispatch_event("click")
    page.locator('#map [data-province="adane"]').dispatch_event("click")
    assert len(bridge(page, {"command": "save"})["record"]["decisions"]) == 5

    page.click("[data-action=leave-replay]")
    page.wait_for_selector("#replay-bar", state="hidden")
    # Back in the live game, the Persians' ended turn still waits for "End turn".
    page.wait_for_selector("#end-turn:not([hidden])")
    assert page.evaluate("window.antike.view()") == live
    make(page, live["legal"][0])
    assert len(bridge(page, {"command": "save"})["record"]["decisions"]) == 6
    page_log.assert_local_only()
    page_log.assert_no_errors()


# Both boards (issue 7: every feature on both): the starting nation of three is a person, the
# other two are computer players.
SEATS = {"orient": ("arabs", ("greeks", "persians")), "occident_v4": ("germanic_tribes", ("greeks", "romans"))}


@pytest.mark.parametrize("board", SEATS)
def test_the_computer_players_decisions_are_saved_too(page, page_log, wait_engine_ready, board):
    person, computers = SEATS[board]
    page.goto("index.html?computer-pace=0")
    wait_engine_ready(page)
    page.wait_for_selector("[data-action=start-game]:not([disabled])")
    page.select_option("#setup-board", board)
    page.select_option("#setup-players", "3")
    for nation in computers:
        page.select_option(f'[data-seat-members="{nation}"]', "easy")
    page.click("[data-action=start-game]")
    page.wait_for_selector("#game:not([hidden])")
    assert page.evaluate("window.antike.view()")["board"] == board
    make(page, {"type": "rondel", "field": "iron", "payment": {}})
    end_turn(page)
    # Back to the person after both computer turns: five decisions or more, every one of them saved.
    page.wait_for_function("""(person) => { const view = window.antike.view();
        return view.pending.nation === person && view.turn > 3; }""", arg=person)
    record = bridge(page, {"command": "save"})["record"]
    assert set(record["computer"]) == set(computers) and record["options"]["board"] == board
    wait_saved(page, len(record["decisions"]))
    before = page.evaluate("window.antike.view()")

    page.reload()
    wait_engine_ready(page)
    show_saved_games(page)
    page.wait_for_selector("#saved-games-list [data-game]")
    assert "(computer)" in page.inner_text("#saved-games-list [data-game]")
    page.click("#saved-games-list [data-game] [data-action=continue]")
    page.wait_for_selector("#game:not([hidden])")
    assert page.evaluate("window.antike.view()") == before
    assert bridge(page, {"command": "save"})["record"] == record
    page_log.assert_local_only()
    page_log.assert_no_errors()


def test_a_finished_game_stays_in_the_list_marked_finished(page, page_log, wait_engine_ready):
    from antike.core.match import Match
    from antike.core.savefile import export_game

    golden = json.loads(GOLDEN.read_text())
    game = Match(golden["options"])
    for decision in golden["decisions"]:
        game.play(decision)
    start_game(page, wait_engine_ready)
    play(page, OPENING[:1])
    import_text(page, export_game(game), "finished.antike.json")
    page.wait_for_selector("#winner:not([hidden])")
    page.click("#winner-close")
    wait_saved(page, len(golden["decisions"]))

    page.click("#new-game-button")
    page.wait_for_function("document.querySelectorAll('#saved-games-list [data-game]').length === 2")
    rows = page.locator("#saved-games-list [data-game]")
    # The game in progress first, the finished one after it, to be opened (looked at, replayed).
    assert rows.nth(0).get_attribute("data-finished") is None
    finished = rows.nth(1)
    assert finished.get_attribute("data-finished") == "true"
    winner = next(n["name"] for n in page.evaluate("window.antike.view()")["nations"]
                  if n["id"] == golden["outcome"]["winner"])
    assert f"Finished: {winner} won" in finished.inner_text()
    assert finished.locator("[data-action=continue]").inner_text() == "Open"
    finished.locator("[data-action=continue]").click()
    page.wait_for_selector("#game:not([hidden])")
    assert page.evaluate("window.antike.view()")["outcome"]["winner"] == golden["outcome"]["winner"]
    assert page.locator("[data-action=undo]").is_disabled()
    page_log.assert_local_only()
    page_log.assert_no_errors()


# A game as an earlier version of the page kept it: its summary held Antike's view data, no words.
PUT_OLD_SUMMARY = """([summary, record]) => new Promise((resolve, reject) => {
  const request = indexedDB.open("antike");
  request.onerror = () => reject(request.error);
  request.onsuccess = () => {
    const transaction = request.result.transaction(["summaries", "records"], "readwrite");
    transaction.objectStore("summaries").put(summary);
    transaction.objectStore("records").put({ id: summary.id, record });
    transaction.oncomplete = () => { request.result.close(); resolve(); };
    transaction.onerror = () => reject(transaction.error);
  };
})"""


def test_a_game_saved_by_the_earlier_page_gets_its_words_from_the_engine(page, page_log, wait_engine_ready):
    """Issue 18, item 7: the list shows the engine's summary words, so the shell reads no game's view;
    a summary kept before that is made anew once from its record, keeping its "last played" time."""
    start_game(page, wait_engine_ready)
    play(page, OPENING[:2])
    wait_saved(page, 2)
    record = bridge(page, {"command": "save"})["record"]
    old = {"id": "earlier-1", "board": "orient", "round": 1, "turn": 1, "current": "arabs", "winner": None,
           "decisions": 2, "computer": [], "nations": [{"id": "arabs", "name": "Arabs", "player": "Arabs",
                                                        "colour": "#000", "letter": "A"}],
           "createdAt": 1_000, "savedAt": 2_000}
    page.evaluate(PUT_OLD_SUMMARY, [old, record])

    page.reload()
    wait_engine_ready(page)
    show_saved_games(page)
    page.wait_for_function("document.querySelectorAll('#saved-games-list [data-game]').length === 2")
    row = page.locator("#saved-games-list [data-game='earlier-1']")
    text = row.inner_text()
    assert "Antike (2005) · Orient" in text and "Round 1, turn 1" in text and "Arabs to decide" in text
    assert "Greeks" in text and "Persians" in text
    page.wait_for_function(f"""async () => (await ({SAVED_SUMMARIES})())
        .some((s) => s.id === 'earlier-1' && s.words)""")
    stored = next(s for s in saved(page) if s["id"] == "earlier-1")
    assert stored["savedAt"] == 2_000 and stored["createdAt"] == 1_000 and stored["finished"] is False
    assert stored["game"] == "antike" and "nations" not in stored and "winner" not in stored
    assert stored["words"]["de"]["status"] == "Araber am Zug"

    # The list speaks the page's language, from the words the engine gave in each.
    page.click("[data-language=de]")
    page.wait_for_function("""document.querySelector("#saved-games-list [data-game='earlier-1']")
        .innerText.includes('Runde 1, Zug 1')""")
    assert "Griechen" in row.inner_text() and "Araber am Zug" in row.inner_text()
    row.locator("[data-action=continue]").click()
    page.wait_for_selector("#game:not([hidden])")
    assert bridge(page, {"command": "save"})["record"] == record
    page_log.assert_local_only()
    page_log.assert_no_errors()
