// One row of the saved-games list (records.js): the game's title and seats in the engine's words,
// how far it got, and when it was started and last played, with Continue (or Open) and Delete.
// A game imported from a file or received by link says so: two copies of one game, the one played
// here and the one imported (or a link that went another way), are told apart by that and by when
// each was started. Seats played elsewhere, by link, are marked.

import { currentLanguage, t, tCount } from "../i18n.js";
import { makeButton } from "./buttons.js";

function seatBadges(summary, words) {
  const seats = document.createElement("span");
  seats.className = "saved-seats";
  for (const seat of words?.seats ?? []) {
    const badge = document.createElement("span");
    badge.className = "seat-letter";
    badge.style.background = seat.colour;
    badge.textContent = seat.letter;
    const playedBy = summary.computer.includes(seat.id) ? ` (${t("records.saved.computer")})`
      : summary.link?.remote.includes(seat.id) ? ` (${t("records.saved.remote")})` : "";
    // The player is shown only where it is not the seat's own name.
    const player = seat.player && seat.player !== seat.name ? ` (${seat.player})` : "";
    seats.append(badge, ` ${seat.name}${player}${playedBy} `);
  }
  return seats;
}

/** The list row of a saved game's `summary`; `open(id)` and `remove(id)` act on it. */
export function savedGameRow(summary, { open, remove }) {
  const row = document.createElement("li");
  row.dataset.game = summary.id;
  if (summary.finished) row.dataset.finished = "true";
  if (summary.origin === "imported") row.dataset.origin = "imported";
  // The engine's words in the current language (a game saved before a language was added: English).
  const words = summary.words?.[currentLanguage()] ?? summary.words?.en;
  const title = document.createElement("b");
  title.textContent = words.title;
  const status = document.createElement("span");
  status.className = "saved-status";
  status.textContent = [words.progress, words.status,
                        tCount("records.saved.decisions", summary.decisions),
                        ...(summary.origin === "imported" ? [t("records.saved.imported")] : []),
                        ...(summary.origin === "link" ? [t("records.saved.received")] : []),
                        ...(summary.createdAt ? [t("records.saved.started", { time: time(summary.createdAt) })] : []),
                        t("records.saved.played", { time: time(summary.savedAt) })].join(" · ");
  const continueButton = makeButton("continue", () => open(summary.id));
  continueButton.textContent = t(summary.finished ? "records.saved.open" : "records.saved.continue");
  row.append(title, " ", seatBadges(summary, words), status, continueButton, deleteButton(summary.id, remove));
  return row;
}

/** A moment (milliseconds since 1970) as this person's calendar and clock write it. */
export function time(at) {
  return new Date(at).toLocaleString(currentLanguage());
}

/** The Delete button of the saved game `id`. Deleting takes two clicks: a game is never lost to one
 *  slip of the mouse. */
export function deleteButton(id, remove) {
  const button = makeButton("delete", () => {
    if (button.dataset.confirm) remove(id);
    else {
      button.dataset.confirm = "true";
      button.textContent = t("records.saved.confirm");
    }
  });
  button.textContent = t("records.saved.delete");
  return button;
}
