"""The words of Antike Duellum's house event deck, in English and German: what a player reads on a card.

One entry per card id of the house deck (docs/rules-duellum.md, "House event deck"): its name, its text
(the effect, exactly as the engine plays it, in one or two sentences) and when it may be played. The
German names are the deck's own; the English ones follow the rules page. Counts and the rules behind
the texts live in the engine, not here: this module holds words only.
"""

CARD_WORDS = {
    "festung": {
        "en": {"name": "Fortress",
               "text": "Plays itself when your opponent declares a conquest of one of your cities: that city's "
                       "strength is +2 until the end of the turn. If his units there fall short of it, the "
                       "conquest is withdrawn; otherwise he may still withdraw it, at no cost either way.",
               "when": "Automatically, in your opponent's conquest step; never by choice."},
        "de": {"name": "Festung",
               "text": "Spielt sich selbst, wenn dein Gegner die Eroberung einer deiner Städte ansagt: Die Kampfkraft "
                       "der Stadt steigt bis zum Ende des Zuges um 2. Reichen seine Einheiten dort nicht, wird "
                       "die Eroberung zurückgenommen; sonst darf er sie noch zurücknehmen, in beiden Fällen "
                       "ohne Kosten.",
               "when": "Automatisch im Eroberungsschritt des Gegners; nie freiwillig."},
    },
    "erdbeben": {
        "en": {"name": "Earthquake",
               "text": "One of your opponent's city walls, in a city of your choice, goes back to his supply.",
               "when": "Your turn."},
        "de": {"name": "Erdbeben",
               "text": "Eine Stadtmauer des Gegners in einer Stadt deiner Wahl geht zurück in seinen Vorrat.",
               "when": "Im eigenen Zug."},
    },
    "diebstahl": {
        "en": {"name": "Burglary",
               "text": "Your opponent pays half of his coins, rounded down, to the bank.",
               "when": "Your turn, while your opponent has at least 2 coins."},
        "de": {"name": "Diebstahl",
               "text": "Dein Gegner zahlt die Hälfte seiner Münzen, abgerundet, an die Bank.",
               "when": "Im eigenen Zug, wenn der Gegner mindestens 2 Münzen hat."},
    },
    "akademie": {
        "en": {"name": "Academy",
               "text": "Take 1 gold from the bank for each know-how your opponent holds.",
               "when": "Your turn on Scientia."},
        "de": {"name": "Akademie",
               "text": "Nimm 1 Gold aus der Bank für jeden Fortschritt, den dein Gegner besitzt.",
               "when": "Im eigenen Zug auf Scientia."},
    },
    "hinterhalt": {
        "en": {"name": "Ambush",
               "text": "Play with a move: where your unit first enters a region with enemy units of its kind, "
                       "one of them goes to its owner's recruit pool before the fight. If none is left there, "
                       "your unit moves on without a fight.",
               "when": "Your movement step, with a move."},
        "de": {"name": "Hinterhalt",
               "text": "Mit einer Bewegung spielen: Wo deine Einheit zuerst eine Region mit gegnerischen "
                       "Einheiten ihrer Art betritt, kommt vor dem Kampf eine davon in die Rekrutenablage "
                       "ihres Besitzers. Bleibt dort keine, zieht deine Einheit ohne Kampf weiter.",
               "when": "Im eigenen Bewegungsschritt, mit einer Bewegung."},
    },
    "seesturm": {
        "en": {"name": "Storm at sea",
               "text": "One enemy galley in a sea region without an enemy city goes to its owner's recruit "
                       "pool.",
               "when": "Your turn."},
        "de": {"name": "Seesturm",
               "text": "Eine gegnerische Galeere in einer Seeregion ohne gegnerische Stadt kommt in die "
                       "Rekrutenablage ihres Besitzers.",
               "when": "Im eigenen Zug."},
    },
    "fahnenflucht": {
        "en": {"name": "Desertion",
               "text": "One enemy legion in a region without an enemy city goes to its owner's recruit pool.",
               "when": "Your turn."},
        "de": {"name": "Fahnenflucht",
               "text": "Eine gegnerische Legion in einer Region ohne gegnerische Stadt kommt in die "
                       "Rekrutenablage ihres Besitzers.",
               "when": "Im eigenen Zug."},
    },
    "mauerbau": {
        "en": {"name": "Wall building",
               "text": "Build up to 2 city walls from your supply in your cities without a wall, paying no "
                       "marble, whatever your rondel action.",
               "when": "Your turn."},
        "de": {"name": "Mauerbau",
               "text": "Baue bis zu 2 Stadtmauern aus deinem Vorrat in eigenen Städten ohne Mauer, ohne "
                       "Marmor zu zahlen, gleich welche Aktion du auf dem Rondell gewählt hast.",
               "when": "Im eigenen Zug."},
    },
    "baumeister": {
        "en": {"name": "Master builder",
               "text": "Play with a temple: it costs 3 marble instead of 6. The coins for neighbouring "
                       "temples are still due.",
               "when": "Your turn on Templum, with a temple."},
        "de": {"name": "Baumeister",
               "text": "Mit einem Tempel spielen: Er kostet 3 statt 6 Marmor. Die Münzen für benachbarte "
                       "Tempel sind weiter fällig.",
               "when": "Im eigenen Zug auf Templum, mit einem Tempel."},
    },
    "bibliothek": {
        "en": {"name": "Library",
               "text": "Play with a know-how: it costs 3 gold less, never below 0. Its first buyer still "
                       "earns a scholar.",
               "when": "Your turn on Scientia, with a know-how."},
        "de": {"name": "Bibliothek",
               "text": "Mit einem Fortschritt spielen: Er kostet 3 Gold weniger, nie unter 0. Wer ihn als "
                       "Erster kauft, erhält trotzdem einen Gelehrten.",
               "when": "Im eigenen Zug auf Scientia, mit einem Fortschritt."},
    },
    "kolonisten": {
        "en": {"name": "Colonists",
               "text": "Play with a city you found: it costs no marble, iron or gold. You still need a tile "
                       "from the bank and pay the coins for neighbouring cities of its resource.",
               "when": "Your founding step, with a city."},
        "de": {"name": "Kolonisten",
               "text": "Mit einer Stadtgründung spielen: Die Stadt kostet weder Marmor noch Eisen noch Gold. "
                       "Ein Stadtplättchen aus der Bank und die Münzen für benachbarte Städte derselben Ressource "
                       "brauchst du weiterhin.",
               "when": "Im eigenen Gründungsschritt, mit einer Stadt."},
    },
    "orakel": {
        "en": {"name": "Oracle",
               "text": "Play with a rondel move of 4 to 8 fields: the first 6 fields are free, each further "
                       "field costs 1 as usual.",
               "when": "Your turn, with a rondel move of 4-8 fields (not your first move)."},
        "de": {"name": "Orakel",
               "text": "Mit einem Rondellzug von 4 bis 8 Feldern spielen: Die ersten 6 Felder sind frei, jedes "
                       "weitere kostet wie üblich 1.",
               "when": "Im eigenen Zug, mit einem Rondellzug von 4–8 Feldern (nicht dem ersten)."},
    },
    "soeldner": {
        "en": {"name": "Mercenaries",
               "text": "Set up 1 legion or galley in the region of one of your cities as on Militia, paying no "
                       "iron, whatever your rondel action and beyond the arming limits. It comes from your "
                       "recruit pool, or from your supply if the pool has none of that kind.",
               "when": "Your turn."},
        "de": {"name": "Söldner",
               "text": "Stelle 1 Legion oder Galeere wie bei Militia in die Region einer eigenen Stadt, ohne "
                       "Eisen zu zahlen, gleich welche Aktion du auf dem Rondell gewählt hast, und über die "
                       "Rüstungsgrenzen hinaus. Sie kommt aus deiner Rekrutenablage oder, wenn dort keine dieser "
                       "Art ist, aus deinem Vorrat.",
               "when": "Im eigenen Zug."},
    },
    "aushebung": {
        "en": {"name": "Levy",
               "text": "Move 1 legion and 1 galley from your supply into your recruit pool, free of charge.",
               "when": "Your turn, with a unit in your supply."},
        "de": {"name": "Aushebung",
               "text": "Nimm 1 Legion und 1 Galeere kostenlos aus deinem Vorrat in deine Rekrutenablage.",
               "when": "Im eigenen Zug, mit einer Einheit im Vorrat."},
    },
    "eilmarsch": {
        "en": {"name": "Forced march",
               "text": "Play with a move: the unit may cross one border more (2 instead of 1, 3 with Strata "
                       "or Navigatio). It fights on the way as usual.",
               "when": "Your movement step, with a move."},
        "de": {"name": "Eilmarsch",
               "text": "Mit einer Bewegung spielen: Die Einheit darf eine Grenze mehr überqueren (2 statt 1, "
                       "mit Strata bzw. Navigatio 3). Unterwegs kämpft sie wie üblich.",
               "when": "Im eigenen Bewegungsschritt, mit einer Bewegung."},
    },
    "tribut": {
        "en": {"name": "Tribute",
               "text": "Take 2 marble, iron or gold from the bank, in any mix.",
               "when": "Your turn."},
        "de": {"name": "Tribut",
               "text": "Nimm 2 Marmor, Eisen oder Gold in beliebiger Mischung aus der Bank.",
               "when": "Im eigenen Zug."},
    },
    "marmorbruch": {
        "en": {"name": "Marble quarry",
               "text": "Take 3 marble from the bank.",
               "when": "Your turn."},
        "de": {"name": "Marmorbruch",
               "text": "Nimm 3 Marmor aus der Bank.",
               "when": "Im eigenen Zug."},
    },
    "eisenmine": {
        "en": {"name": "Iron mine",
               "text": "Take 3 iron from the bank.",
               "when": "Your turn."},
        "de": {"name": "Eisenmine",
               "text": "Nimm 3 Eisen aus der Bank.",
               "when": "Im eigenen Zug."},
    },
    "goldader": {
        "en": {"name": "Gold vein",
               "text": "Take 3 gold from the bank.",
               "when": "Your turn."},
        "de": {"name": "Goldader",
               "text": "Nimm 3 Gold aus der Bank.",
               "when": "Im eigenen Zug."},
    },
    "muenzstaette": {
        "en": {"name": "Mint",
               "text": "Take 2 coins from the bank; for each coin it lacks, take 1 marble, iron or gold of "
                       "your choice instead.",
               "when": "Your turn."},
        "de": {"name": "Münzstätte",
               "text": "Nimm 2 Münzen aus der Bank; für jede Münze, die ihr fehlt, stattdessen 1 Marmor, "
                       "Eisen oder Gold nach Wahl.",
               "when": "Im eigenen Zug."},
    },
}
