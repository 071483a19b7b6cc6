"""Issue 42: every refusal the bridge gives today is given after the engine's restructuring, word for
word, in English and German. tests/fixtures/refusals.json (written by tools/make_refusal_golden.py)
holds each case as plain data: the requests that set the table (a setup, shared by several cases), the
refused request, and its code and message in both languages, or, for a place clicked that the rules do
not offer (the bridge's why_not), the reason in both languages. A refused request changes nothing: the
game in play stays as it was."""

import json

import pytest

from antike.core import bridge
from locations import FIXTURES

GOLDEN = json.loads((FIXTURES / "refusals.json").read_text(encoding="utf-8"))
SETUPS, CASES = GOLDEN["setups"], GOLDEN["cases"]
LANGUAGES = ("en", "de")


def _ask(request):
    return json.loads(bridge.handle(json.dumps(request)))


def _in_play():
    # The game in play as the page would keep it (None when there is none).
    reply = _ask({"command": "save"})
    return reply["record"] if reply["ok"] else reply["error"]["code"]


def _sent(request, language):
    # A raw request is sent as it is; the placeholder "{language}" is the language of the case's run.
    if isinstance(request, str):
        return request
    return json.dumps({key: language if value == "{language}" else value for key, value in request.items()})


def _said(reply):
    if reply["ok"]:
        return {"reason": reply["reason"]}
    return {"code": reply["error"]["code"], "message": reply["error"]["message"]}


def test_the_golden_holds_refusals_of_every_game_and_kind():
    names = [case["name"] for case in CASES]
    assert len(names) == len(set(names))
    for game in ("antike", "antike2", "duellum", "attika"):
        kinds = {name.split(".")[1] for name in names if name.startswith(f"{game}.")}
        assert {"options", "computer", "apply", "decision", "undo", "file", "record", "link", "computer_move",
                "why_not"} <= kinds
    codes = {case["said"]["en"].get("code") for case in CASES} - {None}
    assert codes == {"invalid_json", "invalid_request", "unknown_command", "no_game", "invalid_options",
                     "invalid_decision", "illegal_decision", "not_computer_turn", "cannot_undo", "turn_unconfirmed",
                     "game_over", "invalid_record"}


@pytest.mark.parametrize("case", CASES, ids=[case["name"] for case in CASES])
def test_a_refusal_is_given_word_for_word_in_both_languages_and_changes_nothing(case):
    for language in LANGUAGES:
        bridge._session.update(game=None, computer_players=None)  # each case begins with no game in play
        for request in SETUPS.get(case["setup"], []):
            assert _ask(request)["ok"], request
        before = _in_play()
        reply = json.loads(bridge.handle(_sent(case["request"], language)))
        assert _said(reply) == case["said"][language]
        assert _in_play() == before
