// The stock detail dialog's History tab: the daily price against every fair value over time, its
// legend toggles, its tooltip, the broker checkboxes, the empty state and the change list, at 1400
// and 360 px. Closes come from the local Yahoo-format server (five years ending today, 41.20 today).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumForFile, newPage, signIn } from "./support/browser";
import { addStocks, approvedUser, openDashboard, portfolioTable, shot, sydneyMonth } from "./support/dashboard";
import { database } from "./support/database";
import { phonePage, smallTouchTargets } from "./support/phone";

const browser = chromiumForFile();

/**
 * 36 months of values for four sources (a new, lower value every third month, so each source steps down),
 * Morningstar's with a Medium uncertainty and Intelligent Investor's with its levels.
 */
async function seedFairValues(stockId: string) {
  await database().query(
    `insert into fair_values (stock_id, source, as_of_month, fair_value, meta, created_at)
     select $1, src.source, (${sydneyMonth(0)} - make_interval(months => m))::date,
            src.base + (m / 3) * 0.75,
            case src.source
              when 'morningstar' then '{"uncertainty":"Medium"}'::jsonb
              when 'intelligent-investor' then jsonb_build_object('buy_below', src.base - 6, 'sell_above', src.base + 8)
              else '{}'::jsonb end,
            now() - make_interval(months => m)
       from (values ('morningstar', 52.0), ('intelligent-investor', 46.0), ('motley-fool', 55.0), ('bell-potter-consensus', 58.0)) as src(source, base)
      cross join generate_series(0, 35) as m`,
    [stockId],
  );
}

/** Opens the stock's detail dialog (a table row, or on a phone its card) at the History tab. */
async function openHistory(page: Page, symbol: string, phone = false) {
  if (phone) await page.getByRole("button", { name: `Open ${symbol} details` }).click();
  else await portfolioTable(page).locator(`tr[data-symbol="${symbol}"] td[data-column="symbol"]`).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tab", { name: "History" }).click();
  return dialog;
}

const legendItem = (page: Page, name: string) =>
  page.getByRole("group", { name: "Chart series" }).getByRole("button", { name, exact: true });
/** The lines drawn, in drawing order: the step series' paths (StepSeriesLayer), then recharts' price line. */
const drawnLines = (page: Page) =>
  page
    .locator("[data-history-chart] path.history-step-line, [data-history-chart] .recharts-line path.recharts-curve")
    .evaluateAll((paths) => paths.filter((p) => p.getAttribute("stroke-opacity") !== "0").map((p) => p.getAttribute("stroke")));

/** The last weekday up to today in Sydney, as the tooltip writes it ("21 Nov 2026"). */
function lastTradingDayLabel(): string {
  const today = new Date(new Date().toLocaleString("en-US", { timeZone: "Australia/Sydney" }));
  while (today.getDay() === 0 || today.getDay() === 6) today.setDate(today.getDate() - 1);
  return new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "short", year: "numeric" }).format(today);
}

describe("the History tab", () => {
  it("draws the price against the fair values, toggles a series from the legend and reads the tooltip", async () => {
    const user = await approvedUser();
    const { context, page } = await newPage(browser(), { width: 1400, height: 900 });
    await signIn(page, user);
    const ids = await addStocks(page, [{ symbol: "BHP", name: "BHP Group", lastPrice: 40 }]);
    await seedFairValues(ids.BHP);
    expect((await page.request.post(`/api/stocks/${ids.BHP}/refresh`)).status()).toBe(200);
    await openDashboard(page);

    const dialog = await openHistory(page, "BHP");
    await dialog.getByRole("heading", { name: "Price vs Fair Value" }).waitFor();
    await page.locator("[data-history-chart] .recharts-line").first().waitFor();
    // Price, four sources and the broker average (Morningstar, II and Motley Fool count; Consensus does not).
    expect(await drawnLines(page)).toEqual([
      "var(--source-morningstar)",
      "var(--source-intelligent-investor)",
      "var(--source-motley-fool)",
      "var(--source-bell-potter-consensus)",
      "var(--series-broker-average)",
      "var(--series-price)",
    ]);
    // The 5-star band and the II zone, each shaded and edged.
    expect(await page.locator("[data-history-chart] .history-band").count()).toBe(2);
    for (const band of await page.locator("[data-history-chart] .history-band path[fill-opacity]").all()) {
      expect(await band.getAttribute("d")).toMatch(/^M[\d.]+,[\d.]+(H[\d.]+V[\d.]+)+.*Z$/);
    }
    expect(await dialog.getByRole("group", { name: "Chart range" }).getByRole("button", { name: "5Y" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    await shot(page, "history-tab-1400");

    // The legend hides and shows a series.
    await legendItem(page, "Motley Fool").click();
    expect(await legendItem(page, "Motley Fool").getAttribute("aria-pressed")).toBe("false");
    await expect.poll(() => drawnLines(page)).not.toContain("var(--source-motley-fool)");
    expect(await drawnLines(page)).toHaveLength(5);

    // The tooltip at the right edge of the last year (a day is a few pixels wide there): the latest
    // trading day, en-AU, with every shown value that day.
    await dialog.getByRole("button", { name: "1Y" }).click();
    expect(await dialog.getByRole("button", { name: "1Y" }).getAttribute("aria-pressed")).toBe("true");
    const grid = await page.locator("[data-history-chart] .recharts-cartesian-grid").boundingBox();
    if (!grid) throw new Error("no chart grid");
    await page.mouse.move(grid.x + grid.width - 1, grid.y + grid.height / 2);
    const tooltip = page.locator("[data-chart-tooltip]");
    await tooltip.waitFor();
    const text = (await tooltip.innerText()).replace(/\s+/g, " ");
    expect(text).toContain(lastTradingDayLabel());
    expect(text).toContain("Price $41.20");
    expect(text).toContain("Morningstar $52.00"); // the current month's value
    expect(text).toContain("Intelligent Investor $46.00");
    expect(text).toContain("Bell Potter Consensus $58.00");
    // (52 + 46 + 55) / 3: the legend hides a line from the drawing; only the dashboard's checkboxes take a broker out.
    expect(text).toContain("Broker average $51.00");
    expect(text).toContain("Morningstar 5★ price $36.40"); // 52 × (1 − 0.30)
    expect(text).toContain("II Buy Below $40.00");
    expect(text).toContain("II Sell Above $54.00");
    expect(text).not.toContain("Motley Fool");
    await shot(page, "history-tooltip-1400");
    await page.evaluate(() => document.documentElement.classList.remove("dark"));
    await shot(page, "history-tooltip-1400-light");
    await page.evaluate(() => document.documentElement.classList.add("dark"));

    // With the price hidden, its line is gone from view and the tooltip still reads the day.
    await legendItem(page, "Price").click();
    await expect.poll(() => drawnLines(page)).not.toContain("var(--series-price)");
    await page.mouse.move(grid.x + grid.width / 2, grid.y + grid.height / 3);
    await page.mouse.move(grid.x + grid.width - 1, grid.y + grid.height / 2);
    await expect.poll(async () => (await tooltip.innerText()).replace(/\s+/g, " ")).toContain("Morningstar $52.00");
    expect(await tooltip.innerText()).not.toContain("Price");
    await legendItem(page, "Price").click();

    // The change list: newest first, up green and down red.
    const changes = dialog.getByRole("list", { name: "Fair value changes, newest first" });
    const first = changes.getByRole("listitem").first();
    expect((await first.innerText()).replace(/\s+/g, " ")).toMatch(/^Morningstar \w{3}-\d{2} \$52\.75 →\s*(to)?\s*\$52\.00 -1\.4%$/);
    expect(await first.getByLabel("Down").count()).toBe(1);

    await context.close();
  });

  it("follows the dashboard's broker checkboxes, and loads the history from the empty state's refresh", async () => {
    const user = await approvedUser();
    const { context, page } = await newPage(browser(), { width: 1400, height: 900 });
    await signIn(page, user);
    const ids = await addStocks(page, [{ symbol: "RIO", name: "Rio Tinto", lastPrice: 40 }]);
    await seedFairValues(ids.RIO);
    await openDashboard(page);
    await page.getByRole("checkbox", { name: "Morningstar", exact: true }).click(); // the dashboard's checkbox: off

    const dialog = await openHistory(page, "RIO");
    await dialog.getByText("Refresh the price to load its history").waitFor();
    // The change list is there without closes; Morningstar's changes are hidden with its checkbox.
    const changes = dialog.getByRole("list", { name: "Fair value changes, newest first" });
    expect(await changes.locator('[data-source="morningstar"]').count()).toBe(0);
    expect(await changes.locator('[data-source="intelligent-investor"]').count()).toBeGreaterThan(0);

    await dialog.getByRole("button", { name: "Refresh Price" }).click();
    // The notice shows above the dialog (whose modal hides the notification region from the accessibility tree).
    await page.getByText("Stock data refreshed", { exact: true }).waitFor();
    await page.locator("[data-history-chart] .recharts-line").first().waitFor();
    const legend = await page
      .getByRole("group", { name: "Chart series" })
      .getByRole("button")
      .evaluateAll((buttons) => buttons.map((b) => b.textContent));
    expect(legend).toEqual([
      "Price",
      "Intelligent Investor",
      "Motley Fool",
      "Bell Potter Consensus",
      "Broker average",
      "II Buy Below to Sell Above",
    ]);
    await context.close();
  });

  it("says so when a stock has neither closes nor fair values, and reads at 360 px", async () => {
    const user = await approvedUser();
    const { context, page } = await phonePage(browser());
    await signIn(page, user);
    const ids = await addStocks(page, [
      { symbol: "WES", name: "Wesfarmers", lastPrice: 60 },
      { symbol: "CSL", name: "CSL Limited", lastPrice: 280 },
    ]);
    await seedFairValues(ids.CSL);
    // Closes are market data shared by every user: another file's refresh of WES (the showcase's
    // Refresh All) would have filled them already. This test is about a symbol never fetched.
    await database().query("delete from price_history where symbol = 'WES'");
    await openDashboard(page);

    let dialog = await openHistory(page, "WES", true);
    await dialog.getByText("Refresh the price to load its history").waitFor();
    await dialog.getByText("No fair values to compare yet. Import data using the paste importers above the table.").waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    expect((await page.request.post(`/api/stocks/${ids.CSL}/refresh`)).status()).toBe(200);
    dialog = await openHistory(page, "CSL", true);
    await page.locator("[data-history-chart] .recharts-line").first().waitFor();
    // Nothing needs a sideways swipe: the chart fills the dialog's width and the legend wraps.
    const overflow = await page.evaluate(() => {
      const content = document.querySelector('[role="dialog"]');
      return content ? content.scrollWidth - content.clientWidth : -1;
    });
    expect(overflow).toBe(0);
    expect(await smallTouchTargets(page, '[role="dialog"]')).toEqual([]);
    const chart = await page.locator("[data-history-chart]").boundingBox();
    const panel = await dialog.getByRole("tabpanel").boundingBox();
    expect(Math.round(chart!.width)).toBe(Math.round(panel!.width));
    await shot(page, "history-tab-360");
    await page.getByRole("group", { name: "Chart series" }).scrollIntoViewIfNeeded();
    expect(await smallTouchTargets(page, '[role="dialog"]')).toEqual([]); // the legend's toggles too
    await dialog.getByRole("heading", { name: "Fair value changes" }).scrollIntoViewIfNeeded();
    await shot(page, "history-changes-360");
    // Scrolled to its end, the dialog ends with the change list: the list scrolls on its own, and
    // nothing inside it (its screen-reader-only words included) stretches the dialog below it.
    const blankBelow = await page.evaluate(() => {
      const content = document.querySelector<HTMLElement>('[role="dialog"]')!;
      content.scrollTop = content.scrollHeight;
      const list = content.querySelector('ul[aria-label="Fair value changes, newest first"]')!;
      return Math.round(content.getBoundingClientRect().bottom - list.getBoundingClientRect().bottom);
    });
    expect(blankBelow).toBeLessThanOrEqual(24);
    await context.close();
  });
});
