// Where things stand on the map, worked out once per board: each city's name at a spot that covers
// no city and no other name, and leaves room beside its city for its units (issue 20, item 2: late
// in a game stacks must not hide the names; the stacks themselves are unit-places.js's), and how far
// each city is from its nearest neighbour (a city's click area may reach halfway, never into the
// neighbour's).

// A name's font size in map units: 11 px or more on a 1400x900 screen at the whole map's zoom.
export const NAME_SIZE = 14;
export const CITY_RADIUS = 11;
// Where a city's name may stand, in order of preference: below, left, above, right, the corners.
// [dx, dy of the baseline, text-anchor].
const LABEL_SPOTS = [[0, CITY_RADIUS + NAME_SIZE + 2, "middle"], [-CITY_RADIUS - 3, 5, "end"],
                     [0, -CITY_RADIUS - 5, "middle"], [CITY_RADIUS + 3, 5, "start"],
                     [CITY_RADIUS, -CITY_RADIUS - 3, "start"], [CITY_RADIUS, CITY_RADIUS + NAME_SIZE, "start"],
                     [-CITY_RADIUS, -CITY_RADIUS - 3, "end"], [-CITY_RADIUS, CITY_RADIUS + NAME_SIZE, "end"]];
// A stack of two seats' units (one row each) is about this big; its top left corner may stand
// right of the city, left of it, above, below or at a corner.
const STACKS = { width: 46, height: 26 };
const [NEAR, FAR_LEFT, FAR_UP] = [CITY_RADIUS + 2, -CITY_RADIUS - 2 - STACKS.width, -CITY_RADIUS - 2 - STACKS.height];
const STACK_SPOTS = [[NEAR, -STACKS.height / 2], [FAR_LEFT, -STACKS.height / 2], [-STACKS.width / 2, FAR_UP],
                     [-STACKS.width / 2, NEAR], [NEAR, FAR_UP], [NEAR, NEAR], [FAR_LEFT, FAR_UP], [FAR_LEFT, NEAR]];
// Rounds of repair after the first placement: each moves what still covers something to its least
// covering spot (a few suffice on both boards).
const REPAIR_ROUNDS = 20;

function labelBox(x, y, [dx, dy, anchor], width) {
  const left = anchor === "middle" ? x + dx - width / 2 : anchor === "end" ? x + dx - width : x + dx;
  // The whole em above the baseline and the descenders below it, as the browser's text box has them.
  return { left, right: left + width, top: y + dy - NAME_SIZE, bottom: y + dy + NAME_SIZE * 0.3 };
}

function stackBox(x, y, [dx, dy]) {
  return { left: x + dx, right: x + dx + STACKS.width, top: y + dy, bottom: y + dy + STACKS.height };
}

const overlaps = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** A name's width in map units, in the page's font at NAME_SIZE (a canvas measures without a layout). */
export function nameWidths(fontFamily) {
  const context = document.createElement("canvas").getContext("2d");
  context.font = `${NAME_SIZE}px ${fontFamily}`;
  return (name) => context.measureText(name).width;
}

/** {labels: {id: [dx, dy, anchor]}, names: {id: {left, right, top, bottom}} (each name's box in map
 *  units), nearest: {id: distance}} for the board's `sites` ([{id, name}]) at `places` ({id: {x, y}}), names
 *  `widthOf(name)` wide; the names keep clear of a room for units beside each city. Names and stacks go to
 *  the first spot that covers nothing; then whatever still covers something moves to its least
 *  covering spot, a few rounds. */
export function layOut(sites, places, widthOf) {
  const cities = sites.map(({ id }) => {
    const { x, y } = places[id];
    return { left: x - CITY_RADIUS, right: x + CITY_RADIUS, top: y - CITY_RADIUS, bottom: y + CITY_RADIUS, id };
  });
  // Every name and every stack: its spots, its box at a spot, and the spot it has.
  const items = sites.flatMap(({ id, name }) => {
    const { x, y } = places[id];
    const width = widthOf(name);
    return [{ id, kind: "label", spots: LABEL_SPOTS, box: (spot) => labelBox(x, y, spot, width) },
            { id, kind: "stack", spots: STACK_SPOTS, box: (spot) => stackBox(x, y, spot) }];
  });
  // What a box at a spot covers, weighed: a stack over a name hides it (the worst), two names over
  // each other blur both; a stack over another stack or over a city, or a name over a city, hide less.
  const covered = (item, box) => {
    let count = cities.filter((city) => city.id !== item.id && overlaps(box, city)).length * 0.5;
    for (const other of items) {
      if (other === item || other.spot === undefined || !overlaps(box, other.box(other.spot))) continue;
      count += other.kind === item.kind ? (item.kind === "label" ? 1 : 0.5) : 2;
    }
    return count;
  };
  const best = (item) => item.spots.reduce((chosen, spot) => {
    const cost = covered(item, item.box(spot));
    return cost < chosen.cost ? { spot, cost } : chosen;
  }, { spot: item.spots[0], cost: Infinity });
  for (const kind of ["label", "stack"]) {
    for (const item of items.filter((each) => each.kind === kind)) item.spot = best(item).spot;
  }
  for (let round = 0; round < REPAIR_ROUNDS; round += 1) {
    let moved = false;
    for (const item of items) {
      if (covered(item, item.box(item.spot)) === 0) continue;
      const { spot } = best(item);
      if (spot !== item.spot) {
        item.spot = spot;
        moved = true;
      }
    }
    if (!moved) break;
  }
  const labels = {};
  const names = {};
  for (const item of items.filter((each) => each.kind === "label")) {
    labels[item.id] = item.spot;
    names[item.id] = item.box(item.spot);
  }
  const nearest = {};
  for (const { id } of sites) {
    const { x, y } = places[id];
    nearest[id] = Math.min(...sites.filter((other) => other.id !== id)
      .map((other) => Math.hypot(places[other.id].x - x, places[other.id].y - y)));
  }
  return { labels, names, nearest };
}
