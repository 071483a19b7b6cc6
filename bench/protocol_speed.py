"""Random play through the public protocol, measured beside python-chess's random play in the same run.

A yardstick that is not ours: python-chess (PyPI package `chess`, bench-only, see
bench/requirements.txt) generates its legal moves and pushes a uniformly random one, as fast as a
well-made pure-Python rules engine goes. Each of our games is played the way the core and a
stranger's program drive it: `to_decide`, the public `legal_decisions` (read-only shared entries in a
list of the caller's), a uniformly random choice, `apply`. Both are timed in CPU time of this process over whole
games (a shared machine's other load does not count), the policy included; a figure is the median
over seeded games of decisions (chess: plies) a second.
"""

import random
import statistics
import time

import chess

from antike.core.registry import rules_of

CLOCK = time.process_time
CHESS_PLY_CAP = 1000  # a random game that has not ended by then is stopped (a few do not end sooner)
CHESS_MOVE_RULE = 150  # plies without a capture or a pawn move: the 75-move rule ends the game


def chess_game(seed):
    """One random game of chess: (plies, CPU seconds). It ends with no legal move (mate, stalemate),
    insufficient material, the 75-move rule or the cap; the checks are the cheap ones, as a player
    of random games would make them (no repetition search)."""
    rng = random.Random(seed)
    board = chess.Board()
    plies = 0
    started = CLOCK()
    while plies < CHESS_PLY_CAP:
        moves = list(board.legal_moves)
        if not moves or board.halfmove_clock >= CHESS_MOVE_RULE or board.is_insufficient_material():
            break
        board.push(rng.choice(moves))
        plies += 1
    return plies, CLOCK() - started


def protocol_game(game, options, seed, cap):
    """One random game of `game` through the public protocol: (decisions, CPU seconds)."""
    rules = rules_of(game)
    rng = random.Random(seed)
    state = rules.new_game(options)
    made = 0
    started = CLOCK()
    while made < cap and rules.to_decide(state) is not None:
        state = rules.apply(state, rng.choice(rules.legal_decisions(state)))
        made += 1
    return made, CLOCK() - started


def median_rate(results):
    """The median over games of decisions a second, from (decisions, seconds) pairs."""
    return round(statistics.median(made / seconds for made, seconds in results if seconds > 0))


def chess_rate(games):
    """python-chess's random play: median plies a second over `games` seeded games (one warm-up first)."""
    chess_game(0)
    return median_rate([chess_game(seed) for seed in range(1, games + 1)])


def protocol_rate(game, options_of, games, cap):
    """A game's uniformly random play through the public protocol: median decisions a second over
    `games` seeded games, `options_of(seed)` each game's options (one warm-up game first)."""
    protocol_game(game, options_of(0), 0, cap)
    return median_rate([protocol_game(game, options_of(seed), seed, cap) for seed in range(1, games + 1)])
