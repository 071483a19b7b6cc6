"""Hard: medium plus look-ahead over sampled hidden information.

At each action step it takes medium's best few actions (a build together with one of its best
sites, the best reveals, and stopping always) and plays each out in several samples of what its
seat cannot see (other hands, the deck, every stack and the tile stack, drawn again with its own
generator): the rest of its turn and one turn of every rival, all played as medium plays; then the
position is valued (its value less its strongest rival's). Every candidate meets the same samples;
the best mean wins, and a build's site is kept for the step that asks for it. A building just
revealed is searched the same way (park, or one of its best sites). Payments and tiles are
medium's. The budget is `iterations` play-outs per searched step (reproducible) or `think` seconds
per turn, shared among the turn's action steps, counted by the wall clock a player waits by or, for
tournaments on a busy machine, in this process's CPU time (`clock="cpu"`)."""

from ....core.computer import ThinkingBudget
from ..decisions import apply, kept_legal
from .medium import Look, MediumBot, action_gains, decide
from .value import refused_when_over, relative, seat_view

CANDIDATES = 5       # medium's best actions searched (a stop is always added)
BUILDINGS = 3        # buildings searched with a build action
SITES = 2            # sites searched for each
ACTION_STEPS = 3     # action steps a turn is expected to have: the turn's budget is shared among them
PLAYOUT_DECISIONS = 400


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
        if step not in ("action", "revealed"):
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
        totals = [0.0] * len(candidates)
        samples = 0
        deadline = self.clock() + self.think / ACTION_STEPS
        while True:
            sample = view if samples == 0 else seat_view(state, seat, self.rng)
            for index, sequence in enumerate(candidates):
                reached = sample
                for decision in sequence:
                    reached = apply(reached, decision)
                totals[index] += relative(playout(reached, seat), seat)
            samples += 1
            if self.iterations is not None:
                if samples * len(candidates) >= self.iterations:
                    break
            elif self.clock() >= deadline:
                break
        best = max(range(len(candidates)), key=lambda index: (totals[index], -index))
        return candidates[best]
