"""A2-TRADE-3: a know-how's trading rate cannot be used in the turn it is bought, founding after the
Scientia action included; from the next turn on the rate is open (A2-TRADE-1)."""

from antike.core.match import Match


def play_until_mercatura_is_bought():
    # Orient, 3 nations, seed 1: every nation takes Aurum, then Militia, then Scientia, where the
    # Greeks (first in turn order) buy Mercatura with the gold of Aurum.
    match = Match({"board": "orient", "nations": 3, "seed": 1}, game="antike2")
    for field in ("gold", "arming"):
        for _ in range(3):
            match.play({"type": "rondel", "field": field, "payment": {}})
            while match.state.pending["step"] != "rondel":
                match.play({"type": "done"})
    match.play({"type": "rondel", "field": "know_how", "payment": {}})
    legal = match.rules.legal_decisions(match.state)
    match.play(next(d for d in legal if d["type"] == "buy_know_how" and d["know_how"] == "mercatura"))
    return match


def trades(match):
    return [d for d in match.rules.legal_decisions(match.state) if d["type"] == "trade"]


def test_A2_TRADE_3_no_trade_in_the_turn_mercatura_is_bought_not_even_while_founding():
    match = play_until_mercatura_is_bought()
    assert "mercatura" in match.state.nations["greeks"]["know_hows"]
    # The Greeks can found nothing, and no trade at the new rate keeps their turn open: it is over.
    assert match.state.pending == {"nation": "persians", "step": "rondel"}


def test_A2_TRADE_1_the_rate_is_open_from_the_next_turn_on():
    match = play_until_mercatura_is_bought()
    while match.state.pending["nation"] == "greeks":
        match.play({"type": "done"})
    while match.state.pending["nation"] != "greeks":
        legal = match.rules.legal_decisions(match.state)
        match.play(next(d for d in legal if d["type"] in ("rondel", "done") and not d.get("payment")))
    assert match.state.pending["step"] == "rondel"
    assert {"type": "trade", "give": {"marble": 2}, "get": {"iron": 1}} in trades(match)
