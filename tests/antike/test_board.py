"""Board data and loader: R-MAP-1..3 and R-SET-1..5 facts of the packaged boards, and every check
of validate_board (each test breaks one thing in a copy of the Orient data)."""

import copy
import itertools
import json
from collections import Counter
from pathlib import Path

import pytest

from antike.games.antike_common import board as board_module
from antike.games.antike_common.board import (Board, BoardError, available_boards, load_board, offered_boards,
                                              validate_board)
from antike import Match, legal_decisions, new_game
from antike.core.savefile import export_game, import_game

ORIENT_ORDER = ["greeks", "persians", "arabs", "phoenicians", "egyptians", "babylonians"]
OCCIDENT_ORDER = ["greeks", "romans", "germanic_tribes", "phoenicians", "carthaginians", "persians"]


@pytest.fixture
def orient():
    return load_board("orient")


@pytest.fixture
def data():
    """A fresh copy of the Orient data for a test to break."""
    return load_board("orient").to_json()


# --- packaged boards ---------------------------------------------------------------------------

def test_available_boards_lists_orient_and_every_occident_version():
    assert available_boards() == ["occident", "occident_v2", "occident_v3", "occident_v4", "orient"]


def test_every_board_file_packaged_with_the_engine_is_listed_and_no_other():
    folder = Path(board_module.__file__).parent / "data"
    assert sorted(path.stem for path in folder.glob("*.json")) == list(board_module.PACKAGED_BOARDS)


def test_new_games_are_offered_the_latest_version_of_each_board():
    assert offered_boards() == ["occident_v4", "orient"]
    assert offered_boards() == [board_id for board_id in available_boards()
                                if load_board(board_id).superseded_by is None]
    marks = [(board.version, board.superseded_by, board.map)
             for board in map(load_board, ("occident", "occident_v2", "occident_v3", "occident_v4"))]
    assert marks == [(1, "occident_v2", "occident"), (2, "occident_v3", "occident"), (3, "occident_v4", "occident"),
                     (4, None, "occident")]


def _without_marks_and_notes(data):
    for key in ("id", "version", "map", "superseded_by"):
        data.pop(key, None)
    assert data.pop("note") and data.pop("translations")
    return data


def test_the_occident_versions_differ_only_in_the_four_nation_start_cities_and_their_marks():
    """Issue 25: version 2 moves the Romans' and the Germanic tribes' four-nation start lines north
    and east; everything else, the drawing included, is version 1's."""
    first, second = load_board("occident").to_json(), load_board("occident_v2").to_json()
    assert second["start_cities"]["4"]["romans"] == ["roma", "carnuntum", "aquileia"]
    assert second["start_cities"]["4"]["germanic_tribes"] == ["lupfurdum", "mattium", "calisia"]
    for data in (first, second):
        del data["start_cities"]["4"]["romans"], data["start_cities"]["4"]["germanic_tribes"]
    assert _without_marks_and_notes(first) == _without_marks_and_notes(second)


def test_occident_version_3_moves_four_six_nation_start_lines_and_antike2s_neutral_temple_with_them():
    """Issue 25: at six nations version 3 brings the Phoenicians home to Tyros and the Persians to Asia
    Minor, so that two nations share the east, the Carthaginians to the Straits and the Romans into Gaul;
    the Greeks and the Germanic tribes keep their lines, and the six-nation starting nation stays the
    Persians (R-SET-3). A2-NEU-1's principle then moves one neutral temple from augusta_treverorum
    (next to the Roman Lugdunum and the Germanic Mattium) to toletum."""
    second, third = load_board("occident_v2").to_json(), load_board("occident_v3").to_json()
    assert third["start_cities"]["6"] == {
        "greeks": ["athenae", "sparta", "thessalonica"], "romans": ["roma", "tarentum", "lugdunum"],
        "germanic_tribes": ["lupfurdum", "mattium", "treva"], "phoenicians": ["tyros", "salamis", "cyrene"],
        "carthaginians": ["carthago", "tingis", "gades"], "persians": ["ancyra", "tarsos", "ephesos"]}
    assert third["starting_nation"]["6"] == second["starting_nation"]["6"] == "persians"
    assert third["antike2"]["neutral_temples"] == ["toletum", "serdica", "hierosolyma"]
    for data in (second, third):
        del data["start_cities"]["6"], data["antike2"]
    assert _without_marks_and_notes(second) == _without_marks_and_notes(third)


def test_occident_version_4_moves_the_three_nation_start_lines_and_antike2s_neutral_temple_with_them():
    """Issue 47: against today's medium players the Germanic tribes won 8 % of the three-nation games
    on version 3's start lines (few marble sites near them, so few temples). Version 4 brings them
    to Lupfurdum, Carnuntum and Lugdunum (the Marcomanni on the Danube, the Burgundians on the Rhone),
    the Greeks to Athenae, Sparta and Ephesos and the Romans to Roma, Carales and Gades; the Germanic
    tribes still start (R-SET-3), and four, five and six nations start as in version 3. A2-NEU-1's
    principle then moves one neutral temple from toletum to londinium, the one triple that leaves
    every nation of the three two borders from its nearest neutral temple."""
    third, fourth = load_board("occident_v3").to_json(), load_board("occident_v4").to_json()
    assert fourth["start_cities"]["3"] == {
        "greeks": ["athenae", "sparta", "ephesos"], "romans": ["roma", "carales", "gades"],
        "germanic_tribes": ["lupfurdum", "carnuntum", "lugdunum"]}
    assert fourth["starting_nation"]["3"] == third["starting_nation"]["3"] == "germanic_tribes"
    assert third["antike2"]["neutral_temples"] == ["toletum", "serdica", "hierosolyma"]
    assert fourth["antike2"]["neutral_temples"] == ["londinium", "serdica", "hierosolyma"]
    for data in (third, fourth):
        del data["start_cities"]["3"], data["antike2"]
    assert _without_marks_and_notes(third) == _without_marks_and_notes(fourth)


def _free_provinces_within_two_borders(board, cities, start_cities):
    """The provinces no nation starts in that a unit of any kind reaches from `cities` across at most
    two borders: a start line's free room."""
    reached = set(cities)
    for _ in range(2):
        reached |= {neighbour for province in reached for unit in ("legion", "galley")
                    for neighbour in board.neighbours(province, unit)}
    return reached - start_cities


def test_the_occident_version_4_three_nation_start_lines_pass_the_house_checks():
    """The house layout's checks of a start line (R-SET-2): one marble, one iron and one gold city;
    no land or combined border between two nations' start cities (a sea border is allowed); every
    nation the same number (plus or minus one) of free provinces within two borders of its cities."""
    board = load_board("occident_v4")
    lines = {nation: board.start_cities(3, nation) for nation in board.nations_for(3)}
    start_cities = {city for cities in lines.values() for city in cities}
    for cities in lines.values():
        assert sorted(board.resource(city) for city in cities) == ["gold", "iron", "marble"]
    for (one, cities), (other, others) in itertools.combinations(lines.items(), 2):
        touching = [(a, b) for a in cities for b in others if board.border_kind(a, b) in ("land", "combined")]
        assert touching == [], f"{one} and {other} start next to each other"
    room = {nation: len(_free_provinces_within_two_borders(board, cities, start_cities))
            for nation, cities in lines.items()}
    assert room == {"greeks": 20, "romans": 20, "germanic_tribes": 21}


@pytest.mark.parametrize("key, value", [("version", 0), ("version", "2"), ("map", ""), ("superseded_by", "orient")])
def test_a_broken_version_mark_is_refused(data, key, value):
    data[key] = value
    assert any(repr(key) in problem for problem in validate_board(data))


def test_packaged_boards_are_valid_and_cached():
    for board_id in available_boards():
        board = load_board(board_id)
        assert validate_board(board.to_json()) == []
        assert load_board(board_id) is board


def test_R_MAP_1_fifty_provinces_one_city_site_each(orient):
    assert len(orient.province_ids) == 50
    assert list(orient.province_ids) == sorted(orient.provinces)
    assert Counter(orient.resource(p) for p in orient.province_ids) == {"marble": 16, "iron": 17, "gold": 17}
    assert orient.resource("athen") == "gold"
    assert orient.resource("tyros") == "iron"
    assert orient.provinces["bycantium"]["name"] == "Bycantium"


def test_R_MAP_1_city_sites_by_resource(orient):
    for resource in ("marble", "iron", "gold"):
        assert orient.sites_of(resource) == {p for p in orient.province_ids if orient.resource(p) == resource}
    assert "athen" in orient.sites_of("gold") and "tyros" in orient.sites_of("iron")


def test_R_MAP_2_borders_land_sea_combined(orient):
    borders = orient.to_json()["borders"]
    assert len(borders) == 127
    assert Counter(b["kind"] for b in borders) == {"land": 68, "sea": 32, "combined": 27}
    # The file is normalised: each border once, a < b, sorted.
    assert all(b["a"] < b["b"] for b in borders)
    assert borders == sorted(borders, key=lambda b: (b["a"], b["b"]))
    assert orient.border_kind("athen", "sparta") == orient.border_kind("sparta", "athen") == "combined"
    assert orient.border_kind("athen", "dyrrhachion") == "land"
    assert orient.border_kind("athen", "knossos") == "sea"
    assert orient.border_kind("athen", "tyros") is None


def test_R_MAP_2_legions_cross_land_and_combined_galleys_sea_and_combined(orient):
    assert orient.neighbours("athen", "legion") == ("dyrrhachion", "pella", "sparta")
    assert orient.neighbours("athen", "galley") == ("bycantium", "ephesos", "knossos", "pella", "sparta")
    for p in orient.province_ids:
        for unit in ("legion", "galley"):
            ns = orient.neighbours(p, unit)
            assert ns == tuple(sorted(ns))
            assert all(p in orient.neighbours(n, unit) for n in ns)


def test_R_MAP_2_depths_in_a_region_by_the_units_borders(orient):
    assert orient.depths(frozenset(), "legion") == {}
    assert orient.depths({"tyros"}, "legion") == {"tyros": 1}
    # A galley in Tyros reaches Attalia only through Paphos (or Antiochia): two borders.
    region = {"tyros", "alexandria", "antiochia", "paphos"}
    assert orient.depths(region | {"ephesos", "knossos"}, "galley")["tyros"] == 2
    # Legions leave that region over land at once; galleys cannot leave a sea they fill.
    assert orient.depths(region, "legion")["tyros"] == 1
    seas = {p for p in orient.province_ids if not orient.only_land(p)}
    assert "tyros" not in orient.depths(seas, "galley")
    with pytest.raises(ValueError, match="unit must be 'legion' or 'galley', not 'ship'"):
        orient.depths(region, "ship")


def test_R_MAP_2_depths_agree_with_the_distances_from_outside(orient):
    # From the edge inwards or from the outside in: borders go both ways, so the counts agree.
    region = frozenset(orient.start_cities(4, "persians") + ["babylon"] + list(orient.neighbours("babylon", "legion")))
    outside = [p for p in orient.province_ids if p not in region]
    for unit in ("legion", "galley"):
        from_outside = orient.distances(outside, unit)
        assert orient.depths(region, unit) == {p: from_outside[p] for p in region if p in from_outside}
    assert orient.depths(region, "legion")["babylon"] == 2


def test_R_MAP_2_neighbours_rejects_an_unknown_unit(orient):
    with pytest.raises(ValueError, match="unit must be 'legion' or 'galley', not 'ship'"):
        orient.neighbours("athen", "ship")


def test_R_MAP_3_islands_and_inland_provinces(orient):
    islands = [p for p in orient.province_ids if orient.only_sea(p)]
    assert islands == ["dioscoridis", "knossos", "messana", "paphos"]
    inland = [p for p in orient.province_ids if orient.only_land(p)]
    assert len(inland) == 17
    assert "babylon" in inland and "athen" not in inland
    assert not orient.only_sea("athen") and not orient.only_land("athen")


def test_R_SET_1_nations_by_count(orient):
    for count in range(3, 7):
        assert orient.nations_for(count) == ORIENT_ORDER[:count]
    assert [n["id"] for n in orient.to_json()["nations"]] == ORIENT_ORDER


def test_R_SET_1_nations_told_apart_by_colour_and_letter(orient):
    nations = [orient.nation(n) for n in ORIENT_ORDER]
    assert orient.nation("greeks") == {"id": "greeks", "name": "Greeks", "colour": "#332288", "letter": "G",
                                       "translations": {"de": {"name": "Griechen"}}}
    assert len({n["colour"] for n in nations}) == len({n["letter"] for n in nations}) == 6


def test_R_SET_2_start_cities(orient):
    assert orient.start_cities(3, "greeks") == ["messana", "sparta", "dyrrhachion"]
    assert orient.start_cities(6, "babylonians") == ["babylon", "ninive", "melitene"]
    for count in range(3, 7):
        for nation in orient.nations_for(count):
            cities = orient.start_cities(count, nation)
            assert sorted(orient.resource(c) for c in cities) == ["gold", "iron", "marble"]


def test_R_SET_3_starting_nation_is_the_nth_nation(orient):
    assert [orient.starting_nation(n) for n in range(3, 7)] == [
        "arabs", "phoenicians", "egyptians", "babylonians"]
    for count in range(3, 7):
        assert orient.starting_nation(count) == orient.nations_for(count)[count - 1]


def test_R_SET_4_and_R_SET_5_two_player_nations(orient):
    assert orient.two_player_teams == (("persians", "phoenicians"), ("greeks", "arabs"))
    assert orient.two_colour_nations == ("greeks", "persians")


def test_occident_house_layout_loads():
    occident = load_board("occident")
    raw = occident.to_json()
    assert occident.name == "Occident (house layout)"
    assert raw["picture"]["projected"] is True
    assert len(occident.province_ids) == 50
    assert len(raw["borders"]) == 122
    assert Counter(b["kind"] for b in raw["borders"]) == {"land": 64, "sea": 30, "combined": 28}
    assert [p for p in occident.province_ids if occident.only_sea(p)] == [
        "carales", "gortyna", "londinium", "salamis"]
    assert sum(occident.only_land(p) for p in occident.province_ids) == 16
    assert occident.nations_for(6) == OCCIDENT_ORDER
    assert [occident.starting_nation(n) for n in range(3, 7)] == [
        "germanic_tribes", "phoenicians", "carthaginians", "persians"]
    assert occident.two_player_teams == (("romans", "phoenicians"), ("germanic_tribes", "greeks"))
    assert occident.start_cities(4, "phoenicians") == ["tyros", "tingis", "gades"]



def test_occident_house_layout_is_explained_in_german_without_contradiction():
    """Issue 20: "Okzident (Hauslayout)" read oddly and its note called the published board "not
    public"; the German words now say what the English ones do."""
    german = load_board("occident").to_json()["translations"]["de"]
    assert german["name"] == "Okzident (eigener Plan)"
    assert german["note"].startswith("Der Westplan des Spiels ist nicht frei verfügbar: ")
    assert "veröffentlicht" not in german["note"] and "Römerzeit" in german["note"]


# --- the Board object --------------------------------------------------------------------------

def test_board_is_immutable(orient):
    with pytest.raises(AttributeError):
        orient.name = "Elsewhere"
    with pytest.raises(TypeError):
        orient.provinces["athen"]["resource"] = "iron"
    orient.to_json()["provinces"].clear()
    orient.nations_for(3).clear()
    assert len(orient.to_json()["provinces"]) == 50 and len(orient.nations_for(3)) == 3
    assert copy.deepcopy(orient) is orient


def test_board_does_not_share_the_callers_dict(data):
    board = Board(data)
    data["provinces"][0]["resource"] = "gold"
    assert board.resource("adane") == "iron"


def test_load_board_from_a_path(tmp_path, data):
    data["id"], data["name"] = "copy", "Copy"
    path = tmp_path / "copy.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    board = load_board(str(path))
    assert (board.id, board.name) == ("copy", "Copy")
    assert load_board(path).id == "copy"


def test_load_board_raises_board_error_listing_every_problem(tmp_path, data):
    data["provinces"][0]["resource"] = "wood"
    data["borders"][0]["kind"] = "air"
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(BoardError) as error:
        load_board(str(path))
    assert error.value.problems == [
        "province 'adane': resource 'wood' is not marble, iron or gold",
        "border adane-adulis: kind 'air' is not land, sea or combined",
    ]
    assert isinstance(error.value, ValueError)
    assert "province 'adane': resource 'wood'" in str(error.value)


# --- one test per validation failure -----------------------------------------------------------

def test_validate_not_an_object():
    assert validate_board([]) == ["a board must be a JSON object, not list"]


def test_validate_id_and_name(data):
    data["id"] = ""
    del data["name"]
    assert validate_board(data) == ["'id' must be a non-empty string", "'name' must be a non-empty string"]


def test_validate_R_MAP_1_exactly_fifty_provinces(data):
    data["provinces"] = [p for p in data["provinces"] if p["id"] != "adulis"]  # no one's start city, no neutral temple
    data["borders"] = [b for b in data["borders"] if "adulis" not in (b["a"], b["b"])]
    assert validate_board(data) == ["expected 50 provinces (R-MAP-1), found 49"]


def test_validate_R_MAP_1_unique_province_ids(data):
    data["provinces"][1]["id"] = "adane"
    assert "province id 'adane' is used more than once" in validate_board(data)


def test_validate_province_without_id(data):
    del data["provinces"][3]["id"]
    assert "province #3 has no string 'id'" in validate_board(data)


def test_validate_province_name(data):
    data["provinces"][0]["name"] = None
    assert validate_board(data) == ["province 'adane': 'name' must be a non-empty string"]


def test_validate_R_MAP_1_resource(data):
    data["provinces"][0]["resource"] = "wood"
    assert validate_board(data) == ["province 'adane': resource 'wood' is not marble, iron or gold"]


@pytest.mark.parametrize("key", ["x", "y", "lat", "lon"])
def test_validate_coordinates_are_numbers(data, key):
    data["provinces"][0][key] = "12"
    assert validate_board(data) == [f"province 'adane': '{key}' must be a number, not '12'"]


def test_validate_coordinates_are_not_booleans(data):
    data["provinces"][0]["x"] = True
    assert validate_board(data) == ["province 'adane': 'x' must be a number, not True"]


def test_validate_R_MAP_2_border_ends_are_known(data):
    data["borders"].append({"a": "adane", "b": "atlantis", "kind": "sea"})
    assert validate_board(data) == ["border adane-atlantis: 'atlantis' is not a known province"]


def test_validate_R_MAP_2_no_self_border(data):
    data["borders"].append({"a": "athen", "b": "athen", "kind": "land"})
    assert validate_board(data) == ["border athen-athen joins a province to itself"]


def test_validate_R_MAP_2_border_given_twice(data):
    data["borders"].append({"a": "adane", "b": "adulis", "kind": "sea"})
    assert validate_board(data) == [
        "border adane-adulis is given more than once (a border is listed once, either way round)"]


def test_validate_R_MAP_2_border_given_both_ways_is_a_duplicate(data):
    data["borders"].append({"a": "adulis", "b": "adane", "kind": "sea"})
    assert validate_board(data) == [
        "border adulis-adane is given more than once (a border is listed once, either way round)"]


def test_validate_R_MAP_2_border_kind(data):
    data["borders"][0]["kind"] = "air"
    assert validate_board(data) == ["border adane-adulis: kind 'air' is not land, sea or combined"]


def test_validate_border_not_an_object(data):
    data["borders"].append(["adane", "adulis"])
    assert validate_board(data) == ["border #127 must be an object with 'a', 'b' and 'kind'"]


def test_validate_R_MAP_2_every_province_has_a_border(data):
    data["borders"] = [b for b in data["borders"] if "dioscoridis" not in (b["a"], b["b"])]
    assert validate_board(data) == [
        "province 'dioscoridis' has no border",
        "the board is not connected: ['dioscoridis'] cannot be reached from 'adane'",
    ]


def test_validate_R_MAP_2_board_is_connected(data):
    # Cut the island dioscoridis and the Horn of Africa (opone, punt) off from the rest.
    cut = {"opone", "punt", "dioscoridis"}
    data["borders"] = [b for b in data["borders"] if (b["a"] in cut) == (b["b"] in cut)]
    assert validate_board(data) == [
        "the board is not connected: ['dioscoridis', 'opone', 'punt'] cannot be reached from 'adane'"]


def test_validate_sections_of_the_wrong_type(data):
    for key in ("provinces", "borders", "nations", "nations_by_count", "start_cities", "starting_nation"):
        data[key] = None
    problems = validate_board(data)
    for expected in ("'provinces' must be a list", "'borders' must be a list", "'nations' must be a list",
                     "'nations_by_count' must be an object with keys '3' to '6'",
                     "'start_cities' must be an object with keys '3' to '6'",
                     "'starting_nation' must be an object with keys '3' to '6'"):
        assert expected in problems


@pytest.mark.parametrize("key", ["id", "name", "colour", "letter"])
def test_validate_nation_fields(data, key):
    del data["nations"][5][key]
    label = "#5" if key == "id" else "'babylonians'"
    assert f"nation {label} must have a non-empty string '{key}'" in validate_board(data)


@pytest.mark.parametrize("key, value", [("id", "greeks"), ("colour", "#332288"), ("letter", "G")])
def test_validate_nation_ids_colours_letters_unique(data, key, value):
    data["nations"][1][key] = value
    assert f"nation {key} {value!r} is used by more than one nation" in validate_board(data)


# German names as in the German rulebook; English ones are the boards' own names.
GERMAN = {"greeks": "Griechen", "persians": "Perser", "arabs": "Araber", "phoenicians": "Phönizier",
          "egyptians": "Ägypter", "babylonians": "Babylonier", "romans": "Römer", "germanic_tribes": "Germanen",
          "carthaginians": "Karthager"}


@pytest.mark.parametrize("board_id", ["orient", "occident"])
def test_every_nation_has_its_german_name(board_id):
    board = load_board(board_id)
    for nation in board.to_json()["nations"]:
        assert board.nation_name(nation["id"], "de") == GERMAN[nation["id"]]
        assert board.nation_name(nation["id"], "en") == board.nation_name(nation["id"]) == nation["name"]


def test_a_board_without_nation_translations_loads_and_names_nations_in_english(data):
    for nation in data["nations"]:
        del nation["translations"]
    board = Board(data)
    assert board.nation_name("greeks", "de") == board.nation_name("greeks", "en") == "Greeks"


def test_a_language_without_a_translation_falls_back_to_the_boards_name(orient):
    assert orient.nation_name("persians", "fr") == "Persians"


@pytest.mark.parametrize("translations, problem", [
    ("Griechen", "nation 'greeks': 'translations' must be an object {language: {field: text}}, not 'Griechen'"),
    ({"fr": {"name": "Grecs"}}, "nation 'greeks': translations['fr']: unknown language (known: de)"),
    ({"en": {"name": "Hellenes"}}, "nation 'greeks': translations['en']: unknown language (known: de)"),
    ({"de": "Griechen"}, "nation 'greeks': translations['de'] must be an object giving 'name', not 'Griechen'"),
    ({"de": {}}, "nation 'greeks': translations['de'] must be an object giving 'name', not {}"),
    ({"de": {"name": ""}}, "nation 'greeks': translations['de']['name'] must be a non-empty string, not ''"),
    ({"de": {"name": "  "}}, "nation 'greeks': translations['de']['name'] must be a non-empty string, not '  '"),
    ({"de": {"name": 7}}, "nation 'greeks': translations['de']['name'] must be a non-empty string, not 7"),
    ({"de": {"nom": "Griechen"}}, "nation 'greeks': translations['de']: unknown field 'nom' (known: 'name')"),
])
def test_validate_nation_translations(data, translations, problem):
    data["nations"][0]["translations"] = translations
    assert validate_board(data) == [problem]
    with pytest.raises(BoardError) as error:
        Board(data)
    assert error.value.problems == [problem]


def test_validate_board_translations(data):
    data["translations"] = {"de": {"name": "Orient", "picture": "x"}, "it": {"name": "Oriente"}}
    assert validate_board(data) == [
        "the board: translations['de']: unknown field 'picture' (known: 'name', 'note')",
        "the board: translations['it']: unknown language (known: de)"]


def test_validate_R_SET_1_nations_by_count_missing(data):
    del data["nations_by_count"]["5"]
    assert validate_board(data) == ["nations_by_count['5'] is missing"]


def test_validate_R_SET_1_nations_by_count_known_nations(data):
    data["nations_by_count"]["3"][2] = "romans"
    assert validate_board(data)[0] == "nations_by_count['3']: 'romans' is not a known nation"


def test_validate_R_SET_1_nations_by_count_size(data):
    data["nations_by_count"]["3"].append("phoenicians")
    assert validate_board(data) == ["nations_by_count['3'] must list 3 different nations, "
                                 "lists ['greeks', 'persians', 'arabs', 'phoenicians']"]


def test_validate_R_SET_2_start_cities_missing_count(data):
    del data["start_cities"]["6"]
    assert validate_board(data) == ["start_cities['6'] is missing"]


def test_validate_R_SET_2_start_cities_have_exactly_that_counts_nations(data):
    del data["start_cities"]["4"]["phoenicians"]
    assert validate_board(data) == ["start_cities['4'] must have exactly the nations "
                                 "['greeks', 'persians', 'arabs', 'phoenicians'], "
                                 "has ['greeks', 'persians', 'arabs']"]


def test_validate_R_SET_2_three_start_cities(data):
    data["start_cities"]["3"]["greeks"].pop()
    assert validate_board(data) == [
        "start_cities['3']['greeks'] must be a list of three provinces, not ['messana', 'sparta']"]


def test_validate_R_SET_2_start_cities_are_known_provinces(data):
    data["start_cities"]["3"]["greeks"][0] = "atlantis"
    assert validate_board(data) == ["start_cities['3']['greeks']: 'atlantis' is not a known province"]


def test_validate_R_SET_2_one_marble_one_iron_one_gold(data):
    data["start_cities"]["3"]["greeks"][0] = "athen"  # gold, like messana which it replaces; sparta is marble
    data["start_cities"]["3"]["greeks"][2] = "cyrene"  # gold instead of the iron dyrrhachion
    assert validate_board(data) == ["start_cities['3']['greeks'] must be one marble, one iron and one gold "
                                 "city, is athen (gold), sparta (marble), cyrene (gold)"]


def test_validate_R_SET_2_no_city_in_two_start_lines(data):
    data["start_cities"]["3"]["arabs"] = ["sparta", "adane", "mecca"]  # sparta is marble, like saba
    assert validate_board(data) == ["start_cities['3']: 'sparta' is a start city of both greeks and arabs"]


def test_validate_R_SET_3_starting_nation_is_in_play(data):
    data["starting_nation"]["3"] = "phoenicians"
    assert validate_board(data) == [
        "starting_nation['3'] is 'phoenicians', not one of the nations ['greeks', 'persians', 'arabs']"]


def test_validate_R_SET_4_two_pairs(data):
    data["two_player_teams"] = [["persians", "phoenicians", "greeks"], ["arabs"]]
    assert validate_board(data) == ["two_player_teams must be two pairs of nations, not "
                                 "[['persians', 'phoenicians', 'greeks'], ['arabs']]"]


def test_validate_R_SET_4_teams_are_the_four_nations(data):
    data["two_player_teams"][1][1] = "egyptians"
    assert validate_board(data) == [
        "two_player_teams [['persians', 'phoenicians'], ['greeks', 'egyptians']] must split the nations "
        "of the 4-nation game ['greeks', 'persians', 'arabs', 'phoenicians'] into two pairs"]


def test_validate_R_SET_5_two_colour_nations(data):
    data["two_colour_nations"] = ["greeks", "greeks"]
    assert validate_board(data) == [
        "two_colour_nations must be two different known nations, not ['greeks', 'greeks']"]


def test_validate_survives_ids_of_the_wrong_type(data):
    # A malformed file must give words, not a TypeError from hashing a list.
    data["borders"][0]["a"] = ["adane"]
    data["nations_by_count"]["3"][0] = ["greeks"]
    data["start_cities"]["4"]["greeks"][0] = {"athen": 1}
    data["two_colour_nations"] = [["greeks"], "persians"]
    problems = validate_board(data)
    assert "border ['adane']-adulis: ['adane'] is not a known province" in problems
    assert "nations_by_count['3']: ['greeks'] is not a known nation" in problems
    assert "start_cities['4']['greeks']: {'athen': 1} is not a known province" in problems


@pytest.mark.parametrize("board_id, nations, nation, cities", [
    ("occident", 4, "romans", ["carales", "neapolis", "roma"]),
    ("occident_v2", 6, "persians", ["alexandria", "ancyra", "tarsos"]),
    ("occident_v3", 3, "greeks", ["athenae", "cyrene", "sparta"]),
])
def test_a_game_saved_on_an_earlier_occident_plays_on_it(board_id, nations, nation, cities):
    """Issue 25: a save file of a game on an earlier version loads and plays on that version's start
    lines, while a new game on the offered board gets the latest's."""
    match = Match({"board": board_id, "nations": nations, "seed": 5})
    for _ in range(40):
        match.play(legal_decisions(match.state)[0])
    loaded = import_game(export_game(match))
    assert loaded.state.to_json() == match.state.to_json()
    assert loaded.state.options["board"] == board_id
    start = new_game({"board": board_id, "nations": nations, "seed": 5})
    assert start.board.id == board_id
    assert sorted(start.cities_of(nation)) == cities
    loaded.play(legal_decisions(loaded.state)[0])
    latest = new_game({"board": "occident_v4", "nations": nations, "seed": 5})
    assert sorted(latest.cities_of("romans")) == {3: ["carales", "gades", "roma"], 4: ["aquileia", "carnuntum", "roma"],
                                                  6: ["lugdunum", "roma", "tarentum"]}[nations]


def test_the_offered_occident_says_how_it_was_balanced():
    """Issue 25, item 5: the board's note on the new-game screen names the computer games it was
    balanced in, in both languages."""
    data = load_board("occident_v4").to_json()
    assert "games of computer players" in data["note"] and "300 games for each count of nations, 3 to 6" in data["note"]
    german = data["translations"]["de"]["note"]
    assert "Partien von Computerspielern" in german and "je 300 Partien für jede Zahl von Völkern" in german
    assert "version 4: new start cities at 3" in data["note"] and "Version 4: neue Startstädte bei 3" in german
