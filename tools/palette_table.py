"""Print the players' palette as Markdown tables, for docs/accessibility.md: every player colour's
contrast on each ground it stands on, as text, its ink's contrast as text, and the smallest colour
difference between two players of a game with normal vision and under deuteranopia and protanopia.

    PYTHONPATH=py_engine python tools/palette_table.py

The figures are measured from the engine's data and the page's style sheets (tests/palette.py), the
same that tests/core/test_palette.py checks.
"""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py_engine"))
sys.path.insert(0, str(ROOT / "tests"))

from palette import SIMULATIONS, contrast, games, least_difference, letter_colours, tinted_grounds  # noqa: E402


def game_table(game):
    """The Markdown lines of one game's table and its colour differences."""
    plain = game["pieces"]
    letters = letter_colours()
    header = (["Player", "Colour", "Letter"] + list(plain)
              + (["owner-tinted land (lowest)"] if game["tint_opacity"] is not None else [])
              + ["white letter on it", "as text (lowest)", "ink", "ink as text (lowest)"])
    lines = [f"### {game['game']} ({', '.join(game['boards'])})", "",
             "| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    tinted = tinted_grounds(game)
    for player, info in game["players"].items():
        colour, ink = info["colour"], info["ink"]
        cells = [player, f"`{colour}`", info["letter"]]
        cells += [f"{contrast(colour, ground):.2f}" for ground in plain.values()]
        if tinted:
            cells.append(f"{min(contrast(colour, ground) for ground in tinted.values()):.2f}")
        cells.append(f"{min(contrast(colour, letter) for letter in letters.values()):.2f}")
        cells.append(f"{min(contrast(colour, ground) for ground in game['text'].values()):.2f}")
        cells.append(f"`{ink}`")
        cells.append(f"{min(contrast(ink, ground) for ground in game['text'].values()):.2f}")
        lines.append("| " + " | ".join(cells) + " |")
    colours = {player: info["colour"] for player, info in game["players"].items()}
    differences = [("normal vision", least_difference(colours))]
    differences += [(deficiency, least_difference(colours, deficiency)) for deficiency in SIMULATIONS]
    lines += ["", "Smallest CIEDE2000 difference between two players: " + "; ".join(
        f"{name} {value:.1f} ({a}, {b})" for name, (value, a, b) in differences) + ".", ""]
    return lines


def main():
    """Print every game's table."""
    for game in games():
        print("\n".join(game_table(game)))


if __name__ == "__main__":
    main()
