"""Why a field the page shows is no choice now (the protocol's `why_not`), as a Message."""

import re

from ...core.errors import InvalidRequest
from ...core.messages import Message
from . import decisions
from .building import Sites
from .costs import as_cards

_CELL = re.compile(r"-?\d{1,4},-?\d{1,4}")


def _offered(state, field):
    return any(decision.get("field") == field or decision.get("centre") == field
               for decision in decisions.kept_legal(state))


def why_not(state, target):
    """A Message saying why `target` ({"field": "q,r"}) is no choice now; InvalidRequest for a
    target that names no cell."""
    field = target.get("field") if isinstance(target, dict) else None
    if not isinstance(field, str) or not _CELL.fullmatch(field):
        raise InvalidRequest("attika.request.field", value=str(field)[:40])
    step = None if state.pending is None else state.pending["step"]
    if step in ("revealed", "site"):
        if field in state.shrines:
            return Message("attika.why.shrine", field=field)
        if field not in state.fields:
            return Message("attika.why.gap", field=field)
        if field in state.buildings:
            return Message("attika.why.occupied", field=field)
        if not _offered(state, field):
            seat, building = state.pending["player"], state.scratch["building"]
            symbols, extra = Sites(state, seat).cost(building, field)
            return Message("attika.why.unaffordable", building=building, field=field,
                           cost={"symbols": as_cards(symbols), "extra": extra})
    elif step == "tile":
        if field in state.fields or field in state.shrines:
            return Message("attika.why.map", field=field)
        if not _offered(state, field):
            return Message("attika.why.apart", field=field)
    else:
        return Message("attika.why.not_pending")
    return Message("attika.why.other", field=field)
