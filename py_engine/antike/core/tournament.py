"""What the games' bot tournaments share: win shares with Wilson intervals, thinking time, progress.

Each game's own tournament (antike.games.*.bots.tournament) plays and seats its games its own way
and reads who won from its own results; the statistics over those results, the checks of the
players given, the loop over the games and the command's printing are the same for all of them.
"""

import json
import math
import sys


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
