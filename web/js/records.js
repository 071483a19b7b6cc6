// Never losing a game: autosave to the browser, the list of saved games, save files (export and
// import), undo, and replay of the whole game. The rules stay in the engine: this module only asks
// the bridge (`save`, `load`, `export`, `import`, `undo`, `replay`) and shows its answers; every reply
// with a view also brings the record to autosave and how far undo reaches.
//
//   const records = new Records({ call, show, enter, draw, names });
//   await records.init();              // open the browser's store, list the saved games
//   records.beginNewGame(origin, link); // before a new game's first view is shown ("new", "imported", "link")
//   records.continueAs(entry, link);   // before a saved game's newer record (a link's) is shown
//   records.changed(reply);            // after every reply that changed the game (show() calls it)
//   records.replaying                  // true while a past state is on screen
//
// The hooks: call(request) asks the bridge; show(reply) shows a live reply (and calls changed);
// enter(reply) opens a game on screen; draw(reply, quiet) redraws a view without the awards and
// winner announcements; describe(decision) says a decision in the game's words; inGame() tells
// whether a game is on screen; whyNoUndo() says why undo is not possible, if it knows (or null);
// replayEnded() is told when a replay is left, before the live game is asked for.
//
// Finished games stay in the list, marked finished, below the games in progress: they can still be
// looked at, replayed and exported, and deleted like any other.

import { GameStore, StaleError, newGameId, storageFault } from "./storage.js";
import { onLanguageChange, t } from "./i18n.js";
import { Replay } from "./app/replay.js";
import "./app/words.js";
import { makeButton } from "./app/buttons.js";
import { SavedGamesList } from "./app/saved-games-list.js";
import { OneTab } from "./app/one-tab.js";
import { askToKeep } from "./app/keep-safe.js";
import { jsonFileInput } from "./app/download.js";
import { summarize } from "./app/game-summary.js";
import { exportGame, importFile } from "./app/save-files.js";

const $ = (id) => document.getElementById(id);

// Typing in a field (a player's name, the seed) must not undo or step the replay.
function typing(event) {
  return event.target.closest?.("input, textarea, select, [contenteditable]") !== null;
}

export class Records {
  constructor(hooks) {
    this.hooks = hooks;
    this.store = null;
    // The game in play: {id, createdAt, origin ("new", "imported" or "link"), link (links.js's, or null),
    // saved (its record's JSON last written)}.
    this.current = null;
    this.deleted = new Set(); // ids deleted during this visit: a late autosave must not bring one back
    this.canUndo = 0;
    this.ready = false; // import is offered once the engine and the store are ready
    this.writes = Promise.resolve(); // storage writes, chained so they land in the order made
    // Why the game in play is not kept in the browser (a failed write, or no storage at all), or
    // null while every decision is stored: the message then stays until a write succeeds again.
    this.unsaved = null;
    this.storageError = null; // why the store could not be opened, if it could not
    this.list = new SavedGamesList(this);
    this.buildTools();
    this.tabs = new OneTab(this);
    this.replay = new Replay(this);
    this.wire();
    this.relabel();
    this.updateTools(false);
    onLanguageChange(() => {
      this.relabel();
      this.refreshList();
      if (this.replay.active) this.replay.showPosition();
    });
  }

  /** True while another tab plays the game on screen: it is shown, and no decision is made here. */
  get readOnly() {
    return this.tabs?.readOnly ?? false;
  }

  /** Before every bridge request: a refusal reply for a decision this tab must not make (the game
   *  is played in another tab, or was stored by one since), else null. */
  refuses(request) {
    return this.tabs.refuses(request);
  }

  /** True while a past state of the game is on screen (no decision can be made). */
  get replaying() {
    return this.replay.active;
  }

  /** Open the browser's store and list the saved games; without storage, say so and carry on. */
  async init() {
    try {
      this.store = await GameStore.open();
    } catch (error) {
      this.storageError = error;
      this.message(t("records.error.storage", { reason: this.faultWords(error) }));
    }
    await this.refreshList();
    this.ready = true;
    this.updateTools();
  }

  /** The next game shown is a new one (or, with "imported", one from a file, with "link" one
   *  received by link): it gets its own place in the store; `link` is links.js's for a game played by link. */
  beginNewGame(origin = "new", link = null) {
    this.replay.stop();
    this.current = { id: newGameId(), createdAt: Date.now(), origin, link, saved: null, version: 0 };
    this.tabs.setReadOnly(false);
    this.tabs.claim(this.current);
  }

  /** The next game shown is the saved game `entry` ({id, summary}) gone further (a link's newer
   *  record): it is saved in that game's place. */
  continueAs(entry, link) {
    this.replay.stop();
    this.current = { id: entry.id, createdAt: entry.summary.createdAt, origin: entry.summary.origin, link, saved: null,
                     version: entry.summary.version ?? 0 };
    this.tabs.claim(this.current);
  }

  /** After every reply that changed the game in play: save it and update what undo may do. The
   *  reply carries both (`record`, `can_undo`), so a decision costs one request to the engine. */
  changed(reply) {
    this.canUndo = reply.can_undo;
    this.updateTools();
    // A read-only tab writes only a decision it accepted before another tab took the game over
    // (its copy otherwise equals the stored one); the version check keeps that from overwriting.
    if (!this.current) return;
    if (this.store) this.autosave(this.current, reply);
    else if (this.storageError && !this.current.unsavedSaid) {
      this.current.unsavedSaid = true; // once per game: the message says it all, and may be closed
      this.notSaved(this.storageError);
    }
  }

  // ---- Autosave and the list of saved games ----------------------------------------------------

  autosave(game, reply) {
    const { record } = reply;
    this.writes = this.writes.then(async () => {
      const text = JSON.stringify(record);
      // A game just continued, or shown again unchanged, keeps its "last played" time.
      if (text === game.saved || this.deleted.has(game.id)) return;
      game.version = await this.store.put({ id: game.id, summary: summarize(reply, record, game), record },
                                          game.version);
      game.saved = text;
      this.tabs.saved(game);
      if (!this.askedToKeep) {
        this.askedToKeep = true; // once a visit: the browser remembers its answer
        askToKeep();
      }
      if (this.unsaved) this.savedAgain();
    }).catch((error) => (error instanceof StaleError ? this.tabs.overtaken() : this.notSaved(error)));
  }

  /** A write failed: said at once, with the way to keep the game (Export); the game goes on in
   *  this page's memory, and the list of saved games shows what the store really holds. */
  notSaved(error) {
    this.unsaved = error;
    this.message(t("records.error.unsaved", { reason: this.faultWords(error) }), { offerExport: true });
  }

  /** A write succeeded after failed ones: the game is kept again, so the warning goes. */
  savedAgain() {
    this.unsaved = null;
    if ($("records-message").dataset.kind === "unsaved") this.clearMessage();
  }

  /** Why storage failed, in the person's words where the cause is known (a full disk, storage
   *  refused), else the browser's own message. */
  faultWords(error) {
    const fault = storageFault(error);
    return fault ? t(`records.storage.${fault}`) : error.message;
  }

  /** List the saved games again (the new-game screen shows them). */
  async refreshList() {
    await this.list.refresh();
  }

  async continueGame(id) {
    this.clearMessage();
    let entry;
    try {
      entry = await this.store.get(id);
    } catch (error) {
      this.message(t("records.error.open", { reason: error.message }));
      return;
    }
    if (!entry) {
      this.message(t("records.error.missing"));
      await this.refreshList();
      return;
    }
    const reply = await this.hooks.call({ command: "load", record: entry.record });
    if (!reply.ok) {
      this.message(t("records.error.open", { reason: reply.error.message }));
      this.list.refused.set(id, reply.error.message);
      await this.refreshList();
      await this.resumeLive();
      return;
    }
    this.replay.stop();
    this.current = { id, createdAt: entry.summary.createdAt, origin: entry.summary.origin,
                     link: entry.summary.link ?? null, saved: JSON.stringify(entry.record),
                     version: entry.summary.version ?? 0, exported: entry.summary.exported === true };
    await this.tabs.claim(this.current);
    await this.hooks.enter(reply);
  }

  async deleteGame(id) {
    // Queued behind the writes already made, so no earlier autosave brings the game back.
    this.deleted.add(id);
    if (this.current?.id === id) {
      this.current = null;
      this.tabs.leave();
    }
    this.writes = this.writes.then(() => this.store.delete(id))
      .catch((error) => this.message(t("records.error.save", { reason: error.message })));
    await this.refreshList();
  }

  /** After a refused load or import: the game in play goes on as it was (a computer player whose
   *  turn the request paused takes it up again, as show() passes the reply to computer.js). */
  async resumeLive() {
    if (!this.inGame() || !this.current) return;
    const reply = await this.hooks.call({ command: "view" });
    if (reply.ok) this.hooks.show(reply);
  }

  // ---- Undo ------------------------------------------------------------------------------------

  async undo() {
    if (this.tools.undo.disabled) {
      // Asked for all the same (Ctrl+Z): a move sent by link is why, if it is.
      const why = this.replaying || this.readOnly || !this.inGame() ? null
        : this.hooks.whyNoUndo() ?? t("records.undo.none");
      if (why) this.message(why);
      return;
    }
    this.clearMessage();
    this.closeChooser();
    const reply = await this.hooks.call({ command: "undo" });
    if (!reply.ok) {
      this.message(t("records.error.undo", { reason: reply.error.message }));
      return;
    }
    this.hooks.show(reply);
  }

  // ---- The controls ----------------------------------------------------------------------------

  buildTools() {
    const input = jsonFileInput("import-file", (file) => importFile(this, file));
    this.tools = {
      undo: makeButton("undo", () => this.undo()),
      replay: makeButton("replay", () => this.replay.enter()),
      export: makeButton("export", () => exportGame(this)),
      import: makeButton("import", () => input.click()),
    };
    $("records-tools").append(this.tools.undo, this.tools.replay, this.tools.export, this.tools.import, input);
    // On a phone the header scrolls away: Undo is in the decision bar at the bottom too (style.css).
    this.tools.barUndo = makeButton("undo-bar", () => this.undo());
    $("decision-bar").prepend(this.tools.barUndo);
    // A failed save offers the save file right in its message.
    this.tools.messageExport = makeButton("export-unsaved", () => exportGame(this));
    const close = makeButton("close-message", () => this.clearMessage());
    close.textContent = "×";
    this.tools.close = close;
    this.messageText = document.createElement("span");
    $("records-message").append(this.messageText, this.tools.messageExport, close);
  }

  relabel() {
    const { tools } = this;
    const label = (button, text, title) => {
      if (text) button.textContent = t(text);
      button.title = t(title);
      button.setAttribute("aria-label", t(title));
    };
    label(tools.undo, "records.undo", this.undoTitle());
    label(tools.barUndo, "records.undo", this.undoTitle());
    label(tools.replay, "records.replay", "records.replay.title");
    label(tools.export, "records.export", "records.export.title");
    label(tools.import, "records.import", "records.import.title");
    label(tools.turnBack, null, "records.replay.turn_back");
    label(tools.back, null, "records.replay.back");
    label(tools.forward, null, "records.replay.forward");
    label(tools.turnForward, null, "records.replay.turn_forward");
    label(tools.leave, "records.replay.leave", "records.replay.leave");
    label(tools.close, null, "records.message.close");
    label(tools.messageExport, "records.export", "records.export.title");
    this.tabs?.relabel();
    tools.seek.setAttribute("aria-label", t("records.replay.seek"));
  }

  /** Whether a game is on screen (the shell's store knows which screen is up). */
  inGame() {
    return this.hooks.inGame();
  }

  /** What Undo's title says: what it takes back, or, off in a game in play (at the start of a turn,
   *  on another's decision), that it takes back only the person's own decisions of the turn. */
  undoTitle() {
    return this.tools.undo.disabled && !this.replaying && !this.readOnly ? "records.undo.none" : "records.undo.title";
  }

  /** Enable what may be used now: undo only when the engine allows it and no replay is shown. */
  updateTools(inGame = this.inGame()) {
    for (const name of ["undo", "replay", "export"]) this.tools[name].hidden = !inGame;
    this.tools.import.hidden = !this.ready;
    this.tools.undo.disabled = this.replaying || this.canUndo === 0 || this.readOnly;
    this.tools.barUndo.hidden = this.tools.undo.hidden;
    this.tools.barUndo.disabled = this.tools.undo.disabled;
    const title = t(this.undoTitle());
    for (const button of [this.tools.undo, this.tools.barUndo]) {
      button.title = title;
      button.setAttribute("aria-label", title);
    }
    this.tools.replay.disabled = this.replaying;
  }

  wire() {
    document.addEventListener("keydown", (event) => {
      if (typing(event) || !this.inGame()) return;
      if ((event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey && event.key.toLowerCase() === "z") {
        event.preventDefault();
        this.undo();
      } else if (this.replay.active && (event.key === "ArrowLeft" || event.key === "ArrowRight")) {
        event.preventDefault();
        const direction = event.key === "ArrowLeft" ? -1 : 1;
        if (event.shiftKey) this.replay.stepTurn(direction);
        else this.replay.to(this.replay.state.at + direction);
      }
    });
    // The new-game screen lists the saved games; the game it replaces is already saved.
    $("new-game-button").addEventListener("click", () => {
      this.replay.stop(false);
      this.tabs.leave();
      this.refreshList();
    });
  }

  // A half-made choice (how to pay, which unit) belongs to the state being left: its buttons go too.
  closeChooser() {
    if ($("chooser").open) $("chooser").close();
    $("chooser-options").replaceChildren();
  }

  /** Show `text`; `offerExport`: the game in play is not kept in the browser, and Export is offered;
   *  `good`: good news, not a fault. */
  message(text, { offerExport = false, good = false } = {}) {
    this.messageText.textContent = text;
    this.tools.messageExport.hidden = !offerExport;
    const box = $("records-message");
    if (offerExport) box.dataset.kind = "unsaved";
    else delete box.dataset.kind;
    // Good news (a link that goes on with the game) is not drawn as an error.
    box.classList.toggle("good-news", good);
    box.hidden = false;
  }

  /** Whether the message `text` is on screen. */
  showing(text) {
    return !$("records-message").hidden && this.messageText.textContent === text;
  }

  clearMessage() {
    $("records-message").hidden = true;
    $("records-message").classList.remove("good-news");
    delete $("records-message").dataset.kind;
    this.messageText.textContent = "";
  }
}
