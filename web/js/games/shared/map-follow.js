// The map follows what the person at the table should see (issue 44, item 2): the places of the
// other seats' moves while they are made (a computer's turn, a move from another device), the
// places of the turns not seen yet when the person's own turn begins (the recap), and a log line's
// places when the person chooses the line. A game's table says which places (its events name them
// in its own terms); the view moves only when they are out of it, gliding unless the person asks
// for less motion (PanZoomMap.showPlaces).
//
//   const follow = new MapFollow(map);
//   follow.follow(ids);                               // from each redraw: the others' latest places
//   follow.showLine(ids);                             // a log line chosen: its places
//   newEvents(view, logLength, previousLength)        // the log events a redraw brings

const $ = (id) => document.getElementById(id);

/** The events of `view`'s log that came since the log was `previousLength` long (the whole log's
 *  length is `logLength`; the view holds its tail); none on the first drawing. */
export function newEvents(view, logLength, previousLength) {
  if (previousLength === null || previousLength === undefined || logLength <= previousLength) return [];
  const events = view.log_events ?? [];
  return events.slice(Math.max(0, events.length - (logLength - previousLength)));
}

export class MapFollow {
  /** `map` is the table's PanZoomMap. */
  constructor(map) {
    this.map = map;
    this.key = "";
  }

  /** The places of the others' latest moves (or of the turns not seen yet): brought into view once
   *  per new set, so that the person's own panning is not undone by a redraw. Not while the person
   *  has `targets` on the map on a touch screen: the map is zoomed to them (TargetsInView). */
  follow(ids, targets = false) {
    const key = [...new Set(ids)].sort().join(" ");
    if (key === this.key) return;
    this.key = key;
    if (ids.length && !(targets && matchMedia("(pointer: coarse)").matches)) this.map.showPlaces(ids);
  }

  /** A log line's places, chosen by the person: in view on the map, and the map on screen (on a
   *  phone the log lies below it). */
  showLine(ids) {
    if (!ids.length) return;
    this.map.showPlaces(ids);
    const view = $("map-view").getBoundingClientRect();
    const seen = Math.min(view.bottom, innerHeight) - Math.max(view.top, 0);
    if (seen < view.height / 2) {
      const smooth = !matchMedia("(prefers-reduced-motion: reduce)").matches;
      $("map-pane").scrollIntoView({ block: "start", behavior: smooth ? "smooth" : "auto" });
    }
  }
}
