// Events of the log drawn over the map: a move as a line from where the unit left to a ring where it
// arrived, a fight, a founding, a conquest (and arming, a temple, a city given up, a neutral temple
// destroyed) as a ring, in the acting nation's colour. The drawing lies under the cities, so that
// clicks still reach them; each province named by a drawn event also carries a class (`followed`,
// `latest`, `shown`), so that its halo shows it and a test can find it.

import { svgElement as el } from "../shared/svg.js";

// The kinds of rings, by event; let_pass is a fight that did not happen: drawn faintly.
const RINGS = { fight: "fight", fight_entry: "fight", let_pass: "pass", conquer: "conquer", found: "found",
                arm: "arm", temple: "temple", give_up: "give-up", start_city: "found", destroy_temple: "conquer" };
const PLACE_KEYS = ["origin", "target", "province"];
const MARKS = ["followed", "latest", "shown"];

/** The provinces an event names (a move's origin and target, a fight's or a city's province). */
export function eventPlaces(event) {
  return PLACE_KEYS.map((key) => event[key]).filter(Boolean);
}

export class MapHighlight {
  /** `map` is the MapView: its svg, where each province stands (`places`) and its nodes. */
  constructor(map) {
    this.map = map;
    this.layer = el("g");
    this.layer.setAttribute("class", "follow-layer");
    map.svg.insertBefore(this.layer, map.svg.firstChild);
    this.marked = new Map(); // province id -> the marks it carries
    this.key = null;
  }

  /** Draw `marks`: [{event, colour, mark}] with mark one of "followed", "latest", "shown" (drawn in
   *  that order, so a later one is on top). Nothing is redrawn when the marks are the same. */
  draw(marks) {
    const key = JSON.stringify(marks);
    if (key === this.key) return;
    this.key = key;
    this.layer.replaceChildren();
    const marked = new Map();
    for (const name of MARKS) {
      for (const { event, colour, mark } of marks) {
        if (mark !== name) continue;
        this.drawEvent(event, colour, mark);
        for (const id of eventPlaces(event)) {
          if (!marked.has(id)) marked.set(id, new Set());
          marked.get(id).add(mark);
        }
      }
    }
    for (const id of new Set([...this.marked.keys(), ...marked.keys()])) {
      const group = this.map.nodes[id]?.group;
      for (const name of MARKS) group?.classList.toggle(name, Boolean(marked.get(id)?.has(name)));
    }
    this.marked = marked;
  }

  drawEvent(event, colour, mark) {
    const at = (id) => this.map.places[id];
    const data = { "data-event": event.event, "data-mark": mark, stroke: colour };
    if (event.event === "move") {
      const [from, to] = [at(event.origin), at(event.target)];
      el("line", { ...data, class: `follow-move ${mark}`, x1: from.x, y1: from.y, x2: to.x, y2: to.y }, this.layer);
      el("circle", { ...data, class: `follow-ring arrive ${mark}`, cx: to.x, cy: to.y, r: 15 }, this.layer);
      return;
    }
    const kind = RINGS[event.event];
    const place = event.province && at(event.province);
    if (!kind || !place) return;
    el("circle", { ...data, class: `follow-ring ${kind} ${mark}`, cx: place.x, cy: place.y, r: 17 }, this.layer);
  }
}
