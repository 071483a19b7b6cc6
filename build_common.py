"""What the build's parts share: the cache of downloads and compiled files (.cache/), the build's
progress lines, running a command or one of build_scripts/ under Node, and npm tarballs fetched with
npm, the ordinary registry client. Standard library only.
"""
import hashlib
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent
CACHE = ROOT / ".cache"
# The scripts the build runs in Pyodide under Node (the .mjs files, which get the .py ones on stdin).
SCRIPTS = ROOT / "build_scripts"


def log(message):
    """Print one line of build progress."""
    print(f"build: {message}", flush=True)


def run(command):
    """Run a command quietly; on failure show its output and stop the build."""
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        sys.stderr.write(done.stdout + done.stderr)
        sys.exit(f"build: failed: {' '.join(map(str, command))}")


def run_node(script, *arguments, python=None):
    """Run build_scripts/`script` under Node with `arguments`, the text of build_scripts/`python`
    (if given) on its stdin; the finished process, its output captured as text."""
    stdin = (SCRIPTS / python).read_text() if python else None
    return subprocess.run(["node", SCRIPTS / script, *map(str, arguments)], input=stdin, capture_output=True,
                          text=True)


def sha256(path):
    """Hex sha256 of a file, as Pyodide's lock file records it."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def npm_tarball(name, version):
    """The cached npm tarball of name@version, fetched with `npm pack` when missing."""
    target = CACHE / "npm" / f"{name}-{version}.tgz"
    if not target.exists():
        log(f"downloading {name}@{version} (npm pack)")
        target.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory() as tmp:
            # npm verifies the tarball against the registry's integrity hash.
            run(["npm", "pack", "--silent", f"{name}@{version}", "--pack-destination", tmp])
            shutil.move(Path(tmp) / target.name, target)
    return target
