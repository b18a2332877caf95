// Debian's Chromium driven by playwright-core: never a downloaded browser.
import { mkdirSync } from "node:fs";
import path from "node:path";
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Download,
  type Locator,
  type Page,
} from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { OWNER } from "./constants";
import { closeDatabase } from "./database";
import { reportOnFailure } from "./failure-report";
import { lane } from "./lane";

export function baseURL(): string {
  return lane().baseURL;
}

/**
 * The Chromium of the calling test file's lane (e2e/support/global-setup.ts launches one per lane and
 * keeps it for the run: a launch cost about 2 s of CPU, once per file before): connected before its
 * tests; after them, the file's contexts are closed and its connection dropped, together with the
 * file's database connection, if it opened one.
 */
export function chromiumForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.connect(lane().browserEndpoint);
  });
  afterAll(async () => {
    await browser?.close();
    await closeDatabase();
  });
  return () => {
    if (!browser) throw new Error("Chromium is not connected (chromiumForFile's beforeAll has not run)");
    return browser;
  };
}

/**
 * A browser context for a test: the app's service worker is blocked. Installing it precaches the
 * whole app shell (some 45 files) in every new context, about 4 s of Chromium's CPU each time, which a
 * user pays once per install; e2e/pwa.test.ts, which is about the worker, makes contexts of its own.
 */
export async function newTestContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseURL(), serviceWorkers: "block", ...options });
  reportOnFailure(context);
  return context;
}

export async function newPage(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newTestContext(browser, { viewport });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Signs in through POST /api/auth/login with the page's own cookies and opens nothing: the test then
 * opens the screen it is about, so each test loads the app once (e2e/accounts.test.ts signs in through
 * the form).
 */
export async function signIn(page: Page, credentials: { email: string; password: string } = OWNER) {
  const answer = await page.request.post("/api/auth/login", { data: credentials });
  if (answer.status() !== 200) throw new Error(`sign in ${credentials.email}: ${answer.status()} ${await answer.text()}`);
}

/**
 * Opens `path` through the app's router (wouter follows history.pushState, as its links do), at the
 * top of the page as a load would be, instead of loading the app again: a page.goto costs Chromium
 * about 2 CPU-s (the bundle parsed and compiled, every query read afresh), a navigation about 0.35
 * (docs/decisions/072-ci-time.md). Queries already read keep their cached answers (staleTime
 * Infinity, client/src/api/query-client.ts): after rows were written through the API rather than the
 * page, load the screen with page.goto.
 */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((next) => {
    history.pushState(null, "", next);
    window.scrollTo(0, 0);
  }, path);
}

/** Registers through the API (not the UI) for tests about what comes after registration; on the lane's app unless `app` names another. */
export async function registerThroughApi(email: string, password: string, app = baseURL()) {
  const res = await fetch(`${app}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 201) throw new Error(`register ${email}: ${res.status}`);
  return (await res.json()).user as { id: string; email: string };
}

/**
 * Saves what the page shows to e2e/screenshots/NAME.png, for a person to look at, when the run asks for
 * it (`npm run test:e2e:screenshots`). A screenshot costs Chromium about half a second of CPU and the
 * layer takes some 150: a plain run saves none (docs/decisions/003-test-layers.md).
 */
export async function screenshot(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  const dir = path.resolve(import.meta.dirname, "../screenshots");
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false });
}

/** The toast area; Radix briefly keeps a hidden copy of each toast for screen readers elsewhere. */
export function toasts(page: Page): Locator {
  return page.getByRole("region", { name: /Notifications/ });
}

export async function settle(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // Spinners loop forever; only finite animations can be waited for.
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

export async function shot(page: Page, name: string) {
  await settle(page);
  await screenshot(page, name);
}

/** A download's bytes, read through the connection (its file lives with the lane's Chromium, not here). */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
