"""The page's JavaScript modules and style sheets bundled by esbuild, for build.py.

web/ keeps one small module per concept; a browser fetching them one by one at the first visit
makes about thirty requests, in waves as it discovers each module's imports, and those requests
compete with the engine's own downloads (measured in bench/boot.py). esbuild (its WebAssembly
build from npm, pinned to a version and to the integrity hash the registry publishes, run by the
Node that build.py already needs) bundles them at build time: the page's first screen is a few
files, each game's view a chunk fetched when first asked for. The bundle keeps each module's code
readable (no renaming), so an error's stack still names what failed.
"""
import shutil
import sys
import tarfile
import tempfile
from pathlib import Path

from build_common import CACHE, log, npm_tarball, run
from build_vendor import integrity

ESBUILD = ("esbuild-wasm", "0.28.2",
           "sha512-GccVwhv3mmOUVQHCQm2Ox/rby8n/EqUwvZxE6Pjfikrq/lWw9g9WX/u9EykWnpot3Ko6j426DgQdea2xWKIAQA==")
# The bundle's entry points, relative to the site. js/main.js is the page (index.html loads it);
# js/engine-client.js and js/i18n.js are also imported on their own, by the engine probe page
# (bench/app-probe.html) and by tests that reach the page's texts: code shared between entries
# lives in shared chunks, so such an import gets the very modules the page runs, not copies.
# css/site.css @imports the page's style sheets, which the bundle inlines: its frame's in css/, and
# (added at build time, so that a game's view brings its style sheet without a line in the shell's)
# the view kit's and each game view's, beside their modules in js/games/.
ENTRY_POINTS = ("js/main.js", "js/engine-client.js", "js/i18n.js", "css/site.css")
# Left as they are: the engine's worker (a separate script that imports Pyodide's own module) and
# what it imports.
WORKER = "js/worker.js"


def esbuild():
    """The path of the pinned esbuild's command line script, unpacked once into .cache/."""
    name, version, pinned = ESBUILD
    folder = CACHE / "esbuild" / version
    script = folder / "package" / "bin" / "esbuild"
    if not script.exists():
        tarball = npm_tarball(name, version)
        if integrity(tarball) != pinned:
            sys.exit(f"build: {tarball} is not {name}@{version} as pinned ({integrity(tarball)} != {pinned})")
        shutil.rmtree(folder, ignore_errors=True)
        with tempfile.TemporaryDirectory(dir=CACHE) as tmp:
            with tarfile.open(tarball) as tar:
                tar.extractall(tmp, filter="data")
            folder.parent.mkdir(parents=True, exist_ok=True)
            Path(tmp).rename(folder)
    return script


def add_view_styles(site):
    """Make css/site.css in `site` @import every style sheet of js/games/ (the view kit's first, then
    each game view's by folder): a game's view is a folder with its modules and its style sheet."""
    games = site / "js" / "games"
    sheets = sorted(games.glob("*/*.css"), key=lambda sheet: (sheet.parent.name != "shared", sheet.as_posix()))
    with (site / "css" / "site.css").open("a", encoding="utf-8") as site_css:
        for sheet in sheets:
            site_css.write(f'@import "../{sheet.relative_to(site).as_posix()}";\n')


def bundle_site(site):
    """Replace the page's modules and style sheets in `site` by their bundle; returns the bundle's
    files (relative to the site).

    Every .js under site/js/ but the worker, the vendored modules they import (now inside the
    bundle; their licences stay) and every style sheet are replaced. The chunks are written into
    js/ beside the entry points, so that a URL a module builds from its own `import.meta.url`
    (the worker's, the service worker's) still names the same file.
    """
    script = esbuild()
    add_view_styles(site)
    with tempfile.TemporaryDirectory() as out:
        run(["node", script, *(str(site / entry) for entry in ENTRY_POINTS), "--bundle", "--splitting",
             "--format=esm", f"--outbase={site}", f"--outdir={out}", "--chunk-names=js/[name]-[hash]",
             "--log-level=warning"])
        for old in [*(site / "js").rglob("*.js"), *(site / "vendor").rglob("*.mjs"), *(site / "css").glob("*.css"),
                    *(site / "js").rglob("*.css")]:
            if old.relative_to(site).as_posix() != WORKER:
                old.unlink()
        for folder in sorted((site / "js").glob("**/"), reverse=True):
            if not any(folder.iterdir()):
                folder.rmdir()
        bundled = sorted(path.relative_to(out).as_posix() for path in Path(out).rglob("*") if path.is_file())
        for name in bundled:
            (site / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.move(Path(out) / name, site / name)
    log(f"bundle: {len(bundled)} files from {', '.join(ENTRY_POINTS)} (esbuild {ESBUILD[1]})")
    return bundled
