// The games kept in this browser, in IndexedDB: for each game a small summary (what the list of
// saved games shows) and the bridge's `save` record (what continuing it loads).
//
//   const store = await GameStore.open();            // rejects if the browser keeps no storage
//   await store.put({ id, summary, record });        // add or replace a game
//   await store.putSummary(summary);                 // replace a stored game's summary only
//   const summaries = await store.summaries();       // newest first, records not read
//   const { record } = await store.get(id);
//   await store.delete(id);
//
// Summaries and records live in two object stores so that listing many long games does not read
// every decision of every game; both are written in one transaction, so they never disagree.

const DATABASE = "antike";
const VERSION = 1;
const SUMMARIES = "summaries";
const RECORDS = "records";

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
    request.onupgradeneeded = () => {
      const database = request.result;
      database.createObjectStore(SUMMARIES, { keyPath: "id" });
      database.createObjectStore(RECORDS, { keyPath: "id" });
    };
    const opened = done(request);
    // A tab still holding an older version open would hold up this one; the page must not wait.
    const blocked = new Promise((resolve, reject) => {
      request.onblocked = () => reject(new Error("another tab holds the games store open; close it and reload"));
    });
    return new GameStore(await Promise.race([opened, blocked]));
  }

  /** Add or replace the game `id`: its summary (an object with `savedAt`) and its record. */
  async put({ id, summary, record }) {
    const transaction = this.database.transaction([SUMMARIES, RECORDS], "readwrite");
    transaction.objectStore(SUMMARIES).put({ ...summary, id });
    transaction.objectStore(RECORDS).put({ id, record });
    await committed(transaction);
  }

  /** Replace the summary of the game `id`, only while its record is still stored (a game deleted
   *  meanwhile must not come back as a row without a record). */
  async putSummary(summary) {
    const transaction = this.database.transaction([SUMMARIES, RECORDS], "readwrite");
    const stored = await done(transaction.objectStore(RECORDS).getKey(summary.id));
    if (stored !== undefined) transaction.objectStore(SUMMARIES).put(summary);
    await committed(transaction);
  }

  /** Every game's summary, the most recently saved first. */
  async summaries() {
    const transaction = this.database.transaction(SUMMARIES, "readonly");
    const all = await done(transaction.objectStore(SUMMARIES).getAll());
    return all.sort((a, b) => b.savedAt - a.savedAt);
  }

  /** The game `id` as {id, summary, record}, or null if there is none. */
  async get(id) {
    const transaction = this.database.transaction([SUMMARIES, RECORDS], "readonly");
    const [summary, stored] = await Promise.all([done(transaction.objectStore(SUMMARIES).get(id)),
                                                 done(transaction.objectStore(RECORDS).get(id))]);
    return summary && stored ? { id, summary, record: stored.record } : null;
  }

  /** Remove the game `id` (nothing happens if there is none). */
  async delete(id) {
    const transaction = this.database.transaction([SUMMARIES, RECORDS], "readwrite");
    transaction.objectStore(SUMMARIES).delete(id);
    transaction.objectStore(RECORDS).delete(id);
    await committed(transaction);
  }
}
