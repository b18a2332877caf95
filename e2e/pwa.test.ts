// The installable app: a linked, valid web app manifest with its icons; a service worker that
// caches the app shell, never an API answer, serves the offline screen when the server is gone,
// and forgets its caches at logout; and the 'Install' offer when the browser makes one.
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumForFile, shot, signIn } from "./support/browser";
import { approvedUser, openDashboard } from "./support/dashboard";
import { startOwnServer, type OwnServer } from "./support/own-server";

const browser = chromiumForFile();
let server: OwnServer;
let user: Awaited<ReturnType<typeof approvedUser>>;

beforeAll(async () => {
  server = await startOwnServer();
  user = await approvedUser();
});
afterAll(async () => {
  await server?.stop();
});

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function controlledPage(): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser().newContext({
    baseURL: server.baseURL,
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await signIn(page, user);
  await openDashboard(page);
  // The worker is registered after load and claims the open pages once it has cached the shell.
  // A claim reaches only pages already running: when it lands while the dashboard's navigation is in
  // flight, that page stays uncontrolled, and the next load (as a user's next visit) is controlled.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await openDashboard(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  return { page, close: () => context.close() };
}

/** The page's background and text colours (the offline page sets them on its root). */
const pageColours = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.documentElement);
    return { background: style.backgroundColor, text: getComputedStyle(document.body).color };
  });
// The app's --background and --foreground in each theme (client/src/index.css).
const DARK = { background: "rgb(9, 9, 11)", text: "rgb(250, 250, 250)" };
const LIGHT = { background: "rgb(255, 255, 255)", text: "rgb(9, 9, 11)" };

/**
 * How far `png` is from the logo file drawn at its size (mean difference per colour channel, 0–255):
 * at full size, or (`inset`, the maskable icons) at 70 % in the middle of a square of the logo's own
 * tile colour, the safe zone scripts/make-icons.ts keeps.
 */
const differenceFromLogo = (page: Page, png: string, logo: string, inset: boolean) =>
  page.evaluate(
    async ({ png, logo, inset }) => {
      const load = async (src: string) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        return image;
      };
      const icon = await load(png);
      const size = icon.naturalWidth;
      const pixels = (draw: (context: CanvasRenderingContext2D) => void) => {
        const canvas = document.createElement("canvas");
        canvas.width = canvas.height = size;
        const context = canvas.getContext("2d")!;
        draw(context);
        return context.getImageData(0, 0, size, size).data;
      };
      const logoImage = await load(logo);
      const tile = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(await (await fetch(logo)).text())?.[1] ?? "none";
      const expected = pixels((context) => {
        if (!inset) return context.drawImage(logoImage, 0, 0, size, size);
        context.fillStyle = tile;
        context.fillRect(0, 0, size, size);
        context.drawImage(logoImage, size * 0.15, size * 0.15, size * 0.7, size * 0.7);
      });
      const actual = pixels((context) => context.drawImage(icon, 0, 0));
      let total = 0;
      for (let i = 0; i < actual.length; i++) total += Math.abs(actual[i] - expected[i]);
      return total / actual.length;
    },
    { png, logo, inset },
  );

const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const key of await caches.keys()) {
      for (const request of await (await caches.open(key)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths.sort();
  });

describe("installable app", () => {
  it("links a valid manifest: names, standalone display, theme colours, and 192, 512 and maskable PNG icons that load", async () => {
    const html = await (await fetch(`${server.baseURL}/`)).text();
    const href = /<link rel="manifest" href="([^"]+)"/.exec(html)?.[1];
    expect(href).toBe("/manifest.webmanifest");
    expect(html).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}" media="\(prefers-color-scheme: dark\)"/);
    expect(html).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}" media="\(prefers-color-scheme: light\)"/);
    const res = await fetch(`${server.baseURL}${href}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    const manifest = await res.json();
    expect(manifest).toMatchObject({
      name: "ASX Fair Value Dashboard",
      short_name: "ASX Fair Value",
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    });
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
    for (const [sizes, purpose] of [
      ["192x192", "any"],
      ["512x512", "any"],
      ["512x512", "maskable"],
    ]) {
      const icon = icons.find((i) => i.sizes === sizes && i.purpose === purpose);
      expect(icon, `${sizes} ${purpose}`).toBeDefined();
      const image = await fetch(`${server.baseURL}${icon!.src}`);
      expect(image.headers.get("content-type")).toBe("image/png");
      const [width, height] = sizes.split("x").map(Number);
      expect(pngSize(Buffer.from(await image.arrayBuffer()))).toEqual({ width, height });
    }
  });

  it("has one logo: the sidebar's tile, the sign-in page, the offline page, the tab icon and every installed icon are one file", async () => {
    const context = await browser().newContext({ baseURL: server.baseURL, viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    const imageSource = async (images: Locator) => {
      expect(await images.count()).toBeGreaterThan(0);
      return images.first().getAttribute("src");
    };
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign In" }).waitFor();
    const logo = await imageSource(page.locator("main img"));
    expect(logo).toMatch(/\.svg$/);
    expect(await page.locator('link[rel="icon"]').getAttribute("href")).toBe(logo);
    await signIn(page, user);
    await openDashboard(page);
    expect(await imageSource(page.getByRole("complementary", { name: "Sidebar" }).locator("img"))).toBe(logo);
    await page.goto("/offline.html");
    expect(await imageSource(page.locator("main img"))).toBe(logo);
    expect(await page.locator('link[rel="icon"]').getAttribute("href")).toBe(logo);
    const logoFile = await fetch(`${server.baseURL}${logo}`);
    expect(logoFile.headers.get("content-type")).toMatch(/^image\/svg\+xml/);

    // The installed icons are that file drawn at their sizes (scripts/make-icons.ts).
    const manifest = await (await fetch(`${server.baseURL}/manifest.webmanifest`)).json();
    const icons = [...(manifest.icons as { src: string; purpose: string }[]), { src: "/icons/apple-touch-icon.png", purpose: "maskable" }];
    for (const icon of icons) {
      expect(await differenceFromLogo(page, icon.src, logo!, icon.purpose === "maskable"), icon.src).toBeLessThan(1);
    }
    await context.close();
  });

  it("offers 'Install' in the header only once the browser offers an install, and runs the browser's prompt", async () => {
    const { page, close } = await controlledPage();
    const install = page.getByRole("button", { name: "Install" });
    expect(await install.count()).toBe(0);
    // Chromium fires beforeinstallprompt only after its engagement checks; the test fires the same event.
    await page.evaluate(() => {
      const offer = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
        prompt: () => {
          (window as unknown as { prompted: number }).prompted = ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: "accepted" }),
      });
      window.dispatchEvent(offer);
    });
    await install.waitFor();
    const box = (await install.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    await shot(page, "pwa-install-offer-360");
    await install.click();
    await install.waitFor({ state: "detached" });
    expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
    await close();
  }, 120_000);

  it("clears what the app cached at logout, then caches only the public shell again", async () => {
    const { page, close } = await controlledPage();
    await page.evaluate(async () => {
      const [key] = await caches.keys();
      await (await caches.open(key)).put("/left-behind", new Response("private"));
    });
    expect(await cachedPaths(page)).toContain("/left-behind");
    await page.getByRole("button", { name: "Toggle Sidebar" }).click();
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await expect.poll(() => cachedPaths(page), { timeout: 15_000 }).not.toContain("/left-behind");
    await expect.poll(() => cachedPaths(page), { timeout: 15_000 }).toContain("/offline.html");
    await close();
  }, 120_000);

  it("registers a service worker that caches the shell but no API answer, and shows 'You are offline' when the server is stopped", async () => {
    const { page, close } = await controlledPage();
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${server.baseURL}/`);
    // The dashboard has read /api/auth/me, /api/portfolio and more by now: none of it is cached.
    const paths = await cachedPaths(page);
    expect(paths).toContain("/offline.html");
    expect(paths.some((p) => /^\/assets\/index-[\w-]+\.js$/.test(p))).toBe(true);
    expect(paths.filter((p) => p.startsWith("/api/"))).toEqual([]);
    expect(paths).not.toContain("/");

    await server.stop();
    await page.goto("/sectors");
    await page.getByRole("heading", { name: "You are offline" }).waitFor();
    expect(await page.getByRole("link", { name: "Try again" }).isVisible()).toBe(true);
    // In the app's theme: dark by default, light once chosen (its script comes from the cache too).
    expect(await pageColours(page)).toEqual(DARK);
    await shot(page, "pwa-offline-360");
    await page.evaluate(() => localStorage.setItem("theme", "light"));
    await page.reload();
    await page.getByRole("heading", { name: "You are offline" }).waitFor();
    expect(await pageColours(page)).toEqual(LIGHT);
    await shot(page, "pwa-offline-light-360");
    await close();
  }, 120_000);
});
