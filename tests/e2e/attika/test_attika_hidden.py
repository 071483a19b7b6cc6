"""Attika's hidden hands in hot-seat play on the page (issue 41; AT-INFO-2, AT-INFO-3): two and then
three persons at one device play ten turns each through the page's controls, and at every hand-over,
behind the screen and after the tap, nothing in the document (its text, every attribute's value,
hidden elements too) nor in the page's view store is another seat's private wording as the engine
says it for that seat (his draws with their cards, "Athens draws 1 hill, 2 waters.", where the others
read "Athens draws 3 cards."), and the hand on the page is the viewer's own as the engine has it. The
words are the engine's, said in this process for each seat from the game's record: cards are kinds,
not unique cards, so card names would prove nothing.

Also: the hand-over screen is the first thing after Start, after a replay is left, after resuming a
saved game and after a reload, with no hand in the page behind it; and bad input at a hand-over is refused or ignored with a
clear word and changes nothing: a control left from the previous person's view, tapped while the
screen is up and after the tap, and a double tap on the screen's button.
"""
import json

from antike.core.match import Match
from antike.games.attika import RULES
from antike.games.attika.components import city_state_name
from test_attika import WATCH_HANDS, assert_handed_over_to, click_decision, click_field, start, tap_hand_over, view
from first_screen import show_saved_games
from test_records import wait_saved

TURNS = 10

# Every word the document holds, shown or hidden: its whole text, every attribute's value, and the
# page's view store (what the table is drawn from).
DOCUMENT_WORDS = """() => {
  const values = [...document.querySelectorAll("*")].flatMap((element) => [...element.attributes].map((a) => a.value));
  return [document.documentElement.textContent, ...values, JSON.stringify(window.antike.store.state)].join("\\n");
}"""

# The stop button of the person to decide, kept after it left the page (a stale control).
KEEP_STOP = """() => { window.staleStop = [...document.querySelectorAll("#actions button[data-decision]")]
  .find((button) => JSON.parse(button.dataset.decision).type === "stop"); return Boolean(window.staleStop); }"""


def record(page):
    return page.evaluate("window.antike.engine.call({command: 'save'})")["record"]


def private_words(match):
    """{seat: the log's lines the engine says to that seat otherwise than to a spectator, in order}:
    his draws with their cards."""
    said = {seat: [] for seat in match.state.order}
    for event in match.log:
        spectator = RULES.say(event, match.options, None, "en")
        for seat, lines in said.items():
            own = RULES.say(event, match.options, seat, "en")
            if own != spectator:
                lines.append(own)
    return said


class LeakChecks:
    """The checks made, counted for the issue's figures: hand-overs, and documents read per viewer."""

    def __init__(self):
        self.hand_overs = 0
        self.documents = 0

    def check(self, page, viewer):
        """Nothing in the document is a private line of another seat than `viewer` (None, behind the
        hand-over screen: of any seat); `viewer`'s own hand is on the page as the engine has it, and
        no other hand is."""
        match = Match.from_json(record(page))
        words = page.evaluate(DOCUMENT_WORDS)
        private = private_words(match)
        for seat, lines in private.items():
            if seat != viewer:
                leaked = [line for line in lines if line in words]
                assert not leaked, (viewer, seat, leaked)
        hands = page.eval_on_selector_all("#seats .at-hand", "(hands) => hands.map((hand) => hand.dataset.player)")
        self.documents += 1
        if viewer is None:
            assert hands == [] and page.locator("#seats .at-card").count() == 0
            return
        assert hands == [viewer]
        # His own draws he reads with their cards: the words looked for are found where they may be.
        assert private[viewer][-1] in words
        shown = page.eval_on_selector_all(f'#seats .at-hand[data-player="{viewer}"] .at-card',
                                          "(cards) => cards.map((card) => card.dataset.kind)")
        hand = match.state.players[viewer]["hand"]
        assert {kind: shown.count(kind) for kind in hand} == hand

    def hand_over(self, page):
        """Behind the screen, then after the tap: checked; the seat now at the device."""
        page.wait_for_selector("#hand-over:not([hidden])")
        self.hand_overs += 1
        self.check(page, None)
        seat = tap_hand_over(page)
        self.check(page, seat)
        return seat


def play_turn(page, turn):
    """The person to decide plays a turn through the page: every third turn he first reveals a
    building and builds it on the first field offered (paying as first offered) or parks it; then he
    stops. His ended turn is summed up in his own words, his draw with its cards; he ends it."""
    seat = view(page)["to_decide"]
    if turn % 3 == 1:
        reveal = next(d for d in view(page)["legal"] if d["type"] == "reveal" and not d["amphora"])
        click_decision(page, "#seats", reveal)
        site = next((d for d in view(page)["legal"] if d["type"] == "site"), None)
        if site is None:
            click_decision(page, "#actions", {"type": "park"})
        else:
            click_field(page, site["field"])
            while view(page)["pending"]["step"] == "payment":
                click_decision(page, "#actions", view(page)["legal"][0])
    stop = next(d for d in view(page)["legal"] if d["type"] == "stop" and d["amphoras"] == 0)
    click_decision(page, "#actions", stop)
    page.wait_for_selector("#end-turn:not([hidden])")
    drawn = private_words(Match.from_json(record(page)))[seat][-1]
    assert drawn in page.inner_text("#end-turn .end-turn-summary")
    page.click("#end-turn [data-action=end-turn]")


def refused_while_waiting_and_after(page, checks, previous):
    """The previous person's stop button, kept, is tapped while the screen is up and after the next
    person's double tap on it: each refused with a clear word, the game unchanged, nothing hidden
    shown; the seat now at the device."""
    made = len(record(page)["decisions"])
    page.wait_for_selector("#hand-over:not([hidden])")
    checks.hand_overs += 1
    checks.check(page, None)
    following = view(page)["to_decide"]
    name = city_state_name(following, "en")
    page.evaluate("window.staleStop.click()")
    page.wait_for_function("document.querySelector('#hand-over [role=alert]').textContent !== ''")
    assert page.inner_text("#hand-over [role=alert]") == (
        f"First pass the device to {name}: nothing is played until {name} continues.")
    assert page.is_visible("#hand-over") and len(record(page)["decisions"]) == made
    checks.check(page, None)
    # A double tap: the view is asked for once, the second tap lands on the button it disables.
    page.dblclick("[data-action=hand-over-continue]")
    page.wait_for_selector("#hand-over", state="hidden")
    page.wait_for_function("""(seat) => window.antike.view()?.viewer === seat && window.antike.store.frame === null
        && document.querySelector(`#seats .at-hand[data-player="${seat}"]`)""", arg=following)
    assert len(record(page)["decisions"]) == made and page.inner_text("#error") == ""
    checks.check(page, following)
    # The stale control after the hand-over: the engine refuses it for the seat whose view it was.
    page.evaluate("window.staleStop.click()")
    page.wait_for_function("document.getElementById('error').textContent !== ''")
    assert page.inner_text("#error") == (f"That is not for {city_state_name(previous, 'en')} to decide: "
                                         f"now {name} decides. Nothing was changed.")
    assert len(record(page)["decisions"]) == made and view(page)["to_decide"] == following
    checks.check(page, following)
    return following


def hot_seat_game(page, wait_engine_ready, players, stale_at=None):
    """Start a hot-seat game of `players` persons (no hand before the first tap) and play TURNS
    turns, every hand-over checked; at turn `stale_at` the bad input is tried. The checks made."""
    checks = LeakChecks()
    start(page, wait_engine_ready, players)
    assert not page.evaluate("window.handSeen"), "a hand was in the page before the first tap"
    seat = checks.hand_over(page)
    for turn in range(TURNS):
        if turn == stale_at:
            assert page.evaluate(KEEP_STOP)
            play_turn(page, turn)
            seat = refused_while_waiting_and_after(page, checks, seat)
            continue
        play_turn(page, turn)
        seat = checks.hand_over(page)
    seats = len(Match.from_json(record(page)).state.order)
    print(f"leak checks, {players} persons: 1 game, {checks.hand_overs} hand-overs, {seats} seats, "
          f"{checks.documents} documents read, 0 found")
    assert checks.hand_overs > TURNS
    return checks


def test_two_persons_see_only_their_own_hands_and_words_and_stale_input_changes_nothing(
        page, page_log, wait_engine_ready):
    hot_seat_game(page, wait_engine_ready, 2, stale_at=1)
    page_log.assert_no_errors()


def test_three_persons_see_only_their_own_and_the_screen_comes_first_after_a_replay_resuming_and_reloading(
        page, page_log, wait_engine_ready):
    hot_seat_game(page, wait_engine_ready, 3)
    game = record(page)
    to_decide = view(page)["to_decide"]
    # A replay watched and left: the live game's view waits for the hand-over screen's tap.
    page.click("[data-action=replay]")
    page.wait_for_selector("#replay-bar:not([hidden])")
    page.click("[data-action=leave-replay]")
    page.wait_for_selector("#hand-over:not([hidden])")
    page.evaluate(WATCH_HANDS)
    assert_handed_over_to(page, to_decide)
    wait_saved(page, len(game["decisions"]))
    # Left for the New game screen: the last person's hand leaves the page (not only hidden with it).
    page.click("#new-game-button")
    page.wait_for_function("!document.querySelector('#seats .at-hand, #seats .at-card')")
    # Resumed from the saved games (that screen lists it): the hand-over screen first, no hand behind it.
    row = page.locator("#saved-games-list [data-game]")
    row.wait_for()
    page.evaluate(WATCH_HANDS)
    row.locator("[data-action=continue]").click()
    assert_handed_over_to(page, to_decide)
    # After a reload: the game opens by itself (issue 48), the same.
    page.add_init_script(f"document.addEventListener('DOMContentLoaded', {WATCH_HANDS})")
    page.reload()
    wait_engine_ready(page)
    assert_handed_over_to(page, to_decide)
    show_saved_games(page)
    # The hand leaves the page with the game in the next frame: watched from then on, as above.
    page.wait_for_function("!document.querySelector('#seats .at-hand, #seats .at-card')")
    row = page.locator("#saved-games-list [data-game]")
    row.wait_for()
    page.evaluate(WATCH_HANDS)
    row.locator("[data-action=continue]").click()
    assert_handed_over_to(page, to_decide)
    assert json.dumps(record(page)["decisions"]) == json.dumps(game["decisions"])
    page_log.assert_no_errors()
