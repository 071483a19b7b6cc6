"""The engine's error messages in English and German (antike.core.messages and each game's catalogue): every refusal the page can show
is said in the language of the request, with the board's names and the rulebooks' terms."""

import copy
import json
import re
import string

import pytest

import antike
from antike import Match
from antike.core import bridge
from antike.core.bridge import handle
from antike.games.antike_common.explain import explain
from antike.core.messages import CORE, Message, template_fields
from antike.core.words import SEAT_WORDS
from antike.core.savefile import checksum, export_game
from antike.games.antike_common.words.refusals import CATALOGUE as ANTIKE_MESSAGES
from antike.games.antike.edition import EDITION
from antike.games.antike2.game import new_game as new_antike2_game
from antike.games.antike2.edition import AntikeIIState

KNOW_HOWS = EDITION.know_hows
from positions import (END_MOVEMENT, choose, conquer, deal_personages, fight, finish_turn, move, play, position)

DONE = {"type": "done"}
# Every message a game of Antike can say: the core's and Antike's catalogues together.
TEMPLATES = {language: {**CORE.templates[language], **ANTIKE_MESSAGES.templates[language]} for language in ("en", "de")}
MESSAGE_TERMS = {language: {**CORE.terms[language], **ANTIKE_MESSAGES.terms[language]} for language in ("en", "de")}


pytestmark = pytest.mark.usefixtures("fresh_bridge_session")


def phrases(words):
    """Pairs of neighbouring plain words: quoted, hyphenated or snake_case words (ids, the player's
    input) and the gaps of None break a pair."""
    plain = [w.strip(".,:;()").lower() if w else None for w in words]
    plain = [w if w and re.fullmatch(r"[a-zäöüß]+", w) else None for w in plain]
    return {f"{a} {b}" for a, b in zip(plain, plain[1:]) if a and b}


def english_phrases(key):
    """The phrases of the English template's own text (a parameter breaks a pair)."""
    words = []
    for literal, _, _, _ in string.Formatter().parse(TEMPLATES["en"][key]):
        words.extend(literal.split() + [None])
    return phrases(words)


def assert_german(key, text):
    """`text` says message `key` in German: none of the English template's phrases is in it."""
    left = english_phrases(key) & phrases(text.split())
    assert not left, (key, text, left)


def request(command, language, **fields):
    """The reply to one request, parsed."""
    return json.loads(handle(json.dumps({"command": command, "language": language, **fields})))


def refusal(command, language, code, **fields):
    """The error of a request that must be refused with `code`."""
    reply = request(command, language, **fields)
    assert reply["ok"] is False, reply
    assert set(reply["error"]) == {"code", "key", "params", "message"}
    assert reply["error"]["code"] == code, reply["error"]
    return reply["error"]


def in_play(state):
    """Put a rulebook position in the bridge as the game in play (the bridge then refuses on it)."""
    game = Match(state.options, game=state.edition.game_id)
    game.state = state
    bridge._session["game"] = game


# --- The templates ---------------------------------------------------------------------------

def test_every_message_has_an_english_and_a_german_template_with_the_same_parameters():
    assert TEMPLATES["en"].keys() == TEMPLATES["de"].keys()
    assert MESSAGE_TERMS["en"].keys() == MESSAGE_TERMS["de"].keys()
    for key, english in TEMPLATES["en"].items():
        # The words for a game's seats are each language's own (a German dative, an English possessive).
        assert (template_fields(english) - set(SEAT_WORDS["en"])
                == template_fields(TEMPLATES["de"][key]) - set(SEAT_WORDS["de"])), key


@pytest.mark.parametrize("key", sorted(TEMPLATES["de"]))
def test_no_german_template_keeps_english_words(key):
    german = TEMPLATES["de"][key]
    assert_german(key, "".join(literal for literal, _, _, _ in string.Formatter().parse(german)))


def test_the_check_for_english_finds_it():
    with pytest.raises(AssertionError):
        assert_german("found.no_stone", "Arabs have no city stone left.")
    assert_german("found.no_stone", "Arabs haben keinen Stadtstein mehr.")


def test_a_message_is_data_and_says_itself_in_both_languages():
    message = Message("arm.limit.one", board="orient", province="tyros", limit=1, placed=1)
    assert message.to_json() == {"key": "arm.limit.one",
                                 "params": {"board": "orient", "province": "tyros", "limit": 1, "placed": 1}}
    assert str(message) == "Arming in Tyros: at most 1 new unit there this turn, you placed 1."
    assert message.say("de") == "Rüsten in Tyros: dort höchstens 1 neue Einheit in diesem Zug, aufgestellt: 1."
    with pytest.raises(KeyError):
        Message("arm.too_many")


def test_the_players_input_in_a_message_stays_raw_and_its_data_stays_small_and_plain():
    nested = {"a": [[[[1]]]], "b": float("nan")}
    error = antike.InvalidDecision("decision.one_of", kind="rondel", name="field", known=["iron"], value=nested)
    assert repr(nested) in str(error) and repr(nested) in error.say("de")
    params = error.message.to_json()["params"]
    json.loads(json.dumps(params, allow_nan=False))  # NaN is not JSON: the page could not read it
    long = antike.InvalidDecision("decision.type", value="x" * 10_000, known=["done"])
    assert len(json.dumps(long.message.to_json())) < 400


# --- Why a decision is not allowed (explain.py), through the bridge ---------------------------

def _game_over():
    state = position(3, acting="greeks", personages=deal_personages(["greeks"], 9),
                     resources={"greeks": {"gold": 14}})
    return play(choose(state, "know_how"), {"type": "buy_know_how", "know_how": "wheel"}, DONE)


def _tie():
    seven = [k for k in KNOW_HOWS if k != "democracy"]
    state = position(3, acting="arabs", know_hows={"arabs": seven, "greeks": ["democracy"]},
                     personages={"greeks": {"king": 1}}, resources={"arabs": {"gold": 10}})
    return finish_turn(play(choose(state, "know_how"), {"type": "buy_know_how", "know_how": "democracy"}))


def _with_pending(state, pending):
    data = copy.deepcopy(state.to_json())
    data["pending"] = pending
    return antike.GameState.from_json(data)


def _antike2(legions=None, know_hows=(), step="rondel", field=None):
    """An Antike II game (3 nations, seed 1: the Greeks act) with the Greeks' legions and know-hows
    set, at `step` of their turn on the rondel `field`."""
    data = copy.deepcopy(new_antike2_game({"nations": 3, "seed": 1}).to_json())
    record = data["nations"]["greeks"]
    record["legions"] = dict(legions or {})
    record["know_hows"] = list(know_hows)
    record["rondel"] = field
    data["pending"] = {"nation": "greeks", "step": step}
    return AntikeIIState.from_json(data)


def _antike2_conquest(legions):
    """The Greeks of _antike2 at the conquest step of a maneuver with `legions`."""
    state = antike.apply(_antike2(legions), {"type": "rondel", "field": "maneuver_1"})
    return antike.apply(state, {"type": "end_movement"})


def _all_temples_built():
    board = antike.load_board("orient")
    temples = [p for p in board.province_ids if p not in ("athen", "susa", "tyros", "saba")][:20]
    state = position(4, start_cities=False, cities={**{p: "arabs" for p in temples + ["saba"]}, "athen": "greeks",
                                                     "susa": "persians", "tyros": "phoenicians"},
                     temples=temples, acting="arabs", resources={"arabs": {"marble": 10}})
    return _with_pending(state, {"nation": "arabs", "step": "temple"})


BOARD = antike.load_board("orient")
OTHERS = {"tyros": "phoenicians", "paphos": "phoenicians", "athen": "greeks", "susa": "persians"}
OWN = [p for p in BOARD.province_ids if p not in OTHERS][:25]
FREE = next(p for p in BOARD.province_ids if p not in OTHERS and p not in OWN)  # a site without a city


def _full_of_cities(**units):
    """The Arabs with all 25 city stones on the board."""
    return position(4, start_cities=False, cities={**{p: "arabs" for p in OWN}, **OTHERS}, acting="arabs",
                    units={"arabs": units})


def _maneuver(state):
    return choose(state, "maneuver_1")


def _conquest(state):
    return play(choose(state, "maneuver_1"), END_MOVEMENT)


def _eight_know_hows(**resources):
    return position(3, acting="arabs", know_hows={"arabs": ["roads", "navigation", "currency", "democracy"]},
                    resources={"arabs": resources})


ARABS_LEGIONS = {"arabs": {"legions": {"tyros": 1}, "galleys": {"tyros": 1}}}
CONQUERORS = {"arabs": {"legions": {"tyros": 3, "palmyra": 1, "saba": 1}}}  # Tyros can be conquered

# (key, the position, the refused decision, names the message must give in both languages)
REFUSALS = [
    ("game_over", _game_over, DONE, []),
    ("wrong_step", lambda: antike.new_game({"nations": 3}), DONE, ["Arabs"]),
    ("cannot_pay", lambda: position(3, acting="arabs", rondel={"arabs": "gold"},
                                    resources={"arabs": {"marble": 1, "iron": 0, "gold": 1, "coins": 1}}),
     {"type": "rondel", "field": "know_how", "payment": {"marble": 1, "gold": 1}}, ["Arabs"]),
    ("not_allowed", _tie, {"type": "choose_personage", "kind": "general"}, ["Arabs"]),
    ("rondel.cost", lambda: position(3, acting="arabs", rondel={"arabs": "gold"},
                                     resources={"arabs": {"marble": 1, "iron": 0, "gold": 1, "coins": 1}}),
     {"type": "rondel", "field": "gold"}, ["Arabs"]),
    ("trade.eight_know_hows", lambda: position(3, acting="arabs", resources={"arabs": {"gold": 5}}),
     {"type": "trade", "give": {"gold": 2}, "get": "iron"}, ["Arabs"]),
    ("trade.same_kind", lambda: _eight_know_hows(marble=3),
     {"type": "trade", "give": {"marble": 2}, "get": "marble"}, []),
    ("trade.short", lambda: _eight_know_hows(gold=1), {"type": "trade", "give": {"gold": 2}, "get": "iron"},
     ["Arabs"]),
    ("start_city.taken", lambda: play(antike.new_game({"two_player": "two_colours", "seed": 3}),
                                      {"type": "choose_start_city", "province": "tyros"}),
     {"type": "choose_start_city", "province": "tyros"}, ["Tyros"]),
    ("start_city.other", lambda: antike.new_game({"nations": 3, "variants": ["longer"]}),
     {"type": "choose_start_city", "province": "sparta"}, ["Sparta", "Arabs"]),
    ("temple.not_own", lambda: choose(position(3, acting="arabs", resources={"arabs": {"marble": 10}}), "temple"),
     {"type": "build_temple", "province": "sparta"}, ["Sparta", "Arabs"]),
    ("temple.built", lambda: choose(position(3, acting="arabs", temples=["saba"],
                                             resources={"arabs": {"marble": 10}}), "temple"),
     {"type": "build_temple", "province": "saba"}, ["Saba"]),
    ("temple.none_left", _all_temples_built, {"type": "build_temple", "province": "saba"}, ["20"]),
    ("arm.not_own", lambda: choose(position(4, acting="phoenicians", resources={"phoenicians": {"iron": 3}}),
                                   "arming"),
     {"type": "arm", "province": "memphis", "unit": "legion"}, ["Memphis", "Phoenicians"]),
    ("arm.limit.one", lambda: play(choose(position(4, acting="phoenicians", resources={"phoenicians": {"iron": 5}}),
                                          "arming"), {"type": "arm", "province": "tyros", "unit": "legion"}),
     {"type": "arm", "province": "tyros", "unit": "galley"}, ["Tyros"]),
    ("arm.limit.other", lambda: play(choose(position(4, acting="phoenicians", temples=["tyros"],
                                                     resources={"phoenicians": {"iron": 5}}), "arming"),
                                     *[{"type": "arm", "province": "tyros", "unit": "legion"}] * 3),
     {"type": "arm", "province": "tyros", "unit": "galley"}, ["Tyros", "3"]),
    ("arm.unit_kind", lambda: choose(position(4, acting="phoenicians", resources={"phoenicians": {"iron": 5}}),
                                     "arming"),
     {"type": "arm", "province": "paphos", "unit": "legion"}, ["Paphos"]),
    ("arm.supply", lambda: choose(position(4, acting="phoenicians", units={"phoenicians": {"legions": {"memphis": 17}}},
                                           resources={"phoenicians": {"iron": 5}}), "arming"),
     {"type": "arm", "province": "alexandria", "unit": "legion"}, ["Phoenicians"]),
    ("know_how.held", lambda: choose(position(3, acting="arabs", know_hows={"arabs": ["wheel"]},
                                              resources={"arabs": {"gold": 40}}), "know_how"),
     {"type": "buy_know_how", "know_how": "wheel"}, ["Arabs"]),
    ("know_how.basic", lambda: choose(position(3, acting="arabs", resources={"arabs": {"gold": 40}}), "know_how"),
     {"type": "buy_know_how", "know_how": "roads"}, []),
    ("know_how.price", lambda: play(choose(position(3, acting="arabs", know_hows={"greeks": ["sailing"]},
                                                    resources={"arabs": {"gold": 10, "coins": 0}}), "know_how"),
                                    {"type": "buy_know_how", "know_how": "wheel"}),
     {"type": "buy_know_how", "know_how": "market"}, ["7", "3"]),
    ("move.no_unit", lambda: _maneuver(position(4, acting="arabs", units=ARABS_LEGIONS)),
     move("legion", "petra", "tyros"), ["Arabs", "Petra"]),
    ("move.no_actions", lambda: play(_maneuver(position(4, acting="arabs", units={
        "arabs": {"legions": {"palmyra": 1, "petra": 1}}})),
                                     move("legion", "palmyra", "tyros")),
     move("legion", "tyros", "memphis"), ["Tyros"]),
    ("move.no_border", lambda: _maneuver(position(4, acting="arabs", units=ARABS_LEGIONS)),
     move("galley", "tyros", "athen"), ["Tyros", "Athen"]),
    ("move.border", lambda: _maneuver(position(4, acting="arabs", units=ARABS_LEGIONS)),
     move("legion", "tyros", "paphos"), ["Tyros", "Paphos"]),
    ("fight.own", lambda: _maneuver(position(4, acting="arabs", units={
        "arabs": {"legions": {"tyros": 1}}, "phoenicians": {"legions": {"tyros": 1}}})),
     fight("tyros", "legion", "arabs"), ["Tyros", "Arabs"]),
    ("fight.no_own", lambda: _maneuver(position(4, acting="arabs", units={
        "arabs": {"legions": {"tyros": 1}}, "phoenicians": {"legions": {"tyros": 1}, "galleys": {"tyros": 1}}})),
     fight("tyros", "galley", "phoenicians"), ["Tyros", "Arabs"]),
    ("fight.no_other", lambda: _maneuver(position(4, acting="arabs", units={
        "arabs": {"legions": {"tyros": 1}, "galleys": {"tyros": 1}}, "phoenicians": {"legions": {"tyros": 1}}})),
     fight("tyros", "galley", "phoenicians"), ["Tyros", "Phoenicians"]),
    ("conquer.no_city", lambda: _conquest(position(4, acting="arabs", units=CONQUERORS)),
     conquer("palmyra", legions=1), ["Palmyra"]),
    ("conquer.own", lambda: _conquest(position(4, acting="arabs", units=CONQUERORS)),
     conquer("saba", legions=1), ["Saba", "Arabs"]),
    ("conquer.last_city", lambda: _conquest(position(4, acting="arabs", cities={"paphos": None, "alexandria": None},
                                                     units={"arabs": {"legions": {"tyros": 5}, "galleys": {"athen": 1}}})),
     conquer("tyros", legions=1), ["Tyros"]),
    ("conquer.strength", lambda: play(_maneuver(position(4, acting="arabs", units={
        "arabs": {"legions": {"tyros": 1}, "galleys": {"antiochia": 1, "paphos": 1}},
        "phoenicians": {"legions": {"tyros": 1}}})), move("galley", "antiochia", "tyros"), END_MOVEMENT),
     conquer("tyros", legions=1, galleys=1), ["Tyros", "2", "1"]),
    ("conquer.exactly", lambda: _conquest(position(4, acting="arabs", units={"arabs": {"legions": {"tyros": 3}}})),
     conquer("tyros", legions=2), ["Tyros", "1"]),
    ("conquer.units", lambda: _conquest(position(4, acting="arabs", units={"arabs": {"legions": {"tyros": 3}}})),
     conquer("tyros", galleys=1), ["Tyros", "3", "0"]),
    ("conquer.give_up_needed", lambda: _conquest(_full_of_cities(legions={"tyros": 1})),
     conquer("tyros", legions=1), ["Arabs", "Tyros"]),
    ("conquer.give_up_needless", lambda: _conquest(position(4, acting="arabs", units={"arabs": {"legions": {"tyros": 1}}})),
     conquer("tyros", legions=1, give_up="saba"), ["Arabs"]),
    ("conquer.give_up_other", lambda: _conquest(_full_of_cities(legions={"tyros": 1})),
     conquer("tyros", legions=1, give_up="athen"), ["Athen", "Arabs"]),
    ("found.city", lambda: _conquest(position(3, acting="arabs", resources={"arabs": {"marble": 3, "iron": 3, "gold": 3}},
                                              units={"arabs": {"legions": {"taima": 1}}})),
     {"type": "found", "province": "saba"}, ["Saba"]),
    ("found.no_unit", lambda: _conquest(position(3, acting="arabs", resources={"arabs": {"marble": 3, "iron": 3, "gold": 3}},
                                                 units={"arabs": {"legions": {"taima": 1}}})),
     {"type": "found", "province": "petra"}, ["Petra", "Arabs"]),
    ("temple.neutral_units", lambda: _antike2_conquest({"napoca": 3, "gordion": 1}),
     {"type": "destroy_temple", "province": "gordion", "legions": 3, "galleys": 0}, ["Gordion", "1"]),
    ("found.neutral_temple", lambda: _antike2({"napoca": 1}, step="founding", field="iron"),
     {"type": "found", "province": "napoca"}, ["Napoca"]),
    ("trade.no_rate", lambda: _antike2(),
     {"type": "trade", "give": {"gold": 2}, "get": {"iron": 1}}, ["Greeks"]),
    ("found.no_stone", lambda: _with_pending(_full_of_cities(legions={FREE: 1}),
                                             {"nation": "arabs", "step": "founding"}),
     {"type": "found", "province": FREE}, ["Arabs"]),
]


def test_every_reason_of_explain_is_tested():
    source = open(explain.__code__.co_filename, encoding="utf-8").read()
    keys = set(re.findall(r'"([a-z_]+(?:\.[a-z_]+)+|game_over|wrong_step|cannot_pay|not_allowed)"', source))
    assert {"game_over", "arm.limit.one", "found.no_stone"} <= keys  # the search finds the keys
    assert keys <= {case[0] for case in REFUSALS}, keys - {case[0] for case in REFUSALS}


# The nations named in REFUSALS, as the German messages name them (the boards' translations).
GERMAN_NATIONS = {"Arabs": "Araber", "Phoenicians": "Phönizier", "Greeks": "Griechen"}


@pytest.mark.parametrize("key, build, decision, names", REFUSALS, ids=[case[0] for case in REFUSALS])
def test_a_refused_decision_is_said_in_the_language_of_the_request(key, build, decision, names):
    state = build()
    with pytest.raises(antike.IllegalDecision) as raised:
        antike.apply(state, decision)
    in_play(state)
    english = refusal("apply", "en", "illegal_decision", decision=decision)
    german = refusal("apply", "de", "illegal_decision", decision=decision)
    assert english["key"] == german["key"] == key
    assert english["params"] == german["params"] == raised.value.message.to_json()["params"]
    assert english["message"] == str(raised.value)
    assert german["message"] != english["message"]
    assert_german(key, german["message"])
    for name in names:
        assert name in english["message"], (name, english)
        assert GERMAN_NATIONS.get(name, name) in german["message"], (name, german)
        if name in GERMAN_NATIONS:  # a German message names no nation in English
            assert name not in german["message"], (name, german)


def test_german_uses_the_rulebook_terms():
    state = _maneuver(position(4, acting="arabs", units=ARABS_LEGIONS))
    assert explain(state, move("legion", "tyros", "paphos"), []).say("de") == \
        "Eine Legion kann die Seegrenze von Tyros nach Paphos nicht überqueren."
    state = choose(position(4, acting="phoenicians", resources={"phoenicians": {"iron": 5}}), "arming")
    with pytest.raises(antike.IllegalDecision) as raised:
        antike.apply(state, {"type": "arm", "province": "paphos", "unit": "legion"})
    assert raised.value.say("de") == "Rüsten in Paphos: dort können keine Legionen aufgestellt werden."
    state = choose(position(3, acting="arabs", resources={"arabs": {"gold": 40}}), "know_how")
    with pytest.raises(antike.IllegalDecision) as raised:
        antike.apply(state, {"type": "buy_know_how", "know_how": "roads"})
    assert raised.value.say("de") == "Straßenbau erfordert zuerst Rad."
    state = position(3, acting="arabs", rondel={"arabs": "gold"},
                     resources={"arabs": {"marble": 1, "iron": 0, "gold": 1, "coins": 1}})
    with pytest.raises(antike.IllegalDecision) as raised:
        antike.apply(state, {"type": "rondel", "field": "know_how", "payment": {"marble": 1, "gold": 1}})
    assert raised.value.say("de").startswith("Araber: Bezahlung mit 1 Marmor und 1 Gold ist dafür nicht möglich")


# --- Malformed decisions, options, save files, records and the bridge's own refusals ----------

MALFORMED = [
    "not a decision",
    {"type": "fly"},
    {"type": "done", "extra": 1},
    {"type": "build_temple"},
    {"type": "rondel", "field": "moon"},
    {"type": "found", "province": "atlantis"},
    {"type": "fight", "province": "tyros", "unit": "legion", "nation": "romans"},
    {"type": "move", "unit": "legion", "from": "tyros", "to": "petra", "actions": 4},
    {"type": "trade", "give": {"gold": 3}, "get": "iron"},
    {"type": "found", "province": "tyros", "payment": 5},
    {"type": "found", "province": "tyros", "payment": {"wood": 1}},
    {"type": "found", "province": "tyros", "payment": {"gold": -1}},
]


@pytest.mark.parametrize("decision", MALFORMED, ids=range(len(MALFORMED)))
def test_a_malformed_decision_is_said_in_german(decision):
    request("new_game", "de", options={"nations": 3})
    english = refusal("apply", "en", "invalid_decision", decision=decision)
    german = refusal("apply", "de", "invalid_decision", decision=decision)
    assert english["key"] == german["key"] and german["message"] != english["message"]
    assert_german(german["key"], german["message"])


BAD_OPTIONS = [
    ("options.object", []), ("options.unknown", {"colour": "red"}), ("options.board", {"board": "moon"}),
    ("options.two_player", {"two_player": "duel"}), ("options.nations", {"nations": "four"}),
    ("options.four_nations", {"two_player": "four_nations", "nations": 3}),
    ("options.two_colours", {"two_player": "two_colours", "nations": 3}),
    ("options.nation_count", {"nations": 7}), ("options.variants", {"variants": "expert"}),
    ("options.variant", {"variants": ["short"]}), ("options.variant_twice", {"variants": ["expert", "expert"]}),
    ("options.twelve_nations", {"nations": 4, "variants": ["twelve"]}),
    ("options.twelve_military", {"variants": ["twelve", "military"]}),
    ("options.longer_two_colours", {"two_player": "two_colours", "variants": ["longer"]}),
    ("options.military_two_colours", {"two_player": "two_colours", "variants": ["military"]}),
    ("options.seed", {"seed": "one"}), ("options.names", {"names": {"greeks": 5}}),
    ("options.names_not_in_play", {"names": {"romans": "Anna"}}),
]


@pytest.mark.parametrize("key, options", BAD_OPTIONS, ids=[case[0] for case in BAD_OPTIONS])
def test_bad_options_are_said_in_german(key, options):
    german = refusal("new_game", "de", "invalid_options", options=options)
    english = refusal("new_game", "en", "invalid_options", options=options)
    assert german["key"] == english["key"] == key
    assert_german(key, german["message"])
    assert "{" not in german["message"]


BAD_COMPUTERS = [
    ("computer.strings", [1]), ("computer.twice", ["greeks", "greeks"]), ("computer.object", "greeks"),
    ("computer.not_in_play", {"romans": {"strength": "easy"}}), ("computer.settings", {"greeks": "easy"}),
    ("computer.strength", {"greeks": {"strength": "divine"}}),
    ("computer.unknown_settings", {"greeks": {"strength": "easy", "think": 2}}),
    ("computer.think_or_iterations", {"greeks": {"strength": "hard", "think": 2, "iterations": 5}}),
    ("computer.iterations", {"greeks": {"strength": "hard", "iterations": 0}}),
    ("computer.think", {"greeks": {"strength": "hard", "think": 100}}),
]


@pytest.mark.parametrize("key, computer", BAD_COMPUTERS, ids=[case[0] for case in BAD_COMPUTERS])
def test_bad_computer_players_are_said_in_german(key, computer):
    german = refusal("new_game", "de", "invalid_options", options={"nations": 3}, computer=computer)
    assert german["key"] == key
    assert_german(key, german["message"])


def _save_file(edit=None, sign=True):
    """The text of a real save file (a few decisions in), optionally edited and signed again."""
    game = Match({"board": "orient", "nations": 3, "seed": 2})
    for _ in range(3):
        game.play(antike.legal_decisions(game.state)[0])
    data = json.loads(export_game(game))
    if edit:
        edit(data)
        if sign:
            data["checksum"] = checksum(data)
    return json.dumps(data)


def _set(field, value):
    return lambda data: data.__setitem__(field, value)


def _drop(field):
    return lambda data: data.pop(field)


def _version_1(edit):
    """A file as version 1 wrote it (a board where version 2 names the game), then `edit`ed."""
    def older(data):
        del data["game"]
        data.update(version=1, board=data["options"]["board"])
        data.update(format=data.pop("format"), version=data.pop("version"), board=data.pop("board"),
                    options=data.pop("options"), computer=data.pop("computer"), decisions=data.pop("decisions"))
        edit(data)
    return older


def _bad_decision(data):
    data["decisions"][1] = {"type": "found", "province": "tyros"}


def _malformed_decision(data):
    data["decisions"][1] = {"type": "fly"}


BAD_FILES = [
    ("file.json.at", "{not json"), ("file.json", "[" * 100_000 + "]" * 100_000), ("file.object", "[1, 2]"), ("file.depth", '{"a": ' * 20 + "1" + "}" * 20),
    ("file.format", _save_file(_set("format", "chess"))), ("file.version", _save_file(_set("version", 3))),
    ("file.missing", _save_file(_drop("computer"))), ("file.type", _save_file(_set("decisions", {}))),
    ("file.unknown", _save_file(_set("colour", "red"))),
    ("file.checksum", _save_file(lambda data: data["options"].update(seed=99), sign=False)),
    ("file.game", _save_file(_set("game", "chess"))),
    ("file.options", _save_file(_version_1(lambda data: data.update(board="moon") or data["options"].update(board="moon")))),
    ("file.board", _save_file(_version_1(lambda data: data.update(board="occident")))),
    ("file.options", _save_file(lambda data: data["options"].update(nations=9))),
    ("record.illegal", _save_file(_bad_decision)),
    ("record.malformed", _save_file(_malformed_decision)),
]


@pytest.mark.parametrize("key, text", BAD_FILES, ids=[case[0] for case in BAD_FILES])
def test_a_corrupt_save_file_is_refused_in_german(key, text):
    german = refusal("import", "de", "invalid_record", text=text)
    english = refusal("import", "en", "invalid_record", text=text)
    assert german["key"] == english["key"] == key
    assert german["message"] != english["message"]
    assert_german(key, german["message"])


def test_a_refused_decision_in_a_file_gives_the_engines_reason_in_german_too():
    german = refusal("import", "de", "invalid_record", text=_save_file(_bad_decision))["message"]
    assert german.startswith('Entscheidung 2 ({"type": "found", "province": "tyros"}) ist nicht erlaubt: ')
    assert german.endswith("'found' ist jetzt nicht möglich.")
    reason = refusal("import", "de", "invalid_record", text=_save_file(lambda d: d["options"].update(nations=9)))
    assert reason["message"].startswith("Die Optionen der Datei sind ungültig: Antike wird von 3 bis 6 Völkern")
    assert reason["params"]["reason"] == {"key": "options.nation_count", "params": {"value": 9}}


BAD_RECORDS = [
    ("record.object", []), ("record.format", {"format": "chess"}),
    ("record.version", {"format": "antike-record", "version": 3}),
    ("record.fields", {"format": "antike-record", "version": 1}),
    ("record.options", {"format": "antike-record", "version": 1, "options": {"nations": 9}, "decisions": []}),
    ("bridge.load", None),
]


@pytest.mark.parametrize("key, record", BAD_RECORDS, ids=[case[0] for case in BAD_RECORDS])
def test_a_bad_record_is_refused_in_german(key, record):
    german = refusal("load", "de", "invalid_record", record=record)
    assert german["key"] == key
    assert_german(key, german["message"])


def test_the_bridges_own_refusals_are_said_in_german():
    cases = [("no_game", "bridge.no_game", "view", {}), ("invalid_request", "unknown_board", "board", {"board": "moon"}),
             ("unknown_command", "bridge.command", "fly", {})]
    for code, key, command, fields in cases:
        german = refusal(command, "de", code, **fields)
        assert german["key"] == key
        assert_german(key, german["message"])
    request("new_game", "de", options={"nations": 3}, computer={"greeks": {"strength": "easy"}})
    for code, key, command, fields in [
            ("invalid_request", "bridge.apply", "apply", {}), ("invalid_record", "bridge.import", "import", {}),
            ("not_computer_turn", "bridge.person", "computer_move", {}),
            ("cannot_undo", "bridge.cannot_undo", "undo", {}), ("invalid_request", "bridge.at", "replay", {"at": -1})]:
        german = refusal(command, "de", code, **fields)
        assert german["key"] == key
        assert_german(key, german["message"])
    assert refusal("computer_move", "de", "not_computer_turn")["message"].startswith("Die Araber sind am Zug")
    request("apply", "de", decision={"type": "rondel", "field": "arming"})  # the Arabs arm: they may undo
    for code, key, fields in [("invalid_request", "bridge.count", {"count": 0}),
                              ("cannot_undo", "bridge.undo_limit", {"count": 5})]:
        german = refusal("undo", "de", code, **fields)
        assert german["key"] == key
        assert_german(key, german["message"])


def test_a_request_is_refused_in_english_until_its_language_is_known():
    assert json.loads(handle("{oops"))["error"]["key"] == "bridge.json"
    bad_language = refusal("view", "fr", "invalid_request")
    assert bad_language["message"] == "'language' must be one of: en, de."
    german = refusal("fly", "de", "unknown_command")
    assert german["message"].startswith("Unbekannter Befehl 'fly'; Befehle: games, boards, board")


# --- Who plays a team ------------------------------------------------------------------------

def test_a_two_player_team_is_named_with_und_and_german_names_in_a_german_view():
    state = position(two_player="four_nations", acting="persians",
                     personages=deal_personages(["persians"], 8), resources={"persians": {"gold": 14}})
    state = play(choose(state, "know_how"), {"type": "buy_know_how", "know_how": "wheel"}, DONE)
    assert antike.outcome(state)["winner"] == "persians"
    english, german = antike.view(state), antike.view(state, language="de")
    team = {n["id"]: n["player"] for n in german["nations"]}
    assert team["persians"] == team["phoenicians"] == "Perser und Phönizier"
    assert {n["id"]: n["player"] for n in english["nations"]}["persians"] == "Persians and Phoenicians"
    assert german["outcome"]["player"] == "Perser und Phönizier"
    assert english["outcome"]["player"] == antike.outcome(state)["player"] == "Persians and Phoenicians"
    in_play(state)
    assert request("view", "de")["view"]["outcome"]["player"] == "Perser und Phönizier"
