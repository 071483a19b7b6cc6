"""Why a region the page shows is no choice now (the protocol's `why_not`), as a Message."""

from ...core.errors import InvalidRequest
from ...core.messages import Message
from . import decisions
from .maneuver import strength
from .militia import arming_limit


def _offered(state, region):
    # Whether some legal decision names the region (as its place, a move's target or a card's).
    for decision in decisions.kept_legal(state):
        if decision.get("region") == region or region in decision.get("regions", ()):
            return True
        if decision.get("path") and decision["path"][-1] == region:
            return True
    return False


def why_not(state, target):
    """A Message saying why `target` ({"region": id}) is no choice now; InvalidRequest for a region
    the board does not have."""
    region = target.get("region") if isinstance(target, dict) else None
    board = state.board
    if region not in board.regions:
        raise InvalidRequest("duellum.request.region", value=str(region)[:40])
    params = {"board": board.id, "region": region}
    if state.pending is None or state.pending["step"] in ("rondel", "pick", "produce"):
        return Message("duellum.why.not_pending")
    player, step = state.pending["player"], state.pending["step"]
    city = state.cities.get(region)
    if step == "founding":
        if region not in state.cities:
            return Message("duellum.why.no_site", **params)
        if city is not None:
            return Message("duellum.why.occupied", **params)
        units = state.units[region][player]
        if not units["legion"] and not units["galley"]:
            return Message("duellum.why.no_unit", **params)
    elif step in ("templum", "militia"):
        if city is None or city["owner"] != player:
            return Message("duellum.why.not_own", **params)
        if step == "militia" and state.scratch["armed"].get(region, 0) >= arming_limit(state, region):
            return Message("duellum.why.limit", **params)
    elif step in ("conquest", "festung_choice"):
        if city is None or city["owner"] == player:
            return Message("duellum.why.other", **params)
        if len(state.cities_of(city["owner"])) < 2:
            return Message("duellum.why.enemy_last")
        units = state.units[region][player]
        needed = strength(state, region)
        if units["legion"] + units["galley"] < needed:
            return Message("duellum.why.too_weak", strength=needed, attackers=units["legion"] + units["galley"],
                           **params)
    elif step == "movement" and not _offered(state, region):
        return Message("duellum.why.unreachable", **params)
    if _offered(state, region):
        return Message("duellum.why.other", **params)
    if step in ("founding", "templum", "militia"):
        return Message("duellum.why.unaffordable", **params)
    return Message("duellum.why.other", **params)
