// Duellum's rondel (D-RON-1): Ferrum, Templum, Aurum, Duellum, Militia, Marmor, Scientia, Duellum,
// clockwise, both players' markers, and at the rondel step the cost of each field the legal list
// offers (its default payment's units: 3 fields free, each further one a unit, D-RON-3). The fields
// offered are buttons.

import { fieldName } from "./model.js";
import { svgElement as el, polar } from "../shared/svg.js";

export const FIELDS = ["ferrum", "templum", "aurum", "duellum_1", "militia", "marmor", "scientia", "duellum_2"];
const COLOURS = { ferrum: "#5b8fd6", templum: "#e8e0cc", aurum: "#f2c230", duellum_1: "#d98c7a", militia: "#9aa3ad",
                  marmor: "#f7f7f7", scientia: "#8fc79a", duellum_2: "#d98c7a" };
const [OUTER, INNER, TEXT_RADIUS] = [110, 38, 80];

/** The units a payment holds. */
export const units = (payment) => Object.values(payment ?? {}).reduce((sum, n) => sum + n, 0);

export class DuellumRondel {
  constructor(svg, onField) {
    this.svg = svg;
    svg.replaceChildren();
    this.fields = {};
    const step = 360 / FIELDS.length;
    FIELDS.forEach((field, index) => {
      const [start, end] = [index * step - step / 2, index * step + step / 2];
      const [x1, y1] = polar(OUTER, start), [x2, y2] = polar(OUTER, end);
      const [x3, y3] = polar(INNER, end), [x4, y4] = polar(INNER, start);
      const group = el("g", { class: "field", "data-field": field, role: "img" }, svg);
      el("path", { d: `M${x1} ${y1} A${OUTER} ${OUTER} 0 0 1 ${x2} ${y2} L${x3} ${y3} A${INNER} ${INNER} 0 0 0 ${x4} ${y4} Z`,
                   fill: COLOURS[field], stroke: "#555", "stroke-width": 1 }, group);
      const [tx, ty] = polar(TEXT_RADIUS, index * step);
      const name = el("text", { x: tx, y: ty - 4, "text-anchor": "middle", class: "field-name" }, group);
      const cost = el("text", { x: tx, y: ty + 9, "text-anchor": "middle", class: "field-cost" }, group);
      const markers = el("g", { class: "markers" }, group);
      const [mx, my] = polar(50, index * step);
      group.addEventListener("click", () => onField(field));
      this.fields[field] = { group, name, cost, markers, at: [mx, my] };
    });
    el("text", { x: 0, y: 4, "text-anchor": "middle", class: "rondel-title" }, svg).textContent = "Duellum";
  }

  /** `model` (model.readView), `offers` Map {field: [legal rondel decisions]}. */
  update(model, offers) {
    for (const [field, node] of Object.entries(this.fields)) {
      node.name.textContent = fieldName(field);
      const options = offers.get(field);
      // The view's cost of each field at the rondel step (D-RON-3), else the offered payment's.
      const atRondel = model.pending.step === "rondel" && model.rondel.costs;
      const cost = atRondel ? model.rondel.costs[field] ?? null : options ? units(options[0].payment) : null;
      node.cost.textContent = cost === null ? "" : `${cost} ●`;
      node.group.classList.toggle("legal", Boolean(options));
      node.group.setAttribute("tabindex", options ? "0" : "-1");
      node.group.setAttribute("role", options ? "button" : "img");
      node.group.setAttribute("aria-label", fieldName(field) + (cost === null ? "" : ` (${node.cost.textContent})`));
      node.markers.replaceChildren();
      model.players.filter((player) => player.rondel === field).forEach((player, i) => {
        const [x, y] = node.at;
        el("circle", { cx: x + (i ? 7 : -7), cy: y, r: 6.5, fill: player.colour, stroke: "#222", "stroke-width": 1.2,
                       class: "marker", "data-player": player.id }, node.markers);
        el("text", { x: x + (i ? 7 : -7), y: y + 3, "text-anchor": "middle", class: "marker-letter" }, node.markers)
          .textContent = player.letter;
      });
    }
  }
}
