"""Antike's words for the page (catalogue.py, help_words.py, schema.py): both languages say every
text with the same placeholders, German never repeats the English, and the help states the rules'
own numbers (issue 20, items 5 and 8).

Every game's words (its catalogue, games.json's `words`) against the page's own texts (issues 22 and
23): the page keeps only its chrome, said once in the shell; every word about a game is its
catalogue's, in English and German alike."""

import re

import pytest

from antike.core.registry import game_ids, rules_of
from antike.games.antike.words import help as help_words
from antike.games.antike import schema as antike_schema
from antike.games.antike_common import schema
from antike.games.antike.game import RULES
from locations import WEB

WORDS = RULES.words()
# Texts the same in both languages because the rulebooks use the same word: not left untranslated.
SAME_WORD = {"field.gold", "card.gold", "know_how.navigation"}
PLACEHOLDER = re.compile(r"{(\w+)}")


def test_every_key_is_said_in_both_languages_with_the_same_placeholders():
    assert WORDS["en"].keys() == WORDS["de"].keys()
    for key, english in WORDS["en"].items():
        german = WORDS["de"][key]
        assert english.strip() and german.strip(), key
        assert set(PLACEHOLDER.findall(english)) == set(PLACEHOLDER.findall(german)), key


def test_no_german_text_repeats_the_english_one():
    # A text of placeholders and punctuation only ("{field}, {cost}") has no words to translate.
    worded = {key: english for key, english in WORDS["en"].items() if re.search(r"[A-Za-z]", PLACEHOLDER.sub("", english))}
    same = {key for key, english in worded.items() if WORDS["de"][key] == english}
    assert same == SAME_WORD


def test_schema_words_in_both_languages_and_the_seats_heading_in_german():
    assert schema.WORDS["en"].keys() == schema.WORDS["de"].keys()
    # The section picks each seat's name and whether a person or the computer plays it (issue 45: not
    # "Plätze", which no German game says).
    assert schema.WORDS["de"]["names"] == "Wer spielt mit?"
    assert all(schema.WORDS["de"][key] != text for key, text in schema.WORDS["en"].items())
    own = antike_schema.FORM.words
    assert own["en"].keys() == own["de"].keys() and all(own["de"][key] != text for key, text in own["en"].items())


@pytest.mark.parametrize("language", ["en", "de"])
def test_how_to_play_covers_the_game_from_goal_to_end(language):
    parts = ["goal", "turn", "rondel", "actions", "maneuver", "founding", "personages", "end"]
    words = WORDS[language]
    assert [key for key in words if key.startswith("help.")] == ["help.title"] + [f"help.{p}" for p in parts]
    for part in parts:
        text = words[f"help.{part}"]
        assert len(text) > 100 and not PLACEHOLDER.search(text), part  # the rules' numbers filled in


def test_R_GOAL_1_R_TEMP_1_R_PERS_1_the_help_states_the_rules_numbers():
    english = WORDS["en"]
    assert "holds 10 personages" in english["help.goal"] and "(9 with 4 nations, 8 with 5, 7 with 6)" in english["help.goal"]
    assert "up to 3 fields are free" in english["help.rondel"]  # R-TURN-6
    assert "5 marble each" in english["tip.field.temple"] and "1 iron each" in english["tip.field.arming"]
    assert "7 for a basic one" in english["help.actions"] and "(10 and 5 for" in english["help.actions"]
    assert english["tip.personage.king"] == "A king for every 5 cities."
    assert WORDS["de"]["tip.personage.navigator"] == "Ein Seefahrer für je 7 Provinzen mit eigenen Galeeren."
    assert help_words.rule_numbers()["citizenEvery"] == 3


def test_R_PERS_1_progress_tooltip_reads_as_the_issue_asks():
    for language, expected in (("en", "Next king at 10 cities - you have 8"),
                               ("de", "Nächster König bei 10 Städten – du hast 8")):
        words = WORDS[language]
        text = words["tip.progress"].format(kind=words["personage.king.one"], needed=10,
                                            what=words["counts.cities"], have=8)
        assert text == expected


def test_tooltips_exist_for_every_field_know_how_and_personage():
    for language in ("en", "de"):
        words = WORDS[language]
        for field in ("iron", "temple", "gold", "maneuver_1", "arming", "marble", "know_how", "maneuver_2"):
            assert words[f"tip.field.{field}"].startswith(words[f"field.{field}"] + ": ")
        for know_how in ("wheel", "sailing", "market", "monarchy", "roads", "navigation", "currency", "democracy"):
            assert words[f"tip.know_how.{know_how}"].startswith(words[f"know_how.{know_how}"])
        for kind in ("king", "scholar", "general", "citizen", "navigator"):
            assert f"tip.personage.{kind}" in words
    assert WORDS["en"]["tip.gives"].format(n=2, resource="iron") == "Now: +2 iron"


def test_decisions_say_a_foreign_unit_and_a_moves_actions_plainly():
    """Issue 20, item 8: no "a Arabs legion"; "(1 action left)" meant the actions before the move."""
    english, german = WORDS["en"], WORDS["de"]
    assert english["decision.fight"].format(unit="legion", nation="Arabs", place="Petra") == \
        "Fight a legion of the Arabs in Petra"
    move = english["decision.move.one"].format(unit="galley", **{"from": "Tyros", "to": "Paphos"}, n=1)
    assert move == "Move a galley Tyros → Paphos (one with 1 action before this move)"
    assert "vor dieser Bewegung" in german["decision.move.other"]


@pytest.mark.parametrize("step, english, german", [
    ("temple", "Arabs: build temples (5 marble each): choose a highlighted city, then Done",
     "Araber: Tempel bauen (je 5 Marmor): eine hervorgehobene Stadt wählen, dann Fertig"),
    ("arming", "Arabs: arm legions and galleys (1 iron each): choose a highlighted city, then Done",
     "Araber: Legionen und Galeeren aufstellen (je 1 Eisen): eine hervorgehobene Stadt wählen, dann Fertig"),
    ("conquest", "Arabs: maneuver, phase 2: choose a highlighted city to conquer, then Done",
     "Araber: Manöver, Phase 2: eine hervorgehobene Stadt zum Erobern wählen, dann Fertig"),
    ("founding", "Arabs: found cities (1 marble + 1 iron + 1 gold each): choose a highlighted province, then Done",
     "Araber: Städte gründen (je 1 Marmor + 1 Eisen + 1 Gold): eine hervorgehobene Provinz wählen, dann Fertig"),
])
def test_a_prompt_says_what_to_choose_on_the_map(step, english, german):
    """Issue 20, item 1: the prompt names what to click, not only "then done" (when the legal list has a
    place on the map to click: tests/antike/test_prompt_targets.py)."""
    from antike.games.antike_common.view import prompt
    from positions import position
    state = position(3, acting="arabs")
    state.pending = {"nation": "arabs", "step": step}
    legal = [{"type": "done"}, {"type": "build_temple", "province": "athen"}]  # a place to click
    assert prompt(state, "en", legal) == english and prompt(state, "de", legal) == german


def test_prices_in_prompts_and_help_come_from_the_rules_numbers(monkeypatch):
    """Issue 18, item 5 (R-TEMP-1, R-ARM-1, R-FOUND-1, R-TURN-6): a text states no price of its own, so
    a game with other prices (Antike II) says them by changing the numbers only."""
    from antike.games.antike.words import help as help_words
    from antike.games.antike.edition import EDITION
    from antike.games.antike_common import view
    from positions import position
    state = position(3, acting="arabs")
    for name, value in (("TEMPLE_PRICE", 4), ("CITY_PRICE", 3), ("FREE_STEPS", 2)):
        monkeypatch.setattr(view, name, value)
        monkeypatch.setattr(help_words, name, value)
    monkeypatch.setattr(EDITION, "unit_price", 2)
    prompts = {}
    for step in ("temple", "arming", "founding"):
        state.pending = {"nation": "arabs", "step": step}
        prompts[step] = view.prompt(state, "en")
    assert "(4 marble each)" in prompts["temple"] and "(2 iron each)" in prompts["arming"]
    assert "(3 marble + 3 iron + 3 gold each)" in prompts["founding"]
    numbers = help_words.rule_numbers()
    assert (numbers["templePrice"], numbers["unitPrice"], numbers["cityPrice"], numbers["freeSteps"]) == (4, 2, 3, 2)
    founding = help_words.help_words("de")["help.founding"]
    assert "je für 3 Marmor, 3 Eisen und 3 Gold" in founding


# --- Every game's catalogue and the page's chrome (issues 22 and 23) ------------------------------



def page_tables():
    """{file: keys} of the texts the page's modules register (registerTexts): the page's own."""
    tables = {}
    for path in sorted((WEB / "js").rglob("*.js")):
        for block in re.findall(r"registerTexts\(\{(.*?)\n\}\);", path.read_text(encoding="utf-8"), re.S):
            tables.setdefault(path.relative_to(WEB).as_posix(), set()).update(re.findall(r'"([\w.]+)"\s*:', block))
    return tables


PAGE_KEYS = set().union(*page_tables().values())
# index.html's texts that name a game's own things, and the games whose table shows them.
GAME_STATIC = {"page.map": ("antike", "antike2", "duellum", "attika")}


@pytest.mark.parametrize("game", game_ids())
def test_every_games_words_are_said_in_both_languages_with_the_same_placeholders(game):
    words = rules_of(game).words()
    assert words["en"].keys() == words["de"].keys(), (set(words["en"]) ^ set(words["de"]))
    for key, english in words["en"].items():
        german = words["de"][key]
        assert english.strip() and german.strip(), key
        assert set(PLACEHOLDER.findall(english)) == set(PLACEHOLDER.findall(german)), key


@pytest.mark.parametrize("game", game_ids())
def test_no_german_label_of_a_games_table_repeats_the_english_one(game):
    words = rules_of(game).words()
    worded = {key: english for key, english in words["en"].items()
              if key.startswith(("label.", "page.")) and re.search(r"[A-Za-z]", PLACEHOLDER.sub("", english))}
    assert [key for key, english in worded.items() if words["de"][key] == english] == []


@pytest.mark.parametrize("game", game_ids())
def test_no_games_catalogue_says_the_pages_chrome_again(game):
    """The chrome every table shares (zoom, log, all choices, ...) is the shell's (app/words.js), once."""
    assert not set(rules_of(game).words()["en"]) & PAGE_KEYS


def test_index_html_texts_are_the_shells_or_each_showing_games():
    static = set(re.findall(r'data-i18n(?:-label)?="([\w.]+)"', (WEB / "index.html").read_text(encoding="utf-8")))
    for key in static - PAGE_KEYS:
        prefix = next(prefix for prefix in GAME_STATIC if key == prefix or (prefix.endswith(".") and key.startswith(prefix)))
        for game in GAME_STATIC[prefix]:
            assert key in rules_of(game).words()["de"], (key, game)
    for key in ("page.zoom_in", "page.log", "page.all_choices.count", "page.turn_order", "page.look"):
        assert [file for file, keys in page_tables().items() if key in keys] == ["js/app/words.js"], key


# Each game view's own markup (its table.js) and the games it draws (js/games.js).
VIEW_GAMES = {"antike": ("antike", "antike2"), "duellum": ("duellum",), "attika": ("attika",)}


@pytest.mark.parametrize("view", VIEW_GAMES)
def test_a_game_views_own_markup_says_its_games_words(view):
    """Issue 43: a game's legend, rondel and boards are its view's markup, in its games' words."""
    source = (WEB / "js" / "games" / view / "table.js").read_text(encoding="utf-8")
    keys = set(re.findall(r'data-i18n(?:-label)?="([\w.]+)"', source))
    for game in VIEW_GAMES[view]:
        assert keys <= set(rules_of(game).words()["de"]), (game, keys - set(rules_of(game).words()["de"]))
    assert view != "antike" or {"page.rondel", "page.legend.legion", "page.legend.neutral_temple"} <= keys


# The helpers by which a game's modules read its catalogue, and the prefix each puts before its key.
READERS = {"t": "", "word": "", "label": "label.", "term": "term."}
READ = re.compile(r"(?<![\w.])(t|word|label|term|tCount)\(\s*\"([\w.]+)\"")
# A reader given one of two literals: label(sea ? "region.sea" : "region.land").
READ_EITHER = re.compile(r"(?<![\w.])(t|word|label|term)\((?:[^()\"]|\"[^\"]*\")*?\?\s*\"([\w.]+)\"\s*:\s*\"([\w.]+)\"")


def keys_read(folder):
    """{key: file} of every key a game's modules read by a literal ("label('walls')" reads label.walls)."""
    keys = {}
    for path in sorted((WEB / "js" / "games" / folder).glob("*.js")):
        text = path.read_text(encoding="utf-8")
        for reader, key in READ.findall(text):
            for full in ([f"{key}.one", f"{key}.other"] if reader == "tCount" else [READERS[reader] + key]):
                keys[full] = path.name
        for reader, *either in READ_EITHER.findall(text):
            keys.update({READERS[reader] + key: path.name for key in either})
    return keys


@pytest.mark.parametrize("game", ["duellum", "attika"])
def test_every_word_a_games_table_reads_is_its_catalogues_in_both_languages(game):
    """A word missing in German (or English) fails here, not as a key on screen; and the game's modules
    register no texts of their own: every word about the game is its catalogue's (issues 22, 23)."""
    words = rules_of(game).words()
    assert not [file for file in page_tables() if file.startswith(f"js/games/{game}/")]
    read = keys_read(game)
    assert len(read) > 20
    for key, file in read.items():
        assert key in PAGE_KEYS or (key in words["en"] and key in words["de"]), (key, file)


def log_tables():
    """{name: {language: {key: template}}} of Duellum's and Attika's log words (events, turn summaries)."""
    from antike.games.attika.words import log as attika
    from antike.games.duellum.words import log as duellum, log_turns
    return {"duellum.events": duellum.EVENTS, "duellum.turns": log_turns.WORDS, "attika.events": attika.EVENTS}


HALF_PLURAL = re.compile(r"\w\((s|n|en|e)\)")  # "coin(s)", "Münze(n)", "Legion(en)"


@pytest.mark.parametrize("name", sorted(log_tables()))
def test_the_logs_words_are_said_in_both_languages_with_the_same_placeholders(name):
    table = log_tables()[name]
    assert table["en"].keys() == table["de"].keys(), set(table["en"]) ^ set(table["de"])
    for key, english in table["en"].items():
        assert set(PLACEHOLDER.findall(english)) == set(PLACEHOLDER.findall(table["de"][key])), key


@pytest.mark.parametrize("game", game_ids())
def test_no_word_of_a_game_says_a_count_with_a_bracketed_plural(game):
    """Issues 22, 23: '1 coin(s)' is '1 coin', '2 coins': counted texts come as key.one / key.other
    (core.messages.count_key, the page's tCount) or a term's singular and plural."""
    texts = [text for language in ("en", "de") for text in rules_of(game).words()[language].values()]
    texts += [text for table in log_tables().values() for language in table for text in table[language].values()]
    assert [text for text in texts if HALF_PLURAL.search(text)] == []


@pytest.mark.parametrize("event, english, german", [
    ({"event": "production", "player": "persians", "units": 1, "resource": "marble", "coin": 1},
     "Persians produce 1 marble and take 1 coin.", "Perser produzieren 1 Marmor und nehmen 1 Münze."),
    ({"event": "production", "player": "persians", "units": 1, "resource": "marble", "coin": 2},
     "Persians produce 1 marble and take 2 coins.", "Perser produzieren 1 Marmor und nehmen 2 Münzen."),
    ({"event": "walls_earned", "player": "greeks", "count": 1},
     "Greeks take 1 city wall from the bank.", "Griechen nehmen 1 Stadtmauer aus der Bank."),
    ({"event": "picks_lost", "player": "greeks", "count": 2},
     "The display is empty: Greeks lose 2 picks.", "Die Auslage ist leer: Griechen verlieren 2 Kartenwahlen."),
    ({"event": "personage", "player": "greeks", "personage": "general", "count": 2},
     "Greeks take 2 generals.", "Griechen nehmen 2 Feldherren."),
    ({"event": "conquest", "player": "greeks", "region": "sardeis", "defender": "persians", "legions": 1,
      "galleys": 0, "temple": False},
     "Greeks conquer Sardeis from the Persians with 1 legion and 0 galleys.",
     "Griechen erobern Sardeis, eine Stadt der Perser, mit 1 Legion und 0 Galeeren."),
    ({"event": "found", "player": "greeks", "region": "sardeis", "resource": "iron", "payment": {"coin": 2}},
     "Greeks found an iron city in Sardeis for 2 coins.",
     "Griechen gründen eine Eisen-Stadt in Sardeis und zahlen 2 Münzen."),
    ({"event": "found", "player": "greeks", "region": "sardeis", "resource": "marble", "payment": {"coin": 2}},
     "Greeks found a marble city in Sardeis for 2 coins.",
     "Griechen gründen eine Marmor-Stadt in Sardeis und zahlen 2 Münzen."),
])
def test_duellum_says_a_count_in_the_singular_or_the_plural(event, english, german):
    """Counts in the singular or plural; a city founded with its article ('an iron city')."""
    from antike.games.duellum.words.log import say
    assert say(event, {"board": "east"}, "en") == english and say(event, {"board": "east"}, "de") == german
