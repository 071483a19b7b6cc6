// The list of saved games on the new-game screen (records.js keeps them): the sound games, in
// progress first, and every entry that cannot be read as a game, listed as damaged rather than
// dropped, to be exported as it is or deleted.

import { onLanguageChange, t } from "../i18n.js";
import { savedGameRow } from "./saved-game-row.js";
import { damagedGameRow } from "./damaged-game-row.js";
import { downloadText } from "./download.js";
import { keptSafe } from "./keep-safe.js";
import { BackupAll } from "./backup-all.js";
import { FIRST_GAME } from "../games.js";

const $ = (id) => document.getElementById(id);

export class SavedGamesList {
  /** `records`: records.js's Records, whose store, writes, messages and actions the list uses. */
  constructor(records) {
    this.records = records;
    this.refused = new Map(); // id -> the engine's reason, for stored records it refused to load
    this.backup = null; // the backup's buttons, made with the first list
    this.generation = 0; // the latest refresh's number
  }

  /** Show the stored games: the sound ones, then the damaged entries. */
  async refresh() {
    const { records } = this;
    const section = $("saved-games");
    if (!records.store) {
      section.hidden = true;
      return;
    }
    // Refreshes may overlap (the list is asked for again while one waits for the store or the
    // engine); only the latest one draws the list.
    const generation = ++this.generation;
    await records.writes;
    let listing;
    try {
      listing = await records.store.listing();
    } catch (error) {
      records.message(t("records.error.list", { reason: records.faultWords(error) }));
      section.hidden = true;
      return;
    }
    const read = await Promise.all(listing.summaries.map((summary) => this.withWords(summary)));
    if (generation !== this.generation) return;
    // A record the engine refuses is damaged too: listed with the others, never dropped.
    const refused = (summary) => !summary.words || this.refused.has(summary.id);
    const summaries = read.filter((summary) => !refused(summary));
    const damaged = [...listing.damaged, ...read.filter(refused).map((summary) => (
      { id: summary.id, summary, fault: "record", reason: this.refused.get(summary.id) ?? summary.reason }))];
    // Games in progress first, then finished ones; each the most recently played first.
    summaries.sort((a, b) => (a.finished === true) - (b.finished === true) || b.savedAt - a.savedAt);
    $("saved-games-title").textContent = t("records.saved.title");
    const actions = { open: (id) => records.continueGame(id), remove: (id) => records.deleteGame(id),
                      exportRaw: (id) => this.exportRaw(id) };
    $("saved-games-list").replaceChildren(...summaries.map((summary) => savedGameRow(summary, actions)),
                                          ...damaged.map((entry) => damagedGameRow(entry, actions)));
    section.hidden = summaries.length + damaged.length === 0;
    if (!this.backup) {
      this.backup = new BackupAll(records);
      this.backup.build();
      onLanguageChange(() => this.backup.relabel());
    }
    this.backup.show(summaries);
    await this.sayWhetherKeptSafe();
  }

  /** Below the list: whether the browser keeps the games safe from its clean-up, and if not, what to do. */
  async sayWhetherKeptSafe() {
    let note = $("saved-games-safety");
    if (!note) {
      note = document.createElement("p");
      note.id = "saved-games-safety";
      note.className = "note";
      $("saved-games-list").after(note);
    }
    const safe = await keptSafe();
    note.dataset.persisted = String(safe);
    note.textContent = t(safe ? "records.safe.kept" : "records.safe.not_kept");
  }

  /** A damaged entry downloaded exactly as it is stored, for a look at what is left of it. */
  async exportRaw(id) {
    const { records } = this;
    records.clearMessage();
    try {
      const raw = await records.store.raw(id);
      downloadText(JSON.stringify(raw, null, 1), `damaged-${String(id).replace(/[^\w.-]/g, "_")}.json`,
                   "application/json");
    } catch (error) {
      records.message(t("records.error.export", { reason: records.faultWords(error) }));
    }
  }

  /** A summary with the engine's words. One written before summaries held words (it held the
   *  view's data) gets them once from its record, replayed by the engine, and is stored again as it
   *  was played (same "last played" time); a record the engine refuses is listed as damaged. */
  async withWords(summary) {
    const { records } = this;
    if (summary.words) return summary;
    const entry = await records.store.get(summary.id);
    const reply = entry && await records.hooks.call({ command: "summarize", record: entry.record });
    if (!reply?.ok) return { ...summary, words: null, reason: reply?.error.message };
    // The fields a summary has now; the view's data it held goes.
    const { id, decisions, computer, createdAt, origin, link, savedAt } = summary;
    const updated = { id, game: entry.record.game ?? FIRST_GAME, words: reply.summary,
                      finished: Object.values(reply.summary)[0].finished, decisions, computer, createdAt, origin,
                      ...(link ? { link } : {}), savedAt };
    if (!records.deleted.has(summary.id)) {
      records.writes = records.writes.then(() => records.store.putSummary(updated))
        .catch((error) => records.message(t("records.error.save", { reason: error.message })));
    }
    return updated;
  }
}
