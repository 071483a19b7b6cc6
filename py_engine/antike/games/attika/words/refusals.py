"""Attika's refusals in English and German: why a decision, a request or an option is refused (the
core's Message catalogue, keys 'attika.*')."""

from ....core.messages import NOT_MINE, Catalogue
from ..components import city_state_name
from .terms import building_word, cards_words, field_word

TEMPLATES = {
    "en": {
        "attika.seat": "{player}",
        "attika.options.city_states": "Option 'city_states' must list 2 to 4 different city states among {known}.",
        "attika.options.players": "Option 'players' must be 2, 3 or 4 and match the city states named.",
        "attika.options.first": "Option 'first' must be one of {known} or null, not {value}.",
        "attika.options.turn_limit": "Option 'turn_limit' must be null or a whole number from 1 to 1000.",
        "attika.options.house_set": "Option 'house_set' must be a version of the house set among {known}, not {value}.",
        "attika.decision.object": "A decision must be an object with a 'type' (a string).",
        "attika.decision.type": "Unknown decision type '{value}'; the types are: {known}.",
        "attika.decision.extra": "A '{kind}' decision has no field(s) {names}.",
        "attika.decision.illegal": "{player}: that '{kind}' decision is not allowed now (step: {step}).",
        "attika.game_over": "The game is over.",
        "attika.request.field": "Unknown place '{value}' (a cell is \"q,r\").",
        "attika.request.static": "Unknown request '{value}'; Attika answers 'components'.",
        "attika.why.not_pending": "Nothing is to be chosen on the map now.",
        "attika.why.gap": "The map has no {field}.",
        "attika.why.shrine": "On {field} stands a shrine: nobody builds on a shrine (AT-PLACE-1).",
        "attika.why.occupied": "A building already stands on {field} (AT-PLACE-1).",
        "attika.why.unaffordable": "You cannot pay for the {building} on {field}: it costs {cost} there.",
        "attika.why.map": "The map already holds {field}: a new tile may not cover it (AT-EXT-3).",
        "attika.why.apart": "A tile with its centre on {field} would cover the map or not touch it (AT-EXT-3).",
        "attika.why.other": "This step offers no choice on {field}.",
    },
    "de": {
        "attika.seat": "{player}",
        "attika.options.city_states": "Die Option 'city_states' muss 2 bis 4 verschiedene Stadtstaaten aus {known} "
                                      "nennen.",
        "attika.options.players": "Die Option 'players' muss 2, 3 oder 4 sein und zu den genannten Stadtstaaten "
                                  "passen.",
        "attika.options.first": "Die Option 'first' muss eines von {known} oder null sein, nicht {value}.",
        "attika.options.turn_limit": "Die Option 'turn_limit' muss null oder eine ganze Zahl von 1 bis 1000 sein.",
        "attika.options.house_set": "Die Option 'house_set' muss eine Fassung des Hausmaterials aus {known} sein, "
                                    "nicht {value}.",
        "attika.decision.object": "Eine Entscheidung muss ein Objekt mit einem 'type' (einem Text) sein.",
        "attika.decision.type": "Unbekannte Entscheidungsart '{value}'; die Arten sind: {known}.",
        "attika.decision.extra": "Eine Entscheidung '{kind}' kennt diese Felder nicht: {names}.",
        "attika.decision.illegal": "{player}: diese Entscheidung '{kind}' ist jetzt nicht erlaubt (Schritt: {step}).",
        "attika.game_over": "Das Spiel ist beendet.",
        "attika.request.field": "Unbekannter Ort '{value}' (ein Feld ist \"q,r\").",
        "attika.request.static": "Unbekannte Anfrage '{value}'; Attika beantwortet 'components'.",
        "attika.why.not_pending": "Jetzt ist auf dem Plan nichts zu wählen.",
        "attika.why.gap": "Der Spielplan hat kein {field}.",
        "attika.why.shrine": "{field} ist ein Heiligtum: darauf wird nie gebaut (AT-PLACE-1).",
        "attika.why.occupied": "Auf {field} steht schon ein Gebäude (AT-PLACE-1).",
        "attika.why.unaffordable": "{building} auf {field} kannst du nicht bezahlen: dort kostet es {cost}.",
        "attika.why.map": "{field} gehört zum Spielplan: ein neues Teil darf es nicht bedecken (AT-EXT-3).",
        "attika.why.apart": "Ein Teil mit der Mitte auf {field} würde den Plan bedecken oder nicht berühren "
                            "(AT-EXT-3).",
        "attika.why.other": "{field} ist in diesem Schritt keine Wahl.",
    },
}


def _word(name, value, params, language):
    if name == "player":
        return city_state_name(value, language)
    if name == "building":
        return building_word(value, language)
    if name == "field":
        return field_word(value, language)
    if name == "cost":
        return cards_words(value["symbols"], language, value["extra"])
    return NOT_MINE


CATALOGUE = Catalogue(TEMPLATES, word=_word)
