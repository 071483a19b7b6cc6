// Module Web Worker that runs the Antike rules engine in Pyodide, off the page's main thread.
//
// Boot, first visit of a build: start Pyodide (with micropip from the local runtime) and, meanwhile,
// read ../build.json (written by build.py: which engine wheel to install, and its sha256) and
// download that wheel; then write the wheel into Pyodide's file system, micropip-install it from
// there (emfs:, deps=False: the engine has no dependencies, so micropip asks no index and fetches
// nothing), and import antike.core.bridge. Once ready, the files micropip installed are kept in
// IndexedDB (kept-install.js).
// Later visits of the same build: start Pyodide without micropip, write the kept files back where
// micropip put them and import antike.core.bridge; if that fails, forget them and install as above.
// Messages to the page while booting:
//   {type: "progress", stage: "<words>", fraction: 0..1}, then {type: "ready", install: "micropip"
//   or "kept", timings} or {type: "error", message}. `timings` says when each step of the boot
//   ended, {step: ms since the epoch} (performance.timeOrigin + performance.now(), which the page
//   puts on its own clock): "worker started", "build info read", "kept install read", "wheel
//   downloaded", "python started", "micropip imported", "engine installed", "engine imported" on a
//   first visit; "engine restored" instead of the wheel's and micropip's steps on a later one; and
//   "micropip loaded" when micropip had to be loaded after a kept install failed to import.
// Afterwards each request {id, request} (request: a JSON string) is answered with {id, reply},
// reply being the JSON string returned by antike.core.bridge.handle(request). Only strings cross.
// Every URL is relative to this file, so the site works under any path.

import { loadPyodide, version as pyodideVersion } from "../pyodide/pyodide.mjs";
import { forgetInstall, keepInstall, keptInstall } from "./kept-install.js";

// The files of the installed engine: the top-level folders of site-packages its RECORD names
// (the package with its byte code, and its .dist-info with what micropip added there).
const INSTALLED_FILES = `
import importlib.metadata, os
distribution = importlib.metadata.distribution("antike")
tops = {distribution.locate_file(path.parts[0]) for path in distribution.files}
sorted(os.path.join(folder, name) for top in tops for folder, _, names in os.walk(top) for name in names)
`;
// Undoes a failed import of kept files, so that micropip installs into a clean site-packages.
const FORGET_ENGINE = `
import sys
for name in [name for name in sys.modules if name == "antike" or name.startswith("antike.")]:
    del sys.modules[name]
`;

// Runs Python code in a namespace of its own, leaving the interpreter's globals alone.
function runApart(pyodide, code) {
  const namespace = pyodide.globals.get("dict")();
  try {
    return pyodide.runPython(code, { globals: namespace });
  } finally {
    namespace.destroy();
  }
}

// When each step of the boot ended (see the head of this file).
const timings = {};
function reached(step) {
  timings[step] = performance.timeOrigin + performance.now();
}
reached("worker started");

function progress(stage, fraction) {
  postMessage({ type: "progress", stage, fraction });
}

// An envelope in the bridge's own format, for requests the bridge never got to see.
function failure(code, message) {
  return JSON.stringify({ ok: false, error: { code, message } });
}

async function readBuildInfo() {
  const url = new URL("../build.json", import.meta.url);
  // Always revalidated: it is what points at the current engine wheel.
  const response = await fetch(url, { cache: "no-cache" });
  if (!response.ok) throw new Error(`${url.pathname}: HTTP ${response.status}`);
  const info = await response.json();
  reached("build info read");
  if (info.pyodide !== pyodideVersion) {
    throw new Error(`build.json is for Pyodide ${info.pyodide}, the runtime is ${pyodideVersion}`);
  }
  return { wheelUrl: new URL(info.engine_wheel, url), key: `${pyodideVersion}/${info.engine_sha256}` };
}

// The engine wheel's name and bytes.
async function downloadWheel(wheelUrl) {
  const response = await fetch(wheelUrl);
  if (!response.ok) throw new Error(`${wheelUrl.pathname}: HTTP ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  reached("wheel downloaded");
  return { name: wheelUrl.pathname.split("/").pop(), bytes };
}

async function installWithMicropip(pyodide, wheel) {
  progress("starting micropip", 0.7);
  const micropip = pyodide.pyimport("micropip");
  reached("micropip imported");
  progress("installing the engine", 0.85);
  const path = `/tmp/${wheel.name}`;
  pyodide.FS.writeFile(path, wheel.bytes);
  const install = micropip.install;
  await install.callKwargs(`emfs:${path}`, { deps: false });
  install.destroy();
  micropip.destroy();
  pyodide.FS.unlink(path);
  reached("engine installed");
  progress("importing the engine", 0.95);
  const { handle } = pyodide.pyimport("antike.core.bridge");
  reached("engine imported");
  return handle;
}

// The engine from kept files, or null (having undone what it wrote) when they do not import.
function restoreKept(pyodide, files) {
  progress("restoring the engine", 0.8);
  try {
    for (const [path, bytes] of files) {
      pyodide.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
      pyodide.FS.writeFile(path, bytes);
    }
    pyodide.runPython("import importlib; importlib.invalidate_caches()");
    reached("engine restored");
    const { handle } = pyodide.pyimport("antike.core.bridge");
    reached("engine imported");
    return handle;
  } catch {
    runApart(pyodide, FORGET_ENGINE);
    for (const [path] of files) {
      try { pyodide.FS.unlink(path); } catch { /* not written before the failure */ }
    }
    return null;
  }
}

// Keeps what micropip installed, for the next visit; only a convenience, so never an error.
async function keepInstalled(pyodide, key) {
  try {
    const paths = runApart(pyodide, INSTALLED_FILES);
    const files = paths.toJs().map((path) => [path, pyodide.FS.readFile(path)]);
    paths.destroy();
    await keepInstall(key, files);
  } catch {
    await forgetInstall();
  }
}

async function readKeptInstall() {
  const kept = await keptInstall();
  reached("kept install read");
  return kept;
}

async function startPython(options) {
  const pyodide = await loadPyodide(options);
  reached("python started");
  return pyodide;
}

async function boot() {
  progress("starting Python", 0);
  const [build, kept] = await Promise.all([readBuildInfo(), readKeptInstall()]);
  const keptFiles = kept?.key === build.key ? kept.files : null;
  if (keptFiles) {
    const pyodide = await startPython();
    const handle = restoreKept(pyodide, keptFiles);
    if (handle) return { handle, install: "kept" };
    await forgetInstall();
    const [wheel] = await Promise.all([
      downloadWheel(build.wheelUrl),
      pyodide.loadPackage("micropip").then(() => reached("micropip loaded")),
    ]);
    return installed(pyodide, wheel, build.key);
  }
  // The wheel is downloaded while the runtime starts. micropip is loaded as part of the runtime's
  // own start (measured: about 0.4 s sooner ready than a loadPackage call afterwards).
  const [wheel, pyodide] = await Promise.all([
    downloadWheel(build.wheelUrl),
    startPython({ packages: ["micropip"] }),
  ]);
  return installed(pyodide, wheel, build.key);
}

async function installed(pyodide, wheel, key) {
  const handle = await installWithMicropip(pyodide, wheel);
  setTimeout(() => keepInstalled(pyodide, key)); // after "ready" is posted
  return { handle, install: "micropip" };
}

const engine = boot();
engine.then(
  ({ install }) => postMessage({ type: "ready", install, timings }),
  (error) => postMessage({ type: "error", message: String(error?.message ?? error) }),
);

// Requests that arrive while booting wait for the engine; none is left unanswered.
self.onmessage = async (event) => {
  const { id, request } = event.data;
  let handle;
  try {
    ({ handle } = await engine);
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
