"""Antike Duellum's records (docs/engine-api.md, "Antike Duellum"): save files export, import and replay
a Duellum match exactly; a damaged one is refused by name and changes nothing; the bridge starts a
Duellum game, applies and refuses decisions, replays and undoes, never past a card turned up (D-EV-1,
D-EV-6: `reveals`, Match's `revealed` marks); and no Duellum match travels by link (hidden information).
"""

import json
import random

import pytest

from antike import InvalidRecord, Match
from antike.core.errors import InvalidRequest
from antike.core import bridge
from antike.core.bridge import handle
from antike.core.link import encode_link, linkable, read_link
from antike.core.match import _undo_range_at, undo_range
from antike.core.savefile import checksum, export_game, file_name, import_game
from antike.games.duellum import RULES, with_deck_shuffled
from duellum_helpers import eager_choice
from link_forge import MATCH_ID, as_link, body

REVEALING = ("card_turned_up", "reshuffle")


def played(count=None, board="west", seed=7, names=None):
    """A hot-seat Duellum match of the eager random policy, `count` decisions long (or to its end)."""
    match = Match({"board": board, "seed": seed, "names": names or {}}, game="duellum")
    rng = random.Random(seed)
    while match.state.outcome is None and (count is None or len(match.decisions) < count):
        match.play(eager_choice(RULES.kept_legal(match.state), rng))
    return match


def fresh(match, n):
    """A new match of the same options with the first `n` decisions replayed."""
    again = Match(match.options, game="duellum")
    for decision in match.decisions[:n]:
        again.play(decision)
    return again


def same(one, other):
    """Two matches are the same game: state, log and record."""
    return (one.state.to_json() == other.state.to_json() and one.log == other.log
            and one.to_json() == other.to_json())


def signed(data):
    data = dict(data)
    data["checksum"] = checksum(data)
    return json.dumps(data)


def call(request):
    return json.loads(handle(json.dumps(request)))


def snapshot():
    return tuple(handle(json.dumps({"command": c})) for c in ("view", "save", "export", "undo_info"))


@pytest.fixture(autouse=True)
def keep_session():
    saved = bridge._session["game"]
    yield
    bridge._session["game"] = saved


@pytest.fixture(scope="module")
def midgame():
    return played(150)


@pytest.fixture(scope="module")
def finished():
    match = played(board="east", seed=33)  # 601 decisions (house set 4), the Greeks reach 9 personages
    assert match.state.outcome == {"winner": "greeks", "reason": {"why": "goal"}}
    return match


# --- save files ------------------------------------------------------------------------------------

def test_a_duellum_match_exports_and_imports_exactly(midgame):
    text = export_game(midgame)
    data = json.loads(text)
    assert list(data) == ["format", "version", "game", "options", "computer", "decisions", "checksum"]
    assert data["game"] == "duellum" and data["options"] == midgame.options and data["computer"] == {}
    assert data["decisions"] == midgame.decisions and text.isascii()
    loaded = import_game(text)
    assert loaded.game == "duellum" and same(loaded, midgame)
    assert export_game(loaded) == text
    assert loaded.state.cards == midgame.state.cards  # the deck's hidden order included


def test_a_finished_match_round_trips_as_file_and_record(finished):
    for loaded in (import_game(export_game(finished)), Match.from_json(json.loads(json.dumps(finished.to_json())))):
        assert same(loaded, finished) and loaded.state.outcome == finished.state.outcome
        assert RULES.to_decide(loaded.state) is None


def test_a_save_files_name_holds_board_players_and_date():
    match = played(3, board="west", names={"romans": "Jörg Weiß", "carthaginians": "../Hanno"})
    assert file_name(match, "2026-11-26") == "duellum-west-hanno-jorg-weiss-2026-11-26-decision-3.antike.json"
    assert file_name(played(0, board="east")) == "duellum-east-decision-0.antike.json"


def test_replay_rebuilds_every_point_exactly(midgame):
    points = [0, 1, 31, 32, 33, 77, 149, 64, 5, 150]
    for n in points:  # out of order: stepping back and forth through the checkpoints
        again = fresh(midgame, n)
        assert midgame.state_at(n).to_json() == again.state.to_json()
        assert midgame.log_at(n) == again.log and midgame.decider(n) == RULES.to_decide(again.state)
    starts = midgame.turn_starts()
    assert starts[0] == 0 and len(starts) > 10
    for start in starts[1:]:  # a turn begins with its player at the rondel (D-TURN-1)
        state = midgame.state_at(start)
        assert state.pending == {"player": state.acting, "step": "rondel"}
        assert state.turn == midgame.state_at(start - 1).turn + 1


def test_damaged_duellum_files_are_refused_by_name_and_change_nothing(midgame, finished):
    assert call({"command": "new_game", "game": "duellum", "options": {"board": "east", "seed": 9}})["ok"]
    in_play = bridge._session["game"]
    rng = random.Random(9)
    for _ in range(12):
        in_play.play(eager_choice(RULES.kept_legal(in_play.state), rng))
    before = snapshot()
    text = export_game(midgame)
    data = json.loads(text)

    def changed(**fields):
        return {**data, **fields}

    illegal = changed(decisions=data["decisions"][:5] + [{"type": "end_movement"}])
    malformed = changed(decisions=data["decisions"][:5] + [{"type": "fly"}])
    too_long = json.loads(export_game(finished))
    too_long["decisions"].append({"type": "done"})
    cases = [
        (text[:-30], "not valid JSON"),
        (json.dumps(changed(decisions=data["decisions"][:-1])), "checksum"),
        (signed(illegal), 'Decision 6 ({"type": "end_movement"}) is not allowed: '),
        (signed(malformed), 'Decision 6 ({"type": "fly"}) is malformed: '),
        (signed(changed(options={**data["options"], "board": "orient"})), "options are not valid"),
        (signed(changed(game="antike")), "options are not valid"),
        (signed(changed(computer={"romans": {"strength": "grandmaster"}})), "options are not valid"),
        (signed(too_long), f"Decision {len(too_long['decisions'])} ("),
    ]
    for bad, words in cases:
        with pytest.raises(InvalidRecord) as error:
            import_game(bad)
        assert words in str(error.value), (words, str(error.value))
        reply = call({"command": "import", "text": bad, "language": "de"})
        assert reply["ok"] is False and reply["error"]["code"] == "invalid_record", reply
        assert reply["error"]["message"] != str(error.value)  # said in German
        assert snapshot() == before and bridge._session["game"] is in_play


def test_mutated_duellum_files_are_refused_or_sound(midgame):
    """A small seeded sweep of damaged files (the campaign of tools/fuzz_doors.py is Antike's): each
    is refused with InvalidRecord or, re-signed and still sound, replays to what its data says."""
    text = export_game(midgame)
    rng = random.Random(0)
    outcomes = {"refused": 0, "accepted": 0}
    for number in range(200):
        cut = rng.randrange(len(text))
        kind = number % 4
        if kind == 0:
            bad = text[:cut] + chr(ord(text[cut]) ^ (1 << rng.randrange(7))) + text[cut + 1:]
        elif kind == 1:
            bad = text[:cut]
        else:
            data = json.loads(text)
            decisions = data["decisions"]
            where = rng.randrange(len(decisions))
            if kind == 2:
                del decisions[where:where + rng.randrange(1, 4)]
            else:
                decisions[where] = dict(rng.choice(decisions), **({"card": "orakel"} if rng.random() < 0.3 else {}))
            bad = signed(data)
        try:
            game = import_game(bad)
        except InvalidRecord as error:
            assert str(error)
            outcomes["refused"] += 1
            continue
        data = json.loads(bad)
        again = Match(data["options"], data["computer"], game="duellum")
        for decision in data["decisions"]:
            again.play(decision)
        assert same(game, again)
        outcomes["accepted"] += 1
    assert outcomes["refused"] > 100, outcomes


# --- the bridge ------------------------------------------------------------------------------------

def test_the_bridge_lists_duellum_as_never_linked():
    games = {game["id"]: game for game in call({"command": "games"})["games"]}
    assert games["duellum"]["hidden_information"] is True and games["duellum"]["links"] is False
    assert not linkable("duellum")


def test_the_bridge_starts_applies_and_refuses_with_a_clear_error():
    reply = call({"command": "new_game", "game": "duellum", "options": {"board": "east", "seed": 4}})
    assert reply["ok"] and reply["view"]["game"] == "duellum" and reply["record"]["game"] == "duellum"
    match = bridge._session["game"]
    view = reply["view"]
    assert view["cards"]["deck_count"] == 22 and "deck" not in view["cards"] and len(view["cards"]["display"]) == 3
    assert view["legal"] == RULES.legal_decisions(match.state) and view["viewer"] == RULES.to_decide(match.state)
    assert reply["can_undo"] == 0 and reply["summary"]["de"]["title"]
    before = snapshot()
    refusals = [
        ({"type": "done"}, "illegal_decision", "duellum.decision.illegal"),
        ({"type": "rondel", "field": "nowhere"}, "illegal_decision", "duellum.decision.illegal"),
        ({"type": "fly"}, "invalid_decision", "duellum.decision.type"),
        ({"type": "rondel", "field": "templum", "speed": 2}, "invalid_decision", "duellum.decision.extra"),
        ("rondel", "invalid_decision", "duellum.decision.object"),
    ]
    for decision, code, key in refusals:
        for language in ("en", "de"):
            reply = call({"command": "apply", "decision": decision, "language": language})
            assert reply["ok"] is False and reply["error"]["code"] == code and reply["error"]["key"] == key, reply
            assert reply["error"]["message"]
            assert snapshot() == before
    for request, code in [({"command": "apply"}, "invalid_request"),
                          ({"command": "computer_move"}, "not_computer_turn"),
                          ({"command": "undo"}, "cannot_undo"), ({"command": "replay", "at": 1}, "invalid_request")]:
        reply = call(request)
        assert reply["ok"] is False and reply["error"]["code"] == code, (request, reply)
        assert snapshot() == before
    reply = call({"command": "new_game", "game": "duellum", "options": {"board": "east", "seed": 4},
                  "computer": {"greeks": {"strength": "grandmaster"}}})
    assert reply["error"]["code"] == "invalid_options" and snapshot() == before  # no such strength
    decision = view["legal"][0]
    reply = call({"command": "apply", "decision": decision})
    assert reply["ok"] and reply["record"]["decisions"] == [decision]
    assert match.state.to_json() == RULES.apply(RULES.new_game(match.options), decision).to_json()
    assert reply["view"] == call({"command": "view"})["view"]
    assert reply["view"]["log"] == [RULES.say(e, match.options, None, "en") for e in match.log]


def test_the_bridge_saves_loads_exports_imports_and_replays(finished):
    assert call({"command": "load", "record": finished.to_json()})["ok"]
    assert same(bridge._session["game"], finished)
    reply = call({"command": "export", "date": "2026-11-26"})
    assert reply["filename"] == "duellum-east-2026-11-26-decision-601.antike.json"
    assert call({"command": "import", "text": reply["text"]})["ok"] and same(bridge._session["game"], finished)
    for at in (0, 100, 601):
        reply = call({"command": "replay", "at": at})
        again = fresh(finished, at)
        expected = RULES.view(again.state, again.log[-bridge.LOG_TAIL:], "all", "en")
        assert reply["view"] == json.loads(json.dumps({**expected, "game": "duellum", "viewer": "all",
                                                            "to_decide": RULES.to_decide(again.state)}))
        assert reply["turn_starts"] == finished.turn_starts()
    assert call({"command": "summarize", "record": finished.to_json()})["summary"]["en"]["finished"]


# --- undo never past a card turned up --------------------------------------------------------------
# In a hot-seat game a card is turned up only by a pick, the other player's decision, where undo stops
# anyway (or, with the deck and discards run out, by a card played). Alone against the computer,
# undo stops at the start of the person's own turn too (issue 44 item 3), so it never reaches back
# to the computer's picks; the marks still keep every reach short of a card turned up. The human
# seats are named as the bridge names them (Match.humans()).

def test_undo_never_takes_back_a_card_turned_up():
    # House set 4 (3 coins for the second player): the seeded game that turns up more than 20 cards
    # was chosen with it, and undo does not depend on the set-up's coins.
    match = Match({"board": "west", "seed": 24, "house_set": 4}, game="duellum")
    rng = random.Random(24)
    reveals, undoable = 0, {}
    while match.state.outcome is None:
        match.play(eager_choice(RULES.kept_legal(match.state), rng))
        now = len(match.decisions)
        revealed = any(event["event"] in REVEALING for event in RULES.events(match.state))
        assert RULES.reveals(match.state) is revealed and match._marks[-1].revealed is revealed
        reveals += revealed
        for humans in (match.humans(), *([seat] for seat in match.humans())):
            reach = undo_range(match, humans)
            assert not any(match._marks[now - count].revealed for count in range(reach))
            assert reach <= _undo_range_at(match, humans, now)
            undoable[len(humans)] = undoable.get(len(humans), 0) + (reach > 0)
    assert reveals > 20 and undoable[2] > 100 and undoable[1] > 100, (reveals, undoable)
    assert undo_range(match, match.humans()) == 0  # nothing after the end


def test_the_bridge_undoes_nothing_on_a_card_turned_up():
    assert call({"command": "new_game", "game": "duellum", "options": {"board": "west", "seed": 12}})["ok"]
    match = bridge._session["game"]
    match.computer = {"carthaginians": {"strength": "medium"}}  # as a game against the computer will be
    rng = random.Random(12)
    while True:
        match.play(eager_choice(RULES.kept_legal(match.state), rng))
        if RULES.reveals(match.state) and match.rules.to_decide(match.state) == "romans":
            before = snapshot()
            assert call({"command": "undo_info"})["can_undo"] == 0
            assert call({"command": "undo", "count": 1})["error"]["code"] == "cannot_undo" and snapshot() == before
            return


def test_with_deck_shuffled_changes_only_the_hidden_order_and_seed(midgame):
    state = midgame.state
    before = state.to_json()
    redrawn = with_deck_shuffled(state, random.Random(4))
    assert state.to_json() == before
    data, again = redrawn.to_json(), dict(before)
    assert sorted(data["cards"]["deck"]) == sorted(again["cards"]["deck"])
    assert data["options"]["seed"] != again["options"]["seed"]  # the reshuffles to come are redrawn too
    data["cards"] = {**data["cards"], "deck": again["cards"]["deck"]}
    data["options"] = {**data["options"], "seed": again["options"]["seed"]}
    assert data == again
    for viewer in (*state.order, None):  # the view shows the deck only as a count
        assert RULES.view(redrawn, midgame.log, viewer, "en") == RULES.view(state, midgame.log, viewer, "en")


# --- no play by link ---------------------------------------------------------------------------------

def test_play_by_link_refuses_duellum(midgame):
    with pytest.raises(InvalidRequest) as error:
        encode_link(midgame, MATCH_ID)
    assert error.value.message.key == "link.hidden"
    assert call({"command": "load", "record": midgame.to_json()})["ok"]
    before = snapshot()
    reply = call({"command": "link", "match_id": MATCH_ID})
    assert reply["error"]["code"] == "invalid_request" and reply["error"]["key"] == "link.hidden"
    header = {"game": "duellum", "match": MATCH_ID, "options": midgame.options, "computer": {}, "order": 1,
              "decisions": 0}
    text = as_link(body(header))
    with pytest.raises(InvalidRecord) as error:
        read_link(text)
    assert error.value.message.key == "link.hidden"
    for command in ("read_link", "open_link"):
        reply = call({"command": command, "text": text})
        assert reply["error"]["code"] == "invalid_record" and reply["error"]["key"] == "link.hidden"
    assert snapshot() == before
