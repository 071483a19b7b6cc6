"""Issue 20, item 1: a click on a place the page does not offer says why, in the rules' words
(antike.games.antike_common.refusal, the bridge's `why_not`)."""

import json
import random

from antike.core import bridge
from antike.core.bridge import handle
from antike.core.registry import rules_of
from antike.games.antike_common.refusal import PLACE_DECISIONS, why_not
from antike.games.antike_common.decisions import legal_decisions
from antike.games.antike_common.simulate import choose as random_choice
from positions import END_MOVEMENT, choose, move, play, position

RULES = rules_of("antike")


def said(message):
    return message.say("en")


def maneuver(state):
    return choose(state, "maneuver_1")


def test_a_place_before_the_rondel_choice_asks_for_the_rondel_first():
    state = position(3, acting="arabs")
    assert said(why_not(state, "athen")) == "Arabs: first choose a field on the rondel."


def test_R_ARM_1_arming_in_a_city_of_another_nation_says_whose_it_is():
    state = choose(position(3, acting="arabs"), "arming")
    assert said(why_not(state, "athen")) == "Arming in Athen: not a city of the Arabs."


def test_R_MAN_2_a_move_across_no_border_says_so_and_a_place_without_units_asks_for_units():
    state = maneuver(position(4, acting="arabs", units={"arabs": {"legions": {"tyros": 1}}}))
    assert said(why_not(state, "athen")) == (
        "Arabs: first choose a highlighted province whose units can move; none in Athen.")
    assert said(why_not(state, "athen", "tyros")) == "Tyros and Athen do not share a border."


def test_R_MAN_7_a_city_too_strong_to_conquer_names_its_defence():
    state = position(4, acting="arabs", units={"arabs": {"legions": {"tyros": 3, "alexandria": 1}},
                                               "phoenicians": {"legions": {"alexandria": 1}}})
    state = play(maneuver(state), END_MOVEMENT)
    assert state.pending["step"] == "conquest"
    assert said(why_not(state, "alexandria")) == (
        "Alexandria has defence strength 2; you have 1 unit(s) there with an action left.")


def test_R_FOUND_1_founding_where_a_city_stands_says_so():
    state = position(3, acting="arabs", units={"arabs": {"legions": {"tyros": 1}}})
    state = choose(state, "iron")
    assert state.pending["step"] == "founding"
    greek = next(province for province, owner in sorted(state.cities.items()) if owner == "greeks")
    name = state.board.provinces[greek]["name"]
    assert said(why_not(state, greek)) == f"{name} already has a city."


def test_every_place_no_decision_is_offered_at_gets_a_reason_of_its_own():
    """Over seeded random games: at every step that chooses places, each place not offered gets a
    reason naming the rule, never the generic "not allowed" or "wrong step"."""
    generic = {"not_allowed", "wrong_step"}
    checked = 0
    for seed in (3, 4):
        rng = random.Random(seed)
        state = RULES.new_game({"board": "orient", "nations": 4, "seed": seed})
        while state.outcome is None and checked < 3000:
            step = state.pending["step"]
            if step in PLACE_DECISIONS:
                offered = {d.get("province") for d in legal_decisions(state)}
                for province in rng.sample(state.board.province_ids, 5):
                    if province not in offered:
                        assert why_not(state, province).key not in generic, (step, province)
                        checked += 1
            state = RULES.apply(state, random_choice(state, rng))
    assert checked > 300


def test_the_bridge_says_why_in_the_requests_language_and_changes_nothing(fresh_bridge_session):
    ask = lambda request: json.loads(handle(json.dumps(request)))  # noqa: E731
    ask({"command": "new_game", "options": {"board": "orient", "nations": 3, "seed": 1}})
    game = bridge._session["game"]
    record = game.to_json()
    assert ask({"command": "why_not", "target": {"province": "athen"}, "language": "de"})["reason"] == (
        "Araber: erst ein Feld auf dem Rondell wählen.")
    for target in ({"province": "atlantis"}, {"province": "athen", "from": "atlantis"}, {}):
        assert ask({"command": "why_not", "target": target})["error"]["code"] == "invalid_request"
    assert ask({"command": "why_not", "target": "athen"})["error"]["key"] == "bridge.target"
    assert game.to_json() == record and bridge._session["game"] is game
