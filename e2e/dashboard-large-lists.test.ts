import { describe, expect, it } from "vitest";
import type { Locator } from "playwright-core";
import { chromiumForFile, newPage, signIn } from "./support/browser";
import { approvedUser, insertNumberedStocks, openDashboard, portfolioTable, shuffledSymbolPricedAt, symbolsIn } from "./support/dashboard";

const browser = chromiumForFile();

/** The table's two header rows come before the stocks: the stock at sorted position i (0-based) has aria-rowindex i + 3. */
const FIRST_STOCK_ROW_INDEX = 3;

/** The largest aria-rowindex among the stock rows in the DOM. */
const lastRowIndexInDom = (table: Locator) =>
  table.evaluate((el) =>
    Math.max(0, ...[...el.querySelectorAll("tbody tr[aria-rowindex]")].map((row) => Number(row.getAttribute("aria-rowindex")))),
  );

describe("portfolio dashboard with hundreds and thousands of stocks", () => {
  it("keeps at most 150 rows in the DOM with 300 stocks and still reaches the last one", async () => {
    const user = await approvedUser();
    await insertNumberedStocks(user.id, 300, { prefix: "S", digits: 3, prices: "by number" });
    const { context, page } = await newPage(browser());
    await signIn(page, user);
    await openDashboard(page);
    const table = portfolioTable(page);
    await table.locator("tbody tr[data-symbol]").first().waitFor();
    expect(await table.locator("table").getAttribute("aria-rowcount")).toBe("302");
    const domRows = () => table.locator("tbody tr[data-row-id]").count();
    expect(await domRows()).toBeGreaterThan(0);
    expect(await domRows()).toBeLessThanOrEqual(150);

    await table.getByRole("button", { name: "Symbol" }).click();
    await expect.poll(async () => (await symbolsIn(page))[0]).toBe("S300");
    await table.evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    await table.locator('tr[data-symbol="S001"]').waitFor();
    expect(await domRows()).toBeLessThanOrEqual(150);
    await page.getByText("300 stocks").waitFor();
    await context.close();
  });

  it("sorts and scrolls 2,000 stocks without keeping more than 150 rows in the DOM", async () => {
    const user = await approvedUser();
    const numbering = { prefix: "T", digits: 4 };
    await insertNumberedStocks(user.id, 2000, { ...numbering, prices: "shuffled" });
    const cheapest = shuffledSymbolPricedAt(0, 2000, numbering);
    const dearest = shuffledSymbolPricedAt(1999, 2000, numbering);
    const { context, page } = await newPage(browser());
    await signIn(page, user);
    await openDashboard(page);
    const table = portfolioTable(page);
    await table.locator("tbody tr[data-symbol]").first().waitFor();
    expect(await table.locator("table").getAttribute("aria-rowcount")).toBe("2002");

    await table.getByRole("button", { name: /^Last \$/ }).click();
    const header = table.locator("th[aria-sort]").filter({ has: page.getByRole("button", { name: /^Last \$/ }) });
    const direction = await header.getAttribute("aria-sort");
    const [first, last] = direction === "ascending" ? [cheapest, dearest] : [dearest, cheapest];
    await expect.poll(async () => (await symbolsIn(page))[0]).toBe(first);

    // Jump through the list: each position draws its own window of rows, never more than 150.
    for (const fraction of [0.25, 0.5, 0.75, 1]) {
      await table.evaluate((el, f) => {
        el.scrollTop = (el.scrollHeight - el.clientHeight) * f;
      }, fraction);
      await expect.poll(() => lastRowIndexInDom(table)).toBeGreaterThanOrEqual(FIRST_STOCK_ROW_INDEX + Math.floor(1999 * fraction));
      expect(await table.locator("tbody tr[data-row-id]").count()).toBeLessThanOrEqual(150);
    }
    await table.locator(`tr[data-symbol="${last}"]`).waitFor();
    await page.getByText("2,000 stocks").waitFor();
    await context.close();
  });
});
