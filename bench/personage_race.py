"""Why a nation wins: who takes which personages, and when, in bots' self-play on one board (issue 47).

Plays games as bench/balance.py does (game g seeded from the run's seed and g, every nation the same
strength) and records per nation the personages it earns (kind and round, from the engine's events),
the rounds in which it founds cities, the cities it conquers and loses, and the rondel fields it
chooses. Prints per nation its wins, its mean personages after given rounds, its personages by kind,
its mean cities founded, conquests and losses, and its rondel fields per game, then the personages by
kind of a game's winner against those of the other nations; `--games-file` also keeps one JSON line
per game, and `--report` only prints the figures of such a file.

    python bench/personage_race.py --board orient --nations 3 --games 20 [--seed 7] [--games-file F]
    python bench/personage_race.py --board orient --nations 3 --games-file F --report
"""
import argparse
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py_engine"))
from antike.games.antike.game import new_game  # noqa: E402
from antike.games.antike_common.bots import STRENGTHS, make_bot  # noqa: E402
from antike.games.antike_common.bots.tournament import DECISION_CAP  # noqa: E402
from antike.games.antike_common.decisions import apply  # noqa: E402

CHECKPOINTS = (10, 20, 30, 40, 50, 60)


def play(board, nations, strength, seed, number):
    """One game: {"game", "winner", "rounds", "nations": {nation: {"earned": [[kind, round]], "founded":
    [round], "conquered", "lost", "fields": {field: times}}}}."""
    game_seed = seed * 100_003 + number  # as bench/balance.py seeds its games
    state = new_game({"board": board, "nations": nations, "seed": game_seed})
    bots = {nation: make_bot(strength, game_seed * 10 + seat) for seat, nation in enumerate(state.order)}
    record = {nation: {"earned": [], "founded": [], "conquered": 0, "lost": 0, "fields": Counter()}
              for nation in state.order}
    decisions = 0
    while state.outcome is None and decisions < DECISION_CAP:
        nation = state.pending["nation"]
        decision = bots[nation].choose(state)
        if decision["type"] == "rondel":
            record[nation]["fields"][decision["field"]] += 1
        before = state.cities
        state = apply(state, decision)
        decisions += 1
        for event in state.events:
            if event.get("event") == "earn":
                record[event["nation"]]["earned"].append([event["kind"], state.round])
        if state.cities != before:
            for province, owner in state.cities.items():
                if province not in before:
                    record[owner]["founded"].append(state.round)
                elif before[province] != owner:
                    record[owner]["conquered"] += 1
                    record[before[province]]["lost"] += 1
    return {"game": number, "winner": state.outcome["winner"] if state.outcome else None, "rounds": state.round,
            "nations": record}


def report(games, order):
    """Print each nation's figures over the games."""
    count = len(games)
    wins = Counter(game["winner"] for game in games)
    print(f"{count} games, mean {sum(g['rounds'] for g in games) / count:.1f} rounds")
    print("personages after round " + " ".join(f"{r:>5}" for r in CHECKPOINTS))
    for nation in order:
        held = [sum(1 for game in games for _, earned in game["nations"][nation]["earned"] if earned <= checkpoint)
                / count for checkpoint in CHECKPOINTS]
        print(f"{nation:16} wins {wins[nation]:3}  " + " ".join(f"{value:5.2f}" for value in held))
    for nation in order:
        kinds = Counter(kind for game in games for kind, _ in game["nations"][nation]["earned"])
        fields = Counter()
        for game in games:
            fields.update(game["nations"][nation]["fields"])
        figures = {key: round(sum(game["nations"][nation][key] if key != "founded" else
                                  len(game["nations"][nation][key]) for game in games) / count, 2)
                   for key in ("founded", "conquered", "lost")}
        print(f"{nation:16} per game: " + ", ".join(f"{kind} {n / count:.2f}" for kind, n in sorted(kinds.items()))
              + f"; {figures}; fields " + ", ".join(f"{f} {n / count:.1f}" for f, n in fields.most_common()))


def winners_and_others(games):
    """Print the mean personages by kind of a game's winner and of each other nation."""
    for label, wanted in (("winner", True), ("others", False)):
        nations = [record for game in games for nation, record in game["nations"].items()
                   if (nation == game["winner"]) == wanted]
        kinds = Counter(kind for record in nations for kind, _ in record["earned"])
        print(f"{label:16} per nation and game: "
              + ", ".join(f"{kind} {n / max(1, len(nations)):.2f}" for kind, n in sorted(kinds.items())))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--board", default="orient")
    parser.add_argument("--nations", type=int, default=3, choices=range(3, 7))
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--strength", default="medium", choices=STRENGTHS)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games-file", type=Path, help="also write one JSON line per game here")
    parser.add_argument("--report", action="store_true", help="only print the figures of --games-file")
    args = parser.parse_args()
    order = new_game({"board": args.board, "nations": args.nations, "seed": args.seed}).order
    if args.report:
        games = [json.loads(line) for line in args.games_file.read_text().splitlines()]
        report(games, order)
        winners_and_others(games)
        return
    games = []
    for number in range(args.games):
        game = play(args.board, args.nations, args.strength, args.seed, number)
        games.append(game)
        print(f"game {number}: {game['winner']} in round {game['rounds']}", file=sys.stderr, flush=True)
        if args.games_file:
            with open(args.games_file, "a") as out:
                out.write(json.dumps(game) + "\n")
    report(games, order)
    winners_and_others(games)


if __name__ == "__main__":
    main()
