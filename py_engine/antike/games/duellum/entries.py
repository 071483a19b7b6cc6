"""The legal lists' entries that are the same in every state: made once, read-only
(core/read_only.py), and shared by every legal list that offers them."""

from ...core.read_only import ReadOnlyDict
from .vocabulary import RESOURCES

DONE = ReadOnlyDict(type="done")  # closes templum, scientia, militia, conquest and founding
END_MOVEMENT = ReadOnlyDict(type="end_movement")
WITHDRAW = ReadOnlyDict(type="withdraw")  # after a Festung (card 1)
NO_CARD = ReadOnlyDict(type="no_card")  # a pick passed up (D-EV-3)
PRODUCE = tuple(ReadOnlyDict(type="produce", resource=resource) for resource in RESOURCES)  # D-PROD-2
