// node stdlib_bytecode.mjs <runtime folder> <site lock file> <target> <engine wheel> <engine folder>
// (build_bytecode.add_stdlib_bytecode): boots as web/js/worker.js does (the engine wheel put on
// sys.path from where the worker writes it, antike.core.bridge imported, one request answered), then
// runs stdlib_bytecode.py (on stdin) on the runtime's standard library.
import { readFileSync, writeFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import { pathToFileURL } from "node:url";
const [runtime, lockFile, target, wheel, folder] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(resolve(runtime, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: resolve(runtime) + "/", lockFileURL: resolve(lockFile) });
const path = `${folder}/${basename(wheel)}`;
pyodide.FS.mkdirTree(folder);
pyodide.FS.writeFile(path, readFileSync(wheel));
pyodide.pyimport("sys").path.insert(0, path);
pyodide.FS.writeFile("/tmp/in-stdlib.zip", readFileSync(resolve(runtime, "python_stdlib.zip")));
pyodide.runPython(`from antike.core.bridge import handle\nhandle('{"command": "boards"}')`);
pyodide.runPython("import sys; sys.argv = ['bytecode', '/tmp/in-stdlib.zip', '/tmp/out-stdlib.zip']\n"
  + readFileSync(0, "utf8"));
writeFileSync(target, pyodide.FS.readFile("/tmp/out-stdlib.zip"));
