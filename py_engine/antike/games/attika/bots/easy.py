"""Easy: greedy by cost with noise. It builds whatever it can place cheaply (the fewest cards, a
little noise on top), reveals while its board is short, stops otherwise; sites are the cheapest,
next to its own buildings when it can; payments the engine's default; tiles anywhere."""

import random

from ..building import Sites
from ..costs import fewest_cards
from ..decisions import kept_legal
from ..hexes import neighbours
from .value import refused_when_over, seat_view

CHEAP = 2.0       # a build is taken when its cheapest site costs at most this many cards (plus noise)
SHORT_BOARD = 2   # reveal while the board holds fewer buildings


def _cost(state, seat, sites, building, field):
    cards = fewest_cards(sites.held, *sites.cost(building, field))
    lonely = not any(state.buildings.get(near, {}).get("owner") == seat for near in neighbours(field))
    return cards + (0.5 if lonely else 0.0)


class EasyBot:
    """Easy: the cheapest build, with noise; otherwise a reveal or a stop."""

    strength = "easy"

    def __init__(self, seed):
        self.rng = random.Random(seed)

    def choose(self, state):
        """A legal decision for the seat to decide."""
        refused_when_over(state)
        seat = state.pending["player"]
        state = seat_view(state, seat, self.rng)
        legal = kept_legal(state)
        if len(legal) == 1:
            return legal[0]
        step = state.pending["step"]
        rng = self.rng
        if step == "payment":
            return legal[0]
        if step == "tile":
            return rng.choice(legal)
        sites = Sites(state, seat)
        if step in ("site", "revealed"):
            building = state.scratch["building"]
            options = [d for d in legal if d["type"] == "site"]
            if not options:
                return legal[0]
            best = min(options, key=lambda d: _cost(state, seat, sites, building, d["field"]) + rng.random() * 0.8)
            if step == "revealed" and _cost(state, seat, sites, building, best["field"]) > 1 + rng.random():
                return legal[0]  # park
            return best
        builds = [d for d in legal if d["type"] == "build"]
        if builds:
            costs = {}
            for decision in builds:
                building = decision["building"]
                if building not in costs:
                    costs[building] = min(_cost(state, seat, sites, building, field)
                                          for field in sites.payable(building)) + rng.random() * 1.5
            best = min(builds, key=lambda d: costs[d["building"]])
            if costs[best["building"]] <= CHEAP + 0.75 + state.hand_size(seat) / 4:
                return best
        reveals = [d for d in legal if d["type"] == "reveal"]
        board = state.players[seat]["board"]
        if reveals and (len(board) < SHORT_BOARD or rng.random() < 0.25) and not any(d["amphora"] for d in reveals):
            return rng.choice(reveals)
        return next(d for d in legal if d["type"] == "stop")
