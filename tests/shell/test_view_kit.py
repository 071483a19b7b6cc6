"""The games' views and the view kit (issue 43, item 2): every game's view is a folder under
web/js/games/ that imports only its own files, the view kit (games/shared/), the page's modules
outside games/ (its words, i18n.js) and the vendored libraries; never another game's files. The
import statements are read from the sources: static `import ... from "..."`, `export ... from
"..."` and dynamic `import("...")`."""

import re

import pytest

from locations import WEB

GAMES = WEB / "js" / "games"
KIT = GAMES / "shared"
IMPORT = re.compile(r"""(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)""",
                    re.S)
STATEMENT = re.compile(r"""(?:^|\n)\s*import\s*["']([^"']+)["']""")


def imports_of(path):
    """The files `path` imports, resolved to paths (module specifiers relative to it)."""
    text = path.read_text(encoding="utf-8")
    specifiers = [a or b for a, b in IMPORT.findall(text)] + STATEMENT.findall(text)
    return [(path.parent / specifier).resolve() for specifier in specifiers]


def game_folders():
    return sorted(folder for folder in GAMES.iterdir() if folder.is_dir() and folder != KIT)


def test_the_import_reader_finds_each_form_of_import(tmp_path):
    module = tmp_path / "a" / "table.js"
    module.parent.mkdir()
    module.write_text('import { A } from "./a.js";\nimport {\n  B,\n} from "../b/b.js";\n'
                      'export { C } from "../c.js";\nimport "./d.css";\nconst e = () => import("../e/e.js");\n'
                      '// not an import: from "nowhere.js"\n')
    found = {path.relative_to(tmp_path).as_posix() for path in imports_of(module)}
    assert found == {"a/a.js", "b/b.js", "c.js", "a/d.css", "e/e.js"}


def test_every_game_has_a_view_folder_besides_the_kit():
    assert {folder.name for folder in game_folders()} >= {"antike", "duellum", "attika"}


@pytest.mark.parametrize("folder", game_folders(), ids=lambda folder: folder.name)
def test_no_games_view_imports_another_games_files(folder):
    foreign = {}
    for module in sorted(folder.rglob("*.js")):
        for target in imports_of(module):
            inside_games = GAMES in target.parents
            if inside_games and folder not in target.parents and KIT not in target.parents:
                foreign.setdefault(module.relative_to(WEB).as_posix(), []).append(target.relative_to(WEB).as_posix())
    assert foreign == {}


def test_the_kit_imports_no_games_files():
    foreign = {module.relative_to(WEB).as_posix(): target.relative_to(WEB).as_posix()
               for module in sorted(KIT.rglob("*.js")) for target in imports_of(module)
               if GAMES in target.parents and KIT not in target.parents}
    assert foreign == {}


def test_every_import_of_a_pages_module_names_a_file_that_exists():
    """(The vendored libraries are put in web/vendor/ by the build.)"""
    missing = [(module.relative_to(WEB).as_posix(), target) for module in sorted((WEB / "js").rglob("*.js"))
               for target in imports_of(module) if WEB / "js" in target.parents and not target.exists()]
    assert missing == []
