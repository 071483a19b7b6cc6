#!/usr/bin/env python3
"""Write the record fixtures of the older forms (tests/fixtures/records/) with the code that wrote them.

    python tools/record_fixtures_history.py

Each older form of a save file, a page's record or a link is made by the engine of the commit that
wrote it: the commit is checked out in a temporary worktree (git worktree add --detach), a short
script (FORMS below) plays seeded games there with that commit's own engine and prints the texts it
exported, and this tool writes them as fixture files and removes the worktree. The files are plain
data, made once; tools/make_record_fixtures.py then stores what today's engine reads in them.

The commits, oldest first:
- af4b015 (2026-11-22): save file version 1 (`board`, `computer` a list of nations); record version 1.
- b520c9e, the last commit before the family (2026-11-24): save file version 1 with `computer` an
  object of settings (since 60c3892); record version 1 with it.
- f2d10f7 (2026-11-24): save file and record version 2 (`game`); links of version 1 with Antike's
  legal order 1 (today's engine refuses them: its order is 2).
- 66c6d8a^ (2a2c653, 2026-11-26 17:51), the last commit before the option `house_set`: Attika and
  Duellum without it, Antike on the Occident version 2, Antike II, a record with an unconfirmed turn,
  links of Antike's order 2 and Antike II's order 1.
- c636c09^ (2026-11-26 21:18), the last commit before Duellum's house set 3: Duellum's house set 2.
- cde3c33^ (6f6ae52, 2026-11-26 12:28), the last commit before the Occident's version 2: Antike II on
  the Occident when it had only its first version, as a save file and a link.
"""

import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "tests" / "fixtures" / "records"

# Shared by every script: the texts to print, by file name. Each script's `play` plays a seeded game to
# `count` decisions (None: to its end).
PLAY = '''
import json, random
OUT = {}
def keep(name, text):
    OUT[name] = text
'''

# Before the family: a game is a `Game` (antike.record's, then antike.core.match's Match), played by
# Antike's own choose policy (each script imports them from where its commit keeps them).
BEFORE_FAMILY = '''
def play(options, computer_index, count, seed, strengths=None):
    game = Game(options)
    order = list(game.state.order)
    computer = [order[i] for i in computer_index]
    if strengths is not None:
        computer = {nation: {"strength": strengths} for nation in computer}
    game = Game(options, computer)
    rng = random.Random(seed)
    while (count is None or len(game.decisions) < count) and game.state.outcome is None:
        game.play(choose(game.state, rng))
    return game
'''

FORMS = {
    "af4b015": PLAY + """
from antike import Game
from antike.simulate import choose
from antike.savefile import export_game
""" + BEFORE_FAMILY + '''
game = play({"board": "orient", "nations": 3, "seed": 7}, [2], 60, 7)
keep("v1-list-antike-orient-3-computer.antike.json", export_game(game))
keep("v1-list-antike-orient-3-computer.record.json", json.dumps(game.to_json()))
game = play({"board": "occident", "nations": 4, "seed": 8}, [], 80, 8)
keep("v1-list-antike-occident-4.antike.json", export_game(game))
game = play({"board": "orient", "nations": 3, "seed": 9}, [], None, 9)
keep("v1-list-antike-orient-3-finished.antike.json", export_game(game))
print(json.dumps(OUT))
''',
    "b520c9e": PLAY + """
from antike import Match as Game
from antike.games.antike.simulate import choose
from antike.core.savefile import export_game
""" + BEFORE_FAMILY + '''
game = play({"board": "orient", "nations": 4, "variants": ["military"], "seed": 11}, [1, 3], 70, 11, "hard")
keep("v1-object-antike-orient-4-military-computer.antike.json", export_game(game))
keep("v1-object-antike-orient-4-military-computer.record.json", json.dumps(game.to_json()))
game = play({"board": "occident", "nations": 4, "two_player": "four_nations", "seed": 12}, [], 90, 12)
keep("v1-object-antike-occident-2p-four_nations.antike.json", export_game(game))
print(json.dumps(OUT))
''',
    "f2d10f7": PLAY + '''
from antike.core.match import Match
from antike.core.savefile import export_game
from antike.core.link import encode_link
from antike.games.antike.simulate import choose
def play(options, computer_index, count, seed):
    order = Match(options).rules.seats(Match(options).state)
    computer = {order[i]: {"strength": "easy"} for i in computer_index}
    match = Match(options, computer)
    rng = random.Random(seed)
    while (count is None or len(match.decisions) < count) and match.state.outcome is None:
        match.play(choose(match.state, rng))
    return match
match = play({"board": "orient", "nations": 3, "seed": 13}, [0], 50, 13)
keep("v2-antike-orient-3-computer.antike.json", export_game(match))
keep("v2-antike-orient-3-computer.record.json", json.dumps(match.to_json()))
keep("order-1-antike-orient-3-computer.link.txt", encode_link(match, "order-1-match"))
match = play({"board": "occident", "nations": 5, "seed": 14}, [], 40, 14)
keep("v2-antike-occident-5.antike.json", export_game(match))
keep("order-1-antike-occident-5.link.txt", encode_link(match, "order-1-occident"))
print(json.dumps(OUT))
''',
    # The last commit before the option house_set (66c6d8a's parent).
    "66c6d8a^": PLAY + '''
from antike.core.match import Match
from antike.core.savefile import export_game
from antike.core.link import encode_link
from antike.games.antike_common.simulate import choose
def play(game, options, computer, count, seed, policy="uniform", confirm=False):
    seats = Match(options, (), game).rules.seats(Match(options, (), game).state)
    match = Match(options, {seats[i]: {"strength": strength} for i, strength in computer.items()}, game)
    match.set_confirm_turns(confirm)
    rng = random.Random(seed)
    rules = match.rules
    while (count is None or len(match.decisions) < count) and rules.to_decide(match.state) is not None:
        if match.unconfirmed is not None:
            if count is not None and len(match.decisions) >= count - 5:
                break  # keep a turn waiting for its confirmation
            match.end_turn()
        legal = rules.legal_decisions(match.state)
        match.play(choose(match.state, rng) if policy == "antike" else rng.choice(legal))
    return match
match = play("attika", {"players": 2, "seed": 15}, {1: "medium"}, 60, 15)
keep("v2-attika-2-before-house-set-computer.antike.json", export_game(match))
keep("v2-attika-2-before-house-set-computer.record.json", json.dumps(match.to_json()))
match = play("attika", {"players": 3, "seed": 16}, {}, 90, 16)
keep("v2-attika-3-before-house-set.antike.json", export_game(match))
match = play("attika", {"players": 4, "seed": 17}, {}, 40, 17)
keep("v2-attika-4-before-house-set.antike.json", export_game(match))
match = play("duellum", {"board": "west", "seed": 18}, {1: "easy"}, 60, 18)
keep("v2-duellum-west-before-house-set-computer.antike.json", export_game(match))
keep("v2-duellum-west-before-house-set-computer.record.json", json.dumps(match.to_json()))
match = play("duellum", {"board": "east", "seed": 19}, {}, 80, 19)
keep("v2-duellum-east-before-house-set.antike.json", export_game(match))
match = play("antike", {"board": "occident_v2", "nations": 4, "seed": 20}, {}, 70, 20, "antike")
keep("v2-antike-occident_v2-4.antike.json", export_game(match))
keep("order-2-antike-occident_v2-4.link.txt", encode_link(match, "occident-v2-match"))
match = play("antike", {"board": "orient", "nations": 3, "seed": 21}, {}, 45, 21, "antike", confirm=True)
keep("v2-antike-orient-3-unconfirmed.record.json", json.dumps(match.to_json()))
match = play("antike2", {"board": "orient", "nations": 3, "variants": ["plinius"], "seed": 22}, {}, 60, 22, "antike")
keep("v2-antike2-orient-3-plinius.antike.json", export_game(match))
keep("order-1-antike2-orient-3-plinius.link.txt", encode_link(match, "antike2-match"))
print(json.dumps(OUT))
''',
}
# Duellum's house set 2, written between its introduction (b7fd2ef) and house set 3 (c636c09).
FORMS["c636c09^"] = FORMS["66c6d8a^"].split("match = play(")[0] + '''
match = play("duellum", {"board": "west", "seed": 23}, {0: "medium"}, 70, 23)
keep("v2-duellum-west-house-set-2-computer.antike.json", export_game(match))
match = play("duellum", {"board": "east", "seed": 24}, {}, 50, 24)
keep("v2-duellum-east-house-set-2.antike.json", export_game(match))
keep("v2-duellum-east-house-set-2.record.json", json.dumps(match.to_json()))
print(json.dumps(OUT))
'''
# Antike II on the Occident's first version, while it was the only one (before cde3c33).
FORMS["cde3c33^"] = FORMS["66c6d8a^"].split("match = play(")[0] + '''
match = play("antike2", {"board": "occident", "nations": 4, "variants": ["free_building"], "seed": 25},
             {2: "easy"}, 60, 25, "antike")
keep("v2-antike2-occident-4-free_building-computer.antike.json", export_game(match))
keep("order-1-antike2-occident-4-free_building-computer.link.txt", encode_link(match, "antike2-occident"))
print(json.dumps(OUT))
'''


def run(commit, script):
    """The texts `script` prints, run with the engine of `commit`."""
    with tempfile.TemporaryDirectory() as place:
        tree = Path(place) / "tree"
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", str(tree), commit], check=True,
                       capture_output=True)
        try:
            result = subprocess.run([sys.executable, "-c", script], cwd=tree, capture_output=True, text=True,
                                    env={"PYTHONPATH": str(tree / "py_engine"), "PATH": "/usr/bin:/bin"})
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(tree)], check=True)
    if result.returncode:
        raise SystemExit(f"{commit}: {result.stderr}")
    return json.loads(result.stdout)


def main():
    """Write every older form's fixture files."""
    FOLDER.mkdir(parents=True, exist_ok=True)
    for commit, script in FORMS.items():
        texts = run(commit, script)
        for name, text in texts.items():
            (FOLDER / name).write_text(text if text.endswith("\n") else text + "\n", encoding="utf-8")
            print(f"{commit}: {name}")


if __name__ == "__main__":
    main()
