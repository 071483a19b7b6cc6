"""Earning personages at the end of a turn (R-PERS-1..3, R-KNOW-3/5, R-MAN-10, R-GOAL)."""

from .vocabulary import PERSONAGES

# R-PERS-1: thresholds that earn the next personage of a kind.
THRESHOLDS = {"king": 5, "citizen": 3, "navigator": 7}
# What the thresholds count, as the log says it (antike.words).
REASONS = {"king": "cities", "citizen": "temples", "navigator": "seas"}


def goal_of(state):
    """What the game's winner must reach."""
    return state.edition.goal(state.options)


def holdings_for(state, nation, kind):
    """Cities, temples, or provinces with an own galley: what earns kings, citizens, navigators."""
    if kind == "king":
        return state.city_count(nation)
    if kind == "citizen":
        return list(map(state.cities.get, state.temples)).count(nation)
    return len(state.nations[nation]["galleys"])


def award(state, nation, kind, reason):
    """Give `nation` a personage of `kind` from the bank, or log that its stack is empty; whether it
    was given."""
    if state.bank["personages"][kind] == 0:
        state.events.append({"event": "no_personage", "nation": nation, "kind": kind, "reason": reason})
        return False
    state.edit_bank()["personages"][kind] -= 1
    state.edit_nation(nation, "personages")[kind] += 1
    state.events.append({"event": "earn", "nation": nation, "kind": kind, "reason": reason})
    return True


def award_end_of_turn(state):
    """Pay the acting nation's personages; True when it must first choose a stack (R-KNOW-5 tie)."""
    nation = state.acting
    marks = state.nations[nation]["marks"]
    for kind, step in THRESHOLDS.items():
        # High-water marks: a personage is earned only above the highest threshold reached before.
        reached = holdings_for(state, nation, kind) // step
        while marks[kind] < reached:
            marks = state.edit_nation(nation, "marks")  # the state's own copy from then on
            marks[kind] += 1
            award(state, nation, kind, {"why": REASONS[kind], "count": marks[kind] * step})
    for _ in range(state.scratch.get("new_know_hows", 0)):
        award(state, nation, "scholar", {"why": "know_how"})
    edition = state.edition
    for _ in range(state.scratch.get("temples_destroyed", 0)):
        if not award(state, nation, "general", {"why": "temple_destroyed"}) and edition.one_short_temple_win:
            state.scratch["temple_unpaid"] = True  # A2-GOAL-3
    edition.award_more(state, nation)
    record = state.nations[nation]
    if (len(record["know_hows"]) == len(edition.know_hows) and not record["eight_rewarded"]
            and edition.eight_know_hows_rewarded(state.options)):
        record = state.edit_nation(nation)
        record["eight_rewarded"] = True
        kinds = fullest_stacks(state)
        if len(kinds) == 1:
            award(state, nation, kinds[0], {"why": "eight_know_hows"})
        elif kinds:
            state.pending = {"nation": nation, "step": "choose_personage", "kinds": kinds}
            return True
    return False


def fullest_stacks(state):
    """The personage kinds whose stack has the most cards left (none if all are empty)."""
    stacks = state.bank["personages"]
    most = max(stacks.values())
    return [kind for kind in PERSONAGES if stacks[kind] == most] if most else []


def legal_choose_personage(state):
    """One decision per tied stack."""
    return [{"type": "choose_personage", "kind": kind} for kind in state.pending["kinds"]]
