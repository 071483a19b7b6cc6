// The controls around the map that every game's table has, wired the same way: the zoom buttons
// (index.html's [data-zoom]), Enter or Space on a place of the map acting like a click on it, and
// on a touch screen the zoom to each new set of places to choose.
//
//   wireTableControls(table, { places: "[data-place], [data-field]", act: (element) => ... });
//   const targets = new TargetsInView({ scrollToMap: true });
//   targets.update(table.map, ids);   // the places offered now; zoomed to when they are new
//   targets.forget();                 // a new game: its first places are new whatever they are

const $ = (id) => document.getElementById(id);

/** The zoom buttons act on `table.map`, and Enter or Space on an element matching the selector
 *  `places` calls `act(element)`; both only while `table.onScreen` (the shell says which game's view
 *  is on screen: the others' listeners on the shared page stay quiet). */
export function wireTableControls(table, { places, act }) {
  document.querySelectorAll("[data-zoom]").forEach((button) => button.addEventListener("click", () => {
    if (!table.map || !table.onScreen) return;
    if (button.dataset.zoom === "reset") table.map.reset();
    else table.map.zoom(button.dataset.zoom === "in" ? 1 / 1.4 : 1.4);
  }));
  document.addEventListener("keydown", (event) => {
    if ((event.key !== "Enter" && event.key !== " ") || !table.onScreen) return;
    const target = event.target.closest?.(places);
    if (!target) return;
    event.preventDefault();
    act(target);
  });
}

/** On a touch screen, a new set of places to choose is zoomed to (each big enough for a finger) and,
 *  with `scrollToMap`, the map scrolled into view (on a phone the wheel of actions, just tapped, is below it). */
export class TargetsInView {
  constructor({ scrollToMap = false } = {}) {
    this.scrollToMap = scrollToMap;
    this.shown = null;
  }

  /** `ids`: the ids of the places that `map` (fitTargets) offers now. */
  update(map, ids) {
    const key = ids.sort().join(" ");
    if (key === this.shown) return;
    this.shown = key;
    if (!ids.length || !matchMedia("(pointer: coarse)").matches) return;
    map.fitTargets(ids);
    if (!this.scrollToMap) return;
    const pane = $("map-pane").getBoundingClientRect();
    if (pane.top < 0 || pane.bottom > innerHeight) $("map-pane").scrollIntoView({ block: "start" });
  }

  forget() {
    this.shown = null;
  }
}
