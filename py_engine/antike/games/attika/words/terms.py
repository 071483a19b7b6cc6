"""Every word of Attika a player reads, in English and German, in the rulebook's vocabulary: the
landscape kinds, buildings, groups and city states of the house components, the steps' prompts,
the decisions and the page's labels."""

from ..components import BUILDINGS, KIND_NAMES

LANGUAGES = ("en", "de")

KIND_PLURALS = {"en": {"mountain": "mountains", "hill": "hills", "forest": "forests", "water": "waters"},
                "de": {"mountain": "Berge", "hill": "Hügel", "forest": "Wälder", "water": "Wasser"}}

TERMS = {
    "en": {"card": "card", "cards": "cards", "amphora": "amphora", "amphoras": "amphoras", "shrine": "shrine",
           "field": "field", "tile": "board tile", "stack": "stack", "player_board": "player board",
           "deck": "deck", "discards": "discard pile", "supply": "supply", "settlement": "settlement",
           "main_building": "main building", "road": "road", "nothing": "nothing", "any": "of any kind",
           "reveal": "reveal", "build": "build", "tile_stack": "tile stack", "hand": "hand",
           "free": "free", "settlements": "settlements", "group": "group"},
    "de": {"card": "Karte", "cards": "Karten", "amphora": "Amphore", "amphoras": "Amphoren", "shrine": "Heiligtum",
           "field": "Feld", "tile": "Spielplanteil", "stack": "Stapel", "player_board": "Ablagetafel",
           "deck": "Kartenstapel", "discards": "Ablagestapel", "supply": "Vorrat", "settlement": "Siedlung",
           "main_building": "Hauptgebäude", "road": "Straße", "nothing": "nichts", "any": "beliebig",
           "reveal": "aufdecken", "build": "bauen", "tile_stack": "Stapel der Spielplanteile", "hand": "Hand",
           "free": "kostenlos", "settlements": "Siedlungen", "group": "Gruppe"},
}

STEP_PROMPTS = {
    "en": {"action": "{player}: reveal, build or stop", "revealed": "{player}: build the {building} now or put "
           "it on the player board", "site": "{player}: choose a field for the {building}",
           "payment": "{player}: pay for the {building} with cards", "tile": "{player}: lay the new board tile"},
    "de": {"action": "{player}: aufdecken, bauen oder aufhören", "revealed": "{player}: {building} sofort bauen "
           "oder auf die Ablagetafel legen", "site": "{player}: ein Feld für {building} wählen",
           "payment": "{player}: {building} mit Karten bezahlen", "tile": "{player}: das neue Spielplanteil anlegen"},
}

DECISIONS = {
    "en": {"reveal": "Reveal from stack {stack}", "reveal.amphora": "Reveal from stack {stack} with an amphora",
           "build": "Build the {building}", "build.amphora": "Build the {building} with an amphora",
           "stop": "Stop and draw {cards}", "stop.amphoras": "Stop, return {amphoras} and draw {cards}",
           "park": "Put it on the player board", "site": "Build on {field}",
           "pay": "Pay {payment}", "lay_tile": "Lay the tile with its centre on {centre}, turned {rotation}"},
    "de": {"reveal": "Von Stapel {stack} aufdecken", "reveal.amphora": "Mit einer Amphore von Stapel {stack} "
           "aufdecken", "build": "{building} bauen", "build.amphora": "{building} mit einer Amphore bauen",
           "stop": "Aufhören und {cards} ziehen", "stop.amphoras": "Aufhören, {amphoras} abgeben und {cards} ziehen",
           "park": "Auf die Ablagetafel legen", "site": "Auf {field} bauen",
           "pay": "{payment} bezahlen", "lay_tile": "Das Teil mit der Mitte auf {centre} anlegen, gedreht um {rotation}"},
}

LABELS = {
    "en": {"house_components": "house components", "turn": "Turn {turn}", "to_decide": "{player} to decide",
           "won": "{players} won", "won.all_built": "{players} won: all 30 buildings built",
           "won.shrines": "{players} won: two shrines joined", "won.dead_game": "{players} won: nothing can change "
           "any more; most buildings on the map", "won.turn_limit": "{players} won: the turn limit is reached; most "
           "buildings on the map", "shared.dead_game": "{players} share the win: nothing can change any more; "
           "most buildings on the map", "shared.turn_limit": "{players} share the win: the turn limit is reached; "
           "most buildings on the map", "stacks": "stacks", "on_map": "on the map", "in_stacks": "in the stacks",
           "tiles_left": "board tiles left", "groups": "groups completed",
           "cost": "costs {cost}", "saves": "saves {saved}", "pay": "pay {cost}",
           "free_by_order": "free (building order)", "settlement_cards": "of which {cards} for a new settlement",
           "rotate": "Turn the tile", "since": "Since your last turn:",
           "tile_to_lay": "Board tile {tile} to lay: choose a place on the map, turn it, lay it",
           "your_hand": "Your hand", "cell": "field {cell}",
           # The "All choices" list's groups, one a decision type (issue 44 item 3).
           "kind.reveal": "Reveal a building", "kind.build": "Build from the player board",
           "kind.stop": "Stop and draw cards", "kind.park": "Put on the player board", "kind.site": "Where to build",
           "kind.pay": "Payment", "kind.lay_tile": "Lay the board tile"},
    "de": {"house_components": "Hausmaterial", "turn": "Zug {turn}", "to_decide": "{player} am Zug",
           "won": "{players} gewinnt", "won.all_built": "{players} gewinnt: alle 30 Gebäude gebaut",
           "won.shrines": "{players} gewinnt: zwei Heiligtümer verbunden", "won.dead_game": "{players} gewinnt: "
           "nichts kann sich mehr ändern; die meisten Gebäude auf dem Plan", "won.turn_limit": "{players} gewinnt: "
           "die Zuggrenze ist erreicht; die meisten Gebäude auf dem Plan", "shared.dead_game": "{players} gewinnen "
           "gemeinsam: nichts kann sich mehr ändern; die meisten Gebäude auf dem Plan", "shared.turn_limit":
           "{players} gewinnen gemeinsam: die Zuggrenze ist erreicht; die meisten Gebäude auf dem Plan",
           "stacks": "Stapel",
           "on_map": "auf dem Plan", "in_stacks": "in den Stapeln", "tiles_left": "Spielplanteile übrig",
           "groups": "vollendete Gruppen", "cost": "kostet {cost}", "saves": "spart {saved}",
           "pay": "zu zahlen: {cost}", "free_by_order": "kostenlos (sinnvolle Baureihenfolge)",
           "settlement_cards": "davon {cards} für eine neue Siedlung", "rotate": "Teil drehen",
           "since": "Seit deinem letzten Zug:",
           "tile_to_lay": "Spielplanteil {tile} anlegen: einen Platz auf dem Plan wählen, drehen, anlegen",
           "your_hand": "Deine Hand", "cell": "Feld {cell}",
           "kind.reveal": "Ein Gebäude aufdecken", "kind.build": "Von der Ablagetafel bauen",
           "kind.stop": "Aufhören und Karten ziehen", "kind.park": "Auf die Ablagetafel legen",
           "kind.site": "Wo bauen", "kind.pay": "Bezahlung", "kind.lay_tile": "Das Spielplanteil anlegen"},
}

# The names of the table's parts that index.html labels (`page.*`; the chrome every game's table
# shares, zoom buttons, log, all choices, is the shell's own).
PAGE = {"en": {"map": "Map of the board tiles"}, "de": {"map": "Karte der Spielplanteile"}}
# A log line's name for a screen reader: its words and what a click on it does.
LOG = {"en": {"log.show": "{line} (show on the map)"}, "de": {"log.show": "{line} (auf der Karte zeigen)"}}


def kind_word(kind, count, language):
    """A landscape kind for `count` cards or symbols ("2 mountains", "1 Berg")."""
    return KIND_NAMES[language][kind] if count == 1 else KIND_PLURALS[language][kind]


def cards_words(cards, language, extra=0):
    """{kind: cards} (and `extra` cards of any kind) in words: "1 hill, 2 waters"; "nothing" when empty."""
    parts = [f"{count} {kind_word(kind, count, language)}" for kind, count in cards.items() if count]
    if extra:
        parts.append(f"{extra} {TERMS[language]['card' if extra == 1 else 'cards']} {TERMS[language]['any']}")
    return ", ".join(parts) or TERMS[language]["nothing"]


def building_word(building, language):
    """A building's name ("Festung")."""
    return BUILDINGS[building][language]


def field_label(field):
    """The label of a cell that the map draws on it and every word about the cell uses ("1,-2": its
    coordinates, which a cell keeps from the moment it is a place for a tile until the game ends)."""
    return field


def field_word(field, language):
    """A cell in words: "field 1,-2" (the page says it with the same label.cell)."""
    return LABELS[language]["cell"].format(cell=field_label(field))
