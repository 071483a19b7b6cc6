"""Players' colours that work where axe cannot look (issue 45, item 2): on the SVG map and in the log.

Every player colour of every game reaches 3:1 on each ground its pieces, rings, markers and swatches
stand on (WCAG 2.1, 1.4.11 non-text contrast): land, sea, the side panel, the land tinted by any
player's colour, Attika's fields and map. Text in a player's colour (his name in the log) takes his
ink, which reaches 4.5:1 on every ground of the log (1.4.3); every letter the page draws on a player's
colour reaches 4.5:1 there. Any two players of a game stay apart under simulated deuteranopia and
protanopia (Machado, Oliveira & Fernandes 2009, severity 1.0; tests/palette.py), and every player
also has a letter of his own, which his pieces carry. Colours and grounds are read from the engine's
data and the style sheets (tests/palette.py)."""
import subprocess
import sys

import pytest

from antike.core.palette import ink
from antike.core.protocol import ALL
from antike.core.registry import rules_of
from palette import (PIECE_CONTRAST, SIMULATIONS, TEXT_CONTRAST, chromaticity, contrast, faded_letters, games,
                     grey_text_colours, least_difference, letter_colours, piece_grounds, side_panel, tinted_grounds)
from locations import ROOT


# Under simulation two players' colours differ by CIEDE2000 10 or more: half of what normal vision is
# asked (tests/antike/test_colours.py), and some five times the difference noticed side by side.
LEAST_SIMULATED_DIFFERENCE = 10

GAMES = games()
GAME_IDS = [f"{game['game']}: {'+'.join(game['boards'])}" for game in GAMES]


@pytest.mark.parametrize("game", GAMES, ids=GAME_IDS)
def test_every_player_colour_reaches_3_to_1_on_every_ground_its_pieces_stand_on(game):
    too_faint = [(player, ground, round(contrast(info["colour"], colour), 2))
                 for player, info in game["players"].items()
                 for ground, colour in piece_grounds(game).items()
                 if contrast(info["colour"], colour) < PIECE_CONTRAST]
    assert too_faint == []


@pytest.mark.parametrize("game", GAMES, ids=GAME_IDS)
def test_every_player_ink_reaches_4_5_to_1_on_every_ground_of_the_log(game):
    too_faint = [(player, ground, round(contrast(info["ink"], colour), 2))
                 for player, info in game["players"].items()
                 for ground, colour in game["text"].items()
                 if contrast(info["ink"], colour) < TEXT_CONTRAST]
    assert too_faint == []


@pytest.mark.parametrize("game", GAMES, ids=GAME_IDS)
def test_every_letter_drawn_on_a_player_colour_reaches_4_5_to_1(game):
    too_faint = [(player, rule, round(contrast(info["colour"], letter), 2))
                 for player, info in game["players"].items() for rule, letter in letter_colours().items()
                 if contrast(info["colour"], letter) < TEXT_CONTRAST]
    assert too_faint == []
    assert faded_letters() == []


@pytest.mark.parametrize("deficiency", SIMULATIONS)
@pytest.mark.parametrize("game", GAMES, ids=GAME_IDS)
def test_two_players_colours_stay_apart_under_simulated_colour_blindness(game, deficiency):
    colours = {player: info["colour"] for player, info in game["players"].items()}
    assert least_difference(colours, deficiency)[0] >= LEAST_SIMULATED_DIFFERENCE


@pytest.mark.parametrize("game", GAMES, ids=GAME_IDS)
def test_every_player_of_a_game_has_a_letter_of_his_own(game):
    letters = [info["letter"] for info in game["players"].values()]
    assert all(len(letter) == 1 and letter.isalnum() for letter in letters)
    assert len(set(letters)) == len(letters)


def test_the_grey_texts_of_the_page_reach_4_5_to_1_on_the_side_panel():
    greys = grey_text_colours()
    assert greys, "the style sheets name grey text colours"
    assert [(rule, grey) for rule, grey in greys.items() if contrast(grey, side_panel()) < TEXT_CONTRAST] == []


def test_ink_is_the_colour_itself_where_dark_enough_and_else_its_hue_at_7_to_1_on_white():
    assert ink("#332288") == "#332288"
    for colour in ("#d8c49a", "#cc79a7", "#d55e00", "#2f855a"):
        darker = ink(colour)
        assert 7 <= contrast(darker, "#ffffff") < 7.3
        assert chromaticity(darker) == pytest.approx(chromaticity(colour), abs=0.01)
    assert ink("#ffffff") == "#595959"


def test_the_tinted_lands_are_each_players_colour_over_the_land():
    antike = GAMES[0]
    tinted = tinted_grounds(antike)
    assert set(tinted) == {f"land of {player}" for player in antike["players"]}
    assert all(contrast(colour, antike["pieces"]["land"]) < 2 for colour in tinted.values())


def _views():
    """(game, [player views]) of a new game of each kind, as the page gets them."""
    antike = rules_of("antike")
    schema = {field["name"]: field for field in antike.options_schema()["fields"]}
    six = next(choice for choice in schema["players"]["choices"] if choice["value"] == "6")
    for board in ("orient", "occident"):
        state = antike.new_game({"board": board, **six["sets"], "variants": [], "seed": 1})
        yield "antike", antike.view(state, [], ALL, "en")["nations"]
    duellum = rules_of("duellum")
    for board in ("west", "east"):
        state = duellum.new_game({"board": board, "seed": 1, "first": None})
        yield "duellum", duellum.view(state, [], ALL, "en")["players"]
    attika = rules_of("attika")
    yield "attika", attika.view(attika.new_game({"players": 4, "seed": 1, "first": None}), [], ALL, "en")["players"]


VIEWS = list(_views())


@pytest.mark.parametrize("game, players", VIEWS, ids=[f"{game}-{index}" for index, (game, _) in enumerate(VIEWS)])
def test_each_view_hands_every_player_his_colour_ink_and_letter(game, players):
    assert all(player["ink"] == ink(player["colour"]) for player in players)
    assert len({player["letter"] for player in players}) == len(players)
    measured = {info["colour"] for entry in GAMES for info in entry["players"].values()}
    assert {player["colour"].lower() for player in players} <= measured


def test_the_palette_table_in_the_docs_is_the_one_measured_today():
    printed = subprocess.run([sys.executable, str(ROOT / "tools" / "palette_table.py")], capture_output=True,
                             text=True, check=True).stdout
    page = (ROOT / "docs" / "accessibility.md").read_text()
    opening = "<!-- palette table: tools/palette_table.py -->"
    table = page[page.index(opening) + len(opening):page.index("<!-- end of palette table -->")]
    assert table.strip() == printed.strip()
