"""Every decision of a game: the legal list of the pending step (D-TURN-3's cards and trades
included), checking a decision against it, and carrying it out with the steps that follow.

The pending decision is {"player", "step"}; the steps and their own decisions:
- rondel: {"type": "rondel", "field", "payment", "card"?: "orakel"};
- produce (the bank has no coin, D-PROD-2): {"type": "produce", "resource"};
- templum: build_temple {region, payment, card?: "baumeister"}, build_wall {region, payment}, done;
- scientia: buy_know_how {know_how, payment, card?: "bibliothek"}, recruit {unit, payment}, done;
- militia: arm {region, unit, payment}, done;
- movement: move {from, path (the regions entered, in order), unit, card?: "hinterhalt" | "eilmarsch"},
  end_movement;
- conquest: conquer {region, legions, galleys}, done; festung_choice: conquer (at the raised
  strength), withdraw;
- founding: found {region, resource (the tile), payment, card?: "kolonisten"}, done;
- pick (the opponent's decision): pick {card}, no_card.
In every step of the holder's own turn but pick: play_card {card, and its targets: region, regions,
unit, take, replacements} and, with Commercium from an earlier turn, trade {give, get}.
A payment is {kind: units} over marble, iron, gold and coin; left out, the default is meant."""

from ...core.legal_list import carried_out, checked_entry
from . import card_effects, cards, maneuver, production, rondel, scientia, turns
from .building import build_temple, build_wall, legal_templum
from .founding import found, legal_founding
from .militia import arm, legal_militia
from .vocabulary import DECISION_CARDS

# Each decision type with its fields (besides "type"); "payment" may be left out for the default,
# "card" is optional where DECISION_CARDS names cards for the type.
FIELDS = {
    "rondel": ("field", "payment", "card"), "produce": ("resource",), "done": (), "end_movement": (),
    "build_temple": ("region", "payment", "card"), "build_wall": ("region", "payment"),
    "buy_know_how": ("know_how", "payment", "card"), "recruit": ("unit", "payment"),
    "arm": ("region", "unit", "payment"), "move": ("from", "path", "unit", "card"),
    "conquer": ("region", "legions", "galleys"), "withdraw": (), "pick": ("card",), "no_card": (),
    "found": ("region", "resource", "payment", "card"), "trade": ("give", "get"),
    "play_card": ("card", "region", "regions", "unit", "take", "replacements"),
}
# The steps whose own decisions end with one that only closes them: skipped when nothing else is possible.
CLOSING = {"templum": "done", "scientia": "done", "militia": "done", "movement": "end_movement",
           "conquest": "done", "founding": "done"}
STEP_LEGAL = {
    "rondel": rondel.legal_rondel, "produce": production.legal_produce, "templum": legal_templum,
    "scientia": scientia.legal_scientia, "militia": legal_militia, "movement": maneuver.legal_movement,
    "conquest": maneuver.legal_conquest, "festung_choice": maneuver.legal_festung_choice,
    "founding": legal_founding,
}
ACTION_STEPS = {"templum": "templum", "scientia": "scientia", "militia": "militia", "duellum_1": "movement",
                "duellum_2": "movement"}


def legal(state):
    """Every legal decision of the pending step, in a fixed order: the step's own (default payments
    first), then the stand-alone cards and Commercium trades of the acting player's own turn. Each
    entry is read-only where it is made (core/read_only.py), most made once and shared, so the
    protocol hands the list out as it is."""
    if state.pending is None:
        return []
    player, step = state.pending["player"], state.pending["step"]
    if step == "pick":
        return cards.legal_picks(state, player)
    decisions = STEP_LEGAL[step](state, player)
    decisions += card_effects.legal_plays(state, player)
    decisions += scientia.legal_trades(state, player)
    return decisions


def kept_legal(state):
    """The state's legal list, made once (not to be changed by the caller)."""
    if state._legal is None:
        state._legal = legal(state)
    return state._legal


def checked(state, decision):
    """The legal list's own entry for `decision` (the default payment filled in); raises
    InvalidDecision for a malformed decision, IllegalDecision for one not allowed now."""
    legal_now = kept_legal(state) if state.pending is not None else []
    board = state.options["board"]
    return checked_entry(decision, legal_now, FIELDS, ("payment",), "duellum", state.pending, board=board)


def apply(state, decision):
    """A new state after `decision` and every automatic step that follows it."""
    return carried_out(state, checked(state, decision), _carry_out)


def apply_entry(state, entry):
    """A new state after `entry`, an entry of the state's own legal list (legal: not checked again)."""
    return carried_out(state, entry, _carry_out)


def enter(state, step):
    """The acting player's next step; one where only its closing decision is possible is passed."""
    state.pending = {"player": state.acting, "step": step}
    if step in CLOSING:
        options = legal(state)
        if len(options) == 1:
            _carry_out(state, state.acting, options[0])
        else:
            # Every call of enter ends a decision's work, so the list made here is the new state's.
            state._legal = options


def _after_action(state):
    # The action is over: founding follows (D-TURN-1).
    enter(state, "founding")


def _carry_out(state, player, decision):
    kind = decision["type"]
    step = state.pending["step"]
    card = decision.get("card") if kind in DECISION_CARDS else None
    if card:
        state.events.append({"event": "card_played", "player": player, "card": card})
        cards.discard(state, player, card)
    if kind == "rondel":
        rondel.move_marker(state, player, decision["field"], decision["payment"])
        field = decision["field"]
        if field in ACTION_STEPS:
            enter(state, ACTION_STEPS[field])
        elif production.produce(state, player, field):
            state.pending = {"player": player, "step": "produce"}
        else:
            _after_action(state)
    elif kind == "produce":
        production.take_instead_of_coin(state, player, decision["resource"])
        _after_action(state)
    elif kind == "build_temple":
        build_temple(state, player, decision["region"], decision["payment"])
        enter(state, step)
    elif kind == "build_wall":
        build_wall(state, player, decision["region"], decision["payment"])
        enter(state, step)
    elif kind == "buy_know_how":
        scientia.buy_know_how(state, player, decision["know_how"], decision["payment"])
        enter(state, step)
    elif kind == "recruit":
        scientia.recruit(state, player, decision["unit"], decision["payment"])
        enter(state, step)
    elif kind == "arm":
        arm(state, player, decision["region"], decision["unit"], decision["payment"])
        enter(state, step)
    elif kind == "move":
        maneuver.move(state, player, decision["from"], decision["path"], decision["unit"], card == "hinterhalt")
        enter(state, step)
    elif kind == "end_movement":
        enter(state, "conquest")
    elif kind == "conquer":
        _conquer(state, player, decision, step)
    elif kind == "withdraw":
        maneuver.withdraw(state, player)
        enter(state, "conquest")
    elif kind == "found":
        found(state, player, decision["region"], decision["resource"], decision["payment"])
        enter(state, step)
    elif kind in ("pick", "no_card"):
        turns.pick_or_skip(state, player, decision.get("card"))
        if state.scratch["pick_for"] == "conquest":
            _after_action(state)
        else:
            turns.after_pick(state)
    elif kind in ("play_card", "trade"):
        if kind == "play_card":
            card_effects.play(state, player, decision)
        else:
            scientia.trade(state, player, decision["give"], decision["get"])
        if step in CLOSING:
            enter(state, step)
    elif kind == "done":
        _done(state, step)


def _conquer(state, player, decision, step):
    region, legions, galleys = decision["region"], decision["legions"], decision["galleys"]
    if step == "festung_choice":
        maneuver.carry_out(state, player, region, legions, galleys)
        state.scratch["festung"] = None
        enter(state, "conquest")
    elif maneuver.declare(state, player, region, legions, galleys) == "festung_choice":
        state.pending = {"player": player, "step": "festung_choice"}
    else:
        enter(state, "conquest")


def _done(state, step):
    if step == "founding":
        turns.step_three(state)
    elif step == "conquest":
        # D-CONQ-8: the opponent picks once right after the conquest step if he lost a city.
        if state.scratch["lost_city"] and state.cards["display"]:
            state.scratch["pick_for"] = "conquest"
            state.pending = {"player": state.opponent, "step": "pick"}
        else:
            if state.scratch["lost_city"]:
                state.events.append({"event": "picks_lost", "player": state.opponent, "count": 1})
            _after_action(state)
    else:
        _after_action(state)
