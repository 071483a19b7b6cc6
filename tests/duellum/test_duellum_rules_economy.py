"""Duellum rules tests: goal, personages and the turn (D-GOAL, D-PERS, D-TURN) with the examples E-D-3,
E-D-4, E-D-11 and the scenario S-D-13 (docs/rules-duellum.md). Components, boards and set-up:
test_duellum_rules_components.py; rondel, production, building, know-hows and founding:
test_duellum_rules_building.py. Positions are set up by editing a new West game where the Romans begin;
the position helpers here serve all three files."""

from antike.games.duellum import RULES
from antike.games.duellum.vocabulary import PERSONAGE_STACKS
from duellum_helpers import check_invariants, edited, finish_turn, legal_of, new_game, play
from test_duellum_engine import CARTHAGINIANS, ROMANS, city, give, romans_turn, units

# Free sites of the West board on the Roman side, with a resource each, to give the Romans more cities.
ROMAN_SITES = (("neapolis", "marble"), ("ancona", "iron"), ("brundisium", "gold"), ("croton", "marble"),
               ("aquileia", "iron"), ("genua", "gold"), ("tolosa", "marble"), ("tarraco", "iron"),
               ("saguntum", "marble"), ("alalia", "iron"), ("carales", "marble"), ("lipara", "iron"))


def roman_cities(data, count):
    """The Romans own `count` cities: their three start cities and free sites after them."""
    for region, resource in ROMAN_SITES[:count - 3]:
        city(data, region, ROMANS, resource)


def holds(data, player, **personages):
    """`player` holds these personages (taken from the bank's stacks) and the walls of the score track
    they passed (D-PERS-10)."""
    record = data["players"][player]
    for kind, count in personages.items():
        record["personages"][kind] += count
        data["bank"]["personages"][kind] -= count
    record["score"] = sum(record["personages"].values())
    walls = sum(1 for symbol in (1, 2, 3, 5, 7) if symbol <= record["score"])
    record["walls"] += walls
    record["walls_earned"] += walls
    data["bank"]["walls"] -= walls


def temples(data, player, regions):
    for region in regions:
        data["cities"][region]["temple"] = True
        data["bank"]["temples"] -= 1


def unit_places(state, player, unit):
    """(supply, pool, on the board) of one kind of a player's units."""
    record = state.players[player]
    return (record["supply"][unit], record["pool"][unit],
            sum(state.units[region][player][unit] for region in state.board.regions))


def after_production(state):
    """A turn spent on Ferrum, founding nothing, up to step 3's first pick or the next turn."""
    state = play(state, {"type": "rondel", "field": "ferrum"})
    if state.pending == {"player": state.acting, "step": "founding"}:
        state = play(state, {"type": "done"})
    return state


# --- D-GOAL --------------------------------------------------------------------------------------

def test_D_GOAL_1_the_first_to_hold_nine_personages_wins():
    def change(data):
        holds(data, ROMANS, king=1, citizen=1, scholar=3, general=1, navigator=2)
        data["players"][ROMANS]["gold"] = 8
    state = play(romans_turn(change), {"type": "rondel", "field": "scientia"},
                 {"type": "buy_know_how", "know_how": "strata"})
    state = finish_turn(state)
    assert state.players[ROMANS]["score"] == 9
    assert RULES.outcome(state) == {"winner": ROMANS, "reason": {"why": "goal"}} and RULES.to_decide(state) is None


def test_D_GOAL_2_twenty_one_personages_in_five_stacks():
    assert PERSONAGE_STACKS == {"king": 6, "citizen": 4, "scholar": 5, "general": 4, "navigator": 2}
    assert sum(PERSONAGE_STACKS.values()) == 21


def test_D_GOAL_3_the_game_ends_at_the_ninth_personage_and_owed_picks_are_not_made():
    def change(data):
        holds(data, ROMANS, king=1, citizen=1, scholar=2, general=1, navigator=2)
        data["players"][ROMANS]["gold"] = 16
    state = play(romans_turn(change), {"type": "rondel", "field": "scientia"},
                 {"type": "buy_know_how", "know_how": "strata"}, {"type": "buy_know_how", "know_how": "navigatio"})
    hand = list(state.players[CARTHAGINIANS]["hand"])
    state = finish_turn(state)
    assert state.players[ROMANS]["score"] == 9 and RULES.outcome(state)["winner"] == ROMANS
    assert state.pending is None and state.picks_owed == 0  # two picks were earned, none is made
    assert state.players[CARTHAGINIANS]["hand"] == hand


def _one_short(held, generals_left, temple=True):
    """Romans holding `held` personages conquer Carthago (a temple city unless not `temple`)."""
    def change(data):
        holds(data, ROMANS, **held)
        data["bank"]["personages"]["general"] = generals_left
        data["players"][CARTHAGINIANS]["personages"]["general"] = 4 - generals_left - held.get("general", 0)
        holds(data, CARTHAGINIANS)
        if temple:
            temples(data, CARTHAGINIANS, ["carthago"])
        units(data, "carthago", ROMANS, legion=3)
    state = play(romans_turn(change), {"type": "rondel", "field": "duellum_1"}, {"type": "end_movement"})
    state = play(state, {"type": "conquer", "region": "carthago", "legions": 3 if temple else 1, "galleys": 0})
    return finish_turn(state)


def test_D_GOAL_4_eight_personages_and_a_temple_destroyed_with_no_general_left_win():
    state = _one_short({"king": 3, "citizen": 2, "scholar": 3}, generals_left=0)
    assert state.players[ROMANS]["score"] == 8
    assert RULES.outcome(state) == {"winner": ROMANS, "reason": {"why": "one_short"}}
    # Not without a destroyed temple, and not with 7.
    assert RULES.outcome(_one_short({"king": 3, "citizen": 2, "scholar": 3}, generals_left=0, temple=False)) is None
    assert RULES.outcome(_one_short({"king": 3, "citizen": 2, "scholar": 2}, generals_left=0)) is None


def test_D_GOAL_5_and_S_D_13_the_400th_turn_ends_in_a_draw_the_second_player_has_had_200_turns():
    def change(data):
        data["turn"] = 399
    state = finish_turn(play(romans_turn(change), {"type": "rondel", "field": "ferrum"}))
    assert state.turn == 400 and state.acting == CARTHAGINIANS == state.order[1] and RULES.outcome(state) is None
    assert state.turn // 2 == 200
    state = play(state, {"type": "rondel", "field": "aurum"})
    assert RULES.outcome(state) == {"winner": None, "reason": {"why": "draw"}} and RULES.to_decide(state) is None


def test_D_GOAL_5_a_win_in_the_400th_turn_is_still_a_win():
    def change(data):
        data["turn"] = 400
        holds(data, ROMANS, king=1, citizen=1, scholar=3, general=1, navigator=2)
        data["players"][ROMANS]["gold"] = 8
    state = finish_turn(play(romans_turn(change), {"type": "rondel", "field": "scientia"},
                             {"type": "buy_know_how", "know_how": "moneta"}))
    assert RULES.outcome(state) == {"winner": ROMANS, "reason": {"why": "goal"}}


# --- D-PERS --------------------------------------------------------------------------------------

def test_D_PERS_1_personages_are_taken_at_the_end_of_the_own_turn_without_a_decision():
    state = romans_turn(lambda d: roman_cities(d, 5))
    state = after_production(state)  # founding has nothing to do: step 3 follows at once
    assert state.players[ROMANS]["personages"]["king"] == 1
    assert state.pending == {"player": CARTHAGINIANS, "step": "pick"}
    # Only at the end of his own turn: the Carthaginians' turn gives the Romans nothing more.
    state = play(finish_turn(state), {"type": "rondel", "field": "ferrum"})
    assert state.players[ROMANS]["personages"]["king"] == 1


def test_D_PERS_2_the_kth_king_with_5k_cities():
    assert after_production(romans_turn(lambda d: roman_cities(d, 4))).players[ROMANS]["personages"]["king"] == 0
    assert after_production(romans_turn(lambda d: roman_cities(d, 5))).players[ROMANS]["personages"]["king"] == 1
    nine = romans_turn(lambda d: (roman_cities(d, 9), holds(d, ROMANS, king=1)))
    assert after_production(nine).players[ROMANS]["personages"]["king"] == 1
    ten = romans_turn(lambda d: (roman_cities(d, 10), holds(d, ROMANS, king=1)))
    assert after_production(ten).players[ROMANS]["personages"]["king"] == 2


def test_D_PERS_3_the_kth_citizen_with_3k_temples():
    two = romans_turn(lambda d: temples(d, ROMANS, ["roma", "cremona"]))
    assert after_production(two).players[ROMANS]["personages"]["citizen"] == 0
    three = romans_turn(lambda d: temples(d, ROMANS, ["roma", "cremona", "massilia"]))
    assert after_production(three).players[ROMANS]["personages"]["citizen"] == 1


def test_D_PERS_4_a_scholar_for_each_new_know_how_bought_this_turn():
    def change(data):
        data["players"][ROMANS]["gold"] = 30
        data["players"][CARTHAGINIANS]["know_hows"]["moneta"] = 0
    state = play(romans_turn(change), {"type": "rondel", "field": "scientia"},
                 {"type": "buy_know_how", "know_how": "strata"}, {"type": "buy_know_how", "know_how": "moneta"},
                 {"type": "buy_know_how", "know_how": "commercium"})
    state = finish_turn(state)
    assert state.players[ROMANS]["personages"]["scholar"] == 2  # Moneta was held before


def _galleys(data, regions, player=ROMANS):
    for region in regions:
        units(data, region, player, galley=1)


def test_D_PERS_5_navigator_points_one_per_sea_region_with_a_galley_two_with_a_ship_symbol():
    seven = romans_turn(lambda d: _galleys(d, ["mare_ligusticum", "sinus_gallicus", "mare_tyrrhenum", "lipara"]))
    assert after_production(seven).players[ROMANS]["personages"]["navigator"] == 1
    # 2 + 2 + 1 + 1 (an island sea) and galleys on land count nothing: 6.
    six = romans_turn(lambda d: (_galleys(d, ["mare_ligusticum", "sinus_gallicus", "lipara", "melita", "roma",
                                              "croton"]),
                                 units(d, "mare_ligusticum", ROMANS, galley=2)))
    assert after_production(six).players[ROMANS]["personages"]["navigator"] == 0
    fourteen = romans_turn(lambda d: (holds(d, ROMANS, navigator=1), _galleys(d, [
        "mare_ligusticum", "sinus_gallicus", "mare_tyrrhenum", "mare_balearicum", "mare_sardoum",
        "fretum_siculum", "mare_ionium"])))
    assert after_production(fourteen).players[ROMANS]["personages"]["navigator"] == 2


def test_D_PERS_6_a_general_for_each_enemy_temple_destroyed_this_turn():
    def change(data):
        temples(data, CARTHAGINIANS, ["carthago", "tacape"])
        units(data, "carthago", ROMANS, legion=3)
        units(data, "gades", ROMANS, legion=1)  # Gades has no temple
    state = play(romans_turn(change), {"type": "rondel", "field": "duellum_1"}, {"type": "end_movement"},
                 {"type": "conquer", "region": "carthago", "legions": 3, "galleys": 0})
    state = play(state, {"type": "conquer", "region": "gades", "legions": 1, "galleys": 0})
    state = finish_turn(state)
    assert state.players[ROMANS]["personages"]["general"] == 1
    assert state.players[ROMANS]["personages"]["king"] == 1  # five cities now


def test_D_PERS_7_a_personage_is_never_lost_and_thresholds_follow_the_highest_count_paid():
    # A king taken with 5 cities stays when 4 are left.
    state = after_production(romans_turn(lambda d: (holds(d, ROMANS, king=1), roman_cities(d, 4))))
    assert state.players[ROMANS]["personages"]["king"] == 1 and state.players[ROMANS]["score"] == 1
    # A citizen for 3 temples: after losing one and building it again, 3 temples earn no second.
    again = romans_turn(lambda d: (holds(d, ROMANS, citizen=1), temples(d, ROMANS, ["roma", "cremona", "massilia"])))
    assert after_production(again).players[ROMANS]["personages"]["citizen"] == 1


def test_E_D_4_the_second_king_with_the_tenth_city_the_second_citizen_with_the_sixth_temple():
    def change(data):
        roman_cities(data, 9)
        holds(data, ROMANS, king=1, citizen=1)
        temples(data, ROMANS, ["roma", "cremona", "massilia", "neapolis", "ancona"])
        units(data, "tolosa", ROMANS, legion=1)
        data["players"][ROMANS].update(marble=9, coin=2)
    state = play(romans_turn(change), {"type": "rondel", "field": "templum"})
    state = play(state, legal_of(state, "build_temple")[0], {"type": "done"})  # the sixth temple
    assert state.pending["step"] == "founding"
    state = play(state, [d for d in legal_of(state, "found") if d["region"] == "tolosa"][0])  # the tenth city
    state = finish_turn(state)
    assert state.players[ROMANS]["personages"]["king"] == 2 and state.players[ROMANS]["personages"]["citizen"] == 2
    # Down to 9 cities and up to 10 again: no third king (it needs 15).
    def lost_and_regained(data):
        data["cities"]["tolosa"]["owner"] = CARTHAGINIANS
    state = after_production(edited(finish_turn(play(state, {"type": "rondel", "field": "ferrum"})),
                                    lost_and_regained))
    assert state.players[ROMANS]["personages"]["king"] == 2
    state = after_production(finish_turn(play(finish_turn(edited(state, lambda d: d["cities"]["tolosa"].update(
        owner=ROMANS))), {"type": "rondel", "field": "ferrum"})))
    assert state.players[ROMANS]["personages"]["king"] == 2


def test_D_PERS_8_a_personage_is_paid_only_while_its_stack_has_cards():
    def change(data):
        roman_cities(data, 5)
        data["players"][CARTHAGINIANS]["personages"]["king"] = 6
        data["bank"]["personages"]["king"] = 0
        holds(data, CARTHAGINIANS)
    state = after_production(romans_turn(change))
    romans = state.players[ROMANS]
    assert romans["personages"]["king"] == 0 and romans["score"] == 0 and romans["walls_earned"] == 1
    assert state.pending == {"player": CARTHAGINIANS, "step": "rondel"}  # no pick
    check_invariants(state)


def test_D_PERS_9_and_E_D_11_two_personages_give_two_picks_the_display_refilled_between():
    def change(data):
        roman_cities(data, 5)
        temples(data, ROMANS, ["roma", "cremona", "massilia"])
    state = after_production(romans_turn(change))
    assert state.players[ROMANS]["score"] == 2 and state.pending == {"player": CARTHAGINIANS, "step": "pick"}
    first = state.cards["display"][1]
    deck_top = state.cards["deck"][0]
    state = play(state, {"type": "pick", "card": first})
    assert state.players[CARTHAGINIANS]["hand"] == [first]
    assert len(state.cards["display"]) == 3 and deck_top in state.cards["display"] and RULES.reveals(state)
    assert state.pending == {"player": CARTHAGINIANS, "step": "pick"}
    second = state.cards["display"][0]
    state = play(state, {"type": "pick", "card": second})
    assert state.players[CARTHAGINIANS]["hand"] == [first, second] and len(state.cards["display"]) == 3
    assert state.pending == {"player": CARTHAGINIANS, "step": "rondel"}


def test_D_PERS_10_a_wall_for_each_wall_symbol_reached_or_passed():
    # 3 -> 4: no symbol; 4 -> 5: the symbol at 5.
    state = after_production(romans_turn(lambda d: (holds(d, ROMANS, scholar=3), temples(d, ROMANS, [
        "roma", "cremona", "massilia"]))))
    assert state.players[ROMANS]["score"] == 4 and state.players[ROMANS]["walls_earned"] == 4
    state = after_production(romans_turn(lambda d: (holds(d, ROMANS, scholar=4), temples(d, ROMANS, [
        "roma", "cremona", "massilia"]))))
    assert state.players[ROMANS]["score"] == 5 and state.players[ROMANS]["walls_earned"] == 5
    assert state.players[ROMANS]["walls"] == 5 and state.bank["walls"] == 10 - 4 - 0


def test_E_D_3_from_one_to_three_personages_earns_two_walls():
    assert new_game("west", seed=1).players[ROMANS]["walls"] == 1  # the symbol at 0
    def change(data):
        holds(data, ROMANS, scholar=1)
        roman_cities(data, 5)
        temples(data, ROMANS, ["roma", "cremona", "massilia"])
    state = after_production(romans_turn(change))
    assert state.players[ROMANS]["score"] == 3
    assert state.players[ROMANS]["walls"] == 1 + 1 + 2 and state.players[ROMANS]["walls_earned"] == 4
    assert {"event": "walls_earned", "player": ROMANS, "count": 2} in state.events


def test_D_PERS_11_personages_then_walls_then_the_win_check_then_the_picks():
    def change(data):
        holds(data, ROMANS, scholar=3, general=2, navigator=1)  # 6
        roman_cities(data, 5)
        temples(data, ROMANS, ["roma", "cremona", "massilia"])
        data["players"][ROMANS]["gold"] = 8
    # 6 -> 9: the wall at 7 is taken, then the game is won; the three picks are not made.
    state = play(romans_turn(change), {"type": "rondel", "field": "scientia"},
                 {"type": "buy_know_how", "know_how": "strata"})
    state = finish_turn(state)
    kinds = [event["event"] for event in state.events]
    assert kinds[-5:] == ["personage", "personage", "personage", "walls_earned", "won"]
    assert state.players[ROMANS]["walls_earned"] == 6 and state.pending is None
    # Without the win, the picks come after the walls.
    state = after_production(romans_turn(lambda d: (roman_cities(d, 5), holds(d, ROMANS, scholar=2))))
    assert [e["event"] for e in state.events][-2:] == ["personage", "walls_earned"]
    assert state.pending == {"player": CARTHAGINIANS, "step": "pick"}


# --- D-TURN --------------------------------------------------------------------------------------

def test_D_TURN_1_players_alternate_and_a_turn_is_rondel_action_founding_personages():
    state = new_game("west", seed=5, first=ROMANS)
    assert state.turn == 1 and state.acting == ROMANS
    # A field whose action does nothing may be chosen: Templum with no marble for anything.
    state = play(edited(state, lambda d: d["players"][ROMANS].update(marble=0)), {"type": "rondel", "field": "templum"})
    assert state.turn == 2 and state.pending == {"player": CARTHAGINIANS, "step": "rondel"}
    state = finish_turn(play(state, {"type": "rondel", "field": "ferrum"}))
    assert state.turn == 3 and state.pending == {"player": ROMANS, "step": "rondel"}
    # Duellum: movement, conquest (nothing to conquer, passed), founding, then step 3 (a king).
    state = edited(state, lambda d: (roman_cities(d, 4), units(d, "tolosa", ROMANS, legion=1),
                                     d["players"][ROMANS].update(marble=3)))
    state = play(state, {"type": "rondel", "field": "duellum_1"})
    assert state.pending == {"player": ROMANS, "step": "movement"}
    state = play(state, {"type": "end_movement"})
    assert state.pending == {"player": ROMANS, "step": "founding"}
    state = play(state, [d for d in legal_of(state, "found") if d["region"] == "tolosa"][0])
    assert state.players[ROMANS]["personages"]["king"] == 1  # nothing more to found: step 3 at once
    assert state.pending == {"player": CARTHAGINIANS, "step": "pick"}
    assert finish_turn(state).pending == {"player": CARTHAGINIANS, "step": "rondel"}


def test_D_TURN_2_no_coin_before_a_round_only_production_brings_one():
    state = new_game("west", seed=5, first=ROMANS)
    coins = {p: state.players[p]["coin"] for p in state.order}
    state = play(state, {"type": "rondel", "field": "templum"}, {"type": "done"})
    state = play(state, {"type": "rondel", "field": "templum"}, {"type": "done"})
    assert state.turn == 3 and {p: state.players[p]["coin"] for p in state.order} == coins
    state = play(state, {"type": "rondel", "field": "aurum"})
    assert state.players[ROMANS]["coin"] == coins[ROMANS] + 1


def test_D_TURN_3_cards_and_trades_in_the_own_turn_never_in_the_opponents():
    def change(data):
        data["players"][ROMANS]["know_hows"]["commercium"] = 0
        give(data, ROMANS, "tribut")
        roman_cities(data, 5)  # a king: the Carthaginians pick in the Romans' step 3
        data["players"][CARTHAGINIANS]["know_hows"]["commercium"] = 0
        give(data, CARTHAGINIANS, "goldader")
    state = romans_turn(change)
    kinds = {d["type"] for d in RULES.legal_decisions(state)}
    assert {"trade", "play_card"} <= kinds  # before the rondel move
    state = play(state, {"type": "rondel", "field": "ferrum"})
    assert state.pending == {"player": ROMANS, "step": "founding"}  # the cards keep the step open
    assert {"trade", "play_card", "done"} <= {d["type"] for d in RULES.legal_decisions(state)}
    state = play(state, {"type": "done"})
    assert state.pending == {"player": CARTHAGINIANS, "step": "pick"}
    assert {d["type"] for d in RULES.legal_decisions(state)} == {"pick", "no_card"}
    # Between two steps of the action: after a temple, before the next.
    state = play(romans_turn(lambda d: (change(d), d["players"][ROMANS].update(marble=9))),
                 {"type": "rondel", "field": "templum"}, {"type": "build_temple", "region": "roma"})
    assert state.pending == {"player": ROMANS, "step": "templum"} and legal_of(state, "trade")


def test_D_TURN_4_pool_noted_conquest_pick_founding_then_step_three_and_its_picks():
    def change(data):
        roman_cities(data, 4)
        units(data, "carthago", ROMANS, legion=1)
        units(data, "cirta", ROMANS, legion=1)
    state = romans_turn(change)
    assert state.scratch["pool_noted"] == state.players[ROMANS]["pool"] == {"legion": 1, "galley": 1}
    state = play(state, {"type": "rondel", "field": "duellum_1"}, {"type": "end_movement"},
                 {"type": "conquer", "region": "carthago", "legions": 1, "galleys": 0})
    steps = []
    while state.pending["step"] != "rondel":
        steps.append((state.pending["player"], state.pending["step"]))
        step = state.pending["step"]
        if step == "pick":
            state = play(state, {"type": "no_card"})
        elif step == "founding" and legal_of(state, "found"):
            state = play(state, legal_of(state, "found")[0])
        else:
            state = play(state, {"type": "done"})
    assert steps == [(CARTHAGINIANS, "pick"), (ROMANS, "founding"), (CARTHAGINIANS, "pick")]
    assert state.players[ROMANS]["personages"]["king"] == 1 and len(state.cities_of(ROMANS)) == 6
    assert state.acting == CARTHAGINIANS and state.turn == 2
