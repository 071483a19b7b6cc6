// The rondel: eight fields clockwise, every nation's marker, and the cost of each field the
// nation to act may choose (given by the engine's view). Fields that may be chosen are buttons
// (focusable, named for screen readers) and show a dashed outline besides their colour.

import { t, tCount } from "../../i18n.js";
import { fieldName } from "./panels.js";
import { svgElement as el, setAttributeIfChanged as setAttribute, polar } from "../shared/svg.js";

const COLOURS = {
  iron: "#5b8fd6", temple: "#e8e0cc", gold: "#f2c230", maneuver_1: "#d98c7a", arming: "#9aa3ad",
  marble: "#f7f7f7", know_how: "#8fc79a", maneuver_2: "#d98c7a",
};
const OUTER = 110;
const INNER = 38;
// The field's name above its cost (with its unit), two horizontal lines around one point of the
// field's outer part, so that they never overlap at any angle; a game whose field names are Latin
// (Antike II) has their gloss, smaller, between the two, the three lines closer together. The
// nations' markers (two staggered rows of radius 6) on the inner part, clear of all of them.
const TEXT_RADIUS = 82;
const LINE_OFFSET = 5.5;
const GLOSSED_OFFSET = 8;
const MARKER_RADII = [51, 44];

/** A field name's gloss in the page's language ("Iron" for Ferrum), or "" when the game's words
 *  have none (Antike's field names are the gloss themselves). */
function gloss(field) {
  const key = `field.gloss.${field}`;
  const text = t(key);
  return text === key ? "" : text;
}

export class RondelView {
  /** Draw the eight fields into `svg`; `onField(field)` is called when a field is clicked. */
  constructor(svg, fields, onField) {
    this.svg = svg;
    svg.replaceChildren();
    this.fields = {};
    const step = 360 / fields.length;
    fields.forEach((field, index) => {
      const start = index * step - step / 2;
      const end = start + step;
      const [x1, y1] = polar(OUTER, start);
      const [x2, y2] = polar(OUTER, end);
      const [x3, y3] = polar(INNER, end);
      const [x4, y4] = polar(INNER, start);
      const group = el("g", { class: "field", "data-field": field }, svg);
      el("path", { d: `M${x1} ${y1} A${OUTER} ${OUTER} 0 0 1 ${x2} ${y2} L${x3} ${y3} `
                      + `A${INNER} ${INNER} 0 0 0 ${x4} ${y4} Z`, fill: COLOURS[field] }, group);
      const [tx, ty] = polar(TEXT_RADIUS, index * step);
      const glossed = Boolean(gloss(field));
      const offset = glossed ? GLOSSED_OFFSET : LINE_OFFSET;
      const label = el("text", { x: tx, y: ty - offset, "aria-hidden": "true" }, group);
      const glossLine = glossed ? el("text", { x: tx, y: ty, class: "gloss", "aria-hidden": "true" }, group) : null;
      const cost = el("text", { x: tx, y: ty + offset, class: "cost", "aria-hidden": "true" }, group);
      const markers = el("g", { "aria-hidden": "true" }, group);
      group.addEventListener("click", () => onField(field));
      this.fields[field] = { group, label, gloss: glossLine, cost, markers, angle: index * step, key: "" };
    });
    const centre = el("text", { x: 0, y: 0, class: "centre", "aria-hidden": "true" }, svg);
    centre.setAttribute("text-anchor", "middle");
    this.centre = centre;
  }

  /** Show markers, costs and which fields may be chosen now, in the current language; only what
   *  changed is written. */
  update(view, legalFields) {
    const costs = view.rondel.costs;
    const onField = {};
    for (const nation of view.nations) {
      if (nation.rondel) (onField[nation.rondel] ??= []).push(nation);
    }
    for (const [field, node] of Object.entries(this.fields)) {
      const legal = legalFields.has(field);
      node.group.classList.toggle("legal", legal);
      setAttribute(node.group, "tabindex", legal ? "0" : "-1");
      setAttribute(node.group, "role", legal ? "button" : "img");
      setAttribute(node.group, "aria-disabled", legal ? "false" : "true");
      const name = fieldName(field);
      if (node.label.textContent !== name) node.label.textContent = name;
      // A gloss that is the name itself (Antike II's Marmor in German) is not said twice.
      const glossText = gloss(field) === name ? "" : gloss(field);
      if (node.gloss && node.gloss.textContent !== glossText) node.gloss.textContent = glossText;
      const cost = field in costs ? (costs[field] ? tCount("rondel.cost", costs[field]) : t("rondel.free")) : "";
      if (node.cost.textContent !== cost) node.cost.textContent = cost;
      const nations = onField[field] ?? [];
      const here = nations.length ? `; ${t("rondel.here", { nations: nations.map((n) => n.name).join(", ") })}` : "";
      const said = glossText ? `${name} (${glossText})` : name;
      const label = (field in costs
        ? t("rondel.label", { field: said, cost: costs[field] ? tCount("rondel.cost", costs[field]) : t("rondel.free") })
        : t("rondel.label.idle", { field: said })) + here;
      setAttribute(node.group, "aria-label", label);
      // The markers' titles name the nations: drawn again when the language changes their names.
      const key = nations.map((nation) => `${nation.id}:${nation.name}`).join();
      if (key !== node.key) {
        node.key = key;
        this.drawMarkers(node, nations);
      }
    }
    const centre = view.pending.step === "rondel" ? t("rondel.choose") : "";
    if (this.centre.textContent !== centre) this.centre.textContent = centre;
  }

  drawMarkers(node, nations) {
    node.markers.replaceChildren();
    nations.forEach((nation, i) => {
      const [x, y] = polar(MARKER_RADII[i % 2], node.angle + (i - (nations.length - 1) / 2) * 9);
      const marker = el("g", { "data-nation": nation.id, transform: `translate(${x} ${y})` }, node.markers);
      const title = el("title", {}, marker);
      title.textContent = nation.name;
      el("circle", { r: 6, fill: nation.colour, stroke: "#fff", "stroke-width": 1 }, marker);
      const letter = el("text", { y: 0.5, class: "marker-letter", "font-size": 7 }, marker);
      letter.textContent = nation.letter;
    });
  }
}
