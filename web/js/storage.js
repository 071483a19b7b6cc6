// The games kept in this browser, in IndexedDB: for each game a small summary (what the list of
// saved games shows) and the bridge's `save` record (what continuing it loads).
//
//   const store = await GameStore.open();            // rejects if the browser keeps no storage
//   await store.put({ id, summary, record }, expected); // add or replace a game: its new version
//   await store.version(id);                         // the stored version (null: no such game)
//   await store.putSummary(summary);                 // replace a stored game's summary only
//   const summaries = await store.summaries();       // newest first, records not read
//   const { summaries, damaged } = await store.listing(); // and the entries that cannot be read
//   const { record } = await store.get(id);
//   const raw = await store.raw(id);                 // whatever is stored under id, to look at
//   await store.putTable(id, table);                 // the table last drawn for the game (app/saved-table.js)
//   const table = await store.table(id);             // it, or null; store.dropTable(id) forgets it
//   await store.delete(id);                          // the game and its table
//
// Summaries and records live in two object stores so that listing many long games does not read
// every decision of every game; both are written in one transaction, so they never disagree.
//
// The schema (database "antike"; a change bumps VERSION once and migrates in onupgradeneeded):
//   version 1  "summaries" {id, game, words: {language: the engine's summary words}, finished,
//                           decisions, computer: [seat], createdAt, savedAt, origin ("new",
//                           "imported", "link", "backup": a copy kept beside a different one),
//                           link?, exported? (true once exported or backed up),
//                           version: how many times the game was stored (absent: 0), which tabs
//                           compare so that none overwrites another's decisions}
//              "records"   {id, record: the bridge's `save` record}
//   version 2  adds "tables" {id, table: the table last drawn, to show at once on the next visit
//                           while the engine starts (app/saved-table.js says its own format)}; a
//                           version 1 store is upgraded in place: its games are kept as they are,
//                           and a game without a table opens as before.
// An entry that does not have this shape (damaged by the browser or by hand, or half written) is
// listed as damaged, never dropped: see listing().

const DATABASE = "antike";
const VERSION = 2;
const SUMMARIES = "summaries";
const RECORDS = "records";
const TABLES = "tables";

// IndexedDB reports through events; these turn a request or a transaction into a promise.
export function done(request) {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

export function committed(transaction) {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new Error("the storage transaction was aborted"));
  });
}

// The DOMException names of a storage that refuses to keep anything: private mode, storage turned
// off in the browser's settings, or a store the browser cannot open.
const REFUSED = new Set(["SecurityError", "InvalidStateError", "UnknownError", "NotAllowedError"]);

/** Why a storage operation failed, when the cause is one a person can act on: "full" (the disk or
 *  the site's quota), "refused" (private mode, storage turned off), or null (say the browser's message). */
export function storageFault(error) {
  if (error?.name === "QuotaExceededError") return "full";
  if (REFUSED.has(error?.name) || (typeof indexedDB === "undefined")) return "refused";
  return null;
}

/** A write refused because another tab stored the game since this tab last read it. */
export class StaleError extends Error {
  constructor(version) {
    super(`the game was stored by another tab (version ${version})`);
    this.name = "StaleError";
    this.version = version;
  }
}

/** A read that fails resolves to {error} without aborting its transaction, so the other reads go on. */
function readSoftly(request) {
  return new Promise((resolve) => {
    request.onsuccess = () => resolve({ value: request.result });
    request.onerror = (event) => {
      event.preventDefault();
      resolve({ error: request.error });
    };
  });
}

/** Whether a stored summary has the shape the list of saved games reads (see the schema above). A
 *  summary without words, kept by an earlier page, is sound: the engine gives it words from its record. */
function soundSummary(summary) {
  const isObject = (value) => typeof value === "object" && value !== null;
  const wordsSound = summary?.words === undefined
    || (isObject(summary.words) && Object.values(summary.words).every(
      (words) => isObject(words) && typeof words.title === "string" && Array.isArray(words.seats)));
  return isObject(summary) && typeof summary.id === "string" && Number.isFinite(summary.savedAt)
    && Number.isInteger(summary.decisions) && Array.isArray(summary.computer)
    && (summary.link === undefined || summary.link === null || Array.isArray(summary.link.remote)) && wordsSound;
}

/** A fresh id for a game: the time it began and random digits, so ids never collide across tabs. */
export function newGameId() {
  const random = crypto.getRandomValues(new Uint32Array(2));
  return `game-${Date.now().toString(36)}-${[...random].map((n) => n.toString(36)).join("")}`;
}

export class GameStore {
  constructor(database) {
    this.database = database;
  }

  /** Open (and on first use create) the browser's store of games; rejects if IndexedDB is unavailable. */
  static async open() {
    if (typeof indexedDB === "undefined") throw new Error("this browser keeps no IndexedDB storage");
    const request = indexedDB.open(DATABASE, VERSION);
    request.onupgradeneeded = (event) => {
      const database = request.result;
      // Each version's stores, made in turn: a new browser gets them all, an older store what it lacks.
      if (event.oldVersion < 1) {
        database.createObjectStore(SUMMARIES, { keyPath: "id" });
        database.createObjectStore(RECORDS, { keyPath: "id" });
      }
      if (event.oldVersion < 2) database.createObjectStore(TABLES, { keyPath: "id" });
    };
    const opened = done(request).then((database) => {
      // A newer page (another tab, after an update) upgrading the store must not wait for this one:
      // it lets go, and its next write fails and says so, with Export offered.
      database.onversionchange = () => database.close();
      return database;
    });
    // A tab still holding an older version open would hold up this one; the page must not wait.
    const blocked = new Promise((resolve, reject) => {
      request.onblocked = () => reject(new Error("another tab holds the games store open; close it and reload"));
    });
    return new GameStore(await Promise.race([opened, blocked]));
  }

  /** Add or replace the game `id`: its summary (an object with `savedAt`) and its record, as the
   *  stored version + 1, which it resolves to. With `expected` (the version this tab last read or
   *  wrote), a game stored meanwhile by another tab is not overwritten: a StaleError instead. */
  async put({ id, summary, record }, expected = null) {
    const transaction = this.database.transaction([SUMMARIES, RECORDS], "readwrite");
    const summaries = transaction.objectStore(SUMMARIES);
    const stored = await done(summaries.get(id));
    const version = stored?.version ?? 0;
    if (expected !== null && stored && version !== expected) {
      transaction.abort();
      throw new StaleError(version);
    }
    summaries.put({ ...summary, id, version: version + 1 });
    transaction.objectStore(RECORDS).put({ id, record });
    await committed(transaction);
    return version + 1;
  }

  /** The stored version of the game `id` (0 for one stored before versions were counted), or
   *  null if there is none. */
  async version(id) {
    const transaction = this.database.transaction(SUMMARIES, "readonly");
    const summary = await done(transaction.objectStore(SUMMARIES).get(id));
    return summary ? summary.version ?? 0 : null;
  }

  /** Replace the summary of the game `id`, only while its record is still stored (a game deleted
   *  meanwhile must not come back as a row without a record). */
  async putSummary(summary) {
    const transaction = this.database.transaction([SUMMARIES, RECORDS], "readwrite");
    const stored = await done(transaction.objectStore(RECORDS).getKey(summary.id));
    if (stored !== undefined) transaction.objectStore(SUMMARIES).put(summary);
    await committed(transaction);
  }

  /** Every sound game's summary, the most recently saved first. */
  async summaries() {
    return (await this.listing()).summaries;
  }

  /** The stored games: `summaries`, the sound ones, the most recently saved first, and `damaged`,
   *  the entries that cannot be read as a game ({id, summary: what could be read of it or null,
   *  fault: "summary" | "record" | "no_summary" | "no_record"}). Each entry is read on its own,
   *  so that one the browser cannot read takes no other with it. */
  async listing() {
    const transaction = this.database.transaction([SUMMARIES, RECORDS], "readonly");
    const summariesStore = transaction.objectStore(SUMMARIES);
    const [summaryIds, recordIds] = await Promise.all([done(summariesStore.getAllKeys()),
                                                       done(transaction.objectStore(RECORDS).getAllKeys())]);
    const read = await Promise.all(summaryIds.map((id) => readSoftly(summariesStore.get(id))));
    const withRecord = new Set(recordIds);
    const summaries = [];
    const damaged = [];
    summaryIds.forEach((id, index) => {
      const { value, error } = read[index];
      if (error || !soundSummary(value)) damaged.push({ id, summary: error ? null : value, fault: "summary" });
      else if (!withRecord.has(id)) damaged.push({ id, summary: value, fault: "no_record" });
      else summaries.push(value);
    });
    const listed = new Set(summaryIds);
    for (const id of recordIds) if (!listed.has(id)) damaged.push({ id, summary: null, fault: "no_summary" });
    return { summaries: summaries.sort((a, b) => b.savedAt - a.savedAt), damaged };
  }

  /** Whatever is stored under `id`, as it is ({id, summary, record}, a part that cannot be read
   *  replaced by {unreadable: the browser's message}): a damaged entry exported for a look. */
  async raw(id) {
    const transaction = this.database.transaction([SUMMARIES, RECORDS], "readonly");
    const [summary, record] = await Promise.all([SUMMARIES, RECORDS].map(async (name) => {
      const { value, error } = await readSoftly(transaction.objectStore(name).get(id));
      return error ? { unreadable: error.message } : value ?? null;
    }));
    return { id, summary, record };
  }

  /** The game `id` as {id, summary, record}, or null if there is none. */
  async get(id) {
    const transaction = this.database.transaction([SUMMARIES, RECORDS], "readonly");
    const [summary, stored] = await Promise.all([done(transaction.objectStore(SUMMARIES).get(id)),
                                                 done(transaction.objectStore(RECORDS).get(id))]);
    return summary && stored ? { id, summary, record: stored.record } : null;
  }

  /** Remove the game `id` and its table (nothing happens if there is none). */
  async delete(id) {
    const transaction = this.database.transaction([SUMMARIES, RECORDS, TABLES], "readwrite");
    transaction.objectStore(SUMMARIES).delete(id);
    transaction.objectStore(RECORDS).delete(id);
    transaction.objectStore(TABLES).delete(id);
    await committed(transaction);
  }

  /** Keep `table` as the one last drawn for the game `id`, only while the game is stored (a game
   *  deleted meanwhile leaves no table behind). */
  async putTable(id, table) {
    const transaction = this.database.transaction([RECORDS, TABLES], "readwrite");
    const stored = await done(transaction.objectStore(RECORDS).getKey(id));
    if (stored !== undefined) transaction.objectStore(TABLES).put({ id, table });
    await committed(transaction);
  }

  /** The table last drawn for the game `id`, as it was kept (unchecked), or null. */
  async table(id) {
    const transaction = this.database.transaction(TABLES, "readonly");
    const { value } = await readSoftly(transaction.objectStore(TABLES).get(id));
    return value?.table ?? null;
  }

  /** Forget the table of the game `id` (a damaged one: the record is what counts). */
  async dropTable(id) {
    const transaction = this.database.transaction(TABLES, "readwrite");
    transaction.objectStore(TABLES).delete(id);
    await committed(transaction);
  }
}
