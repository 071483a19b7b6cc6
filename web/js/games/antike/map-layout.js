// Where things stand on the map, worked out once per board: each city's name at a spot that covers
// no city and no other name, its unit stacks at a spot that covers no name (issue 20, item 2: late
// in a game stacks must not hide the names), and how far each city is from its nearest neighbour
// (a city's click area may reach halfway, never into the neighbour's).

// A name's font size in map units: 11 px or more on a 1400x900 screen at the whole map's zoom.
export const NAME_SIZE = 14;
const CHAR_WIDTH = 0.58 * NAME_SIZE; // an average letter of the names
export const CITY_RADIUS = 11;
// Where a city's name may stand, in order of preference: below, left, above, right.
// [dx, dy of the baseline, text-anchor].
const LABEL_SPOTS = [[0, CITY_RADIUS + NAME_SIZE, "middle"], [-CITY_RADIUS - 3, 4, "end"],
                     [0, -CITY_RADIUS - 6, "middle"], [CITY_RADIUS + 3, 4, "start"]];
// A stack of two nations' units (one row each) is about this big; its top left corner may stand
// right of the city, left of it, above or below (the first spot that covers no name).
const STACKS = { width: 46, height: 26 };
const STACK_SPOTS = [[CITY_RADIUS + 2, -STACKS.height / 2], [-CITY_RADIUS - 2 - STACKS.width, -STACKS.height / 2],
                     [-STACKS.width / 2, -CITY_RADIUS - 2 - STACKS.height], [-STACKS.width / 2, CITY_RADIUS + 2]];

function labelBox(x, y, [dx, dy, anchor], name) {
  const width = name.length * CHAR_WIDTH;
  const left = anchor === "middle" ? x + dx - width / 2 : anchor === "end" ? x + dx - width : x + dx;
  return { left, right: left + width, top: y + dy - NAME_SIZE * 0.8, bottom: y + dy + NAME_SIZE * 0.25 };
}

function stackBox(x, y, [dx, dy]) {
  return { left: x + dx, right: x + dx + STACKS.width, top: y + dy, bottom: y + dy + STACKS.height };
}

const overlaps = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** {labels: {id: [dx, dy, anchor]}, stacks: {id: [dx, dy]}, nearest: {id: distance}} for the
 *  board's provinces at `places` ({id: {x, y}}). A spot that nothing leaves free is the first. */
export function layOut(provinces, places) {
  const cities = provinces.map(({ id }) => {
    const { x, y } = places[id];
    return { left: x - CITY_RADIUS, right: x + CITY_RADIUS, top: y - CITY_RADIUS, bottom: y + CITY_RADIUS, id };
  });
  const names = [];
  const labels = {};
  for (const { id, name } of provinces) {
    const { x, y } = places[id];
    const free = (spot) => {
      const box = labelBox(x, y, spot, name);
      return !cities.some((city) => city.id !== id && overlaps(box, city)) && !names.some((other) => overlaps(box, other));
    };
    labels[id] = LABEL_SPOTS.find(free) ?? LABEL_SPOTS[0];
    names.push(labelBox(x, y, labels[id], name));
  }
  const stacked = [];
  const stacks = {};
  for (const { id } of provinces) {
    const { x, y } = places[id];
    const free = (spot) => {
      const box = stackBox(x, y, spot);
      return !names.some((name) => overlaps(box, name)) && !stacked.some((other) => overlaps(box, other))
        && !cities.some((city) => city.id !== id && overlaps(box, city));
    };
    stacks[id] = STACK_SPOTS.find(free) ?? STACK_SPOTS.find((spot) => !names.some((name) => overlaps(stackBox(x, y, spot), name)))
      ?? STACK_SPOTS[0];
    stacked.push(stackBox(x, y, stacks[id]));
  }
  const nearest = {};
  for (const { id } of provinces) {
    const { x, y } = places[id];
    nearest[id] = Math.min(...provinces.filter((other) => other.id !== id)
      .map((other) => Math.hypot(places[other.id].x - x, places[other.id].y - y)));
  }
  return { labels, stacks, nearest };
}
