"""Raids worth trying in a maneuver: units gathered on a target, then the conquest.

A greedy maneuver moves one unit at a time, and a conquest or a neutral temple's destruction pays
only once enough units stand there: the moves before it each look like a loss (a unit leaves the
city it guarded, or the place from which it threatened others). So a medium or hard bot also tries
each target its units can reach in this maneuver as a whole: the fewest moves that bring enough
units there (the nearest units, each on a shortest way), the end of the movement, and the
destruction of the neutral temple (A2-NEU-4) or the conquest. The evaluation then weighs the whole,
the general or the city included. In Antike II every unit in the province may conquer (A2-MAN-3)
and every city is a target. In Antike (2005) only units with an action left may conquer (R-MAN-6/7),
so a unit counts only if it arrives with one to spare, and raids are tried only on temple cities
once no king, citizen or scholar can be earned and a general is left: without them medium
self-play on the Orient froze there (every nation held its units at the limit and nobody began a
gathering), while raids on every city, or on every temple city all game long, handed the
five-nation games to the Persians (bench/results/personage-race-orient.txt).
"""

from ..military import NEUTRAL_TEMPLE_STRENGTH, defence_strength
from ..decisions import apply, kept_legal
from ..vocabulary import UNITS
from .antike2_value import neutral_temples
from .evaluate import distances
from .truce import peaceful_personages_left

END_MOVEMENT = {"type": "end_movement"}


def raids(state, answer):
    """Compound decisions (tuples) for the movement step: moves, end of movement, conquest.

    `answer(state)` plays other nations' answers to fight questions as the plan predicts them; a
    raid whose way the prediction blocks is left out.
    """
    nation = state.acting
    temples_only = state.edition.exhaustion
    if temples_only and not endgame_of_generals(state):
        return []
    targets = [(province, NEUTRAL_TEMPLE_STRENGTH, "destroy_temple") for province in sorted(neutral_temples(state))]
    for province, owner in sorted(state.cities.items()):
        last = state.city_count(owner) == 1  # R-MAN-9: a last city cannot be conquered
        if owner != nation and not last and (province in state.temples or not temples_only):
            targets.append((province, defence_strength(state, province), "conquer"))
    compounds = []
    for province, strength, kind in targets:
        moves = _gathering(state, province, strength)
        if moves:
            compound = _played(state, moves + [END_MOVEMENT], province, kind, answer)
            if compound:
                compounds.append(compound)
    return compounds


def endgame_of_generals(state):
    """Whether no king, citizen or scholar can be earned any more and a general is left (R-PERS-1,
    R-KNOW-3, R-MAN-10): what is left to win is taken by conquering temple cities. A citizen left in
    its stack with every temple built counts as out: nobody can earn it."""
    return state.bank["personages"]["general"] > 0 and not peaceful_personages_left(state)


def _gathering(state, target, strength):
    """The moves that bring `strength` units of the mover to `target` this maneuver, nearest first;
    [] if there are enough there already (the conquest step offers it) or too few can get there."""
    actions = state.scratch["actions"]
    spare = int(state.edition.exhaustion)  # R-MAN-6: an exhausted unit cannot conquer
    there = sum(sum(actions[unit].get(target, ())[spare:]) for unit in UNITS)
    if there >= strength:
        return []
    table = distances(state.options["board"])
    movers = []  # (moves needed, unit, origin, actions left), one entry per unit
    for unit in UNITS:
        to_target = table[unit][target]
        for origin, groups in actions[unit].items():
            moves = to_target.get(origin)
            if origin == target or moves is None:
                continue
            for left in range(len(groups) - 1, moves + spare - 1, -1):
                movers += [(moves, unit, origin, left)] * groups[left]
    if len(movers) < strength - there:
        return []
    movers.sort(key=lambda mover: (mover[0], -mover[3]))
    moves = []
    for _, unit, origin, left in movers[:strength - there]:
        moves += _way(state.board, table[unit][target], unit, origin, left)
    return moves


def _way(board, to_target, unit, origin, left):
    """The moves of one unit on a shortest way to the target (`to_target`: borders from each province)."""
    moves = []
    here = origin
    while to_target[here]:
        step = next(p for p in board.neighbours(here, unit) if to_target.get(p) == to_target[here] - 1)
        moves.append({"type": "move", "unit": unit, "from": here, "to": step, "actions": left})
        here, left = step, left - 1
    return moves


def _played(state, decisions, target, kind, answer):
    """The decisions and the first conquest of `kind` at `target` that follows them, if all are legal."""
    for decision in decisions:
        if decision not in kept_legal(state):
            return None
        state = answer(apply(state, decision))
    conquest = next((d for d in kept_legal(state) if d["type"] == kind and d["province"] == target), None)
    return None if conquest is None else tuple(decisions) + (conquest,)
