"""An edition of Antike as a game of the family: its answers to the game protocol (core/protocol.py).

Neither edition has hidden information, and chance only at the set-up, from the seed in the options
(the two-colour game's start, Antike II's starting nation), so every viewer sees the same view and
every event is told to all.
"""

import copy

from ...core.computer import STRENGTHS
from ...core.errors import InvalidOptions, InvalidRequest
from ...core.file_names import save_file_name
from ...core.messages import Message
from . import rules
from .board import available_boards, load_board, offered_boards
from .refusal import why_not
from .summary import summary
from .view import view
from .vocabulary import OWN_TURN_STEPS
from .words import say


class EditionRules:
    """An edition's rules behind the protocol; each edition's package makes one, its RULES.

    `title` is the game's name by language, `options_schema` and `page_words` functions of no
    argument giving the new-game form and the page's words."""

    strengths = STRENGTHS

    def __init__(self, edition, title, options_schema, page_words):
        self.edition = edition
        self.id = edition.game_id
        self.title = title
        self._options_schema = options_schema
        self._page_words = page_words

    def options_schema(self):
        """The new-game form: board, players, variants, seat names, seed."""
        return self._options_schema()

    def words(self):
        """Every word the page's views of this edition show, by language."""
        return self._page_words()

    def new_game(self, options):
        """A new game, settled at its first real decision; raises InvalidOptions."""
        return rules.new_game(self.edition, options)

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
        return say(event, load_board(options["board"]), language, self.edition)

    def view(self, state, log, viewer, language):
        """The whole state (all of it is public) with the legal decisions and the log in words."""
        return view(state, log, language)

    def why_not(self, state, target):
        """Why the map's place `target` ({"province", optional "from": a move's start}) is no choice
        now, as a Message; raises InvalidRequest for a target that names no province of the board."""
        province, origin = target.get("province"), target.get("from")
        provinces = state.board.provinces
        if province not in provinces or (origin is not None and origin not in provinces):
            raise InvalidRequest("unknown_province", value=province if province not in provinces else origin)
        return why_not(state, province, origin)

    def summary(self, state, language):
        """The saved-games list's row: the board, the nations and players, the round and who decides."""
        return summary(state, self.title, language)

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
        """An easy, medium or hard computer player (antike_common.bots); another strength is refused
        (InvalidOptions), as every game's Rules refuse it."""
        if strength not in self.strengths:
            raise InvalidOptions("computer.strength", value=str(strength)[:40], known=list(self.strengths))
        # Imported when a computer player is first seated, not at the engine's start in the browser.
        from .bots import make_bot
        return make_bot(strength, seed, think=think, iterations=iterations)

    def static_data(self, request):
        """`boards`: the names of each board a new game may choose and who plays on it; `board`: one
        board's whole data (the map), earlier versions' too."""
        if request.get("command") == "boards":
            return {"boards": [_board_summary(load_board(board_id)) for board_id in offered_boards()]}
        board_id = request.get("board")
        if board_id not in available_boards():
            raise InvalidRequest("unknown_board", value=board_id, known=available_boards())
        return {"board": load_board(board_id).to_json()}

    def file_name(self, options, decisions, date=None):
        """<game>-<board>-<n>-nations[-<players>][-<date>]-decision-<k>.antike.json: the players' given
        names in seating order (R-SET-1/3: every nation of the board; a team's name once) and the
        date the caller passes, both cut to safe characters (core/file_names.py)."""
        return save_file_name([self.id, options["board"], f"{options['nations']}-nations"],
                              load_board(options["board"]).nations_for(6), options["names"], len(decisions), date)


def _board_summary(board):
    about = board.about()
    return {"id": board.id, "name": board.name, "note": about["note"], "translations": about["translations"],
            "nations": {str(n): board.nations_for(n) for n in range(3, 7)},
            "starting_nation": {str(n): board.starting_nation(n) for n in range(3, 7)},
            "two_player_teams": [list(team) for team in board.two_player_teams],
            "two_colour_nations": list(board.two_colour_nations)}

