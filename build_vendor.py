"""The page's JavaScript libraries from npm, for build.py: each pinned to a version and to the
integrity hash the registry publishes for it, fetched once into .cache/npm/ and copied into
dist/vendor/<package>/, where the page's modules import them from.

Only ES module bundles with no bare imports: build_bundle.py bundles them into the page as they
are, with no npm package to resolve, and leaves their licences in dist/vendor/.
"""
import base64
import hashlib
import sys
import tarfile

from build_common import log, npm_tarball

VENDOR = "vendor"
# name: (version, npm's integrity of the tarball, files of the package shipped under their own names).
# d3-delaunay's dist/ bundle holds its dependencies (delaunator, robust-predicates) inlined.
PACKAGES = {
    "d3-delaunay": ("6.0.6",
                    "sha512-DMQIEvSJhZCB6pwedcXaAlQ+MeKU5LlM2XakKtc73b/VM+RBiI1SRXycOEOKg2jsKj4zZ9F0KGYG6nCGwwWu/g==",
                    ("dist/d3-delaunay.min.mjs", "LICENSE")),
}


def integrity(path):
    """The file's hash written as npm's integrity field (sha512, base64)."""
    return "sha512-" + base64.b64encode(hashlib.sha512(path.read_bytes()).digest()).decode()


def add_vendor(site):
    """Copy the pinned packages' files into site/vendor/; returns the files' paths."""
    shipped = []
    for name, (version, pinned, files) in PACKAGES.items():
        tarball = npm_tarball(name, version)
        # npm checked the download against the registry; this checks the registry (and the cache)
        # against the hash pinned here.
        if integrity(tarball) != pinned:
            sys.exit(f"build: {tarball} is not {name}@{version} as pinned ({integrity(tarball)} != {pinned})")
        folder = site / VENDOR / name
        folder.mkdir(parents=True)
        with tarfile.open(tarball) as tar:
            for inside in files:
                target = folder / inside.rsplit("/", 1)[-1]
                target.write_bytes(tar.extractfile(f"package/{inside}").read())
                shipped.append(target)
        log(f"vendor: {name}@{version} ({', '.join(files)})")
    return shipped
