// Every saved game in one file, and back again, for a cleaned-up browser or a lost device. The
// engine writes and checks the file and says what to keep of a game stored twice (the bridge's
// `backup`, `check_backup`, `merge`); this module only stores the games by its answers and says
// what it did.

import { t } from "../i18n.js";
import "./words.js";
import { makeButton } from "./buttons.js";
import { downloadText, jsonFileInput, today } from "./download.js";
import { newGameId } from "../storage.js";

const WEEK = 7 * 24 * 60 * 60 * 1000;
const ORIGINS = new Set(["new", "imported", "link", "backup"]);
// The bridge refuses requests over 30,000,000 characters; a backup is at most 20,000,000.
const MAX_FILE_BYTES = 20_000_000;
const $ = (id) => document.getElementById(id);

/** Whether the saved-games screen should remind to back up: a game older than a week never exported. */
export function needsBackup(summaries, now = Date.now()) {
  return summaries.some((summary) => !summary.exported && now - (summary.createdAt ?? summary.savedAt) > WEEK);
}

/** Note in the stored summary of the game `id` that it was exported (the reminder leaves it out). */
export async function markExported(store, id) {
  const entry = await store.get(id);
  if (entry) await store.putSummary({ ...entry.summary, exported: true });
}

export class BackupAll {
  /** `records`: records.js's Records, whose store, bridge, writes and messages this uses. */
  constructor(records) {
    this.records = records;
  }

  /** The two buttons and the reminder, below the list of saved games (shown even with no game
   *  saved: a new device restores from a backup). */
  build() {
    const input = jsonFileInput("restore-file", (file) => this.restore(file));
    this.backupButton = makeButton("backup", () => this.backUp());
    this.restoreButton = makeButton("restore", () => input.click());
    this.reminder = document.createElement("p");
    this.reminder.id = "backup-reminder";
    this.reminder.className = "note";
    this.reminder.hidden = true;
    const tools = document.createElement("div");
    tools.id = "backup-tools";
    tools.append(this.backupButton, this.restoreButton, input, this.reminder);
    $("saved-games").after(tools);
    this.relabel();
  }

  relabel() {
    for (const [button, name] of [[this.backupButton, "records.backup"], [this.restoreButton, "records.restore"]]) {
      button.textContent = t(name);
      button.title = t(`${name}.title`);
    }
    this.reminder.textContent = t("records.backup.remind");
  }

  /** After the list is drawn: back up only with games, and remind when one needs it. */
  show(summaries) {
    $("backup-tools").hidden = !this.records.store;
    this.backupButton.hidden = summaries.length === 0;
    this.reminder.hidden = !needsBackup(summaries);
  }

  async backUp() {
    const { records } = this;
    records.clearMessage();
    await records.writes;
    const games = [];
    try {
      for (const summary of await records.store.summaries()) {
        const entry = await records.store.get(summary.id);
        if (entry) games.push({ id: summary.id, saved_at: summary.savedAt, exported: summary.exported === true,
                                summary, record: entry.record });
      }
    } catch (error) {
      records.message(t("records.backup.error", { reason: records.faultWords(error) }));
      return;
    }
    const reply = await records.hooks.call({ command: "backup", games, date: today() });
    if (!reply.ok) {
      records.message(t("records.backup.error", { reason: reply.error.message }));
      return;
    }
    downloadText(reply.text, reply.filename, "application/json");
    if (reply.damaged.length) {
      records.message(t("records.backup.left_out", { games: reply.games,
                                                     names: reply.damaged.map((entry) => entry.message).join("; ") }));
    }
    // A game in the backup is kept outside the browser: the reminder is done with it.
    const left = new Set(reply.damaged.map((entry) => entry.id));
    if (records.current) records.current.exported = true;
    records.writes = records.writes.then(() => Promise.all(games.filter((game) => !left.has(game.id)).map(
      (game) => records.store.putSummary({ ...game.summary, exported: true }))))
      .catch((error) => records.message(t("records.error.save", { reason: records.faultWords(error) })));
    await records.refreshList();
  }

  /** Restore the games of a backup file: each stored by the engine's answers, what was done said. */
  async restore(file) {
    const { records } = this;
    records.clearMessage();
    const refuse = (reason) => records.message(t("records.restore.refused", { file: file.name, reason }));
    if (file.size > MAX_FILE_BYTES) {
      refuse(t("records.error.too_large", { megabytes: MAX_FILE_BYTES / 1_000_000 }));
      return;
    }
    let reply;
    try {
      reply = await records.hooks.call({ command: "check_backup", text: await file.text() });
    } catch (error) {
      refuse(error.message);
      return;
    }
    if (!reply.ok) {
      refuse(reply.error.message);
      return;
    }
    const done = { added: 0, longer: 0, both: 0, same: 0 };
    await records.writes;
    try {
      for (const game of reply.games) done[await this.storeRestored(game)] += 1;
    } catch (error) {
      records.message(t("records.error.save", { reason: records.faultWords(error) }));
      await records.refreshList();
      return;
    }
    const damaged = reply.damaged.map((entry) => t("records.restore.damaged_game",
                                                   { number: entry.number, reason: entry.message }));
    records.message([t("records.restore.report", done),
                     ...(damaged.length ? [t("records.restore.damaged", { names: damaged.join("; ") })] : [])].join(" "));
    await records.refreshList();
  }

  /** Store one restored game beside, over or instead of the stored one, as `merge` says; what was done. */
  async storeRestored(game) {
    const { store, hooks, deleted } = this.records;
    const summary = this.summaryOf(game);
    const stored = await store.get(game.id);
    if (!stored) {
      deleted.delete(game.id);
      await store.put({ id: game.id, summary, record: game.record });
      return "added";
    }
    const merged = await hooks.call({ command: "merge", stored: stored.record, imported: game.record });
    if (!merged.ok) throw new Error(merged.error.message);
    if (merged.keep === "imported") {
      await store.put({ id: game.id, summary: { ...summary, createdAt: stored.summary.createdAt,
                                                 origin: stored.summary.origin }, record: game.record });
      return "longer";
    }
    if (merged.keep === "both") {
      await store.put({ id: newGameId(), summary: { ...summary, origin: "backup" }, record: game.record });
      return "both";
    }
    return merged.relation === "same" ? "same" : "longer";
  }

  /** The stored summary of a restored game: the engine's words and facts, and of the file's own
   *  summary only the dates and where the game came from. */
  summaryOf(game) {
    const kept = game.summary;
    const number = (value) => (Number.isFinite(value) ? value : game.saved_at);
    return { game: game.game, words: game.words, finished: game.finished, decisions: game.decisions,
             computer: game.computer, createdAt: number(kept.createdAt), savedAt: game.saved_at,
             origin: ORIGINS.has(kept.origin) ? kept.origin : "imported", exported: game.exported,
             ...(kept.link && Array.isArray(kept.link.remote) ? { link: kept.link } : {}) };
  }
}
