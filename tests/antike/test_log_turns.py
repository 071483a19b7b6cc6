"""The log cut into turns (log_turns.py, issue 20, item 4): where each turn begins, its round, its
separator's title and its summary in words, in English and German."""

import random

import antike
from antike import Match
from antike.games.antike_common.board import load_board
from antike.games.antike_common.words.log_turns import log_turns
from antike.games.antike_common.simulate import choose

ORIENT = load_board("orient")

ROUND_THEN_TWO_TURNS = [
    {"event": "round", "round": 4, "short": False},
    {"event": "rondel", "nation": "greeks", "field": "maneuver_1", "payment": {}},
    {"event": "move", "nation": "greeks", "unit": "legion", "origin": "athen", "target": "bycantium"},
    {"event": "let_pass", "nation": "persians", "mover": "greeks", "unit": "legion", "province": "bycantium"},
    {"event": "move", "nation": "greeks", "unit": "legion", "origin": "bycantium", "target": "gordion"},
    {"event": "fight_entry", "nation": "arabs", "mover": "greeks", "unit": "legion", "province": "gordion"},
    {"event": "conquer", "nation": "greeks", "province": "ephesos", "defender": "persians", "temple": False,
     "removed": {"legion": 1, "galley": 0}, "lost": {}},
    {"event": "earn", "nation": "greeks", "kind": "general", "reason": {"why": "temple_destroyed"}},
    {"event": "rondel", "nation": "persians", "field": "gold", "payment": {}},
    {"event": "produce", "nation": "persians", "amount": 3, "resource": "gold"},
    {"event": "found", "nation": "persians", "province": "ninive"},
]


def test_a_turn_begins_with_its_rondel_event_and_a_round_start_stands_between_turns():
    parts = log_turns(ROUND_THEN_TWO_TURNS, 4, ORIENT)
    assert [(p["first"], p["nation"], p["round"], p["title"]) for p in parts] == [
        (0, None, 4, "Round 4"), (1, "greeks", 4, "Round 4 · Greeks"), (8, "persians", 4, "Round 4 · Persians")]
    assert parts[0]["summary"] is None


def test_a_turn_summary_says_its_field_moves_fights_conquests_foundings_and_personages():
    greeks, persians = log_turns(ROUND_THEN_TWO_TURNS, 4, ORIENT)[1:]
    assert greeks["summary"] == ("Greeks: Maneuver; 2 moves to Bycantium, Gordion; fights in Gordion; "
                                 "conquered Ephesos; earned: general")
    assert persians["summary"] == "Persians: Gold; +3 gold; founded Ninive"


def test_the_titles_and_summaries_are_said_in_german_too():
    greeks, persians = log_turns(ROUND_THEN_TWO_TURNS, 4, ORIENT, "de")[1:]
    assert greeks["title"] == "Runde 4 · Griechen"
    assert greeks["summary"] == ("Griechen: Manöver; 2 Bewegungen nach Bycantium, Gordion; Kämpfe in Gordion; "
                                 "erobert: Ephesos; erhalten: Feldherr")
    assert persians["summary"] == "Perser: Gold; +3 Gold; gegründet: Ninive"


def test_a_tail_that_begins_inside_a_turn_begins_with_that_turn_in_the_round_before_the_next_round_start():
    tail = ROUND_THEN_TWO_TURNS[4:] + [{"event": "round", "round": 5, "short": False}]
    parts = log_turns(tail, 5, ORIENT)
    assert [(p["first"], p["nation"], p["round"]) for p in parts] == [(0, "greeks", 4), (4, "persians", 4),
                                                                       (7, None, 5)]
    assert parts[0]["summary"] == "Greeks: 1 move to Gordion; fights in Gordion; conquered Ephesos; earned: general"


def test_start_cities_picked_one_after_another_are_one_part():
    events = [{"event": "start_city", "nation": "greeks", "province": "athen"},
              {"event": "start_city", "nation": "persians", "province": "ninive"}]
    assert log_turns(events, 0, ORIENT) == [{"first": 0, "nation": None, "round": 0, "title": "Start cities",
                                            "summary": None}]


def test_the_view_cuts_its_log_into_turns_that_cover_every_line():
    match = Match({"board": "orient", "nations": 3, "variants": [], "seed": 2})
    rng = random.Random(5)
    for _ in range(150):
        match.play(choose(match.state, rng))
    view = antike.view(match.state, match.log[-80:])
    turns = view["log_turns"]
    assert turns[0]["first"] == 0 and [t["first"] for t in turns] == sorted({t["first"] for t in turns})
    assert turns[-1]["round"] == view["round"]
    for turn in turns:
        if turn["nation"] and view["log_events"][turn["first"]]["event"] == "rondel":
            assert view["log_events"][turn["first"]]["nation"] == turn["nation"]
