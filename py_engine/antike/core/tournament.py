"""What the games' bot tournaments share: the loop that plays a game between bots, win shares with
Wilson intervals, thinking time, progress.

Each game's own tournament (its bots' tournament module) seats its games its own way and reads who
won from its own results; the game loop (`play_seated`), the statistics over the results, the
checks of the players given, the loop over the games and the command's printing are the same for all.
"""

import json
import math
import sys
import time
from collections import namedtuple

from .registry import rules_of

# A game played by bots: its final state, the decisions made, and per seat the seconds its bot
# thought, and {turn: wall seconds} and {turn: CPU seconds} of its own turns' decisions.
Played = namedtuple("Played", "state decisions think turn_seconds turn_cpu")


def play_seated(game, state, bots, cap=None):
    """Play `state` of `game` (an id) to its end, or until `cap` decisions are made, each seat's
    decisions made by its bot in `bots` ({seat: bot}). A decision belongs to a seat's own turn when
    that seat is the one whose turn it is; its answers to other seats' questions count in `think` only."""
    rules = rules_of(game)
    think = dict.fromkeys(bots, 0.0)
    turn_seconds = {seat: {} for seat in bots}
    turn_cpu = {seat: {} for seat in bots}
    made = 0
    while cap is None or made < cap:
        seat = rules.to_decide(state)
        if seat is None:
            break
        started, started_cpu = time.perf_counter(), time.process_time()
        decision = bots[seat].choose(state)
        wall, cpu = time.perf_counter() - started, time.process_time() - started_cpu
        think[seat] += wall
        turn, acting = rules.turn(state)
        if acting == seat:
            turn_seconds[seat][turn] = turn_seconds[seat].get(turn, 0.0) + wall
            turn_cpu[seat][turn] = turn_cpu[seat].get(turn, 0.0) + cpu
        state = rules.apply(state, decision)
        made += 1
    return Played(state, made, think, turn_seconds, turn_cpu)


def per_entry(played, entry_of):
    """{"think", "own_turns", "turn_seconds", "turn_cpu"}: a played game's figures per entry of the
    player list, in its order, from `entry_of` ({seat: entry})."""
    seat_of = {entry: seat for seat, entry in entry_of.items()}
    seats = [seat_of[entry] for entry in range(len(seat_of))]
    return {"think": [played.think[seat] for seat in seats],
            "own_turns": [len(played.turn_seconds[seat]) for seat in seats],
            "turn_seconds": [list(played.turn_seconds[seat].values()) for seat in seats],
            "turn_cpu": [list(played.turn_cpu[seat].values()) for seat in seats]}


def wilson(wins, games, z=1.96):
    """The Wilson score interval [low, high] of a share (95 % by default); `wins` may count parts of wins."""
    if games == 0:
        return [0.0, 1.0]
    share = wins / games
    centre = (share + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(share * (1 - share) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return [round(max(0.0, centre - half), 3), round(min(1.0, centre + half), 3)]


def share(won, games):
    """{"share", "ci95"} of `won` (whole or parts of) wins out of `games`; share 0.0 with no games."""
    return {"share": round(won / games, 3) if games else 0.0, "ci95": wilson(won, games)}


def player_shares(players, points, games):
    """Each entry's {"player", "share", "ci95"}, in the order given, from its won points out of `games`."""
    return [{"player": player, **share(points[entry], games)} for entry, player in enumerate(players)]


def mean_turns(results):
    """Turns a game over `results`, to a tenth (0.0 with no games)."""
    return round(sum(result["turns"] for result in results) / len(results), 1) if results else 0.0


def think_per_turn(players, results):
    """{strength: seconds of thinking per own turn}; entries of one strength are pooled."""
    think = {}
    for entry, player in enumerate(players):
        spent, turns = think.get(player, (0.0, 0))
        think[player] = (spent + sum(result["think"][entry] for result in results),
                         turns + sum(result["own_turns"][entry] for result in results))
    return {player: round(spent / max(1, turns), 4) for player, (spent, turns) in think.items()}


def turn_cpu(players, results):
    """{strength: {"mean", "max"}}: CPU seconds of its own turns over `results` (each result's
    "turn_cpu": per entry, the CPU seconds of each own turn), entries of one strength pooled."""
    seconds = {}
    # Results files written before CPU seconds were kept (the benches' --resume) have none.
    for entry, player in enumerate(players):
        seconds.setdefault(player, []).extend(
            turn for result in results for turn in result.get("turn_cpu", [[]] * len(players))[entry])
    return {player: {"mean": round(sum(turns) / len(turns), 4) if turns else 0.0,
                     "max": round(max(turns, default=0.0), 4)} for player, turns in seconds.items()}


def check_strengths(players, strengths):
    """Raise ValueError naming the first player that is not one of `strengths`."""
    for player in players:
        if player not in strengths:
            raise ValueError(f"unknown bot strength {player!r}; known: {', '.join(strengths)}")


def play_games(play, games, on_game=None):
    """[play(number) for each game], telling `on_game(number, result)` of each as it ends."""
    results = []
    for number in range(games):
        result = play(number)
        if on_game:
            on_game(number, result)
        results.append(result)
    return results


def hard_budget(iterations, think, clock=None):
    """What a hard player was allowed: its iterations, or its thinking seconds (and their clock, if any)."""
    if iterations is not None:
        return {"iterations": iterations}
    return {"think_s": think} if clock is None else {"think_s": think, "clock": clock}


def print_summary(summarize_all, refused=(ValueError,)):
    """The `tournament` command's output: one JSON line of summarize_all(), or of the error it raised
    (one of `refused`: bad arguments), with exit status 0 or 1."""
    try:
        summary = summarize_all()
    except refused as error:
        print(json.dumps({"error": str(error)}))
        return 1
    print(json.dumps(summary))
    return 0


def progress_printer(describe):
    """An `on_game` that prints describe(number, result), a dict, as one JSON line on standard error."""
    def report(number, result):
        print(json.dumps(describe(number, result)), file=sys.stderr, flush=True)
    return report
