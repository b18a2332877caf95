// In Debian's Chromium (playwright-core): how long the dashboard takes to be ready at N stocks and
// with none, how many table rows are in the DOM, and how long a header click takes to repaint the
// re-sorted table. Every time is taken inside the page (performance.now, requestAnimationFrame), so
// the driver's polling never adds to it.
import { chromium, type Browser, type Page } from "playwright-core";
import { CHROMIUM_ARGS } from "../../e2e/support/chromium";
import { CHROMIUM_PATH } from "../../e2e/support/constants";
import { signedInClient } from "./bench-server";
import { gzipKbOf } from "./bundle-size";
import type { BenchUser } from "./dataset";
import { median } from "./stats";

const PORTFOLIO_TABLE = '[aria-label="Portfolio stocks table"]';
const OTHER_TABLE = '[aria-label="Other stocks table"]';
const PORTFOLIO_EMPTY = "No stocks found. Upload your portfolio data to get started.";
const OTHER_EMPTY = "No other stocks being tracked";
/** A column whose every header click changes the first row (prices differ, direction flips). */
const SORT_COLUMN = "lastPrice";

/**
 * Installed before every navigation: once per frame it checks whether both stock sections have
 * settled (rows drawn, or their empty message) and keeps the frame time at which they first did —
 * ms since navigation start, the frame in which the ready dashboard is painted.
 */
function installReadyProbe(selectors: { portfolio: string; other: string; portfolioEmpty: string; otherEmpty: string }) {
  const w = window as unknown as { __benchReadyAt?: number };
  const section = (table: string, empty: string) =>
    document.querySelector(`${table} tbody tr[data-symbol]`) !== null ||
    Array.from(document.querySelectorAll("p")).some((p) => p.textContent === empty);
  const check = (frameTime: number) => {
    if (section(selectors.portfolio, selectors.portfolioEmpty) && section(selectors.other, selectors.otherEmpty)) {
      w.__benchReadyAt = frameTime;
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

export async function signIn(page: Page, user: BenchUser) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
}

/** Loads the dashboard and returns the in-page ready time. */
async function loadDashboard(page: Page): Promise<number> {
  await page.goto("/");
  try {
    const handle = await page.waitForFunction(() => (window as unknown as { __benchReadyAt?: number }).__benchReadyAt, undefined, {
      timeout: 60_000,
    });
    return (await handle.jsonValue()) as number;
  } catch (error) {
    const text = await page.evaluate(() => document.body.innerText.slice(0, 1500)).catch(() => "(no page text)");
    throw new Error(`The dashboard at ${page.url()} never became ready: ${(error as Error).message}\n${text}`, { cause: error });
  }
}

/** A signed-in tab for `user`, its cache warmed by one untimed load; returns the scripts that load took. */
async function dashboardTab(browser: Browser, baseUrl: string, user: BenchUser) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
  // tsx compiles this file with esbuild's keepNames, which wraps the named functions inside the
  // callbacks below in __name(…); the page has no such helper, so give it a harmless one.
  await context.addInitScript({ content: "globalThis.__name = (target) => target;" });
  const page = await context.newPage();
  await signIn(page, user);
  await page.addInitScript(installReadyProbe, {
    portfolio: PORTFOLIO_TABLE,
    other: OTHER_TABLE,
    portfolioEmpty: PORTFOLIO_EMPTY,
    otherEmpty: OTHER_EMPTY,
  });
  await loadDashboard(page);
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.endsWith(".js")),
  );
  return { context, page, scripts };
}

/** Click on a sort header → the first frame whose paint shows the rows in a new order, in the page. */
async function sortRepaint(page: Page): Promise<number> {
  return page.evaluate(
    ({ table, column }) =>
      new Promise<number>((resolve, reject) => {
        const region = document.querySelector(table);
        const button = region?.querySelector<HTMLButtonElement>(`th[data-column="${column}"] button`);
        if (!region || !button) return reject(new Error(`No sort button for ${column}`));
        // The order of the rows drawn (not just the first: it may top both orders by chance).
        const order = () =>
          Array.from(region.querySelectorAll("tbody tr[data-symbol]"), (row) => row.getAttribute("data-symbol")).join(",");
        const before = order();
        const sortBefore = button.closest("th")?.getAttribute("aria-sort");
        const start = performance.now();
        button.click();
        const check = () => {
          // The frame in which the new order is drawn: a task queued from its rAF callback runs
          // after that frame's paint, so the time taken there includes style, layout and paint.
          if (order() !== before) setTimeout(() => resolve(performance.now() - start), 0);
          else if (performance.now() - start > 10_000)
            reject(
              new Error(
                `The table did not re-sort: ${sortBefore} -> ${button.closest("th")?.getAttribute("aria-sort")} ${before.slice(0, 80)}`,
              ),
            );
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    { table: PORTFOLIO_TABLE, column: SORT_COLUMN },
  );
}

/**
 * Every byte Chromium received to show the large user's dashboard on a first visit (empty cache,
 * no service worker yet): the document, scripts, styles, fonts and API answers, headers included,
 * as the network delivered them (compressed), until the page is ready and the network is quiet.
 */
async function dashboardTransfer(browser: Browser, baseUrl: string, cookie: string) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 }, serviceWorkers: "block" });
  await context.addInitScript({ content: "globalThis.__name = (target) => target;" });
  const [name, ...rest] = cookie.split("=");
  await context.addCookies([{ name, value: rest.join("="), url: baseUrl }]);
  const page = await context.newPage();
  await page.addInitScript(installReadyProbe, {
    portfolio: PORTFOLIO_TABLE,
    other: OTHER_TABLE,
    portfolioEmpty: PORTFOLIO_EMPTY,
    otherEmpty: OTHER_EMPTY,
  });
  const session = await context.newCDPSession(page);
  await session.send("Network.enable");
  const received = new Map<string, { url: string; bytes: number }>();
  const urls = new Map<string, string>();
  session.on("Network.responseReceived", (event) => urls.set(event.requestId, event.response.url));
  session.on("Network.loadingFinished", (event) =>
    received.set(event.requestId, { url: urls.get(event.requestId) ?? "?", bytes: event.encodedDataLength }),
  );
  await loadDashboard(page);
  await page.waitForLoadState("networkidle");
  await context.close();
  const byKind = { document: 0, scripts: 0, styles: 0, api: 0, other: 0 };
  for (const { url, bytes } of received.values()) {
    const pathname = new URL(url, baseUrl).pathname;
    const kind = pathname.startsWith("/api/")
      ? "api"
      : pathname.endsWith(".js")
        ? "scripts"
        : pathname.endsWith(".css")
          ? "styles"
          : pathname === "/"
            ? "document"
            : "other";
    byKind[kind] += bytes;
  }
  const total = Object.values(byKind).reduce((sum, bytes) => sum + bytes, 0);
  return { totalKb: total / 1000, byKindKb: Object.fromEntries(Object.entries(byKind).map(([k, v]) => [k, v / 1000])) };
}

export interface BrowserFigures {
  dashboardReadyMs: number;
  emptyDashboardReadyMs: number;
  tableRowsInDom: number;
  portfolioRowsInDom: number;
  sortRepaintMs: number;
  sortRepaintMaxMs: number;
  dashboardJsGzipKb: number;
  dashboardTransferKb: number;
  dashboardTransferByKindKb: Record<string, number>;
  chromiumVersion: string;
}

export async function measureBrowser(
  baseUrl: string,
  publicDir: string,
  users: { large: BenchUser; empty: BenchUser },
  options: { runs: number; sortClicks: number },
): Promise<BrowserFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const transfer = await dashboardTransfer(browser, baseUrl, (await signedInClient(baseUrl, users.large)).cookie);
    const full = await dashboardTab(browser, baseUrl, users.large);
    const empty = await dashboardTab(browser, baseUrl, users.empty);
    // Alternating loads, so noise on a shared machine falls on both sides of the ratio.
    const fullSamples: number[] = [];
    const emptySamples: number[] = [];
    for (let i = 0; i < options.runs; i++) {
      fullSamples.push(await loadDashboard(full.page));
      emptySamples.push(await loadDashboard(empty.page));
    }

    const rows = await full.page.evaluate(
      ({ table }) => ({
        all: document.querySelectorAll("tbody tr[data-symbol]").length,
        portfolio: document.querySelectorAll(`${table} tbody tr[data-symbol]`).length,
      }),
      { table: PORTFOLIO_TABLE },
    );

    const sorts: number[] = [];
    for (let i = 0; i < options.sortClicks; i++) {
      sorts.push(await sortRepaint(full.page));
      await full.page.waitForTimeout(100);
    }
    await full.context.close();
    await empty.context.close();
    return {
      dashboardReadyMs: median(fullSamples),
      emptyDashboardReadyMs: median(emptySamples),
      tableRowsInDom: rows.all,
      portfolioRowsInDom: rows.portfolio,
      sortRepaintMs: median(sorts),
      sortRepaintMaxMs: Math.max(...sorts),
      dashboardJsGzipKb: gzipKbOf(publicDir, full.scripts),
      dashboardTransferKb: transfer.totalKb,
      dashboardTransferByKindKb: transfer.byKindKb,
      chromiumVersion: browser.version(),
    };
  } finally {
    await browser.close();
  }
}
