// The table's rules help at the point of use: what a rondel field does and would give now, with
// what reaching it costs; a know-how's effect, price now and what it needs; a personage's way to
// the next one ("Next king at 10 cities - you have 8"); a city's defence. Every text is the game's
// catalogue's (`tip.*`), every number the engine's view's (rondel.preview, a nation's progress and
// know_how_prices, a province's defence_parts).
//
//   const tips = new Tooltips();        // one tooltip element for the page, wired once
//   tips.update(view, names);           // write each element's text (data-tip) after a redraw
//
// A tooltip shows while the mouse is over an element that has one, while the keyboard's focus is
// on it, and on touch after a long press, whose click then does not act (a long press asks, a tap
// chooses); the next touch elsewhere closes it.

import { t, tCount } from "../../i18n.js";
import { payment } from "./panels.js";

const LONG_PRESS_MS = 500;
// A finger that slides further than this is panning the map, not pressing.
const SLIDE_PX = 10;
const $ = (id) => document.getElementById(id);

function setTip(node, text) {
  if (node && node.dataset.tip !== text) node.dataset.tip = text;
}

/** The kind of action a rondel field's preview is of, as the catalogue's `tip.cannot_act.*` names it. */
export function fieldAction(field, preview) {
  return preview.gives ? "production" : field.startsWith("maneuver") ? "maneuver" : field;
}

/** What a rondel field does; at the rondel step, what it would give now and what reaching it costs. */
export function fieldTip(field, view) {
  const lines = [t(`tip.field.${field}`)];
  const preview = view.rondel.preview[field];
  if (!preview) return lines.join("\n");
  const action = fieldAction(field, preview);
  if (!preview.can_act) lines.push(t(`tip.cannot_act.${action}`));
  else if (preview.gives) {
    for (const [resource, n] of Object.entries(preview.gives)) {
      lines.push(t("tip.gives", { n, resource: t(`resource.${resource}`) }));
    }
  } else if (action === "temple" || action === "arming") lines.push(tCount(`tip.most.${action}`, preview.most));
  else if (action === "know_how") {
    lines.push(t("tip.know_hows", { knowHows: preview.know_hows.map((id) => t(`know_how.${id}`)).join(", ") }));
  }
  if (preview.can_found) lines.push(t("tip.can_found"));
  lines.push(preview.cost ? t("tip.cost", { payment: payment(preview.payment) }) : t("tip.cost.free"));
  return lines.join("\n");
}

function knowHowTip(id, nation) {
  const lines = [t(`tip.know_how.${id}`)];
  const offer = nation.know_how_prices[id];
  if (!offer) return [...lines, t("tip.know_how.held")].join("\n");
  lines.push(t("tip.know_how.price", { price: offer.price }), t(offer.new ? "tip.know_how.new" : "tip.know_how.known"));
  if (!offer.open) lines.push(t("tip.know_how.needs", { knowHow: t(`know_how.${offer.needs}`) }));
  return lines.join("\n");
}

function personageTip(kind, nation) {
  const lines = [t(`tip.personage.${kind}`)];
  const progress = nation.progress[kind];
  if (progress) {
    lines.push(t("tip.progress", { kind: t(`personage.${kind}.one`), needed: progress.next,
                                   what: t(`counts.${progress.counts}`), have: progress.have }));
  }
  return lines.join("\n");
}

/** A city's defence in parts, and for another nation's city what conquering it takes. Antike II's
 *  defence has a part for a nation of few personages (A2-MAN-4), which its words name. */
export function defenceTip(place, province, acting) {
  const parts = province.defence_parts;
  const lines = [place, t("tip.defence", { total: province.defence, city: parts.city, units: parts.units,
                                           knowHow: parts.know_how, smallNation: parts.small_nation ?? 0 })];
  if (acting && province.owner !== acting) lines.push(t("tip.defence.conquer", { total: province.defence, place }));
  return lines.join("\n");
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

  update(view, names) {
    for (const field of view.rondel.fields) setTip($("rondel").querySelector(`[data-field="${field}"]`), fieldTip(field, view));
    for (const nation of view.nations) {
      const card = $("nations").querySelector(`[data-nation="${nation.id}"]`);
      if (!card) continue;
      for (const node of card.querySelectorAll("[data-know-how]")) setTip(node, knowHowTip(node.dataset.knowHow, nation));
      for (const node of card.querySelectorAll("[data-personage]")) {
        setTip(node.parentElement, personageTip(node.dataset.personage, nation));
      }
    }
    for (const [id, province] of Object.entries(view.provinces)) {
      const node = $("map").querySelector(`[data-province="${id}"]`);
      if (province.owner) setTip(node, defenceTip(names.provinces[id], province, view.pending.nation));
      else if (province.neutral_temple) setTip(node, [names.provinces[id], t("tip.neutral_temple")].join("\n"));
      else if (node?.dataset.tip) delete node.dataset.tip; // a neutral temple destroyed: nothing to say
    }
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
