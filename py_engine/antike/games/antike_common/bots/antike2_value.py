"""What only Antike II's positions hold, valued for the computer players (evaluate.py): the neutral
temples as sources of generals (A2-NEU) and the Bellona card's free unit (A2-ARM-2).

Each function asks the state's edition first and gives Antike (2005) nothing, so its play stays as
it was.
"""

from ..military import NEUTRAL_TEMPLE_STRENGTH
from ..personages import goal_of

# A neutral temple destroyed by a nation one personage short of the goal, with no general left, wins
# the game at the end of the turn (A2-GOAL-3). The search sees the win itself once it is in reach;
# until then it draws units towards the temple twice as hard as a general does.
ONE_SHORT_WIN = 2.0


def neutral_temples(state):
    """The provinces of the neutral temples still standing: temples without a city (A2-NEU-1)."""
    if not state.edition.neutral_temples:
        return frozenset()
    cities = state.cities
    return frozenset(province for province in state.temples if province not in cities)


def occupied(state):
    """Provinces where no city can be founded: the cities', and a standing neutral temple's (A2-NEU-3).

    Without the temples, units would gather on sites they can never found on.
    """
    if not state.edition.neutral_temples:
        return frozenset(state.cities)
    return frozenset(state.cities).union(state.temples)


def neutral_temple_gain(state, nation, worth):
    """What destroying a neutral temple earns the nation, less the 3 units it costs (A2-NEU-4).

    A general while the stack holds one; with none left, the game if the nation is one personage
    short (A2-GOAL-3), else nothing.
    """
    if state.bank["personages"]["general"]:
        earned = 1.0
    elif state.edition.one_short_temple_win and state.score(nation) == goal_of(state) - 1:
        earned = ONE_SHORT_WIN
    else:
        return 0.0
    return earned - NEUTRAL_TEMPLE_STRENGTH * worth["unit"]


def bellona_unit(record, worth):
    """The unit that the Bellona card's holder gets for free on Militia (A2-ARM-2)."""
    return worth["unit"] if record["bellona"] else 0.0
