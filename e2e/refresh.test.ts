// Market data in the browser(): the server's provider points at a local server speaking Yahoo's chart
// format (e2e/support/global-setup.ts), which quotes every symbol at 41.20 as of now, except NOPE,
// which it does not know. Refresh-all runs as a job on the server (docs/decisions/027-refresh-jobs.md):
// the last tests follow one across a reload and across a restart of a server of their own, whose
// market-data server holds one quote until the test lets it go.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { startMarketDataServer, type MarketDataServer } from "../server/test/support/market-data-server";
import { chromiumForFile, newPage, newTestContext, registerThroughApi, signIn, toasts } from "./support/browser";
import { addStocks, approvedUser, openDashboard, portfolioTable, shot } from "./support/dashboard";
import { database } from "./support/database";
import { ownDatabase, startOwnServer, type OwnServer } from "./support/own-server";
import { portfolioCards } from "./support/phone";

const browser = chromiumForFile();

/** Makes the stocks' prices three days old, so the table shows them as stale. */
async function agePrices(ids: string[]) {
  await database().query("update stocks set last_price_updated_at = now() - interval '3 days' where id = any($1::uuid[])", [ids]);
}

describe("refreshing prices", () => {
  it("refreshes one row: the new price shows and the stale marker goes", async () => {
    const user = await approvedUser();
    const { context, page } = await newPage(browser());
    await signIn(page, user);
    const ids = await addStocks(page, [{ symbol: "BHP", name: "BHP Group", lastPrice: 30 }]);
    await agePrices(Object.values(ids));
    await openDashboard(page);

    const row = portfolioTable(page).locator("tbody tr[data-symbol=BHP]");
    await row.waitFor();
    expect(await row.locator("[data-stale]").count()).toBe(1);
    expect(await row.getByLabel("Stale price").count()).toBe(1);
    await shot(page, "refresh-before");

    await row.getByRole("button", { name: "Refresh BHP" }).click();
    await toasts(page).getByText("Stock data refreshed", { exact: true }).waitFor();
    await toasts(page).getByText("Latest price and dividend data has been updated from a market-data provider", { exact: true }).waitFor();
    await expect.poll(() => row.textContent()).toContain("$41.20");
    expect(await row.locator("[data-stale]").count()).toBe(0);
    await shot(page, "refresh-after");
    await context.close();
  });

  it("refreshes all prices and reports the one the provider does not know", async () => {
    const user = await approvedUser();
    const { context, page } = await newPage(browser());
    await signIn(page, user);
    const ids = await addStocks(page, [
      { symbol: "CBA", name: "Commonwealth Bank", lastPrice: 100 },
      { symbol: "NOPE", name: "Unknown Co", lastPrice: 5 },
    ]);
    await agePrices(Object.values(ids));
    await openDashboard(page);

    await page.getByRole("button", { name: "Refresh All Prices" }).click();
    await toasts(page).getByText("Batch refresh complete", { exact: true }).waitFor();
    await toasts(page).getByText("Refreshed 1/2 stocks. 1 failed.", { exact: true }).waitFor();
    const table = portfolioTable(page);
    await expect.poll(() => table.locator("tbody tr[data-symbol=CBA]").textContent()).toContain("$41.20");
    // The failed stock keeps its old price and stays stale.
    const nope = table.locator("tbody tr[data-symbol=NOPE]");
    expect(await nope.textContent()).toContain("$5.00");
    expect(await nope.locator("[data-stale]").count()).toBe(1);
    await context.close();
  });

  describe("as a job that outlives the page and the server", () => {
    const QUICK = ["JOBA", "JOBB", "JOBC", "JOBD", "JOBE", "JOBF", "JOBG", "JOBH"];
    /**
     * Its own market-data server, holding GATE's quote, and its own app server asking it, on a database
     * of its own: the lane's app, whose market data holds nothing, must not claim the job.
     */
    async function heldRun() {
      const market = await startMarketDataServer({ marketTime: () => new Date(), cases: { GATE: "held" } });
      const databaseUrl = await ownDatabase();
      const server = await startOwnServer({ marketDataBaseUrl: market.url, databaseUrl });
      return { market, server, databaseUrl };
    }

    async function startRefreshAll(server: OwnServer, viewport: { width: number; height: number }) {
      // The first account on the new database is its owner, approved.
      const user = { email: `held-${Date.now()}@e2e.test`, password: "held-run-pass-1" };
      await registerThroughApi(user.email, user.password, server.baseURL);
      const context = await newTestContext(browser(), { baseURL: server.baseURL, viewport });
      const page = await context.newPage();
      await signIn(page, user);
      await addStocks(
        page,
        [...QUICK, "GATE"].map((symbol) => ({ symbol, name: `${symbol} Ltd`, lastPrice: 10 })),
      );
      await openDashboard(page);
      await page.getByRole("button", { name: "Refresh All Prices" }).click();
      // Everything but GATE is in; GATE's quote is held.
      await expectLabel(page, "Refreshing 8/9...");
      return { context, page };
    }

    const refreshButton = (page: Page) => page.getByRole("button", { name: /^Refresh(ing| All Prices)/ });
    const expectLabel = (page: Page, label: string) =>
      expect.poll(() => refreshButton(page).textContent(), { timeout: 30_000 }).toBe(label);

    /** Lets GATE's quote go; the notice, the idle button and the new price follow (`gate`: its row or card). */
    async function expectCompletion(page: Page, market: MarketDataServer, gate: Locator) {
      market.release();
      await toasts(page).getByText("Batch refresh complete", { exact: true }).waitFor({ timeout: 30_000 });
      await toasts(page).getByText("Successfully refreshed all 9 stocks!", { exact: true }).waitFor();
      await expectLabel(page, "Refresh All Prices");
      await expect.poll(() => gate.textContent()).toContain("$41.20");
    }

    // Each starts an app server of its own (the second twice): longer than the file's other tests.
    it("picks the run up again after a reload, with its progress, and shows the notice once", { timeout: 180_000 }, async () => {
      const { market, server } = await heldRun();
      try {
        const { context, page } = await startRefreshAll(server, { width: 1400, height: 900 });
        expect(await refreshButton(page).getAttribute("aria-busy")).toBe("true");
        await shot(page, "refresh-all-progress-1400");

        await page.reload();
        await page.getByRole("heading", { name: "Portfolio Overview" }).waitFor();
        await expectLabel(page, "Refreshing 8/9...");
        await expectCompletion(page, market, portfolioTable(page).locator("tbody tr[data-symbol=GATE]"));

        // The notice is shown once: a later visit has no run to pick up.
        await page.reload();
        await page.getByRole("heading", { name: "Portfolio Overview" }).waitFor();
        await page.waitForTimeout(1_500);
        expect(await toasts(page).getByText("Batch refresh complete", { exact: true }).count()).toBe(0);
        expect(await refreshButton(page).textContent()).toBe("Refresh All Prices");
        await context.close();
      } finally {
        market.release();
        await server.stop();
        await market.close();
      }
    });

    it("keeps following the run while its server restarts, on a phone, to the notice", { timeout: 180_000 }, async () => {
      const run = await heldRun();
      let server = run.server;
      try {
        const { context, page } = await startRefreshAll(server, { width: 360, height: 740 });
        await shot(page, "refresh-all-progress-360");
        // A graceful stop hands the job back to the queue; the server started again takes it up.
        await server.stop();
        server = await startOwnServer({ port: server.port, marketDataBaseUrl: run.market.url, databaseUrl: run.databaseUrl });
        expect(await refreshButton(page).getAttribute("aria-busy")).toBe("true");
        await expectCompletion(page, run.market, portfolioCards(page).locator("article[data-symbol=GATE]"));
        await shot(page, "refresh-all-done-360");
        await context.close();
      } finally {
        run.market.release();
        await server.stop();
        await run.market.close();
      }
    });
  });
});
