"""Seeded random play: a weighted random policy, invariant checks, and the `simulate` command.

Uniform random play rarely ends a game, so the policy prefers cheap rondel steps, building,
founding and conquering, and ends a maneuver after a few moves.
"""

import json
import random
import time
from bisect import bisect
from functools import lru_cache
from itertools import accumulate
from operator import itemgetter

from .board import load_board
from .decisions import DONE
from .game import apply, legal_decisions, new_game
from .options import supply_limits
from .payment import up_to
from .rondel import DEAREST_STEP, default_choices, field_costs
from .vocabulary import BANK_COINS, BANK_TEMPLES, PERSONAGE_STACKS, RESOURCES, UNITS

DECISION_CAP = 20_000
WEIGHTS = {"build_temple": 6.0, "arm": 4.0, "buy_know_how": 6.0, "found": 8.0, "conquer": 20.0,
           "fight": 0.5, "trade": 0.3, "done": 1.0, "end_movement": 1.0}
# A rondel field's weight by the units its default payment costs: each makes it 0.15 times as likely.
FIELD_WEIGHTS = [0.15 ** units for units in range(DEAREST_STEP + 1)]


def choose(state, rng):
    """A random legal decision, weighted so that games move towards their end."""
    legal = legal_decisions(state)
    if len(legal) == 1:
        return legal[0]
    step = state.pending["step"]
    if step == "fight_question":
        return legal[rng.random() < 0.4]
    if step == "rondel":
        return _choose_field(state, rng)
    if step == "movement":
        groups, weights = _movement_groups(state, legal)
    else:
        kind = legal[0]["type"]
        if kind in TARGET_OF:
            return _choose_paid(legal, kind, rng)
        groups, weights = _target_groups(legal)
    group = _pick(groups, list(accumulate(weights)), rng)
    if isinstance(group, dict):  # a group of one decision
        return group
    return _one_of(group, rng)


def _pick(items, cumulative_weights, rng):
    """rng.choices(items, cum_weights=cumulative_weights)[0]: the same draw from the same generator,
    without the checks and copies that cost more than the draw itself at every decision."""
    return items[bisect(cumulative_weights, rng.random() * cumulative_weights[-1], 0, len(items) - 1)]


def _one_of(group, rng):
    """A target's decision: mostly its default payment, the first."""
    return group[0] if len(group) == 1 or rng.random() < 0.8 else rng.choice(group)


def _choose_field(state, rng):
    """A rondel field with its default payment; each unit to pay makes a field 0.15 times as likely."""
    record = state.nations[state.acting]
    wealth = record["marble"] + record["iron"] + record["gold"] + record["coins"]
    return _pick(default_choices(state), _field_weights(record["rondel"], up_to(wealth, DEAREST_STEP)), rng)


@lru_cache(maxsize=None)
def _field_weights(position, wealth):
    # Cumulative, for the fields that `wealth` units can reach, in rondel order: as
    # antike.rondel.default_choices lists them.
    return tuple(accumulate(FIELD_WEIGHTS[cost] for _, cost in field_costs(position) if cost <= wealth))


# What a decision with a payment is for: its payment alternatives share it and follow it in the list.
TARGET_OF = {"build_temple": itemgetter("province"), "arm": itemgetter("province", "unit"),
             "buy_know_how": itemgetter("know_how"), "found": itemgetter("province")}


def _choose_paid(legal, kind, rng):
    """The draw of _target_groups' groups for a step whose decisions of `kind`, each with its
    payments, are followed by done and maybe trades, without making the groups: they all weigh the
    same, so the draw tells which one it is."""
    count = legal.index(DONE)
    targets = list(map(TARGET_OF[kind], legal[:count]))
    starts = [0] + [index for index in range(1, count) if targets[index] != targets[index - 1]]
    weight = WEIGHTS[kind]
    paid = weight * len(starts)
    trades = count + 1 < len(legal)
    x = rng.random() * (paid + WEIGHTS["done"] + (WEIGHTS["trade"] if trades else 0.0))
    if x < paid:
        number = min(int(x / weight), len(starts) - 1)
        end = starts[number + 1] if number + 1 < len(starts) else count
        return _one_of(legal[starts[number]:end], rng)
    if x < paid + WEIGHTS["done"] or not trades:
        return legal[count]
    return _one_of(legal[count + 1:], rng)


def _target_groups(legal):
    """The legal decisions in groups, one per target, and the groups' weights: the payment
    alternatives follow their default in the list, and the trades, which end it, form one group."""
    groups = []
    weights = []
    last_target = None
    for index, decision in enumerate(legal):
        kind = decision["type"]
        target_of = TARGET_OF.get(kind)
        if target_of is None:
            if kind == "trade":
                groups.append(legal[index:])
                weights.append(WEIGHTS["trade"])
                break
            last_target = None
        else:
            target = (kind, target_of(decision))
            if target == last_target:
                groups[-1].append(decision)
                continue
            last_target = target
        groups.append([decision])
        weights.append(WEIGHTS.get(kind, 1.0))
    return groups, weights


def _movement_groups(state, legal):
    """The groups of a maneuver's first phase and their weights: nothing is paid, so each decision is
    a group of one, given as the decision itself, and the trades are one list. Moves towards a target
    are likely, others not, and the more moves there are, the less likely the end of the movement."""
    targets = _targets_now(state)
    actions = state.scratch["actions"]
    weights = []
    for unit in UNITS:
        # The moves lead the legal list in the order of antike.military.unit_moves.
        per_province = actions[unit]
        if per_province:
            weights += targets.heading(state, unit).move_weights(per_province)
    moves = len(weights)
    groups = legal[:moves]
    trades = []
    for decision in legal[moves:]:
        kind = decision["type"]
        if kind == "trade":
            trades.append(decision)
            continue
        weights.append(max(1.0, moves / 4) if kind == "end_movement" else WEIGHTS.get(kind, 1.0))
        groups.append(decision)
    if trades:
        groups.append(trades)
        weights.append(WEIGHTS["trade"])
    return groups, weights


class _Targets:
    """Where the acting nation's random units head: every province but its own cities (free city
    sites and foreign cities), and for galleys also its own cities without an own galley, so that
    navigators are earned too. Kept as the provinces that are no target: the nation's home."""

    def __init__(self, state):
        self.board_id = state.options["board"]
        self.nation = state.acting
        self.cities = state.cities
        self.own_cities = frozenset(state.cities_of(self.nation))
        self.legion = _heading(self.board_id, "legion", self.own_cities)
        self._galleys = None  # the galleys that self._galley is for
        self._galley = None

    def heading(self, state, unit):
        """The _Heading of a legion or galley towards these targets in `state`."""
        if unit == "legion":
            return self.legion
        # A galley's home: the own cities with an own galley (a galley never enters the others,
        # inland). Galleys move, so this is per state: kept for the nation's {province: galleys},
        # which a state never changes once it is handed out, and which states share until a
        # galley moves.
        galleys = state.nations[self.nation]["galleys"]
        if galleys is not self._galleys:
            self._galley = _heading(self.board_id, unit, self.own_cities.intersection(galleys))
            self._galleys = galleys
        return self._galley


# The targets of the latest maneuver: a state's cities never change once it is handed out and are
# shared with its copies until changed, and no city changes during the movement, so the same
# targets serve the whole of it.
_latest_targets = None


def _targets_now(state):
    """The _Targets of the acting nation in `state`."""
    global _latest_targets
    targets = _latest_targets
    if (targets is None or targets.cities is not state.cities or targets.nation != state.acting
            or targets.board_id != state.options["board"]):
        targets = _latest_targets = _Targets(state)
    return targets


@lru_cache(maxsize=1024)
def _heading(board_id, unit, home):
    return _Heading(load_board(board_id), unit, home)


class _Heading:
    """A unit kind's way out of its home (the provinces that are no target) and the weights of its
    moves: the same for every state with the same home, so kept between states."""

    def __init__(self, board, unit, home):
        self.board = board
        self.unit = unit
        self.home = home
        self._distances = {}
        self._weights = {}
        self._blocks = {}
        self._latest = None

    def distance(self, province):
        """Borders to the nearest target, 99 if none can be reached."""
        if province not in self._distances:
            found = self.board.distance_out_of(province, self.home, self.unit)
            self._distances[province] = 99 if found is None else found
        return self._distances[province]

    def weights_from(self, origin):
        """Weights of the moves from `origin`, one per neighbour in board order: closer is likely."""
        weights = self._weights.get(origin)
        if weights is None:
            weights = self._weights[origin] = self._closer(origin)
        return weights

    def _closer(self, origin):
        neighbours = self.board.neighbours(origin, self.unit)
        home = self.home
        # Nothing is closer than a target itself, and next to a target only the targets are: the
        # distances of the neighbours are needed only further away from every target.
        if origin not in home:
            return (0.3,) * len(neighbours)
        if not home.issuperset(neighbours):
            return tuple(0.3 if target in home else 3.0 for target in neighbours)
        here = self.distance(origin)
        return tuple(3.0 if self.distance(target) < here else 0.3 for target in neighbours)

    def move_weights(self, per_province):
        """Weights of the moves of units in `per_province` ({province: groups by actions left}), in
        the order of antike.military.unit_moves: by origin, then the groups with actions left."""
        # Kept for the latest dict: a move changes only the moved kind's, so the other kind asks
        # again with the very same one.
        if self._latest is not None and self._latest[0] is per_province:
            return self._latest[1]
        weights = []
        for province in sorted(per_province):
            weights += self.block_weights(province, tuple(per_province[province]))
        self._latest = (per_province, weights)
        return weights

    def block_weights(self, origin, unit_groups):
        """Weights of the moves from `origin` of units in `unit_groups` (by actions left): those of
        each group with actions left."""
        key = (origin, unit_groups)
        weights = self._blocks.get(key)
        if weights is None:
            groups = (unit_groups[3] > 0) + (unit_groups[2] > 0) + (unit_groups[1] > 0)
            weights = self._blocks[key] = self.weights_from(origin) * groups
        return weights


def check_invariants(state):
    """Raise AssertionError naming the first broken invariant (pieces conserved, no negative stock)."""
    limits = supply_limits(state.options)
    coins = state.bank["coins"]
    for nation, record in state.nations.items():
        for resource in RESOURCES:
            assert record[resource] >= 0, f"{nation} has {record[resource]} {resource}"
        assert record["coins"] >= 0, f"{nation} has negative coins"
        coins += record["coins"]
        for plural in ("legions", "galleys"):
            on_board = sum(record[plural].values())
            assert all(n > 0 for n in record[plural].values()), f"{nation} has an empty {plural} entry"
            assert on_board <= limits[plural], f"{nation} has {on_board} {plural} on the board"
        assert state.city_count(nation) <= limits["cities"], f"{nation} has too many cities"
    assert coins == BANK_COINS, f"{coins} coins in play, not {BANK_COINS}"
    assert state.bank["temples"] >= 0 and state.bank["temples"] + len(state.temples) == BANK_TEMPLES, \
        "temples are not conserved"
    assert all(state.cities.get(p) for p in state.temples), "a temple stands without a city"
    for kind, total in PERSONAGE_STACKS.items():
        held = sum(record["personages"][kind] for record in state.nations.values())
        assert state.bank["personages"][kind] >= 0 and held + state.bank["personages"][kind] == total, \
            f"{kind}s are not conserved"
    actions = state.scratch.get("actions")
    if actions:
        mover = state.nations[state.acting]
        for unit, plural in (("legion", "legions"), ("galley", "galleys")):
            counted = {p: sum(g) for p, g in actions[unit].items()}
            assert counted == mover[plural], f"maneuver actions disagree with the {plural} on the board"


def play_game(options, seed, cap=DECISION_CAP, check=False):
    """Play one seeded random game; returns (final state, decisions made)."""
    rng = random.Random(seed)
    state = new_game(options)
    made = 0
    while state.outcome is None and made < cap:
        state = apply(state, choose(state, rng))
        made += 1
        if check:
            check_invariants(state)
    return state, made


def simulate(options, games, seed, check=True):
    """Play `games` seeded games; returns the summary printed by `python -m antike simulate`."""
    started = time.perf_counter()
    winners = {}
    finished = decisions = 0
    for number in range(games):
        state, made = play_game(options, seed * 100_003 + number, check=check)
        decisions += made
        if state.outcome:
            finished += 1
            winner = state.outcome["winner"]
            winners[winner] = winners.get(winner, 0) + 1
    return {"games": games, "finished": finished, "winners": winners, "decisions": decisions,
            "seconds": round(time.perf_counter() - started, 3)}


def main_simulate(args):
    """Entry of the `simulate` command: prints one JSON line; exit status 1 on any error."""
    options = {"board": args.board, "nations": args.nations, "seed": args.seed,
               "variants": [args.variant] if args.variant else []}
    if args.nations == 2:
        options["two_player"] = args.two_player or "two_colours"
    elif args.two_player:
        options["two_player"] = args.two_player
    try:
        summary = simulate(options, args.games, args.seed)
    except Exception as error:  # report any failure as one JSON line and a non-zero exit
        print(json.dumps({"error": f"{type(error).__name__}: {error}"}))
        return 1
    print(json.dumps(summary))
    return 0
