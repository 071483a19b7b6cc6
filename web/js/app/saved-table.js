// The table last drawn for each saved game, kept beside its record, so that a returning person sees
// the game at once, read-only, while the engine starts; the engine's table replaces it once the game
// is loaded from its record (the record is what counts: a table that is missing, damaged or of
// another format is dropped, and the game opens as before).
//
//   const tables = new SavedTable();
//   tables.beginGame();                       // a game is mounted: the boards it asks for are its own
//   tables.remember(request, reply);          // every engine reply: the boards' answers are kept
//   tables.answer(request);                   // a kept board's answer, or null (no engine needed)
//   tables.keep(store, id, reply, view);      // after a save: the table as drawn, `view` the one to keep
//   const opened = await tables.opening(store); // the newest game in progress: {id, reply} or null
//
// The format (a change bumps FORMAT: a table of another format is dropped, never misdrawn):
//   {format, game, view: the engine's view with the log's tail, log_length, boards: [[key, answer]]}

const FORMAT = 1;
// The log lines kept with a table: the log's tail that the table shows; the whole log comes back with
// the engine.
const LOG_KEPT = 40;

/** The key of a board request: the same board asked for again is the same answer. */
function boardKey(request) {
  return JSON.stringify([request.game ?? null, request.board ?? null]);
}

/** Whether `table` has the shape this page draws (format, a view of its game, the boards' answers). */
function sound(table) {
  const isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
  return isObject(table) && table.format === FORMAT && typeof table.game === "string"
    && isObject(table.view) && table.view.game === table.game && Array.isArray(table.view.log)
    && Number.isInteger(table.log_length) && Array.isArray(table.boards)
    && table.boards.every((entry) => Array.isArray(entry) && entry.length === 2 && typeof entry[0] === "string"
      && isObject(entry[1]) && entry[1].ok === true);
}

export class SavedTable {
  constructor() {
    this.boards = new Map(); // board key -> the engine's answer
    this.used = new Set(); // the board keys the game on screen asked for
  }

  /** A game is mounted: the boards it asks for from now on are the ones kept with its table. */
  beginGame() {
    this.used = new Set();
  }

  /** Keep the engine's answer to a board request (the boards never change within a build), one the
   *  game on screen asked for. */
  remember(request, reply) {
    if (request.command !== "board" || !reply?.ok) return;
    this.boards.set(boardKey(request), reply);
    this.used.add(boardKey(request));
  }

  /** The kept answer to a board request, or null: a table drawn from a saved view asks the engine
   *  nothing, and a game mounted again asks it once. */
  answer(request) {
    if (request.command !== "board") return null;
    const key = boardKey(request);
    const kept = this.boards.get(key);
    if (kept) this.used.add(key);
    return kept ?? null;
  }

  /** The table to keep for `view`, the one the next visit shows. */
  tableOf(view, logLength) {
    return {
      format: FORMAT, game: view.game, view: { ...view, log: view.log.slice(-LOG_KEPT) }, log_length: logLength,
      boards: [...this.used].filter((key) => this.boards.has(key)).map((key) => [key, this.boards.get(key)]),
    };
  }

  /** Keep the table of the game `id` in `store` (a storage.js GameStore), drawn from `view` (with the
   *  log's length `logLength`). A failed write is only a lost shortcut: the record is kept apart. */
  async keep(store, id, view, logLength) {
    try {
      await store.putTable(id, this.tableOf(view, logLength));
    } catch (error) {
      console.warn("the table of the game was not kept for the next visit:", error);
    }
  }

  /** The newest game in progress with a sound table: {id, summary, reply: a reply to draw it from}, or
   *  null. Its boards become the kept answers. A table that cannot be drawn is dropped. */
  async opening(store) {
    let listing;
    try {
      listing = await store.listing();
    } catch {
      return null;
    }
    const newest = listing.summaries.find((summary) => summary.finished !== true);
    if (!newest) return null;
    let table;
    try {
      table = await store.table(newest.id);
    } catch {
      table = null;
    }
    if (table === null) return null;
    if (!sound(table)) {
      await store.dropTable(newest.id).catch(() => {});
      return null;
    }
    for (const [key, answer] of table.boards) this.boards.set(key, answer);
    return { id: newest.id, summary: newest, reply: { view: table.view, log_length: table.log_length } };
  }
}
