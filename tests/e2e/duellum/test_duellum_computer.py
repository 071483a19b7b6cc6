"""Antike Duellum against the computer in the page: the new-game form offers computer seats for
Duellum (its engine lists strengths), and a game on the West board in which the person recruits, arms,
founds a city paying a neighbour coin, picks an event card and plays one, while the computer answers
with its own turns, played in the worker, shown and saved.

As in test_duellum.py the stretch is found in the engine first (in this process): the person's
decisions by the seeded policy of test_duellum.py, the computer's by the same computer players the
bridge uses (seeded from the game's seed, the seat and the point, so the page's worker makes the same
ones). The page loads the game up to the start of the person's turn in which the stretch begins; from
there the person clicks and the computer plays by itself (`?computer-pace=0`).
"""
import random

from antike.core.computer import ComputerPlayers
from antike.core.match import Match
from antike.core.savefile import export_game
from test_duellum import WANTED, choose, kind_of, make, view
from test_play import end_turn
from test_records import import_text, wait_saved

PERSON, COMPUTER = "carthaginians", "romans"
SETTINGS = {COMPUTER: {"strength": "easy"}}


def new_match(seed):
    return Match({"board": "west", "seed": seed, "first": PERSON}, computer=SETTINGS, game="duellum")


def scripted_game(seeds=range(1, 30), length=500):
    """(seed, decisions, start, end): a West game against the easy computer and the decisions
    start..end (end included) in which the person does all of WANTED; `start` is his rondel move."""
    for seed in seeds:
        match = new_match(seed)
        computers = ComputerPlayers(match)
        rng = random.Random(seed)
        deciders = []
        for _ in range(length):
            seat = match.rules.to_decide(match.state)
            if seat is None:
                break
            deciders.append((seat, match.state.pending["step"]))
            legal = match.rules.legal_decisions(match.state)
            match.play(computers.decide() if seat == COMPUTER else choose(rng, legal))
        for a, (seat, step) in enumerate(deciders):
            if seat != PERSON or step != "rondel":
                continue
            seen = set()
            for b in range(a, min(len(match.decisions), a + 60)):
                if deciders[b][0] == PERSON:
                    seen.add(kind_of(match.decisions[b]))
                if WANTED <= seen and deciders[b + 1:b + 2] and deciders[b + 1][0] == COMPUTER:
                    return seed, match.decisions, a, b
    raise AssertionError("no seed gives a stretch with every wanted decision")


def open_page(page, wait_engine_ready):
    page.goto("index.html?computer-pace=0")
    wait_engine_ready(page)
    page.wait_for_selector("[data-action=start-game]:not([disabled])")


def record(page):
    return page.evaluate("window.antike.engine.call({command: 'save'})")["record"]


def wait_for_person(page):
    """Wait until the person is to decide and offered his choices, confirming his ended turns."""
    while True:
        page.wait_for_function("""() => { const view = window.antike.view();
            return view && (!document.getElementById('end-turn').hidden
              || view.to_decide === 'carthaginians' && document.getElementById('thinking').hidden
                 && document.querySelector('#all-choices-list [data-decision]') !== null); }""")
        if not page.is_visible("#end-turn"):
            return
        end_turn(page)


def seat_choices(page, seat):
    return page.eval_on_selector(f'[data-seat-members="{seat}"]', "(s) => [...s.options].map((o) => o.value)")


def test_the_form_offers_computer_seats_for_a_game_whose_engine_has_some(page, page_log, wait_engine_ready):
    open_page(page, wait_engine_ready)
    games = page.evaluate("fetch('games.json').then((r) => r.json())")["games"]
    strengths = {game["id"]: game["strengths"] for game in games}
    assert strengths["duellum"] == ["easy", "medium", "hard"] and strengths["antike"] == ["easy", "medium", "hard"]
    page.select_option("#setup-game", "duellum")
    assert seat_choices(page, COMPUTER) == ["human", "easy", "medium", "hard"]
    page.select_option(f'[data-seat-members="{COMPUTER}"]', "medium")
    page.click("[data-action=start-game]")
    page.wait_for_selector("#game[data-version]")
    assert record(page)["computer"] == {COMPUTER: {"strength": "medium"}}
    page_log.assert_no_errors()


def test_a_game_against_the_computer_recruits_arms_founds_picks_and_plays_a_card(page, page_log, wait_engine_ready):
    seed, decisions, start, end = scripted_game()
    prefix = new_match(seed)
    for decision in decisions[:start]:
        prefix.play(decision)
    open_page(page, wait_engine_ready)
    page.evaluate("""() => {
      window.thinkingSeen = [];
      const indicator = document.getElementById("thinking");
      new MutationObserver(() => { if (!indicator.hidden) window.thinkingSeen.push(indicator.textContent); })
        .observe(indicator, { attributes: true, childList: true, characterData: true, subtree: true });
    }""")
    import_text(page, export_game(prefix))
    page.wait_for_selector("#game:not([hidden])")
    page.wait_for_function("window.antike.view()?.to_decide === 'carthaginians'")
    made = set()
    for number, decision in enumerate(decisions[start:end + 1], start=start):
        wait_for_person(page)
        saved = record(page)["decisions"]
        if len(saved) > number:  # a computer decision of the stretch (a pick in the person's turn)
            assert saved[number] == decision, (number, saved[number], decision)
            continue
        current = view(page)
        assert current["to_decide"] == PERSON and any(legal == decision for legal in current["legal"]), decision
        made.add(kind_of(decision))
        make(page, decision)
    assert WANTED <= made
    # The person's turn is confirmed; then the computer plays (its picks, its turn), visibly, and it is
    # saved. A pick of the person's in the computer's turn is made as it comes.
    while True:
        wait_for_person(page)
        current = view(page)
        if current["log_turns"][-1]["player"] == PERSON:
            break
        make(page, current["legal"][0])
    after = record(page)
    assert after["decisions"][:end + 1] == decisions[:end + 1]
    assert len(after["decisions"]) > end + 1 and after["computer"] == SETTINGS
    assert any("Romans" in text for text in page.evaluate("window.thinkingSeen"))
    wait_saved(page, len(after["decisions"]))
    # The recap says the computer's turn, and its regions are outlined on the map in its colour.
    page.wait_for_selector("#since:not([hidden])")
    assert "Since your last turn" in page.inner_text("#since")
    shown = view(page)
    summary = shown["log_turns"][-2]
    assert summary["player"] == COMPUTER and summary["summary"] in page.inner_text("#since")
    events = shown["log_events"][summary["first"]:shown["log_turns"][-1]["first"]]
    regions = {r for e in events for r in [e.get("region"), e.get("from"), *e.get("path", []), *e.get("regions", [])] if r}
    followed = set(page.eval_on_selector_all("#map .region.followed", "(gs) => gs.map((g) => g.dataset.region)"))
    assert followed == regions
    # A line of the log, chosen, shows its region on the map until the next decision.
    line = page.locator('#log .log-line[data-event="found"]').last
    index = int(line.get_attribute("data-index"))
    event = shown["log_events"][index - (page.evaluate("window.antike.store.state.logLength") - len(shown["log"]))]
    line.click()
    page.wait_for_selector(f'#map [data-region="{event["region"]}"].attention')
    assert line.get_attribute("aria-pressed") == "true"
    page_log.assert_no_errors()
