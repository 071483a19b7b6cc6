"""Antike Duellum as a game of the family: its answers to the game protocol (core/protocol.py).

Hidden information: only the deck's order (D-EV-6), so every viewer sees the same view and every
event is told to all; chance (the deck's shuffles) lives in the state, seeded from the options.
"""

import copy
import marshal

from ...core.errors import InvalidOptions, InvalidRequest
from ...core.messages import Message
from . import decisions, schema, setup
from .board import BOARDS, load_board
from .bots import STRENGTHS, make_bot
from .cards import with_deck_shuffled
from .catalogue import say
from .refusal import why_not
from .summary import summary
from .view import view
from .vocabulary import OWN_TURN_STEPS
from .words import page_words
from ..antike_common.game import safe_part

TITLE = {"en": "Antike Duellum (2012)", "de": "Antike Duellum (2012)"}


class DuellumRules:
    """Duellum's rules behind the protocol: RULES is the one instance."""

    id = "duellum"
    title = TITLE
    hidden_information = True  # the deck's order; so never played by link (core/link.py)
    strengths = STRENGTHS  # easy, medium, hard (bots/)

    def options_schema(self):
        """The new-game form: board, seats' names, start player, seed."""
        return schema.options_schema()

    def words(self):
        """Every word the page's views of Duellum show, by language."""
        return page_words()

    def new_game(self, options):
        """A new game; raises InvalidOptions."""
        return setup.new_game(options)

    def state_options(self, state):
        """The normalised options (seed included), a copy."""
        return copy.deepcopy(state.options)

    def to_decide(self, state):
        """The player to decide now, None once the game is over."""
        return None if state.pending is None else state.pending["player"]

    def legal_decisions(self, state):
        """Every legal decision, fresh copies, default payments first."""
        return _fresh(decisions.kept_legal(state))

    def kept_legal(self, state):
        """The state's own legal list, for the engine's players (not to be changed)."""
        return decisions.kept_legal(state)

    def checked_decision(self, state, decision):
        """The legal list's own entry for `decision` (its default payment filled in), a copy."""
        return _fresh(decisions.checked(state, decision))

    def apply(self, state, decision):
        """A new state after `decision`."""
        return decisions.apply(state, decision)

    def reveals(self, state):
        """Whether the decision that made `state` turned up a card from the deck (or reshuffled):
        undo must not reach back past it."""
        return state.revealed

    def outcome(self, state):
        """None while the game goes on, else {"winner": player or None, "reason": {"why": "goal" |
        "one_short" | "draw"}} (a copy)."""
        return copy.deepcopy(state.outcome)

    def events(self, state):
        """The events of the decision that made `state`."""
        return state.events

    def say(self, event, options, viewer, language):
        """An event in words; every event is public (D-EV-6)."""
        return say(event, options, language)

    def view(self, state, log, viewer, language):
        """What every viewer sees (the deck only as a count), the legal decisions and the log in words."""
        return view(state, log, viewer, language)

    def why_not(self, state, target):
        """Why the region `target` ({"region"}) is no choice now, as a Message."""
        return why_not(state, target)

    def summary(self, state, language):
        """The saved-games list's row."""
        return summary(state, self.title, language)

    def turn(self, state):
        """(turn number, player whose turn it is)."""
        return state.turn, state.acting

    def own_turn(self, state, seat):
        """Whether `seat` decides a step of its own turn (not a pick in the opponent's turn)."""
        return (state.pending is not None and state.acting == seat and state.pending["player"] == seat
                and state.pending["step"] in OWN_TURN_STEPS)

    def own_part_over(self, state):
        """Whether the acting player has nothing left to decide in the turn: only the opponent's
        step-3 picks remain (D-PERS-9), so the acting person confirms the turn's end before them."""
        return (state.pending is not None and state.pending["step"] == "pick"
                and state.scratch["pick_for"] == "personages")

    def seats(self, state):
        """The two players, the start player first."""
        return list(state.order)

    def seat_message(self, state, seat):
        """The player's nation, said in the language of the message."""
        return Message("duellum.seat", board=state.options["board"], player=seat)

    def make_bot(self, strength, seed, think=2.0, iterations=None):
        """A computer player (bots/): it decides from what its seat sees, never the deck's order."""
        if strength not in self.strengths:
            raise InvalidOptions("computer.strength", value=str(strength)[:40], known=list(self.strengths))
        return make_bot(strength, seed, think, iterations)

    def static_data(self, request):
        """`boards`: each board's id, title and players; `board`: one board's whole data."""
        if request.get("command") == "boards":
            return {"boards": [{"id": board.id, "title": dict(board.data["title"]), "players": list(board.players),
                                "house_layout": True} for board in map(load_board, BOARDS)]}
        board_id = request.get("board")
        if board_id not in BOARDS:
            raise InvalidRequest("duellum.request.board", value=str(board_id)[:40], known=list(BOARDS))
        return {"board": copy.deepcopy(load_board(board_id).data)}

    def file_name(self, options, decisions_made, date=None):
        """duellum-<board>-<players' names>[-<date>]-decision-<k>.antike.json."""
        parts = ["duellum", options["board"]]
        for player in load_board(options["board"]).players:
            name = options.get("names", {}).get(player)
            if name is not None:
                parts.append(safe_part(name) or player)
        if isinstance(date, str) and safe_part(date):
            parts.append(safe_part(date))
        return "-".join(parts) + f"-decision-{len(decisions_made)}.antike.json"

    with_deck_shuffled = staticmethod(with_deck_shuffled)


RULES = DuellumRules()


def _fresh(data):
    # A copy of plain data (dicts, lists, strings, numbers) that shares nothing; marshal makes it
    # several times faster than copy.deepcopy, which the random and computer players call per decision.
    return marshal.loads(marshal.dumps(data))
