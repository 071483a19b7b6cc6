// Module Web Worker that runs the Antike rules engine in Pyodide, off the page's main thread.
//
// Boot: start Pyodide (with micropip from the local runtime) and, meanwhile, read ../build.json
// (written by build.py: which engine wheel to install) and download that wheel; then write the
// wheel into Pyodide's file system, micropip-install it from there (emfs:, deps=False: the engine
// has no dependencies, so micropip asks no index and fetches nothing), and import antike.bridge.
// Messages to the page while booting:
//   {type: "progress", stage: "<words>", fraction: 0..1}, then {type: "ready"}
//   or {type: "error", message}.
// Afterwards each request {id, request} (request: a JSON string) is answered with {id, reply},
// reply being the JSON string returned by antike.bridge.handle(request). Only strings cross.
// Every URL is relative to this file, so the site works under any path.

import { loadPyodide, version as pyodideVersion } from "../pyodide/pyodide.mjs";

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
  if (info.pyodide !== pyodideVersion) {
    throw new Error(`build.json is for Pyodide ${info.pyodide}, the runtime is ${pyodideVersion}`);
  }
  return { wheelUrl: new URL(info.engine_wheel, url) };
}

// The engine wheel's name and bytes, downloaded while Pyodide starts.
async function downloadWheel() {
  const { wheelUrl } = await readBuildInfo();
  const response = await fetch(wheelUrl);
  if (!response.ok) throw new Error(`${wheelUrl.pathname}: HTTP ${response.status}`);
  return { name: wheelUrl.pathname.split("/").pop(), bytes: new Uint8Array(await response.arrayBuffer()) };
}

async function boot() {
  progress("starting Python", 0);
  // The wheel is downloaded while the runtime starts. micropip is loaded as part of the runtime's
  // own start (measured: about 0.4 s sooner ready than a loadPackage call afterwards).
  const [wheel, pyodide] = await Promise.all([
    downloadWheel(),
    loadPyodide({ packages: ["micropip"] }),
  ]);
  progress("starting micropip", 0.7);
  const micropip = pyodide.pyimport("micropip");
  progress("installing the engine", 0.85);
  const path = `/tmp/${wheel.name}`;
  pyodide.FS.writeFile(path, wheel.bytes);
  const install = micropip.install;
  await install.callKwargs(`emfs:${path}`, { deps: false });
  install.destroy();
  micropip.destroy();
  pyodide.FS.unlink(path);
  progress("importing the engine", 0.95);
  return pyodide.pyimport("antike.bridge").handle;
}

const engine = boot();
engine.then(
  () => postMessage({ type: "ready" }),
  (error) => postMessage({ type: "error", message: String(error?.message ?? error) }),
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
