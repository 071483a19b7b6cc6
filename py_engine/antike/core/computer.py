"""Computer players of a match: who they are, how strong, and the decisions their bots make.

The bots are the game's own (its Rules' `make_bot`); this module seats them, for any game.
A match's `computer` maps each computer-played seat to its settings, as records and save files keep
them: `{"strength": "easy"}`, `{"strength": "medium"}`, `{"strength": "hard", "think": 2.0}`
(seconds per turn, by the clock) or `{"strength": "hard", "iterations": 300}` (a fixed search).
The older form, a list of seats, still reads: each of them plays medium.

Reproducible play: the bot deciding for a seat is seeded from the game's seed, the seat and the
point (number of decisions made) where its current stretch began - the start of its own turn, or
the decision itself for anything outside its turn (a fight question in a rival's maneuver). Within
its turn one bot decides every step, following the plan it made at the turn's first decision. Its choice therefore
depends only on the record: after a reload or an undo the bot is made again from the same seed and
asked, silently, the turn's earlier questions, which puts back its plan (a hard player spends its
thinking time on that once more). Only a hard player thinking by the clock differs from run to run
(the search goes as far as the clock allows); with an iteration budget it is reproducible too.
"""

import functools
import gc
import hashlib
import math
import time

from .errors import GameOver, InvalidOptions, NotComputerTurn

STRENGTHS = ("easy", "medium", "hard")  # every game's bots, weakest first
# What a hard bot's `think` seconds are counted in: the wall clock a player waits by, or this
# process's CPU time (tournaments on a busy machine, where other load must not weaken the bot).
CLOCKS = {"wall": time.perf_counter, "cpu": time.process_time}

DEFAULT_STRENGTH = "medium"  # what a seat of the older list form plays
DEFAULT_THINK = 2.0
THINK_RANGE = (0.1, 60.0)  # seconds per turn a hard player may be given
MAX_ITERATIONS = 100_000


def checked_computer(computer, order, strengths, game):
    """The computer players as {seat: settings} in play order; raise InvalidOptions on any problem.

    `computer` is the object form {seat: settings} or the older list of seats (each medium);
    `strengths` are the game's bots' strengths; `game` is its id, whose words the refusals use.
    """
    if isinstance(computer, (list, tuple)):
        if not all(isinstance(seat, str) for seat in computer):
            raise InvalidOptions("computer.strings", game=game)
        if len(set(computer)) != len(computer):
            raise InvalidOptions("computer.twice", game=game)
        computer = {seat: {"strength": DEFAULT_STRENGTH} for seat in computer}
    if not isinstance(computer, dict):
        raise InvalidOptions("computer.object", game=game)
    unknown = sorted(set(computer) - set(order))
    if unknown:
        raise InvalidOptions("computer.not_in_play", names=unknown, game=game)
    return {seat: checked_settings(seat, computer[seat], strengths) for seat in order if seat in computer}


def checked_settings(seat, settings, strengths):
    """One computer player's settings, complete (a hard player's default think time filled in)."""
    if not isinstance(settings, dict):
        raise InvalidOptions("computer.settings", value=seat)
    strength = settings.get("strength")
    if not isinstance(strength, str) or strength not in strengths:
        raise InvalidOptions("computer.strength", value=seat, known=list(strengths))
    allowed = {"strength", "think", "iterations"} if strength == "hard" else {"strength"}
    extra = sorted(set(settings) - allowed)
    if extra:
        raise InvalidOptions("computer.unknown_settings", strength=strength, value=seat,
                             names=[str(name) for name in extra])
    if strength != "hard":
        return {"strength": strength}
    if "think" in settings and "iterations" in settings:
        raise InvalidOptions("computer.think_or_iterations", value=seat)
    if "iterations" in settings:
        iterations = settings["iterations"]
        if not _known_iterations(iterations):
            raise InvalidOptions("computer.iterations", value=seat, high=MAX_ITERATIONS)
        return {"strength": "hard", "iterations": iterations}
    think = settings.get("think", DEFAULT_THINK)
    if not _known_think(think):
        raise InvalidOptions("computer.think", value=seat, low=THINK_RANGE[0], high=THINK_RANGE[1])
    return {"strength": "hard", "think": float(think)}


def _known_iterations(iterations):
    return isinstance(iterations, int) and not isinstance(iterations, bool) and 1 <= iterations <= MAX_ITERATIONS


def _known_think(think):
    low, high = THINK_RANGE
    return (isinstance(think, (int, float)) and not isinstance(think, bool) and math.isfinite(think)
            and low <= think <= high)


def check_bot_settings(strength, think, iterations, strengths):
    """Refuse (InvalidOptions) a computer player no seat may have: a strength not among `strengths`,
    `think` seconds outside THINK_RANGE, `iterations` (None: by the clock) outside 1 to MAX_ITERATIONS,
    or either of another type. The checks of checked_settings, for a bot asked for without a seat."""
    if not isinstance(strength, str) or strength not in strengths:
        raise InvalidOptions("bot.strength", value=str(strength)[:40], known=list(strengths))
    if iterations is not None and not _known_iterations(iterations):
        raise InvalidOptions("bot.iterations", value=str(iterations)[:40], high=MAX_ITERATIONS)
    if not _known_think(think):
        raise InvalidOptions("bot.think", value=str(think)[:40], low=THINK_RANGE[0], high=THINK_RANGE[1])


def bot_of_strength(bots, strength, seed, **hard_settings):
    """A game's bot of `strength`, made from `bots` ({strength: bot class}) with `seed`; only the
    hard bot takes `hard_settings` (think, iterations, clock). Raises ValueError for another strength."""
    if strength not in bots:
        raise ValueError(f"unknown bot strength {strength!r}; known: {', '.join(bots)}")
    if strength == "hard":
        return bots[strength](seed, **hard_settings)
    return bots[strength](seed)


class _HeapPutAside:
    """Every object alive when a hard bot starts to decide, left out of the garbage collector's later
    scans (gc.freeze), as a context: nested uses (a decision asked for within another) freeze once.

    Why: the engines keep what they have worked out (legal lists, payments, moves) in caches that fill,
    game after game, with hundreds of thousands of read-only dicts, and Python's collector scans every
    one of them in a full collection, which it may start at any allocation: a pause of 0.3 s of CPU
    and more that falls inside a search, where no deadline can stop it, and stretched a hard player's
    0.5 s turn to 0.85 s. Frozen, they are no longer scanned; what the search makes is
    collected as usual, so its collections stay short. The young generations are collected first, so
    that the engine's reference cycles, all short-lived, are freed rather than frozen; what is frozen
    is freed as before when its last reference goes (a cache's eviction, a state no longer played),
    by its reference count. Nothing is unfrozen when the decision is made: that would hand the whole
    heap back to the full collections, whose pause would then fall into the next player's turn; and
    nothing frozen waits for the collector: after games of every game's hard player, a full collection
    of everything frozen (gc.unfreeze, gc.collect) finds no garbage (bench/hard_turns.py prints it,
    and how many objects are frozen after each game: the caches, which level off)."""

    def __init__(self):
        self.depth = 0

    def __enter__(self):
        if self.depth == 0:
            gc.collect(1)
            gc.freeze()
        self.depth += 1

    def __exit__(self, *exception):
        self.depth -= 1


HEAP_PUT_ASIDE = _HeapPutAside()


def _deciding_with_heap_put_aside(choose):
    # A hard bot's `choose` (its own or its medium bot's), run with the heap put aside.
    @functools.wraps(choose)
    def deciding(self, state):
        with HEAP_PUT_ASIDE:
            return choose(self, state)
    deciding.heap_put_aside = True
    return deciding


class ThinkingBudget:
    """What a hard bot may spend on a turn, put before its game's medium bot among its bases:
    `think` seconds counted by the clock called `clock` (CLOCKS), or a fixed number of
    `iterations` (reproducible play). Raises ValueError for an unknown clock.

    Every decision of a hard bot (its `choose`, its own or the medium bot's it inherits) is made with
    the heap put aside (HEAP_PUT_ASIDE), so that no full collection of the engine's caches falls
    inside its search; a hard bot of any game has it by having this class among its bases."""

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        if not getattr(cls.choose, "heap_put_aside", False):
            cls.choose = _deciding_with_heap_put_aside(cls.choose)

    def __init__(self, seed, think=2.0, iterations=None, clock="wall"):
        if clock not in CLOCKS:
            raise ValueError(f"unknown clock {clock!r}; known: {', '.join(CLOCKS)}")
        super().__init__(seed)
        self.think = think
        self.iterations = iterations
        self.clock = CLOCKS[clock]


def bot_seed(game_seed, seat, point):
    """The seed of the bot that starts deciding for `seat` after `point` decisions of the game."""
    digest = hashlib.sha256(f"{game_seed}:{seat}:{point}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


class _Stretch:
    """A seat's bot in its current stretch, and the points (numbers of decisions made) it decided at."""

    def __init__(self, start, bot):
        self.start = start
        self.bot = bot
        self.answered = []  # [(point, decision chosen there)]


class ComputerPlayers:
    """The bots of one game's computer players; `decide()` answers the pending computer decision."""

    def __init__(self, game):
        self.game = game
        self._stretches = {}

    def ready(self):
        """Load the game's bots now, if it has computer players: a game loads them on first use, and
        that first use must not be a hard player's turn, whose thinking time it would lengthen."""
        for settings in list(self.game.computer.values())[:1]:
            self.game.rules.make_bot(settings["strength"], 0, settings.get("think", DEFAULT_THINK),
                                     settings.get("iterations"))

    def to_decide(self):
        """The computer seat to decide now, or None (a person decides, or the game is over)."""
        seat = self.game.rules.to_decide(self.game.state)
        return seat if seat in self.game.computer else None

    def decide(self):
        """The decision the pending computer seat's bot makes now (not played: the caller plays it).
        Raises GameOver once the game is over, NotComputerTurn while a person decides; nothing changes."""
        seat = self.to_decide()
        if seat is None:
            deciding = self.game.rules.to_decide(self.game.state)
            if deciding is None:
                raise GameOver("bridge.game_over")
            raise NotComputerTurn("bridge.person", seat=self.game.rules.seat_message(self.game.state, deciding))
        game = self.game
        now = len(game.decisions)
        start = self._stretch_start(seat)
        earlier = [point for point in range(start, now) if game.decider(point) == seat]
        stretch = self._stretches.get(seat)
        if stretch is None or stretch.start != start or not self._matches(stretch, earlier):
            stretch = self._rebuilt(seat, start, earlier)
        decision = stretch.bot.choose(game.state)
        stretch.answered.append((now, decision))
        return decision

    def _stretch_start(self, seat):
        # A seat's own turn is one stretch, planned at its first decision (the turn's first point);
        # a decision outside its turn is a stretch of its own.
        if self.game.rules.own_turn(self.game.state, seat):
            return self.game.turn_starts()[-1]
        return len(self.game.decisions)

    def _matches(self, stretch, earlier):
        # The kept bot is the right one if it made exactly the seat's decisions of the stretch so far.
        decisions = self.game.decisions
        return ([point for point, _ in stretch.answered] == earlier
                and all(decisions[point] == chosen for point, chosen in stretch.answered))

    def _rebuilt(self, seat, start, earlier):
        # The bot as live play made it: seeded at the stretch's start and asked its earlier questions.
        settings = self.game.computer[seat]
        bot = self.game.rules.make_bot(settings["strength"], bot_seed(self.game.options["seed"], seat, start),
                                       settings.get("think", DEFAULT_THINK), settings.get("iterations"))
        stretch = _Stretch(start, bot)
        for point in earlier:
            bot.choose(self.game.state_at(point))
            # What the record holds there: a hard bot by the clock may choose otherwise this time.
            stretch.answered.append((point, self.game.decisions[point]))
        self._stretches[seat] = stretch
        return stretch
