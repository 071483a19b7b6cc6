"""The engine's public API: new_game, legal_decisions, apply, outcome (see docs/engine-api.md)."""

from . import economy, end_of_turn, military, personages, rondel, setup, turns
from .decision_shapes import WITH_PAYMENT, check_shape, nested_fields
from ...core.errors import IllegalDecision
from ...core.package_rules import handed_out_legal
from .explain import explain
from .vocabulary import OWN_TURN_STEPS

# Per step: its legal decisions; the decision that finishes it, if any (see _settle); and a test of
# decisions known to be legal without listing them all (see checked_decision), if any.
STEPS = {
    "choose_start_city": (setup.legal_start_cities, None, None),
    "take_resource": (turns.legal_take_resource, None, None),
    "rondel": (rondel.legal_rondel, None, rondel.is_default_choice),
    "temple": (economy.legal_temples, "done", None),
    "arming": (economy.legal_arming, "done", None),
    "know_how": (economy.legal_know_hows, "done", None),
    "movement": (military.legal_movement, "end_movement", None),
    "fight_question": (military.legal_fight_question, None, None),
    "mover_fight_question": (military.legal_mover_fight_question, None, None),
    "conquest": (military.legal_conquest, "done", None),
    "founding": (economy.legal_founding, "done", None),
    "choose_personage": (personages.legal_choose_personage, None, None),
    "game_over": (lambda state: [], None, None),
}


def finish_step(state, decision):
    """`done`: the action ends and founding follows, or founding ends and so does the turn."""
    step = state.pending["step"]
    if step == "founding":
        end_of_turn.end_turn(state)
        return
    if step == "arming" and state.edition.bellona:
        economy.pass_bellona(state)
    turns.begin_founding(state)


HANDLERS = {
    "choose_start_city": setup.choose_start_city,
    "take_resource": turns.take_resource,
    "rondel": rondel.choose_field,
    "build_temple": economy.build_temple,
    "arm": economy.arm,
    "buy_know_how": economy.buy_know_how,
    "move": military.move,
    "fight": military.fight,
    "end_movement": military.end_movement,
    "fight_entry": military.fight_entry,
    "let_pass": military.let_pass,
    "no_fight": military.no_fight,
    "conquer": military.conquer,
    "destroy_temple": military.destroy_temple,
    "found": economy.found,
    "choose_personage": end_of_turn.choose_personage,
    "trade": lambda state, decision: state.edition.trade(state, decision),
    "done": finish_step,
}
# Per edition, the fields of its decisions that hold a dict (decision_shapes.nested_fields), made once.
_NESTED = {}


def new_game(edition, options):
    """A new game of `edition` (edition.py) for `options`, settled at its first real decision."""
    state = setup.new_game(edition, options)
    _settle(state)
    return state


def _compute_legal(state):
    step = state.pending["step"]
    decisions = STEPS[step][0](state)
    if step in OWN_TURN_STEPS and state.pending["nation"] == state.acting:
        trades = state.edition.legal_trades(state, state.acting)
        if trades:
            decisions += trades  # every step's list is made anew: the step's own
    return decisions


def legal_decisions(state):
    """Every legal decision now, in a deterministic order (default payments first): a new list of the
    state's own entries, read-only (core/read_only.py: changing one raises TypeError; `dict(entry)`
    is a copy to change)."""
    edition = state.edition
    nested = _NESTED.get(edition)
    if nested is None:
        nested = _NESTED[edition] = nested_fields(edition)
    return handed_out_legal(state, kept_legal(state), nested)


def kept_legal(state):
    """The state's own list of legal decisions, shared with the engine: read it, never change it.

    For the engine's own players (bots, random play), which ask for it at every decision."""
    if state._legal is None:
        state._legal = _compute_legal(state)
    return state._legal


def _settle(state):
    # A step whose only choice is to finish it is no choice: the engine takes it (docs/engine-api.md).
    # Other steps' lists are made when first asked for: a simulator that takes a rondel field with
    # its default payment never needs the few dozen payments of every field listed.
    while True:
        finish = STEPS[state.pending["step"]][1]
        if finish is None:
            return
        legal = _compute_legal(state)
        if len(legal) == 1 and legal[0]["type"] == finish:
            HANDLERS[finish](state, legal[0])
            continue
        state._legal = legal
        return


def complete_decision(state, decision):
    """The decision checked for shape and with its default payment filled in if none was given."""
    decision = check_shape(decision, state)
    if decision["type"] in WITH_PAYMENT and "payment" not in decision:
        for candidate in kept_legal(state):
            if candidate["type"] == decision["type"] and all(
                    candidate.get(key) == value for key, value in decision.items()):
                return candidate
        decision["payment"] = {}
    return decision


def checked_decision(state, decision):
    """The legal list's own entry for `decision`; raises InvalidDecision or IllegalDecision."""
    if state._legal is None:
        known_legal = STEPS[state.pending["step"]][2]
        if known_legal is not None and known_legal(state, decision):
            return decision
    legal = kept_legal(state)
    for candidate in legal:
        if candidate is decision:  # taken from the list itself: well formed and legal
            return candidate
    clean = complete_decision(state, decision)
    try:
        return legal[legal.index(clean)]
    except ValueError:
        raise IllegalDecision(explain(state, clean, legal)) from None


def apply(state, decision):
    """A new state after `decision`; raises InvalidDecision or IllegalDecision and changes nothing."""
    return apply_entry(state, checked_decision(state, decision))


def apply_entry(state, entry):
    """A new state after `entry`, an entry of the state's own legal list (kept_legal), which needs
    no check: the protocol's adapter has found it by identity (core/package_rules.py)."""
    new = state.copy()
    HANDLERS[entry["type"]](new, entry)
    _settle(new)
    return new


def outcome(state):
    """None while the game goes on, else {"winner", "player", "reason"}.

    The reason is data, {"why": "goal", "score", "goal"} or {"why": "temple_after_all_personages"}
    (R-GOAL-4); antike.view.outcome_words says it in words.
    """
    return state.outcome
