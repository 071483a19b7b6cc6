"""Computer players in Antike II (antike.games.antike_common.bots): whole games on both boards, and
the edition's own sources of value - a neutral temple's general (A2-NEU-4) and trading (A2-TRADE).

Positions are built from a new game's JSON data; the hard bot searches a fixed number of iterations.
"""

import pytest

from antike.games.antike2.game import new_game
from antike.games.antike2.edition import AntikeIIState
from antike.games.antike_common.bots import STRENGTHS, make_bot
from antike.games.antike_common.decisions import apply, legal_decisions


def a2_position(nation="greeks", resources=None, legions=None, know_hows=(), rondel="iron", pending=None):
    """A 3-nation Orient game of Antike II (the Greeks start), edited: the nation's resources,
    legions and know-hows (held since an earlier turn), its rondel marker, and the pending step."""
    data = new_game({"board": "orient", "nations": 3, "seed": 1}).to_json()
    assert data["order"][0] == nation
    record = data["nations"][nation]
    record.update(resources or {})
    record["legions"] = dict(legions or {})
    record["know_hows"] = list(know_hows)
    record["rondel"] = rondel
    if pending:
        data["pending"] = {"nation": nation, "step": pending}
    return AntikeIIState.from_json(data)


def play_turn(bot, state):
    """The bot plays the acting nation's turn; returns the decisions and the state after it."""
    nation, turn = state.acting, state.turn
    played = []
    while state.outcome is None and state.turn == turn and state.pending["nation"] == nation:
        decision = bot.choose(state)
        assert decision in legal_decisions(state), (state.pending, decision)
        played.append(decision)
        state = apply(state, decision)
    return played, state


@pytest.mark.parametrize("board", ["orient", "occident"])
def test_each_strength_plays_a_whole_game(board):
    state = new_game({"board": board, "nations": 3, "seed": 11})
    bots = dict(zip(state.order, (make_bot(strength, 5, iterations=1) for strength in STRENGTHS)))
    made = 0
    while state.outcome is None:
        decision = bots[state.pending["nation"]].choose(state)
        assert decision in legal_decisions(state), (state.pending, decision)
        state = apply(state, decision)
        made += 1
        assert made < 4000, "the game does not end"
    assert state.outcome["winner"] in state.order


@pytest.mark.parametrize("where", ["napoca", "tomis"])
def test_medium_destroys_a_neutral_temple_for_a_general(where):
    # Three Greek legions in Napoca (A2-NEU-4), or next door in Tomis, one move away (A2-MAN-2);
    # from Ferrum the Greeks reach Movere for free, and with 1 gold no know-how's scholar is near.
    state = a2_position(resources={"gold": 1}, legions={where: 3})
    played, after = play_turn(make_bot("medium", 1), state)
    assert {"type": "destroy_temple", "province": "napoca", "legions": 3, "galleys": 0} in played
    assert "napoca" not in after.temples
    assert after.nations["greeks"]["personages"]["general"] == 1


def test_medium_keeps_units_that_cannot_destroy_a_temple_yet():
    state = a2_position(resources={"gold": 1}, legions={"napoca": 2})
    played, after = play_turn(make_bot("medium", 1), state)
    assert not any(d["type"] == "destroy_temple" for d in played)
    assert "napoca" in after.temples


def test_medium_trades_to_found_a_city_it_could_not_pay_for():
    # A Greek legion in Pella, a free site; 3 marble, no iron, 1 gold, no coin: only Mercatura's
    # 2 marble for 1 iron (A2-TRADE-1) pays for the city (A2-FOUND-1).
    state = a2_position(resources={"marble": 3, "iron": 0, "gold": 1, "coins": 0}, legions={"pella": 1},
                        know_hows=["mercatura"], pending="founding")
    assert not any(d["type"] == "found" for d in legal_decisions(state))
    played, after = play_turn(make_bot("medium", 1), state)
    assert played[0] == {"type": "trade", "give": {"marble": 2}, "get": {"iron": 1}}
    assert played[1]["type"] == "found" and played[1]["province"] == "pella"
    assert after.cities["pella"] == "greeks"


def test_medium_does_not_trade_what_it_can_pay_for_already():
    state = a2_position(resources={"marble": 3, "iron": 1, "gold": 1, "coins": 0}, legions={"pella": 1},
                        know_hows=["mercatura"], pending="founding")
    played, after = play_turn(make_bot("medium", 1), state)
    assert not any(d["type"] == "trade" for d in played)
    assert after.cities["pella"] == "greeks"
    assert after.nations["greeks"]["marble"] == 2


def test_medium_trades_nothing_away_with_nothing_to_pay_for():
    state = a2_position(resources={"marble": 6, "iron": 0, "gold": 0, "coins": 0},
                        know_hows=["mercatura"], pending="founding")
    played, _ = play_turn(make_bot("medium", 1), state)
    assert played == [{"type": "done"}]
