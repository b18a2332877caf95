// What the user owns, on the screens beside Holdings (issue 44 items 23, 24 and 25's dates), for a
// user with five holdings worth $60,865.00 and a sixth portfolio stock not held
// (e2e/support/holdings.ts): the dashboard marks the held stocks; its sector chart and Sector Value
// Analysis and the Sectors page show the holdings' market values by default, a choice the user can
// change and the app remembers; the stock dialog's Holding tab opens on the position (market value,
// unrealised and realised gain, value at the broker average fair value). At 1400 and 360 px, axe 0
// serious in both themes.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { bothThemes } from "./support/axe";
import { brokenFigures, figure } from "./support/tiles";
import { chromiumForFile, navigateInApp, newPage, signIn } from "./support/browser";
import { addStocks, approvedUser, navigateToDashboard, openDashboard, portfolioTable } from "./support/dashboard";
import { seedFiveHoldings } from "./support/holdings";
import { pageOverflowX, phonePage, portfolioCards } from "./support/phone";

const browser = chromiumForFile();
const DESKTOP = { width: 1400, height: 900 };
const LONG_FLOW_MS = 150_000;
const HELD = ["BHP", "CBA", "CSL", "TLS", "VAS"];

const text = async (locator: Locator) => (await locator.innerText()).replace(/\s+/g, " ").trim();

/**
 * A user with FIVE_HOLDINGS and WES, a portfolio stock they no longer hold: 50 bought at $60.00 and
 * sold at $70.00, $19.95 each way, realised 3,500 − 19.95 − 3,019.95 = +$460.10.
 */
async function fiveHoldingsAndWes(page: Page) {
  await seedFiveHoldings(page);
  const { WES } = await addStocks(page, [
    { symbol: "WES", name: "Wesfarmers Limited", sector: "Consumer Discretionary Distribution & Retail", lastPrice: 71.35 },
  ]);
  for (const [type, tradeDate, price] of [
    ["BUY", "2024-03-01", "60.00"],
    ["SELL", "2024-10-01", "70.00"],
  ]) {
    const res = await page.request.post("/api/trades", { data: { stockId: WES, type, tradeDate, units: "50", price, brokerage: "19.95" } });
    expect(res.status(), await res.text()).toBe(201);
  }
}

const insights = (page: Page) => page.getByRole("region", { name: "Sector insights" });
const byMarketValue = (scope: Locator | Page) => scope.getByRole("switch", { name: "By market value of holdings" });
const analysis = (page: Page) => page.getByRole("list", { name: "Sector value analysis" });

/** Sector → its value and stock count, as the Sector Value Analysis card shows them. */
const analysisLines = (page: Page) =>
  analysis(page)
    .locator("li[data-sector]")
    .evaluateAll((items) =>
      Object.fromEntries(
        items.map((li) => [
          li.getAttribute("data-sector"),
          `${li.querySelector('[data-field="value"]')?.textContent} (${li.querySelector("p.text-xs")?.textContent})`,
        ]),
      ),
    );

const MARKET_VALUE_LINES = {
  Materials: "$22,600.00 (1 stock)",
  Banks: "$15,000.00 (1 stock)",
  "Pharmaceuticals, Biotechnology & Life Sciences": "$11,580.00 (1 stock)",
  "Telecommunication Services": "$10,125.00 (1 stock)",
  Unclassified: "$1,560.00 (1 stock)",
};

async function dashboardSectorsByMarketValue(page: Page) {
  await insights(page).scrollIntoViewIfNeeded();
  await expect.poll(() => byMarketValue(insights(page)).getAttribute("aria-checked")).toBe("true");
  await expect.poll(() => text(page.locator('[data-field="portfolio-value"]'))).toBe("Portfolio value $60.9k");
  expect(await analysisLines(page)).toEqual(MARKET_VALUE_LINES);
  await expect.poll(() => insights(page).locator(".recharts-pie-sector").count()).toBe(5);
  await insights(page).locator(".recharts-pie-label-text").first().waitFor();
}

describe("what the user owns", () => {
  it(
    "marks the held stocks on the dashboard and shows sectors by market value there and on /sectors, remembering the choice (1400 px)",
    async () => {
      const user = await approvedUser();
      const { context, page } = await newPage(browser(), DESKTOP);
      await signIn(page, user);
      await fiveHoldingsAndWes(page);
      await openDashboard(page);

      // Held: the five, each with its units; WES is not.
      const table = portfolioTable(page);
      for (const symbol of HELD)
        await table
          .locator(`tr[data-symbol="${symbol}"]`)
          .getByRole("img", { name: /^Held: / })
          .waitFor();
      expect(
        await table
          .locator('tr[data-symbol="BHP"]')
          .getByRole("img", { name: /^Held: / })
          .getAttribute("aria-label"),
      ).toBe("Held: 500 units");
      expect(
        await table
          .locator('tr[data-symbol="WES"]')
          .getByRole("img", { name: /^Held: / })
          .count(),
      ).toBe(0);

      await dashboardSectorsByMarketValue(page);
      await bothThemes(page, "dashboard-sectors-by-market-value-1400");

      // Off: the allocations (none yet); the choice outlives a reload and holds on /sectors too.
      await byMarketValue(insights(page)).click();
      await insights(page).getByText("No sector data available").first().waitFor();
      await page.reload();
      await insights(page).scrollIntoViewIfNeeded();
      await expect.poll(() => byMarketValue(insights(page)).getAttribute("aria-checked")).toBe("false");
      // Each test loads the app once its rows are seeded and opens other screens through the router
      // (docs/decisions/079-ci-time-fewer-loads.md); the reloads here are what the test is about.
      await navigateInApp(page, "/sectors");
      await expect.poll(() => byMarketValue(page).getAttribute("aria-checked")).toBe("false");
      // Five portfolio stocks with no allocation are not "No stocks in portfolio".
      const allocations = page.getByRole("region", { name: "Portfolio Allocations" });
      await allocations.getByText("No allocations yet.", { exact: false }).waitFor();
      expect(await allocations.getByText("No stocks in portfolio", { exact: false }).count()).toBe(0);

      await byMarketValue(page).click();
      await expect.poll(() => text(page.locator('[data-field="total"]'))).toBe("Total market value $60,865.00");
      await page.reload();
      await expect.poll(() => byMarketValue(page).getAttribute("aria-checked")).toBe("true");
      await expect.poll(() => text(page.locator('[data-field="total"]'))).toBe("Total market value $60,865.00");
      await page.locator(".recharts-pie-label-text").first().waitFor();
      await bothThemes(page, "sectors-by-market-value-1400");
      await context.close();
    },
    LONG_FLOW_MS,
  );

  it(
    "opens the Holding tab on the position, from Holdings and from the dashboard (1400 px)",
    async () => {
      const user = await approvedUser();
      const { context, page } = await newPage(browser(), DESKTOP);
      await signIn(page, user);
      await fiveHoldingsAndWes(page);
      await page.goto("/holdings");
      await page.getByRole("button", { name: "BHP BHP Group Limited: open its holding" }).click();
      const dialog = page.getByRole("dialog");
      const position = dialog.getByRole("region", { name: "Position" });
      await position.waitFor();
      // 500 BHP at $45.20; cost base 400 × 38.0399 + 100 × 40 + 19.95 = 19,235.91; the sale of 100 on
      // 2 Sep 2024 at 45.12 less 19.95 (4,492.05) against 100 × 38.0399 (3,803.99): +688.06; 500 × $42.00.
      expect(await figure(position, "Market value").textContent()).toBe("$22,600.00");
      expect(await figure(position, "Unrealised gain").textContent()).toBe("+$3,364.09");
      expect(await figure(position, "Realised gain").textContent()).toBe("+$688.06");
      expect(await figure(position, "Value at broker average").textContent()).toBe("$21,000.00");
      // One short month form: "Sep" and "Jun", never "Sept" or "June".
      await dialog.getByText("Sell · 2 Sep 2024", { exact: true }).waitFor();
      await dialog.getByText("Buy · 3 Jun 2024", { exact: true }).waitFor();
      expect(await dialog.innerText()).not.toMatch(/\b(Sept|June|July)\b/);
      await bothThemes(page, "holding-tab-position-1400", "[role=dialog]");
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });

      // Sold out: what WES realised.
      await page.getByRole("navigation").first().getByRole("link", { name: "Dashboard" }).click();
      await portfolioTable(page).locator('tr[data-symbol="WES"] td[data-column="symbol"]').click();
      await dialog.getByRole("tab", { name: "Holding" }).click();
      expect(await figure(position, "Realised gain").textContent()).toBe("+$460.10");
      expect(await figure(position, "Total return").textContent()).toBe("+$460.10");
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });

      // VAS has no fair value: its value at the broker average is "-".
      await navigateToDashboard(page);
      await portfolioTable(page).locator('tr[data-symbol="VAS"] td[data-column="symbol"]').click();
      await dialog.getByRole("tab", { name: "Holding" }).click();
      expect(await figure(position, "Market value").textContent()).toBe("$1,560.00");
      expect(await figure(position, "Value at broker average").textContent()).toBe("-");
      await context.close();
    },
    LONG_FLOW_MS,
  );

  it(
    "fits a 360 px phone: held marks on the cards, sectors by market value, the Holding tab's position",
    async () => {
      const user = await approvedUser();
      const { context, page } = await phonePage(browser());
      await signIn(page, user);
      await fiveHoldingsAndWes(page);
      await openDashboard(page);
      const cards = portfolioCards(page);
      for (const symbol of HELD)
        await cards
          .locator(`article[data-symbol="${symbol}"]`)
          .getByRole("img", { name: /^Held: / })
          .waitFor();
      expect(
        await cards
          .locator('article[data-symbol="WES"]')
          .getByRole("img", { name: /^Held: / })
          .count(),
      ).toBe(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await bothThemes(page, "dashboard-held-360");
      await dashboardSectorsByMarketValue(page);
      expect(await pageOverflowX(page)).toBe(0);
      await bothThemes(page, "dashboard-sectors-by-market-value-360");

      await navigateInApp(page, "/sectors");
      await expect.poll(() => byMarketValue(page).getAttribute("aria-checked")).toBe("true");
      await expect.poll(() => text(page.locator('[data-field="total"]'))).toBe("Total market value $60,865.00");
      await page.locator(".recharts-pie-label-text").first().waitFor();
      expect(await pageOverflowX(page)).toBe(0);
      await bothThemes(page, "sectors-by-market-value-360");

      await navigateInApp(page, "/holdings");
      await page.getByRole("button", { name: "CBA Commonwealth Bank of Australia: open its holding" }).click();
      const position = page.getByRole("dialog").getByRole("region", { name: "Position" });
      await position.waitFor();
      expect(await figure(position, "Market value").textContent()).toBe("$15,000.00");
      // Every figure on one line.
      expect(await brokenFigures(position)).toEqual([]);
      expect(await pageOverflowX(page)).toBe(0);
      await bothThemes(page, "holding-tab-position-360", "[role=dialog]");
      await context.close();
    },
    LONG_FLOW_MS,
  );
});
