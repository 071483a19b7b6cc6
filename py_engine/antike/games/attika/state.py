"""A game of Attika as plain data (`AttikaState`): everything the rules need, nothing else, so that
`to_json`/`from_json` round-trip without loss and a copy is a cheap marshal round trip."""

from ...core.plain_state import PlainState

# Every field a state has, in the order to_json writes them.
FIELDS = ("options", "chance", "order", "tiles", "fields", "shrines", "buildings", "tile_stack", "players",
          "supply", "deck", "discards", "turn", "acting", "scratch", "pending", "events", "revealed", "outcome")


class AttikaState(PlainState):
    """One moment of a game. Each attribute is plain JSON data:

    - `options`: {players, city_states (seat order), first, seed, names, turn_limit} as normalised;
    - `chance`: {seed, draws}: the generator of every shuffle and lot (AT-SET-9), see chance.py;
    - `order`: the seats in play order, the start player first;
    - `tiles`: the laid tiles [{tile, centre, rotation}]; `fields`: {cell: symbol or None} of every
      field of the map; `shrines`: [cell]; `buildings`: {cell: {owner, building}} on the map;
    - `tile_stack`: the face-down tiles, top first;
    - `players`: {seat: {stacks: [[building], x4, top first], board: [building] (the open player
      board), hand: {kind: cards}, amphoras, groups: [completed groups]}};
    - `supply`: amphoras in the supply; `deck`: [kind], top first; `discards`: {kind: cards};
    - `turn` (1, 2, ...), `acting` (whose turn); `scratch`: what the turn remembers (turns.new_scratch);
    - `pending`: {player, step} or None once the game is over;
    - `events`: what the decision that made this state did; `revealed`: whether it showed hidden
      information (a building or tile turned up, a card drawn); `outcome`: None or {winners, reason}.
    """

    FIELDS = FIELDS
    __slots__ = FIELDS

    def hand_size(self, seat):
        """How many cards `seat` holds."""
        return sum(self.players[seat]["hand"].values())
