"""Measuring the table as a player's eye and finger meet it (issue 20, item 2): the smallest map
text in screen pixels, and each clickable element's hit area judged by what the browser hits.

A target's hit area is 2r + 2 px for the largest r (up to MAX_RADIUS px) at which `elementFromPoint`
at its centre and r px left, right, above and below returns the target itself (or something inside
it): an invisible circle overlapped by a neighbour's does not count. A 44 px button has r = 21; the
issue's test asks r >= 20 (TOUCH_RADIUS_PX). The targets: every map place and
rondel field that the decision now offers (class `legal`) and every visible button, select and
summary of the page. Map places outside the map's visible area are not shown, so not measured.

Used by tests/e2e/antike/test_touch_targets.py (the suite fails under 44 px on touch layouts) and by
bench/map_sizes.py (prints the figures per layout).
"""

LAYOUTS = {
    "desktop 1400x900": {"viewport": {"width": 1400, "height": 900}},
    "tablet 1024x768": {"viewport": {"width": 1024, "height": 768}, "has_touch": True, "is_mobile": True},
    "phone 390x844": {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True},
}
TOUCH_RADIUS_PX = 20
MAX_RADIUS = 30

# Returns {texts: [{px, text}], targets: [{what, hit}]} for what is on screen now.
MEASURE = """(maxRadius) => {
  const visible = (el) => {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return box.width > 0 && box.height > 0 && style.visibility !== "hidden" && style.display !== "none"
      && !el.closest("[hidden]") && !el.closest("dialog:not([open])")
      && !(el.closest("details:not([open])") && el.tagName !== "SUMMARY");
  };
  const mapBox = document.getElementById("map").getBoundingClientRect();
  const inMap = (box) => box.left >= mapBox.left && box.right <= mapBox.right && box.top >= mapBox.top
    && box.bottom <= mapBox.bottom;
  const texts = [];
  for (const text of document.querySelectorAll("#map-backdrop text, #map text")) {
    if (!visible(text) || getComputedStyle(text).display === "none" || !text.textContent.trim()) continue;
    const box = text.getBoundingClientRect();
    if (!inMap(box)) continue;
    // The font's size on screen: its size in the SVG's units times the SVG's scale.
    const size = parseFloat(getComputedStyle(text).fontSize);
    const scale = text.getScreenCTM().a;
    texts.push({ px: Math.round(size * scale * 10) / 10, text: text.textContent.trim(),
                 kind: text.getAttribute("class") ?? "" });
  }
  const hits = (target, x, y) => {
    const found = document.elementFromPoint(x, y);
    return found !== null && (found === target || target.contains(found));
  };
  const hitRadius = (target) => {
    target.scrollIntoView({ block: "center", inline: "center" });
    const box = target.getBoundingClientRect();
    const x = box.left + box.width / 2, y = box.top + box.height / 2;
    if (!hits(target, x, y)) return 0;
    let radius = 0;
    while (radius < maxRadius) {
      const r = radius + 1;
      if (![[r, 0], [-r, 0], [0, r], [0, -r]].every(([dx, dy]) => hits(target, x + dx, y + dy))) break;
      radius = r;
    }
    return radius;
  };
  const targets = [];
  const scroll = [window.scrollX, window.scrollY];
  for (const target of document.querySelectorAll("#map .province.legal, #map .at-cell.legal, #rondel .field.legal")) {
    if (!visible(target)) continue;
    if (target.closest("#map") && !inMap(target.getBoundingClientRect())) continue;
    targets.push({ what: target.dataset.province ?? target.dataset.field ?? target.dataset.cell, radius: hitRadius(target) });
  }
  for (const control of document.querySelectorAll("button, select, summary")) {
    if (!visible(control)) continue;
    const what = control.dataset.action || control.dataset.target || control.id
      || `${control.parentElement.id || control.parentElement.className}: ${control.textContent.trim().slice(0, 30)}`;
    targets.push({ what, radius: hitRadius(control) });
  }
  window.scrollTo(...scroll);
  for (const target of targets) target.hit = 2 * target.radius + 2;
  return { texts, targets };
}"""


def measure(page):
    """{texts, targets} of the page as it is now (see MEASURE)."""
    return page.evaluate(MEASURE, MAX_RADIUS)


def open_game(browser, base_url, wait_engine_ready, layout, nations="3", board="orient"):
    """(context, page): a new game started on the new-game screen in a fresh context of `layout`."""
    context = browser.new_context(base_url=base_url, **LAYOUTS[layout])
    page = context.new_page()
    page.goto("index.html")
    wait_engine_ready(page)
    page.wait_for_selector("[data-action=start-game]:not([disabled])")
    page.select_option("#setup-board", board)
    page.select_option("#setup-players", nations)
    page.click("[data-action=start-game]")
    page.wait_for_selector("#game[data-version]")
    return context, page
