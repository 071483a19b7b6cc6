#!/usr/bin/env python3
"""Write today's record fixtures (tests/fixtures/records/main-*) and what the engine reads in every
fixture (tests/fixtures/records/expected.json).

    python tools/make_record_fixtures.py             # today's forms, then expected.json
    python tools/make_record_fixtures.py --expected  # only expected.json, from the files as they are
    python tools/make_record_fixtures.py --backup    # only the backup file (main-backup-*.backup.json)

Run it ONLY on purpose: the fixtures are the safety net of the engine's restructuring (issue 42), and
tests/core/test_record_fixtures.py fails when the engine reads a fixture otherwise than expected.json says.
The older forms are written by tools/record_fixtures_history.py with the code of their time; run it
before this tool when they are to be made again.

Today's forms are seeded games of today's engine (commit 4f1e504 when first written): Antike's and
Antike II's played by the weighted random policy (antike.games.antike_common.simulate.choose), Duellum's
and Attika's by uniformly random legal decisions, the finished ones replayed from the golden games
(tests/golden). "resaved" files are older files imported and exported again by today's engine, as a
player's copy is when saved again.
"""

import argparse
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py_engine"))
sys.path.insert(0, str(ROOT / "tests"))

from antike.core.backup import export_backup  # noqa: E402
from antike.core.link import encode_link  # noqa: E402
from antike.core.match import Match  # noqa: E402
from antike.core.savefile import export_game, import_game  # noqa: E402
from antike.games.antike_common.simulate import choose  # noqa: E402
from record_fixtures import EXPECTED, FOLDER, facts, fixture_names  # noqa: E402

WEIGHTED = ("antike", "antike2")


def played(game, options, computer=None, count=None, confirm=False, seed=1):
    """A game of `game` with `computer` ({seat index: strength}) played by the seeded policy to `count`
    decisions (None: to its end); with `confirm`, on until a person's turn waits for confirmation."""
    seats = Match(options, (), game).humans()
    match = Match(options, {seats[index]: {"strength": strength} for index, strength in (computer or {}).items()},
                  game)
    match.set_confirm_turns(confirm)
    rng, rules = random.Random(seed), match.rules
    while rules.to_decide(match.state) is not None:
        if match.unconfirmed is not None:
            if count is not None and len(match.decisions) >= count:
                break
            match.end_turn()
        if not confirm and count is not None and len(match.decisions) >= count:
            break
        legal = rules.legal_decisions(match.state)
        match.play(choose(match.state, rng) if game in WEIGHTED else rng.choice(legal))
    return match


def golden(stem):
    """The golden game `stem` (tests/golden), replayed to its end."""
    data = json.loads((ROOT / "tests" / "golden" / f"{stem}.json").read_text(encoding="utf-8"))
    match = Match(data["options"], (), data.get("game", "antike"))
    for decision in data["decisions"]:
        match.play(decision)
    return match


def today():
    """{file name: text} of today's forms."""
    files = {}

    def keep(stem, match, save=True, record=False, link=False):
        if save:
            files[f"main-{stem}.antike.json"] = export_game(match)
        if record:
            files[f"main-{stem}.record.json"] = json.dumps(match.to_json()) + "\n"
        if link:
            files[f"main-{stem}.link.txt"] = encode_link(match, f"main-{stem}") + "\n"

    keep("antike-orient-3-seed-35-finished", golden("orient-3-seed-35"), link=True)
    keep("antike-orient-5-military-computer", played("antike", {"board": "orient", "nations": 5, "variants": ["military"],
                                                                "seed": 31}, {1: "hard", 3: "easy"}, 80, seed=31),
         record=True, link=True)
    keep("antike-orient-3-twelve", played("antike", {"board": "orient", "nations": 3, "variants": ["twelve"],
                                                     "seed": 32}, count=60, seed=32))
    keep("antike-occident_v3-6-expert-longer", played("antike", {"board": "occident_v3", "nations": 6,
                                                                 "variants": ["expert", "longer"], "seed": 33},
                                                      count=100, seed=33), link=True)
    keep("antike-orient-2p-two_colours", played("antike", {"board": "orient", "nations": 2,
                                                           "two_player": "two_colours", "seed": 34},
                                                count=60, seed=34), link=True)
    keep("antike-occident_v3-2p-four_nations-computer",
         played("antike", {"board": "occident_v3", "nations": 4, "two_player": "four_nations", "seed": 35},
                {1: "medium"}, 60, seed=35))
    keep("antike-occident-3", played("antike", {"board": "occident", "nations": 3, "seed": 36}, count=50, seed=36))
    # The Occident's version 4 (new three-nation start lines), in Antike with a computer seat and in Antike II
    # (its neutral temple on londinium).
    keep("antike-occident_v4-3-computer", played("antike", {"board": "occident_v4", "nations": 3, "seed": 46},
                                                 {2: "medium"}, 60, seed=46), record=True, link=True)
    keep("antike2-occident_v4-3", played("antike2", {"board": "occident_v4", "nations": 3, "seed": 47}, count=60,
                                         seed=47), link=True)
    keep("antike-orient-3-unconfirmed", played("antike", {"board": "orient", "nations": 3, "seed": 37}, count=40,
                                               confirm=True, seed=37), record=True)
    confirming = played("antike", {"board": "orient", "nations": 4, "seed": 38}, count=30, seed=38)
    confirming.set_confirm_turns(True)  # asked for mid-turn: no turn waits yet
    keep("antike-orient-4-confirm-turns", confirming, save=False, record=True)
    keep("antike2-orient-3-seed-15-finished", golden("antike2-orient-3-seed-15"), link=True)
    keep("antike2-occident_v3-4-free_building-computer",
         played("antike2", {"board": "occident_v3", "nations": 4, "variants": ["free_building"], "seed": 41},
                {0: "medium", 2: "hard"}, 70, seed=41), record=True, link=True)
    keep("antike2-orient-2p-four_nations", played("antike2", {"board": "orient", "nations": 4,
                                                              "two_player": "four_nations", "seed": 42},
                                                  count=60, seed=42), link=True)
    keep("antike2-occident_v2-5-plinius-free_building",
         played("antike2", {"board": "occident_v2", "nations": 5, "variants": ["plinius", "free_building"],
                            "seed": 43}, count=80, seed=43))
    keep("antike2-orient-3-names", played("antike2", {"board": "orient", "nations": 3, "seed": 45,
                                                      "names": {"greeks": "Ἀλέξανδρος", "persians": "Dareios"}},
                                          count=30, seed=45), link=True)
    keep("antike2-orient-3-unconfirmed", played("antike2", {"board": "orient", "nations": 3, "seed": 44},
                                                count=40, confirm=True, seed=44), save=False, record=True)
    # Duellum's house set 3 (3 coins on West, 2 on East) as first written; house set 4 (3 on East too);
    # house set 5 (4 on West).
    keep("duellum-west-house-set-3-computer", played("duellum", {"board": "west", "seed": 51, "house_set": 3},
                                                     {1: "medium"}, 80, seed=51), record=True)
    keep("duellum-east-house-set-3", played("duellum", {"board": "east", "seed": 52, "house_set": 3}, count=100,
                                            seed=52))
    keep("duellum-west-seed-22-finished", golden("duellum-west-seed-22"))
    keep("duellum-east-unconfirmed", played("duellum", {"board": "east", "seed": 53, "house_set": 3}, count=60,
                                            confirm=True, seed=53), save=False, record=True)
    keep("duellum-east-house-set-4-computer", played("duellum", {"board": "east", "seed": 54, "house_set": 4},
                                                     {0: "easy"}, 80, seed=54), record=True)
    keep("duellum-west-house-set-5-computer", played("duellum", {"board": "west", "seed": 55}, {1: "easy"}, 80,
                                                     seed=55), record=True)
    keep("attika-2-seed-5-finished", golden("attika-2-seed-5"))
    keep("attika-3-computer", played("attika", {"players": 3, "seed": 61}, {0: "easy", 2: "medium"}, 70, seed=61),
         record=True)
    keep("attika-4", played("attika", {"players": 4, "seed": 62}, count=90, seed=62))
    keep("attika-2-unconfirmed", played("attika", {"players": 2, "seed": 63}, count=30, confirm=True, seed=63),
         save=False, record=True)
    for old, stem in (("v2-duellum-west-before-house-set-computer", "duellum-west-resaved-house-set-1-computer"),
                      ("v2-attika-3-before-house-set", "attika-3-resaved-house-set-1"),
                      ("v1-list-antike-orient-3-computer", "antike-orient-3-resaved-v1-list")):
        keep(stem, import_game((FOLDER / f"{old}.antike.json").read_text(encoding="utf-8")))
    return files


# The backup fixture: one save file of each game, as the page keeps them (2026-11-29, fixed dates).
BACKUP_NAME = "main-backup-four-games.backup.json"
BACKUP_GAMES = ("main-antike-orient-3-twelve", "main-antike2-orient-3-names", "main-duellum-east-house-set-3",
                "main-attika-4")


def backup():
    """The text of the backup fixture: today's save files of the four games, each with the summary,
    date and exported flag the page keeps."""
    games = []
    for number, stem in enumerate(BACKUP_GAMES):
        match = import_game((FOLDER / f"{stem}.antike.json").read_text(encoding="utf-8"))
        saved_at = 1_795_000_000_000 + number * 86_400_000
        games.append({"id": f"game-fixture-{number + 1}", "saved_at": saved_at, "exported": number % 2 == 0,
                      "summary": {"id": f"game-fixture-{number + 1}", "game": match.game,
                                  "decisions": len(match.decisions), "computer": list(match.computer),
                                  "createdAt": saved_at - 3_600_000, "savedAt": saved_at, "origin": "new"},
                      "record": match.to_json()})
    text, damaged = export_backup(games)
    assert not damaged, damaged
    return text


def write_expected():
    """expected.json: what today's engine reads in every fixture."""
    found = {name: facts(name) for name in fixture_names()}
    EXPECTED.write_text(json.dumps(found, indent=1, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{EXPECTED.relative_to(ROOT)}: {len(found)} fixtures")


def main():
    """Write today's forms (unless --expected) and expected.json."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--expected", action="store_true", help="only rewrite expected.json")
    parser.add_argument("--backup", action="store_true", help="only rewrite the backup file")
    arguments = parser.parse_args()
    if arguments.backup or not arguments.expected:
        (FOLDER / BACKUP_NAME).write_text(backup(), encoding="utf-8")
        print(BACKUP_NAME)
    if arguments.backup:
        return
    if not arguments.expected:
        for name, text in today().items():
            (FOLDER / name).write_text(text, encoding="utf-8")
            print(name)
    write_expected()


if __name__ == "__main__":
    main()
