// A place's units as a game's map draws them (issue 44 item 1): one stack a kind, one row a seat:
// the kind's shape (unit-shapes.js) in the seat's colour with its letter on it and the count beside
// it; exhausted units (where a game has them) laid down and grey with their own count. The units of
// the person at the device have a thick outline and a star, not only a colour, as their cities have.
//
//   drawUnitStack(layer, kind, rows, { x, y, size, shape });   // rows: [{seat, colour, letter, count, exhausted, yours}]
//   layer.appendChild(star(transform));                       // the person's mark, on a city too

import { svgElement as el } from "./svg.js";
import { LETTER_Y, unitShape } from "./unit-shapes.js";
import { UNIT_ROW } from "./unit-places.js";

// A unit's icon is drawn this many times its shape's size (a shield 9 map units wide): 19 map units
// or more each way, at least 16 px at the whole map's zoom on a 1280x800 screen (unitSize).
const UNIT_SCALE = 2.1;
// An icon and its count take about this much of a stack's row.
const ICON_WIDTH = 24;
const DIGIT_WIDTH = 7;
// A five-pointed star, about 9 map units across: the mark of the person's own cities and units.
const STAR = "M0 -5 L1.2 -1.6 L4.8 -1.5 L1.9 0.6 L2.9 4 L0 2 L-2.9 4 L-1.9 0.6 L-4.8 -1.5 L-1.2 -1.6 Z";

/** The person's star (class yours-star), placed by `transform`. */
export function star(transform) {
  return el("path", { d: STAR, class: "yours-star", transform });
}

/** Draw into `layer` the stack of the game's `kind` of units, drawn in `shape` (a shape of
 *  unit-shapes.js), whose first icon stands at `x`, `y` (in `layer`'s units), the kit's sizes drawn
 *  `size` times: one row each of `rows` ({seat, colour, letter, count, exhausted, yours}: `count`
 *  units, `exhausted` of them laid down). */
export function drawUnitStack(layer, kind, rows, { x, y, size, shape }) {
  const stack = el("g", { class: `unit-stack ${kind}`, "data-kind": kind,
                          transform: `translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${size.toFixed(3)})` }, layer);
  rows.forEach(({ seat, colour, letter, count, exhausted = 0, yours = false }, row) => {
    const parts = [[count - exhausted, false], [exhausted, true]].filter(([n]) => n);
    // The first icon stands at the place itself, its count and any exhausted ones right of it.
    const g = el("g", { "data-seat": seat, class: yours ? "yours" : "",
                        transform: `translate(${-ICON_WIDTH / 2} ${row * UNIT_ROW})` }, stack);
    const mark = el("g", { class: "unit", "data-unit": kind, "data-count": count, "data-exhausted": exhausted }, g);
    let dx = ICON_WIDTH / 2;
    for (const [n, tired] of parts) {
      mark.appendChild(unitShape(shape, tired ? null : colour, `translate(${dx} 0) scale(${UNIT_SCALE})`));
      const text = el("text", { x: dx, y: tired ? 0 : LETTER_Y[shape],
                                class: tired ? "unit-letter exhausted" : "unit-letter" }, mark);
      text.textContent = letter;
      const label = el("text", { x: dx + ICON_WIDTH / 2 - 1, y: 1, class: tired ? "count exhausted" : "count" }, mark);
      label.textContent = n;
      dx += ICON_WIDTH + DIGIT_WIDTH * String(n).length;
    }
    if (yours) g.appendChild(star(`translate(${ICON_WIDTH - 3} -8) scale(.8)`));
  });
  return stack;
}
