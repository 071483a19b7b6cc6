"""Easy: one step at a time, no plan. It walks the rondel in cheap steps towards fields it can use
now (weighted by what each would do), and in every other step takes the decision after which the
position looks best (value.py) with some noise, looking at a few of the moves only; it picks a
random card. It never reads the deck's order: its look at a decision's result is taken on a copy
whose deck the bot has shuffled itself (medium.sampled)."""

import random

from ..decisions import checked, kept_legal
from ..scientia import price
from ..vocabulary import KNOW_HOWS, PRODUCTION, UNITS
from .medium import candidates, pick_card, play, produce_choice, sampled
from .value import refused_when_over, relative

NOISE = 0.08
MOVES_LOOKED_AT = 12


class EasyBot:
    """A bot that plays sensible decisions with little foresight."""

    strength = "easy"

    def __init__(self, seed):
        self.rng = random.Random(seed)

    def choose(self, state):
        """A legal decision (the legal list's own entry) for the player whose decision is pending."""
        refused_when_over(state)
        legal = kept_legal(state)
        if len(legal) == 1:
            return legal[0]
        player, step = state.pending["player"], state.pending["step"]
        if step == "pick":
            return self.rng.choice(legal[:-1]) if self.rng.random() < 0.8 else pick_card(state, legal)
        if step == "produce":
            return produce_choice(state, player, legal)
        if step == "rondel":
            return self._rondel(state, player, legal)
        look = sampled(state, self.rng)
        options = candidates(look, player)
        moves = [d for d in options if isinstance(d, dict) and d["type"] == "move"]
        if len(moves) > MOVES_LOOKED_AT:
            chosen = set(map(id, self.rng.sample(moves, MOVES_LOOKED_AT)))
            options = [d for d in options if not (isinstance(d, dict) and d["type"] == "move") or id(d) in chosen]
        best, best_value = None, None
        for decision in options:
            value = relative(play(look, decision)[0], player) + self.rng.gauss(0, NOISE)
            if best_value is None or value > best_value:
                best, best_value = decision, value
        return checked(state, best[0] if isinstance(best, tuple) else best)

    def _rondel(self, state, player, legal):
        fields = [d for d in legal if d["type"] == "rondel" and "card" not in d]
        seen, options = set(), []
        for decision in fields:
            if decision["field"] not in seen and sum(decision["payment"].values()) <= 1:
                seen.add(decision["field"])
                options.append(decision)
        weights = [usefulness(state, player, d["field"]) * (0.4 if d["payment"] else 1.0) for d in options]
        return self.rng.choices(options, weights)[0]


def usefulness(state, player, field):
    """How much a field would do now for the player, as a weight for a random pick."""
    record = state.players[player]
    coins = record["coin"]
    cities = state.cities_of(player)
    if field == "templum":
        if record["marble"] + coins >= 6 and state.bank["temples"] and any(
                not state.cities[r]["temple"] for r in cities):
            return 6.0
        return 1.0 if record["walls"] and record["marble"] else 0.1
    if field == "scientia":
        gold = record["gold"] + coins
        if any(price(state, player, k) <= gold for k in KNOW_HOWS if k not in record["know_hows"]):
            return 6.0
        return 1.5 if gold >= 2 and any(record["supply"].values()) else 0.1
    if field == "militia":
        return 3.0 if record["iron"] + coins >= 2 and any(record["pool"][u] for u in UNITS) else 0.1
    if field in PRODUCTION:
        resource = PRODUCTION[field]
        return 1.0 + sum(3 if state.cities[r]["temple"] else 1 for r in cities
                         if state.cities[r]["resource"] == resource)
    on_board = any(side[player][u] for side in state.units.values() for u in UNITS)
    return 3.0 if on_board else 0.1
