"""Helpers for Attika's tests: new games, the rules page's fixture board, positions set up by hand,
building in one call, random play and the invariants every state keeps."""

import random

from antike.games.attika import RULES
from antike.games.attika.components import AMPHORAS, CARD_TOTAL, KINDS, PIECES, TILES
from antike.games.attika.hexes import cell
from antike.games.attika.map_tiles import lay_tile
from antike.games.attika.state import AttikaState

FIXTURE_TILES = ("T01", "T02", "T03", "T04")  # the data page's fixture: slots 1-4, rotation 0
FIXTURE_SLOTS = ((0, 0), (2, 1), (-1, 3), (1, 4))


class TickingClock:
    """A clock that moves on by `tick` seconds every time it is read: a hard player's search by the
    clock made reproducible."""

    def __init__(self, tick):
        self.now, self.tick = 0.0, tick

    def __call__(self):
        self.now += self.tick
        return self.now


def new_game(players=2, seed=1, first=None, **options):
    """A new game's state (the start player by lot unless `first` names one)."""
    return RULES.new_game({"players": players, "seed": seed, "first": first, **options})


def edited(state, change):
    """A copy of `state` after `change(state)` edits it in place (to set up a position)."""
    new = AttikaState.from_json(state.to_json())
    change(new)
    return new


def fixture(city_states=("athens", "sparta"), first=None, seed=1):
    """A 2-player game on the fixture board of the data page (T01-T04 in slots 1-4, rotation 0,
    shrines (-1,-1) and (2,5)); `first` (default: the first city state) is to act."""
    state = RULES.new_game({"city_states": list(city_states), "seed": seed, "first": first or city_states[0]})

    def lay_fixture(new):
        new.tile_stack = [tile for tile in sorted(TILES) if tile not in FIXTURE_TILES]
        new.tiles, new.fields = [], {}
        for tile, slot in zip(FIXTURE_TILES, FIXTURE_SLOTS):
            lay_tile(new, tile, cell(*slot), 0)
    return edited(state, lay_fixture)


def _take_piece(state, seat, building):
    # Take one `building` of `seat` from his player board, else from a stack.
    record = state.players[seat]
    if building in record["board"]:
        record["board"].remove(building)
        return
    for stack in record["stacks"]:
        if building in stack:
            stack.remove(building)
            return
    raise AssertionError(f"{seat} has no {building} off the map")


def put(state, seat, building, field):
    """Stand `seat`'s `building` (from his player board or a stack) on `field`: a position, no rule."""
    _take_piece(state, seat, building)
    state.buildings[field] = {"owner": seat, "building": building}


def to_board(state, seat, building):
    """Move one of `seat`'s `building` from a stack onto his player board; when none is left in the
    stacks, one must be on the board already."""
    record = state.players[seat]
    for stack in record["stacks"]:
        if building in stack:
            stack.remove(building)
            record["board"].append(building)
            return
    assert building in record["board"], f"{seat} has no {building} in the stacks or on the board"


def set_hand(state, seat, **cards):
    """Give `seat` exactly `cards` ({kind: n}): his old hand goes back to the deck, the new one comes
    from deck and discard pile, so the 60 cards stay 60."""
    hand = state.players[seat]["hand"]
    for kind in KINDS:
        state.deck += [kind] * hand[kind]
        hand[kind] = 0
    for kind, count in cards.items():
        for _ in range(count):
            if kind in state.deck:
                state.deck.remove(kind)
            else:
                assert state.discards[kind], f"no {kind} card left"
                state.discards[kind] -= 1
            hand[kind] += 1


def play(state, *decisions):
    """`state` after the decisions, each checked against the legal list."""
    for decision in decisions:
        state = RULES.apply(state, decision)
    return state


def build(state, building, field, payment=None):
    """The acting seat builds `building` from his player board on `field` (the default payment, or
    `payment` when a choice is asked)."""
    state = play(state, {"type": "build", "building": building}, {"type": "site", "field": field})
    if state.pending is not None and state.pending["step"] == "payment":
        state = play(state, {"type": "pay"} if payment is None else {"type": "pay", "payment": payment})
    return state


def legal_of(state, kind):
    """The legal decisions of one type."""
    return [decision for decision in RULES.kept_legal(state) if decision["type"] == kind]


def check_invariants(state):
    """Every invariant the rules page names for a state (AT-COMP-4..6, AT-MAP-3); raises AssertionError."""
    hands = sum(state.hand_size(seat) for seat in state.order)
    assert len(state.deck) + sum(state.discards.values()) + hands == CARD_TOTAL
    assert all(count >= 0 for count in state.discards.values())
    assert all(count >= 0 for seat in state.order for count in state.players[seat]["hand"].values())
    assert state.supply + sum(state.players[seat]["amphoras"] for seat in state.order) == AMPHORAS
    assert state.supply >= 0 and all(state.players[seat]["amphoras"] >= 0 for seat in state.order)
    laid = [tile["tile"] for tile in state.tiles]
    in_hand = [state.scratch["tile"]] if state.scratch and state.scratch["tile"] else []
    assert sorted(laid + state.tile_stack + in_hand) == sorted(TILES)
    assert len(state.fields) == 7 * len(laid)
    assert not set(state.fields) & set(state.shrines)
    for field in state.buildings:
        assert field in state.fields, field  # every building on a field (a dict holds one per field)
    for seat in state.order:
        record = state.players[seat]
        placed = [b["building"] for b in state.buildings.values() if b["owner"] == seat]
        held = []
        scratch = state.scratch
        if state.acting == seat and scratch and scratch["building"] and scratch["stack"]:
            held = [scratch["building"]]
        everything = placed + record["board"] + [b for stack in record["stacks"] for b in stack] + held
        assert sorted(everything) == sorted(PIECES), seat
        assert len(record["stacks"]) == 4


def random_game(players, seed, limit=20000, check=check_invariants, options=None):
    """A game played by uniformly random decisions to its end; returns (final state, decisions)."""
    state = RULES.new_game({"players": players, "seed": seed, **(options or {})})
    rng = random.Random(seed)
    count = 0
    while RULES.to_decide(state) is not None and count < limit:
        state = RULES.apply(state, rng.choice(RULES.kept_legal(state)))
        count += 1
        if check is not None:
            check(state)
    return state, count


def final_summary(game):
    """What a golden transcript keeps of an Attika match's final state beside its digest, readable in
    a diff: the turn, the supply, deck, discard pile and tiles, each player's buildings by place, hand,
    amphoras and completed groups (AT-AMP-2), and the saved-games row's status in English and German."""
    state = game.state
    players = {}
    for seat in state.order:
        record = state.players[seat]
        players[seat] = {"on_map": sum(1 for b in state.buildings.values() if b["owner"] == seat),
                         "board": len(record["board"]), "stacks": [len(stack) for stack in record["stacks"]],
                         "hand": state.hand_size(seat), "amphoras": record["amphoras"],
                         "groups": sorted(record["groups"])}
    return {"turn": state.turn, "supply": state.supply, "deck": len(state.deck),
            "discards": sum(state.discards.values()), "tiles_laid": len(state.tiles),
            "tile_stack": len(state.tile_stack), "players": players,
            "status": {language: game.rules.summary(state, language)["status"] for language in ("en", "de")}}
