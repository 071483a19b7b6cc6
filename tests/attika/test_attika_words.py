"""Attika's log in words, event by event, in English and German, for the seat that holds the cards
and for the others (AT-INFO-2): places named by the label the map draws, counts singular or plural,
no abbreviation, and a draw of nothing worded for what happened."""

import re

import pytest

from antike.core.protocol import ALL
from antike.games.attika.words.log import EVENTS, say
from antike.games.attika.words.terms import field_label
from antike.games.attika.view import view
from attika_helpers import fixture

OPTIONS = {}


def both(event, viewer=None):
    return say(event, OPTIONS, viewer, "en"), say(event, OPTIONS, viewer, "de")


def test_start_and_turn():
    assert both({"event": "start", "first": "sparta"}) == (
        "Sparta begins (drawn by lot or chosen).", "Sparta beginnt (ausgelost oder gewählt).")
    assert both({"event": "turn", "turn": 3, "player": "athens"}) == ("Turn 3: Athens.", "Zug 3: Athen.")


def test_reveal_and_park():
    assert both({"event": "reveal", "player": "athens", "stack": 2, "building": "lighthouse", "amphora": True}) == (
        "Athens reveals the Lighthouse from stack 2 with an amphora.",
        "Athen deckt Leuchtturm von Stapel 2 auf mit einer Amphore.")
    assert both({"event": "park", "player": "sparta", "building": "council_hall"}) == (
        "Sparta puts the Council hall on the player board.", "Sparta legt Rathaus auf die Ablagetafel.")


def test_build_names_its_field_by_the_label_the_map_draws():
    event = {"event": "build", "player": "sparta", "building": "silver_mine", "field": "-2,4",
             "payment": {"mountain": 1, "water": 2}, "free": False, "new_settlement": True, "amphora": False}
    assert both(event) == ("Sparta builds the Silver mine on field -2,4 for 1 mountain, 2 waters, a new settlement.",
                           "Sparta baut Silbermine auf Feld -2,4 und zahlt 1 Berg, 2 Wasser, eine neue Siedlung.")
    free = {**event, "payment": {}, "free": True, "new_settlement": False, "amphora": True}
    assert both(free) == ("Sparta builds the Silver mine on field -2,4 for nothing (free: building order) "
                          "with an amphora.",
                          "Sparta baut Silbermine auf Feld -2,4 und zahlt nichts (frei: sinnvolle Baureihenfolge) "
                          "mit einer Amphore.")
    assert field_label("-2,4") in both(event)[0]


def test_groups_and_tiles():
    assert both({"event": "amphora", "player": "athens", "group": "seafaring"}) == (
        "Athens completes the group Seafaring and takes an amphora.",
        "Athen vollendet die Gruppe Seefahrt und nimmt eine Amphore.")
    assert both({"event": "group_card", "player": "athens", "group": "city"}) == (
        "Athens completes the group City; the supply is empty, so a card instead.",
        "Athen vollendet die Gruppe Stadt; der Vorrat ist leer, daher eine Karte.")
    assert both({"event": "tile_turned_up", "player": "sparta", "tile": "T07"}) == (
        "Sparta turns up board tile T07.", "Sparta deckt Spielplanteil T07 auf.")
    assert both({"event": "tile", "player": "sparta", "tile": "T07", "centre": "1,-3", "rotation": 2}) == (
        "Sparta lays board tile T07 with its centre on field 1,-3.",
        "Sparta legt Spielplanteil T07 mit der Mitte auf Feld 1,-3 an.")
    assert both({"event": "no_tile", "player": "sparta"}) == (
        "The tile stack is empty: no board tile is laid.",
        "Der Stapel der Spielplanteile ist leer: kein Teil wird angelegt.")


def test_at_turn_3_a_stop_says_the_cards_due_singular_or_plural():
    stop = {"event": "stop", "player": "athens", "due": 0, "amphoras": 0}
    assert both(stop) == ("Athens stops: no action left unused, so no card is due.",
                          "Athen hört auf: keine Aktion ungenutzt, daher keine Karte fällig.")
    assert both({**stop, "due": 1, "amphoras": 1}) == (
        "Athens stops and returns 1 amphora for a card: 1 card due for the turn.",
        "Athen hört auf und gibt 1 Amphore für eine Karte ab: 1 Karte für den Zug fällig.")
    assert both({**stop, "due": 3, "amphoras": 2}) == (
        "Athens stops and returns 2 amphoras for cards: 3 cards due for the turn.",
        "Athen hört auf und gibt 2 Amphoren für Karten ab: 3 Karten für den Zug fällig.")


def test_at_info_2_a_draw_names_its_cards_only_to_their_holder():
    draw = {"event": "draw", "player": "athens", "count": 3, "cards": {"hill": 1, "water": 2}, "why": "turn"}
    for viewer in ("athens", ALL):
        assert both(draw, viewer) == ("Athens draws 1 hill, 2 waters.", "Athen zieht 1 Hügel, 2 Wasser.")
    for viewer in ("sparta", None):
        assert both(draw, viewer) == ("Athens draws 3 cards.", "Athen zieht 3 Karten.")
    one = {**draw, "count": 1, "cards": {"forest": 1}}
    assert both(one, "sparta") == ("Athens draws 1 card.", "Athen zieht 1 Karte.")
    assert both(one, "athens") == ("Athens draws 1 forest.", "Athen zieht 1 Wald.")


def test_at_turn_3_a_draw_of_nothing_says_no_card_and_blames_no_empty_deck():
    nothing = {"event": "draw", "player": "sparta", "count": 0, "cards": {}, "why": "turn"}
    for viewer in ("sparta", "athens", None, ALL):
        assert both(nothing, viewer) == ("Sparta draws no card.", "Sparta zieht keine Karte.")


def test_reshuffle_and_the_end():
    assert both({"event": "reshuffle", "cards": 17}) == (
        "The discard pile is shuffled into a new deck (17 cards).",
        "Der Ablagestapel wird zu einem neuen Kartenstapel gemischt (17 Karten).")
    assert both({"event": "won", "winners": ["athens"], "reason": "shrines"}) == (
        "Athens won: two shrines joined", "Athen gewinnt: zwei Heiligtümer verbunden")


@pytest.mark.parametrize("language", ["en", "de"])
def test_no_abbreviation_in_any_log_template(language):
    for template in EVENTS[language].values():
        assert not re.search(r"\b[A-Za-zÄÖÜäöü]{1,5}\.(?=\S)|\b[A-Z]{2,3}\b", template), template


def test_the_view_labels_every_field_and_shrine_the_map_draws():
    state = fixture(("athens", "sparta"))
    labels = view(state, [], "athens", "en")["map"]["labels"]
    assert set(labels) == set(state.fields) | set(state.shrines)
    assert all(labels[cell] == field_label(cell) for cell in labels)
