"""What the bots know and value in a position of Attika, seen from one seat.

`seat_view` is the only door to a state: a copy in which everything the seat cannot see (AT-INFO-2)
is put in a canonical order and then drawn again with the bot's own generator (`redetermined`), so
that two states differing only in hidden things give the bot the very same picture.

The value of a position for a seat is counted in cards: buildings on the map (the race to 30,
AT-END-1), buildings on the player board (more when a cheap or free site waits for them), cards in
hand (less and less the more are held), amphoras, settlements (each one costs settlement cards
later, AT-COST-7) and the shrines (AT-END-2): the fewest buildings still missing from a chain of own
buildings joining two shrines, found by a 0-1 search over the map (own buildings cost 0, empty
fields 1, other colours block)."""

from collections import deque

from ....core.errors import IllegalDecision
from ..building import Sites
from ..components import KINDS, PIECE_COUNT, SOURCES
from ..costs import cost_of, fewest_cards
from ..hexes import neighbours
from ..redetermine import redetermined

FAR = 99
MAP = 4.0          # a building on the map
BOARD = 1.5        # a building waiting on the player board
CHEAP_BONUS = (1.2, 0.6, 0.25)  # more for a board building whose best site costs 0, 1, 2 cards
AMPHORA = 1.5
SETTLEMENT = 0.7   # each settlement beyond the first: settlement cards to come
CARD_STEPS = ((6, 1.0), (12, 0.6), (FAR * 10, 0.25))  # a card's value by how many are held
RIVALS = 0.7       # weight of the strongest rival's value in the relative value
WIN = 1000.0
END, END_SPAN = 2.0, 5   # each of the last END_SPAN buildings is worth END more

# The buildings each building's arrows point to (AT-COST-6): a site next to it is free for them.
TARGETS = {building: tuple(sorted(target for target, sources in SOURCES.items() if building in sources))
           for building in SOURCES}


def seat_view(state, seat, rng):
    """The state as `seat` may picture it: hidden things canonical, then re-drawn with `rng`."""
    plain = state.copy()
    others = [other for other in plain.order if other != seat]
    pool = sorted(plain.deck + [kind for other in others for kind in KINDS
                                for _ in range(plain.players[other]["hand"][kind])])
    for other in others:
        size = plain.hand_size(other)
        dealt, pool = pool[:size], pool[size:]
        plain.own_record(other)["hand"] = {kind: dealt.count(kind) for kind in KINDS}
    plain.deck = pool
    for record in map(plain.own_record, plain.order):
        stacks = record["stacks"]
        stacks[0].sort()
        rest = sorted(building for stack in stacks[1:] for building in stack)
        for stack in stacks[1:]:
            size = len(stack)
            stack[:], rest = rest[:size], rest[size:]
    plain.tile_stack = sorted(plain.tile_stack)  # a new list: it is shared with `state` (AttikaState.copy)
    plain.chance = {"seed": 0, "draws": 0}
    return redetermined(plain, seat, rng)


def card_value(held):
    """What `held` cards in hand are worth."""
    value, counted = 0.0, 0
    for upto, each in CARD_STEPS:
        take = max(0, min(held, upto) - counted)
        value += take * each
        counted += take
    return value


def margin(held):
    """What the last card of a hand of `held` cards is worth (a card paid or drawn)."""
    return card_value(held) - card_value(held - 1) if held > 0 else CARD_STEPS[0][1]


def shrine_value(distance):
    """The shrine race by the fewest buildings still missing from a chain (0 has won)."""
    if distance >= FAR:
        return 0.0
    return 1.0 * (10 - min(distance, 10)) + 6.0 / (distance + 0.5)


class Paths:
    """For one seat: the cost of a chain from each shrine to every field (own buildings 0, empty
    fields 1, another colour or a blocked field impassable) and the fewest missing buildings."""

    def __init__(self, state, seat, blocked=None, costs=None):
        self.state, self.seat = state, seat
        if costs is None:
            buildings = state.buildings
            costs = {field: 1 for field in state.fields if field not in buildings}
            costs.update((cell, 0) for cell, building in buildings.items() if building["owner"] == seat)
        self.costs = costs
        if blocked is not None:
            costs = dict(costs)
            costs.pop(blocked, None)
        self.maps = [_search(shrine, costs) for shrine in state.shrines]
        self.distance, self.pairs = FAR, []
        shrines = state.shrines
        for i in range(len(shrines)):
            for j in range(i + 1, len(shrines)):
                best = min((self.maps[i].get(near, FAR) for near in neighbours(shrines[j])), default=FAR)
                if best < self.distance:
                    self.distance, self.pairs = best, [(i, j)]
                elif best == self.distance and best < FAR:
                    self.pairs.append((i, j))

    def blocked(self, field):
        """The fewest missing buildings once another colour stands on `field`."""
        return Paths(self.state, self.seat, blocked=field, costs=self.costs).distance

    def through(self, field):
        """The fewest missing buildings once an own building stands on the empty `field`."""
        best = self.distance
        for i, j in self._all_pairs():
            a, b = self.maps[i].get(field), self.maps[j].get(field)
            if a is not None and b is not None:
                best = min(best, a + b - 2)
        return best

    def on_best_path(self, field):
        """Whether the empty `field` lies on one of the shortest chains."""
        for i, j in self.pairs:
            a, b = self.maps[i].get(field), self.maps[j].get(field)
            if a is not None and b is not None and a + b - 1 == self.distance:
                return True
        return False

    def _all_pairs(self):
        count = len(self.maps)
        return [(i, j) for i in range(count) for j in range(i + 1, count)]


def _search(shrine, costs):
    # 0-1 search: the cheapest chain from the shrine to every passable field, its own cost included.
    dist, todo = {}, deque()
    get = costs.get
    for near in neighbours(shrine):
        cost = get(near)
        if cost is not None and cost < dist.get(near, FAR):
            dist[near] = cost
            todo.appendleft(near) if cost == 0 else todo.append(near)
    while todo:
        cell = todo.popleft()
        base = dist[cell]
        for near in neighbours(cell):
            cost = get(near)
            if cost is not None and base + cost < dist.get(near, FAR):
                dist[near] = base + cost
                todo.appendleft(near) if cost == 0 else todo.append(near)
    return dist


def cheapest(sites, building):
    """The fewest cards `building` costs on its cheapest empty field now (FAR: no field)."""
    best = FAR
    for symbols, near_own in sites._fields_of:  # the fields grouped by what decides a cost there
        best = min(best, fewest_cards(sites.held, *cost_of(building, symbols, near_own, sites.settlements)))
        if best == 0:
            break
    return best


def board_value(sites, building):
    """A building on the player board: more when a cheap site waits for it."""
    cost = cheapest(sites, building)
    return BOARD + (CHEAP_BONUS[cost] if cost < len(CHEAP_BONUS) else 0.0)


def value(state, seat, paths=None):
    """The position's value for `seat` alone, in cards."""
    outcome = state.outcome
    if outcome is not None:
        if seat in outcome["winners"]:
            return WIN / len(outcome["winners"])
        return -WIN
    record = state.players[seat]
    placed = sum(1 for building in state.buildings.values() if building["owner"] == seat)
    total = MAP * placed + card_value(state.hand_size(seat)) + AMPHORA * record["amphoras"]
    if record["board"]:
        sites = Sites(state, seat)
        distinct = dict.fromkeys(record["board"])  # in board order: a float sum in a fixed order
        total += sum(board_value(sites, building) for building in distinct)
        total += BOARD * (len(record["board"]) - len(distinct))
        total -= SETTLEMENT * max(0, sites.settlements - 1)
    total += shrine_value((paths or Paths(state, seat)).distance)
    total += END * max(0, placed - PIECE_COUNT + END_SPAN)  # the last buildings bring the end in sight
    return total


def end_bonus(state, seat):
    """What one more building on the map adds beyond MAP: the last few bring the win (AT-END-1)."""
    placed = sum(1 for building in state.buildings.values() if building["owner"] == seat)
    if placed + 1 >= PIECE_COUNT:
        return WIN
    return END if placed + 1 > PIECE_COUNT - END_SPAN else 0.0


def relative(state, seat):
    """The seat's value less a share of its strongest rival's."""
    mine = value(state, seat)
    if abs(mine) >= WIN / 4:
        return mine
    rivals = [value(state, other) for other in state.order if other != seat]
    return mine - RIVALS * max(rivals)


def refused_when_over(state):
    """A computer player asked to decide in a game that is over has no legal decision to choose from:
    it is refused (IllegalDecision, the game's own words for it) before it looks at anything."""
    if state.pending is None:
        raise IllegalDecision("attika.game_over")
