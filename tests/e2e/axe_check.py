"""axe-core on the page as it stands: the WCAG 2.0 and 2.1 rules of levels A and AA (issue 45).

axe-playwright-python bundles axe-core (requirements-test.txt pins the version, and so axe's). A
check runs every rule tagged wcag2a, wcag2aa, wcag21a or wcag21aa on the whole document, and names
each violation by its rule, the screen it was found on and the nodes that break it (their CSS
selectors and axe's summary of what is wrong), so that a failure says what to fix without a rerun:

    from axe_check import AxeScreens
    screens = AxeScreens()
    screens.check(page, "Antike table, start, desktop")
    ...
    screens.assert_clean()     # fails naming every screen, rule and node found

What axe reports as "incomplete" (needs review: most text on the SVG map, text over a gradient) is
not judged here; the palette's own tests judge the colours axe cannot see (tests/core/test_palette.py).
"""
from collections import Counter

from axe_playwright_python.base import AXE_SCRIPT

WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
OPTIONS = {"runOnly": {"type": "tag", "values": WCAG_TAGS}, "resultTypes": ["violations"]}

# Two frames, so that what the last change drew is laid out and painted before axe reads colours.
SETTLED = "new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))"


def violations(page):
    """axe's violations on `page` now: [{rule, impact, help, nodes: [{target, summary}]}]."""
    page.evaluate(SETTLED)
    # axe's script is put into a document once (it is half a megabyte), not before every run.
    if not page.evaluate("typeof window.axe?.run === 'function'"):
        page.evaluate(AXE_SCRIPT)
    found = page.evaluate("(options) => axe.run(document, options).then((results) => results.violations)", OPTIONS)
    return [{"rule": violation["id"], "impact": violation["impact"], "help": violation["help"],
             "nodes": [{"target": " ".join(map(str, node["target"])),
                        "summary": " ".join(node.get("failureSummary", "").split())}
                       for node in violation["nodes"]]}
            for violation in found]


def describe(screen, found, nodes_shown=8):
    """The violations of one screen as lines: the rule, its help, then its nodes (the first few)."""
    lines = []
    for violation in found:
        nodes = violation["nodes"]
        lines.append(f"{screen}: {violation['rule']} ({violation['impact']}, {len(nodes)} nodes): {violation['help']}")
        lines += [f"    {node['target']}: {node['summary']}" for node in nodes[:nodes_shown]]
        if len(nodes) > nodes_shown:
            lines.append(f"    ... and {len(nodes) - nodes_shown} more")
    return lines


class AxeScreens:
    """The screens of one test checked one after another; a failure names every screen's violations."""

    def __init__(self):
        self.found = {}  # screen -> violations

    def check(self, page, screen):
        """Run axe on `page` and keep what it finds under the name `screen` (unique in the test)."""
        assert screen not in self.found, f"screen {screen!r} checked twice"
        self.found[screen] = violations(page)

    def counts(self):
        """{screen: {rule: nodes}}: the figures of issue 45 ("violations by screen and rule")."""
        return {screen: dict(Counter({v["rule"]: len(v["nodes"]) for v in found}))
                for screen, found in self.found.items()}

    def assert_clean(self):
        """Fail if any screen had a violation, naming each screen, rule and node."""
        faults = [line for screen, found in self.found.items() for line in describe(screen, found)]
        assert not faults, "axe (WCAG 2.1 A and AA) violations:\n" + "\n".join(faults)
