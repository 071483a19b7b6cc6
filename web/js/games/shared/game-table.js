// What every game's table is to the shell (js/games.js: a game view with mount, update, relabel,
// describe and names), said once: made with the shell's hooks, it draws each view the shell's store
// gives it, offers exactly the engine's legal decisions (none while they are not the person's at
// this device: a computer player's, another device's, a turn waiting to be ended), and stamps each
// drawing in #game's data-version. A game's table extends it with its own drawing and choices.
//
//   class DuellumTable extends GameTable {
//     constructor(hooks) { super(hooks, { scrollToMap: true }); ... }
//     draw(state, previous, offered) { ... }   // state: {view, logLength, quiet, selected, screen, confirmation}
//   }
//
// The hooks: `call(request)` asks the engine; `play(decision, viewer)` makes a decision offered in
// `viewer`'s view (the engine refuses it when that seat is not to decide); `offers(view)` is
// false while the decision is not offered on screen; `select(value)` puts the table's selection (or
// null) in the store; `rematch()` and `newGame()` lead on from a finished game (the end summary's).

import { EndSummary } from "./end-summary.js";
import { TargetsInView } from "./table-controls.js";
import { decisionButton } from "./decisions.js";

const $ = (id) => document.getElementById(id);

export class GameTable {
  /** `scrollToMap`: a touch screen's zoom to new places to choose also scrolls the map into view;
   *  `rematch`: the end summary offers a rematch and a new game. */
  constructor(hooks, { scrollToMap = false, rematch = true } = {}) {
    this.hooks = hooks;
    this.endSummary = new EndSummary(rematch ? hooks : {});
    this.targets = new TargetsInView({ scrollToMap });
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
    this.draw(state, previous, this.hooks.offers(state.view) ? state.view.legal : []);
    this.keepFocus();
    this.version += 1;
    $("game").dataset.version = this.version;
  }

  /** A new game on this table (at the end of `mount`): the last game's summary closed (a rematch's),
   *  no view drawn yet, nothing selected. */
  startAfresh() {
    this.endSummary.close();
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
}
