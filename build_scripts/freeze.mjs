// node freeze.mjs <runtime folder> <engine wheel> (build_lock.write_engine_lock): installs the wheel
// with micropip in the runtime's Pyodide and prints micropip.freeze(), the lock file that lists it.
import { readFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import { pathToFileURL } from "node:url";
const [runtime, wheel] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(resolve(runtime, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: resolve(runtime) + "/", packages: ["micropip"] });
const installed = `/tmp/${basename(wheel)}`;
pyodide.FS.writeFile(installed, readFileSync(wheel));
process.stdout.write(await pyodide.runPythonAsync(
  `import micropip\nawait micropip.install("emfs:${installed}", deps=False)\nmicropip.freeze()`));
