"""The engine's error types: the bridge turns each into a stable code."""


class AntikeError(ValueError):
    """Base of every error the engine raises on purpose."""

    code = "error"


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
