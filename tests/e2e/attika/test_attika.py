"""Attika in the page (js/games/attika/, the shell's app/hand-over.js): a 2-player hot-seat game
started from the new-game screen (seed 1). The first player reveals two buildings and builds them
at once, the second for free by an arrow next to the first (found by `arrow_plan` in the engine, in
this process); he stops, ends his turn, and the hand-over screen takes his hand off the page until
the second player taps. The second player sees what the others did since his last turn, builds a
building from his player board on a field whose savings and cost the page showed before, and pays
with a 2-for-1 card swap. Every decision is made by clicking as a person would.

Also: a saved hot-seat game opened from a file or the saved-games list starts on the hand-over screen
(AT-INFO-3), and amphoras are spent through the page, on an extra reveal (AT-AMP-6) and on cards
(AT-AMP-7), at points of the 2-player golden game (tests/golden/attika-2-seed-5.json) opened from a
save file rather than clicked to.
"""
import json

from antike.core.match import Match
from antike.games.attika.components import city_state_name
from antike.games.attika.hexes import neighbours
from antike.games.attika.words.terms import cards_words
from test_play import end_turn, same, version
from first_screen import show_saved_games
from locations import GOLDEN

OPTIONS = {"players": 2, "city_states": ["athens", "sparta"], "seed": 1}


def free(cost):
    return not any(cost["symbols"].values()) and not cost["extra"]


def arrow_plan(seed=1):
    """(match, decisions): the first player reveals a building and builds it, then reveals one
    that an arrow makes free next to the first; the decisions of those two reveals."""
    for first_stack in (1, 2, 3, 4):
        for second_stack in (1, 2, 3, 4):
            match = Match({**OPTIONS, "seed": seed}, game="attika")
            seat, made = match.state.pending["player"], []

            def play(decision):
                made.append(decision)
                match.play(decision)
            play({"type": "reveal", "stack": first_stack, "amphora": False})
            sites = [d for d in match.rules.legal_decisions(match.state) if d["type"] == "site"]
            if not sites:
                continue
            play(sites[0])
            while match.state.pending["step"] == "payment":
                play(match.rules.legal_decisions(match.state)[0])
            near = neighbours(sites[0]["field"])
            play({"type": "reveal", "stack": second_stack, "amphora": False})
            costs = match.rules.view(match.state, [], seat, "en")["site_costs"]
            for decision in match.rules.legal_decisions(match.state):
                if decision["type"] == "site" and decision["field"] in near and free(costs[decision["field"]]):
                    trial = Match.from_json(match.to_json())
                    trial.play(decision)
                    if [e for e in trial.log if e["event"] == "build"][-1]["free"]:
                        return trial, made + [decision]
    raise AssertionError("no free build by an arrow in the first turn")


def swap_build(match):
    """For the player to decide at the start of his turn: (build, site, payment) of a build whose
    payment the engine offers with a 2-for-1 swap (more cards than symbols left)."""
    seat, rules = match.state.pending["player"], match.rules
    for build in rules.legal_decisions(match.state):
        if build["type"] != "build":
            continue
        placing = rules.apply(match.state, build)
        costs = rules.view(placing, [], seat, "en")["site_costs"]
        for site in rules.legal_decisions(placing):
            paying = rules.apply(placing, site)
            if paying.pending["step"] != "payment":
                continue
            cost = costs[site["field"]]
            needed = sum(cost["symbols"].values()) + cost["extra"]
            for pay in rules.legal_decisions(paying):
                if sum(pay["payment"].values()) > needed:
                    return build, site, pay
    raise AssertionError("no build whose payment the engine offers with a 2-for-1 swap")


def view(page):
    return page.evaluate("window.antike.view()")


def wait_redrawn(page, before):
    page.wait_for_function(f"document.querySelector('#game').dataset.version !== '{before}'")


def click_decision(page, container, decision, tap=False):
    """Click (or with `tap`, tap as a finger does) the button of `container` that makes `decision`
    and wait for the redraw."""
    before = version(page)
    for button in page.locator(f"{container} button[data-decision]").all():
        if same(json.loads(button.get_attribute("data-decision")), decision):
            button.tap() if tap else button.click()
            wait_redrawn(page, before)
            return
    raise AssertionError(f"{decision} is not offered in {container}")


def click_field(page, field, tap=False):
    """A field offered for the building in hand, clicked on the map (with `tap`, tapped where it
    shows on the screen)."""
    before = version(page)
    cell = page.locator(f'#map [data-cell="{field}"]')
    assert "legal" in cell.get_attribute("class")
    cell.tap() if tap else cell.dispatch_event("click")
    wait_redrawn(page, before)


def start(page, wait_engine_ready, players=2):
    """A hot-seat game of `players` persons started from the new-game screen (seed 1); the
    hand-over screen comes first (AT-INFO-3) and is left standing: `tap_hand_over` passes it;
    `window.handSeen` says whether a hand was in the page meanwhile."""
    page.goto("index.html")
    wait_engine_ready(page)
    show_saved_games(page)
    page.wait_for_selector("[data-action=start-game]:not([disabled])")
    page.select_option("#setup-game", "attika")
    page.select_option("#setup-players", str(players))
    page.locator("#setup summary").click()
    page.fill("#setup-seed", str(OPTIONS["seed"]))
    page.evaluate(WATCH_HANDS)
    page.click("[data-action=start-game]")
    page.wait_for_selector("#game[data-version]")
    page.wait_for_function("window.antike.view()?.game === 'attika'")
    page.wait_for_selector("#hand-over:not([hidden])")


def tap_hand_over(page):
    """The person named on the hand-over screen taps; until his own view is drawn. His seat."""
    seat = page.evaluate("window.antike.view().to_decide")
    page.click("[data-action=hand-over-continue]")
    page.wait_for_selector("#hand-over", state="hidden")
    page.wait_for_function("""(seat) => window.antike.view()?.viewer === seat && window.antike.store.frame === null
        && document.querySelector(`#seats .at-hand[data-player="${seat}"]`)""", arg=seat)
    return seat


def test_a_hot_seat_game_reveals_builds_free_pays_with_a_swap_and_hands_the_device_over(
        page, page_log, wait_engine_ready):
    match, decisions = arrow_plan()
    first = decisions and Match({**OPTIONS}, game="attika").state.pending["player"]
    start(page, wait_engine_ready)
    assert page.inner_text("#hand-over h2") == f"Pass the device to {city_state_name(first, 'en')}"
    tap_hand_over(page)
    current = view(page)
    assert current["viewer"] == first and current["pending"]["player"] == first
    # Only the own hand is on the page, as cards; the other's as a count.
    assert page.locator(f'#seats .at-hand[data-player="{first}"] .at-card').count() == sum(
        next(p for p in current["players"] if p["id"] == first)["hand"].values())
    assert page.locator("#seats .at-hand").count() == 1
    arrows = 0
    for decision in decisions:
        current = view(page)
        assert any(same(decision, legal) for legal in current["legal"]), decision
        if decision["type"] == "reveal":
            click_decision(page, "#seats", decision)
        elif decision["type"] == "site":
            cost = current["site_costs"][decision["field"]]
            # The cost is shown before the building is placed: on the map and in the list beside it.
            target = page.inner_text(f'#targets [data-target="{decision["field"]}"]')
            if free(cost):
                assert "free" in target
                assert page.text_content(f'#map [data-cell="{decision["field"]}"] .cost') == "free"
            if cost["building_order"]:  # free by an arrow: said so, in the engine's words
                assert target.endswith(" · free (building order)"), target
                arrows += 1
            click_field(page, decision["field"])
        else:
            click_decision(page, "#actions", decision)
    built = [e for e in match.log if e["event"] == "build"]
    assert built[-1]["free"] and len(built) == 2 and arrows == 1
    for event in built:
        cell = page.locator(f'#map [data-cell="{event["field"]}"] .building')
        assert cell.get_attribute("data-owner") == first and cell.get_attribute("data-building") == event["building"]
        # Whose it is shows by the owner's letter too, not by colour alone (issue 45).
        letter = next(player["letter"] for player in view(page)["players"] if player["id"] == first)
        assert cell.locator(".building-owner").text_content() == letter
    # Stop: the cards drawn are said with the button.
    stop = next(d for d in view(page)["legal"] if d["type"] == "stop" and d["amphoras"] == 0)
    click_decision(page, "#actions", stop)
    match.play(stop)
    second = match.state.pending["player"]
    # The turn waits for "End turn"; then the device passes to the second player.
    assert page.is_visible("#end-turn")
    end_turn(page)
    page.wait_for_selector("#hand-over:not([hidden])")
    assert page.inner_text("#hand-over h2") == f"Pass the device to {city_state_name(second, 'en')}"
    # The first player's hand is gone from the page, not covered: no card of any hand is in the DOM.
    assert page.locator("#seats .at-hand").count() == 0
    assert page.locator("#seats .at-card").count() == 0
    assert all(player["hand"] is None for player in view(page)["players"])
    before = version(page)
    page.click("[data-action=hand-over-continue]")
    wait_redrawn(page, before)
    page.wait_for_selector("#hand-over", state="hidden")
    current = view(page)
    assert current["viewer"] == second
    assert page.locator(f'#seats .at-hand[data-player="{second}"]').count() == 1
    assert page.locator(f'#seats .at-hand[data-player="{first}"]').count() == 0
    # What the first player did since the second's last turn, in the engine's words for this viewer.
    since = page.inner_text("#since")
    assert "reveals" in since and "draws" in since
    # The second player builds from his player board and pays with a 2-for-1 swap.
    build, site, pay = swap_build(match)
    click_decision(page, "#seats", build)
    cost = view(page)["site_costs"][site["field"]]
    assert page.locator(f'#map [data-cell="{site["field"]}"] .cost').count() == 1
    # Before the building is placed, the field says what it and its empty neighbours save and what
    # is left to pay: on its button beside the map and in its tooltip on the map.
    saves = f"saves {cards_words(cost['saves'], 'en')}"
    left = f"pay {cards_words(cost['symbols'], 'en', cost['extra'])}"
    assert cost["saves"] and not cost["building_order"]
    assert page.inner_text(f'#targets [data-target="{site["field"]}"]') == f"field {site['field']} · {saves} · {left}"
    assert f"{saves} · {left}" in page.get_attribute(f'#map [data-cell="{site["field"]}"]', "aria-label")
    click_field(page, site["field"])
    needed = sum(cost["symbols"].values()) + cost["extra"]
    assert view(page)["pending"]["step"] == "payment"
    click_decision(page, "#actions", pay)
    record = page.evaluate("window.antike.engine.call({command: 'save'})")["record"]
    assert record["decisions"][-3:] == [build, site, pay]
    assert sum(pay["payment"].values()) > needed  # two cards for a symbol: the swap
    assert sum(view(page)["discards"].values()) >= needed + 1
    cell = page.locator(f'#map [data-cell="{site["field"]}"] .building')
    assert cell.get_attribute("data-owner") == second
    page_log.assert_no_errors()


def test_a_replay_of_a_game_in_progress_shows_only_the_hand_of_the_person_at_the_device(
        page, page_log, wait_engine_ready):
    """The bridge's view per viewer: a replay of a game in progress shows the person at the device
    only his own hand."""
    start(page, wait_engine_ready)
    # The map is named in Attika's words (its catalogue's page.map), not another game's.
    assert page.get_attribute("#map", "aria-label") == "Map of the board tiles"
    first = tap_hand_over(page)
    click_decision(page, "#actions", {"type": "stop", "amphoras": 0})
    end_turn(page)
    page.wait_for_selector("#hand-over:not([hidden])")
    before = version(page)
    page.click("[data-action=hand-over-continue]")
    wait_redrawn(page, before)
    replay = page.evaluate("window.antike.engine.call({command: 'replay', at: 1})")
    hands = {player["id"]: player["hand"] for player in replay["view"]["players"]}
    assert hands[first] is None and all(hand is not None for seat, hand in hands.items() if seat != first)
    page_log.assert_no_errors()


def tile_point(seed=1):
    """A match (from a save file) at the point where a player turns up a board tile to lay: he
    reveals from stack 1 and parks until it is empty, the other stops."""
    match = Match({**OPTIONS, "seed": seed}, game="attika")
    revealer = match.state.pending["player"]
    while match.state.pending["step"] != "tile":
        legal = match.rules.legal_decisions(match.state)
        if match.state.pending["player"] != revealer:
            match.play(next(d for d in legal if d["type"] == "stop"))
        elif match.state.pending["step"] == "revealed":
            match.play({"type": "park"})
        else:
            reveal = {"type": "reveal", "stack": 1, "amphora": False}
            match.play(reveal if reveal in legal else next(d for d in legal if d["type"] == "stop"))
    return match


def open_file(page, wait_engine_ready, match):
    """Open the page and in it `match` from a save file; a hot-seat game opened asks for the person
    to decide first (hand-over screen), who taps."""
    from antike.core.savefile import export_game
    from test_records import import_text
    page.goto("index.html")
    wait_engine_ready(page)
    show_saved_games(page)
    page.wait_for_selector("[data-action=start-game]:not([disabled])")
    import_text(page, export_game(match))
    page.wait_for_selector("#game:not([hidden])")
    seat = match.rules.to_decide(match.state)
    if seat is not None and not match.computer:
        page.wait_for_selector("#hand-over:not([hidden])")
        page.click("[data-action=hand-over-continue]")
        page.wait_for_function("(seat) => window.antike.view()?.viewer === seat", arg=seat)


def test_a_new_board_tile_is_placed_turned_and_laid_where_the_engine_allows(page, page_log, wait_engine_ready):
    match = tile_point()
    open_file(page, wait_engine_ready, match)
    page.wait_for_function("window.antike.view()?.pending?.step === 'tile'")
    page.wait_for_selector("#map .at-centre")
    current = view(page)
    centres = sorted({d["centre"] for d in current["legal"]})
    assert sorted(page.eval_on_selector_all("#map .at-centre", "(gs) => gs.map((g) => g.dataset.centre)")) == centres
    centre = centres[len(centres) // 2]
    before = version(page)
    page.locator(f'#map [data-centre="{centre}"]').dispatch_event("click")
    wait_redrawn(page, before)
    assert page.locator("#map .at-preview [data-preview]").count() == 7
    before = version(page)
    page.click("[data-action=rotate-tile]")
    wait_redrawn(page, before)
    lay = {"type": "lay_tile", "centre": centre, "rotation": 1}
    click_decision(page, "#actions", lay)
    after = view(page)
    assert after["map"]["tiles"][-1]["centre"] == centre and after["map"]["tiles"][-1]["rotation"] == 1
    assert page.locator(f'#map [data-cell="{centre}"]').count() == 1
    assert page.locator("#map .at-centre").count() == 0
    page_log.assert_no_errors()


def test_every_field_offered_on_the_attika_map_takes_a_44_px_finger(browser, base_url, wait_engine_ready):
    from map_measure import LAYOUTS, TOUCH_RADIUS_PX, measure
    for layout in ("tablet 1024x768", "phone 390x844"):
        context = browser.new_context(base_url=base_url, **LAYOUTS[layout])
        page = context.new_page()
        start(page, wait_engine_ready)
        tap_hand_over(page)
        build = next(d for d in view(page)["legal"] if d["type"] == "build")
        click_decision(page, "#seats", build)
        page.wait_for_selector("#map .at-cell.legal")
        targets = measure(page)["targets"]
        offered = set(page.eval_on_selector_all("#map .at-cell.legal", "(gs) => gs.map((g) => g.dataset.cell)"))
        assert {target["what"] for target in targets} & offered, layout
        small = [target for target in targets if target["radius"] < TOUCH_RADIUS_PX]
        assert not small, (layout, small)
        context.close()


# Whether a hand of cards was ever in the page since the last reset: set by a MutationObserver, so
# that a hand drawn for one frame only and taken away again is caught too.
WATCH_HANDS = """() => {
  window.handSeen = Boolean(document.querySelector('#seats .at-hand, #seats .at-card'));
  window.handWatch?.disconnect();
  window.handWatch = new MutationObserver(() => {
    if (document.querySelector('#seats .at-hand, #seats .at-card')) window.handSeen = true;
  });
  window.handWatch.observe(document.body, { childList: true, subtree: true });
}"""


def assert_handed_over_to(page, seat):
    """The hand-over screen asks for `seat`'s person and no hand has been in the page; after the
    tap, `seat`'s own hand is drawn, and only his."""
    page.wait_for_selector("#hand-over:not([hidden])")
    assert page.locator("#hand-over").get_attribute("role") == "dialog"
    assert seat.capitalize() in page.inner_text("#hand-over")
    assert not page.evaluate("window.handSeen"), "a hand was in the page before the tap"
    assert page.locator("#seats .at-hand, #seats .at-card").count() == 0
    current = view(page)
    assert current["viewer"] is None and all(player["hand"] is None for player in current["players"])
    page.click("[data-action=hand-over-continue]")
    page.wait_for_selector("#hand-over", state="hidden")
    page.wait_for_function("(seat) => window.antike.view()?.viewer === seat", arg=seat)
    page.wait_for_selector(f'#seats .at-hand[data-player="{seat}"]')
    assert page.locator("#seats .at-hand").count() == 1


def test_a_saved_hot_seat_game_opens_on_the_hand_over_screen(page, page_log, wait_engine_ready):
    """Issue 23: a hot-seat game opened from a file or the saved-games list does not know who holds
    the device, so the person to decide is asked for first and his hand is not in the page before
    his tap (AT-INFO: a hand is seen only by its holder)."""
    from antike.core.savefile import export_game
    from test_records import import_text, wait_saved
    match = Match(OPTIONS, game="attika")
    match.play({"type": "stop", "amphoras": 0})  # the start player stops: the other is to decide
    second = match.state.pending["player"]
    page.goto("index.html")
    wait_engine_ready(page)
    show_saved_games(page)
    page.wait_for_selector("[data-action=start-game]:not([disabled])")
    page.evaluate(WATCH_HANDS)
    import_text(page, export_game(match))
    assert_handed_over_to(page, second)
    wait_saved(page, 1)
    # After a reload the game opens by itself (issue 48), behind the hand-over screen, with no hand
    # in the page; from the saved-games list (reached from that screen): the same.
    page.add_init_script(f"document.addEventListener('DOMContentLoaded', {WATCH_HANDS})")
    page.reload()
    wait_engine_ready(page)
    assert_handed_over_to(page, second)
    show_saved_games(page)
    row = page.locator("#saved-games-list [data-game]")
    row.wait_for()
    assert f"{city_state_name(second, 'en')} to decide" in row.inner_text()
    page.evaluate(WATCH_HANDS)
    row.locator("[data-action=continue]").click()
    assert_handed_over_to(page, second)
    # The game goes on in the person's hands: he stops too, and the device passes back.
    click_decision(page, "#actions", {"type": "stop", "amphoras": 0})
    end_turn(page)
    page.evaluate(WATCH_HANDS)
    assert_handed_over_to(page, match.state.order[0])
    page_log.assert_no_errors()


GOLDEN_2 = GOLDEN / "attika-2-seed-5.json"


def player(current, seat):
    return next(p for p in current["players"] if p["id"] == seat)


def open_golden_point(page, wait_engine_ready, decisions):
    """The 2-player golden game (medium computer players, seed 5) after its first `decisions`
    decisions, opened in the page from a save file as a hot-seat game and handed to the person to
    decide; (that seat, the view, that seat's player in it)."""
    data = json.loads(GOLDEN_2.read_text(encoding="utf-8"))
    match = Match(data["options"], game="attika")
    for decision in data["decisions"][:decisions]:
        match.play(decision)
    open_file(page, wait_engine_ready, match)
    seat = match.state.pending["player"]
    current = view(page)
    return seat, current, player(current, seat)


def test_an_amphora_buys_an_extra_reveal_in_the_page(page, page_log, wait_engine_ready):
    """AT-AMP-6: after his two reveals Athens (1 amphora) is offered each stack left again, with an
    amphora; the page says so on the stack, he taps one, and the amphora goes back to the supply."""
    seat, before, me = open_golden_point(page, wait_engine_ready, 91)
    assert me["amphoras"] == 1 and before["supply"] == 14
    stack = page.locator(f'#seats [data-player="{seat}"] button.at-stack[data-stack="3"]')
    decision = json.loads(stack.get_attribute("data-decision"))
    assert decision == {"type": "reveal", "stack": 3, "amphora": True}
    assert "amphora" in stack.inner_text().lower() and "with an amphora" in stack.get_attribute("title")
    click_decision(page, "#seats", decision)
    after = view(page)
    me = player(after, seat)
    assert me["amphoras"] == 0 and after["supply"] == 15
    assert me["stacks"][2] == player(before, seat)["stacks"][2] - 1
    assert "with an amphora" in page.inner_text("#log")
    assert page.inner_text("#amphora-supply").endswith("15 amphoras")
    assert page.inner_text(f'#seats [data-player="{seat}"] .at-facts').startswith("0 amphoras")
    # The revealed building is parked; then only stopping is left (no amphora, no action).
    click_decision(page, "#actions", {"type": "park"})
    assert [d["type"] for d in view(page)["legal"]] == ["stop"]
    page_log.assert_no_errors()


def test_amphoras_are_spent_on_cards_when_stopping_in_the_page(page, page_log, wait_engine_ready):
    """AT-AMP-7: Athens, with 1 amphora and no cards due, stops and returns it for a card."""
    seat, before, me = open_golden_point(page, wait_engine_ready, 82)
    assert me["amphoras"] == 1 and before["cards_due"] == 0 and me["hand_count"] == 0
    buttons = {json.loads(b.get_attribute("data-decision"))["amphoras"]: b.inner_text()
               for b in page.locator("#actions button[data-decision]").all()}
    assert set(buttons) == {0, 1}
    assert "1 amphora" in buttons[1] and "draw 1 card" in buttons[1]
    click_decision(page, "#actions", {"type": "stop", "amphoras": 1})
    # The turn waits for "End turn" with Athens' view: his new card in his hand.
    after = view(page)
    me = player(after, seat)
    assert me["amphoras"] == 0 and after["supply"] == before["supply"] + 1
    assert me["hand_count"] == player(before, seat)["hand_count"] + 1
    assert page.locator(f'#seats .at-hand[data-player="{seat}"] .at-card').count() == me["hand_count"]
    assert "returns 1 amphora for a card" in page.inner_text("#log")
    page_log.assert_no_errors()
