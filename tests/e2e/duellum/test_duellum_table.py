"""Antike Duellum's table beyond the moves: the turn confirmed before the opponent's picks, the rules
help (How to play, the tooltips of rondel fields, know-hows, personages and cards, all in the engine's
words, English and German), and the end summary with a rematch.

Positions come from seeded games played in this process by the engine's own random policy
(duellum/simulate.py), loaded into the page from a save file; the decision that matters is clicked.
"""
import random

from antike.core.match import Match
from antike.games.duellum import RULES
from antike.games.duellum.simulate import choose
from test_duellum import load_point, make, open_duellum, view
from test_play import end_turn


def policy_game(seed, stop, limit=4000):
    """The decisions of a West game of `seed` played by the random policy until `stop(match)` holds
    after a decision (that decision included), or None."""
    match = Match({"board": "west", "seed": seed}, game="duellum")
    rng = random.Random(seed)
    for _ in range(limit):
        if match.rules.to_decide(match.state) is None:
            return None
        match.play(choose(match.state, rng))
        if stop(match):
            return list(match.decisions)
    return None


def help_texts(page):
    return page.evaluate("""fetch('games.json').then((r) => r.json())
        .then((data) => data.games.find((game) => game.id === 'duellum').words)""")


def test_the_turn_waits_for_its_end_before_the_opponents_picks(page, page_log, wait_engine_ready):
    def picks_follow(match):
        state = match.state
        return RULES.own_part_over(state) and match._marks[-2].seat == state.acting
    seed, decisions = next((seed, found) for seed in range(1, 9) if (found := policy_game(seed, picks_follow)))
    load_point(page, wait_engine_ready, seed, decisions[:-1])
    acting = view(page)["to_decide"]
    make(page, decisions[-1])
    # The acting person's part is over: he ends his turn before the device goes to the picker.
    page.wait_for_selector("#end-turn:not([hidden])")
    assert page.locator("#card-pick [data-decision]").count() == 0 and page.is_hidden("#prompt")
    shown = view(page)
    assert shown["viewer"] == acting and shown["to_decide"] != acting and shown["pending"]["step"] == "pick"
    end_turn(page)
    page.wait_for_selector("#card-pick [data-decision]")
    assert view(page)["viewer"] == shown["to_decide"]
    page_log.assert_no_errors()


def test_how_to_play_and_the_tooltips_say_the_engines_words(page, page_log, wait_engine_ready):
    open_duellum(page, wait_engine_ready)
    words = help_texts(page)
    page.click("[data-action=how-to-play]")
    page.wait_for_selector("#how-to-play[open]")
    shown = page.inner_text("#how-to-play")
    for key in ("help.goal", "help.turn", "help.duellum", "help.cards"):
        assert words["en"][key] in shown, key
    page.click("[data-action=close-help]")
    page.click("[data-action=start-game]")
    page.wait_for_selector("#game[data-version]")
    tip = page.get_attribute('#rondel [data-field="militia"]', "data-tip")
    assert tip.startswith(words["en"]["tip.field.militia"]) and words["en"]["tip.cost.free"] in tip
    assert page.get_attribute('#seats [data-know-how="strata"]', "data-tip") == words["en"]["tip.know_how.strata"]
    assert page.get_attribute('#seats [data-personage="king"]', "data-tip").startswith(words["en"]["tip.personage.king"])
    card = page.locator("#card-display .event-card").first
    card_id = card.get_attribute("data-card")
    assert words["en"][f"card_when.{card_id}"] in card.get_attribute("data-tip")
    # Hovering shows the tooltip box.
    page.hover('#rondel [data-field="militia"]')
    page.wait_for_selector("#tooltip:not([hidden])")
    assert words["en"]["tip.field.militia"] in page.inner_text("#tooltip")
    # In German, from the same catalogue.
    page.click("[data-language=de]")
    page.wait_for_function("""(text) => document.querySelector('#rondel [data-field="militia"]')
        .dataset.tip.startsWith(text)""", arg=words["de"]["tip.field.militia"])
    page.click("[data-action=how-to-play]")
    assert words["de"]["help.goal"] in page.inner_text("#how-to-play")
    assert page.inner_text("#how-to-play-title") == words["de"]["help.title"]
    page_log.assert_no_errors()


def test_the_end_summary_shows_both_players_and_a_rematch_starts_anew(page, page_log, wait_engine_ready):
    def won(match):
        outcome = match.rules.outcome(match.state)
        return outcome is not None and outcome["reason"]["why"] == "goal"
    seed, decisions = next((seed, found) for seed in range(2, 12) if (found := policy_game(seed, won)))
    last_by = Match({"board": "west", "seed": seed}, game="duellum")
    for decision in decisions[:-1]:
        last_by.play(decision)
    # The winning decision is a person's: the other seat plays against him.
    person = last_by.rules.to_decide(last_by.state)
    computer = {seat: {"strength": "easy"} for seat in ("romans", "carthaginians") if seat != person}
    load_point(page, wait_engine_ready, seed, decisions[:-1], computer)
    make(page, decisions[-1])
    page.wait_for_selector("#winner:not([hidden])")
    final = view(page)
    winner = next(p for p in final["players"] if p["id"] == final["outcome"]["winner"])
    assert page.inner_text("#winner-title") == final["outcome"]["words"]
    rows = page.locator("#winner-table tr[data-player]")
    assert rows.count() == 2
    assert page.locator(f'#winner-table tr.winner[data-player="{winner["id"]}"]').count() == 1
    assert f'{winner["score"]} / {final["goal"]}' in page.inner_text("#winner-table")
    assert str(final["turn"]) in page.inner_text("#winner-facts")
    assert page.locator("#winner [data-action=rematch]").count() == 1
    # In German, from the engine's words (the summary covers the header: the switch by keyboard).
    page.dispatch_event("[data-language=de]", "click")
    page.wait_for_function("document.querySelector('#winner [data-action=rematch]').textContent === 'Revanche'")
    page.wait_for_function("document.getElementById('winner-facts').textContent.includes('Züge')")
    page.dispatch_event("[data-language=en]", "click")
    page.wait_for_function("document.querySelector('#winner [data-action=rematch]').textContent === 'Rematch'")
    # The rematch: the same board and seats, a new seed, a new game at its start.
    before = page.evaluate("window.antike.engine.call({command: 'save'})")["record"]
    page.click("#winner [data-action=rematch]")
    page.wait_for_function("window.antike.view()?.turn <= 2 && !window.antike.view().outcome")
    after = page.evaluate("window.antike.engine.call({command: 'save'})")["record"]
    assert after["game"] == "duellum" and after["options"]["board"] == "west" and after["computer"] == before["computer"]
    assert after["options"]["seed"] != before["options"]["seed"]
    assert page.is_hidden("#winner")
    page_log.assert_no_errors()
