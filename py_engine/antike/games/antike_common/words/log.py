"""The game's events in words, in English or German.

The rules record what happened as plain data (an event: a dict with an "event" key and ids, no
words), so that a record is the same whatever the reader's language; this module says it in words,
with the rulebooks' own terms (Marmor, Eisen, Gold, Tempel, Rüsten, Fortschritt, Manöver). Nations
are named as the board names them in the language (`Board.nation_name`: "Greeks", "Griechen"; the
German templates need only that plural, never a dative "Persern"); provinces keep the board's names.
"""

from ....core.messages import LANGUAGES
from ..vocabulary import PAYMENT_KINDS
from .terms import TERMS

TEMPLATES = {
    "en": {
        "produce": "{nation} produce {amount} {resource}",
        "temple": "{nation} build a temple in {province} for {payment}",
        "arm": "{nation} arm a {unit} in {province}",
        "know_how": "{nation} buy {new}{know_how} for {payment}",
        "know_how.new": "new ",
        "found": "{nation} found {province}",
        "trade": "{nation} trade {give} for 1 {get}",
        "move": "{nation} move a {unit} from {origin} to {target}",
        "fight_entry": "{nation} fight the entering {mover} {unit} in {province}: one {unit} of each removed",
        "fight": "{nation} fight a {unit} of the {other} in {province}: one {unit} of each removed",
        "let_pass": "{nation} let the entering {mover} {unit} pass in {province}",
        "give_up": "{nation} give up {province}",
        "conquer": "{nation} conquer {province} from the {defender}{temple} ({removed}{lost})",
        "conquer.temple": ", destroying its temple",
        "conquer.removed": "giving up {units}",
        "conquer.lost": "; the {defender} lose {units}",
        "units.legion.one": "{n} legion", "units.legion.other": "{n} legions",
        "units.galley.one": "{n} galley", "units.galley.other": "{n} galleys",
        "earn": "{nation} earn a {kind} ({reason})",
        "no_personage": "No {kind} left for the {nation} ({reason})",
        "rondel": "{nation} choose {field}{paid}",
        "rondel.paid": " (paid {payment})",
        "start_city": "{nation} start in {province}",
        "round": "Round {round} begins: every nation takes a coin",
        "round.short": "Round {round} begins: the bank is short of coins",
        "take_resource": "{nation} take 1 {resource} (no coin left in the bank)",
        "produce.coin": "{nation} produce {amount} {resource} and take a coin",
        "arm.free": "{nation} arm a {unit} in {province}, free with the Bellona card",
        "bellona": "{nation} pass the Bellona card to the {receiver}",
        "found.tile": "{nation} found {province} with {tile}",
        "exchange": "{nation} trade {give} for {receive}",
        "destroy_temple": "{nation} destroy the neutral temple in {province} ({removed})",
        "round.plain": "Round {round} begins",
        "reason.plinius": "Plinius, for all eight know-hows",
        "reason.one_short_temple": "destroyed a temple one personage short of the goal ({score} of {goal})",
        "win": "{nation} win: {reason}",
        "outcome": "{nation} {reason}",
        "reason.cities": "{count} cities", "reason.temples": "{count} temples",
        "reason.seas": "{count} seas sailed", "reason.know_how": "a new know-how",
        "reason.temple_destroyed": "a temple destroyed", "reason.eight_know_hows": "all eight know-hows",
        "reason.goal": "reached {score} of {goal}",
        "reason.temple_after_all_personages": "destroyed a temple after all 35 personages were out",
        "payment.none": "nothing", "payment.and": " and ", "coin": "coin", "coins": "coins",
        "team.and": " and ",
    },
    "de": {
        "produce": "{nation} erzeugen {amount} {resource}",
        "temple": "{nation} bauen einen Tempel in {province} für {payment}",
        "arm": "{nation} rüsten eine {unit} in {province}",
        "know_how": "{nation} kaufen {know_how}{new} für {payment}",
        "know_how.new": " (neu)",
        "found": "{nation} gründen {province}",
        "trade": "{nation} tauschen {give} gegen 1 {get}",
        "move": "{nation} ziehen eine {unit} von {origin} nach {target}",
        "fight_entry": "{nation} kämpfen gegen die eindringende {unit} der {mover} in {province}: "
                       "je eine {unit} entfernt",
        "fight": "{nation} kämpfen gegen eine {unit} der {other} in {province}: je eine {unit} entfernt",
        "let_pass": "{nation} lassen die eindringende {unit} der {mover} in {province} durchziehen",
        "give_up": "{nation} geben {province} auf",
        "conquer": "{nation} erobern {province}, eine Stadt der {defender}{temple} ({removed}{lost})",
        "conquer.temple": ", und zerstören den Tempel",
        "conquer.removed": "abgegeben: {units}",
        "conquer.lost": "; die {defender} verlieren {units}",
        "units.legion.one": "{n} Legion", "units.legion.other": "{n} Legionen",
        "units.galley.one": "{n} Galeere", "units.galley.other": "{n} Galeeren",
        "earn": "{nation} erhalten einen {kind} ({reason})",
        "no_personage": "Kein {kind} mehr für die {nation} ({reason})",
        "rondel": "{nation} wählen {field}{paid}",
        "rondel.paid": " (bezahlt: {payment})",
        "start_city": "{nation} beginnen in {province}",
        "round": "Runde {round} beginnt: jedes Volk nimmt eine Münze",
        "round.short": "Runde {round} beginnt: die Bank hat zu wenige Münzen",
        "take_resource": "{nation} nehmen 1 {resource} (keine Münze mehr in der Bank)",
        "produce.coin": "{nation} erzeugen {amount} {resource} und nehmen eine Münze",
        "arm.free": "{nation} rüsten eine {unit} in {province}, umsonst mit der Bellonakarte",
        "bellona": "{nation} geben die Bellonakarte an die {receiver} weiter",
        "found.tile": "{nation} gründen {province} mit {tile}",
        "exchange": "{nation} tauschen {give} gegen {receive}",
        "destroy_temple": "{nation} zerstören den neutralen Tempel in {province} (abgegeben: {removed})",
        "round.plain": "Runde {round} beginnt",
        "reason.plinius": "Plinius, für alle acht Fortschritte",
        "reason.one_short_temple": "einen Tempel zerstört, eine Persönlichkeit vor dem Ziel ({score} von {goal})",
        "win": "{nation} gewinnen: {reason}",
        "outcome": "{nation}: {reason}",
        "reason.cities": "{count} Städte", "reason.temples": "{count} Tempel",
        "reason.seas": "{count} befahrene Meere", "reason.know_how": "ein neuer Fortschritt",
        "reason.temple_destroyed": "ein zerstörter Tempel", "reason.eight_know_hows": "alle acht Fortschritte",
        "reason.goal": "{score} von {goal} erreicht",
        "reason.temple_after_all_personages": "einen Tempel zerstört, nachdem alle 35 Persönlichkeiten "
                                              "vergeben waren",
        "payment.none": "nichts", "payment.and": " und ", "coin": "Münze", "coins": "Münzen",
        "team.and": " und ",
    },
}

# A resource tile taken with a founded city (the found event's {tile}), with its article: "an iron tile".
TILES = {
    "en": {"marble": "a marble tile", "iron": "an iron tile", "gold": "a gold tile"},
    "de": {"marble": "einem Plättchen Marmor", "iron": "einem Plättchen Eisen", "gold": "einem Plättchen Gold"},
}


def payment_words(payment, language="en"):
    """A payment in words: '3 gold and 1 coin', '3 Gold und 1 Münze'."""
    templates, terms = TEMPLATES[language], TERMS[language]
    if not payment:
        return templates["payment.none"]
    parts = []
    for kind in PAYMENT_KINDS:
        count = payment.get(kind, 0)
        if count:
            name = (templates["coins"] if count > 1 else templates["coin"]) if kind == "coin" else terms[kind]
            parts.append(f"{count} {name}")
    return templates["payment.and"].join(parts)


def units_words(units, language="en"):
    """Units counted in words: {"legion": 1, "galley": 2} is '1 legion and 2 galleys'."""
    templates = TEMPLATES[language]
    return templates["payment.and"].join(
        templates[f"units.{unit}.{'one' if count == 1 else 'other'}"].format(n=count)
        for unit, count in units.items() if count)


def team_words(names, language="en"):
    """The names of a two-player team's nations joined: 'Persians and Phoenicians', 'Perser und Phönizier'."""
    return TEMPLATES[language]["team.and"].join(names)


def reason_words(reason, language="en"):
    """Why a personage was earned or the game won, in words."""
    return TEMPLATES[language]["reason." + reason["why"]].format(**reason)


def say(event, board, language="en", edition=None):
    """One event of the log in words; `board` gives the names of nations and provinces, `edition`
    (edition.py) its own terms, if any."""
    if language not in TEMPLATES:
        raise ValueError(f"Unknown language {language!r}; languages: {', '.join(LANGUAGES)}.")
    templates = TEMPLATES[language]
    terms = edition.terms_of(language) if edition is not None else TERMS[language]
    key = event["event"]
    words = {}
    for name, value in event.items():
        if name in ("nation", "mover", "other", "defender", "receiver"):
            words[name] = board.nation_name(value, language)
        elif name in ("province", "origin", "target"):
            words[name] = board.provinces[value]["name"]
        elif name in ("resource", "get", "unit", "know_how"):
            words[name] = terms[value]
        elif name in ("payment", "give", "receive"):
            words[name] = payment_words(value, language)
        elif name == "field":
            words[name] = terms["field." + value]
        elif name == "reason":
            words[name] = reason_words(value, language)
        else:
            words[name] = value
    if key == "know_how":
        words["new"] = templates["know_how.new"] if event["new"] else ""
    elif key == "conquer":
        words["temple"] = templates["conquer.temple"] if event["temple"] else ""
        words["removed"] = templates["conquer.removed"].format(units=units_words(event["removed"], language))
        words["lost"] = (templates["conquer.lost"].format(defender=words["defender"],
                                                          units=units_words(event["lost"], language))
                         if event["lost"] else "")
    elif key == "rondel":
        words["paid"] = templates["rondel.paid"].format(payment=words["payment"]) if event["payment"] else ""
    elif key == "round" and event["short"]:
        key = "round.short"
    elif key == "round" and event.get("coins") is False:
        key = "round.plain"
    elif key == "destroy_temple":
        words["removed"] = units_words(event["removed"], language)
    elif key in ("produce", "arm", "found") and (event.get("coin") or event.get("free") or "resource" in event
                                                 and key == "found"):
        key += {"produce": ".coin", "arm": ".free", "found": ".tile"}[key]
        if key == "found.tile":
            words["tile"] = TILES[language][event["resource"]]
    elif key in ("earn", "no_personage"):
        kind = event["kind"]
        words["kind"] = terms.get(("no." if key == "no_personage" else "") + kind, terms[kind])
    return templates[key].format(**words)
