"""The game protocol (antike.core.protocol) as Antike answers it, and the core built on it: the options
schema drives valid new games and refuses invalid ones, who decides, the view for a viewer, the
registry, and what the engine hands out is never shared with anything else."""

import copy
import itertools
import json
import subprocess
import sys

import pytest

from antike import Match
from antike.core import bridge
from antike.core.bridge import handle
from antike.core.errors import InvalidOptions
from antike.core.protocol import ALL
from antike.core.registry import game_ids, rules_of
from antike.core.schema import flag_problem
from antike.games.antike_common.simulate import choose
from scribble import scramble

RULES = rules_of("antike")
SCHEMA = RULES.options_schema()
FIELDS = {field["name"]: field for field in SCHEMA["fields"]}


def ask(request):
    return json.loads(handle(json.dumps(request)))


def form_options(board, players, variants, seed=3):
    """The options the new-game form sends for these choices, read from the schema alone."""
    choice = next(c for c in FIELDS["players"]["choices"] if c["value"] == players)
    return {"board": board, **choice["sets"], "variants": list(variants), "seed": seed}


def every_form():
    boards = [choice["value"] for choice in FIELDS["board"]["choices"]]
    players = [choice["value"] for choice in FIELDS["players"]["choices"]]
    flags = [choice["value"] for choice in FIELDS["variants"]["choices"]]
    subsets = [combo for size in range(len(flags) + 1) for combo in itertools.combinations(flags, size)]
    return list(itertools.product(boards, players, subsets))


def test_the_registry_offers_antike_with_its_title_and_schema():
    assert game_ids() == ["antike", "antike2", "duellum", "attika"]
    games = ask({"command": "games"})["games"]
    assert [game["id"] for game in games] == ["antike", "antike2", "duellum", "attika"]
    assert games[2]["hidden_information"] is True and games[2]["links"] is False  # Duellum's deck is hidden
    assert games[0]["title"] == {"en": "Antike (2005)", "de": "Antike (2005)"}
    assert games[1]["title"] == {"en": "Antike II (2014)", "de": "Antike II (2014)"}
    assert games[0]["hidden_information"] is False  # Antike may be played by link (issue 24)
    assert games[0]["links"] is True
    assert games[1]["links"] is True  # Antike II's legal lists have an order version too (their Rules' legal_order)
    assert games[0]["options"] == json.loads(json.dumps(SCHEMA))
    assert [field["name"] for field in SCHEMA["fields"]] == ["board", "players", "variants", "names", "seed"]
    for field in SCHEMA["fields"]:
        assert set(field["label"]) == {"en", "de"}
        for choice in field.get("choices", ()):
            assert set(choice["label"]) == {"en", "de"}


@pytest.mark.parametrize("board, players, variants", every_form(), ids=lambda value: str(value))
def test_the_schema_drives_a_valid_new_game_and_refuses_what_its_constraints_forbid(board, players, variants):
    """R-SET-1/4/5, R-VAR-1..4: the form's choices, with the schema's constraints, are exactly the
    games the engine starts; a refused one is refused with the constraint's own message."""
    options = form_options(board, players, variants)
    problem = flag_problem(FIELDS["variants"]["choices"], variants, options)
    if problem is None:
        state = RULES.new_game(options)
        assert RULES.state_options(state)["variants"] == sorted(variants, key=[c["value"] for c in
                                                                                 FIELDS["variants"]["choices"]].index)
        seats = SCHEMA["seats"]["table"][board][players]["seats"]
        members = [member["id"] for seat in seats for member in seat["members"]]
        assert sorted(members) == sorted(RULES.seats(state))
    else:
        with pytest.raises(InvalidOptions) as refused:
            RULES.new_game(options)
        assert refused.value.message.key == problem[0]


def test_the_twelve_personages_variant_needs_three_nations_as_the_schema_says():
    twelve = next(c for c in FIELDS["variants"]["choices"] if c["value"] == "twelve")
    assert {"option": "nations", "among": [3], "message": "options.twelve_nations"} in twelve["requires"]
    assert flag_problem([twelve], ["twelve"], {"nations": 4, "two_player": None}) == ("options.twelve_nations",
                                                                                       "twelve")


def test_who_decides_and_whose_turn_it_is():
    match = Match({"board": "orient", "nations": 3, "seed": 8})
    rng = __import__("random").Random(8)
    while RULES.outcome(match.state) is None and len(match.decisions) < 3000:
        state = match.state
        assert RULES.to_decide(state) == state.pending["nation"] in RULES.seats(state)
        number, acting = RULES.turn(state)
        assert (number, acting) == (state.turn, state.acting)
        assert RULES.own_turn(state, RULES.to_decide(state)) == (
            number > 0 and acting == RULES.to_decide(state) and state.pending["step"] != "fight_question"
            and state.pending["step"] != "take_resource")
        match.play(choose(state, rng))
    assert RULES.outcome(match.state) is not None and RULES.to_decide(match.state) is None


def test_every_viewer_sees_the_same_view_of_antike():
    """Antike hides nothing: a seat, a spectator and the replay's ALL see one view."""
    match = Match({"board": "orient", "nations": 4, "seed": 2})
    views = [RULES.view(match.state, match.log, viewer, "en") for viewer in [*RULES.seats(match.state), None, ALL]]
    assert all(view == views[0] for view in views)
    assert all(RULES.say(event, match.options, viewer, "de") for event in match.log for viewer in (None, "greeks"))


def test_the_bridge_says_who_views(fresh_bridge_session):
    reply = ask({"command": "new_game", "options": {"board": "orient", "nations": 3, "seed": 1},
                 "computer": {"greeks": {"strength": "easy"}}})
    view = reply["view"]
    assert view["game"] == "antike" and view["viewer"] == view["pending"]["nation"]
    assert ask({"command": "view", "viewer": None})["view"]["viewer"] is None
    assert ask({"command": "view", "viewer": "persians"})["view"]["viewer"] == "persians"
    for viewer in ("romans", ALL, 3):
        refused = ask({"command": "view", "viewer": viewer})
        assert refused["error"]["key"] == "bridge.viewer", refused


def test_the_bridge_refuses_an_unknown_game_and_changes_nothing(fresh_bridge_session):
    ask({"command": "new_game", "options": {"board": "orient", "nations": 3, "seed": 1}})
    before = bridge._session["game"]
    for game in ("chess", None, 7, ["antike"]):
        reply = ask({"command": "new_game", "game": game, "options": {}})
        assert reply["ok"] is False and reply["error"]["key"] == "game.unknown", reply
        assert "antike" in reply["error"]["message"]
    german = ask({"command": "new_game", "game": "chess", "language": "de"})
    assert german["error"]["message"] == "Unbekanntes Spiel 'chess'; die Spiele sind: antike, antike2, duellum, attika."
    assert bridge._session["game"] is before


def test_a_game_is_imported_only_when_a_game_of_it_is_played():
    code = ("import json, sys\nfrom antike.core.bridge import handle\n"
            "handle(json.dumps({'command': 'view'}))\n"
            "before = [m for m in sys.modules if m.startswith('antike.games.')]\n"
            "handle(json.dumps({'command': 'new_game', 'options': {'nations': 3}}))\n"
            "after = 'antike.games.antike_common.decisions' in sys.modules\n"
            "print(json.dumps([before, after]))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert json.loads(done.stdout) == [[], True]


def test_a_record_of_the_older_version_loads_as_antike(fresh_bridge_session):
    match = Match({"board": "occident", "nations": 4, "seed": 6}, {"greeks": {"strength": "easy"}})
    rng = __import__("random").Random(1)
    for _ in range(30):
        match.play(choose(match.state, rng))
    older = match.to_json()
    del older["game"]
    older["version"] = 1
    reply = ask({"command": "load", "record": older})
    assert reply["ok"] and reply["record"]["game"] == "antike" and reply["record"]["version"] == 2
    assert reply["record"]["decisions"] == match.to_json()["decisions"]


# --- What the engine hands out is never shared (issue 18, item 6) ----------------------------------

def _played(seed, decisions):
    match = Match({"board": "orient", "nations": 3, "seed": seed})
    rng = __import__("random").Random(seed)
    for _ in range(decisions):
        match.play(choose(match.state, rng))
    return match


@pytest.mark.parametrize("decisions", [0, 17, 60, 143])
def test_changing_what_the_engine_hands_out_changes_nothing_else(decisions):
    match = _played(4, decisions)
    twin = _played(4, decisions)  # the same game, made apart: what every answer must still be
    state = match.state
    handed_out = [RULES.legal_decisions(state), RULES.view(state, match.log, None, "en"), state.to_json(),
                  match.to_json(), RULES.options_schema(), RULES.state_options(state), RULES.outcome(state),
                  match.computer_json()]
    for value in handed_out:
        scramble(value)
    assert RULES.legal_decisions(state) == RULES.legal_decisions(twin.state)
    assert RULES.view(state, match.log, None, "en") == RULES.view(twin.state, twin.log, None, "en")
    assert state.to_json() == twin.state.to_json() and match.to_json() == twin.to_json()
    assert RULES.options_schema() == SCHEMA
    rng = __import__("random").Random(9)
    for _ in range(20):  # and the game goes on exactly as its twin
        if RULES.outcome(match.state) is not None:
            break
        decision = choose(match.state, rng)
        match.play(copy.deepcopy(decision))
        twin.play(copy.deepcopy(decision))
    assert match.state == twin.state


def test_changing_a_decision_after_playing_it_changes_nothing():
    match, twin = _played(5, 10), _played(5, 10)
    decision = RULES.legal_decisions(match.state)[0]
    match.play(decision)
    twin.play(copy.deepcopy(decision))
    scramble(decision)
    assert match.to_json() == twin.to_json() and match.state == twin.state


def test_changing_the_options_given_changes_nothing():
    options = {"board": "orient", "nations": 3, "seed": 5, "names": {"greeks": "Ann"}, "variants": ["expert"]}
    match = Match(options)
    scramble(options)
    assert match.options == Match({"board": "orient", "nations": 3, "seed": 5, "names": {"greeks": "Ann"},
                                   "variants": ["expert"]}).options


# --- Words in one place (issue 18, item 5) ---------------------------------------------------------

def test_the_views_words_come_from_the_engine_in_both_languages():
    from antike.games.antike_common.words.terms import TERMS
    words = RULES.words()
    assert set(words) == {"en", "de"} and words["en"].keys() == words["de"].keys()
    for language in ("en", "de"):  # a rulebook term is the log's own word, said in one place
        assert words[language]["field.maneuver_1"] == TERMS[language]["field.maneuver_1"]
        assert words[language]["know_how.democracy"] == TERMS[language]["democracy"]
    assert ask({"command": "games"})["games"][0]["words"] == words


def test_the_summary_names_the_game_its_players_and_how_far_it_got_in_every_language(fresh_bridge_session):
    """The saved-games list's row comes from the engine (issue 18, item 7), said in each language."""
    reply = ask({"command": "new_game", "options": {"board": "occident", "nations": 3, "seed": 1,
                                                     "names": {"romans": "Jörg"}}})
    english, german = reply["summary"]["en"], reply["summary"]["de"]
    assert english["title"] == "Antike (2005) · Occident (house layout)"
    assert german["title"] == "Antike (2005) · Okzident (eigener Plan)"
    view = reply["view"]
    assert [seat["id"] for seat in english["seats"]] == view["order"]
    romans = next(seat for seat in german["seats"] if seat["id"] == "romans")
    assert romans["player"] == "Jörg" and romans["name"] == "Römer"
    first = view["pending"]["nation"]
    named = {nation["id"]: nation["name"] for nation in view["nations"]}
    assert english["status"] == f"{named[first]} to decide" and english["finished"] is False
    assert english["progress"] == f"Round {view['round']}, turn {view['turn']}"


def test_a_finished_games_summary_says_who_won_and_summarize_replays_a_record(fresh_bridge_session):
    match = Match({"board": "orient", "nations": 3, "seed": 8})
    rng = __import__("random").Random(8)
    while RULES.outcome(match.state) is None:
        match.play(choose(match.state, rng))
    winner = RULES.outcome(match.state)["winner"]
    ask({"command": "new_game", "options": {"board": "orient", "nations": 4, "seed": 1}})
    before = bridge._session["game"]
    reply = ask({"command": "summarize", "record": match.to_json(), "language": "de"})
    board = match.state.board
    assert reply["summary"]["de"]["status"] == f"Beendet: Sieg der {board.nation_name(winner, 'de')}"
    assert reply["summary"]["en"]["finished"] is True
    assert reply["summary"] == {language: RULES.summary(match.state, language) for language in ("en", "de")}
    refused = ask({"command": "summarize", "record": {**match.to_json(), "decisions": [{"type": "nonsense"}]}})
    assert refused["ok"] is False and refused["error"]["code"] == "invalid_record"
    assert ask({"command": "summarize"})["error"]["code"] == "invalid_record"
    assert bridge._session["game"] is before and before.decisions == []


def test_a_refused_viewer_changes_nothing(fresh_bridge_session):
    options = {"board": "orient", "nations": 3, "seed": 1}
    ask({"command": "new_game", "options": options})
    before = bridge._session["game"]
    legal = ask({"command": "view"})["view"]["legal"]
    for request in ({"command": "new_game", "options": {**options, "nations": 4}},
                    {"command": "apply", "decision": legal[0]},
                    {"command": "load", "record": before.to_json()}):
        refused = ask({**request, "viewer": "romans"})
        assert refused["error"]["key"] == "bridge.viewer", refused
        assert bridge._session["game"] is before and before.decisions == []
