// Ownership at a glance: each province's area tinted in its owner's colour. An area is the
// province's Voronoi cell among the cities' places (d3-delaunay), so it holds the land nearer to its
// city than to any other; the cells are clipped to the coastline's land, so the sea stays untinted,
// and end where no city is near, so a lone city does not own a desert up to the map's edge.
//
//   const territory = new Territory(layer, places, [x, y, width, height], land);  // land: path or null
//   territory.update(view.provinces, nations);   // {id: {owner}}, {nation id: {colour}}

import { Delaunay } from "../../../vendor/d3-delaunay/d3-delaunay.min.mjs";
import { svgElement as el } from "../shared/svg.js";

// One document may hold one map; the clip path is found by this id.
const CLIP_ID = "territory-land";
// Empty sites stand where every city is farther than this many times the usual distance between
// neighbouring cities; an area ends about halfway to them.
const REACH = 1.5;

const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Points where no city is near, on a grid over `bounds`: as Voronoi sites of their own, they cut
 *  the cities' cells off about halfway to them. */
function emptySites(points, [x, y, width, height]) {
  const cities = Delaunay.from(points);
  const distance = (i, [px, py]) => Math.hypot(points[i][0] - px, points[i][1] - py);
  const spacing = median(points.map((point, i) =>
    Math.min(...[...cities.neighbors(i)].map((j) => distance(j, point)))));
  const sites = [];
  for (let px = x; px <= x + width; px += spacing / 2) {
    for (let py = y; py <= y + height; py += spacing / 2) {
      if (distance(cities.find(px, py), [px, py]) > REACH * spacing) sites.push([px, py]);
    }
  }
  return sites;
}

export class Territory {
  /** Draw the areas, untinted, at the end of `layer`. `places` is {province: {x, y}}, `bounds` the
   *  map's [x, y, width, height] (the cells end there), `land` the coastline's land path, or null
   *  where the board has none (the cells then fill the map). */
  constructor(layer, places, [x, y, width, height], land) {
    const ids = Object.keys(places);
    const points = ids.map((id) => [places[id].x, places[id].y]);
    const voronoi = Delaunay.from([...points, ...emptySites(points, [x, y, width, height])])
      .voronoi([x, y, x + width, y + height]);
    const group = el("g", { class: "territory" }, layer);
    if (land) {
      const clip = el("clipPath", { id: CLIP_ID }, el("defs", {}, group));
      el("path", { d: land }, clip);
      group.setAttribute("clip-path", `url(#${CLIP_ID})`);
    }
    this.voronoi = voronoi;
    this.indices = Object.fromEntries(ids.map((id, index) => [id, index]));
    // A cell is empty only for a city standing on another's place; it is then drawn as nothing.
    this.cells = Object.fromEntries(ids.map((id, index) => [id, el("path", {
      class: "area", d: voronoi.renderCell(index) || "", fill: "none", "data-province": id }, group)]));
  }

  /** Whether the point x, y lies in the area of province `id` (its whole cell, sea included). */
  contains(id, x, y) {
    return this.voronoi.contains(this.indices[id], x, y);
  }

  /** Tint each province's area in its owner's colour, none without an owner. Only changed cells are
   *  written: the layer lies under the names and borders, and each write repaints it. */
  update(provinces, nations) {
    for (const [id, { owner }] of Object.entries(provinces)) {
      const fill = owner ? nations[owner].colour : "none";
      const cell = this.cells[id];
      if (cell.getAttribute("fill") !== fill) cell.setAttribute("fill", fill);
    }
  }
}
