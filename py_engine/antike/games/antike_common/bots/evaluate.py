"""How good a position is for each nation: a value in personages (1.0 = one personage).

The value adds what a nation has (personages, resources, know-hows, units) to its progress towards
the next king, citizen, navigator and scholar, the cities it could found or conquer soon, the
threats to its own cities, the scholars its leading rival could take (scholar_race.py), and what
its rondel marker lets it do next turn. Medium and hard bots compare positions with it; hard backs
up the whole vector (one value per nation). What only Antike II has - neutral temples, the Bellona
card - is valued in antike2_value.py.
"""

from functools import lru_cache

from ....core.errors import IllegalDecision
from ..board import load_board
from ..military import NEUTRAL_TEMPLE_STRENGTH, defence_strength, full_actions
from ..personages import THRESHOLDS
from ..rondel import step_cost
from ..vocabulary import RESOURCES, RONDEL_FIELDS, UNITS
from .antike2_value import bellona_unit, neutral_temple_gain, neutral_temples, occupied
from .scholar_race import scholar_threats
from .truce import truce

WIN = 100.0
FAR = 99
NO_UNITS = (0, 0, 0, 0)
# Worth of things in personages. A city earns a fifth of a king plus its production; a temple a third
# of a citizen plus tripled production and defence; resources are worth what they can be turned into.
VALUE = {
    "marble": 0.06, "iron": 0.05, "gold": 0.08, "coin": 0.08,
    "city": 0.12, "temple": 0.15, "unit": 0.08,
    "site_claim": 0.12,  # an own unit on a free city site, less per maneuver away (SITE_CLAIM_KEPT)
    "attack": 0.35,      # share of a conquest that the attacker can make next maneuver counted now
    "attack_now": 0.8,   # share of a conquest that the acting nation can make in this maneuver
    "gathering": 0.15,   # share of a conquest counted when units fall short (times their share squared)
    "threat": 0.45,      # share of a city that the leader's army can conquer next maneuver counted as lost
    # The same for an army of a nation that does not lead. Counted at 0.45 like the leader's, every
    # army in reach held a nation back from founding; the Persians, whom few armies reach on the
    # Orient, then won 55 % of the five-nation games (bench/results/personage-race-orient.txt).
    "trailing_threat": 0.3,
    "next_turn": 0.5,    # share of the best action the rondel marker reaches for free next turn
    # Share of a conquest added per unit of the acting nation already there, in part: units conquer
    # together (R-MAN-7; in Antike II every unit there, A2-MAN-3), so a maneuver gathers them one move at a time.
    "arriving": 0.3,
    # Whether an attacker counts only the best conquest its units can make (R-MAN-8: an army takes one
    # city at a time). Counting every city in reach made each new temple look like a general for every
    # rival army at once: late in a game nobody built the temples its last citizens needed.
    "bounded_attacks": True,
}
# VALUE with what a city and a temple are worth: a fifth of a king and a third of a citizen (R-PERS-1),
# each with its production.
WORTH = {**VALUE, "city_worth": 1 / THRESHOLDS["king"] + VALUE["city"],
         "temple_worth": 1 / THRESHOLDS["citizen"] + VALUE["temple"]}
# Share of a site's claim kept per maneuver away, by game and nation count; half elsewhere (Antike II unmeasured).
# Halved, five nations on the Orient left the far sites around Persia to the Persians (42 % of 300 games); at 0.65
# the neighbours reach for them too. Elsewhere 0.65 widened the spread (bench/results/personage-race-orient.txt).
SITE_CLAIM_KEPT = {("antike", 5): 0.65}
HOARD = 0.2  # share of its value that a resource unit keeps beyond what the nation can use soon
# A basic know-how opens the way to its advanced one, worth a scholar while nobody holds it yet.
OPENS_SCHOLAR = 0.15


@lru_cache(maxsize=None)
def distances(board_id):
    """{unit: {province: {province: borders}}}: fewest moves of a legion or galley between provinces."""
    board = load_board(board_id)
    return {unit: {source: board.distances([source], unit) for source in board.province_ids} for unit in UNITS}


@lru_cache(maxsize=None)
def within(board_id, unit, province, moves):
    """Provinces a unit in `province` can reach with at most `moves` moves (itself included)."""
    return tuple(p for p, d in distances(board_id)[unit][province].items() if d <= moves)


@lru_cache(maxsize=256)
def nearest_sites(board_id, occupied):
    """{unit: {province: (moves, site)}}: the nearest free city site of every province, per unit kind."""
    board = load_board(board_id)
    free = [p for p in board.province_ids if p not in occupied]
    result = {}
    for unit in UNITS:
        nearest = {p: (0, p) for p in free}
        frontier = list(free)
        while frontier:
            following = []
            for province in frontier:
                moves, site = nearest[province]
                for neighbour in board.neighbours(province, unit):
                    if neighbour not in nearest:
                        nearest[neighbour] = (moves + 1, site)
                        following.append(neighbour)
            frontier = following
        result[unit] = nearest
    return result


def attack_reach(state, nation):
    """{province: units of the nation that could take part in a conquest there next maneuver}.

    Taking part costs an action (R-MAN-2, E-8), so a unit counts where it gets with one action to
    spare; in Antike II units never tire (A2-MAN-3), so wherever it gets.
    """
    record = state.nations[nation]
    spare = int(state.edition.exhaustion)
    return _reach(state.options["board"], tuple(record["legions"].items()), tuple(record["galleys"].items()),
                  full_actions(state, nation, "legion") - spare, full_actions(state, nation, "galley") - spare)


@lru_cache(maxsize=4096)
def _reach(board_id, legions, galleys, legion_moves, galley_moves):
    # Cached on the units: within a maneuver most evaluations see the other nations' units unchanged.
    reach = {}
    for unit, groups, moves in (("legion", legions, legion_moves), ("galley", galleys, galley_moves)):
        for province, count in groups:
            for target in within(board_id, unit, province, moves):
                reach[target] = reach.get(target, 0) + count
    return reach


def evaluate(state):
    """{nation: value} of the position; a finished game is worth WIN to its winner."""
    if state.outcome:
        winner = state.outcome["winner"]
        return {n: WIN if n == winner else float(state.score(n)) for n in state.order}
    board = state.board
    owned = {n: [] for n in state.order}
    for province, owner in state.cities.items():
        owned[owner].append(province)
    temples = set(state.temples)
    known = set()
    for record in state.nations.values():
        known.update(record["know_hows"])
    nearest = nearest_sites(board.id, occupied(state))
    worth = WORTH
    values = {n: _own_value(state, n, owned[n], temples, known, nearest, worth) for n in state.order}
    for nation, threat in scholar_threats(state).items():
        values[nation] -= threat
    _add_conflicts(state, values, owned, temples, worth)
    return values


def relative(values, nation):
    """The nation's value against its rivals: its own minus the average of the best rival's and the rivals' mean.

    Weighing the best rival apart makes a bot also hold back whoever leads.
    """
    others = [v for n, v in values.items() if n != nation]
    if not others:
        return values[nation]
    return values[nation] - 0.5 * (max(others) + sum(others) / len(others))


def _progress(state, record, kind, held):
    step = THRESHOLDS[kind]
    if state.bank["personages"][kind] == 0:
        return 0.0
    # High-water marks (R-PERS-1): only holdings above the last threshold paid count as progress.
    return max(0, held - step * record["marks"][kind]) / step


def _own_value(state, nation, cities, temples, known, nearest, worth):
    record = state.nations[nation]
    board = state.board
    produced = {"marble": 0, "iron": 0, "gold": 0}
    temple_count = 0
    for province in cities:
        temple = province in temples
        temple_count += temple
        produced[board.resource(province)] += 3 if temple else 1
    know_hows = record["know_hows"]
    edition = state.edition
    bonus = edition.production_bonus(know_hows)  # R-PROD-1, A2-PROD-1
    for resource in RESOURCES:
        produced[resource] += bonus
    value = float(state.score(nation))
    value += _progress(state, record, "king", len(cities))
    value += _progress(state, record, "citizen", temple_count)
    value += _progress(state, record, "navigator", len(record["galleys"]))
    value += worth["city"] * len(cities) + worth["temple"] * temple_count
    value += _stock_value(edition, worth, record, len(cities), temple_count, state.bank["temples"])
    for know_how in know_hows:
        value += edition.know_how_worth[know_how]
    for advanced, basic in edition.prerequisite.items():
        if basic in know_hows and advanced not in known:
            value += OPENS_SCHOLAR
    all_know_hows = len(edition.know_hows)
    if edition.eight_know_hows_rewarded(state.options) and len(know_hows) < all_know_hows:
        value += 0.5 * (len(know_hows) / all_know_hows) ** 2  # on the way to R-KNOW-5's personage
    if nation == state.acting:
        value += _earned_this_turn(state, record)
    units = sum(record["legions"].values()) + sum(record["galleys"].values())
    value += worth["unit"] * units
    if len(cities) < state.limits["cities"]:
        value += site_claims(state, nation, record, nearest, worth)
    value += worth["next_turn"] * _next_turn(state, worth, record, len(cities), temple_count, produced, known)
    return value


def _earned_this_turn(state, record):
    """Personages the acting nation has earned in this turn but is paid only at its end (R-PERS-2, R-KNOW-5).

    Without them a new know-how would look like gold thrown away until the turn is over.
    """
    stacks = state.bank["personages"]
    earned = min(state.scratch.get("new_know_hows", 0), stacks["scholar"])
    generals = min(state.scratch.get("temples_destroyed", 0), stacks["general"])
    earned += generals * (2 if "military" in state.options["variants"] else 1)  # R-VAR-2
    edition = state.edition
    if (edition.eight_know_hows_rewarded(state.options) and not record["eight_rewarded"]
            and len(record["know_hows"]) == len(edition.know_hows) and any(stacks.values())):
        earned += 1
    return earned


def _stock_value(edition, worth, record, cities, temples, bank_temples):
    """Resources and coins, each worth full value up to what the nation can soon use, little beyond.

    Marble builds temples (5 each) on own cities without one, gold buys know-hows, iron arms units
    (the edition's price each), and a city needs one of each: a hoard beyond that earns nothing until
    it is spent.
    """
    useful = {
        "marble": 1 + 5 * min(cities - temples, bank_temples, 3),
        "gold": 1 + (11 if buyable(edition, record) else 0),
        "iron": 1 + edition.unit_price * min(cities, 5),
        "coin": 8,
    }
    value = 0.0
    for kind, wanted in useful.items():
        held = record["coins" if kind == "coin" else kind]
        value += worth[kind] * (min(held, wanted) + HOARD * max(0, held - wanted))
    return value


def site_claims(state, nation, record, nearest, worth):
    """The claims on free city sites: each site once, at the claim of the nation's unit nearest to it, which
    keeps SITE_CLAIM_KEPT of it per maneuver the unit needs to get there; half of it all if the nation
    cannot pay for a city (R-FOUND-1)."""
    claims = {}
    kept = SITE_CLAIM_KEPT.get((state.edition.game_id, len(state.order)), 0.5)
    for unit in UNITS:
        actions = full_actions(state, nation, unit)
        table = nearest[unit]
        for province in state.units(nation, unit):
            moves, site = table.get(province, (FAR, None))
            if site is None:
                continue
            claim = worth["site_claim"] * kept ** -(-moves // actions)
            if claim > claims.get(site, 0.0):
                claims[site] = claim
    total = sum(claims.values())
    short = sum(1 for r in RESOURCES if record[r] < 1)
    return total if short <= record["coins"] else total * 0.5  # R-FOUND-1: can it pay for a city?


@lru_cache(maxsize=None)
def free_fields(position):
    """Rondel fields reachable from `position` without paying (R-TURN-6); every field on the first turn."""
    return tuple(f for f in RONDEL_FIELDS if step_cost(position, f) == 0)


def _next_turn(state, worth, record, cities, temples, produced, known):
    """The gain of the best action the nation's rondel marker reaches for free next turn.

    In Antike II a production also gives a coin (A2-PROD-2), units cost the edition's price in iron
    (A2-ARM-1), and the Bellona card's holder gets a unit for free (A2-ARM-2).
    """
    coins = record["coins"]
    edition = state.edition
    best = 0.0
    for field in free_fields(record["rondel"]):
        if field in RESOURCES:
            gain = produced[field] * worth[field]
            if edition.production_coin:
                gain += worth["coin"]
        elif field == "temple":
            affordable = (record["marble"] + coins) // 5
            free = min(cities - temples, state.bank["temples"])
            gain = min(affordable, free) * (worth["temple_worth"] - 5 * worth["marble"])
        elif field == "know_how":
            gain = _best_know_how(edition, worth, record, record["gold"] + coins, known)
        elif field == "arming":
            price = edition.unit_price
            gain = min((record["iron"] + coins) // price, cities) * (worth["unit"] - price * worth["iron"]) + 0.05
            if edition.bellona:
                gain += bellona_unit(record, worth)
        else:
            gain = 0.1 * bool(record["legions"] or record["galleys"])
        best = max(best, gain)
    return best


def buyable(edition, record):
    """Know-hows the nation does not hold and may buy, its basic one held where needed (R-KNOW-1)."""
    held = record["know_hows"]
    prerequisite = edition.prerequisite
    return [k for k in edition.know_hows if k not in held and (k not in prerequisite or prerequisite[k] in held)]


def _best_know_how(edition, worth, record, gold, known):
    best = 0.0
    for know_how in buyable(edition, record):
        new = know_how not in known
        cost = edition.know_how_price(know_how, new)
        if cost <= gold:
            best = max(best, edition.know_how_worth[know_how] + new - cost * worth["gold"])
    return best


def _add_conflicts(state, values, owned, temples, worth):
    """Conquests each nation can make: a gain for the attacker, a loss for the defender.

    A conquest the acting nation can make in its current maneuver counts nearly in full; one that a
    nation's units can reach next maneuver counts in part. Falling short of a city's defence still
    earns the attacker a little, growing with the square of its units there, so that a maneuver
    gathers units one move at a time. Antike II's neutral temples are targets too, for a general and
    a loss to nobody (A2-NEU-4). Between two nations of which neither leads alone, a conquest counts
    in part while personages can still be earned peacefully (truce.py).
    """
    cities = state.cities
    # R-MAN-10: a destroyed temple earns a general (2 points in the Military variant, R-VAR-2).
    general = (2 if "military" in state.options["variants"] else 1) if state.bank["personages"]["general"] else 0
    neutral = neutral_temples(state)
    threatened = {}
    leader = max(state.order, key=state.score)  # the first in turn order on a tie
    counted, sole = truce(state)
    for attacker in state.order:
        reach = attack_reach(state, attacker)
        now = state.scratch.get("actions") if attacker == state.acting else None
        temple_gain = neutral_temple_gain(state, attacker, worth) if neutral else 0.0
        chances = []  # (value, units it takes if they suffice else 0, (province, owner, loss) it threatens)
        for province, count in reach.items():
            owner = cities.get(province)
            if owner is None:
                if temple_gain and province in neutral:
                    value, enough = _chance(state, worth, now, province, count, NEUTRAL_TEMPLE_STRENGTH, temple_gain)
                    chances.append((value, NEUTRAL_TEMPLE_STRENGTH if enough else 0, None))
                continue
            if owner == attacker or len(owned[owner]) <= 1:  # R-MAN-9: not a last city
                continue
            strength = defence_strength(state, province)
            temple = province in temples
            loss = worth["city_worth"] + worth["temple_worth"] * temple
            gain = loss + general * temple - strength * worth["unit"]
            if sole not in (attacker, owner):
                gain, loss = counted * gain, counted * loss
            value, enough = _chance(state, worth, now, province, count, strength, gain)
            chances.append((value, strength, (province, owner, loss)) if enough else (value, 0, None))
        if worth["bounded_attacks"]:
            chances = _one_army(chances)
        for value, _, threat in chances:
            values[attacker] += value
            if threat:
                city, owner, loss = threat
                share = worth["threat"] if attacker == leader else worth["trailing_threat"]
                if share > threatened.get(city, (owner, loss, 0.0))[2]:  # the most dangerous army counts
                    threatened[city] = (owner, loss, share)
    for owner, loss, share in threatened.values():
        values[owner] -= share * loss


def _one_army(chances):
    """Of the chances, the most valuable one that the attacker's units suffice for, and every one they
    fall short of.

    A conquest removes as many units as its target's strength and a maneuver comes once in a few
    turns, so an army that could take any one of several cities takes one of them: summing them all
    would make a maneuver that spends the army look like a loss, however much it earns, and its
    threats would hold every rival city hostage without ever being carried out.
    """
    best = max((chance for chance in chances if chance[1]), key=lambda chance: chance[0], default=None)
    return [chance for chance in chances if not chance[1] or chance is best]


def _chance(state, worth, now, province, count, strength, gain):
    """(The attacker's share of a conquest's gain counted now, whether its units suffice).

    `count` of its units reach the province next maneuver; `now`, the acting nation's units by
    actions left, tells what it can take in this maneuver: the units there that may still conquer
    (with an action left, R-MAN-6/7; all of them in Antike II, A2-MAN-3)."""
    share = worth["attack"]
    if now:
        first = 1 if state.edition.exhaustion else 0
        ready = sum(now["legion"].get(province, NO_UNITS)[first:]) + sum(now["galley"].get(province, NO_UNITS)[first:])
        if ready >= strength:
            count, share = ready, worth["attack_now"]
        elif ready and worth["arriving"]:
            # Units already there draw the next ones in, one move at a time, within the maneuver.
            share += worth["arriving"] * ready / strength
    if count >= strength:
        return share * gain, True
    return worth["gathering"] * (count / strength) ** 2 * gain, False


def refused_when_over(state):
    """A computer player asked to decide in a game that is over has no legal decision to choose from:
    it is refused (IllegalDecision, the game's own words for it) before it looks at anything."""
    if state.pending["step"] == "game_over":
        raise IllegalDecision("game_over")
