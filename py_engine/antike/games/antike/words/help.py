"""Antike's rules help for the page, in English and German: a short "How to play" and the tooltips
of rondel fields, know-hows, personages and a city's defence (issue 20). The catalogue
(page.page_words) hands them to the page with its other words.

Numbers the rules set (prices, thresholds, goals) are not written here: `{templePrice}` and the
like are filled in from the rules' own constants (rule_numbers), so that a text never states its
own. Other placeholders (`{n}`, `{price}`, ...) are the page's, filled from the view's data.
"""

from ...antike_common.economy import TEMPLE_PRICE
from ...antike_common.payment import CITY_PRICE
from ...antike_common.personages import THRESHOLDS
from ...antike_common.rondel import FREE_STEPS
from ..edition import EDITION, NEW_PRICE, OLD_PRICE
from ..options import PERSONAGE_GOAL

HELP_WORDS = {
    "en": {
        "help.title": "How to play",
        "help.goal": "Each player leads a nation of antiquity. Nations earn personages (kings, scholars, "
                     "generals, citizens and navigators) for their cities, temples, inventions, conquests "
                     "and fleets. A nation that holds {goal3} personages at the end of its turn wins "
                     "({goal4} with 4 nations, {goal5} with 5, {goal6} with 6).",
        "help.turn": "Nations take turns one after another. Your turn has three parts: move your marker on "
                     "the rondel and carry out that field's action; then found cities; then take the "
                     "personages you have earned. Before every round each nation takes a coin from the bank: "
                     "a coin pays for one marble, iron or gold in any payment.",
        "help.rondel": "On your first turn you may start on any of the rondel's eight fields. After that you "
                       "move clockwise: up to {freeSteps} fields are free, each further field costs one "
                       "resource or coin, and you may not stay where you are. Each field that uses a "
                       "resource lies opposite the field that produces it.",
        "help.actions": "Marble, Iron, Gold: each of your cities of that resource produces one unit, three "
                        "with a temple. Temple: build temples on your cities, {templePrice} marble each; a "
                        "temple triples its city's production, arming and defence. Arming: set up legions and "
                        "galleys, {unitPrice} iron each, in the provinces of your cities, one per city (three "
                        "with a temple). Know-how: buy know-hows with gold, {newBasic} for a basic one nobody "
                        "has yet and {oldBasic} once another nation has it ({newAdvanced} and {oldAdvanced} for "
                        "an advanced one); they give your units more actions, your fields more production or "
                        "your cities more defence.",
        "help.maneuver": "On a Maneuver field you first move units one at a time: each move crosses one "
                         "border and takes one action (legions cross land borders, galleys sea borders). "
                         "Legions fight legions and galleys fight galleys, one against one, both removed: you "
                         "may attack where your units stand, and a nation whose units you enter may attack "
                         "yours. Then you conquer: a foreign city falls to as many of your units with an "
                         "action left in its province as its defence (1, 3 with a temple, plus its owner's "
                         "units there, plus Monarchy or Democracy), and those units are given up. A nation's "
                         "last city cannot be taken.",
        "help.founding": "After the action you may found cities on empty sites in provinces where you have a "
                         "legion or galley, each for {cityPrice} marble, {cityPrice} iron and {cityPrice} "
                         "gold.",
        "help.personages": "You earn a king for every {kingEvery} cities, a citizen for every {citizenEvery} "
                           "temples and a navigator for every {navigatorEvery} provinces holding your galleys; "
                           "a scholar for each know-how you are the first to buy, a general for each temple "
                           "you destroy in a conquest. Personages are never lost, and a lost city regained "
                           "earns no second king: only the next threshold counts.",
        "help.end": "The game ends with the turn in which a nation reaches the goal: that nation wins. If all "
                    "personages are gone first, the next nation to destroy a foreign temple wins.",
        "tip.field.iron": "Iron: each of your iron cities produces 1 iron, 3 with a temple (Market +1, "
                          "Currency +2).",
        "tip.field.marble": "Marble: each of your marble cities produces 1 marble, 3 with a temple (Market "
                            "+1, Currency +2).",
        "tip.field.gold": "Gold: each of your gold cities produces 1 gold, 3 with a temple (Market +1, "
                          "Currency +2).",
        "tip.field.temple": "Temple: build temples on your cities without one, {templePrice} marble each. A "
                            "temple triples its city's production, arming and defence.",
        "tip.field.arming": "Arming: set up legions and galleys, {unitPrice} iron each, in the provinces of "
                            "your cities: one per city, three with a temple.",
        "tip.field.know_how": "Know-how: buy know-hows with gold; a know-how nobody holds yet earns a scholar.",
        "tip.field.maneuver_1": "Maneuver: move your units one border at a time and fight, then conquer "
                                "foreign cities.",
        "tip.field.maneuver_2": "Maneuver: move your units one border at a time and fight, then conquer "
                                "foreign cities.",
        "tip.gives": "Now: +{n} {resource}",
        "tip.cost.free": "Free to reach.",
        "tip.cost": "Costs {payment} to reach.",
        "tip.most.temple.one": "Now: up to {n} temple", "tip.most.temple.other": "Now: up to {n} temples",
        "tip.most.arming.one": "Now: up to {n} new unit", "tip.most.arming.other": "Now: up to {n} new units",
        "tip.know_hows": "Now within reach: {knowHows}",
        "tip.can_found": "A city could be founded after it.",
        "tip.cannot_act.production": "Produces nothing now: no city of this resource and no Market.",
        "tip.cannot_act.temple": "Nothing to build now: a temple needs {templePrice} marble (coins stand in) "
                                 "and a city without one.",
        "tip.cannot_act.arming": "Nothing to set up now: a unit needs {unitPrice} iron or a coin and a city "
                                 "whose province takes it.",
        "tip.cannot_act.know_how": "Nothing to buy now: too little gold and coins for every know-how on offer.",
        "tip.cannot_act.maneuver": "Nothing to do now: no unit can move, fight or conquer.",
        "confirm.cannot_act": "{field} can do nothing now. Choose it anyway?",
        "confirm.choose_anyway": "Choose it anyway", "confirm.back": "Back",
        "tip.know_how.wheel": "Wheel: your legions have 2 actions in a maneuver.",
        "tip.know_how.roads": "Roads (needs Wheel): your legions have 3 actions in a maneuver.",
        "tip.know_how.sailing": "Sailing: your galleys have 2 actions in a maneuver.",
        "tip.know_how.navigation": "Navigation (needs Sailing): your galleys have 3 actions in a maneuver.",
        "tip.know_how.market": "Market: +1 unit on every production field.",
        "tip.know_how.currency": "Currency (needs Market): +2 units on every production field, instead of +1.",
        "tip.know_how.monarchy": "Monarchy: +1 defence for each of your cities.",
        "tip.know_how.democracy": "Democracy (needs Monarchy): +2 defence for each of your cities, instead "
                                  "of +1.",
        "tip.know_how.price": "Price now: {price} gold.",
        "tip.know_how.new": "Nobody holds it yet: buying it earns a scholar.",
        "tip.know_how.known": "Another nation holds it already: no scholar.",
        "tip.know_how.needs": "Needs {knowHow} first.",
        "tip.know_how.held": "You hold it.",
        "tip.progress": "Next {kind} at {needed} {what} - you have {have}",
        "counts.cities": "cities", "counts.temples": "temples", "counts.seas": "provinces with a galley",
        "tip.personage.king": "A king for every {kingEvery} cities.",
        "tip.personage.citizen": "A citizen for every {citizenEvery} temples.",
        "tip.personage.navigator": "A navigator for every {navigatorEvery} provinces holding your galleys.",
        "tip.personage.scholar": "A scholar for each know-how you are the first to buy.",
        "tip.personage.general": "A general for each temple you destroy in a conquest.",
        "tip.defence": "Defence {total} = city {city} + units {units} + Monarchy/Democracy {knowHow}",
        "tip.defence.conquer": "To conquer it: {total} of your units with an action left in {place}, all "
                               "given up.",
    },
    "de": {
        "help.title": "Spielanleitung",
        "help.goal": "Jeder Spieler führt ein Volk der Antike. Die Völker erhalten Persönlichkeiten (Könige, "
                     "Gelehrte, Feldherren, Bürger und Seefahrer) für ihre Städte, Tempel, Fortschritte, "
                     "Eroberungen und Flotten. Ein Volk, das am Ende seines Zuges {goal3} Persönlichkeiten "
                     "hat, gewinnt ({goal4} bei 4 Völkern, {goal5} bei 5, {goal6} bei 6).",
        "help.turn": "Die Völker sind nacheinander am Zug. Ein Zug hat drei Teile: den eigenen Stein auf dem "
                     "Rondell ziehen und die Aktion des Feldes ausführen; dann Städte gründen; dann die "
                     "verdienten Persönlichkeiten nehmen. Vor jeder Runde nimmt jedes Volk eine Münze aus "
                     "der Bank: Eine Münze ersetzt in jeder Zahlung eine Einheit Marmor, Eisen oder Gold.",
        "help.rondel": "Im ersten Zug darfst du auf einem beliebigen der acht Felder des Rondells beginnen. "
                       "Danach ziehst du im Uhrzeigersinn: bis zu {freeSteps} Felder sind kostenfrei, jedes "
                       "weitere kostet eine Einheit oder Münze, und stehen bleiben ist nicht erlaubt. Jedes "
                       "Feld, das eine Ressource verbraucht, liegt dem Feld gegenüber, das sie erzeugt.",
        "help.actions": "Marmor, Eisen, Gold: Jede eigene Stadt dieser Ressource erzeugt eine Einheit, mit "
                        "Tempel drei. Tempel: Tempel auf eigenen Städten bauen, je {templePrice} Marmor; ein "
                        "Tempel verdreifacht Ertrag, Rüsten und Verteidigung seiner Stadt. Rüsten: Legionen "
                        "und Galeeren aufstellen, je {unitPrice} Eisen, in den Provinzen eigener Städte, eine "
                        "pro Stadt (mit Tempel drei). Fortschritt: Fortschritte mit Gold erwerben, {newBasic} "
                        "für einen einfachen, den noch niemand hat, {oldBasic}, sobald ein anderes Volk ihn "
                        "hat ({newAdvanced} und {oldAdvanced} für einen höheren); sie geben den Einheiten mehr "
                        "Aktionen, den Feldern mehr Ertrag oder den Städten mehr Kampfkraft.",
        "help.maneuver": "Auf einem Manöverfeld bewegst du zuerst Einheiten, eine nach der anderen: Jeder "
                         "Schritt überquert eine Grenze und kostet eine Aktion (Legionen über Land-, Galeeren "
                         "über Seegrenzen). Legionen kämpfen gegen Legionen, Galeeren gegen Galeeren, eine "
                         "gegen eine, beide werden entfernt: Du darfst angreifen, wo deine Einheiten stehen, "
                         "und ein Volk, dessen Einheiten du betrittst, darf angreifen. Dann wird erobert: Eine "
                         "fremde Stadt fällt, wenn in ihrer Provinz so viele eigene Einheiten mit einer Aktion "
                         "stehen wie ihre Kampfkraft (1, mit Tempel 3, dazu die Einheiten ihres Besitzers "
                         "dort, dazu Monarchie oder Demokratie); diese Einheiten werden abgegeben. Die letzte "
                         "Stadt eines Volkes kann nicht erobert werden.",
        "help.founding": "Nach der Aktion darfst du Städte auf freien Bauplätzen gründen, in Provinzen mit "
                         "einer eigenen Legion oder Galeere, je für {cityPrice} Marmor, {cityPrice} Eisen und "
                         "{cityPrice} Gold.",
        "help.personages": "Du erhältst einen König für je {kingEvery} Städte, einen Bürger für je "
                           "{citizenEvery} Tempel und einen Seefahrer für je {navigatorEvery} Provinzen mit "
                           "eigenen Galeeren; einen Gelehrten für jeden Fortschritt, den du als Erster "
                           "erwirbst, einen Feldherrn für jeden Tempel, den du bei einer Eroberung zerstörst. "
                           "Persönlichkeiten gehen nie verloren, und eine verlorene und wiedergewonnene Stadt "
                           "bringt keinen zweiten König: Nur die nächste Schwelle zählt.",
        "help.end": "Das Spiel endet mit dem Zug, in dem ein Volk das Ziel erreicht: Dieses Volk gewinnt. Sind "
                    "vorher alle Persönlichkeiten vergeben, gewinnt das nächste Volk, das einen fremden Tempel "
                    "zerstört.",
        "tip.field.iron": "Eisen: Jede eigene Eisenstadt erzeugt 1 Eisen, mit Tempel 3 (Marktplatz +1, "
                          "Währung +2).",
        "tip.field.marble": "Marmor: Jede eigene Marmorstadt erzeugt 1 Marmor, mit Tempel 3 (Marktplatz +1, "
                            "Währung +2).",
        "tip.field.gold": "Gold: Jede eigene Goldstadt erzeugt 1 Gold, mit Tempel 3 (Marktplatz +1, "
                          "Währung +2).",
        "tip.field.temple": "Tempel: Tempel auf eigenen Städten ohne Tempel bauen, je {templePrice} Marmor. "
                            "Ein Tempel verdreifacht Ertrag, Rüsten und Verteidigung seiner Stadt.",
        "tip.field.arming": "Rüsten: Legionen und Galeeren aufstellen, je {unitPrice} Eisen, in den Provinzen "
                            "eigener Städte: eine pro Stadt, mit Tempel drei.",
        "tip.field.know_how": "Fortschritt: Fortschritte mit Gold erwerben; einer, den noch niemand hat, "
                              "bringt einen Gelehrten.",
        "tip.field.maneuver_1": "Manöver: eigene Einheiten Grenze um Grenze bewegen und kämpfen, dann fremde "
                                "Städte erobern.",
        "tip.field.maneuver_2": "Manöver: eigene Einheiten Grenze um Grenze bewegen und kämpfen, dann fremde "
                                "Städte erobern.",
        "tip.gives": "Jetzt: +{n} {resource}",
        "tip.cost.free": "Kostenfrei erreichbar.",
        "tip.cost": "Kostet {payment} bis dorthin.",
        "tip.most.temple.one": "Jetzt: bis zu {n} Tempel", "tip.most.temple.other": "Jetzt: bis zu {n} Tempel",
        "tip.most.arming.one": "Jetzt: bis zu {n} neue Einheit",
        "tip.most.arming.other": "Jetzt: bis zu {n} neue Einheiten",
        "tip.know_hows": "Jetzt erreichbar: {knowHows}",
        "tip.can_found": "Danach könnte eine Stadt gegründet werden.",
        "tip.cannot_act.production": "Erzeugt jetzt nichts: keine Stadt dieser Ressource und kein Marktplatz.",
        "tip.cannot_act.temple": "Jetzt nichts zu bauen: Ein Tempel braucht {templePrice} Marmor (Münzen "
                                 "ersetzen ihn) und eine Stadt ohne Tempel.",
        "tip.cannot_act.arming": "Jetzt nichts aufzustellen: Eine Einheit braucht {unitPrice} Eisen oder eine "
                                 "Münze und eine Stadt, deren Provinz sie aufnimmt.",
        "tip.cannot_act.know_how": "Jetzt nichts zu erwerben: zu wenig Gold und Münzen für jeden angebotenen "
                                   "Fortschritt.",
        "tip.cannot_act.maneuver": "Jetzt nichts zu tun: Keine Einheit kann ziehen, kämpfen oder erobern.",
        "confirm.cannot_act": "{field} bringt jetzt nichts. Trotzdem wählen?",
        "confirm.choose_anyway": "Trotzdem wählen", "confirm.back": "Zurück",
        "tip.know_how.wheel": "Rad: Eigene Legionen haben im Manöver 2 Aktionen.",
        "tip.know_how.roads": "Straßenbau (braucht Rad): Eigene Legionen haben im Manöver 3 Aktionen.",
        "tip.know_how.sailing": "Segeln: Eigene Galeeren haben im Manöver 2 Aktionen.",
        "tip.know_how.navigation": "Navigation (braucht Segeln): Eigene Galeeren haben im Manöver 3 Aktionen.",
        "tip.know_how.market": "Marktplatz: +1 Einheit auf jedem Produktionsfeld.",
        "tip.know_how.currency": "Währung (braucht Marktplatz): +2 Einheiten auf jedem Produktionsfeld statt +1.",
        "tip.know_how.monarchy": "Monarchie: +1 Kampfkraft für jede eigene Stadt.",
        "tip.know_how.democracy": "Demokratie (braucht Monarchie): +2 Kampfkraft für jede eigene Stadt "
                                  "statt +1.",
        "tip.know_how.price": "Preis jetzt: {price} Gold.",
        "tip.know_how.new": "Noch hat ihn niemand: Der Erwerb bringt einen Gelehrten.",
        "tip.know_how.known": "Ein anderes Volk hat ihn schon: kein Gelehrter.",
        "tip.know_how.needs": "Braucht zuerst {knowHow}.",
        "tip.know_how.held": "Schon erworben.",
        "tip.progress": "Nächster {kind} bei {needed} {what} – du hast {have}",
        "counts.cities": "Städten", "counts.temples": "Tempeln", "counts.seas": "Provinzen mit Galeere",
        "tip.personage.king": "Ein König für je {kingEvery} Städte.",
        "tip.personage.citizen": "Ein Bürger für je {citizenEvery} Tempel.",
        "tip.personage.navigator": "Ein Seefahrer für je {navigatorEvery} Provinzen mit eigenen Galeeren.",
        "tip.personage.scholar": "Ein Gelehrter für jeden Fortschritt, den du als Erster erwirbst.",
        "tip.personage.general": "Ein Feldherr für jeden Tempel, den du bei einer Eroberung zerstörst.",
        "tip.defence": "Kampfkraft {total} = Stadt {city} + Einheiten {units} + Monarchie/Demokratie {knowHow}",
        "tip.defence.conquer": "Zum Erobern: {total} eigene Einheiten mit einer Aktion in {place}, die alle "
                               "abgegeben werden.",
    },
}


def rule_numbers():
    """{placeholder: number} of the rules' numbers that the help states (R-GOAL-1, R-TURN-6,
    R-TEMP-1, R-ARM-1, R-KNOW-2, R-FOUND-1, R-PERS-1), from the rules' own constants."""
    numbers = {f"goal{count}": PERSONAGE_GOAL[count] for count in range(3, 7)}
    numbers.update(freeSteps=FREE_STEPS, templePrice=TEMPLE_PRICE, unitPrice=EDITION.unit_price, cityPrice=CITY_PRICE,
                   newBasic=NEW_PRICE["basic"], oldBasic=OLD_PRICE["basic"],
                   newAdvanced=NEW_PRICE["advanced"], oldAdvanced=OLD_PRICE["advanced"])
    numbers.update({f"{kind}Every": step for kind, step in THRESHOLDS.items()})
    return numbers


def help_words(language):
    """{key: text} of the help and tooltips in `language`, the rules' numbers filled in and the
    page's placeholders left as they are."""
    numbers = rule_numbers()
    words = {}
    for key, text in HELP_WORDS[language].items():
        for name, number in numbers.items():
            text = text.replace("{" + name + "}", str(number))
        words[key] = text
    return words
