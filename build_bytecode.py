"""Byte code compiled by the build's Pyodide (under Node), for build.py: in place of the sources of
the engine wheel (build_scripts/wheel_bytecode.*) and of the standard library modules the worker's
boot imports (build_scripts/stdlib_bytecode.*), so the browser does not compile them at every start.
Compiled files are kept in .cache/bytecode/. Standard library only.
"""
import hashlib
import os
import shutil
import sys
import zipfile
from pathlib import Path

from build_common import CACHE, SCRIPTS, run_node, sha256
from build_runtime import PYODIDE_VERSION

# Where the page's worker writes the engine wheel in Pyodide's file system and puts it on sys.path
# (web/js/worker.js's ENGINE_FOLDER): zipimport imports the engine from the wheel as it is. The byte
# code names its source files under it, so tracebacks name the modules as the browser imported them.
ENGINE_FOLDER = "/engine"
WHEEL_SCRIPTS = ("wheel_bytecode.mjs", "wheel_bytecode.py")
STDLIB_SCRIPTS = ("stdlib_bytecode.mjs", "stdlib_bytecode.py")


def add_bytecode(runtime, wheels):
    """Replace the sources in each of `wheels` by byte code compiled by the Pyodide in `runtime`,
    in place (build_scripts/wheel_bytecode.py).

    The browser then imports these modules without compiling them on every start (measured in
    Pyodide: importing antike.core.bridge costs about a third less CPU), from the wheel itself.
    Compiled wheels are kept in .cache/bytecode/ under a hash of their contents (not of the zip
    file, whose timestamps change with every engine build) and of the scripts, so Node runs only for
    new contents.
    """
    folder = CACHE / "bytecode"
    folder.mkdir(parents=True, exist_ok=True)
    # Byte code is per Python version, so the Pyodide version is part of the name.
    made_by = hashlib.sha256(f"{ENGINE_FOLDER}\0{scripts_text(*WHEEL_SCRIPTS)}".encode()).hexdigest()[:8]
    cached = {Path(wheel): folder / f"{PYODIDE_VERSION}-{made_by}-{contents_hash(wheel)[:32]}-{Path(wheel).name}"
              for wheel in wheels}
    missing = [wheel for wheel, copy in cached.items() if not copy.exists()]
    if missing:
        done = run_node(WHEEL_SCRIPTS[0], runtime, ENGINE_FOLDER, *missing, python=WHEEL_SCRIPTS[1])
        if done.returncode != 0:
            sys.exit(f"build: byte-compiling {' '.join(w.name for w in missing)} failed:\n"
                     f"{done.stdout}{done.stderr}")
        for wheel in missing:
            # Renamed into place, so a build running beside this one never reads half a file.
            partial = cached[wheel].with_suffix(f".{os.getpid()}.part")
            shutil.copyfile(wheel, partial)
            partial.replace(cached[wheel])
    for wheel, copy in cached.items():
        shutil.copyfile(copy, wheel)


def add_stdlib_bytecode(runtime, lock_file, engine_wheel):
    """Replace the sources of the standard library modules the worker's boot imports, in the
    runtime's python_stdlib.zip, by byte code compiled by that runtime's Pyodide; returns how many
    modules got it.

    npm's python_stdlib.zip holds sources only, so the browser compiled the engine's standard
    library imports (json, hashlib, ...) at every start. Nothing verifies the zip's hash (it is not
    in the lock file, and loadPyodide fetches it without an integrity check). Cached in
    .cache/bytecode/ under a hash of the zip and the engine, which decide what boot imports, and
    of the scripts.
    """
    stdlib = runtime / "python_stdlib.zip"
    key = hashlib.sha256("\0".join([sha256(stdlib), contents_hash(engine_wheel),
                                    scripts_text(*STDLIB_SCRIPTS)]).encode()).hexdigest()
    cached = CACHE / "bytecode" / f"{PYODIDE_VERSION}-{key[:32]}-{stdlib.name}"
    if not cached.exists():
        cached.parent.mkdir(parents=True, exist_ok=True)
        # Renamed into place, so a build running beside this one never reads half a file.
        partial = cached.with_suffix(f".{os.getpid()}.part")
        done = run_node(STDLIB_SCRIPTS[0], runtime, lock_file, partial, engine_wheel, ENGINE_FOLDER,
                        python=STDLIB_SCRIPTS[1])
        if done.returncode != 0:
            partial.unlink(missing_ok=True)
            sys.exit(f"build: byte-compiling the standard library failed:\n{done.stdout}{done.stderr}")
        partial.replace(cached)
    shutil.copyfile(cached, stdlib)
    with zipfile.ZipFile(stdlib) as archive:
        return sum(1 for name in archive.namelist() if name.endswith(".pyc"))


def scripts_text(*names):
    """The texts of build_scripts/`names`, joined: what a compiled file in .cache/ was made with."""
    return "\0".join((SCRIPTS / name).read_text() for name in names)


def contents_hash(wheel):
    """sha256 over the names and bytes of the files in a zip, whatever their timestamps."""
    digest = hashlib.sha256()
    with zipfile.ZipFile(wheel) as archive:
        for name in sorted(archive.namelist()):
            data = archive.read(name)
            digest.update(f"{name}\0{len(data)}\0".encode() + data)
    return digest.hexdigest()
