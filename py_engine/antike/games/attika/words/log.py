"""Attika's log in English and German: each event in words for a viewer (`say`): a card drawn is
named only to its holder (AT-INFO-2), the others learn how many; and the game's outcome."""

from ....core.messages import count_key
from ....core.protocol import ALL
from ..components import city_state_name, group_name
from .terms import LABELS, building_word, cards_words, field_word

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
        "build": "{player} baut {building} auf {field} und zahlt {payment}{free}{founds}{amphora}.",
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
        "with_amphora": " mit einer Amphore", "free": " (frei: sinnvolle Baureihenfolge)",
        "founds": ", eine neue Siedlung",
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
