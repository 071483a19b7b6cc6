"""Every term of Duellum a player reads, in English and German, in the rulebook's vocabulary:
resources, units, rondel fields, know-hows, personages, the house deck's cards with their texts,
the steps' prompts and the page's labels."""

from .cards import CARD_WORDS

LANGUAGES = ("en", "de")

TERMS = {
    "en": {
        "marble": "marble", "iron": "iron", "gold": "gold", "coin": "coin", "coins": "coins",
        "legion": "legion", "galley": "galley", "legions": "legions", "galleys": "galleys",
        "ferrum": "Ferrum", "templum": "Templum", "aurum": "Aurum", "duellum_1": "Duellum", "duellum_2": "Duellum",
        "militia": "Militia", "marmor": "Marmor", "scientia": "Scientia",
        "strata": "Strata", "navigatio": "Navigatio", "moneta": "Moneta", "res_publica": "Res Publica",
        "commercium": "Commercium",
        "king": "king", "citizen": "citizen", "scholar": "scholar", "general": "general", "navigator": "navigator",
        "temple": "temple", "wall": "city wall", "walls": "city walls", "city": "city", "nothing": "nothing",
        "kings": "kings", "citizens": "citizens", "scholars": "scholars", "generals": "generals",
        "navigators": "navigators",
    },
    "de": {
        "marble": "Marmor", "iron": "Eisen", "gold": "Gold", "coin": "Münze", "coins": "Münzen",
        "legion": "Legion", "galley": "Galeere", "legions": "Legionen", "galleys": "Galeeren",
        "ferrum": "Ferrum", "templum": "Templum", "aurum": "Aurum", "duellum_1": "Duellum", "duellum_2": "Duellum",
        "militia": "Militia", "marmor": "Marmor", "scientia": "Scientia",
        "strata": "Strata", "navigatio": "Navigatio", "moneta": "Moneta", "res_publica": "Res Publica",
        "commercium": "Commercium",
        "king": "König", "citizen": "Bürger", "scholar": "Gelehrter", "general": "Feldherr",
        "navigator": "Seefahrer",
        "temple": "Tempel", "wall": "Stadtmauer", "walls": "Stadtmauern", "city": "Stadt", "nothing": "nichts",
        "kings": "Könige", "citizens": "Bürger", "scholars": "Gelehrte", "generals": "Feldherren",
        "navigators": "Seefahrer",
    },
}

# The terms counted in the plural: a count of one of them is said with its plural term (`amount`); the
# resources are said as they are ("2 marble", "2 Marmor").
PLURALS = {"coin": "coins", "legion": "legions", "galley": "galleys", "wall": "walls", "king": "kings",
           "citizen": "citizens", "scholar": "scholars", "general": "generals", "navigator": "navigators"}

# The cards' words are held once, in cards.py; these are its columns by language.
CARD_NAMES = {language: {card: words[language]["name"] for card, words in CARD_WORDS.items()}
              for language in LANGUAGES}
CARD_TEXTS = {language: {card: words[language]["text"] for card, words in CARD_WORDS.items()}
              for language in LANGUAGES}
CARD_WHEN = {language: {card: words[language]["when"] for card, words in CARD_WORDS.items()}
             for language in LANGUAGES}

STEP_PROMPTS = {
    "en": {"rondel": "{player}: move on the rondel", "produce": "{player}: the bank has no coin; take a resource",
           "templum": "{player}: build temples and city walls", "scientia": "{player}: buy know-hows and recruit",
           "militia": "{player}: arm units", "movement": "{player}: move units (Duellum, step 1)",
           "conquest": "{player}: conquer cities (Duellum, step 2)",
           "festung_choice": "{player}: a Fortress raised the city; conquer at the raised strength or withdraw",
           "pick": "{player}: pick an event card", "founding": "{player}: found cities"},
    "de": {"rondel": "{player}: auf dem Rondell ziehen",
           "produce": "{player}: die Bank hat keine Münze; eine Ressource nehmen",
           "templum": "{player}: Tempel und Stadtmauern bauen", "scientia": "{player}: Fortschritte kaufen und "
           "rekrutieren", "militia": "{player}: Einheiten aufstellen",
           "movement": "{player}: Einheiten bewegen (Duellum, Schritt 1)",
           "conquest": "{player}: Städte erobern (Duellum, Schritt 2)",
           "festung_choice": "{player}: eine Festung hat die Stadt verstärkt; mit der erhöhten Kampfkraft erobern "
                             "oder zurückziehen",
           "pick": "{player}: eine Ereigniskarte nehmen", "founding": "{player}: Städte gründen"},
}

# The page's labels for Duellum's view (the house material is labelled as such, D-MAP-1, D-EV-7) and
# the words of its table.
LABELS = {
    "en": {"house_layout": "house layout", "house_deck": "house event deck", "deck": "deck", "display": "display",
           "discards": "discards", "hand": "hand", "supply": "supply", "pool": "recruit pool", "bank": "bank",
           "score": "personages", "strength": "strength", "know_hows": "know-hows",
           "personages": "personages", "draw": "Draw after the 400th turn", "won": "{player} won",
           "one_short": "{player} won, one personage short (no general left)", "turn": "Turn {turn}",
           "to_decide": "{player} to decide", "no_card": "no card", "done": "done", "end_movement": "end movement",
           "withdraw": "withdraw",
           # The table's words: the players' boards, the event cards, the map's tooltips and legend, the
           # move's and the payment's choosers.
           "board": "on the board", "price": "now {price}", "walls": "Walls in supply: {n}",
           "progress": "cities {cities} · temples {temples} · navigator points {points}",
           "track": "Score track", "track.wall": "wall symbol", "tiles": "city tiles",
           "cards.display": "Event cards", "cards.pick": "Take {card}", "cards.no_card": "Take no card",
           "cards.play": "Play {card}", "cards.none": "none", "with_card": ", with {card}",
           "instead": "instead of the coin:", "moving": " (unit in {place}: choose where it goes)",
           "move_from": "Move from {place}", "other_unit": "Another unit",
           "chooser.path": "Move to {place}: which way?", "chooser.field": "{field}: how to pay?",
           "region.sea": "sea region", "region.land": "land region", "region.ship": "ship symbol",
           "region.start": "start city", "region.city": "City ({resource}) of {player}",
           "region.empty_site": "empty city site",
           # The "All choices" list's groups, one a decision type (issue 44 item 3).
           "kind.rondel": "Rondel", "kind.produce": "Production", "kind.build_temple": "Temples",
           "kind.build_wall": "Walls", "kind.buy_know_how": "Know-hows", "kind.recruit": "Recruits",
           "kind.arm": "Arming", "kind.move": "Moves", "kind.end_movement": "End of the movement",
           "kind.conquer": "Conquests", "kind.withdraw": "Conquests", "kind.found": "Founding cities",
           "kind.pick": "Event cards to take", "kind.no_card": "Event cards to take",
           "kind.play_card": "Event cards to play", "kind.trade": "Trade", "kind.done": "Done",
           "legend": "Cells: regions, tinted in the owner's colour · square: start city · ship: sea region with a "
                     "ship symbol · borders: red land, blue dashed sea, both: combined · bar under a city: wall · "
                     "roof: temple · star and black outline: yours"},
    "de": {"house_layout": "Hausplan", "house_deck": "Haus-Ereignisdeck", "deck": "Kartenstapel",
           "display": "Auslage", "discards": "beiseite gelegte Karten", "hand": "Hand", "supply": "Vorrat",
           "pool": "Rekrutenablage", "bank": "Bank",
           "score": "Persönlichkeiten", "strength": "Kampfkraft", "know_hows": "Fortschritte",
           "personages": "Persönlichkeiten", "draw": "Unentschieden nach dem 400. Zug", "won": "{player} gewinnen",
           "one_short": "{player} gewinnen, eine Persönlichkeit fehlt (kein Feldherr mehr)", "turn": "Zug {turn}",
           "to_decide": "{player} am Zug", "no_card": "keine Karte", "done": "fertig",
           "end_movement": "Bewegung beenden", "withdraw": "zurückziehen",
           "board": "auf dem Plan", "price": "jetzt {price}", "walls": "Stadtmauern im Vorrat: {n}",
           "progress": "Städte {cities} · Tempel {temples} · Seefahrerpunkte {points}",
           "track": "Zählleiste", "track.wall": "Mauersymbol", "tiles": "Stadtplättchen",
           "cards.display": "Ereigniskarten", "cards.pick": "{card} nehmen", "cards.no_card": "Keine Karte nehmen",
           "cards.play": "{card} spielen", "cards.none": "keine", "with_card": ", mit {card}",
           "instead": "statt der Münze:", "moving": " (Einheit in {place}: wohin soll sie?)",
           "move_from": "Ziehen von {place}", "other_unit": "Andere Einheit",
           "kind.rondel": "Rondell", "kind.produce": "Produktion", "kind.build_temple": "Tempel",
           "kind.build_wall": "Stadtmauern", "kind.buy_know_how": "Fortschritte", "kind.recruit": "Rekruten",
           "kind.arm": "Aufstellen", "kind.move": "Bewegungen", "kind.end_movement": "Ende der Bewegung",
           "kind.conquer": "Eroberungen", "kind.withdraw": "Eroberungen", "kind.found": "Städte gründen",
           "kind.pick": "Ereigniskarte nehmen", "kind.no_card": "Ereigniskarte nehmen",
           "kind.play_card": "Ereigniskarten spielen", "kind.trade": "Tausch", "kind.done": "Fertig",
           "chooser.path": "Nach {place}: auf welchem Weg?", "chooser.field": "{field}: wie bezahlen?",
           "region.sea": "Seeregion", "region.land": "Landregion", "region.ship": "Schiffssymbol",
           "region.start": "Startstadt", "region.city": "Stadt ({resource}) von {player}",
           "region.empty_site": "freier Stadtplatz",
           "legend": "Flächen: Regionen, in der Farbe des Besitzers getönt · Quadrat: Startstadt · Schiff: "
                     "Seeregion mit Schiffssymbol · Grenzen: rot Land, blau gestrichelt See, beides: kombiniert · "
                     "Balken unter einer Stadt: Mauer · Dach: Tempel · Stern und schwarzer Rand: deins"},
}

# The names of the table's parts that index.html labels (`page.*`; the chrome every game's table
# shares, zoom buttons, log, all choices, is the shell's own).
PAGE = {
    "en": {"map": "Map of the regions", "rondel": "Rondel"},
    "de": {"map": "Karte der Regionen", "rondel": "Rondell"},
}


def term(key, language):
    """A term (resource, unit, field, know-how, personage) or card name in `language`."""
    return TERMS[language].get(key) or CARD_NAMES[language][key]


def amount(kind, count, language):
    """`count` of `kind` in words, the term singular for 1, else plural: "1 coin", "2 legions", "3 marble"."""
    return f"{count} {term(PLURALS[kind] if count != 1 and kind in PLURALS else kind, language)}"


def units_words(units, language):
    """{kind: count} in words ("2 marble, 1 coin"; "nothing" when empty)."""
    return ", ".join(amount(kind, n, language) for kind, n in units.items()) or TERMS[language]["nothing"]

# What the core's messages call the seats (core/words.py SEAT_WORDS has the fields): nations.
SEAT_WORDS = {
    "en": {"seat_noun": "nation", "seat_nouns": "nations", "seat_nouns_dative": "nations", "a_seat_noun": "a nation",
           "the_seat_noun": "the nation", "seat_possessive": "its"},
    "de": {"seat_noun": "Volk", "seat_nouns": "Völker", "seat_nouns_dative": "Völkern", "a_seat_noun": "ein Volk",
           "the_seat_noun": "das Volk", "seat_possessive": "seine"},
}
