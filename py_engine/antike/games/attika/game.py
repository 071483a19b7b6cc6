"""Attika as a game of the family: its answers to the game protocol (core/protocol.py).

Hidden information (AT-INFO-2): other players' hands, the order of every stack, of the deck and of
the tile stack; chance lives in the state, seeded from the options."""

import copy

from ...core.errors import InvalidOptions, InvalidRequest
from ...core.messages import Message
from . import decisions, schema, setup
from .catalogue import say
from .components import DATA, TITLE
from .redetermine import redetermined
from .refusal import why_not
from .summary import summary
from .view import view
from .words import page_words
from ..antike_common.game import safe_part

GAME_TITLE = {"en": "Attika (2003)", "de": "Attika (2003)"}


class AttikaRules:
    """Attika's rules behind the protocol: RULES is the one instance."""

    id = "attika"
    title = GAME_TITLE
    hidden_information = True  # hands, stacks, deck and tile stack; so never played by link (core/link.py)
    # Seats see different views (each its own hand): a hot-seat page hands the device over between persons.
    private_views = True
    strengths = ("easy", "medium", "hard")  # bots/: each decides from its own seat's view only

    def options_schema(self):
        """The new-game form: players, seats' names, start player, turn limit, seed."""
        return schema.options_schema()

    def words(self):
        """Every word the page's views of Attika show, by language."""
        return page_words()

    def new_game(self, options):
        """A new game; raises InvalidOptions."""
        return setup.new_game(options)

    def state_options(self, state):
        """The normalised options (seed included), a copy."""
        return copy.deepcopy(state.options)

    def to_decide(self, state):
        """The seat to decide now, None once the game is over."""
        return None if state.pending is None else state.pending["player"]

    def legal_decisions(self, state):
        """Every legal decision of the deciding seat (its own hand only), fresh copies."""
        return copy.deepcopy(decisions.kept_legal(state))

    def kept_legal(self, state):
        """The state's own legal list, for the engine's players (not to be changed)."""
        return decisions.kept_legal(state)

    def checked_decision(self, state, decision):
        """The legal list's own entry for `decision` (its defaults filled in), a copy."""
        return copy.deepcopy(decisions.checked(state, decision))

    def apply(self, state, decision):
        """A new state after `decision`."""
        return decisions.apply(state, decision)

    def reveals(self, state):
        """Whether the decision that made `state` showed hidden information (a building or tile turned
        up, a card drawn): undo must not reach back past it."""
        return state.revealed

    def redetermined(self, state, seat, rng):
        """A copy with everything `seat` cannot see drawn again from `rng` (for computer players)."""
        return redetermined(state, seat, rng)

    def outcome(self, state):
        """None while the game goes on, else {"winners": [seat], "reason": "all_built" | "shrines" |
        "dead_game" | "turn_limit", "on_map": {seat: buildings}} (a copy)."""
        return copy.deepcopy(state.outcome)

    def events(self, state):
        """The events of the decision that made `state` (with hidden parts: see `say`, `view`)."""
        return state.events

    def say(self, event, options, viewer, language):
        """An event in words for `viewer`: a draw names its cards to their holder only."""
        return say(event, options, viewer, language)

    def view(self, state, log, viewer, language):
        """What `viewer` may see, the legal decisions if they are his, and the log in words."""
        return view(state, log, viewer, language)

    def why_not(self, state, target):
        """Why the field `target` ({"field": "q,r"}) is no choice now, as a Message."""
        return why_not(state, target)

    def summary(self, state, language):
        """The saved-games list's row."""
        return summary(state, self.title, language)

    def turn(self, state):
        """(turn number, seat whose turn it is)."""
        return state.turn, state.acting

    def own_turn(self, state, seat):
        """Whether `seat` decides a step of its own turn (in Attika every decision is)."""
        return state.pending is not None and state.pending["player"] == seat

    def seats(self, state):
        """The seats in play order, the start player first."""
        return list(state.order)

    def seat_message(self, state, seat):
        """The seat's city state, said in the language of the message."""
        return Message("attika.seat", player=seat)

    def make_bot(self, strength, seed, think=2.0, iterations=None):
        """A computer player (bots/): easy, medium or hard (`think` seconds a turn or `iterations`)."""
        if strength not in self.strengths:
            raise InvalidOptions("computer.strength", value=str(strength)[:40], known=list(self.strengths))
        from .bots import make_bot  # the bots are loaded only when a game has computer players
        return make_bot(strength, seed, think=think, iterations=iterations)

    def static_data(self, request):
        """`components`: the house components (tiles, buildings, groups, city states, cards), titled."""
        if request.get("command") in ("board", "boards", "components"):
            return {"components": copy.deepcopy(DATA), "house_components": True, "title": dict(TITLE)}
        raise InvalidRequest("attika.request.static", value=str(request.get("command"))[:40])

    def file_name(self, options, decisions_made, date=None):
        """attika-<n>p-<players' names>[-<date>]-decision-<k>.antike.json."""
        parts = ["attika", f"{len(options['city_states'])}p"]
        for seat in options["city_states"]:
            name = options.get("names", {}).get(seat)
            if name is not None:
                parts.append(safe_part(name) or seat)
        if isinstance(date, str) and safe_part(date):
            parts.append(safe_part(date))
        return "-".join(parts) + f"-decision-{len(decisions_made)}.antike.json"


RULES = AttikaRules()
