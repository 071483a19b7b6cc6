"""Nim, a tiny game that lives in the tests: proof that a game of the family needs only its own folder.

It answers the whole game protocol (antike.core.protocol) from this package alone and joins the
engine at run time through `antike.core.registry.register`; it has no page view. Rules: heaps of
stones, dealt from the seed; in turn each player takes 1 to 3 stones from one heap, or plays their
face-down sweep card, which empties the heap it names; whoever takes the last stone wins.
The sweep cards are its hidden information: each player sees only their own until it is played.
"""

from .rules import RULES

__all__ = ["RULES"]
