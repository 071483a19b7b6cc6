"""Tournaments between Duellum's bots: seeded games with the seats swapped, each entry's share of wins.

Game g gives entry 0 the board's nation g mod 2 and the start to nation (g // 2) mod 2 (the
options' `first`), so over four games each entry plays each nation and each seat (start player or
second) equally often. The game and both bots are seeded from the tournament seed and g. A game ends
by the goal (D-GOAL-1), one short (D-GOAL-4) or as a draw after 400 turns (D-GOAL-5); a draw counts
half a win to each entry in the shares.
"""

from ....core.tournament import (check_strengths, hard_budget, mean_turns, per_entry, play_games, play_seated,
                                 player_shares, print_summary, progress_printer, share, think_per_turn, turn_cpu)
from ..board import load_board
from ..setup import new_game
from . import STRENGTHS, make_bot

ENDINGS = ("goal", "one_short", "draw")


def seating(board, number):
    """(nation of entry 0, nation of entry 1, start player) of game `number`."""
    players = load_board(board).players
    mine = players[number % 2]
    other = players[1 - number % 2]
    return mine, other, players[(number // 2) % 2]


def play_game(players, number, board="west", seed=1, think=2.0, iterations=None, clock="wall"):
    """Play game `number`: {"winner": entry or None, "why", "first_entry" (the start player's
    entry), "turns", "decisions", "think": [seconds per entry], "own_turns": [turns per entry],
    "turn_seconds": [[wall seconds of each own turn] per entry], "turn_cpu": [[CPU seconds of each own turn]
    per entry]}."""
    game_seed = seed * 100_003 + number
    mine, other, first = seating(board, number)
    entry_of = {mine: 0, other: 1}
    state = new_game({"board": board, "seed": game_seed, "first": first})
    bots = {nation: make_bot(players[entry], game_seed * 10 + entry, think=think, iterations=iterations, clock=clock)
            for nation, entry in entry_of.items()}
    played = play_seated("duellum", state, bots)
    winner = played.state.outcome["winner"]
    figures = per_entry(played, entry_of)
    return {"winner": None if winner is None else entry_of[winner], "why": played.state.outcome["reason"]["why"],
            "first_entry": entry_of[first], "turns": played.state.turn, "decisions": played.decisions,
            "think": figures["think"], "own_turns": figures["own_turns"], "turn_seconds": figures["turn_seconds"],
            "turn_cpu": figures["turn_cpu"]}


def points(result, entry):
    """1 for a win, 1/2 for a draw, 0 for a loss."""
    return 0.5 if result["winner"] is None else float(result["winner"] == entry)


def summarize(players, results):
    """Shares (a draw counts half) with 95 % intervals, the start player's share, endings, turns, thinking
    (seconds per own turn, and CPU seconds of the mean and the longest own turn per strength)."""
    games = len(results)
    won = [sum(points(result, entry) for result in results) for entry in range(len(players))]
    first = sum(points(result, result["first_entry"]) for result in results)
    return {"shares": player_shares(players, won, games), "games": games, "start_player": share(first, games),
            "endings": {why: sum(1 for result in results if result["why"] == why) for why in ENDINGS},
            "mean_turns": mean_turns(results), "mean_think_s": think_per_turn(players, results),
            "turn_cpu_s": turn_cpu(players, results)}


def tournament(players, games, board="west", seed=1, think=2.0, iterations=None, clock="wall", on_game=None):
    """Play `games` games and summarize them; `on_game(number, result)` hears of each as it ends."""
    if len(players) != 2:
        raise ValueError("Duellum is a game for two: give two players, e.g. --players medium,easy")
    check_strengths(players, STRENGTHS)
    results = play_games(lambda number: play_game(players, number, board, seed, think, iterations, clock), games,
                         on_game)
    summary = summarize(players, results)
    if "hard" in players:
        summary["hard_budget"] = hard_budget(iterations, think, clock)
    return summary


def main_tournament(args):
    """`python -m antike tournament --game duellum ...`: prints one JSON line; exit status 1 on bad arguments."""
    players = [p.strip() for p in args.players.split(",") if p.strip()]
    board = args.board if args.board != "orient" else "west"
    progress = progress_printer(lambda number, result: {
        "game": number, "winner": None if result["winner"] is None else players[result["winner"]],
        "why": result["why"], "turns": result["turns"],
        "mean_turn_cpu_s": [round(sum(turns) / max(1, len(turns)), 3) for turns in result["turn_cpu"]],
        "max_turn_cpu_s": [round(max(turns, default=0.0), 3) for turns in result["turn_cpu"]]}
    ) if args.progress else None
    return print_summary(lambda: tournament(players, args.games, board, args.seed, args.think, args.iterations,
                                            args.clock, progress))
