"""Attika rules tests: groups and amphoras (AT-AMP-*), extending the map (AT-EXT-*) and the deck
(AT-DECK-*), on the rules page's fixture board (docs/rules-attika.md)."""

import pytest

from antike.core.errors import IllegalDecision
from antike.games.attika import RULES
from antike.games.attika.cards import draw
from antike.games.attika.components import KINDS, PIECES, TILES
from antike.games.attika.costs import reach_symbols
from antike.games.attika.hexes import neighbours, tile_cells
from antike.games.attika.map_tiles import lay_tile, legal_centres
from antike.games.attika.settlements import building_group
from attika_helpers import build, check_invariants, edited, fixture, legal_of, play, put, set_hand, to_board


def position(change, city_states=("athens", "sparta")):
    """The fixture with the first city state to act, after `change(state)`."""
    return edited(fixture(city_states), change)


def on_top(state, seat, building, stack=None):
    """Put one `building` of `seat`'s (from a stack or his player board) on top of its stack (or of
    stack number `stack`, moving it there); returns the stack's number."""
    stacks, board = state.players[seat]["stacks"], state.players[seat]["board"]
    source = next((stack for stack in stacks if building in stack), board)
    source.remove(building)
    if source is board:
        source = stacks[(stack or 2) - 1]
    target = source if stack is None else stacks[stack - 1]
    target.insert(0, building)
    return stacks.index(target) + 1


def leave_one(state, seat, stack):
    """Move all but the top building of `seat`'s stack number `stack` onto his player board."""
    pile = state.players[seat]["stacks"][stack - 1]
    state.players[seat]["board"] += pile[1:]
    del pile[1:]


def cards_at(state, deck, discards, other="sparta"):
    """Leave `deck` cards in the deck and `discards` ({kind: n}) on the discard pile; the rest of
    deck, pile and `other`'s hand goes to `other` (the 60 cards stay 60)."""
    pool = list(state.deck) + [k for k in KINDS for _ in range(state.discards[k])]
    pool += [k for k in KINDS for _ in range(state.players[other]["hand"][k])]
    for kind, count in discards.items():
        for _ in range(count):
            pool.remove(kind)
    state.discards = {kind: discards.get(kind, 0) for kind in KINDS}
    state.deck, rest = pool[:deck], pool[deck:]
    state.players[other]["hand"] = {kind: rest.count(kind) for kind in KINDS}


def give_amphoras(state, seat, count):
    """`seat` holds `count` amphoras taken from the supply."""
    state.players[seat]["amphoras"] += count
    state.supply -= count


def amphoras(state, seat):
    return state.players[seat]["amphoras"]


# --- AT-AMP --------------------------------------------------------------------------------------

def test_AT_AMP_1_every_building_belongs_to_one_of_seven_groups():
    sizes = {}
    for piece in PIECES:
        sizes[building_group(piece)] = sizes.get(building_group(piece), 0) + 1
    assert sizes == {"supply": 4, "defence": 4, "seafaring": 4, "viticulture": 2, "coinage": 2, "roads": 4,
                     "city": 10}
    view = RULES.view(fixture(), [], "athens", "en")
    assert all(player["groups"] == [] for player in view["players"])  # the player board shows completed groups


def test_AT_AMP_2_a_group_is_complete_when_all_its_buildings_are_on_the_map_linked_among_themselves():
    def coinage(first, other_building=None):
        def change(s):
            put(s, "athens", first, "0,0")
            if other_building:
                put(s, "athens", other_building, "1,0")
            to_board(s, "athens", "mint" if first == "silver_mine" else "silver_mine")
            set_hand(s, "athens", mountain=5, hill=5, forest=5, water=5)
        return position(change)
    apart = build(coinage("silver_mine"), "mint", "2,3")
    assert amphoras(apart, "athens") == 0 and apart.players["athens"]["groups"] == []
    # Another own building does not bridge, though all three make one settlement.
    bridged = build(coinage("silver_mine", "road"), "mint", "2,0")
    assert amphoras(bridged, "athens") == 0
    assert amphoras(build(coinage("silver_mine"), "mint", "1,0"), "athens") == 1
    # The arrow order does not matter: the mint first, then the silver mine next to it.
    assert amphoras(build(coinage("mint"), "silver_mine", "1,0"), "athens") == 1


def test_AT_AMP_3_a_completed_group_pays_one_amphora_at_once_and_only_once():
    def change(s):
        put(s, "athens", "vineyard", "0,0")
        to_board(s, "athens", "vintner")
        to_board(s, "athens", "road")
        set_hand(s, "athens", mountain=5, hill=5, forest=5, water=5)
    state = build(position(change), "vintner", "1,0")
    assert amphoras(state, "athens") == 1 and state.supply == 14
    assert [event["event"] for event in state.events] == ["build", "amphora"]
    assert state.players["athens"]["groups"] == ["viticulture"]
    state = build(state, "road", "2,0")  # next to the vintner: nothing more
    assert amphoras(state, "athens") == 1 and state.supply == 14 and len(state.events) == 1
    check_invariants(state)


def test_AT_AMP_4_with_the_supply_empty_a_completed_group_gives_a_card_at_once():
    def change(s):
        give_amphoras(s, "sparta", 15)
        put(s, "athens", "vineyard", "0,0")
        on_top(s, "athens", "vintner")
        set_hand(s, "athens", mountain=5, hill=5, forest=5, water=5)
    state = position(change)
    stack = next(i + 1 for i, pile in enumerate(state.players["athens"]["stacks"]) if pile[0] == "vintner")
    before = state.hand_size("athens")
    state = play(state, {"type": "reveal", "stack": stack}, {"type": "site", "field": "1,0"})
    spent = sum(state.events[0]["payment"].values())
    assert state.hand_size("athens") == before - spent + 1 and amphoras(state, "athens") == 0
    assert [event["event"] for event in state.events] == ["build", "group_card", "draw"]
    assert state.revealed  # the card drawn is hidden information
    assert legal_of(state, "reveal") and state.pending["step"] == "action"  # a reward, not the turn's draw
    check_invariants(state)


def test_AT_AMP_5_amphoras_are_spent_in_the_owners_turn_any_number_and_go_back_to_the_supply():
    state = position(lambda s: give_amphoras(s, "sparta", 3))
    # Athens's turn: Sparta's amphoras buy nothing now.
    assert all(not decision.get("amphora") for decision in RULES.kept_legal(state))
    assert [decision["amphoras"] for decision in legal_of(state, "stop")] == [0]
    state = play(state, {"type": "stop"})
    assert amphoras(state, "sparta") == 3 and state.acting == "sparta"
    # Sparta's turn: two extra reveals and a card, three amphoras in one turn.
    for stack in (1, 2, 3, 4):
        state = play(state, {"type": "reveal", "stack": stack, **({"amphora": True} if stack > 2 else {})},
                     {"type": "park"})
    assert amphoras(state, "sparta") == 1 and state.supply == 14
    state = play(state, {"type": "stop", "amphoras": 1})
    assert amphoras(state, "sparta") == 0 and state.supply == 15
    check_invariants(state)


def test_AT_AMP_6_an_extra_action_comes_after_the_normal_ones_of_the_same_kind():
    state = position(lambda s: (give_amphoras(s, "athens", 2),
                                set_hand(s, "athens", mountain=9, hill=9, forest=9, water=9)))
    # No action yet: nothing to buy an extra action of.
    assert not any(decision.get("amphora") for decision in RULES.kept_legal(state))
    reveals = play(state, {"type": "reveal", "stack": 1}, {"type": "park"})
    assert {decision["amphora"] for decision in legal_of(reveals, "reveal")} == {False}
    reveals = play(reveals, {"type": "reveal", "stack": 2}, {"type": "park"})
    assert {decision["amphora"] for decision in legal_of(reveals, "reveal")} == {True}
    assert not legal_of(reveals, "build")  # of the kind played: reveal
    with pytest.raises(IllegalDecision):
        play(reveals, {"type": "reveal", "stack": 3, "amphora": False})
    builds = state
    for field in ("2,3", "2,4", "1,4"):
        assert {decision["amphora"] for decision in legal_of(builds, "build")} == {False}
        builds = build(builds, legal_of(builds, "build")[0]["building"], field)
    assert legal_of(builds, "build") and {d["amphora"] for d in legal_of(builds, "build")} == {True}
    assert not legal_of(builds, "reveal")
    builds = build(builds, legal_of(builds, "build")[0]["building"], "0,4")
    assert amphoras(builds, "athens") == 1 and builds.events[-1]["amphora"] is True
    before = builds.hand_size("athens")
    assert play(builds, {"type": "stop"}).hand_size("athens") == before  # the bought build leaves no card


def test_AT_AMP_7_amphoras_spent_on_cards_when_stopping_and_then_the_turn_ends():
    state = position(lambda s: give_amphoras(s, "athens", 2))
    assert [decision["amphoras"] for decision in legal_of(state, "stop")] == [0, 1, 2]
    before = state.hand_size("athens")
    after = play(state, {"type": "stop", "amphoras": 2})
    assert after.hand_size("athens") == before + 3 + 2 and amphoras(after, "athens") == 0 and after.supply == 15
    assert after.acting == "sparta"
    # No more amphoras for cards than there are cards to draw (AT-DECK-2).
    short = edited(state, lambda s: cards_at(s, 4, {}))
    assert [decision["amphoras"] for decision in legal_of(short, "stop")] == [0, 1]


# --- AT-EXT --------------------------------------------------------------------------------------

def test_AT_EXT_1_only_a_reveal_that_empties_a_stack_extends_the_map():
    for players in (2, 3, 4):
        state = RULES.new_game({"players": players, "seed": players})
        assert all(len(stack) for seat in state.order for stack in state.players[seat]["stacks"])
    state = position(lambda s: (leave_one(s, "athens", 2), s.players["athens"]["stacks"][1].insert(0, "road")))
    state = play(state, {"type": "reveal", "stack": 2}, {"type": "park"})  # one building left in it
    assert state.pending["step"] == "action" and len(state.tiles) == 4
    state = play(state, {"type": "reveal", "stack": 2}, {"type": "park"})  # the last one
    assert state.pending["step"] == "tile"
    # Building the last building of a colour's board empties nothing of a stack: no tile.
    built = position(lambda s: (s.players["athens"].update(board=["road"]), set_hand(s, "athens", water=9)))
    built = build(built, "road", "0,0")
    assert built.pending["step"] == "action" and len(built.tiles) == 4


def test_AT_EXT_2_the_revealed_building_and_its_amphora_come_first_then_the_tile_is_laid_at_once():
    def change(s):
        put(s, "athens", "vineyard", "0,0")
        on_top(s, "athens", "vintner", 2)
        leave_one(s, "athens", 2)
        s.tile_stack.insert(0, s.tile_stack.pop(s.tile_stack.index("T07")))
        set_hand(s, "athens", mountain=5, hill=5, forest=5, water=5)
    state = play(position(change), {"type": "reveal", "stack": 2}, {"type": "site", "field": "1,0"})
    assert [event["event"] for event in state.events] == ["build", "amphora", "tile_turned_up"]
    assert state.pending["step"] == "tile" and state.scratch["tile"] == "T07" and state.revealed
    assert {decision["type"] for decision in RULES.kept_legal(state)} == {"lay_tile"}
    with pytest.raises(IllegalDecision):
        play(state, {"type": "stop"})
    state = play(state, {"type": "lay_tile", "centre": "-2,-2", "rotation": 0})
    assert state.pending == {"player": "athens", "step": "action"} and state.tiles[-1]["tile"] == "T07"
    # A revealed building that wins ends the game: no tile.
    def wins(s):
        change(s)
        for field, building in zip(("0,-1", "1,-1", "2,0", "2,1", "2,2", "2,3"),
                                   ("agora", "temple", "oracle", "theatre", "council_hall", "gymnasium")):
            put(s, "athens", building, field)
        put(s, "athens", "stadium", "2,4")
    won = play(position(wins), {"type": "reveal", "stack": 2}, {"type": "site", "field": "1,0"})
    assert won.outcome["reason"] == "shrines" and "tile_turned_up" not in [e["event"] for e in won.events]


def test_AT_EXT_3_a_new_tile_covers_no_field_or_shrine_and_touches_one():
    state = fixture()
    taken = set(state.fields) | set(state.shrines)
    centres = legal_centres(state)
    assert len(centres) == 32 and "-2,-2" in centres
    for centre in {near for place in taken for near in neighbours(place)} | set(centres) | {"-2,0", "-1,-1"}:
        cells = tile_cells(centre, 0)
        legal = not taken & set(cells) and any(set(neighbours(c)) & taken for c in cells)
        assert (centre in centres) == legal, centre
    assert "-4,-4" not in centres and "-2,0" not in centres and "-1,-1" not in centres
    # The footprint is the same in every rotation; the rotation only turns the symbols.
    tile = "T07"
    laid = {rotation: edited(state, lambda s, r=rotation: (s.tile_stack.remove(tile), lay_tile(s, tile, "1,-3", r)))
            for rotation in range(6)}
    assert len({frozenset(s.fields) for s in laid.values()}) == 1
    assert [laid[0].fields[c] for c in tile_cells("1,-3", 0)] == list(TILES[tile])  # printed: C, E, NE, ...
    assert laid[5].fields["1,-2"] == "mountain" and laid[0].fields["1,-2"] is None  # E turned to SE


def test_AT_EXT_4_with_the_tile_stack_empty_nothing_is_laid_and_the_turn_goes_on():
    state = position(lambda s: (leave_one(s, "athens", 1), s.tile_stack.clear()))
    state = play(state, {"type": "reveal", "stack": 1}, {"type": "park"})
    assert state.events[-1]["event"] == "no_tile" and len(state.tiles) == 4
    assert state.pending == {"player": "athens", "step": "action"} and legal_of(state, "reveal")


def test_AT_EXT_5_new_fields_can_be_built_on_at_once_and_count_for_costs():
    def change(s):
        leave_one(s, "athens", 1)
        on_top(s, "athens", "tower", 2)
        s.tile_stack.insert(0, s.tile_stack.pop(s.tile_stack.index("T07")))
        set_hand(s, "athens", mountain=5, hill=5, forest=5, water=5)
    state = play(position(change), {"type": "reveal", "stack": 1}, {"type": "park"})
    before = reach_symbols(state, "1,-1")
    state = play(state, {"type": "lay_tile", "centre": "1,-3", "rotation": 5})  # its mountain E on (1,-2)
    assert state.fields["1,-2"] == "mountain"
    assert reach_symbols(state, "1,-1") == (before[0] + 1,) + before[1:]
    state = play(state, {"type": "reveal", "stack": 2})
    assert {"type": "site", "field": "1,-2"} in RULES.kept_legal(state)
    state = play(state, {"type": "site", "field": "1,-2"})
    if state.pending["step"] == "payment":
        state = play(state, {"type": "pay"})
    assert state.buildings["1,-2"] == {"owner": "athens", "building": "tower"}
    check_invariants(state)


# --- AT-DECK -------------------------------------------------------------------------------------

def test_AT_DECK_1_cards_are_drawn_from_the_top_of_the_deck():
    state = fixture()
    top, before = state.deck[:3], dict(state.players["athens"]["hand"])
    state = play(state, {"type": "stop"})
    assert state.players["athens"]["hand"] == {kind: before[kind] + top.count(kind) for kind in KINDS}
    drawn = next(event for event in state.events if event["event"] == "draw")
    assert drawn["cards"] == {kind: top.count(kind) for kind in KINDS if top.count(kind)}


def test_AT_DECK_2_the_discard_pile_becomes_the_deck_when_the_last_card_is_drawn():
    state = edited(fixture(), lambda s: cards_at(s, 2, {"hill": 3, "water": 2}))
    state.events = []
    assert draw(state, "athens", 2, "turn") == 2
    assert len(state.deck) == 5 and not any(state.discards.values())  # at once, not at the next draw
    assert sorted(state.deck) == ["hill"] * 3 + ["water"] * 2
    # Discard pile empty at that moment: the deck stays empty until a draw finds it so.
    empty = edited(fixture(), lambda s: cards_at(s, 2, {}))
    assert draw(empty, "athens", 2, "turn") == 2 and empty.deck == []
    empty.discards["forest"] = 2  # paid meanwhile
    assert draw(empty, "athens", 1, "turn") == 1 and empty.deck == ["forest"] and not any(empty.discards.values())
    # Both empty: the draw gives nothing, and no amphora is offered for a card.
    none = edited(fixture(), lambda s: (cards_at(s, 0, {}), give_amphoras(s, "athens", 1)))
    assert [decision["amphoras"] for decision in legal_of(none, "stop")] == [0]
    before = none.hand_size("athens")
    after = play(none, {"type": "stop"})
    assert after.hand_size("athens") == before and not after.revealed
    assert [e for e in after.events if e["event"] == "draw"][0]["count"] == 0
    check_invariants(after)
