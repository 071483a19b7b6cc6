"""Seeded random play: a weighted random policy, invariant checks, and the `simulate` command.

Uniform random play rarely ends a game, so the policy prefers cheap rondel steps, building,
founding and conquering, and ends a maneuver after a few moves.
"""

import random
from bisect import bisect
from functools import lru_cache
from itertools import accumulate
from operator import itemgetter

from .board import load_board
from .decision_shapes import DONE
from ...core.simulation import play_random_game, print_summary, simulate_games
from .decisions import kept_legal
from .military import END_MOVEMENT
from .payment import up_to
from .rondel import DEAREST_STEP, default_choice, field_costs
from .vocabulary import RESOURCES, UNITS

DECISION_CAP = 20_000
WEIGHTS = {"build_temple": 6.0, "arm": 4.0, "buy_know_how": 6.0, "found": 8.0, "conquer": 20.0, "destroy_temple": 20.0,
           "trade": 0.3, "done": 1.0}
# A maneuver's movement (see _choose_movement): a unit moves towards a target or away; the end of the
# movement weighs END_SHARE per move, at least 1, so that it comes after a few moves.
TOWARDS, AWAY, FIGHT, END_SHARE = 3.0, 0.3, 0.5, 0.25
TRADE = WEIGHTS["trade"]
HEAVIEST_SLOT = TOWARDS + END_SHARE
# A rondel field's weight by the units its default payment costs: each makes it 0.15 times as likely.
FIELD_WEIGHTS = [0.15 ** units for units in range(DEAREST_STEP + 1)]


def choose(state, rng):
    """A random legal decision, weighted so that games move towards their end."""
    step = state.pending["step"]
    if step == "rondel":  # never a single choice: the first three steps are free
        return _choose_field(state, rng)
    legal = kept_legal(state)
    if len(legal) == 1:
        return legal[0]
    if step == "fight_question":
        return legal[rng.random() < 0.4]
    if step == "movement":
        return _choose_movement(state, legal, rng)
    kind = legal[0]["type"]
    if kind in TARGET_OF:
        return _choose_paid(legal, kind, rng)
    groups, weights = _target_groups(legal)
    return _one_of(_pick(groups, list(accumulate(weights)), rng), rng)


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
    fields, cumulative_weights = _field_weights(record["rondel"], up_to(wealth, DEAREST_STEP))
    return default_choice(state, _pick(fields, cumulative_weights, rng))


@lru_cache(maxsize=None)
def _field_weights(position, wealth):
    # The fields that `wealth` units can reach, in rondel order, and their cumulative weights.
    reachable = [(field, cost) for field, cost in field_costs(position) if cost <= wealth]
    return (tuple(field for field, _ in reachable),
            tuple(accumulate(FIELD_WEIGHTS[cost] for _, cost in reachable)))


# What a decision with a payment is for: its payment alternatives share it and follow it in the list.
TARGET_OF = {"build_temple": itemgetter("province"), "arm": itemgetter("province", "unit"),
             "buy_know_how": itemgetter("know_how"), "found": itemgetter("province")}
# The decisions whose price is the same at every target, so that each target has the same payments:
# a temple costs 5 marble, a unit 1 iron, a city 1 of each resource (a know-how's price varies).
SAME_PRICE_EVERYWHERE = frozenset(("build_temple", "arm", "found"))


def _choose_paid(legal, kind, rng):
    """The draw of _target_groups' groups for a step whose decisions of `kind`, each with its
    payments, are followed by done and maybe trades, without making the groups: they all weigh the
    same, so the draw tells which one it is."""
    count = len(legal) - 1  # done is followed by the few trades, if any
    while legal[count] != DONE:
        count -= 1
    target_of = TARGET_OF[kind]
    if kind in SAME_PRICE_EVERYWHERE:
        # Every group has the payments of the first: count them once.
        first = target_of(legal[0])
        size = 1
        while size < count and target_of(legal[size]) == first:
            size += 1
        starts = range(0, count, size)
    else:
        targets = list(map(target_of, legal[:count]))
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


def _choose_movement(state, legal, rng):
    """A decision of a maneuver's first phase, drawn with the weights of _Targets.move_weight for the
    moves, FIGHT for each fight, END_SHARE per move but at least 1 for the end of the movement, and
    TRADE for the trades as one group (then mostly the first trade).

    Drawn by rejection, so that no state weighs its every move: a slot of the list is picked
    uniformly (a move, a fight, the end, the trades), and kept with its weight's share of the
    heaviest slot's weight. A move slot carries END_SHARE of the end besides its move; the end's
    own slot carries what the moves' shares leave short of 1."""
    end = len(legal) - 1  # the moves, then the fights, lead the list; the few trades follow the end
    while legal[end] != END_MOVEMENT:
        end -= 1
    slots = end + 2 if end + 1 < len(legal) else end + 1
    moves = end
    while moves and legal[moves - 1]["type"] == "fight":
        moves -= 1
    end_alone = 1.0 - END_SHARE * moves
    targets = _targets_now(state)
    homes = {unit: targets.home(state, unit) for unit in UNITS}
    while True:
        slot = int(rng.random() * slots)
        x = rng.random() * HEAVIEST_SLOT
        if slot < end:
            decision = legal[slot]
            if slot < moves:
                if x < AWAY:  # every move weighs at least that
                    return decision
                weight = targets.move_weight(homes[decision["unit"]], decision)
                if x < weight:
                    return decision
                if x < weight + END_SHARE:
                    return legal[end]
            elif x < FIGHT:
                return decision
        elif slot == end:
            if x < end_alone:
                return legal[end]
        elif x < TRADE:
            return _one_of(legal[end + 1:], rng)


class _Targets:
    """Where the acting nation's random units head: every province but its own cities (free city
    sites and foreign cities), and for galleys also its own cities without an own galley, so that
    navigators are earned too. Kept as the provinces that are no target: a unit kind's home."""

    def __init__(self, state):
        self.board_id = state.options["board"]
        self.board = load_board(self.board_id)
        self.nation = state.acting
        self.cities = state.cities
        self.own_cities = frozenset(state.cities_of(self.nation))
        self._galleys = None  # the galleys that self._galley_home is for
        self._galley_home = None

    def home(self, state, unit):
        """The provinces that are no target of a legion or galley in `state`."""
        if unit == "legion":
            return self.own_cities
        # The own cities with an own galley (a galley never enters the others, inland). Galleys
        # move, so this is per state: kept for the nation's {province: galleys}, which a state never
        # changes once it is handed out, and which states share until a galley moves.
        galleys = state.nations[self.nation]["galleys"]
        if galleys is not self._galleys:
            self._galley_home = self.own_cities.intersection(galleys)
            self._galleys = galleys
        return self._galley_home

    def move_weight(self, home, move):
        """TOWARDS (3.0) for a move from `home`, its unit kind's home, that leads to fewer borders to
        cross to leave the home, else AWAY (0.3): outside its home nothing is closer than a target."""
        origin = move["from"]
        if origin not in home:
            return AWAY
        destination = move["to"]
        if destination not in home:
            return TOWARDS
        unit = move["unit"]
        neighbours = self.board.neighbours
        if not home.issuperset(neighbours(origin, unit)):  # next to a target, only targets are closer
            return AWAY
        # Deep in its home: a neighbour on the home's edge is closer, else measure the home.
        if not home.issuperset(neighbours(destination, unit)):
            return TOWARDS
        depths = _depths(self.board_id, unit, home)
        return TOWARDS if depths.get(destination, 99) < depths.get(origin, 99) else AWAY


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


@lru_cache(maxsize=256)
def _depths(board_id, unit, home):
    return load_board(board_id).depths(home, unit)


def check_invariants(state):
    """Raise AssertionError naming the first broken invariant (pieces conserved, no negative stock)."""
    edition = state.edition
    limits = edition.supply_limits(state.options)
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
    assert coins == edition.bank_coins, f"{coins} coins in play, not {edition.bank_coins}"
    assert state.bank["temples"] >= 0 and state.bank["temples"] + len(state.temples) == edition.bank_temples, \
        "temples are not conserved"
    assert edition.neutral_temples or all(state.cities.get(p) for p in state.temples), "a temple stands without a city"
    for kind, total in edition.personages_in_game(state.options).items():
        held = sum(record["personages"][kind] for record in state.nations.values())
        in_bank = state.bank["personages"][kind] + (state.bank.get("plinius", 0) if kind == "scholar" else 0)
        assert state.bank["personages"][kind] >= 0 and held + in_bank == total, f"{kind}s are not conserved"
    actions = state.scratch.get("actions")
    if actions:
        mover = state.nations[state.acting]
        for unit, plural in (("legion", "legions"), ("galley", "galleys")):
            counted = {p: sum(g) for p, g in actions[unit].items()}
            assert counted == mover[plural], f"maneuver actions disagree with the {plural} on the board"


def play_game(options, seed, cap=DECISION_CAP, check=False, game="antike"):
    """Play one seeded random game of `game` (antike, antike2); returns (final state, decisions made)."""
    return play_random_game(game, options, random.Random(seed), check, cap)


def simulate(options, games, seed, check=True, game="antike"):
    """Play `games` seeded games (every one with `options`); returns the summary printed by `python -m
    antike simulate`."""
    return simulate_games(game, games, seed, lambda _: options, lambda outcome: ([outcome["winner"]], None), check,
                          DECISION_CAP)


def main_simulate(args):
    """Entry of the `simulate` command: prints one JSON line; exit status 1 on any error."""
    options = {"board": args.board, "nations": args.nations, "seed": args.seed,
               "variants": [args.variant] if args.variant else []}
    if args.nations == 2:
        options["two_player"] = args.two_player or "two_colours"
    elif args.two_player:
        options["two_player"] = args.two_player
    return print_summary(lambda: simulate(options, args.games, args.seed, game=args.game))
