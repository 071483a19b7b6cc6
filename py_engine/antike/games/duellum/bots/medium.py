"""Medium: plans each turn to its end and judges the position after it (value.py).

At the rondel the bot tries every field it can reach (paid the default way, and with Orakel where
that saves), plays the rest of that turn greedily - each decision the one after which it likes the
position best - and keeps the field whose turn ends best. It then plays that plan, and plans the
rest of the turn again if the game strays from it. In the movement step its choices include raids:
the units that can reach an enemy city moved there together, so that the conquest step can take it.
Outside its turn it picks the card it likes best (CARD_WORTH) and answers the rest greedily.

It never reads the deck's order (D-EV-6): every look-ahead plays on a copy whose deck is first put
in a fixed order and then shuffled by the bot's own generator, which also seeds the copy's reshuffles
(D-EV-1), so that a look-ahead that empties the deck does not turn up the true cards (`sampled`).
"""

import marshal
import random

from ..cards import with_deck_shuffled
from ..decisions import apply, checked, kept_legal
from ..maneuver import strength
from ..vocabulary import OWN_TURN_STEPS, RESOURCES, UNITS
from .value import distances, refused_when_over, relative

# Evaluations one turn's plan may make (rondel fields, every step of each, and any planning again).
TURN_EVALUATIONS = 160
TIE = 0.01
MAX_STEP_COST = 2  # rondel moves dearer than this are rarely best and not planned
FINISHING = ("done", "end_movement", "withdraw")
# A picked card's worth to the bots (D-EV-3): defence and tempo first.
CARD_WORTH = {"festung": 9, "soeldner": 8, "orakel": 6, "tribut": 6, "kolonisten": 6, "baumeister": 6,
              "bibliothek": 5, "mauerbau": 5, "eilmarsch": 5, "hinterhalt": 5, "marmorbruch": 5, "eisenmine": 5,
              "goldader": 6, "muenzstaette": 5, "aushebung": 4, "diebstahl": 3, "akademie": 3, "erdbeben": 3,
              "seesturm": 4, "fahnenflucht": 4}


def sampled(state, rng):
    """A copy of `state` for looking ahead: the deck's cards in a fixed order, then shuffled by the
    bot's own generator, which seeds the reshuffles too: nothing depends on the hidden order or seed."""
    fixed = state.copy()
    fixed.cards["deck"].sort()
    return with_deck_shuffled(fixed, rng)


def fingerprint(state):
    """What the bot's plan depends on: everything but the deck and the display (where a sampled
    look-ahead and the game may differ)."""
    return marshal.dumps((state.turn, state.pending, state.scratch, state.players, state.cities, state.units,
                          state.bank), 2)  # version 2: no references, so sharing never shows


def in_turn(state, player, turn):
    """Whether the game is still in turn `turn`, the player's own, with a decision of his pending."""
    return (state.outcome is None and state.turn == turn and state.pending["player"] == player
            and state.pending["step"] in OWN_TURN_STEPS)


class Budget:
    """Evaluations a plan may still make: a bound on its time that keeps the bot reproducible."""

    def __init__(self, evaluations=TURN_EVALUATIONS):
        self.left = evaluations


def _key(decision):
    if isinstance(decision, tuple):
        return ("raid",) + _key(decision[-1])
    return tuple(sorted((k, repr(v)) for k, v in decision.items() if k != "payment"))


def default_payments(legal):
    """The legal decisions paid the default way (the first of each), without Commercium trades."""
    seen = set()
    kept = []
    for decision in legal:
        if decision["type"] == "trade":
            continue
        key = _key(decision)
        if key not in seen:
            seen.add(key)
            kept.append(decision)
    return kept


def candidates(state, player):
    """The decisions worth comparing now: each choice paid the default way; in the movement step
    the promising moves and the raids (tuples of moves)."""
    options = default_payments(kept_legal(state))
    if state.pending["step"] == "movement":
        return promising_moves(state, player, options) + raids(state, player)
    return options


def promising_moves(state, player, options):
    """Of the moves, those (the shortest way, no card) that can change the evaluation: onto a free
    site without an own unit, into or next to an enemy city, into an own city the other can reach,
    into a fight, a galley into a sea region without an own galley, or nearer a free site."""
    board = state.board
    board_id = state.options["board"]
    enemy = state.other(player)
    free = [region for region, city in state.cities.items() if city is None]
    enemy_cities = set(state.cities_of(enemy))
    own_cities = set(state.cities_of(player))
    best = {}
    kept = []
    for decision in options:
        if decision["type"] != "move":
            kept.append(decision)
            continue
        if "card" in decision:
            continue
        unit, origin, target = decision["unit"], decision["from"], decision["path"][-1]
        key = (unit, origin, target)
        if key in best and len(best[key]["path"]) <= len(decision["path"]):
            continue
        best[key] = decision
    for (unit, origin, target), decision in best.items():
        table = distances(board_id, unit)
        units_there = state.units[target]
        near_free = min((table[target].get(site, 99) for site in free), default=99)
        from_free = min((table[origin].get(site, 99) for site in free), default=99)
        if ((state.cities.get(target, 0) is None and not (units_there[player]["legion"] or units_there[player]["galley"]))
                or target in enemy_cities or units_there[enemy][unit]
                or (target in own_cities and any(units_there[enemy][u] for u in UNITS))
                or (unit == "galley" and target in board.sea_regions and not units_there[player]["galley"])
                or near_free < from_free
                or (target in own_cities and _exposed(state, enemy, target))):
            kept.append(decision)
    return kept


def _exposed(state, enemy, region):
    """Whether enemy units stand within two borders of the region."""
    board_id = state.options["board"]
    for unit in UNITS:
        table = distances(board_id, unit)
        for origin, side in state.units.items():
            if side[enemy][unit] and table[origin].get(region, 99) <= 2:
                return True
    return False


def raids(state, player):
    """For each enemy city (not the last) that the player's unmoved units can reach in enough
    numbers: the moves that bring them there, one by one, as a tuple."""
    enemy = state.other(player)
    cities = state.cities_of(enemy)
    if len(cities) < 2:
        return []
    found = []
    legal = kept_legal(state)
    for region in cities:
        needed = strength(state, region) + sum(state.units[region][enemy][u] for u in UNITS)
        moves = {}
        for decision in legal:
            if decision["type"] == "move" and decision["path"][-1] == region and "card" not in decision:
                origin = (decision["unit"], decision["from"])
                if origin not in moves or len(decision["path"]) < len(moves[origin]["path"]):
                    moves[origin] = decision
        here = state.units[region][player]["legion"] + state.units[region][player]["galley"]
        if not moves or here >= needed:
            continue
        moved = state.scratch["moved"]
        available = sum(state.units[origin][player][unit] - moved.get(origin, {}).get(unit, 0)
                        for unit, origin in moves)
        if here + available < needed:
            continue
        plan = []
        after = state
        for (unit, origin), _ in sorted(moves.items(), key=lambda item: len(item[1]["path"])):
            available = after.units[origin][player][unit] - after.scratch["moved"].get(origin, {}).get(unit, 0)
            for _ in range(available):
                if here >= needed:
                    break
                move = _legal_move(after, unit, origin, region)
                if move is None:
                    break
                after = apply(after, move)
                plan.append(move)
                here = after.units[region][player]["legion"] + after.units[region][player]["galley"]
        if plan and here >= strength(after, region):
            found.append(tuple(plan))
    return found


def _legal_move(state, unit, origin, target):
    best = None
    for decision in kept_legal(state):
        if (decision["type"] == "move" and decision["unit"] == unit and decision["from"] == origin
                and decision["path"][-1] == target and "card" not in decision):
            if best is None or len(decision["path"]) < len(best["path"]):
                best = decision
    return best


def play(state, decision):
    """The state after a decision, or after each of a tuple of them, and [decision] played."""
    parts = decision if isinstance(decision, tuple) else (decision,)
    for part in parts:
        state = apply(state, part)
    return state, list(parts)


def finish_turn(state, player, budget, noise=None):
    """Play the rest of the player's turn greedily: ([(fingerprint, decision)], state after the turn).

    In the movement step, lazy: a move's gain measured earlier in the step stands for it until it
    is the most promising, then it is measured again. Once the budget is spent each step ends."""
    turn = state.turn
    played = []
    bounds = {}
    step = None
    while in_turn(state, player, turn):
        if state.pending["step"] != step:
            step, bounds = state.pending["step"], {}
        options = {_key(d): d for d in candidates(state, player)}
        if len(options) == 1 or budget.left <= 0:
            chosen = next((d for d in options.values() if not isinstance(d, tuple) and d["type"] in FINISHING),
                          next(iter(options.values())))
            after, parts = play(state, chosen)
        else:
            base = relative(state, player)
            measured = {}
            lazy = step == "movement"
            for key, decision in options.items():
                if not lazy or key not in bounds or _finishing(decision):
                    measured[key] = _measure(state, decision, player, base, bounds, key, budget, noise)
            while True:
                key = max(options, key=lambda k: bounds.get(k, -1e9))
                if key in measured:
                    break
                measured[key] = _measure(state, options[key], player, base, bounds, key, budget, noise)
            after, parts = measured[key]
        for index, part in enumerate(parts):
            played.append((fingerprint(state), part))
            state = apply(state, part) if index < len(parts) - 1 else after
    return played, state


def _finishing(decision):
    return not isinstance(decision, tuple) and decision["type"] in FINISHING


def _measure(state, decision, player, base, bounds, key, budget, noise):
    after, parts = play(state, decision)
    bounds[key] = relative(after, player) - base + (noise() if noise else 0.0)
    budget.left -= 1
    return after, parts


def rondel_choices(state, player, max_cost=MAX_STEP_COST):
    """The rondel fields worth planning (default payments, at most `max_cost` units; Orakel only
    where it saves something); of the two Duellum fields only the cheaper, as both do the same."""
    choices = []
    for decision in default_payments(kept_legal(state)):
        cost = sum(decision.get("payment", {}).values())
        if decision["type"] != "rondel":
            continue
        if cost <= max_cost and ("card" not in decision or cost < _plain_cost(state, decision["field"])):
            choices.append(decision)
    duels = sorted((d for d in choices if d["field"].startswith("duellum")), key=lambda d: sum(d["payment"].values()))
    for dearer in duels[1:]:
        choices.remove(dearer)
    return choices or [default_payments(kept_legal(state))[0]]


def _plain_cost(state, field):
    for decision in kept_legal(state):
        if decision["type"] == "rondel" and decision["field"] == field and "card" not in decision:
            return sum(decision["payment"].values())
    return 99


def plan_turn(state, player, rng, budget, noise=None, max_cost=MAX_STEP_COST):
    """The plans of a whole turn, one per rondel choice: [(value at the turn's end, plan, end)], best first."""
    plans = []
    for decision in rondel_choices(state, player, max_cost):
        after, parts = play(state, decision)
        if budget.left <= 0 and plans:
            break
        rest, end = finish_turn(after, player, budget, noise) if in_turn(after, player, state.turn) else ([], after)
        value = relative(end, player) + rng.random() * TIE
        plans.append((value, [(fingerprint(state), d) for d in parts] + rest, end))
    plans.sort(key=lambda plan: -plan[0])
    return plans


def best_single(state, player):
    """Outside a plan: the decision after which the player likes the position best."""
    best, best_value = None, None
    for decision in candidates(state, player):
        value = relative(play(state, decision)[0], player)
        if best_value is None or value > best_value:
            best, best_value = decision, value
    return best


def pick_card(state, legal):
    """The display's card the bots like best (always one: a card is never worth less than none)."""
    picks = [d for d in legal if d["type"] == "pick"]
    return max(picks, key=lambda d: CARD_WORTH.get(d["card"], 1)) if picks else legal[-1]


def produce_choice(state, player, legal):
    """The resource taken instead of the coin: the one he holds least of."""
    produce = [d for d in legal if d["type"] == "produce"]
    return min(produce, key=lambda d: (state.players[player][d["resource"]], RESOURCES.index(d["resource"])))


class MediumBot:
    """Plans each turn at its rondel step (plan_turn) and plays the plan."""

    strength = "medium"

    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.plan = []  # [(fingerprint of the state, decision)] still to play this turn
        self.budget = Budget()

    def choose(self, state):
        """A legal decision (the legal list's own entry) for the player whose decision is pending."""
        refused_when_over(state)
        legal = kept_legal(state)
        if len(legal) == 1:
            return legal[0]
        player, step = state.pending["player"], state.pending["step"]
        if step == "pick":
            return pick_card(state, legal)
        if step == "produce":
            return produce_choice(state, player, legal)
        if step == "rondel":
            self.budget = Budget()
            self.plan = self.make_plan(sampled(state, self.rng), player)
        elif not (self.plan and self.plan[0][0] == fingerprint(state)):
            look = sampled(state, self.rng)
            if step in OWN_TURN_STEPS and state.acting == player:
                self.plan = finish_turn(look, player, self.budget)[0]
            else:
                return checked(state, _first(best_single(look, player)))
        if not self.plan or self.plan[0][0] != fingerprint(state):
            return checked(state, _first(best_single(sampled(state, self.rng), player)))
        return checked(state, self.plan.pop(0)[1])

    def make_plan(self, look, player):
        """The plan of the turn that starts in `look` (a sampled copy)."""
        return plan_turn(look, player, self.rng, self.budget)[0][1]


def _first(decision):
    return decision[0] if isinstance(decision, tuple) else decision
