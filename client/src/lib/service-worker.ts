// Registers the service worker of the production build (client/src/service-worker/sw.ts) and asks
// it to forget its caches at logout. Development (Vite's dev server) runs without one.

const SW_URL = "/sw.js";
const LOGOUT_REPLY_TIMEOUT_MS = 5_000;

/** After the page has loaded, so installing the worker never competes with the first paint. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => void navigator.serviceWorker.register(SW_URL).catch(() => undefined);
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

/**
 * Logout: the worker deletes every cache and fetches the public app shell again (so the offline
 * page still works); without a worker, the page deletes the caches itself. Never rejects: signing
 * out must not fail because a cache could not be cleared.
 */
export async function clearAppCaches(): Promise<void> {
  try {
    const worker = "serviceWorker" in navigator ? (await navigator.serviceWorker.getRegistration())?.active : undefined;
    if (worker) {
      const channel = new MessageChannel();
      const replied = new Promise<void>((resolve) => {
        channel.port1.onmessage = () => resolve();
        setTimeout(resolve, LOGOUT_REPLY_TIMEOUT_MS);
      });
      worker.postMessage({ type: "logout" }, [channel.port2]);
      await replied;
    } else if ("caches" in window) {
      for (const key of await caches.keys()) await caches.delete(key);
    }
  } catch {
    // Storage may be unavailable (privacy modes); there is then nothing to clear.
  }
}
