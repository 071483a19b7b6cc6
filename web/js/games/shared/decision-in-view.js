// The current decision in view when it is asked for (issue 44, item 2): at each new step the
// decision bar (the prompt, its buttons, End turn) is scrolled into view where it scrolls with the
// side panel; on a phone, where the bar is fixed at the bottom, the part of the table the step is
// decided on (a wheel of actions, the boards) is scrolled into the room above the bar, unless the step's
// places are on the map (the kit's TargetsInView brings the map). Nothing moves while the step
// stays the same.
//
//   const inView = new DecisionInView();
//   inView.update(offered, place, onMap);   // after a redraw: the decisions offered, where they are made

const $ = (id) => document.getElementById(id);
// Room kept above and below what is scrolled into view.
const GAP_PX = 8;

/** The band of the window not covered by the decision bar: the whole window, but above the bar where
 *  it is fixed to the bottom (a phone). */
function openBand() {
  const bar = $("decision-bar");
  const fixed = getComputedStyle(bar).position === "fixed";
  return { top: 0, bottom: fixed ? bar.getBoundingClientRect().top : innerHeight, fixed };
}

/** Scroll so that `element` stands within the band (its top first when it is taller). */
function scrollWithin(element, band) {
  const box = element.getBoundingClientRect();
  if (!box.height || (box.top >= band.top && box.bottom <= band.bottom)) return;
  const room = band.bottom - band.top;
  const by = box.height + 2 * GAP_PX > room || box.top < band.top ? box.top - band.top - GAP_PX : box.bottom - band.bottom + GAP_PX;
  // The element's scrolling box (the side panel on a wide screen, else the page).
  let scroller = element.parentElement;
  while (scroller && scroller !== document.body) {
    const style = getComputedStyle(scroller).overflowY;
    if ((style === "auto" || style === "scroll") && scroller.scrollHeight > scroller.clientHeight) break;
    scroller = scroller.parentElement;
  }
  if (scroller && scroller !== document.body) scroller.scrollBy({ top: by });
  else window.scrollBy({ top: by });
}

export class DecisionInView {
  constructor() {
    this.step = null;
  }

  /** A new game: its first step is new, whatever it is. */
  forget() {
    this.step = null;
  }

  /** `offered`: the decisions the person may make now; `place`: the element they are made on (or
   *  null: the decision bar's buttons); `onMap`: whether the step's places are on the map. */
  update(offered, place, onMap) {
    const step = JSON.stringify(offered);
    if (step === this.step) return;
    this.step = step;
    if (!offered.length || $("game").hidden) return;
    const band = openBand();
    // A wide screen's side panel keeps the decision bar at its top, and the place below it in view;
    // a phone's bar is fixed, and the place is scrolled into the room above it.
    if (!band.fixed) scrollWithin($("decision-bar"), band);
    else {
      $("decision-bar").scrollTop = 0; // the new step's prompt and buttons, not the last one's texts
      if (place && !onMap) scrollWithin(place, band);
    }
  }
}
