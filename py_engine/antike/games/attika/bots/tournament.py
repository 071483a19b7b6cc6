"""Tournaments between Attika's bots: seeded games with rotating seats, each entry's share of wins.

Entry i of the player list sits at position (i + g) mod n of the play order in game g (position 0
starts: the options fix the start player), so over n games every entry plays every position. The
game and every bot in it are seeded from the tournament seed and g. Winners sharing a win (a dead
game or the turn limit, AT-END-4/5) share its point; a game reaching the decision cap has no winner.
"""

import json
import math
import sys
import time

from ..components import SEATS
from ..decisions import apply
from ..setup import new_game
from . import STRENGTHS, make_bot

DECISION_CAP = 5_000
ENDINGS = ("all_built", "shrines", "dead_game", "turn_limit", "cap")


def wilson(wins, games, z=1.96):
    """The Wilson score interval [low, high] of a share (95 % by default); `wins` may count parts."""
    if games == 0:
        return [0.0, 1.0]
    share = wins / games
    centre = (share + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(share * (1 - share) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return [round(max(0.0, centre - half), 3), round(min(1.0, centre + half), 3)]


def play_game(players, number, seed=1, think=2.0, iterations=None, cap=DECISION_CAP, turn_limit=None):
    """Play game `number`: {"points": [share of the win per entry], "winners": [entries], "why",
    "turns", "decisions", "on_map": [buildings per entry], "think": [seconds per entry],
    "own_turns": [turns per entry], "turn_seconds": [[seconds of each own turn] per entry]}."""
    count = len(players)
    game_seed = seed * 100_003 + number
    seats = list(SEATS[:count])
    entry_of = {seats[(entry + number) % count]: entry for entry in range(count)}
    state = new_game({"players": count, "city_states": seats, "first": seats[0], "seed": game_seed,
                      "turn_limit": turn_limit})
    bots = {seat: make_bot(players[entry], game_seed * 10 + entry, think=think, iterations=iterations)
            for seat, entry in entry_of.items()}
    thinking = [0.0] * count
    turn_seconds = [{} for _ in range(count)]
    made = 0
    while state.pending is not None and made < cap:
        seat = state.pending["player"]
        entry = entry_of[seat]
        started = time.perf_counter()
        decision = bots[seat].choose(state)
        spent = time.perf_counter() - started
        thinking[entry] += spent
        turn_seconds[entry][state.turn] = turn_seconds[entry].get(state.turn, 0.0) + spent
        state = apply(state, decision)
        made += 1
    outcome = state.outcome
    winners = [entry_of[seat] for seat in outcome["winners"]] if outcome else []
    points = [1.0 / len(winners) if entry in winners else 0.0 for entry in range(count)]
    on_map = [0] * count
    for building in state.buildings.values():
        on_map[entry_of[building["owner"]]] += 1
    return {"points": points, "winners": winners, "why": outcome["reason"] if outcome else "cap", "turns": state.turn,
            "decisions": made, "on_map": on_map, "think": thinking,
            "own_turns": [len(turns) for turns in turn_seconds],
            "turn_seconds": [list(turns.values()) for turns in turn_seconds]}


def summarize(players, results):
    """Shares with 95 % intervals, how games ended, turns, thinking seconds per own turn."""
    games = len(results)
    shares = []
    for entry, player in enumerate(players):
        won = sum(result["points"][entry] for result in results)
        shares.append({"player": player, "share": round(won / games, 3) if games else 0.0, "ci95": wilson(won, games)})
    think = {}
    for entry, player in enumerate(players):
        spent, turns = think.get(player, (0.0, 0))
        think[player] = (spent + sum(r["think"][entry] for r in results),
                         turns + sum(r["own_turns"][entry] for r in results))
    return {"shares": shares, "games": games,
            "endings": {why: sum(1 for r in results if r["why"] == why) for why in ENDINGS},
            "mean_turns": round(sum(r["turns"] for r in results) / games, 1) if games else 0.0,
            "mean_think_s": {player: round(spent / max(1, turns), 4) for player, (spent, turns) in think.items()}}


def tournament(players, games, seed=1, think=2.0, iterations=None, cap=DECISION_CAP, on_game=None):
    """Play `games` games and summarize them; `on_game(number, result)` hears of each as it ends."""
    if not 2 <= len(players) <= 4:
        raise ValueError("Attika is a game for 2-4 players: give 2-4 strengths, e.g. --players medium,easy,easy")
    for player in players:
        if player not in STRENGTHS:
            raise ValueError(f"unknown bot strength {player!r}; known: {', '.join(STRENGTHS)}")
    results = []
    for number in range(games):
        result = play_game(players, number, seed, think, iterations, cap)
        if on_game:
            on_game(number, result)
        results.append(result)
    summary = summarize(players, results)
    if "hard" in players:
        summary["hard_budget"] = {"iterations": iterations} if iterations is not None else {"think_s": think}
    return summary


def main_tournament(args):
    """`python -m antike tournament --game attika ...`: one JSON line; exit status 1 on bad arguments."""
    players = [p.strip() for p in args.players.split(",") if p.strip()]
    try:
        summary = tournament(players, args.games, args.seed, args.think, args.iterations, args.cap,
                             _progress(players) if args.progress else None)
    except ValueError as error:
        print(json.dumps({"error": str(error)}))
        return 1
    print(json.dumps(summary))
    return 0


def _progress(players):
    def report(number, result):
        print(json.dumps({"game": number, "winners": [players[e] for e in result["winners"]], "why": result["why"],
                          "turns": result["turns"]}), file=sys.stderr, flush=True)
    return report
