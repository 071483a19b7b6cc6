"""The engine's layout (issue 18): a shared core and one package per game; imports point from the games
to the core, never back, and no module imports another that imports it back."""

import ast
from locations import ENGINE

PACKAGE = ENGINE


def module_name(path):
    return ".".join(("antike", *path.relative_to(PACKAGE).with_suffix("").parts)).removesuffix(".__init__")


def imports_of(path):
    """The antike modules a module imports at its top level (relative imports resolved)."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    found = set()
    for node in ast.parse(path.read_text()).body:
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                target = f"{base}.{node.module}" if node.module else base
            else:
                target = node.module or ""
            # `from package import module` imports the module; a name that is no module comes from
            # the package (or module) itself.
            for alias in node.names:
                submodule = f"{target}.{alias.name}"
                found.add(submodule if submodule in MODULES else target)
        elif isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names if alias.name in MODULES}
    return {module for module in found if module in MODULES} - {name}


MODULES = {module_name(path): path for path in PACKAGE.rglob("*.py")}
GRAPH = {name: imports_of(path) for name, path in MODULES.items()}


def test_the_core_imports_no_game():
    for name, targets in GRAPH.items():
        if name.startswith("antike.core"):
            assert not [t for t in targets if t.startswith("antike.games")], (name, targets)


def test_no_module_imports_one_that_imports_it_back():
    def reaches(start):
        seen, stack = set(), [start]
        while stack:
            for target in GRAPH[stack.pop()]:
                if target not in seen:
                    seen.add(target)
                    stack.append(target)
        return seen
    cycles = [name for name in GRAPH if name in reaches(name)]
    assert not cycles, cycles


def test_the_layout_has_a_core_and_a_package_per_game():
    assert {"antike.core.protocol", "antike.core.registry", "antike.core.match", "antike.core.bridge",
            "antike.games.antike", "antike.games.antike.game"} <= set(MODULES)
    assert len(GRAPH["antike.games.antike_common.decisions"]) > 3  # the graph is really read
