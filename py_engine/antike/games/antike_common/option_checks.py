"""Checks of the options both editions take alike: the variants named, the seed, the seats' names."""

from ...core.errors import InvalidOptions


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


def checked_seed_and_names(options):
    """(seed, names): an integer seed and {nation: name of at most 40 characters}; raises InvalidOptions."""
    seed = options.get("seed", 0)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise InvalidOptions("options.seed")
    names = options.get("names", {})
    if not isinstance(names, dict) or not all(
            isinstance(k, str) and isinstance(v, str) and len(v) <= 40 for k, v in names.items()):
        raise InvalidOptions("options.names")
    return seed, dict(names)
