#!/usr/bin/env python3
"""Assemble the static site in dist/, and optionally serve it.

    python build.py                     build dist/
    python build.py serve [--port N]    build, then serve dist/ on 127.0.0.1

dist/ holds everything in web/ as is, the Pyodide runtime in dist/pyodide/ (with micropip, whose
lock entry is rewritten to the wheel shipped), the engine wheel in dist/wheels/, and dist/build.json
that tells the worker which wheel to install. Downloads are kept in .cache/, so a second build needs
no network. Standard library only; npm and pip are called as the ordinary registry clients.
"""
import argparse
import functools
import hashlib
import http.server
import json
import shutil
import subprocess
import sys
import tarfile
import tempfile
import tomllib
from pathlib import Path

PYODIDE_VERSION = "314.0.7"

ROOT = Path(__file__).resolve().parent
WEB = ROOT / "web"
DIST = ROOT / "dist"
CACHE = ROOT / ".cache"
# What the browser loads from the npm package; the CommonJS build, source maps, type declarations
# and demo consoles are left out.
RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
# Top-level folders left out of the temporary source tree the engine wheel is built from:
# build output, caches, and the parts of the repo that are not the Python package.
NOT_SOURCE = {".git", "dist", ".cache", "build", ".pytest_cache", "node_modules", ".venv", "web",
              "tests", "bench", "tools", "docs"}


def log(message):
    """Print one line of build progress."""
    print(f"build: {message}", flush=True)


def run(command):
    """Run a command quietly; on failure show its output and stop the build."""
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        sys.stderr.write(done.stdout + done.stderr)
        sys.exit(f"build: failed: {' '.join(map(str, command))}")


def sha256(path):
    """Hex sha256 of a file, as Pyodide's lock file records it."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def pyodide_tarball():
    """The cached npm tarball of Pyodide PYODIDE_VERSION, fetched with `npm pack` when missing."""
    target = CACHE / "npm" / f"pyodide-{PYODIDE_VERSION}.tgz"
    if not target.exists():
        log(f"downloading pyodide@{PYODIDE_VERSION} (npm pack)")
        target.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory() as tmp:
            # npm verifies the tarball against the registry's integrity hash.
            run(["npm", "pack", "--silent", f"pyodide@{PYODIDE_VERSION}", "--pack-destination", tmp])
            shutil.move(Path(tmp) / target.name, target)
    return target


def pypi_wheel(name, version, python):
    """The cached PyPI wheel of name==version for Pyodide's Python, fetched with pip when missing."""
    folder = CACHE / "pypi"
    pattern = f"{name.replace('-', '_')}-{version}-*.whl"
    found = sorted(folder.glob(pattern))
    if not found:
        log(f"downloading {name}=={version} (pip download)")
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory() as tmp:
            run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
                 "--python-version", python, "-d", tmp, f"{name}=={version}"])
            for wheel in Path(tmp).glob("*.whl"):
                shutil.move(wheel, folder / wheel.name)
        found = sorted(folder.glob(pattern))
    if len(found) != 1:
        sys.exit(f"build: expected one wheel {pattern} in {folder}, found {len(found)}")
    return found[0]


def lock_closure(packages, name):
    """`name` and every package it depends on in Pyodide's lock file, in load order."""
    order = []

    def visit(package):
        if package not in order:
            for dependency in packages[package]["depends"]:
                visit(dependency)
            order.append(package)

    visit(name)
    return order


def add_runtime(target):
    """Put the Pyodide runtime and micropip into `target`, with the lock file matching what ships.

    Pyodide's npm package holds no wheels and the wheels on PyPI are built apart from Pyodide's, so
    their sha256 differ from the lock file's: the entries are rewritten to the shipped files rather
    than switching Pyodide's integrity check off.
    """
    target.mkdir(parents=True)
    with tarfile.open(pyodide_tarball()) as tar:
        for name in RUNTIME_FILES:
            (target / name).write_bytes(tar.extractfile(f"package/{name}").read())
        lock = json.load(tar.extractfile("package/pyodide-lock.json"))
    python = ".".join(lock["info"]["python"].split(".")[:2])
    for name in lock_closure(lock["packages"], "micropip"):
        entry = lock["packages"][name]
        wheel = shutil.copy2(pypi_wheel(entry["name"], entry["version"], python), target)
        entry["file_name"] = Path(wheel).name
        entry["sha256"] = sha256(Path(wheel))
        log(f"runtime: pyodide {PYODIDE_VERSION} (Python {python}), {Path(wheel).name}")
    (target / "pyodide-lock.json").write_text(json.dumps(lock, indent=1) + "\n")


def build_requirements():
    """A folder of wheels satisfying pyproject's build requirements, so pip builds offline."""
    requires = tomllib.loads((ROOT / "pyproject.toml").read_text())["build-system"]["requires"]
    folder = CACHE / "build-requires"
    stamp = folder / "requires.json"
    if not stamp.exists() or json.loads(stamp.read_text()) != requires:
        log(f"downloading build requirements {' '.join(requires)} (pip download)")
        shutil.rmtree(folder, ignore_errors=True)
        run([sys.executable, "-m", "pip", "download", "--quiet", "--only-binary=:all:", "-d", folder,
             *requires])
        stamp.write_text(json.dumps(requires))
    return folder


def skip_in_source(folder, names):
    """copytree's ignore: NOT_SOURCE at the top, and byte code and egg-info anywhere."""
    top = NOT_SOURCE if Path(folder) == ROOT else set()
    return [n for n in names if n in top or n == "__pycache__" or n.endswith(".egg-info")]


def add_engine_wheel(target):
    """Build the engine wheel from the repo into `target`; returns its path.

    It is built from a fresh copy of the source because setuptools keeps a build/ folder in the
    tree, and a module deleted from the source would live on in the wheel from there.
    """
    requirements = build_requirements()
    target.mkdir(parents=True)
    with tempfile.TemporaryDirectory() as tmp:
        source = Path(tmp) / "source"
        shutil.copytree(ROOT, source, ignore=skip_in_source)
        run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-index",
             "--find-links", requirements, "-w", target, source])
    wheels = list(target.glob("*.whl"))
    if len(wheels) != 1:
        sys.exit(f"build: expected one engine wheel, found {len(wheels)}")
    log(f"engine: {wheels[0].name}")
    return wheels[0]


def build():
    """Assemble dist/ afresh.

    The new site is put together in .cache/ and swapped in at the end, so a server running on
    dist/ (the tests', or another build's) never serves it half built.
    """
    CACHE.mkdir(exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix="staging-", dir=CACHE))
    try:
        site = staging / "dist"
        shutil.copytree(WEB, site)
        log(f"web: copied {sum(1 for p in WEB.rglob('*') if p.is_file())} files from web/")
        add_runtime(site / "pyodide")
        wheel = add_engine_wheel(site / "wheels")
        info = {"pyodide": PYODIDE_VERSION, "engine_wheel": wheel.relative_to(site).as_posix()}
        (site / "build.json").write_text(json.dumps(info, indent=1) + "\n")
        if DIST.exists():
            DIST.rename(staging / "old")
        site.rename(DIST)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    log(f"done: {DIST}")


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with fixed MIME types (the system's mime.types may lack .wasm and .mjs)."""

    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".html": "text/html; charset=utf-8",
        ".js": "text/javascript; charset=utf-8",
        ".mjs": "text/javascript; charset=utf-8",
        ".json": "application/json",
        ".css": "text/css; charset=utf-8",
        ".svg": "image/svg+xml",
        ".wasm": "application/wasm",
        ".zip": "application/zip",
        ".whl": "application/zip",
    }
    quiet = False

    def end_headers(self):
        # Revalidate every time: a rebuilt wheel keeps its file name, and the browser's heuristic
        # caching from Last-Modified would otherwise hand out the old one.
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format, *args):
        if not self.quiet:
            super().log_message(format, *args)


def make_server(directory=DIST, port=0, quiet=False):
    """A ThreadingHTTPServer for `directory` on 127.0.0.1 (port 0: any free port)."""
    handler = type("Handler", (Handler,), {"quiet": quiet})
    return http.server.ThreadingHTTPServer(
        ("127.0.0.1", port), functools.partial(handler, directory=str(directory)))


def main():
    """Command line: build, or build and serve."""
    parser = argparse.ArgumentParser(description="Build the Antike site into dist/.")
    parser.add_argument("command", nargs="?", choices=["build", "serve"], default="build")
    parser.add_argument("--port", type=int, default=8000, help="port for serve (default 8000)")
    args = parser.parse_args()
    build()
    if args.command == "serve":
        server = make_server(port=args.port)
        print(f"Serving dist/ at http://127.0.0.1:{server.server_port}/ (Ctrl-C stops)", flush=True)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass
        finally:
            server.server_close()


if __name__ == "__main__":
    main()
