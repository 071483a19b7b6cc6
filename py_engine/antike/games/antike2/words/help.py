"""Antike II's rules help for the page, in English and German: the "How to play" and the tooltips
where this edition differs from Antike's (antike/words/help.py), whose other texts it keeps.

Numbers the rules set are filled in from the rules' own constants (rule_numbers), so that a text
never states its own; other placeholders are the page's, filled from the view's data.
"""

from ...antike.words.help import HELP_WORDS as ANTIKE_HELP_WORDS
from ...antike_common.economy import TEMPLE_PRICE
from ...antike_common.payment import CITY_PRICE
from ...antike_common.personages import THRESHOLDS
from ...antike_common.rondel import FREE_STEPS
from ..edition import EDITION, PRICES
from ..options import PERSONAGE_GOAL
from ..trading import RATES

OWN_WORDS = {
    "en": {
        "help.turn": "Nations take turns one after another. Your turn has three parts: move your marker on "
                     "the rondel and carry out that field's action; then found cities; then take the "
                     "personages you have earned. There is no coin each round: every production gives one "
                     "coin, and a coin pays for one marble, iron or gold in any payment.",
        "help.actions": "Marmor, Ferrum, Aurum: each of your cities of that resource produces one unit, three "
                        "with a temple, and you take a coin. Templum: build temples on your cities, "
                        "{templePrice} marble each. Militia: set up legions and galleys, {unitPrice} iron each, "
                        "one per city (three with a temple); the holder of the Bellona card gets one unit free "
                        "and passes the card to the nation before it. Scientia: buy know-hows with gold; each "
                        "has a first price while nobody holds it (that earns a scholar) and a lower later price.",
        "help.maneuver": "On Movere each unit may cross one border (two with Strata for legions, Navigatio for "
                         "galleys). Legions fight legions and galleys fight galleys, one against one, both "
                         "removed. Then you conquer: a foreign city falls to as many of your units in its "
                         "province as its defence (1, 3 with a temple, plus its owner's units there, plus "
                         "Regnum or Res Publica, plus 1 if its owner has at most two personages), and those "
                         "units are given up. Three of your units destroy a neutral temple: a general for you. "
                         "A nation's last city cannot be taken.",
        "help.founding": "After the action you may found cities on empty sites in provinces where you have a "
                         "legion or galley, each for {cityPrice} marble, {cityPrice} iron and {cityPrice} "
                         "gold; never beside a neutral temple.",
        "help.end": "The game ends with the turn in which a nation reaches the goal: that nation wins. A nation "
                    "one personage short wins by destroying a temple when no general is left to earn.",
        "help.trade": "Trading: with Mercatura give {mercaturaGive} units for {mercaturaTake}, with Commercium "
                      "{commerciumGive} for {commerciumTake}, during your own turn, as often as you like, "
                      "but not in the turn you buy the know-how.",
        "tip.field.iron": "Ferrum: each of your iron cities produces 1 iron, 3 with a temple (Metallum +1, "
                          "Moneta +2), and you take a coin.",
        "tip.field.marble": "Marmor: each of your marble cities produces 1 marble, 3 with a temple (Metallum "
                            "+1, Moneta +2), and you take a coin.",
        "tip.field.gold": "Aurum: each of your gold cities produces 1 gold, 3 with a temple (Metallum +1, "
                          "Moneta +2), and you take a coin.",
        "tip.field.temple": "Templum: build temples on your cities without one, {templePrice} marble each.",
        "tip.field.arming": "Militia: set up legions and galleys, {unitPrice} iron each, in the provinces of "
                            "your cities: one per city, three with a temple. The Bellona card gives one free.",
        "tip.field.know_how": "Scientia: buy know-hows with gold; the first buyer pays more and earns a scholar.",
        "tip.field.maneuver_1": "Movere: move your units and fight, then conquer cities or destroy neutral "
                                "temples.",
        "tip.field.maneuver_2": "Movere: move your units and fight, then conquer cities or destroy neutral "
                                "temples.",
        "tip.cannot_act.production": "Produces nothing now but a coin: no city of this resource and no Metallum.",
        "tip.cannot_act.arming": "Nothing to set up now: a unit needs {unitPrice} iron or coins and a city "
                                 "whose province takes it.",
        "tip.know_how.mercatura": "Mercatura: trade {mercaturaGive} units for {mercaturaTake} in your turn "
                                  "(from the next turn on).",
        "tip.know_how.commercium": "Commercium (needs Mercatura): trade {commerciumGive} units for "
                                   "{commerciumTake} as well.",
        "tip.know_how.metallum": "Metallum: +1 unit on every production field.",
        "tip.know_how.moneta": "Moneta (needs Metallum): +2 units on every production field, instead of +1.",
        "tip.know_how.regnum": "Regnum: +1 defence for each of your cities.",
        "tip.know_how.res_publica": "Res Publica (needs Regnum): +2 defence for each of your cities, instead "
                                    "of +1.",
        "tip.know_how.strata": "Strata: your legions may cross 2 borders in a Movere.",
        "tip.know_how.navigatio": "Navigatio: your galleys may cross 2 borders in a Movere.",
        "tip.personage.general": "A general for each temple you destroy: a city's in a conquest, or a neutral one.",
        "tip.defence": "Defence {total} = city {city} + units {units} + Regnum/Res Publica {knowHow} + "
                       "small nation {smallNation}",
        "tip.defence.conquer": "To conquer it: {total} of your units in {place}, all given up.",
    },
    "de": {
        "help.turn": "Die Völker sind nacheinander am Zug. Ein Zug hat drei Teile: den eigenen Stein auf dem "
                     "Rondell ziehen und die Aktion des Feldes ausführen; dann Städte gründen; dann die "
                     "verdienten Persönlichkeiten nehmen. Es gibt keine Münze je Runde: Jede Produktion bringt "
                     "eine Münze, und eine Münze ersetzt in jeder Zahlung eine Einheit Marmor, Eisen oder Gold.",
        "help.actions": "Marmor, Ferrum, Aurum: Jede eigene Stadt dieser Ressource erzeugt eine Einheit, mit "
                        "Tempel drei, und du nimmst eine Münze. Templum: Tempel auf eigenen Städten bauen, je "
                        "{templePrice} Marmor. Militia: Legionen und Galeeren aufstellen, je {unitPrice} Eisen, "
                        "eine je Stadt (drei mit Tempel); wer die Bellonakarte hat, erhält eine Einheit umsonst "
                        "und gibt die Karte an das Volk vor ihm weiter. Scientia: Fortschritte mit Gold kaufen; "
                        "jeder hat einen ersten Preis, solange ihn niemand hat (das bringt einen Gelehrten), "
                        "und einen niedrigeren späteren.",
        "help.maneuver": "Bei Movere darf jede Einheit eine Grenze überqueren (zwei mit Strata für Legionen, "
                         "Navigatio für Galeeren). Legionen kämpfen gegen Legionen, Galeeren gegen Galeeren, "
                         "eins gegen eins, beide werden entfernt. Dann eroberst du: Eine fremde Stadt fällt an "
                         "so viele eigene Einheiten in ihrer Provinz, wie ihre Kampfkraft beträgt (1, mit "
                         "Tempel 3, plus die Einheiten des Besitzers dort, plus Regnum oder Res Publica, plus 1, "
                         "wenn der Besitzer höchstens zwei Persönlichkeiten hat); diese Einheiten werden "
                         "abgegeben. Drei eigene Einheiten zerstören einen neutralen Tempel: ein Feldherr. Die "
                         "letzte Stadt eines Volkes kann nicht erobert werden.",
        "help.founding": "Nach der Aktion darfst du Städte auf leeren Bauplätzen in Provinzen gründen, in denen "
                         "du eine Legion oder Galeere hast, je für {cityPrice} Marmor, {cityPrice} Eisen und "
                         "{cityPrice} Gold; nie neben einem neutralen Tempel.",
        "help.end": "Das Spiel endet mit dem Zug, in dem ein Volk das Ziel erreicht: Dieses Volk gewinnt. Ein "
                    "Volk, dem eine Persönlichkeit fehlt, gewinnt, wenn es einen Tempel zerstört und kein "
                    "Feldherr mehr zu haben ist.",
        "help.trade": "Handel: Mit Mercatura {mercaturaGive} Einheiten gegen {mercaturaTake}, mit Commercium "
                      "{commerciumGive} gegen {commerciumTake}, im eigenen Zug, so oft du willst, aber nicht in "
                      "dem Zug, in dem du den Fortschritt kaufst.",
        "tip.field.iron": "Ferrum: Jede eigene Eisenstadt erzeugt 1 Eisen, mit Tempel 3 (Metallum +1, Moneta "
                          "+2), und du nimmst eine Münze.",
        "tip.field.marble": "Marmor: Jede eigene Marmorstadt erzeugt 1 Marmor, mit Tempel 3 (Metallum +1, "
                            "Moneta +2), und du nimmst eine Münze.",
        "tip.field.gold": "Aurum: Jede eigene Goldstadt erzeugt 1 Gold, mit Tempel 3 (Metallum +1, Moneta +2), "
                          "und du nimmst eine Münze.",
        "tip.field.temple": "Templum: Tempel auf eigenen Städten ohne Tempel bauen, je {templePrice} Marmor.",
        "tip.field.arming": "Militia: Legionen und Galeeren aufstellen, je {unitPrice} Eisen, in den Provinzen "
                            "eigener Städte: eine je Stadt, drei mit Tempel. Die Bellonakarte schenkt eine.",
        "tip.field.know_how": "Scientia: Fortschritte mit Gold kaufen; der erste Käufer zahlt mehr und erhält "
                              "einen Gelehrten.",
        "tip.field.maneuver_1": "Movere: Einheiten ziehen und kämpfen, dann Städte erobern oder neutrale Tempel "
                                "zerstören.",
        "tip.field.maneuver_2": "Movere: Einheiten ziehen und kämpfen, dann Städte erobern oder neutrale Tempel "
                                "zerstören.",
        "tip.cannot_act.production": "Erzeugt jetzt nur eine Münze: keine Stadt dieser Ressource und kein "
                                     "Metallum.",
        "tip.cannot_act.arming": "Jetzt nichts aufzustellen: Eine Einheit braucht {unitPrice} Eisen oder Münzen "
                                 "und eine Stadt, deren Provinz sie aufnimmt.",
        "tip.know_how.mercatura": "Mercatura: im eigenen Zug {mercaturaGive} Einheiten gegen {mercaturaTake} "
                                  "tauschen (ab dem nächsten Zug).",
        "tip.know_how.commercium": "Commercium (braucht Mercatura): auch {commerciumGive} Einheiten gegen "
                                   "{commerciumTake} tauschen.",
        "tip.know_how.metallum": "Metallum: +1 Einheit auf jedem Produktionsfeld.",
        "tip.know_how.moneta": "Moneta (braucht Metallum): +2 Einheiten auf jedem Produktionsfeld statt +1.",
        "tip.know_how.regnum": "Regnum: +1 Kampfkraft für jede eigene Stadt.",
        "tip.know_how.res_publica": "Res Publica (braucht Regnum): +2 Kampfkraft für jede eigene Stadt statt +1.",
        "tip.know_how.strata": "Strata: Eigene Legionen dürfen bei Movere 2 Grenzen überqueren.",
        "tip.know_how.navigatio": "Navigatio: Eigene Galeeren dürfen bei Movere 2 Grenzen überqueren.",
        "tip.personage.general": "Ein Feldherr für jeden zerstörten Tempel: den einer eroberten Stadt oder "
                                 "einen neutralen.",
        "tip.defence": "Kampfkraft {total} = Stadt {city} + Einheiten {units} + Regnum/Res Publica {knowHow} "
                       "+ kleines Volk {smallNation}",
        "tip.defence.conquer": "Zum Erobern: {total} eigene Einheiten in {place}, die alle abgegeben werden.",
    },
}
# Antike's know-how tooltips name know-hows this edition does not have.
_ANTIKE_ONLY = tuple(f"tip.know_how.{know_how}" for know_how in
                     ("wheel", "roads", "sailing", "navigation", "market", "currency", "monarchy", "democracy"))


def rule_numbers():
    """{placeholder: number} of the rules' numbers that the help states, from the rules' own constants."""
    numbers = {f"goal{count}": PERSONAGE_GOAL[count] for count in range(3, 7)}
    numbers.update(freeSteps=FREE_STEPS, templePrice=TEMPLE_PRICE, unitPrice=EDITION.unit_price,
                   cityPrice=CITY_PRICE, newBasic=PRICES["strata"][0], oldBasic=PRICES["strata"][1])
    numbers.update({f"{know_how}Give": given for know_how, (given, _) in RATES.items()})
    numbers.update({f"{know_how}Take": taken for know_how, (_, taken) in RATES.items()})
    numbers.update({f"{kind}Every": step for kind, step in THRESHOLDS.items()})
    return numbers


def help_words(language):
    """{key: text} of the help and tooltips in `language`, the rules' numbers filled in and the
    page's placeholders left as they are."""
    numbers = rule_numbers()
    texts = {key: text for key, text in ANTIKE_HELP_WORDS[language].items() if key not in _ANTIKE_ONLY}
    texts.update(OWN_WORDS[language])
    words = {}
    for key, text in texts.items():
        for name, number in numbers.items():
            text = text.replace("{" + name + "}", str(number))
        words[key] = text
    return words
