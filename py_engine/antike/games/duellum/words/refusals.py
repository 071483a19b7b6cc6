"""Duellum's refusals in English and German: why a decision, a request or an option is refused (the
core's Message catalogue, keys 'duellum.*')."""

from ....core.messages import NOT_MINE, Catalogue
from ..board import load_board

TEMPLATES = {
    "en": {
        "duellum.seat": "{player}",
        "duellum.options.names": "Option 'names' names players not on this board: {names}; the players are: {known}.",
        "duellum.options.first": "Option 'first' must be one of {known} or null, not {value}.",
        "duellum.options.house_set": "Option 'house_set' must be a version of the house set among {known}, not "
                                     "{value}.",
        "duellum.decision.object": "A decision must be an object with a 'type' (a string).",
        "duellum.decision.type": "Unknown decision type '{value}'; the types are: {known}.",
        "duellum.decision.extra": "A '{kind}' decision has no field(s) {names}.",
        "duellum.decision.illegal": "{player}: that '{kind}' decision is not allowed now (step: {step}).",
        "duellum.game_over": "The game is over.",
        "duellum.request.region": "Unknown region '{value}'.",
        "duellum.request.board": "Unknown board '{value}'; the boards are: {known}.",
        "duellum.why.not_pending": "Nothing is to be chosen on the map now.",
        "duellum.why.no_site": "{region} has no city site.",
        "duellum.why.occupied": "{region} already holds a city.",
        "duellum.why.no_unit": "You have no legion or galley in {region} to found a city there (D-FOUND-1).",
        "duellum.why.not_own": "{region} is not one of your cities.",
        "duellum.why.enemy_last": "The opponent's last city cannot be conquered (D-CONQ-7).",
        "duellum.why.too_weak": "{region} has strength {strength}; you have {attackers} units there (D-CONQ-1).",
        "duellum.why.unaffordable": "You cannot pay for that in {region} now.",
        "duellum.why.limit": "{region} has set up as many units as it may this turn (D-ARM-3).",
        "duellum.why.unreachable": "No unit of yours can reach {region} with one move now.",
        "duellum.why.other": "{region} is no choice in this step.",
    },
    "de": {
        "duellum.seat": "{player}",
        "duellum.options.names": "Option 'names' nennt Spieler, die nicht auf diesem Plan spielen: {names}; die "
                                 "Spieler sind: {known}.",
        "duellum.options.first": "Option 'first' muss eines von {known} oder null sein, nicht {value}.",
        "duellum.options.house_set": "Option 'house_set' muss eine Fassung des Hausmaterials aus {known} sein, "
                                     "nicht {value}.",
        "duellum.decision.object": "Eine Entscheidung muss ein Objekt mit einem 'type' (einem Text) sein.",
        "duellum.decision.type": "Unbekannte Entscheidungsart '{value}'; die Arten sind: {known}.",
        "duellum.decision.extra": "Eine Entscheidung '{kind}' kennt diese Felder nicht: {names}.",
        "duellum.decision.illegal": "{player}: diese Entscheidung '{kind}' ist jetzt nicht erlaubt (Schritt: "
                                    "{step}).",
        "duellum.game_over": "Das Spiel ist beendet.",
        "duellum.request.region": "Unbekannte Region '{value}'.",
        "duellum.request.board": "Unbekannter Spielplan '{value}'; die Pläne sind: {known}.",
        "duellum.why.not_pending": "Jetzt ist auf dem Plan nichts zu wählen.",
        "duellum.why.no_site": "{region} hat keinen Stadtplatz.",
        "duellum.why.occupied": "In {region} steht schon eine Stadt.",
        "duellum.why.no_unit": "Du hast keine Legion oder Galeere in {region}, um dort eine Stadt zu gründen "
                               "(D-FOUND-1).",
        "duellum.why.not_own": "{region} ist keine deiner Städte.",
        "duellum.why.enemy_last": "Die letzte Stadt des Gegners kann nicht erobert werden (D-CONQ-7).",
        "duellum.why.too_weak": "{region} hat die Kampfkraft {strength}; deine Einheiten dort: {attackers} "
                                "(D-CONQ-1).",
        "duellum.why.unaffordable": "Das kannst du in {region} jetzt nicht bezahlen.",
        "duellum.why.limit": "In {region} hast du in diesem Zug schon so viele Einheiten aufgestellt, wie "
                             "erlaubt (D-ARM-3).",
        "duellum.why.unreachable": "Keine deiner Einheiten erreicht {region} jetzt mit einem Zug.",
        "duellum.why.other": "{region} ist in diesem Schritt keine Wahl.",
    },
}


def _word(name, value, params, language):
    if name == "player":
        return load_board(params["board"]).player_name(value, language)
    if name == "region":
        return load_board(params["board"]).region_name(value)
    return NOT_MINE


CATALOGUE = Catalogue(TEMPLATES, word=_word)
