"""Duellum: movement with its automatic fights (D-MAN-1..4, D-FIGHT-1..3, cards 5 Hinterhalt and 15
Eilmarsch), then conquest (D-CONQ-1..7) with card 1 Festung."""

from functools import lru_cache

from ...core.read_only import ReadOnlyDict, ReadOnlyList
from . import cards
from .board import load_board
from .building import wall_back_to_supply
from .entries import DONE, END_MOVEMENT, WITHDRAW
from .fights import fight, to_pool
from .vocabulary import UNITS

FESTUNG_STRENGTH = 2  # card 1
REACH_KNOW_HOW = {"legion": "strata", "galley": "navigatio"}  # D-MAN-2
MOVE_CARDS = ("hinterhalt", "eilmarsch")  # cards 5 and 15, in the order their moves are listed


def reach(state, player, unit):
    """Borders a unit of this kind may cross in one move: 1, or 2 with Strata/Navigatio."""
    return 2 if REACH_KNOW_HOW[unit] in state.players[player]["know_hows"] else 1


def _stops(path, enemies, ambush):
    # The index of the region where the unit fights and stops (D-MAN-3), or None, and the region
    # where Hinterhalt sends one enemy unit away first (at the first entry among enemies), or None.
    ambushed = None
    for index, region in enumerate(path):
        count = enemies.get(region, 0)
        if count and ambush and ambushed is None:
            ambushed = region
            count -= 1
        if count:
            return index, ambushed
    return None, ambushed


def legal_movement(state, player):
    """Every move of every unit that has not moved yet: legions first, then galleys; by region in
    board order; for each, its paths, then those with the cards that change them; 'end_movement' last."""
    hand = state.players[player]["hand"]
    moved = state.scratch["moved"]
    board = state.board
    enemy = state.other(player)
    cards_held = [card for card in MOVE_CARDS if card in hand] if hand else []
    units = state.units
    decisions = []
    for unit in UNITS:
        # The regions with units of the kind that have not all moved yet, and those holding enemy
        # units of the kind (where a move of this kind fights).
        movable = []
        for region in state.occupied(player):
            count = units[region][player][unit]
            if count and count > (moved[region].get(unit, 0) if region in moved else 0):
                movable.append(region)
        if not movable:
            continue
        enemies = {}
        for region in state.occupied(enemy):
            if units[region][enemy][unit]:
                enemies[region] = units[region][enemy][unit]
        length = reach(state, player, unit)
        for region in movable:
            if not enemies:  # no fight anywhere: every path goes, and Hinterhalt has no target
                decisions += _moves(board.id, region, unit, length, None)[0]
                if "eilmarsch" in cards_held:
                    decisions += _moves(board.id, region, unit, length, "eilmarsch")[0]
                continue
            for card in (None, *cards_held):
                moves, passed, passed_by_any = _moves(board.id, region, unit, length, card)
                if card != "hinterhalt":
                    blocked = passed_by_any.intersection(enemies)
                    # the unit never goes past its fight: no move passes one, or those that do not
                    decisions += _moves_short_of(board.id, region, unit, length, card, blocked) if blocked else moves
                    continue
                for decision, before_last in zip(moves, passed):
                    stop, ambushed = _stops(decision["path"], enemies, True)
                    if ambushed is None or (stop is not None and stop != len(before_last)):
                        continue
                    decisions.append(decision)
    decisions.append(END_MOVEMENT)
    return decisions


@lru_cache(maxsize=None)
def _moves(board_id, region, unit, length, card):
    # The moves of a unit of kind `unit` from `region` that reaches `length` borders, with `card`
    # (None, Hinterhalt or Eilmarsch, which adds a border and must use it, D-EV-5), before any fight
    # is looked at, and for each the regions it passes before its last (where a fight would stop it
    # short), and the regions any of them passes so: made once, read-only (core/read_only.py), and
    # shared by every legal list that offers them (the event of a move copies its path).
    board = load_board(board_id)
    extra = 1 if card == "eilmarsch" else 0
    moves, passed = [], []
    for path in board.paths(region, unit, length + extra):
        if extra and len(path) <= length:
            continue
        decision = {"type": "move", "from": region, "path": ReadOnlyList(path), "unit": unit}
        if card:
            decision["card"] = card
        moves.append(ReadOnlyDict(decision))
        passed.append(path[:-1])
    return tuple(moves), tuple(passed), frozenset(region for before_last in passed for region in before_last)


@lru_cache(maxsize=1 << 14)
def _moves_short_of(board_id, region, unit, length, card, blocked):
    # Those of _moves(board_id, region, unit, length, card) that pass none of the regions `blocked`
    # (holding enemy units of the kind) before their last: made once for the same regions, so that a
    # legal list finds them with a set intersection and a lookup instead of a look at every move.
    moves, passed, _ = _moves(board_id, region, unit, length, card)
    return tuple(decision for decision, before_last in zip(moves, passed) if blocked.isdisjoint(before_last))


def move(state, player, origin, path, unit, ambush):
    """One unit moves along `path`, fighting (and stopping) where enemy units of its kind are."""
    enemy = state.other(player)
    state.add_units(origin, player, unit, -1)
    state.events.append({"event": "move", "player": player, "unit": unit, "from": origin, "path": list(path)})
    for region in path:
        if ambush and state.units[region][enemy][unit]:
            ambush = False
            to_pool(state, region, enemy, unit)
            state.events.append({"event": "ambush", "player": player, "region": region, "unit": unit,
                                 "victim": enemy})
        state.add_units(region, player, unit, 1)
        if fight(state, region, player, unit):
            return
        if region != path[-1]:
            state.add_units(region, player, unit, -1)
    moved = state.scratch["moved"].setdefault(path[-1], {})
    moved[unit] = moved.get(unit, 0) + 1


def strength(state, region):
    """D-CONQ-2: 1 (3 with a temple) + the defender's units there + Res Publica + wall (+2 Festung)."""
    city = state.cities[region]
    defender = city["owner"]
    units = state.units[region][defender]
    return ((3 if city["temple"] else 1) + units["legion"] + units["galley"]
            + ("res_publica" in state.players[defender]["know_hows"]) + city["wall"]
            + (FESTUNG_STRENGTH if region in state.scratch["raised"] else 0))


def strength_parts(state, region):
    """The parts of a city's strength, as the view shows them."""
    city = state.cities[region]
    defender = city["owner"]
    units = state.units[region][defender]
    return {"base": 3 if city["temple"] else 1, "units": units["legion"] + units["galley"],
            "res_publica": int("res_publica" in state.players[defender]["know_hows"]), "wall": int(city["wall"]),
            "festung": FESTUNG_STRENGTH if region in state.scratch["raised"] else 0}


def splits(state, player, region, needed):
    """D-CONQ-3: every (legions, galleys) of the player's units in `region` that make `needed`."""
    units = state.units[region][player]
    return [(legions, needed - legions) for legions in range(min(needed, units["legion"]), -1, -1)
            if needed - legions <= units["galley"]]


def conquerable(state, player):
    """The enemy cities the player has enough units for, with their strength; a defender's last city
    never (D-CONQ-7)."""
    enemy = state.other(player)
    cities = state.cities_of(enemy)
    if len(cities) < 2:
        return []
    found = []
    for region in cities:
        units = state.units[region][player]
        needed = strength(state, region)
        if units["legion"] + units["galley"] >= needed:
            found.append((region, needed))
    return found


def conquest_decisions(state, player, regions):
    """'conquer' for each of `regions` ((region, strength) pairs) and each split of the attackers."""
    return [ReadOnlyDict(type="conquer", region=region, legions=legions, galleys=galleys)
            for region, needed in regions for legions, galleys in splits(state, player, region, needed)]


def legal_conquest(state, player):
    """Every conquest the player may declare now, then 'done'."""
    return conquest_decisions(state, player, conquerable(state, player)) + [DONE]


def legal_festung_choice(state, player):
    """After a Festung: carry the conquest out at the raised strength (if the attackers suffice) or withdraw."""
    region = state.scratch["festung"]
    options = [pair for pair in conquerable(state, player) if pair[0] == region]
    return conquest_decisions(state, player, options) + [WITHDRAW]


def declare(state, player, region, legions, galleys):
    """A declared conquest: a Festung of the defender may raise the city first (card 1, D-EV-8).
    Returns 'festung_choice' when the attacker must now choose, else None."""
    defender = state.other(player)
    if region not in state.scratch["raised"] and "festung" in state.players[defender]["hand"]:
        state.scratch["raised"].append(region)
        state.events.append({"event": "festung", "player": defender, "region": region,
                             "strength": strength(state, region)})
        cards.discard(state, defender, "festung")
        units = state.units[region][player]
        if units["legion"] + units["galley"] >= strength(state, region):
            state.scratch["festung"] = region
            return "festung_choice"
        state.events.append({"event": "withdrawn", "player": player, "region": region})
        return None
    carry_out(state, player, region, legions, galleys)
    return None


def carry_out(state, player, region, legions, galleys):
    """D-CONQ-3..5: the attackers paid go to the pool, the defenders too; temple and wall leave; the
    tile is turned over."""
    city = state.own_city(region)
    defender = city["owner"]
    to_pool(state, region, player, "legion", legions)
    to_pool(state, region, player, "galley", galleys)
    for unit in UNITS:
        to_pool(state, region, defender, unit, state.units[region][defender][unit])
    temple = city["temple"]
    if temple:
        city["temple"] = False
        state.bank["temples"] += 1
        state.scratch["temples_destroyed"] += 1
    if city["wall"]:
        wall_back_to_supply(state, region)
    city["owner"] = player
    state.scratch["lost_city"] = True
    state.events.append({"event": "conquest", "player": player, "region": region, "defender": defender,
                         "legions": legions, "galleys": galleys, "temple": temple})


def withdraw(state, player):
    """The attacker withdraws the conquest a Festung raised, at no cost."""
    state.events.append({"event": "withdrawn", "player": player, "region": state.scratch["festung"]})
    state.scratch["festung"] = None
