"""The phone flow of every map game's table (issue 44, item 2), at 1280x800, 1024x768 and 390x844 with
touch, from positions of the golden games imported through the page: every control of the current
decision (its buttons, a rondel or board it is made on, End turn) and Undo stand in the window; a log
line chosen brings its places into the map's view (the map scrolled onto the screen on a phone); a
click on a place where nothing is offered says why in the window, beside the click; and when a turn
ends, the map follows to the places of the turns the next person has not seen (the recap). On a
phone, while computers play Antike, the map follows each of their steps.

One browser context per layout (the desktop sizes share one, resized), so the engine boots twice a
game."""
import json

import pytest

from antike.core.match import Match
from antike.core.savefile import export_game
from locations import GOLDEN
from phone_checks import (PLACES_IN_MAP_VIEW, SIZES, at_each_size, choose_line_and_see_its_places, click_refused_place,
                          decide, import_position, open_position, outside_window, undo_in_window, zoom_in)
from test_computer import open_setup, seat, start, wait_for_person
from test_follow import play_a_turn
from test_play import end_turn


def antike_places(event):
    return [event[key] for key in ("origin", "target", "province") if event.get(key)]


def duellum_places(event):
    return [place for place in [event.get("region"), event.get("from"), *event.get("path", []),
                                *event.get("regions", [])] if place]


def attika_places(event):
    return [event["field"]] if event.get("event") == "build" else []


# Each game: its golden game, the decision from which its position is taken (the first turn's start
# at or after it), the places a log event names, the map's places, and the places the recap marks.
GAMES = {
    "antike": ("orient-3-seed-35.json", 30, antike_places, "#map .province", "#map .province.followed, #map .province.latest"),
    "antike2": ("antike2-orient-3-seed-15.json", 30, antike_places, "#map .province",
                "#map .province.followed, #map .province.latest"),
    "duellum": ("duellum-west-seed-22.json", 40, duellum_places, "#map .province", "#map .region.followed"),
    "attika": ("attika-2-seed-5.json", 40, attika_places, "#map .at-cell", "#map .at-cell.recent"),
}
LAYOUTS = {"desktop": ["1280x800", "1024x768"], "phone": ["390x844"]}

# The current decision's controls: the decision bar's buttons, and the offered fields of a rondel or
# buttons of a board it is made on, none of them under a phone's bar.
CONTROLS = "#decision-bar button, #rondel .field.legal, #seats button.legal"
UNDER_THE_BAR = """() => {
  const bar = document.getElementById('decision-bar');
  if (getComputedStyle(bar).position !== 'fixed') return [];
  const top = bar.getBoundingClientRect().top;
  return [...document.querySelectorAll('#rondel .field.legal, #seats button.legal')]
    .filter((el) => el.getBoundingClientRect().bottom > top + 0.5).map((el) => el.dataset.field ?? el.textContent);
}"""


def positions(game):
    """(the position's save text, the save text one decision before the turn after it ends, that decision)."""
    name, after, _places, _map, _marks = GAMES[game]
    golden = json.loads((GOLDEN / name).read_text())
    match = Match(golden["options"], game=golden.get("game", "antike"))
    seats, texts = [], {}
    for i, decision in enumerate(golden["decisions"][:after + 80]):
        seats.append(match.rules.to_decide(match.state))
        texts[i] = export_game(match)
        match.play(decision)
    starts = [i for i in range(after, len(seats)) if seats[i] != seats[i - 1]]
    return texts[starts[0]], texts[starts[1] - 1], golden["decisions"][starts[1] - 1]


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("game", GAMES)
def test_the_decision_undo_the_log_and_a_refusal_are_in_view_and_the_map_follows(browser, base_url,
                                                                               wait_engine_ready, game, layout):
    _name, _after, places_of, map_places, marks = GAMES[game]
    position, before_turn_end, turn_end = positions(game)
    sizes = LAYOUTS[layout]
    context, page = open_position(browser, base_url, wait_engine_ready, sizes[0], position, game)
    for size in at_each_size(page, sizes, position, game):
        assert page.locator("#all-choices-list [data-decision]").count() > 0, "a person decides"
        assert outside_window(page, CONTROLS) == [], size
        assert page.evaluate(UNDER_THE_BAR) == [], size
        assert undo_in_window(page), size
        choose_line_and_see_its_places(page, size, places_of)
        assert click_refused_place(page, size, f"{map_places}:not(.legal)"), size
    # The turn ends while the map is zoomed in: the next person's recap comes into its view.
    import_position(page, before_turn_end, game)
    page.evaluate("document.getElementById('map-pane').scrollIntoView({block: 'start'})")
    zoom_in(page, 6)
    decide(page, turn_end, game)
    page.wait_for_function(f"document.querySelectorAll('{marks}').length > 0")
    recap = page.evaluate(f"[...document.querySelectorAll('{marks}')].map((g) => g.dataset.province ?? g.dataset.cell)")
    page.wait_for_function(PLACES_IN_MAP_VIEW, arg=recap)
    assert page.errors == []
    context.close()


# Each drawing while a computer plays: the places marked as its latest step, and whether the map's
# view holds them as drawn (with reduced motion the view moves in the drawing itself).
RECORD_FOLLOWING = """(inView) => {
  window.followed = [];
  new MutationObserver(() => {
    const view = window.antike.store.state.view;
    const latest = [...document.querySelectorAll('#map .province.latest')].map((g) => g.dataset.province);
    if (view.pending.nation !== 'arabs' && latest.length) window.followed.push({ latest, seen: eval(inView)(latest) });
  }).observe(document.getElementById('game'), { attributes: true, attributeFilter: ['data-version'] });
}"""


def test_on_a_phone_the_map_follows_each_computer_step(browser, base_url, wait_engine_ready):
    context = browser.new_context(base_url=base_url, **SIZES["390x844"], reduced_motion="reduce")
    page = context.new_page()
    open_setup(page, wait_engine_ready, pace=200)  # each computer step drawn on its own
    seat(page, "greeks", "easy")
    seat(page, "persians", "easy")
    page.locator("#setup summary").click()
    page.fill("#setup-seed", "3")  # a game whose computers arm, move and found early
    start(page)
    wait_for_person(page, "arabs")
    page.evaluate("document.getElementById('map-pane').scrollIntoView({block: 'start'})")
    zoom_in(page, 6)
    page.evaluate(RECORD_FOLLOWING, PLACES_IN_MAP_VIEW)
    for _ in range(3):  # a few rounds: the computers arm, move and found along the way
        play_a_turn(page, "arabs")
        end_turn(page)
        wait_for_person(page, "arabs")
        if page.evaluate("window.followed.length"):
            break
    followed = page.evaluate("window.followed")
    assert followed, "no computer step on the map was drawn"
    assert [step for step in followed if not step["seen"]] == []
    context.close()
