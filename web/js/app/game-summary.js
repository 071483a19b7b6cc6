// What the list of saved games keeps of a game (storage.js's "summaries" store): the engine's
// words for it and what the shell adds.

// The record names the computer players as {seat: settings}, or (older records) as a list.
function computerSeats(record) {
  const computer = record.computer ?? [];
  return Array.isArray(computer) ? computer : Object.keys(computer);
}

/** The list row's summary of a game: the engine's words for it in every language (the reply's
 *  `summary`), and what the shell adds: when the game was started here and whether it was new or
 *  imported from a file or received by link; and for a game played by link, links.js's facts
 *  ({matchId, remote, shared}), which belong to this device, not to the engine's record. */
export function summarize(reply, record, { createdAt, origin, link }) {
  const words = reply.summary;
  return { game: reply.view.game, words, finished: Object.values(words)[0].finished,
           decisions: record.decisions.length, computer: computerSeats(record), createdAt, origin,
           ...(link ? { link } : {}), savedAt: Date.now() };
}
