"""Building Antike II (2014) positions for the rules tests (A2-*, E2-*), and small helpers to play them.

Modelled on positions.py (Antike 2005's). A position starts from Antike II's `new_game` and is edited
through its JSON data (never through the engine's internals), keeping every piece conserved: 30 coins,
20 temples (the neutral ones included, A2-COMP-2), 36 personages (37 with Plinius, A2-VAR-1), and a
nation never holds more than 12 legions, 13 galleys and 24 cities (A2-COMP-1).
"""

import copy

import antike
from antike.games.antike2.game import new_game
from antike.games.antike2.edition import EDITION, PERSONAGE_STACKS, PREREQUISITE, AntikeIIState
from antike.games.antike2.options import SUPPLY_LIMITS
from antike.games.antike_common.board import load_board
from antike.games.antike_common.vocabulary import RESOURCES, RONDEL_FIELDS

KNOW_HOWS = EDITION.know_hows
COINS, TEMPLES = 30, 20
MARKED = ("king", "citizen", "navigator")  # personages paid by thresholds (R-PERS-1)


def neutral_temples(board="orient"):
    """The board's three neutral temple sites (A2-NEU-1)."""
    return tuple(load_board(board).game_data("antike2")["neutral_temples"])


def seed_for(first, **options):
    """The smallest seed whose lot makes `first` the starting nation (A2-SET-3)."""
    for seed in range(200):
        if new_game({**options, "seed": seed}).order[0] == first:
            return seed
    raise AssertionError(f"no seed lets {first} start")


def position(nations=3, *, cities=None, start_cities=True, temples=(), neutral=None, units=None,
             know_hows=None, resources=None, rondel=None, personages=None, marks=None, acting=None,
             first=None, bellona=None, bank_coins=None, tiles=None, **options):
    """A state of a new Antike II game with the given facts, `acting` about to choose a rondel field.

    nations: 3-6 (or 4 with two_player="four_nations"); options: board, variants, seed, two_player.
    first: the starting nation (a seed is chosen for it; the seating order stays the board's).
    cities: {province: nation or None} laid over the start cities (None clears a site);
        start_cities=False starts from an empty board.
    temples: provinces (own cities) with a temple.
    neutral: the neutral temples left standing (default: the board's three, A2-NEU-1).
    units: {nation: {"legions": {province: n}, "galleys": {province: n}}}.
    know_hows: {nation: [...]}, the basic know-how of an advanced one added (A2-KNOW-1).
    resources: {nation: {"marble"/"iron"/"gold"/"coins": n}} over the start holdings 3/3/3/0 (A2-SET-2).
    rondel: {nation: field} markers (default None: a first turn, any field free).
    personages: {nation: {kind: n}}, taken from the bank's stacks; marks default to them.
    bellona: the nation holding the Bellona card (default: the last in turn order, A2-SET-3).
    bank_coins: coins left in the bank; the nations not given coins share the others.
    tiles: {province: resource} of free-built tiles (A2-VAR-2).
    """
    options = {"nations": nations, **options}
    if first is not None and "seed" not in options:
        options["seed"] = seed_for(first, **options)
    data = copy.deepcopy(new_game(options).to_json())
    order = data["order"]
    assert first is None or order[0] == first
    board = data["options"]["board"]
    if not start_cities:
        data["cities"] = {}
    for province, owner in (cities or {}).items():
        if owner is None:
            data["cities"].pop(province, None)
        else:
            assert owner in order, owner
            data["cities"][province] = owner
    for province in temples:
        assert province in data["cities"], f"a temple needs a city: {province}"
    neutral = neutral_temples(board) if neutral is None else tuple(neutral)
    assert not set(neutral) & set(data["cities"]), "a neutral temple stands on an empty site"
    data["temples"] = sorted(set(temples) | set(neutral))
    data["bank"]["temples"] = TEMPLES - len(data["temples"])
    for owner, by_kind in (units or {}).items():
        for plural in ("legions", "galleys"):
            data["nations"][owner][plural] = {p: n for p, n in by_kind.get(plural, {}).items() if n}
    for owner, held in (know_hows or {}).items():
        full = set(held) | {PREREQUISITE[k] for k in held if k in PREREQUISITE}
        data["nations"][owner]["know_hows"] = [k for k in KNOW_HOWS if k in full]
    given_coins = set()
    for owner, amounts in (resources or {}).items():
        for kind, amount in amounts.items():
            assert kind in RESOURCES + ("coins",), kind
            data["nations"][owner][kind] = amount
            if kind == "coins":
                given_coins.add(owner)
    if bank_coins is not None:
        others = [n for n in order if n not in given_coins]
        rest = COINS - bank_coins - sum(data["nations"][n]["coins"] for n in given_coins)
        assert rest >= 0 and (others or rest == 0), "coins do not add up to 30"
        for index, owner in enumerate(others):
            data["nations"][owner]["coins"] = rest // len(others) + (index < rest % len(others))
    data["bank"]["coins"] = COINS - sum(data["nations"][n]["coins"] for n in order)
    assert data["bank"]["coins"] >= 0, "more than 30 coins"
    for owner, field in (rondel or {}).items():
        data["nations"][owner]["rondel"] = field
    stacks = dict(PERSONAGE_STACKS)
    for owner, held in (personages or {}).items():
        record = data["nations"][owner]
        for kind, count in held.items():
            record["personages"][kind] = count
            stacks[kind] -= count
            assert stacks[kind] >= 0, f"only {PERSONAGE_STACKS[kind]} {kind}s"
            if kind in MARKED:
                record["marks"][kind] = count
    data["bank"]["personages"] = stacks
    for owner, held in (marks or {}).items():
        data["nations"][owner]["marks"].update(held)
    if bellona is not None:
        for owner in order:
            data["nations"][owner]["bellona"] = owner == bellona
    data["tiles"] = dict(tiles or {})
    acting = acting or order[0]
    data.update(round=max(1, data["round"]), turn=max(1, data["turn"]), current=order.index(acting),
                pending={"nation": acting, "step": "rondel"}, scratch={}, outcome=None, events=[])
    state = AntikeIIState.from_json(data)
    assert_conserved(state)
    return state


def personages_in_game(state):
    """36 cards, 37 with Plinius (A2-COMP-2, A2-VAR-1)."""
    return sum(PERSONAGE_STACKS.values()) + ("plinius" in state.options["variants"])


def assert_conserved(state):
    """No piece is created or lost, no stock is negative, no nation exceeds its supply (A2-COMP-1/2)."""
    data = state.to_json()
    nations = data["nations"].values()
    assert data["bank"]["coins"] + sum(r["coins"] for r in nations) == COINS
    assert data["bank"]["temples"] + len(data["temples"]) == TEMPLES
    assert len(set(data["temples"])) == len(data["temples"])
    neutral = set(neutral_temples(data["options"]["board"]))
    assert all(p in data["cities"] or p in neutral for p in data["temples"])
    assert sum(data["bank"]["personages"].values()) + data["bank"]["plinius"] + sum(
        sum(r["personages"].values()) for r in nations) == personages_in_game(state)
    assert sum(r["bellona"] for r in nations) == 1
    for owner, record in data["nations"].items():
        assert min(record[k] for k in RESOURCES + ("coins",)) >= 0
        assert all(n > 0 for n in record["legions"].values())
        assert all(n > 0 for n in record["galleys"].values())
        assert sum(record["legions"].values()) <= SUPPLY_LIMITS["legions"]
        assert sum(record["galleys"].values()) <= SUPPLY_LIMITS["galleys"]
        assert list(data["cities"].values()).count(owner) <= SUPPLY_LIMITS["cities"]


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


def fight(province, unit, other):
    """A `fight` decision of the mover against another nation's unit (R-MAN-4)."""
    return {"type": "fight", "province": province, "unit": unit, "nation": other}


def conquer(province, legions=0, galleys=0, give_up=None):
    """A `conquer` decision giving up that many legions and galleys."""
    decision = {"type": "conquer", "province": province, "legions": legions, "galleys": galleys}
    if give_up:
        decision["give_up"] = give_up
    return decision


def destroy(province, legions=0, galleys=0):
    """A `destroy_temple` decision against a neutral temple (A2-NEU-4)."""
    return {"type": "destroy_temple", "province": province, "legions": legions, "galleys": galleys}


def arm(province, unit, payment=None):
    decision = {"type": "arm", "province": province, "unit": unit}
    if payment is not None:
        decision["payment"] = payment
    return decision


def buy(know_how, payment=None):
    decision = {"type": "buy_know_how", "know_how": know_how}
    if payment is not None:
        decision["payment"] = payment
    return decision


def found(province, payment=None, resource=None):
    decision = {"type": "found", "province": province}
    if payment is not None:
        decision["payment"] = payment
    if resource is not None:
        decision["resource"] = resource
    return decision


def trade(give, get):
    return {"type": "trade", "give": give, "get": get}


DONE = {"type": "done"}
END_MOVEMENT = {"type": "end_movement"}
FIGHT_ENTRY = {"type": "fight_entry"}
LET_PASS = {"type": "let_pass"}
NO_FIGHT = {"type": "no_fight"}
OWN_STEPS = ("temple", "arming", "know_how", "movement", "conquest", "founding")


def finish_turn(state):
    """Finish the acting nation's turn: `done` (or `end_movement`) until another nation is asked."""
    nation_id = state.acting
    while state.pending["step"] in OWN_STEPS and state.pending["nation"] == nation_id:
        kinds = legal_types(state)
        state = play(state, END_MOVEMENT if "end_movement" in kinds else DONE)
    return state


def pass_turns(state, nation_id):
    """Let every other nation play a quiet turn (on its first turn Scientia, later the next rondel
    field, with nothing bought, built or moved) until it is `nation_id`'s turn."""
    while state.acting != nation_id and state.outcome is None:
        now = state.nations[state.acting]["rondel"]
        field = "know_how" if now is None else RONDEL_FIELDS[(RONDEL_FIELDS.index(now) + 1) % len(RONDEL_FIELDS)]
        state = finish_turn(choose(state, field))
    return state


def played(state, *decisions):
    """(the state after the decisions, every event they logged)."""
    events = []
    for decision in decisions:
        state = play(state, decision)
        events += state.events
    return state, events


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


def payments_of(state, kind, **fields):
    """The payments offered for the decisions of one type with these fields, in the engine's order."""
    return [d["payment"] for d in antike.legal_decisions(state)
            if d["type"] == kind and all(d.get(k) == v for k, v in fields.items())]


def trades(state):
    """The legal trades as (give, get) pairs of sorted item tuples."""
    return {(tuple(sorted(d["give"].items())), tuple(sorted(d["get"].items())))
            for d in antike.legal_decisions(state) if d["type"] == "trade"}


def nation(state, nation_id):
    """The nation's record (read only)."""
    return state.to_json()["nations"][nation_id]


def holdings(state, nation_id):
    """(marble, iron, gold, coins) of a nation."""
    record = state.nations[nation_id]
    return tuple(record[k] for k in ("marble", "iron", "gold", "coins"))


def units(state, nation_id, plural):
    """{province: count} of a nation's legions or galleys."""
    return dict(state.nations[nation_id][plural])


def personages_of(state, nation_id):
    return dict(state.nations[nation_id]["personages"])


def score_of(state, nation_id):
    """Number of personages the nation holds."""
    return sum(state.nations[nation_id]["personages"].values())


def events_of(state, kind):
    """The state's events of one kind (the last decision's)."""
    return [e for e in state.events if e["event"] == kind]


def step(state):
    """The pending step and the nation it waits for."""
    return state.pending["step"], state.pending["nation"]


def before(state, nation_id):
    """The nation just before `nation_id` in turn order (its right-hand neighbour, A2-ARM-2)."""
    return state.order[state.order.index(nation_id) - 1]
