// The current decision in view when it is asked for (issue 44, item 2): the decision bar (the prompt,
// its buttons, End turn) stays in view, at the side panel's top on a wide screen and at the bottom
// on a phone (css/style.css), and at each new step the part of the table the step is decided on (a
// wheel of actions, the boards) is scrolled into the room beside it, unless the step's places are on the map
// (the kit's TargetsInView brings the map); where the bar scrolls with the side panel (a portrait
// tablet), the bar is scrolled into view. Nothing moves while the step stays the same.
//
//   const inView = new DecisionInView();
//   inView.update(offered, place, onMap);   // after a redraw: the decisions offered, where they are made

const $ = (id) => document.getElementById(id);
// Room kept above and below what is scrolled into view.
const GAP_PX = 8;

/** The band of the window not covered by the decision bar: above the bar where it is fixed to the
 *  bottom (a phone), below it where it stays at the side panel's top (a wide screen), else the whole
 *  window. */
function openBand() {
  const bar = $("decision-bar");
  const { position } = getComputedStyle(bar);
  const box = bar.getBoundingClientRect();
  if (position === "fixed") return { top: 0, bottom: box.top, pinned: true };
  if (position === "sticky") return { top: box.bottom, bottom: innerHeight, pinned: true };
  return { top: 0, bottom: innerHeight, pinned: false };
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
    // A wide screen's bar stays at the side panel's top (css/style.css): what else stays in view
    // there (the acting seat's board, kit.css) stands below it, as high as the bar is now.
    new ResizeObserver(() => $("side").style.setProperty("--decision-bar-height", `${$("decision-bar").offsetHeight}px`))
      .observe($("decision-bar"));
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
    // A bar that stays in view (a phone's at the bottom, a wide screen's at the side panel's top)
    // shows the new step from its start, and the place is scrolled into the room beside it; a bar
    // that scrolls with the panel is scrolled into view.
    if (!band.pinned) scrollWithin($("decision-bar"), band);
    else {
      $("decision-bar").scrollTop = 0; // the new step's prompt and buttons, not the last one's texts
      if (place && !onMap) scrollWithin(place, band);
    }
  }
}
