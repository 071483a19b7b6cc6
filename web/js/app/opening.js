// A returning person's game, seen at once: while the engine starts, the newest game in progress is
// drawn from the table kept with it (app/saved-table.js), read-only, with a quiet sign; once the
// engine is ready the game is loaded from its record and the table comes alive. After every save the
// table is kept again for the next visit.
//
//   const opening = new Opening({ tables, records, enter, hotSeat, engine });
//   await opening.show();     // true when a kept table is on screen (before the engine is ready)
//   opening.active            // {id, summary} while it is, else null
//   opening.keep(reply);      // after a save (main.js's show)
//   await opening.resume();   // the engine is ready: load the game (false: the new-game screen instead)
//   opening.leave();          // the person went to the new-game screen meanwhile
//   opening.offerFile();      // the engine failed: the game's record offered as a file

import { t } from "../i18n.js";
import "./words.js";
import { GameStore } from "../storage.js";
import { downloadText } from "./download.js";

const $ = (id) => document.getElementById(id);

export class Opening {
  /** `tables`: the SavedTable; `records`: records.js's Records; `enter(reply, true)`: draw a game's
   *  table read-only; `leaveTable()`: back to the new-game screen; `drawable(game)`: whether the page
   *  has the game's view; `hotSeat()`: whether several persons play a game of private views here;
   *  `engine(request)`: a request to the engine as it is (no hand-over, no computer turn stopped). */
  constructor(hooks) {
    this.hooks = hooks;
    this.active = null;
  }

  /** Draw the newest game in progress from its kept table; false when there is none to draw (no
   *  storage, no game in progress, no sound table). */
  async show() {
    let store;
    try {
      store = await GameStore.open();
    } catch {
      return false;
    }
    const opening = await this.hooks.tables.opening(store);
    if (!opening || !this.hooks.drawable(opening.reply.view.game)) return false;
    this.active = { id: opening.id, summary: opening.summary, store };
    const note = document.createElement("p");
    note.id = "table-waiting";
    note.className = "note";
    note.dataset.i18n = "startup.table_waiting";
    note.textContent = t("startup.table_waiting");
    $("loading").append(note);
    try {
      await this.hooks.enter(opening.reply, true);
    } catch (error) {
      // A kept table this page cannot draw is only a lost shortcut: dropped, the game opens as before.
      console.warn("the kept table could not be drawn:", error);
      this.leave();
      await store.dropTable(opening.id).catch(() => {});
      this.hooks.leaveTable();
      return false;
    }
    return true;
  }

  /** The kept table gives way: to the game loaded by the engine, or to the new-game screen. */
  leave() {
    this.active = null;
    $("table-waiting")?.remove();
  }

  /** The engine is ready: the game drawn from its kept table is loaded from its record and comes
   *  alive. False when it cannot (a record the engine refuses is listed on the new-game screen as
   *  damaged, with the reason) or none was drawn. */
  async resume() {
    if (!this.active) return true;
    const { id } = this.active;
    const { records } = this.hooks;
    this.leave();
    await records.continueGame(id);
    return records.current?.id === id;
  }

  /** After the game's save: its table as the next visit shows it. For a hot-seat game of private
   *  views that is a spectator's view, never the last person's. */
  keep(reply) {
    const { records, tables } = this.hooks;
    const game = records.current;
    if (!records.store || !game || records.readOnly || !reply.view) return;
    const logLength = reply.log_length ?? reply.view.log.length;
    const hotSeat = this.hooks.hotSeat();
    records.writes = records.writes.then(async () => {
      if (records.deleted.has(game.id)) return;
      let view = reply.view;
      if (hotSeat) {
        const spectator = await this.hooks.engine({ command: "view", viewer: null });
        if (!spectator.ok) return;
        view = spectator.view;
      }
      await tables.keep(records.store, game.id, view, logLength);
    });
  }

  /** The engine failed to start: the game on screen stays, and its record is offered as a file that
   *  the page opens (Import) where the engine starts. */
  offerFile() {
    if (!this.active) return;
    const { id, store } = this.active;
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.action = "export-opening";
    button.textContent = t("startup.table_export");
    button.title = t("startup.table_export.title");
    button.addEventListener("click", async () => {
      const entry = await store.get(id);
      if (entry) downloadText(JSON.stringify(entry.record, null, 1), `${id}.antike.json`, "application/json");
    });
    $("loading").append(button);
  }
}
