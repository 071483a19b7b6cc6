"""A player's colour for text, derived from his colour in one place for every game's view.

A player's colour marks his pieces; where it colours text (his name in the log) a light colour would
be unreadable on the page's light grounds, so text takes his `ink`: the same hue, darkened until it
reaches 7:1 on white, which keeps it at 4.5:1 (WCAG 2.1, 1.4.3) on every ground of relative luminance
0.625 or more.
"""

INK_LUMINANCE = 1.05 / 7 - 0.05  # the relative luminance at 7:1 on white


def linear(channel):
    """An sRGB channel value (0 to 1) in linear light."""
    return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4


def encoded(channel):
    """A channel in linear light (0 to 1) as an sRGB value."""
    return 12.92 * channel if channel <= 0.0031308 else 1.055 * channel ** (1 / 2.4) - 0.055


def _linear_channels(colour):
    return [linear(int(colour[i:i + 2], 16) / 255) for i in (1, 3, 5)]


def luminance(colour):
    """The relative luminance (WCAG 2.1) of a "#rrggbb" colour, 0 for black to 1 for white."""
    red, green, blue = _linear_channels(colour)
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def ink(colour):
    """`colour` as text on the page's light grounds: itself where it is dark enough, else the same hue
    and saturation (its linear RGB scaled down, so its chromaticity stays) at 7:1 on white."""
    if luminance(colour) <= INK_LUMINANCE:
        return colour.lower()
    scale = INK_LUMINANCE / luminance(colour)
    # Rounded down, so that rounding never lightens the ink above its target.
    return "#" + "".join(f"{int(encoded(channel * scale) * 255):02x}" for channel in _linear_channels(colour))

