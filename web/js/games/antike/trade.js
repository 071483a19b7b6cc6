// Trading with the bank (Antike II's Mercatura 2 for 1 and Commercium 3 for 2, A2-TRADE; Antike's
// 2 for 1 with all eight know-hows, R-TURN-4): a "Trade…" button under the decision's buttons opens a
// dialog where the player counts the units to give and to take with − and + buttons (each a whole
// touch target, each reached by Tab), then makes the trade. The dialog invents nothing: the rates,
// the kinds and how many of each come from the engine's legal trades, and "Trade" makes exactly the
// legal decision that the counts match (a trade's list can hold dozens: one button each would bury
// the step's own choices).
//
//   const trading = new TradeDialog(play);  // play(decision) makes the decision
//   trading.update(trades, deciding);       // the offered trades; `deciding`: a person decides now
//   trading.relabel();                      // after a language switch

import { t, tCount } from "../../i18n.js";
import { payment, tradeGets } from "./panels.js";

const GIVE_KINDS = ["marble", "iron", "gold", "coin"];
const TAKE_KINDS = ["marble", "iron", "gold"];

const total = (units) => Object.values(units).reduce((sum, n) => sum + n, 0);
const sameUnits = (a, b) => GIVE_KINDS.every((kind) => (a[kind] ?? 0) === (b[kind] ?? 0));
const rateOf = (decision) => `${total(decision.give)}:${total(tradeGets(decision))}`;

function element(name, attributes = {}, parent = null) {
  const node = document.createElement(name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
  if (parent) parent.append(node);
  return node;
}

/** A kind's name as the nation boards head it ("Marble", "Coins"). */
function kindName(kind) {
  return t(kind === "coin" ? "card.coins" : `card.${kind}`);
}

export class TradeDialog {
  /** `play(decision)` makes a trade; `button` (the table's markup) opens the dialog. */
  constructor(play, button) {
    this.play = play;
    this.trades = [];
    this.button = button;
    this.button.addEventListener("click", () => this.open());
    this.dialog = element("dialog", { id: "trade", "aria-labelledby": "trade-title" }, document.body);
    const form = element("form", { method: "dialog" }, this.dialog);
    this.title = element("h3", { id: "trade-title" }, form);
    this.rates = element("div", { class: "trade-rates", role: "group" }, form);
    this.note = element("p", { id: "trade-note" }, form);
    this.sides = { give: this.side(form, "give", GIVE_KINDS), get: this.side(form, "get", TAKE_KINDS) };
    this.summary = element("p", { id: "trade-summary", "aria-live": "polite" }, form);
    const buttons = element("div", { class: "trade-buttons" }, form);
    this.apply = element("button", { type: "button", "data-action": "apply-trade" }, buttons);
    this.apply.addEventListener("click", () => {
      const decision = this.match();
      if (!decision) return;
      this.dialog.close();
      this.play(decision);
    });
    this.cancel = element("button", { value: "cancel" }, buttons);
    this.relabel();
  }

  // One side of the trade: a row per kind with its name, − , the count and +.
  side(form, name, kinds) {
    const fieldset = element("fieldset", { "data-side": name }, form);
    const legend = element("legend", {}, fieldset);
    const rows = {};
    for (const kind of kinds) {
      const row = element("div", { class: "trade-row", "data-kind": kind }, fieldset);
      const label = element("span", { class: "trade-kind" }, row);
      const less = element("button", { type: "button", "data-step": "-1" }, row);
      less.textContent = "−";
      const count = element("output", { "data-count": kind }, row);
      const more = element("button", { type: "button", "data-step": "1" }, row);
      more.textContent = "+";
      less.addEventListener("click", () => this.step(name, kind, -1));
      more.addEventListener("click", () => this.step(name, kind, 1));
      rows[kind] = { label, less, count, more };
    }
    return { legend, rows };
  }

  /** The offered trade decisions now; the button shows while a person decides, enabled when one is offered. */
  update(trades, deciding) {
    this.trades = trades;
    this.button.hidden = !deciding;
    this.button.disabled = !trades.length;
    this.button.title = trades.length ? "" : t("trade.none");
    if (this.dialog.open && !trades.length) this.dialog.close();
    else if (this.dialog.open) this.draw();
  }

  relabel() {
    this.button.textContent = t("trade.open");
    this.title.textContent = t("trade.title");
    this.sides.give.legend.textContent = t("trade.give");
    this.sides.get.legend.textContent = t("trade.get");
    for (const side of Object.values(this.sides)) {
      for (const [kind, row] of Object.entries(side.rows)) {
        row.label.textContent = kindName(kind);
        row.less.setAttribute("aria-label", t("trade.remove", { kind: kindName(kind) }));
        row.more.setAttribute("aria-label", t("trade.add", { kind: kindName(kind) }));
      }
    }
    this.apply.textContent = t("trade.apply");
    this.cancel.textContent = t("page.cancel");
    if (this.dialog.open) this.draw();
  }

  open() {
    if (!this.trades.length) return;
    this.rate = rateOf(this.trades[0]);
    this.give = {};
    this.get = {};
    this.draw();
    this.dialog.showModal();
    this.dialog.querySelector("button:not([disabled])")?.focus();
  }

  /** The trades at the chosen rate (2 for 1, 3 for 2). */
  atRate() {
    return this.trades.filter((decision) => rateOf(decision) === this.rate);
  }

  /** The legal trade the counts make, or null. */
  match() {
    return this.atRate().find((d) => sameUnits(d.give, this.give) && sameUnits(tradeGets(d), this.get)) ?? null;
  }

  step(side, kind, by) {
    const units = this[side];
    units[kind] = (units[kind] ?? 0) + by;
    if (!units[kind]) delete units[kind];
    // A kind given is never taken in the same trade: choosing to give it takes it off the other side.
    if (side === "give" && by > 0) delete this.get[kind];
    this.draw();
    // A button that a count just disabled loses the keyboard's focus: it goes on to "Trade" once the
    // counts make a trade, else to the first button that still counts.
    const focused = document.activeElement;
    if (!this.dialog.contains(focused) || focused.disabled) {
      (this.apply.disabled ? this.dialog.querySelector(".trade-row button:not([disabled])") : this.apply)?.focus();
    }
  }

  draw() {
    const trades = this.atRate();
    const [give, get] = this.rate.split(":").map(Number);
    const rates = [...new Set(this.trades.map(rateOf))];
    this.rates.hidden = rates.length < 2;
    this.rates.replaceChildren(...rates.map((rate) => {
      const [g, m] = rate.split(":").map(Number);
      const button = element("button", { type: "button", "data-rate": rate, "aria-pressed": String(rate === this.rate) });
      button.textContent = t("trade.rate", { give: tCount("trade.units", g), get: tCount("trade.units", m) });
      button.addEventListener("click", () => {
        this.rate = rate;
        this.give = {};
        this.get = {};
        this.draw();
      });
      return button;
    }));
    this.note.textContent = t("trade.choose", { give: tCount("trade.units", give), get: tCount("trade.units", get) });
    // How many of a kind the nation can give or take at this rate at most: the most in any legal trade.
    const most = (side, kind) => Math.max(0, ...trades.map((d) => (side === "give" ? d.give : tradeGets(d))[kind] ?? 0));
    for (const [side, limit] of [["give", give], ["get", get]]) {
      for (const [kind, row] of Object.entries(this.sides[side].rows)) {
        const n = this[side][kind] ?? 0;
        row.count.textContent = String(n);
        row.less.disabled = n === 0;
        const taken = side === "get" && (this.give[kind] ?? 0) > 0;
        row.more.disabled = total(this[side]) >= limit || n >= most(side, kind) || taken;
        row.label.parentElement.hidden = most(side, kind) === 0;
      }
    }
    const decision = this.match();
    this.apply.disabled = !decision;
    this.summary.textContent = decision
      ? t("decision.trade", { give: payment(decision.give), get: payment(tradeGets(decision)) }) : "";
  }
}
