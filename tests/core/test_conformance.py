"""The game protocol's conformance suite (issue 42, item 3): every game of the registry, and Nim, a
game that lives in the tests and joins at run time, answer the public protocol (core/protocol.py,
core/match.py, core/bridge.py) alike. Each test runs a few seeded games of each option set."""

import itertools
import json
import random

import pytest

from antike.core import bridge, registry
from antike.core.errors import IllegalDecision, InvalidDecision, InvalidOptions, InvalidRecord, InvalidRequest
from antike.core.link import decode_link, encode_link, linkable
from antike.core.match import Match
from antike.core.registry import rules_of
from antike.core.savefile import export_game, file_name, import_game
from protocol_walks import (LANGUAGES, SEEDS, TEST_GAMES, case_id, cases, in_a_child, played,
                            seeded_match, snapshot, viewers, walk)
from scribble import scramble

CASES = cases()


@pytest.fixture(scope="module", autouse=True)
def test_games():
    """Nim (tests/core/nim) is a game of the registry while this module's tests run, and only then."""
    for game, package in TEST_GAMES.items():
        registry.register(game, package)
    yield
    for game in TEST_GAMES:
        registry.unregister(game)


@pytest.fixture(params=CASES, ids=case_id)
def case(request):
    """(game, options) of one option set of one game."""
    return request.param


def said_in_both_languages(error):
    """An error's message said in English and in German: two different, non-empty sentences."""
    english, german = error.say("en"), error.say("de")
    assert english and german and english != german, (english, german)


# --- a new game ---------------------------------------------------------------------------------

def test_a_new_game_starts_from_its_options_and_refuses_bad_ones(case):
    game, options = case
    rules = rules_of(game)
    assert set(rules.title) == set(LANGUAGES) and rules.strengths
    for field in rules.options_schema()["fields"]:
        assert set(field["label"]) == set(LANGUAGES), field
    assert set(rules.words()) == set(LANGUAGES) and rules.words()["en"].keys() == rules.words()["de"].keys()
    state = rules.new_game({**options, "seed": 5})
    normalised = rules.state_options(state)
    assert normalised["seed"] == 5
    assert snapshot(rules, rules.new_game(normalised), []) == snapshot(rules, state, [])
    assert rules.to_decide(state) in rules.seats(state) and rules.outcome(state) is None
    for bad in ("not options", {**options, "seed": "not a number"}):
        with pytest.raises(InvalidOptions) as refused:
            rules.new_game(bad)
        said_in_both_languages(refused.value)


# --- legal lists and apply ------------------------------------------------------------------------

@pytest.mark.parametrize("seed", SEEDS)
def test_the_legal_lists_come_in_a_deterministic_order(case, seed):
    """The same options and seed give the same legal list at every step, in the same order."""
    game, options = case
    twin = seeded_match(game, options, seed)
    match = seeded_match(game, options, seed)
    rules = match.rules
    for decision in walk(match, seed):
        legal = rules.legal_decisions(match.state)
        assert legal and legal == rules.legal_decisions(twin.state)
        assert json.loads(json.dumps(legal)) == legal
        for entry in (legal[0], decision, legal[-1]):
            assert rules.checked_decision(match.state, entry) == entry
        twin.play(decision)


def test_apply_makes_a_new_state_and_leaves_the_one_it_was_given(case):
    game, options = case
    match = seeded_match(game, options, SEEDS[0])
    rules = match.rules
    for decision in walk(match, SEEDS[0], steps=10):
        before = snapshot(rules, match.state, match.log)
        after = rules.apply(match.state, decision)
        assert after is not match.state
        assert snapshot(rules, match.state, match.log) == before
        assert rules.events(after) == rules.events(rules.apply(match.state, decision))


# --- refusals -------------------------------------------------------------------------------------

def _not_legal_variants(decision, legal):
    # The decision with one of its values changed into one no legal entry has: well formed, not legal.
    for key, value in decision.items():
        if key == "type" or isinstance(value, bool):
            continue
        if isinstance(value, str):
            variant = {**decision, key: value + "-nowhere"}
        elif isinstance(value, int):
            variant = {**decision, key: value + 1000}
        else:
            continue
        if variant not in legal:
            yield variant


ENOUGH_REFUSALS = 8
MALFORMED = ["take", None, [], 7, {}, {"type": 7}, {"type": "no such decision"}]


def _refused(match, decision, expected):
    rules = match.rules
    state, record, before = match.state, match.to_json(), snapshot(rules, match.state, match.log)
    with pytest.raises(expected) as refused:
        match.play(decision)
    with pytest.raises(expected):
        rules.apply(state, decision)
    assert match.state is state and match.to_json() == record
    assert snapshot(rules, match.state, match.log) == before
    said_in_both_languages(refused.value)


def test_malformed_and_illegal_decisions_are_refused_and_change_nothing(case):
    game, options = case
    match = seeded_match(game, options, SEEDS[0])
    rules = match.rules
    refused_illegal = 0
    for step, decision in enumerate(walk(match, SEEDS[0], steps=8)):
        legal = rules.legal_decisions(match.state)
        for malformed in MALFORMED + [{**decision, "no_such_field": 1}] if step % 4 == 0 else ():
            _refused(match, malformed, InvalidDecision)
        for variant in list(_not_legal_variants(decision, legal))[:2]:
            # An id the game does not know is malformed to Antike, not legal now to the others: either is refused.
            _refused(match, variant, (IllegalDecision, InvalidDecision))
            refused_illegal += 1
    assert refused_illegal, "no decision of the walk had a value to change into an illegal one"
    finished = played(game, options, SEEDS[0])
    if finished.rules.to_decide(finished.state) is None:  # a game short enough to end: nothing is legal then
        assert finished.rules.legal_decisions(finished.state) == []
        _refused(finished, finished.decisions[-1], IllegalDecision)


def test_a_decision_only_another_seat_could_make_is_refused_and_changes_nothing(case):
    """A decision offered to another seat earlier, not offered now, is no decision of the seat to decide."""
    game, options = case
    match = seeded_match(game, options, SEEDS[0])
    rules = match.rules
    offered = []  # (seat, decision) offered earlier
    refused = 0
    for decision in walk(match, SEEDS[0]):
        seat, legal = rules.to_decide(match.state), rules.legal_decisions(match.state)
        others = [entry for other, entry in offered if other != seat and entry not in legal]
        for entry in others[:3] if refused < ENOUGH_REFUSALS else ():
            try:
                checked = rules.checked_decision(match.state, entry)
            except (IllegalDecision, InvalidDecision):
                _refused(match, entry, (IllegalDecision, InvalidDecision))
                refused += 1
            else:  # a decision left incomplete names an entry of the list: then it is one now
                assert checked in legal
        offered += [(seat, entry) for entry in legal[:5] if (seat, entry) not in offered]
        offered = offered[-40:]
    assert refused, "no seat was offered a decision another seat could not make"


def test_the_bridge_plays_the_game_saves_it_loads_it_and_refuses_bad_decisions_in_either_language(
        case, fresh_bridge_session):
    game, options = case
    reply = ask({"command": "new_game", "game": game, "options": {**options, "seed": 3}})
    assert reply["view"]["game"] == game and reply["record"]["game"] == game
    before = bridge._session["game"]
    record = before.to_json()
    messages = {}
    for language in LANGUAGES:
        for decision in ({"type": "no such decision"}, None):
            refused = json.loads(bridge.handle(json.dumps({"command": "apply", "decision": decision,
                                                           "language": language})))
            assert refused["ok"] is False and refused["error"]["code"] == "invalid_decision", refused
            messages.setdefault(language, []).append(refused["error"]["message"])
    assert all(messages["en"]) and all(messages["de"]) and messages["en"] != messages["de"]
    assert bridge._session["game"] is before and before.to_json() == record
    assert game in [entry["id"] for entry in ask({"command": "games"})["games"]]
    decision = before.rules.legal_decisions(before.state)[-1]
    played_one = ask({"command": "apply", "decision": decision})
    assert played_one["record"]["decisions"] == [decision]
    assert ask({"command": "load", "record": ask({"command": "save"})["record"]})["record"] == played_one["record"]
    exported = ask({"command": "export", "date": "2026-11-29"})
    assert ask({"command": "import", "text": exported["text"]})["record"] == played_one["record"]
    if linkable(game):
        link = ask({"command": "link", "match_id": "conformance"})["text"]
        assert ask({"command": "open_link", "text": link})["record"] == played_one["record"]
    else:
        refused = json.loads(bridge.handle(json.dumps({"command": "link", "match_id": "conformance"})))
        assert refused["ok"] is False and refused["error"]["key"] in ("link.hidden", "link.unsupported"), refused


def ask(request):
    """The bridge's reply to `request`, which it must answer."""
    reply = json.loads(bridge.handle(json.dumps(request)))
    assert reply["ok"], reply
    return reply


# --- views and words ------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", SEEDS)
def test_a_seat_sees_only_what_it_may(case, seed):
    """A game with hidden information says what a seat cannot see through `redetermined` (everything
    hidden from the seat drawn again): the seat's view and its words of each event are the same in
    the redrawn state, and so are a spectator's. Without `private_views` every viewer sees one view."""
    game, options = case
    match = seeded_match(game, options, seed)
    rules = match.rules
    hidden = getattr(rules, "hidden_information", False)
    assert not hidden or hasattr(rules, "redetermined"), "a game with hidden information answers redetermined"
    rng = random.Random(seed)
    redrawn_differently = False
    for _ in walk(match, seed, steps=25):
        state, log = match.state, match.log
        views = {viewer: rules.view(state, log, viewer, "en") for viewer in viewers(rules, state)}
        if not getattr(rules, "private_views", False):
            assert all(view == views[None] for view in views.values())
        if not hidden:
            continue
        for seat in rules.seats(state):
            other = rules.redetermined(state, seat, rng)
            redrawn_differently |= other.to_json() != state.to_json()
            for viewer in (seat, None):
                assert rules.view(other, log, viewer, "en") == views[viewer], (seat, viewer)
                for language in LANGUAGES:
                    told = [rules.say(event, match.options, viewer, language) for event in rules.events(state)]
                    assert told == [rules.say(event, match.options, viewer, language)
                                    for event in rules.events(other)], (seat, viewer)
    assert redrawn_differently or not hidden, "redetermined never drew anything again"


def test_every_event_is_worded_in_english_and_german(case):
    game, options = case
    kinds, emitted = {}, set()
    for seed in SEEDS:
        match = played(game, options, seed, steps=150)
        rules = match.rules
        for event in match.log:
            assert isinstance(event, dict) and isinstance(event.get("event"), str), event
            emitted.add(event["event"])
            for viewer in viewers(rules, match.state):
                english, german = (rules.say(event, match.options, viewer, language) for language in LANGUAGES)
                assert (english is None) == (german is None), (event, viewer)
                if english is not None:
                    for text in (english, german):
                        assert isinstance(text, str) and text.strip() and "{" not in text, (event, text)
                    kinds.setdefault(event["event"], set()).add(english != german)
    assert set(kinds) == emitted, f"events said to no viewer: {sorted(emitted - set(kinds))}"
    assert any(True in differs for differs in kinds.values()), "the German words are the English ones"


def test_computer_players_choose_legal_decisions_from_what_their_seat_sees(case):
    """Each strength's player chooses a legal decision; in a game with hidden information it chooses
    the same in a state redrawn for its seat (`redetermined`): it knows nothing its seat does not."""
    game, options = case
    seed = SEEDS[0]
    match = seeded_match(game, options, seed)
    rules = match.rules
    rng = random.Random(seed)
    for step, _ in enumerate(walk(match, seed, steps=4)):
        seat = rules.to_decide(match.state)
        for strength in rules.strengths[:2] if step else rules.strengths:  # the strongest, searching, is slow
            chosen = rules.make_bot(strength, seed, 2.0, 1).choose(match.state)
            assert rules.checked_decision(match.state, chosen) in rules.legal_decisions(match.state)
            if getattr(rules, "hidden_information", False):
                redrawn = rules.redetermined(match.state, seat, rng)
                assert rules.make_bot(strength, seed, 2.0, 1).choose(redrawn) == chosen, strength


# --- records --------------------------------------------------------------------------------------

def test_a_record_round_trips_through_a_record_a_save_file_and_a_link(case):
    game, options = case
    match = played(game, options, SEEDS[1], steps=30)
    record = match.to_json()
    expected = snapshot(match.rules, match.state, match.log)
    loaded = Match.from_json(json.loads(json.dumps(record)))
    assert loaded.to_json() == record and snapshot(loaded.rules, loaded.state, loaded.log) == expected
    imported = import_game(export_game(match))
    assert imported.to_json() == record and snapshot(imported.rules, imported.state, imported.log) == expected
    assert file_name(match, "2026-11-29").endswith(f"-decision-{len(match.decisions)}.antike.json")
    if linkable(game):
        linked = decode_link(encode_link(match, "conformance"))
        assert linked.to_json() == record
    else:
        with pytest.raises(InvalidRequest) as refused:
            encode_link(match, "conformance")
        said_in_both_languages(refused.value)
    with pytest.raises(InvalidRecord) as refused:
        Match.from_json({**record, "decisions": record["decisions"] + [{"type": "no such decision"}]})
    said_in_both_languages(refused.value)


# --- what the engine hands out: the caller's to change, or read-only (the legal list's entries) ---------

HAND_OUTS = {
    "legal list": lambda match: match.rules.legal_decisions(match.state),
    "events": lambda match: match.rules.events(match.state),
    "match log": lambda match: match.log_at(len(match.decisions)),
    "view": lambda match: [match.rules.view(match.state, match.log, viewer, "en")
                           for viewer in viewers(match.rules, match.state)],
    "record": lambda match: match.to_json(),
    "options, outcome, summary": lambda match: [match.rules.state_options(match.state),
                                                match.rules.outcome(match.state),
                                                match.rules.summary(match.state, "en")],
}


def _scribbled_on(game, options, hand_out):
    # A game whose hand-outs are scribbled on at every step against its twin, played alike; then a
    # fresh game of the same options replays the twin's record.
    twin = seeded_match(game, options, SEEDS[0])
    match = seeded_match(game, options, SEEDS[0])
    for decision in itertools.chain(walk(twin, SEEDS[0]), [None]):  # None: the last state (an end, if it came)
        scramble(HAND_OUTS[hand_out](match))
        assert snapshot(match.rules, match.state, match.log) == snapshot(twin.rules, twin.state, twin.log)
        if decision is not None:
            match.play(json.loads(json.dumps(decision)))
    assert match.to_json() == twin.to_json()
    fresh = Match.from_json(twin.to_json())
    assert snapshot(fresh.rules, fresh.state, fresh.log) == snapshot(twin.rules, twin.state, twin.log)


def _hand_out_cases():
    for game, options in CASES:
        for hand_out in HAND_OUTS:
            yield pytest.param(game, options, hand_out, id=f"{case_id((game, options))}-{hand_out}")


@pytest.mark.parametrize("game, options, hand_out", _hand_out_cases())
def test_what_the_engine_hands_out_is_the_callers_to_change(game, options, hand_out):
    in_a_child(_scribbled_on, game, options, hand_out)
