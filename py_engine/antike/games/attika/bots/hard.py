"""Hard: medium plus look-ahead over sampled hidden information.

At each action step it takes medium's best few actions (a build together with one of its best
sites, the best reveals, and stopping always) and plays each out in several samples of what its
seat cannot see (other hands, the deck, every stack and the tile stack, drawn again with its own
generator): the rest of its turn and one turn of every rival, all played as medium plays; then the
position is valued (its value less its strongest rival's). Every candidate meets the same samples;
the best mean wins, and a build's site is kept for the step that asks for it. A building just
revealed is searched the same way (park, or one of its best sites). Payments and tiles are
medium's. The budget is `iterations` play-outs per searched step (reproducible) or `think` seconds
per turn, shared among the turn's searched steps, counted by the wall clock a player waits by or, for
tournaments on a busy machine, in this process's CPU time (`clock="cpu"`). Each searched step gets
an even share of what is left of the turn among the steps the turn may still search (steps_left: the
actions left of the turn's kind, a reveal's building, a bought action while amphoras are left;
ACTION_STEPS before the first action), so the turn's last step takes all that is left; and no sample
starts that would end past the step's deadline (judging by the step's slowest sample so far). When
stopping comes out best, no later step is left to use the turn's rest: the two best candidates meet
fresh samples until it is spent, and the better mean over all their samples is played. With more
players a sample plays out more rivals' turns and may take longer than a step's share: a step's
first sample stops, and a step is played as medium plays it, once no play-out would end within the
turn's budget (judging by the turn's slowest play-out so far). So the turn keeps to its budget
however many steps it searches."""

from ....core.computer import ThinkingBudget
from ..decisions import apply, kept_legal
from ..turns import NORMAL_ACTIONS
from .medium import Look, MediumBot, action_gains, decide
from .value import refused_when_over, relative, seat_view

CANDIDATES = 5       # medium's best actions searched (a stop is always added)
BUILDINGS = 3        # buildings searched with a build action
SITES = 2            # sites searched for each
ACTION_STEPS = 3     # searched steps a turn is expected to have before its first action fixes its kind
RESERVE = 0.1        # share of the turn's budget kept for its unsearched decisions and a sample's overrun
PLAYOUT_DECISIONS = 400


def steps_left(view):
    """The searched steps the turn of the seat deciding `view` may still have, this one included: the
    actions left of its kind (a reveal asks again for the building revealed), the step of this
    building, and a last choice between stopping and a bought action while the seat has amphoras;
    ACTION_STEPS before the turn's first action fixes its kind (AT-TURN-2)."""
    scratch = view.scratch
    if scratch["kind"] is None:
        return ACTION_STEPS
    per_action = 2 if scratch["kind"] == "reveal" else 1
    steps = per_action * max(0, NORMAL_ACTIONS[scratch["kind"]] - scratch["normal"])
    steps += (view.pending["step"] == "revealed") + (view.players[view.pending["player"]]["amphoras"] > 0)
    return max(1, steps)


def playout(state, seat):
    """The rest of `seat`'s turn and one turn of every rival, as medium plays; the state reached."""
    made, left_turn = 0, False
    while state.pending is not None and made < PLAYOUT_DECISIONS:
        player = state.pending["player"]
        if player != seat:
            left_turn = True
        elif left_turn:
            break  # the seat's next turn: a round has been played
        state = apply(state, decide(state, player))
        made += 1
    return state


class HardBot(ThinkingBudget, MediumBot):
    """Hard: medium's candidates judged by sampled play-outs of a round."""

    strength = "hard"

    def __init__(self, seed, think=2.0, iterations=None, clock="wall"):
        super().__init__(seed, think, iterations, clock)
        self.plan = None  # (building, field): the site chosen with a build action
        # [turn, the clock's time when its budget ends, its slowest play-out]
        self.turn_budget = None

    def choose(self, state):
        """A legal decision for the seat to decide."""
        refused_when_over(state)
        seat = state.pending["player"]
        view = seat_view(state, seat, self.rng)
        legal = kept_legal(view)
        step = view.pending["step"]
        if len(legal) == 1:
            return legal[0]
        if step == "action":
            self.plan = None
        if step == "site" and self.plan and self.plan[0] == view.scratch["building"]:
            planned = [decision for decision in legal if decision["field"] == self.plan[1]]
            self.plan = None
            if planned:
                return planned[0]
        if step not in ("action", "revealed") or self._spent(state.turn):
            return decide(view, seat)
        look = Look(view, seat)
        candidates = self._actions(view, seat, look) if step == "action" else self._sites(view, look, legal)
        if len(candidates) == 1:
            best = candidates[0]
        else:
            best = self._search(state, view, seat, candidates)
        if len(best) > 1:
            self.plan = (best[0]["building"], best[1]["field"])
        return best[0]

    def _actions(self, view, seat, look):
        # Medium's best actions; a build with its best sites, stopping always among them.
        ranked = sorted(action_gains(view, seat, look), key=lambda pair: -pair[0])
        candidates, builds = [], set()
        for _, decision in ranked:
            if decision["type"] == "build":
                building = decision["building"]
                if building in builds or len(builds) >= BUILDINGS:
                    continue
                builds.add(building)
                fields = look.sites.payable(building)
                scored = sorted(((look.site_score(building, field), field) for field in fields),
                                key=lambda pair: -pair[0])[:SITES]
                candidates += [[decision, {"type": "site", "field": field}] for _, field in scored]
            elif decision["type"] == "reveal":
                if not any(c[0]["type"] == "reveal" for c in candidates) or decision["stack"] == 1:
                    candidates.append([decision])
        candidates = candidates[:CANDIDATES]
        stop = next(decision for _, decision in ranked if decision["type"] == "stop" and not decision["amphoras"])
        return candidates + [[stop]]

    def _sites(self, view, look, legal):
        # Parking or one of medium's best sites for a building just revealed.
        building = view.scratch["building"]
        scored = sorted(((look.site_score(building, d["field"]), d) for d in legal if d["type"] == "site"),
                        key=lambda pair: -pair[0])[:SITES]
        return [[legal[0]]] + [[decision] for _, decision in scored]

    def _search(self, state, view, seat, candidates):
        deadline = None if self.iterations is not None else self._deadline(state.turn, view)
        totals, samples = self._sample(state, view, seat, candidates, deadline, view)
        best = max(range(len(totals)), key=lambda index: (totals[index], -index))
        if (deadline is None or candidates[best][0]["type"] != "stop" or len(totals) < 2
                or self._spent(state.turn)):
            return candidates[best]
        # Stopping ends the turn, so no later step needs what is left of its budget: the two best
        # candidates meet fresh samples until the turn's budget is spent.
        top = sorted(range(len(totals)), key=lambda index: (-totals[index], index))[:2]
        more, extra = self._sample(state, None, seat, [candidates[index] for index in top], self.turn_budget[1], None)
        if len(more) < 2:
            return candidates[best]
        means = [(totals[index] + added) / (samples + extra) for index, added in zip(top, more)]
        return candidates[top[0] if means[0] >= means[1] else top[1]]

    def _sample(self, state, view, seat, candidates, deadline, first):
        # The candidates' summed values over samples of the hidden things (`first`, if given, is the
        # first sample), every candidate meeting the same samples, until the iterations are done or no
        # sample would end by `deadline`; ([sum per candidate sampled], samples).
        totals = [0.0] * len(candidates)
        samples, slowest = 0, 0.0
        while True:
            started = self.clock()
            sample = first if samples == 0 and first is not None else seat_view(state, seat, self.rng)
            values = []
            for sequence in candidates:
                if samples == 0 and values and self._spent(state.turn):
                    break  # only the candidates sampled may be chosen
                began = self.clock()
                reached = sample
                for decision in sequence:
                    reached = apply(reached, decision)
                values.append(relative(playout(reached, seat), seat))
                if deadline is not None:
                    self.turn_budget[2] = max(self.turn_budget[2], self.clock() - began)
            totals = [total + value for total, value in zip(totals, values)]
            samples += 1
            slowest = max(slowest, self.clock() - started)
            if self.iterations is not None:
                if samples * len(candidates) >= self.iterations:
                    break
            elif len(values) < len(candidates) or self.clock() + slowest >= deadline:
                break
        return totals, samples

    def _deadline(self, turn, view):
        # This step's: an even share of what is left of the turn among the steps it may still search.
        now = self.clock()
        if self.turn_budget is None or self.turn_budget[0] != turn:
            self.turn_budget = [turn, now + self.think * (1 - RESERVE), 0.0]
        return now + max(0.0, self.turn_budget[1] - now) / steps_left(view)

    def _spent(self, turn):
        # Whether the turn's thinking time is spent: no play-out started now would end within it.
        budget = self.turn_budget
        return (self.iterations is None and budget is not None and budget[0] == turn
                and self.clock() + budget[2] >= budget[1])
