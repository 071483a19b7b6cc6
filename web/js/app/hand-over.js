// Handing the device over in hot-seat play of a game whose seats see different views (the games
// list's `private_views`: each seat its own hand). What is hidden is the engine's rule: this
// module only sees to it that the page holds nothing but the view (and the words) of the person who
// looks now. While several persons play such a game at this device, every request asks the bridge
// for the view of the person whose view is on screen (`viewer`), never for the next person's. When
// a reply leaves another person to decide (or to end a turn), the table is drawn from a spectator's
// view (so the previous person's hand and words leave the page, they are not covered), a screen asks
// to pass the device, and only the tap asks the bridge for that person's view, with the words said
// for him (his log, his ended turn's summary). A game started or opened, or shown again when a
// replay ends, does not know who holds the device, so its first person's view waits for the tap too. With one person
// at the device (the others computer players) nothing of this happens: he keeps his own view.
//
//   const handOver = new HandOver({ call, paint, private, persons, seatNames });
//   handOver.ask(request)           // the request with the viewer it is to be answered for
//   handOver.refusal(request)       // why a request that would change the game must wait, or null
//   handOver.holds(reply)           // from draw(): true when the page draws something else meanwhile
//   handOver.reset()                // nobody known at the device (a game entering, a replay left)
//   handOver.leave()                // the game left for the new-game screen

import { t } from "../i18n.js";
import "./words.js";
import { makeButton } from "./buttons.js";

// The requests answered with a view that may carry the viewer; those that start or open a game of
// private views are answered for a spectator (nobody is known at the device yet); those that change
// the game wait while the screen is up.
const VIEWING = new Set(["view", "apply", "computer_move", "end_turn", "undo", "replay"]);
const CHANGING = new Set(["apply", "computer_move", "end_turn", "undo"]);

/** The game a request that starts or opens one is about (its id; undefined: unknown). A
 *  link never carries a game of private views (they have hidden information), so it is not read. */
function startingGame(request) {
  if (request.command === "new_game") return request.game;
  if (request.command === "load") return request.record?.game;
  if (request.command !== "import") return undefined;
  try {
    return JSON.parse(request.text).game;
  } catch {
    return undefined; // the engine refuses the file and says why
  }
}

export class HandOver {
  /** `call(request)` asks the engine; `paint(reply, quiet)` puts a reply's view in the page's store;
   *  `private(gameId)` whether a game's seats see different views; `persons(reply)` the seats played
   *  by persons at this device; `seatNames()` the game's seat names ({seat id: name}); `leaveGame()`
   *  the new-game screen with the saved games, reached from this screen too. */
  constructor(hooks) {
    this.hooks = hooks;
    this.looker = null; // the seat whose view is on screen (null: a spectator's, nobody known)
    this.waiting = null; // the seat whose person is asked for by the screen
    this.hotSeat = false; // several persons at this device play a game of private views
    this.releasing = false;
    this.generation = 0; // a reset or a newer reply drops what an older one still waits for
    this.element = document.createElement("section");
    this.element.id = "hand-over";
    this.element.hidden = true;
    this.element.setAttribute("role", "dialog");
    this.element.setAttribute("aria-modal", "true");
    this.title = document.createElement("h2");
    this.note = document.createElement("p");
    this.refused = document.createElement("p");
    this.refused.className = "error";
    this.refused.setAttribute("role", "alert");
    this.button = makeButton("hand-over-continue", () => this.release());
    this.button.classList.add("primary");
    // The saved games stay one click away, without a tap that would show the next person's view.
    this.leaveButton = makeButton("hand-over-leave", () => {
      this.reset();
      this.hooks.leaveGame();
    });
    const card = document.createElement("div");
    card.className = "hand-over-card";
    card.append(this.title, this.note, this.button, this.leaveButton, this.refused);
    this.element.append(card);
    document.body.append(this.element);
  }

  /** `request` with the viewer its reply is to be for, when several persons play here. */
  ask(request) {
    if (Object.hasOwn(request, "viewer")) return request;
    if (this.hooks.private(startingGame(request))) return { ...request, viewer: null };
    if (this.hotSeat && VIEWING.has(request.command)) return { ...request, viewer: this.looker };
    return request;
  }

  /** Why `request` must wait (the screen is up: the game stays as it is), or null. */
  refusal(request) {
    if (this.waiting === null || !CHANGING.has(request.command)) return null;
    const text = t("hand_over.first", { player: this.name(this.waiting) });
    this.refused.textContent = text;
    return text;
  }

  /** Nobody is known at the device: the next person's view waits for the screen's tap. */
  reset() {
    this.generation += 1;
    this.looker = null;
    this.waiting = null;
    this.releasing = false;
    this.show(false);
  }

  /** The game is left for the new-game screen: whoever comes to the device next, the page keeps
   *  no person's view of a hot-seat game (its table is drawn again from a spectator's view). */
  leave() {
    const personal = this.hotSeat && this.looker !== null;
    this.reset();
    if (personal) this.paintView(null, this.generation, true);
  }

  /** Whether `reply` is not to be drawn as it is: the view of another seat than the one that looks
   *  next. Then the page draws a spectator's view behind the hand-over screen, or (one person at the
   *  device, a game just opened) asks for that person's view at once. */
  holds(reply) {
    const view = reply.view;
    // A past state (a replay) is drawn as it was asked for; so is every view of a game whose seats
    // all see the same.
    if (!view || !reply.summary || !this.hooks.private(view.game)) {
      if (reply.summary) this.hotSeat = false;
      return false;
    }
    const persons = this.hooks.persons(reply);
    this.hotSeat = persons.length > 1;
    const next = this.next(reply, persons);
    const generation = ++this.generation; // a view still asked for an older reply is not drawn
    if (next === view.viewer && this.waiting === null) {
      this.looker = next;
      return false;
    }
    if (!this.hotSeat || next === null) {
      // The one person's view (a game just opened was answered for a spectator), or a spectator's
      // while a computer player decides: no screen, nothing hidden changes hands.
      this.looker = next;
      this.paintView(next, generation);
      return true;
    }
    this.waiting = next;
    this.looker = null;
    if (view.viewer === null) this.hideBehind(reply, generation);
    else this.paintView(null, generation, true).then((painted) => painted && this.hideBehind(null, generation));
    return true;
  }

  /** The seat whose view is to be on screen after `reply`, as the bridge's default viewer: the person
   *  whose turn waits to be ended, else the person to decide; with several persons nobody while a
   *  computer player decides or once the game is over, with one person always he. */
  next(reply, persons) {
    if (reply.unconfirmed) return reply.unconfirmed;
    const seat = reply.view.to_decide;
    if (seat && persons.includes(seat)) return seat;
    return persons.length === 1 ? persons[0] : null;
  }

  /** Ask for `viewer`'s view and draw it (`behind` the screen: without a turn waiting to be ended,
   *  quietly); whether it was drawn (not dropped for a newer reply). */
  async paintView(viewer, generation, behind = false) {
    const reply = await this.hooks.call({ command: "view", viewer });
    if (generation !== this.generation || !reply.ok) return false;
    this.hooks.paint(behind ? { ...reply, unconfirmed: null } : reply, behind);
    return true;
  }

  /** The spectator's `reply` (if given) drawn, then the screen shown for the person waited for. */
  hideBehind(reply, generation) {
    if (reply) this.hooks.paint({ ...reply, unconfirmed: null }, true);
    // Shown in the frame that draws the spectator's view, never before it; named once it is drawn
    // (the names come from the table, which has none yet when a game was just opened).
    requestAnimationFrame(() => requestAnimationFrame(() => {
      if (generation !== this.generation || this.waiting === null) return;
      this.label();
      this.refused.textContent = "";
      this.show(true);
      this.button.focus({ preventScroll: true });
    }));
  }

  name(seat) {
    return this.hooks.seatNames()[seat] ?? seat;
  }

  /** The screen's words, naming the next person. */
  label() {
    const name = this.name(this.waiting);
    this.title.textContent = t("hand_over.title", { player: name });
    this.note.textContent = t("hand_over.note", { player: name });
    this.button.textContent = t("hand_over.continue", { player: name });
    this.leaveButton.textContent = t("hand_over.leave");
  }

  /** The screen up (the page behind it out of reach of keys and taps) or down; a message on the
   *  table (a refusal, the previous person's) goes either way. */
  show(up) {
    this.element.hidden = !up;
    const message = document.getElementById("error");
    if (message) message.textContent = "";
    for (const part of document.body.children) {
      if (part !== this.element) part.inert = up;
    }
  }

  /** The next person tapped: only now is his view asked for. A second tap meanwhile does nothing. */
  async release() {
    const seat = this.waiting;
    if (seat === null || this.releasing) return;
    this.releasing = true;
    this.button.disabled = true;
    const generation = this.generation;
    try {
      const reply = await this.hooks.call({ command: "view", viewer: seat });
      if (generation !== this.generation) return;
      if (!reply.ok) {
        this.refused.textContent = reply.error.message;
        return;
      }
      this.waiting = null;
      this.looker = seat;
      this.hooks.paint(reply);
      this.show(false);
    } finally {
      this.releasing = false;
      this.button.disabled = false;
    }
  }
}
