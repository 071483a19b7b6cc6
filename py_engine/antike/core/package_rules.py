"""The one adapter between a game package and the game protocol (core/protocol.py), and the door
where what the engine hands out is made read-only or copied.

Every game of the family is a package whose state carries the same bookkeeping fields (`options`,
`order`, `turn`, `acting`, `pending` naming the seat to decide, `events`, `outcome`) and whose rules
answer through three parts: `schema` (the new-game form: `options_schema()`), `setup` (a new game:
`new_game(options)`, optionally `recorded_options(options)`) and `decisions` (`kept_legal(state)`,
the state's own legal list; `checked(state, decision)`, the list's entry a decision names;
`apply(state, decision)`, a new state; optionally `apply_entry(state, entry)`, a new state after an
entry of the kept list itself, carried out without checking it again; optionally `NESTED`, for each
decision type the fields that hold a flat dict or list, when every other field holds a plain value:
the list's entries are then made read-only field by field, faster than any plain data). `PackageRules`
answers from those, and from the game's `view`, `why_not` and `summary` functions; a game's Rules
class adds what is its own (its words in `say`, whose turn a decision belongs to, static data, its
save file's name parts).

The rule of what is handed out: nobody can change the engine's state through it. The legal list's
entries are read-only (core/read_only.py: changing one raises TypeError) and shared: the first
`legal_decisions` of a state makes the state's kept list read-only once (entries a game made
read-only where it made them, shared by many lists, are kept as they are) and every call returns
a new list of those same entries, which the engine's own players read through
`decisions.kept_legal` too. `apply` recognises an entry of the list by identity, with no need to
compare it. Everything else these methods return is fresh plain data, the caller's to change.

This door is on every decision's path (random play, a search's play-outs), so it is kept to a few
plain loops over the short lists: the kept list is read from the state's `_legal` (core/plain_state.py,
where every game's `kept_legal` keeps it) once it is made, and both the check that its entries are
read-only and the search for an entry by identity are plain `for` loops, which cost a quarter to a
half of `map`, `repeat` and `any` (or a set of the types) over lists of 3 to 20 entries, the usual
lengths (bench/protocol_layer.py measures the layer's share of a decision).
"""

import importlib

from .computer import check_bot_settings
from .plain_state import fresh
from .read_only import ReadOnlyDict, plain, read_only_entries


def handed_out_legal(state, kept, nested):
    """The public legal list of `state` whose kept list is `kept`: a new list of its entries, made
    read-only (`nested`: the game's NESTED, or None); the state keeps the read-only entries from
    then on, equal to the ones they replace, so that its players read the very entries handed out."""
    for entry in kept:
        if type(entry) is not ReadOnlyDict:
            kept = state._legal = read_only_entries(kept, nested)
            break
    return list(kept)


def bots_loaded_on_use(package):
    """A game's `make_bot(strength, seed, think, iterations)` for its PackageRules: it imports the
    package's `bots` (their `make_bot(strength, seed, think=, iterations=)`) only when a computer
    player is first made, so that the browser's engine starts without them."""
    def make_bot(strength, seed, think, iterations):
        bots = importlib.import_module(f"{package}.bots")
        return bots.make_bot(strength, seed, think=think, iterations=iterations)
    return make_bot

class PackageRules:
    """The shared part of every game's Rules: made with its `schema`, `setup` and `decisions`
    parts, its page words function, its computer players' `make_bot(strength, seed, think,
    iterations)` and its `view(state, log, viewer, language)`, `why_not(state, target)` and
    `summary(state, title, language)`; a subclass sets `id`, `title`, `strengths` and the game's own
    methods, and `seat_field` if its pending decision names the seat to decide otherwise than "player"."""

    strengths = ()
    seat_field = "player"  # the field of `state.pending` that names the seat to decide
    # The version of the game's legal-list order, for links (core/link.py); None: never played by link.
    # It MUST change whenever the game's legal lists change order or length anywhere, or an old link
    # would replay as another game.
    legal_order = None

    def __init__(self, schema, setup, decisions, page_words, make_bot, view, why_not, summary):
        self._schema = schema
        self._setup = setup
        self._decisions = decisions
        self._page_words = page_words
        self._make_bot = make_bot
        self._view = view
        self._why_not = why_not
        self._summary = summary
        # For each decision type, the fields that hold a flat dict or list (None: made read-only as any plain data).
        self.nested_fields = getattr(decisions, "NESTED", None)
        # How an entry of the kept list itself is carried out: without a check, if the game can.
        self._apply_own = getattr(decisions, "apply_entry", decisions.apply)

    def options_schema(self):
        """The new-game form (the game's schema)."""
        return fresh(self._schema.options_schema())

    def words(self):
        """Every word the page's views of the game show, by language."""
        return fresh(self._page_words())

    def new_game(self, options):
        """A new game; raises InvalidOptions."""
        return self._setup.new_game(options)

    def recorded_options(self, options):
        """A record's options as the game replays them (the protocol's optional method): its setup's
        `recorded_options` (a house set's version filled in for an old record), else unchanged."""
        recorded = getattr(self._setup, "recorded_options", None)
        return recorded(options) if recorded else options

    def state_options(self, state):
        """The normalised options (seed included), a copy."""
        return fresh(state.options)

    def to_decide(self, state):
        """The seat to decide now, None once the game is over."""
        return None if state.pending is None else state.pending[self.seat_field]

    def legal_decisions(self, state):
        """Every legal decision of the deciding seat, in the legal list's order: a new list of the
        state's own read-only entries (core/read_only.py)."""
        kept = state._legal
        return handed_out_legal(state, self._decisions.kept_legal(state) if kept is None else kept, self.nested_fields)

    def kept_legal(self, state):
        """The state's own legal list, for the engine's players (not to be changed)."""
        return self._decisions.kept_legal(state)

    def _own_entry(self, state, decision):
        # The legal list's own entry that `decision` is (read-only, so as the list has it), or whose
        # copy checked_decision handed out, if the caller left that as it was; else None.
        if type(decision) is ReadOnlyDict:
            # Found by identity in a plain loop, as the lists are short; the kept list is read from
            # the state once it is made.
            kept = state._legal
            for entry in self._decisions.kept_legal(state) if kept is None else kept:
                if entry is decision:
                    return decision
            return None
        # Only a read-only decision can be a list's entry itself: any other is no reason to make the
        # list (a game may know some decisions legal without it).
        checked = state._checked
        if checked is not None and checked[0] is decision and decision == checked[1]:
            return checked[1]
        return None

    def checked_decision(self, state, decision):
        """The legal list's own entry for `decision` (its defaults filled in), a plain copy."""
        own = self._own_entry(state, decision)
        entry = self._decisions.checked(state, decision if own is None else own)
        copy = plain(entry)
        state._checked = (copy, entry)
        return copy

    def apply(self, state, decision):
        """A new state after `decision`."""
        entry = self._own_entry(state, decision)
        if entry is None:
            return self._decisions.apply(state, decision)
        # An entry of the list itself: legal, no need to search the list again.
        return self._apply_own(state, entry)

    def reveals(self, state):
        """Whether the decision that made `state` showed something hidden: undo must not reach back past it."""
        return getattr(state, "revealed", False)

    def outcome(self, state):
        """None while the game goes on, else the game's outcome (a copy)."""
        return fresh(state.outcome)

    def events(self, state):
        """The events of the decision that made `state` (a copy)."""
        return fresh(state.events)

    def turn(self, state):
        """(turn number, seat whose turn it is)."""
        return state.turn, state.acting

    def seats(self, state):
        """The seats in play order, the start player first."""
        return list(state.order)

    def view(self, state, log, viewer, language):
        """What `viewer` may see, the legal decisions if they are his, and the log in words (a copy)."""
        return fresh(self._view(state, log, viewer, language))

    def why_not(self, state, target):
        """Why `target` (a place the page shows) is no choice now, as a Message."""
        return self._why_not(state, target)

    def summary(self, state, language):
        """The saved-games list's row (a copy)."""
        return fresh(self._summary(state, self.title, language))

    def make_bot(self, strength, seed, think=2.0, iterations=None):
        """A computer player of one of `strengths` (`think` seconds a turn, or `iterations`); it
        decides from what its seat sees. Raises InvalidOptions for settings no seat may have."""
        check_bot_settings(strength, think, iterations, self.strengths)
        return self._make_bot(strength, seed, think, iterations)
