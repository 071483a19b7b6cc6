"""Command line: `python -m antike simulate ...` (seeded random games)."""

import argparse
import sys

from .simulate import main_simulate


def main(argv=None):
    """Parse the command line and run the command."""
    parser = argparse.ArgumentParser(prog="python -m antike", description="Antike rules engine")
    commands = parser.add_subparsers(dest="command", required=True)
    simulate = commands.add_parser("simulate", help="play seeded random legal games and check invariants")
    simulate.add_argument("--board", default="orient")
    simulate.add_argument("--nations", type=int, default=4, help="3-6, or 2 or 4 with --two-player")
    simulate.add_argument("--two-player", choices=["four_nations", "two_colours"], default=None)
    simulate.add_argument("--games", type=int, default=100)
    simulate.add_argument("--seed", type=int, default=1)
    simulate.add_argument("--variant", choices=["expert", "military", "longer", "twelve"], default=None)
    args = parser.parse_args(argv)
    return main_simulate(args)


if __name__ == "__main__":
    sys.exit(main())
