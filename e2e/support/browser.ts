// Debian's Chromium driven by playwright-core: never a downloaded browser.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { CHROMIUM_PATH, OWNER } from "./constants";
import { closeDatabase } from "./database";
import { reportOnFailure } from "./failure-report";
import { lane } from "./lane";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Playwright's own `--disable-features` names (playwright-core 1.65). Chromium keeps only the last
 * `--disable-features` switch, so the tests' switch repeats these before adding its own;
 * e2e/test-browser.test.ts fails when a Playwright upgrade brings a name this list lacks.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
  "SkipListAccountsWithoutGaiaCookies",
];

/**
 * Chromium's new headless mode opens a browser window for every context, and each window loads its
 * omnibox popup as a WebUI page in a renderer of its own. No test opens that popup, yet it cost about
 * 2.5 s of CPU per context and first page load on CI's 2-core machine (context 1.7 → 0.9 s, dashboard
 * 3.8 → 2.1 s, docs/decisions/003-test-layers.md). Tests only: the bench measures with CHROMIUM_ARGS.
 */
const OMNIBOX_WEBUI_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxFullPopup", "WebUIOmniboxAimPopup", "PreloadTopChromeWebUI"];

const TEST_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_WEBUI_FEATURES].join(",")}`,
];

export function baseURL(): string {
  return lane().baseURL;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    // playwright gives every launch a new, empty profile directory of its own.
    args: TEST_CHROMIUM_ARGS,
  });
}

/**
 * One Chromium for the calling test file: launched before its tests, closed after them together
 * with the file's database connection, if it opened one.
 */
export function chromiumForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await closeDatabase();
  });
  return () => {
    if (!browser) throw new Error("Chromium is not running (chromiumForFile's beforeAll has not run)");
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
