"""The rulebooks' terms both editions of Antike share, in English and German side by side: resources,
units, rondel fields, know-hows and personages (Marmor, Eisen, Gold, Tempel, Rüsten, Fortschritt, Manöver).
Every text about the game says a term with these words (an edition's own: edition.py)."""

TERMS = {
    "en": {
        "marble": "marble", "iron": "iron", "gold": "gold",
        "legion": "legion", "galley": "galley",
        "field.iron": "Iron", "field.temple": "Temple", "field.gold": "Gold", "field.maneuver_1": "Maneuver",
        "field.arming": "Arming", "field.marble": "Marble", "field.know_how": "Know-how",
        "field.maneuver_2": "Maneuver",
        "wheel": "Wheel", "sailing": "Sailing", "market": "Market", "monarchy": "Monarchy", "roads": "Roads",
        "navigation": "Navigation", "currency": "Currency", "democracy": "Democracy",
        "king": "king", "scholar": "scholar", "general": "general", "citizen": "citizen", "navigator": "navigator",
    },
    "de": {
        "marble": "Marmor", "iron": "Eisen", "gold": "Gold",
        "legion": "Legion", "galley": "Galeere",
        "field.iron": "Eisen", "field.temple": "Tempel", "field.gold": "Gold", "field.maneuver_1": "Manöver",
        "field.arming": "Rüsten", "field.marble": "Marmor", "field.know_how": "Fortschritt",
        "field.maneuver_2": "Manöver",
        "wheel": "Rad", "sailing": "Segeln", "market": "Marktplatz", "monarchy": "Monarchie",
        "roads": "Straßenbau", "navigation": "Navigation", "currency": "Währung", "democracy": "Demokratie",
        # Personages as the German rulebook names them, in the accusative ("erhalten einen Gelehrten").
        "king": "König", "scholar": "Gelehrten", "general": "Feldherrn", "citizen": "Bürger",
        "navigator": "Seefahrer",
        "no.king": "König", "no.scholar": "Gelehrter", "no.general": "Feldherr", "no.citizen": "Bürger",
        "no.navigator": "Seefahrer",
    },
}

# What the core's messages call the seats (core/words.py SEAT_WORDS has the fields): nations.
SEAT_WORDS = {
    "en": {"seat_noun": "nation", "seat_nouns": "nations", "seat_nouns_dative": "nations", "a_seat_noun": "a nation",
           "the_seat_noun": "the nation", "seat_possessive": "its"},
    "de": {"seat_noun": "Volk", "seat_nouns": "Völker", "seat_nouns_dative": "Völkern", "a_seat_noun": "ein Volk",
           "the_seat_noun": "das Volk", "seat_possessive": "seine"},
}
