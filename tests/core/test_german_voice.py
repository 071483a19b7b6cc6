"""German in one voice (issue 45 item 5): every German text a player reads, the engine's and the
shell's alike, says "du" (never the polite "Sie"/"Ihr" as address), uses the German rulebooks'
terms (docs/glossary-de.md) and exists beside its English text, so that nothing falls back to
English.

The engine's texts are found where they live: every table of the engine's modules that holds an
"en" and a "de" side (a game's terms, templates, help, log words, card words, the core's messages),
each game's page words as the bridge hands them out, and the German log lines and refusals the
engine writes (the goldens' log_de, tests/fixtures/refusals.json), where counts and payments are
said. The shell's are app/words.js's German table."""

import importlib
import json
import re
import types

import pytest

from antike.core.messages import Catalogue
from antike.core.registry import game_ids, rules_of
from locations import ROOT, WEB

ENGINE = ROOT / "py_engine"

# --- Collecting the texts ----------------------------------------------------------------------


def _modules():
    """Every module of the engine, imported (a package without __init__ too)."""
    for path in sorted((ENGINE / "antike").rglob("*.py")):
        parts = path.relative_to(ENGINE).with_suffix("").parts
        if parts[-1] == "__main__":
            continue
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        yield name, importlib.import_module(name)


def _language_tables(value, path, found, seen):
    """Collect every dict with an "en" and a "de" side reachable from `value` (dicts, lists, tuples
    and the engine's own objects): {path: table}."""
    if id(value) in seen:
        return
    seen.add(id(value))
    if isinstance(value, dict):
        if "en" in value and "de" in value:
            found.setdefault(path, value)
            return
        for key, item in value.items():
            _language_tables(item, f"{path}.{key}", found, seen)
    elif isinstance(value, (list, tuple)):
        for index, item in enumerate(value):
            _language_tables(item, f"{path}.{index}", found, seen)
    elif isinstance(value, Catalogue):
        _language_tables(value.templates, f"{path}.templates", found, seen)
        _language_tables(value.terms, f"{path}.terms", found, seen)
    elif type(value).__module__.startswith("antike.") and hasattr(value, "__dict__"):
        for key, item in vars(value).items():
            _language_tables(item, f"{path}.{key}", found, seen)


def _leaves(value, path=()):
    """(path, text) of every string inside `value`."""
    if isinstance(value, str):
        yield path, value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _leaves(item, path + (key,))
    elif isinstance(value, (list, tuple)):
        for index, item in enumerate(value):
            yield from _leaves(item, path + (index,))


def engine_tables():
    """{"module:NAME.path": {"en": ..., "de": ...}} of every language table of the engine's modules,
    and each game's page words (its catalogue as the bridge hands it out)."""
    found, seen = {}, set()
    for name, module in _modules():
        for attribute, value in vars(module).items():
            if not isinstance(value, (types.ModuleType, types.FunctionType, type)):
                _language_tables(value, f"{name}:{attribute}", found, seen)
    for game in game_ids():
        found[f"page words:{game}"] = rules_of(game).words()
    return found


def _js_strings(expression):
    """The text of a JS expression of string literals joined with +."""
    return "".join(json.loads(literal) for literal in re.findall(r'"(?:[^"\\]|\\.)*"', expression))


def shell_table():
    """{"en": {key: text}, "de": {key: text}} of app/words.js (the shell's own texts)."""
    source = (WEB / "js" / "app" / "words.js").read_text(encoding="utf-8")
    table = {}
    for language, block in re.findall(r"\n  (en|de): \{\n(.*?)\n  \},", source, re.S):
        entries = re.findall(r'"([\w. ]+)":\s*((?:"(?:[^"\\]|\\.)*"\s*(?:\+\s*)?)+)', block)
        table[language] = {key: _js_strings(value) for key, value in entries}
    return table


def rendered_pairs():
    """(where, English, German) of the texts the engine renders with their parameters: the goldens'
    log lines and the refusals' messages (a refusal of a request whose language could not be read
    is said in English in both: it is left out)."""
    pairs = []
    for path in sorted((ROOT / "tests" / "golden").glob("*.json")):
        golden = json.loads(path.read_text(encoding="utf-8"))
        if "log_de" in golden:
            pairs += [(f"{path.name} log line {index}", english, german)
                      for index, (english, german) in enumerate(zip(golden["log"], golden["log_de"]))]
    refusals = json.loads((ROOT / "tests" / "fixtures" / "refusals.json").read_text(encoding="utf-8"))
    for case in refusals["cases"]:
        said = case["said"]
        english, german = said["en"].get("message"), said["de"].get("message")
        if english and german and english != german:
            pairs.append((f"refusal {case['name']}", english, german))
    return pairs


ENGINE_TABLES = engine_tables()
SHELL = shell_table()


def all_tables():
    return {**ENGINE_TABLES, "web/js/app/words.js": SHELL}


def text_pairs():
    """(where, English, German) of every text: the tables' (leaf by leaf) and the rendered ones."""
    pairs = []
    for where, table in all_tables().items():
        english = dict(_leaves(table["en"]))
        for path, german in _leaves(table["de"]):
            pairs.append((f"{where}:{'.'.join(map(str, path))}", english.get(path), german))
    return pairs + rendered_pairs()


PAIRS = text_pairs()


def game_of(where):
    """The games a text belongs to, by its module or its page words' game; () for the core's and the
    shell's (every game's)."""
    if where.startswith("page words:"):
        return (where.split(":")[1],)
    for folder, games in (("antike_common", ("antike", "antike2")), ("antike2", ("antike2",)),
                          ("antike", ("antike",)), ("duellum", ("duellum",)), ("attika", ("attika",))):
        if f"antike.games.{folder}." in where or f"antike.games.{folder}:" in where:
            return games
    prefix = where.split("-")[0]
    if where.endswith(".json") or " log line " in where:
        return {"attika": ("attika",), "duellum": ("duellum",), "antike2": ("antike2",)}.get(prefix, ("antike",))
    return ()


# --- The polite form -----------------------------------------------------------------------------

POLITE = re.compile(r"\b(Sie|Ihr|Ihre|Ihrem|Ihren|Ihrer|Ihres|Ihnen)\b")
# Where a sentence starts: the text's start, after a sentence's end or a colon, after an opening
# quotation mark or bracket, or after a placeholder followed by a colon ("{player}: ...").
SENTENCE_START = re.compile(r"(?:^|[.!?:;]\s+|\n\s*|[„\"(]\s*)$")
# A verb in the third person singular after "Sie" at a sentence's start ("Sie kommt", "Sie hat",
# "Sie ist", "Sie kann"): "sie" the thing or person just named, not the reader.
THIRD_SINGULAR = re.compile(r"\s+(\w+t|ist|kann|darf|muss|soll|will|mag|wird)\b")
# Texts where a capitalised possessive at a sentence's start is a third person's, each with why.
ALLOWED = {}


def polite_address(text):
    """The polite forms in `text` that address the reader: a capitalised form inside a sentence, or
    at a sentence's start "Sie" with a plural verb or any "Ihr..." (a third person's is allow-listed)."""
    found = []
    for match in POLITE.finditer(text):
        before = text[:match.start()]
        if not SENTENCE_START.search(before):
            found.append(match.group())
        elif match.group() == "Sie":
            if not THIRD_SINGULAR.match(text[match.end():]):
                found.append(match.group())
        elif text not in ALLOWED:
            found.append(match.group())
    return found


def test_the_polite_form_is_caught_inside_a_sentence_and_at_its_start_by_the_verb():
    assert polite_address("Danach ziehen Sie im Uhrzeigersinn.") == ["Sie"]
    assert polite_address("Seit Ihrem letzten Zug:") == ["Ihrem"]
    assert polite_address("{seat}: Ihr Zug ist fertig.") == ["Ihr"]
    assert polite_address("Sie haben keine Münze.") == ["Sie"]
    assert polite_address("Stelle 1 Legion auf. Sie kommt aus deinem Vorrat.") == []
    assert polite_address("Die Stadt ist erobert, sie hat keinen Tempel mehr.") == []
    assert polite_address("{seat}: dein Zug ist fertig.") == []


def test_no_german_text_addresses_the_player_politely():
    polite = [(where, german) for where, _, german in PAIRS if polite_address(german)]
    assert polite == [], f"{len(polite)} texts, e.g. {polite[:10]}"


# --- Phrases no German player says ----------------------------------------------------------------

# Each with what the German texts say instead.
BAD_PHRASES = {
    re.compile(r"\bIhr Zug ist fertig"): "dein Zug ist fertig",
    re.compile(r"Bis dahin nimmt Rückgängig"): "Bis dahin kannst du ihn rückgängig machen",
    re.compile(r"\bfür nichts\b"): "kostenlos",
    re.compile(r"(?<![\d.,])\b1 (Siedlungen|Einheiten|Münzen|Karten|Legionen|Galeeren|Städte|Tempel |Amphoren)"):
        "the singular for one",
    re.compile(r"\w\((en|n|e|er)\)"): "a count said in the singular or the plural, not 'Einheit(en)'",
    re.compile(r"\bPlätze\b|\bPlatz dieses\b"): "Wer spielt mit? / jemand, der mitspielt",
    re.compile(r"\b(\w+) / \1\b"): "a word not glossed with itself",
    re.compile(r"\bRohstoff"): "Ressource (the rulebooks' word)",
    re.compile(r"Rekrutierungspool"): "Rekrutenablage",
    re.compile(r"Bauabfolge"): "sinnvolle Baureihenfolge",
}


def test_no_german_text_says_a_phrase_no_german_player_says():
    bad = [(where, german, instead) for where, _, german in PAIRS
           for phrase, instead in BAD_PHRASES.items() if phrase.search(german)]
    assert bad == [], f"{len(bad)} texts, e.g. {bad[:10]}"


# --- The glossary's terms -------------------------------------------------------------------------

PLACEHOLDER = re.compile(r"{\w*}")
# (games, English pattern, German pattern): a German text whose English text names the concept uses
# the glossary's German term (docs/glossary-de.md, the concepts marked as checked). () for every game.
FAMILY = ("antike", "antike2", "duellum")
TERMS = [
    ((), r"\bstart player", r"Startspieler"),
    (FAMILY, r"\brondel\b", r"Rondell"),
    (FAMILY, r"\bresources?\b", r"Ressource|Marmor|Eisen|Gold"),
    (FAMILY, r"\bmarble\b", r"Marmor"),
    (FAMILY, r"\biron\b", r"Eisen"),
    (FAMILY, r"\bcoins?\b", r"Münze"),
    (FAMILY, r"\bcit(y|ies)\b", r"[Ss]tadt|[Ss]tädte"),
    (FAMILY, r"\btemples?\b", r"Tempel"),
    (FAMILY, r"\blegions?\b", r"Legion"),
    (FAMILY, r"\bgalleys?\b", r"Galeere"),
    (("antike",), r"\bprovinces?\b", r"Provinz"),
    (FAMILY, r"\bfound(s|ing)? (a |the |new )?cit", r"gründ|Gründ"),
    (("antike", "antike2"), r"\bknow-hows?\b", r"Fortschritt"),
    (FAMILY, r"\bpersonages?\b", r"Persönlichkeit"),
    (FAMILY, r"\bkings?\b", r"König"),
    (FAMILY, r"\bscholars?\b", r"Gelehrte"),
    (FAMILY, r"\bgenerals?\b", r"Feldherr"),
    (FAMILY, r"\bcitizens?\b", r"Bürger"),
    (FAMILY, r"\bnavigators?\b", r"Seefahrer"),
    (("antike",), r"\bmaneuver\b", r"Manöver"),
    (FAMILY, r"\bconquer", r"erober|Erober"),
    (FAMILY, r"\b(defence )?strength\b(?! of a hard)", r"Kampfkraft"),
    (("duellum",), r"\bregions?\b", r"[Rr]egion"),
    (("duellum",), r"\bcity walls?\b", r"Stadtmauer"),
    (("duellum",), r"\brecruit pool", r"Rekrutenablage"),
    (("duellum",), r"\bevent cards?\b", r"Ereigniskarte"),
    (("attika",), r"\bboard tiles?\b", r"Spielplanteil"),
    (("attika",), r"\bshrines?\b", r"Heiligt"),
    (("attika",), r"\bamphoras?\b", r"Amphore"),
    (("attika",), r"\bplayer boards?\b", r"Ablagetafel"),
    (("attika",), r"\b(main )?buildings?\b(?! order)", r"[Gg]ebäude"),
    (("attika",), r"\breveal", r"[Dd]eck"),
    (("attika",), r"\bsettlements?\b", r"Siedlung"),
    (("attika",), r"\bbuilding order\b", r"Baureihenfolge"),
]


def test_the_glossary_names_every_checked_term():
    glossary = (ROOT / "docs" / "glossary-de.md").read_text(encoding="utf-8")
    for _, _, german in TERMS:
        first = re.sub(r"\[(\w)\w\]", r"\1", german.split("|")[0])  # "[Ss]tadt": "Stadt"
        assert first.lower() in glossary.lower(), first


def test_german_texts_use_the_glossarys_terms():
    missing = []
    for where, english, german in PAIRS:
        if not english:
            continue
        games = game_of(where)
        for term_games, english_term, german_term in TERMS:
            if term_games and not set(games) & set(term_games):
                continue
            if re.search(english_term, PLACEHOLDER.sub("", english), re.I) and not re.search(german_term, german):
                missing.append((where, english_term, german))
    assert missing == [], f"{len(missing)} texts, e.g. {missing[:10]}"


# --- Both languages -------------------------------------------------------------------------------


@pytest.mark.parametrize("where", sorted(all_tables()))
def test_every_text_is_said_in_both_languages(where):
    """A text missing in German falls back to English on the page: each table says the same keys
    in both languages, none of them empty."""
    table = all_tables()[where]
    english, german = dict(_leaves(table["en"])), dict(_leaves(table["de"]))
    # German may have more forms than English (a case of a noun: edition.py's "no.king").
    assert english.keys() <= german.keys(), sorted(set(english) - set(german))
    assert [path for path, text in english.items() if text.strip() and not german[path].strip()] == []


def test_the_collection_finds_the_engines_and_the_shells_texts():
    """The walk reaches each kind of text (a test that finds nothing would pass anything)."""
    wheres = " ".join(where for where, _, _ in PAIRS)
    parts = ["antike.core.messages:", "web/js/app/words.js", "log line", "refusal "]
    parts += [f"antike.games.{folder}." for folder in ("antike_common", "antike", "antike2", "duellum", "attika")]
    parts += [f"page words:{game}:" for game in game_ids()]
    for part in parts:
        assert part in wheres, part
    assert len(SHELL["de"]) > 140 and len(PAIRS) > 5000
