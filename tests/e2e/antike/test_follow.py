"""Following the others (issue 20, item 4): the log in playing order, cut into turns under
separators, nation names in their inks (their colours' shade for text); a log line shows its places on the map; the other
nations' turns since a person's own are highlighted and summarised near the prompt; computer turns
are drawn step by step, each step highlighted.
"""
import json

from test_computer import THREE, open_setup, seat, start, wait_for_person
from test_play import GOLDEN, end_turn, make, start_game

# The first decisions of the golden game: arming, temples, moves and foundings of all three nations.
OPENING = 30

# What the page draws of the log, as data.
READ_LOG = """() => [...document.querySelectorAll('#log > li')].map((item) => {
  const button = item.querySelector('button.log-line');
  return button ? {line: button.textContent, index: Number(button.dataset.index)}
                : {title: item.textContent, nation: item.dataset.seat ?? null};
})"""

# Provinces carrying a mark of the follow highlight.
MARKED = """(mark) => [...document.querySelectorAll(`#map .province.${mark}`)].map((g) => g.dataset.province)"""

PLACE_KEYS = ("origin", "target", "province")


def view(page):
    return page.evaluate("window.antike.view()")


def places(events):
    return {event[key] for event in events for key in PLACE_KEYS if event.get(key)}


def unseen_turns(current, viewer):
    """The turns of current["log_turns"] since `viewer`'s own last one, each nation's last (follow.js)."""
    turns, unseen, nations = current["log_turns"], [], set()
    for i in range(len(turns) - 1, -1, -1):
        turn = turns[i]
        if not turn["nation"]:
            continue
        if turn["nation"] == viewer or turn["nation"] in nations:
            break
        nations.add(turn["nation"])
        end = turns[i + 1]["first"] if i + 1 < len(turns) else len(current["log_events"])
        unseen.insert(0, (turn, current["log_events"][turn["first"]:end]))
    return unseen


def play_opening(page, wait_engine_ready):
    golden = json.loads(GOLDEN.read_text())
    start_game(page, wait_engine_ready, "3", golden["options"]["seed"])
    for decision in golden["decisions"][:OPENING]:
        make(page, decision)
    end_turn(page)  # the last decision ended a turn: the next person is asked once it is ended
    return view(page)


def test_the_log_reads_in_playing_order_under_a_separator_per_turn_with_nations_in_their_inks(
        page, page_log, wait_engine_ready):
    current = play_opening(page, wait_engine_ready)
    drawn = page.evaluate(READ_LOG)
    assert [item["line"] for item in drawn if "line" in item] == current["log"]  # oldest first
    assert [item["index"] for item in drawn if "line" in item] == list(range(len(current["log"])))
    # Each turn's separator stands right before its first line and says the engine's title.
    turns = current["log_turns"]
    assert any(turn["nation"] for turn in turns) and any(not turn["nation"] for turn in turns)
    for position, item in enumerate(drawn):
        if "title" in item:
            turn = turns.pop(0)
            assert item["title"] == turn["title"] and item["nation"] == turn["nation"]
            assert drawn[position + 1]["index"] == turn["first"]
    assert not turns
    # Nation names are coloured, each in its own ink (its colour's shade for text, issue 45).
    colours = {nation["id"]: nation["ink"] for nation in current["nations"]}
    spans = page.evaluate("""() => [...document.querySelectorAll('#log .log-seat')]
        .map((span) => [span.dataset.seat, span.style.color, span.textContent])""")
    assert {nation for nation, _, _ in spans} == set(colours)
    rgb = page.evaluate("""(colours) => Object.fromEntries(Object.entries(colours).map(([id, colour]) => {
        const probe = document.createElement('span'); probe.style.color = colour; return [id, probe.style.color]; }))""",
                        colours)
    names = {nation["id"]: nation["name"] for nation in current["nations"]}
    assert all(colour == rgb[nation] and text == names[nation] for nation, colour, text in spans)
    # The newest line is in sight in the log's box.
    assert page.evaluate("""() => {
        const box = document.getElementById('log-scroll').getBoundingClientRect();
        const last = [...document.querySelectorAll('#log .log-line')].at(-1).getBoundingClientRect();
        return last.bottom <= box.bottom + 1 && last.top >= box.top - 1;
    }""")
    page_log.assert_no_errors()


def test_a_log_line_chosen_by_click_or_enter_shows_its_places_on_the_map_until_the_next_decision(
        page, page_log, wait_engine_ready):
    current = play_opening(page, wait_engine_ready)
    events = current["log_events"]
    move = next(i for i, event in enumerate(events) if event["event"] == "move")
    found = next(i for i, event in enumerate(events) if event["event"] == "found")
    page.click(f'#log button.log-line[data-index="{move}"]')
    assert set(page.evaluate(MARKED, "shown")) == {events[move]["origin"], events[move]["target"]}
    assert page.get_attribute(f'#log [data-index="{move}"]', "aria-pressed") == "true"
    page.focus(f'#log button.log-line[data-index="{found}"]')
    page.keyboard.press("Enter")
    assert page.evaluate(MARKED, "shown") == [events[found]["province"]]
    assert page.get_attribute(f'#log [data-index="{move}"]', "aria-pressed") is None
    page.click(f'#log button.log-line[data-index="{found}"]')  # chosen again: shown no more
    assert page.evaluate(MARKED, "shown") == []
    page.click(f'#log button.log-line[data-index="{found}"]')
    make(page, current["legal"][0])
    assert page.evaluate(MARKED, "shown") == []
    page_log.assert_no_errors()


def test_the_other_nations_turns_since_a_persons_own_are_highlighted_and_summarised_until_they_act(
        page, page_log, wait_engine_ready):
    current = play_opening(page, wait_engine_ready)
    viewer = current["pending"]["nation"]
    unseen = unseen_turns(current, viewer)
    assert len(unseen) == 2 and viewer not in {turn["nation"] for turn, _ in unseen}
    marked = set(page.evaluate(MARKED, "followed")) | set(page.evaluate(MARKED, "latest"))
    assert marked == places(events for _, turn_events in unseen for events in turn_events) and marked
    assert page.is_visible("#since")
    said = page.evaluate("() => [...document.querySelectorAll('#since li')].map((li) => li.textContent)")
    assert said == [turn["summary"] for turn, _ in unseen]
    # The person acts: their turn begins, and what they have now seen is no longer highlighted.
    assert current["pending"]["step"] == "rondel"
    acting = [d for d in current["legal"] if current["rondel"]["preview"][d["field"]]["can_act"]
              and d["field"] not in ("iron", "gold", "marble")]  # a production field ends the turn
    make(page, acting[0])
    assert view(page)["pending"]["nation"] == viewer
    assert page.evaluate(MARKED, "followed") == [] and page.evaluate(MARKED, "latest") == []
    assert page.is_hidden("#since")
    page_log.assert_no_errors()


# Every draw of the page while computers play: the whole log's length, the events it added since the
# draw before, and the provinces marked as the latest step.
RECORD_DRAWS = """() => {
  window.draws = [];
  let length = window.antike.store.state.logLength;
  new MutationObserver(() => {
    const state = window.antike.store.state;
    const added = state.logLength - length;
    length = state.logLength;
    window.draws.push({logLength: state.logLength, pending: state.view.pending.nation,
                       added: added > 0 ? state.view.log_events.slice(-added) : [],
                       latest: [...document.querySelectorAll('#map .province.latest')].map((g) => g.dataset.province)});
  }).observe(document.getElementById('game'), {attributes: true, attributeFilter: ['data-version']});
}"""


def play_a_turn(page, nation):
    """The person's turn: a free rondel field, then Done or the end of the movement until it is over."""
    turn = view(page)["turn"]
    while (current := view(page))["pending"]["nation"] == nation and current["turn"] == turn:
        if current["pending"]["step"] == "rondel":
            make(page, next(d for d in current["legal"] if d["type"] == "rondel" and not d["payment"]))
        else:
            finishing = [d for d in current["legal"] if d["type"] in ("done", "end_movement")]
            make(page, finishing[0] if finishing else current["legal"][0])


def test_computer_turns_are_drawn_step_by_step_each_step_highlighted(page, page_log, wait_engine_ready):
    open_setup(page, wait_engine_ready, pace=200)
    seat(page, "greeks", "medium")
    seat(page, "persians", "easy")
    start(page)
    wait_for_person(page, "arabs")
    for _ in range(3):  # three rounds: the computers arm, move and found along the way
        page.evaluate(RECORD_DRAWS)
        start_length = page.evaluate("window.antike.store.state.logLength")
        decisions = len(page.evaluate("window.antike.engine.call({command: 'save'})")["record"]["decisions"])
        play_a_turn(page, "arabs")
        end_turn(page)
        wait_for_person(page, "arabs")
        total = len(page.evaluate("window.antike.engine.call({command: 'save'})")["record"]["decisions"])
        draws = page.evaluate("window.draws")
        # Every point the computers' decisions reached was drawn on its own (paced, not one frame).
        points = [page.evaluate("(at) => window.antike.engine.call({command: 'replay', at})", at)
                  for at in range(decisions, total + 1)]
        reached = {after["log_length"] for before, after in zip(points, points[1:])
                   if before["view"]["pending"]["nation"] != "arabs"}
        assert len(reached) >= 2 and min(reached) > start_length
        assert reached <= {draw["logLength"] for draw in draws}
        # Each drawn computer step marks the places of its own events as the latest, no others.
        for draw in draws:
            computer_events = [event for event in draw["added"] if event.get("nation") not in (None, "arabs")]
            if draw["added"] and len(computer_events) == len(draw["added"]):
                assert set(draw["latest"]) == places(computer_events)
    current = view(page)
    marked = set(page.evaluate(MARKED, "followed")) | set(page.evaluate(MARKED, "latest"))
    assert marked == places(events for _, turn_events in unseen_turns(current, "arabs") for events in turn_events)
    assert page.text_content("#since li:first-child").startswith(current["nations"][1]["name"])
    page_log.assert_local_only()
    page_log.assert_no_errors()
