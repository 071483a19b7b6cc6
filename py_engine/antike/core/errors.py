"""The engine's error types: the bridge turns each into a stable code.

An error carries its message as data, a `messages.Message` (a key and parameters): the bridge says
it in the language of the request, and `str(error)` is the English sentence.
"""

from .messages import Message


class AntikeError(ValueError):
    """Base of every error the engine raises on purpose: `AntikeError(key, **params)` or `AntikeError(message)`."""

    code = "error"

    def __init__(self, key, **params):
        message = key if isinstance(key, Message) else Message(key, **params)
        super().__init__(message)
        self.message = message

    def __str__(self):
        return self.message.say("en")

    def say(self, language="en"):
        """The error's message in `language` ("en" or "de")."""
        return self.message.say(language)


class InvalidDecision(AntikeError):
    """A decision that is malformed: not an object, unknown type, missing or mistyped fields."""

    code = "invalid_decision"


class IllegalDecision(AntikeError):
    """A well-formed decision that the rules do not allow at this moment."""

    code = "illegal_decision"


class InvalidOptions(AntikeError):
    """Game options that do not describe a game the rules allow."""

    code = "invalid_options"


class InvalidRecord(AntikeError):
    """A saved game that cannot be loaded."""

    code = "invalid_record"


class InvalidRequest(AntikeError):
    """A request to the bridge that is not well formed (a game's own requests included)."""

    code = "invalid_request"


class TurnUnconfirmed(AntikeError):
    """A decision while a person's ended turn awaits its confirmation, or a confirmation of nothing."""

    code = "turn_unconfirmed"


class GameOver(AntikeError):
    """A decision asked for once the game is over: nobody decides any more."""

    code = "game_over"


class NotComputerTurn(AntikeError):
    """A computer player asked to decide while a person decides."""

    code = "not_computer_turn"
