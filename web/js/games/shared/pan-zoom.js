// The view kit's map: two stacked SVG layers of one view box (the backdrop, drawn once, and the
// places above it), panned by a drag, zoomed by the wheel, a pinch or the zoom buttons, and kept
// on screen (bounded as d3-zoom's translate extent would: a few lines, so no library). A game's map
// extends it and draws its places; the kit reads only the view box, where each place stands
// (`places`), how far each is from its nearest neighbour (`nearest`) and each place's click circle
// (`nodes[id].hit`).
//
// On a touch screen the kit also keeps a finger's targets reachable (issue 44, item 2): a tap where
// places stand closer than a finger can tell apart zooms in there first (zoomToCrowd), and targets
// are kept clear of the zoom buttons and of the map's edges (margins). showPlaces brings places into
// view (a move followed, a log line shown), gliding unless the person asks for less motion.
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
// A target's click circle keeps this far (px) from the map's edges and from the zoom buttons.
const EDGE_PX = 4;
// How long the view glides to places it brings into view.
const GLIDE_MS = 300;
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

  /** The room (px) a target's centre keeps from each edge of the map on screen: a click circle
   *  (HIT_PX) and EDGE_PX, and on the left the zoom buttons' strip besides. */
  margins() {
    const edge = HIT_PX + EDGE_PX;
    const controls = this.svg.parentElement?.querySelector(".zoom-controls")?.getBoundingClientRect();
    const left = controls?.width ? controls.right - this.size.left + edge : edge;
    return { left, right: edge, top: edge, bottom: edge };
  }

  /** The view box that shows the places `ids` at `scale` (px per map unit), centred on them within
   *  the margins. */
  viewOf(ids, scale) {
    const box = this.size, margin = this.margins();
    const xs = ids.map((id) => this.places[id].x), ys = ids.map((id) => this.places[id].y);
    const cx = (Math.min(...xs) + Math.max(...xs)) / 2, cy = (Math.min(...ys) + Math.max(...ys)) / 2;
    const [w, h] = [box.width / scale, box.height / scale];
    return [cx - w / 2 - (margin.left - margin.right) / 2 / scale, cy - h / 2 - (margin.top - margin.bottom) / 2 / scale, w, h];
  }

  /** The scale (px per map unit) at which all of `ids` fit within the margins. */
  spreadScale(ids) {
    const box = this.size, margin = this.margins();
    const xs = ids.map((id) => this.places[id].x), ys = ids.map((id) => this.places[id].y);
    return Math.min((box.width - margin.left - margin.right) / (Math.max(...xs) - Math.min(...xs)),
                    (box.height - margin.top - margin.bottom) / (Math.max(...ys) - Math.min(...ys)));
  }

  /** Zoom so that every place of `ids` has a click area of 2 x HIT_PX on screen, centred on them,
   *  as much of them in view as that zoom allows (a touch screen's map step). */
  fitTargets(ids) {
    if (!ids.length) return;
    const box = this.size = this.svg.getBoundingClientRect(); // once per new set of targets: fresh
    if (!box.width) return;
    const needed = Math.max(...ids.map((id) => (2 * HIT_PX) / this.nearest[id]));
    // As close as shows all of them, but no closer than twice what the click areas need.
    const scale = Math.max(needed, Math.min(this.spreadScale(ids), needed * 2), box.width / this.home[2]);
    this.stopGlide();
    this.viewBox = this.viewOf(this.mostInView(ids, scale), scale);
    this.applyViewBox();
  }

  /** Of `ids`, the most that one view at `scale` shows within its margins: all of them when they
   *  fit, else the most found around one of them or around two that fit together (the middle of
   *  places far apart may show none; one place's view may leave its neighbour at the edge). */
  mostInView(ids, scale) {
    if (this.spreadScale(ids) >= scale) return ids;
    const margin = this.margins();
    const within = ([x, y, w, h]) => ids.filter((id) => {
      const place = this.places[id];
      return place.x >= x + margin.left / scale && place.x <= x + w - margin.right / scale
        && place.y >= y + margin.top / scale && place.y <= y + h - margin.bottom / scale;
    });
    const centres = ids.flatMap((id, i) => [[id], ...ids.slice(i + 1).map((other) => [id, other])
      .filter((pair) => this.spreadScale(pair) >= scale)]);
    return centres.map((centre) => within(this.viewOf(centre, scale)))
      .reduce((best, shown) => (shown.length > best.length ? shown : best), []);
  }

  /** Bring the places `ids` into view, clear of the margins: the view moves only when one is out
   *  of it (or at its very edge), keeps its zoom where they all fit and else zooms out just enough;
   *  it glides there unless the person asks for less motion. Whether it moved. */
  showPlaces(ids) {
    const shown = ids.filter((id) => this.places?.[id]);
    if (!shown.length || !this.size?.width) return false;
    const scale = this.pixelsPerUnit(), inset = HIT_PX / scale;
    const [x, y, w, h] = this.gliding?.target ?? this.viewBox;
    const seen = shown.every((id) => {
      const place = this.places[id];
      return place.x >= x + inset && place.x <= x + w - inset && place.y >= y + inset && place.y <= y + h - inset;
    });
    if (seen) return false;
    const whole = Math.min(this.size.width / this.home[2], this.size.height / this.home[3]);
    this.glideTo(this.viewOf(shown, Math.max(Math.min(scale, this.spreadScale(shown)), whole)));
    return true;
  }

  /** Move the view to `target`: at once when the person prefers reduced motion, else in a short glide. */
  glideTo(target) {
    this.stopGlide();
    if (matchMedia("(prefers-reduced-motion: reduce)").matches) {
      this.viewBox = target;
      this.applyViewBox();
      return;
    }
    const from = this.viewBox.slice(), start = performance.now();
    const glide = this.gliding = { target, frame: 0 };
    const step = (now) => {
      const done = Math.min(1, (now - start) / GLIDE_MS);
      const eased = done * (2 - done);
      this.viewBox = from.map((value, i) => value + (target[i] - value) * eased);
      this.applyViewBox();
      if (done < 1 && this.gliding === glide) glide.frame = requestAnimationFrame(step);
      else if (this.gliding === glide) this.gliding = null;
    };
    glide.frame = requestAnimationFrame(step);
  }

  /** A glide under way ends where it is (a drag, a zoom or a new fit takes over). */
  stopGlide() {
    if (this.gliding) cancelAnimationFrame(this.gliding.frame);
    this.gliding = null;
  }

  /** A tap at (clientX, clientY) on places closer together than a finger can tell apart: zoom in
   *  there until they are not, the tapped point kept under the finger; whether it zoomed. The next
   *  tap reaches any place there. */
  zoomToCrowd(clientX, clientY) {
    if (!this.places || !this.nearest) return false;
    const scale = this.pixelsPerUnit();
    const point = this.toMap(clientX, clientY);
    const crowded = Object.entries(this.places).filter(([id, place]) => this.nearest[id] * scale < 2 * HIT_PX
      && Math.hypot(place.x - point.x, place.y - point.y) * scale <= HIT_PX);
    if (!crowded.length) return false;
    const needed = Math.max(...crowded.map(([id]) => (2 * HIT_PX) / this.nearest[id]));
    this.zoom(scale / needed, point.x, point.y);
    return true;
  }

  /** Keep the map on screen: a view smaller than the map stays inside it, a view larger than the
   *  map keeps all of it in view; a zoomed-in view may pass the map's edge by the margins, so that
   *  a place at the edge can stand clear of the zoom buttons and of the edge. */
  bound() {
    const [x, y, w, h] = this.viewBox;
    const [hx, hy, hw, hh] = this.home;
    const scale = this.size?.width ? this.pixelsPerUnit() : 0;
    const margin = scale ? this.margins() : { left: 0, right: 0, top: 0, bottom: 0 };
    const within = (value, size, start, extent, before, after) => {
      const [low, high] = size <= extent ? [start - before, start + extent - size + after] : [start + extent - size, start];
      return Math.min(Math.max(value, low), high);
    };
    const over = (px) => (scale ? px / scale : 0);
    this.viewBox = [within(x, w, hx, hw, over(margin.left), over(margin.right)),
                    within(y, h, hy, hh, over(margin.top), over(margin.bottom)), w, h];
  }

  /** Zoom by `factor` (<1 zooms in) around a point in map units (default: the centre). */
  zoom(factor, cx = null, cy = null) {
    this.stopGlide();
    const [x, y, w, h] = this.viewBox;
    const nw = Math.min(Math.max(w * factor, this.home[2] / 16), this.home[2] * 1.5);
    const scale = nw / w;
    const px = cx ?? x + w / 2;
    const py = cy ?? y + h / 2;
    this.viewBox = [px - (px - x) * scale, py - (py - y) * scale, w * scale, h * scale];
    this.applyViewBox();
  }

  reset() {
    this.stopGlide();
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
    this.stopGlide();
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
  let touch = false; // whether the pointer last put down was a finger
  svg.addEventListener("wheel", (event) => {
    event.preventDefault();
    const p = map().toMap(event.clientX, event.clientY);
    map().zoom(event.deltaY > 0 ? 1.15 : 1 / 1.15, p.x, p.y);
  }, { passive: false });
  svg.addEventListener("pointerdown", (event) => {
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    moved = false;
    touch = event.pointerType === "touch";
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
  // A drag must not also count as a click on the place under the pointer; a finger's tap among
  // places too close to tell apart zooms in instead of choosing one.
  svg.addEventListener("click", (event) => {
    if (moved || (touch && map().zoomToCrowd(event.clientX, event.clientY))) event.stopPropagation();
  }, true);
}
