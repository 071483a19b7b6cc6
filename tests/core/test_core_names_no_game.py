"""The engine's core (py_engine/antike/core) names no game and no game piece (the developers' guide):
seats are seats. Only the registry names the games; the project's own name, `antike`, stays where it
is the package's, the error class's or the record and save formats' name (`antike-record`,
`antike-game`, the backup's `antike-backup`, `.antike.json`).

Where a core message speaks of a game's seats as such ("'computer' names a nation twice"), the game's
own words fill it in (its Rules' `seat_words`; see test_seat_words.py)."""

import io
import re
import tokenize

from antike.core.messages import CORE
from antike.core.words import SEAT_WORDS
from locations import ENGINE

CORE_DIR = ENGINE / "core"
NAMING_THE_GAMES = {"registry.py"}
# The games' own words: pieces, places, steps, resources, their names (English and German, as
# identifiers or words); "antike" only where it is not the project's own name (see PROJECT_NAME).
GAME_WORDS = re.compile(
    r"nation|province|rondel|legion|galley|temple|city[ _-]?state|know[ _-]?how|personage|amphora|"
    r"scientia|bellona|marble|\biron\b|\bgold\b|\bcoins?\b|\bcards?\b|\bdeck\b|volk|völker|"
    r"duellum|attika|antike ?(2|ii\b)|antike", re.IGNORECASE)
PROJECT_NAME = re.compile(
    r"AntikeError|antike-record|antike-game|antike-backup|\.antike\.json|\bantike\.(core|games)\b|python -m antike|"
    r"import antike|antike\.(__file__|__spec__)|antike/<|Antike (record|game)|Antike-Spiel(stand)?", re.IGNORECASE)
def named_words(text):
    """The game words `text` names, the project's own name left out."""
    return GAME_WORDS.findall(PROJECT_NAME.sub("", text))


def source_words(path):
    """[(line, token)] of every identifier, comment and string of a core module naming a game word."""
    found = []
    for token in tokenize.generate_tokens(io.StringIO(path.read_text(encoding="utf-8")).readline):
        if token.type not in (tokenize.NAME, tokenize.COMMENT, tokenize.STRING):
            continue
        text = token.string
        if token.type == tokenize.NAME and text == "antike":  # the package
            continue
        if named_words(text):
            found.append((token.start[0], text))
    return found


def test_the_core_sources_name_no_game_and_no_game_piece():
    modules = sorted(path for path in CORE_DIR.glob("*.py") if path.name not in NAMING_THE_GAMES)
    assert len(modules) > 10
    named = {path.name: source_words(path) for path in modules}
    assert {name: found for name, found in named.items() if found} == {}


def test_no_text_of_the_core_names_a_game_piece():
    said = {key for texts in CORE.templates.values() for key, text in texts.items() if named_words(text)}
    said |= {key for terms in CORE.terms.values() for key, text in terms.items() if named_words(text)}
    said |= {field for words in SEAT_WORDS.values() for field, text in words.items() if named_words(text)}
    assert said == set()


def test_the_word_list_finds_the_games_words_and_spares_the_project_name():
    assert named_words("a nation's know-how in its province, city_state, Völker, Duellum, Antike II, antike2")
    assert named_words("version 1 records are Antike's")
    assert not named_words('FORMAT = "antike-record"; AntikeError; "file.antike.json"; import antike')
    assert not named_words("Not an Antike record; kein gespeichertes Antike-Spiel; python -m antike simulate")
