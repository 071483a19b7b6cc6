"""Antike's messages: why a decision is refused, what is wrong with options, in English or German.

The templates say nations by the board's names ("Griechen" in German) and provinces by theirs, and
use the rulebooks' terms (terms.TERMS). The German templates name nations only in the plural
that the board gives ("die Perser", "der Perser"), never in a dative ("den Persern").

How a parameter is said depends on its name: `nation`, `other` are nation ids and `province`,
`origin`, `target` province ids of the board named by `board`; `unit`, `resource`, `get`,
`know_how`, `basic` are ids said as the shared terms; `units`, `border`, `step` as this catalogue's
terms; `payment` is a payment and `ways` a list of payments. The core says the rest (core.messages).
"""

from ....core.messages import NOT_MINE, Catalogue
from ..board import load_board
from .log import payment_words
from .terms import TERMS

TEMPLATES = {
    "en": {
        # A seat (a nation) named in the core's messages.
        "seat": "{nation}",
        # Why a well-formed decision is not allowed now (explain.py).
        "game_over": "The game is over.",
        "wrong_step": "It is the {nation}' decision to {step}; '{kind}' is not possible now.",
        "cannot_pay": "{nation}: cannot pay {payment} for that; possible: {ways}.",
        "not_allowed": "{nation}: that '{kind}' decision is not allowed now.",
        "rondel.cost": "{nation}: reaching that field costs {cost}, you have only {wealth} units and coins.",
        "trade.eight_know_hows": "Trading 2 for 1 with the bank needs all eight know-hows; the {nation} hold {count}.",
        "trade.same_kind": "A trade gives two units of other kinds than the {get} it gets.",
        "trade.short": "{nation}: not enough {resource} to give ({have}).",
        "start_city.taken": "{province} is taken already.",
        "start_city.other": "{province} is not one of the {nation}' start cities.",
        "temple.not_own": "Temple in {province}: not a city of the {nation}.",
        "temple.built": "Temple in {province}: the city has a temple already (one per city).",
        "temple.none_left": "No temple is left in the bank: all {count} are on the board.",
        "arm.not_own": "Arming in {province}: not a city of the {nation}.",
        "arm.limit.one": "Arming in {province}: at most {limit} new unit there this turn, you placed {placed}.",
        "arm.limit.other": "Arming in {province}: at most {limit} new units there this turn, you placed {placed}.",
        "arm.unit_kind": "Arming in {province}: no {units} can be set up there.",
        "arm.supply": "Arming: all {units} of the {nation} are on the board.",
        "know_how.held": "{nation} hold {know_how} already.",
        "know_how.basic": "{know_how} needs {basic} first.",
        "know_how.price": "{know_how} costs {price} gold; you have {gold} gold and {coins} coins.",
        "move.no_unit": "{nation} have no {unit} in {province}.",
        "move.no_actions": "No {unit} in {province} has {actions} action(s) left.",
        "move.no_border": "{origin} and {target} do not share a border.",
        "move.border": "A {unit} cannot cross the {border} border from {origin} to {target}.",
        "fight.own": "Fight in {province}: the {nation} cannot fight their own units.",
        "fight.no_own": "Fight in {province}: the {nation} have no {units} there.",
        "fight.no_other": "Fight in {province}: the {other} have no {units} there "
                          "(legions fight only legions, galleys only galleys).",
        "conquer.no_city": "There is no city in {province} to conquer.",
        "temple.neutral_units": "Destroying the neutral temple in {province} takes exactly 3 of your units there; "
                                "the {nation} have {active}.",
        "found.neutral_temple": "No city can be founded in {province} while its neutral temple stands.",
        "trade.no_rate": "{nation}: trading needs Mercatura (2 units for 1) or Commercium (3 for 2), bought in "
                         "an earlier turn.",
        "conquer.own": "{province} is already a city of the {nation}.",
        "conquer.last_city": "{province} is the last city of its nation and cannot be conquered (R-MAN-9).",
        "conquer.strength": "{province} has defence strength {defence}; you have {active} unit(s) there "
                            "with an action left.",
        "conquer.exactly": "Conquering {province} takes exactly {defence} units (its defence strength).",
        "conquer.units": "Conquering {province}: you have {legions} legion(s) and {galleys} galley(s) there "
                         "with an action left.",
        "conquer.give_up_needed": "The {nation} have no city stone left: conquering {province} needs one of "
                                  "your cities given up (give_up, R-MAN-9).",
        "conquer.give_up_needless": "The {nation} still have a city stone: no city needs to be given up.",
        "conquer.give_up_other": "{province} is not a city of the {nation}: it cannot be given up.",
        "found.city": "{province} already has a city.",
        "found.no_unit": "Founding in {province} needs a legion or galley of the {nation} there.",
        "found.no_stone": "{nation} have no city stone left.",
        # A place on the map clicked when it is no choice (refusal.py).
        "place.choose_unit": "{nation}: first choose a highlighted province whose units can move; none in {province}.",
        "place.rondel_first": "{nation}: first choose a field on the rondel.",
        "place.not_now": "{nation}: no place on the map is chosen now; the choices are beside the map.",
        # Malformed decisions (decision_shapes.py).
        "decision.not_object": "A decision must be an object with a 'type'.",
        "decision.type": "Unknown decision type {value!r}; known: {known}.",
        "decision.extra": "A '{kind}' decision has no field(s) {names}.",
        "decision.missing": "A '{kind}' decision needs '{name}'.",
        "decision.one_of": "'{name}' of a '{kind}' decision must be one of {known}, not {value!r}.",
        "decision.province": "'{name}' of a '{kind}' decision: unknown province {value!r}.",
        "decision.nation": "'{name}' of a '{kind}' decision: {value!r} is not a nation in this game.",
        "decision.number": "'{name}' of a '{kind}' decision must be a whole number from {low} to {high}.",
        "decision.two_units": "'{name}' of a '{kind}' decision must be exactly two units.",
        "decision.units": "'{name}' of a '{kind}' decision must be an object such as {{\"gold\": 1}}.",
        "decision.unit_kind": "'{name}' of a '{kind}' decision: {value!r} is not one of {known}.",
        "decision.unit_count": "'{name}' of a '{kind}' decision: {value} must be a whole number of units.",
        # Game options (options.py, setup.py) and computer players (computer.py).
        "options.broken_board": "Unknown or broken board '{value}': {detail}",
        "options.two_player": "Option 'two_player' must be one of {known} or null.",
        "options.nations": "Option 'nations' must be a whole number.",
        "options.four_nations": "The two-player game with four nations (R-SET-4) has exactly 4 nations.",
        "options.two_colours": "The two-player game with two colours (R-SET-5) has exactly 2 nations.",
        "options.nation_count": "Antike is played by 3 to 6 nations, not {value}; for two players choose a "
                                "two-player form.",
        "options.twelve_nations": "The 12-personage variant (R-VAR-4) is for three nations only.",
        "options.twelve_military": "The 12-personage and Military variants set different goals; choose one.",
        "options.longer_two_colours": "The two-colour game already starts with picked cities; Longer game "
                                      "does not apply.",
        "options.military_two_colours": "The Military variant gives no goal for the two-colour two-player game.",
        "unknown_board": "Unknown board {value!r}; boards: {known}.",
        "unknown_province": "{value!r} is no province of this board.",
    },
    "de": {
        "seat": "{nation}",
        "game_over": "Das Spiel ist beendet.",
        "wrong_step": "{nation} sind am Zug und müssen {step}; '{kind}' ist jetzt nicht möglich.",
        "cannot_pay": "{nation}: Bezahlung mit {payment} ist dafür nicht möglich; möglich sind: {ways}.",
        "not_allowed": "{nation}: diese Entscheidung '{kind}' ist jetzt nicht erlaubt.",
        "rondel.cost": "{nation}: dieses Feld zu erreichen kostet {cost}, an Ressourcen und Münzen "
                       "vorhanden: nur {wealth}.",
        "trade.eight_know_hows": "Tauschen 2 gegen 1 mit der Bank erfordert alle acht Fortschritte; "
                                 "die {nation} haben {count}.",
        "trade.same_kind": "Für {get} werden zwei Ressourcen anderer Art getauscht.",
        "trade.short": "{nation}: zu wenig {resource} zum Tauschen ({have}).",
        "start_city.taken": "{province} ist schon vergeben.",
        "start_city.other": "{province} ist keine Startstadt der {nation}.",
        "temple.not_own": "Tempel in {province}: keine Stadt der {nation}.",
        "temple.built": "Tempel in {province}: die Stadt hat schon einen Tempel (einer je Stadt).",
        "temple.none_left": "Kein Tempel mehr in der Bank: alle {count} stehen auf dem Spielplan.",
        "arm.not_own": "Rüsten in {province}: keine Stadt der {nation}.",
        "arm.limit.one": "Rüsten in {province}: dort höchstens {limit} neue Einheit in diesem Zug, "
                         "aufgestellt: {placed}.",
        "arm.limit.other": "Rüsten in {province}: dort höchstens {limit} neue Einheiten in diesem Zug, "
                           "aufgestellt: {placed}.",
        "arm.unit_kind": "Rüsten in {province}: dort können keine {units} aufgestellt werden.",
        "arm.supply": "Rüsten: alle {units} der {nation} stehen auf dem Spielplan.",
        "know_how.held": "{nation} haben {know_how} schon erworben.",
        "know_how.basic": "{know_how} erfordert zuerst {basic}.",
        "know_how.price": "{know_how} kostet {price} Gold; vorhanden sind {gold} Gold und {coins} Münzen.",
        "move.no_unit": "{nation} haben keine {unit} in {province}.",
        "move.no_actions": "Keine {unit} in {province} hat noch genug Aktionen übrig (nötig: {actions}).",
        "move.no_border": "{origin} und {target} grenzen nicht aneinander.",
        "move.border": "Eine {unit} kann die {border} von {origin} nach {target} nicht überqueren.",
        "fight.own": "Kampf in {province}: die {nation} können nicht gegen eigene Einheiten kämpfen.",
        "fight.no_own": "Kampf in {province}: die {nation} haben dort keine {units}.",
        "fight.no_other": "Kampf in {province}: die {other} haben dort keine {units} "
                          "(Legionen kämpfen nur gegen Legionen, Galeeren nur gegen Galeeren).",
        "conquer.no_city": "In {province} gibt es keine Stadt zu erobern.",
        "temple.neutral_units": "Um den neutralen Tempel in {province} zu zerstören, braucht es genau 3 eigene "
                                "Einheiten dort; die {nation} haben {active}.",
        "found.neutral_temple": "In {province} kann keine Stadt gegründet werden, solange der neutrale Tempel steht.",
        "trade.no_rate": "{nation}: Handel braucht Mercatura (2 Einheiten gegen 1) oder Commercium (3 gegen 2), "
                         "in einem früheren Zug gekauft.",
        "conquer.own": "{province} ist schon eine Stadt der {nation}.",
        "conquer.last_city": "{province} ist die letzte Stadt ihres Volkes und kann nicht erobert werden "
                             "(R-MAN-9).",
        "conquer.strength": "{province} hat die Kampfkraft {defence}; deine Einheiten dort mit einer "
                            "verbleibenden Aktion: nur {active}.",
        "conquer.exactly": "Um {province} zu erobern, gibst du genau so viele Einheiten ab, wie "
                           "ihre Kampfkraft beträgt: {defence}.",
        "conquer.units": "Eroberung von {province}: deine Einheiten dort mit einer verbleibenden Aktion: "
                         "Legionen {legions}, Galeeren {galleys}.",
        "conquer.give_up_needed": "Die {nation} haben keinen Stadtstein mehr: um {province} zu erobern, muss "
                                  "eine ihrer Städte aufgegeben werden (give_up, R-MAN-9).",
        "conquer.give_up_needless": "Die {nation} haben noch einen Stadtstein: keine Stadt muss aufgegeben "
                                    "werden.",
        "conquer.give_up_other": "{province} ist keine Stadt der {nation}: sie kann nicht aufgegeben werden.",
        "found.city": "In {province} steht schon eine Stadt.",
        "found.no_unit": "Gründen in {province} erfordert dort eine Legion oder Galeere der {nation}.",
        "found.no_stone": "{nation} haben keinen Stadtstein mehr.",
        "place.choose_unit": "{nation}: erst eine markierte Provinz mit beweglichen Einheiten wählen; in "
                             "{province} ist keine.",
        "place.rondel_first": "{nation}: erst ein Feld auf dem Rondell wählen.",
        "place.not_now": "{nation}: jetzt wird kein Ort auf der Karte gewählt; die Möglichkeiten stehen neben "
                         "der Karte.",
        "decision.not_object": "Eine Entscheidung muss ein Objekt mit einem 'type' sein.",
        "decision.type": "Unbekannte Art der Entscheidung {value!r}; bekannt: {known}.",
        "decision.extra": "Eine Entscheidung '{kind}' kennt die Felder {names} nicht.",
        "decision.missing": "Eine Entscheidung '{kind}' braucht '{name}'.",
        "decision.one_of": "'{name}' einer Entscheidung '{kind}' muss eines von {known} sein, nicht {value!r}.",
        "decision.province": "'{name}' einer Entscheidung '{kind}': unbekannte Provinz {value!r}.",
        "decision.nation": "'{name}' einer Entscheidung '{kind}': {value!r} ist kein Volk in diesem Spiel.",
        "decision.number": "'{name}' einer Entscheidung '{kind}' muss eine ganze Zahl von {low} bis {high} sein.",
        "decision.two_units": "'{name}' einer Entscheidung '{kind}' muss genau zwei Ressourcen umfassen.",
        "decision.units": "'{name}' einer Entscheidung '{kind}' muss ein Objekt wie {{\"gold\": 1}} sein.",
        "decision.unit_kind": "'{name}' einer Entscheidung '{kind}': {value!r} ist keines von {known}.",
        "decision.unit_count": "'{name}' einer Entscheidung '{kind}': {value} muss eine ganze Zahl sein.",
        "options.broken_board": "Unbekannter oder fehlerhafter Spielplan '{value}': {detail}",
        "options.two_player": "Die Option 'two_player' muss eines von {known} oder null sein.",
        "options.nations": "Die Option 'nations' muss eine ganze Zahl sein.",
        "options.four_nations": "Das Spiel zu zweit mit vier Völkern (R-SET-4) hat genau 4 Völker.",
        "options.two_colours": "Das Spiel zu zweit mit zwei Farben (R-SET-5) hat genau 2 Völker.",
        "options.nation_count": "Antike wird von 3 bis 6 Völkern gespielt, nicht von {value}; wähle für zwei "
                                "Spieler eine Form des Spiels zu zweit.",
        "options.twelve_nations": "Die Variante mit 12 Persönlichkeiten (R-VAR-4) gibt es nur mit drei Völkern.",
        "options.twelve_military": "Die Variante mit 12 Persönlichkeiten und die Militär-Variante setzen "
                                   "verschiedene Ziele; wähle nur eine davon.",
        "options.longer_two_colours": "Das Spiel mit zwei Farben beginnt schon mit gewählten Städten; das "
                                      "Längere Spiel gilt hier nicht.",
        "options.military_two_colours": "Die Militär-Variante setzt kein Ziel für das Spiel zu zweit mit zwei "
                                        "Farben.",
        "unknown_board": "Unbekannter Spielplan {value!r}; Spielpläne: {known}.",
        "unknown_province": "{value!r} ist keine Provinz dieses Spielplans.",
    },
}

MESSAGE_TERMS = {
    "en": {
        "units.legion": "legions", "units.galley": "galleys",
        "border.land": "land", "border.sea": "sea", "border.combined": "combined",
        "step.choose_start_city": "choose a start city", "step.take_resource": "take a resource instead of a coin",
        "step.rondel": "choose a rondel field", "step.temple": "build temples", "step.arming": "arm units",
        "step.know_how": "buy know-hows", "step.movement": "move units (maneuver phase 1)",
        "step.fight_question": "decide whether to fight an entering unit",
        "step.conquest": "conquer cities (maneuver phase 2)", "step.founding": "found cities",
        "step.choose_personage": "choose a personage stack",
    },
    "de": {
        "units.legion": "Legionen", "units.galley": "Galeeren",
        "border.land": "Landgrenze", "border.sea": "Seegrenze", "border.combined": "kombinierte Grenze",
        "step.choose_start_city": "eine Startstadt wählen",
        "step.take_resource": "statt einer Münze eine Ressource nehmen",
        "step.rondel": "ein Feld auf dem Rondell wählen", "step.temple": "Tempel bauen",
        "step.arming": "Einheiten aufstellen (Rüsten)", "step.know_how": "Fortschritte erwerben",
        "step.movement": "Einheiten bewegen (Manöver, Phase 1)",
        "step.fight_question": "entscheiden, ob sie gegen eine eindringende Einheit kämpfen",
        "step.conquest": "Städte erobern (Manöver, Phase 2)", "step.founding": "Städte gründen",
        "step.choose_personage": "einen Stapel der Persönlichkeiten wählen",
    },
}

NATION_PARAMS = ("nation", "other")
PROVINCE_PARAMS = ("province", "origin", "target")
TERM_PARAMS = ("unit", "resource", "get", "know_how", "basic")  # said with terms.TERMS
PREFIXED_PARAMS = ("units", "border", "step")  # said with MESSAGE_TERMS


def _word(name, value, params, language):
    if name in NATION_PARAMS:
        return load_board(params["board"]).nation_name(value, language)
    if name in PROVINCE_PARAMS:
        return load_board(params["board"]).provinces[value]["name"]
    if name in TERM_PARAMS:
        return TERMS[language][value]
    if name in PREFIXED_PARAMS:
        return MESSAGE_TERMS[language][f"{name}.{value}"]
    if name == "payment":
        return payment_words(value, language)
    if name == "ways":
        return "; ".join(payment_words(payment, language) for payment in value)
    return NOT_MINE


CATALOGUE = Catalogue(TEMPLATES, MESSAGE_TERMS, _word)
