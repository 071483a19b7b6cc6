// Where a province's units stand on Antike's map (issue 44 item 1): its legions on its own land, its
// galleys on its own sea (R-MAP-2: a province with sea borders has a coast), both inside the
// province's area (its city's cell, territory.js) and clear of its city, its name and the other
// cities, so that no unit seems to stand in a neighbour's province. Worked out once per board.
//
//   const places = new UnitPlaces({ size, places, territory, land, viewBox, avoid });
//   places.at(id, "legions", rows)   // {x, y} in map units: where the first row's icon stands; a
//                                    // stack of several nations' rows goes down from there
// `size` says how many times the sizes below a board's stacks are drawn (render-map.js).

// The sea or land under a point is read from the land drawn once into a canvas of this many
// pixels per map unit: no path is asked thousands of times.
const RASTER_SCALE = 1;
// A stack of one nation's units of one kind (an icon centred at its place, its count right of it):
// how far it reaches from its place, in map units.
export const STACK_REACH = { left: 12, right: 24, up: 12, down: 12 };
export const UNIT_ROW = STACK_REACH.up + STACK_REACH.down;
// Spots tried around the city: these distances from its centre, in this many directions.
const DISTANCES = [14, 19, 24, 30, 37, 45, 54, 64, 76];
const DIRECTIONS = 32;
// What a spot's flaws cost: an icon's core outside its area or on the wrong ground (land for
// galleys, sea for legions: never, where another spot will do), an edge of the stack there, the stack over a
// city, a name, another province's stack or its own other kind's.
const COST = { centre: 100, outside: 4, wrongGround: 2, city: 10, name: 6, stack: 3, otherKind: 8, distance: 0.05 };

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
  /** `places` {id: {x, y}} are the cities, `territory` says which area a point is in, `land` is the
   *  coastline's land path (or null), `viewBox` the map's bounds, `avoid` the boxes that no stack
   *  should cover ({left, right, top, bottom, id, kind}: "city" or "name"). One row's places of
   *  every province are worked out at once, each keeping clear of those before it. */
  constructor({ size, places, territory, land, viewBox, avoid }) {
    this.size = size;
    this.places = places;
    this.territory = territory;
    this.onLand = landLookup(land, viewBox);
    this.avoid = avoid;
    this.known = new Map();
    for (const id of Object.keys(places)) {
      const legions = this.at(id, "legions", 1);
      const galleys = this.at(id, "galleys", 1);
      this.avoid.push({ ...stackBox(legions, 1, size), id, kind: "stack" },
                      { ...stackBox(galleys, 1, size), id, kind: "stack" });
    }
  }

  /** Where the stack of `rows` nations' units of `kind` of province `id` stands ({x, y}: its first
   *  icon): legions on the province's land, galleys on its sea, inside its area, clear of cities,
   *  names and the other stacks as far as its area allows. */
  at(id, kind, rows) {
    const key = `${id} ${kind} ${rows}`;
    if (!this.known.has(key)) {
      const other = kind === "galleys" ? this.at(id, "legions", 1) : null;
      this.known.set(key, this.best(id, kind === "legions", rows, other));
    }
    return this.known.get(key);
  }

  best(id, wantLand, rows, other) {
    const city = this.places[id];
    const misplaced = ([x, y]) => {
      const ground = this.onLand(x, y);
      return [!this.territory.contains(id, x, y), ground !== null && ground !== wantLand];
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
