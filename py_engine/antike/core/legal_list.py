"""A decision checked against a game's legal list, the way every newer game of the family does it:
a decision is a dict {"type", ...fields}; some fields may be left out, and then the list's first
entry that agrees on the rest is meant (its default, say the default payment, comes first).

Malformed (not an object, an unknown type, a field the type does not have) is InvalidDecision;
well-formed but not in the list now is IllegalDecision, as python-chess tells invalid from illegal.
A checked decision is then carried out on a copy of the state (`carried_out`).
"""

from .errors import IllegalDecision, InvalidDecision

_MISSING = object()


def _matches(decision, entry, defaults):
    for key, value in decision.items():
        if entry.get(key, _MISSING) != value:
            return False
    return all(key in decision or key in defaults for key in entry)


def checked_entry(decision, legal, fields, defaults, game, pending, **illegal_params):
    """The entry of `legal` that `decision` names.

    `fields`: {type: the fields it may have besides "type"}; `defaults`: the fields that may be left
    out; `game`: the prefix of the game's message keys (`<game>.decision.object`, `.type`, `.extra`,
    `.illegal`, `<game>.game_over`); `pending`: the state's pending decision ({"player", "step"}), None
    once the game is over; `illegal_params`: more values for the illegal decision's message."""
    if not isinstance(decision, dict) or not isinstance(decision.get("type"), str):
        raise InvalidDecision(f"{game}.decision.object")
    kind = decision["type"]
    if kind not in fields:
        raise InvalidDecision(f"{game}.decision.type", value=kind[:40], known=list(fields))
    extra = sorted(str(key) for key in decision if key != "type" and key not in fields[kind])
    if extra:
        raise InvalidDecision(f"{game}.decision.extra", kind=kind, names=extra)
    if pending is None:
        raise IllegalDecision(f"{game}.game_over")
    for entry in legal:
        if entry is decision:  # the engine's own players hand back the list's own entry
            return entry
    for entry in legal:
        if _matches(decision, entry, defaults):
            return entry
    raise IllegalDecision(f"{game}.decision.illegal", kind=kind, step=pending["step"], player=pending["player"],
                          **illegal_params)


def carried_out(state, entry, carry_out):
    """A new state after the legal entry `entry`: a copy of `state` whose events and `revealed` start
    afresh, changed by the game's `carry_out(copy, player, entry)` for the player who decided."""
    new = state.copy()
    new.events = []
    new.revealed = False
    carry_out(new, new.pending["player"], entry)
    return new
