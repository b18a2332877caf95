// The first screen's code is named in index.html: the dashboard page's chunks are modulepreloads
// (low priority, so they never hold up the first paint), fetched beside the entry instead of after
// it has run (vite.config.ts, preloadDashboardChunks; docs/performance.md, issue #15).
import { describe, expect, it } from "vitest";
import { chromiumForFile, signIn } from "./support/browser";
import { addStocks, approvedUser, openDashboard } from "./support/dashboard";
import { phonePage } from "./support/phone";

const browser = chromiumForFile();

describe("start-up", () => {
  it("on a phone, asks for no script the signed-in dashboard runs that index.html does not name, the page's own chunks at low priority", async () => {
    const user = await approvedUser();
    // A phone, as Lighthouse's mobile run: the sidebar's paste panels (loaded on a wide screen) are in a closed sheet.
    const { context, page } = await phonePage(browser());
    await signIn(page, user);
    // A fresh load of "/": every script the page fetches until the dashboard is drawn.
    const scripts = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.add(new URL(request.url()).pathname);
    });
    await page.goto("about:blank");
    await openDashboard(page);

    const html = await (await page.request.get("/")).text();
    const named = new Map<string, string>();
    for (const tag of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
      const path = /(?:src|href)="(\/assets\/[^"]+\.js)"/.exec(tag[0])?.[1];
      if (path) named.set(path, tag[0]);
    }
    expect(scripts.size).toBeGreaterThan(3);
    for (const script of scripts) expect(named.has(script), `${script} is not named in index.html`).toBe(true);

    // The dashboard page's chunks come as low-priority modulepreloads, beside the entry.
    const preloads = [...named.values()].filter((tag) => tag.includes('rel="modulepreload"'));
    const dashboardPage = preloads.find((tag) => /\/assets\/dashboard-page-[^"]+\.js/.test(tag));
    expect(dashboardPage, "the dashboard page's chunk").toBeDefined();
    expect(dashboardPage).toContain('fetchpriority="low"');
    await context.close();
  });

  it("on a signed-in load of '/', the session check and the portfolio list each travel once", async () => {
    const user = await approvedUser();
    const { context, page } = await phonePage(browser());
    await signIn(page, user);
    await addStocks(page, [{ symbol: "WES", name: "Wesfarmers Limited", lastPrice: 68.42, sector: "Retailing" }]);
    const startReads = ["/api/auth/me", "/api/portfolio?isPortfolio=true"];
    const sent: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (startReads.includes(url.pathname + url.search)) sent.push(url.pathname + url.search);
    });
    await page.goto("about:blank");
    await openDashboard(page);
    await page.locator('[data-symbol="WES"]').first().waitFor();

    // One request each, sent before the first render (preloadStartPage) and found in the cache by the page.
    expect(sent.sort()).toEqual([...startReads].sort());
    await context.close();
  });
});
