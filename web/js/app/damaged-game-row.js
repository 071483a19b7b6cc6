// One row of the saved-games list for an entry that cannot be read as a game (storage.js's
// listing(), or a record the engine refuses): never dropped from the list, it says what is known of
// it (its title if its summary still has one, how many decisions, when it was started and last saved)
// and what is wrong, and offers it as it is stored, for a look, and Delete.

import { currentLanguage, t, tCount } from "../i18n.js";
import { makeButton } from "./buttons.js";
import { deleteButton, time } from "./saved-game-row.js";

/** What a damaged entry's summary (anything, or null) still tells, as the row's parts of text. */
function known(summary) {
  const words = summary?.words?.[currentLanguage()] ?? summary?.words?.en;
  return [...(typeof words?.title === "string" ? [words.title] : []),
          ...(Number.isInteger(summary?.decisions) ? [tCount("records.saved.decisions", summary.decisions)] : []),
          ...(Number.isFinite(summary?.createdAt) ? [t("records.saved.started", { time: time(summary.createdAt) })] : []),
          ...(Number.isFinite(summary?.savedAt) ? [t("records.saved.played", { time: time(summary.savedAt) })] : [])];
}

/** The list row of the damaged entry {id, summary, fault, reason?}; `exportRaw(id)` downloads it as
 *  it is stored, `remove(id)` deletes it. */
export function damagedGameRow({ id, summary, fault, reason }, { exportRaw, remove }) {
  const row = document.createElement("li");
  row.dataset.game = String(id);
  row.dataset.damaged = fault;
  const title = document.createElement("b");
  title.textContent = t("records.damaged.title");
  const status = document.createElement("span");
  status.className = "saved-status";
  const wrong = t(`records.damaged.${fault}`) + (reason ? ` (${reason})` : "");
  status.textContent = [...known(summary), wrong].join(" · ");
  const exportButton = makeButton("export-damaged", () => exportRaw(id));
  exportButton.textContent = t("records.damaged.export");
  exportButton.title = t("records.damaged.export.title");
  row.append(title, status, exportButton, deleteButton(id, remove));
  return row;
}
