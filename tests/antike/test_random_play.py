"""Seeded random play: properties that must hold in every game the weighted random policy plays.

For every game form (3-6 nations, both two-player forms, every variant, both boards):
- pieces are conserved and no stock goes negative (`check_invariants` after every decision);
- `apply` never changes its input (the input's JSON text before and after every decision);
- every decision the engine lists is accepted by `apply` (at sampled steps all of them are applied
  to the same state, which stays unchanged), the list has no duplicates, and a listed decision sent
  without its payment gets the default payment (docs/engine-api.md);
- the record replays to the identical state (`Match.from_json` of the record's JSON text);
- the game ends (an outcome before simulate's decision cap) and a finished game takes no decision.
On a few games, every state also survives a JSON round trip: equal state, equal legal decisions, and
the same next state when the same decision is applied to the copy.

Plain seeded loops, deterministic; each game is one test id (config-seed) so a failure names the game.
"""

import json
import os
import random

import pytest

from antike import GameState, IllegalDecision, Match, apply, legal_decisions, view
from antike.games.antike_common.decision_shapes import WITH_PAYMENT
from antike.games.antike.options import goal
from antike.games.antike_common.simulate import (AWAY, DECISION_CAP, END_SHARE, FIGHT, TOWARDS, TRADE, _targets_now,
                             check_invariants, choose, play_game)

# Game forms: name -> (options without the seed, seeds played by default). The seeds were picked
# among 1-30 from the shorter half of each form's games (about ranks 2-8 of 30 by length): random
# Military and Expert games run from ~500 to ~19,500 decisions, and the whole file must stay under
# about a minute. Four seeds whose games had grown long were replaced by seeds of ranks 2-3 of
# today's lengths (orient-5-expert-longer 2, 18,471 decisions: rank 28; orient-3-military 11,
# occident-5 21 and occident-5-military-longer 16: ranks 22, 29 and 20).
# Set ANTIKE_RANDOM_SEEDS=1-30 (a range or a comma list) to play those seeds in every form instead
# (a soak run of tens of minutes). Expect a few "no outcome" failures there: a game whose
# only personages left are ones the policy hardly earns (navigators need galleys spread over seven more
# provinces; a citizen, once all 20 temples stand, needs a conquered temple) can run on past the cap
# with every nation one short of the goal (e.g. orient-5 seed 30: 34 of 35 out, the last a citizen).
# The rules still allow a win there, so that is the policy's limit, not an engine fault.
FORMS = {
    "orient-3": ({"nations": 3}, (6, 22, 25)),
    "orient-4": ({"nations": 4}, (19, 13, 4)),
    "orient-5": ({"nations": 5}, (22, 1)),
    "orient-6": ({"nations": 6}, (12, 14, 17)),
    "orient-2p-four_nations": ({"nations": 4, "two_player": "four_nations"}, (5, 7)),
    "orient-2p-two_colours": ({"nations": 2, "two_player": "two_colours"}, (6, 15)),
    "orient-4-expert": ({"nations": 4, "variants": ["expert"]}, (28, 23)),
    "orient-4-military": ({"nations": 4, "variants": ["military"]}, (13, 4)),
    "orient-3-military": ({"nations": 3, "variants": ["military"]}, (10, 16)),
    "orient-4-longer": ({"nations": 4, "variants": ["longer"]}, (25, 18)),
    "orient-3-twelve": ({"nations": 3, "variants": ["twelve"]}, (10, 12)),
    "orient-5-expert-longer": ({"nations": 5, "variants": ["expert", "longer"]}, (27, 9)),
    "occident-3": ({"board": "occident", "nations": 3}, (29, 20)),
    "occident-4": ({"board": "occident", "nations": 4}, (8, 3)),
    "occident-6": ({"board": "occident", "nations": 6}, (28, 1)),
    "occident-5": ({"board": "occident", "nations": 5}, (25, 20)),
    "occident-2p-four_nations": ({"board": "occident", "nations": 4, "two_player": "four_nations"}, (8, 3)),
    "occident-2p-two_colours": ({"board": "occident", "nations": 2, "two_player": "two_colours"}, (17, 18)),
    "occident-5-military-longer": ({"board": "occident", "nations": 5, "variants": ["military", "longer"]},
                                   (10, 9)),
    # The offered Occident (issues 25 and 47): its start lines differ from the first version's at 3
    # and 4 nations (both forms that play four) and at 6; its seeds are the shorter of seeds 1-12.
    "occident_v4-3": ({"board": "occident_v4", "nations": 3}, (12, 9)),
    "occident_v4-4": ({"board": "occident_v4", "nations": 4}, (11, 9)),
    "occident_v4-6": ({"board": "occident_v4", "nations": 6}, (8, 2)),
    "occident_v4-2p-four_nations": ({"board": "occident_v4", "nations": 4, "two_player": "four_nations"}, (4, 1)),
}


def _seeds_from_environment():
    spec = os.environ.get("ANTIKE_RANDOM_SEEDS", "").strip()
    if not spec:
        return None
    if "-" in spec:
        low, high = spec.split("-", 1)
        return tuple(range(int(low), int(high) + 1))
    return tuple(int(part) for part in spec.split(","))


# Games checked with a JSON round trip at every step (the expensive check): short, varied forms.
ROUND_TRIP_GAMES = [("orient-3", 29), ("orient-2p-two_colours", 18), ("orient-4-longer", 22),
                    ("occident-4", 15), ("orient-6", 9)]
SPOT_EVERY = 23  # every n-th step, every listed decision is applied to the same state


def options_for(form, seed):
    return dict(FORMS[form][0], seed=seed)


def text(state):
    """The state's canonical JSON text: what 'unchanged' and 'equal' are measured by."""
    return json.dumps(state.to_json(), sort_keys=True)


def canonical(decision):
    return json.dumps(decision, sort_keys=True)


def spot_check(state, where):
    """Apply every listed decision to `state`: none raises, each result keeps the invariants, the
    input is unchanged; the list has no duplicates; a decision without payment gets the default."""
    before = text(state)
    legal = legal_decisions(state)
    assert legal, f"{where}: no legal decision while the game goes on"
    keys = [canonical(d) for d in legal]
    assert len(set(keys)) == len(keys), f"{where}: duplicate legal decisions"
    for decision in legal:
        try:
            result = apply(state, decision)
        except Exception as error:  # noqa: BLE001 - name the listed decision that failed
            pytest.fail(f"{where}: listed decision {decision} refused: {type(error).__name__}: {error}")
        check_invariants(result)
        assert text(state) == before, f"{where}: apply({decision}) changed its input"
    # A decision sent without payment uses the default: the first listed one with the same target.
    seen = set()
    for decision in legal:
        if decision["type"] not in WITH_PAYMENT:
            continue
        bare = {k: v for k, v in decision.items() if k != "payment"}
        key = canonical(bare)
        if key in seen:
            continue
        seen.add(key)
        assert text(apply(state, bare)) == text(apply(state, decision)), \
            f"{where}: {bare} without payment does not use the default {decision['payment']}"
    assert text(state) == before, f"{where}: applying listed decisions changed the state"


def check_finished(state, where):
    """The game ended properly: an outcome, the game_over step, no decision accepted."""
    result = state.outcome
    assert result is not None, f"{where}: no outcome after {DECISION_CAP} decisions"
    assert state.pending["step"] == "game_over"
    assert result["winner"] in state.nations
    assert isinstance(result["player"], str) and result["player"]
    assert result["reason"]["why"] in ("goal", "temple_after_all_personages")
    if result["reason"]["why"] == "goal":  # R-GOAL-4 wins without the goal
        assert state.score(result["winner"]) == result["reason"]["score"] >= goal(state.options), \
            f"{where}: winner below the goal"
    assert legal_decisions(state) == []
    with pytest.raises(IllegalDecision):
        apply(state, {"type": "done"})


def play(form, seed, round_trip=False):
    """Play one seeded game through a Match with every check; return the game."""
    rng = random.Random(seed)
    game = Match(options_for(form, seed))
    check_invariants(game.state)
    step = 0
    while game.state.outcome is None and step < DECISION_CAP:
        state = game.state
        where = f"{form} seed {seed} step {step}"
        before = text(state)
        if round_trip:
            copy = GameState.from_json(json.loads(before))
            assert copy == state, f"{where}: the JSON round trip changed the state"
            assert legal_decisions(copy) == legal_decisions(state), \
                f"{where}: legal decisions differ after a JSON round trip"
            json.dumps(view(state, game.log[-3:]))  # the view is plain JSON too
        if step % SPOT_EVERY == seed % SPOT_EVERY:
            spot_check(state, where)
        decision = choose(state, rng)
        game.play(decision)
        step += 1
        assert text(state) == before, f"{where}: apply({decision}) changed its input"
        check_invariants(game.state)
        if round_trip:
            assert apply(copy, decision) == game.state, f"{where}: the JSON copy plays {decision} differently"
    check_finished(game.state, f"{form} seed {seed}")
    return game


def check_replay(game):
    record = json.loads(json.dumps(game.to_json()))
    replayed = Match.from_json(record)
    assert replayed.state == game.state
    assert replayed.decisions == game.decisions
    assert replayed.log == game.log


GAMES = [(form, seed) for form, (_, seeds) in FORMS.items() for seed in (_seeds_from_environment() or seeds)]


@pytest.mark.long_running
@pytest.mark.parametrize("form,seed", GAMES, ids=[f"{f}-{s}" for f, s in GAMES])
def test_random_game_keeps_invariants_ends_and_replays(form, seed):
    game = play(form, seed)
    check_replay(game)


@pytest.mark.parametrize("form,seed", ROUND_TRIP_GAMES, ids=[f"{f}-{s}" for f, s in ROUND_TRIP_GAMES])
def test_random_game_survives_json_round_trip_at_every_step(form, seed):
    game = play(form, seed, round_trip=True)
    check_replay(game)


def test_same_seed_same_game():
    """The policy and the engine are deterministic: a seed fixes the whole game."""
    options = options_for("orient-4", 14)
    first, made = play_game(options, 14)
    second, again = play_game(options, 14)
    assert made == again and first == second and first.outcome is not None
    other, _ = play_game(options, 15)
    assert other != first


def expected_move_weight(state, move):
    """The policy's weight of a move, read straight from its rule (antike.games.antike_common.simulate._Targets): AWAY
    from outside the unit kind's home; from inside it, TOWARDS if the move leads to fewer borders to
    cross to leave the home (none outside it; 99 where the home cannot be left), else AWAY."""
    home = _targets_now(state).home(state, move["unit"])
    if move["from"] not in home:
        return AWAY
    depths = state.board.depths(home, move["unit"])

    def borders_out(province):
        return depths.get(province, 99) if province in home else 0
    return TOWARDS if borders_out(move["to"]) < borders_out(move["from"]) else AWAY


def maneuver_states(form, seed, wanted):
    """The first `wanted` states of a seeded random game that are in a maneuver's movement."""
    rng = random.Random(seed)
    state = Match(options_for(form, seed)).state
    found = []
    while state.outcome is None and len(found) < wanted:
        if state.pending["step"] == "movement":
            found.append(state)
        state = apply(state, choose(state, rng))
    return found


@pytest.mark.parametrize("form,seed", [("orient-3", 2), ("orient-4", 20), ("orient-6", 7), ("occident-5", 1)])
def test_random_policy_weighs_every_move_by_its_rule(form, seed):
    """Every move of every movement state gets the weight the policy's rule gives it."""
    states = maneuver_states(form, seed, 300)
    assert len(states) >= 100
    towards = 0
    for state in states:
        targets = _targets_now(state)
        for move in legal_decisions(state):
            if move["type"] == "move":
                weight = targets.move_weight(targets.home(state, move["unit"]), move)
                assert weight == expected_move_weight(state, move), f"{form} seed {seed}: {move}"
                towards += weight == TOWARDS
    assert towards >= 50


def movement_distribution(state):
    """{decision as JSON text: probability} by the policy's weights: each move its weight, each fight
    FIGHT, the end of the movement END_SHARE per move but at least 1, the trades TRADE as one group,
    of which the first (the default) is taken with 0.8 + 0.2 / count and each other with 0.2 / count."""
    targets = _targets_now(state)
    legal = legal_decisions(state)
    weights = {}
    moves = [decision for decision in legal if decision["type"] == "move"]
    trades = [decision for decision in legal if decision["type"] == "trade"]
    for move in moves:
        weights[canonical(move)] = targets.move_weight(targets.home(state, move["unit"]), move)
    for decision in legal:
        if decision["type"] == "fight":
            weights[canonical(decision)] = FIGHT
    weights[canonical({"type": "end_movement"})] = max(1.0, END_SHARE * len(moves))
    for index, trade in enumerate(trades):
        share = 0.8 * (index == 0) + 0.2 / len(trades) if len(trades) > 1 else 1.0
        weights[canonical(trade)] = TRADE * share
    total = sum(weights.values())
    return {key: weight / total for key, weight in weights.items()}


# Picks among the game's movement states; re-picked when the engine plays the seed differently
# (issue 20's default payments moved the first state with a trade in orient-6 seed 7 to 363).
@pytest.mark.parametrize("form,seed,picks", [("orient-4", 20, (1, 40, 194)), ("orient-6", 7, (16, 93, 363))])
def test_random_policy_draws_movement_decisions_by_their_weights(form, seed, picks):
    """The rejection draw of _choose_movement follows the weights: over 20,000 draws from one state,
    each decision's share is within 4 standard deviations (and 0.002) of its probability. The states
    picked have fights, trades, and fewer than four moves (where the end weighs its floor of 1)."""
    states = maneuver_states(form, seed, max(picks) + 1)
    draws = 20_000
    covered = set()
    for pick in picks:
        state = states[pick]
        kinds = [decision["type"] for decision in legal_decisions(state)]
        covered.update(kinds)
        if kinds.count("move") < 4:
            covered.add("few moves")
        expected = movement_distribution(state)
        rng = random.Random(pick)
        counts = {}
        for _ in range(draws):
            key = canonical(choose(state, rng))
            counts[key] = counts.get(key, 0) + 1
        assert set(counts) <= set(expected)
        for key, probability in expected.items():
            share = counts.get(key, 0) / draws
            spread = 4 * (probability * (1 - probability) / draws) ** 0.5 + 0.002
            assert abs(share - probability) <= spread, f"{form} seed {seed} state {pick}: {key}"
    assert covered >= {"fight", "trade", "few moves"}
