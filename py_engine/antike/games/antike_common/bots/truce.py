"""The truce among the nations that do not lead, valued for Antike's computer players (evaluate.py).

With four and five nations on the Orient, medium players let one nation run away: the Persians won
43 % and 46 % of the games (300 each), out of reach in the east while the nations in the west took
each other's cities (bench/results/personage-race-orient.txt). A war between two nations that do
not lead costs both of them against the rest of the table; the leader profits. So while a king, a
citizen or a scholar can still be earned peacefully, a conquest of a city of a nation that does not
lead alone, by one that does not either, counts at TRUCE of its gain for the attacker and of its
loss for the defender. The leader's cities count in full to everyone, and so do the leader's own
conquests. Guarding in full against a trailing neighbour while attacking it at half was tried: the
Persians kept their five-nation wins. Once only generals (and navigators) are left, conquering is
the race, and every conquest counts in full again.
"""

from ..economy import is_new
from .antike2_value import occupied

# Share of a conquest's gain and loss counted between two nations of which neither leads alone, per
# game. Measured on Antike's Orient board only; elsewhere the computer players judge as before.
TRUCE = {"antike": 0.5}


def truce(state):
    """(The share of a conquest's gain and loss counted between two nations of which neither leads
    alone, the nation that leads alone or None): a share of 1.0 when there is no truce."""
    share = TRUCE.get(state.edition.game_id, 1.0)
    if share == 1.0 or not peaceful_personages_left(state):
        return 1.0, None
    return share, sole_leader(state)


def sole_leader(state):
    """The nation with more personages than every other (R-GOAL-1), or None on a tie."""
    scores = sorted(((state.score(nation), nation) for nation in state.order), reverse=True)
    if len(scores) > 1 and scores[0][0] == scores[1][0]:
        return None
    return scores[0][1]


def peaceful_personages_left(state):
    """Whether a king, a citizen or a scholar can still be earned without a conquest: kings while the
    stack lasts and a city site is free to found on (R-PERS-1), citizens while it lasts and temples
    are left to build, scholars while it lasts and a know-how is new (R-KNOW-3)."""
    stacks = state.bank["personages"]
    if stacks["king"] and len(occupied(state)) < len(state.board.province_ids):
        return True
    if stacks["citizen"] and state.bank["temples"]:
        return True
    return bool(stacks["scholar"]) and any(is_new(state, know_how) for know_how in state.edition.know_hows)
