"""Placing a building (AT-BLD, AT-PLACE, AT-REV-2): which empty fields a player can pay for, and the
placement itself with its payment, the immediate wins and the group's amphora."""

from itertools import compress

from . import amphoras, cards, wins
from .components import SOURCES
from .costs import (as_cards, cost_of, free_by_order, held_cards, MOST_CARDS, own_neighbours,
                    paid_by_building, savings, settlement_cards)
from .map_reach import map_reach, placed


class Sites:
    """What every empty field costs `seat` now, for the many questions of one legal list: the map's
    empty fields with the symbols in reach of each, the kinds of own buildings next to the few fields
    next to one, the player's settlements (all kept for the map, map_reach) and his hand."""

    __slots__ = ("state", "seat", "held", "cards", "_seat", "fields", "settlements", "_paid")  # one is made per legal list

    def __init__(self, state, seat):
        self.state, self.seat = state, seat
        self.held = held_cards(state.players[seat]["hand"])
        self.cards = sum(self.held)
        reach = map_reach(state)
        self._seat = seat_reach = reach.of_seat(state, seat)
        self.fields = reach.empty
        self.settlements = seat_reach.settlements
        self._paid = None  # costs.paid_by_building of the hand, when first asked for

    @property
    def paid(self):
        """costs.paid_by_building of the seat's hand and settlements."""
        if self._paid is None:
            self._paid = paid_by_building(self.held, self.settlements)
        return self._paid

    @property
    def _profile(self):
        # {empty field: (symbols in reach, own kinds next to it)}
        return self._seat.profile

    @property
    def _fields_of(self):
        # (symbols, own kinds next to it) -> its fields, in the map's order
        return self._seat.fields_of()

    def cost(self, building, field):
        """(symbols left per kind, cards of any kind) for `building` on the empty `field` (AT-COST-9)."""
        return self._seat.profile_at(field).cost(building, self.settlements)

    def explained(self, building, field):
        """What `building` costs on the empty `field` and why, as plain data: the symbols left and the
        cards of any kind to pay (AT-COST-9), what the field and its empty neighbours save (AT-COST-2;
        a road's cards, AT-COST-5), whether an arrow makes it free (AT-COST-6) and the settlement
        cards in the cards of any kind (AT-COST-7)."""
        symbols, near_own = self._seat.profile_at(field)
        left, extra = cost_of(building, symbols, near_own, self.settlements)
        saved, saved_cards = savings(building, symbols, near_own)
        free = free_by_order(building, near_own)
        return {"symbols": as_cards(left), "extra": extra, "saves": as_cards(saved), "saves_cards": saved_cards,
                "building_order": free, "settlement_cards": 0 if free else settlement_cards(near_own, self.settlements)}

    def payable(self, building):
        """The empty fields where `seat` can pay for `building`, in the map's order (AT-TURN-5)."""
        if self.cards - self.settlements >= MOST_CARDS[building]:
            return list(self.fields)
        near_paid, lonely_paid = self.paid[building]
        near, lonely, _ = self._seat.present()
        if not near & ~near_paid and not lonely & ~lonely_paid:
            return list(self.fields)
        # Every field judged by its bit as one with no own building next to it (the map's few bits
        # judged once), but the few next to one, judged apart.
        seat, fields = self._seat, self.fields
        bits = seat.bits
        lonely_bits = {bit for bit in seat.bits_held() if bit & lonely_paid}
        paid = map(lonely_bits.__contains__, map(bits.__getitem__, fields))
        if seat.near_own:
            sources = SOURCES[building]
            near = {field: bits[field] & near_paid or not sources.isdisjoint(kinds)
                    for field, kinds in seat.near_own.items()}
            paid = map(near.get, fields, paid)
        return list(compress(fields, paid))

    def buildable(self, buildings):
        """Those of `buildings` (in their order) for which some empty field is payable: free by an
        arrow next to an own building (AT-COST-6), or paid by the hand on a field next to one, or
        elsewhere with the settlement cards (AT-COST-7)."""
        if not self.fields:
            return []
        spare = self.cards - self.settlements  # the cards past the settlement cards (AT-COST-7)
        near, lonely, kinds = self._seat.present()
        found = []
        for building in buildings:
            if spare >= MOST_CARDS[building] or not SOURCES[building].isdisjoint(kinds):
                found.append(building)
            else:
                near_paid, lonely_paid = self.paid[building]
                if near & near_paid or lonely & lonely_paid:
                    found.append(building)
        return found


def can_build(state, seat):
    """Whether `seat` could build one of the buildings on his player board now (AT-TURN-5)."""
    board = state.players[seat]["board"]
    if not board:
        return False
    return bool(Sites(state, seat).buildable(dict.fromkeys(board)))


def place(state, seat, building, field, payment, how):
    """`seat` places `building` on `field` and pays `payment`; `how` ({from: "reveal" | "board",
    amphora}) says where it came from and whether an amphora bought the action. Then the wins are
    checked (AT-END-3) and a completed group pays its amphora (AT-AMP-3). Returns whether the game
    ended."""
    near_own = own_neighbours(state, seat, field)  # before the building stands there
    founds = not near_own  # AT-SETL-2
    free = free_by_order(building, near_own)  # AT-COST-6
    if how["from"] == "board":
        state.own_record(seat)["board"].remove(building)
    before = state.own_map(land=False)
    state.buildings[field] = {"owner": seat, "building": building}
    placed(state, before, seat, field)
    cards.pay(state, seat, payment)
    state.events.append({"event": "build", "player": seat, "building": building, "field": field,
                         "payment": dict(payment), "from": how["from"], "amphora": how["amphora"], "free": free,
                         "new_settlement": founds})
    if wins.check_placement(state, seat, field):
        return True
    amphoras.reward_group(state, seat, building)
    return False
