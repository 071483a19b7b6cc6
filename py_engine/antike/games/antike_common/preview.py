"""What the view tells a player before a choice: what each rondel field would do now, the progress
to the next personage of each kind, and what each know-how costs now (issue 20's rules help).

Every answer comes from the rules themselves: a field's preview plays the field with its default
payment on a copy of the state (decisions.apply never changes its input) and reads what the engine
would then offer, so the preview cannot disagree with the legal decisions that follow.
"""

from .economy import TEMPLE_PRICE, arming_limit, price, production
from .payment import founding_payments, holdings
from .personages import REASONS, THRESHOLDS, holdings_for
from .rondel import costs, default_choice
from .decisions import apply, kept_legal
from .vocabulary import MANEUVER_FIELDS, PRODUCTION_FIELDS, UNIT_PLURAL

# The decisions that carry out each use field's action: a step offering none of them (only done,
# or trades with all eight know-hows) can do nothing.
ACTION_DECISIONS = {"temple": {"build_temple"}, "arming": {"arm"}, "know_how": {"buy_know_how"},
                    "maneuver": {"move", "fight", "conquer"}}


def rondel_preview(state):
    """{field: what it would do now} for every field the pending nation can pay to reach.

    Each entry: `cost` (units for the steps) and `payment` (its default), `can_act` (whether the
    action can do anything at all after that payment; trades aside), `can_found` (whether a city
    could then be founded where the nation's units stand now), and by field: `gives` ({resource:
    units}, production), `places` and `most` (temple: temples; arming: new units), `know_hows`
    (know-how: those it could buy)."""
    nation = state.pending["nation"]
    preview = {}
    for field, cost in costs(state, nation).items():
        decision = default_choice(state, field)
        after = apply(state, decision)
        entry = {"cost": cost, "payment": dict(decision["payment"])}
        if field in PRODUCTION_FIELDS:
            gives = production(state, nation, field)
            entry.update(gives={field: gives}, can_act=gives > 0)
        else:
            entry.update(_action_preview(after, nation, "maneuver" if field in MANEUVER_FIELDS else field))
        entry["can_found"] = can_found(after, nation)
        preview[field] = entry
    return preview


def _action_preview(after, nation, action):
    # The step the engine is at once the field is chosen: a step with nothing to do was skipped.
    acting = after.pending["nation"] == nation and after.outcome is None
    offered = [d for d in kept_legal(after) if d["type"] in ACTION_DECISIONS[action]] if acting else []
    entry = {"can_act": bool(offered)}
    record = after.nations[nation]
    if action == "temple":
        places = sorted({d["province"] for d in offered})
        entry.update(places=places, most=min(len(places), after.bank["temples"],
                                             (record["marble"] + record["coins"]) // TEMPLE_PRICE))
    elif action == "arming":
        kinds = {}
        for decision in offered:
            kinds.setdefault(decision["province"], set()).add(decision["unit"])
        # The Bellona card's unit comes free (A2-ARM-2).
        affordable = (record["iron"] + record["coins"]) // after.edition.unit_price + bool(after.scratch.get("free_unit"))
        entry.update(places=sorted(kinds), most=min(_most_units(after, nation, kinds), affordable))
    elif action == "know_how":
        bought = {d["know_how"] for d in offered}
        entry["know_hows"] = [know_how for know_how in after.edition.know_hows if know_how in bought]
    return entry


def _most_units(state, nation, kinds):
    # New units the supply and the places allow (R-ARM-1/2, R-COMP-1): places that take only legions
    # or only galleys are filled from their kind's supply first, places taking both from what is left.
    limits = state.limits
    supply = {unit: limits[plural] - state.units_on_board(nation, unit) for unit, plural in UNIT_PLURAL.items()}
    room = {"legion": 0, "galley": 0, "both": 0}
    for province, allowed in kinds.items():
        room["both" if len(allowed) == 2 else next(iter(allowed))] += arming_limit(state, province)
    legions, galleys = min(room["legion"], supply["legion"]), min(room["galley"], supply["galley"])
    return legions + galleys + min(room["both"], supply["legion"] - legions + supply["galley"] - galleys)


def can_found(state, nation):
    """Whether the nation could found a city now: a unit on an empty site, a city stone in supply
    and one marble, iron and gold, coins standing in (R-FOUND-1)."""
    record = state.nations[nation]
    sites = (set(record["legions"]) | set(record["galleys"])) - set(state.cities)
    return (bool(sites) and state.city_count(nation) < state.limits["cities"]
            and bool(founding_payments(holdings(record))))


def personage_progress(state, nation):
    """{kind: {"have", "next", "counts"}} for the personages paid by thresholds (R-PERS-1): what the
    nation holds now (cities, temples, provinces with a galley) and what earns its next one, above
    the highest threshold it has been paid for."""
    marks = state.nations[nation]["marks"]
    return {kind: {"have": holdings_for(state, nation, kind), "next": (marks[kind] + 1) * step,
                   "counts": REASONS[kind]}
            for kind, step in THRESHOLDS.items()}


def know_how_prices(state, nation):
    """{know-how: {"price", "new", "open", "needs"}} for every know-how the nation does not hold: its
    gold price now (R-KNOW-2), whether no nation holds it yet (a new one earns a scholar, R-KNOW-3),
    whether the nation may buy it, holding its basic know-how (R-KNOW-1), and that basic know-how
    (None for a basic one)."""
    held = state.nations[nation]["know_hows"]
    prerequisite = state.edition.prerequisite
    known = {know_how for record in state.nations.values() for know_how in record["know_hows"]}
    return {know_how: {"price": price(state, know_how), "new": know_how not in known,
                       "open": know_how not in prerequisite or prerequisite[know_how] in held,
                       "needs": prerequisite.get(know_how)}
            for know_how in state.edition.know_hows if know_how not in held}
