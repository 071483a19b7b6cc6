// The shapes a game's units are drawn in, the same on the map, in the legends and on the boards: a
// game's view says which of its units takes which shape.

import { svgElement as el } from "./svg.js";

// Centred on 0,0, about 10 units wide: a shield for land units, a ship with a sail for sea units.
const SHAPES = {
  shield: "M-4.5 -5h9v5.5q0 3.5-4.5 5q-4.5-1.5-4.5-5z",
  ship: "M-6 0.5h12l-3 4h-6z M-0.8 0v-6l5 5z",
};
// Where a seat's letter stands on each shape standing up: a ship's on its hull, below the sail.
export const LETTER_Y = { shield: 0, ship: 5 };

/** A unit drawn in `shape` (a key of SHAPES); `colour` null draws it exhausted: laid down (turned) and grey. */
export function unitShape(shape, colour, transform = "") {
  return el("path", { d: SHAPES[shape], transform: `${transform}${colour ? "" : " rotate(90)"}`,
                      fill: colour ?? "#9a9a9a", class: colour ? "" : "exhausted" });
}
