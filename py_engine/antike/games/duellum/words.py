"""Every term of Duellum a player reads, in English and German, in the rulebook's vocabulary:
resources, units, rondel fields, know-hows, personages, the house deck's cards with their texts,
the steps' prompts and the page's labels."""

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
    },
}

CARD_NAMES = {
    "en": {"festung": "Fortress", "erdbeben": "Earthquake", "diebstahl": "Burglary", "akademie": "Academy",
           "hinterhalt": "Ambush", "seesturm": "Storm at sea", "fahnenflucht": "Desertion",
           "mauerbau": "Wall building", "baumeister": "Master builder", "bibliothek": "Library",
           "kolonisten": "Colonists", "orakel": "Oracle", "soeldner": "Mercenaries", "aushebung": "Levy",
           "eilmarsch": "Forced march", "tribut": "Tribute", "marmorbruch": "Marble quarry",
           "eisenmine": "Iron mine", "goldader": "Gold vein", "muenzstaette": "Mint"},
    "de": {"festung": "Festung", "erdbeben": "Erdbeben", "diebstahl": "Diebstahl", "akademie": "Akademie",
           "hinterhalt": "Hinterhalt", "seesturm": "Seesturm", "fahnenflucht": "Fahnenflucht",
           "mauerbau": "Mauerbau", "baumeister": "Baumeister", "bibliothek": "Bibliothek",
           "kolonisten": "Kolonisten", "orakel": "Orakel", "soeldner": "Söldner", "aushebung": "Aushebung",
           "eilmarsch": "Eilmarsch", "tribut": "Tribut", "marmorbruch": "Marmorbruch",
           "eisenmine": "Eisenmine", "goldader": "Goldader", "muenzstaette": "Münzstätte"},
}

CARD_TEXTS = {
    "en": {
        "festung": "Played automatically when the opponent declares a conquest of one of your cities: its "
                   "strength is +2 this turn; he carries the conquest out or withdraws it at no cost.",
        "erdbeben": "One wall of the opponent's goes back to his supply.",
        "diebstahl": "The opponent pays half of his coins, rounded down, to the bank.",
        "akademie": "On Scientia: take 1 gold for each know-how the opponent holds.",
        "hinterhalt": "With a move: at the first region with enemy units of its kind, one of them goes to "
                      "its pool before the fight.",
        "seesturm": "One enemy galley in a sea region without an enemy city goes to its pool.",
        "fahnenflucht": "One enemy legion in a region without an enemy city goes to its pool.",
        "mauerbau": "Build up to 2 walls from your supply, paying no marble.",
        "baumeister": "On Templum, with a temple: it costs 3 marble instead of 6.",
        "bibliothek": "On Scientia, with a know-how: it costs 3 gold less.",
        "kolonisten": "With a founding: the city costs no marble, iron and gold.",
        "orakel": "With a rondel move: the first 6 fields are free.",
        "soeldner": "Set up a legion or galley in one of your cities, paying no iron.",
        "aushebung": "Move 1 legion and 1 galley from your supply into your recruit pool.",
        "eilmarsch": "With a move: the unit may cross one border more.",
        "tribut": "Take 2 units of marble, iron or gold.",
        "marmorbruch": "Take 3 marble.", "eisenmine": "Take 3 iron.", "goldader": "Take 3 gold.",
        "muenzstaette": "Take 2 coins; for each coin the bank lacks, a resource instead.",
    },
    "de": {
        "festung": "Wird automatisch gespielt, wenn der Gegner eine Eroberung einer deiner Städte ansagt: ihre "
                   "Stärke ist in diesem Zug +2; er führt die Eroberung aus oder zieht sie kostenlos zurück.",
        "erdbeben": "Eine Stadtmauer des Gegners geht in seinen Vorrat zurück.",
        "diebstahl": "Der Gegner zahlt die Hälfte seiner Münzen, abgerundet, an die Bank.",
        "akademie": "Auf Scientia: nimm 1 Gold für jeden Fortschritt des Gegners.",
        "hinterhalt": "Mit einer Bewegung: in der ersten Region mit feindlichen Einheiten ihrer Art geht eine "
                      "davon vor dem Kampf in ihre Rekrutenablage.",
        "seesturm": "Eine feindliche Galeere in einer Seeregion ohne feindliche Stadt geht in ihre "
                    "Rekrutenablage.",
        "fahnenflucht": "Eine feindliche Legion in einer Region ohne feindliche Stadt geht in ihre "
                        "Rekrutenablage.",
        "mauerbau": "Baue bis zu 2 Stadtmauern aus deinem Vorrat, ohne Marmor zu zahlen.",
        "baumeister": "Auf Templum, mit einem Tempel: er kostet 3 statt 6 Marmor.",
        "bibliothek": "Auf Scientia, mit einem Fortschritt: er kostet 3 Gold weniger.",
        "kolonisten": "Mit einer Gründung: die Stadt kostet kein Marmor, Eisen und Gold.",
        "orakel": "Mit einem Rondellzug: die ersten 6 Felder sind frei.",
        "soeldner": "Stelle eine Legion oder Galeere in einer deiner Städte auf, ohne Eisen zu zahlen.",
        "aushebung": "Lege 1 Legion und 1 Galeere aus deinem Vorrat in deine Rekrutenablage.",
        "eilmarsch": "Mit einer Bewegung: die Einheit darf eine Grenze mehr überschreiten.",
        "tribut": "Nimm 2 Einheiten Marmor, Eisen oder Gold.",
        "marmorbruch": "Nimm 3 Marmor.", "eisenmine": "Nimm 3 Eisen.", "goldader": "Nimm 3 Gold.",
        "muenzstaette": "Nimm 2 Münzen; für jede fehlende Münze der Bank stattdessen einen Rohstoff.",
    },
}

STEP_PROMPTS = {
    "en": {"rondel": "{player}: move on the rondel", "produce": "{player}: the bank has no coin; take a resource",
           "templum": "{player}: build temples and city walls", "scientia": "{player}: buy know-hows and recruit",
           "militia": "{player}: arm units", "movement": "{player}: move units (Duellum, step 1)",
           "conquest": "{player}: conquer cities (Duellum, step 2)",
           "festung_choice": "{player}: a Fortress raised the city; conquer at the raised strength or withdraw",
           "pick": "{player}: pick an event card", "founding": "{player}: found cities"},
    "de": {"rondel": "{player}: auf dem Rondell ziehen",
           "produce": "{player}: die Bank hat keine Münze; einen Rohstoff nehmen",
           "templum": "{player}: Tempel und Stadtmauern bauen", "scientia": "{player}: Fortschritte kaufen und "
           "rekrutieren", "militia": "{player}: Einheiten aufstellen",
           "movement": "{player}: Einheiten bewegen (Duellum, Schritt 1)",
           "conquest": "{player}: Städte erobern (Duellum, Schritt 2)",
           "festung_choice": "{player}: eine Festung hat die Stadt verstärkt; mit der erhöhten Stärke erobern "
                             "oder zurückziehen",
           "pick": "{player}: eine Ereigniskarte nehmen", "founding": "{player}: Städte gründen"},
}

# The page's own labels for Duellum's view (the house material is labelled as such, D-MAP-1, D-EV-7).
LABELS = {
    "en": {"house_layout": "house layout", "house_deck": "house event deck", "deck": "deck", "display": "display",
           "discards": "discards", "hand": "hand", "supply": "supply", "pool": "recruit pool", "bank": "bank",
           "score": "personages", "strength": "strength", "rondel": "rondel", "know_hows": "know-hows",
           "personages": "personages", "draw": "Draw after the 400th turn", "won": "{player} won",
           "one_short": "{player} won, one personage short (no general left)", "turn": "Turn {turn}",
           "to_decide": "{player} to decide", "no_card": "no card", "done": "done", "end_movement": "end movement",
           "withdraw": "withdraw"},
    "de": {"house_layout": "Hausplan", "house_deck": "Haus-Ereignisdeck", "deck": "Kartenstapel",
           "display": "Auslage", "discards": "beiseite gelegte Karten", "hand": "Hand", "supply": "Vorrat",
           "pool": "Rekrutenablage", "bank": "Bank",
           "score": "Persönlichkeiten", "strength": "Stärke", "rondel": "Rondell", "know_hows": "Fortschritte",
           "personages": "Persönlichkeiten", "draw": "Unentschieden nach dem 400. Zug", "won": "{player} gewinnen",
           "one_short": "{player} gewinnen, eine Persönlichkeit fehlt (kein Feldherr mehr)", "turn": "Zug {turn}",
           "to_decide": "{player} am Zug", "no_card": "keine Karte", "done": "fertig",
           "end_movement": "Bewegung beenden", "withdraw": "zurückziehen"},
}


def term(key, language):
    """A term (resource, unit, field, know-how, personage) or card name in `language`."""
    return TERMS[language].get(key) or CARD_NAMES[language][key]


def units_words(units, language):
    """{kind: count} in words ("2 marble, 1 coin"; "nothing" when empty)."""
    parts = []
    for kind, count in units.items():
        name = TERMS[language]["coins"] if kind == "coin" and count != 1 and language == "de" else term(kind, language)
        parts.append(f"{count} {name}")
    return ", ".join(parts) or TERMS[language]["nothing"]


def page_words():
    """Every word the page's views of Duellum show, by language."""
    return {language: {**{f"term.{key}": value for key, value in TERMS[language].items()},
                       **{f"card.{key}": value for key, value in CARD_NAMES[language].items()},
                       **{f"card_text.{key}": value for key, value in CARD_TEXTS[language].items()},
                       **{f"step.{key}": value for key, value in STEP_PROMPTS[language].items()},
                       **{f"label.{key}": value for key, value in LABELS[language].items()}}
            for language in LANGUAGES}
