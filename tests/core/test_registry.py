"""The registry's public registration: a game that lives elsewhere (Nim, in the tests) joins the
family at run time and leaves it again; the family's own games can be neither replaced nor removed."""

import json

import pytest

from antike.core import bridge, registry
from antike.core.errors import InvalidOptions
from antike.core.match import Match
from nim import RULES as NIM_RULES

FAMILY = ["antike", "antike2", "duellum", "attika"]


def ask(request):
    return json.loads(bridge.handle(json.dumps(request)))


def test_a_game_registered_at_run_time_is_played_like_the_familys_and_leaves_no_trace(fresh_bridge_session):
    registry.register("nim", NIM_RULES)
    try:
        assert registry.game_ids() == [*FAMILY, "nim"] and registry.rules_of("nim") is NIM_RULES
        assert [game["id"] for game in ask({"command": "games"})["games"]] == [*FAMILY, "nim"]
        match = Match({"heaps": 4, "seed": 2}, game="nim")
        match.play(NIM_RULES.legal_decisions(match.state)[0])
        reply = ask({"command": "load", "record": match.to_json()})
        assert reply["ok"] and reply["view"]["game"] == "nim" and reply["record"] == match.to_json()
    finally:
        registry.unregister("nim")
    assert registry.game_ids() == FAMILY
    with pytest.raises(InvalidOptions) as refused:
        registry.rules_of("nim")
    assert refused.value.message.key == "game.unknown"
    assert ask({"command": "new_game", "game": "nim"})["error"]["key"] == "game.unknown"


@pytest.mark.parametrize("game_id", ["antike", "two words", 7, None])
def test_register_refuses_an_id_that_is_taken_or_no_plain_name(game_id):
    with pytest.raises(ValueError):
        registry.register(game_id, NIM_RULES)
    assert registry.game_ids() == FAMILY and registry.rules_of("antike") is not NIM_RULES


@pytest.mark.parametrize("game_id", ["antike", "attika", "nim"])
def test_unregister_takes_away_only_a_game_that_register_added(game_id):
    with pytest.raises(ValueError):
        registry.unregister(game_id)
    assert registry.game_ids() == FAMILY
