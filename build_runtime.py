"""The Pyodide runtime, for build.py: its files from npm, and micropip with its dependencies from
PyPI, which the build runs under Node (to install the engine and compile byte code) and the site
never ships. Standard library only; npm and pip are called as the ordinary registry clients, and
downloads are kept in .cache/.
"""
import json
import shutil
import sys
import tarfile
import tempfile
from pathlib import Path

from build_common import CACHE, log, npm_tarball, run, sha256

PYODIDE_VERSION = "314.0.7"
# What the browser loads from the npm package; the CommonJS build, source maps, type declarations
# and demo consoles are left out.
RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")


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
    """Put the Pyodide runtime and micropip into `target`, with the lock file matching its wheels.

    The runtime runs in Node at build time (micropip installs the engine, byte code is compiled);
    the site ships the runtime's files, never micropip. Pyodide's npm package holds no wheels and
    the wheels on PyPI are built apart from Pyodide's, so their sha256 differ from the lock file's:
    the entries are rewritten to the files here rather than switching Pyodide's integrity check off.
    """
    target.mkdir(parents=True)
    with tarfile.open(npm_tarball("pyodide", PYODIDE_VERSION)) as tar:
        for name in RUNTIME_FILES:
            (target / name).write_bytes(tar.extractfile(f"package/{name}").read())
        lock = json.load(tar.extractfile("package/pyodide-lock.json"))
    python = ".".join(lock["info"]["python"].split(".")[:2])
    for name in lock_closure(lock["packages"], "micropip"):
        entry = lock["packages"][name]
        wheel = Path(shutil.copy2(pypi_wheel(entry["name"], entry["version"], python), target))
        entry.update(file_name=wheel.name, sha256=sha256(wheel))
        log(f"runtime: pyodide {PYODIDE_VERSION} (Python {python}), {wheel.name} (at build time only)")
    (target / "pyodide-lock.json").write_text(json.dumps(lock, indent=1) + "\n")
