"""Attika's sentences in English and German: why a decision or option is refused (the core's
Message catalogue, keys 'attika.*') and each log event in words for a viewer (`say`): a card drawn
is named only to its holder (AT-INFO-2), the others learn how many."""

from ....core.messages import NOT_MINE, Catalogue, count_key
from ....core.protocol import ALL
from ..components import city_state_name, group_name
from .terms import LABELS, building_word, cards_words

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
        "attika.decision.extra": "Eine Entscheidung '{kind}' hat kein(e) Feld(er) {names}.",
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


def field_label(field):
    """The label of a cell that the map draws on it and every word about the cell uses ("1,-2": its
    coordinates, which a cell keeps from the moment it is a place for a tile until the game ends)."""
    return field


def field_word(field, language):
    """A cell in words: "field 1,-2" (the page says it with the same label.cell)."""
    return LABELS[language]["cell"].format(cell=field_label(field))


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

EVENTS = {
    "en": {
        "start": "{first} begins (drawn by lot or chosen).", "turn": "Turn {turn}: {player}.",
        "reveal": "{player} reveals the {building} from stack {stack}{amphora}.",
        "park": "{player} puts the {building} on the player board.",
        "build": "{player} builds the {building} on {field} for {payment}{free}{founds}{amphora}.",
        "amphora": "{player} completes the group {group} and takes an amphora.",
        "group_card": "{player} completes the group {group}; the supply is empty, so a card instead.",
        "tile_turned_up": "{player} turns up board tile {tile}.",
        "tile": "{player} lays board tile {tile} with its centre on {centre}.",
        "no_tile": "The tile stack is empty: no board tile is laid.",
        "stop": "{player} stops{amphoras}: {due}.", "returns.other": " and returns {count} amphoras for cards",
        "returns.one": " and returns 1 amphora for a card",
        "draw": "{player} draws {cards}.", "draw_count.other": "{player} draws {count} cards.",
        "draw_count.one": "{player} draws 1 card.",
        "due.zero": "no action left unused, so no card is due", "due.one": "1 card due for the turn",
        "due.other": "{count} cards due for the turn",
        "draw_none": "{player} draws no card.",
        "reshuffle": "The discard pile is shuffled into a new deck ({cards} cards).",
        "with_amphora": " with an amphora", "free": " (free: building order)", "founds": ", a new settlement",
    },
    "de": {
        "start": "{first} beginnt (ausgelost oder gewählt).", "turn": "Zug {turn}: {player}.",
        "reveal": "{player} deckt {building} von Stapel {stack} auf{amphora}.",
        "park": "{player} legt {building} auf die Ablagetafel.",
        "build": "{player} baut {building} auf {field} für {payment}{free}{founds}{amphora}.",
        "amphora": "{player} vollendet die Gruppe {group} und nimmt eine Amphore.",
        "group_card": "{player} vollendet die Gruppe {group}; der Vorrat ist leer, daher eine Karte.",
        "tile_turned_up": "{player} deckt Spielplanteil {tile} auf.",
        "tile": "{player} legt Spielplanteil {tile} mit der Mitte auf {centre} an.",
        "no_tile": "Der Stapel der Spielplanteile ist leer: kein Teil wird angelegt.",
        "stop": "{player} hört auf{amphoras}: {due}.", "returns.other": " und gibt {count} Amphoren für Karten ab",
        "returns.one": " und gibt 1 Amphore für eine Karte ab",
        "draw": "{player} zieht {cards}.", "draw_count.other": "{player} zieht {count} Karten.",
        "draw_count.one": "{player} zieht 1 Karte.",
        "due.zero": "keine Aktion ungenutzt, daher keine Karte fällig", "due.one": "1 Karte für den Zug fällig",
        "due.other": "{count} Karten für den Zug fällig",
        "draw_none": "{player} zieht keine Karte.",
        "reshuffle": "Der Ablagestapel wird zu einem neuen Kartenstapel gemischt ({cards} Karten).",
        "with_amphora": " mit einer Amphore", "free": " (frei: sinnvolle Bauabfolge)", "founds": ", eine neue Siedlung",
    },
}


def sees_cards(event, viewer):
    """Whether `viewer` may learn which cards the draw `event` brought (AT-INFO-2)."""
    return viewer == ALL or viewer == event["player"]


def say(event, options, viewer, language):
    """One event in words for `viewer`."""
    words, kind = EVENTS[language], event["event"]
    if kind == "won":
        return outcome_words(event, language)
    values = {}
    for name, value in event.items():
        if name in ("player", "first"):
            values[name] = city_state_name(value, language)
        elif name == "building":
            values[name] = building_word(value, language)
        elif name == "group":
            values[name] = group_name(value, language)
        elif name in ("field", "centre"):
            values[name] = field_word(value, language)
        elif name == "payment":
            values[name] = cards_words(value, language)
        else:
            values[name] = value
    if kind in ("reveal", "build"):
        values["amphora"] = words["with_amphora"] if event["amphora"] else ""
    if kind == "build":
        values["free"] = words["free"] if event["free"] else ""
        values["founds"] = words["founds"] if event["new_settlement"] else ""
    elif kind == "stop":
        returns = count_key("returns", event["amphoras"])
        values["amphoras"] = words[returns].format(count=event["amphoras"]) if event["amphoras"] else ""
        values["due"] = words[count_key("due", event["due"]) if event["due"] else "due.zero"].format(count=event["due"])
    elif kind == "draw":
        if not event["count"]:
            kind = "draw_none"
        elif sees_cards(event, viewer):
            values["cards"] = cards_words(event["cards"], language)
        else:
            kind = count_key("draw_count", event["count"])
    return words[kind].format(**values)


def outcome_words(outcome, language):
    """The outcome (or the 'won' event) in words."""
    names = ", ".join(city_state_name(seat, language) for seat in outcome["winners"])
    shared = len(outcome["winners"]) > 1
    return LABELS[language][f"{'shared' if shared else 'won'}.{outcome['reason']}"].format(players=names)
