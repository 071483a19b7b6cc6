"""The maneuver: moving units one at a time, fights, exhausted units and conquest (R-MAN-1..11),
and Antike II's forms: no exhaustion, its defence, neutral temples (A2-MAN, A2-NEU).

While a nation maneuvers, `scratch["actions"][unit][province]` counts its units there by actions
left: index i holds the units with i actions left (index 0: exhausted, "laid down", R-MAN-6; in
Antike II they still count for conquest, A2-MAN-3).
"""

from functools import lru_cache

from ...core.read_only import read_only
from . import turns
from .board import load_board
from .decision_shapes import DONE
from .vocabulary import UNIT_PLURAL, UNITS

NO_GROUPS = (0, 0, 0, 0)
NEUTRAL_TEMPLE_STRENGTH = 3  # A2-NEU-4: never more, never less
# Shared by every state: decisions are read-only, core/read_only.py.
END_MOVEMENT = read_only({"type": "end_movement"})
NO_FIGHT = read_only({"type": "no_fight"})
FIGHT_QUESTION = (read_only({"type": "fight_entry"}), read_only({"type": "let_pass"}))


def full_actions(state, nation, unit):
    """Actions per maneuver, by the nation's know-hows (R-KNOW-4, R-MAN-2, A2-MAN-2)."""
    return state.edition.movement_actions(state.nations[nation]["know_hows"], unit)


def begin_maneuver(state):
    """Phase 1 begins: every unit of the acting nation stands with its full actions."""
    nation = state.acting
    actions = {}
    for unit in UNITS:
        full = full_actions(state, nation, unit)
        per_province = {}
        for province, count in state.units(nation, unit).items():
            groups = [0, 0, 0, 0]
            groups[full] = count
            per_province[province] = groups
        actions[unit] = per_province
    state.scratch["actions"] = actions
    state.pending = {"nation": nation, "step": "movement"}


def groups(state, unit, province):
    """The mover's units of a kind in a province by actions left."""
    return state.scratch["actions"][unit].get(province, NO_GROUPS)


def _set_groups(state, unit, *changes):
    """Give provinces new groups of the mover's units of a kind: `changes` are (province, groups)."""
    actions = dict(state.scratch["actions"])
    per_province = dict(actions[unit])
    for province, new_groups in changes:
        if any(new_groups):
            per_province[province] = new_groups
        else:
            per_province.pop(province, None)
    actions[unit] = per_province
    state.scratch["actions"] = actions


def legal_movement(state):
    """Phase 1: every single-unit move, every fight the mover may start, and the end of movement."""
    board_id = state.options["board"]
    actions = state.scratch["actions"]
    nation = state.acting
    decisions = []
    fights = []
    for unit in UNITS:
        mine = actions[unit]
        decisions += unit_moves(board_id, unit, mine)
        # A fight needs a foreign unit of the same kind where the mover has one (R-MAN-4); most of
        # the time no other nation has one there.
        foreign = state.foreign_units(nation, unit)
        if not foreign.keys().isdisjoint(mine):
            fights += _fights(unit, mine, foreign)
    decisions += fights
    decisions.append(END_MOVEMENT)
    return decisions


# The latest moves of each unit kind, with the {province: groups} they were made for. A move
# replaces that dict for the moved kind only (_set_groups) and copies of a state share it, so the
# other kind's moves are asked for again with the very same dict: by identity, no need to compare.
_latest_moves = {}


def unit_moves(board_id, unit, per_province):
    """The single-unit moves of the mover's units of one kind, `per_province` being their groups:
    by origin, from each the units with most actions left first, one move per neighbour in board
    order (a tuple: shared, never change it)."""
    latest = _latest_moves.get(unit)
    if latest is not None and latest[0] is per_province and latest[1] == board_id:
        return latest[2]
    moves = []
    for province in sorted(per_province):
        moves += _province_moves(board_id, unit, province, *per_province[province])
    moves = tuple(moves)
    _latest_moves[unit] = (per_province, board_id, moves)
    return moves


def _fights(unit, mine, foreign):
    # By province, then the other nations in turn order.
    return [_fight(province, unit, other) for province in sorted(mine.keys() & foreign.keys())
            for other in foreign[province]]


@lru_cache(maxsize=None)
def _fight(province, unit, other):
    # Shared by every state, like the moves: decisions are read-only, core/read_only.py.
    return read_only({"type": "fight", "province": province, "unit": unit, "nation": other})


@lru_cache(maxsize=None)
def _province_moves(board_id, unit, province, *unit_groups):
    # The moves out of a province: its units with the most actions left first, each group with
    # one move per neighbour in board order. Unit counts are small, so few distinct groups occur,
    # and the same move dicts serve every state (decisions are read-only, core/read_only.py).
    # The groups come as four arguments, not a tuple: a key of plain values is hashed faster.
    return tuple(move for left in (3, 2, 1) if unit_groups[left]
                 for move in _moves(board_id, unit, province, left))


@lru_cache(maxsize=None)
def _moves(board_id, unit, province, left):
    return tuple(read_only({"type": "move", "unit": unit, "from": province, "to": target, "actions": left})
                 for target in load_board(board_id).neighbours(province, unit))


def move(state, decision):
    """Move one unit across one border; nations with same-type units there may then fight it (R-MAN-3/5)."""
    nation = state.acting
    unit, origin, target, left = decision["unit"], decision["from"], decision["to"], decision["actions"]
    # What _set_groups and remove_units do, and the unit added, in one: a move is most decisions of a
    # maneuver. The same changes in the same order; the mover's own units are no foreign units.
    actions = dict(state.scratch["actions"])
    per_province = actions[unit] = dict(actions[unit])
    from_groups = list(per_province[origin])
    from_groups[left] -= 1
    if any(from_groups):
        per_province[origin] = from_groups
    else:
        del per_province[origin]
    to_groups = list(per_province.get(target, NO_GROUPS))
    to_groups[left - 1] += 1
    per_province[target] = to_groups
    state.scratch["actions"] = actions
    units = state.edit_nation(nation, UNIT_PLURAL[unit])
    left_behind = units[origin] - 1
    if left_behind:
        units[origin] = left_behind
    else:
        del units[origin]
    units[target] = units.get(target, 0) + 1
    state.events.append({"event": "move", "nation": nation, "unit": unit, "origin": origin, "target": target})
    defenders = state.foreign_units(nation, unit).get(target)
    if defenders:
        state.scratch["entering"] = {"province": target, "unit": unit, "actions": left - 1,
                                     "queue": list(defenders)}
        if state.edition.mover_asked_first:
            # A2-MAN-1: the mover may fight there at once, before the others are asked.
            state.pending = {"nation": nation, "step": "mover_fight_question", "province": target, "unit": unit}
        else:
            ask_next_defender(state)


def ask_next_defender(state):
    """Ask the next nation whether it fights the unit that just entered, or go on with the movement."""
    entering = state.scratch.get("entering")
    if not entering or not entering["queue"]:
        state.scratch.pop("entering", None)
        state.pending = {"nation": state.acting, "step": "movement"}
        return
    state.pending = {"nation": entering["queue"][0], "step": "fight_question",
                     "province": entering["province"], "unit": entering["unit"], "mover": state.acting}


def legal_mover_fight_question(state):
    """The mover fights one of the other nations' units where its unit entered, or not (A2-MAN-1)."""
    entering = state.scratch["entering"]
    return [_fight(entering["province"], entering["unit"], other) for other in entering["queue"]] + [NO_FIGHT]


def no_fight(state, decision):
    """The mover does not fight where its unit entered: the other nations there are asked (A2-MAN-1)."""
    ask_next_defender(state)


def legal_fight_question(state):
    """The asked nation fights the entering unit or lets it pass (R-MAN-5)."""
    return list(FIGHT_QUESTION)


def fight_entry(state, decision):
    """One of the asked nation's units and the entering unit are both removed (R-MAN-4/5)."""
    defender = state.pending["nation"]
    entering = state.scratch["entering"]
    province, unit = entering["province"], entering["unit"]
    unit_groups = list(groups(state, unit, province))
    unit_groups[entering["actions"]] -= 1
    _set_groups(state, unit, (province, unit_groups))
    state.remove_units(state.acting, unit, province)
    state.remove_units(defender, unit, province)
    state.events.append({"event": "fight_entry", "nation": defender, "mover": state.acting, "unit": unit,
                         "province": province})
    state.scratch.pop("entering")
    state.pending = {"nation": state.acting, "step": "movement"}


def let_pass(state, decision):
    """The asked nation does not fight; the next one is asked."""
    entering = dict(state.scratch["entering"])
    state.events.append({"event": "let_pass", "nation": state.pending["nation"], "mover": state.acting,
                         "unit": entering["unit"], "province": entering["province"]})
    entering["queue"] = entering["queue"][1:]
    state.scratch["entering"] = entering
    ask_next_defender(state)


def fight(state, decision):
    """The mover fights a same-type foreign unit in a province where it has a unit (R-MAN-4).

    The mover loses its unit with the fewest actions left: a unit with more actions can do
    everything one with fewer can, so this is never the worse choice.
    """
    nation = state.acting
    province, unit, other = decision["province"], decision["unit"], decision["nation"]
    unit_groups = list(groups(state, unit, province))
    entering = state.pending["step"] == "mover_fight_question"
    # Asked as its unit enters, the mover fights with that very unit (A2-MAN-1).
    lost = state.scratch["entering"]["actions"] if entering else next(i for i, count in enumerate(unit_groups) if count)
    unit_groups[lost] -= 1
    _set_groups(state, unit, (province, unit_groups))
    state.remove_units(nation, unit, province)
    state.remove_units(other, unit, province)
    state.events.append({"event": "fight", "nation": nation, "other": other, "unit": unit, "province": province})
    if entering:  # the unit that entered is gone: no one else is asked
        state.scratch.pop("entering")
        state.pending = {"nation": nation, "step": "movement"}


def end_movement(state, decision):
    """Phase 2 begins; there is no way back to phase 1 (R-MAN-1)."""
    state.pending = {"nation": state.acting, "step": "conquest"}


def defence_strength(state, province):
    """1 (3 with temple) + the defender's units in the province + the edition's bonus (R-MAN-7, A2-MAN-4)."""
    return sum(defence_parts(state, province).values())


def defence_parts(state, province):
    """The parts of a city's defence strength: {"city": 1, or 3 with a temple, "units": the owner's
    legions and galleys in the province} and the edition's bonuses ("know_how": Monarchy or
    Democracy, R-MAN-7; Regnum or Res Publica and "small_nation", A2-MAN-4)."""
    owner = state.cities[province]
    record = state.nations[owner]
    return {"city": 3 if province in state.temples else 1,
            "units": record["legions"].get(province, 0) + record["galleys"].get(province, 0),
            **state.edition.defence_bonus(state, owner)}


def active_units(state, unit, province):
    """The mover's units of a kind in a province that may conquer: those with an action left
    (R-MAN-6/7), or all of them where units never tire (A2-MAN-3)."""
    unit_groups = groups(state, unit, province)
    return sum(unit_groups[1:]) if state.edition.exhaustion else sum(unit_groups)


def legal_conquest(state):
    """Phase 2: every city the mover can take, with every split of units given up, then done."""
    nation = state.acting
    decisions = []
    give_ups = [None]
    if state.city_count(nation) >= state.limits["cities"]:
        give_ups = state.cities_of(nation)  # R-MAN-9: the 25-city exception
    provinces = set(state.scratch["actions"]["legion"]) | set(state.scratch["actions"]["galley"])
    for province in sorted(provinces):
        owner = state.cities.get(province)
        if owner is None:
            if province in state.temples:
                decisions += _temple_destructions(state, province)
            continue
        if owner == nation:
            continue
        legions, galleys = active_units(state, "legion", province), active_units(state, "galley", province)
        strength = defence_strength(state, province)
        if legions + galleys < strength or state.city_count(owner) <= 1:
            continue
        for given_legions in range(min(legions, strength), max(0, strength - galleys) - 1, -1):
            for give_up in give_ups:
                decision = {"type": "conquer", "province": province, "legions": given_legions,
                            "galleys": strength - given_legions}
                if give_up is not None:
                    decision["give_up"] = give_up
                decisions.append(decision)
    decisions.append(DONE)
    return decisions


def _temple_destructions(state, province):
    # A neutral temple falls to 3 units of the mover there, moved or not (A2-NEU-4): every split.
    legions, galleys = active_units(state, "legion", province), active_units(state, "galley", province)
    strength = NEUTRAL_TEMPLE_STRENGTH
    return [{"type": "destroy_temple", "province": province, "legions": given, "galleys": strength - given}
            for given in range(min(legions, strength), max(0, strength - galleys) - 1, -1)]


def destroy_temple(state, decision):
    """Destroy a neutral temple: 3 of the mover's units there are removed, the temple goes back to
    the bank, a general is earned at the end of the turn, and the site is free (A2-NEU-4/5)."""
    nation = state.acting
    province = decision["province"]
    removed = {}
    for unit, count in (("legion", decision["legions"]), ("galley", decision["galleys"])):
        if count:
            _spend_active(state, unit, province, count)
            state.remove_units(nation, unit, province, count)
            removed[unit] = count
    state.temples = [p for p in state.temples if p != province]
    state.edit_bank()["temples"] += 1
    state.scratch["temples_destroyed"] = state.scratch.get("temples_destroyed", 0) + 1
    state.events.append({"event": "destroy_temple", "nation": nation, "province": province, "removed": removed})


def _spend_active(state, unit, province, count):
    unit_groups = list(groups(state, unit, province))
    for left in (1, 2, 3) if state.edition.exhaustion else (0, 1, 2, 3):
        taken = min(count, unit_groups[left])
        unit_groups[left] -= taken
        count -= taken
    _set_groups(state, unit, (province, unit_groups))


def conquer(state, decision):
    """Take a foreign city (R-MAN-7..10); a destroyed temple earns a general, or the game (R-GOAL-4)."""
    nation = state.acting
    province = decision["province"]
    defender = state.cities[province]
    # What the conquest removed, for the log: the conqueror's units given up (its choice of kinds,
    # R-MAN-8) and every unit of the defender there.
    removed, lost = {}, {}
    for unit, count in (("legion", decision["legions"]), ("galley", decision["galleys"])):
        if count:
            _spend_active(state, unit, province, count)
            state.remove_units(nation, unit, province, count)
            removed[unit] = count
    for unit, plural in UNIT_PLURAL.items():
        if province in state.nations[defender][plural]:
            lost[unit] = state.edit_nation(defender, plural).pop(province)
    temple = province in state.temples
    if temple:
        state.temples = [p for p in state.temples if p != province]
        state.edit_bank()["temples"] += 1
        state.scratch["temples_destroyed"] = state.scratch.get("temples_destroyed", 0) + 1
    give_up = decision.get("give_up")
    if give_up:
        del state.edit_cities()[give_up]
        state.remove_tile(give_up)
        if give_up in state.temples:
            state.temples = [p for p in state.temples if p != give_up]
            state.edit_bank()["temples"] += 1
        state.events.append({"event": "give_up", "nation": nation, "province": give_up})
    state.edit_cities()[province] = nation
    state.events.append({"event": "conquer", "nation": nation, "province": province, "defender": defender,
                         "temple": bool(temple), "removed": removed, "lost": lost})
    if temple and state.edition.temple_win_after_all_personages and not any(state.bank["personages"].values()):
        turns.win(state, nation, {"why": "temple_after_all_personages"})
