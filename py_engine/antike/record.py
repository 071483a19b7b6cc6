"""A game record: options + the decision log; replaying it rebuilds the identical state."""

from .errors import AntikeError, InvalidRecord
from .game import apply, checked_decision, new_game

FORMAT = "antike-record"
FORMAT_VERSION = 1


class Game:
    """A game in progress: its options, every decision made so far, the current state and the log in words."""

    def __init__(self, options):
        self.state = new_game(options)
        self.options = self.state.options
        self.decisions = []
        self.log = list(self.state.events)

    def play(self, decision):
        """Apply a decision; on error nothing changes."""
        complete = checked_decision(self.state, decision)
        self.state = apply(self.state, complete)
        self.decisions.append(complete)
        self.log.extend(self.state.events)
        return self.state

    def to_json(self):
        """The record: format, options (seed included) and decisions."""
        return {"format": FORMAT, "version": FORMAT_VERSION, "options": self.options,
                "decisions": list(self.decisions)}

    @classmethod
    def from_json(cls, data):
        """Replay a record; raise InvalidRecord naming the first problem (a decision by its number)."""
        if not isinstance(data, dict):
            raise InvalidRecord("A saved game must be an object.")
        if data.get("format") != FORMAT:
            raise InvalidRecord(f"Not an Antike record (format {data.get('format')!r}).")
        if data.get("version") != FORMAT_VERSION:
            raise InvalidRecord(f"Unknown record version {data.get('version')!r}; this program reads {FORMAT_VERSION}.")
        if not isinstance(data.get("options"), dict) or not isinstance(data.get("decisions"), list):
            raise InvalidRecord("A record needs 'options' (an object) and 'decisions' (a list).")
        try:
            game = cls(data["options"])
        except AntikeError as error:
            raise InvalidRecord(f"The record's options are not valid: {error}") from None
        for number, decision in enumerate(data["decisions"], start=1):
            try:
                game.play(decision)
            except AntikeError as error:
                raise InvalidRecord(f"Decision {number} cannot be played: {error}") from None
        return game
