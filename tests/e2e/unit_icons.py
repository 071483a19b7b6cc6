"""Checks of the unit icons on a map of the Antike family (issue 44 item 1), shared by Antike's and
Duellum's page tests (tests/e2e/antike/test_unit_places.py, tests/e2e/duellum/test_duellum_unit_places.py)."""
SMALLEST_ICON_PX = 16


def check_icons(icons, expected, size, place, seat, on_its_ground):
    """`icons` as a game's test reads them from the page ({px, shown, inArea, count, kind, and its
    `place` and `seat` keys}), `expected` {(place, seat, kind): count}: every unit drawn once with
    its count, some count above 1, the icons shown at least 16 px, each icon's centre in its own
    place's area and on its ground (`on_its_ground(icon)`)."""
    drawn = {}
    for icon in icons:
        key = (icon[place], icon[seat], icon["kind"])
        drawn[key] = drawn.get(key, 0) + icon["count"]
    assert drawn == expected, "every unit drawn once, with its count"
    assert any(count > 1 for count in expected.values())
    shown = [icon for icon in icons if icon["shown"]]
    assert shown, size
    for icon in shown:
        assert icon["px"] >= SMALLEST_ICON_PX, (size, icon)
    for icon in icons:
        assert icon["inArea"], ("drawn over another place's area", size, icon)
        assert on_its_ground(icon), ("on the wrong ground", size, icon)
