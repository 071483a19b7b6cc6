// Ending a turn: a person's turn passes to the next seat only when that person confirms it, as on
// online board game sites, where a last click (a production field, the last unit armed) never ends
// a turn for good. Until then Undo may still take the turn back. The engine keeps which turn waits
// (the record's `unconfirmed`, so a reload asks again); this bar shows it with the turn's summary.
//
//   const endTurn = new EndTurnBar({ call, show, seatNames });
//   store.subscribe((state) => endTurn.update(state));   // state.confirmation: {seat, summary} or null

import { t } from "../i18n.js";
import "./words.js";
import { makeButton } from "./buttons.js";

const $ = (id) => document.getElementById(id);

export class EndTurnBar {
  /** `call(request)` asks the engine; `show(reply)` shows a reply that changed the game; `seatNames()`
   *  gives the game's seat names ({seat id: name}) in the current language. */
  constructor(hooks) {
    this.hooks = hooks;
    this.element = $("end-turn");
    this.title = document.createElement("b");
    this.summary = document.createElement("p");
    this.summary.className = "end-turn-summary";
    this.hint = document.createElement("p");
    this.hint.className = "note";
    this.button = makeButton("end-turn", () => this.confirm());
    this.button.classList.add("primary");
    this.element.append(this.title, this.summary, this.button, this.hint);
    this.shown = null;
  }

  /** Show the bar while a turn waits for its confirmation (and not during a replay). */
  update({ confirmation, screen }) {
    const waiting = screen === "game" && confirmation ? confirmation : null;
    this.element.hidden = !waiting;
    if (!waiting) {
      // Hidden is not enough: the ended turn's words (a hand drawn) leave the page with the bar.
      for (const part of [this.title, this.summary, this.hint]) part.textContent = "";
      this.shown = null;
      return;
    }
    const name = this.hooks.seatNames()[waiting.seat] ?? waiting.seat;
    this.title.textContent = t("end_turn.done", { seat: name });
    this.summary.textContent = waiting.summary.join(" · ");
    this.button.textContent = t("end_turn.button");
    this.hint.textContent = t("end_turn.undo");
    // The button takes the focus once per waiting turn: Enter ends it, as a click would.
    if (this.shown !== waiting) this.button.focus({ preventScroll: true });
    this.shown = waiting;
  }

  async confirm() {
    this.button.disabled = true;
    try {
      const reply = await this.hooks.call({ command: "end_turn" });
      if (reply.ok) this.hooks.show(reply);
      else $("error").textContent = reply.error.message;
    } finally {
      this.button.disabled = false;
    }
  }
}
