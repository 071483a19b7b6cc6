"""A match: a game of any game of the family as its record, options + decisions; replaying the
record rebuilds the identical state.

A `Match` knows its game only through the game protocol (core/protocol.py). It also keeps what undo
and replay need: for every point of the log (after n decisions) who decides there, the turn (its
number and whose it is) and the log's length, and the state at every CHECKPOINT_EVERY-th point. States are never changed once made, so the checkpoints share them with the game; any earlier
state is rebuilt from the checkpoint before it by replaying at most CHECKPOINT_EVERY - 1 decisions.
"""

import copy
import json
from collections import namedtuple

from .computer import checked_computer
from .errors import AntikeError, IllegalDecision, InvalidRecord, TurnUnconfirmed
from .plain_state import fresh
from .registry import DEFAULT_GAME, rules_of

FORMAT = "antike-record"
# Version 2 names its game; version 1 records (autosaved before the family) are the default game's.
FORMAT_VERSION = 2
READ_VERSIONS = (1, 2)
# A 3000-decision game replays in about 0.3 s in CPython (several times that in the browser); with a
# checkpoint every 32 decisions any point of it is rebuilt in a few milliseconds.
CHECKPOINT_EVERY = 32

# At a point of the log: the seat to decide (None once the game is over), the seat whose turn it
# is, the turn number (0 while the game is set up), the length of the log (its events) and whether
# the decision that led there revealed hidden information (something face down turned up), which undo never
# takes back, and whether the acting seat's own part of the turn is over there (only other seats'
# decisions remain in it: the protocol's optional `own_part_over`).
Mark = namedtuple("Mark", "seat acting turn log_length revealed part_over")


def _mark(rules, state, log_length, revealed=False):
    turn, acting = rules.turn(state)
    return Mark(rules.to_decide(state), acting, turn, log_length, revealed, _part_over(rules, state))


def _part_over(rules, state):
    # Only a game whose turns may end with other seats' decisions says so (say, the opponent's
    # picks after a step); in the others a turn's part is over when the turn is.
    own_part_over = getattr(rules, "own_part_over", None)
    return bool(own_part_over and own_part_over(state))


def _revealed(rules, state):
    # Only games with hidden information reveal anything; the protocol's `reveals` is theirs.
    reveals = getattr(rules, "reveals", None)
    return bool(reveals and reveals(state))


class Match:
    """A game in progress (a match): its options, every decision made so far, the current state and the log.

    The log is the events of every decision (plain data; the game's `say` puts them in words). What
    a match hands out (its record, log, computer players) is the caller's: a copy.

    `computer` maps each seat played by the computer to its settings (strength, a hard player's
    thinking time), see computer.py; a list of seats (the older form) plays medium. Not a rule of
    the game (so not an option), but part of the record: it decides how far a player may undo, and a
    loaded game goes on against the same opponents.
    """

    def __init__(self, options, computer=(), game=DEFAULT_GAME):
        self.rules = rules_of(game)
        self.game = game
        self.state = self.rules.new_game(options)
        self.options = self.rules.state_options(self.state)
        self.computer = checked_computer(computer, self.rules.seats(self.state), self.rules.strengths, game)
        self.decisions = []
        # A person's turn ends only when they confirm it (the page asks for it; see play).
        self.confirm_turns = False
        self.unconfirmed = None
        self.log = self.rules.events(self.state)  # a copy: the match's own
        self._marks = [_mark(self.rules, self.state, len(self.log))]
        self._checkpoints = [self.state]
        # The state last rebuilt by state_at: stepping forward through a replay continues from it.
        self._recent = (0, self.state)

    def play(self, decision):
        """Apply a decision; on error nothing changes. With `confirm_turns`, a decision that ends a
        person's own turn leaves that turn `unconfirmed` until `end_turn` (or undo takes it back)."""
        if self.unconfirmed is not None:
            raise TurnUnconfirmed("match.unconfirmed", seat=self.rules.seat_message(self.state, self.unconfirmed))
        complete = self.rules.checked_decision(self.state, decision)
        self.state = self.rules.apply(self.state, complete)
        self.decisions.append(complete)
        self.log.extend(self.rules.events(self.state))
        self._marks.append(_mark(self.rules, self.state, len(self.log), _revealed(self.rules, self.state)))
        if len(self.decisions) % CHECKPOINT_EVERY == 0:
            self._checkpoints.append(self.state)
        if self.confirm_turns and self.ended_turn() is not None:
            self.unconfirmed = self.ended_turn()
        return self.state

    def ended_turn(self):
        """The person whose own turn the last decision ended, while the game goes on; else None.

        A turn is ended by its own seat's last decision in it: the one after which the next turn
        begins, or after which only other seats' decisions remain in the turn (`own_part_over`: say,
        the opponent's picks), so that the person confirms before the device goes on."""
        marks = self._marks
        if len(marks) < 2:
            return None
        before, after = marks[-2], marks[-1]
        over = after.turn != before.turn or (after.part_over and after.seat != before.acting)
        ended = before.turn > 0 and over and before.seat == before.acting
        return before.seat if ended and after.seat is not None and before.seat not in self.computer else None

    def end_turn(self):
        """Confirm the turn that the last decision ended: the next seat may decide."""
        if self.unconfirmed is None:
            raise TurnUnconfirmed("match.nothing_to_confirm")
        self.unconfirmed = None

    def turn_events(self):
        """The events of the unconfirmed turn, from its start (what the confirmation sums up), a copy."""
        marks = self._marks
        start = len(marks) - 2
        while start > 0 and marks[start - 1].turn == marks[-2].turn:
            start -= 1
        return fresh(self.log[marks[start].log_length:])

    def decider(self, n):
        """The seat to decide after the first `n` decisions (None once the game is over)."""
        self._check_point(n)
        return self._marks[n].seat

    def _check_point(self, n):
        if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= len(self.decisions):
            raise ValueError(f"A point of this game is a whole number from 0 to {len(self.decisions)}.")

    def state_at(self, n):
        """The state after the first `n` decisions (0: the start), as a fresh replay would give it."""
        self._check_point(n)
        if n == len(self.decisions):
            return self.state
        start = n - n % CHECKPOINT_EVERY
        state = self._checkpoints[start // CHECKPOINT_EVERY]
        recent, recent_state = self._recent
        if start <= recent <= n:
            start, state = recent, recent_state
        for decision in self.decisions[start:n]:
            state = self.rules.apply(state, decision)
        self._recent = (n, state)
        return state

    def log_at(self, n):
        """The log (events) after the first `n` decisions, a copy."""
        self._check_point(n)
        return fresh(self.log[:self._marks[n].log_length])

    def turn_starts(self):
        """The points (numbers of decisions made) where a turn begins; 0, the start, is always one."""
        marks = self._marks
        return [0] + [n for n in range(1, len(marks)) if marks[n].turn != marks[n - 1].turn]

    def undo(self, count):
        """Take back the last `count` decisions: state, log and record become what they were before them."""
        if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= len(self.decisions):
            raise ValueError(f"Between 1 and {len(self.decisions)} decisions can be taken back, not {count!r}.")
        n = len(self.decisions) - count
        state = self.state_at(n)
        del self.decisions[n:]
        del self._marks[n + 1:]
        del self.log[self._marks[n].log_length:]
        del self._checkpoints[n // CHECKPOINT_EVERY + 1:]
        self.state = state
        self._recent = (n, state)
        self.unconfirmed = None  # a turn taken back is not ended

    def to_json(self):
        """The record: format, game, options (seed included), computer players, decisions (a copy);
        with turn confirmation, `confirm_turns` and the seat whose ended turn awaits it, if any."""
        record = {"format": FORMAT, "version": FORMAT_VERSION, "game": self.game, "options": self.options,
                  "computer": self.computer, "decisions": self.decisions}
        if self.confirm_turns:
            record.update(confirm_turns=True, unconfirmed=self.unconfirmed)
        return copy.deepcopy(record)

    def computer_json(self):
        """The computer players with their settings, as records and save files keep them (a copy)."""
        return {seat: dict(settings) for seat, settings in self.computer.items()}

    def humans(self):
        """The seats that persons play."""
        return [seat for seat in self.rules.seats(self.state) if seat not in self.computer]

    @classmethod
    def from_json(cls, data):
        """Replay a record; raise InvalidRecord naming the first problem (a decision by its number)."""
        if not isinstance(data, dict):
            raise InvalidRecord("record.object")
        if data.get("format") != FORMAT:
            raise InvalidRecord("record.format", value=data.get("format"))
        if type(data.get("version")) is not int or data["version"] not in READ_VERSIONS:  # true == 1 in Python
            raise InvalidRecord("record.version", value=data.get("version"), version=FORMAT_VERSION)
        if not isinstance(data.get("options"), dict) or not isinstance(data.get("decisions"), list):
            raise InvalidRecord("record.fields")
        game = data.get("game", DEFAULT_GAME) if data["version"] > 1 else DEFAULT_GAME
        match = cls.replayed(data["options"], data.get("computer", ()), data["decisions"], "record", game)
        if data.get("confirm_turns", False) is not False:
            match.set_confirm_turns(data["confirm_turns"], data.get("unconfirmed"))
        return match

    def set_confirm_turns(self, confirm, unconfirmed=None):
        """Ask persons to confirm their turns (or not); `unconfirmed`, from a record, must be the
        person whose turn the last decision ended. Raises InvalidRecord and changes nothing."""
        if not isinstance(confirm, bool):
            raise InvalidRecord("record.confirm_turns", value=brief(confirm))
        if unconfirmed is not None and (not confirm or unconfirmed != self.ended_turn()):
            raise InvalidRecord("record.unconfirmed", value=brief(unconfirmed))
        self.confirm_turns = confirm
        self.unconfirmed = unconfirmed

    @classmethod
    def replayed(cls, options, computer, decisions, source, game=DEFAULT_GAME):
        """A game with `decisions` played; raise InvalidRecord naming the first problem, a decision by its number.

        `source` ("file" or "record") names where the options came from in messages: "The record's
        options are not valid: ...". A game whose options gained a field reads a record made before
        it as that record was played (the protocol's optional `recorded_options`).
        """
        try:
            recorded_options = getattr(rules_of(game), "recorded_options", None)
            match = cls(recorded_options(options) if recorded_options else options, computer, game)
        except AntikeError as error:
            raise InvalidRecord(f"{source}.options", reason=error.message) from None
        for number, decision in enumerate(decisions, start=1):
            try:
                match.play(decision)
            except IllegalDecision as error:
                raise InvalidRecord("record.illegal", number=number, value=brief(decision),
                                    reason=error.message) from None
            except AntikeError as error:
                raise InvalidRecord("record.malformed", number=number, value=brief(decision),
                                    reason=error.message) from None
        return match


def brief(value, limit=80):
    """A value in a message: its JSON, cut short so that a hostile input cannot flood the message."""
    text = json.dumps(value)
    return text if len(text) <= limit else text[:limit - 3] + "..."


def undo_range(match, human_seats):
    """How many of the last decisions may be taken back now, by the rule of online board game sites.

    The seat to decide, if a person plays it, may take back its own decisions of the current turn,
    back to the turn's start or to another seat's decision (say a fight question it answered). Undo
    means the person's own decisions: at the start of their turn it takes back nothing, even alone
    against computer players, whose turns it would otherwise take back unseen (issue 44 item 3). A
    person whose ended turn awaits confirmation (Match.unconfirmed) may still take that turn back.
    Undo never takes back a decision that revealed hidden information (something face down turned
    up): what was seen cannot be unseen, and taking it back would let a player try chance again.
    """
    now = len(match.decisions)
    if match.unconfirmed is not None:
        reach = 1 + _undo_range_at(match, human_seats, now - 1)
    else:
        reach = _undo_range_at(match, human_seats, now)
    marks = match._marks
    return next((count for count in range(reach) if marks[now - count].revealed), reach)


def _undo_range_at(match, human_seats, now):
    # undo_range as if the game stood after `now` decisions with the seat to decide there: back over
    # the actor's own decisions of this turn, never past another seat's decision or the turn's start.
    marks = match._marks
    actor = marks[now].seat
    if actor is None or actor not in human_seats:
        return 0
    first = now
    while first > 0 and marks[first - 1].seat == actor and marks[first - 1].turn == marks[now].turn:
        first -= 1
    return now - first


def undo_step(match, human_seats):
    """How many decisions one press of undo takes back: back to the last decision a person made
    within undo_range (which holds only the person's own decisions of the turn)."""
    marks = match._marks
    now = len(match.decisions)
    limit = undo_range(match, human_seats)
    return next((count for count in range(1, limit + 1) if marks[now - count].seat in human_seats), limit)
