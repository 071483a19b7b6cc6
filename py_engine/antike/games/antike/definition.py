"""Antike (2005) as a game of the family: its answers to the game protocol (core/protocol.py).

Antike has neither hidden information nor chance after the set-up (the two-colour game's draw of
start cities comes from the seed in the options), so every viewer sees the same view and every
event is told to all.
"""

import copy

from ...core.errors import InvalidRequest
from ...core.messages import Message
from . import catalogue, rules, schema
from .board import available_boards, load_board
from .view import view
from .vocabulary import OWN_TURN_STEPS, STRENGTHS
from .words import say


class AntikeRules:
    """Antike's rules behind the protocol; the one instance is the package's RULES."""

    id = "antike"
    title = {"en": "Antike (2005)", "de": "Antike (2005)"}
    strengths = STRENGTHS

    def options_schema(self):
        """The new-game form: board, players, variants, seat names, seed (R-SET-*, R-VAR-*)."""
        return schema.options_schema()

    def words(self):
        """Every word the page's Antike views show, by language (catalogue.py)."""
        return catalogue.page_words()

    def new_game(self, options):
        """A new game, settled at its first real decision; raises InvalidOptions."""
        return rules.new_game(options)

    def state_options(self, state):
        """The normalised options (seed included), a copy."""
        return copy.deepcopy(state.options)

    def to_decide(self, state):
        """The nation to decide now, None once the game is over."""
        return state.pending["nation"]

    def legal_decisions(self, state):
        """Every legal decision, fresh copies, default payments first."""
        return rules.legal_decisions(state)

    def checked_decision(self, state, decision):
        """The legal list's own entry for `decision` (its default payment filled in)."""
        return rules.checked_decision(state, decision)

    def apply(self, state, decision):
        """A new state after `decision`."""
        return rules.apply(state, decision)

    def outcome(self, state):
        """None while the game goes on, else {"winner", "player", "reason"} (a copy)."""
        return copy.deepcopy(state.outcome)

    def events(self, state):
        """The events of the decision that made `state`."""
        return state.events

    def say(self, event, options, viewer, language):
        """An event in words; every viewer may learn of every event."""
        return say(event, load_board(options["board"]), language)

    def view(self, state, log, viewer, language):
        """The whole state (all of it is public) with the legal decisions and the log in words."""
        return view(state, log, language)

    def turn(self, state):
        """(turn number, acting nation); number 0 while start cities are picked."""
        return state.turn, state.acting

    def own_turn(self, state, seat):
        """Whether `seat` decides a step of its own turn (not a fight question in another's maneuver)."""
        return state.turn > 0 and state.acting == seat and state.pending["step"] in OWN_TURN_STEPS

    def seats(self, state):
        """The nations in turn order."""
        return list(state.order)

    def seat_message(self, state, seat):
        """The nation's name, said in the language of the message."""
        return Message("seat", board=state.options["board"], nation=seat)

    def make_bot(self, strength, seed, think, iterations):
        """An easy, medium or hard computer player (antike.games.antike.bots)."""
        # Imported when a computer player is first seated, not at the engine's start in the browser.
        from .bots import make_bot
        return make_bot(strength, seed, think=think, iterations=iterations)

    def static_data(self, request):
        """`boards`: each board's names and who plays on it; `board`: one board's whole data (the map)."""
        if request.get("command") == "boards":
            return {"boards": [_board_summary(load_board(board_id)) for board_id in available_boards()]}
        board_id = request.get("board")
        if board_id not in available_boards():
            raise InvalidRequest("unknown_board", value=board_id, known=available_boards())
        return {"board": load_board(board_id).to_json()}

    def file_name(self, options, decisions):
        """antike-<board>-<n>-nations-decision-<k>.antike.json"""
        return (f"antike-{options['board']}-{options['nations']}-nations-decision-{len(decisions)}"
                ".antike.json")


def _board_summary(board):
    data = board.to_json()
    return {"id": board.id, "name": board.name, "note": data.get("note", ""),
            "translations": data.get("translations", {}),
            "nations": {str(n): board.nations_for(n) for n in range(3, 7)},
            "starting_nation": {str(n): board.starting_nation(n) for n in range(3, 7)},
            "two_player_teams": [list(team) for team in board.two_player_teams],
            "two_colour_nations": list(board.two_colour_nations)}


RULES = AntikeRules()
