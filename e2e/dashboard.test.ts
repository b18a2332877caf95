import { describe, expect, it } from "vitest";
import { monthLabel, previousMonthKeys } from "@shared/domain/months";
import { chromiumForFile, downloadedBytes, newPage, signIn, toasts } from "./support/browser";
import {
  addStocks,
  approvedUser,
  openDashboard,
  otherTable,
  portfolioTable,
  seedFairValue,
  seedMorningstar,
  shot,
  symbolsIn,
} from "./support/dashboard";
import { database } from "./support/database";

const browser = chromiumForFile();

describe("portfolio dashboard", () => {
  it("adds a stock through the dialog, validating the price first", async () => {
    const user = await approvedUser();
    const { context, page } = await newPage(browser());
    await signIn(page, user);
    await openDashboard(page);
    await page.getByText("No stocks found. Upload your portfolio data to get started.").waitFor();
    await page.getByText("No other stocks being tracked").waitFor();

    await page.getByRole("button", { name: "Add Stock" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Stock" });
    await dialog.getByLabel("Stock Symbol").fill("wes");
    await dialog.getByLabel("Company Name").fill("Wesfarmers Limited");
    await dialog.getByLabel("Sector").fill("Retailing");
    expect(await dialog.getByLabel("Current Price ($)").getAttribute("step")).toBe("0.01");
    expect(await dialog.getByLabel("Dividend Yield (%)").getAttribute("step")).toBe("0.1");
    await dialog.getByRole("button", { name: "Add Stock" }).click();
    await dialog.getByText("Price must be greater than 0").waitFor();

    await dialog.getByLabel("Current Price ($)").fill("68.42");
    await dialog.getByLabel("Dividend Yield (%)").fill("3.1");
    await dialog.getByRole("button", { name: "Add Stock" }).click();
    await toasts(page).getByText("The stock has been added to your portfolio").waitFor();
    await dialog.waitFor({ state: "detached" });
    const row = portfolioTable(page).locator('tr[data-symbol="WES"]');
    await row.waitFor();
    expect(await row.locator('td[data-column="company"]').textContent()).toBe("Wesfarmers Limited");
    expect(await row.locator('td[data-column="lastPrice"]').textContent()).toContain("$68.42");
    // The sector filter offers the new sector.
    await page.getByRole("combobox", { name: "Filter by sector" }).click();
    await page.getByRole("option", { name: "Retailing" }).waitFor();
    await page.keyboard.press("Escape");

    // Adding the same symbol again shows the server's message.
    await page.getByRole("button", { name: "Add Stock" }).click();
    await dialog.getByLabel("Stock Symbol").fill("WES");
    await dialog.getByLabel("Company Name").fill("Wesfarmers");
    await dialog.getByLabel("Current Price ($)").fill("1");
    await dialog.getByRole("button", { name: "Add Stock" }).click();
    // The open modal hides the rest of the page from the accessibility tree, toasts included.
    // (Radix also keeps a hidden copy of each toast for screen readers, hence first().)
    await page.getByText("Failed to add stock").first().waitFor();
    await page.getByText("WES is already in your stocks").first().waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    await context.close();
  });

  it("sorts by a column and expands the Prev 6M FV and vs Broker Targets groups", async () => {
    const user = await approvedUser();
    const { context, page } = await newPage(browser());
    await signIn(page, user);
    const ids = await addStocks(page, [
      { symbol: "AAA", name: "Alpha Ltd", lastPrice: 10 },
      { symbol: "BBB", name: "Bravo Ltd", lastPrice: 10 },
      { symbol: "CCC", name: "Charlie Ltd", lastPrice: 10 },
    ]);
    // 5-star price = FV × 0.7 (Medium): AAA 21 → +110%, BBB 14 → +40%, CCC none (missing, last).
    await seedMorningstar(ids.AAA, 30, { uncertainty: "Medium" }, { back: 2, value: 28 });
    await seedMorningstar(ids.BBB, 20, { uncertainty: "Medium" });
    await openDashboard(page);
    await expect.poll(() => symbolsIn(page)).toEqual(["AAA", "BBB", "CCC"]);
    const fiveStar = portfolioTable(page).getByRole("columnheader", { name: "Current 5* vs Trade" });
    expect(await fiveStar.getAttribute("aria-sort")).toBe("descending");

    // A new column starts descending; clicking it again flips it.
    await portfolioTable(page).getByRole("button", { name: "Symbol" }).click();
    await expect.poll(() => symbolsIn(page)).toEqual(["CCC", "BBB", "AAA"]);
    expect(await portfolioTable(page).getByRole("columnheader", { name: "Symbol" }).getAttribute("aria-sort")).toBe("descending");
    await portfolioTable(page).getByRole("button", { name: "Symbol" }).click();
    await expect.poll(() => symbolsIn(page)).toEqual(["AAA", "BBB", "CCC"]);
    // Missing values stay last in both directions.
    await portfolioTable(page).getByRole("button", { name: "MS FV" }).click();
    await expect.poll(() => symbolsIn(page)).toEqual(["AAA", "BBB", "CCC"]);
    await portfolioTable(page).getByRole("button", { name: "MS FV" }).click();
    await expect.poll(() => symbolsIn(page)).toEqual(["BBB", "AAA", "CCC"]);

    // Export CSV writes the table as shown: visible columns, current order, neutralised cells.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).first().click()]);
    expect(download.suggestedFilename()).toMatch(/^portfolio-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await downloadedBytes(download))
      .toString("utf8")
      .replace(/^\uFEFF/, "")
      .split("\r\n");
    expect(csv[0].startsWith("Symbol,Company,Last $,Prev 6M vs Trade %,Current 5* vs Trade %,Current vs Fair Price %,MS FV,")).toBe(true);
    expect(csv.slice(1).map((line) => line.split(",")[0])).toEqual(["BBB", "AAA", "CCC"]);
    // AAA: (10 − 30) / 10 × 100 = −200.0% vs Morningstar, a plain negative number a spreadsheet sums.
    expect(csv[2]).toContain(",-200.0,");

    const header = (name: string) => portfolioTable(page).getByRole("columnheader", { name, exact: true });
    const months = previousMonthKeys(new Date()).map(monthLabel);
    expect(await header(months[0]).count()).toBe(0);
    await portfolioTable(page).getByRole("button", { name: "Prev 6M FV" }).click();
    for (const label of months) await header(label).waitFor();
    await header("6M Avg $").waitFor();
    // AAA's value two months back sits under that month's label.
    const aaa = portfolioTable(page).locator('tr[data-symbol="AAA"]');
    expect(await aaa.locator(`td[data-column="month:${previousMonthKeys(new Date())[4]}"]`).textContent()).toBe("$28.00");

    expect(await header("MS vs Current").count()).toBe(0);
    await header("vs Broker Avg").waitFor();
    await portfolioTable(page).getByRole("button", { name: "vs Broker Targets" }).click();
    for (const name of ["MS vs Current", "MS vs 6M Avg", "II vs Current", "BP vs 6M Avg"]) await header(name).waitFor();
    expect(await header("vs Broker Avg").count()).toBe(0);
    // (10 − 30) / 10 × 100 = −200%.
    expect(await aaa.locator('td[data-column="vsCurrent:morningstar"]').textContent()).toBe("-200.0%");

    // Bring the month columns next to the pinned ones for the screenshot.
    const scrolled = await portfolioTable(page).evaluate(
      (el, id) => {
        const th = el.querySelector(`th[data-column="${id}"]`);
        const pinned = el.querySelector('th[data-column="lastPrice"]');
        if (!th || !pinned) return -1;
        el.scrollLeft += th.getBoundingClientRect().left - pinned.getBoundingClientRect().right;
        return el.scrollLeft;
      },
      `month:${previousMonthKeys(new Date())[0]}`,
    );
    expect(scrolled).toBeGreaterThan(0);
    await shot(page, "dashboard-expanded");

    // Hiding a broker removes its columns.
    await page.getByRole("checkbox", { name: "Morningstar", exact: true }).click();
    await header("MS vs Current").waitFor({ state: "detached" });
    expect(await header("II vs Current").count()).toBe(1);
    await context.close();
  });

  it("opens the detail dialog with the Morningstar card, from a click and from the keyboard", async () => {
    const user = await approvedUser();
    const { context, page } = await newPage(browser());
    await signIn(page, user);
    const ids = await addStocks(page, [
      { symbol: "BHP", name: "BHP Group (ASX: BHP)", sector: "Materials", lastPrice: 40, dividendYield: 5.25 },
    ]);
    await seedMorningstar(ids.BHP, 50, { uncertainty: "Medium", economicMoat: "Wide", financialHealth: "Strong" });
    await seedFairValue(ids.BHP, "intelligent-investor", 44, { buy_below: 38, sell_above: 60 });
    await openDashboard(page);

    const row = portfolioTable(page).locator('tr[data-symbol="BHP"]');
    await row.locator('td[data-column="company"]').click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("heading", { name: /BHP/ }).waitFor();
    expect(await dialog.getByRole("heading", { name: /BHP/ }).textContent()).toContain("BHP Group");
    await dialog.getByText("Broker Estimates Comparison").waitFor();
    const morningstar = dialog.getByRole("article", { name: "Morningstar" });
    const msText = await morningstar.textContent();
    // (40 − 50) / 40 × 100 = −25.0%.
    for (const part of ["$50.00", "-25.0%", "As of", "Uncertainty: Medium", "Economic Moat: Wide", "Financial Health: Strong"])
      expect(msText).toContain(part);
    const ii = await dialog.getByRole("article", { name: "Intelligent Investor" }).textContent();
    for (const part of ["$44.00", "Buy Below", "$38.00", "Sell Above", "$60.00"]) expect(ii).toContain(part);
    // Summary over MS 50 and II 44: average 47, (40 − 47) / 40 × 100 = −17.5% → Buy, upside $7.00.
    const summary = await dialog.locator("dl").first().textContent();
    for (const part of ["$47.00", "-17.5%", "5.3%", "Buy", "$7.00"]) expect(summary).toContain(part);
    await shot(page, "dashboard-detail-dialog");

    await dialog.getByRole("tab", { name: "Shareholders" }).click();
    await dialog.getByText("No shareholder data available").waitFor();
    await dialog.getByRole("tab", { name: "Analysis" }).click();
    await dialog.getByText("Stock Information").waitFor();
    await dialog.getByText("Materials").waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    await row.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("dialog").getByText("Broker Estimates Comparison").waitFor();
    await context.close();
  });

  it("shows a Bell Potter card with target and recommendation, and the Bell Potter Consensus beside it outside the broker average", async () => {
    const user = await approvedUser();
    const { context, page } = await newPage(browser());
    await signIn(page, user);
    const ids = await addStocks(page, [{ symbol: "BHP", name: "BHP Group", sector: "Materials", lastPrice: 40 }]);
    await seedMorningstar(ids.BHP, 50, { uncertainty: "Medium" });
    await seedFairValue(ids.BHP, "intelligent-investor", 44, { buy_below: 38, sell_above: 60 });
    await seedFairValue(ids.BHP, "bell-potter", 48, { recommendation: "Buy" });
    await seedFairValue(ids.BHP, "bell-potter-consensus", 47.1, { recommendation: "Hold" });
    await openDashboard(page);

    await portfolioTable(page).locator('tr[data-symbol="BHP"] td[data-column="company"]').click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Broker Estimates Comparison").waitFor();
    // Three brokers counted (MS 50, II 44, BP 48: average 47.33); the consensus is not one of them.
    expect(await dialog.locator("dl").first().textContent()).toContain("Broker Count3");
    const bellPotter = dialog.getByRole("article", { name: "Bell Potter", exact: true });
    const bpText = await bellPotter.textContent();
    // (40 − 48) / 40 × 100 = −20.0%.
    for (const part of ["Target", "$48.00", "-20.0%", "As of", "Recommendation", "Buy"]) expect(bpText).toContain(part);
    const consensus = dialog.getByRole("article", { name: "Bell Potter Consensus" });
    const consensusText = await consensus.textContent();
    for (const part of ["$47.10", "Not part of the broker average"]) expect(consensusText).toContain(part);
    expect(await dialog.getByRole("article").evaluateAll((cards) => cards.map((card) => card.getAttribute("aria-label")))).toEqual([
      "Morningstar",
      "Intelligent Investor",
      "Bell Potter",
      "Bell Potter Consensus",
    ]);
    // Beside each other: same row on a wide screen.
    const [bpBox, consensusBox] = [await bellPotter.boundingBox(), await consensus.boundingBox()];
    expect(Math.abs(bpBox!.y - consensusBox!.y)).toBeLessThan(2);
    await shot(page, "dashboard-detail-bell-potter");
    await context.close();
  });

  it("bulk deletes two selected rows and deletes one through its dialog", async () => {
    const user = await approvedUser();
    const { context, page } = await newPage(browser());
    await signIn(page, user);
    await addStocks(page, [
      { symbol: "AAA", name: "Alpha Ltd", lastPrice: 1 },
      { symbol: "BBB", name: "Bravo Ltd", lastPrice: 2 },
      { symbol: "CCC", name: "Charlie Ltd", lastPrice: 3 },
    ]);
    await openDashboard(page);
    await portfolioTable(page).locator("tr[data-symbol]").first().waitFor();
    await page.getByRole("checkbox", { name: "Select AAA" }).click();
    await page.getByRole("checkbox", { name: "Select BBB" }).click();
    await page.getByText("2 stock(s) selected").waitFor();

    let confirmText = "";
    page.once("dialog", (dialog) => {
      confirmText = dialog.message();
      void dialog.accept();
    });
    await page.getByRole("button", { name: "Delete Selected (2)" }).click();
    await toasts(page).getByText("2 stock(s) removed successfully").waitFor();
    expect(confirmText).toBe("Are you sure you want to delete 2 selected stock(s)?");
    await expect.poll(() => symbolsIn(page)).toEqual(["CCC"]);
    expect(await page.getByText("stock(s) selected").count()).toBe(0);

    await page.getByRole("button", { name: "Delete CCC" }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm
      .getByText(
        "Are you sure you want to delete CCC (Charlie Ltd)? This will also remove all associated fair values and cannot be undone.",
      )
      .waitFor();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await toasts(page).getByText("The stock has been removed from your portfolio").waitFor();
    await page.getByText("No stocks found. Upload your portfolio data to get started.").waitFor();
    await context.close();
  });

  it("moves a stock to Other Stocks and back", async () => {
    const user = await approvedUser();
    const { context, page } = await newPage(browser());
    await signIn(page, user);
    await addStocks(page, [
      { symbol: "BHP", name: "BHP Group", lastPrice: 40 },
      { symbol: "CSL", name: "CSL Limited", lastPrice: 250 },
    ]);
    await openDashboard(page);
    await page.getByText("No other stocks being tracked").waitFor();

    await portfolioTable(page).getByRole("button", { name: "Move BHP" }).click();
    await toasts(page).getByText("Stock has been moved between portfolio and other stocks").waitFor();
    await expect.poll(() => symbolsIn(page, otherTable(page))).toEqual(["BHP"]);
    await expect.poll(() => symbolsIn(page)).toEqual(["CSL"]);

    // Other Stocks follows the search text only.
    await page.getByPlaceholder("Search stocks...").fill("csl");
    await page.getByText("No other stocks being tracked").waitFor();
    await page.getByPlaceholder("Search stocks...").fill("");

    await otherTable(page).getByRole("button", { name: "Move BHP" }).click();
    await expect.poll(() => symbolsIn(page)).toEqual(expect.arrayContaining(["BHP", "CSL"]));
    await page.getByText("No other stocks being tracked").waitFor();
    await context.close();
  });

  it("keeps the first four columns in place when the table scrolls sideways at 1280 px, and gives way to cards at 375 px", async () => {
    const user = await approvedUser();
    const { context, page } = await newPage(browser());
    await signIn(page, user);
    const ids = await addStocks(page, [
      { symbol: "BHP", name: "BHP Group", sector: "Materials", lastPrice: 40, dividendYield: 4.5 },
      { symbol: "CBA", name: "Commonwealth Bank of Australia", sector: "Banks", lastPrice: 150, dividendYield: 3.2 },
      { symbol: "WOW", name: "Woolworths Group", sector: "Consumer Staples", lastPrice: 30 },
    ]);
    await seedMorningstar(ids.BHP, 50, { uncertainty: "Medium", economicMoat: "Wide", financialHealth: "Strong" }, { back: 3, value: 45 });
    await seedFairValue(ids.BHP, "motley-fool", 38, { kind: "buy-under" });
    await seedMorningstar(ids.CBA, 110, { uncertainty: "Low", economicMoat: "Narrow", financialHealth: "Strong" });
    await seedFairValue(ids.CBA, "bell-potter", 120, { recommendation: "Hold" });
    // WOW's price is two days old: amber, a clock, and the tooltip says so.
    await database().query("update stocks set last_price_updated_at = now() - interval '2 days 1 hour' where id = $1", [ids.WOW]);
    await openDashboard(page);
    const table = portfolioTable(page);
    const stalePrice = table.locator('tr[data-symbol="WOW"] td[data-column="lastPrice"] [data-stale]');
    await stalePrice.waitFor();
    await stalePrice.hover();
    const tip = page.getByRole("tooltip");
    await tip.getByText("Price data is stale").waitFor();
    expect(await tip.textContent()).toContain("2 days ago");
    expect(await table.locator('tr[data-symbol="BHP"] td[data-column="lastPrice"] [data-stale]').count()).toBe(0);
    await page.mouse.move(600, 40, { steps: 5 });
    await page.mouse.move(620, 30, { steps: 2 });
    await tip.waitFor({ state: "detached" });
    const symbolCell = table.locator('tr[data-symbol="BHP"] td[data-column="symbol"]');
    const priceCell = table.locator('tr[data-symbol="BHP"] td[data-column="lastPrice"]');
    const countCell = table.locator('tr[data-symbol="BHP"] td[data-column="brokerCount"]');
    await symbolCell.waitFor();
    await shot(page, "dashboard-1280");

    const before = { symbol: await symbolCell.boundingBox(), price: await priceCell.boundingBox(), count: await countCell.boundingBox() };
    await table.evaluate((el) => {
      el.scrollLeft = 900;
    });
    await expect.poll(() => table.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    const after = { symbol: await symbolCell.boundingBox(), price: await priceCell.boundingBox(), count: await countCell.boundingBox() };
    expect(after.symbol?.x).toBe(before.symbol?.x);
    expect(after.price?.x).toBe(before.price?.x);
    expect(after.count!.x).toBeLessThan(before.count!.x);
    // The pinned cell paints over the scrolled ones: the topmost element at its centre is inside it.
    const topmostIsSymbol = await symbolCell.evaluate((cell) => {
      const box = cell.getBoundingClientRect();
      return cell.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    });
    expect(topmostIsSymbol).toBe(true);
    await table.scrollIntoViewIfNeeded();
    await shot(page, "dashboard-scrolled-sideways");

    // Below 768 px the table gives way to cards (e2e/phone.test.ts covers them); nothing on the page scrolls sideways.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.reload();
    const cards = page.getByRole("region", { name: "Portfolio stocks", exact: true });
    await cards.locator('article[data-symbol="BHP"]').waitFor();
    expect(await table.count()).toBe(0);
    await shot(page, "dashboard-375");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await cards.getByRole("button", { name: "Open BHP details" }).click();
    await page.getByRole("dialog").getByText("Broker Estimates Comparison").waitFor();
    await shot(page, "dashboard-375-detail");
    await context.close();
  });
});
