#!/usr/bin/env python3
"""The project's test command: install what the tests need, build the site, run every test.

    python run_tests.py [pytest arguments]

Installs requirements-test.txt and the engine (pip install -e .), installs Debian's chromium with
apt-get when /usr/bin/chromium is missing, builds dist/ (python build.py), then runs
`python -m pytest -q -n 2 --dist loadgroup tests` and exits with pytest's code; a run that collects no
test fails. Two processes share the suite (tests/conftest.py says how): each test file whole in one of
them, the longest first; the end-to-end tests use the dist/ built here.
"""
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
CHROMIUM = Path("/usr/bin/chromium")
PYTEST_NO_TESTS = 5
# Set for pytest when dist/ has just been built from this tree.
DIST_BUILT = "ANTIKE_DIST_BUILT"


def say(message):
    """Print one line of progress."""
    print(f"run_tests: {message}", flush=True)


def run(*command):
    """Run a command from the repo root; returns its exit code."""
    return subprocess.run(command, cwd=ROOT).returncode


def require(*command):
    """Run a command from the repo root; stop with its exit code if it fails."""
    code = run(*command)
    if code != 0:
        say(f"failed ({code}): {' '.join(command)}")
        sys.exit(code)


def ensure_chromium():
    """Install Debian's chromium when it is missing; the end-to-end tests drive it."""
    if CHROMIUM.exists():
        return
    say("/usr/bin/chromium is missing: apt-get install -y chromium")
    # No prompt may wait for an answer: CI runs without standard input.
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    installed = all(subprocess.run(command, cwd=ROOT, env=env).returncode == 0 for command in (
        ["apt-get", "update"], ["apt-get", "install", "-y", "chromium"]))
    if not installed or not CHROMIUM.exists():
        say("could not install Debian's chromium, which the end-to-end tests need.\n"
            "  As root run: apt-get update && apt-get install -y chromium\n"
            "  then run python run_tests.py again.")
        sys.exit(1)


def main():
    """Prepare everything, run pytest, exit with its code."""
    say("installing test requirements and the engine")
    require(sys.executable, "-m", "pip", "install", "-q", "-r", "requirements-test.txt")
    require(sys.executable, "-m", "pip", "install", "-q", "-e", ".")
    ensure_chromium()
    say("building the site")
    require(sys.executable, "build.py")
    say("running the tests")
    # The end-to-end tests' fixture need not build dist/ again (tests/e2e/conftest.py).
    os.environ[DIST_BUILT] = "1"
    code = run(sys.executable, "-m", "pytest", "-q", "-n", "2", "--dist", "loadgroup", "tests", *sys.argv[1:])
    if code == PYTEST_NO_TESTS:
        say("pytest collected no test: that is a failure")
        sys.exit(1)
    sys.exit(code)


if __name__ == "__main__":
    main()
