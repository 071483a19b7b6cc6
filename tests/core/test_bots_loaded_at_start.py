"""A game's computer players are loaded when a game with computer players is put in play (new, loaded,
imported), not at a hard player's first turn, whose thinking time the loading would lengthen (issue 47:
a hard turn in the browser stays within its budget + 10 %); a game of persons only loads no bots."""

import json
import subprocess
import sys

import pytest

from locations import ENGINE

START = {
    "antike": {"options": {"nations": 3, "seed": 1}, "computer": {"greeks": {"strength": "hard", "think": 1.0}}},
    "duellum": {"options": {"seed": 1}, "computer": {"carthaginians": {"strength": "medium"}}},
    "attika": {"options": {"players": 2, "seed": 1}, "computer": {"sparta": {"strength": "hard"}}},
}
BOTS = {"antike": "antike.games.antike_common.bots", "duellum": "antike.games.duellum.bots",
        "attika": "antike.games.attika.bots"}


def _loaded_after(request, module):
    # A fresh interpreter: whether `module` is loaded once the bridge has answered `request`.
    script = ("import json, sys; from antike.core import bridge; "
              f"reply = json.loads(bridge.handle({json.dumps(json.dumps(request))})); "
              f"print(json.dumps([reply['ok'], {module!r} in sys.modules]))")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True,
                          env={"PYTHONPATH": str(ENGINE.parent), "PATH": ""})
    return json.loads(done.stdout)


@pytest.mark.parametrize("game", sorted(START))
def test_a_new_game_with_computer_players_loads_their_bots(game):
    request = {"command": "new_game", "game": game, **START[game]}
    assert _loaded_after(request, BOTS[game]) == [True, True]


@pytest.mark.parametrize("game", sorted(START))
def test_a_game_of_persons_only_loads_no_bots(game):
    request = {"command": "new_game", "game": game, "options": START[game]["options"]}
    assert _loaded_after(request, BOTS[game]) == [True, False]
