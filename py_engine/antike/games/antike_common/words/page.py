"""Antike's words for its views in the page (nation boards, decisions, the bank, the winner, the
rules help), in English and German.

The page keeps only its own chrome texts: every word it shows about the game comes from here, through
the bridge's `games` reply (written to dist/games.json at build time). The rulebooks' terms (rondel
fields, know-hows, resources, units) are the terms' own (terms.TERMS), so a term is said in one place;
what the page says of a step (the prompt) is the view's `pending.prompt` (view.py).
"""

from ....core.messages import LANGUAGES
from .log_turns import PAGE_WORDS as FOLLOW_WORDS
from ..vocabulary import RESOURCES, RONDEL_FIELDS, UNITS

VIEW_WORDS = {
    "en": {
        # The map's and the rondel's words (their labels for screen readers, the costs).
        "map.city.marble": "marble city", "map.city.iron": "iron city", "map.city.gold": "gold city",
        "map.owner": "city of the {nation}", "map.temple": "temple", "map.selected": "selected",
        "map.units": "{nation}: {units}", "map.exhausted.one": "{n} exhausted",
        "map.exhausted.other": "{n} exhausted", "rondel.choose": "choose", "rondel.free": "free",
        "rondel.cost.one": "{n} resource", "rondel.cost.other": "{n} resources",
        "rondel.here": "{nations} here", "rondel.label": "{field}, {cost}", "rondel.label.idle": "{field}",
        # The table's own words: map, legend, rondel, turn line, choosers (the chrome every game's table
        # shares, zoom buttons, log, all choices, is the shell's: web/js/main.js).
        "page.map": "Map of the provinces", "page.legend.legion": "legion", "page.legend.galley": "galley",
        "page.legend.exhausted": "exhausted (laid down)", "page.legend.owner": "ring and letter: owner",
        "page.legend.temple": "roof: temple", "page.legend.borders": "borders:",
        "page.legend.land": "red land", "page.legend.sea": "blue dashed sea",
        "page.legend.combined": "both: combined", "page.rondel": "Rondel",
        "page.legend.yours": "star and black ring: yours",
        "turn.round": "Round {round}", "turn.setup": "Set-up", "turn.to_decide": " · {nation} to decide",
        "turn.over": " · game over",
        "prompt.moving": " — moving from {place}: choose a highlighted neighbour",
        "targets.move_from": "From {place}", "targets.move_to": "To {place}",
        "targets.other_unit": "Choose other units", "conquer.confirm.title": "Conquer {place}?",
        "conquer.confirm.note": "Choose the units to give up:",
        "chooser.pay": "{choice}: how to pay?", "chooser.unit": "Move to {place}: which unit?",
        "personage.king.one": "king", "personage.king.other": "kings", "personage.scholar.one": "scholar",
        "personage.scholar.other": "scholars", "personage.general.one": "general",
        "personage.general.other": "generals", "personage.citizen.one": "citizen",
        "personage.citizen.other": "citizens", "personage.navigator.one": "navigator",
        "personage.navigator.other": "navigators", "personages.king": "Kings",
        "personages.scholar": "Scholars", "personages.general": "Generals", "personages.citizen": "Citizens",
        "personages.navigator": "Navigators", "take.king": "Take a king", "take.scholar": "Take a scholar",
        "take.general": "Take a general", "take.citizen": "Take a citizen",
        "take.navigator": "Take a navigator", "amount.marble.one": "{n} marble",
        "amount.marble.other": "{n} marble", "amount.iron.one": "{n} iron", "amount.iron.other": "{n} iron",
        "amount.gold.one": "{n} gold", "amount.gold.other": "{n} gold", "amount.coin.one": "{n} coin",
        "amount.coin.other": "{n} coins", "units.legion.one": "{n} legion",
        "units.legion.other": "{n} legions", "units.galley.one": "{n} galley",
        "units.galley.other": "{n} galleys", "payment.free": "free", "payment.for": " for {payment}",
        "decision.choose_start_city": "Start in {place}", "decision.take_resource": "Take 1 {resource}",
        "decision.build_temple": "Temple in {place}", "decision.arm": "Arm a {unit} in {place}",
        "decision.buy_know_how": "Buy {knowHow}",
        "decision.move.one": "Move a {unit} {from} → {to} (one with {n} action before this move)",
        "decision.move.other": "Move a {unit} {from} → {to} (one with {n} actions before this move)",
        "decision.fight": "Fight a {unit} of the {nation} in {place}",
        "decision.end_movement": "End the movement (to conquest)",
        "decision.conquer": "Conquer {place} giving up {legions} and {galleys}",
        "decision.conquer.give_up": "Conquer {place} giving up {legions} and {galleys}, abandoning {giveUp}",
        "decision.fight_entry": "Fight", "decision.let_pass": "Let it pass", "decision.no_fight": "Do not fight",
        "decision.found": "Found {place}", "decision.trade": "Trade {give} for {get}",
        "decision.done": "Done", "award": "{nation} earn {personages}", "card.to_decide": "▶ to decide",
        "card.score": "score / goal", "card.marble": "Marble", "card.iron": "Iron", "card.gold": "Gold",
        "card.coins": "Coins", "card.cities": "Cities", "card.temples": "temples", "card.rondel": "rondel",
        "card.supply": "Supply:", "card.supply.legions": "legions,", "card.supply.galleys": "galleys,",
        "card.supply.cities": "city stones", "card.know_hows": "know-hows", "card.held": "{knowHow} (held)",
        "bank": "Bank: coins {coins}, temples {temples}; personages: {stacks}",
        "winner.title": "{nation} win!", "winner.nation": "Nation", "winner.score": "Score",
        # The end of the game's summary (end-summary.js): how it was won, how long it took.
        "end.how.goal": "Won by holding {score} of the {goal} points needed at the end of a turn.",
        "end.how.temple_after_all_personages": "Won by destroying a foreign temple once every personage "
                                               "was taken.",
        "end.rounds.one": "The game lasted {n} round.", "end.rounds.other": "The game lasted {n} rounds.",
        "end.cities": "Cities", "end.temples": "Temples", "end.rematch": "Rematch",
        "end.rematch.title": "The same board, nations, players and variants, with a new seed",
        # Know-hows in their columns on the nation boards: both prices and who holds each one.
        "card.know_how.label": "{knowHow}: {first} gold for the first buyer, {later} gold later; {holders}",
        "card.know_hows.caption": "Know-hows (price: first buyer / later)",
        "card.know_how.prices": "{first} / {later}", "card.know_how.holders": "held by {nations}",
        "card.know_how.nobody": "held by no nation",
        # Antike II: the Bellona card, neutral temples and their destruction, trading with the bank.
        "card.bellona": "Bellona card", "card.bellona.tip": "The Bellona card: on Militia one unit free; then "
                                                            "it passes to the nation before in turn order.",
        "map.neutral_temple": "neutral temple", "page.legend.neutral_temple": "grey temple: neutral",
        "tip.neutral_temple": "Neutral temple (no city, no owner): no city can be founded here while it stands. "
                              "In Movere your units here can destroy it: they are given up, and you earn a general.",
        "decision.destroy_temple": "Destroy the neutral temple in {place} giving up {legions} and {galleys}",
        "destroy.confirm.title": "Destroy the neutral temple in {place}?",
        "destroy.confirm.note": "Its strength is {strength}: {strength} of your units there are given up, and you "
                                "earn a general. Choose the units to give up:",
        "trade.open": "Trade…", "trade.none": "No trade with the bank is possible now.",
        "trade.title": "Trade with the bank", "trade.rate": "{give} for {get}", "trade.give": "Give",
        "trade.get": "Take", "trade.add": "{kind}: one more", "trade.remove": "{kind}: one less",
        "trade.choose": "Choose {give} to give and {get} to take.", "trade.apply": "Trade",
        "trade.units.one": "{n} unit", "trade.units.other": "{n} units",
    },
    "de": {
        # The map's and the rondel's words (their labels for screen readers, the costs).
        "map.city.marble": "Marmorstadt", "map.city.iron": "Eisenstadt", "map.city.gold": "Goldstadt",
        "map.owner": "Stadt der {nation}", "map.temple": "Tempel", "map.selected": "ausgewählt",
        "map.units": "{nation}: {units}", "map.exhausted.one": "{n} erschöpft",
        "map.exhausted.other": "{n} erschöpft", "rondel.choose": "wählen", "rondel.free": "frei",
        "rondel.cost.one": "{n} Ressource", "rondel.cost.other": "{n} Ressourcen",
        "rondel.here": "hier: {nations}", "rondel.label": "{field}, {cost}", "rondel.label.idle": "{field}",
        # The table's own words: map, legend, rondel, turn line, choosers (the chrome every game's table
        # shares, zoom buttons, log, all choices, is the shell's: web/js/main.js).
        "page.map": "Karte der Provinzen", "page.legend.legion": "Legion", "page.legend.galley": "Galeere",
        "page.legend.exhausted": "erschöpft (auf die Seite gelegt)",
        "page.legend.owner": "Ring und Buchstabe: Besitzer", "page.legend.temple": "Dach: Tempel",
        "page.legend.borders": "Grenzen:", "page.legend.land": "rot: Land",
        "page.legend.sea": "blau gestrichelt: See", "page.legend.combined": "beides: kombiniert",
        "page.legend.yours": "Stern und schwarzer Ring: deins",
        "page.rondel": "Rondell", "turn.round": "Runde {round}", "turn.setup": "Aufbau",
        "turn.to_decide": " · {nation} am Zug", "turn.over": " · Spielende",
        "prompt.moving": " — Bewegung ab {place}: eine markierte Nachbarprovinz wählen",
        "targets.move_from": "Von {place}", "targets.move_to": "Nach {place}",
        "targets.other_unit": "Andere Einheiten wählen", "conquer.confirm.title": "{place} erobern?",
        "conquer.confirm.note": "Die abzugebenden Einheiten wählen:",
        "chooser.pay": "{choice}: wie bezahlen?", "chooser.unit": "Nach {place}: welche Einheit?",
        "personage.king.one": "König", "personage.king.other": "Könige", "personage.scholar.one": "Gelehrter",
        "personage.scholar.other": "Gelehrte", "personage.general.one": "Feldherr",
        "personage.general.other": "Feldherren", "personage.citizen.one": "Bürger",
        "personage.citizen.other": "Bürger", "personage.navigator.one": "Seefahrer",
        "personage.navigator.other": "Seefahrer", "personages.king": "Könige",
        "personages.scholar": "Gelehrte", "personages.general": "Feldherren", "personages.citizen": "Bürger",
        "personages.navigator": "Seefahrer", "take.king": "Einen König nehmen",
        "take.scholar": "Einen Gelehrten nehmen", "take.general": "Einen Feldherrn nehmen",
        "take.citizen": "Einen Bürger nehmen", "take.navigator": "Einen Seefahrer nehmen",
        "amount.marble.one": "{n} Marmor", "amount.marble.other": "{n} Marmor",
        "amount.iron.one": "{n} Eisen", "amount.iron.other": "{n} Eisen", "amount.gold.one": "{n} Gold",
        "amount.gold.other": "{n} Gold", "amount.coin.one": "{n} Münze", "amount.coin.other": "{n} Münzen",
        "units.legion.one": "{n} Legion", "units.legion.other": "{n} Legionen",
        "units.galley.one": "{n} Galeere", "units.galley.other": "{n} Galeeren", "payment.free": "kostenfrei",
        "payment.for": " für {payment}", "decision.choose_start_city": "Startstadt {place}",
        "decision.take_resource": "1 {resource} nehmen", "decision.build_temple": "Tempel in {place}",
        "decision.arm": "Eine {unit} in {place} aufstellen", "decision.buy_know_how": "{knowHow} erwerben",
        "decision.move.one": "Eine {unit} bewegen: {from} → {to} (eine mit {n} Aktion vor dieser Bewegung)",
        "decision.move.other": "Eine {unit} bewegen: {from} → {to} (eine mit {n} Aktionen vor dieser Bewegung)",
        "decision.fight": "Kampf gegen die {nation}: {unit} in {place}",
        "decision.end_movement": "Bewegung beenden (weiter zur Eroberung)",
        "decision.conquer": "{place} erobern, abgegeben werden {legions} und {galleys}",
        "decision.conquer.give_up": "{place} erobern, abgegeben werden {legions} und {galleys}, {giveUp} wird aufgegeben",
        "decision.fight_entry": "Kämpfen", "decision.let_pass": "Durchziehen lassen", "decision.no_fight": "Nicht kämpfen",
        "decision.found": "{place} gründen", "decision.trade": "{give} gegen {get} tauschen",
        "decision.done": "Fertig", "award": "{nation} erhalten {personages}", "card.to_decide": "▶ am Zug",
        "card.score": "Punkte / Ziel", "card.marble": "Marmor", "card.iron": "Eisen", "card.gold": "Gold",
        "card.coins": "Münzen", "card.cities": "Städte", "card.temples": "Tempel", "card.rondel": "Rondell",
        "card.supply": "Vorrat:", "card.supply.legions": "Legionen,", "card.supply.galleys": "Galeeren,",
        "card.supply.cities": "Stadtsteine", "card.know_hows": "Fortschritte",
        "card.held": "{knowHow} (erworben)",
        "bank": "Bank: Münzen {coins}, Tempel {temples}; Persönlichkeiten: {stacks}",
        "winner.title": "{nation} gewinnen!", "winner.nation": "Volk", "winner.score": "Punkte",
        "end.how.goal": "Gewonnen mit {score} der {goal} nötigen Punkte am Ende eines Zuges.",
        "end.how.temple_after_all_personages": "Gewonnen durch die Zerstörung eines fremden Tempels, nachdem "
                                               "alle Persönlichkeiten vergeben waren.",
        "end.rounds.one": "Die Partie dauerte {n} Runde.", "end.rounds.other": "Die Partie dauerte {n} Runden.",
        "end.cities": "Städte", "end.temples": "Tempel", "end.rematch": "Revanche", "end.rematch.title":
            "Derselbe Plan, dieselben Völker, Spieler und Varianten, mit neuem Startwert",
        "card.know_how.label": "{knowHow}: {first} Gold für das erste Volk, danach {later} Gold; {holders}",
        "card.know_hows.caption": "Fortschritte (Preis: erstes Volk / danach)",
        "card.know_how.prices": "{first} / {later}", "card.know_how.holders": "erworben von: {nations}",
        "card.know_how.nobody": "von keinem Volk erworben",
        "card.bellona": "Bellonakarte", "card.bellona.tip": "Die Bellonakarte: auf Militia eine Einheit umsonst; "
                                                           "danach geht sie an das Volk davor in der Zugreihenfolge.",
        "map.neutral_temple": "neutraler Tempel", "page.legend.neutral_temple": "grauer Tempel: neutral",
        "tip.neutral_temple": "Neutraler Tempel (keine Stadt, kein Besitzer): Solange er steht, kann hier keine "
                              "Stadt gegründet werden. Im Movere können ihn eigene Einheiten hier zerstören; "
                              "sie werden dabei abgegeben, und du erhältst einen Feldherrn.",
        "decision.destroy_temple": "Den neutralen Tempel in {place} zerstören, abgegeben werden {legions} und "
                                   "{galleys}",
        "destroy.confirm.title": "Den neutralen Tempel in {place} zerstören?",
        "destroy.confirm.note": "Seine Kampfkraft ist {strength}: {strength} eigene Einheiten dort werden abgegeben, "
                                "und du erhältst einen Feldherrn. Die abzugebenden Einheiten wählen:",
        "trade.open": "Tauschen…", "trade.none": "Jetzt ist kein Tausch mit der Bank möglich.",
        "trade.title": "Mit der Bank tauschen", "trade.rate": "{give} gegen {get}", "trade.give": "Abgeben",
        "trade.get": "Nehmen", "trade.add": "{kind}: eins mehr", "trade.remove": "{kind}: eins weniger",
        "trade.choose": "{give} zum Abgeben und {get} zum Nehmen wählen.", "trade.apply": "Tauschen",
        "trade.units.one": "{n} Einheit", "trade.units.other": "{n} Einheiten",
    },
}


# The "All choices" list's groups (issue 44 item 3), one a decision type; the fight question's
# three answers share one group.
CHOICE_KINDS = {
    "en": {"choose_start_city": "Start city", "take_resource": "Take a resource", "rondel": "Rondel",
           "build_temple": "Temples", "arm": "Arming", "buy_know_how": "Know-hows", "move": "Moves",
           "fight": "Fights", "end_movement": "End of the movement", "fight_entry": "Fight or let pass",
           "let_pass": "Fight or let pass", "no_fight": "Fight or let pass", "conquer": "Conquests",
           "destroy_temple": "Neutral temples", "found": "Founding cities", "choose_personage": "Personages",
           "trade": "Trade with the bank", "done": "Done"},
    "de": {"choose_start_city": "Startstadt", "take_resource": "Eine Ressource nehmen", "rondel": "Rondell",
           "build_temple": "Tempel", "arm": "Aufstellen", "buy_know_how": "Fortschritte", "move": "Bewegungen",
           "fight": "Kämpfe", "end_movement": "Ende der Bewegung", "fight_entry": "Kämpfen oder durchziehen lassen",
           "let_pass": "Kämpfen oder durchziehen lassen", "no_fight": "Kämpfen oder durchziehen lassen",
           "conquer": "Eroberungen", "destroy_temple": "Neutrale Tempel", "found": "Städte gründen",
           "choose_personage": "Persönlichkeiten", "trade": "Mit der Bank tauschen", "done": "Fertig"},
}


def page_words(edition, help_words):
    """{language: {key: text}}: the view words, the edition's rules help (`help_words(language)`)
    and the rulebooks' terms as the edition says them, under the keys the page reads."""
    words = {}
    for language in LANGUAGES:
        terms = edition.terms_of(language)
        table = dict(VIEW_WORDS[language])
        table.update(help_words(language))
        table.update(FOLLOW_WORDS[language])
        table.update({f"choices.kind.{kind}": text for kind, text in CHOICE_KINDS[language].items()})
        table.update({f"field.{field}": terms[f"field.{field}"] for field in RONDEL_FIELDS})
        table.update({f"field.gloss.{field}": gloss for field, gloss in edition.glosses[language].items()})
        table.update({f"know_how.{know_how}": terms[know_how] for know_how in edition.know_hows})
        table.update({f"resource.{resource}": terms[resource] for resource in RESOURCES})
        table.update({f"unit.{unit}": terms[unit] for unit in UNITS})
        words[language] = table
    return words
