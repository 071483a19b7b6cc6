// Offline play: registers the service worker (../sw.js), which keeps the whole build in the Cache
// Storage, and offers to reload when a newer build has been installed beside the running one.
//
//   import { keepOffline } from "./offline.js";
//   engine.ready.then(() => keepOffline());   // after boot, so precaching does not slow it down
//
// <html data-offline="ready"> once a service worker with a complete cache controls the page.

import { t } from "./i18n.js";
import "./app/words.js";

const SERVICE_WORKER = new URL("../sw.js", import.meta.url);

// The banner with the reload button; pressing it lets `waiting` take over, and the page reloads
// once it controls the page.
function offerReload(waiting) {
  if (document.getElementById("update-banner")) return;
  const banner = document.createElement("div");
  banner.id = "update-banner";
  banner.setAttribute("role", "status");
  const text = document.createElement("span");
  text.textContent = t("offline.update");
  const button = document.createElement("button");
  button.type = "button";
  button.dataset.action = "reload";
  button.textContent = t("offline.reload");
  button.addEventListener("click", () => {
    button.disabled = true;
    navigator.serviceWorker.addEventListener("controllerchange", () => location.reload());
    waiting.postMessage({ type: "skip-waiting" });
  });
  banner.append(text, button);
  document.body.append(banner);
}

/**
 * Register the service worker; resolves with its registration (null where the browser has none).
 * A version that finishes installing while an older one controls the page is offered as a reload.
 */
export async function keepOffline() {
  if (!("serviceWorker" in navigator)) return null;
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER);
  // A browser told to block service workers (a policy, an automated browser) registers none.
  if (!registration) return null;
  const watch = (worker) => worker.addEventListener("statechange", () => {
    if (worker.state === "installed" && navigator.serviceWorker.controller) offerReload(worker);
  });
  if (registration.waiting && navigator.serviceWorker.controller) offerReload(registration.waiting);
  if (registration.installing) watch(registration.installing);
  registration.addEventListener("updatefound", () => watch(registration.installing));
  navigator.serviceWorker.ready.then(() => {
    if (navigator.serviceWorker.controller) document.documentElement.dataset.offline = "ready";
  });
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    document.documentElement.dataset.offline = "ready";
  });
  return registration;
}
