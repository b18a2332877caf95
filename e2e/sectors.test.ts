import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { navigateInApp, newPage, signIn, toasts, chromiumForFile } from "./support/browser";
import {
  addStocks,
  approvedUser,
  navigateToDashboard,
  openDashboard,
  portfolioTable,
  seedFairValue,
  seedMorningstar,
  shot,
} from "./support/dashboard";

const browser = chromiumForFile();

const breakdown = (page: Page) => page.getByRole("list", { name: "Sector breakdown" });
const allocationsTable = (page: Page) => page.getByRole("table", { name: "Portfolio allocations" });
const legend = (page: Page) => page.getByRole("list", { name: "Sector legend" });
// innerText follows the layout (separate boxes read as separate words), unlike textContent.
const text = async (locator: Locator) => (await locator.innerText()).replace(/\s+/g, " ").trim();

/** The breakdown's percentages by sector, and the Total Portfolio line. */
async function breakdownFigures(page: Page) {
  const lines = await breakdown(page)
    .locator("li[data-sector]")
    .evaluateAll((items) => items.map((li) => [li.getAttribute("data-sector"), li.querySelector('[data-field="percent"]')?.textContent]));
  const total = await text(page.locator('[data-field="total"]'));
  return { lines: Object.fromEntries(lines), total };
}

/** Slice labels appear once recharts' (script-driven) animation has finished: wait for the wanted ones. */
async function pieSettled(page: Page, labels: string[]) {
  await expect.poll(() => page.locator(".recharts-pie-label-text").allTextContents(), { timeout: 10_000 }).toEqual(labels);
}

/** Each pie slice's outline colour, as drawn. */
const sliceStrokes = (page: Page) =>
  page.locator(".recharts-pie-sector path").evaluateAll((paths) => paths.map((path) => path.getAttribute("stroke")));

async function sectorsDrawn(page: Page) {
  await page.getByRole("heading", { name: "Sector Distribution", level: 1 }).waitFor();
  await page.getByText("Loading portfolio data...").waitFor({ state: "detached" });
}

async function openSectors(page: Page) {
  await page.goto("/sectors");
  await sectorsDrawn(page);
}

/**
 * The Sectors screen through the app's router, where nothing was written behind the page since it
 * loaded: a navigation costs Chromium a sixth of a load (docs/decisions/079-ci-time-fewer-loads.md).
 */
async function navigateToSectors(page: Page) {
  await navigateInApp(page, "/sectors");
  await sectorsDrawn(page);
}

async function allocate(page: Page, stockId: string, amount: number) {
  const res = await page.request.post("/api/portfolio/allocations", { data: { stockId, amount } });
  expect(res.status()).toBe(200);
}

describe("sectors and allocations", () => {
  it("adds, edits, rejects and removes allocations, and the chart and breakdown follow", async () => {
    const user = await approvedUser();
    const { context, page } = await newPage(browser());
    await signIn(page, user);
    const ids = await addStocks(page, [
      { symbol: "BHP", name: "BHP Group", sector: "Materials", lastPrice: 40 },
      { symbol: "RIO", name: "Rio Tinto", sector: "Materials", lastPrice: 100 },
      { symbol: "CBA", name: "Commonwealth Bank of Australia", sector: "Banks", lastPrice: 150 },
    ]);
    await allocate(page, ids.BHP, 10_000);
    await allocate(page, ids.CBA, 10_000);
    await openSectors(page);

    await page.getByRole("heading", { name: "Portfolio Sector Distribution" }).waitFor();
    // 10,000 each: 50.0 % apiece of $20,000.
    await expect
      .poll(() => breakdownFigures(page))
      .toEqual({ lines: { Banks: "50.0%", Materials: "50.0%" }, total: "Total Portfolio $20,000.00" });
    expect(await text(breakdown(page).locator('li[data-sector="Materials"]'))).toContain("BHP, RIO");
    await expect.poll(() => text(legend(page))).toContain("Materials (50.0%)");
    expect(await text(page.locator('[data-field="total-allocated"]'))).toBe("Total Allocated $20,000.00");

    // Add RIO through the dialog; the select offers only the stock without an allocation.
    await page.getByRole("button", { name: "Add Stock" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Stock Allocation" });
    const amount = dialog.getByLabel("Amount ($)");
    expect([await amount.getAttribute("min"), await amount.getAttribute("step")]).toEqual(["0", "0.01"]);
    await dialog.getByRole("button", { name: "Add Allocation" }).click();
    await dialog.getByText("Please select a stock and enter an amount").waitFor();
    await dialog.getByRole("combobox", { name: "Stock" }).click();
    const options = await page.getByRole("option").allTextContents();
    expect(options).toEqual(["RIO – Rio Tinto"]);
    await page.getByRole("option", { name: /RIO/ }).click();
    await amount.fill("-3");
    await dialog.getByRole("button", { name: "Add Allocation" }).click();
    await dialog.getByText("Invalid amount").waitFor();
    // Changing a field clears the message.
    await amount.fill("5000");
    expect(await dialog.getByRole("alert").count()).toBe(0);
    await shot(page, "sectors-add-dialog-1280");
    await dialog.getByRole("button", { name: "Add Allocation" }).click();
    await dialog.waitFor({ state: "detached" });
    await toasts(page).getByText("Allocation updated successfully").waitFor();
    // Materials 15,000 / 25,000 = 60.0 %; Banks 10,000 / 25,000 = 40.0 %.
    await expect
      .poll(() => breakdownFigures(page))
      .toEqual({ lines: { Materials: "60.0%", Banks: "40.0%" }, total: "Total Portfolio $25,000.00" });
    await expect.poll(() => text(legend(page))).toContain("Materials (60.0%)");

    // Edit CBA in the table and press Enter: typing marks the row edited until it is saved.
    const cbaInput = allocationsTable(page).getByRole("spinbutton", { name: "Allocation for CBA" });
    await cbaInput.fill("35000");
    expect(await cbaInput.getAttribute("data-edited")).toBe("true");
    await cbaInput.press("Enter");
    await toasts(page).getByText("Allocation updated successfully").waitFor();
    // Banks 35,000 / 50,000 = 70.0 %; Materials 15,000 / 50,000 = 30.0 %.
    await expect
      .poll(() => breakdownFigures(page))
      .toEqual({ lines: { Banks: "70.0%", Materials: "30.0%" }, total: "Total Portfolio $50,000.00" });
    await expect.poll(() => text(legend(page))).toContain("Banks (70.0%)");
    expect(await cbaInput.getAttribute("data-edited")).toBeNull();
    await expect.poll(() => text(page.locator('[data-field="total-allocated"]'))).toBe("Total Allocated $50,000.00");
    await pieSettled(page, ["70.0%", "30.0%"]);
    await shot(page, "sectors-1280");

    // A negative amount is refused on the client and the stored amount comes back.
    const bhpInput = allocationsTable(page).getByRole("spinbutton", { name: "Allocation for BHP" });
    await bhpInput.fill("-5");
    await bhpInput.press("Enter");
    await toasts(page).getByText("Invalid amount").waitFor();
    expect(await bhpInput.inputValue()).toBe("10000");

    // Saving on blur works too.
    await bhpInput.fill("12000");
    await page.getByRole("heading", { name: "Portfolio Allocations" }).click();
    // Materials 12,000 + 5,000 = 17,000 of 52,000 = 32.7 %; Banks 35,000 / 52,000 = 67.3 %.
    await expect
      .poll(() => breakdownFigures(page))
      .toEqual({ lines: { Banks: "67.3%", Materials: "32.7%" }, total: "Total Portfolio $52,000.00" });

    // Remove RIO's allocation: Materials 12,000 / 47,000 = 25.5 %; Banks 35,000 / 47,000 = 74.5 %.
    await allocationsTable(page).getByRole("button", { name: "Remove allocation for RIO" }).click();
    await toasts(page).getByText("Allocation removed").waitFor();
    await expect
      .poll(() => breakdownFigures(page))
      .toEqual({ lines: { Banks: "74.5%", Materials: "25.5%" }, total: "Total Portfolio $47,000.00" });
    expect(
      await allocationsTable(page)
        .locator("tr[data-symbol]")
        .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-symbol"))),
    ).toEqual(["BHP", "CBA"]);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole("heading", { name: "Portfolio Sector Distribution" }).evaluate((el) => el.scrollIntoView({ block: "start" }));
    await pieSettled(page, ["74.5%", "25.5%"]);
    await shot(page, "sectors-375");
    // Phones get a stacked list instead of the six-column table, so the amount stays on screen.
    const mobileList = page.getByRole("list", { name: "Portfolio allocations" });
    await mobileList.scrollIntoViewIfNeeded();
    expect(await mobileList.getByRole("spinbutton", { name: "Allocation for CBA" }).inputValue()).toBe("35000");
    await shot(page, "sectors-375-allocations");
    await context.close();
  });

  it("shows the Sector Value Analysis card under the dashboard's table", async () => {
    const user = await approvedUser();
    const { context, page } = await newPage(browser());
    await signIn(page, user);
    const ids = await addStocks(page, [
      { symbol: "BHP", name: "BHP Group", sector: "Materials", lastPrice: 40 },
      { symbol: "RIO", name: "Rio Tinto", sector: "Materials", lastPrice: 100 },
      { symbol: "CBA", name: "Commonwealth Bank of Australia", sector: "Banks", lastPrice: 150 },
    ]);
    // BHP: (40 − 50) / 40 × 100 = −25 → undervalued 25 (RIO has no brokers) → Materials +25.0 %, strong.
    await seedMorningstar(ids.BHP, 50, { uncertainty: "Medium" });
    // CBA: (150 − 165) / 150 × 100 = −10 → undervalued 10 → Banks +10.0 %, moderate.
    await seedFairValue(ids.CBA, "intelligent-investor", 165);
    await allocate(page, ids.BHP, 80_000);
    await allocate(page, ids.RIO, 25_432);
    await allocate(page, ids.CBA, 20_000);
    await openDashboard(page);

    await page.getByRole("heading", { name: "Sector Value Analysis" }).waitFor();
    const analysis = page.getByRole("list", { name: "Sector value analysis" });
    const materials = analysis.locator('li[data-sector="Materials"]');
    await materials.waitFor();
    // 80,000 + 25,432 + 20,000 = 125,432 → $125.4k.
    expect(await text(page.locator('[data-field="portfolio-value"]'))).toBe("Portfolio value $125.4k");
    expect(await text(materials)).toBe("Materials 2 stocks $105,432.00 +25.0%");
    expect(await materials.locator("[data-variant]").getAttribute("data-variant")).toBe("strong");
    const banks = analysis.locator('li[data-sector="Banks"]');
    expect(await text(banks)).toBe("Banks 1 stock $20,000.00 +10.0%");
    expect(await banks.locator("[data-variant]").getAttribute("data-variant")).toBe("moderate");
    await expect.poll(() => text(legend(page))).toContain("Materials (84.1%)");

    const scrollToTop = (name: string) => page.getByRole("heading", { name }).evaluate((el) => el.scrollIntoView({ block: "start" }));
    await scrollToTop("Portfolio Sector Distribution");
    await pieSettled(page, ["84.1%", "15.9%"]);
    await shot(page, "dashboard-sectors-1280");
    await page.setViewportSize({ width: 375, height: 800 });
    await scrollToTop("Portfolio Sector Distribution");
    await pieSettled(page, ["84.1%", "15.9%"]);
    await shot(page, "dashboard-sectors-375");
    await scrollToTop("Sector Value Analysis");
    await shot(page, "dashboard-sectors-375-analysis");
    await context.close();
  });

  it("gives each sector its own colour, the same in the pie, legend, breakdown and analysis card, and keeps the pie's labels in view", async () => {
    const user = await approvedUser();
    const { context, page } = await newPage(browser(), { width: 1400, height: 900 });
    await signIn(page, user);
    // Materials and Energy, and Pharmaceuticals… and Software & Services, shared a colour under the old hash.
    const seed = [
      { symbol: "BHP", name: "BHP Group", sector: "Materials", lastPrice: 40, amount: 38_100 },
      { symbol: "WDS", name: "Woodside Energy", sector: "Energy", lastPrice: 24, amount: 20_000 },
      { symbol: "CSL", name: "CSL Limited", sector: "Pharmaceuticals, Biotechnology & Life Sciences", lastPrice: 290, amount: 15_000 },
      { symbol: "XRO", name: "Xero", sector: "Software & Services", lastPrice: 150, amount: 12_000 },
      { symbol: "CBA", name: "Commonwealth Bank of Australia", sector: "Banks", lastPrice: 150, amount: 8_000 },
      { symbol: "AGL", name: "AGL Energy", sector: "Utilities", lastPrice: 10, amount: 4_000 },
      { symbol: "QBE", name: "QBE Insurance", sector: "Insurance", lastPrice: 20, amount: 2_900 },
    ];
    const ids = await addStocks(
      page,
      seed.map(({ amount: _amount, ...stock }) => stock),
    );
    for (const stock of seed) await allocate(page, ids[stock.symbol], stock.amount);
    // Total 100,000: each amount / 1,000 is its share in percent.
    const labels = ["38.1%", "20.0%", "15.0%", "12.0%", "8.0%", "4.0%", "2.9%"];
    await openSectors(page);
    await pieSettled(page, labels);

    const sliceColours = await page.locator(".recharts-pie-sector path").evaluateAll((paths) => paths.map((p) => getComputedStyle(p).fill));
    const breakdownColours = await breakdown(page)
      .locator("li[data-sector]")
      .evaluateAll((items) =>
        items.map((li) => [li.getAttribute("data-sector"), getComputedStyle(li.querySelector("[aria-hidden]")!).backgroundColor]),
      );
    expect(breakdownColours.map(([name]) => name)).toEqual(seed.map((s) => s.sector));
    expect(new Set(sliceColours).size).toBe(seed.length);
    // Slices and breakdown lines are both biggest first.
    expect(sliceColours).toEqual(breakdownColours.map(([, colour]) => colour));
    const legendColours = await legend(page)
      .locator("li[data-sector]")
      .evaluateAll((items) =>
        items.map((li) => [li.getAttribute("data-sector"), getComputedStyle(li.querySelector("[aria-hidden]")!).backgroundColor]),
      );
    expect(legendColours).toEqual(breakdownColours);

    await navigateToDashboard(page);
    const analysis = page.getByRole("list", { name: "Sector value analysis" });
    await analysis.locator("li[data-sector]").first().waitFor();
    const analysisColours = await analysis
      .locator("li[data-sector]")
      .evaluateAll((items) =>
        items.map((li) => [li.getAttribute("data-sector"), getComputedStyle(li.querySelector("[aria-hidden]")!).backgroundColor]),
      );
    expect(analysisColours).toEqual(breakdownColours);
    await pieSettled(page, labels);
    expect(await page.locator(".recharts-pie-sector path").evaluateAll((paths) => paths.map((p) => getComputedStyle(p).fill))).toEqual(
      sliceColours,
    );

    // Every label lies inside the chart's card and inside whatever clips the drawing, at every width:
    // the chart drawn afresh at that width (the dashboard between, so the Sectors screen mounts again).
    for (const width of [1400, 390, 360]) {
      await page.setViewportSize({ width, height: 800 });
      if (width !== 1400) await navigateToDashboard(page);
      await navigateToSectors(page);
      await page.getByRole("heading", { name: "Portfolio Sector Distribution" }).evaluate((el) => el.scrollIntoView({ block: "start" }));
      await pieSettled(page, labels);
      await shot(page, `sectors-colours-${width}`);
      const cut = await page.locator(".recharts-pie-label-text").evaluateAll((texts) =>
        texts.flatMap((text) => {
          const box = text.getBoundingClientRect();
          const svg = text.closest("svg")!;
          const card = svg.closest(".rounded-xl")!.getBoundingClientRect();
          const clip = getComputedStyle(svg).overflow === "visible" ? card : svg.getBoundingClientRect();
          const inside = (outer: DOMRect) =>
            box.left >= outer.left && box.right <= outer.right && box.top >= outer.top && box.bottom <= outer.bottom;
          return inside(card) && inside(clip) && box.left >= 0 && box.right <= window.innerWidth ? [] : [text.textContent];
        }),
      );
      expect(cut, `labels cut off at ${width} px`).toEqual([]);
    }
    await context.close();
  });

  it("keeps drawing the pie when a sector leaves it: the dashboard's pie after a stock is deleted from the table", async () => {
    const user = await approvedUser();
    const { context, page } = await newPage(browser(), { width: 1400, height: 900 });
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await signIn(page, user);
    const ids = await addStocks(page, [
      { symbol: "BHP", name: "BHP Group", sector: "Materials", lastPrice: 40 },
      { symbol: "CBA", name: "Commonwealth Bank of Australia", sector: "Banks", lastPrice: 150 },
    ]);
    await allocate(page, ids.BHP, 5_000);
    await allocate(page, ids.CBA, 15_000);
    await openDashboard(page);
    await pieSettled(page, ["75.0%", "25.0%"]);
    // Two slices are parted by a line in the card's colour; a whole pie has no edge to part, so no line
    // runs from its centre to its rim.
    expect(await sliceStrokes(page)).toEqual(["var(--card)", "var(--card)"]);

    await portfolioTable(page).getByRole("button", { name: "Delete BHP" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await toasts(page).getByText("The stock has been removed from your portfolio").waitFor();
    await pieSettled(page, ["100.0%"]);
    expect(await sliceStrokes(page)).toEqual(["none"]);
    expect(pageErrors).toEqual([]);
    await page.getByRole("region", { name: "Sector insights" }).scrollIntoViewIfNeeded();
    await shot(page, "sectors-pie-after-delete-1400");
    await context.close();
  });

  it("shows the empty states to a user without stocks", async () => {
    const user = await approvedUser();
    const { context, page } = await newPage(browser());
    await signIn(page, user);
    await openSectors(page);
    await page.getByText("No sector data available. Add stocks to your portfolio to see sector distribution.").waitFor();
    await page.getByText("No stocks in portfolio. Add stocks to start tracking allocations.").waitFor();
    expect(await breakdown(page).count()).toBe(0);
    await shot(page, "sectors-empty-1280");
    await navigateToDashboard(page);
    await expect.poll(() => page.getByText("No sector data available", { exact: true }).count()).toBe(2);
    await context.close();
  });
});
