// Handing the device over in hot-seat play of a game whose seats see different views (the games
// list's `private_views`: each seat its own hand). The bridge answers each reply with the
// view of the person to decide (or of the one whose turn waits for "End turn"). When that person is
// another one than the person whose view is on screen, the new view is held back: the table is drawn
// again from a spectator's view (so the previous person's hand leaves the page, it is not covered)
// and a screen asks to pass the device to the next person, who taps to see the held view. With one
// person at the device (the others computer players or elsewhere) nothing of this happens.
// A new game's first view goes to whoever started it; a game opened (from the saved games, a file
// or a link) does not know who holds the device, so its first person's view waits for the tap too.
//
//   const handOver = new HandOver({ call, store, draw, persons });
//   handOver.holds(reply)   // from draw(): true when the reply waits for the next person's tap
//   handOver.reset(opened)  // a game entering the screen: its first view is shown at once unless
//                           // `opened` (then it is held like any other person's)

import { t } from "../i18n.js";
import "./words.js";
import { makeButton } from "./buttons.js";

// Who is at the device after a game was opened: someone, not known to be any of its persons.
const SOMEONE = Symbol("someone");

export class HandOver {
  /** `call(request)` asks the engine; `store` the page's store; `draw(reply)` draws a reply;
   *  `private(gameId)` whether a game's seats see different views; `persons(reply)` the seats played
   *  by persons at this device; `seatNames()` the game's seat names ({seat id: name}). */
  constructor(hooks) {
    this.hooks = hooks;
    this.atDevice = null;
    this.held = null;
    this.element = document.createElement("section");
    this.element.id = "hand-over";
    this.element.hidden = true;
    this.element.setAttribute("role", "dialog");
    this.element.setAttribute("aria-modal", "true");
    this.title = document.createElement("h2");
    this.note = document.createElement("p");
    this.button = makeButton("hand-over-continue", () => this.release());
    this.button.classList.add("primary");
    const card = document.createElement("div");
    card.className = "hand-over-card";
    card.append(this.title, this.note, this.button);
    this.element.append(card);
    document.body.append(this.element);
  }

  reset(opened = false) {
    this.atDevice = opened ? SOMEONE : null;
    this.held = null;
    this.element.hidden = true;
  }

  /** Whether `reply` is held back for the next person (then the page shows the hand-over screen). */
  holds(reply) {
    const view = reply.view;
    const viewer = view?.viewer;
    if (!view || viewer === null || viewer === undefined || viewer === "all" || !this.hooks.private(view.game)) {
      return false;
    }
    if (this.held) { // a newer reply while the screen is up (a language switch): it waits too
      this.held = reply;
      this.label();
      return true;
    }
    if (this.atDevice === null || this.atDevice === viewer || this.hooks.persons(reply).length < 2) {
      this.atDevice = viewer;
      return false;
    }
    if (this.atDevice === SOMEONE) {
      // Nothing of the view drawn before (another game's, another person's) is drawn meanwhile.
      this.hooks.store.set({ view: null, confirmation: null, selected: null, quiet: true });
    }
    this.held = reply;
    this.hide();
    return true;
  }

  /** The previous person's view leaves the page: the table shows what every spectator sees. */
  async hide() {
    const reply = await this.hooks.call({ command: "view", viewer: null });
    if (!this.held) return;
    if (reply.ok) this.hooks.store.set({ view: reply.view, confirmation: null, selected: null, quiet: true });
    // Shown in the frame that draws the spectator's view, never before it; named once it is drawn
    // (the names come from the table, which has none yet when a game was just opened).
    requestAnimationFrame(() => requestAnimationFrame(() => {
      if (!this.held) return;
      this.label();
      this.element.hidden = false;
      this.button.focus({ preventScroll: true });
    }));
  }

  /** The screen's words, naming the next person. */
  label(seat = this.held.view.viewer) {
    const name = this.hooks.seatNames()[seat] ?? seat;
    this.title.textContent = t("hand_over.title", { player: name });
    this.note.textContent = t("hand_over.note", { player: name });
    this.button.textContent = t("hand_over.continue", { player: name });
  }

  /** The next person tapped: the held view is drawn. */
  release() {
    const reply = this.held;
    if (!reply) return;
    this.held = null;
    this.atDevice = reply.view.viewer;
    this.element.hidden = true;
    this.hooks.draw(reply);
  }
}
