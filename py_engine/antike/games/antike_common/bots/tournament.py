"""Tournaments between bots: seeded games with rotating seats, and the share of games each entry won.

Entry i of the player list sits in seat (i + g) mod n of game g (seat 0 moves first), so every
entry plays every seat equally often over n games. The game, and every bot in it, is seeded from
the tournament seed and the game's number. A game that reaches the decision cap has no winner.
"""

import json
import math
import sys
import time

from ....core.errors import AntikeError
from ....core.registry import rules_of
from ..rules import apply
from . import STRENGTHS, make_bot

DECISION_CAP = 5_000


def wilson(wins, games, z=1.96):
    """The Wilson score interval [low, high] of a share of wins (95 % by default)."""
    if games == 0:
        return [0.0, 1.0]
    share = wins / games
    centre = (share + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(share * (1 - share) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return [round(max(0.0, centre - half), 3), round(min(1.0, centre + half), 3)]


def game_options(players, board, seed):
    """Options of a game for this many players: 3-6 nations, or the two-colour game for two."""
    if len(players) == 2:
        return {"board": board, "nations": 2, "two_player": "two_colours", "seed": seed}
    return {"board": board, "nations": len(players), "seed": seed}


def play_game(players, number, board="orient", seed=1, think=2.0, iterations=None, cap=DECISION_CAP, clock="wall",
              game="antike"):
    """Play game `number` of a tournament.

    Returns {"winner": entry index or None, "turns": nation turns played, "think": [seconds per
    entry], "own_turns": [turns per entry], "turn_seconds": [[wall seconds of each own turn] per
    entry], "turn_cpu": [[CPU seconds of each own turn] per entry]}. A bot's own turn is every
    decision it takes while its nation acts; answers to other nations' questions count in "think".
    `game` is the edition's game id (antike, antike2).
    """
    game_seed = seed * 100_003 + number
    state = rules_of(game).new_game(game_options(players, board, game_seed))
    count = len(players)
    seat_of = {(entry + number) % count: entry for entry in range(count)}
    entry_of = {nation: seat_of[seat] for seat, nation in enumerate(state.order)}
    bots = {nation: make_bot(players[entry], game_seed * 10 + entry, think=think, iterations=iterations, clock=clock)
            for nation, entry in entry_of.items()}
    thinking = [0.0] * count
    turn_seconds = [{} for _ in range(count)]
    turn_cpu = [{} for _ in range(count)]
    made = 0
    while state.outcome is None and made < cap:
        nation = state.pending["nation"]
        entry = entry_of[nation]
        started, started_cpu = time.perf_counter(), time.process_time()
        decision = bots[nation].choose(state)
        wall, cpu = time.perf_counter() - started, time.process_time() - started_cpu
        thinking[entry] += wall
        if state.acting == nation:
            turn_seconds[entry][state.turn] = turn_seconds[entry].get(state.turn, 0.0) + wall
            turn_cpu[entry][state.turn] = turn_cpu[entry].get(state.turn, 0.0) + cpu
        state = apply(state, decision)
        made += 1
    winner = entry_of[state.outcome["winner"]] if state.outcome else None
    return {"winner": winner, "turns": state.turn, "think": thinking,
            "own_turns": [len(turns) for turns in turn_seconds],
            "turn_seconds": [list(turns.values()) for turns in turn_seconds],
            "turn_cpu": [list(turns.values()) for turns in turn_cpu]}


def tournament(players, games, board="orient", seed=1, think=2.0, iterations=None, cap=DECISION_CAP, clock="wall",
               on_game=None, game="antike"):
    """Play `games` games; the summary printed by `python -m antike tournament`.

    shares: per entry, in the order given, the share of all games it won and its 95 % Wilson
    interval; capped: games that reached the decision cap (no winner); mean_turns: nation turns per
    game; mean_think_s: per strength, seconds of thinking per own turn (answers to other nations'
    fight questions included); hard_budget (with a hard player): its iterations, or its thinking
    seconds per turn and the clock they are counted in. `on_game(number, result)`, if given, hears of
    every game as it ends (long tournaments report progress with it).
    """
    for player in players:
        if player not in STRENGTHS:
            raise ValueError(f"unknown bot strength {player!r}; known: {', '.join(STRENGTHS)}")
    wins = [0] * len(players)
    think_seconds = {p: 0.0 for p in players}
    think_turns = {p: 0 for p in players}
    turns = capped = 0
    for number in range(games):
        result = play_game(players, number, board, seed, think, iterations, cap, clock, game)
        if on_game:
            on_game(number, result)
        turns += result["turns"]
        if result["winner"] is None:
            capped += 1
        else:
            wins[result["winner"]] += 1
        for entry, player in enumerate(players):
            think_seconds[player] += result["think"][entry]
            think_turns[player] += result["own_turns"][entry]
    summary = {
        "shares": [{"player": p, "share": round(wins[i] / games, 3) if games else 0.0, "ci95": wilson(wins[i], games)}
                   for i, p in enumerate(players)],
        "games": games, "capped": capped,
        "mean_turns": round(turns / games, 1) if games else 0.0,
        "mean_think_s": {p: round(think_seconds[p] / max(1, think_turns[p]), 4) for p in think_seconds},
    }
    if "hard" in players:
        summary["hard_budget"] = {"iterations": iterations} if iterations is not None else {"think_s": think, "clock": clock}
    return summary


def main_tournament(args):
    """Entry of the `tournament` command: prints one JSON line; exit status 1 on bad arguments."""
    players = [p.strip() for p in args.players.split(",") if p.strip()]
    if not 2 <= len(players) <= 6:
        print(json.dumps({"error": "give 2 to 6 players, e.g. --players hard,medium,medium"}))
        return 1
    try:
        summary = tournament(players, args.games, args.board, args.seed, args.think, args.iterations, args.cap,
                             args.clock, _progress_line(players) if args.progress else None, args.game)
    except (ValueError, AntikeError) as error:  # an unknown strength, or options the engine refuses
        print(json.dumps({"error": str(error)}))
        return 1
    print(json.dumps(summary))
    return 0


def _progress_line(players):
    """A game's end as one JSON line on standard error: its number, the winning entry's strength, its turns."""
    def report(number, result):
        winner = result["winner"]
        print(json.dumps({"game": number, "winner": None if winner is None else players[winner],
                          "winner_entry": winner, "turns": result["turns"]}), file=sys.stderr, flush=True)
    return report
