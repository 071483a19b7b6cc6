"""Is a board fair? Games of medium computer players on one board and nation count (issue 25).

Every nation is played by the same strength (medium by default); game g is seeded from the run's seed
and g, and so are its bots, so a game is the same wherever and whenever it is played. Games run in
parallel processes (one per core by default). Each finished game is one JSON line in the results
file, written as it ends, so a long measurement may span several sittings: `--resume` plays only the
games the file does not hold yet. Prints a progress line per game (standard error), then each
nation's share of all games with its 95 % Wilson interval, the mean rounds, how the games ended (the
goal, R-GOAL-1/3; a temple destroyed once all personages are out, R-GOAL-4; the decision cap, no one's
win), the chi-square test of the win counts against equal shares (a board is unbalanced at a count
when it rejects at the 5 % level), the spread of the shares, the time taken, and one JSON line.

    python bench/balance.py --board occident_v4 --nations 5 --games 300 [--resume] [--processes N]
"""
import argparse
import json
import math
import os
import sys
import time
from multiprocessing import Pool
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py_engine"))
from antike.games.antike_common.bots import STRENGTHS, make_bot  # noqa: E402
from antike.core.tournament import wilson  # noqa: E402
from antike.games.antike_common.bots.tournament import DECISION_CAP  # noqa: E402
from antike.games.antike.game import new_game  # noqa: E402
from antike.games.antike_common.decisions import apply  # noqa: E402

RESULTS = ROOT / "bench" / "results"
ENDINGS = {"goal": "goal", "temple_after_all_personages": "R-GOAL-4"}


def play(job):
    """One game: {"game", "seed", "winner" (a nation or None), "ending" (goal, R-GOAL-4 or cap),
    "rounds", "decisions", "seconds"}."""
    board, nations, strength, seed, number, cap = job
    started = time.perf_counter()
    game_seed = seed * 100_003 + number
    state = new_game({"board": board, "nations": nations, "seed": game_seed})
    bots = {nation: make_bot(strength, game_seed * 10 + seat) for seat, nation in enumerate(state.order)}
    decisions = 0
    while state.outcome is None and decisions < cap:
        state = apply(state, bots[state.pending["nation"]].choose(state))
        decisions += 1
    outcome = state.outcome
    return {"game": number, "seed": game_seed, "winner": outcome["winner"] if outcome else None,
            "ending": ENDINGS[outcome["reason"]["why"]] if outcome else "cap", "rounds": state.round,
            "decisions": decisions, "seconds": round(time.perf_counter() - started, 2)}


def chi_square_p(statistic, freedom):
    """P(X >= statistic) for X chi-square distributed with `freedom` degrees: the regularized upper
    incomplete gamma Q(freedom / 2, statistic / 2), by its series or its continued fraction."""
    a, x = freedom / 2, statistic / 2
    if x <= 0:
        return 1.0
    log_front = a * math.log(x) - x - math.lgamma(a)
    if x < a + 1:  # the series of the lower function P converges fast here
        term = total = 1 / a
        n = a
        while abs(term) > abs(total) * 1e-15:
            n += 1
            term *= x / n
            total += term
        return max(0.0, 1 - total * math.exp(log_front))
    # Lentz's continued fraction for Q itself.
    tiny = 1e-300
    b, c, d = x + 1 - a, 1 / tiny, 1 / (x + 1 - a)
    fraction = d
    for i in range(1, 1000):
        an = -i * (i - a)
        b += 2
        d = an * d + b
        d = tiny if abs(d) < tiny else d
        c = b + an / c
        c = tiny if abs(c) < tiny else c
        d = 1 / d
        step = d * c
        fraction *= step
        if abs(step - 1) < 1e-15:
            break
    return math.exp(log_front) * fraction


def summarize(lines, nations_in_order):
    """The figures of a run from its games' lines (see the head of this file)."""
    games = len(lines)
    wins = {nation: sum(1 for line in lines if line["winner"] == nation) for nation in nations_in_order}
    decided = sum(wins.values())
    expected = decided / len(wins) if wins else 0
    statistic = sum((count - expected) ** 2 / expected for count in wins.values()) if expected else 0.0
    p_value = chi_square_p(statistic, len(wins) - 1) if expected else 1.0
    shares = {nation: round(count / games, 3) if games else 0.0 for nation, count in wins.items()}
    endings = {ending: sum(1 for line in lines if line["ending"] == ending) for ending in ("goal", "R-GOAL-4", "cap")}
    return {
        "games": games, "wins": wins, "shares": shares,
        "ci95": {nation: wilson(count, games) for nation, count in wins.items()},
        "spread": round(max(shares.values()) - min(shares.values()), 3) if games else 0.0,
        "mean_rounds": round(sum(line["rounds"] for line in lines) / games, 1) if games else 0.0,
        "endings": {ending: round(count / games, 3) if games else 0.0 for ending, count in endings.items()},
        "chi_square": round(statistic, 2), "p_value": round(p_value, 4), "unbalanced": p_value < 0.05,
        "seconds": round(sum(line["seconds"] for line in lines), 1),
    }


def read_results(path, run):
    """The games already in `path` for this run (board, nations, strength, seed); refuses a file of another run."""
    if not path.exists():
        return {}
    done = {}
    for number, text in enumerate(path.read_text().splitlines(), start=1):
        line = json.loads(text)
        if {key: line[key] for key in run} != run:
            raise SystemExit(f"{path}, line {number}: a game of another run ({line}); choose another --results file")
        done[line["game"]] = line
    return done


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--board", default="orient")
    parser.add_argument("--nations", type=int, default=3, choices=range(3, 7))
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--strength", default="medium", choices=STRENGTHS)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cap", type=int, default=DECISION_CAP, help="decisions after which a game has no winner")
    parser.add_argument("--processes", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--results", type=Path, help="the games file (default bench/results/balance-<board>-<n>.jsonl)")
    parser.add_argument("--resume", action="store_true", help="keep the games already in the results file")
    args = parser.parse_args()
    run = {"board": args.board, "nations": args.nations, "strength": args.strength, "run_seed": args.seed}
    path = args.results or RESULTS / f"balance-{args.board}-{args.nations}.jsonl"
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.exists() and not args.resume:
        # A measurement may be hours of play: never thrown away by a command run without --resume.
        raise SystemExit(f"{path} holds games already: --resume to go on with them, or another --results file")
    done = read_results(path, run)
    jobs = [(args.board, args.nations, args.strength, args.seed, number, args.cap)
            for number in range(args.games) if number not in done]
    started = time.perf_counter()
    with open(path, "a") as results, Pool(args.processes) as pool:
        for line in pool.imap_unordered(play, jobs):
            line.update(run)
            done[line["game"]] = line
            results.write(json.dumps(line) + "\n")
            results.flush()
            print(f"game {line['game']}: {line['winner'] or 'no winner'} ({line['ending']}, round {line['rounds']}, "
                  f"{line['seconds']} s); {len(done)}/{args.games} done", file=sys.stderr, flush=True)
    order = new_game({"board": args.board, "nations": args.nations, "seed": args.seed}).order
    lines = [done[number] for number in sorted(done) if number < args.games]
    summary = summarize(lines, sorted(order))
    summary.update(run, wall_seconds=round(time.perf_counter() - started, 1), processes=args.processes)
    for nation in sorted(order):
        low, high = summary["ci95"][nation]
        print(f"{nation:16} {summary['shares'][nation]:6.1%}  [{low:.1%}, {high:.1%}]  ({summary['wins'][nation]} wins)")
    print(f"{summary['games']} games on {args.board}, {args.nations} nations: mean {summary['mean_rounds']} rounds; "
          f"endings {summary['endings']}; spread {summary['spread']:.1%}; chi-square {summary['chi_square']} "
          f"(p = {summary['p_value']}): {'unbalanced' if summary['unbalanced'] else 'no imbalance shown'}; "
          f"{summary['seconds']} s of games in {summary['wall_seconds']} s")
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
