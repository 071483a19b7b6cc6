#!/usr/bin/env python3
"""Rewrite the golden transcripts in tests/golden/ from seeded random play.

    python tools/regenerate_golden.py                  # rewrite every transcript
    python tools/regenerate_golden.py --check          # only say which transcripts would change
    python tools/regenerate_golden.py --game antike2   # only the transcripts of one game
    python tools/regenerate_golden.py --missing        # only write transcripts that do not exist yet

Run it ONLY when a rules change is intended. tests/core/test_golden.py replays each transcript's
decisions and compares the outcome, the final state's digest and the log in words; a failure there
means the engine now plays the same decisions differently. If that change is what you meant (a rule
fixed, a log line reworded), rewrite the transcripts with this tool, read the diff of tests/golden/
and say in the commit which rule changed. If it is not what you meant, fix the engine instead.

Each transcript is one seeded game of the weighted random policy (antike.games.antike_common.simulate.choose;
for Duellum, the eager random policy of antike.games.duellum.simulate.eager_choice;
for Attika, either its own computer players in every seat or uniformly random decisions from the legal
list, as the transcript's "policy" says):
its game (a "game" field, only for games other than Antike, whose transcripts predate it and mean
"antike" without it), options, policy seed, every decision (the completed decision as the record
stores it), the outcome, the digest (sha256 of the canonical JSON of the final state's to_json():
keys sorted, no spaces) and the log in the game's own words (English; Duellum's and Attika's also in
German, as "log_de"); Attika's also keep a readable summary of the final state ("final",
tests/attika_helpers.final_summary), so that a changed digest shows what changed. Games are replayed from
their decisions, so a later change to the policy does not invalidate a transcript; only
regenerating picks up the new policy. A rules change in one game rewrites only that game's
transcripts with --game.
"""

import argparse
import hashlib
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py_engine"))
sys.path.insert(0, str(ROOT / "tests"))

from antike import Match  # noqa: E402
from antike.core.computer import ComputerPlayers  # noqa: E402
from antike.core.registry import DEFAULT_GAME, game_ids  # noqa: E402
from antike.games.antike_common.simulate import DECISION_CAP, choose  # noqa: E402
from attika_helpers import final_summary as attika_final_summary  # noqa: E402
from antike.games.duellum.simulate import eager_choice  # noqa: E402

GOLDEN = ROOT / "tests" / "golden"
FORMAT = "antike-golden-transcript"
# name (with the options' seed) -> (options, policy seed[, game id: "antike" if not given[, policy:
# "random" or a strength of the game's computer players]]); the
# log is kept unless the file would grow past MAX_LOG_LINES. Seeds are picked for games of a few
# hundred to two thousand decisions: when a rules change makes one run far longer, or past
# DECISION_CAP, pick another seed (renaming the transcript if it is the options' seed) and remove
# the old file. tests/e2e/antike/test_play.py clicks
# through orient-3-seed-35, started with seed 35, and needs every kind of decision in it (a fight,
# both answers to a fight question, a conquest, ...): its policy seed is picked for that (34 since
# issue 20's default payments).
TRANSCRIPTS = {
    "orient-3-seed-35": ({"board": "orient", "nations": 3, "seed": 35}, 34),
    "orient-2p-four_nations-seed-1": ({"board": "orient", "nations": 4, "two_player": "four_nations",
                                       "seed": 1}, 1),
    "orient-5-military-seed-12": ({"board": "orient", "nations": 5, "variants": ["military"], "seed": 12}, 12),
    # Antike II: the Bellona card passed, neutral temples destroyed, Mercatura trades, know-hows at
    # their later price, a city given up for a conquest (24 tiles out); the second earns Plinius and
    # founds free tiles of other resources.
    "antike2-orient-3-seed-15": ({"board": "orient", "nations": 3, "seed": 15}, 15, "antike2"),
    "antike2-occident-5-plinius-free_building-seed-20": (
        {"board": "occident", "nations": 5, "variants": ["plinius", "free_building"], "seed": 20}, 20, "antike2"),
    # Antike Duellum, two games per board, each start player once; eager random play ending by the
    # goal (D-GOAL-1), with 12 to 15 of the 20 kinds of event card played, Festung included. Since the
    # house set's 2 set-up coins (D-SET-3, issue 22) three policy seeds are new: their old ones ran to
    # the 400-turn draw. Since version 3 (West 3 coins, East still 2) the West games have new policy
    # seeds (their old ones no longer played Festung); the East games are the same decisions as before.
    # They stay games of version 3: version 4 (3 coins on East too) left West's coins as they were.
    "duellum-west-seed-22": ({"board": "west", "seed": 22, "house_set": 3}, 31, "duellum"),
    "duellum-west-seed-42": ({"board": "west", "seed": 42, "house_set": 3}, 70, "duellum"),
    "duellum-east-seed-42": ({"board": "east", "seed": 42, "house_set": 3}, 42, "duellum"),
    "duellum-east-seed-50": ({"board": "east", "seed": 50, "house_set": 3}, 2, "duellum"),
    # A short Duellum game for tests/e2e/duellum/test_duellum_golden.py, which clicks through it from a new
    # game of the form's defaults with seed 16 on East: won by the goal (D-GOAL-1) in 378 decisions,
    # with each kind of decision tests/core/test_golden.py asks of Duellum's. Since house set 4 (3 coins on
    # East) the form's defaults are that version's, and since house set 5 (4 coins on West, East's 3
    # kept) the same game of version 5; the shortest game of the eager policy that a
    # search over seeds 1-281 and policy seeds 1-3 on East found (the version-3 game of seed 178 took
    # 280 decisions; issue 43 asked for about 200).
    "duellum-east-seed-16": ({"board": "east", "seed": 16}, 3, "duellum"),
    # Attika (issue 23), one game per player count: 2 and 3 players of its medium computer players in
    # every seat (seeded from the game's seed, core/computer.py: the policy seed is not used), the 3-player
    # one won by joining two shrines (AT-END-2), amphoras spent on extra reveals and builds (AT-AMP-6);
    # 4 players of uniformly random decisions, won with all 30 buildings (AT-END-1), amphoras spent on
    # cards (AT-AMP-7), the deck reshuffled (AT-DECK-2) and a tile due when none was left (AT-EXT-4).
    "attika-2-seed-5": ({"players": 2, "seed": 5}, None, "attika", "medium"),
    "attika-3-seed-4": ({"players": 3, "seed": 4}, None, "attika", "medium"),
    "attika-4-seed-20": ({"players": 4, "seed": 20}, 20, "attika", "random"),
}
# The games whose transcripts also keep the log in German ("log_de"): those written since the family.
GERMAN_LOG = ("duellum", "attika")
# The games whose transcripts keep a summary of the final state ("final"): game -> summary(state).
FINAL_SUMMARY = {"attika": attika_final_summary}
MAX_LOG_LINES = 6000


def digest(state):
    """sha256 of the canonical JSON of the state (tests/core/test_golden.py computes it the same way)."""
    canonical = json.dumps(state.to_json(), sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def duellum_choose(game, rng):
    """Duellum's policy: duellum.simulate.eager_choice on the state's legal list."""
    return eager_choice(game.rules.kept_legal(game.state), rng)


def uniform_choose(game, rng):
    """Any entry of the legal list, each as likely (Attika's "random" policy)."""
    return rng.choice(game.rules.kept_legal(game.state))


# Each game's random policy (game, rng) -> decision; Antike's weighted policy plays both editions.
POLICIES = {"duellum": duellum_choose, "attika": uniform_choose}


def antike_choose(game, rng):
    return choose(game.state, rng)


def play(options, policy_seed, game_id=DEFAULT_GAME, strength=None):
    """One seeded game of the random policy, through a Match; with a `strength`, of the game's own
    computer players of that strength in every seat instead (seeded from the options' seed)."""
    if strength is not None:
        seated = Match(options, game=game_id)
        seats = seated.rules.seats(seated.state)
        game = Match(options, game=game_id, computer={seat: {"strength": strength} for seat in seats})
        computers = ComputerPlayers(game)
        policy = lambda game, rng: computers.decide()  # noqa: E731
    else:
        game = Match(options, game=game_id)
        policy = POLICIES.get(game_id, antike_choose)
    rng = random.Random(policy_seed)
    while game.state.outcome is None and len(game.decisions) < DECISION_CAP:
        game.play(policy(game, rng))
    if game.state.outcome is None:
        raise SystemExit(f"{options}: no outcome after {DECISION_CAP} decisions")
    return game


def log_words(game, language="en"):
    """The log in words, as the game says them to a spectator (tests/core/test_golden.py says them the same way)."""
    return [game.rules.say(event, game.options, None, language) for event in game.log]


def transcript(name, options, policy_seed, game_id=DEFAULT_GAME, policy=None):
    """`policy`: "random", or a strength of the game's computer players (None: the game's random policy)."""
    strength = None if policy in (None, "random") else policy
    game = play(options, policy_seed, game_id, strength)
    data = {"format": FORMAT}
    if game_id != DEFAULT_GAME:  # Antike's transcripts name no game (they predate the family)
        data["game"] = game_id
    data.update({"name": name, "options": game.options})
    if policy is not None:
        data["policy"] = policy
    data.update({"policy_seed": policy_seed, "decision_count": len(game.decisions), "outcome": game.state.outcome,
                 "digest": digest(game.state)})
    if game_id in FINAL_SUMMARY:
        data["final"] = FINAL_SUMMARY[game_id](game)
    data["decisions"] = game.decisions
    if len(game.log) <= MAX_LOG_LINES:
        data["log"] = log_words(game)
        if game_id in GERMAN_LOG:
            data["log_de"] = log_words(game, "de")
    return data


def dumps(data):
    """Plain JSON, one decision and one log line per line so that diffs stay readable."""
    lines = ["{"]
    items = list(data.items())
    for index, (key, value) in enumerate(items):
        comma = "," if index < len(items) - 1 else ""
        if isinstance(value, list):
            lines.append(f"  {json.dumps(key)}: [")
            lines.extend(f"    {json.dumps(item, ensure_ascii=False)}{',' if i < len(value) - 1 else ''}"
                         for i, item in enumerate(value))
            lines.append(f"  ]{comma}")
        else:
            lines.append(f"  {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}{comma}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if any transcript would change")
    parser.add_argument("--game", choices=game_ids(), default=None,
                        help="only the transcripts of this game (a rules change of one game leaves the others alone)")
    parser.add_argument("--missing", action="store_true", help="only the transcripts that have no file yet")
    args = parser.parse_args(argv)
    GOLDEN.mkdir(parents=True, exist_ok=True)
    changed = []
    for name, (options, policy_seed, *game) in TRANSCRIPTS.items():
        game_id = game[0] if game else DEFAULT_GAME
        policy = game[1] if len(game) > 1 else None
        path = GOLDEN / f"{name}.json"
        if (args.game and game_id != args.game) or (args.missing and path.exists()):
            continue
        text = dumps(transcript(name, options, policy_seed, game_id, policy))
        old = path.read_text(encoding="utf-8") if path.exists() else None
        status = "unchanged" if old == text else ("new" if old is None else "changed")
        if status != "unchanged":
            changed.append(name)
            if not args.check:
                path.write_text(text, encoding="utf-8")
        print(f"{name}: {status} ({len(text) // 1024} KB)")
    return 1 if args.check and changed else 0


if __name__ == "__main__":
    sys.exit(main())
