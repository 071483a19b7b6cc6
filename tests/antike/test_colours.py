"""Nations' colours tell them apart at a glance (issue 20, item 2): in a 6-nation game every two
nations, and every nation and resource (the city sites' colours in Antike's antike.css), differ by CIEDE2000 20
or more. The ΔE00 helper is first checked against published pairs."""
import itertools
import re

import pytest

from antike.games.antike_common.board import available_boards, load_board
from colour_difference import ciede2000, difference, srgb_to_lab
from locations import WEB

GAMES = WEB / "js" / "games"
STYLE = GAMES / "antike" / "antike.css"
RESOURCES = ("marble", "iron", "gold")
LEAST_DIFFERENCE = 20

# Sharma, Wu & Dalal (2005), "The CIEDE2000 color-difference formula: implementation notes,
# supplementary test data, and mathematical observations", Table 1: pairs 1, 7, 9, 12, 13, 16-20
# (the hue and mean-hue cases that naive implementations get wrong among them).
SHARMA_PAIRS = [
    ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
    ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
    ((50.0, 2.49, -0.001), (50.0, -2.49, 0.0009), 7.1792),
    ((50.0, 2.49, -0.001), (50.0, -2.49, 0.0012), 7.2195),
    ((50.0, -0.001, 2.49), (50.0, 0.0009, -2.49), 4.8045),
    ((50.0, 2.5, 0.0), (50.0, 0.0, -2.5), 4.3065),
    ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
    ((50.0, 2.5, 0.0), (61.0, -5.0, 29.0), 22.8977),
    ((50.0, 2.5, 0.0), (56.0, -27.0, -3.0), 31.9030),
    ((50.0, 2.5, 0.0), (58.0, 24.0, 15.0), 19.4535),
]


def resource_colours(sheet=STYLE):
    """{resource: "#rrggbb"}, as a game's style sheet defines them (--marble, --iron, --gold)."""
    found = dict(re.findall(r"--(\w+):\s*(#[0-9a-fA-F]{6})\b", sheet.read_text()))
    return {resource: found[resource] for resource in RESOURCES}


def six_nation_colours(board_id):
    """{nation id: colour} of the nations in a 6-nation game on the board."""
    board = load_board(board_id).to_json()
    colours = {nation["id"]: nation["colour"] for nation in board["nations"]}
    return {nation: colours[nation] for nation in board["nations_by_count"]["6"]}


@pytest.mark.parametrize("lab1, lab2, expected", SHARMA_PAIRS)
def test_ciede2000_matches_sharma_wu_dalal_test_data(lab1, lab2, expected):
    assert ciede2000(lab1, lab2) == pytest.approx(expected, abs=1e-4)
    assert ciede2000(lab2, lab1) == pytest.approx(expected, abs=1e-4)


def test_srgb_white_and_black_are_the_ends_of_lightness():
    assert srgb_to_lab("#ffffff") == pytest.approx((100, 0, 0), abs=1e-3)
    assert srgb_to_lab("#000000") == pytest.approx((0, 0, 0), abs=1e-9)


def test_resource_colours_are_read_from_the_style_sheet():
    assert set(resource_colours()) == set(RESOURCES)


def test_duellums_resources_are_drawn_in_antikes_colours():
    """Duellum's sheet keeps its own copy of the resources' colours (the view kit names no
    resource): the same as Antike's, which this file checks against the nations'."""
    assert resource_colours(GAMES / "duellum" / "duellum.css") == resource_colours()


@pytest.mark.parametrize("board_id", available_boards())
def test_six_nations_colours_differ_from_each_other_by_ciede2000_20(board_id):
    colours = six_nation_colours(board_id)
    assert len(colours) == 6
    too_close = [(a, b, round(difference(colours[a], colours[b]), 1))
                 for a, b in itertools.combinations(colours, 2)
                 if difference(colours[a], colours[b]) < LEAST_DIFFERENCE]
    assert too_close == []


@pytest.mark.parametrize("board_id", available_boards())
def test_nations_colours_differ_from_resource_colours_by_ciede2000_20(board_id):
    resources = resource_colours()
    too_close = [(nation, resource, round(difference(colour, resources[resource]), 1))
                 for nation, colour in six_nation_colours(board_id).items() for resource in resources
                 if difference(colour, resources[resource]) < LEAST_DIFFERENCE]
    assert too_close == []
