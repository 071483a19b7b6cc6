"""The shell names no game and no game piece (issue 43, item 1): web/index.html, the shell's style
sheets (web/css/) and its modules (web/js/ outside games/) hold the page's frame only. A game's id
appears only in the view registry (web/js/games.js); each game's pieces are its view's
(web/js/games/<game>/) and its words' (the engine's catalogue). The view kit every game's view uses
(web/js/games/shared/: its modules and its kit.css) names none either (issue 43, item 2): what a game
draws of its own pieces, and their ids and classes, live in that game's folder.

The project's own name stays where it names a format or a store, not a game: the IndexedDB
database, the language's storage key, the tabs' channel and locks, the `.antike.json` save files, a sent link's file name, the
engine package the worker imports (`antike`), `window.antike` (the tests' handle) and the window's
title before a game is chosen."""

import re

import pytest
from locations import WEB

REGISTRY = WEB / "js" / "games.js"

# The family's games and their pieces, as the rulebooks name them (Antike, Antike II, Antike
# Duellum, Attika), in the forms the sources write them: "know-how", "know_how", "KnowHow".
GAME_WORDS = ["antike", "duellum", "attika", "nation", "province", "rondel", "legion", "galley", "temple",
              r"city[ _-]?state", r"know[ _-]?how", "personage", "shrine", "amphora", "bellona", "marble",
              "iron", "scholar", "region"]
GAME_WORD = re.compile(r"(?<![a-z])(?:" + "|".join(GAME_WORDS) + ")", re.I)

# The project's own name where it names a format, a store or the engine package.
PROJECT_NAME = [r'\bDATABASE = "antike"', r'database "antike"', r'"antike\.games"', r"`antike\.game\.\$\{", r'"antike\.language"', r"\.antike\.json", r"`antike-\$\{",
                r"window\.antike\b", r"\bantike\.core\.bridge\b", r'\bENGINE = "antike"', r"<title>Antike</title>"]
PROJECT = re.compile("|".join(PROJECT_NAME))


def shell_sources():
    """index.html, the shell's style sheets and its modules: everything of the page but the games' views."""
    modules = [path for path in sorted((WEB / "js").rglob("*.js"))
               if WEB / "js" / "games" not in path.parents and path != REGISTRY]
    return [WEB / "index.html", *sorted((WEB / "css").glob("*.css")), *modules]


def kit_sources():
    """The view kit: every file of web/js/games/shared/, its modules and its style sheet."""
    return sorted(path for path in (WEB / "js" / "games" / "shared").rglob("*") if path.is_file())


def game_words_in(text):
    """(line number, line) of each line of `text` that names a game or a game piece, the project's
    own name in its formats and stores left out."""
    return [(number, line.strip()) for number, line in enumerate(text.splitlines(), 1)
            if GAME_WORD.search(PROJECT.sub("", line))]


def test_the_finder_knows_the_pieces_and_the_projects_formats():
    found = game_words_in('a = "nations";\nb = t("know_how.wheel");\n// Know-how\nc = 1; // designation\n'
                          'const DATABASE = "antike";\nsave(".antike.json", antike);\n<h1>Attika</h1>\n')
    assert [number for number, _ in found] == [1, 2, 3, 6, 7]


def test_the_shell_is_index_html_its_css_and_its_modules():
    names = {path.relative_to(WEB).as_posix() for path in shell_sources()}
    assert {"index.html", "css/style.css", "js/main.js", "js/app/words.js", "js/records.js"} <= names
    assert not any(name.startswith("js/games/") for name in names) and "js/games.js" not in names


@pytest.mark.parametrize("path", shell_sources(), ids=lambda path: path.relative_to(WEB).as_posix())
def test_the_shell_names_no_game_piece(path):
    assert game_words_in(path.read_text(encoding="utf-8")) == []


def test_the_kit_is_its_modules_and_its_style_sheet():
    names = {path.relative_to(WEB).as_posix() for path in kit_sources()}
    assert {"js/games/shared/kit.css", "js/games/shared/log.js", "js/games/shared/game-table.js"} <= names


@pytest.mark.parametrize("path", kit_sources(), ids=lambda path: path.relative_to(WEB).as_posix())
def test_the_view_kit_names_no_game_piece(path):
    assert game_words_in(path.read_text(encoding="utf-8")) == []


def test_a_game_id_appears_only_in_the_view_registry():
    """The registry names each game whose view the page has; nothing else of the shell does."""
    registry = REGISTRY.read_text(encoding="utf-8")
    for game in ("antike", "antike2", "duellum", "attika"):
        assert re.search(rf"\b{game}:", registry), game
