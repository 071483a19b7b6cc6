// Module Web Worker that runs the rules engine in Pyodide, off the page's main thread.
//
// Boot: start Pyodide with the site's lock file (../pyodide-lock.json, which build.py wrote with
// micropip.freeze() after micropip installed the engine wheel at build time) and the engine as a
// package to load: the wheel is fetched while the interpreter starts, checked against the sha256
// in the lock file, and unpacked (the engine is one zip archive in it, ENGINE_ARCHIVE, which the
// worker puts on sys.path); then import antike.core.bridge (zipimport) and have it answer one request
// (the boards, which imports the game's rules and reads every board), so that "ready" means a game
// can start at once. Not the `games` list: its words and schemas are the page's from games.json, so
// computing them here would only delay "ready" (build_runtime.py boots with the same request).
// No micropip at run time.
// Messages to the page while booting:
//   {type: "progress", stage: "<words>", fraction: 0..1}, then {type: "ready", timings} or
//   {type: "error", code, message}: code "mismatch" when the engine's files do not match the lock
//   file (a stale cache, a half-updated deployment: reloading fetches them again), else "failed".
//   `timings` says when each step of the boot ended, {step: ms since the epoch}
//   (performance.timeOrigin + performance.now(), which the page puts on its own clock): "worker
//   started", "wheel requested" and "wheel fetched" (from the browser's resource timing), "engine
//   unpacking" and "engine unpacked" (when the package loader wrote the engine's first and last file,
//   once the interpreter was up), "python started" (loadPyodide done), "engine imported", "engine
//   answered".
// Afterwards each request {id, request} (request: a JSON string) is answered with {id, reply},
// reply being the JSON string returned by antike.core.bridge.handle(request). Only strings cross.
// Every URL is relative to this file, so the site works under any path.

import { loadPyodide } from "../pyodide/pyodide.mjs";

const LOCK_FILE = new URL("../pyodide-lock.json", import.meta.url);
const ENGINE = "antike";
// The engine's modules and data in the wheel: build_runtime.py's ENGINE_ARCHIVE.
const ENGINE_ARCHIVE = "antike-engine.zip";

// When each step of the boot ended (see the head of this file).
const timings = {};
function reached(step, at = performance.now()) {
  timings[step] = performance.timeOrigin + at;
}
reached("worker started");

function progress(stage, fraction) {
  postMessage({ type: "progress", stage, fraction });
}

// An envelope in the bridge's own format, for requests the bridge never got to see.
function failure(code, message) {
  return JSON.stringify({ ok: false, error: { code, message } });
}

class EngineMismatch extends Error {}

// The wheel's download, as the browser timed it (Pyodide fetches it; the worker only watches).
function noteWheelTiming() {
  const wheel = performance.getEntriesByType("resource").find((entry) => entry.name.includes("/wheels/"));
  if (wheel) {
    reached("wheel requested", wheel.fetchStart);
    reached("wheel fetched", wheel.responseEnd);
  }
}

// When the package loader wrote the engine's first and last file: the file system keeps the time
// (Date.now()) of each file's last write. A handful of files (the archive and the dist-info).
function noteUnpackTiming(pyodide, site) {
  const { FS } = pyodide;
  const written = [];
  const walk = (path) => {
    const stat = FS.stat(path);
    if (!FS.isDir(stat.mode)) {
      written.push(stat.mtime.getTime());
      return;
    }
    for (const name of FS.readdir(path)) {
      if (name !== "." && name !== "..") walk(`${path}/${name}`);
    }
  };
  for (const name of FS.readdir(site)) {
    if (name === ENGINE || name.startsWith(`${ENGINE}-`)) walk(`${site}/${name}`);
  }
  if (written.length) {
    timings["engine unpacking"] = Math.min(...written);
    timings["engine unpacked"] = Math.max(...written);
  }
}

async function boot() {
  progress("starting Python", 0);
  const pyodide = await loadPyodide({ lockFileURL: LOCK_FILE.href, packages: [ENGINE] });
  reached("python started");
  noteWheelTiming();
  // Pyodide reports a package that failed to load (a wheel whose sha256 is not the lock file's,
  // or that is missing) on the console and goes on: the engine must not half start after that.
  if (!pyodide.loadedPackages[ENGINE]) {
    throw new EngineMismatch("the engine's files do not match this build's lock file");
  }
  const site = pyodide.runPython(`import site, sys
sys.path.insert(0, f"{site.getsitepackages()[0]}/${ENGINE_ARCHIVE}")
site.getsitepackages()[0]`);
  noteUnpackTiming(pyodide, site);
  progress("importing the engine", 0.9);
  const { handle } = pyodide.pyimport("antike.core.bridge");
  reached("engine imported");
  const answer = JSON.parse(handle(JSON.stringify({ command: "boards" })));
  if (!answer.ok) throw new Error(answer.error.message);
  reached("engine answered");
  return handle;
}

const engine = boot();
engine.then(
  () => postMessage({ type: "ready", timings }),
  (error) => postMessage({ type: "error", code: error instanceof EngineMismatch ? "mismatch" : "failed",
                           message: String(error?.message ?? error) }),
);

// Requests that arrive while booting wait for the engine; none is left unanswered.
self.onmessage = async (event) => {
  const { id, request } = event.data;
  let handle;
  try {
    handle = await engine;
  } catch (error) {
    postMessage({ id, reply: failure("internal_error", `the engine did not load: ${error?.message ?? error}`) });
    return;
  }
  let reply;
  if (typeof request !== "string") {
    reply = failure("invalid_request", "the request must be a JSON string");
  } else {
    try {
      reply = handle(request);
    } catch (error) {
      // handle() promises never to raise; this keeps the caller from waiting forever if it does.
      reply = failure("internal_error", String(error?.message ?? error));
    }
  }
  postMessage({ id, reply });
};
