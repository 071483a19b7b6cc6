"""The lock file the page loads the engine from, for build.py: micropip.freeze()'s, written after
micropip installed the engine wheel in the build's Pyodide (build_scripts/freeze.mjs, under Node).
Standard library only.
"""
import json
import sys

from build_common import run_node, sha256

ENGINE_LOCK = "pyodide-lock.json"


def write_engine_lock(runtime, wheel, site):
    """Write site/pyodide-lock.json: micropip.freeze()'s lock after installing the engine wheel, with
    only what the page loads (the engine) and its file named as the site ships it; returns the lock.

    The page loads the engine from this lock while the interpreter starts, hash-checked, without
    micropip. The sha256 micropip recorded must be the shipped wheel's.
    """
    done = run_node("freeze.mjs", runtime, wheel)
    if done.returncode != 0:
        sys.exit(f"build: installing the engine with micropip failed:\n{done.stdout}{done.stderr}")
    frozen = json.loads(done.stdout)
    entry = frozen["packages"]["antike"]
    if entry["sha256"] != sha256(wheel):
        sys.exit(f"build: micropip recorded sha256 {entry['sha256']} for the engine, the wheel has {sha256(wheel)}")
    entry["file_name"] = wheel.relative_to(site).as_posix()  # relative to the lock file's folder
    lock = {"info": frozen["info"], "packages": {"antike": entry}}
    (site / ENGINE_LOCK).write_text(json.dumps(lock, indent=1) + "\n")
    return lock
