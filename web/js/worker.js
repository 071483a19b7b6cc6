// Module Web Worker that runs the rules engine in Pyodide, off the page's main thread.
//
// Boot: the site's lock file (../pyodide-lock.json, which build.py wrote with micropip.freeze()
// after micropip installed the engine wheel at build time) names the engine's wheel and its
// sha256. While Pyodide starts (with that lock file), the worker fetches the wheel, checks it
// against the sha256, writes it into Pyodide's file system and puts it on sys.path: the wheel
// holds the engine as byte code, and zipimport imports a pure-Python wheel as it is, so nothing is
// unpacked. Then import antike.core.bridge and have it answer one request (the boards, which
// imports the game's rules and reads each board a new game may choose), so that "ready" means a
// game can start at once.
// Not the `games` list: its words and schemas are the page's from games.json, so computing them
// here would only delay "ready" (build_scripts/stdlib_bytecode.mjs boots with the same request).
// Not Pyodide's package loader (loadPyodide's `packages`): after the interpreter is up it unpacks
// the wheel, imports tarfile to look for shared libraries in it, and invalidating the import caches
// imports importlib.metadata and reads the standard library's zip directory a second time, for a
// wheel that needs none of it (measured: ready 56 ms later with it, median of 21 first visits).
// No micropip at run time.
// Messages to the page while booting:
//   {type: "progress", stage: "<words>", fraction: 0..1}, then {type: "ready", timings} or
//   {type: "error", code, message}: code "mismatch" when the engine's wheel does not match the
//   lock file (a stale cache, a half-updated deployment: reloading fetches them again), else "failed".
//   `timings` says when each step of the boot ended, {step: ms since the epoch}
//   (performance.timeOrigin + performance.now(), which the page puts on its own clock): "worker
//   started", "wheel requested" and "wheel fetched" (from the browser's resource timing), "wheel
//   checked" (its sha256 is the lock file's), "python started" (loadPyodide done), "engine
//   imported", "engine answered".
// Afterwards each request {id, request} (request: a JSON string) is answered with {id, reply},
// reply being the JSON string returned by antike.core.bridge.handle(request). Only strings cross.
// Every URL is relative to this file, so the site works under any path.

import { loadPyodide } from "../pyodide/pyodide.mjs";

const LOCK_FILE = new URL("../pyodide-lock.json", import.meta.url);
const ENGINE = "antike";
// Where the wheel is written in Pyodide's file system: build_bytecode.py's ENGINE_FOLDER, under
// which the byte code names its source files, for tracebacks.
const ENGINE_FOLDER = "/engine";

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

// Puts the engine's wheel (`wheel`, its path) first on sys.path, imported by a zipimporter that
// names a module's file without reading it. zipimport's own get_filename reads, inflates and
// unmarshals a module's byte code only to say where it is, and running the module reads it again.
// The wheel holds byte code only (build_bytecode.py), so the file follows from the module's name
// (measured in Pyodide under Node: the engine's import and first answer 44 against 47 ms, medians of
// 25 runs each).
const ON_SYS_PATH = `
import sys, zipimport

class EngineWheel(zipimport.zipimporter):
    def get_filename(self, fullname):
        name = fullname.rpartition(".")[2]
        inside = f"{name}/__init__.pyc" if self.is_package(fullname) else f"{name}.pyc"
        return f"{self.archive}/{self.prefix}{inside}"

def engine_wheel(path):
    # The wheel, and its packages' folders in it; other paths are left to the other hooks.
    if path == wheel or path.startswith(wheel + "/"):
        return EngineWheel(path)
    raise ImportError("not the engine's wheel", path=path)

sys.path_hooks.insert(0, engine_wheel)
sys.path.insert(0, wheel)
`;

async function fetched(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response;
}

function hex(buffer) {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

// The engine's wheel as the lock file names it: {name, bytes}, its sha256 checked.
async function engineWheel(lock) {
  const entry = (await lock).packages?.[ENGINE];
  if (!entry?.file_name || !entry.sha256) throw new EngineMismatch("the lock file does not list the engine");
  const url = new URL(entry.file_name, LOCK_FILE);
  const bytes = new Uint8Array(await (await fetched(url)).arrayBuffer());
  const timing = performance.getEntriesByName(url.href)[0];
  if (timing) {
    reached("wheel requested", timing.fetchStart);
    reached("wheel fetched", timing.responseEnd);
  }
  if (hex(await crypto.subtle.digest("SHA-256", bytes)) !== entry.sha256) {
    throw new EngineMismatch("the engine's wheel does not match this build's lock file");
  }
  reached("wheel checked");
  return { name: entry.file_name.split("/").pop(), bytes };
}

async function boot() {
  progress("starting Python", 0);
  const lock = fetched(LOCK_FILE).then((response) => response.json().catch(() => {
    throw new EngineMismatch("this build's lock file is damaged");
  }));
  // Pyodide reads the same lock file (its packages are the site's). A wheel that does not match
  // ends the boot at once, without waiting for the interpreter.
  const [pyodide, { name, bytes }] = await Promise.all([
    loadPyodide({ lockFileContents: lock, packageBaseUrl: new URL(".", LOCK_FILE).href }).then((started) => {
      reached("python started");
      return started;
    }),
    engineWheel(lock),
  ]);
  const path = `${ENGINE_FOLDER}/${name}`;
  pyodide.FS.mkdirTree(ENGINE_FOLDER);
  pyodide.FS.writeFile(path, bytes);
  pyodide.runPython(ON_SYS_PATH, { globals: pyodide.toPy({ wheel: path }) });
  progress("importing the engine", 0.9);
  // Importing the engine makes objects that live as long as the worker (modules, catalogues,
  // boards): Python's garbage collector would only scan them over and over meanwhile (measured in
  // Pyodide under Node: import and first answer about a fifth faster without it). It is paused
  // until the first answer, which then moves them out of every later collection (gc.freeze).
  const gc = pyodide.pyimport("gc");
  gc.disable();
  try {
    const { handle } = pyodide.pyimport("antike.core.bridge");
    reached("engine imported");
    const answer = JSON.parse(handle(JSON.stringify({ command: "boards" })));
    if (!answer.ok) throw new Error(answer.error.message);
    reached("engine answered");
    gc.freeze();
    return handle;
  } finally {
    gc.enable();
  }
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
