"""Duellum rules tests: components, boards and set-up (D-COMP, D-MAP, D-SET; docs:
docs/rules-duellum.md), on new games and on positions set up by editing a new West game."""

import pytest

from antike.core.errors import InvalidOptions
from antike.games.duellum import RULES, decisions
from antike.games.duellum.board import BOARDS, load_board
from antike.games.duellum.vocabulary import BANK_COINS, HOUSE_SET, HOUSE_SETS, RESOURCES, SECOND_PLAYER_COINS, UNITS
from duellum_helpers import check_invariants, edited, finish_turn, legal_of, new_game, play
from test_duellum_engine import CARTHAGINIANS, ROMANS, romans_turn, units
from test_duellum_rules_economy import temples, unit_places


# --- D-COMP --------------------------------------------------------------------------------------

def test_D_COMP_1_two_players_in_brown_and_beige_each_with_twelve_legions_and_twelve_galleys():
    state = new_game("west", seed=3)
    board = state.board
    assert len(state.order) == 2 and {board.colour(player) for player in state.order} == {"#5c3615", "#85704f"}
    for player in state.order:
        assert all(sum(unit_places(state, player, unit)) == 12 for unit in UNITS)
    # Recruited, armed and fought units only change places: supply, pool or a region.
    state = romans_turn(lambda d: (units(d, "roma", CARTHAGINIANS, legion=1), d["players"][ROMANS].update(gold=9)))
    state = play(state, {"type": "rondel", "field": "scientia"}, {"type": "recruit", "unit": "legion"},
                 {"type": "recruit", "unit": "galley"})
    assert unit_places(state, ROMANS, "legion") == (10, 2, 0) and unit_places(state, ROMANS, "galley") == (10, 2, 0)
    state = play(finish_turn(state), {"type": "rondel", "field": "ferrum"})
    state = play(finish_turn(state), {"type": "rondel", "field": "militia"},
                 {"type": "arm", "region": "roma", "unit": "legion"})
    assert unit_places(state, ROMANS, "legion") == (10, 2, 0)  # the fight sent it back to the pool
    assert unit_places(state, CARTHAGINIANS, "legion") == (10, 2, 0)
    check_invariants(state)


def test_D_COMP_2_the_bank_holds_temples_tiles_walls_and_personages_resources_never_run_out():
    state = new_game("west", seed=3)
    cities = [c for c in state.cities.values() if c]
    assert state.bank["temples"] == 12
    assert {r: state.bank["tiles"][r] + sum(c["resource"] == r for c in cities) for r in RESOURCES} == {
        "marble": 12, "iron": 12, "gold": 10}
    assert state.bank["walls"] + sum(state.players[p]["walls"] for p in state.order) == 12
    assert sum(state.bank["personages"].values()) == 21
    # Marble, iron and gold are not counted in the bank: production never lacks them.
    assert not set(RESOURCES) & set(state.bank)
    rich = romans_turn(lambda d: (temples(d, ROMANS, ["roma"]), d["players"][ROMANS].update(marble=500)))
    assert play(rich, {"type": "rondel", "field": "marmor"}).players[ROMANS]["marble"] == 503


def test_D_COMP_2_the_invariants_count_the_twelve_walls_across_bank_and_players():
    state = new_game("west", seed=3)
    check_invariants(state)
    leaked = edited(state, lambda d: d["bank"].update(walls=d["bank"]["walls"] - 1))  # a wall lost
    with pytest.raises(AssertionError, match="walls"):
        check_invariants(leaked)

def test_D_COMP_3_twenty_coins_and_coins_paid_go_back_to_the_bank():
    state = new_game("west", seed=3)
    assert state.bank["coin"] + sum(state.players[p]["coin"] for p in state.order) == 20
    state = romans_turn(lambda d: d["players"][ROMANS].update(rondel="ferrum", marble=0, iron=0, gold=0, coin=1))
    bank = state.bank["coin"]
    assert legal_of(state, "rondel")[3] == {"type": "rondel", "field": "militia", "payment": {"coin": 1}}
    state = play(state, {"type": "rondel", "field": "militia", "payment": {"coin": 1}})
    assert state.players[ROMANS]["coin"] == 0 and state.bank["coin"] == bank + 1


def test_D_COMP_4_a_coin_stands_in_for_a_resource_but_a_coin_surcharge_is_paid_in_coins():
    state = play(romans_turn(lambda d: d["players"][ROMANS].update(marble=5, coin=1)),
                 {"type": "rondel", "field": "templum"})
    assert {"type": "build_temple", "region": "roma", "payment": {"marble": 5, "coin": 1}} in legal_of(
        state, "build_temple")
    # A temple next to a temple (Cremona's) costs a coin: 12 marble do not pay it.
    def change(data):
        temples(data, ROMANS, ["cremona"])
        data["players"][ROMANS].update(marble=12, coin=0)
    state = play(romans_turn(change), {"type": "rondel", "field": "templum"})
    assert not [d for d in legal_of(state, "build_temple") if d["region"] == "roma"]
    state = edited(state, lambda d: d["players"][ROMANS].update(coin=1))
    assert [d["payment"] for d in legal_of(state, "build_temple") if d["region"] == "roma"] == [
        {"marble": 6, "coin": 1}]


def test_D_COMP_5_nothing_passes_between_the_players_and_the_bank_gives_no_credit():
    assert not {"give", "lend", "offer", "trade_with"} & set(decisions.FIELDS)
    # A Commercium trade is with the bank: the opponent's holdings do not change.
    state = romans_turn(lambda d: d["players"][ROMANS]["know_hows"].update(commercium=0))
    before = dict(state.players[CARTHAGINIANS])
    after = play(state, {"type": "trade", "give": {"marble": 3}, "get": {"iron": 2}})
    assert after.players[CARTHAGINIANS] == before
    # Without the 6 marble (or coins) a temple is not built on credit.
    poor = play(romans_turn(lambda d: d["players"][ROMANS].update(marble=5)), {"type": "rondel", "field": "templum"})
    assert not legal_of(poor, "build_temple")


def test_D_COMP_6_a_conquest_turns_the_tile_over_and_a_wall_keeps_its_owner():
    def change(data):
        data["cities"]["carthago"]["wall"] = True
        data["players"][CARTHAGINIANS]["walls"] = 0
        units(data, "carthago", ROMANS, legion=2)
    state = play(romans_turn(change), {"type": "rondel", "field": "duellum_1"}, {"type": "end_movement"})
    tiles = dict(state.bank["tiles"])
    state = play(state, {"type": "conquer", "region": "carthago", "legions": 2, "galleys": 0})
    assert state.cities["carthago"] == {"owner": ROMANS, "resource": "gold", "temple": False, "wall": False}
    assert state.bank["tiles"] == tiles
    carthaginians = state.players[CARTHAGINIANS]
    assert carthaginians["walls"] == 1 and carthaginians["walls_earned"] == 1
    assert state.players[ROMANS]["walls_earned"] == 1
    check_invariants(state)


def test_D_COMP_7_what_runs_out_cannot_be_had():
    def change(data):
        record = data["players"][ROMANS]
        record["pool"]["legion"] += record["supply"]["legion"]
        record["supply"]["legion"] = 0
        record["gold"] = 9
    state = play(romans_turn(change), {"type": "rondel", "field": "scientia"})
    assert {d["unit"] for d in legal_of(state, "recruit")} == {"galley"}
    # No temple left in the bank: none is built.
    state = play(romans_turn(lambda d: (d["bank"].update(temples=0), d["players"][ROMANS].update(marble=20))),
                 {"type": "rondel", "field": "templum"})
    assert not legal_of(state, "build_temple") and legal_of(state, "build_wall")
    # No gold tile left: no gold city.
    def no_gold(data):
        data["bank"]["tiles"]["gold"] = 0
        data["players"][ROMANS]["coin"] = 1  # Neapolis's marble neighbour Roma asks a coin
        units(data, "neapolis", ROMANS, legion=1)
    state = play(romans_turn(no_gold), {"type": "rondel", "field": "duellum_1"}, {"type": "end_movement"})
    assert {d["resource"] for d in legal_of(state, "found")} == {"marble", "iron"}


# --- D-MAP ---------------------------------------------------------------------------------------

def test_D_MAP_1_two_house_boards_west_and_east():
    assert BOARDS == ("west", "east")
    assert load_board("west").players == ["carthaginians", "romans"]
    assert load_board("east").players == ["greeks", "persians"]
    for board in BOARDS:
        assert load_board(board).data["house_layout"] is True
        assert sorted(new_game(board, seed=1).order) == sorted(load_board(board).players)


@pytest.mark.parametrize("board_id", BOARDS)
def test_D_MAP_2_land_and_sea_regions_and_three_start_cities_of_each_player(board_id):
    board = load_board(board_id)
    assert {region["kind"] for region in board.regions.values()} == {"land", "sea"}
    assert all(isinstance(region.get("site") or "", str) for region in board.regions.values())
    for player in board.players:
        starts = [start["resource"] for start in board.start_cities.values() if start["player"] == player]
        assert sorted(starts) == sorted(RESOURCES)
    state = new_game(board_id, seed=1)
    assert set(state.cities) == set(board.sites)
    for region, site in state.cities.items():
        assert (site is not None) == (region in board.start_cities)  # other sites show no resource


@pytest.mark.parametrize("board_id", BOARDS)
def test_D_MAP_3_borders_land_sea_combined_and_who_crosses_them(board_id):
    board = load_board(board_id)
    pairs = [frozenset((border["a"], border["b"])) for border in board.data["borders"]]
    assert len(pairs) == len(set(pairs)) and all(len(pair) == 2 for pair in pairs)  # one border per pair
    for region, kinds in board.border_kinds.items():
        assert set(board.neighbours[region]) == set(kinds)  # any kind makes neighbours
        assert set(board.crossable["legion"][region]) == {n for n, k in kinds.items() if k in ("land", "combined")}
        assert set(board.crossable["galley"][region]) == {n for n, k in kinds.items() if k in ("sea", "combined")}


def test_D_MAP_3_a_legion_and_a_galley_in_croton_on_the_west_board():
    # Croton: land to Neapolis and Brundisium, combined to Syracusae, sea to three sea regions.
    state = play(romans_turn(lambda d: units(d, "croton", ROMANS, legion=1, galley=1)),
                 {"type": "rondel", "field": "duellum_1"})
    moves = {(d["unit"], d["path"][0]) for d in legal_of(state, "move") if len(d["path"]) == 1}
    assert {r for u, r in moves if u == "legion"} == {"neapolis", "brundisium", "syracusae"}
    assert {r for u, r in moves if u == "galley"} == {"syracusae", "mare_tyrrhenum", "mare_ionium", "lipara"}


@pytest.mark.parametrize("board_id", BOARDS)
def test_D_MAP_4_a_sea_region_without_a_site_shows_a_ship_symbol(board_id):
    board = load_board(board_id)
    for region, data in board.regions.items():
        if data["kind"] == "land":
            assert board.navigator_points(region) == 0
        else:
            assert board.navigator_points(region) == (1 if data.get("site") else 2)


def test_D_MAP_5_only_sea_borders_and_only_land_borders():
    for board_id in BOARDS:
        board = load_board(board_id)
        for region, kinds in board.border_kinds.items():
            assert board.only_sea_borders(region) == (set(kinds.values()) == {"sea"})
            assert board.only_land_borders(region) == (set(kinds.values()) == {"land"})
    west, east = load_board("west"), load_board("east")
    assert [r for r in west.regions if west.only_land_borders(r)] == ["baecula"]
    assert [r for r in west.regions if west.only_sea_borders(r)] == sorted(west.sea_regions, key=list(west.regions).index)
    assert east.only_sea_borders("knossos") and east.regions["knossos"]["kind"] == "land"
    assert {r for r in east.regions if east.only_land_borders(r)} == {"sardeis", "kelainai", "gordion"}


# --- D-SET ---------------------------------------------------------------------------------------

def test_D_SET_1_the_options_name_the_board_and_who_leads_which_nation():
    state = new_game("east", seed=2, first="persians", names={"greeks": "Ada", "persians": "Bo"})
    assert state.options == {"board": "east", "seed": 2, "names": {"greeks": "Ada", "persians": "Bo"},
                             "first": "persians", "house_set": 5}
    assert state.order == ["persians", "greeks"]
    for options in ({"board": "north"}, {"board": "west", "names": {"greeks": "Ada"}}, {"board": "west", "colour": 1},
                    {"board": "west", "house_set": 0}):
        with pytest.raises(InvalidOptions):
            RULES.new_game(options)


def test_D_SET_2_each_player_starts_with_a_wall_a_legion_and_a_galley_in_the_pool_three_cities_and_3_3_3():
    state = new_game("east", seed=4)
    check_invariants(state)
    board = state.board
    for player in state.order:
        record = state.players[player]
        assert (record["marble"], record["iron"], record["gold"]) == (3, 3, 3)
        assert record["supply"] == {"legion": 11, "galley": 11} and record["pool"] == {"legion": 1, "galley": 1}
        assert record["walls"] == 1 and record["score"] == 0 and record["know_hows"] == {}
        assert sum(record["personages"].values()) == 0
        for region, start in board.start_cities.items():
            if start["player"] == player:
                assert state.cities[region] == {"owner": player, "resource": start["resource"], "temple": False,
                                                "wall": False}
    assert not any(state.units[r][p][u] for r in board.regions for p in state.order for u in UNITS)


# D-SET-3 with the house set's Decision: the coins the second player takes from the bank in a new game,
# by board (4 on West and 3 on East since the house set's version 5; vocabulary.SECOND_PLAYER_COINS is
# the one place that says it).
COINS = {"west": 4, "east": 3}
# Every version's coins, by board: the rule's 1 coin, 2 on both boards, 3 on West and 2 on East, 3 on
# both, and the current version's.
VERSIONS = {1: {"west": 1, "east": 1}, 2: {"west": 2, "east": 2}, 3: {"west": 3, "east": 2},
            4: {"west": 3, "east": 3}, 5: COINS}


def test_D_SET_3_the_start_player_is_drawn_by_lot_and_the_other_takes_the_house_sets_coins():
    """D-SET-3 with the house set's Decision: the second player takes 4 coins from the bank on West and
    3 on East (version 1, the rule: 1 coin)."""
    drawn = [new_game("west", seed=seed).order[0] for seed in range(16)]
    assert set(drawn) == {ROMANS, CARTHAGINIANS}
    assert drawn == [new_game("west", seed=seed).order[0] for seed in range(16)]  # seeded
    assert SECOND_PLAYER_COINS[HOUSE_SET] == COINS
    for board in BOARDS:
        state = new_game(board, seed=5)
        first, second = state.order
        assert state.players[first]["coin"] == 0 and state.players[second]["coin"] == COINS[board] > 1
        assert state.pending == {"player": first, "step": "rondel"} and state.acting == first
        check_invariants(state)


@pytest.mark.parametrize("board", BOARDS)
def test_D_SET_3_the_house_sets_versions_new_games_the_current_a_record_without_one_the_first(board):
    """New games record house set 5; house sets 1 (the rule's 1 coin, before the Decision), 2 (2
    coins on both boards), 3 (3 on West, 2 on East) and 4 (3 on both) are still set up when named, and
    a record without `house_set` replays with version 1; any other value is refused by name, in English
    and German."""
    options = {"board": board, "seed": 11}
    current = RULES.new_game(options)
    assert current.options["house_set"] == HOUSE_SET == 5 and HOUSE_SETS == (1, 2, 3, 4, 5)
    for version, coins in VERSIONS.items():
        state = RULES.new_game({**options, "house_set": version})
        assert state.order == current.order and state.cards == current.cards  # only the coins differ
        assert state.players[state.order[1]]["coin"] == coins[board] and state.bank["coin"] == 20 - coins[board]
        assert state.players[state.order[0]]["coin"] == 0
    assert current.to_json() == RULES.new_game({**options, "house_set": 5}).to_json()
    assert RULES.recorded_options(options) == {**options, "house_set": 1}
    for version in (2, 3, 4, 5):
        assert RULES.recorded_options({**options, "house_set": version}) == {**options, "house_set": version}
    for value in (0, 6, True, "3", None, 1.0):
        with pytest.raises(InvalidOptions, match="'house_set' must be a version of the house set among 1, 2, 3, "
                                                 "4, 5, not ") as error:
            RULES.new_game({**options, "house_set": value})
        assert "muss eine Fassung des Hausmaterials aus 1, 2, 3, 4, 5 sein" in error.value.say("de")


@pytest.mark.parametrize("board", BOARDS)
def test_D_SET_3_the_start_event_and_the_new_game_form_say_the_games_own_coins(board):
    """The start line says the coins of the game's own house set and board; the new-game form's note
    for each board, those of the current house set on it."""
    for version, coins in VERSIONS.items():
        state = RULES.new_game({"board": board, "seed": 5, "house_set": version})
        english, german = (RULES.say(state.events[0], state.options, None, language) for language in ("en", "de"))
        if coins[board] == 1:
            assert english.endswith("the other player took 1 coin.")
            assert german.endswith("der andere Spieler nahm 1 Münze.")
        else:
            assert english.endswith(f"the other player took {coins[board]} coins.")
            assert german.endswith(f"der andere Spieler nahm {coins[board]} Münzen.")
    note = RULES.options_schema()["seats"]["table"][board][str(HOUSE_SET)]["note"]
    assert note["en"].endswith(f"the other takes {COINS[board]} coins.")
    assert note["de"].endswith(f"der andere nimmt {COINS[board]} Münzen.")


@pytest.mark.parametrize("board, bank", [("west", 16), ("east", 17)])
def test_D_SET_4_the_bank_keeps_the_rest(board, bank):
    """The bank keeps the 20 coins but the second player's: 16 on West, 17 on East (house set 5)."""
    state = new_game(board, seed=6)
    tiles = {"marble": 10, "iron": 10, "gold": 8}
    assert state.bank == {"coin": bank, "temples": 12, "tiles": tiles, "walls": 10,
                          "personages": {"king": 6, "citizen": 4, "scholar": 5, "general": 4, "navigator": 2}}
    assert state.bank["coin"] + sum(state.players[player]["coin"] for player in state.order) == BANK_COINS == 20


def test_D_SET_5_the_deck_is_shuffled_and_three_cards_lie_face_up():
    games = [new_game("west", seed=seed) for seed in range(4)]
    for state in games:
        assert len(state.cards["display"]) == 3 and len(state.cards["deck"]) == 22 and not state.cards["discards"]
    orders = {tuple(state.cards["display"] + state.cards["deck"]) for state in games}
    assert len(orders) == 4
    again = new_game("west", seed=2)
    assert again.cards == games[2].cards


def test_D_SET_6_markers_start_off_the_rondel_and_the_first_move_places_them():
    state = new_game("west", seed=1, first=ROMANS)
    assert all(state.players[p]["rondel"] is None for p in state.order)
    state = play(state, {"type": "rondel", "field": "aurum"})
    assert state.players[ROMANS]["rondel"] == "aurum" and state.players[CARTHAGINIANS]["rondel"] is None
