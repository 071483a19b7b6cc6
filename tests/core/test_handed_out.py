"""What the engine hands out is never shared mutable data (the developers' guide): for every game,
scribbling over every value a game or a match hands out - the legal list and its decisions, the
events, the log, a view, the record, the summary, the options, the outcome - changes neither that
game nor a fresh game of the same options, which still offers and accepts the same decisions. The
legal list's entries are shared and read-only (core/read_only.py): every change to one, or to a
dict or list in it, raises TypeError; everything else is the caller's to change."""

import json

import pytest

from antike import Match
from antike.core.read_only import ReadOnlyDict, ReadOnlyList
from antike.core.registry import rules_of
from locations import GOLDEN
from scribble import refuses_every_change

# Per game, a golden game whose first decisions hand out payments, trades (Antike II's from its
# 14th round), fights and cards, and how many of its decisions are played here.
GAMES = {
    "antike": ("orient-5-military-seed-12", 150),
    "antike2": ("antike2-orient-3-seed-15", 140),
    "duellum": ("duellum-west-seed-22", 120),
    "attika": ("attika-3-seed-4", 120),
}
VIEW_EVERY = 4  # a view is the dearest thing handed out: scribbled on at every fourth point
JUNK = "scribbled"


def scribble(value):
    """Change `value` in place as badly as a careless caller could: every nested dict and list too; a
    read-only one must refuse every change."""
    if isinstance(value, (ReadOnlyDict, ReadOnlyList)):
        refuses_every_change(value)
        for item in value.values() if isinstance(value, dict) else value:
            scribble(item)
    elif isinstance(value, dict):
        for item in list(value.values()):
            scribble(item)
        for key in list(value):
            value[key] = JUNK
        value[JUNK] = [JUNK]
    elif isinstance(value, list):
        for item in value:
            scribble(item)
        value[:] = [JUNK]


def plain(value):
    return json.dumps(value, sort_keys=True)


def handed_out(match, with_view):
    """Everything the game and the match hand out at the match's present point, by name."""
    rules, state = match.rules, match.state
    values = {
        "legal": rules.legal_decisions(state),
        "events": rules.events(state),
        "summary": rules.summary(state, "de"),
        "record": match.to_json(),
        "options": rules.state_options(state),
        "outcome": rules.outcome(state),
        "seats": rules.seats(state),
        "log": match.log_at(len(match.decisions)),
        "computer": match.computer_json(),
    }
    if with_view:
        values["view"] = rules.view(state, match.log_at(len(match.decisions)), rules.to_decide(state), "en")
    return values


@pytest.mark.parametrize("game", list(GAMES))
def test_scribbling_on_what_a_game_hands_out_changes_neither_it_nor_a_fresh_game(game):
    name, count = GAMES[game]
    golden = json.loads((GOLDEN / f"{name}.json").read_text(encoding="utf-8"))
    assert golden.get("game", "antike") == game
    rules = rules_of(game)
    match = Match(golden["options"], {}, game)
    seen = []  # (legal list, events) as plain text, at every point
    read_only_entries = 0
    for point, decision in enumerate(golden["decisions"][:count]):
        with_view = point % VIEW_EVERY == 0
        before = {name: plain(value) for name, value in handed_out(match, with_view).items()}
        scribble(handed_out(match, with_view))
        after = {name: plain(value) for name, value in handed_out(match, with_view).items()}
        assert after == before, f"at decision {point}"
        seen.append((before["legal"], before["events"]))
        legal = rules.legal_decisions(match.state)
        read_only_entries += sum(isinstance(entry, ReadOnlyDict) for entry in legal)
        # The legal list's own entry when the golden decision is one (it may leave a default out).
        played = next((entry for entry in legal if entry == decision), decision)
        match.play(played)
        scribble(played)  # the decision played is the caller's too
        scribble(legal)
    assert read_only_entries == sum(len(json.loads(legal)) for legal, _ in seen)  # every entry handed out
    record = json.loads(plain(match.to_json()))
    assert record["decisions"] == golden["decisions"][:count]
    fresh = Match(golden["options"], {}, game)
    for point, decision in enumerate(record["decisions"]):
        legal, events = seen[point]
        assert plain(rules.legal_decisions(fresh.state)) == legal, f"legal list at decision {point}"
        assert plain(rules.events(fresh.state)) == events, f"events at decision {point}"
        fresh.play(decision)
    assert plain(fresh.to_json()) == plain(record)
