"""Attika rules tests: what each viewer may see (AT-INFO-*), the log's words for hidden draws, undo
never reaching past a decision that revealed something, and the options (AT-OPT-1)
(docs/rules-attika.md)."""

import json
import random

import pytest

from antike.core.errors import InvalidOptions
from antike.core.match import Match, undo_range
from antike.core.protocol import ALL
from antike.games.attika import RULES
from antike.games.attika.components import KINDS, MAIN_PIECES
from antike.games.attika.words.terms import cards_words
from attika_helpers import build, edited, fixture, new_game, play, put, set_hand, to_board

VIEWERS = ("athens", "sparta", None, ALL)


def views(state, log=None):
    """{viewer: view} for both seats, a spectator and ALL."""
    return {viewer: RULES.view(state, state.events if log is None else log, viewer, "en") for viewer in VIEWERS}


def seen_alike(one, other):
    """The viewers for whom `one` and `other` look the same."""
    first, second = views(one), views(other, one.events)
    return {viewer for viewer in VIEWERS if first[viewer] == second[viewer]}


def player(view, seat):
    return next(entry for entry in view["players"] if entry["id"] == seat)


def stopped_after_one_build():
    """Athens builds the tavern at (-2,4) for nothing, then stops: he draws 2 cards."""
    state = edited(fixture(), lambda s: (to_board(s, "athens", "tavern"), set_hand(s, "athens", hill=1)))
    state = play(build(state, "tavern", "-2,4"), {"type": "stop"})
    drawn = next(event for event in state.events if event["event"] == "draw")
    assert drawn["count"] == 2 and drawn["player"] == "athens"
    return state, drawn


# --- AT-INFO -------------------------------------------------------------------------------------

def test_AT_INFO_1_map_boards_amphoras_supply_counts_and_the_whole_discard_pile_are_open_to_all():
    def change(s):
        put(s, "sparta", "well", "1,0")
        s.players["sparta"]["amphoras"], s.supply = 2, 13
        set_hand(s, "athens", mountain=2, water=1)
        s.discards.update(hill=2, forest=1)
        s.deck = s.deck[3:]
    state = edited(fixture(), change)
    for viewer, view in views(state).items():
        assert view["map"]["fields"]["1,0"] == {"symbol": "mountain", "building": {"owner": "sparta",
                                                                                    "building": "well"}}
        assert view["map"]["shrines"] == ["-1,-1", "2,5"] and len(view["map"]["tiles"]) == 4
        assert view["supply"] == 13 and view["deck_count"] == len(state.deck)
        assert view["discards"] == {"mountain": 0, "hill": 2, "forest": 1, "water": 0}  # the whole pile
        assert view["tiles_left"] == 18
        for seat in state.order:
            entry, record = player(view, seat), state.players[seat]
            assert entry["board"] == record["board"] and entry["amphoras"] == record["amphoras"]
            assert entry["hand_count"] == state.hand_size(seat)
            assert entry["stacks"] == [len(stack) for stack in record["stacks"]]


def test_AT_INFO_2_other_hands_and_the_order_of_stacks_tiles_and_deck_are_hidden():
    state = edited(fixture(), lambda s: (set_hand(s, "athens", mountain=3), set_hand(s, "sparta", hill=2, water=1)))
    # Another player's hand: its kinds differ, its size does not.
    other_hand = edited(state, lambda s: set_hand(s, "sparta", forest=3))
    assert seen_alike(state, other_hand) == {"athens", None}
    assert player(views(state)["athens"], "sparta")["hand"] is None
    assert player(views(state)["sparta"], "sparta")["hand"] == {"mountain": 0, "hill": 2, "forest": 0, "water": 1}
    # The order of every stack, also from its owner; which stack holds which of the 24 others too.
    def reorder(s):
        stacks = s.players["athens"]["stacks"]
        stacks[0].reverse()
        others = [b for stack in stacks[1:] for b in stack][::-1]
        for stack in stacks[1:]:
            stack[:], others = others[:len(stack)], others[len(stack):]
    shuffled = edited(state, reorder)
    assert shuffled.players["athens"]["stacks"] != state.players["athens"]["stacks"]
    assert seen_alike(state, shuffled) == {"athens", "sparta", None}
    # The order of the tile stack (which tiles are left is known) and of the deck.
    tiles = edited(state, lambda s: s.tile_stack.reverse())
    deck = edited(state, lambda s: s.deck.reverse())
    assert seen_alike(state, tiles) == seen_alike(state, deck) == {"athens", "sparta", None}
    assert views(state)[None]["tiles_left_ids"] == sorted(state.tile_stack)
    # What the stacks hold as a whole is known: 30 minus the buildings revealed; stack 1 only main ones.
    entry = player(views(state)[None], "athens")
    held = [b for stack in state.players["athens"]["stacks"] for b in stack]
    assert entry["in_stacks"] == {b: held.count(b) for b in dict.fromkeys(held)}
    assert entry["main_in_stack_1"] == {b: 1 for b in state.players["athens"]["stacks"][0]}
    assert set(entry["main_in_stack_1"]) <= set(MAIN_PIECES)
    # The cards a player draws: their kinds only to him (and to ALL), their number to everyone.
    drawn_state, _ = stopped_after_one_build()
    def swapped(s):  # one drawn card of kind a was of kind b instead (and a b in the deck an a)
        drawn = next(event for event in s.events if event["event"] == "draw")
        a = next(iter(drawn["cards"]))
        b = next(kind for kind in KINDS if kind != a and kind in s.deck)
        s.deck[s.deck.index(b)] = a
        s.players["athens"]["hand"][a] -= 1
        s.players["athens"]["hand"][b] += 1
        drawn["cards"][a] -= 1
        drawn["cards"][b] = drawn["cards"].get(b, 0) + 1
        drawn["cards"] = {kind: n for kind, n in drawn["cards"].items() if n}
    other_draw = edited(drawn_state, swapped)
    first, second = views(drawn_state), views(other_draw, other_draw.events)
    assert first["sparta"] == second["sparta"] and first[None] == second[None]
    assert first["athens"] != second["athens"] and first[ALL] != second[ALL]


def test_AT_INFO_2_the_log_names_drawn_cards_to_their_holder_only():
    state, drawn = stopped_after_one_build()
    options = state.options
    assert RULES.say(drawn, options, "sparta", "en") == "Athens draws 2 cards."
    assert RULES.say(drawn, options, None, "en") == "Athens draws 2 cards."
    assert RULES.say(drawn, options, "sparta", "de") == "Athen zieht 2 Karten."
    own = RULES.say(drawn, options, "athens", "en")
    assert own == RULES.say(drawn, options, ALL, "en") and own != "Athens draws 2 cards."
    assert own == f"Athens draws {cards_words(drawn['cards'], 'en')}."
    one = {**drawn, "count": 1, "cards": dict([next(iter(drawn["cards"].items()))[0:1] + (1,)])}
    assert RULES.say(one, options, "sparta", "en") == "Athens draws 1 card."
    assert RULES.say(one, options, None, "de") == "Athen zieht 1 Karte."
    for viewer in ("sparta", None):
        events = RULES.view(state, state.events, viewer, "en")["log_events"]
        assert all("cards" not in event for event in events if event["event"] == "draw")
    assert any("cards" in event for event in RULES.view(state, state.events, "athens", "en")["log_events"]
               if event["event"] == "draw")


def random_match(players, seed, decisions=160):
    """A hot-seat match of `players` city states after up to `decisions` random decisions."""
    match, rng = Match({"players": players, "seed": seed}, game="attika"), random.Random(seed)
    for _ in range(decisions):
        if RULES.to_decide(match.state) is None:
            break
        match.play(rng.choice(RULES.kept_legal(match.state)))
    return match


def private_words(match, seat, language):
    """The lines of `match`'s log said to `seat` that a spectator is told otherwise: his own draws."""
    said = ((RULES.say(event, match.options, seat, language), RULES.say(event, match.options, None, language))
            for event in match.log)
    return {own for own, spectator in said if own != spectator}


def test_AT_INFO_2_each_seats_words_of_every_draw_reveal_and_build_event():
    """Along random games of 2 to 4 city states, in both languages: a draw is said with its cards to
    its holder (and to ALL, a finished game's replay) only, to every other seat as the spectator reads
    it, a count; a reveal and a build (the building turned up, the field, the cards paid face up,
    AT-INFO-1) the same to every viewer."""
    kinds_seen = {"draw": 0, "reveal": 0, "build": 0}
    for players, seed in ((2, 1), (3, 2), (4, 3)):
        match = random_match(players, seed)
        seats, options = match.state.order, match.options
        for event in match.log:
            if event["event"] not in kinds_seen:
                continue
            kinds_seen[event["event"]] += 1
            for language in ("en", "de"):
                words = {viewer: RULES.say(event, options, viewer, language) for viewer in (*seats, None, ALL)}
                if event["event"] != "draw":
                    assert len(set(words.values())) == 1, words
                    continue
                holder = event["player"]
                for seat in seats:
                    if seat != holder:
                        assert words[seat] == words[None], (seat, words)
                if event["count"]:
                    named = cards_words(event["cards"], language)
                    assert words[holder] == words[ALL] and named in words[holder] and named not in words[None]
                    # The others' words are the same whatever the cards were: only their number shows.
                    other_cards = {**event, "cards": {"water" if "water" not in event["cards"] else "hill": event["count"]}}
                    assert RULES.say(other_cards, options, None, language) == words[None]
                else:
                    assert len(set(words.values())) == 1, words
    assert all(kinds_seen.values()), kinds_seen


def test_AT_INFO_2_no_seats_view_holds_another_seats_private_words():
    """Every few decisions of random games, each seat's view (its log, its log's events, everything
    in it) holds none of the lines said to another seat alone (his draws with their cards), in either
    language; a spectator's view holds none of anybody's."""
    checked = 0
    for players, seed in ((2, 4), (3, 5), (4, 6)):
        match, rng = Match({"players": players, "seed": seed}, game="attika"), random.Random(seed)
        for step in range(150):
            if RULES.to_decide(match.state) is None:
                break
            match.play(rng.choice(RULES.kept_legal(match.state)))
            if step % 15:
                continue
            seats = match.state.order
            for language in ("en", "de"):
                private = {seat: private_words(match, seat, language) for seat in seats}
                for viewer in (*seats, None):
                    text = json.dumps(RULES.view(match.state, match.log, viewer, language), ensure_ascii=False)
                    if viewer is not None:  # his own draws he reads with their cards
                        assert private[viewer] and all(line in text for line in private[viewer])
                    for seat in seats:
                        if seat != viewer:
                            assert not [line for line in private[seat] if line in text], (viewer, seat)
                    checked += 1
    assert checked > 50


def test_AT_INFO_2_reveals_is_true_exactly_when_something_hidden_was_shown():
    state = edited(fixture(), lambda s: (to_board(s, "athens", "tavern"), set_hand(s, "athens", hill=1)))
    chosen = play(state, {"type": "build", "building": "tavern"})
    built = play(chosen, {"type": "site", "field": "-2,4"})
    assert not RULES.reveals(chosen) and not RULES.reveals(built)
    assert RULES.reveals(play(built, {"type": "stop"}))  # cards drawn
    revealed = play(state, {"type": "reveal", "stack": 2})
    assert RULES.reveals(revealed) and not RULES.reveals(play(revealed, {"type": "park"}))
    # Along random games: a building or tile turned up, or a card drawn, and nothing else.
    for seed in range(3):
        state, rng = new_game(2, seed=seed), random.Random(seed)
        for _ in range(300):
            if RULES.to_decide(state) is None:
                break
            state = RULES.apply(state, rng.choice(RULES.kept_legal(state)))
            shown = any(event["event"] in ("reveal", "tile_turned_up") or
                        (event["event"] == "draw" and event["count"]) for event in state.events)
            assert RULES.reveals(state) == shown, state.events


def test_AT_INFO_2_undo_never_reaches_back_past_a_revealing_decision():
    for seed in range(3):
        match = Match({"players": 2, "seed": seed, "first": "athens"}, game="attika")
        rng, revealed = random.Random(seed), [False]
        for _ in range(120):
            if RULES.to_decide(match.state) is None:
                break
            match.play(rng.choice(RULES.kept_legal(match.state)))
            revealed.append(RULES.reveals(match.state))
            for humans in ({"athens", "sparta"}, {"athens"}, {"sparta"}):
                reach = undo_range(match, humans)
                assert not any(revealed[len(revealed) - reach:])  # the last `reach` decisions
    # A build turn may be taken back whole; a reveal not.
    match = Match({"players": 2, "seed": 4, "first": "athens"}, game="attika")
    match.play({"type": "reveal", "stack": 2})
    assert undo_range(match, {"athens"}) == 0
    match.play({"type": "park"})
    assert undo_range(match, {"athens"}) == 1
    match.play({"type": "stop"})
    assert undo_range(match, {"athens", "sparta"}) == 0


def test_AT_INFO_3_each_seat_has_its_own_view_and_only_the_deciding_seat_gets_the_legal_decisions():
    state = fixture()
    seen = views(state)
    assert seen["athens"]["legal"] == RULES.legal_decisions(state) and seen["athens"]["legal"]
    assert seen["sparta"]["legal"] == [] and seen[None]["legal"] == []
    assert player(seen["athens"], "athens")["hand"] is not None and player(seen["athens"], "sparta")["hand"] is None
    assert player(seen["sparta"], "sparta")["hand"] is not None and player(seen["sparta"], "athens")["hand"] is None
    assert all(entry["hand"] is None for entry in seen[None]["players"])
    assert all(entry["hand"] is not None for entry in seen[ALL]["players"])
    assert "seed" not in seen["athens"]["options"] and "hidden" not in seen["athens"]
    assert seen[ALL]["hidden"] == {"deck": state.deck, "tile_stack": state.tile_stack}
    # A computer player decides from its own view: a redetermined state looks the same to it.
    for seat in state.order:
        other = RULES.redetermined(state, seat, random.Random(3))
        assert RULES.view(other, [], seat, "en") == RULES.view(state, [], seat, "en")


# --- AT-OPT --------------------------------------------------------------------------------------

def test_AT_OPT_1_players_city_states_seat_order_start_player_seed_and_turn_limit():
    for players in (2, 3, 4):
        assert len(new_game(players).order) == players
    for wrong in (1, 5):
        with pytest.raises(InvalidOptions):
            new_game(wrong)
    chosen = RULES.new_game({"city_states": ["thebes", "corinth", "athens"], "first": "corinth", "seed": 3})
    assert chosen.order == ["corinth", "athens", "thebes"]  # clockwise in the options' order
    by_lot = {new_game(3, seed=seed).order[0] for seed in range(20)}
    assert len(by_lot) > 1
    again = RULES.new_game({"city_states": ["thebes", "corinth", "athens"], "first": "corinth", "seed": 3})
    assert again.to_json() == chosen.to_json()  # same options and seed: the same game
    assert RULES.state_options(new_game(2, turn_limit=5))["turn_limit"] == 5
    with pytest.raises(InvalidOptions):
        new_game(2, variant="long")  # the rulebook has no variants
