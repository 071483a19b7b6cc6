"""The engine's own data files (boards, components), read through the loader that imported the
engine: from files where pip installed it, from the wheel itself in the browser (web/js/worker.js
puts the wheel on sys.path and zipimport imports the engine from it).

Not through importlib.resources: over a zip archive it imports its readers and builds a tree of
the whole archive (zipfile.Path) before it reads one file, most of what answering the browser's
first request cost. A loader's get_data reads a file by its path, for files and zip archives alike.
"""

import json
import os

import antike

_ROOT = os.path.dirname(antike.__file__)


def read_json(*parts: str):
    """The JSON data of the file antike/<parts...> (e.g. "games", <game>, "data", <file>.json)."""
    return json.loads(antike.__spec__.loader.get_data(os.path.join(_ROOT, *parts)).decode("utf-8"))
