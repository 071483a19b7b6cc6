"""A game of Attika as plain data (`AttikaState`): everything the rules need, nothing else, so that
`to_json`/`from_json` round-trip without loss, and a copy is cheap (AttikaState.copy)."""

from ...core.plain_state import PlainState, fresh

# Every field a state has, in the order to_json writes them.
FIELDS = ("options", "chance", "order", "tiles", "fields", "shrines", "buildings", "tile_stack", "players",
          "supply", "deck", "discards", "turn", "acting", "scratch", "pending", "events", "revealed", "outcome")
# The map, the largest part of a state, changes only when a building is placed or a tile laid (own_map).
MAP = ("tiles", "fields", "shrines", "buildings")


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
    __slots__ = FIELDS + ("_reach", "_buildings_shared", "_land_shared", "_own_records", "_centres")

    def __init__(self, **fields):
        super().__init__(**fields)
        self._reach = None  # map_reach.MapReach of this map, made when first asked for
        # All of the map is this state's own: its buildings, and its land (tiles, fields, shrines).
        self._buildings_shared = self._land_shared = False
        # The seats whose player records no other state shares (own_record), and (seat, "hand") for a
        # record of which only the hand is this state's own (own_hand).
        self._own_records = set(self.players)
        self._centres = None  # map_tiles.legal_centres of this map, made when first asked for

    def copy(self):
        """A copy to change, its legal list not yet made, sharing nothing that a decision changes:
        made field by field, as a marshal round trip of the whole costs several times more. The options
        and the seat order never change after set-up, nor an event once made; the map is shared with
        this state until the copy changes it (own_map), and so is what it offers building sites
        (map_reach); so are the player records until one is changed (own_record): a decision changes
        one record at most. The chance, the deck, the discard pile and the tile stack are shared too,
        as most decisions change none of them: whatever changes one replaces it with a new one, never
        changes it in place (chance.py, cards.py, decisions.py)."""
        # Made slot by slot rather than through __init__ and its keyword arguments: a copy is made per decision.
        new = AttikaState.__new__(AttikaState)
        for name in PlainState.__slots__:  # the core's bookkeeping, none made yet (as PlainState.__init__ leaves it)
            setattr(new, name, None)
        new.options, new.chance, new.order = self.options, self.chance, self.order
        new.tiles, new.fields, new.shrines, new.buildings = self.tiles, self.fields, self.shrines, self.buildings
        new.tile_stack, new.players, new.supply = self.tile_stack, dict(self.players), self.supply
        new.deck, new.discards, new.turn, new.acting = self.deck, self.discards, self.turn, self.acting
        scratch, pending = self.scratch, self.pending
        new.scratch = None if scratch is None else scratch.copy()
        new.pending = None if pending is None else pending.copy()
        new.events, new.revealed = list(self.events), self.revealed
        new.outcome = None if self.outcome is None else fresh(self.outcome)
        new._reach, new._centres = self._reach, self._centres
        new._buildings_shared = new._land_shared = True
        # Both states now share every record: whichever changes one first makes it its own.
        new._own_records = set()
        self._own_records.clear()
        return new

    def own_record(self, seat):
        """`seat`'s player record, to be changed: called before any change to it, so that it becomes
        this state's own, no longer shared with a copy (copy)."""
        record = self.players[seat]
        if seat not in self._own_records:
            record = self.players[seat] = _record_copy(record)
            self._own_records.add(seat)
        return record

    def own_hand(self, seat):
        """`seat`'s hand, to be changed (own_record): the commonest change (a draw, a payment) copies
        the record's hand only, the rest of the record still shared with a copy."""
        own = self._own_records
        if seat in own:
            return self.players[seat]["hand"]
        key = (seat, "hand")  # this state's own record, whose other parts are shared still
        if key in own:
            return self.players[seat]["hand"]
        record = self.players[seat]
        hand = dict(record["hand"])
        self.players[seat] = {**record, "hand": hand}
        own.add(key)
        return hand

    def own_map(self, land=True):
        """Called before the map changes (a building placed; with `land`, a tile laid): what changes of
        it becomes this state's own, no longer shared with the state it was copied from (a placement
        changes the buildings only), and what it offers is made anew. Returns what the map offered
        until now (a map_reach.MapReach, or None if none was made)."""
        if self._buildings_shared:
            self.buildings = dict(self.buildings)
            self._buildings_shared = False
        if land and self._land_shared:
            self.tiles, self.fields, self.shrines = list(self.tiles), dict(self.fields), list(self.shrines)
            self._land_shared = False
        before, self._reach = self._reach, None
        return before

    def hand_size(self, seat):
        """How many cards `seat` holds."""
        return sum(self.players[seat]["hand"].values())


def _record_copy(record):
    # A player's record ({stacks, board, hand, amphoras, groups}, setup.new_game), nothing shared.
    return {"stacks": [list(stack) for stack in record["stacks"]], "board": list(record["board"]),
            "hand": dict(record["hand"]), "amphoras": record["amphoras"], "groups": list(record["groups"])}
