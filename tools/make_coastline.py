"""Make web/assets/coastline-<board>.json: the real coastline under an Antike or Antike Duellum board.

The land shapes are Natural Earth (public domain, naturalearthdata.com), taken from the npm package
`world-atlas` (TopoJSON of Natural Earth's 1:50m land). The script fetches the pinned package with
`npm pack` into a temporary directory, decodes the TopoJSON arcs itself, projects them with a plain
equirectangular projection (x scaled by the cosine of the mean latitude), clips them to the board's
box grown by a margin, simplifies them and writes SVG path data in a fixed viewBox together with
the projection parameters, so the front end can place each city by its lat/lon exactly on the same
drawing.

Each board's box is taken from its own data (BOARDS: Antike's provinces in
py_engine/antike/games/antike_common/data/<board>.json, Duellum's regions, land and sea, in
py_engine/antike/games/duellum/data/<side>.json): the places' lat/lon rounded out to whole degrees and
grown by BOX_MARGIN degrees on every side: lat 7..50, lon 11..60 for the Orient; lat 28..57,
lon -13..40 for the Occident (the Atlantic and Britain to the Levant); lat 29..49, lon -10..21 for
Duellum's West and lat 32..45, lon 17..35 for its East.

Run: python tools/make_coastline.py [orient|occident|duellum-west|duellum-east|all]   (default all;
needs npm; writes the assets, prints their sizes)
"""

from __future__ import annotations

import json
import math
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

PACKAGE = "world-atlas@2.0.2"  # pinned: the asset must be reproducible
SOURCE = "land-50m.json"
ROOT = Path(__file__).resolve().parent.parent
GAMES = ROOT / "py_engine" / "antike" / "games"
# Board name (as in coastline-<board>.json) -> its data file and the list in it whose items carry lat/lon.
BOARDS = {
    "orient": (GAMES / "antike_common" / "data" / "orient.json", "provinces"),
    "occident": (GAMES / "antike_common" / "data" / "occident.json", "provinces"),
    "duellum-west": (GAMES / "duellum" / "data" / "west.json", "regions"),  # land and sea regions
    "duellum-east": (GAMES / "duellum" / "data" / "east.json", "regions"),
}
ASSETS = ROOT / "web" / "assets"  # coastline-<board>.json goes here

BOX_MARGIN = 3  # degrees added around the cities' whole-degree box: keeps the outer cities off the edge
WIDTH = 1000  # viewBox width; the height follows from the box so that the scale is the same both ways
# Land is drawn this far (viewBox units) beyond the viewBox, so a wide window or a zoomed-out or
# panned map shows the neighbouring coasts instead of an edge.
MARGIN = 300
TOLERANCE = 0.6  # simplification tolerance in viewBox units (about 5 km): finer is not visible
MIN_AREA = 4.0  # rings smaller than this (viewBox units squared) are specks: left out


def fetch_topology(workdir: Path) -> dict:
    """Fetch the pinned world-atlas package with npm and return its 1:50m land TopoJSON."""
    subprocess.run(["npm", "pack", PACKAGE, "--pack-destination", str(workdir), "--silent"],
                   check=True, stdout=subprocess.DEVNULL)
    tarball = next(workdir.glob("world-atlas-*.tgz"))
    with tarfile.open(tarball) as archive:
        member = archive.extractfile(f"package/{SOURCE}")
        return json.load(member)


def decode_arcs(topology: dict) -> list[list[tuple[float, float]]]:
    """Undo TopoJSON's quantisation: arcs are delta-encoded integers under a scale+translate transform."""
    (sx, sy), (tx, ty) = topology["transform"]["scale"], topology["transform"]["translate"]
    arcs = []
    for arc in topology["arcs"]:
        x = y = 0
        points = []
        for dx, dy in arc:
            x += dx
            y += dy
            points.append((x * sx + tx, y * sy + ty))
        arcs.append(points)
    return arcs


def ring_points(ring: list[int], arcs: list[list[tuple[float, float]]]) -> list[tuple[float, float]]:
    """Join a ring's arcs; index ~i means arc i reversed, and each arc repeats the previous one's end."""
    points: list[tuple[float, float]] = []
    for index in ring:
        arc = arcs[index] if index >= 0 else arcs[~index][::-1]
        points.extend(arc[1:] if points else arc)
    return points


def polygons(topology: dict) -> list[list[list[int]]]:
    """Every polygon (a list of rings of arc indices) of the land object."""
    result = []
    for geometry in topology["objects"]["land"]["geometries"]:
        if geometry["type"] == "Polygon":
            result.append(geometry["arcs"])
        elif geometry["type"] == "MultiPolygon":
            result.extend(geometry["arcs"])
    return result


def board_bounds(board: str) -> dict[str, float]:
    """The box drawn for `board`: its places' lat/lon rounded out to whole degrees, plus BOX_MARGIN."""
    path, key = BOARDS[board]
    places = json.loads(path.read_text())[key]
    lats = [p["lat"] for p in places]
    lons = [p["lon"] for p in places]
    return {"lat_min": float(math.floor(min(lats)) - BOX_MARGIN),
            "lat_max": float(math.ceil(max(lats)) + BOX_MARGIN),
            "lon_min": float(math.floor(min(lons)) - BOX_MARGIN),
            "lon_max": float(math.ceil(max(lons)) + BOX_MARGIN)}


class Projection:
    """Equirectangular: x = (lon - lon_min) * k * cos(lat0), y = (lat_max - lat) * k."""

    def __init__(self, bounds: dict[str, float]) -> None:
        self.lon_min, self.lat_max = bounds["lon_min"], bounds["lat_max"]
        self.cos = math.cos(math.radians((bounds["lat_min"] + bounds["lat_max"]) / 2))
        self.k = WIDTH / ((bounds["lon_max"] - bounds["lon_min"]) * self.cos)
        self.height = round((bounds["lat_max"] - bounds["lat_min"]) * self.k)

    def __call__(self, lon: float, lat: float) -> tuple[float, float]:
        return (lon - self.lon_min) * self.k * self.cos, (self.lat_max - lat) * self.k

    def parameters(self) -> dict:
        return {"type": "equirectangular", "lon_min": self.lon_min, "lat_max": self.lat_max,
                "k": self.k, "cos_lat0": self.cos,
                "formula": "x = (lon - lon_min) * k * cos_lat0; y = (lat_max - lat) * k"}


def clip(points: list[tuple[float, float]], width: float, height: float) -> list[tuple[float, float]]:
    """Sutherland-Hodgman against the viewBox grown by MARGIN on every side."""
    edges = [(0, -MARGIN, 1), (0, width + MARGIN, -1), (1, -MARGIN, 1), (1, height + MARGIN, -1)]
    for axis, limit, sign in edges:
        if not points:
            break
        inside = [sign * (p[axis] - limit) >= 0 for p in points]
        out = []
        for i, p in enumerate(points):
            q, q_in = points[i - 1], inside[i - 1]
            if inside[i] != q_in:
                t = (limit - q[axis]) / (p[axis] - q[axis])
                out.append((q[0] + t * (p[0] - q[0]), q[1] + t * (p[1] - q[1])))
            if inside[i]:
                out.append(p)
        points = out
    return points


def simplify(points: list[tuple[float, float]], tolerance: float) -> list[tuple[float, float]]:
    """Douglas-Peucker on a closed ring (split at the point farthest from the first)."""
    if len(points) < 4:
        return points
    far = max(range(len(points)), key=lambda i: (points[i][0] - points[0][0]) ** 2
              + (points[i][1] - points[0][1]) ** 2)
    return _dp(points[:far + 1], tolerance)[:-1] + _dp(points[far:] + [points[0]], tolerance)[:-1]


def _dp(points: list[tuple[float, float]], tolerance: float) -> list[tuple[float, float]]:
    keep = [False] * len(points)
    keep[0] = keep[-1] = True
    stack = [(0, len(points) - 1)]
    while stack:
        first, last = stack.pop()
        (ax, ay), (bx, by) = points[first], points[last]
        length = math.hypot(bx - ax, by - ay) or 1e-12
        best, best_i = 0.0, -1
        for i in range(first + 1, last):
            px, py = points[i]
            d = abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length
            if d > best:
                best, best_i = d, i
        if best > tolerance:
            keep[best_i] = True
            stack += [(first, best_i), (best_i, last)]
    return [p for p, k in zip(points, keep) if k]


def area(points: list[tuple[float, float]]) -> float:
    return abs(sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(points, points[1:] + points[:1]))) / 2


def path_data(rings: list[list[tuple[float, float]]]) -> str:
    """SVG path data in relative moves of whole tenths: short and exact enough at any zoom we offer."""
    parts = []
    for ring in rings:
        tenths = [(round(x * 10), round(y * 10)) for x, y in ring]
        x0, y0 = tenths[0]
        deltas = [f"{(xb - xa) / 10:g} {(yb - ya) / 10:g}"
                  for (xa, ya), (xb, yb) in zip(tenths, tenths[1:]) if (xa, ya) != (xb, yb)]
        parts.append(f"M{x0 / 10:g} {y0 / 10:g}l" + " ".join(deltas).replace(" -", "-") + "z")
    return "".join(parts)


def make_asset(board: str, topology: dict, arcs: list[list[tuple[float, float]]]) -> Path:
    """Write web/assets/coastline-<board>.json and return its path."""
    bounds = board_bounds(board)
    project = Projection(bounds)
    width, height = WIDTH, project.height
    rings = []
    for polygon in polygons(topology):
        for ring in polygon:
            projected = [project(lon, lat) for lon, lat in ring_points(ring, arcs)[:-1]]
            points = clip(projected, width, height)
            points = simplify(points, TOLERANCE)
            if len(points) >= 3 and area(points) >= MIN_AREA:
                rings.append(points)
    asset = {
        "source": "Natural Earth 1:50m land (public domain), via npm " + PACKAGE + " " + SOURCE,
        "viewBox": [0, 0, width, height],
        "bounds": bounds,
        "projection": project.parameters(),
        "land": path_data(rings),
    }
    out = ASSETS / f"coastline-{board}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(asset, separators=(",", ":")) + "\n")
    print(f"{out.relative_to(ROOT)}: {len(rings)} rings, {out.stat().st_size} bytes")
    return out


def main(argv: list[str]) -> None:
    choice = argv[0] if argv else "all"
    if len(argv) > 1 or choice not in (*BOARDS, "all"):
        sys.exit(f"usage: python tools/make_coastline.py [{'|'.join(BOARDS)}|all]")
    with tempfile.TemporaryDirectory() as tmp:
        topology = fetch_topology(Path(tmp))
    arcs = decode_arcs(topology)
    for board in BOARDS if choice == "all" else (choice,):
        make_asset(board, topology, arcs)


if __name__ == "__main__":
    main(sys.argv[1:])
