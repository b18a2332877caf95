// The service worker (docs/decisions/021-phone-pwa-compression.md), compiled by vite-plugin-pwa
// into /sw.js with the list of built files injected as self.__WB_MANIFEST.
// - The app shell (scripts, styles, icons, the manifest and the offline page) is cached at install
//   and answered from the cache: a repeat start loads no code over the network.
// - A page load always asks the server first (index.html is tiny and must match the deployed
//   assets); when the server cannot be reached, the offline page answers instead of the browser's
//   error.
// - /api is never answered from or written to a cache: its answers belong to one signed-in user.
// - Logout (a "logout" message) deletes every cache, then caches the public shell again.
// No Workbox runtime: these few rules are all the app needs, and each is readable here.

interface PrecacheEntry {
  url: string;
  revision: string | null;
}

// The service-worker globals this file uses (the project's TypeScript library is the DOM's).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
  ports: readonly MessagePort[];
}
interface WorkerScope {
  __WB_MANIFEST: PrecacheEntry[];
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: ExtendableMessageEvent) => void): void;
}
// A module (see the export at the end), so this `self` shadows the DOM's Window-typed one.
declare const self: WorkerScope;

const OFFLINE_PATH = "/offline.html";
const CACHE_PREFIX = "asx-shell-";
const entries = self.__WB_MANIFEST;
const shellPaths = new Set(entries.map((entry) => new URL(entry.url, self.location.href).pathname));
// A new build (any file's content or hashed name changed) gets a cache of its own.
const CACHE_NAME = CACHE_PREFIX + fingerprint(entries.map((entry) => `${entry.url}#${entry.revision ?? ""}`).join("\n"));

function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

async function cacheShell() {
  const cache = await caches.open(CACHE_NAME);
  await cache.addAll([...shellPaths]);
}

async function deleteCaches(keep?: string) {
  for (const key of await caches.keys()) if (key !== keep) await caches.delete(key);
}

self.addEventListener("install", (event) => {
  event.waitUntil(cacheShell().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(deleteCaches(CACHE_NAME).then(() => self.clients.claim()));
});

async function shellFirst(request: Request, pathname: string): Promise<Response> {
  const cache = await caches.open(CACHE_NAME);
  const cached = await cache.match(pathname);
  if (cached) return cached;
  const response = await fetch(request);
  // Cleared at logout: put the public file back as it passes.
  if (response.ok) await cache.put(pathname, response.clone());
  return response;
}

async function pageOrOffline(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    return (await caches.match(OFFLINE_PATH)) ?? Response.error();
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
  if (request.mode === "navigate") event.respondWith(pageOrOffline(request));
  else if (shellPaths.has(url.pathname)) event.respondWith(shellFirst(request, url.pathname));
});

self.addEventListener("message", (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type !== "logout") return;
  const done = deleteCaches()
    .then(cacheShell)
    .then(
      () => event.ports[0]?.postMessage({ cleared: true }),
      () => event.ports[0]?.postMessage({ cleared: false }),
    );
  event.waitUntil(done);
});

export {};
