"""Step 3 of a turn (D-PERS-1..11): the personages earned, walls from the score track, the win checks
(D-GOAL-1, D-GOAL-4); and the draw after the 400th turn (D-GOAL-5)."""

from .vocabulary import (CITIZEN_TEMPLES, GOAL, KING_CITIES, LAST_TURN, NAVIGATOR_POINTS, PERSONAGES,
                         WALL_SYMBOLS)


def navigator_points(state, player):
    """D-PERS-5: 1 per sea region holding one of his galleys, 2 where it shows a ship symbol."""
    units, points = state.units, state.board.navigator_points_of
    total = 0
    for region in state.occupied(player):
        if region in points and units[region][player]["galley"]:
            total += points[region]
    return total


def earned(state, player):
    """{personage: cards due now} by D-PERS-2..6, before the stacks are looked at."""
    record = state.players[player]
    held = record["personages"]
    cities = state.cities_of(player)
    temples = 0
    for region in cities:
        if state.cities[region]["temple"]:
            temples += 1
    due = {
        # D-PERS-7: the k-th card needs the k-th threshold, whatever was held before.
        "king": max(0, len(cities) // KING_CITIES - held["king"]),
        "citizen": max(0, temples // CITIZEN_TEMPLES - held["citizen"]),
        "scholar": state.scratch["scholars"],
        "general": state.scratch["temples_destroyed"],
        "navigator": max(0, navigator_points(state, player) // NAVIGATOR_POINTS - held["navigator"]),
    }
    return due


def take_personages(state, player):
    """Step 3 up to the win checks: personages (while the stacks last), walls for the score symbols
    passed, then D-GOAL-1/4. Returns the number of cards taken (each owes the opponent a pick)."""
    record = state.players[player]  # owned (copied) only when it changes: most turns earn nothing
    stacks = state.bank["personages"]
    taken = 0
    unpaid_generals = 0
    for personage, due in earned(state, player).items():
        paid = min(due, stacks[personage])
        if personage == "general":
            unpaid_generals = due - paid
        if paid:
            record = state.own_player(player)
            stacks[personage] -= paid
            record["personages"][personage] += paid
            taken += paid
            state.events.append({"event": "personage", "player": player, "personage": personage, "count": paid})
    if taken:
        before = record["score"]
        record["score"] += taken
        walls = sum(1 for symbol in WALL_SYMBOLS if before < symbol <= record["score"])
        if walls:
            record["walls"] += walls
            record["walls_earned"] += walls
            state.bank["walls"] -= walls
            state.events.append({"event": "walls_earned", "player": player, "count": walls})
    if record["score"] >= GOAL:
        state.outcome = {"winner": player, "reason": {"why": "goal"}}
    elif record["score"] == GOAL - 1 and unpaid_generals:
        state.outcome = {"winner": player, "reason": {"why": "one_short"}}
    if state.outcome:
        state.events.append({"event": "won", "player": player, "why": state.outcome["reason"]["why"]})
    return taken


def draw_check(state):
    """D-GOAL-5: the 400th turn ended without a winner: a draw."""
    if state.turn >= LAST_TURN and state.outcome is None:
        state.outcome = {"winner": None, "reason": {"why": "draw"}}
        state.events.append({"event": "draw", "turn": state.turn})
        return True
    return False


def empty_personages():
    """{personage: 0} for a player's record."""
    return dict.fromkeys(PERSONAGES, 0)
