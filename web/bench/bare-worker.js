// Worker of bare.html: starts Pyodide and says so, nothing more (the baseline of bench/boot.py).
import { loadPyodide } from "../pyodide/pyodide.mjs";

// Timings as the app's worker gives them (ms since the epoch), for bench/boot.py's timeline.
const started = performance.timeOrigin + performance.now();
loadPyodide().then(
  () => postMessage({ type: "ready", timings: {
    "worker started": started, "python started": performance.timeOrigin + performance.now() } }),
  (error) => postMessage({ type: "error", message: String(error?.message ?? error) }),
);
