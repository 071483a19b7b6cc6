"""The map's pan and zoom are bounded (issue 18): however far it is dragged or zoomed, the map stays
on screen."""
from test_play import start_game

VIEW = """() => {
  const svg = document.querySelector("svg#map");
  const [x, y, w, h] = svg.getAttribute("viewBox").split(" ").map(Number);
  return {x, y, w, h};
}"""


def test_the_map_cannot_be_dragged_off_screen(page, page_log, wait_engine_ready):
    start_game(page, wait_engine_ready)
    page.click("[data-zoom=reset]")
    home = page.evaluate(VIEW)
    box = page.locator("svg#map").bounding_box()
    centre = (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)

    def drag(dx, dy):
        page.mouse.move(*centre)
        page.mouse.down()
        for step in range(1, 11):
            page.mouse.move(centre[0] + dx * step / 10, centre[1] + dy * step / 10)
        page.mouse.up()

    for zoom in ("in", "in", "in", "out", "out", "out", "out", "out"):
        page.click(f"[data-zoom={zoom}]")
        for dx, dy in ((3000, 0), (-3000, 0), (0, 3000), (0, -3000), (2500, 2500), (-2500, -2500)):
            drag(dx, dy)
            view = page.evaluate(VIEW)
            for start, size, home_start, home_size in ((view["x"], view["w"], home["x"], home["w"]),
                                                       (view["y"], view["h"], home["y"], home["h"])):
                if size <= home_size:  # zoomed in: the view stays within the map
                    assert home_start - 0.2 <= start and start + size <= home_start + home_size + 0.2, (view, home)
                else:  # zoomed out: all of the map stays in view
                    assert start <= home_start + 0.2 and home_start + home_size <= start + size + 0.2, (view, home)
    page.mouse.move(*centre)
    for _ in range(30):
        page.mouse.wheel(0, 400)  # zooming out has its limit too
    assert page.evaluate(VIEW)["w"] <= home["w"] * 1.5 + 0.5
    page_log.assert_no_errors()
