"""An edition of Antike as a game of the family: its answers to the game protocol (core/protocol.py).

Neither edition has hidden information, and chance only at the set-up, from the seed in the options
(the two-colour game's start, Antike II's starting nation), so every viewer sees the same view and
every event is told to all.
"""

from functools import partial
from types import SimpleNamespace

from ...core.computer import STRENGTHS
from ...core.errors import InvalidRequest
from ...core.file_names import save_file_name
from ...core.messages import Message
from ...core.package_rules import PackageRules, bots_loaded_on_use
from . import decisions
from .decision_shapes import nested_fields
from .board import available_boards, load_board, offered_boards
from .refusal import why_not
from .words.summary import summary
from .view import view
from .vocabulary import OWN_TURN_STEPS
from .words.log import say
from .words.terms import SEAT_WORDS


def _decisions(edition):
    # The shared rules' answers as the adapter asks for them (core/package_rules.py), with the
    # edition's nested fields, so that its legal list's entries are made read-only field by field.
    return SimpleNamespace(kept_legal=decisions.kept_legal, checked=decisions.checked_decision,
                           apply=decisions.apply, apply_entry=decisions.apply_entry, NESTED=nested_fields(edition))


def _view(state, log, viewer, language):
    # The whole state is public: every viewer sees the same.
    return view(state, log, language)


def _why_not(state, target):
    # A target is a province, with a move's start ("from") if the page asks about a move's end.
    province, origin = target.get("province"), target.get("from")
    provinces = state.board.provinces
    if province not in provinces or (origin is not None and origin not in provinces):
        raise InvalidRequest("unknown_province", value=province if province not in provinces else origin)
    return why_not(state, province, origin)


class EditionRules(PackageRules):
    """An edition's rules behind the protocol; each edition's package makes one, its RULES.

    `title` is the game's name by language, `options_schema` and `page_words` functions of no
    argument giving the new-game form and the page's words, `legal_order` the version of the
    edition's legal-list order for links."""

    strengths = STRENGTHS
    seat_field = "nation"
    seat_words = SEAT_WORDS
    # `python -m antike simulate|tournament` for this game: each module reads the arguments (main_<command>).
    commands = {"simulate": f"{__package__}.simulate", "tournament": f"{__package__}.bots.tournament"}

    def __init__(self, edition, title, options_schema, page_words, legal_order=None):
        super().__init__(SimpleNamespace(options_schema=options_schema),
                         SimpleNamespace(new_game=partial(decisions.new_game, edition)), _decisions(edition), page_words,
                         bots_loaded_on_use(__package__), _view, _why_not, summary)
        self.edition = edition
        self.id = edition.game_id
        self.title = title
        self.legal_order = legal_order

    def say(self, event, options, viewer, language):
        """An event in words; every viewer may learn of every event."""
        return say(event, load_board(options["board"]), language, self.edition)

    def random_decision(self, state, rng):
        """Random play's decision (core/simulation.py): weighted so that games move towards their end."""
        from .simulate import choose  # random play only: not loaded at the engine's start in the browser
        return choose(state, rng)

    def check_invariants(self, state):
        """Raise AssertionError naming the first broken invariant (pieces conserved, no negative stock)."""
        from .simulate import check_invariants
        check_invariants(state)

    def own_turn(self, state, seat):
        """Whether `seat` decides a step of its own turn (not a fight question in another's maneuver)."""
        return state.turn > 0 and state.acting == seat and state.pending["step"] in OWN_TURN_STEPS

    def seat_message(self, state, seat):
        """The nation's name, said in the language of the message."""
        return Message("seat", board=state.options["board"], nation=seat)

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

