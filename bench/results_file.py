"""The bots' benches' result files: one JSON line a finished game, appended as the game ends.

A long measurement may so span several sittings: `--resume` plays only the games the file does not
hold, and `--report` only reads it. Every line names the run's seed and hard's iteration budget; a
file of another seed or budget is refused rather than mixed in. Used by bench/attika.py and
bench/duellum.py, which key their games their own way (player count or board, run, game).
"""

import json
import os
import sys
import time
from pathlib import Path


def add_file_options(parser, default_results):
    """--seed, --results (default `default_results`), --resume and --report, as every such bench has them."""
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--results", type=Path, default=default_results)
    parser.add_argument("--resume", action="store_true", help="keep the games already in the results file")
    parser.add_argument("--report", action="store_true", help="only print the figures of the results file")


def read_results(path, seed, iterations, key_of, check=None):
    """{key_of(line): line} of the games in `path` (none if it does not exist); refuses a file of another
    seed or budget, and a line for which check(line) names a problem."""
    done = {}
    if path.exists():
        for number, text in enumerate(path.read_text().splitlines(), start=1):
            line = json.loads(text)
            if line["seed"] != seed or line["hard_iterations"] != iterations:
                raise SystemExit(f"{path}, line {number}: a game of another run; choose another --results file")
            problem = check(line) if check else None
            if problem:
                raise SystemExit(f"{path}, line {number}: {problem}")
            done[key_of(line)] = line
    return done


def forget(path, drop):
    """Remove the lines for which drop(line) holds from `path`, and the file once none is left."""
    if not path.exists():
        return
    kept = [text for text in path.read_text().splitlines() if not drop(json.loads(text))]
    if not kept:
        path.unlink()
        return
    # Written aside and renamed, so that a stop half-way leaves the old file whole.
    fresh = path.with_name(path.name + ".tmp")
    fresh.write_text("".join(text + "\n" for text in kept))
    os.replace(fresh, path)


def interleave(counts):
    """(run, game) in the order played, counts being {run: games}: game n of every run before game n + 1,
    so that a measurement stopped early (a shared machine) has comparable figures for each run."""
    return [(run, number) for number in range(max(counts.values(), default=0)) for run in counts
            if number < counts[run]]


def play_missing(path, jobs, done, head, play, describe):
    """Play each of `jobs` that `done` lacks, in order, appending its line to `path` as the game ends.

    A job's line is head(job), the game's "seconds" and play(job)'s result less its "turn_seconds"
    (too long to keep a game); it goes into `done` under the job, and describe(line) to standard error.
    """
    with open(path, "a") as results:
        for job in jobs:
            if job in done:
                continue
            began = time.perf_counter()
            result = play(job)
            del result["turn_seconds"]
            line = {**head(job), "seconds": round(time.perf_counter() - began, 2), **result}
            done[job] = line
            results.write(json.dumps(line) + "\n")
            results.flush()
            print(describe(line), file=sys.stderr, flush=True)


def print_closing(started, figures):
    """The sitting's wall time since `started` (time.perf_counter), then `figures` as one JSON line."""
    print(f"{time.perf_counter() - started:.0f} s of wall time in this sitting")
    print(json.dumps(figures))
