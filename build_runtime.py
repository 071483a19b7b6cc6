"""The site's Python side, for build.py: the Pyodide runtime from npm, byte code compiled by that
Pyodide (run by Node), and the lock file that micropip.freeze() writes after micropip installed the
engine wheel, from which the page loads the engine (see build.py). Standard library only; npm and
pip are called as the ordinary registry clients, and downloads are kept in .cache/.
"""
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from pathlib import Path

PYODIDE_VERSION = "314.0.7"
CACHE = Path(__file__).resolve().parent / ".cache"
# What the browser loads from the npm package; the CommonJS build, source maps, type declarations
# and demo consoles are left out.
RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
# The lock file the page loads the engine from (written by micropip.freeze() at build time).
ENGINE_LOCK = "pyodide-lock.json"
# Where the page's worker writes the engine wheel in Pyodide's file system and puts it on sys.path
# (web/js/worker.js's ENGINE_FOLDER): zipimport imports the engine from the wheel as it is. The byte
# code names its source files under it, so tracebacks name the modules as the browser imported them.
ENGINE_FOLDER = "/engine"
# Run in Pyodide under Node (BYTECODE_NODE_SCRIPT): rewrites each wheel given as "in out" pairs
# in sys.argv with byte code compiled by Pyodide's own Python in place of every module's source
# (foo.py becomes foo.pyc, which the import system loads without a source), with an entry for each
# of its folders, which zipimport needs to find a namespace package, and its RECORD to match.
# Tracebacks keep file names and line numbers.
BYTECODE_SCRIPT = f"ENGINE_FOLDER = {ENGINE_FOLDER!r}\n" + """
import base64, csv, hashlib, importlib.util, io, os, sys, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

def entry(name):
    return zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))

def with_bytecode(source, target):
    files = {}
    # Named as zipimport names the modules it imports from the wheel: a module without source keeps it.
    wheel_path = f"{ENGINE_FOLDER}/{os.path.basename(target).removeprefix('out-')}"
    with zipfile.ZipFile(source) as wheel:
        record = next(name for name in wheel.namelist() if name.endswith(".dist-info/RECORD"))
        for info in wheel.infolist():
            if info.filename == record or info.is_dir():
                continue
            data = wheel.read(info)
            if info.filename.endswith(".py"):
                code = compile(data, f"{wheel_path}/{info.filename}", "exec", dont_inherit=True)
                pyc = _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
                files[info.filename + "c"] = pyc
            else:
                files[info.filename] = data
    folders = {name[:index + 1] for name in files for index, char in enumerate(name) if char == "/"
               and not name.split("/")[0].endswith(".dist-info")}
    lines = io.StringIO()
    writer = csv.writer(lines, lineterminator="\\n")
    for name in sorted(files):
        digest = base64.urlsafe_b64encode(hashlib.sha256(files[name]).digest()).rstrip(b"=").decode()
        writer.writerow([name, f"sha256={digest}", len(files[name])])
    writer.writerow([record, "", ""])
    files[record] = lines.getvalue().encode()
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as out:
        for name in sorted([*folders, *files]):
            out.writestr(entry(name), files.get(name, b""), compress_type=zipfile.ZIP_DEFLATED)

for source, target in zip(sys.argv[1::2], sys.argv[2::2]):
    with_bytecode(source, target)
"""
# node --input-type=module -e BYTECODE_NODE_SCRIPT <runtime folder> <wheel>...: the wheels are
# replaced by their byte-compiled copies; the Python script above comes on stdin.
BYTECODE_NODE_SCRIPT = """
import { readFileSync, writeFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import { pathToFileURL } from "node:url";
const [runtime, ...wheels] = process.argv.slice(1);
const { loadPyodide } = await import(pathToFileURL(resolve(runtime, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: resolve(runtime) + "/" });
const args = wheels.flatMap((path) => {
  pyodide.FS.writeFile(`/tmp/in-${basename(path)}`, readFileSync(path));
  return [`/tmp/in-${basename(path)}`, `/tmp/out-${basename(path)}`];
});
pyodide.globals.set("bytecode_args", pyodide.toPy(args));
pyodide.runPython("import sys; sys.argv = ['bytecode', *bytecode_args]\\n" + readFileSync(0, "utf8"));
for (const path of wheels) writeFileSync(path, pyodide.FS.readFile(`/tmp/out-${basename(path)}`));
"""
# Run in Pyodide under Node (STDLIB_NODE_SCRIPT), after the worker's boot (the engine wheel put on
# sys.path from where the worker writes it, antike.core.bridge imported, one request answered):
# writes sys.argv[2], the standard library zip sys.argv[1] with an unchecked-hash foo.pyc in place
# of each foo.py that boot imported (zipimport loads a foo.pyc without its source). Only what boot
# imports: the rest stays source, as npm ships it, and is compiled if a game imports it later.
STDLIB_BYTECODE_SCRIPT = """
import importlib.util, sys, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

source, target = sys.argv[1:3]
# The standard library's zip, not the engine's wheel.
prefix = next(entry for entry in sys.path if entry.endswith(".zip")) + "/"
imported = {module.__file__.removeprefix(prefix) for module in list(sys.modules.values())
            if (getattr(module, "__file__", None) or "").startswith(prefix)}
with zipfile.ZipFile(source) as stdlib, zipfile.ZipFile(target, "w") as out:
    for info in stdlib.infolist():
        data = stdlib.read(info)
        if info.filename in imported and info.filename.endswith(".py"):
            # Named as with its source, for tracebacks.
            code = compile(data, prefix + info.filename, "exec", dont_inherit=True)
            pyc = _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
            out.writestr(zipfile.ZipInfo(info.filename + "c", date_time=info.date_time), pyc,
                         compress_type=zipfile.ZIP_DEFLATED)
        else:
            out.writestr(info, data, compress_type=info.compress_type)
"""
# node --input-type=module -e STDLIB_NODE_SCRIPT <runtime folder> <site lock file> <target>
# <engine wheel> <engine folder>: boots as web/js/worker.js does, then runs the Python script above
# (on stdin) on the runtime's stdlib.
STDLIB_NODE_SCRIPT = """
import { readFileSync, writeFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import { pathToFileURL } from "node:url";
const [runtime, lockFile, target, wheel, folder] = process.argv.slice(1);
const { loadPyodide } = await import(pathToFileURL(resolve(runtime, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: resolve(runtime) + "/", lockFileURL: resolve(lockFile) });
const path = `${folder}/${basename(wheel)}`;
pyodide.FS.mkdirTree(folder);
pyodide.FS.writeFile(path, readFileSync(wheel));
pyodide.pyimport("sys").path.insert(0, path);
pyodide.FS.writeFile("/tmp/in-stdlib.zip", readFileSync(resolve(runtime, "python_stdlib.zip")));
pyodide.runPython(`from antike.core.bridge import handle\\nhandle('{"command": "boards"}')`);
pyodide.runPython("import sys; sys.argv = ['bytecode', '/tmp/in-stdlib.zip', '/tmp/out-stdlib.zip']\\n"
  + readFileSync(0, "utf8"));
writeFileSync(target, pyodide.FS.readFile("/tmp/out-stdlib.zip"));
"""
# node --input-type=module -e FREEZE_NODE_SCRIPT <runtime folder> <engine wheel>: installs the wheel
# with micropip in the runtime's Pyodide and prints micropip.freeze(), the lock file that lists it.
FREEZE_NODE_SCRIPT = """
import { readFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import { pathToFileURL } from "node:url";
const [runtime, wheel] = process.argv.slice(1);
const { loadPyodide } = await import(pathToFileURL(resolve(runtime, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: resolve(runtime) + "/", packages: ["micropip"] });
const installed = `/tmp/${basename(wheel)}`;
pyodide.FS.writeFile(installed, readFileSync(wheel));
process.stdout.write(await pyodide.runPythonAsync(
  `import micropip\\nawait micropip.install("emfs:${installed}", deps=False)\\nmicropip.freeze()`));
"""
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


def add_bytecode(runtime, wheels):
    """Replace the sources in each of `wheels` by byte code compiled by the Pyodide in `runtime`,
    in place (BYTECODE_SCRIPT).

    The browser then imports these modules without compiling them on every start (measured in
    Pyodide: importing antike.core.bridge costs about a third less CPU), from the wheel itself.
    Compiled wheels are kept in .cache/bytecode/ under a hash of their contents (not of the zip
    file, whose timestamps change with every engine build) and of the script, so Node runs only for
    new contents.
    """
    folder = CACHE / "bytecode"
    folder.mkdir(parents=True, exist_ok=True)
    # Byte code is per Python version, so the Pyodide version is part of the name.
    cached = {Path(wheel): folder / f"{PYODIDE_VERSION}-{script_hash(BYTECODE_SCRIPT)}-"
                                    f"{contents_hash(wheel)[:32]}-{Path(wheel).name}"
              for wheel in wheels}
    missing = [wheel for wheel, copy in cached.items() if not copy.exists()]
    if missing:
        done = subprocess.run(["node", "--input-type=module", "-e", BYTECODE_NODE_SCRIPT, runtime, *missing],
                              input=BYTECODE_SCRIPT, capture_output=True, text=True)
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
    key = hashlib.sha256("\0".join([sha256(stdlib), contents_hash(engine_wheel), STDLIB_NODE_SCRIPT,
                                    STDLIB_BYTECODE_SCRIPT]).encode()).hexdigest()
    cached = CACHE / "bytecode" / f"{PYODIDE_VERSION}-{key[:32]}-{stdlib.name}"
    if not cached.exists():
        cached.parent.mkdir(parents=True, exist_ok=True)
        # Renamed into place, so a build running beside this one never reads half a file.
        partial = cached.with_suffix(f".{os.getpid()}.part")
        done = subprocess.run(["node", "--input-type=module", "-e", STDLIB_NODE_SCRIPT, runtime, lock_file,
                               partial, engine_wheel, ENGINE_FOLDER], input=STDLIB_BYTECODE_SCRIPT,
                              capture_output=True, text=True)
        if done.returncode != 0:
            partial.unlink(missing_ok=True)
            sys.exit(f"build: byte-compiling the standard library failed:\n{done.stdout}{done.stderr}")
        partial.replace(cached)
    shutil.copyfile(cached, stdlib)
    with zipfile.ZipFile(stdlib) as archive:
        return sum(1 for name in archive.namelist() if name.endswith(".pyc"))


def write_engine_lock(runtime, wheel, site):
    """Write site/pyodide-lock.json: micropip.freeze()'s lock after installing the engine wheel, with
    only what the page loads (the engine) and its file named as the site ships it; returns the lock.

    The page loads the engine from this lock while the interpreter starts, hash-checked, without
    micropip. The sha256 micropip recorded must be the shipped wheel's.
    """
    done = subprocess.run(["node", "--input-type=module", "-e", FREEZE_NODE_SCRIPT, runtime, wheel],
                          capture_output=True, text=True)
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


def script_hash(script):
    """A short hash of a build script, part of the name of what it made in .cache/."""
    return hashlib.sha256(script.encode()).hexdigest()[:8]


def contents_hash(wheel):
    """sha256 over the names and bytes of the files in a zip, whatever their timestamps."""
    digest = hashlib.sha256()
    with zipfile.ZipFile(wheel) as archive:
        for name in sorted(archive.namelist()):
            data = archive.read(name)
            digest.update(f"{name}\0{len(data)}\0".encode() + data)
    return digest.hexdigest()


def add_runtime(target, compile_also=()):
    """Put the Pyodide runtime and micropip into `target`, with the lock file matching its wheels.

    The runtime runs in Node at build time (micropip installs the engine, byte code is compiled);
    the site ships the runtime's files, never micropip. The wheels in `compile_also` get byte code
    from this Pyodide in place of their sources (add_bytecode). Pyodide's npm package holds no
    wheels and the wheels on PyPI are built apart from Pyodide's, so their sha256 differ from the
    lock file's: the entries are rewritten to the files here rather than switching Pyodide's
    integrity check off.
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
    add_bytecode(target, list(compile_also))
