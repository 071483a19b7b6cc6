"""The scholar race, valued for the computer players (evaluate.py).

Between medium players a game is won in the race for the know-hows nobody holds yet: the first
nation to buy one earns a scholar (R-KNOW-3, A2-KNOW-3), and the winner takes more than half of the
eight scholars (bench/results/personage-race-orient.txt). Counted only as gold in hand, the leader's
coming scholars looked like no danger to its rivals, who armed instead while the leader bought one
scholar after another. So each nation counts as lost, in part, every new know-how its leading rival
could buy now: a rival that buys one first earns its scholar and keeps it from the leader, the more
so the nearer the leader is to buying it.
"""

SCHOLAR = "scholar"
# Personages a nation counts lost per new know-how its leading rival could buy now, per game. Measured
# on Antike's Orient board only; elsewhere the computer players judge as before until measured.
THREAT = {"antike": 0.5}


def affordable_new(state, nation, new):
    """How many of the `new` know-hows (nobody holds them) the nation could buy now with its gold and
    coins, cheapest first (R-KNOW-1/2): an advanced one with its basic one if that is not held yet."""
    edition = state.edition
    record = state.nations[nation]
    held = set(record["know_hows"])
    prices = []
    for know_how in new:
        price = edition.know_how_price(know_how, True)
        basic = edition.prerequisite.get(know_how)
        if basic and basic not in held:
            price += edition.know_how_price(basic, basic in new)
        prices.append(price)
    means = record["gold"] + record["coins"]
    count = 0
    for price in sorted(prices):
        if price > means:
            break
        means -= price
        count += 1
    return min(count, state.bank["personages"][SCHOLAR])


def scholar_threats(state):
    """{nation: personages it counts lost to the new know-hows its leading rival could buy now}.

    The leading rival is the one with the most personages (the most affordable know-hows on a tie).
    """
    weight = THREAT.get(state.edition.game_id, 0.0)
    known = set()
    for record in state.nations.values():
        known.update(record["know_hows"])
    new = [know_how for know_how in state.edition.know_hows if know_how not in known]
    if not weight or not new:
        return {nation: 0.0 for nation in state.order}
    standing = {nation: (state.score(nation), affordable_new(state, nation, new)) for nation in state.order}
    threats = {}
    for nation in state.order:
        leader = max((rival for rival in state.order if rival != nation), key=standing.__getitem__)
        threats[nation] = weight * standing[leader][1]
    return threats
