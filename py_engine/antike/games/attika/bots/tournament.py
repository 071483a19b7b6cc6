"""Tournaments between Attika's bots: seeded games with rotating seats, each entry's share of wins.

Entry i of the player list sits at position (i + g) mod n of the play order in game g (position 0
starts: the options fix the start player), so over n games every entry plays every position. The
game and every bot in it are seeded from the tournament seed and g. Winners sharing a win (a dead
game or the turn limit, AT-END-4/5) share its point; a game reaching the decision cap has no winner.
"""

from ....core.tournament import (check_strengths, hard_budget, mean_turns, per_entry, play_games, play_seated,
                                 player_shares, print_summary, progress_printer, think_per_turn, turn_cpu)
from ..components import SEATS
from ..setup import new_game
from . import STRENGTHS, make_bot

DECISION_CAP = 5_000
ENDINGS = ("all_built", "shrines", "dead_game", "turn_limit", "cap")


def play_game(players, number, seed=1, think=2.0, iterations=None, cap=DECISION_CAP, turn_limit=None, clock="wall"):
    """Play game `number`: {"points": [share of the win per entry], "winners": [entries], "why",
    "turns", "decisions", "on_map": [buildings per entry], "think": [seconds per entry],
    "own_turns": [turns per entry], "turn_seconds": [[seconds of each own turn] per entry],
    "turn_cpu": [[CPU seconds of each own turn] per entry]}."""
    count = len(players)
    game_seed = seed * 100_003 + number
    seats = list(SEATS[:count])
    entry_of = {seats[(entry + number) % count]: entry for entry in range(count)}
    state = new_game({"players": count, "city_states": seats, "first": seats[0], "seed": game_seed,
                      "turn_limit": turn_limit})
    bots = {seat: make_bot(players[entry], game_seed * 10 + entry, think=think, iterations=iterations, clock=clock)
            for seat, entry in entry_of.items()}
    played = play_seated("attika", state, bots, cap)
    state, outcome = played.state, played.state.outcome
    winners = [entry_of[seat] for seat in outcome["winners"]] if outcome else []
    points = [1.0 / len(winners) if entry in winners else 0.0 for entry in range(count)]
    on_map = [0] * count
    for building in state.buildings.values():
        on_map[entry_of[building["owner"]]] += 1
    figures = per_entry(played, entry_of)
    return {"points": points, "winners": winners, "why": outcome["reason"] if outcome else "cap", "turns": state.turn,
            "decisions": played.decisions, "on_map": on_map, "think": figures["think"],
            "own_turns": figures["own_turns"], "turn_seconds": figures["turn_seconds"], "turn_cpu": figures["turn_cpu"]}


def summarize(players, results):
    """Shares with 95 % intervals, how games ended, turns, thinking seconds per own turn, and CPU
    seconds of the mean and the longest own turn per strength (a hard turn's budget is checked by them)."""
    games = len(results)
    won = [sum(result["points"][entry] for result in results) for entry in range(len(players))]
    return {"shares": player_shares(players, won, games), "games": games,
            "endings": {why: sum(1 for r in results if r["why"] == why) for why in ENDINGS},
            "mean_turns": mean_turns(results), "mean_think_s": think_per_turn(players, results),
            "turn_cpu_s": turn_cpu(players, results)}


def tournament(players, games, seed=1, think=2.0, iterations=None, cap=DECISION_CAP, on_game=None, clock="wall"):
    """Play `games` games and summarize them; `on_game(number, result)` hears of each as it ends."""
    if not 2 <= len(players) <= 4:
        raise ValueError("Attika is a game for 2-4 players: give 2-4 strengths, e.g. --players medium,easy,easy")
    check_strengths(players, STRENGTHS)
    results = play_games(lambda number: play_game(players, number, seed, think, iterations, cap, clock=clock), games,
                         on_game)
    summary = summarize(players, results)
    if "hard" in players:
        summary["hard_budget"] = hard_budget(iterations, think, clock)
    return summary


def main_tournament(args):
    """`python -m antike tournament --game attika ...`: one JSON line; exit status 1 on bad arguments."""
    players = [p.strip() for p in args.players.split(",") if p.strip()]
    progress = progress_printer(lambda number, result: {
        "game": number, "winners": [players[e] for e in result["winners"]], "why": result["why"],
        "turns": result["turns"], "mean_turn_cpu_s": [round(sum(turns) / max(1, len(turns)), 3) for turns in result["turn_cpu"]],
        "max_turn_cpu_s": [round(max(turns, default=0.0), 3) for turns in result["turn_cpu"]]}) if args.progress else None
    return print_summary(lambda: tournament(players, args.games, args.seed, args.think, args.iterations, args.cap,
                                            progress, args.clock))
