"""Every word of Nim, English and German side by side: its messages (refusals, the log) and the
words of its views; German addresses the player as "du"."""

from antike.core.messages import NOT_MINE, Catalogue, Message
from antike.core.protocol import ALL

HEAP_LETTERS = "ABCDE"
SEAT_NAMES = {"en": {"first": "First player", "second": "Second player"},
              "de": {"first": "Erster Spieler", "second": "Zweiter Spieler"}}

TEMPLATES = {
    "en": {
        "nim.options.object": "Nim's options must be an object.",
        "nim.options.unknown": "Nim has no option {names}; its options are: {known}.",
        "nim.options.heaps": "Nim is played with {known} heaps, not {value}.",
        "nim.options.seed": "The seed must be a whole number, not {value}.",
        "nim.decision.object": "A decision must be an object with a 'type'.",
        "nim.decision.type": "Unknown decision {value!r}; Nim's decisions: {known}.",
        "nim.decision.extra": "A decision '{kind}' has no field {names}.",
        "nim.decision.illegal": "{player} cannot do that now ('{kind}' is not among the legal decisions).",
        "nim.game_over": "The game is over: nobody decides any more.",
        "nim.request.static": "Nim draws no board: it has no data for '{value}'.",
        "nim.request.target": "Nim has no heap {value}.",
        "nim.why.empty": "Heap {heap} is empty.",
        "nim.why.over": "The game is over.",
        "nim.why.open": "Take 1 to 3 stones from heap {heap}.",
        "nim.seat": "{player}",
        "nim.event.start": "The heaps: {heaps}.",
        "nim.event.dealt": "{player} holds the sweep card of heap {heap}.",
        "nim.event.dealt_hidden": "{player} is dealt a face-down sweep card.",
        "nim.event.take": "{player} takes {stones} from heap {heap}; {left} left.",
        "nim.event.sweep": "{player} plays the sweep card: heap {heap} loses its {stones} stones.",
        "nim.event.won": "{player} takes the last stone and wins.",
        "nim.event.unplayed": "{player} did not play the sweep card of heap {heap}.",
    },
    "de": {
        "nim.options.object": "Die Optionen von Nim müssen ein Objekt sein.",
        "nim.options.unknown": "Nim hat keine Option {names}; seine Optionen sind: {known}.",
        "nim.options.heaps": "Nim wird mit {known} Haufen gespielt, nicht mit {value}.",
        "nim.options.seed": "Der Startwert muss eine ganze Zahl sein, nicht {value}.",
        "nim.decision.object": "Eine Entscheidung muss ein Objekt mit einem 'type' sein.",
        "nim.decision.type": "Unbekannte Entscheidung {value!r}; die Entscheidungen von Nim: {known}.",
        "nim.decision.extra": "Eine Entscheidung '{kind}' hat kein Feld {names}.",
        "nim.decision.illegal": "{player} kann das jetzt nicht ('{kind}' ist keine der erlaubten Entscheidungen).",
        "nim.game_over": "Das Spiel ist beendet: niemand entscheidet mehr.",
        "nim.request.static": "Nim zeichnet keinen Spielplan: es hat keine Daten für '{value}'.",
        "nim.request.target": "Nim hat keinen Haufen {value}.",
        "nim.why.empty": "Haufen {heap} ist leer.",
        "nim.why.over": "Das Spiel ist beendet.",
        "nim.why.open": "Nimm 1 bis 3 Steine von Haufen {heap}.",
        "nim.seat": "{player}",
        "nim.event.start": "Die Haufen: {heaps}.",
        "nim.event.dealt": "{player} hält die Räumkarte von Haufen {heap}.",
        "nim.event.dealt_hidden": "{player} erhält eine verdeckte Räumkarte.",
        "nim.event.take": "{player} nimmt {stones} von Haufen {heap}; {left} bleiben.",
        "nim.event.sweep": "{player} spielt die Räumkarte: Haufen {heap} verliert seine {stones} Steine.",
        "nim.event.won": "{player} nimmt den letzten Stein und gewinnt.",
        "nim.event.unplayed": "{player} hat die Räumkarte von Haufen {heap} nicht gespielt.",
    },
}

# The words of the views, for the page's views of a game (Nim has none yet; the bridge's `games` lists them).
PAGE_WORDS = {
    "en": {"heap": "Heap", "stones": "Stones", "sweep_card": "Sweep card", "face_down": "face down",
           "to_decide": "{player} to decide", "won": "Finished: {player} won", "turn": "Turn {turn}",
           **{f"seat.{seat}": name for seat, name in SEAT_NAMES["en"].items()}},
    "de": {"heap": "Haufen", "stones": "Steine", "sweep_card": "Räumkarte", "face_down": "verdeckt",
           "to_decide": "{player} entscheidet", "won": "Beendet: {player} hat gewonnen", "turn": "Zug {turn}",
           **{f"seat.{seat}": name for seat, name in SEAT_NAMES["de"].items()}},
}


def _word(name, value, params, language):
    # A seat and a heap are said by name; the other parameters are the core's to say.
    if name == "player":
        return SEAT_NAMES[language][value]
    if name == "heap":
        return HEAP_LETTERS[value]
    if name == "heaps":
        return ", ".join(f"{HEAP_LETTERS[heap]} {size}" for heap, size in enumerate(value))
    return NOT_MINE


CATALOGUE = Catalogue(TEMPLATES, word=_word)


def page_words():
    """{language: {key: text}}: the words of Nim's views, a fresh copy."""
    return {language: dict(words) for language, words in PAGE_WORDS.items()}


def seat_name(seat, language):
    """A seat's name in `language`."""
    return SEAT_NAMES[language][seat]


def say(event, viewer, language):
    """One event in words for `viewer`: a dealt card names its heap only to its holder (and in a
    finished game's replay, ALL); every other event is told to everyone."""
    params = {name: value for name, value in event.items() if name != "event"}
    key = f"nim.event.{event['event']}"
    if event["event"] == "dealt" and (viewer not in (event["player"], ALL) or event["heap"] is None):
        key, params = "nim.event.dealt_hidden", {"player": event["player"]}
    return Message(key, **params).say(language)
