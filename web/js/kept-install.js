// The engine as micropip installed it, kept in IndexedDB so that later visits skip micropip.
//
// The first boot of a build installs the engine wheel with micropip (worker.js); the worker then
// keeps the files micropip wrote (the package and its .dist-info folders, byte code included)
// under a key naming the runtime and the wheel's sha256. A later boot of the same build writes
// those files back where micropip put them and imports the engine, without loading,
// importing or running micropip (about 0.8 s of a 2.4 s boot). A new build has a new key: its
// first boot installs with micropip again and replaces what was kept.
//
//   const kept = await keptInstall();              // {key, files: [[path, Uint8Array], ...]} or null
//   await keepInstall(key, files);
//   await forgetInstall();                          // after a kept install failed to import
//
// Storage is a convenience: every function here resolves (null / nothing) when the browser keeps
// no storage, so a boot never fails for want of it.

import { committed, done } from "./storage.js";

const DATABASE = "antike-engine";
const STORE = "install";
const ENTRY = "engine"; // one entry: only the current build's install is worth keeping

async function open() {
  const request = indexedDB.open(DATABASE, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE);
  return done(request);
}

async function withStore(mode, work) {
  let database;
  try {
    database = await open();
    const transaction = database.transaction(STORE, mode);
    const finished = committed(transaction);
    const result = await done(work(transaction.objectStore(STORE)));
    await finished;
    return result;
  } catch {
    return undefined;
  } finally {
    database?.close();
  }
}

/**
 * The kept install, {key, files}, or null. Read without the key, so that it can be read while
 * build.json (which names the current key) is still on its way; the caller compares the keys.
 */
export async function keptInstall() {
  const entry = await withStore("readonly", (store) => store.get(ENTRY));
  const wellFormed = entry && typeof entry.key === "string" && Array.isArray(entry.files)
    && entry.files.every((file) => Array.isArray(file) && typeof file[0] === "string"
      && file[1] instanceof Uint8Array);
  return wellFormed ? entry : null;
}

/** Keep `files` ([[path, Uint8Array], ...]) as the install of `key`, replacing any other. */
export async function keepInstall(key, files) {
  await withStore("readwrite", (store) => store.put({ key, files }, ENTRY));
}

/** Drop whatever is kept. */
export async function forgetInstall() {
  await withStore("readwrite", (store) => store.delete(ENTRY));
}
