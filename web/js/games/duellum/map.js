// Duellum's map: every land and sea region as a cell (the Voronoi cell of its point among the
// regions of its kind, land cells clipped to the coastline's land, sea cells to the sea), the borders
// by kind, each region's site (a square for a start city), city tiles in their resource with the
// owner's ring, temples, walls, ship symbols and the units (issue 44 item 1: each kind's stack inside
// its region's cell, on its land or sea, the kit's unit-places.js and unit-stacks.js); the person's
// own cities and units marked as theirs; targets pulse. Pan and zoom are the view kit's
// (../shared/pan-zoom.js). It knows no rules: what is clickable comes from the caller.

import { Delaunay } from "../../../vendor/d3-delaunay/d3-delaunay.min.mjs";
import { PanZoomMap } from "../shared/pan-zoom.js";
import { UnitPlaces, avoidBoxes, unitSize } from "../shared/unit-places.js";
import { drawUnitStack, star } from "../shared/unit-stacks.js";
import { NAME_SIZE, layOut, nameWidths } from "../shared/map-layout.js";
import { svgElement as el, setAttributeIfChanged as setAttribute } from "../shared/svg.js";

const SITE = 10;
const REACH = 1.6; // a cell ends about this many times the usual spacing from its region's point
const SHIP = "M-7 1h14l-3.5 4.5h-7z M-0.8 0.5v-8l6 7z";
const WALL = "M-7 0h14v4h-14z M-7 0v-2.5h3v2.5 M-2 0v-2.5h4v2.5 M4 0v-2.5h3v2.5";
const TEMPLE = "M-6 -10 L0 -15 L6 -10 Z M-5 -10 h10 v1.6 h-10 Z";
// Each kind of unit: as the state counts it, as its stacks are named and placed (in this order), and
// the kit's shape it is drawn in (unit-shapes.js).
const UNIT_KINDS = [{ unit: "legion", kind: "legions", shape: "shield" }, { unit: "galley", kind: "galleys", shape: "ship" }];

/** Points far from every region point of a set: as Voronoi sites of their own they end the cells. */
function emptySites(points, [x, y, width, height]) {
  if (points.length < 3) return [];
  const near = Delaunay.from(points);
  const distance = (i, [px, py]) => Math.hypot(points[i][0] - px, points[i][1] - py);
  const gaps = points.map((point, i) => Math.min(...[...near.neighbors(i)].map((j) => distance(j, point))));
  const spacing = gaps.sort((a, b) => a - b)[Math.floor(gaps.length / 2)];
  const sites = [];
  for (let px = x; px <= x + width; px += spacing / 2) {
    for (let py = y; py <= y + height; py += spacing / 2) {
      if (distance(near.find(px, py), [px, py]) > REACH * spacing) sites.push([px, py]);
    }
  }
  return sites;
}

/** {paths: {region: path}, contains(region, x, y)} for the regions `ids` at `places`, each cell
 *  ending at the map's bounds. */
function cellsOf(ids, places, bounds) {
  const points = ids.map((id) => [places[id].x, places[id].y]);
  const [x, y, width, height] = bounds;
  const voronoi = Delaunay.from([...points, ...emptySites(points, bounds)]).voronoi([x, y, x + width, y + height]);
  const index = Object.fromEntries(ids.map((id, i) => [id, i]));
  return { paths: Object.fromEntries(ids.map((id, i) => [id, voronoi.renderCell(i) || ""])),
           contains: (id, px, py) => voronoi.contains(index[id], px, py) };
}

/** The map's whole view: the regions' points with room for names and units around them, within the
 *  coastline's drawing (its box reaches far beyond a board's regions). */
function homeBox(points, [cx, cy, cw, ch]) {
  const xs = points.map((p) => p.x), ys = points.map((p) => p.y);
  const margin = 0.06 * Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)) + 30;
  const left = Math.max(cx, Math.min(...xs) - margin), top = Math.max(cy, Math.min(...ys) - margin);
  const right = Math.min(cx + cw, Math.max(...xs) + margin), bottom = Math.min(cy + ch, Math.max(...ys) + margin);
  return [left, top, right - left, bottom - top];
}

export class DuellumMap extends PanZoomMap {
  /** Draw the board (`board` as model.readBoard gives it) over `coastline` into `backdrop` (what
   *  never changes) and `svg` (cells, sites, units); `onRegion(id)` is called when a region is clicked. */
  constructor(svg, backdrop, board, coastline, onRegion) {
    super(svg, backdrop, { hitMinimum: SITE + 2 });
    this.onRegion = onRegion;
    const p = coastline.projection;
    this.places = Object.fromEntries(board.regions.map((region) => [region.id, {
      x: (region.lon - p.lon_min) * p.k * p.cos_lat0, y: (p.lat_max - region.lat) * p.k }]));
    this.home = homeBox(Object.values(this.places), coastline.viewBox);
    const [bx, by, bw, bh] = coastline.viewBox;
    el("path", { d: coastline.land, class: "land" }, backdrop);
    // The cells: land ones inside the land, sea ones outside it (the map's box less the land, even-odd).
    const defs = el("defs", {}, svg);
    el("path", { d: coastline.land }, el("clipPath", { id: "duellum-land" }, defs));
    el("path", { d: `M${bx} ${by}h${bw}v${bh}h${-bw}z ${coastline.land}`, "clip-rule": "evenodd" },
       el("clipPath", { id: "duellum-sea" }, defs));
    const cells = {};
    const inCell = {};
    for (const kind of ["land", "sea"]) {
      const ids = board.regions.filter((region) => region.kind === kind).map((region) => region.id);
      const group = el("g", { class: `cells ${kind}-cells`, "clip-path": `url(#duellum-${kind})` }, svg);
      const { paths, contains } = cellsOf(ids, this.places, this.home);
      for (const id of ids) inCell[id] = contains;
      for (const [id, d] of Object.entries(paths)) {
        cells[id] = el("path", { d, class: `cell ${kind}-cell`, "data-cell": id }, group);
        cells[id].addEventListener("click", () => this.onRegion(id));
      }
    }
    const borders = el("g", { class: "borders" }, backdrop);
    for (const { a, b, kind } of board.borders) {
      if (!this.places[a] || !this.places[b]) continue;
      const line = { x1: this.places[a].x, y1: this.places[a].y, x2: this.places[b].x, y2: this.places[b].y };
      if (kind === "combined") el("line", { ...line, class: "border combined-under" }, borders);
      el("line", { ...line, class: `border ${kind}-border`, "data-border": `${a}-${b}` }, borders);
    }
    // Names (the site's, or a sea's own), placed clear of each other.
    const named = board.regions.map((region) => ({ id: region.id, name: region.site ?? region.name }));
    const { labels, names: nameBoxes, nearest } = layOut(named, this.places, nameWidths(getComputedStyle(svg).fontFamily));
    this.nearest = nearest;
    const names = el("g", { class: "names", "font-size": NAME_SIZE }, backdrop);
    const layer = el("g", { class: "cities" }, svg);
    this.nodes = {};
    for (const region of board.regions) {
      const { x, y } = this.places[region.id];
      const at = `translate(${x.toFixed(1)} ${y.toFixed(1)})`;
      const [dx, dy, anchor] = labels[region.id];
      const name = el("text", { class: `name ${region.kind}-name`, x: dx, y: dy, "text-anchor": anchor, transform: at }, names);
      name.textContent = region.site ?? region.name;
      const group = el("g", { class: `province place region ${region.kind}`, "data-province": region.id, "data-region": region.id,
                              transform: at, role: "img" }, layer);
      const hit = el("circle", { r: SITE + 2, class: "hit" }, group);
      el("circle", { r: SITE + 5, class: "halo" }, group);
      const node = { group, hit, region, cell: cells[region.id], key: "" };
      if (region.site) {
        // An empty site: a hollow circle, a start city's square (D-MAP-2); a city: its tile.
        node.site = region.start
          ? el("rect", { x: -SITE + 2, y: -SITE + 2, width: 2 * SITE - 4, height: 2 * SITE - 4, class: "site empty start" }, group)
          : el("circle", { r: SITE - 3, class: "site empty" }, group);
        node.ring = el(region.start ? "rect" : "circle", region.start
          ? { x: -SITE, y: -SITE, width: 2 * SITE, height: 2 * SITE, class: "owner-ring", stroke: "none" }
          : { r: SITE - 1, class: "owner-ring", stroke: "none" }, group);
        node.letter = el("text", { class: "owner-letter", y: 0.5 }, group);
        node.temple = el("path", { d: TEMPLE, class: "temple" }, group);
        node.wall = el("path", { d: WALL, class: "wall", transform: `translate(0 ${SITE + 1})` }, group);
        // The person's own city: a black ring and a star, as on Antike's map.
        const yours = el("g", { class: "yours-mark" }, group);
        el(region.start ? "rect" : "circle", region.start
          ? { x: -SITE - 3, y: -SITE - 3, width: 2 * SITE + 6, height: 2 * SITE + 6, class: "yours-ring" }
          : { r: SITE + 2, class: "yours-ring" }, yours);
        yours.appendChild(star(`translate(${SITE - 1} ${-SITE + 1})`));
      } else if (region.ship) {
        el("path", { d: SHIP, class: "ship-symbol" }, group);
      } else {
        el("circle", { r: 2.5, class: "region-dot" }, group);
      }
      node.units = el("g", { class: "units" }, group);
      group.addEventListener("click", () => this.onRegion(region.id));
      this.nodes[region.id] = node;
    }
    this.unitSize = unitSize(this.home);
    // A region's units stand in its cell, on its own land or sea, whatever their kind (D-MAP-2).
    const regionKind = Object.fromEntries(board.regions.map((region) => [region.id, region.kind]));
    this.unitPlaces = new UnitPlaces({ size: this.unitSize, places: this.places,
                                       contains: (id, px, py) => inCell[id](id, px, py),
                                       kinds: UNIT_KINDS.map(({ kind }) => kind),
                                       ground: (id) => regionKind[id] === "land", land: coastline.land, viewBox: this.home,
                                       avoid: avoidBoxes(this.places, nameBoxes, SITE) });
    this.startPanZoom();
  }

  /** Redraw from the model (model.readView): cities, owners, units; `legal` a set of region ids,
   *  `selected` the region a move starts from, `labels` {region: aria label}, `yours` the player of
   *  the person at the device (or null): his cities and units are marked as his. */
  update(model, legal, selected, labels = {}, yours = null) {
    for (const [id, node] of Object.entries(this.nodes)) {
      const city = model.cities[id] ?? null;
      const owner = city ? model.byId[city.owner] : null;
      node.cell.setAttribute("fill", owner ? owner.colour : "none");
      if (node.site) {
        setAttribute(node.site, "class", `site ${city ? `city ${city.resource}` : "empty"}${node.region.start ? " start" : ""}`);
        setAttribute(node.ring, "stroke", owner ? owner.colour : "none");
        const letter = owner ? owner.letter : "";
        if (node.letter.textContent !== letter) node.letter.textContent = letter;
        node.temple.style.display = city?.temple ? "" : "none";
        node.wall.style.display = city?.wall ? "" : "none";
        if (owner) setAttribute(node.wall, "fill", owner.colour);
        node.group.classList.toggle("yours", Boolean(yours) && city?.owner === yours);
      }
      node.group.classList.toggle("legal", legal.has(id));
      node.group.classList.toggle("selected", selected === id);
      node.cell.classList.toggle("legal", legal.has(id));
      setAttribute(node.group, "tabindex", legal.has(id) ? "0" : "-1");
      setAttribute(node.group, "role", legal.has(id) ? "button" : "img");
      if (labels[id]) setAttribute(node.group, "aria-label", labels[id]);
      const stacks = model.units[id] ?? {};
      const key = JSON.stringify([stacks, yours]);
      if (key !== node.key) {
        node.key = key;
        this.drawUnits(node.units, stacks, model.byId, id, yours);
      }
    }
  }

  /** Highlight the regions of the opponent's turn not seen yet: `marks` Map {region: colour}. */
  follow(marks) {
    for (const [id, node] of Object.entries(this.nodes)) {
      const colour = marks.get(id);
      node.cell?.classList.toggle("followed", Boolean(colour));
      node.group.classList.toggle("followed", Boolean(colour));
      if (colour) node.group.style.setProperty("--follow", colour);
      if (colour && node.cell) node.cell.style.setProperty("--follow", colour);
    }
  }

  /** Mark the regions `ids` (a card's targets while it is previewed), none with an empty set. */
  mark(ids) {
    for (const [id, node] of Object.entries(this.nodes)) node.group.classList.toggle("attention", ids.has(id));
  }

  // Each kind at its own place in the region (the kit's unit-places.js), one row per player (the
  // kit's unit-stacks.js; D-FIGHT-2 leaves one at most); the person's own marked as his.
  drawUnits(layer, stacks, players, id, yours) {
    layer.replaceChildren();
    const city = this.places[id];
    for (const { unit, kind, shape } of UNIT_KINDS) {
      const rows = Object.entries(stacks).filter(([playerId, kinds]) => players[playerId] && kinds?.[unit])
        .map(([playerId, kinds]) => ({ seat: playerId, colour: players[playerId].colour, letter: players[playerId].letter,
                                       count: kinds[unit], yours: playerId === yours }));
      if (!rows.length) continue;
      const { x, y } = this.unitPlaces.at(id, kind, rows.length);
      drawUnitStack(layer, kind, rows, { x: x - city.x, y: y - city.y, size: this.unitSize, shape });
    }
  }
}
