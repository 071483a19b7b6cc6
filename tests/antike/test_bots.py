"""Computer opponents (antike.bots): legal choices, finished games, reproducible play, fight answers.

The hard bot runs with a fixed number of search iterations here (never by the clock), so that every
test is deterministic and quick.
"""

import json
import random

import pytest

from antike import apply, legal_decisions, new_game
from antike.__main__ import main as antike_main
from antike.games.antike_common.bots import STRENGTHS, make_bot
from antike.core.tournament import wilson
from antike.games.antike_common.bots.tournament import play_game, tournament
from antike.games.antike_common.simulate import choose
from positions import choose as choose_field
from positions import play, position

# Game forms whose positions every strength must handle: both boards, 2-5 nations, the two-colour
# game, and the Longer game's start-city picks with the Military variant's scoring.
FORMS = (
    {"board": "orient", "nations": 3},
    {"board": "occident", "nations": 4},
    {"board": "orient", "nations": 2, "two_player": "two_colours"},
    {"board": "orient", "nations": 5, "variants": ["longer", "military"]},
)


def bot(strength, seed=1):
    """A bot of `strength`; hard searches two iterations per turn."""
    return make_bot(strength, seed, iterations=2)


def sampled_positions(options, every=23, count=10, seed=3):
    """Positions of a seeded random game: every `every`-th state, up to `count` of them."""
    rng = random.Random(seed)
    state = new_game({**options, "seed": seed})
    positions = []
    made = 0
    while state.outcome is None and len(positions) < count:
        if made % every == 0 and len(legal_decisions(state)) > 1:
            positions.append(state)
        state = apply(state, choose(state, rng))
        made += 1
    return positions


@pytest.mark.parametrize("options", FORMS, ids=lambda o: f"{o['board']}-{o['nations']}-{'-'.join(o.get('variants', []))}")
def test_bots_choose_only_legal_decisions(options):
    bots = {strength: bot(strength) for strength in STRENGTHS}
    for state in sampled_positions(options):
        legal = legal_decisions(state)
        for strength, player in bots.items():
            decision = player.choose(state)
            assert decision in legal, (strength, state.pending, decision)


def test_bots_choose_legally_through_a_whole_game_of_their_own():
    players = {"arabs": bot("hard"), "greeks": bot("medium"), "persians": bot("easy")}
    state = new_game({"board": "orient", "nations": 3, "seed": 5})
    for _ in range(150):
        decision = players[state.pending["nation"]].choose(state)
        assert decision in legal_decisions(state), (state.pending, decision)
        state = apply(state, decision)


def test_a_game_of_computer_players_alone_finishes():
    result = play_game(["medium", "easy", "easy"], 0, seed=4)
    assert result["winner"] is not None
    assert sum(result["own_turns"]) == result["turns"]


def test_the_same_seed_gives_the_same_game():
    def decisions(seed):
        players = [bot(strength, seed + index) for index, strength in enumerate(("hard", "medium", "easy"))]
        state = new_game({"board": "orient", "nations": 3, "seed": seed})
        seats = dict(zip(state.order, players))
        made = []
        for _ in range(90):
            made.append(seats[state.pending["nation"]].choose(state))
            state = apply(state, made[-1])
        return made

    assert decisions(7) == decisions(7)
    assert decisions(7) != decisions(8)  # the seeds make the easy bot, and so the game, differ


def test_bots_choose_legally_in_rarer_steps():
    everything = ["roads", "navigation", "currency", "democracy"]
    rich = position(3, acting="arabs", know_hows={"arabs": everything}, eight_rewarded=["arabs"])
    assert any(d["type"] == "trade" for d in legal_decisions(rich))  # R-TURN-4
    conquest = position(3, acting="arabs", cities={"tyros": "greeks"}, units={"arabs": {"legions": {"tyros": 2}}})
    conquest = play(choose_field(conquest, "maneuver_1"), {"type": "end_movement"})
    assert conquest.pending["step"] == "conquest"
    for state in (rich, conquest):
        for strength in STRENGTHS:
            assert bot(strength).choose(state) in legal_decisions(state), (strength, state.pending)
    for strength in ("medium", "hard"):  # a Greek city for one legion: the evaluation sees the gain
        assert bot(strength).choose(conquest)["type"] == "conquer"


def fight_question():
    """The Arabs move a legion into Tyros, a Greek city with a Greek legion: the Greeks are asked."""
    state = position(3, acting="arabs", cities={"tyros": "greeks"}, know_hows={"arabs": ["wheel"]},
                     units={"arabs": {"legions": {"palmyra": 2}}, "greeks": {"legions": {"tyros": 1}}})
    state = choose_field(state, "maneuver_1")
    return play(state, {"type": "move", "unit": "legion", "from": "palmyra", "to": "tyros", "actions": 2})


@pytest.mark.parametrize("strength", STRENGTHS)
def test_a_bot_answers_a_fight_question_for_a_nation_not_acting(strength):
    state = fight_question()
    assert state.pending["step"] == "fight_question" and state.pending["nation"] == "greeks"
    assert state.acting == "arabs"
    assert bot(strength).choose(state) in ({"type": "fight_entry"}, {"type": "let_pass"})


def test_make_bot_names_the_strengths():
    assert [make_bot(s, 1).strength for s in STRENGTHS] == list(STRENGTHS)
    with pytest.raises(ValueError, match="unknown bot strength 'expert'"):
        make_bot("expert", 1)


def test_hard_counts_its_thinking_in_the_clock_asked_for():
    state = new_game({"board": "orient", "nations": 3, "seed": 2})
    for clock in ("wall", "cpu"):
        assert make_bot("hard", 1, think=0.05, clock=clock).choose(state) in legal_decisions(state)
    with pytest.raises(ValueError, match="unknown clock 'sundial'"):
        make_bot("hard", 1, clock="sundial")


def test_tournament_reports_each_entry_in_the_order_given():
    heard = []
    summary = tournament(["easy", "easy", "easy"], 3, seed=2, cap=400,
                         on_game=lambda number, result: heard.append((number, result["winner"])))
    assert [number for number, _ in heard] == [0, 1, 2]
    assert sum(1 for _, winner in heard if winner is None) == summary["capped"]
    assert [entry["player"] for entry in summary["shares"]] == ["easy", "easy", "easy"]
    decided = sum(entry["share"] for entry in summary["shares"]) * summary["games"]
    assert round(decided) == summary["games"] - summary["capped"]
    assert set(summary["mean_think_s"]) == {"easy"}
    assert "hard_budget" not in summary


def test_tournament_says_how_long_hard_thought():
    summary = tournament(["hard", "easy"], 1, seed=2, iterations=1, cap=60)
    assert summary["hard_budget"] == {"iterations": 1}
    summary = tournament(["hard", "easy"], 1, seed=2, think=0.05, clock="cpu", cap=60)
    assert summary["hard_budget"] == {"think_s": 0.05, "clock": "cpu"}


def test_tournament_command_prints_a_line_per_game_on_request(capsys):
    assert antike_main(["tournament", "--players", "easy,easy", "--games", "2", "--cap", "50", "--progress"]) == 0
    out, err = capsys.readouterr()
    assert json.loads(out)["games"] == 2
    assert [json.loads(line)["game"] for line in err.splitlines()] == [0, 1]
    assert antike_main(["tournament", "--players", "easy,expert"]) == 1
    assert "unknown bot strength" in json.loads(capsys.readouterr().out)["error"]


def test_wilson_interval():
    assert wilson(0, 0) == [0.0, 1.0]
    low, high = wilson(8, 10)
    assert 0.44 < low < 0.8 < high < 0.97
