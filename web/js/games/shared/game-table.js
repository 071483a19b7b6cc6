// What every game's table is to the shell (js/games.js: a game view with mount, update, relabel,
// describe and names), said once: made with the shell's hooks, it draws each view the shell's store
// gives it, offers exactly the engine's legal decisions (none while they are not the person's at
// this device: a computer player's, another device's, a turn waiting to be ended), and stamps each
// drawing in #game's data-version. A game's table extends it with its own drawing and choices.
//
//   class ItsGameTable extends GameTable {
//     constructor(hooks) { super(hooks, { scrollToMap: true }); ... }
//     draw(state, previous, offered) { ... }   // state: {view, logLength, quiet, selected, screen, confirmation}
//   }
//
// The kit's table also puts the game's own markup into the page's frame (showMarkup), keeps the
// keyboard's focus (keepFocus) and asks in the chooser dialog (choose).
//
// The hooks: `call(request)` asks the engine; `play(decision, viewer)` makes a decision offered in
// `viewer`'s view (the engine refuses it when that seat is not to decide); `offers(view)` is
// false while the decision is not offered on screen; `select(value)` puts the table's selection (or
// null) in the store; `rematch()` and `newGame()` lead on from a finished game (the end summary's).

import { translateStatic } from "../../i18n.js";
import { EndSummary } from "./end-summary.js";
import { TargetsInView } from "./table-controls.js";
import { decisionButton } from "./decisions.js";
import { DecisionInView } from "./decision-in-view.js";

const $ = (id) => document.getElementById(id);
// The page frame's places for a game's own markup (index.html): under the map, beside the decision
// buttons, and in the side panel between the choices and the log.
const SLOTS = { belowMap: "view-below-map", decisions: "view-decisions", side: "view-side" };

/** A game view's own markup, {belowMap, decisions, side} HTML, as nodes made once (a view keeps them while
 *  another game's view is on screen: its listeners and drawings stay with them). */
export function viewMarkup(parts) {
  return Object.fromEntries(Object.entries(parts).map(([slot, html]) => {
    const template = document.createElement("template");
    template.innerHTML = html.trim();
    return [slot, [...template.content.childNodes]];
  }));
}

export class GameTable {
  /** `scrollToMap`: a touch screen's zoom to new places to choose also scrolls the map into view;
   *  `rematch`: the end summary offers a rematch and a new game. */
  constructor(hooks, { scrollToMap = false, rematch = true } = {}) {
    this.hooks = hooks;
    this.endSummary = new EndSummary(rematch ? hooks : {});
    this.targets = new TargetsInView({ scrollToMap });
    this.inView = new DecisionInView();
    this.view = null;
    this.selected = null;
    this.version = 0;
  }

  /** Whether this table draws `view` (a table that may be given another game's view says no to it). */
  draws(_view) {
    return true;
  }

  /** Draw the store's state (the shell's store calls it, once per frame); the game's table draws it
   *  in `draw(state, previous view, decisions offered)`. */
  update(state) {
    if (!this.map || !this.draws(state.view)) return;
    const previous = this.view;
    this.view = state.view;
    const offered = this.hooks.offers(state.view) ? state.view.legal : [];
    this.draw(state, previous, offered);
    this.inView.update(offered, this.decisionPlace(offered), Boolean(this.targets.shown));
    this.keepFocus();
    this.version += 1;
    $("game").dataset.version = this.version;
  }

  /** The element of the game's view on which `offered` is decided (a wheel of actions, the boards), or null
   *  when the decision bar's buttons and the map say all; kept in view on a phone (decision-in-view.js). */
  decisionPlace(_offered) {
    return null;
  }

  /** Put `markup` (viewMarkup's) into the page's frame, in place of another game's view's; its
   *  static texts (data-i18n) said in the current language. */
  showMarkup(markup) {
    for (const [slot, id] of Object.entries(SLOTS)) {
      $(id).replaceChildren(...(markup[slot] ?? []));
      translateStatic($(id));
    }
  }

  /** The seats' names in the current language ({seat id: name}), for the shell's messages; a
   *  game's `names()` gives them as `seats` beside its places. */
  seatNames() {
    return this.names().seats;
  }

  /** A new game on this table (at the end of `mount`): the last game's summary closed (a rematch's),
   *  no view drawn yet, nothing selected, its first decision brought into view. */
  startAfresh() {
    this.endSummary.close();
    this.inView.forget();
    this.view = null;
    this.hooks.select(null);
  }

  /** A button that makes `decision`, said in the game's words unless `label` says it otherwise; it
   *  sends the decision as offered in the view drawn now (its viewer), so that a button left from
   *  another person's view is refused. */
  decisionButton(decision, label = this.describe(decision)) {
    const viewer = this.view?.viewer ?? null;
    return decisionButton(decision, label, (chosen) => this.hooks.play(chosen, viewer));
  }

  // Keyboard: when the control that had the focus is gone (each redraw makes the buttons anew), is
  // hidden (the new-game screen's Start, closed as the game shows) or is a place of a drawing no
  // longer offered, the focus goes to the prompt (without scrolling), from
  // where Tab and Shift+Tab reach the choices of the new step; not while a dialog or the hand-over
  // screen is in front.
  keepFocus() {
    const focused = document.activeElement;
    const lost = !focused || focused === document.body || !focused.isConnected || focused.checkVisibility?.() === false
      || (focused.closest("svg") && focused.getAttribute("tabindex") === "-1");
    if (lost && !$("game").hidden && !$("chooser").open && $("hand-over")?.hidden !== false) {
      $("prompt").focus({ preventScroll: true });
    }
  }

  /** Ask in the chooser: `title`, a `note` (text or a node), a button per decision of `options`
   *  (`label(decision, i)` says it), or besides them one button `go` = {label, then} that goes on. */
  choose(title, options, { note = "", label = (decision) => this.describe(decision), go = null } = {}) {
    const dialog = $("chooser");
    $("chooser-title").textContent = title;
    const noteBox = $("chooser-note");
    if (typeof note === "string") noteBox.textContent = note;
    else noteBox.replaceChildren(note);
    noteBox.hidden = !note;
    const viewer = this.view?.viewer ?? null;
    const buttons = options.map((decision, i) => decisionButton(decision, label(decision, i), (chosen) => {
      dialog.close();
      this.hooks.play(chosen, viewer);
    }));
    if (go) {
      const button = document.createElement("button");
      button.type = "button";
      button.dataset.action = "go-on";
      button.textContent = go.label;
      button.addEventListener("click", () => {
        dialog.close();
        go.then();
      });
      buttons.push(button);
    }
    $("chooser-options").replaceChildren(...buttons);
    dialog.showModal();
    buttons[0]?.focus();
  }
}
