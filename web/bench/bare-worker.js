// Worker of bare.html: starts Pyodide and says so, nothing more (the baseline of bench/boot.py).
// The same loadPyodide options as the app's worker, but no package to load.
import { loadPyodide } from "../pyodide/pyodide.mjs";

// Timings as the app's worker gives them (ms since the epoch), for bench/boot.py's timeline.
const started = performance.timeOrigin + performance.now();
loadPyodide({ lockFileURL: new URL("../pyodide-lock.json", import.meta.url).href }).then(
  () => postMessage({ type: "ready", timings: {
    "worker started": started, "python started": performance.timeOrigin + performance.now() } }),
  (error) => postMessage({ type: "error", message: String(error?.message ?? error) }),
);
