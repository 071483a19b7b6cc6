// Where a place's units stand on a game's map (issue 44 item 1): each kind's stack inside the
// place's own area (a cell around its city, as the game's map draws it) and on the ground its game
// says (land or sea, for each kind of unit in each place), clear of the places, the names and the
// other stacks, so that no unit seems to stand in a neighbour's place. Worked out once per board.
//
//   const places = new UnitPlaces({ size, kinds, places, contains, ground, land, viewBox, avoid });
//   places.at(id, kind, rows)   // {x, y} in map units: where the first row's icon stands; a
//                               // stack of several seats' rows goes down from there
// `size` says how many times the sizes below a board's stacks are drawn (unitSize).

// The sea or land under a point is read from the land drawn once into a canvas of this many
// pixels per map unit: no path is asked thousands of times.
const RASTER_SCALE = 1;
// A stack of one seat's units of one kind (an icon centred at its place, its count right of it):
// how far it reaches from its place, in map units.
export const STACK_REACH = { left: 12, right: 24, up: 12, down: 12 };
export const UNIT_ROW = STACK_REACH.up + STACK_REACH.down;
// Spots tried around the city: these distances from its centre, in this many directions.
const DISTANCES = [14, 19, 24, 30, 37, 45, 54, 64, 76];
const DIRECTIONS = 32;
// What a spot's flaws cost: an icon's core outside its area or on the wrong ground (never, where
// another spot will do), an edge of the stack there, the stack over a city, a name, another place's
// stack or its own other kind's.
const COST = { centre: 100, outside: 4, wrongGround: 2, city: 10, name: 30, stack: 3, otherKind: 8, distance: 0.05 };
// The drawing the kit's sizes are made for (a board of 1000x742 map units): a board's whole view
// larger either way is shown smaller in the same frame, so its units are drawn larger by as much.
const REFERENCE_VIEW = { width: 1000, height: 742 };

/** How many times the kit's sizes a board's units are drawn, its whole view being `[x, y, width,
 *  height]` in map units: at least 16 px an icon at that view on a 1280x800 screen. */
export function unitSize([, , width, height]) {
  return Math.max(1, width / REFERENCE_VIEW.width, height / REFERENCE_VIEW.height);
}

/** The boxes no unit stack should cover: every place's circle (`radius` around it) and every name
 *  (`names` {id: {left, right, top, bottom}} in map units, as map-layout.js's layOut places them:
 *  measured without a layout, since a map is drawn while its page may still be hidden). */
export function avoidBoxes(places, names, radius) {
  const boxes = Object.entries(places).map(([id, { x, y }]) => ({
    left: x - radius - 2, right: x + radius + 2, top: y - radius - 2, bottom: y + radius + 2, id, kind: "city" }));
  for (const [id, box] of Object.entries(names)) boxes.push({ ...box, id, kind: "name" });
  return boxes;
}

/** The land as a lookup: onLand(x, y) in map units; everything is both land and sea without one. */
function landLookup(land, [left, top, width, height]) {
  if (!land) return () => null;
  const canvas = document.createElement("canvas");
  canvas.width = Math.ceil(width * RASTER_SCALE);
  canvas.height = Math.ceil(height * RASTER_SCALE);
  const context = canvas.getContext("2d", { willReadFrequently: true });
  context.setTransform(RASTER_SCALE, 0, 0, RASTER_SCALE, -left * RASTER_SCALE, -top * RASTER_SCALE);
  context.fill(new Path2D(land));
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
  return (x, y) => {
    const px = Math.floor((x - left) * RASTER_SCALE);
    const py = Math.floor((y - top) * RASTER_SCALE);
    if (px < 0 || py < 0 || px >= canvas.width || py >= canvas.height) return false;
    return pixels[(py * canvas.width + px) * 4 + 3] > 127;
  };
}

const overlaps = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

function stackBox({ x, y }, rows = 1, size = 1) {
  return { left: x - STACK_REACH.left * size, right: x + STACK_REACH.right * size, top: y - STACK_REACH.up * size,
           bottom: y + (STACK_REACH.down + (rows - 1) * UNIT_ROW) * size };
}

// How far around its centre an icon must stand on its ground: an icon half over the coast would
// seem to stand on either side.
const CORE = 5;

// Where each row's icon stands: its centre and four points CORE around it.
function cores({ x, y }, rows, size) {
  const points = [];
  const core = CORE * size;
  for (let row = 0; row < rows; row += 1) {
    const cy = y + row * UNIT_ROW * size;
    points.push([x, cy], [x - core, cy], [x + core, cy], [x, cy - core], [x, cy + core]);
  }
  return points;
}

// The stack's edge: the corners and the middles of the sides of each row.
function edge({ x, y }, rows, size) {
  const points = [];
  for (let row = 0; row < rows; row += 1) {
    const centre = y + row * UNIT_ROW * size;
    const { left, right, top, bottom } = stackBox({ x, y: centre }, 1, size);
    for (const px of [left, x, right]) for (const py of [top, centre, bottom]) if (px !== x || py !== centre) points.push([px, py]);
  }
  return points;
}

export class UnitPlaces {
  /** `kinds` are the game's kinds of units, in the order their stacks are placed, `places`
   *  {id: {x, y}} are the places (their cities or sites), `contains(id, x, y)` says whether a
   *  point is in place `id`'s area, `ground(id, kind)` whether its units of `kind` stand on land
   *  (true) or at sea (false), `land` is the coastline's land path (or null), `viewBox` the map's
   *  bounds, `avoid` the boxes that no stack should cover ({left, right, top, bottom, id, kind}:
   *  "city" or "name"). One row's places of every kind in every place are worked out at once, each
   *  keeping clear of those before it, a place's other kinds clear of its first. */
  constructor({ size, kinds, places, contains, ground, land, viewBox, avoid }) {
    this.size = size;
    this.kinds = kinds;
    this.places = places;
    this.contains = contains;
    this.ground = ground;
    this.onLand = landLookup(land, viewBox);
    this.avoid = avoid;
    this.known = new Map();
    for (const id of Object.keys(places)) {
      for (const kind of kinds) this.avoid.push({ ...stackBox(this.at(id, kind, 1), 1, size), id, kind: "stack" });
    }
  }

  /** Where the stack of `rows` seats' units of `kind` (one of `kinds`) of place `id` stands
   *  ({x, y}: its first icon): on the ground its game says, inside its area, clear of cities, names
   *  and the other stacks as far as its area allows. */
  at(id, kind, rows) {
    const key = `${id} ${kind} ${rows}`;
    if (!this.known.has(key)) {
      const other = kind !== this.kinds[0] ? this.at(id, this.kinds[0], 1) : null;
      this.known.set(key, this.best(id, this.ground(id, kind), rows, other));
    }
    return this.known.get(key);
  }

  best(id, wantLand, rows, other) {
    const city = this.places[id];
    const misplaced = ([x, y]) => {
      const ground = this.onLand(x, y);
      return [!this.contains(id, x, y), ground !== null && ground !== wantLand];
    };
    const cost = (spot) => {
      let total = spot.distance * COST.distance;
      for (const point of cores(spot, rows, this.size)) {
        const [outside, wrongGround] = misplaced(point);
        if (outside || wrongGround) total += COST.centre;
      }
      for (const point of edge(spot, rows, this.size)) {
        const [out, wrong] = misplaced(point);
        total += (out ? COST.outside : 0) + (wrong ? COST.wrongGround : 0);
      }
      const box = stackBox(spot, rows, this.size);
      for (const thing of this.avoid) if (thing.id !== id || thing.kind !== "stack") if (overlaps(box, thing)) total += COST[thing.kind];
      if (other && overlaps(box, stackBox(other, 1, this.size))) total += COST.otherKind;
      return total;
    };
    let chosen = null;
    let lowest = Infinity;
    for (const distance of DISTANCES) {
      for (let i = 0; i < DIRECTIONS; i += 1) {
        const angle = (2 * Math.PI * i) / DIRECTIONS;
        const reach = distance * this.size;
        const spot = { x: city.x + reach * Math.cos(angle), y: city.y + reach * Math.sin(angle), distance };
        const value = cost(spot);
        if (value < lowest) [chosen, lowest] = [spot, value];
      }
    }
    return { x: chosen.x, y: chosen.y };
  }
}
