// node wheel_bytecode.mjs <runtime folder> <engine folder> <wheel>... (build_bytecode.add_bytecode):
// the wheels are replaced by their byte-compiled copies, made by wheel_bytecode.py, which comes on stdin.
import { readFileSync, writeFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import { pathToFileURL } from "node:url";
const [runtime, engineFolder, ...wheels] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(resolve(runtime, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: resolve(runtime) + "/" });
const args = wheels.flatMap((path) => {
  pyodide.FS.writeFile(`/tmp/in-${basename(path)}`, readFileSync(path));
  return [`/tmp/in-${basename(path)}`, `/tmp/out-${basename(path)}`];
});
pyodide.globals.set("bytecode_args", pyodide.toPy([engineFolder, ...args]));
pyodide.runPython("import sys; sys.argv = ['bytecode', *bytecode_args]\n" + readFileSync(0, "utf8"));
for (const path of wheels) writeFileSync(path, pyodide.FS.readFile(`/tmp/out-${basename(path)}`));
