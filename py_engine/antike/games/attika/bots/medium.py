"""Medium: every decision of the turn chosen by what it is worth in cards (value.py), looking one
action ahead.

An action's worth: a build is the building's gain from board to map plus its best site (cards paid,
the own shrine chain shortened, a rival's chain blocked, a settlement founded or joined, free sites
opened for the buildings its arrows point to, its group drawn together) less the card the unused
action would have drawn; a reveal is a building on the board (a main building more, more while the
board is short) less that card; stopping is worth nothing more. Payments keep the cards the board's
buildings need; an extension tile goes next to the own buildings, turned for symbols they need."""

import random

from ..building import Sites
from ..cards import available
from ..components import BASE_COST, KINDS, ROAD, TILES
from ..costs import as_tuple, fewest_cards
from ..decisions import kept_legal
from ..hexes import distance, neighbours, tile_cells
from ..settlements import building_group
from ..turns import cards_due
from .value import (AMPHORA, BOARD, FAR, MAP, SETTLEMENT, TARGETS, Paths, board_value, end_bonus, margin,
                    refused_when_over, seat_view, shrine_value)

BLOCK_RANGE = 5      # rivals this close to joining two shrines are worth blocking
BLOCK_WEIGHT = 0.8
ARROW_BONUS = 0.35   # per building this one makes free next to it, still to come
GROUP_BONUS = 0.3    # next to a building of its own group
MAIN_BONUS = 0.5     # a main building revealed (the arrows start from them)
SHORT_BOARD = 3      # a board with fewer buildings makes a reveal worth more
SHORT_BONUS = 0.8
TILE_BONUS = 0.3     # a reveal that empties its stack lays a tile


class Look:
    """One seat's view of a decision: sites, chains, the rivals' chains, worked out once."""

    def __init__(self, state, seat):
        self.state, self.seat = state, seat
        self.sites = Sites(state, seat)
        self.hand = state.hand_size(seat)
        self.paths = Paths(state, seat)
        self.rivals = [Paths(state, other) for other in state.order if other != seat]
        self.threats = [paths for paths in self.rivals if paths.distance <= BLOCK_RANGE]
        self._blocked = {}
        self._cards = {}
        self._settlement = self._settlements()
        record = state.players[seat]
        self.to_come = set(record["board"]) | {b for stack in record["stacks"] for b in stack}
        if state.scratch and state.scratch["building"]:
            self.to_come.add(state.scratch["building"])

    def _settlements(self):
        # cell -> settlement number, for the seat's buildings.
        buildings, number, found = self.state.buildings, 0, {}
        for cell, building in buildings.items():
            if building["owner"] != self.seat or cell in found:
                continue
            todo = [cell]
            found[cell] = number
            while todo:
                for near in neighbours(todo.pop()):
                    other = buildings.get(near)
                    if other and other["owner"] == self.seat and near not in found:
                        found[near] = number
                        todo.append(near)
            number += 1
        return found

    def cards(self, building, field):
        """The fewest cards `building` costs on `field` (worked out once per kind of field)."""
        key = (building, self.sites._profile[field])
        if key not in self._cards:
            self._cards[key] = fewest_cards(self.sites.held, *self.sites.cost(building, field))
        return self._cards[key]

    def site_score(self, building, field):
        """What placing `building` on `field` adds, the cards paid included (not its base gain)."""
        state, seat = self.state, self.seat
        cards = self.cards(building, field)
        score = -sum(margin(self.hand - k) for k in range(cards))
        mine = self.paths.distance
        after = self.paths.through(field)
        if after == 0:
            return 1000.0  # joins two shrines: the game is won
        score += shrine_value(after) - shrine_value(mine)
        for rival in self.threats:
            if rival.on_best_path(field):
                key = (id(rival), field)
                if key not in self._blocked:
                    self._blocked[key] = rival.blocked(field)
                score += BLOCK_WEIGHT * (shrine_value(rival.distance) - shrine_value(self._blocked[key]))
        joined = {self._settlement[near] for near in neighbours(field) if near in self._settlement}
        if not joined:
            score -= SETTLEMENT if self._settlement else 0.0
        else:
            score += SETTLEMENT * (len(joined) - 1)
        buildings, fields = state.buildings, state.fields
        room = sum(1 for near in neighbours(field) if near in fields and near not in buildings)
        targets = [t for t in TARGETS[building] if t in self.to_come and (t != building or building == ROAD)]
        score += ARROW_BONUS * min(len(targets), room)
        group = building_group(building)
        if any(buildings[near]["owner"] == seat and building_group(buildings[near]["building"]) == group
               for near in neighbours(field) if near in buildings):
            score += GROUP_BONUS
        return score

    def best_site(self, building, fields=None):
        """(score, field) of the best payable site for `building`."""
        fields = self.sites.payable(building) if fields is None else fields
        return max(((self.site_score(building, field), field) for field in fields),
                   key=lambda pair: pair[0], default=(-FAR, None))

    def build_gain(self, building):
        """The gain of taking `building` from the board to its best site."""
        score, _ = self.best_site(building)
        return MAP + end_bonus(self.state, self.seat) - board_value(self.sites, building) + score

    def reveal_gain(self, stack):
        """What turning up the top of `stack` (1-4) is worth, before the action's price."""
        record = self.state.players[self.seat]
        gain = BOARD + (MAIN_BONUS if stack == 1 else 0.0)
        gain += SHORT_BONUS * max(0, SHORT_BOARD - len(record["board"]))
        if len(record["stacks"][stack - 1]) == 1 and self.state.tile_stack:
            gain += TILE_BONUS
        return gain


def action_gains(state, seat, look=None):
    """[(gain, decision)] of the action step's decisions, in the legal order."""
    look = look or Look(state, seat)
    price_card = margin(look.hand + 1) if available(state) > cards_due(state.scratch) else 0.0
    gains, builds = [], {}
    for decision in kept_legal(state):
        kind = decision["type"]
        if kind == "stop":
            gain = -0.01 * decision["amphoras"]  # amphoras are worth more than cards
        else:
            price = AMPHORA if decision.get("amphora") else price_card
            if kind == "build":
                if decision["building"] not in builds:
                    builds[decision["building"]] = look.build_gain(decision["building"])
                gain = builds[decision["building"]] - price
            else:
                gain = look.reveal_gain(decision["stack"]) - price
        gains.append((gain, decision))
    return gains


def choose_payment(state, seat, legal):
    """The payment that keeps most of what the board's buildings need, fewest cards first."""
    record = state.players[seat]
    needs = [0] * len(KINDS)
    for building in record["board"]:
        cost = BASE_COST[building]
        if cost:
            needs = [a + b for a, b in zip(needs, cost)]
    held = as_tuple(record["hand"])

    def kept(decision):
        paid = as_tuple(decision["payment"])
        left = [h - p for h, p in zip(held, paid)]
        return (-sum(paid), sum(min(l, n) for l, n in zip(left, needs)))
    return max(legal, key=kept)


def choose_tile(state, seat, legal):
    """An extension tile next to the own buildings, turned so that its symbols meet their needs."""
    own = [cell for cell, building in state.buildings.items() if building["owner"] == seat]
    record = state.players[seat]
    needs = [0] * len(KINDS)
    for building in record["board"] + [b for stack in record["stacks"] for b in stack]:
        cost = BASE_COST[building]
        if cost:
            needs = [a + b for a, b in zip(needs, cost)]
    wanted = {kind: need for kind, need in zip(KINDS, needs)}
    symbols = TILES[state.scratch["tile"]]
    touching = set()
    for cell in own:
        touching.update(neighbours(cell))
    nearest = {}

    def score(decision):
        cells = tile_cells(decision["centre"], decision["rotation"])
        centre = decision["centre"]
        if centre not in nearest:
            nearest[centre] = min((distance(centre, cell) for cell in own), default=0)
        near = nearest[centre]
        fit = sum(wanted.get(symbol, 0) * (2 if field in touching else 1)
                  for field, symbol in zip(cells, symbols) if symbol)
        return -near + 0.05 * fit
    return max(legal, key=score)


def decide(state, seat, look=None):
    """Medium's decision for `seat` on a state it may see entirely (a seat view or a sample)."""
    legal = kept_legal(state)
    if len(legal) == 1:
        return legal[0]
    step = state.pending["step"]
    if step == "payment":
        return choose_payment(state, seat, legal)
    if step == "tile":
        return choose_tile(state, seat, legal)
    look = look or Look(state, seat)
    if step in ("site", "revealed"):
        building = state.scratch["building"]
        fields = [decision["field"] for decision in legal if decision["type"] == "site"]
        score, field = look.best_site(building, fields)
        if step == "revealed":
            if field is None or MAP + end_bonus(state, seat) - board_value(look.sites, building) + score <= 0:
                return legal[0]  # park
        return next(decision for decision in legal if decision.get("field") == field)
    gains = action_gains(state, seat, look)
    return max(gains, key=lambda pair: pair[0])[1]


class MediumBot:
    """Medium: greedy by value, from a fresh picture of what its seat may see at every decision."""

    strength = "medium"

    def __init__(self, seed):
        self.rng = random.Random(seed)

    def choose(self, state):
        """A legal decision for the seat to decide."""
        refused_when_over(state)
        seat = state.pending["player"]
        return decide(seat_view(state, seat, self.rng), seat)
