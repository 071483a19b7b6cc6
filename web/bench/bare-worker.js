// Worker of bare.html: starts Pyodide and says so, nothing more (the baseline of bench/boot.py).
import { loadPyodide } from "../pyodide/pyodide.mjs";

loadPyodide().then(
  () => postMessage({ type: "ready" }),
  (error) => postMessage({ type: "error", message: String(error?.message ?? error) }),
);
