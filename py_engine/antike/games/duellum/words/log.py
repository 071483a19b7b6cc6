"""Duellum's log in English and German: each event in words (`say`) and the game's outcome."""

from ....core.messages import count_key
from ..board import load_board
from ..setup import second_player_coins
from .terms import CARD_NAMES, LABELS, amount, term, units_words

EVENTS = {
    "en": {
        "start": "{first} begin (drawn by lot or chosen); the other player took {coins}.",
        "turn": "Turn {turn}: {player}.",
        "rondel": "{player} move to {field} and pay {payment}.",
        "production": "{player} produce {units} {resource} and take {coin}.",
        "instead_of_coin": "The bank has no coin: {player} take 1 {resource} instead.",
        "temple": "{player} build a temple in {region} for {payment}.",
        "wall": "{player} build a city wall in {region} for {payment}.",
        "know_how": "{player} buy {know_how} for {payment}{first}.",
        "recruit": "{player} recruit a {unit} for {payment}.",
        "arm": "{player} arm a {unit} in {region} for {payment}.",
        "fight": "Fight in {region}: a {unit} of each side goes back to its pool.",
        "move": "{player} move a {unit} from {from} to {to}.",
        "ambush": "Ambush in {region}: a {unit} of the {victim} goes back to its pool.",
        "festung": "Fortress: the {player} raise {region} to strength {strength}.",
        "withdrawn": "{player} withdraw the conquest of {region}.",
        "conquest": "{player} conquer {region} from the {defender} with {legions} and {galleys}{temple}.",
        "found": "{player} found {city} in {region} for {payment}.",
        "card_played": "{player} play {card}.",
        "card": "{player} play {card}{target}.",
        "pick": "{player} pick {card}.",
        "no_card": "{player} pick no card.",
        "picks_lost": "The display is empty: {player} lose {picks}.",
        "picks.one": "{n} pick", "picks.other": "{n} picks",
        "card_turned_up": "{card} is turned up into the display.",
        "reshuffle": "The discards are shuffled into a new deck ({cards} cards).",
        "personage": "{player} take {personages}.",
        "walls_earned": "{player} take {walls} from the bank.",
        "won": "{player} win{why}.",
        "draw": "The 400th turn has ended without a winner: a draw.",
        "trade": "{player} trade {give} for {get} (Commercium).",
        "first": " (first: a scholar is due)", "destroyed": "; the temple is destroyed",
        "one_short": ", one personage short",
    },
    "de": {
        "start": "{first} beginnen (ausgelost oder gewählt); der andere Spieler nahm {coins}.",
        "turn": "Zug {turn}: {player}.",
        "rondel": "{player} ziehen auf {field} und zahlen {payment}.",
        "production": "{player} produzieren {units} {resource} und nehmen {coin}.",
        "instead_of_coin": "Die Bank hat keine Münze: {player} nehmen stattdessen 1 {resource}.",
        "temple": "{player} bauen einen Tempel in {region} und zahlen {payment}.",
        "wall": "{player} bauen eine Stadtmauer in {region} und zahlen {payment}.",
        "know_how": "{player} kaufen {know_how} und zahlen {payment}{first}.",
        "recruit": "{player} rekrutieren eine {unit} und zahlen {payment}.",
        "arm": "{player} stellen eine {unit} in {region} auf und zahlen {payment}.",
        "fight": "Kampf in {region}: je eine {unit} jeder Seite geht in ihre Rekrutenablage.",
        "move": "{player} bewegen eine {unit} von {from} nach {to}.",
        "ambush": "Hinterhalt in {region}: eine {unit} der {victim} geht in ihre Rekrutenablage.",
        "festung": "Festung: die {player} erhöhen die Kampfkraft von {region} auf {strength}.",
        "withdrawn": "{player} ziehen die Eroberung von {region} zurück.",
        "conquest": "{player} erobern {region}, eine Stadt der {defender}, mit {legions} und {galleys}{temple}.",
        "found": "{player} gründen {city} in {region} und zahlen {payment}.",
        "card_played": "{player} spielen {card}.",
        "card": "{player} spielen {card}{target}.",
        "pick": "{player} nehmen {card}.",
        "no_card": "{player} nehmen keine Karte.",
        "picks_lost": "Die Auslage ist leer: {player} verlieren {picks}.",
        "picks.one": "{n} Kartenwahl", "picks.other": "{n} Kartenwahlen",
        "card_turned_up": "{card} wird in die Auslage aufgedeckt.",
        "reshuffle": "Die beiseite gelegten Karten werden zu einem neuen Kartenstapel gemischt ({cards} Karten).",
        "personage": "{player} nehmen {personages}.",
        "walls_earned": "{player} nehmen {walls} aus der Bank.",
        "won": "{player} gewinnen{why}.",
        "draw": "Der 400. Zug ist ohne Sieger zu Ende: unentschieden.",
        "trade": "{player} tauschen {give} gegen {get} (Commercium).",
        "first": " (als Erste: ein Gelehrter steht zu)", "destroyed": "; der Tempel wird zerstört",
        "one_short": ", eine Persönlichkeit fehlt",
    },
}

# A city founded (the found event's {city}), by its resource, with its article: "an iron city".
CITIES = {
    "en": {"marble": "a marble city", "iron": "an iron city", "gold": "a gold city"},
    "de": {"marble": "eine Marmor-Stadt", "iron": "eine Eisen-Stadt", "gold": "eine Gold-Stadt"},
}


# An event's counts of a term, said with the term in the singular or plural ("1 coin", "2 legions").
COUNTED = {"coin": "coin", "legions": "legion", "galleys": "galley"}


def say(event, options, language):
    """One event in words (every event is public, D-EV-6)."""
    board = load_board(options["board"])
    words = EVENTS[language]
    kind = event["event"]
    values = {}
    for name, value in event.items():
        if name in ("player", "defender", "victim", "first") and isinstance(value, str):
            values[name] = board.player_name(value, language)
        elif name in ("region", "from"):
            values[name] = board.region_name(value)
        elif name in ("field", "resource", "unit", "know_how", "personage"):
            values[name] = term(value, language)
        elif name == "card":
            values[name] = CARD_NAMES[language][value]
        elif name in ("payment", "give", "get"):
            values[name] = units_words(value, language)
        elif name in COUNTED:
            values[name] = amount(COUNTED[name], value, language)
        else:
            values[name] = value
    if kind == "start":  # D-SET-3: as many coins as the game's house set gives
        values["coins"] = amount("coin", second_player_coins(options), language)
    elif kind == "move":
        values["to"] = board.region_name(event["path"][-1])
    elif kind == "found":
        values["city"] = CITIES[language][event["resource"]]
    elif kind == "know_how":
        values["first"] = words["first"] if event["first"] else ""
    elif kind == "conquest":
        values["temple"] = words["destroyed"] if event["temple"] else ""
    elif kind == "won":
        values["why"] = words["one_short"] if event["why"] == "one_short" else ""
    elif kind == "card":
        values["target"] = _card_target(event, board, language)
    elif kind == "personage":
        values["personages"] = amount(event["personage"], event["count"], language)
    elif kind == "walls_earned":
        values["walls"] = amount("wall", event["count"], language)
    elif kind == "picks_lost":
        values["picks"] = words[count_key("picks", event["count"])].format(n=event["count"])
    return words[kind].format(**values)


def _card_target(event, board, language):
    # The target of a stand-alone card, as " (…)" after its name.
    parts = []
    if "region" in event:
        parts.append(board.region_name(event["region"]))
    if "regions" in event:
        parts.extend(board.region_name(region) for region in event["regions"])
    if "unit" in event:
        parts.append(term(event["unit"], language))
    for name in ("take", "replacements"):
        if name in event:
            parts.append(units_words(event[name], language))
    return f" ({', '.join(parts)})" if parts else ""


def outcome_words(outcome, options, language):
    """The outcome in words, or None while the game goes on."""
    if outcome is None:
        return None
    board = load_board(options["board"])
    why = outcome["reason"]["why"]
    if why == "draw":
        return LABELS[language]["draw"]
    return LABELS[language]["one_short" if why == "one_short" else "won"].format(
        player=board.player_name(outcome["winner"], language))

