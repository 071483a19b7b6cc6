"""What the conformance suite (test_conformance.py) plays: every game with a few option sets, seeded
games walked through the public protocol, and the protocol's answers at a point as comparable data."""

import importlib
import json
import os
import random
import traceback
from pathlib import Path

from antike.core.match import Match
from antike.core.registry import game_ids, rules_of

# Games that live in the tests, by id: each package beside this module (its folder's name) is a game
# whose RULES the suite registers at run time, so that such a game is its folder and nothing more.
TEST_GAMES = {folder.name: folder.name for folder in sorted(Path(__file__).parent.iterdir())
              if (folder / "__init__.py").is_file()}
# The family's option sets; a game not named here is played with each choice of its schema's first
# choice field (so a new game needs no line here).
OPTION_SETS = {
    "antike": [{"board": "orient", "nations": 3}],
    "antike2": [{"board": "orient", "nations": 3}],
    "duellum": [{"board": "west"}, {"board": "east"}],
}
SEEDS = (1, 2)  # a few seeded games per option set
STEPS = 40  # decisions played in each
LANGUAGES = ("en", "de")


def schema_option_sets(rules):
    """One option set per choice of the schema's first choice field (its `sets`, else its value)."""
    field = next(field for field in rules.options_schema()["fields"] if field["kind"] == "choice")
    return [choice.get("sets") or {field["name"]: choice["value"]} for choice in field["choices"]]


def cases():
    """[(game, options)] for every game of the registry and every test game, for parametrize (a test
    game's package is read here, before the suite registers it)."""
    found = []
    for game in game_ids():
        found += [(game, options) for options in OPTION_SETS.get(game) or schema_option_sets(rules_of(game))]
    for game, package in TEST_GAMES.items():
        rules = importlib.import_module(package).RULES
        found += [(game, options) for options in OPTION_SETS.get(game) or schema_option_sets(rules)]
    return found


def case_id(case):
    """A short test id: the game and its options' values."""
    game, options = case
    values = [str(len(value)) if isinstance(value, list) else str(value) for value in options.values()]
    return "-".join([game, *values])


def seeded_match(game, options, seed):
    """A new match of `game` with `options` and `seed`."""
    return Match({**options, "seed": seed}, game=game)


def walk(match, seed, steps=STEPS):
    """Plays a seeded game on: yields each of up to `steps` decisions (chosen from the legal list with
    a generator seeded by `seed`) before playing it; stops when the game is over."""
    rng = random.Random(seed)
    for _ in range(steps):
        if match.rules.to_decide(match.state) is None:
            return
        decision = rng.choice(match.rules.legal_decisions(match.state))
        yield decision
        match.play(decision)


def played(game, options, seed, steps=STEPS):
    """The match of a seeded game after `steps` decisions (or at its end)."""
    match = seeded_match(game, options, seed)
    for _ in walk(match, seed, steps):
        pass
    return match


def viewers(rules, state):
    """Every seat and the spectator (None)."""
    return [*rules.seats(state), None]


def snapshot(rules, state, log):
    """Everything the protocol answers about `state` (and `log`), as one JSON text: two states that
    answer alike give the same text, and what is not JSON data fails here."""
    answers = {"to_decide": rules.to_decide(state), "legal": rules.legal_decisions(state),
               "outcome": rules.outcome(state), "turn": list(rules.turn(state)), "events": rules.events(state),
               "seats": rules.seats(state), "options": rules.state_options(state),
               "views": [rules.view(state, log, viewer, "en") for viewer in viewers(rules, state)],
               "summary": {language: rules.summary(state, language) for language in LANGUAGES}}
    return json.dumps(answers, sort_keys=True)


def in_a_child(function, *args):
    """`function(*args)` in a forked process; its failure, with the child's traceback, is raised here
    as an AssertionError: a game that shares what it hands out may have its caches scribbled on, and
    that must not reach the other tests."""
    reader, writer = os.pipe()
    child = os.fork()
    if child == 0:
        os.close(reader)
        try:
            function(*args)
            failure = ""
        except BaseException:
            failure = traceback.format_exc()
        with os.fdopen(writer, "w") as out:
            out.write(failure)
        os._exit(0)
    os.close(writer)
    with os.fdopen(reader) as source:
        failure = source.read()
    _, status = os.waitpid(child, 0)
    assert status == 0, f"the child process ended with status {status}"
    assert not failure, f"in the child process:\n{failure}"
