"""Nim's answers to the game protocol (antike.core.protocol): RULES."""

from antike.core.computer import check_bot_settings
from antike.core.errors import InvalidOptions, InvalidRequest
from antike.core.file_names import save_file_name
from antike.core.messages import Message
from antike.core.plain_state import fresh

from . import bots, play, state as setup
from .view import summary, view, why_not
from .words import CATALOGUE, page_words, say

TITLE = {"en": "Nim", "de": "Nim"}


def _text(key):
    # A label of the form in both languages, from the catalogue's own page words.
    return {language: page_words()[language][key] for language in ("en", "de")}


class NimRules:
    """Nim behind the protocol; RULES is the one instance."""

    id = "nim"
    title = TITLE
    strengths = bots.STRENGTHS
    hidden_information = True  # the sweep cards: so never played by link
    private_views = True  # each player sees their own card

    def options_schema(self):
        """The new-game form: the number of heaps and the seed."""
        heaps = [{"value": count, "label": {"en": f"{count} heaps", "de": f"{count} Haufen"}}
                 for count in setup.HEAP_COUNTS]
        seats = [{"members": [{"id": seat, "name": {language: CATALOGUE.word("player", seat, {}, language)
                                                     for language in ("en", "de")},
                               "colour": colour, "letter": seat[0].upper()}], "label": None}
                 for seat, colour in zip(setup.SEATS, ("#2b6cb0", "#c53030"))]
        return {"fields": [{"name": "heaps", "kind": "choice", "label": _text("heap"), "default": 3, "choices": heaps},
                           {"name": "seed", "kind": "integer", "label": {"en": "Seed", "de": "Startwert"},
                            "default": None, "random": True, "advanced": True}],
                "seats": {"by": [], "table": {"seats": seats, "note": None}}}

    def words(self):
        """{language: {key: text}}: the words of Nim's views."""
        return page_words()

    def new_game(self, options):
        """A new game; raises InvalidOptions."""
        return setup.new_game(options)

    def state_options(self, state):
        """The normalised options, seed included (a copy)."""
        return fresh(state.options)

    def to_decide(self, state):
        """The player to decide, None once the game is over."""
        return None if state.pending is None else state.pending["player"]

    def legal_decisions(self, state):
        """Every legal decision, fresh, takes heap by heap and then the sweep card."""
        return play.legal(state)

    def checked_decision(self, state, decision):
        """The legal list's own entry for `decision`, a copy."""
        return fresh(play.checked(state, decision))

    def apply(self, state, decision):
        """A new state after `decision`; InvalidDecision or IllegalDecision and nothing changed."""
        return play.apply(state, decision)

    def outcome(self, state):
        """None while the game goes on, else {"winner"} (a copy)."""
        return fresh(state.outcome)

    def events(self, state):
        """The events of the decision that made `state` (a copy)."""
        return fresh(state.events)

    def say(self, event, options, viewer, language):
        """One event in words for `viewer`: a dealt card's heap only to its holder."""
        return say(event, viewer, language)

    def view(self, state, log, viewer, language):
        """What `viewer` may see, the legal decisions if they decide, and `log` in words."""
        return view(state, log, viewer, language)

    def why_not(self, state, target):
        """Why the heap `target` is no choice now, as a Message."""
        return why_not(state, target)

    def summary(self, state, language):
        """The saved-games list's row."""
        return summary(state, self.title, language)

    def turn(self, state):
        """(turn number, the player whose turn it is): every decision is a turn of its own."""
        return state.turn, state.acting

    def own_turn(self, state, seat):
        """Whether `seat` decides in its own turn (in Nim every decision is)."""
        return self.to_decide(state) == seat

    def seats(self, state):
        """The players in play order."""
        return list(state.order)

    def seat_message(self, state, seat):
        """A message naming `seat` in any language."""
        return Message("nim.seat", player=seat)

    def make_bot(self, strength, seed, think=2.0, iterations=None):
        """An easy or medium computer player (no searching player: `think` and `iterations` are only checked)."""
        check_bot_settings(strength, think, iterations, self.strengths)
        return bots.make_bot(strength, seed)

    def static_data(self, request):
        """Nim has no board to draw: every such request is refused."""
        raise InvalidRequest("nim.request.static", value=str(request.get("command"))[:40])

    def file_name(self, options, decisions, date=None):
        """nim-<n>-heaps[-<date>]-decision-<k>.antike.json."""
        return save_file_name(["nim", f"{options['heaps']}-heaps"], (), {}, len(decisions), date)

    def reveals(self, state):
        """Whether the decision that made `state` turned a sweep card face up (undo stops there)."""
        return state.revealed

    def redetermined(self, state, seat, rng):
        """A copy with every card `seat` cannot see dealt again from `rng` (for computer players and
        for checking that a seat's view holds nothing else)."""
        return setup.redetermined(state, seat, rng)


RULES = NimRules()
