// Antike's map: coastline, borders and cities drawn once per game; owners, temples, units and
// highlights updated from each view; pan and zoom are the view kit's (../shared/pan-zoom.js). It
// knows no rules: what is clickable comes from the caller.
// Provinces that may be chosen are buttons named in the current language (name, resource, owner,
// temple, units); their highlight is a dashed ring as well as a colour.

import { t, tCount } from "../../i18n.js";
import { unitCount } from "./panels.js";
import { CITY_RADIUS, NAME_SIZE, layOut, nameWidths } from "../shared/map-layout.js";
import { Territory } from "./territory.js";
import { svgElement as el, setAttributeIfChanged as setAttribute } from "../shared/svg.js";
import { PanZoomMap } from "../shared/pan-zoom.js";
import { UnitPlaces, avoidBoxes, unitSize } from "../shared/unit-places.js";
import { drawUnitStack, star } from "../shared/unit-stacks.js";

// The kit's shape of each kind of unit (unit-shapes.js), on the map and in the legend; its stacks
// are placed in this order.
export const UNIT_SHAPE = { legions: "shield", galleys: "ship" };
// Antike II's neutral temple (A2-NEU-1), drawn where a city would be, with no owner's ring: a whole
// temple (roof, three columns, steps) in stone grey, where a nation's temple is a white roof over
// its city.
const NEUTRAL_TEMPLE = "M-7 -3.5 L0 -8.5 L7 -3.5 Z M-6 -2.5 h2.4 v7 h-2.4 Z M-1.2 -2.5 h2.4 v7 h-2.4 Z "
  + "M3.6 -2.5 h2.4 v7 h-2.4 Z M-7.5 5 h15 v2.5 h-15 Z";

/** Where each city stands: over the real coastline when there is one, else on the board picture. */
function placeCities(board, coastline) {
  const places = {};
  if (coastline) {
    const p = coastline.projection;
    for (const province of board.provinces) {
      places[province.id] = {
        x: (province.lon - p.lon_min) * p.k * p.cos_lat0,
        y: (p.lat_max - province.lat) * p.k,
      };
    }
    return { places, viewBox: coastline.viewBox };
  }
  for (const province of board.provinces) places[province.id] = { x: province.x, y: province.y };
  return { places, viewBox: [0, 0, board.picture.width, board.picture.height] };
}

/** Antike II's neutral temple, as the map draws it (the legend shows the same shape). */
export function neutralTempleShape() {
  return el("path", { d: NEUTRAL_TEMPLE, class: "neutral-temple" });
}

// "2 legions (1 exhausted), 1 galley"
function unitWords(counts) {
  const words = [];
  for (const [kind, unit] of [["legions", "legion"], ["galleys", "galley"]]) {
    if (!counts[kind]) continue;
    const exhausted = counts[`exhausted_${kind}`];
    words.push(unitCount(unit, counts[kind])
      + (exhausted ? ` (${tCount("map.exhausted", exhausted)})` : ""));
  }
  return words.join(", ");
}

export class MapView extends PanZoomMap {
  /** Draw the board: what never changes (coast, borders, names) into `backdrop`, the cities into
   *  `svg`, a layer above it. Two layers, so a redraw repaints only the small changes on top and
   *  never the coastline. `onProvince(id)` is called when a province is clicked. */
  constructor(svg, backdrop, board, coastline, onProvince) {
    super(svg, backdrop, { hitMinimum: CITY_RADIUS + 4 });
    this.onProvince = onProvince;
    const { places, viewBox } = placeCities(board, coastline);
    this.places = places;
    this.home = viewBox.slice();
    if (coastline) el("path", { d: coastline.land, class: "land" }, backdrop);
    // In the backdrop although owners change: under the borders and names, which stay readable
    // over any tint, and owners change seldom (a founding, a conquest), so it seldom repaints.
    this.territory = new Territory(backdrop, places, viewBox, coastline?.land ?? null);
    const borders = el("g", { class: "borders" }, backdrop);
    for (const { a, b, kind } of board.borders) {
      const line = { x1: places[a].x, y1: places[a].y, x2: places[b].x, y2: places[b].y };
      if (kind === "combined") el("line", { ...line, class: "border combined-under" }, borders);
      el("line", { ...line, class: `border ${kind}-border`, "data-border": `${a}-${b}` }, borders);
    }
    const names = el("g", { class: "names", "font-size": NAME_SIZE }, backdrop);
    const { labels, names: nameBoxes, nearest } = layOut(board.provinces, places, nameWidths(getComputedStyle(svg).fontFamily));
    this.nearest = nearest;
    this.nodes = {};
    const cities = el("g", { class: "cities" }, svg);
    for (const province of board.provinces) {
      const { x, y } = places[province.id];
      const at = `translate(${x.toFixed(1)} ${y.toFixed(1)})`;
      const [dx, dy, anchor] = labels[province.id];
      const name = el("text", { class: "name", "data-name-of": province.id, x: dx, y: dy, "text-anchor": anchor, transform: at }, names);
      name.textContent = province.name;
      const group = el("g", { class: "province place", "data-province": province.id, transform: at, role: "img" }, cities);
      // The one part that takes clicks: as large as the zoom needs, never into a neighbour's.
      const hit = el("circle", { r: CITY_RADIUS, class: "hit" }, group);
      el("circle", { r: CITY_RADIUS + 4, class: "halo" }, group);
      const ring = el("circle", { r: CITY_RADIUS - 1, class: "owner-ring", stroke: "none" }, group);
      const site = el("circle", { r: CITY_RADIUS - 3.5, class: `site ${province.resource}` }, group);
      const letter = el("text", { class: "owner-letter", y: 0.5 }, group);
      const temple = el("path", { d: "M-5 -9 L0 -13 L5 -9 Z M-4 -9 h8 v1.5 h-8 Z", class: "temple" }, group);
      temple.style.display = "none";
      const neutral = group.appendChild(neutralTempleShape());
      neutral.style.display = "none";
      const yours = el("g", { class: "yours-mark" }, group);
      el("circle", { r: CITY_RADIUS + 3, class: "yours-ring" }, yours);
      yours.appendChild(star(`translate(${CITY_RADIUS - 1} ${-CITY_RADIUS + 1})`));
      const units = el("g", { class: "units" }, group);
      group.addEventListener("click", () => this.onProvince(province.id));
      this.nodes[province.id] = { group, hit, ring, site, letter, temple, neutral, yours, units, unitsKey: "", province };
    }
    this.unitSize = unitSize(viewBox);
    // Legions on the province's land, galleys on its sea (R-MAP-2: a province with sea borders has a coast).
    this.unitPlaces = new UnitPlaces({ size: this.unitSize, places, contains: (id, x, y) => this.territory.contains(id, x, y),
                                       kinds: Object.keys(UNIT_SHAPE),
                                       ground: (id, kind) => kind === "legions", land: coastline?.land ?? null, viewBox,
                                       avoid: avoidBoxes(places, nameBoxes, CITY_RADIUS) });
    this.startPanZoom();
  }

  /** Update owners, temples, units and highlights; `legal` is a set of province ids, `selected` the
   *  province a move starts from, `attention` the one a question is about (or null), `yours` the
   *  nation of the person at the device (or null): its cities and units are marked as theirs.
   *  Only what changed is written: each write to an SVG text costs a layout. */
  update(view, nations, legal, selected, attention, yours = null) {
    this.territory.update(view.provinces, nations);
    for (const [id, province] of Object.entries(view.provinces)) {
      const node = this.nodes[id];
      const owner = province.owner ? nations[province.owner] : null;
      setAttribute(node.ring, "stroke", owner ? owner.colour : "none");
      const letter = owner ? owner.letter : "";
      if (node.letter.textContent !== letter) node.letter.textContent = letter;
      const temple = province.temple && !province.neutral_temple ? "" : "none";
      if (node.temple.style.display !== temple) node.temple.style.display = temple;
      const neutral = province.neutral_temple ? "" : "none";
      if (node.neutral.style.display !== neutral) node.neutral.style.display = neutral;
      node.group.classList.toggle("neutral", Boolean(province.neutral_temple));
      node.group.classList.toggle("yours", Boolean(yours) && province.owner === yours);
      // A city's tile may show another resource than its site (Antike II's free building).
      setAttribute(node.site, "class", `site ${province.tile ?? node.province.resource}`);
      node.group.classList.toggle("legal", legal.has(id));
      node.group.classList.toggle("selected", selected === id);
      node.group.classList.toggle("attention", attention === id);
      setAttribute(node.group, "tabindex", legal.has(id) ? "0" : "-1");
      setAttribute(node.group, "role", legal.has(id) ? "button" : "img");
      const key = JSON.stringify([province.units, yours]);
      if (key !== node.unitsKey) {
        node.unitsKey = key;
        this.drawUnits(node.units, province.units, nations, id, yours);
      }
      setAttribute(node.group, "aria-label", this.label(node.province, province, nations, selected === id));
    }
  }

  // What a screen reader says for a province: everything the drawing shows.
  label(info, province, nations, selected) {
    const parts = [info.name, t(`map.city.${province.tile ?? info.resource}`)];
    if (province.owner) parts.push(t("map.owner", { nation: nations[province.owner].name }));
    if (province.neutral_temple) parts.push(t("map.neutral_temple"));
    else if (province.temple) parts.push(t("map.temple"));
    for (const [nationId, counts] of Object.entries(province.units)) {
      parts.push(t("map.units", { nation: nations[nationId].name, units: unitWords(counts) }));
    }
    if (selected) parts.push(t("map.selected"));
    return parts.join(", ");
  }

  // Each kind at its own place (legions on the province's land, galleys on its sea: the kit's
  // unit-places.js), one row per nation (the kit's unit-stacks.js); the person's own marked as theirs.
  drawUnits(layer, units, nations, id, yours) {
    const city = this.places[id];
    layer.replaceChildren();
    for (const kind of Object.keys(UNIT_SHAPE)) {
      const rows = Object.entries(units).filter(([, counts]) => counts[kind]).map(([nationId, counts]) => ({
        seat: nationId, colour: nations[nationId].colour, letter: nations[nationId].letter, count: counts[kind],
        exhausted: counts[`exhausted_${kind}`], yours: nationId === yours }));
      if (!rows.length) continue;
      const { x, y } = this.unitPlaces.at(id, kind, rows.length);
      drawUnitStack(layer, kind, rows, { x: x - city.x, y: y - city.y, size: this.unitSize, shape: UNIT_SHAPE[kind] });
    }
  }
}
