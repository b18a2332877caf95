// Market data in the browser(): the server's provider points at a local server speaking Yahoo's chart
// format (e2e/support/global-setup.ts), which quotes every symbol at 41.20 as of now, except NOPE,
// which it does not know.
import { describe, expect, it } from "vitest";
import { newPage, signIn, toasts, chromiumForFile } from "./support/browser";
import { addStocks, approvedUser, openDashboard, portfolioTable, shot } from "./support/dashboard";
import { database } from "./support/database";

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
});
