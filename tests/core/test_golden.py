"""Golden transcripts: whole seeded games replayed decision by decision must end exactly as recorded.

Each tests/golden/*.json holds a game's options, every decision, the outcome, the digest of the final
state (sha256 of its canonical JSON) and the log in words (Duellum's and Attika's in English and
German); Attika's also a summary of the final state in plain sight ("final": the players' buildings,
hands, amphoras and groups, the saved-games row's status). Its "game" (antike2 for Antike II, duellum
for Antike Duellum, attika for Attika; without it, Antike) is the game it is replayed with. A failure
means the engine now plays the same decisions
differently. If a rules change is intended, rewrite that game's transcripts on purpose with
`python tools/regenerate_golden.py --game GAME` and review the diff; otherwise the engine has regressed.
"""

import hashlib
import json

import pytest

from antike import AntikeError, Match
from antike.core.match import FORMAT, FORMAT_VERSION
from antike.core.registry import DEFAULT_GAME
from attika_helpers import final_summary as attika_final_summary
from locations import GOLDEN

TRANSCRIPTS = sorted(GOLDEN.glob("*.json"))
REGENERATE = "if the change is intended, run: python tools/regenerate_golden.py --game GAME"
# The games whose transcripts keep a summary of the final state, and how it is made (as the tool makes it).
FINAL_SUMMARY = {"attika": attika_final_summary}


def digest(state):
    """As tools/regenerate_golden.py: sha256 of the state's JSON, keys sorted, no spaces."""
    canonical = json.dumps(state.to_json(), sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def load(path):
    return json.loads(path.read_text(encoding="utf-8"))


def game_of(data):
    """The game a transcript is of: its "game", or Antike for the transcripts that name none."""
    return data.get("game", DEFAULT_GAME)


def test_there_are_golden_transcripts():
    assert len(TRANSCRIPTS) >= 3, "tests/golden/ is missing; run python tools/regenerate_golden.py"
    transcripts = list(map(load, TRANSCRIPTS))
    forms = {(game_of(t), t["options"].get("board"), t["options"].get("nations"), t["options"].get("players"),
              t["options"].get("two_player"), tuple(t["options"].get("variants", ())),
              t["options"]["seed"] if game_of(t) == "duellum" else None)
             for t in transcripts}
    assert len(forms) == len(TRANSCRIPTS), "each transcript should cover a different game form"
    assert {"antike", "antike2", "duellum", "attika"} <= {game_of(t) for t in transcripts}, \
        "every game should have a transcript"
    assert all("game" not in t for t in transcripts if game_of(t) == "antike"), \
        "Antike's transcripts name no game, as they were written before the family"


@pytest.mark.parametrize("path", TRANSCRIPTS, ids=[p.stem for p in TRANSCRIPTS])
def test_transcript_replays_to_the_recorded_end(path):
    data = load(path)
    assert data["format"] == "antike-golden-transcript"
    assert data["decision_count"] == len(data["decisions"])
    game = Match(data["options"], game=game_of(data))
    assert game.options == data["options"], "the options are normalised differently now"
    for number, decision in enumerate(data["decisions"], start=1):
        assert game.state.outcome is None, f"the game ended before decision {number}; {REGENERATE}"
        try:
            game.play(decision)
        except AntikeError as error:
            pytest.fail(f"decision {number} {decision} is refused now: {error}; {REGENERATE}")
        assert game.decisions[-1] == decision, f"decision {number} is completed differently now"
    if "log" in data:
        words = [game.rules.say(event, game.options, None, "en") for event in game.log]
        for number, (now, then) in enumerate(zip(words, data["log"]), start=1):
            assert now == then, f"log line {number} differs; {REGENERATE}"
        assert len(game.log) == len(data["log"]), f"the log has a different length; {REGENERATE}"
    if "log_de" in data:
        words = [game.rules.say(event, game.options, None, "de") for event in game.log]
        for number, (now, then) in enumerate(zip(words, data["log_de"]), start=1):
            assert now == then, f"German log line {number} differs; {REGENERATE}"
        assert len(game.log) == len(data["log_de"]), f"the German log has a different length; {REGENERATE}"
    assert game.state.outcome == data["outcome"], REGENERATE
    if game_of(data) in FINAL_SUMMARY:
        assert FINAL_SUMMARY[game_of(data)](game) == data["final"], f"the final state's summary differs; {REGENERATE}"
    assert digest(game.state) == data["digest"], f"the final state differs; {REGENERATE}"


@pytest.mark.parametrize("path", TRANSCRIPTS, ids=[p.stem for p in TRANSCRIPTS])
def test_transcript_loads_as_a_record(path):
    """The same decisions as a saved-game record: Match.from_json reaches the same final state."""
    data = load(path)
    record = {"format": FORMAT, "version": FORMAT_VERSION, "game": game_of(data), "options": data["options"],
              "decisions": data["decisions"]}
    game = Match.from_json(json.loads(json.dumps(record)))
    assert game.game == game_of(data)
    assert digest(game.state) == data["digest"]
    assert game.state.outcome == data["outcome"]


def test_the_transcript_the_page_plays_has_every_kind_of_turn():
    """tests/e2e/antike/test_play.py clicks through orient-3-seed-35 from a new game with seed 35 and
    needs each of these kinds of decision in it; checked here too, so that regenerating the
    transcripts cannot lose one unseen (the e2e tests run only with a browser)."""
    data = load(GOLDEN / "orient-3-seed-35.json")
    assert data["options"]["seed"] == 35 and data["options"]["nations"] == 3 and not data["options"]["variants"]
    kinds = {decision["type"] for decision in data["decisions"]}
    assert {"rondel", "build_temple", "arm", "move", "fight", "fight_entry", "let_pass", "conquer", "found"} <= kinds


def test_the_duellum_transcript_the_page_plays_is_short_and_of_the_new_game_forms_defaults():
    """tests/e2e/duellum/test_duellum_golden.py clicks through duellum-east-seed-16 from a new game on East
    with seed 16 and the form's defaults, within about a minute: checked here too, so that
    regenerating the transcripts cannot make it long or change its options unseen."""
    data = load(GOLDEN / "duellum-east-seed-16.json")
    assert data["options"] == Match({"board": "east", "seed": 16}, game="duellum").options
    assert data["decision_count"] <= 400 and data["outcome"]["reason"]["why"] == "goal"


def test_duellums_transcripts_cover_both_boards_and_start_players():
    """Two whole games or more per Duellum board, each nation starting at least once, in English and
    German, with event cards played, picked and Festung triggered, and no one looking at the deck's
    order."""
    transcripts = [t for t in map(load, TRANSCRIPTS) if game_of(t) == "duellum"]
    starts = set()
    for data in transcripts:
        game = Match(data["options"], game="duellum")
        starts.add((data["options"]["board"], game.rules.seats(game.state)[0]))
        assert "log_de" in data and len(data["log_de"]) == len(data["log"])
        assert data["outcome"]["reason"]["why"] in ("goal", "one_short", "draw")
        kinds = {decision["type"] for decision in data["decisions"]}
        assert {"rondel", "play_card", "pick", "move", "conquer", "found", "build_temple", "arm"} <= kinds
    assert starts == {("west", "carthaginians"), ("west", "romans"), ("east", "greeks"), ("east", "persians")}
    assert any(line.startswith("Festung: ") for t in transcripts for line in t["log_de"])


def test_attikas_transcripts_cover_each_player_count_both_wins_and_every_use_of_an_amphora():
    """Issue 23: one Attika game for 2, 3 and 4 players, in English and German, with a final summary;
    won by all 30 buildings (AT-END-1) and by two shrines joined (AT-END-2); amphoras won (AT-AMP-3)
    and spent on an extra reveal, an extra build (AT-AMP-6) and cards (AT-AMP-7); tiles laid (AT-EXT-2),
    one due when the tile stack was empty (AT-EXT-4), and the deck reshuffled (AT-DECK-2). Played by
    the game's computer players and by random decisions from the legal list."""
    transcripts = [t for t in map(load, TRANSCRIPTS) if game_of(t) == "attika"]
    assert sorted(t["options"]["players"] for t in transcripts) == [2, 3, 4]
    assert {t["policy"] for t in transcripts} == {"medium", "random"}
    for data in transcripts:
        assert len(data["log_de"]) == len(data["log"]) and data["final"]["status"]["en"]
        kinds = {decision["type"] for decision in data["decisions"]}
        assert {"reveal", "park", "build", "site", "pay", "lay_tile", "stop"} <= kinds, data["name"]
    assert {t["outcome"]["reason"] for t in transcripts} == {"all_built", "shrines"}
    decisions = [d for t in transcripts for d in t["decisions"]]
    assert any(d["type"] == "reveal" and d["amphora"] for d in decisions)
    assert any(d["type"] == "build" and d["amphora"] for d in decisions)
    assert any(d["type"] == "stop" and d["amphoras"] for d in decisions)
    games = [Match(t["options"], game="attika") for t in transcripts]
    for game, data in zip(games, transcripts):
        for decision in data["decisions"]:
            game.play(decision)
    events = {event["event"] for game in games for event in game.log}
    assert {"amphora", "tile", "no_tile", "reshuffle"} <= events
