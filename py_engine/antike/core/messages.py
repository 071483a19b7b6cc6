"""Messages as data, said in English or German: the machinery every game's errors share.

An error carries a `Message`: a template key and its parameters as data (ids, numbers, the player's
raw input), never words, like a game's log events. `Message.say(language)` puts it in words. Each
key belongs to one `Catalogue` (the core's own, for the bridge, records, save files and computer
players, or a game's): the catalogue holds the templates and says the parameters that are its
game's ids (a seat, a place, a payment); the core says the rest: a nested `Message` in the
same language, `expected` and `strength` as terms, `known` and `names` as lists joined with commas,
anything else (numbers, the player's input) as it is. A message of the core that speaks of a game's
seats as such ("names a player twice") carries the game's id as `game`, and says them in that game's
words (`seat_words`). A game's catalogue is registered when its
package is imported, which is always before one of its errors can be raised.
"""

import json
import math
import string

from .words import SEAT_WORDS, TEMPLATES, TERMS

LANGUAGES = ("en", "de")  # every text a player reads is said in each of these

# In the JSON of a message a value of the player's input is cut short, so that a hostile input
# cannot flood a reply; its full text is never needed to understand the problem.
PLAIN_TEXT_LIMIT = 200
PLAIN_ITEMS_LIMIT = 20


# Which catalogue each known key belongs to.
_KEYS = {}
# What a catalogue's own `word` returns for a parameter it leaves to the core.
NOT_MINE = object()
LIST_PARAMS = ("known", "names")  # lists of ids or of the player's words, joined with commas
CORE_TERM_PARAMS = ("expected", "strength")  # said with the core's terms


class Catalogue:
    """Templates {language: {key: template}}, terms {language: {"name.id": word}} and `word`.

    `word(name, value, params, language)` says one parameter of a message in words, or returns
    NOT_MINE to leave it to the core. Keys are unique across catalogues: registering one twice is a
    programming error, found when the game's package is imported.
    """

    def __init__(self, templates, terms=None, word=None):
        self.templates = templates
        self.terms = terms or {language: {} for language in templates}
        self._word = word
        for key in templates["en"]:
            if key in _KEYS:
                raise ValueError(f"message {key!r} is in two catalogues")
            _KEYS[key] = self

    def word(self, name, value, params, language):
        """One parameter in words: the catalogue's own rule, else the core's."""
        if isinstance(value, Message):
            return value.say(language)
        if self._word is not None:
            said = self._word(name, value, params, language)
            if said is not NOT_MINE:
                return said
        if name in CORE_TERM_PARAMS:
            term = CORE.terms[language][f"{name}.{value}"]
            return term.format(**seat_words(params.get("game"), language)) if template_fields(term) else term
        if name in LIST_PARAMS:
            return ", ".join(map(str, value))
        return value


class Message:
    """A sentence as data: a key of a catalogue and its parameters (ids, numbers, the player's input)."""

    __slots__ = ("key", "params")

    def __init__(self, key, **params):
        if key not in _KEYS:
            raise KeyError(f"no message {key!r}")
        self.key = key
        self.params = params

    def say(self, language="en"):
        """The sentence in `language` ("en" or "de")."""
        catalogue = _KEYS[self.key]
        words = {name: catalogue.word(name, value, self.params, language) for name, value in self.params.items()}
        if "game" in self.params:
            words = {**seat_words(self.params["game"], language), **words}
        return catalogue.templates[language][self.key].format(**words)

    def to_json(self):
        """{"key", "params"} as plain JSON data (the player's input cut short)."""
        return {"key": self.key, "params": {name: _plain(value) for name, value in self.params.items()}}

    def __str__(self):
        return self.say("en")

    def __repr__(self):
        return f"Message({self.key!r}, {self.params!r})"


def _plain(value, depth=0):
    if isinstance(value, Message):
        return value.to_json()
    if isinstance(value, str):
        return value if len(value) <= PLAIN_TEXT_LIMIT else value[:PLAIN_TEXT_LIMIT - 1] + "…"
    if value is None or isinstance(value, (bool, int)) or (isinstance(value, float) and math.isfinite(value)):
        return value  # NaN and infinities are not JSON: the page could not parse them
    if isinstance(value, (list, tuple)) and depth < 2 and len(value) <= PLAIN_ITEMS_LIMIT:
        return [_plain(item, depth + 1) for item in value]
    if (isinstance(value, dict) and depth < 2 and len(value) <= PLAIN_ITEMS_LIMIT
            and all(isinstance(key, str) for key in value)):
        return {key: _plain(item, depth + 1) for key, item in value.items()}
    return _plain(_brief_repr(value))


def _brief_repr(value):
    # repr of deeply nested data recurses; a hostile value is only ever quoted, so a short JSON text
    # of it (or its type's name, if it is not JSON) is enough.
    try:
        return json.dumps(value)[:PLAIN_TEXT_LIMIT]
    except (TypeError, ValueError, RecursionError):
        return f"<{type(value).__name__}>"


def seat_words(game_id, language):
    """What the game `game_id` calls its seats in `language`: its Rules' `seat_words` (see
    core/protocol.py), else the core's ("player"); the core's too for a game that is not registered
    (a damaged file's)."""
    from .registry import GAMES, rules_of  # here: the registry's module imports the errors, which import this one
    own = getattr(rules_of(game_id), "seat_words", None) if isinstance(game_id, str) and game_id in GAMES else None
    return (own or SEAT_WORDS)[language]


def count_key(key, count):
    """The key of a counted text, said for `count` things: `key.one` for 1, else `key.other`
    ("{n} pick" / "{n} picks"); a catalogue says both forms, and the page's tCount picks alike."""
    return f"{key}.{'one' if count == 1 else 'other'}"


def template_fields(template):
    """The names of the parameters a template uses."""
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


CORE = Catalogue(TEMPLATES, TERMS)
