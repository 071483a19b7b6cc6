// The page's handle on the rules engine, which runs in a Web Worker (worker.js).
//
//   import { Engine } from "./engine-client.js";
//   const engine = new Engine(({ stage, fraction }) => showProgress(stage, fraction));
//   await engine.ready;                                   // rejects if the engine cannot load
//   const reply = await engine.call({ command: "boards" });
//   if (reply.ok) { ... reply.boards ... } else { ... reply.error.code, reply.error.message ... }
//
// The state is mirrored on <html data-engine="loading|ready|error"> for CSS and tests, and how
// the engine was installed on <html data-engine-install="micropip|kept">.

// `install` (once ready) says how the worker installed the engine: "micropip" on a build's first
// visit, "kept" when it restored what micropip installed then (see worker.js).
function setState(state, install) {
  if (typeof document === "undefined") return;
  document.documentElement.dataset.engine = state;
  if (install) document.documentElement.dataset.engineInstall = install;
}

export class Engine {
  /**
   * Start the engine worker.
   * @param {(progress: {stage: string, fraction: number}) => void} [onProgress] called while it
   *   loads, fraction going from 0 to 1.
   */
  constructor(onProgress = () => {}) {
    this.nextId = 1;
    this.waiting = new Map(); // id -> {resolve, reject} of calls not answered yet
    setState("loading");
    this.worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
    /** Resolves once the engine answers requests; rejects with the reason it could not load. */
    this.ready = new Promise((resolve, reject) => {
      this.worker.onmessage = ({ data }) => {
        if (data.id !== undefined) {
          this.answer(data);
        } else if (data.type === "progress") {
          onProgress({ stage: data.stage, fraction: data.fraction });
        } else if (data.type === "ready") {
          setState("ready", data.install);
          onProgress({ stage: "ready", fraction: 1 });
          resolve();
        } else if (data.type === "error") {
          this.fail(new Error(data.message), reject);
        }
      };
      // The worker script itself failed (not found, syntax error) or crashed.
      this.worker.onerror = (event) => {
        event.preventDefault();
        this.fail(new Error(event.message || "the engine worker failed to start"), reject);
      };
    });
  }

  /**
   * Send one bridge request and return its reply envelope, {ok: true, ...} or
   * {ok: false, error: {code, message}}. Rejects only if the engine is not available.
   * @param {object} request e.g. {command: "apply", decision: {...}}
   * @returns {Promise<object>}
   */
  async call(request) {
    await this.ready;
    const id = this.nextId++;
    const reply = new Promise((resolve, reject) => this.waiting.set(id, { resolve, reject }));
    this.worker.postMessage({ id, request: JSON.stringify(request) });
    return JSON.parse(await reply);
  }

  answer({ id, reply }) {
    const call = this.waiting.get(id);
    this.waiting.delete(id);
    call?.resolve(reply);
  }

  fail(error, rejectReady) {
    setState("error");
    rejectReady(error);
    for (const call of this.waiting.values()) call.reject(error);
    this.waiting.clear();
  }
}
