"""Scientia: know-hows (D-KNOW-1..5, card 10 Bibliothek) and recruiting (D-REC-1); Commercium's
trades (D-KNOW-6)."""

from functools import lru_cache

from ...core.read_only import ReadOnlyDict
from .entries import DONE
from .payment import mixes, pay, payments, units_held
from .vocabulary import KNOW_HOW_PRICES, KNOW_HOWS, LIBRARY_DISCOUNT, PAYMENT_KINDS, RESOURCES, UNIT_PRICES, UNITS

TRADE_GIVE = 3
TRADE_GET = 2


def price(state, player, know_how, library=False):
    """D-KNOW-2: the first buyer's price while nobody holds it, else the later price; Bibliothek
    takes 3 gold off (not below 0)."""
    first, later = KNOW_HOW_PRICES[know_how]
    gold = later if held_by_anyone(state, know_how) else first
    return max(0, gold - LIBRARY_DISCOUNT) if library else gold


def held_by_anyone(state, know_how):
    """Whether either player holds `know_how`."""
    for record in state.players.values():
        if know_how in record["know_hows"]:
            return True
    return False


def legal_scientia(state, player):
    """Every know-how the player can buy and every unit he can recruit now, then 'done'."""
    record = state.players[player]
    library = "bibliothek" in record["hand"]
    decisions = []
    for know_how in KNOW_HOWS:
        if know_how in record["know_hows"]:
            continue
        for with_library in (False, True) if library else (False,):
            gold = price(state, player, know_how, with_library)
            if with_library and gold == price(state, player, know_how):
                continue  # D-EV-5: a card that changes nothing is not played
            for payment in payments(record, {"gold": gold} if gold else {}):
                if with_library:
                    decisions.append(ReadOnlyDict(type="buy_know_how", know_how=know_how, payment=payment,
                                                  card="bibliothek"))
                else:
                    decisions.append(ReadOnlyDict(type="buy_know_how", know_how=know_how, payment=payment))
    for unit in UNITS:
        if record["supply"][unit]:
            for payment in payments(record, {"gold": UNIT_PRICES[unit]}):
                decisions.append(ReadOnlyDict(type="recruit", unit=unit, payment=payment))
    decisions.append(DONE)
    return decisions


def buy_know_how(state, player, know_how, payment):
    """The player pays and holds the know-how; a scholar is due if nobody held it (D-KNOW-3)."""
    new = not held_by_anyone(state, know_how)
    pay(state, player, payment)
    state.own_player(player)["know_hows"][know_how] = state.turn
    if new:
        state.scratch["scholars"] += 1
    state.events.append({"event": "know_how", "player": player, "know_how": know_how, "payment": dict(payment),
                         "first": new})


def recruit(state, player, unit, payment):
    """The player pays and one unit goes from his supply to his recruit pool."""
    pay(state, player, payment)
    record = state.own_player(player)
    record["supply"][unit] -= 1
    record["pool"][unit] += 1
    state.events.append({"event": "recruit", "player": player, "unit": unit, "payment": dict(payment)})


def can_trade(state, player):
    """D-KNOW-6: Commercium bought in an earlier turn."""
    bought = state.players[player]["know_hows"].get("commercium")
    return bought is not None and bought < state.turn


def legal_trades(state, player):
    """Every Commercium trade: 3 units given (coins among them, D-KNOW-6's Decision) for 2 resources.
    A tuple of entries made once for the units held, read-only (core/read_only.py), and shared by the
    engine's legal lists (the event of a trade copies what it names)."""
    if not can_trade(state, player):
        return ()
    return _trades(units_held(state.players[player]))


# A game asks for 350-500 holdings of about 75 objects each: 1024 keep a game's, where 4096 kept
# earlier games' too (bench/results/duellum-engine.txt).
@lru_cache(maxsize=1024)
def _trades(held):
    # The trades of a player with `held` units (in PAYMENT_KINDS order): up to a hundred and more,
    # asked for at every step of a turn with Commercium.
    gets = mixes(TRADE_GET, {resource: TRADE_GET for resource in RESOURCES}, RESOURCES)
    gets = [ReadOnlyDict(get) for get in gets]
    # Read-only (core/read_only.py): shared by every legal list that offers them.
    return tuple(ReadOnlyDict(type="trade", give=give, get=get)
                 for give in map(ReadOnlyDict, mixes(TRADE_GIVE, dict(zip(PAYMENT_KINDS, held)))) for get in gets)


def trade(state, player, give, get):
    """The player gives the bank `give` and takes `get`."""
    pay(state, player, give)
    for resource, units in get.items():
        state.own_player(player)[resource] += units
    state.events.append({"event": "trade", "player": player, "give": dict(give), "get": dict(get)})
