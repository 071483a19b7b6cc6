"""Attika rules tests: goal and end (AT-END; rules page docs/rules-attika.md): all 30 buildings built,
two shrines joined, checked after every placement and ending the game at once, the dead game and the
turn limit, on the fixture board (shrines (-1,-1) and (2,5)) and a 4-player start board."""

from antike.games.attika import RULES
from antike.games.attika import wins
from antike.games.attika.components import KINDS, PIECES
from antike.games.attika.hexes import neighbours
from attika_helpers import build, edited, fixture, legal_of, new_game, play, put, set_hand, to_board

# E-AT-H1's shortest chain between the fixture's shrines, (-1,-1) at one end, (2,5) at the other.
CHAIN = ["0,-1", "1,-1", "1,0", "2,0", "2,1", "2,2", "2,3", "2,4"]
CITY = ["agora", "temple", "oracle", "theatre", "council_hall", "gymnasium", "stadium", "academy"]


def rich(s, seat="athens"):
    set_hand(s, seat, mountain=6, hill=6, forest=6, water=6)


def pieces_off_map(state, seat):
    record = state.players[seat]
    return record["board"] + [b for stack in record["stacks"] for b in stack]


def all_to_board(state, seat):
    record = state.players[seat]
    record["board"] += [b for stack in record["stacks"] for b in stack]
    record["stacks"] = [[], [], [], []]


def fill(state, fields, seats):
    """Stand a building of seats[i % len(seats)] on the i-th of `fields` (any piece but a road)."""
    for index, field in enumerate(fields):
        seat = seats[index % len(seats)]
        put(state, seat, next(b for b in pieces_off_map(state, seat) if b != "road"), field)


def test_AT_END_1_all_30_buildings_on_the_map_win_at_once():
    state = new_game(4, seed=3, first="athens")
    near_shrine = {near for shrine in state.shrines for near in neighbours(shrine)}
    fields = sorted((f for f in state.fields if f not in near_shrine), key=lambda f: tuple(map(int, f.split(","))))
    assert len(fields) >= 30

    def position(s):
        pieces = sorted(pieces_off_map(s, "athens"), key=lambda b: b == "road")  # the roads last
        for field, building in zip(fields[:28], pieces):
            put(s, "athens", building, field)
        all_to_board(s, "athens")
        rich(s)
    state = edited(state, position)
    assert sorted(state.players["athens"]["board"]) == ["road", "road"]
    first = build(state, "road", fields[28])
    assert first.outcome is None and wins.on_map(first, "athens") == 29
    last = build(first, "road", fields[29])
    assert last.outcome["winners"] == ["athens"] and last.outcome["reason"] == "all_built"
    assert RULES.to_decide(last) is None and last.outcome["on_map"]["athens"] == len(PIECES)


def test_AT_END_2_a_settlement_touching_two_shrines_wins_another_colour_breaks_the_chain():
    def chain(holder_of_middle):
        def position(s):
            for field, building in zip(CHAIN, CITY):
                if field == "2,1":
                    put(s, holder_of_middle, "well", field)
                elif field != "2,0":
                    put(s, "athens", building, field)
            rich(s)
        return edited(fixture(), position)
    # Athens holds both ends of the chain in two settlements; the road at (2,0) joins them, and though
    # it touches no shrine itself its settlement now touches both.
    assert not {"-1,-1", "2,5"} & set(neighbours("2,0"))
    won = build(chain("athens"), "road", "2,0")
    assert won.outcome == {"winners": ["athens"], "reason": "shrines", "on_map": {"athens": 8, "sparta": 0}}
    # Sparta's well in the chain: two settlements, each touching one shrine, no win.
    blocked = build(chain("sparta"), "road", "2,0")
    assert blocked.outcome is None and blocked.pending["player"] == "athens"
    # One shrine touched twice is still one shrine.
    twice = build(edited(fixture(), lambda s: (put(s, "athens", "agora", "0,-1"), rich(s))), "road", "-1,0")
    assert twice.outcome is None


def test_AT_END_3_checked_after_every_placement_the_game_ends_at_once_no_amphora_no_tile_no_cards():
    def position(s):
        for field, building in zip(CHAIN[:4], CITY):
            put(s, "athens", building, field)
        for field in CHAIN[4:7]:
            put(s, "athens", "road", field)
        record = s.players["athens"]
        record["board"] += record["stacks"][1]
        record["stacks"][1] = ["road"]  # its last building: revealing it would extend the map
        rich(s)
    state = edited(fixture(), position)
    hands = {seat: dict(state.players[seat]["hand"]) for seat in state.order}
    tiles = list(state.tile_stack)
    revealed = play(state, {"type": "reveal", "stack": 2})
    won = play(revealed, {"type": "site", "field": "2,4"})  # free next to the road (2,3): one payment
    assert won.outcome["winners"] == ["athens"] and won.outcome["reason"] == "shrines"
    # The road completed the roads group, but no amphora comes; no tile is laid; no card is drawn.
    assert won.supply == 15 and won.players["athens"]["amphoras"] == 0
    assert won.tile_stack == tiles and won.scratch["tile"] is None and won.pending is None
    assert {seat: won.players[seat]["hand"] for seat in won.order} == hands
    assert [event["event"] for event in won.events] == ["build", "won"]
    assert RULES.legal_decisions(won) == []


def test_AT_END_4_a_dead_game_ends_at_once_most_buildings_on_the_map_win_level_players_share():
    base = fixture()
    order = sorted(base.fields)
    # (a) The last empty field built with the tile stack empty: the game ends at once, mid-turn.
    def full_but_one(s):
        s.tile_stack.clear()
        fill(s, order[:-1], ["athens", "sparta"])  # Athens 14, Sparta 13
        to_board(s, "athens", "road")
        rich(s)
    state = edited(base, full_but_one)
    assert state.outcome is None
    ended = build(state, "road", order[-1])
    assert ended.outcome["reason"] == "dead_game" and ended.outcome["winners"] == ["athens"]
    assert ended.outcome["on_map"] == {"athens": 15, "sparta": 13}
    # Level players share: 14 each, and Athens' reveal is the action after which it is checked.
    def full(s):
        s.tile_stack.clear()
        fill(s, order, ["athens", "sparta"])
    shared = play(edited(base, full), {"type": "reveal", "stack": 2}, {"type": "park"})
    assert shared.outcome["reason"] == "dead_game" and shared.outcome["winners"] == ["athens", "sparta"]
    # Tiles left but no building in any stack: no tile can come either; checked at the turn's end.
    def no_stacks(s):
        fill(s, order, ["athens", "sparta"])
        all_to_board(s, "athens")
        all_to_board(s, "sparta")
    state = edited(base, no_stacks)
    assert state.tile_stack and state.outcome is None
    assert {d["type"] for d in RULES.kept_legal(state)} == {"stop"}
    assert play(state, {"type": "stop"}).outcome["reason"] == "dead_game"
    # A full map with tiles and a building left in a stack is not dead: its reveal brings a tile.
    alive = edited(base, lambda s: (fill(s, order, ["athens", "sparta"]), all_to_board(s, "sparta")))
    after = play(alive, {"type": "stop"})
    assert after.outcome is None and after.acting == "sparta"
    # (b) No card to draw, every stack empty: dead exactly when nobody can build.
    def no_cards(s):
        all_to_board(s, "athens")
        all_to_board(s, "sparta")
        for kind in KINDS:
            s.players["athens"]["hand"][kind] += s.deck.count(kind) + s.discards[kind]
            s.discards[kind] = 0
        s.deck = []
    state = edited(base, no_cards)
    assert wins.dead(state, lambda seat: False) and not wins.dead(state, lambda seat: seat == "sparta")
    assert not wins.dead(base, lambda seat: False)  # cards still to draw


def test_AT_END_5_the_turn_limit_ends_after_whole_rounds_scored_by_buildings_on_the_map():
    state = RULES.new_game({"city_states": ["athens", "sparta"], "seed": 4, "first": "athens", "turn_limit": 2})
    state = edited(state, lambda s: (rich(s), to_board(s, "athens", "road")))
    road_site = legal_of(play(state, {"type": "build", "building": "road"}), "site")[0]["field"]
    state = play(build(state, "road", road_site), {"type": "stop"})
    for _ in range(2):
        assert state.outcome is None
        state = play(state, {"type": "stop"})
    assert state.turn == 4 and state.acting == "sparta"  # Sparta's second turn, the round's last
    state = play(state, {"type": "stop"})
    assert state.outcome == {"winners": ["athens"], "reason": "turn_limit", "on_map": {"athens": 1, "sparta": 0}}
    level = RULES.new_game({"players": 3, "seed": 1, "turn_limit": 1})
    for _ in range(3):
        level = play(level, {"type": "stop"})
    assert level.outcome["reason"] == "turn_limit" and level.outcome["winners"] == level.order
    assert RULES.new_game({"players": 2, "seed": 1}).options["turn_limit"] is None  # off by default
