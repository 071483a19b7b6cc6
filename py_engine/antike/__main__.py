"""Command line: `python -m antike simulate ...` (seeded random games), `python -m antike tournament ...` (bots)."""

import argparse
import importlib
import sys

from .core.registry import game_ids, rules_of
from .games.antike_common.bots.tournament import DECISION_CAP

# The games these commands play: every game of the family. Each game's RULES names the modules that
# read a command's arguments for it (`commands`: command -> a module with main_<command>(args)), which
# play through the core's loops (core/simulation.py, core/tournament.py).
GAMES = game_ids()


def main(argv=None):
    """Parse the command line and run the command."""
    parser = argparse.ArgumentParser(prog="python -m antike", description="Antike rules engine")
    commands = parser.add_subparsers(dest="command", required=True)
    simulate = commands.add_parser("simulate", help="play seeded random legal games and check invariants")
    simulate.add_argument("--game", choices=GAMES, default="antike")
    simulate.add_argument("--board", default="orient", help="antike: orient, occident; duellum: west, east")
    simulate.add_argument("--nations", type=int, default=4, help="3-6, or 2 or 4 with --two-player")
    simulate.add_argument("--two-player", choices=["four_nations", "two_colours"], default=None)
    simulate.add_argument("--players", type=int, choices=[2, 3, 4], default=None, help="attika: 2-4 players (3)")
    simulate.add_argument("--games", type=int, default=100)
    simulate.add_argument("--seed", type=int, default=1)
    simulate.add_argument("--variant", default=None,
                          help="antike: expert, military, longer, twelve; antike2: plinius, free_building")
    tournament = commands.add_parser("tournament", help="play bots against each other and print each one's share of wins")
    tournament.add_argument("--game", choices=GAMES, default="antike")
    tournament.add_argument("--players", default="medium,easy,easy",
                            help="bot strengths, comma-separated (easy, medium, hard), 2-6 of them (attika 2-4); "
                                 "seats rotate between games")
    tournament.add_argument("--games", type=int, default=30)
    tournament.add_argument("--board", default="orient", help="antike: orient, occident; duellum: west, east")
    tournament.add_argument("--seed", type=int, default=1, help="seeds every game and every bot")
    tournament.add_argument("--think", type=float, default=2.0, help="seconds a hard bot thinks per turn")
    tournament.add_argument("--iterations", type=int, default=None,
                            help="a hard bot's search iterations per turn instead of --think (reproducible)")
    tournament.add_argument("--clock", choices=["wall", "cpu"], default="wall",
                            help="what a hard bot's --think seconds count: wall clock (as in play) or this process's "
                                 "CPU time (steady figures on a busy machine)")
    tournament.add_argument("--progress", action="store_true", help="also print one JSON line per finished game to stderr")
    tournament.add_argument("--cap", type=int, default=DECISION_CAP, help="decisions after which a game has no winner")
    args = parser.parse_args(argv)
    module = importlib.import_module(rules_of(args.game).commands[args.command])
    return getattr(module, f"main_{args.command}")(args)


if __name__ == "__main__":
    sys.exit(main())
