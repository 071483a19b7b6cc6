"""Checks of the options the family's games take alike: the variants named, the seed, the seats'
names, and the version of a game's house set (`house_set`). Their refusals are the core's messages
(core/messages.py, `options.*`)."""

import json

from .errors import InvalidOptions


def checked_variants(options, known):
    """The options' variants: a list of distinct names among `known`; raises InvalidOptions."""
    variants = options.get("variants", [])
    if not isinstance(variants, list) or not all(isinstance(v, str) for v in variants):
        raise InvalidOptions("options.variants")
    for variant in variants:
        if variant not in known:
            raise InvalidOptions("options.variant", value=variant, known=list(known))
    if len(set(variants)) != len(variants):
        raise InvalidOptions("options.variant_twice")
    return variants


def checked_seed_and_names(options, game):
    """(seed, names): an integer seed and {seat: name of at most 40 characters}; raises InvalidOptions
    in the words of `game` (its id)."""
    seed = options.get("seed", 0)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise InvalidOptions("options.seed")
    names = options.get("names", {})
    if not isinstance(names, dict) or not all(
            isinstance(k, str) and isinstance(v, str) and len(v) <= 40 for k, v in names.items()):
        raise InvalidOptions("options.names", game=game)
    return seed, dict(names)


def checked_house_set(options, versions, key):
    """The options' `house_set`: one of `versions` (oldest first), the latest when left out (a new
    game); raises InvalidOptions(`key`, value, known) for anything else."""
    house_set = options.get("house_set", versions[-1])
    if type(house_set) is not int or house_set not in versions:  # true == 1 in Python
        raise InvalidOptions(key, value=json.dumps(house_set)[:40], known=list(versions))
    return house_set


def recorded_house_set(options, versions):
    """A record's options as a game with house set `versions` (oldest first) replays them: a record
    made before the game's options had `house_set` was set up with the first version, and replays so
    (the protocol's optional `recorded_options`)."""
    if isinstance(options, dict) and "house_set" not in options:
        return {**options, "house_set": versions[0]}
    return options
