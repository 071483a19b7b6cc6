"""Attika rules tests: components and limits, the map and set-up (AT-COMP, AT-MAP, AT-SET; rules page
docs/rules-attika.md), on new games and on the fixture board (T01-T04 in slots 1-4, rotation 0)."""

import random
from collections import Counter
from types import SimpleNamespace

import pytest

from antike.core.errors import InvalidOptions
from antike.games.attika import RULES
from antike.games.attika.building import Sites
from antike.games.attika.chance import lot, shuffled
from antike.games.attika.components import (AMPHORAS, BASE_COST, BUILDINGS, CARD_TOTAL, CARDS, DATA, GROUP_PIECES,
                                            HOUSE_SET, KINDS, LAYOUTS, MAIN_PIECES, OTHER_PIECES, PIECES, SEATS,
                                            SOURCES, TILES)
from antike.games.attika.hexes import DIRECTIONS, cell, neighbours, tile_cells
from antike.games.attika.map_tiles import lay_tile, legal_centres
from antike.games.attika.settlements import settlement_count
from attika_helpers import (build, check_invariants, edited, fixture, legal_of, new_game, play, put, set_hand,
                            to_board)


def _steps(seed, players=2, count=400):
    # The states of a seeded random game, one per decision.
    state = new_game(players, seed=seed)
    rng = random.Random(seed)
    states = [state]
    while RULES.to_decide(state) is not None and len(states) < count:
        state = RULES.apply(state, rng.choice(RULES.kept_legal(state)))
        states.append(state)
    return states


# --- AT-COMP -------------------------------------------------------------------------------------

def test_AT_COMP_1_material_22_tiles_4_shrines_15_amphoras_4_city_states_of_30_buildings_60_cards():
    assert len(TILES) == 22 and all(len(fields) == 7 for fields in TILES.values())
    assert max(len(layout["shrines"]) for layout in LAYOUTS.values()) == 4
    assert AMPHORAS == 15 and CARD_TOTAL == 60
    assert SEATS == ("athens", "sparta", "corinth", "thebes") and len(PIECES) == 30
    assert DATA["title"]["en"] == "Attika — house components"


def test_AT_COMP_2_four_landscape_kinds_no_grain_15_cards_each_a_field_one_symbol_or_none():
    assert KINDS == ("mountain", "hill", "forest", "water")
    assert CARDS == {"mountain": 15, "hill": 15, "forest": 15, "water": 15}
    assert "grain" not in KINDS and BUILDINGS["grain_field"]["group"] == "supply"  # a building, not a kind
    assert {symbol for fields in TILES.values() for symbol in fields} == set(KINDS) | {None}
    deck = Counter(new_game(2, seed=3).deck)
    assert set(deck) <= set(KINDS)


def test_AT_COMP_3_thirty_buildings_6_main_24_others_7_groups_costs_in_symbols_road_5_any():
    assert len(MAIN_PIECES) == 6 and len(OTHER_PIECES) == 24
    assert {group: len(pieces) for group, pieces in GROUP_PIECES.items()} == {
        "supply": 4, "defence": 4, "seafaring": 4, "viticulture": 2, "coinage": 2, "roads": 4, "city": 10}
    assert BASE_COST["fortress"] == (3, 1, 0, 0)  # the rulebook's Festung: 1 hill + 3 mountains
    assert BASE_COST["road"] is None and PIECES.count("road") == 4
    assert SOURCES["road"] == {"road"} and SOURCES["tower"] == {"fortress"} and SOURCES["fortress"] == {"quarry"}
    # A road with no symbol in reach costs 5 cards of any kind: (2,1) is plain, its four symbol
    # fields are taken by Sparta and its other neighbours are plain.
    state = edited(fixture(), lambda s: [put(s, "sparta", b, f) for b, f in
                                         (("well", "3,1"), ("quarry", "3,0"), ("road", "1,1"), ("road", "1,2"))])
    assert Sites(state, "athens").cost("road", "2,1") == ((0, 0, 0, 0), 5)
    # Every city state has the same 30 buildings.
    state = new_game(4, seed=2)
    for seat in state.order:
        record = state.players[seat]
        assert sorted(record["board"] + [b for stack in record["stacks"] for b in stack]) == sorted(PIECES)


def test_AT_COMP_4_cards_stay_60_no_hand_limit_nothing_given_between_players():
    for state in _steps(seed=11):
        assert len(state.deck) + sum(state.discards.values()) + sum(map(state.hand_size, state.order)) == 60
    # No hand limit: 40 cards in hand and three more drawn.
    big = edited(fixture(), lambda s: set_hand(s, "athens", mountain=10, hill=10, forest=10, water=10))
    assert play(big, {"type": "stop"}).hand_size("athens") == 43
    # A build pays from the builder's hand only; the other hand is untouched.
    state = edited(fixture(), lambda s: (to_board(s, "athens", "fortress"), set_hand(s, "athens", mountain=2, hill=2)))
    sparta = dict(state.players["sparta"]["hand"])
    state = build(state, "fortress", "0,0")
    assert state.players["sparta"]["hand"] == sparta and state.hand_size("athens") == 2


def test_AT_COMP_5_one_supply_of_15_amphoras_held_plus_supply_always_15():
    assert new_game(3, seed=1).supply == 15
    for state in _steps(seed=5, players=3, count=600):
        assert state.supply + sum(state.players[seat]["amphoras"] for seat in state.order) == 15


def test_AT_COMP_6_a_building_on_the_map_never_moves_one_per_field_each_piece_in_one_place():
    states = _steps(seed=7, count=500)
    assert len(states[-1].buildings) > 5
    for before, after in zip(states, states[1:]):
        assert all(after.buildings.get(field) == building for field, building in before.buildings.items())
        assert len(after.buildings) - len(before.buildings) in (0, 1)
        check_invariants(after)  # each of a player's 30 pieces in exactly one stack, the board or the map
    state = edited(fixture(), lambda s: (put(s, "sparta", "well", "1,0"), to_board(s, "athens", "fortress"),
                                         set_hand(s, "athens", mountain=9, hill=9)))
    state = play(state, {"type": "build", "building": "fortress"})
    assert "1,0" not in {decision["field"] for decision in legal_of(state, "site")}


# --- AT-MAP --------------------------------------------------------------------------------------

def test_AT_MAP_1_one_hex_grid_six_neighbours_across_tiles_gaps_not_part_of_the_map():
    assert DIRECTIONS == ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
    assert neighbours("0,0") == ("1,0", "1,-1", "0,-1", "-1,0", "-1,1", "0,1")
    state = fixture()
    # (1,0) of T01 and (2,0) of T02 touch across the tiles' edge: T02's symbols reduce a cost on T01.
    assert "2,0" in neighbours("1,0") and "3,0" not in neighbours("1,0")
    # A road at (1,1): its forest, mountain (1,0) on T01 and forest (1,2) count.
    assert Sites(state, "athens").cost("road", "1,1") == ((0, 0, 0, 0), 5 - 3)
    # A gap (neither field nor shrine) is not part of the map: no building, no symbol.
    assert "-2,1" not in state.fields and "-2,1" not in state.shrines
    state = edited(state, lambda s: (to_board(s, "athens", "fortress"), set_hand(s, "athens", mountain=9, hill=9)))
    state = play(state, {"type": "build", "building": "fortress"})
    assert "-2,1" not in {decision["field"] for decision in legal_of(state, "site")}


def test_AT_MAP_2_a_tile_is_a_centre_and_its_six_neighbours_laid_in_six_rotations():
    for rotation in range(6):
        cells = tile_cells("0,0", rotation)
        assert cells[0] == "0,0" and set(cells[1:]) == set(neighbours("0,0"))
    state = fixture()
    t01 = dict(zip(("C", "E", "NE", "NW", "W", "SW", "SE"), TILES["T01"]))
    assert state.fields["0,0"] == t01["C"] == "mountain" and state.fields["1,0"] == t01["E"] == "mountain"
    assert state.fields["0,-1"] == t01["NW"] == "water"
    # Turned by one step, the printed field of direction i lies in direction i + 1: E's mountain now NE.
    turned = edited(state, lambda s: lay_tile(s, "T01", "-3,-1", 1))
    assert turned.fields["-2,-2"] == "mountain" and turned.fields["-2,-1"] is None
    assert turned.fields["-3,-2"] == "water" and turned.fields["-4,-1"] == "water"


def test_AT_MAP_3_a_field_with_a_building_of_any_colour_is_occupied():
    state = fixture()
    assert Sites(state, "athens").cost("road", "0,0") == ((0, 0, 0, 0), 1)
    for seat in ("athens", "sparta"):
        occupied = edited(state, lambda s: put(s, seat, "well", "1,0"))
        sites = Sites(occupied, "athens")
        assert "1,0" not in sites.fields
        assert sites.cost("road", "0,0")[1] == 2  # the occupied field's mountain no longer counts


def test_AT_MAP_4_a_shrine_is_a_cell_not_a_field_no_symbol_never_built_on_never_covered():
    state = fixture()
    assert state.shrines == ["-1,-1", "2,5"] and not set(state.shrines) & set(state.fields)
    # Beside the shrine (-1,-1): (0,-1) water and (-1,0) plain; the shrine counts for nothing.
    # A harbour (1 mountain + 2 waters) at (-1,0): mountain (0,0) and water (0,-1) strike, nothing else.
    assert Sites(state, "athens").cost("harbour", "-1,0") == ((0, 0, 0, 1), 0)
    # Not occupied either: a road at (0,-1) gets the symbols of (0,0), (1,-1) and its own water.
    assert Sites(state, "athens").cost("road", "0,-1") == ((0, 0, 0, 0), 2)
    assert "-1,-1" not in legal_centres(state)
    assert "-2,-2" in legal_centres(state)  # attaches to the map at the shrine alone
    # Two own buildings that meet only at the shrine stay two settlements: a tile at (-2,-2) touches
    # the map at the shrine alone; (-1,-2) on it and (0,-1) both touch the shrine, not each other.
    assert "0,-1" not in neighbours("-1,-2") and "-1,-1" in neighbours("-1,-2")
    apart = edited(state, lambda s: (lay_tile(s, s.tile_stack.pop(0), "-2,-2", 0), put(s, "athens", "well", "-1,-2"),
                                     put(s, "athens", "quarry", "0,-1")))
    assert settlement_count(apart, "athens") == 2


@pytest.mark.parametrize("players, centres, shrines", [
    (2, ["0,0", "2,1", "-1,3", "1,4"], ["-1,-1", "2,5"]),
    (3, ["0,0", "2,1", "4,2", "-1,3", "1,4", "-2,6"], ["-1,-1", "6,1", "-3,8"]),
    (4, ["0,0", "2,1", "4,2", "-1,3", "1,4", "-4,5", "-2,6", "0,7"], ["1,-2", "6,1", "-6,6", "-1,9"]),
])
def test_AT_MAP_5_start_layouts_tiles_and_shrines_each_shrine_touching_two_fields_of_one_corner_tile(
        players, centres, shrines):
    state = new_game(players, seed=players)
    assert [tile["centre"] for tile in state.tiles] == centres and state.shrines == shrines
    for shrine in shrines:
        touched = [field for field in neighbours(shrine) if field in state.fields]
        assert len(touched) == 2
        tiles = {tile["centre"] for tile in state.tiles for field in touched if field in tile_cells(tile["centre"], 0)}
        assert len(tiles) == 1


# --- AT-SET --------------------------------------------------------------------------------------

def _replayed(seed, seats, first=None):
    # AT-SET-9's shuffles replayed on a generator of its own: lot, tiles, each player's stacks, deck.
    chance = SimpleNamespace(chance={"seed": seed, "draws": 0})
    drawn = first or lot(chance, seats)
    tiles = shuffled(chance, sorted(TILES))
    stacks = {seat: (shuffled(chance, MAIN_PIECES), shuffled(chance, OTHER_PIECES)) for seat in seats}
    deck = shuffled(chance, [kind for kind in KINDS for _ in range(15)])
    return drawn, tiles, stacks, deck


def test_AT_SET_1_start_tiles_from_the_shuffled_stack_in_slot_order_at_rotation_0():
    seats = ["athens", "sparta", "corinth"]
    state = RULES.new_game({"city_states": seats, "seed": 21, "first": "corinth"})
    _, tiles, _, _ = _replayed(21, seats, first="corinth")
    assert state.tiles == [{"tile": tile, "centre": cell(*slot), "rotation": 0}
                           for tile, slot in zip(tiles, LAYOUTS[3]["slots"])]
    assert state.tile_stack == tiles[6:] and len(state.tile_stack) == 16
    for tile in state.tiles:
        for field, symbol in zip(tile_cells(tile["centre"], 0), TILES[tile["tile"]]):
            assert state.fields[field] == symbol


@pytest.mark.parametrize("players", [2, 3, 4])
def test_AT_SET_2_as_many_shrines_as_players_spare_shrines_out_of_play(players):
    assert len(new_game(players, seed=1).shrines) == players


def test_AT_SET_3_the_15_amphoras_form_the_supply():
    state = new_game(4, seed=5)
    assert state.supply == 15 and all(state.players[seat]["amphoras"] == 0 for seat in state.order)


def test_AT_SET_4_each_player_takes_a_city_state_its_colour_board_and_30_buildings():
    state = RULES.new_game({"city_states": ["thebes", "corinth"], "seed": 4})
    assert set(state.players) == {"thebes", "corinth"}
    view = RULES.view(state, [], "thebes", "en")
    colours = {player["id"]: player["colour"] for player in view["players"]}
    assert colours == {"thebes": "#2f855a", "corinth": "#945c00"}
    for player in view["players"]:
        assert len(player["board"]) + sum(player["stacks"]) == 30  # the board open to all


def test_AT_SET_5_main_buildings_in_stack_1_others_in_three_stacks_of_8_first_position_the_top():
    seats = ["athens", "sparta"]
    state = RULES.new_game({"city_states": seats, "seed": 9, "first": "athens"})
    _, _, stacks, _ = _replayed(9, seats, first="athens")
    for seat in seats:
        main, others = stacks[seat]
        record = state.players[seat]
        full = [[record["board"][index]] + record["stacks"][index] for index in range(4)]
        assert full == [main, others[0:8], others[8:16], others[16:24]]


def test_AT_SET_6_the_top_building_of_each_stack_turned_up_onto_the_player_board():
    seats = ["sparta", "athens", "thebes", "corinth"]
    state = RULES.new_game({"city_states": seats, "seed": 13, "first": "sparta"})
    _, _, stacks, _ = _replayed(13, seats, first="sparta")
    for seat in seats:
        main, others = stacks[seat]
        assert state.players[seat]["board"] == [main[0], others[0], others[8], others[16]]
        assert [len(stack) for stack in state.players[seat]["stacks"]] == [5, 7, 7, 7]


def test_AT_SET_7_the_60_cards_shuffled_into_the_deck_the_discard_pile_empty():
    seats = ["athens", "sparta"]
    state = RULES.new_game({"city_states": seats, "seed": 2, "first": "athens"})
    _, _, _, deck = _replayed(2, seats, first="athens")
    assert state.deck == deck[4 + 6:] and not any(state.discards.values())


# AT-SET-8 with the house set's Decision: 2 players get 4 and 6 cards (the first house set dealt 4 and 5).
START_HANDS = {2: (4, 6), 3: (4, 5, 6), 4: (4, 5, 6, 7)}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_AT_SET_8_start_player_by_lot_hands_by_seat_from_the_top_of_the_deck(players):
    seats = ["athens", "sparta", "corinth", "thebes"][:players]
    state = RULES.new_game({"city_states": seats, "seed": 6})
    first, _, _, deck = _replayed(6, seats)
    start = seats.index(first)
    assert state.order == seats[start:] + seats[:start] and state.acting == first
    assert tuple(state.hand_size(seat) for seat in state.order) == START_HANDS[players]
    dealt = 0
    for seat, size in zip(state.order, START_HANDS[players]):
        assert state.players[seat]["hand"] == {kind: deck[dealt:dealt + size].count(kind) for kind in KINDS}
        dealt += size
    assert state.deck == deck[dealt:]
    starters = {new_game(players, seed=seed).order[0] for seed in range(16)}
    assert len(starters) > 1  # really by lot


@pytest.mark.parametrize("players", [2, 3, 4])
def test_AT_SET_8_the_house_sets_versions_new_games_the_current_a_record_without_one_the_first(players):
    """New games record house set 2; house set 1 (before the Decision) dealt 4, 5, 6, 7 by seat, and a
    record without `house_set` replays with it; any other value is refused by name."""
    options = {"players": players, "seed": 11}
    current = RULES.new_game(options)
    assert current.options["house_set"] == HOUSE_SET == 2
    first = RULES.new_game({**options, "house_set": 1})
    assert [first.hand_size(seat) for seat in first.order] == [4, 5, 6, 7][:players]
    assert RULES.recorded_options(options) == {**options, "house_set": 1}
    assert RULES.recorded_options({**options, "house_set": 2}) == {**options, "house_set": 2}
    for value in (0, 3, True, "2", None, 1.0):
        with pytest.raises(InvalidOptions, match="'house_set' must be a version of the house set among 1, 2"):
            RULES.new_game({**options, "house_set": value})


def test_AT_SET_9_every_shuffle_from_the_seeded_generator_in_order_same_seed_and_decisions_same_game():
    seats = ["athens", "sparta", "corinth"]
    by_lot = RULES.new_game({"city_states": seats, "seed": 31})
    first, tiles, stacks, deck = _replayed(31, seats)
    assert by_lot.order[0] == first and by_lot.tile_stack == tiles[6:]
    assert by_lot.players["corinth"]["board"][0] == stacks["corinth"][0][0]
    # With the start player fixed the lot is skipped: the tiles come from the generator's first draw.
    fixed = RULES.new_game({"city_states": seats, "seed": 31, "first": "sparta"})
    assert fixed.tile_stack == _replayed(31, seats, first="sparta")[1][6:]
    # The generator lives in the state: a JSON round trip mid-game replays the same reshuffles.
    a, b = _steps(seed=3, count=300), _steps(seed=3, count=300)
    assert [s.to_json() for s in a] == [s.to_json() for s in b]
    assert a[-1].chance["draws"] >= 6
