"""The game protocol: what every game of the family tells the core, and nothing more.

Modelled on OpenSpiel's Game/State and boardgame.io's game definition. A game is a `Rules` object
(one per game, made by its package as `RULES`); its states are its own plain data, never changed
once handed out (`apply` returns a new one). The core (matches, undo, replay, save files, computer
seats, the bridge) knows a game only through these methods:

- `id`, `title` ({language: words}); `options_schema()`: what a new game may be given (see
  core/schema.py), enough for the page to build its form and for `new_game` to check; `words()`:
  {language: {key: text}}, every word the page's views of the game show (the page keeps only its
  own chrome texts);
- `new_game(options)`: a state, or InvalidOptions; the options are normalised into
  `state_options(state)` (seed included), so that a record is options + decisions;
- `recorded_options(options)` (optional; the options unchanged when missing): a record's options
  as the game reads them when it replays the record (not for a new game): a game whose options
  gained a field that changes the deal (a `house_set`, say) reads a record without it as made
  before the field, so that an old save replays as it was dealt;
- `to_decide(state)`: the seat to decide now, None once the game is over;
- `legal_decisions(state)`: a new list of read-only entries (core/read_only.py), in a deterministic
  order; `apply(state, decision)`: a new
  state, or InvalidDecision / IllegalDecision with nothing changed; `checked_decision(state,
  decision)`: the legal list's own entry for a decision (defaults filled in), which a record keeps;
- `outcome(state)`: None while the game goes on;
- `events(state)`: what the last decision did, as plain data; `say(event, options, viewer,
  language)`: one event in words for a viewer, or None when that viewer may not learn of it;
- `view(state, log, viewer, language)`: what `viewer` may see (a seat id, or None for a
  spectator who sees only what is public; `ALL` for a finished game's replay). A game with hidden
  information (what a seat holds in secret, what lies face down, a shuffle's order) leaves out of
  a seat's view what the seat may not see;
- `why_not(state, target)`: why a target the page shows but does not offer now (a place
  on the map) is no choice, as a Message; raises InvalidRequest for a target the game does not have;
- `summary(state, language)`: what the page's list of saved games shows of a game without loading
  it: {title, seats: [{id, name, player, colour, letter}], progress, status, finished}, in words;
- `turn(state)`: (turn number, the seat whose turn it is) - what undo and replay call a turn; number
  0 while the game is being set up;
- `own_turn(state, seat)`: whether the pending decision of `seat` belongs to its own turn (a
  computer seat plans the whole turn at its first decision);
- `own_part_over(state)` (optional; False when missing): whether the seat whose turn it is has
  nothing left to decide in the turn, though the turn goes on with other seats' decisions (say, the
  opponent's picks after a step). The decision that leads there ends that seat's
  own turn for the match's turn confirmation (core/match.py), as the turn's last decision would;
  a game whose turns end with their own seat's decision (another seat's questions come
  mid-turn) leaves it out;
- `seats(state)`: the seats in play order; `seat_message(state, seat)`: a Message naming it;
- `seat_words` (an attribute; the core's "player" when missing): what the core's own messages call
  the game's seats as such ("'computer' names a player twice"), {language: {field: word}} with the
  fields of core/words.py's SEAT_WORDS;
- `make_bot(strength, seed, think, iterations)`, `strengths`: computer players that decide from
  `view`-level information only;
- `static_data(request)`: data a game's views draw from that never changes during a game
  (its maps, its components), for the bridge's `board` and `boards` requests;
- `file_name(options, decisions, date)`: a save file's name (the date is the caller's);
- `hidden_information` (an attribute; False when missing): True for a game whose seats may not see
  everything. A game with hidden information MUST set it: such a game is never played by link
  (core/link.py), since a link carries the whole match to whoever opens it;
- `legal_order` (an attribute; None when missing): the version of the game's legal-list order, a
  whole number, for a game that may be played by link (core/link.py); it MUST change whenever the
  game's legal lists change order or length anywhere;
- `reveals(state)` (only a game with hidden information; False when missing): whether the decision
  that made `state` revealed something hidden (something face down turned up). Undo never takes such
  a decision back (core/match.py).

Random play and bot tournaments (core/simulation.py, core/tournament.py: one loop for every game)
also ask a game for `random_decision(state, rng)`, its random policy's decision (an entry of the
state's own legal list: random play must not pay for copies), and `check_invariants(state)`, which
raises AssertionError naming the first broken invariant of its own (pieces conserved, no negative
stock).

No value these methods hand out can change a game: the legal lists' entries are read-only and
shared (changing one raises TypeError), every other value (the legal list itself, events, views,
summaries, options, outcomes) is the caller's to change (core/package_rules.py, at this door).

Chance lives in the state: a game that shuffles keeps its generator's state there (seeded from the
options), so replaying the same decisions deals the same.
"""

ALL = "all"  # the viewer of a finished game's replay: every seat's information is shown


class Rules:
    """The protocol's methods, as documentation: each game's RULES offers all of them (the core calls
    nothing else). A plain class rather than typing.Protocol, whose import the browser pays at every start."""

    id: str
    title: dict
    strengths: tuple

    def options_schema(self):
        """The options a new game may be given, with their words (core/schema.py)."""
        ...

    def words(self):
        """{language: {key: text}}: the words of the game's views in the page."""
        ...

    def new_game(self, options):
        """A new state for `options`; raises InvalidOptions."""
        ...

    def state_options(self, state):
        """The normalised options the state was made from (seed included)."""
        ...

    def recorded_options(self, options):
        """Optional: a record's options as the game replays them (an old record's missing field filled
        in as it was before the field)."""
        ...

    def to_decide(self, state):
        """The seat to decide now, or None once the game is over."""
        ...

    def legal_decisions(self, state):
        """Every legal decision now, in a deterministic order: a new list of read-only entries."""
        ...

    def checked_decision(self, state, decision):
        """The legal list's own entry for `decision`; raises InvalidDecision or IllegalDecision."""
        ...

    def apply(self, state, decision):
        """A new state after `decision`; raises InvalidDecision or IllegalDecision and changes nothing."""
        ...

    def outcome(self, state):
        """None while the game goes on, else plain data saying who won and why."""
        ...

    def events(self, state):
        """What the decision that made `state` did, as plain data (the log's entries)."""
        ...

    def say(self, event, options, viewer, language):
        """One event in words for `viewer`, or None if that viewer may not learn of it."""
        ...

    def view(self, state, log, viewer, language):
        """What `viewer` may see of `state`, the legal decisions if it is theirs, and `log` in words."""
        ...

    def why_not(self, state, target):
        """A Message: why `target` (a place the page shows) is no choice now."""
        ...

    def summary(self, state, language):
        """{title, seats, progress, status, finished}: the saved-games list's row of the game, in words."""
        ...

    def turn(self, state):
        """(turn number, seat whose turn it is); number 0 while the game is being set up."""
        ...

    def own_turn(self, state, seat):
        """Whether the pending decision of `seat` is part of its own turn."""
        ...

    def own_part_over(self, state):
        """Optional: whether the seat whose turn it is has nothing left to decide in it, though
        other seats still decide in the turn (the person confirms the turn's end then)."""
        ...

    def seats(self, state):
        """The seats in play order."""
        ...

    def seat_message(self, state, seat):
        """A core.messages.Message that names `seat` in any language."""
        ...

    def random_decision(self, state, rng):
        """Random play's decision now, drawn from `rng`: an entry of the state's own legal list."""
        ...

    def check_invariants(self, state):
        """Raise AssertionError naming the first of the game's invariants that `state` breaks."""
        ...

    def make_bot(self, strength, seed, think, iterations):
        """A computer player: `bot.choose(state)` returns one of the legal decisions."""
        ...

    def static_data(self, request):
        """Data the game's views need that never changes during a game, as the request asks."""
        ...

    def file_name(self, options, decisions, date=None):
        """A save file's name for a game with these options after these decisions, with the
        caller's date (a string, or None for none)."""
        ...
