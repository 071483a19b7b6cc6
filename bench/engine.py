#!/usr/bin/env python3
"""Speed of the pure-Python engine: random play and one decision at mid-game.

For each game (Antike, Antike II, or one of them with --game) and 3, 4 and 6 nations on the Orient
board, plays several seeded games with the weighted random policy of
antike.games.antike_common.simulate and prints one row; for Antike Duellum (--game duellum, or all)
one row per board, West and East, of two players, with the eager random policy of
antike.games.duellum.simulate.eager_choice (the goldens' and `simulate`'s policy; its computer
players' seconds a turn are in bench/duellum.py) and a turn being one player's, a round both
players' turns; for Attika (--game attika, or all) one row per player count, 2, 3 and 4
(--players to choose), with the uniformly random policy of `python -m antike simulate --game
attika` (antike.games.attika.simulate: rng.choice of the legal list), a turn being one player's
and a round every player's:
- decisions per second of random play, the policy included (choose + apply), median over games
  and their spread (lowest-highest game)
  (CPU time of this process, so that other load on a shared machine does not count); only the
  decisions are kept while a game is timed, as a simulator does (see play()). Each row first plays
  one untimed warm-up game (seed 0), as a simulator's run of many games is warm after its first:
  the engine keeps lists that depend only on the board and a few counts (moves out of a province,
  payments for given holdings, rondel costs) once made; that game's own rate is printed as "cold";
- the engine alone replaying each game just played, median over games: its decisions applied again,
  each taken from its state's legal list as the policy's are, with the caches the game filled (as
  undo and replay of a game record do). Games are timed whole, not decision by decision: a clock
  read costs about 1 % of a decision;
- median decisions, turns (one nation's turn) and rounds per game, decisions and rounds also with
  their spread (lowest-highest game);
- the median time of the legal list + apply at mid-game: states at 40 %, 50 % and 60 % of each
  game; each timed on a fresh copy (GameState.from_json of its to_json, so the legal-decision cache
  is cold): the legal list, then apply(copy, the policy's choice); many repetitions; the median over
  every repetition of every state, in microseconds, by the wall clock ("legal+apply us", its 90th
  percentile "p90 us") and by this process's CPU time ("cpu us", the issue's measure, which a
  shared machine's other load does not inflate as it does the wall clock). Measured twice: with the engine's own list
  (kept_legal, which its bots and random play read, and which the replay above takes decisions
  from), and with the public legal_decisions, which hands out a list of read-only entries that no
  caller can change (column "copied", as it was when it handed out copies), so that the price of
  that safety shows on its own;
- beside the game's own policy, a uniformly random row through the public protocol (to_decide, the
  public legal_decisions, apply; CPU time, median over the same seeds) and its ratio to
  python-chess's random play (legal move generation + push; bench/protocol_speed.py), each measured
  --repeats times (default 3), python-chess's right before the game's so that each ratio sees one
  load; medians of the rates and of the ratios. The machine's speed swings: compare figures within
  one run only.
Targets printed beside the figures: >= 20,000 decisions/s and < 1 ms (1000 us) per decision.
Figures only, no assertions; the last line is one JSON object.

    pip install -r bench/requirements.txt   # python-chess, the yardstick (bench only)
    nice -n 5 python bench/engine.py [--games 7] [--reps 200] [--game antike|antike2|duellum|attika|both|all]
                           [--players 2 3 4] [--repeats 3]

`both` (the default) is the two editions of Antike; `all` adds Duellum and Attika. `--players` picks
Attika's player counts (default 2, 3 and 4).
"""

import argparse
import json
import platform
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py_engine"))

from antike.core.registry import rules_of  # noqa: E402
from antike.games.antike_common.decisions import kept_legal as antike_kept_legal  # noqa: E402
from antike.games.antike_common.simulate import DECISION_CAP, choose as antike_choose  # noqa: E402
from antike.games.attika.simulate import DECISION_CAP as ATTIKA_CAP  # noqa: E402
from antike.games.duellum.simulate import eager_choice  # noqa: E402
from protocol_speed import chess_rate, protocol_rate  # noqa: E402

NATIONS = (3, 4, 6)
DUELLUM_BOARDS = ("west", "east")
ATTIKA_PLAYERS = (2, 3, 4)
GAMES = ("antike", "antike2", "duellum", "attika")
TITLES = {"antike": "Antike", "antike2": "Antike II", "duellum": "Duellum", "attika": "Attika"}
CHOICES = {"both": ("antike", "antike2"), "all": GAMES}
TARGET_RATE = 20_000  # decisions per second of random play
TARGET_MICROSECONDS = 1000  # legal_decisions + apply at mid-game
MID_POINTS = (0.4, 0.5, 0.6)
# The CPU time of this process: other load on a shared machine does not count against the engine.
# The mid-game figures use the wall clock, whose median ignores the odd preempted run, and the CPU
# time beside it (time_decision).
CLOCK = time.process_time


_RULES = {}  # game -> its Rules (rules_for)


def rules_for(game):
    """The game's Rules, looked up in the registry once: the registry imports the game's package at
    each lookup (about 1-2 us), which a program driving the protocol does once, as protocol_speed
    does, not at every decision; so that cost stays out of the figures of the engine."""
    rules = _RULES.get(game)
    if rules is None:
        rules = _RULES[game] = rules_of(game)
    return rules


def new_game(options, game):
    return rules_for(game).new_game(options)


def apply(state, decision, game="antike"):
    return rules_for(game).apply(state, decision)


def kept_legal(state, game="antike"):
    """The engine's own legal list of the state (not copied), as its players and random play read it."""
    return rules_for(game).kept_legal(state) if game in ("duellum", "attika") else antike_kept_legal(state)


def legal_decisions(state, game="antike"):
    """The public legal list (read-only entries)."""
    return rules_for(game).legal_decisions(state)


def choose(state, rng, game="antike"):
    """The game's random policy: Antike's weighted one, Duellum's eager one, Attika's uniform one
    (antike.games.attika.simulate's)."""
    if game == "attika":
        return rng.choice(kept_legal(state, game))
    return eager_choice(kept_legal(state, game), rng) if game == "duellum" else antike_choose(state, rng)


def options_of(form, seed, game):
    """A row's options: a nation count of Antike's Orient board, a Duellum board, or Attika's player count."""
    if game == "duellum":
        return {"board": form, "seed": seed}
    if game == "attika":
        return {"players": form, "seed": seed}
    return {"board": "orient", "nations": form, "seed": seed}


def rounds_of(state, game):
    """(turns, rounds) of a state: Duellum and Attika count every player's turns, a round being
    each player's turn once."""
    if game == "duellum":
        return state.turn, (state.turn + 1) // 2
    if game == "attika":
        players = len(state.order)
        return state.turn, (state.turn + players - 1) // players
    return state.turn, state.round


def cap_of(game):
    """The decision cap of a game's random play (Antike's simulate, or Attika's)."""
    return ATTIKA_CAP if game == "attika" else DECISION_CAP


def play(options, seed, game):
    """One timed game: (decisions, (turns, rounds), seconds, finished).

    Only the decisions are kept, as a simulator or a bot's playout does: keeping every state alive
    (each with its cached legal list) would have the garbage collector walk them all, a cost of
    this benchmark rather than of the engine. The states wanted afterwards are rebuilt by replay.
    """
    rng = random.Random(seed)
    state = new_game(options, game)
    decisions = []
    started = CLOCK()
    while state.outcome is None and len(decisions) < cap_of(game):
        decision = choose(state, rng, game)
        state = apply(state, decision, game)
        decisions.append(decision)
    return decisions, rounds_of(state, game), CLOCK() - started, state.outcome is not None


def replayed(options, decisions, points, game):
    """The states after the first n decisions, for each n in `points`, and every decision's position
    in its state's legal list (untimed)."""
    state = new_game(options, game)
    wanted = {}
    positions = []
    for made, decision in enumerate(decisions):
        if made in points:
            wanted[made] = state
        positions.append(kept_legal(state, game).index(decision))
        state = apply(state, decision, game)
    return wanted, positions


def replay_seconds(options, positions, game):
    """Seconds to replay a game: each decision taken from its state's legal list by position, as
    the policy hands the engine an entry of that list."""
    state = new_game(options, game)
    started = CLOCK()
    for position in positions:
        state = apply(state, kept_legal(state, game)[position], game)
    return CLOCK() - started


def time_decision(state, decision, reps, game="antike", legal=kept_legal):
    """Microseconds of the legal list (`legal`) + apply on cold copies of `state`, one (wall clock, CPU
    time) pair per repetition. The CPU clock is read outside the wall clock's pair of reads, so that
    its own cost (a system call) stays out of the wall figure; the CPU figure counts it (about 0.8 us
    on the development machine, 0.08 us for the wall clock's pair)."""
    data = state.to_json()
    state_class = type(state)  # the game's state class (AntikeState, AntikeIIState, DuellumState, AttikaState)
    figures = []
    for _ in range(reps):
        fresh = state_class.from_json(data)
        cpu_before = time.process_time_ns()
        before = time.perf_counter_ns()
        legal(fresh, game)
        apply(fresh, decision, game)
        after = time.perf_counter_ns()
        figures.append(((after - before) / 1e3, (time.process_time_ns() - cpu_before) / 1e3))
    return figures


def protocol_beside_chess(form, games, game, repeats):
    """(median decisions a second through the public protocol, median python-chess plies a second,
    median ratio of the two): each of `repeats` times, python-chess's random play and then the game's,
    one right after the other, so that the ratio of each pair sees the same load on a shared machine."""
    pairs = []
    for _ in range(repeats):
        chess = chess_rate(games)
        pairs.append((protocol_rate(game, lambda seed: options_of(form, seed, game), games, cap_of(game)), chess))
    return (round(statistics.median(protocol for protocol, _ in pairs)),
            round(statistics.median(chess for _, chess in pairs)),
            round(statistics.median(protocol / chess for protocol, chess in pairs), 2))


def bench(form, games, reps, game="antike", repeats=1):
    """One row: `form` is a nation count (Antike, Antike II), a board (Duellum) or a player count (Attika);
    `repeats`: how often the protocol's random play is measured beside python-chess's (medians)."""
    protocol, chess, ratio = protocol_beside_chess(form, games, game, repeats)
    warm_up, _, warm_up_seconds, _ = play(options_of(form, 0, game), 0, game)
    rates, replay_rates, decisions, turns, rounds, mid, mid_cpu, copied = [], [], [], [], [], [], [], []
    unfinished = 0
    for seed in range(1, games + 1):
        options = options_of(form, seed, game)
        moves, turn, total, finished = play(options, seed, game)
        made = len(moves)
        unfinished += not finished
        rates.append(made / total)
        decisions.append(made)
        turns.append(turn[0])
        rounds.append(turn[1])
        states, positions = replayed(options, moves, {int(made * point) for point in MID_POINTS}, game)
        replay_rates.append(made / replay_seconds(options, positions, game))
        for state in states.values():
            decision = choose(state, random.Random(seed), game)
            for wall, cpu in time_decision(state, decision, reps, game):
                mid.append(wall)
                mid_cpu.append(cpu)
            copied.extend(wall for wall, _ in time_decision(state, decision, reps, game, legal_decisions))
    return {
        "game": game, "board": options.get("board"), "nations": 2 if game == "duellum" else form,
        **({"players": form} if game == "attika" else {}),
        "games": games, "unfinished": unfinished,
        "decisions_per_second": round(statistics.median(rates)),
        "decisions_per_second_range": [round(min(rates)), round(max(rates))],
        "decisions_per_second_cold": round(len(warm_up) / warm_up_seconds),
        "decisions_per_second_replay": round(statistics.median(replay_rates)),
        "protocol_decisions_per_second": protocol,
        "chess_plies_per_second": chess,
        "protocol_ratio_to_chess": ratio,
        "decisions_per_game": statistics.median(decisions),
        "decisions_per_game_range": [min(decisions), max(decisions)],
        "turns_per_game": statistics.median(turns),
        "rounds_per_game": statistics.median(rounds),
        "rounds_per_game_range": [min(rounds), max(rounds)],
        "mid_game_legal_apply_us": round(statistics.median(mid), 1),
        "mid_game_legal_apply_us_p90": round(statistics.quantiles(mid, n=10)[-1], 1),
        "mid_game_legal_apply_cpu_us": round(statistics.median(mid_cpu), 1),
        "mid_game_copied_legal_apply_us": round(statistics.median(copied), 1),
    }


def spread(pair):
    """A [lowest, highest] pair as the table prints it."""
    return f"{pair[0]:,}-{pair[1]:,}"


def main(argv=None):
    parser = argparse.ArgumentParser(description="Speed of the Antike engine (figures only).")
    parser.add_argument("--games", type=int, default=7, help="games per nation count (default 7)")
    parser.add_argument("--reps", type=int, default=200, help="repetitions per mid-game state (default 200)")
    parser.add_argument("--game", choices=GAMES + tuple(CHOICES), default="both",
                        help="the game whose rows to measure: antike, antike2, duellum, attika, both (Antike's "
                             "editions, the default) or all")
    parser.add_argument("--players", type=int, nargs="+", choices=ATTIKA_PLAYERS, default=list(ATTIKA_PLAYERS),
                        help="Attika's player counts (default 2 3 4)")
    parser.add_argument("--repeats", type=int, default=3,
                        help="measurements of the protocol row, each beside python-chess's (default 3; medians)")
    args = parser.parse_args(argv)
    games = CHOICES.get(args.game, (args.game,))
    forms = {"duellum": DUELLUM_BOARDS, "attika": tuple(sorted(set(args.players)))}
    rows = [bench(form, args.games, args.reps, game, args.repeats)
            for game in games for form in forms.get(game, NATIONS)]
    chess = round(statistics.median(row["chess_plies_per_second"] for row in rows))

    antike = any(game in ("antike", "antike2") for game in games)
    boards = ", ".join(["Orient board"] * antike
                       + ["Duellum's West and East (2 players)"] * ("duellum" in games)
                       + ["Attika's house components"] * ("attika" in games))
    policies = ", ".join(["weighted random policy"] * antike
                         + ["Duellum's eager random policy"] * ("duellum" in games)
                         + ["Attika's uniform random policy"] * ("attika" in games))
    print(f"{' and '.join(TITLES[game] for game in games)} engine, {boards}, {args.games} seeded games per row, "
          f"{policies} (Python {platform.python_version()}); medians, spreads lowest-highest game")
    form_title = ({("duellum",): "board", ("attika",): "players"}.get(games)
                  or ("form" if {"duellum", "attika"} & set(games) else "nations"))
    header = (f"{'game':>9} | {form_title:>7} | {'decisions/s':>11} | {'spread':>13} | {'cold':>7} | {'replay':>10} | "
              f"{'decisions':>9} | {'spread':>11} | {'turns':>6} | {'rounds':>6} | {'spread':>7} | "
              f"{'legal+apply us':>14} | {'p90 us':>7} | {'cpu us':>6} | {'copied us':>9} | {'protocol/s':>10} | {'x chess':>7}")
    print(header)
    print("-" * len(header))
    for row in rows:
        form = row["board"] if row["game"] == "duellum" else row["nations"]
        print(f"{TITLES[row['game']]:>9} | {form:>7} | {row['decisions_per_second']:>11,} | "
              f"{spread(row['decisions_per_second_range']):>13} | {row['decisions_per_second_cold']:>7,} | "
              f"{row['decisions_per_second_replay']:>10,} | {row['decisions_per_game']:>9,.0f} | "
              f"{spread(row['decisions_per_game_range']):>11} | {row['turns_per_game']:>6,.0f} | "
              f"{row['rounds_per_game']:>6,.0f} | {spread(row['rounds_per_game_range']):>7} | "
              f"{row['mid_game_legal_apply_us']:>14,.1f} | "
              f"{row['mid_game_legal_apply_us_p90']:>7,.1f} | {row['mid_game_legal_apply_cpu_us']:>6,.1f} | "
              f"{row['mid_game_copied_legal_apply_us']:>9,.1f} | "
              f"{row['protocol_decisions_per_second']:>10,} | {row['protocol_ratio_to_chess']:>7.2f}"
              + (f"   ({row['unfinished']} game(s) hit the cap)" if row["unfinished"] else ""))
    print(f"python-chess random play (legal moves + push, uniform choice, CPU time): {chess:,} plies/s "
          f"(median over the rows); protocol/s: uniform random play through to_decide, legal_decisions, apply, "
          f"median of {args.repeats} measurements; x chess: the median ratio of each to python-chess's measured "
          f"right before it")
    print(f"targets: random play >= {TARGET_RATE:,} decisions/s (policy included); "
          f"legal_decisions + apply at mid-game < {TARGET_MICROSECONDS} us")
    worst_rate = min(row["decisions_per_second"] for row in rows)
    worst_us = max(row["mid_game_legal_apply_us"] for row in rows)
    print(f"worst row: {worst_rate:,} decisions/s ({'meets' if worst_rate >= TARGET_RATE else 'misses'} "
          f"the target), {worst_us:,.1f} us ({'meets' if worst_us < TARGET_MICROSECONDS else 'misses'} the target)")
    print(json.dumps({"bench": "engine", "games": args.games, "reps": args.reps, "repeats": args.repeats,
                      "game": args.game, "chess_plies_per_second": chess,
                      "players": sorted(set(args.players)) if "attika" in games else None,
                      "target_decisions_per_second": TARGET_RATE,
                      "target_mid_game_us": TARGET_MICROSECONDS, "rows": rows}))


if __name__ == "__main__":
    main()
