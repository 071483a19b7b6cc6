"""Every decision of a game: the legal list of the pending step, checking a decision against it, and
carrying it out with what follows (AT-TURN-6: a turn in small decisions, never stopping in the
middle of an action).

The pending decision is {"player", "step"}; the steps and their decisions, in the legal order:
- action: reveal {stack (1-4), amphora}, build {building, amphora}, stop {amphoras (spent on cards)};
  "amphora" is true for an extra action bought with an amphora (AT-AMP-6);
- revealed (a building just turned up): park, then site {field} for each payable field;
- site (a building chosen from the player board): site {field};
- payment: pay {payment: {kind: cards}}, the default first (skipped when only one payment exists);
- tile (an extension tile turned up): lay_tile {centre, rotation}.
"amphora", "amphoras" and "payment" may be left out for the list's first matching entry."""

from functools import lru_cache
from itertools import chain

from ...core.legal_list import carried_out, checked_entry
from ...core.read_only import ReadOnlyDict
from . import building as placing
from . import turns
from .building import Sites
from .costs import as_cards, payment_tuples
from .hexes import tile_cells
from .map_reach import tile_laid
from .map_tiles import ROTATIONS, lay_tile, legal_centres

FIELDS = {"reveal": ("stack", "amphora"), "build": ("building", "amphora"), "stop": ("amphoras",), "park": (),
          "site": ("field",), "pay": ("payment",), "lay_tile": ("centre", "rotation")}
# The fields that hold a flat dict (a payment): every other field holds a plain value, so the legal
# list's entries are made read-only field by field (core/read_only.py).
NESTED = {"pay": ("payment",)}
DEFAULTS = ("amphora", "amphoras", "payment")  # left out, the legal list's first matching entry is meant


def _extra_or_normal(state, seat, kind):
    # Whether a next action of `kind` is a normal one (False), bought with an amphora (True), or none.
    scratch = state.scratch
    if scratch["kind"] not in (None, kind):
        return None  # AT-TURN-2: the first action fixed the other kind
    if scratch["normal"] < turns.NORMAL_ACTIONS[kind]:
        return False
    return True if state.players[seat]["amphoras"] else None


def _legal_action(state, seat):
    record = state.players[seat]
    legal = []
    amphora = _extra_or_normal(state, seat, "reveal")
    if amphora is not None:
        legal += [_reveal(index + 1, amphora) for index, stack in enumerate(record["stacks"]) if stack]
    amphora = _extra_or_normal(state, seat, "build")
    if amphora is not None and record["board"]:
        legal += [_build(building, amphora)
                  for building in Sites(state, seat).buildable(dict.fromkeys(record["board"]))]
    legal += map(_stop, range(turns.amphoras_for_cards(state, seat) + 1))
    return legal


# The entries that depend on a few values only: made once, read-only (core/read_only.py), and shared
# by every state's legal list, so that handing a list out copies none of them. Their values are
# strings, numbers and bools (a payment a read-only dict), so each is made read-only as it is made.
@lru_cache(maxsize=None)
def _reveal(stack, amphora):
    return ReadOnlyDict(type="reveal", stack=stack, amphora=amphora)


@lru_cache(maxsize=None)
def _build(building, amphora):
    return ReadOnlyDict(type="build", building=building, amphora=amphora)


@lru_cache(maxsize=None)
def _stop(amphoras):
    return ReadOnlyDict(type="stop", amphoras=amphoras)


@lru_cache(maxsize=None)
def _site(field):
    return ReadOnlyDict(type="site", field=field)


@lru_cache(maxsize=None)
def _pay(payment):
    # `payment`: a tuple of cards per kind (costs.payment_tuples).
    return ReadOnlyDict(type="pay", payment=ReadOnlyDict(as_cards(payment)))


_PARK = ReadOnlyDict(type="park")


def _legal_sites(state, seat):
    return list(map(_site, Sites(state, seat).payable(state.scratch["building"])))


def _payments(state, seat):
    # The minimal payments of the building in hand on the chosen site, as tuples per kind (costs.payment_tuples).
    scratch = state.scratch
    return payment_tuples(state.players[seat]["hand"], *Sites(state, seat).cost(scratch["building"], scratch["field"]))


def legal(state):
    """Every legal decision of the pending step, in a fixed order."""
    if state.pending is None:
        return []
    seat, step = state.pending["player"], state.pending["step"]
    if step == "action":
        return _legal_action(state, seat)
    if step == "revealed":
        return [_PARK] + _legal_sites(state, seat)
    if step == "site":
        return _legal_sites(state, seat)
    if step == "payment":
        return list(map(_pay, _payments(state, seat)))
    return list(chain.from_iterable(map(_TILE_ENTRIES.__getitem__, legal_centres(state))))


class _TileEntries(dict):
    # centre -> its lay_tile entries, one per rotation: made once per centre, read-only
    # (core/read_only.py) and shared by every state's legal list, since a tile step's list is long.
    def __missing__(self, centre):
        entries = self[centre] = tuple(ReadOnlyDict(type="lay_tile", centre=centre, rotation=rotation)
                                       for rotation in ROTATIONS)
        return entries


_TILE_ENTRIES = _TileEntries()


def kept_legal(state):
    """The state's legal list, made once (not to be changed by the caller)."""
    if state._legal is None:
        state._legal = legal(state)
    return state._legal


def checked(state, decision):
    """The legal list's own entry for `decision` (defaults filled in); raises InvalidDecision for a
    malformed decision, IllegalDecision for one not allowed now."""
    legal_now = kept_legal(state) if state.pending is not None else []
    return checked_entry(decision, legal_now, FIELDS, DEFAULTS, "attika", state.pending)


def apply(state, decision):
    """A new state after `decision` and everything that follows it."""
    return carried_out(state, checked(state, decision), _carry_out)


def apply_entry(state, entry):
    """A new state after `entry`, an entry of the state's kept list (core/package_rules.py: a copy it
    handed out came back unchanged), so not looked up in the list again."""
    return carried_out(state, entry, _carry_out)


def _carry_out(state, seat, decision):
    kind, scratch = decision["type"], state.scratch
    if kind == "reveal":
        turns.take_action(state, "reveal", decision["amphora"])
        stack = state.own_record(seat)["stacks"][decision["stack"] - 1]
        scratch.update(building=stack.pop(0), stack=decision["stack"], extend=not stack)  # AT-REV-1, AT-EXT-1
        state.events.append({"event": "reveal", "player": seat, "stack": decision["stack"],
                             "building": scratch["building"], "amphora": decision["amphora"]})
        state.revealed = True
        state.pending["step"] = "revealed"
    elif kind == "build":
        turns.take_action(state, "build", decision["amphora"])
        scratch["building"] = decision["building"]
        state.pending["step"] = "site"
    elif kind == "park":
        building, scratch["building"] = scratch["building"], None
        state.own_record(seat)["board"].append(building)  # AT-REV-2, AT-REV-3
        state.events.append({"event": "park", "player": seat, "building": building})
        _after_placement(state)
    elif kind == "site":
        scratch["field"] = decision["field"]
        choices = _payments(state, seat)
        if len(choices) == 1:
            _place(state, seat, as_cards(choices[0]))
        else:
            state.pending["step"] = "payment"
    elif kind == "pay":
        _place(state, seat, decision["payment"])
    elif kind == "lay_tile":
        before = lay_tile(state, scratch["tile"], decision["centre"], decision["rotation"])
        tile_laid(state, before, tile_cells(decision["centre"], decision["rotation"]))
        state.events.append({"event": "tile", "player": seat, "tile": scratch["tile"], "centre": decision["centre"],
                             "rotation": decision["rotation"]})
        turns.action_over(state)
    else:
        turns.stop(state, seat, decision["amphoras"])


def _place(state, seat, payment):
    scratch = state.scratch
    how = {"from": "reveal" if scratch["stack"] is not None else "board", "amphora": scratch["amphora"]}
    building, scratch["building"] = scratch["building"], None  # placed: no longer in hand
    if not placing.place(state, seat, building, scratch["field"], payment, how):
        _after_placement(state)


def _after_placement(state):
    # AT-EXT-2: after the building of a reveal that emptied its stack, the top tile is laid.
    scratch = state.scratch
    if not scratch["extend"]:
        turns.action_over(state)
    elif state.tile_stack:
        scratch["tile"], state.tile_stack = state.tile_stack[0], state.tile_stack[1:]  # shared with copies
        state.events.append({"event": "tile_turned_up", "player": state.acting, "tile": scratch["tile"]})
        state.revealed = True
        state.pending["step"] = "tile"
    else:
        state.events.append({"event": "no_tile", "player": state.acting})  # AT-EXT-4
        turns.action_over(state)
