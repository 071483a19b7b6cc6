// Save files, the game in play exported and a file imported (records.js's Export and Import): a
// refused file changes nothing, not the game in play, not the saved games.

import { t } from "../i18n.js";
import "./words.js";
import { downloadText, today } from "./download.js";
import { markExported } from "./backup-all.js";

// The bridge refuses requests over 30,000,000 characters (bridge.MAX_REQUEST); reading a larger
// file into the page would only stall it before that refusal.
const MAX_FILE_BYTES = 30_000_000;

/** Download the game in play as a save file; the saved game is marked exported. `records`: records.js's Records. */
export async function exportGame(records) {
  records.clearMessage();
  const reply = await records.hooks.call({ command: "export", date: today() });
  if (!reply.ok) {
    records.message(t("records.error.export", { reason: reply.error.message }));
    return;
  }
  downloadText(reply.text, reply.filename, "application/json");
  const game = records.current;
  if (!game || !records.store) return;
  game.exported = true; // the next autosave's summary carries it too
  records.writes = records.writes.then(() => markExported(records.store, game.id))
    .catch((error) => records.message(t("records.error.save", { reason: records.faultWords(error) })));
}

/** Import the save file `file` and show its game as a new one in the saved games. */
export async function importFile(records, file) {
  records.clearMessage();
  const refuse = (reason) => records.message(t("records.error.import", { file: file.name, reason }));
  if (file.size > MAX_FILE_BYTES) {
    refuse(t("records.error.too_large", { megabytes: MAX_FILE_BYTES / 1_000_000 }));
    return;
  }
  let text;
  try {
    text = await file.text();
  } catch (error) {
    refuse(error.message);
    return;
  }
  const reply = await records.hooks.call({ command: "import", text });
  if (!reply.ok) {
    refuse(reply.error.message);
    await records.resumeLive();
    return;
  }
  records.beginNewGame("imported");
  await records.hooks.enter(reply);
}
