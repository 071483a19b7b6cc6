"""Tournaments between bots: seeded games with rotating seats, and the share of games each entry won.

Entry i of the player list sits in seat (i + g) mod n of game g (seat 0 moves first), so every
entry plays every seat equally often over n games. The game, and every bot in it, is seeded from
the tournament seed and the game's number. A game that reaches the decision cap has no winner.
"""

import json

from ....core.errors import AntikeError
from ....core.registry import rules_of
from ....core.tournament import (check_strengths, hard_budget, mean_turns, per_entry, play_games, play_seated,
                                 player_shares, print_summary, progress_printer, think_per_turn)
from . import STRENGTHS, make_bot

DECISION_CAP = 5_000


def game_options(players, board, seed):
    """Options of a game for this many players: 3-6 nations, or the two-colour game for two."""
    if len(players) == 2:
        return {"board": board, "nations": 2, "two_player": "two_colours", "seed": seed}
    return {"board": board, "nations": len(players), "seed": seed}


def play_game(players, number, board="orient", seed=1, think=2.0, iterations=None, cap=DECISION_CAP, clock="wall",
              game="antike"):
    """Play game `number` of a tournament.

    Returns {"winner": entry index or None, "why": how the game ended (the outcome's reason["why"], None
    at the cap), "decisions": decisions made, "turns": nation turns played, "think": [seconds per
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
    played = play_seated(game, state, bots, cap)
    outcome = played.state.outcome
    figures = per_entry(played, entry_of)
    return {"winner": entry_of[outcome["winner"]] if outcome else None,
            "why": outcome["reason"]["why"] if outcome else None, "decisions": played.decisions,
            "turns": played.state.turn, **figures}


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
    check_strengths(players, STRENGTHS)
    results = play_games(lambda number: play_game(players, number, board, seed, think, iterations, cap, clock, game),
                         games, on_game)
    wins = [sum(1 for result in results if result["winner"] == entry) for entry in range(len(players))]
    summary = {"shares": player_shares(players, wins, games), "games": games,
               "capped": sum(1 for result in results if result["winner"] is None),
               "mean_turns": mean_turns(results), "mean_think_s": think_per_turn(players, results)}
    if "hard" in players:
        summary["hard_budget"] = hard_budget(iterations, think, clock)
    return summary


def main_tournament(args):
    """Entry of the `tournament` command: prints one JSON line; exit status 1 on bad arguments."""
    players = [p.strip() for p in args.players.split(",") if p.strip()]
    if not 2 <= len(players) <= 6:
        print(json.dumps({"error": "give 2 to 6 players, e.g. --players hard,medium,medium"}))
        return 1
    # A game's end on standard error: its number, the winning entry's strength and index, its turns.
    progress = progress_printer(lambda number, result: {
        "game": number, "winner": None if result["winner"] is None else players[result["winner"]],
        "winner_entry": result["winner"], "turns": result["turns"]}) if args.progress else None
    # AntikeError: options the engine refuses (ValueError: an unknown strength).
    return print_summary(lambda: tournament(players, args.games, args.board, args.seed, args.think, args.iterations,
                                            args.cap, args.clock, progress, args.game), (ValueError, AntikeError))
