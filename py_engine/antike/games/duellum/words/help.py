"""Duellum's rules help for the page, in English and German: a short "How to play" (`help.*`, shown
in the catalogue's order under `help.title`), the tooltips of the rondel fields (`tip.field.*`),
know-hows (`tip.know_how.*`) and personages (`tip.personage.*`), the recap's and the end summary's
words (`since.*`, `end.*`). words.page_words hands them to the page with Duellum's other words.

Numbers the rules set (prices, thresholds, the goal) are not written here: `{goal}` and the like
are filled in from the rules' own constants (vocabulary.py), so that a text never states its own.
"""

from ..vocabulary import (ARMING_IRON, CITIZEN_TEMPLES, FREE_FIELDS, GOAL, KING_CITIES, KNOW_HOW_PRICES, LAST_TURN,
                         NAVIGATOR_POINTS, TEMPLE_MARBLE, UNIT_PRICES, WALL_MARBLE)

HELP_WORDS = {
    "en": {
        "help.title": "How to play",
        "help.goal": "Two players, two nations of antiquity. Cities, temples, know-hows, conquests and fleets "
                     "earn personages (kings, citizens, scholars, generals, navigators); the first to hold "
                     "{goal} wins at once. If turn {last_turn} ends without a winner, the game is a draw.",
        "help.turn": "The players take turns. A turn has three steps: (1) move your marker on the rondel and "
                     "carry out that field's action; (2) found cities; (3) take the personages you have "
                     "earned. For each personage you take, your opponent picks an event card from the "
                     "display.",
        "help.rondel": "Your first move goes to any field. Later you move clockwise, never staying: {free} "
                       "fields are free, each further field costs a marble, iron, gold or coin. Ferrum, "
                       "Marmor and Aurum produce 1 of their resource per city of it (3 with a temple) and a "
                       "coin; a coin stands in for any resource in a payment.",
        "help.build": "Templum: temples on your cities, {temple} marble each plus 1 coin per temple in a "
                      "neighbouring region; a temple triples its city's production, arming and strength. "
                      "Walls from your supply cost {wall} marble and add 1 to a city's strength. Scientia: "
                      "know-hows with gold (the first buyer pays more and earns a scholar), or recruit units "
                      "into your pool ({legion} gold a legion, {galley} a galley). Militia: set up units from "
                      "your pool in the regions of your cities, {iron} iron each, one per city (three with a "
                      "temple).",
        "help.duellum": "Duellum: first move your units, each up to one border (legions over land borders, "
                        "galleys over sea borders); a unit entering enemy units of its kind fights one "
                        "against one, both go back to their pools. Then conquer enemy cities where your units "
                        "are at least as many as the city's strength (1, 3 with a temple, plus the "
                        "defender's units there, a wall and Res Publica); that many of your units go back to "
                        "your pool. A player's last city cannot be taken.",
        "help.founding": "After the action you may found cities on empty sites in regions holding one of your "
                         "units, each for 1 marble, 1 iron and 1 gold, plus 1 coin per neighbouring city "
                         "producing the resource you choose for it.",
        "help.personages": "A king for every {king} cities, a citizen for every {citizen} temples, a scholar "
                           "for each know-how you buy first, a general for each enemy temple your conquests "
                           "destroy, a navigator for every {navigator} navigator points (each sea region "
                           "with your galley scores 1, 2 with a ship symbol). Personages are never lost; "
                           "reaching a wall symbol on the score track gives you a city wall.",
        "help.cards": "Event cards: picked from the display of three when your opponent takes personages, "
                      "and once when you lost a city in his Duellum turn. Play them in your own turn, before "
                      "or between your decisions; some go with a decision (the card's text says when). "
                      "Every hand is open.",
        "tip.field.ferrum": "Ferrum: each of your iron cities produces 1 iron, 3 with a temple (Moneta +1), "
                            "and you take a coin.",
        "tip.field.marmor": "Marmor: each of your marble cities produces 1 marble, 3 with a temple (Moneta +1), "
                            "and you take a coin.",
        "tip.field.aurum": "Aurum: each of your gold cities produces 1 gold, 3 with a temple (Moneta +1), and "
                           "you take a coin.",
        "tip.field.templum": "Templum: build temples ({temple} marble, plus 1 coin per neighbouring temple) "
                             "and city walls ({wall} marble each, from your supply).",
        "tip.field.scientia": "Scientia: buy know-hows with gold, and recruit legions ({legion} gold) and "
                              "galleys ({galley} gold) into your pool.",
        "tip.field.militia": "Militia: set up units from your pool in the regions of your cities, {iron} "
                             "iron each, one per city (three with a temple).",
        "tip.field.duellum_1": "Duellum: move your units, then conquer enemy cities.",
        "tip.field.duellum_2": "Duellum: move your units, then conquer enemy cities.",
        "tip.know_how.strata": "Strata ({strata}): a legion crosses up to 2 borders per move.",
        "tip.know_how.navigatio": "Navigatio ({navigatio}): a galley crosses up to 2 borders per move.",
        "tip.know_how.moneta": "Moneta ({moneta}): +1 on every production.",
        "tip.know_how.res_publica": "Res Publica ({res_publica}): +1 strength for each of your cities.",
        "tip.know_how.commercium": "Commercium ({commercium}): from the next turn on, give the bank 3 "
                                   "units for 2 marble, iron or gold, as often as you like.",
        "tip.personage.king": "King: one for every {king} cities you hold.",
        "tip.personage.citizen": "Citizen: one for every {citizen} temples on your cities.",
        "tip.personage.scholar": "Scholar: one for each know-how you buy before your opponent.",
        "tip.personage.general": "General: one for each enemy temple your conquests destroy.",
        "tip.personage.navigator": "Navigator: one for every {navigator} navigator points at the end of your "
                                   "turn.",
        "tip.cost": "Moving there costs {n} (marble, iron, gold or coins).",
        "tip.cost.free": "Moving there is free.",
        "tip.have": "Now: {have}.",
        "since.title": "Since your last turn:",
        "log.show": "{line} (show on the map)",
        "end.how.goal": "Won by holding {score} of the {goal} personages needed.",
        "end.how.one_short": "Won one personage short: an enemy temple destroyed when no general was left.",
        "end.how.draw": "Turn {last_turn} ended without a winner.",
        "end.turns": "The game lasted {n} turns.",
        "end.player": "Player", "end.cities": "Cities", "end.temples": "Temples", "end.score": "Personages",
        "end.rematch": "Rematch",
        "end.rematch.title": "The same board and players, with a new seed",
    },
    "de": {
        "help.title": "Spielanleitung",
        "help.goal": "Zwei Spieler, zwei Völker der Antike. Städte, Tempel, Fortschritte, Eroberungen und "
                     "Flotten bringen Persönlichkeiten (Könige, Bürger, Gelehrte, Feldherren, Seefahrer); wer "
                     "zuerst {goal} hat, gewinnt sofort. Endet Zug {last_turn} ohne Sieger, ist das Spiel "
                     "unentschieden.",
        "help.turn": "Die Spieler ziehen abwechselnd. Ein Zug hat drei Schritte: (1) den Stein auf dem Rondell "
                     "ziehen und die Aktion des Feldes ausführen; (2) Städte gründen; (3) die verdienten "
                     "Persönlichkeiten nehmen. Für jede Persönlichkeit, die du nimmst, nimmt dein Gegner eine "
                     "Ereigniskarte aus der Auslage.",
        "help.rondel": "Der erste Zug geht auf ein beliebiges Feld. Danach ziehst du im Uhrzeigersinn und "
                       "bleibst nie stehen: {free} Felder sind frei, jedes weitere kostet einen Marmor, ein "
                       "Eisen, ein Gold oder eine Münze. Ferrum, Marmor und Aurum erzeugen 1 Einheit ihrer "
                       "Ressource je Stadt davon (3 mit Tempel) und eine Münze; eine Münze ersetzt in jeder "
                       "Zahlung eine beliebige Ressource.",
        "help.build": "Templum: Tempel auf deinen Städten, je {temple} Marmor und 1 Münze je Tempel in einer "
                      "Nachbarregion; ein Tempel verdreifacht Produktion, Aufstellen und Kampfkraft seiner Stadt. "
                      "Stadtmauern aus deinem Vorrat kosten {wall} Marmor und geben einer Stadt +1 Kampfkraft. "
                      "Scientia: Fortschritte mit Gold (wer zuerst kauft, zahlt mehr und erhält einen "
                      "Gelehrten) oder Einheiten in die Rekrutenablage holen ({legion} Gold je Legion, "
                      "{galley} je Galeere). Militia: Einheiten aus der Rekrutenablage in den Regionen deiner Städte "
                      "aufstellen, je {iron} Eisen, eine je Stadt (drei mit Tempel).",
        "help.duellum": "Duellum: zuerst Einheiten bewegen, je über bis zu eine Grenze (Legionen über "
                        "Landgrenzen, Galeeren über Seegrenzen); eine Einheit, die auf gegnerische Einheiten "
                        "ihrer Art trifft, kämpft eins gegen eins, beide gehen in ihre Rekrutenablagen. Dann "
                        "gegnerische Städte erobern, wo deine Einheiten mindestens so zahlreich sind wie die "
                        "Kampfkraft der Stadt (1, 3 mit Tempel, plus die Einheiten des Verteidigers dort, eine "
                        "Mauer und Res Publica); so viele deiner Einheiten gehen in deine Rekrutenablage. Die "
                        "letzte Stadt eines Spielers kann nicht erobert werden.",
        "help.founding": "Nach der Aktion darfst du Städte auf freien Bauplätzen in Regionen mit einer deiner "
                         "Einheiten gründen, je für 1 Marmor, 1 Eisen und 1 Gold, dazu 1 Münze je "
                         "benachbarter Stadt, die die gewählte Ressource erzeugt.",
        "help.personages": "Ein König je {king} Städte, ein Bürger je {citizen} Tempel, ein Gelehrter für jeden "
                           "Fortschritt, den du als Erster kaufst, ein Feldherr für jeden gegnerischen Tempel, "
                           "den deine Eroberungen zerstören, ein Seefahrer je {navigator} Seefahrerpunkte (jede "
                           "Seeregion mit deiner Galeere zählt 1, 2 mit Schiffssymbol). Persönlichkeiten gehen "
                           "nie verloren; ein Mauersymbol auf der Zählleiste bringt eine Stadtmauer.",
        "help.cards": "Ereigniskarten: Du nimmst sie aus der Auslage von drei, wenn dein Gegner Persönlichkeiten "
                      "nimmt, und einmal, wenn du in seinem Duellum-Zug eine Stadt verloren hast. Du spielst "
                      "sie in deinem eigenen Zug, vor oder zwischen deinen Entscheidungen; manche zusammen mit "
                      "einer Entscheidung (der Kartentext sagt, wann). Alle Hände sind offen.",
        "tip.field.ferrum": "Ferrum: jede deiner Eisenstädte erzeugt 1 Eisen, 3 mit Tempel (Moneta +1), und du "
                            "nimmst eine Münze.",
        "tip.field.marmor": "Marmor: jede deiner Marmorstädte erzeugt 1 Marmor, 3 mit Tempel (Moneta +1), und "
                            "du nimmst eine Münze.",
        "tip.field.aurum": "Aurum: jede deiner Goldstädte erzeugt 1 Gold, 3 mit Tempel (Moneta +1), und du "
                           "nimmst eine Münze.",
        "tip.field.templum": "Templum: Tempel bauen ({temple} Marmor, dazu 1 Münze je benachbartem Tempel) und "
                             "Stadtmauern ({wall} Marmor je Mauer, aus deinem Vorrat).",
        "tip.field.scientia": "Scientia: Fortschritte mit Gold kaufen und Legionen ({legion} Gold) und Galeeren "
                              "({galley} Gold) in deine Rekrutenablage rekrutieren.",
        "tip.field.militia": "Militia: Einheiten aus deiner Rekrutenablage in den Regionen deiner Städte "
                             "aufstellen, je {iron} Eisen, eine je Stadt (drei mit Tempel).",
        "tip.field.duellum_1": "Duellum: deine Einheiten bewegen, dann gegnerische Städte erobern.",
        "tip.field.duellum_2": "Duellum: deine Einheiten bewegen, dann gegnerische Städte erobern.",
        "tip.know_how.strata": "Strata ({strata}): eine Legion überquert bis zu 2 Grenzen je Bewegung.",
        "tip.know_how.navigatio": "Navigatio ({navigatio}): eine Galeere überquert bis zu 2 Grenzen je "
                                  "Bewegung.",
        "tip.know_how.moneta": "Moneta ({moneta}): +1 bei jeder Produktion.",
        "tip.know_how.res_publica": "Res Publica ({res_publica}): +1 Kampfkraft für jede deiner Städte.",
        "tip.know_how.commercium": "Commercium ({commercium}): ab dem nächsten Zug 3 Einheiten an die Bank "
                                   "gegen 2 Marmor, Eisen oder Gold tauschen, so oft du willst.",
        "tip.personage.king": "König: einer je {king} deiner Städte.",
        "tip.personage.citizen": "Bürger: einer je {citizen} Tempel auf deinen Städten.",
        "tip.personage.scholar": "Gelehrter: einer für jeden Fortschritt, den du vor deinem Gegner kaufst.",
        "tip.personage.general": "Feldherr: einer für jeden gegnerischen Tempel, den deine Eroberungen "
                                 "zerstören.",
        "tip.personage.navigator": "Seefahrer: einer je {navigator} Seefahrerpunkte am Ende deines Zuges.",
        "tip.cost": "Der Zug dorthin kostet {n} (Marmor, Eisen, Gold oder Münzen).",
        "tip.cost.free": "Der Zug dorthin ist frei.",
        "tip.have": "Jetzt: {have}.",
        "since.title": "Seit deinem letzten Zug:",
        "log.show": "{line} (auf der Karte zeigen)",
        "end.how.goal": "Gewonnen mit {score} der {goal} nötigen Persönlichkeiten.",
        "end.how.one_short": "Gewonnen mit einer Persönlichkeit zu wenig: ein gegnerischer Tempel zerstört, als "
                             "kein Feldherr mehr übrig war.",
        "end.how.draw": "Zug {last_turn} endete ohne Sieger.",
        "end.turns": "Die Partie dauerte {n} Züge.",
        "end.player": "Spieler", "end.cities": "Städte", "end.temples": "Tempel", "end.score": "Persönlichkeiten",
        "end.rematch": "Revanche",
        "end.rematch.title": "Derselbe Plan und dieselben Spieler, mit neuem Startwert",
    },
}


# A know-how's prices in its tooltip: the first buyer's, the later buyer's (D-KNOW-2).
PRICES = {"en": "{0} gold, {1} for the later buyer", "de": "{0} Gold, {1} für den späteren Käufer"}


def _numbers(language):
    # The rules' own numbers, for the texts' placeholders.
    prices = {know_how: PRICES[language].format(*KNOW_HOW_PRICES[know_how]) for know_how in KNOW_HOW_PRICES}
    return {"goal": GOAL, "last_turn": LAST_TURN, "free": FREE_FIELDS, "temple": TEMPLE_MARBLE, "wall": WALL_MARBLE,
            "legion": UNIT_PRICES["legion"], "galley": UNIT_PRICES["galley"], "iron": ARMING_IRON,
            "king": KING_CITIES, "citizen": CITIZEN_TEMPLES, "navigator": NAVIGATOR_POINTS, **prices}


# Placeholders the page fills from the view (not the rules' numbers): left as they are.
PAGE_PLACEHOLDERS = ("score", "n", "line", "have")


def help_words(language):
    """The rules help and the page's follow and end words in `language`, the rules' numbers filled in."""
    numbers = {**_numbers(language), **{name: "{" + name + "}" for name in PAGE_PLACEHOLDERS}}
    return {key: text.format(**numbers) for key, text in HELP_WORDS[language].items()}
