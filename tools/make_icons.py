#!/usr/bin/env python3
"""Draw the app's icon (a golden temple on the brown of the page's header) into web/icons/.

    python tools/make_icons.py

Writes icon.svg (any size, for the manifest), icon-192.png (also the favicon) and icon-512.png
(purpose "any": a rounded square) and icon-maskable-512.png (purpose "maskable": full-bleed
background, the temple inside the central circle of 40 % radius that every mask keeps). The
shapes are polygons on a 512 x 512 grid, drawn once as SVG and once rasterised here with 4 x 4
supersampling and written as PNG with zlib and struct, so no imaging library is needed.
"""
import math
import struct
import zlib
from pathlib import Path

ICONS = Path(__file__).resolve().parents[1] / "web" / "icons"
GRID = 512
BROWN = (0x3B, 0x2F, 0x1E)
GOLD = (0xF2, 0xC2, 0x30)
SUBSAMPLES = 4
# The maskable icon's temple is shrunk about the centre so it fits the 40 % safe circle.
MASKABLE_SCALE = 0.74


def rectangle(left, top, right, bottom):
    """The corners of an axis-aligned rectangle, clockwise."""
    return [(left, top), (right, top), (right, bottom), (left, bottom)]


def rounded_square(size, radius, segments=12):
    """A size x size square with rounded corners, as a polygon."""
    centres = [(size - radius, radius, -90), (size - radius, size - radius, 0),
               (radius, size - radius, 90), (radius, radius, 180)]
    points = []
    for cx, cy, start in centres:
        for step in range(segments + 1):
            angle = math.radians(start + 90 * step / segments)
            points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return points


def temple():
    """The temple: pediment, architrave, four columns and two steps."""
    parts = [[(92, 196), (256, 96), (420, 196)], rectangle(104, 206, 408, 236)]
    parts += [rectangle(left, 248, left + 40, 378) for left in (116, 196, 276, 356)]
    parts += [rectangle(100, 388, 412, 408), rectangle(84, 416, 428, 436)]
    return parts


def scaled(polygon, factor, centre=GRID / 2):
    """`polygon` scaled by `factor` about the grid's centre."""
    return [(centre + (x - centre) * factor, centre + (y - centre) * factor) for x, y in polygon]


def layers(maskable):
    """The icon as (colour, polygons) layers, bottom first."""
    if maskable:
        return [(BROWN, [rectangle(0, 0, GRID, GRID)]),
                (GOLD, [scaled(part, MASKABLE_SCALE) for part in temple()])]
    return [(BROWN, [rounded_square(GRID, 96)]), (GOLD, temple())]


def coverage(polygons, size):
    """Per pixel of a size x size image, the fraction covered by the (disjoint) polygons."""
    scale = size / GRID
    covered = [0.0] * (size * size)
    for row in range(size):
        for sub in range(SUBSAMPLES):
            y = (row + (sub + 0.5) / SUBSAMPLES) / scale
            for polygon in polygons:
                crossings = sorted(
                    x1 + (y - y1) * (x2 - x1) / (y2 - y1)
                    for (x1, y1), (x2, y2) in zip(polygon, polygon[1:] + polygon[:1])
                    if (y1 <= y < y2) or (y2 <= y < y1))
                for start, end in zip(crossings[::2], crossings[1::2]):
                    start, end = max(start * scale, 0), min(end * scale, size)
                    for column in range(int(start), min(math.ceil(end), size)):
                        overlap = min(end, column + 1) - max(start, column)
                        covered[row * size + column] += overlap / SUBSAMPLES
    return [min(value, 1.0) for value in covered]


def render(size, maskable):
    """RGBA bytes of the icon at size x size, layers composited bottom to top."""
    pixels = [(0.0, 0.0, 0.0, 0.0)] * (size * size)
    for colour, polygons in layers(maskable):
        for index, alpha in enumerate(coverage(polygons, size)):
            if alpha:
                r, g, b, a = pixels[index]
                out = alpha + a * (1 - alpha)
                mix = [(c * alpha + p * a * (1 - alpha)) / out for c, p in zip(colour, (r, g, b))]
                pixels[index] = (*mix, out)
    return bytes(round(channel if i < 3 else channel * 255)
                 for pixel in pixels for i, channel in enumerate(pixel))


def png(size, rgba):
    """A PNG file (8-bit RGBA, no filtering) holding `rgba`."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    stride = size * 4
    raw = b"".join(b"\x00" + rgba[row * stride:(row + 1) * stride] for row in range(size))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def svg():
    """The (non-maskable) icon as SVG text."""
    shapes = []
    for colour, polygons in layers(maskable=False):
        fill = "#%02x%02x%02x" % colour
        for polygon in polygons:
            points = " ".join(f"{x:.1f},{y:.1f}" for x, y in polygon)
            shapes.append(f'  <polygon fill="{fill}" points="{points}"/>')
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {GRID} {GRID}">\n'
            + "\n".join(shapes) + "\n</svg>\n")


def main():
    """Write every icon file."""
    ICONS.mkdir(parents=True, exist_ok=True)
    (ICONS / "icon.svg").write_text(svg())
    for name, size, maskable in (("icon-192.png", 192, False), ("icon-512.png", 512, False),
                                 ("icon-maskable-512.png", 512, True)):
        (ICONS / name).write_bytes(png(size, render(size, maskable)))
        print(f"wrote {ICONS / name}")


if __name__ == "__main__":
    main()
