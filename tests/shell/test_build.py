"""build.py's offline parts: the service worker's precache list and version, the boards' data the
new-game screen reads before the engine is loaded, the web app manifest with its icons, and the
vendored JavaScript libraries; the built site's engine wheel, lock file and standard library; and the
server's errors."""
import base64
import hashlib
import importlib.util
import json
import os
import re
import struct
import subprocess
import sys
import zipfile
import zipimport
from importlib._bootstrap_external import _code_to_hash_pyc
from pathlib import Path

import pytest
from locations import ROOT

sys.path.insert(0, str(ROOT))
import build  # noqa: E402
import build_bundle  # noqa: E402
import build_bytecode  # noqa: E402
import build_vendor  # noqa: E402
from antike.core.bridge import handle  # noqa: E402


def make_site(folder):
    """A small site: a page, a script in a subfolder, a binary, and the service worker script."""
    (folder / "js").mkdir(parents=True)
    (folder / "index.html").write_text("<!doctype html>")
    (folder / "js" / "main.js").write_text("main();")
    (folder / "engine.whl").write_bytes(bytes(range(256)))
    (folder / build.SERVICE_WORKER).write_text("// written by the build")
    return folder


def test_the_precache_list_covers_every_file_but_the_service_worker(tmp_path):
    site = make_site(tmp_path)
    precache = build.precache_list(site)
    assert [entry["url"] for entry in precache["files"]] == ["engine.whl", "index.html", "js/main.js"]
    wheel = next(entry for entry in precache["files"] if entry["url"] == "engine.whl")
    assert wheel["bytes"] == 256 and wheel["sha256"] == build.sha256(site / "engine.whl")


def test_the_version_changes_exactly_when_a_file_does(tmp_path):
    site = make_site(tmp_path)
    first = build.precache_list(site)["version"]
    assert build.precache_list(site)["version"] == first
    (site / build.SERVICE_WORKER).write_text("// another build's")
    assert build.precache_list(site)["version"] == first
    (site / "js" / "main.js").write_text("main(); // changed")
    changed = build.precache_list(site)["version"]
    assert changed != first
    (site / "js" / "main.js").rename(site / "js" / "game.js")
    assert build.precache_list(site)["version"] not in (first, changed)


def test_the_built_service_worker_carries_its_build_and_changes_with_it(tmp_path):
    site = make_site(tmp_path)
    precache = build.add_service_worker(site)
    script = (site / build.SERVICE_WORKER).read_text()
    assert f"build {precache['version']}" in script.splitlines()[0]
    assert script.endswith((build.WEB / build.SERVICE_WORKER).read_text())
    (site / "index.html").write_text("<!doctype html><p>new")
    assert build.add_service_worker(site)["version"] != precache["version"]
    assert (site / build.SERVICE_WORKER).read_text() != script


def test_the_games_data_is_what_the_bridge_answers():
    data = build.games_data(ROOT / "py_engine")
    # The family's games with their options schemas and words, from which the new-game form is built.
    assert data["games"] == json.loads(handle('{"command": "games"}'))["games"]
    assert [game["id"] for game in data["games"]] == ["antike", "antike2", "duellum", "attika"]


def png_size(path):
    """Width and height from a PNG's IHDR chunk (and a check that it is a PNG)."""
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR", path
    return struct.unpack(">II", data[16:24])


def test_the_manifest_makes_the_site_installable():
    manifest = json.loads((build.WEB / "manifest.webmanifest").read_text())
    assert manifest["display"] == "standalone"
    for key in ("name", "short_name", "start_url", "theme_color", "background_color"):
        assert manifest[key], key
    pngs = {(icon["sizes"], icon["purpose"]) for icon in manifest["icons"] if icon["type"] == "image/png"}
    assert {("192x192", "any"), ("512x512", "any"), ("512x512", "maskable")} <= pngs
    for icon in manifest["icons"]:
        path = build.WEB / icon["src"]
        assert path.is_file(), path
        if icon["type"] == "image/png":
            width, height = png_size(path)
            assert icon["sizes"] == f"{width}x{height}"


def folders_and_files(root):
    """The names a zip archive of the folder `root`/antike holds, as the build writes the engine's
    archive: every folder ("antike/core/") and file, sources and data (no __pycache__)."""
    paths = [root / "antike", *(path for path in (root / "antike").rglob("*") if "__pycache__" not in path.parts)]
    return {path.relative_to(root).as_posix() + ("/" if path.is_dir() else "") for path in paths}


def test_the_engine_runs_from_a_zip_archive_of_its_folder(tmp_path):
    """The browser imports the engine from its wheel (zipimport), data files included; here a zip of
    the sources (this Python cannot run Pyodide's byte code), in a Python that sees nothing else."""
    archive = tmp_path / "engine.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as out:
        for name in sorted(folders_and_files(ROOT / "py_engine")):
            out.writestr(name, b"" if name.endswith("/") else (ROOT / "py_engine" / name).read_bytes())
    script = (f"import json, sys\nsys.path.insert(0, {str(archive)!r})\n"
              "from antike.core.bridge import handle\n"
              "import antike.games.attika.components, antike.games.duellum.board as duellum\n"
              "assert antike.core.bridge.__file__.startswith(sys.path[0]), antike.core.bridge.__file__\n"
              "print(json.dumps([json.loads(handle('{\"command\": \"boards\"}')), duellum.load_board('west').id]))")
    done = subprocess.run([sys.executable, "-I", "-S", "-c", script], capture_output=True, text=True, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    boards, west = json.loads(done.stdout)
    assert boards == json.loads(handle('{"command": "boards"}')) and boards["ok"] and west == "west"


def test_the_shipped_engine_and_standard_library_are_byte_code_for_what_boot_imports():
    # run_tests.py has just built dist/ from this tree, and the browser's tests are reading it meanwhile.
    if os.environ.get("ANTIKE_DIST_BUILT") != "1":
        build.build()
    runtime = build.DIST / "pyodide"
    assert sorted(path.name for path in runtime.iterdir()) == sorted(build.RUNTIME_FILES)  # no micropip
    wheel_path = next((build.DIST / "wheels").glob("antike-*.whl"))
    with zipfile.ZipFile(wheel_path) as wheel:
        names = wheel.namelist()
        files = {name: wheel.read(name) for name in names if not name.endswith("/")}
        # Compiled by the same Pyodide, so its magic number is that Python's.
        magic = wheel.read("antike/core/bridge.pyc")[:4]
    record = next(name for name in names if name.endswith(".dist-info/RECORD"))
    rows = [line.split(",") for line in files[record].decode().splitlines()]
    assert sorted(row[0] for row in rows) == sorted(files)
    for name, digest, size in rows:
        if name != record:
            expected = base64.urlsafe_b64encode(hashlib.sha256(files[name]).digest()).rstrip(b"=").decode()
            assert (digest, size) == (f"sha256={expected}", str(len(files[name]))), name
    # Every folder, module and data file of the source, byte code in place of every source, beside
    # the dist-info: zipimport imports the engine from the wheel as it is.
    engine = {name for name in names if not name.split("/")[0].endswith(".dist-info")}
    source = folders_and_files(ROOT / "py_engine")
    assert engine == {name + "c" if name.endswith(".py") else name for name in source}
    assert {"antike/core/bridge.pyc", "antike/games/antike_common/data/orient.json"} <= engine
    with zipfile.ZipFile(runtime / "python_stdlib.zip") as stdlib:
        names = set(stdlib.namelist())
        pycs = {name for name in names if name.endswith(".pyc")}
        # Modules the engine's import and its first answer need at every start.
        for module in ("json/decoder", "random", "hashlib", "copy", "string/__init__"):
            assert f"{module}.pyc" in pycs, module
        for pyc in pycs:
            # In place of its source; unchecked hash, so zipimport never looks for the source.
            assert pyc[:-1] not in names, pyc
            header = stdlib.read(pyc)[:8]
            assert header[:4] == magic and int.from_bytes(header[4:8], "little") == 0b01, pyc
        assert len(pycs) < len(names) / 2, "only what boot imports, not the whole library"


def test_the_worker_puts_the_engine_wheel_where_its_byte_code_names_its_files():
    worker = (build.WEB / "js" / "worker.js").read_text()
    assert f'const ENGINE_FOLDER = "{build_bytecode.ENGINE_FOLDER}";' in worker


@pytest.fixture
def import_state(monkeypatch):
    """sys's import state, restored after the test: the worker's Python changes it."""
    for name in ("path", "path_hooks"):
        monkeypatch.setattr(sys, name, list(getattr(sys, name)))
    monkeypatch.setattr(sys, "path_importer_cache", dict(sys.path_importer_cache))
    yield
    for name in [name for name in sys.modules if name.split(".")[0] == "probe_engine"]:
        del sys.modules[name]


def test_the_worker_imports_the_wheel_naming_each_module_as_zipimport_does_without_reading_it(tmp_path, import_state):
    """Issue 19: worker.js's ON_SYS_PATH, run by this Python on a wheel of this Python's byte code,
    made as build_bytecode.py makes the engine's: byte code only (unchecked hash), with its folders."""
    worker = (build.WEB / "js" / "worker.js").read_text()
    on_sys_path = re.search(r"const ON_SYS_PATH = `(.*?)`;", worker, re.DOTALL).group(1)
    wheel = str(tmp_path / "probe-0-py3-none-any.whl")
    sources = {"probe_engine/__init__": "", "probe_engine/rules": "RULES = 1",
               "probe_engine/games/__init__": "", "probe_engine/games/board": "BOARD = 2"}
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as archive:
        for folder in ("probe_engine/", "probe_engine/games/"):
            archive.writestr(folder, b"")
        for name, source in sources.items():
            code = compile(source, f"{name}.py", "exec")
            archive.writestr(f"{name}.pyc", _code_to_hash_pyc(code, importlib.util.source_hash(source.encode()), False))
        archive.writestr("probe_engine/damaged.pyc", bytes(32))  # not byte code: no magic number

    exec(on_sys_path, {"wheel": wheel})
    assert sys.path[0] == wheel
    import probe_engine.games.board
    import probe_engine.rules
    assert (probe_engine.rules.RULES, probe_engine.games.board.BOARD) == (1, 2)
    for module in (probe_engine, probe_engine.rules, probe_engine.games, probe_engine.games.board):
        loader = module.__spec__.loader
        assert type(loader).__name__ == "EngineWheel"
        assert module.__file__ == zipimport.zipimporter(f"{loader.archive}/{loader.prefix}").get_filename(module.__name__)
    assert probe_engine.games.board.__file__ == f"{wheel}/probe_engine/games/board.pyc"
    # Named without being read: zipimport's own get_filename reads the byte code, and refuses this.
    assert importlib.util.find_spec("probe_engine.damaged").origin == f"{wheel}/probe_engine/damaged.pyc"
    with pytest.raises(ImportError):
        zipimport.zipimporter(f"{wheel}/probe_engine/").get_filename("probe_engine.damaged")
    # Any other path is left to the other hooks.
    with pytest.raises(ImportError):
        sys.path_hooks[0](str(tmp_path))


def test_the_lock_file_lists_the_shipped_engine_with_its_sha256():
    """micropip.freeze()'s lock, cut to what the page loads (issue 19)."""
    lock = json.loads((build.DIST / build.ENGINE_LOCK).read_text())
    assert list(lock["packages"]) == ["antike"] and lock["info"]["python"].startswith("3.")
    entry = lock["packages"]["antike"]
    wheel = build.DIST / entry["file_name"]
    assert wheel.is_file() and entry["sha256"] == build.sha256(wheel)
    assert not (build.DIST / "bench").exists()  # the benchmarks' pages are not shipped
    precached = {item["url"] for item in build.precache_list(build.DIST)["files"]}
    assert build.ENGINE_LOCK in precached and entry["file_name"] in precached


def test_the_vendored_libraries_are_the_pinned_files_and_import_nothing(tmp_path):
    shipped = build_vendor.add_vendor(tmp_path)
    assert sorted(path.relative_to(tmp_path).as_posix() for path in shipped) == [
        "vendor/d3-delaunay/LICENSE", "vendor/d3-delaunay/d3-delaunay.min.mjs"]
    module = (tmp_path / "vendor" / "d3-delaunay" / "d3-delaunay.min.mjs").read_text()
    # Bundled into the page as it is: an import of another package would need that package too.
    assert not re.search(r"\bimport\b", module)
    assert re.search(r"export\s*\{[^}]*\bDelaunay\b", module)


def test_the_page_ships_as_its_bundle():
    """dist/js/ holds the bundle's entry points and chunks and the engine's worker, no module of web/js/
    on its own; every import in it names a file shipped beside it; css/ is one style sheet."""
    shipped = {path.name for path in (build.DIST / "js").iterdir()}
    entries = {Path(entry).name for entry in build_bundle.ENTRY_POINTS if entry.startswith("js/")}
    assert entries | {"worker.js"} <= shipped
    assert not (build.DIST / "js" / "app").exists() and not (build.DIST / "js" / "games").exists()
    assert not {"records.js", "computer.js", "links.js", "games.js"} & shipped
    for name in shipped - {"worker.js"}:
        script = (build.DIST / "js" / name).read_text()
        for imported in re.findall(r"""(?:from|import)\s*\(?\s*["']\./([^"']+)["']""", script):
            assert imported in shipped, f"{name} imports {imported}"
    assert [path.name for path in (build.DIST / "css").iterdir()] == ["site.css"]
    style = (build.DIST / "css" / "site.css").read_text()
    assert "@import" not in style and "#decision-bar" in style
    assert [path.name for path in (build.DIST / "vendor" / "d3-delaunay").iterdir()] == ["LICENSE"]


def test_an_esbuild_that_is_not_the_pinned_one_stops_the_build(tmp_path, monkeypatch):
    name, version, _ = build_bundle.ESBUILD
    monkeypatch.setattr(build_bundle, "ESBUILD", (name, version, "sha512-another"))
    monkeypatch.setattr(build_bundle, "CACHE", tmp_path)  # nothing unpacked yet: the tarball is checked
    with pytest.raises(SystemExit, match=f"not esbuild-wasm@{version} as pinned"):
        build_bundle.esbuild()


def test_a_package_that_is_not_the_pinned_one_stops_the_build(tmp_path, monkeypatch):
    version, _, files = build_vendor.PACKAGES["d3-delaunay"]
    monkeypatch.setitem(build_vendor.PACKAGES, "d3-delaunay", (version, "sha512-another", files))
    with pytest.raises(SystemExit, match="not d3-delaunay@6.0.6 as pinned"):
        build_vendor.add_vendor(tmp_path)


@pytest.mark.parametrize("hang_up", [BrokenPipeError, ConnectionResetError])
def test_the_server_says_nothing_of_a_client_that_hung_up_but_reports_its_own_errors(tmp_path, capsys, hang_up):
    server = build.make_server(tmp_path, quiet=True)
    try:
        try:
            raise hang_up("the browser closed the connection")
        except ConnectionError:
            server.handle_error(None, ("127.0.0.1", 1))
        assert capsys.readouterr().err == ""
        try:
            raise ValueError("a fault of the server's own")
        except ValueError:
            server.handle_error(None, ("127.0.0.1", 1))
        assert "ValueError: a fault of the server's own" in capsys.readouterr().err
    finally:
        server.server_close()
