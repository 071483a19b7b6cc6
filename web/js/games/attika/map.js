// Attika's map: the fields of the laid board tiles as hexagons of one grid (axial "q,r", pointy
// tops) with their landscape symbols and the labels the log names them by, the shrines, the
// buildings in their owners' colours with their whole names, the legal fields highlighted, the
// places where a new tile may lie and the tile itself in the rotation chosen. The map grows: its whole view is the box around the fields each redraw.
// Pan and zoom are the view kit's (../shared/pan-zoom.js). It knows no rules: what is clickable
// comes from the caller (the engine's legal decisions).

import { HIT_PX, PanZoomMap } from "../shared/pan-zoom.js";
import { buildingName, costText, fieldName, groupName, kindName, siteText, term } from "./words.js";
import { svgElement as el, setAttributeIfChanged as setAttribute } from "../shared/svg.js";

export const R = 20; // a hexagon's outer radius in map units
const SQRT3 = Math.sqrt(3);
const CONTROLS_PX = 60; // the zoom buttons' strip on the map's left
const CONTROLS = 3.5 * R; // the room left for it in the whole map's view, in map units
const DIRECTIONS = [[1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1]]; // E, NE, NW, W, SW, SE
const HEX = Array.from({ length: 6 }, (_, i) => {
  const angle = (Math.PI / 180) * (60 * i - 30);
  return `${(R * Math.cos(angle)).toFixed(2)},${(R * Math.sin(angle)).toFixed(2)}`;
}).join(" ");
const SYMBOLS = {
  mountain: { d: "M-8 6 L-2 -6 L1 -1 L3 -4 L9 6 Z", cls: "mountain" },
  hill: { d: "M-9 6 Q-4 -6 1 6 Z M-2 6 Q4 -3 9 6 Z", cls: "hill" },
  forest: { d: "M-5 -8 L0 1 L-10 1 Z M-6 1 h2 v5 h-2 Z M5 -6 L10 3 L0 3 Z M4 3 h2 v4 h-2 Z", cls: "forest" },
  water: { d: "M-9 -2 q2.25 -3 4.5 0 t4.5 0 t4.5 0 t4.5 0 M-9 4 q2.25 -3 4.5 0 t4.5 0 t4.5 0 t4.5 0", cls: "water" },
};
const SHRINE = "M-8 -3 L0 -9 L8 -3 Z M-7 -2 h2.5 v8 h-2.5 Z M-1.25 -2 h2.5 v8 h-2.5 Z M4.5 -2 h2.5 v8 h-2.5 Z M-8 6 h16 v2 h-16 Z";

const NAME_WIDTH = 1.2 * R; // a building's name fits inside its disc
const NAME_PX = 7; // its font size when it fits at that size
const LABEL_Y = -0.78 * R;
const COST_PX = 4.6; // the cost's font size when its lines fit at that size
const COST_BOTTOM = 0.6 * R; // the cost's last line, above the hexagon's lower corners
const COST_WIDTH = 1.3 * R; // the hexagon's width at that line, less a margin // a field's label, between the hexagon's top corner and the disc of a building

const coords = (cell) => cell.split(",").map(Number);

/** The centre of a cell in map units. */
export function place(cell) {
  const [q, r] = coords(cell);
  return { x: R * SQRT3 * (q + r / 2), y: 1.5 * R * r };
}

/** The cells of a tile at `centre` in `rotation`, in printed field order (the engine's hexes.tile_cells). */
export function tileCells(centre, rotation) {
  const [q, r] = coords(centre);
  return [centre, ...Array.from({ length: 6 }, (_, i) => {
    const [dq, dr] = DIRECTIONS[(i + rotation) % 6];
    return `${q + dq},${r + dr}`;
  })];
}

export class AttikaMap extends PanZoomMap {
  /** Draw into `svg` (and clear `backdrop`, which this map leaves empty); `onCell(cell)` on a click. */
  constructor(svg, backdrop, onCell) {
    super(svg, backdrop);
    this.onCell = onCell;
    this.layers = { fields: el("g", { class: "at-fields" }, svg), centres: el("g", { class: "at-centres" }, svg),
                    preview: el("g", { class: "at-preview" }, svg) };
    this.nodes = {};
    this.places = {};
    this.nearest = {};
    this.home = [-100, -100, 200, 200];
    this.startPanZoom();
  }

  /** Redraw: `view` the engine's view, `players` {id: {colour, letter, name}}, `legal` a set of
   *  cells offered (fields for a building), `costs` the view's site_costs, `centres` {centre: [rotations]}
   *  where a new tile may lie, `tile` {symbols, centre, rotation} the tile shown at its chosen place. */
  update(view, players, legal, costs, centres, tile) {
    const fields = view.map.fields;
    this.labels = view.map.labels ?? {};
    for (const shrine of view.map.shrines) this.cell(shrine, "shrine");
    for (const cell of Object.keys(fields)) this.cell(cell, "field");
    for (const [cell, node] of Object.entries(this.nodes)) {
      if (node.kind !== "field") continue;
      const field = fields[cell];
      const symbol = field.symbol ?? "plain";
      if (node.symbolKey !== symbol) {
        node.symbolKey = symbol;
        node.hex.setAttribute("class", `hex ${symbol}`);
        node.symbol.replaceChildren();
        if (SYMBOLS[symbol]) el("path", { d: SYMBOLS[symbol].d, class: `symbol ${SYMBOLS[symbol].cls}` }, node.symbol);
      }
      const building = field.building;
      const key = building ? `${building.owner}:${building.building}` : "";
      if (node.buildingKey !== key) {
        node.buildingKey = key;
        this.drawBuilding(node, building, players);
      }
      const offered = legal.has(cell);
      node.group.classList.toggle("legal", offered);
      setAttribute(node.group, "tabindex", offered ? "0" : "-1");
      setAttribute(node.group, "role", offered ? "button" : "img");
      const what = building ? `${buildingName(building.building)} (${players[building.owner]?.name ?? building.owner})`
        : (field.symbol ? kindName(field.symbol) : term("field"));
      // The label under the symbol says what is left to pay; the tooltip also what the field saves.
      const cost = costs[cell] ? ` · ${siteText(costs[cell])}` : "";
      const tip = `${fieldName(cell, this.labels)} ${what}${cost}`;
      setAttribute(node.group, "aria-label", tip);
      if (node.title.textContent !== tip) node.title.textContent = tip;
      this.drawCost(node, offered ? costText(costs[cell]) : "");
    }
    this.drawCentres(centres, tile);
    this.drawTile(tile);
    this.fit(Object.keys(fields).concat(view.map.shrines, Object.keys(centres)));
  }

  cell(cell, kind) {
    if (this.nodes[cell]) return this.nodes[cell];
    const { x, y } = this.places[cell] = place(cell);
    this.nearest[cell] = SQRT3 * R;
    const group = el("g", { class: `at-cell at-${kind}`, "data-cell": cell, [`data-${kind}`]: cell,
                            transform: `translate(${x.toFixed(1)} ${y.toFixed(1)})` }, this.layers.fields);
    const hex = el("polygon", { points: HEX, class: `hex ${kind}` }, group);
    this.drawLabel(group, cell);
    const title = el("title", {}, group);
    const node = { kind, group, hex, title };
    if (kind === "shrine") {
      el("path", { d: SHRINE, class: "shrine-symbol" }, group);
      title.textContent = `${fieldName(cell, this.labels)} ${term("shrine")}`;
      group.setAttribute("aria-label", title.textContent);
    } else {
      node.symbol = el("g", { class: "symbols" }, group);
      node.building = el("g", { class: "building-layer" }, group);
      node.cost = el("text", { class: "cost", y: R * 0.5 }, group);
      group.addEventListener("click", () => this.onCell(cell));
    }
    this.nodes[cell] = node;
    return node;
  }

  /** Mark `shown` (a log line's places) and `recent` (the others' builds since the viewer's last
   *  turn) on the map: a set of cells each. */
  mark(shown, recent) {
    for (const [cell, node] of Object.entries(this.nodes)) {
      node.group.classList.toggle("shown", shown.has(cell));
      node.group.classList.toggle("recent", recent.has(cell));
    }
  }

  // The label the log and the choices name the place by, small at the hexagon's top.
  drawLabel(group, cell) {
    el("text", { class: "field-label", y: LABEL_Y.toFixed(1), "aria-hidden": "true" }, group).textContent = this.labels?.[cell] ?? cell;
  }

  // What the field costs the building in hand, under its symbol: one line per kind of card, the font
  // made smaller until the longest line fits inside the hexagon (COST_WIDTH where the last line sits).
  drawCost(node, text) {
    if (node.costKey === text) return;
    node.costKey = text;
    node.cost.replaceChildren();
    const lines = text.split(", ").filter(Boolean);
    if (!lines.length) return;
    const size = Math.min(COST_PX, COST_WIDTH / (0.56 * Math.max(...lines.map((line) => line.length))));
    lines.forEach((part, i) => {
      el("tspan", { x: 0, dy: i ? (size * 1.1).toFixed(2) : 0 }, node.cost).textContent = part;
    });
    node.cost.setAttribute("font-size", size.toFixed(2));
    node.cost.setAttribute("y", (COST_BOTTOM - (lines.length - 1) * size * 1.1).toFixed(1));
  }

  drawBuilding(node, building, players) {
    node.building.replaceChildren();
    node.group.classList.toggle("built", Boolean(building));
    if (!building) return;
    const owner = players[building.owner];
    const g = el("g", { class: "building", "data-building": building.building, "data-owner": building.owner }, node.building);
    el("circle", { r: R * 0.68, fill: owner?.colour ?? "#555" }, g);
    // The owner's letter above the building's name: colour is not the only sign of whose it is.
    el("text", { class: "building-owner", y: -R * 0.32 }, g).textContent = owner?.letter ?? "";
    this.drawName(g, buildingName(building.building));
    const group = el("title", {}, g);
    group.textContent = `${buildingName(building.building)} · ${owner?.name ?? building.owner}`;
  }

  // The building's whole name, one word a line, each line's font made smaller until it fits the disc.
  drawName(g, name) {
    const lines = name.split(/\s+/).filter(Boolean);
    const text = el("text", { class: "building-name", y: (R * 0.15 - (lines.length - 1) * 3).toFixed(1) }, g);
    lines.forEach((line, i) => {
      const size = Math.min(NAME_PX, NAME_WIDTH / (0.6 * line.length));
      el("tspan", { x: 0, dy: i ? "1.05em" : 0, "font-size": size.toFixed(1) }, text).textContent = line;
    });
  }

  /** The places where the new tile may lie: a dashed hexagon each (a tap chooses it). */
  drawCentres(centres, tile) {
    const key = JSON.stringify([Object.keys(centres), tile?.centre ?? null]);
    if (key === this.centresKey) return;
    this.centresKey = key;
    this.layers.centres.replaceChildren();
    for (const centre of Object.keys(centres)) {
      const { x, y } = this.places[centre] = place(centre);
      this.nearest[centre] = SQRT3 * R;
      const g = el("g", { class: `at-centre${tile?.centre === centre ? " chosen" : ""}`, "data-centre": centre,
                          transform: `translate(${x.toFixed(1)} ${y.toFixed(1)})`, tabindex: "0", role: "button",
                          "aria-label": fieldName(centre, this.labels) }, this.layers.centres);
      el("polygon", { points: HEX, class: "hex" }, g);
      this.drawLabel(g, centre);
      el("text", { class: "plus", y: 0.5 }, g).textContent = "+";
      g.addEventListener("click", () => this.onCell(centre));
    }
  }

  /** The tile to lay, drawn at its chosen place and rotation, its symbols turned with it. */
  drawTile(tile) {
    const key = JSON.stringify(tile ?? null);
    if (key === this.tileKey) return;
    this.tileKey = key;
    const layer = this.layers.preview;
    layer.replaceChildren();
    if (!tile?.centre) return;
    tileCells(tile.centre, tile.rotation).forEach((cell, i) => {
      const { x, y } = place(cell);
      const g = el("g", { class: "at-cell preview", "data-preview": cell, transform: `translate(${x.toFixed(1)} ${y.toFixed(1)})` }, layer);
      const symbol = tile.symbols[i] ?? "plain";
      el("polygon", { points: HEX, class: `hex ${symbol}` }, g);
      if (SYMBOLS[symbol]) el("path", { d: SYMBOLS[symbol].d, class: `symbol ${SYMBOLS[symbol].cls}` }, g);
      g.addEventListener("click", () => this.onCell(tile.centre));
    });
  }

  /** The whole view: the box around `cells` with a margin; a map not zoomed in follows its growth. */
  fit(cells) {
    const points = cells.map((cell) => place(cell));
    if (!points.length) return;
    const xs = points.map((p) => p.x), ys = points.map((p) => p.y);
    const margin = 1.6 * R;
    // More room on the left, where the zoom buttons lie over the map.
    const home = [Math.min(...xs) - CONTROLS, Math.min(...ys) - margin, Math.max(...xs) - Math.min(...xs) + CONTROLS + margin,
                  Math.max(...ys) - Math.min(...ys) + 2 * margin];
    if (home.join() === this.home.join()) return;
    const whole = this.viewBox.join() === this.home.join() || this.firstFit === undefined;
    this.home = home;
    this.firstFit = true;
    if (whole) this.viewBox = home.slice();
    this.applyViewBox();
  }

  /** Zoom so that each cell of `ids` takes a finger (HIT_PX from its centre), as many of them in
   *  view as that allows, the leftmost clear of the zoom buttons (a touch screen's map step). */
  fitTargets(ids) {
    if (!ids.length) return;
    const box = this.size = this.svg.getBoundingClientRect();
    if (!box.width) return;
    const scale = Math.max(HIT_PX / (R * SQRT3 / 2), Math.min(box.width / this.home[2], box.height / this.home[3]));
    const points = ids.map((id) => place(id));
    const xs = points.map((p) => p.x), ys = points.map((p) => p.y);
    const [w, h] = [box.width / scale, box.height / scale];
    const x = Math.min((Math.min(...xs) + Math.max(...xs) - w) / 2, Math.min(...xs) - R - CONTROLS_PX / scale);
    this.stopGlide();
    this.viewBox = [x, (Math.min(...ys) + Math.max(...ys) - h) / 2, w, h];
    this.applyViewBox();
  }
}

/** The places a log event names on the map: a building's field, a laid tile's seven fields. */
export function placesOf(event) {
  if (event?.event === "build") return [event.field];
  if (event?.event === "tile") return tileCells(event.centre, event.rotation);
  return [];
}

/** A building's tooltip: its name, group and base cost (the components' data). */
export function buildingTip(id, components) {
  const info = components?.buildings?.find((building) => building.id === id);
  if (!info) return buildingName(id);
  const cost = Object.entries(info.cost ?? {}).map(([kind, n]) => `${n} ${kindName(kind, n)}`).join(", ");
  return `${buildingName(id)} · ${term("group")}: ${groupName(info.group)}${cost ? ` · ${cost}` : ""}`
    + (info.main ? ` · ${term("main_building")}` : "");
}
