// The page's handle on the rules engine, which runs in a Web Worker (worker.js).
//
//   import { Engine } from "./engine-client.js";
//   const engine = new Engine(({ stage, fraction }) => showProgress(stage, fraction));
//   engine.watchProgress(listener);                       // another listener, told the latest at once
//   await engine.ready;                                   // rejects if the engine cannot load
//   const reply = await engine.call({ command: "boards" });
//   if (reply.ok) { ... reply.boards ... } else { ... reply.error.code, reply.error.message ... }
//
// The state is mirrored on <html data-engine="loading|ready|error"> for CSS and tests. When the
// engine cannot load, `ready` rejects with an Error whose `code` is "mismatch" (the engine's files
// do not match the build: reloading the page fetches them again) or "failed".
// The app's page shares one engine: pageEngine() makes it at its first call and returns the same
// engine afterwards (main.js). index.html starts its worker itself, before the page's modules,
// since the worker's boot is most of the wait: the engine adopts that worker (window.engineWorker)
// and what it said meanwhile; a page without one (a test page) starts its own.
// The boot's timeline is left as performance marks on the page's clock, named "engine: <step>":
// "worker created", the worker's steps (see worker.js), and "ready" when the page learns it:
//   performance.getEntriesByType("mark").filter((mark) => mark.name.startsWith("engine: "))

function setState(state) {
  if (typeof document === "undefined") return;
  document.documentElement.dataset.engine = state;
}

// The worker's steps ({step: ms since the epoch}) as marks on the page's clock, then "ready".
function markSteps(timings) {
  for (const [step, at] of Object.entries(timings ?? {})) {
    performance.mark(`engine: ${step}`, { startTime: at - performance.timeOrigin });
  }
  performance.mark("engine: ready");
}

let shared = null;

/** The page's one engine, made at the first call (with the worker index.html started, if any). */
export function pageEngine() {
  shared ??= new Engine(undefined, globalThis.engineWorker);
  return shared;
}

export class Engine {
  /**
   * Start the engine worker.
   * @param {(progress: {stage: string, fraction: number}) => void} [onProgress] called while it
   *   loads, fraction going from 0 to 1.
   */
  constructor(onProgress = () => {}, started = null) {
    this.nextId = 1;
    this.progressListeners = [onProgress];
    this.progress = { stage: "starting", fraction: 0 };
    this.waiting = new Map(); // id -> {resolve, reject} of calls not answered yet
    setState("loading");
    if (!started) performance.mark("engine: worker created");
    this.worker = started?.worker ?? new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
    /** Resolves once the engine answers requests; rejects with the reason it could not load. */
    this.ready = new Promise((resolve, reject) => {
      this.worker.onmessage = ({ data }) => {
        if (data.id !== undefined) {
          this.answer(data);
        } else if (data.type === "progress") {
          this.tell({ stage: data.stage, fraction: data.fraction });
        } else if (data.type === "ready") {
          markSteps(data.timings);
          setState("ready");
          this.tell({ stage: "ready", fraction: 1 });
          resolve();
        } else if (data.type === "error") {
          this.fail(Object.assign(new Error(data.message), { code: data.code }), reject);
        }
      };
      // The worker script itself failed (not found, syntax error) or crashed.
      this.worker.onerror = (event) => {
        event.preventDefault();
        this.failedToStart(event.message, reject);
      };
      // What an adopted worker said before this engine listened, in order.
      for (const early of started?.early ?? []) {
        if ("error" in early) this.failedToStart(early.error, reject);
        else this.worker.onmessage({ data: early.message });
      }
    });
  }

  failedToStart(message, reject) {
    this.fail(Object.assign(new Error(message || "the engine worker failed to start"), { code: "failed" }), reject);
  }

  /**
   * Also call `listener` with the loading progress: at once with the latest, then as it changes.
   * @param {(progress: {stage: string, fraction: number}) => void} listener
   */
  watchProgress(listener) {
    this.progressListeners.push(listener);
    listener(this.progress);
  }

  tell(progress) {
    this.progress = progress;
    for (const listener of this.progressListeners) listener(progress);
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
