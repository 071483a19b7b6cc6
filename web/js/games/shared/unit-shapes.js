// The units of the Antike family's boards (Antike, Antike II, Antike Duellum), one shape each, the
// same on the map, in the legends and on the boards.

import { svgElement as el } from "./svg.js";

// Centred on 0,0, about 10 units wide: a shield for legions, a ship with a sail for galleys.
const SHAPES = {
  legions: "M-4.5 -5h9v5.5q0 3.5-4.5 5q-4.5-1.5-4.5-5z",
  galleys: "M-6 0.5h12l-3 4h-6z M-0.8 0v-6l5 5z",
};

/** A unit's shape; `colour` null draws it exhausted: laid down (turned) and grey. */
export function unitShape(kind, colour, transform = "") {
  return el("path", { d: SHAPES[kind], transform: `${transform}${colour ? "" : " rotate(90)"}`,
                      fill: colour ?? "#9a9a9a", class: colour ? "" : "exhausted" });
}
