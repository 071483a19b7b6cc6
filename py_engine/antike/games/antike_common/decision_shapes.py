"""The shape of decisions: checking that a decision is well formed (InvalidDecision otherwise)."""

from ...core.errors import InvalidDecision
from ...core.read_only import read_only
from .vocabulary import PAYMENT_KINDS, PERSONAGES, RESOURCES, RONDEL_FIELDS, UNITS

# Field kinds: "province", "nation", "count", "actions", "know_how" (one of the edition's), or a
# tuple of allowed words; an edition may give a decision its own shape (Edition.shapes).
SHAPES = {
    "choose_start_city": {"province": "province"},
    "take_resource": {"resource": RESOURCES},
    "rondel": {"field": RONDEL_FIELDS, "payment": "payment"},
    "build_temple": {"province": "province", "payment": "payment"},
    "arm": {"province": "province", "unit": UNITS, "payment": "payment"},
    "buy_know_how": {"know_how": "know_how", "payment": "payment"},
    "move": {"unit": UNITS, "from": "province", "to": "province", "actions": "actions"},
    "fight": {"province": "province", "unit": UNITS, "nation": "nation"},
    "end_movement": {},
    "fight_entry": {},
    "let_pass": {},
    "no_fight": {},
    "conquer": {"province": "province", "legions": "count", "galleys": "count", "give_up": "province"},
    "destroy_temple": {"province": "province", "legions": "count", "galleys": "count"},
    "found": {"province": "province", "payment": "payment"},
    "choose_personage": {"kind": PERSONAGES},
    "done": {},
}
OPTIONAL = {"payment", "give_up", "resource"}  # a tile's resource: only under free building (A2-VAR-2)
# The end of a step, one dict shared by every legal list that offers it: decisions are never
# changed in place (read-only, core/read_only.py).
DONE = read_only({"type": "done"})
WITH_PAYMENT = frozenset(t for t, shape in SHAPES.items() if "payment" in shape)
# The field kinds whose value is a single number or word; every other kind ("payment", "units",
# "resources", a trade's two units) is a flat dict of counts.
SINGLE_VALUE_KINDS = ("province", "nation", "count", "actions", "know_how")


def nested_fields(edition):
    """For each decision type of `edition`, the fields whose value is a flat dict of counts (the
    protocol adapter's NESTED, core/package_rules.py): every other field holds a word or a number."""
    shapes = {**SHAPES, **edition.shapes}
    nested = {kind: tuple(name for name, expected in shape.items()
                          if not isinstance(expected, tuple) and expected not in SINGLE_VALUE_KINDS)
              for kind, shape in shapes.items()}
    return {kind: names for kind, names in nested.items() if names}


def check_shape(decision, state):
    """Return a clean copy of a well-formed decision of the state's game, or raise InvalidDecision
    saying what is wrong."""
    if not isinstance(decision, dict):
        raise InvalidDecision("decision.not_object")
    edition = state.edition
    shapes = edition.shapes
    kind = decision.get("type")
    if not isinstance(kind, str) or (kind not in SHAPES and kind not in shapes):
        raise InvalidDecision("decision.type", value=kind, known=list(SHAPES) + [k for k in shapes if k not in SHAPES])
    shape = shapes.get(kind) or SHAPES[kind]
    extra = sorted(set(decision) - set(shape) - {"type"})
    if extra:
        raise InvalidDecision("decision.extra", kind=kind, names=extra)
    clean = {"type": kind}
    for name, expected in shape.items():
        if name not in decision:
            if name in OPTIONAL:
                continue
            raise InvalidDecision("decision.missing", kind=kind, name=name)
        clean[name] = _check_value(kind, name, expected, decision[name], state)
    return clean


def _check_value(kind, name, expected, value, state):
    board, nations = state.board, state.nations
    where = {"kind": kind, "name": name}  # every message names the field and the decision
    if expected == "know_how":
        expected = state.edition.know_hows
    if isinstance(expected, tuple):
        if value not in expected:
            raise InvalidDecision("decision.one_of", known=list(expected), value=value, **where)
        return value
    if expected == "province":
        if not isinstance(value, str) or value not in board.provinces:
            raise InvalidDecision("decision.province", value=value, **where)
        return value
    if expected == "nation":
        if not isinstance(value, str) or value not in nations:
            raise InvalidDecision("decision.nation", value=value, **where)
        return value
    if expected in ("count", "actions"):
        low, high = (0, 99) if expected == "count" else (1, 3)
        if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
            raise InvalidDecision("decision.number", low=low, high=high, **where)
        return value
    if expected == "payment":
        return _units(where, value, PAYMENT_KINDS)
    if expected == "units":  # resource units and coins, any number (Antike II's trades)
        return _units(where, value, PAYMENT_KINDS)
    if expected == "resources":
        return _units(where, value, RESOURCES)
    units = _units(where, value, RESOURCES)
    if sum(units.values()) != 2:
        raise InvalidDecision("decision.two_units", **where)
    return units


def _units(where, value, kinds):
    if not isinstance(value, dict):
        raise InvalidDecision("decision.units", **where)
    for key, count in value.items():
        if key not in kinds:
            raise InvalidDecision("decision.unit_kind", value=key, known=list(kinds), **where)
        if not isinstance(count, int) or isinstance(count, bool) or not 0 <= count <= 999:
            raise InvalidDecision("decision.unit_count", value=key, **where)
    return {kind: value[kind] for kind in kinds if value.get(kind)}
