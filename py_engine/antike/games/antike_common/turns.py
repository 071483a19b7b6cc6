"""The order of play: rounds, turns and the steps of a turn (R-TURN-1..3)."""

from .vocabulary import RESOURCES
from .words.log import team_words

# What the action counted that the end of the turn pays personages for, the field chosen, and the
# know-hows bought this turn, whose trade rates stay closed through the founding (A2-TRADE-3).
KEPT_FOR_END_OF_TURN = ("field", "new_know_hows", "temples_destroyed", "bought")


def start_round(state):
    """R-TURN-2: before the starting nation's turn every nation takes a coin, or a resource if none is left.

    Not in Antike II (A2-TURN-2), whose coins come with production."""
    state.round += 1
    if not state.edition.round_coin:
        state.events.append({"event": "round", "round": state.round, "short": False, "coins": False})
        begin_turn(state)
        return
    queue = []
    for nation in state.order:
        if state.bank["coins"] > 0:
            record = state.edit_nation(nation)
            record["coins"] += 1
            state.edit_bank()["coins"] -= 1
        else:
            queue.append(nation)
    state.events.append({"event": "round", "round": state.round, "short": bool(queue)})
    if queue:
        state.scratch = {"resource_queue": queue}
        state.pending = {"nation": queue[0], "step": "take_resource"}
    else:
        begin_turn(state)


def take_resource(state, decision):
    """A nation takes one marble, iron or gold unit instead of a coin (R-TURN-2, A2-PROD-2)."""
    nation = state.pending["nation"]
    resource = decision["resource"]
    record = state.edit_nation(nation)
    record[resource] += 1
    state.events.append({"event": "take_resource", "nation": nation, "resource": resource})
    if "resource_queue" not in state.scratch:  # instead of a production's coin (A2-PROD-2)
        begin_founding(state)
        return
    queue = state.scratch["resource_queue"][1:]
    if queue:
        state.scratch = {"resource_queue": queue}
        state.pending = {"nation": queue[0], "step": "take_resource"}
    else:
        begin_turn(state)


def legal_take_resource(state):
    """The three resources, in rulebook order."""
    return [{"type": "take_resource", "resource": r} for r in RESOURCES]


def begin_turn(state):
    """The acting nation starts its turn on the rondel (R-TURN-3 step 1)."""
    state.turn += 1
    state.scratch = {}
    state.pending = {"nation": state.acting, "step": "rondel"}


def begin_founding(state):
    """After the action, the nation may found cities (R-TURN-3 step 2)."""
    scratch = state.scratch
    # After a production the field is all there is, in a dict of the state's own: kept as it is.
    if len(scratch) != 1 or "field" not in scratch:
        state.scratch = {key: scratch[key] for key in KEPT_FOR_END_OF_TURN if key in scratch}
    state.pending = {"nation": state.acting, "step": "founding"}


def player_name(state, nation, language="en"):
    """Who plays the nation: its given name, else its team in the four-nation two-player game, else the nation.

    Nations and teams are said in `language` ("Perser und Phönizier"); the view asks in its own language.
    """
    names = state.options["names"]
    if nation in names:
        return names[nation]
    if state.options["two_player"] == "four_nations":
        for team in state.board.two_player_teams:
            if nation in team:
                return team_words([state.board.nation_name(member, language) for member in team], language)
    return state.board.nation_name(nation, language)


def win(state, nation, reason):
    """End the game with `nation` the winner; `reason` is data that antike.words says in words."""
    state.outcome = {"winner": nation, "player": player_name(state, nation), "reason": reason}
    state.pending = {"nation": None, "step": "game_over"}
    state.scratch = {}
    state.events.append({"event": "win", "nation": nation, "reason": reason})
