// The map: coastline, borders and cities drawn once per game; owners, temples, units and
// highlights updated from each view. It knows no rules: what is clickable comes from the caller.
// Provinces that may be chosen are buttons named in the current language (name, resource, owner,
// temple, units); their highlight is a dashed ring as well as a colour.

import { t, tCount } from "../../i18n.js";
import { unitCount } from "./panels.js";
import { Territory } from "./territory.js";

const SVG = "http://www.w3.org/2000/svg";
const UNIT_ROW = 12;
// Centred on 0,0, about 10 units wide: a shield for legions, a ship with a sail for galleys.
const SHAPES = {
  legions: "M-4.5 -5h9v5.5q0 3.5-4.5 5q-4.5-1.5-4.5-5z",
  galleys: "M-6 0.5h12l-3 4h-6z M-0.8 0v-6l5 5z",
};

function el(name, attributes = {}, parent = null) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
  if (parent) parent.appendChild(node);
  return node;
}

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

/** A unit's shape; `colour` null draws it exhausted: laid down (turned) and grey. */
export function unitShape(kind, colour, transform = "") {
  return el("path", { d: SHAPES[kind], transform: `${transform}${colour ? "" : " rotate(90)"}`,
                      fill: colour ?? "#9a9a9a", class: colour ? "" : "exhausted" });
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

function setAttribute(node, name, value) {
  if (node.getAttribute(name) !== value) node.setAttribute(name, value);
}

// Where a city's name may stand, in order of preference: below, left, above, right (the right is
// where the units are drawn). [dx, dy of the baseline, text-anchor].
const LABEL_SPOTS = [[0, 19, "middle"], [-11, 3, "end"], [0, -15, "middle"], [11, 3, "start"]];
const CHAR_WIDTH = 5.2; // of the 9 px names, on average
const CITY_RADIUS = 9;

function labelBox(x, y, [dx, dy, anchor], name) {
  const width = name.length * CHAR_WIDTH;
  const left = anchor === "middle" ? x + dx - width / 2 : anchor === "end" ? x + dx - width : x + dx;
  return { left, right: left + width, top: y + dy - 8, bottom: y + dy + 2 };
}

const overlaps = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Each city's name at the first spot that covers no city and no name placed before it
 *  (crowded coasts such as Gades and Tingis would otherwise hide each other's names). */
function placeLabels(board, places) {
  const cities = board.provinces.map(({ id }) => {
    const { x, y } = places[id];
    return { left: x - CITY_RADIUS, right: x + CITY_RADIUS, top: y - CITY_RADIUS, bottom: y + CITY_RADIUS, id };
  });
  const placed = [];
  const spots = {};
  for (const province of board.provinces) {
    const { x, y } = places[province.id];
    const free = (spot) => {
      const box = labelBox(x, y, spot, province.name);
      return !cities.some((city) => city.id !== province.id && overlaps(box, city))
        && !placed.some((other) => overlaps(box, other));
    };
    const spot = LABEL_SPOTS.find(free) ?? LABEL_SPOTS[0];
    placed.push(labelBox(x, y, spot, province.name));
    spots[province.id] = spot;
  }
  return spots;
}

export class MapView {
  /** Draw the board: what never changes (coast, borders, names) into `backdrop`, the cities into
   *  `svg`, a layer above it. Two layers, so a redraw repaints only the small changes on top and
   *  never the coastline. `onProvince(id)` is called when a province is clicked. */
  constructor(svg, backdrop, board, coastline, onProvince) {
    this.svg = svg;
    this.backdrop = backdrop;
    this.onProvince = onProvince;
    svg.replaceChildren();
    backdrop.replaceChildren();
    const { places, viewBox } = placeCities(board, coastline);
    this.places = places;
    this.home = viewBox.slice();
    this.viewBox = viewBox.slice();
    this.applyViewBox();
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
    const names = el("g", { class: "names" }, backdrop);
    const spots = placeLabels(board, places);
    this.nodes = {};
    const cities = el("g", { class: "cities" }, svg);
    for (const province of board.provinces) {
      const { x, y } = places[province.id];
      const at = `translate(${x.toFixed(1)} ${y.toFixed(1)})`;
      const [dx, dy, anchor] = spots[province.id];
      const name = el("text", { class: "name", x: dx, y: dy, "text-anchor": anchor, transform: at }, names);
      name.textContent = province.name;
      const group = el("g", { class: "province", "data-province": province.id, transform: at, role: "img" }, cities);
      el("circle", { r: 13, class: "halo" }, group);
      const ring = el("circle", { r: 8.5, class: "owner-ring", stroke: "none" }, group);
      el("circle", { r: 6, class: `site ${province.resource}` }, group);
      const letter = el("text", { class: "owner-letter", y: 0.5 }, group);
      const temple = el("path", { d: "M-5 -9 L0 -13 L5 -9 Z M-4 -9 h8 v1.5 h-8 Z", class: "temple" }, group);
      temple.style.display = "none";
      const units = el("g", { class: "units", transform: "translate(11 -6)" }, group);
      group.addEventListener("click", () => this.onProvince(province.id));
      this.nodes[province.id] = { group, ring, letter, temple, units, unitsKey: "{}", province };
    }
    this.enablePanZoom();
  }

  /** Update owners, temples, units and highlights; `legal` is a set of province ids, `selected` the
   *  province a move starts from, `attention` the one a question is about (or null).
   *  Only what changed is written: each write to an SVG text costs a layout. */
  update(view, nations, legal, selected, attention) {
    this.territory.update(view.provinces, nations);
    for (const [id, province] of Object.entries(view.provinces)) {
      const node = this.nodes[id];
      const owner = province.owner ? nations[province.owner] : null;
      setAttribute(node.ring, "stroke", owner ? owner.colour : "none");
      const letter = owner ? owner.letter : "";
      if (node.letter.textContent !== letter) node.letter.textContent = letter;
      const temple = province.temple ? "" : "none";
      if (node.temple.style.display !== temple) node.temple.style.display = temple;
      node.group.classList.toggle("legal", legal.has(id));
      node.group.classList.toggle("selected", selected === id);
      node.group.classList.toggle("attention", attention === id);
      setAttribute(node.group, "tabindex", legal.has(id) ? "0" : "-1");
      setAttribute(node.group, "role", legal.has(id) ? "button" : "img");
      const key = JSON.stringify(province.units);
      if (key !== node.unitsKey) {
        node.unitsKey = key;
        this.drawUnits(node.units, province.units, nations);
      }
      setAttribute(node.group, "aria-label", this.label(node.province, province, nations, selected === id));
    }
  }

  // What a screen reader says for a province: everything the drawing shows.
  label(info, province, nations, selected) {
    const parts = [info.name, t(`map.city.${info.resource}`)];
    if (province.owner) parts.push(t("map.owner", { nation: nations[province.owner].name }));
    if (province.temple) parts.push(t("map.temple"));
    for (const [nationId, counts] of Object.entries(province.units)) {
      parts.push(t("map.units", { nation: nations[nationId].name, units: unitWords(counts) }));
    }
    if (selected) parts.push(t("map.selected"));
    return parts.join(", ");
  }

  // One row per nation: its letter, then a shield per legion stack and a ship per galley stack
  // with their counts; exhausted units (R-MAN-6) are drawn laid down and grey with their own count.
  drawUnits(layer, units, nations) {
    layer.replaceChildren();
    let row = 0;
    for (const [nationId, counts] of Object.entries(units)) {
      const nation = nations[nationId];
      const g = el("g", { transform: `translate(0 ${row * UNIT_ROW})`, "data-nation": nationId }, layer);
      el("rect", { x: -1, y: -5, width: 10, height: 10, rx: 2, fill: nation.colour }, g);
      const letter = el("text", { x: 4, y: 0, class: "unit-letter" }, g);
      letter.textContent = nation.letter;
      let x = 15;
      for (const kind of ["legions", "galleys"]) {
        const count = counts[kind];
        if (!count) continue;
        const exhausted = counts[`exhausted_${kind}`];
        const stack = el("g", { class: "unit", "data-unit": kind, "data-count": count, "data-exhausted": exhausted,
                                transform: `translate(${x} 0)` }, g);
        let dx = 0;
        for (const [n, tired] of [[count - exhausted, false], [exhausted, true]]) {
          if (!n) continue;
          stack.appendChild(unitShape(kind, tired ? null : nation.colour, `translate(${dx} 0)`));
          const label = el("text", { x: dx + 6, y: 0, class: tired ? "count exhausted" : "count" }, stack);
          label.textContent = n;
          dx += 12 + 5 * String(n).length;
        }
        x += dx + 2;
      }
      row += 1;
    }
  }

  applyViewBox() {
    this.bound();
    const box = this.viewBox.map((v) => v.toFixed(1)).join(" ");
    this.svg.setAttribute("viewBox", box);
    this.backdrop.setAttribute("viewBox", box);
  }

  /** Keep the map on screen, as d3-zoom's translate extent would (a few lines, so no library): a
   *  view smaller than the map stays inside it, a view larger than the map keeps all of it in view. */
  bound() {
    const [x, y, w, h] = this.viewBox;
    const [hx, hy, hw, hh] = this.home;
    const within = (value, size, start, extent) => {
      const [low, high] = size <= extent ? [start, start + extent - size] : [start + extent - size, start];
      return Math.min(Math.max(value, low), high);
    };
    this.viewBox = [within(x, w, hx, hw), within(y, h, hy, hh), w, h];
  }

  /** Zoom by `factor` (<1 zooms in) around a point in map units (default: the centre). */
  zoom(factor, cx = null, cy = null) {
    const [x, y, w, h] = this.viewBox;
    const nw = Math.min(Math.max(w * factor, this.home[2] / 8), this.home[2] * 1.5);
    const scale = nw / w;
    const px = cx ?? x + w / 2;
    const py = cy ?? y + h / 2;
    this.viewBox = [px - (px - x) * scale, py - (py - y) * scale, w * scale, h * scale];
    this.applyViewBox();
  }

  reset() {
    this.viewBox = this.home.slice();
    this.applyViewBox();
  }

  toMap(clientX, clientY) {
    const point = this.svg.createSVGPoint();
    point.x = clientX;
    point.y = clientY;
    return point.matrixTransform(this.svg.getScreenCTM().inverse());
  }

  enablePanZoom() {
    const svg = this.svg;
    const pointers = new Map();
    let pinch = null;
    let moved = false;
    svg.addEventListener("wheel", (event) => {
      event.preventDefault();
      const p = this.toMap(event.clientX, event.clientY);
      this.zoom(event.deltaY > 0 ? 1.15 : 1 / 1.15, p.x, p.y);
    }, { passive: false });
    svg.addEventListener("pointerdown", (event) => {
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
      moved = false;
      if (pointers.size === 2) {
        const [a, b] = [...pointers.values()];
        pinch = Math.hypot(a.x - b.x, a.y - b.y);
      }
    });
    svg.addEventListener("pointermove", (event) => {
      const last = pointers.get(event.pointerId);
      if (!last) return;
      const current = { x: event.clientX, y: event.clientY };
      if (pointers.size === 2 && pinch) {
        pointers.set(event.pointerId, current);
        const [a, b] = [...pointers.values()];
        const distance = Math.hypot(a.x - b.x, a.y - b.y);
        const centre = this.toMap((a.x + b.x) / 2, (a.y + b.y) / 2);
        this.zoom(pinch / distance, centre.x, centre.y);
        pinch = distance;
        moved = true;
        return;
      }
      const dx = current.x - last.x;
      const dy = current.y - last.y;
      if (Math.abs(dx) + Math.abs(dy) < 3 && !moved) return;
      moved = true;
      const ctm = svg.getScreenCTM();
      this.viewBox[0] -= dx / ctm.a;
      this.viewBox[1] -= dy / ctm.d;
      this.applyViewBox();
      pointers.set(event.pointerId, current);
    });
    const release = (event) => {
      pointers.delete(event.pointerId);
      if (pointers.size < 2) pinch = null;
    };
    svg.addEventListener("pointerup", release);
    svg.addEventListener("pointercancel", release);
    // A mouse let go outside the map must not leave the map panning when it comes back.
    svg.addEventListener("pointerleave", release);
    // A drag must not also count as a click on the province under the pointer.
    svg.addEventListener("click", (event) => { if (moved) event.stopPropagation(); }, true);
  }
}
