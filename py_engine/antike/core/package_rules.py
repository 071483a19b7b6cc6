"""The protocol's answers that a game package gives the same way from its own modules.

Duellum and Attika are each a package whose state is plain data with the same bookkeeping fields
(`options`, `order`, `turn`, `acting`, `pending` naming its `player`, `events`, `revealed`,
`outcome`) and whose rules live in three modules: `schema` (the new-game form), `setup` (a new
game) and `decisions` (the legal list, checking and applying a decision). `PackageRules` answers
from those, and from the game's `view`, `why_not` and `summary` functions; a game's Rules class
adds what is its own (its words in `say`, static data, its save file's name parts).
"""

import copy

from .errors import InvalidOptions
from .plain_state import fresh


class PackageRules:
    """The shared part of a package game's Rules: made with its `schema`, `setup` and `decisions`
    modules, its page words function, its computer players' `make_bot(strength, seed, think,
    iterations)` and its `view(state, log, viewer, language)`, `why_not(state, target)` and
    `summary(state, title, language)`; a subclass sets `id`, `title`, `strengths` and the game's own
    methods."""

    strengths = ()

    def __init__(self, schema, setup, decisions, page_words, make_bot, view, why_not, summary):
        self._schema = schema
        self._setup = setup
        self._decisions = decisions
        self._page_words = page_words
        self._make_bot = make_bot
        self._view = view
        self._why_not = why_not
        self._summary = summary

    def options_schema(self):
        """The new-game form (the game's schema module)."""
        return self._schema.options_schema()

    def words(self):
        """Every word the page's views of the game show, by language."""
        return self._page_words()

    def new_game(self, options):
        """A new game; raises InvalidOptions."""
        return self._setup.new_game(options)

    def recorded_options(self, options):
        """A record's options as the game replays them (the protocol's optional method): its setup
        module's `recorded_options` (a house set's version filled in for an old record), else unchanged."""
        recorded = getattr(self._setup, "recorded_options", None)
        return recorded(options) if recorded else options

    def state_options(self, state):
        """The normalised options (seed included), a copy."""
        return copy.deepcopy(state.options)

    def to_decide(self, state):
        """The seat to decide now, None once the game is over."""
        return None if state.pending is None else state.pending["player"]

    def legal_decisions(self, state):
        """Every legal decision of the deciding seat, fresh copies, in the legal list's order."""
        return fresh(self._decisions.kept_legal(state))

    def kept_legal(self, state):
        """The state's own legal list, for the engine's players (not to be changed)."""
        return self._decisions.kept_legal(state)

    def checked_decision(self, state, decision):
        """The legal list's own entry for `decision` (its defaults filled in), a copy."""
        return fresh(self._decisions.checked(state, decision))

    def apply(self, state, decision):
        """A new state after `decision`."""
        return self._decisions.apply(state, decision)

    def reveals(self, state):
        """Whether the decision that made `state` showed something hidden: undo must not reach back past it."""
        return state.revealed

    def outcome(self, state):
        """None while the game goes on, else the game's outcome (a copy)."""
        return copy.deepcopy(state.outcome)

    def events(self, state):
        """The events of the decision that made `state`."""
        return state.events

    def turn(self, state):
        """(turn number, seat whose turn it is)."""
        return state.turn, state.acting

    def seats(self, state):
        """The seats in play order, the start player first."""
        return list(state.order)

    def view(self, state, log, viewer, language):
        """What `viewer` may see, the legal decisions if they are his, and the log in words."""
        return self._view(state, log, viewer, language)

    def why_not(self, state, target):
        """Why `target` (a place on the board) is no choice now, as a Message."""
        return self._why_not(state, target)

    def summary(self, state, language):
        """The saved-games list's row."""
        return self._summary(state, self.title, language)

    def make_bot(self, strength, seed, think=2.0, iterations=None):
        """A computer player of one of `strengths` (`think` seconds a turn, or `iterations`); it
        decides from what its seat sees."""
        if strength not in self.strengths:
            raise InvalidOptions("computer.strength", value=str(strength)[:40], known=list(self.strengths))
        return self._make_bot(strength, seed, think, iterations)
