// When a browser test fails (e2e/support/report-failures.ts), what its pages last did: each open
// page's last API answers (method, path, status, time since the page opened), failed requests,
// console and page errors and the notices on screen, printed under the failure, and a screenshot in
// e2e/screenshots/failed-*.png. A failure seen once under load (a notice that never came, a list that
// never changed) then says which request it waited on.
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";

const KEPT = 40;
const logs = new WeakMap<Page, string[]>();
const openContexts = new Set<BrowserContext>();

function record(page: Page, started: number, line: string) {
  const log = logs.get(page);
  if (!log) return;
  log.push(`${String(Date.now() - started).padStart(6)} ms  ${line}`);
  if (log.length > KEPT) log.shift();
}

function watch(page: Page) {
  const started = Date.now();
  logs.set(page, []);
  const apiPath = (url: string) => url.replace(/^https?:\/\/[^/]+/, "");
  page.on("response", (res) => {
    if (res.url().includes("/api/")) record(page, started, `${res.status()} ${res.request().method()} ${apiPath(res.url())}`);
  });
  page.on("requestfailed", (req) => record(page, started, `FAILED ${req.method()} ${apiPath(req.url())}: ${req.failure()?.errorText}`));
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") record(page, started, `console.${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => record(page, started, `page error: ${error.message}`));
}

/** Called for every test context (e2e/support/browser.ts newTestContext). */
export function reportOnFailure(context: BrowserContext) {
  openContexts.add(context);
  context.on("close", () => openContexts.delete(context));
  context.on("page", watch);
}

/** Prints each open test page's log and saves its screenshot (e2e/support/report-failures.ts calls it). */
export async function reportFailure(testName: string) {
  const name = testName.replace(/[^a-z0-9]+/gi, "-").slice(0, 80);
  let index = 0;
  for (const context of openContexts) {
    for (const page of context.pages()) {
      index += 1;
      const file = path.resolve(import.meta.dirname, `../screenshots/failed-${name}-${index}.png`);
      const notices = await page
        .getByRole("region", { name: /Notifications/ })
        .innerText({ timeout: 1_000 })
        .catch(() => "(none)");
      await page.screenshot({ path: file, timeout: 5_000 }).catch(() => undefined);
      console.error(
        [
          `Page ${index} of the failed test (${page.url()}), screenshot ${file}`,
          `Notices: ${notices || "(none)"}`,
          ...(logs.get(page) ?? []),
        ].join("\n"),
      );
    }
  }
  // Their pages were reported: a later failure reports only its own.
  openContexts.clear();
}
