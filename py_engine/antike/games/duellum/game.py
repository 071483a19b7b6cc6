"""Antike Duellum as a game of the family: its answers to the game protocol (core/protocol.py).

Hidden information: only the deck's order (D-EV-6), so every viewer sees the same view and every
event is told to all; chance (the deck's shuffles) lives in the state, seeded from the options.
The answers every package game gives alike come from core/package_rules.py.
"""

import copy

from ...core.computer import STRENGTHS
from ...core.errors import InvalidRequest
from ...core.file_names import save_file_name
from ...core.messages import Message
from ...core.package_rules import PackageRules, bots_loaded_on_use
from . import decisions, schema, setup
from .board import BOARDS, load_board
from .cards import with_deck_shuffled
from .words.log import say
from .refusal import why_not
from .words.summary import summary
from .view import view
from .vocabulary import OWN_TURN_STEPS
from .words.page import page_words
from .words.terms import SEAT_WORDS

TITLE = {"en": "Antike Duellum (2012)", "de": "Antike Duellum (2012)"}


class DuellumRules(PackageRules):
    """Duellum's rules behind the protocol: RULES is the one instance."""

    id = "duellum"
    title = TITLE
    hidden_information = True  # the deck's order; so never played by link (core/link.py)
    strengths = STRENGTHS  # easy, medium, hard (bots/): never reading the deck's order
    seat_words = SEAT_WORDS  # the core's messages call the two players' sides nations
    # `python -m antike simulate|tournament` for this game: each module reads the arguments (main_<command>).
    commands = {"simulate": f"{__package__}.simulate", "tournament": f"{__package__}.bots.tournament"}

    def say(self, event, options, viewer, language):
        """An event in words; every event is public (D-EV-6)."""
        return say(event, options, language)

    def random_decision(self, state, rng):
        """Random play's decision (core/simulation.py): one that builds and fights more than a uniform one."""
        from .simulate import choose  # random play only: not loaded at the engine's start in the browser
        return choose(state, rng)

    def check_invariants(self, state):
        """Raise AssertionError naming the first broken invariant (pieces, walls, stocks, cards)."""
        from .simulate import check_invariants
        check_invariants(state)

    def own_turn(self, state, seat):
        """Whether `seat` decides a step of its own turn (not a pick in the opponent's turn)."""
        return (state.pending is not None and state.acting == seat and state.pending["player"] == seat
                and state.pending["step"] in OWN_TURN_STEPS)

    def own_part_over(self, state):
        """Whether the acting player has nothing left to decide in the turn: only the opponent's
        step-3 picks remain (D-PERS-9), so the acting person confirms the turn's end before them."""
        return (state.pending is not None and state.pending["step"] == "pick"
                and state.scratch["pick_for"] == "personages")

    def seat_message(self, state, seat):
        """The player's nation, said in the language of the message."""
        return Message("duellum.seat", board=state.options["board"], player=seat)

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
        return save_file_name(["duellum", options["board"]], load_board(options["board"]).players,
                              options.get("names", {}), len(decisions_made), date)

    def redetermined(self, state, seat, rng):
        """A copy with the deck's order drawn again from `rng`: what no seat sees (D-EV-6), the same
        for every seat (the protocol's answer of a game with hidden information)."""
        return with_deck_shuffled(state, rng)

    with_deck_shuffled = staticmethod(with_deck_shuffled)


RULES = DuellumRules(schema, setup, decisions, page_words, bots_loaded_on_use(__package__), view, why_not, summary)
