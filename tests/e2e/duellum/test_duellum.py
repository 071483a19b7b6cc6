"""Antike Duellum in the page (js/games/duellum/): chosen on the new-game screen with its house
boards, played hot-seat on the West board through the table's controls (the rondel, the map and its
target list, the chooser, the cards), its map's targets big enough for a finger, and its deck shown
only as a count.

Both seats are persons at this device here (test_duellum_computer.py plays the computer). The
game is played from a prepared record: `scripted_game` plays a seeded game with a simple policy in
the engine (in this process) and finds the shortest stretch in which one player recruits, arms,
founds a city whose tile costs a neighbour coin (D-FOUND-4), picks an event card and plays one; the
page loads the record up to the start of that player's turn in which the stretch begins, and every
decision from there on, both players', is made by clicking as a person would. Other points of such
policy games (found by `first_point`) show a move with Forced march offered with its card, a conquest
asked with the city's strength, and a Fortress playing itself, marked in the log; points of the West
golden game (tests/golden/duellum-west-seed-22.json) show an automatic fight, on a move and on
arming, marked in the log as well.
"""
import json
import random

import pytest

from antike.core.match import Match
from antike.core.savefile import export_game
from map_measure import LAYOUTS, TOUCH_RADIUS_PX, measure
from test_play import click_chooser_option, end_turn, same, version
from test_records import import_text
from locations import GOLDEN
from first_screen import show_saved_games

GOLDEN_WEST = GOLDEN / "duellum-west-seed-22.json"
WANTED = {"recruit", "arm", "found_coin", "pick", "play_card"}
PREFERENCE = {"play_card": 5, "pick": 6, "found": 8, "recruit": 4, "arm": 6, "move": 3, "conquer": 5, "build_temple": 2}


def choose(rng, legal):
    """A seeded policy that founds, arms, recruits, picks and plays cards often."""
    def score(decision):
        kind = decision["type"]
        value = PREFERENCE.get(kind, 1) + rng.random() * 3
        if kind == "rondel":
            value = 2 + rng.random() * 3 - sum(decision["payment"].values())
        elif kind in ("done", "end_movement"):
            value = 1.5 + rng.random() * 2
        elif kind == "no_card":
            value = 0
        if decision.get("card") and kind not in ("pick", "play_card"):
            value -= 2
        if kind == "found" and sum(decision["payment"].values()) >= 4:
            value += 3
        return value
    return max(legal, key=score)


def kind_of(decision):
    # A founding paying more than marble, iron and gold pays a neighbour coin (D-FOUND-4).
    if decision["type"] == "found" and sum(decision["payment"].values()) >= 4 and not decision.get("card"):
        return "found_coin"
    return decision["type"]


def scripted_game(seeds=(8, 5, 2, 15, 4, 1), length=400):
    """(match, player, start, end): a West game and the decisions start..end (end included) in
    which `player` does all of WANTED; `start` is the first decision of his turn."""
    for seed in seeds:
        match = Match({"board": "west", "seed": seed}, game="duellum")
        rng = random.Random(seed)
        deciders = []
        for _ in range(length):
            legal = match.rules.legal_decisions(match.state)
            if not legal:
                break
            deciders.append((match.state.pending["player"], match.state.pending["step"]))
            match.play(choose(rng, legal))
        best = None
        for a in range(len(match.decisions)):
            player = deciders[a][0]
            if deciders[a][1] != "rondel":
                continue  # a window starts with the player's rondel move (or a card before it)
            seen = set()
            for b in range(a, min(len(match.decisions), a + 40)):
                if deciders[b][0] == player:
                    seen.add(kind_of(match.decisions[b]))
                if WANTED <= seen:
                    if best is None or b - a < best[2] - best[1]:
                        best = (player, a, b)
                    break
        if best:
            return (match, *best)
    raise AssertionError("no seed gives a stretch with every wanted decision")


def view(page):
    return page.evaluate("window.antike.view()")


def wait_redrawn(page, before):
    page.wait_for_function(f"document.querySelector('#game').dataset.version !== '{before}'")


def in_chooser(page, decision):
    """Click `decision` in the chooser if it is open; whether it was."""
    if not page.is_visible("#chooser"):
        return False
    click_chooser_option(page, decision)
    return True


def click_decision_button(page, container, decision):
    for button in page.query_selector_all(f"{container} button[data-decision]"):
        if same(json.loads(button.get_attribute("data-decision")), decision):
            button.click()
            return True
    return False


def make(page, decision):
    """Make `decision` through the table's controls and wait for the redraw."""
    end_turn(page)
    before = version(page)
    kind = decision["type"]
    if kind == "rondel":
        page.locator(f'#rondel [data-field="{decision["field"]}"]').dispatch_event("click")
        in_chooser(page, decision)
    elif kind in ("build_temple", "build_wall", "arm", "found", "conquer"):
        # The list beside the map names the same targets as the map.
        page.click(f'#targets [data-target="{decision["region"]}"]')
        if not in_chooser(page, decision):
            assert kind != "conquer"
    elif kind == "move":
        page.locator(f'#map [data-region="{decision["from"]}"]').dispatch_event("click")
        page.wait_for_selector(f'#map [data-region="{decision["from"]}"].selected')
        before = version(page)  # the selection is a redraw of its own
        page.click(f'#targets [data-target="{decision["path"][-1]}"]')
        in_chooser(page, decision)
    elif kind in ("pick", "no_card"):
        assert click_decision_button(page, "#card-pick", decision), decision
    elif kind == "play_card":
        page.click(f'#common-stock [data-play="{decision["card"]}"]')
        page.wait_for_selector("#chooser[open]")
        # The preview shows the card's text before anything is sent.
        assert page.locator("#chooser-note .event-card").count() == 1
        if decision.get("region"):  # and its targets on the map
            assert page.locator(f'#map [data-region="{decision["region"]}"].attention').count() == 1
        click_chooser_option(page, decision)
    elif not click_decision_button(page, "#actions", decision):
        # One opener per choice (a recruit's legion or galley): the one whose chooser offers it.
        for opener in page.locator(f'#actions [data-choices="{kind}"]').all():
            opener.click()
            page.wait_for_selector("#chooser[open]")
            if click_decision_button(page, "#chooser-options", decision):
                break
            page.evaluate("document.getElementById('chooser').close()")
        else:
            raise AssertionError(f"{decision} is offered by no opener")
    wait_redrawn(page, before)


def open_duellum(page, wait_engine_ready, board="west"):
    page.goto("index.html")
    wait_engine_ready(page)
    show_saved_games(page)
    page.wait_for_selector("[data-action=start-game]:not([disabled])")
    page.select_option("#setup-game", "duellum")
    page.select_option("#setup-board", board)


def test_the_new_game_screen_offers_west_and_east_as_house_layouts(page, page_log, wait_engine_ready):
    open_duellum(page, wait_engine_ready)
    assert page.locator("#setup-board option").all_inner_texts() == ["West", "East"]
    row = page.locator("#setup-board").locator("xpath=..").inner_text()
    assert "house layout" in row
    assert "house event deck" in page.inner_text("#setup-board-note")
    page.click("[data-language=de]")
    assert "Hausplan" in page.locator("#setup-board").locator("xpath=..").inner_text()
    page.select_option("#setup-board", "east")
    assert "Griechen" in page.inner_text("#setup-names") and "Perser" in page.inner_text("#setup-names")
    page_log.assert_no_errors()


def test_a_hot_seat_game_recruits_arms_founds_picks_and_plays_a_card(page, page_log, wait_engine_ready):
    match, player, start, end = scripted_game()
    prefix = Match({"board": "west", "seed": match.options["seed"]}, game="duellum")
    for decision in match.decisions[:start]:
        prefix.play(decision)
    open_duellum(page, wait_engine_ready)
    import_text(page, export_game(prefix))
    page.wait_for_selector("#game:not([hidden])")
    page.wait_for_function("window.antike.view()?.game === 'duellum'")
    made = set()
    # Every decision of the stretch, both players', by clicking; the engine's view follows the record.
    for decision in match.decisions[start:end + 1]:
        current = view(page)
        assert any(same(decision, legal) for legal in current["legal"]), decision
        if current["pending"]["player"] == player:
            made.add(kind_of(decision))
        if kind_of(decision) == "found_coin":
            # The tile is chosen in the chooser, among the tiles and payments the engine offers there.
            assert sum(1 for d in current["legal"] if d["type"] == "found" and d["region"] == decision["region"]) > 1
        make(page, decision)
    assert WANTED <= made
    # The page's view is the engine's after the same decisions.
    record = page.evaluate("window.antike.engine.call({command: 'save'})")["record"]
    assert record["decisions"] == match.decisions[:end + 1]
    # The card played went to the discards, the city stands with its tile and owner on the map.
    final = view(page)
    assert final["cards"]["discards"], "the card played is on the discard pile"
    founding = next(d for d in reversed(match.decisions[start:end + 1]) if kind_of(d) == "found_coin")
    site = page.locator(f'#map [data-region="{founding["region"]}"] .site')
    assert f'city {founding["resource"]}' in site.get_attribute("class")
    page_log.assert_no_errors()


def test_the_deck_shows_only_its_count(page, page_log, wait_engine_ready):
    open_duellum(page, wait_engine_ready)
    page.click("[data-action=start-game]")
    page.wait_for_selector("#game[data-version]")
    current = view(page)
    assert "deck" not in current["cards"] and isinstance(current["cards"]["deck_count"], int)
    assert page.get_attribute("#deck-count", "data-count") == str(current["cards"]["deck_count"])
    shown = page.locator("#common-stock .event-card").count()
    assert shown == len(current["cards"]["display"]) + sum(len(p["hand"]) for p in current["players"])
    assert page.locator("#card-display .event-card").count() == 3
    # A click where no decision is offered: the engine says why.
    page.locator('#map [data-region="roma"]').dispatch_event("click")
    page.wait_for_function("document.querySelector('#error').textContent.length > 0")
    page_log.assert_no_errors()


def test_every_target_of_the_duellum_map_takes_a_44_px_finger(browser, base_url, wait_engine_ready):
    for layout in ("tablet 1024x768", "phone 390x844"):
        context = browser.new_context(base_url=base_url, **LAYOUTS[layout])
        page = context.new_page()
        open_duellum(page, wait_engine_ready)
        page.click("[data-action=start-game]")
        page.wait_for_selector("#game[data-version]")
        at_rondel = measure(page)["targets"]
        before = version(page)
        page.locator('#rondel [data-field="militia"]').dispatch_event("click")
        wait_redrawn(page, before)
        page.wait_for_selector("#map .province.legal")
        on_map = measure(page)["targets"]
        offered = page.evaluate("[...document.querySelectorAll('#map .province.legal')].map((g) => g.dataset.region)")
        assert {target["what"] for target in on_map} & set(offered), layout
        small = [target for target in at_rondel + on_map if target["radius"] < TOUCH_RADIUS_PX]
        assert not small, (layout, small)
        context.close()


def first_point(wanted, seeds=range(1, 12), length=400):
    """(seed, decisions): the first point of a seeded policy game whose legal list has a decision
    that `wanted(decision, state)` accepts, and the decisions made before it."""
    for seed in seeds:
        match = Match({"board": "west", "seed": seed}, game="duellum")
        rng = random.Random(seed)
        for _ in range(length):
            legal = match.rules.legal_decisions(match.state)
            if not legal:
                break
            if any(wanted(decision, match.state) for decision in legal):
                return seed, list(match.decisions)
            match.play(choose(rng, legal))
    raise AssertionError("no seed reaches such a point")


def load_point(page, wait_engine_ready, seed, decisions, computer=None):
    """The page with the West game of `seed` after `decisions`, loaded from a save file; `computer`
    names the seats computers play ({nation: strength})."""
    match = Match({"board": "west", "seed": seed}, computer=computer or {}, game="duellum")
    for decision in decisions:
        match.play(decision)
    load_match(page, wait_engine_ready, match)


def load_match(page, wait_engine_ready, match):
    """The page with `match` loaded from a save file."""
    open_duellum(page, wait_engine_ready)
    import_text(page, export_game(match))
    page.wait_for_selector("#game:not([hidden])")
    page.wait_for_function("window.antike.view()?.game === 'duellum'")
    end_turn(page)


def test_a_move_with_forced_march_is_offered_with_the_card_and_its_text(page, page_log, wait_engine_ready):
    seed, decisions = first_point(lambda d, state: d["type"] == "move" and d.get("card") == "eilmarsch")
    load_point(page, wait_engine_ready, seed, decisions)
    move = next(d for d in view(page)["legal"] if d["type"] == "move" and d.get("card") == "eilmarsch")
    page.locator(f'#map [data-region="{move["from"]}"]').dispatch_event("click")
    page.wait_for_selector(f'#map [data-region="{move["from"]}"].selected')
    before = version(page)
    page.click(f'#targets [data-target="{move["path"][-1]}"]')
    # A move with a card is never made at once: the chooser shows the card and the moves there.
    page.wait_for_selector("#chooser[open]")
    assert page.locator('#chooser-note .event-card[data-card="eilmarsch"]').count() == 1
    click_chooser_option(page, move)
    wait_redrawn(page, before)
    record = page.evaluate("window.antike.engine.call({command: 'save'})")["record"]
    assert record["decisions"][-1] == move
    assert any(card["id"] == "eilmarsch" for card in view(page)["cards"]["discards"])
    page_log.assert_no_errors()


def holds_festung(state):
    return "festung" in state.players[state.other(state.pending["player"])]["hand"]


def declare(page, wait_engine_ready, festung):
    """Load a point where a conquest may be declared against a defender holding a Fortress or
    not, declare it through the target list and the chooser (which shows the city's strength);
    the view before and after, the conquest and the attacker."""
    seed, decisions = first_point(lambda d, state: d["type"] == "conquer" and holds_festung(state) == festung)
    load_point(page, wait_engine_ready, seed, decisions)
    current = view(page)
    conquest = next(d for d in current["legal"] if d["type"] == "conquer")
    page.click(f'#targets [data-target="{conquest["region"]}"]')
    page.wait_for_selector("#chooser[open]")
    strength = current["regions"][conquest["region"]]["strength"]
    assert f"Strength {strength}" in page.inner_text("#chooser-note")
    before = version(page)
    click_chooser_option(page, conquest)
    wait_redrawn(page, before)
    return current, view(page), conquest, current["pending"]["player"]


def test_a_conquest_shows_the_city_strength_and_turns_the_tile(page, page_log, wait_engine_ready):
    _, after, conquest, attacker = declare(page, wait_engine_ready, festung=False)
    assert after["regions"][conquest["region"]]["owner"] == attacker
    colour = next(p["colour"] for p in after["players"] if p["id"] == attacker)
    ring = page.locator(f'#map [data-region="{conquest["region"]}"] .owner-ring')
    assert ring.get_attribute("stroke") == colour
    page_log.assert_no_errors()


def test_a_fortress_plays_itself_and_stands_out_in_the_log(page, page_log, wait_engine_ready):
    _, after, conquest, attacker = declare(page, wait_engine_ready, festung=True)
    assert after["regions"][conquest["region"]]["owner"] != attacker
    assert page.locator('#log .log-line[data-event="festung"]').count() >= 1
    # Raised out of reach, the conquest was withdrawn; else the attacker is asked to conquer or withdraw.
    if after["pending"]["step"] == "festung_choice":
        assert page.locator('#actions [data-decision*="withdraw"]').count() == 1
    else:
        assert page.locator('#log .log-line[data-event="withdrawn"]').count() >= 1
    page_log.assert_no_errors()


def golden_fight(kind):
    """(match, decision): the West golden game just before its first decision of `kind` after which
    units fight (D-FIGHT: on entering a region by a move, on arming), and that decision."""
    golden = json.loads(GOLDEN_WEST.read_text())
    match = Match(golden["options"], game="duellum")
    for decision in golden["decisions"]:
        after = match.rules.apply(match.state, decision)
        if decision["type"] == kind and any(event["event"] == "fight" for event in after.events):
            return match, decision
        match.play(decision)
    raise AssertionError(f"no {kind} of the golden game fights")


@pytest.mark.parametrize("kind", ["move", "arm"])
def test_an_automatic_fight_stands_out_in_the_log(page, page_log, wait_engine_ready, kind):
    match, decision = golden_fight(kind)
    load_match(page, wait_engine_ready, match)
    fights = page.locator('#log .log-line[data-event="fight"]')
    before = fights.count()
    make(page, decision)
    assert fights.count() > before
    # Marked as the Fortress's line is (web/js/games/duellum/duellum.css): a bar, bold, a crossed-swords sign.
    marks = fights.last.evaluate("(line) => { const style = getComputedStyle(line); return "
                                 "[style.borderLeftWidth, style.fontWeight, getComputedStyle(line, '::before').content]; }")
    assert marks[0] == "4px" and int(marks[1]) >= 700 and "\u2694" in marks[2]
    page_log.assert_no_errors()

