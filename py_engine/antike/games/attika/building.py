"""Placing a building (AT-BLD, AT-PLACE, AT-REV-2): which empty fields a player can pay for, and the
placement itself with its payment, the immediate wins and the group's amphora."""

from . import amphoras, cards, wins
from .costs import can_pay, is_free, reach_symbols, remaining
from .map_tiles import empty_fields
from .settlements import settlement_count, touches_own


class Sites:
    """What every empty field costs `seat` now: the empty fields, their symbols in reach and the
    player's settlements, worked out once for the many questions of one legal list."""

    def __init__(self, state, seat):
        self.state, self.seat = state, seat
        self.hand = state.players[seat]["hand"]
        self.fields = empty_fields(state)
        self.settlements = settlement_count(state, seat)
        self._reach = {}

    def cost(self, building, field):
        """(symbols left per kind, cards of any kind) for `building` on `field` (AT-COST-9)."""
        if field not in self._reach:
            self._reach[field] = reach_symbols(self.state, field)
        return remaining(self.state, self.seat, building, field, self.settlements, self._reach[field])

    def payable(self, building):
        """The empty fields where `seat` can pay for `building`, in the map's order (AT-TURN-5)."""
        return [field for field in self.fields if can_pay(self.hand, *self.cost(building, field))]

    def any_payable(self, building):
        """Whether some empty field is payable for `building`."""
        return any(can_pay(self.hand, *self.cost(building, field)) for field in self.fields)


def can_build(state, seat):
    """Whether `seat` could build one of the buildings on his player board now (AT-TURN-5)."""
    board = state.players[seat]["board"]
    if not board:
        return False
    sites = Sites(state, seat)
    return any(sites.any_payable(building) for building in set(board))


def place(state, seat, building, field, payment, how):
    """`seat` places `building` on `field` and pays `payment`; `how` ({from: "reveal" | "board",
    amphora}) says where it came from and whether an amphora bought the action. Then the wins are
    checked (AT-END-3) and a completed group pays its amphora (AT-AMP-3). Returns whether the game
    ended."""
    founds = not touches_own(state, seat, field)  # AT-SETL-2, before the building stands there
    free = is_free(state, seat, building, field)
    if how["from"] == "board":
        state.players[seat]["board"].remove(building)
    state.buildings[field] = {"owner": seat, "building": building}
    cards.pay(state, seat, payment)
    state.events.append({"event": "build", "player": seat, "building": building, "field": field,
                         "payment": dict(payment), "from": how["from"], "amphora": how["amphora"], "free": free,
                         "new_settlement": founds})
    if wins.check_placement(state, seat, field):
        return True
    amphoras.reward_group(state, seat, building)
    return False
