"""The players' colours of every game and the backgrounds they stand on, as the page draws them, for the
palette's tests (tests/core/test_palette.py) and its table in docs/accessibility.md (tools/palette_table.py).

Colours come from the engine's data (each game's players) and the backgrounds from the page's style
sheets (the frame's in web/css/, the view kit's and each game view's in web/js/games/), so that a
changed colour is measured where it is defined. Measures: WCAG 2.1's
contrast ratio, and colour vision deficiency simulated with Machado, Oliveira & Fernandes (2009).
"""
import itertools
import re
from pathlib import Path

from antike.core.palette import encoded, ink, linear, luminance
from antike.games.antike_common.board import available_boards, load_board
from antike.games.attika.components import CITY_STATES
from antike.games.attika.view import letter as city_state_letter
from antike.games.duellum.board import BOARDS as DUELLUM_BOARDS, load_board as load_duellum_board
from colour_difference import difference

WEB = Path(__file__).resolve().parent.parent / "web"


def _sheets():
    """The page's style sheets in the order the build bundles them: the frame's, the view kit's, then
    each game view's by folder (build_bundle.add_view_styles)."""
    views = sorted((WEB / "js" / "games").glob("*/*.css"), key=lambda sheet: (sheet.parent.name != "shared", sheet.as_posix()))
    return [*sorted((WEB / "css").glob("*.css")), *views]

# Machado, Oliveira & Fernandes (2009), "A physiologically-based model for simulation of color vision
# deficiency", IEEE TVCG 15(6): the matrices of severity 1.0 (dichromacy) from the authors' table, to
# apply to linear RGB.
SIMULATIONS = {
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
}
PIECE_CONTRAST = 3.0  # WCAG 2.1, 1.4.11 non-text contrast: pieces, markers, rings, swatches
TEXT_CONTRAST = 4.5  # WCAG 2.1, 1.4.3 contrast (minimum): a name in the log, a letter on a piece


def _channels(colour):
    return [int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]


def _hex(channels):
    return "#" + "".join(f"{round(c * 255):02x}" for c in channels)


def chromaticity(colour):
    """The CIE 1931 (x, y) chromaticity of a "#rrggbb" colour: its hue and saturation, not its lightness."""
    red, green, blue = [linear(c) for c in _channels(colour)]
    x = 0.4124564 * red + 0.3575761 * green + 0.1804375 * blue
    y = 0.2126729 * red + 0.7151522 * green + 0.0721750 * blue
    z = 0.0193339 * red + 0.1191920 * green + 0.9503041 * blue
    return x / (x + y + z), y / (x + y + z)


def contrast(colour1, colour2):
    """WCAG 2.1 contrast ratio of two "#rrggbb" colours, 1 to 21."""
    lighter, darker = sorted((luminance(colour1), luminance(colour2)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def tint(colour, ground, opacity):
    """`colour` painted with `opacity` over `ground`, as the browser composites it (in sRGB values)."""
    return _hex([opacity * c + (1 - opacity) * g for c, g in zip(_channels(colour), _channels(ground))])


def simulate(colour, deficiency):
    """`colour` as seen with `deficiency` (a key of SIMULATIONS)."""
    channels = [linear(c) for c in _channels(colour)]
    return _hex([encoded(min(1.0, max(0.0, sum(m * c for m, c in zip(row, channels)))))
                 for row in SIMULATIONS[deficiency]])


def least_difference(colours, deficiency=None):
    """(ΔE00, colour id, colour id): the two of {id: colour} closest to each other as seen with
    `deficiency` (a key of SIMULATIONS), or with normal vision (None)."""
    seen = {key: simulate(colour, deficiency) if deficiency else colour for key, colour in colours.items()}
    return min((difference(seen[a], seen[b]), a, b) for a, b in itertools.combinations(seen, 2))


def _style_rules():
    """{selector: {property: value}} of every style sheet, later rules winning (media queries ignored:
    the rules read here hold colours, which no media query changes)."""
    rules = {}
    for sheet in _sheets():
        text = re.sub(r"/\*.*?\*/", "", sheet.read_text(), flags=re.S)
        for selectors, body in re.findall(r"([^{}]+)\{([^{}]*)\}", text):
            declarations = dict(re.findall(r"([\w-]+)\s*:\s*([^;]+?)\s*(?:;|$)", body))
            for selector in selectors.split(","):
                rules.setdefault(" ".join(selector.split()), {}).update(declarations)
    return rules


def _value(rules, selector, prop):
    value = rules[selector][prop]
    variable = re.fullmatch(r"var\((--[\w-]+)\)", value)
    return rules[":root"][variable.group(1)] if variable else value


def _colour(rules, selector, prop="background"):
    """The "#rrggbb" colour of `prop` in the rule for `selector` (a custom property resolved)."""
    value = _value(rules, selector, prop)
    colour = re.fullmatch(r"#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})", value)
    assert colour, f"{selector} {{{prop}: {value}}} is not an opaque #rgb or #rrggbb colour"
    digits = colour.group(1)
    return "#" + (digits if len(digits) == 6 else "".join(d * 2 for d in digits)).lower()


def _boards():
    """[(game, board ids, {player: (colour, letter)})]: each board's players, boards with the same
    players' colours and letters taken together (Antike's Occident and its variants)."""
    boards = []
    for board_id in available_boards():
        nations = load_board(board_id).to_json()["nations"]
        boards.append(("Antike, Antike II", board_id,
                       {nation["id"]: (nation["colour"].lower(), nation["letter"]) for nation in nations}))
    for board_id in DUELLUM_BOARDS:
        board = load_duellum_board(board_id)
        boards.append(("Antike Duellum", board_id,
                       {player: (board.colour(player).lower(), board.letter(player)) for player in board.players}))
    boards.append(("Attika", "attika", {city: (info["colour"].lower(), city_state_letter(city))
                                         for city, info in CITY_STATES.items()}))
    merged = {}
    for game, board_id, players in boards:
        merged.setdefault((game, tuple(sorted(players.items()))), (game, [], players))[1].append(board_id)
    return list(merged.values())


def games():
    """Each board's players and the backgrounds of the page they stand on:
    [{game, boards, players: {id: {colour, ink, letter}}, pieces: {background: colour},
      text: {background: colour}, tint_opacity}], where `pieces` are the grounds of the map's pieces,
    rings and markers and of the side panel's swatches, `text` those of a player's name in the log,
    and `tint_opacity` that of an owner's colour over his land (None where the map has none)."""
    rules = _style_rules()
    panel = _colour(rules, ":root", "--panel")
    land, sea = _colour(rules, ":root", "--land"), _colour(rules, ":root", "--sea")
    text = {"side panel": panel,
            "log turn": _colour(rules, "#log .log-turn"),
            "log line pointed at": _colour(rules, "#log .log-line:hover"),
            "log line shown on the map": _colour(rules, '#log .log-line[aria-pressed="true"]')}
    grounds = {
        "Antike, Antike II": ({"land": land, "sea": sea, "side panel": panel},
                              float(_value(rules, ".territory .area", "fill-opacity"))),
        "Antike Duellum": ({"land": land, "sea": sea, "side panel": panel},
                           float(_value(rules, ".cells .cell", "fill-opacity"))),
        "Attika": ({"map": _colour(rules, 'body[data-game="attika"] #map'),
                    **{f"{kind} field": _colour(rules, f".at-cell .hex.{kind}", "fill")
                       for kind in ("plain", "mountain", "hill", "forest", "water")},
                    "side panel": panel}, None),
    }
    return [{"game": game, "boards": board_ids, "text": text, "pieces": grounds[game][0],
             "tint_opacity": grounds[game][1],
             "players": {player: {"colour": colour, "ink": ink(colour), "letter": letter}
                         for player, (colour, letter) in players.items()}}
            for game, board_ids, players in _boards()]


def tinted_grounds(game):
    """{background: colour}: the land tinted by each player's colour, as his province or region shows
    it (his own pieces stand there, and a foreign army may); none where the game's map has no tint."""
    if game["tint_opacity"] is None:
        return {}
    return {f"land of {player}": tint(info["colour"], game["pieces"]["land"], game["tint_opacity"])
            for player, info in game["players"].items()}


def piece_grounds(game):
    """{background: colour} a piece, ring or marker of `game` may stand on."""
    return {**game["pieces"], **tinted_grounds(game)}


# The rules that draw a player's letter (or score) on his colour, and the property giving its colour.
LETTER_RULES = ((".seat-letter", "color"), ("#turn-order li", "color"),
                (".know-hows .holder", "color"), (".score-track li.here", "color"),
                (".place .units .unit-letter", "fill"), (".marker-letter", "fill"),
                (".at-cell .building-owner", "fill"))


def letter_colours():
    """{selector: colour} of every letter the page draws on a player's colour."""
    rules = _style_rules()
    return {selector: _colour(rules, selector, prop) for selector, prop in LETTER_RULES}


def faded_letters():
    """The selectors of LETTER_RULES whose rules fade the letter and its ground (an opacity below 1)."""
    rules = _style_rules()
    return [selector for selector, _ in LETTER_RULES if float(rules[selector].get("opacity", 1)) < 1]


def grey_text_colours():
    """{selector: colour} of every grey text colour (equal red, green and blue, not white: white text
    stands on a dark or a player's ground) of the style sheets."""
    rules = _style_rules()
    found = {}
    for selector, declarations in rules.items():
        if re.fullmatch(r"#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})", declarations.get("color", "")):
            colour = _colour(rules, selector, "color")
            if colour[1:3] == colour[3:5] == colour[5:7] and colour != "#ffffff":
                found[selector] = colour
    return found


def side_panel():
    """The side panel's colour, the ground of the players' boards and of most of the page's text."""
    return _colour(_style_rules(), ":root", "--panel")
