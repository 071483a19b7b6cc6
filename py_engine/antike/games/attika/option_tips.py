"""Why each build and reveal option of the player to decide is or is not possible now, with the
building's cost, in words (the page's tooltip and info button on the player board). Only the seat to
decide learns them: whether a building is payable tells of its hand (AT-INFO-2)."""

from ...core.protocol import ALL
from . import decisions, turns
from .components import BASE_COST, KINDS
from .words.help import help_words
from .words.terms import building_word, cards_words


def _cost_words(building, words, language):
    if BASE_COST[building] is None:
        return words["tip.road"].format(building=building_word(building, language))
    cost = dict(zip(KINDS, BASE_COST[building]))
    return words["tip.cost"].format(building=building_word(building, language), cost=cards_words(cost, language))


def _why_not(state, kind, words):
    # The reason an action of `kind` is not offered (the legal list's own conditions, decisions.py).
    scratch = state.scratch
    if state.pending["step"] != "action":
        return words["tip.not.step"]
    if scratch["kind"] not in (None, kind):
        return words["tip.not.kind"].format(kind=words[f"tip.kind.{scratch['kind']}"])
    if scratch["normal"] >= turns.NORMAL_ACTIONS[kind]:
        return words["tip.not.actions"]
    return None


def option_tips(state, viewer, language):
    """{"build:<building>": words, "reveal:<stack>": words} for every building on the player board and
    every stack of the seat to decide, for that seat (or ALL) only; {} for anyone else."""
    if state.pending is None or viewer not in (ALL, state.pending["player"]):
        return {}
    seat, words = state.pending["player"], help_words(language)
    offered = decisions.kept_legal(state)
    builds = {decision["building"] for decision in offered if decision["type"] == "build"}
    reveals = {decision["stack"] for decision in offered if decision["type"] == "reveal"}
    tips = {}
    for building in dict.fromkeys(state.players[seat]["board"]):
        if building in builds:
            why = words["tip.possible"]
        else:
            why = _why_not(state, "build", words) or words["tip.not.unaffordable"]
        tips[f"build:{building}"] = f"{_cost_words(building, words, language)} {why}"
    for index, stack in enumerate(state.players[seat]["stacks"], start=1):
        if index in reveals:
            count = words["tip.count.one" if len(stack) == 1 else "tip.count.other"].format(count=len(stack))
            why = words["tip.possible.reveal"].format(count=count)
        elif not stack:
            why = words["tip.not.empty"]
        else:
            why = _why_not(state, "reveal", words) or words["tip.not.step"]
        tips[f"reveal:{index}"] = why
    return tips

