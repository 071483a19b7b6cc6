"""Why a well-formed decision is not allowed now: a message a player understands (words/refusals.py)."""

from .economy import allowed_units, arming_limit, price
from ...core.messages import Message
from .military import NEUTRAL_TEMPLE_STRENGTH, active_units, defence_strength, groups
from .payment import holdings
from .rondel import step_cost
from .vocabulary import OWN_TURN_STEPS, UNIT_PLURAL

# The decisions that belong to each step: for these the specific reason is worth giving even when
# no decision of that type is legal now (e.g. founding with no city stone left).
STEP_TYPES = {
    "choose_start_city": {"choose_start_city"}, "take_resource": {"take_resource"}, "rondel": {"rondel"},
    "temple": {"build_temple"}, "arming": {"arm"}, "know_how": {"buy_know_how"},
    "movement": {"move", "fight"}, "mover_fight_question": {"fight", "no_fight"}, "conquest": {"conquer", "destroy_temple"}, "founding": {"found"},
    "choose_personage": {"choose_personage"},
}


def explain(state, decision, legal):
    """A Message saying why `decision` is not among the `legal` decisions."""
    pending = state.pending
    if pending["step"] == "game_over":
        return Message("game_over")
    kind = decision["type"]
    nation = pending["nation"]
    board = state.board.id
    if not any(candidate["type"] == kind for candidate in legal):
        own_turn = nation == state.acting and pending["step"] in OWN_TURN_STEPS
        relevant = kind in STEP_TYPES.get(pending["step"], ()) or (kind == "trade" and own_turn)
        reason = _specific(state, nation, decision) if relevant else None
        return reason or Message("wrong_step", board=board, nation=nation, step=pending["step"], kind=kind)
    reason = _specific(state, nation, decision)
    if reason:
        return reason
    same_target = [c for c in legal if {k: v for k, v in c.items() if k != "payment"}
                   == {k: v for k, v in decision.items() if k != "payment"}]
    if same_target and "payment" in decision:
        return Message("cannot_pay", board=board, nation=nation, payment=decision["payment"],
                       ways=[c["payment"] for c in same_target[:6]])
    return Message("not_allowed", board=board, nation=nation, kind=kind)


def _specific(state, nation, decision):
    kind = decision["type"]
    record = state.nations[nation]
    province = decision.get("province")

    def says(key, **params):
        return Message(key, board=state.board.id, **params)

    if kind == "rondel":
        cost = step_cost(record["rondel"], decision["field"])
        wealth = sum(holdings(record).values())
        if cost > wealth:
            return says("rondel.cost", nation=nation, cost=cost, wealth=wealth)
    if kind == "trade" and not state.edition.know_how_trades:
        if len(record["know_hows"]) < len(state.edition.know_hows):
            return says("trade.eight_know_hows", nation=nation, count=len(record["know_hows"]))
        if decision["get"] in decision["give"]:
            return says("trade.same_kind", get=decision["get"])
        short = [r for r, n in decision["give"].items() if record[r] < n]
        if short:
            return says("trade.short", nation=nation, resource=short[0], have=record[short[0]])
    if kind == "choose_start_city":
        if province in state.cities:
            return says("start_city.taken", province=province)
        return says("start_city.other", province=province, nation=nation)
    if kind == "build_temple":
        if state.cities.get(province) != nation:
            return says("temple.not_own", province=province, nation=nation)
        if province in state.temples:
            return says("temple.built", province=province)
        if state.bank["temples"] == 0:
            return says("temple.none_left", count=state.edition.bank_temples)
    if kind == "arm":
        unit = decision["unit"]
        if state.cities.get(province) != nation:
            return says("arm.not_own", province=province, nation=nation)
        placed = state.scratch.get("armed", {}).get(province, 0)
        limit = arming_limit(state, province)
        if placed >= limit:
            return says("arm.limit.one" if limit == 1 else "arm.limit.other", province=province, limit=limit,
                        placed=placed)
        if unit not in allowed_units(state.board, province):
            return says("arm.unit_kind", province=province, units=unit)
        if state.units_on_board(nation, unit) >= state.limits[UNIT_PLURAL[unit]]:
            return says("arm.supply", units=unit, nation=nation)
    if kind == "buy_know_how":
        know_how = decision["know_how"]
        if state.holds(nation, know_how):
            return says("know_how.held", nation=nation, know_how=know_how)
        basic = state.edition.prerequisite.get(know_how)
        if basic and not state.holds(nation, basic):
            return says("know_how.basic", know_how=know_how, basic=basic)
        if record["gold"] + record["coins"] < price(state, know_how):
            return says("know_how.price", know_how=know_how, price=price(state, know_how), gold=record["gold"],
                        coins=record["coins"])
    if kind == "move":
        unit, origin, target = decision["unit"], decision["from"], decision["to"]
        if not state.units(nation, unit).get(origin):
            return says("move.no_unit", nation=nation, unit=unit, province=origin)
        if not groups(state, unit, origin)[decision["actions"]]:
            return says("move.no_actions", unit=unit, province=origin, actions=decision["actions"])
        if target not in state.board.neighbours(origin, unit):
            border = state.board.border_kind(origin, target)
            if border is None:
                return says("move.no_border", origin=origin, target=target)
            return says("move.border", unit=unit, border=border, origin=origin, target=target)
    if kind == "fight":
        unit, other = decision["unit"], decision["nation"]
        if other == nation:
            return says("fight.own", province=province, nation=nation)
        if not state.units(nation, unit).get(province):
            return says("fight.no_own", province=province, nation=nation, units=unit)
        if not state.units(other, unit).get(province):
            return says("fight.no_other", province=province, other=other, units=unit)
    if kind == "trade" and state.edition.know_how_trades and not state.edition.legal_trades(state, nation):
        return says("trade.no_rate", nation=nation)
    if kind in ("conquer", "destroy_temple") and province in state.temples and province not in state.cities:
        units = active_units(state, "legion", province) + active_units(state, "galley", province)
        if units < NEUTRAL_TEMPLE_STRENGTH or kind == "destroy_temple":
            return says("temple.neutral_units", province=province, nation=nation, active=units)
    if kind == "conquer":
        owner = state.cities.get(province)
        if owner is None:
            return says("conquer.no_city", province=province)
        if owner == nation:
            return says("conquer.own", province=province, nation=nation)
        if state.city_count(owner) <= 1:
            return says("conquer.last_city", province=province)
        strength = defence_strength(state, province)
        legions = active_units(state, "legion", province)
        galleys = active_units(state, "galley", province)
        if legions + galleys < strength:
            return says("conquer.strength", province=province, defence=strength, active=legions + galleys)
        if decision["legions"] + decision["galleys"] != strength:
            return says("conquer.exactly", province=province, defence=strength)
        if decision["legions"] > legions or decision["galleys"] > galleys:
            return says("conquer.units", province=province, legions=legions, galleys=galleys)
        give_up = decision.get("give_up")
        full = state.city_count(nation) >= state.limits["cities"]
        if full and give_up is None:
            return says("conquer.give_up_needed", nation=nation, province=province)
        if give_up is not None and not full:
            return says("conquer.give_up_needless", nation=nation)
        if give_up is not None and state.cities.get(give_up) != nation:
            return says("conquer.give_up_other", province=give_up, nation=nation)
    if kind == "found":
        if province in state.cities:
            return says("found.city", province=province)
        if province in state.temples:
            return says("found.neutral_temple", province=province)
        if not (record["legions"].get(province) or record["galleys"].get(province)):
            return says("found.no_unit", province=province, nation=nation)
        if state.city_count(nation) >= state.limits["cities"]:
            return says("found.no_stone", nation=nation)
    return None
