// The view kit's map: two stacked SVG layers of one view box (the backdrop, drawn once, and the
// places above it), panned by a drag, zoomed by the wheel, a pinch or the zoom buttons, and kept
// on screen (bounded as d3-zoom's translate extent would: a few lines, so no library). A game's map
// extends it and draws its places; the kit reads only the view box, where each place stands
// (`places`), how far each is from its nearest neighbour (`nearest`) and each place's click circle
// (`nodes[id].hit`).
//
//   class GameMap extends PanZoomMap {
//     constructor(svg, backdrop) {
//       super(svg, backdrop, { hitMinimum: 13 });     // both layers emptied
//       this.places = {...}; this.nearest = {...}; this.nodes = {...}; this.home = [x, y, w, h];
//       this.startPanZoom();                          // the whole map in view, pan and zoom wired
//     }
//   }

import { setAttributeIfChanged as setAttribute } from "./svg.js";

/** A place's click area on screen, where its neighbours leave room: 44 px or more across on a
 *  touch screen. */
export const HIT_PX = 23;
// A map step's targets, fitted on a touch screen, keep this far (px) from the map's edges, clear of
// the zoom buttons at the left.
const FIT_MARGIN = { left: 64, right: 24, top: 24, bottom: 24 };
// The map drawn in each SVG element now: the element's listeners (wired once) act on it, and one
// observer of its size, so a game's map that went before neither pans nor observes.
const CURRENT = new WeakMap();

export class PanZoomMap {
  /** Empty `svg` and `backdrop` for a new map; `hitMinimum` (map units) is a click circle's least
   *  radius, none: the map sizes no click circles. */
  constructor(svg, backdrop, { hitMinimum = 0 } = {}) {
    this.svg = svg;
    this.backdrop = backdrop;
    this.hitMinimum = hitMinimum;
    svg.replaceChildren();
    backdrop.replaceChildren();
  }

  /** The whole map (`home`) in view, its size on screen kept by the browser's report of its
   *  changes (panning then reads no layout), pan and zoom acting on this map. */
  startPanZoom() {
    this.viewBox = this.home.slice();
    const svg = this.svg;
    this.size = svg.getBoundingClientRect();
    const before = CURRENT.get(svg);
    before?.resizes.disconnect();
    this.resizes = new ResizeObserver(() => {
      this.size = svg.getBoundingClientRect();
      this.sizeHits();
    });
    this.resizes.observe(svg);
    CURRENT.set(svg, this);
    if (!before) wirePanZoom(svg);
    this.applyViewBox();
  }

  applyViewBox() {
    this.bound();
    const box = this.viewBox.map((v) => v.toFixed(1)).join(" ");
    this.svg.setAttribute("viewBox", box);
    this.backdrop.setAttribute("viewBox", box);
    this.sizeHits();
  }

  /** Screen pixels per map unit at the current zoom (the map keeps its aspect: one scale). */
  pixelsPerUnit() {
    const box = this.size;
    return Math.min(box.width / this.viewBox[2], box.height / this.viewBox[3]) || 1;
  }

  // Each place's click circle: HIT_PX on screen where the neighbours leave room, else halfway to
  // the nearest, so that circles never overlap (a tap between two places takes the nearer).
  sizeHits() {
    if (!this.nodes || !this.hitMinimum) return;
    const wanted = Math.max(this.hitMinimum, HIT_PX / this.pixelsPerUnit());
    for (const [id, node] of Object.entries(this.nodes)) {
      setAttribute(node.hit, "r", Math.min(wanted, this.nearest[id] / 2).toFixed(1));
    }
  }

  /** Zoom so that every place of `ids` has a click area of 2 x HIT_PX on screen, centred on them,
   *  as much of them in view as that zoom allows (a touch screen's map step). */
  fitTargets(ids) {
    if (!ids.length) return;
    const box = this.size = this.svg.getBoundingClientRect(); // once per new set of targets: fresh
    if (!box.width) return;
    const needed = Math.max(...ids.map((id) => (2 * HIT_PX) / this.nearest[id]));
    const xs = ids.map((id) => this.places[id].x), ys = ids.map((id) => this.places[id].y);
    const width = box.width - FIT_MARGIN.left - FIT_MARGIN.right;
    const height = box.height - FIT_MARGIN.top - FIT_MARGIN.bottom;
    // As close as shows all of them, but no closer than twice what the click areas need.
    const spread = Math.min(width / (Math.max(...xs) - Math.min(...xs)), height / (Math.max(...ys) - Math.min(...ys)));
    const scale = Math.max(needed, Math.min(spread, needed * 2), box.width / this.home[2]);
    const cx = (Math.min(...xs) + Math.max(...xs)) / 2, cy = (Math.min(...ys) + Math.max(...ys)) / 2;
    const [w, h] = [box.width / scale, box.height / scale];
    const offset = (FIT_MARGIN.left - FIT_MARGIN.right) / 2 / scale;
    this.viewBox = [cx - w / 2 - offset, cy - h / 2 - (FIT_MARGIN.top - FIT_MARGIN.bottom) / 2 / scale, w, h];
    this.applyViewBox();
  }

  /** Keep the map on screen: a view smaller than the map stays inside it, a view larger than the
   *  map keeps all of it in view. */
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
    const nw = Math.min(Math.max(w * factor, this.home[2] / 16), this.home[2] * 1.5);
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

  /** A point on screen in map units. */
  toMap(clientX, clientY) {
    const point = this.svg.createSVGPoint();
    point.x = clientX;
    point.y = clientY;
    return point.matrixTransform(this.svg.getScreenCTM().inverse());
  }

  /** Pan by a drag of (dx, dy) screen pixels. */
  pan(dx, dy) {
    const ctm = this.svg.getScreenCTM();
    this.viewBox[0] -= dx / ctm.a;
    this.viewBox[1] -= dy / ctm.d;
    this.applyViewBox();
  }
}

/** The wheel, drags and pinches on `svg`, acting on the map drawn in it now. */
function wirePanZoom(svg) {
  const map = () => CURRENT.get(svg);
  const pointers = new Map();
  let pinch = null;
  let moved = false;
  svg.addEventListener("wheel", (event) => {
    event.preventDefault();
    const p = map().toMap(event.clientX, event.clientY);
    map().zoom(event.deltaY > 0 ? 1.15 : 1 / 1.15, p.x, p.y);
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
      const centre = map().toMap((a.x + b.x) / 2, (a.y + b.y) / 2);
      map().zoom(pinch / distance, centre.x, centre.y);
      pinch = distance;
      moved = true;
      return;
    }
    const dx = current.x - last.x;
    const dy = current.y - last.y;
    if (Math.abs(dx) + Math.abs(dy) < 3 && !moved) return;
    moved = true;
    map().pan(dx, dy);
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
  // A drag must not also count as a click on the place under the pointer.
  svg.addEventListener("click", (event) => { if (moved) event.stopPropagation(); }, true);
}
