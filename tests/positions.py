"""Building rulebook positions for the rules tests, and small helpers to play them.

A position starts from `antike.new_game` and is edited through its JSON data (never through the
engine's internals), keeping every piece conserved: 30 coins, 20 temples, 35 personages.
"""

import copy

import antike
from antike.games.antike.edition import EDITION, PERSONAGE_STACKS, PREREQUISITE
from antike.games.antike_common.vocabulary import RESOURCES

KNOW_HOWS = EDITION.know_hows

COINS, TEMPLES = 30, 20
MARKED = ("king", "citizen", "navigator")  # personages paid by thresholds (R-PERS-1)


def position(nations=None, *, cities=None, start_cities=True, temples=(), units=None, know_hows=None,
             resources=None, rondel=None, personages=None, marks=None, eight_rewarded=None,
             acting=None, bank_coins=None, **options):
    """A state of a new game with the given facts, the `acting` nation about to choose a rondel field.

    cities: {province: nation or None} laid over the start cities (None clears a site);
        start_cities=False starts from an empty board.
    temples: provinces (own cities) with a temple.
    units: {nation: {"legions": {province: n}, "galleys": {province: n}}}.
    know_hows: {nation: [...]}, basic know-hows of advanced ones added (R-KNOW-1).
    resources: {nation: {"marble"/"iron"/"gold"/"coins": n}} over the start holdings.
    rondel: {nation: field} markers (None: first turn, any field free).
    personages: {nation: {kind: n}}, taken from the bank's stacks; marks default to them.
    bank_coins: coins left in the bank; the nations' coins are then spread to keep 30 in all.
    options: further game options (variants, two_player, seed, board, names).
    """
    if nations is None:
        nations = {"four_nations": 4, "two_colours": 2}.get(options.get("two_player"), 3)
    options = {"nations": nations, **options}
    data = copy.deepcopy(antike.new_game(options).to_json())
    order = data["order"]
    for nation in order:  # every R-TURN-2 coin back to the bank; resources as R-SET-2
        data["nations"][nation].update({"marble": 2, "iron": 1, "gold": 3, "coins": 1})
    if not start_cities:
        data["cities"] = {}
    for province, nation in (cities or {}).items():
        if nation is None:
            data["cities"].pop(province, None)
        else:
            assert nation in order, nation
            data["cities"][province] = nation
    for province in temples:
        assert province in data["cities"], f"a temple needs a city: {province}"
    data["temples"] = sorted(temples)
    data["bank"]["temples"] = TEMPLES - len(data["temples"])
    for nation, by_kind in (units or {}).items():
        for plural in ("legions", "galleys"):
            data["nations"][nation][plural] = {p: n for p, n in by_kind.get(plural, {}).items() if n}
    for nation, held in (know_hows or {}).items():
        full = set(held) | {PREREQUISITE[k] for k in held if k in PREREQUISITE}
        data["nations"][nation]["know_hows"] = [k for k in KNOW_HOWS if k in full]
    for nation, amounts in (resources or {}).items():
        for kind, amount in amounts.items():
            assert kind in RESOURCES + ("coins",), kind
            data["nations"][nation][kind] = amount
    if bank_coins is not None:
        _spread_coins(data, order, COINS - bank_coins)
    data["bank"]["coins"] = COINS - sum(data["nations"][n]["coins"] for n in order)
    assert data["bank"]["coins"] >= 0, "more than 30 coins"
    for nation, field in (rondel or {}).items():
        data["nations"][nation]["rondel"] = field
    stacks = dict(PERSONAGE_STACKS)
    for nation, held in (personages or {}).items():
        record = data["nations"][nation]
        for kind, count in held.items():
            record["personages"][kind] = count
            stacks[kind] -= count
            assert stacks[kind] >= 0, f"only {PERSONAGE_STACKS[kind]} {kind}s"
            if kind in MARKED:
                record["marks"][kind] = count
    data["bank"]["personages"] = stacks
    for nation, held in (marks or {}).items():
        data["nations"][nation]["marks"].update(held)
    for nation in order:
        record = data["nations"][nation]
        record["eight_rewarded"] = (len(record["know_hows"]) == len(KNOW_HOWS)
                                    if eight_rewarded is None else nation in eight_rewarded)
    acting = acting or order[0]
    data.update(round=max(1, data["round"]), turn=max(1, data["turn"]), current=order.index(acting),
                pending={"nation": acting, "step": "rondel"}, scratch={}, outcome=None, events=[])
    state = antike.GameState.from_json(data)
    assert_conserved(state)
    return state


def _spread_coins(data, order, total):
    """Give `total` coins to the nations, as evenly as possible."""
    for index, nation in enumerate(order):
        data["nations"][nation]["coins"] = total // len(order) + (index < total % len(order))


def deal_personages(nations, each):
    """{nation: {kind: n}}: `each` personages per nation dealt from the fullest stacks (all 35 if they suffice)."""
    stacks = dict(PERSONAGE_STACKS)
    dealt = {nation: {} for nation in nations}
    for _ in range(each):
        for nation in nations:
            kind = max(stacks, key=lambda k: stacks[k])
            stacks[kind] -= 1
            dealt[nation][kind] = dealt[nation].get(kind, 0) + 1
    return dealt


def assert_conserved(state):
    """No piece is created or lost: 30 coins, 20 temples, 35 personages; no negative stock."""
    data = state.to_json()
    nations = data["nations"].values()
    assert data["bank"]["coins"] + sum(r["coins"] for r in nations) == COINS
    assert data["bank"]["temples"] + len(data["temples"]) == TEMPLES
    assert len(set(data["temples"])) == len(data["temples"])
    assert all(p in data["cities"] for p in data["temples"])
    assert sum(data["bank"]["personages"].values()) + sum(
        sum(r["personages"].values()) for r in nations) == sum(PERSONAGE_STACKS.values())
    for record in nations:
        assert min(record[k] for k in RESOURCES + ("coins",)) >= 0
        assert all(n > 0 for n in record["legions"].values())
        assert all(n > 0 for n in record["galleys"].values())


def play(state, *decisions):
    """The state after applying each decision in turn (IllegalDecision if one is not allowed)."""
    for decision in decisions:
        state = antike.apply(state, decision)
    assert_conserved(state)
    return state


def choose(state, field, payment=None):
    """The acting nation moves to a rondel field (default payment unless one is given)."""
    decision = {"type": "rondel", "field": field}
    if payment is not None:
        decision["payment"] = payment
    return play(state, decision)


def move(unit, origin, target, actions=1):
    """A `move` decision: one unit across one border, with the actions it has before the move."""
    return {"type": "move", "unit": unit, "from": origin, "to": target, "actions": actions}


def fight(province, unit, nation):
    """A `fight` decision of the mover against a foreign nation's unit (R-MAN-4)."""
    return {"type": "fight", "province": province, "unit": unit, "nation": nation}


def conquer(province, legions=0, galleys=0, give_up=None):
    """A `conquer` decision giving up that many legions and galleys."""
    decision = {"type": "conquer", "province": province, "legions": legions, "galleys": galleys}
    if give_up:
        decision["give_up"] = give_up
    return decision


DONE = {"type": "done"}
END_MOVEMENT = {"type": "end_movement"}
FIGHT_ENTRY = {"type": "fight_entry"}
LET_PASS = {"type": "let_pass"}


def finish_turn(state):
    """Finish the acting nation's turn: `done` (or `end_movement`) until another nation is asked."""
    while state.pending["step"] in ("temple", "arming", "know_how", "movement", "conquest", "founding"):
        kinds = legal_types(state)
        state = play(state, END_MOVEMENT if "end_movement" in kinds else DONE)
    return state


def legal_types(state):
    """The set of decision types legal now."""
    return {d["type"] for d in antike.legal_decisions(state)}


def legal_of(state, kind):
    """The legal decisions of one type, without their payments (first payment only)."""
    seen, result = set(), []
    for decision in antike.legal_decisions(state):
        if decision["type"] != kind:
            continue
        key = tuple(sorted((k, str(v)) for k, v in decision.items() if k != "payment"))
        if key not in seen:
            seen.add(key)
            result.append({k: v for k, v in decision.items() if k != "payment"})
    return result


def nation(state, nation_id):
    """The nation's record (read only)."""
    return state.to_json()["nations"][nation_id]


def units(state, nation_id, plural):
    """{province: count} of a nation's legions or galleys."""
    return dict(nation(state, nation_id)[plural])


def score_of(state, nation_id):
    """Number of personages the nation holds."""
    return sum(nation(state, nation_id)["personages"].values())


def step(state):
    """The pending step and the nation it waits for."""
    return state.pending["step"], state.pending["nation"]
