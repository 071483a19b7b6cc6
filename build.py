#!/usr/bin/env python3
"""Assemble the static site in dist/, and optionally serve it.

    python build.py                     build dist/
    python build.py serve [--port N]    build, then serve dist/ on 127.0.0.1

dist/ holds everything in web/ but web/bench/ (pages only the benchmarks and tests open, served
beside dist/ by make_server(bench=True)), the page's modules and style sheets bundled by esbuild
(build_bundle.py's), the Pyodide runtime in dist/pyodide/, the engine wheel in dist/wheels/, and
dist/pyodide-lock.json: at build time micropip (run in Pyodide under Node) installs the engine
wheel and micropip.freeze() writes the lock file that lists it with its sha256; the page's worker
fetches the wheel that lock names while the interpreter starts, checks its sha256 and imports the
engine from it, without micropip. Also dist/games.json (the family's games with their options
schemas and words, so the new-game screen needs no engine), the licences of the JavaScript
libraries bundled into the page in dist/vendor/ (build_vendor.py's), and dist/sw.js: the service
worker with the list of every file of this build and their sha256 in front, so each build is a new
service worker version that precaches the whole site for offline play. The engine wheel and the
standard library modules that boot imports (in python_stdlib.zip) are byte code that Pyodide (run
by Node) compiled in place of their sources, so the browser does not compile them at every start
(the runtime is build_runtime.py's, the byte code build_bytecode.py's, the lock file build_lock.py's;
what they run under Node is in build_scripts/). Downloads and compiled wheels are kept in .cache/,
so a second build needs no network. Standard library only; npm and pip are called as the ordinary
registry clients.
"""
import argparse
import functools
import hashlib
import http.server
import json
import shutil
import subprocess
import sys
import tempfile
import tomllib
import zipfile
from pathlib import Path

from build_bundle import bundle_site
from build_bytecode import add_bytecode, add_stdlib_bytecode
from build_common import CACHE, log, run, sha256
from build_lock import ENGINE_LOCK, write_engine_lock
from build_runtime import RUNTIME_FILES, add_runtime
from build_vendor import add_vendor

ROOT = Path(__file__).resolve().parent
WEB = ROOT / "web"
DIST = ROOT / "dist"
# Pages that only the benchmarks and tests open: served from web/ beside dist/, never shipped.
BENCH = "bench"
# Top-level folders left out of the temporary source tree the engine wheel is built from:
# build output, caches, and the parts of the repo that are not the Python package.
NOT_SOURCE = {".git", "dist", ".cache", "build", ".pytest_cache", "node_modules", ".venv", "web",
              "tests", "bench", "tools", "docs"}
# The service worker script: the one file of the site it does not precache (the browser keeps the
# script itself and compares it byte for byte to find a new build).
SERVICE_WORKER = "sw.js"
# Asks the bridge, in a Python that sees only the standard library and the engine at sys.argv[1],
# for what the new-game screen shows; prints the bridge's `games` reply: {"games": [...]}, the
# family's games with their options schemas and words.
GAMES_SCRIPT = """
import json, sys
sys.path.insert(0, sys.argv[1])
from antike.core.bridge import handle

def ask(request):
    reply = json.loads(handle(json.dumps(request)))
    if not reply["ok"]:
        sys.exit(f"bridge: {request}: {reply['error']}")
    return reply

print(json.dumps({"games": ask({"command": "games"})["games"]}))
"""


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


def games_data(engine):
    """The bridge's reply to `games` from the engine at `engine`.

    `engine` is the engine wheel as pip built it, before build_bytecode.add_bytecode (unpacked first,
    as the page's package loader installs it) or a source folder; it is imported in a fresh Python
    without site-packages, so the data is what the page's engine would answer, not the editable
    install's.
    """
    with tempfile.TemporaryDirectory() as unpacked:
        if Path(engine).is_file():
            with zipfile.ZipFile(engine) as wheel:
                wheel.extractall(unpacked)
            engine = unpacked
        done = subprocess.run([sys.executable, "-I", "-S", "-c", GAMES_SCRIPT, str(engine)],
                              capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"build: reading the games from {engine} failed:\n{done.stdout}{done.stderr}")
    return json.loads(done.stdout)


def precache_list(site):
    """{"version", "files": [{"url", "sha256", "bytes"}]}: every file of `site` but the service worker.

    The version is a hash over the files' names and contents, so it changes exactly when the site does.
    """
    files = [{"url": path.relative_to(site).as_posix(), "sha256": sha256(path), "bytes": path.stat().st_size}
             for path in sorted(site.rglob("*")) if path.is_file()]
    files = [entry for entry in files if entry["url"] != SERVICE_WORKER]
    listing = "".join(f"{entry['url']} {entry['sha256']}\n" for entry in files)
    return {"version": hashlib.sha256(listing.encode()).hexdigest()[:16], "files": files}


def add_service_worker(site):
    """Write site/sw.js: web/sw.js with this build's precache list in front; returns the list."""
    precache = precache_list(site)
    source = (WEB / SERVICE_WORKER).read_text()
    (site / SERVICE_WORKER).write_text(
        f"// Written by build.py: the files of build {precache['version']}.\n"
        f"const PRECACHE = {json.dumps(precache, indent=1)};\n\n{source}")
    return precache


def build():
    """Assemble dist/ afresh.

    The new site is put together in .cache/ and swapped in at the end, so a server running on
    dist/ (the tests', or another build's) never serves it half built.
    """
    CACHE.mkdir(exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix="staging-", dir=CACHE))
    try:
        site = staging / "dist"
        shutil.copytree(WEB, site, ignore=lambda folder, names: [BENCH] if Path(folder) == WEB else [])
        log(f"web: copied {sum(1 for p in site.rglob('*') if p.is_file())} files from web/ (not web/{BENCH}/)")
        add_vendor(site)
        bundle_site(site)
        wheel = add_engine_wheel(site / "wheels")
        # Read before the wheel's sources become Pyodide's byte code, which this Python cannot run.
        games = games_data(wheel)
        # micropip installs the engine here, at build time; the site ships the runtime without it.
        runtime = staging / "build-runtime"
        add_runtime(runtime)
        add_bytecode(runtime, [wheel])
        write_engine_lock(runtime, wheel, site)
        log(f"engine: {ENGINE_LOCK} lists {wheel.name} with its sha256")
        compiled = add_stdlib_bytecode(runtime, site / ENGINE_LOCK, wheel)
        log(f"runtime: python_stdlib.zip with byte code for the {compiled} modules boot imports")
        (site / "pyodide").mkdir()
        for name in RUNTIME_FILES:
            shutil.copy2(runtime / name, site / "pyodide" / name)
        (site / "games.json").write_text(json.dumps(games) + "\n")
        precache = add_service_worker(site)
        log(f"service worker: build {precache['version']}, {len(precache['files'])} files, "
            f"{sum(entry['bytes'] for entry in precache['files']) / 1e6:.1f} MB")
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
        ".webmanifest": "application/manifest+json",
        ".png": "image/png",
    }
    quiet = False
    bench = False  # whether /bench/ serves web/bench/: the benchmarks' and tests' pages

    def translate_path(self, path):
        if self.bench and path.startswith(f"/{BENCH}/"):
            # web/bench/NAME is web/ + the request's path: served from web/ for that one request.
            served, self.directory = self.directory, str(WEB)
            try:
                return super().translate_path(path)
            finally:
                self.directory = served
        return super().translate_path(path)

    def end_headers(self):
        # Revalidate every time: a rebuilt wheel keeps its file name, and the browser's heuristic
        # caching from Last-Modified would otherwise hand out the old one.
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format, *args):
        if not self.quiet:
            super().log_message(format, *args)


class Server(http.server.ThreadingHTTPServer):
    """Serves the site. A client that hangs up before its response is sent (a tab closed, or a
    benchmark's browser context closed while the service worker still precaches) is no error of
    the server: no traceback for it. Any other error is reported as usual."""

    def handle_error(self, request, client_address):
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def make_server(directory=DIST, port=0, quiet=False, bench=False):
    """A Server for `directory` on 127.0.0.1 (port 0: any free port); with `bench`, it also serves
    web/bench/ at /bench/ (pages that the benchmarks and tests open, not shipped)."""
    handler = type("Handler", (Handler,), {"quiet": quiet, "bench": bench})
    return Server(("127.0.0.1", port), functools.partial(handler, directory=str(directory)))


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
