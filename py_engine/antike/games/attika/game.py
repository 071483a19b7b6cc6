"""Attika as a game of the family: its answers to the game protocol (core/protocol.py).

Hidden information (AT-INFO-2): other players' hands, the order of every stack, of the deck and of
the tile stack; chance lives in the state, seeded from the options. The answers every package game
gives alike come from core/package_rules.py."""

import copy

from ...core.computer import STRENGTHS
from ...core.errors import InvalidRequest
from ...core.file_names import save_file_name
from ...core.messages import Message
from ...core.package_rules import PackageRules, bots_loaded_on_use
from . import decisions, schema, setup
from .words.log import say
from .components import DATA, TITLE
from .redetermine import redetermined
from .refusal import why_not
from .words.summary import summary
from .view import view
from .words.page import page_words

GAME_TITLE = {"en": "Attika (2003)", "de": "Attika (2003)"}


class AttikaRules(PackageRules):
    """Attika's rules behind the protocol: RULES is the one instance."""

    id = "attika"
    title = GAME_TITLE
    hidden_information = True  # hands, stacks, deck and tile stack; so never played by link (core/link.py)
    # Seats see different views (each its own hand): a hot-seat page hands the device over between persons.
    private_views = True
    strengths = STRENGTHS  # bots/: each decides from its own seat's view only
    # `python -m antike simulate|tournament` for this game: each module reads the arguments (main_<command>).
    commands = {"simulate": f"{__package__}.simulate", "tournament": f"{__package__}.bots.tournament"}

    def redetermined(self, state, seat, rng):
        """A copy with everything `seat` cannot see drawn again from `rng` (for computer players)."""
        return redetermined(state, seat, rng)

    def say(self, event, options, viewer, language):
        """An event in words for `viewer`: a draw names its cards to their holder only."""
        return say(event, options, viewer, language)

    def random_decision(self, state, rng):
        """Random play's decision (core/simulation.py): uniformly one of the legal list."""
        from .decisions import kept_legal
        return rng.choice(kept_legal(state))

    def check_invariants(self, state):
        """Raise AssertionError naming the first broken invariant (cards, amphoras, tiles, pieces)."""
        from .simulate import check_invariants  # random play only: not loaded at the engine's start
        check_invariants(state)

    def own_turn(self, state, seat):
        """Whether `seat` decides a step of its own turn (in Attika every decision is)."""
        return state.pending is not None and state.pending["player"] == seat

    def seat_message(self, state, seat):
        """The seat's city state, said in the language of the message."""
        return Message("attika.seat", player=seat)

    def static_data(self, request):
        """`components`: the house components (tiles, buildings, groups, city states, cards), titled."""
        if request.get("command") in ("board", "boards", "components"):
            return {"components": copy.deepcopy(DATA), "house_components": True, "title": dict(TITLE)}
        raise InvalidRequest("attika.request.static", value=str(request.get("command"))[:40])

    def file_name(self, options, decisions_made, date=None):
        """attika-<n>p-<players' names>[-<date>]-decision-<k>.antike.json."""
        return save_file_name(["attika", f"{len(options['city_states'])}p"], options["city_states"],
                              options.get("names", {}), len(decisions_made), date)


RULES = AttikaRules(schema, setup, decisions, page_words, bots_loaded_on_use(__package__), view, why_not, summary)
