// The view kit's tooltips: one tooltip box for the page, shown for any element with a `data-tip`
// while the mouse is over it, while the keyboard's focus is on it, and on touch after a long press,
// whose click then does not act (a long press asks, a tap chooses); the next touch elsewhere closes
// it. A game's tips extend it with `update(...)`, which writes each element's text (setTip) after a
// redraw and then calls `refresh()`.
//
//   class GameTips extends Tooltips { update(view) { setTip(node, text); ...; this.refresh(); } }

const LONG_PRESS_MS = 500;
// A finger that slides further than this is panning the map, not pressing.
const SLIDE_PX = 10;

/** Give `node` (if any) the tooltip `text`, writing only a change. */
export function setTip(node, text) {
  if (node && node.dataset.tip !== text) node.dataset.tip = text;
}

export class Tooltips {
  constructor() {
    this.box = document.createElement("div");
    this.box.id = "tooltip";
    this.box.setAttribute("role", "tooltip");
    this.box.hidden = true;
    document.body.append(this.box);
    this.target = null; // the element whose tooltip shows
    this.press = null; // a touch that may become a long press: {timer, x, y}
    this.swallowClick = false;
    this.wire();
  }

  /** The tooltip on screen says its element's text as it is now (after an update). */
  refresh() {
    if (this.target) this.box.textContent = this.target.dataset.tip;
  }

  show(target, x, y) {
    this.target = target;
    this.box.textContent = target.dataset.tip;
    this.box.hidden = false;
    // Beside the point, kept inside the window.
    const { width, height } = this.box.getBoundingClientRect();
    this.box.style.left = `${Math.max(4, Math.min(x + 12, innerWidth - width - 4))}px`;
    this.box.style.top = `${Math.max(4, y + 16 + height > innerHeight ? y - height - 12 : y + 16)}px`;
  }

  hide() {
    this.target = null;
    this.box.hidden = true;
  }

  cancelPress() {
    if (this.press) clearTimeout(this.press.timer);
    this.press = null;
  }

  wire() {
    const tipped = (event) => event.target.closest?.("[data-tip]") ?? null;
    document.addEventListener("pointerover", (event) => {
      if (event.pointerType !== "mouse") return;
      const target = tipped(event);
      if (target) this.show(target, event.clientX, event.clientY);
      else if (this.target) this.hide();
    });
    document.addEventListener("pointerdown", (event) => {
      this.cancelPress();
      this.swallowClick = false;
      if (event.pointerType === "mouse") return;
      this.hide();
      const target = tipped(event);
      if (!target) return;
      const { clientX: x, clientY: y } = event;
      this.press = { x, y, timer: setTimeout(() => {
        this.press = null;
        this.swallowClick = true;
        this.show(target, x, y);
      }, LONG_PRESS_MS) };
    });
    document.addEventListener("pointermove", (event) => {
      if (this.press && Math.hypot(event.clientX - this.press.x, event.clientY - this.press.y) > SLIDE_PX) this.cancelPress();
    });
    document.addEventListener("pointerup", () => this.cancelPress());
    document.addEventListener("pointercancel", () => this.cancelPress());
    // Captured before the element's own listener: the click that ends a long press does not act.
    document.addEventListener("click", (event) => {
      if (!this.swallowClick) return;
      this.swallowClick = false;
      event.stopPropagation();
      event.preventDefault();
    }, true);
    // A long press on touch would otherwise open the browser's menu over the tooltip.
    document.addEventListener("contextmenu", (event) => {
      if (tipped(event) && this.target) event.preventDefault();
    });
    document.addEventListener("focusin", (event) => {
      const target = tipped(event);
      if (!target || !target.matches(":focus-visible")) return;
      const box = target.getBoundingClientRect();
      this.show(target, box.left, box.bottom);
    });
    document.addEventListener("focusout", (event) => {
      if (event.target === this.target) this.hide();
    });
  }
}
