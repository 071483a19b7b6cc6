// Service worker: keeps every file of one build in the Cache Storage, so that after one visit the
// game starts and plays with no network.
//
// build.py puts `const PRECACHE = {version, files: [{url, sha256, bytes}]}` in front of this file
// (urls relative to this script), so every build is a new script that the browser installs beside
// the running one. Install fetches and checks every file into the cache "antike-<version>"; the new
// version then waits until the page asks it to take over ({type: "skip-waiting"}, sent when the
// player presses "reload"), so a page never gets files of two builds. Activation deletes the
// caches of other builds. Requests for precached files are answered from the cache, whatever their
// query string; anything else goes to the network as usual.

const CACHE_PREFIX = "antike-";
const CACHE_NAME = `${CACHE_PREFIX}${PRECACHE.version}`;
const SCOPE = new URL(self.registration.scope);
const PRECACHED = new Set(PRECACHE.files.map((file) => file.url));
// What a request for the scope itself ("/" or "/game/") is answered with.
const INDEX = "index.html";

async function sha256Hex(buffer) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", buffer));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

// The file's response, checked against the build's sha256. "no-cache" first: the server is asked,
// and a body the page just downloaded comes from the HTTP cache with a 304; "reload" bypasses
// that cache, should it hold an older copy of the file than the server.
async function fetchChecked({ url, sha256 }) {
  for (const cache of ["no-cache", "reload"]) {
    const response = await fetch(new URL(url, SCOPE), { cache });
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    const body = await response.arrayBuffer();
    if ((await sha256Hex(body)) === sha256) {
      return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
    }
  }
  throw new Error(`${url}: the server's file is not the one of build ${PRECACHE.version}`);
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE_NAME);
    await Promise.all(PRECACHE.files.map(async (file) => {
      await cache.put(new URL(file.url, SCOPE), await fetchChecked(file));
    }));
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    const names = await caches.keys();
    await Promise.all(names
      .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME)
      .map((name) => caches.delete(name)));
    // The first version takes the page that installed it at once: its cache holds that page's build.
    await self.clients.claim();
  })());
});

self.addEventListener("message", (event) => {
  if (event.data?.type === "skip-waiting") self.skipWaiting();
});

// The precached file a request is for, or null.
function precachedPath(request) {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  if (url.origin !== SCOPE.origin || !url.pathname.startsWith(SCOPE.pathname)) return null;
  const path = decodeURIComponent(url.pathname.slice(SCOPE.pathname.length)) || INDEX;
  return PRECACHED.has(path) ? path : null;
}

self.addEventListener("fetch", (event) => {
  const path = precachedPath(event.request);
  if (path === null) return;
  event.respondWith((async () => {
    const cached = await caches.match(new URL(path, SCOPE), { cacheName: CACHE_NAME });
    // Missing only if the browser dropped the cache: the network is the next best source.
    return cached ?? fetch(event.request);
  })());
});
