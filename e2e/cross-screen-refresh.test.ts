// Every screen stays true after a change made on another one, without a reload (issue 12 item 1):
// lists a user has already opened are cached (data never goes stale on its own), so a change must
// refresh every list the server-side change touched, including what the database removes with a
// stock (ON DELETE CASCADE) or with an import. Each test opens the other screens first, makes the
// change, then walks back to them through the sidebar, as a person would.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumForFile, newPage, signIn, toasts } from "./support/browser";
import { addStocks, approvedUser, openDashboard, otherTable, portfolioTable, shot, symbolsIn } from "./support/dashboard";

const browser = chromiumForFile();

const MORNINGSTAR_HEADER = "Code\tLast\tFair Value\tUncertainty\tEconomic Moat\tFinancial Health";

/** Client-side navigation through the sidebar: no reload, so the cache is what the screen shows. */
async function goTo(page: Page, screen: "Dashboard" | "Sectors" | "Shareholders" | "Journal" | "Data History") {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: screen, exact: true }).click();
  await page.waitForURL(
    (url) =>
      url.pathname ===
      { Dashboard: "/", Sectors: "/sectors", Shareholders: "/shareholders", Journal: "/journal", "Data History": "/data-history" }[screen],
  );
}

async function post(page: Page, path: string, data: unknown): Promise<{ batchId?: string }> {
  const res = await page.request.post(path, { data });
  expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
  return res.json();
}

/** Per stock: a Morningstar fair value (one import for all), two shareholders and a journal entry. */
async function seedHoldings(page: Page, ids: Record<string, string>) {
  const symbols = Object.keys(ids);
  await post(page, "/api/import/morningstar", {
    text: [MORNINGSTAR_HEADER, ...symbols.map((s, i) => `${s}\t${10 + i}\t${20 + i}\tMedium\tWide\tStrong`)].join("\n"),
  });
  for (const symbol of symbols) {
    await post(page, `/api/stocks/${ids[symbol]}/shareholders`, {
      asOfDate: "2024-08-31",
      text: `1 ${symbol} HOLDER ONE PTY LTD 1,000,000 5.00%\n2 ${symbol} HOLDER TWO PTY LTD 500,000 2.50%`,
    });
    await post(page, "/api/journal", {
      stockId: ids[symbol],
      side: "long",
      openedAt: "2024-01-05",
      entryPrice: 10,
      thesis: `${symbol} thesis`,
    });
  }
}

// Long enough for a screen's first load on a busy machine (expect.poll's default is one second).
const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });
const footer = (page: Page, noun: string) => page.getByText(new RegExp(`^Showing \\d+ of \\d+ ${noun}$`));
const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true }).click();
const journalCards = (page: Page) =>
  page.getByRole("article").evaluateAll((cards) => cards.map((card) => card.querySelector("h2")?.textContent));
const allocationRows = (page: Page) =>
  page
    .getByRole("table", { name: "Portfolio allocations" })
    .getByRole("spinbutton")
    .evaluateAll((inputs) => inputs.map((input) => input.getAttribute("aria-label")));

/** Opens each Data History tab once, so all three lists sit in the cache, and checks their counts. */
async function visitDataHistory(page: Page, counts: { fairValues: number; shareholders: number; journal: number }) {
  await goTo(page, "Data History");
  await eventually(() => footer(page, "fair values").textContent()).toBe(
    `Showing ${counts.fairValues} of ${counts.fairValues} fair values`,
  );
  await tab(page, "Shareholders");
  await eventually(() => footer(page, "shareholder entries").textContent()).toBe(
    `Showing ${counts.shareholders} of ${counts.shareholders} shareholder entries`,
  );
  await tab(page, "Journal Entries");
  await eventually(() => footer(page, "journal entries").textContent()).toBe(
    `Showing ${counts.journal} of ${counts.journal} journal entries`,
  );
  await tab(page, "Fair Values");
}

describe("lists on other screens after a change", () => {
  it("a deleted stock's fair values, shareholders, journal entries and allocation leave every screen", async () => {
    const user = await approvedUser();
    const { context, page } = await newPage(browser(), { width: 1400, height: 900 });
    await signIn(page, user);
    const ids = await addStocks(page, [
      { symbol: "BHP", name: "BHP Group Limited", sector: "Materials", lastPrice: 45 },
      { symbol: "CSL", name: "CSL Limited", sector: "Health Care", lastPrice: 290 },
    ]);
    await seedHoldings(page, ids);
    await post(page, "/api/portfolio/allocations", { stockId: ids.BHP, amount: 5000 });
    await post(page, "/api/portfolio/allocations", { stockId: ids.CSL, amount: 7000 });

    await openDashboard(page);
    await visitDataHistory(page, { fairValues: 2, shareholders: 4, journal: 2 });
    await goTo(page, "Journal");
    await eventually(() => journalCards(page)).toEqual(["CSL", "BHP"]);
    await goTo(page, "Sectors");
    await eventually(() => allocationRows(page)).toEqual(["Allocation for BHP", "Allocation for CSL"]);

    await goTo(page, "Dashboard");
    await portfolioTable(page).getByRole("button", { name: "Delete BHP" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await toasts(page).getByText("The stock has been removed from your portfolio").waitFor();
    await eventually(() => symbolsIn(page)).toEqual(["CSL"]);

    await goTo(page, "Data History");
    await eventually(() => footer(page, "fair values").textContent()).toBe("Showing 1 of 1 fair values");
    expect(await page.getByRole("region", { name: "Fair values", exact: true }).getByRole("row").filter({ hasText: "BHP" }).count()).toBe(
      0,
    );
    await tab(page, "Shareholders");
    await eventually(() => footer(page, "shareholder entries").textContent()).toBe("Showing 2 of 2 shareholder entries");
    await tab(page, "Journal Entries");
    await eventually(() => footer(page, "journal entries").textContent()).toBe("Showing 1 of 1 journal entries");
    await shot(page, "cross-screen-after-stock-delete-1400");
    await goTo(page, "Journal");
    await eventually(() => journalCards(page)).toEqual(["CSL"]);
    await goTo(page, "Sectors");
    await eventually(() => allocationRows(page)).toEqual(["Allocation for CSL"]);
    await goTo(page, "Shareholders");
    await page.getByRole("combobox", { name: "Stock" }).click();
    expect(await page.getByRole("option").allTextContents()).toEqual([expect.stringMatching(/^CSL/)]);
    await page.keyboard.press("Escape");
    await context.close();
  });

  it("bulk delete clears the deleted stocks' rows from Data History and the Journal", async () => {
    const user = await approvedUser();
    const { context, page } = await newPage(browser(), { width: 360, height: 800 });
    await signIn(page, user);
    const ids = await addStocks(page, [
      { symbol: "AAA", name: "Alpha Ltd", lastPrice: 1 },
      { symbol: "BBB", name: "Bravo Ltd", lastPrice: 2 },
      { symbol: "CCC", name: "Charlie Ltd", lastPrice: 3 },
    ]);
    await seedHoldings(page, ids);

    // On a phone the sidebar is a sheet; page.goto is a reload, so only the first visit uses it.
    await page.goto("/data-history");
    await eventually(() => footer(page, "fair values").textContent()).toBe("Showing 3 of 3 fair values");
    await tab(page, "Journal Entries");
    await eventually(() => footer(page, "journal entries").textContent()).toBe("Showing 3 of 3 journal entries");
    await openSheetAndGoTo(page, "Dashboard");
    // On a phone the stocks are cards: select mode, then tick them.
    const section = page.getByRole("region", { name: "Portfolio Stocks", exact: true });
    await section.locator("article[data-symbol]").first().waitFor();
    await section.getByRole("button", { name: "Select", exact: true }).click();
    await page.getByRole("checkbox", { name: "Select AAA" }).click();
    await page.getByRole("checkbox", { name: "Select BBB" }).click();
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Delete Selected (2)" }).click();
    await toasts(page).getByText("2 stock(s) removed successfully").waitFor();

    await openSheetAndGoTo(page, "Data History");
    await eventually(() => footer(page, "fair values").textContent()).toBe("Showing 1 of 1 fair values");
    await tab(page, "Journal Entries");
    await eventually(() => footer(page, "journal entries").textContent()).toBe("Showing 1 of 1 journal entries");
    await shot(page, "cross-screen-after-bulk-delete-360");
    await openSheetAndGoTo(page, "Journal");
    await eventually(() => journalCards(page)).toEqual(["CCC"]);
    await context.close();
  });

  it("a move between the tables reaches the Sectors screen", async () => {
    const user = await approvedUser();
    const { context, page } = await newPage(browser(), { width: 1400, height: 900 });
    await signIn(page, user);
    const ids = await addStocks(page, [
      { symbol: "BHP", name: "BHP Group Limited", sector: "Materials", lastPrice: 45 },
      { symbol: "CSL", name: "CSL Limited", sector: "Health Care", lastPrice: 290 },
    ]);
    await post(page, "/api/portfolio/allocations", { stockId: ids.BHP, amount: 5000 });
    await post(page, "/api/portfolio/allocations", { stockId: ids.CSL, amount: 7000 });

    await page.goto("/sectors");
    await eventually(() => allocationRows(page)).toEqual(["Allocation for BHP", "Allocation for CSL"]);
    await page.getByRole("list", { name: "Sector breakdown" }).getByText("Materials").waitFor();
    await goTo(page, "Dashboard");
    await portfolioTable(page).getByRole("button", { name: "Move BHP" }).click();
    await toasts(page).getByText("Stock has been moved between portfolio and other stocks").waitFor();
    await eventually(() => symbolsIn(page, otherTable(page))).toEqual(["BHP"]);

    await goTo(page, "Sectors");
    await eventually(() => allocationRows(page)).toEqual(["Allocation for CSL"]);
    await eventually(() => page.getByRole("list", { name: "Sector breakdown" }).getByText("Materials").count()).toBe(0);
    await context.close();
  });

  it("a row deleted in another tab: deleting it here says 'Fair value not found' and the row leaves the list", async () => {
    const user = await approvedUser();
    const { context, page } = await newPage(browser(), { width: 1400, height: 900 });
    await signIn(page, user);
    await post(page, "/api/import/morningstar", { text: `${MORNINGSTAR_HEADER}\nBHP\t45\t50\tLow\tWide\tStrong` });
    await page.goto("/data-history");
    await eventually(() => footer(page, "fair values").textContent()).toBe("Showing 1 of 1 fair values");

    // The same account in another tab deletes the row; this tab still shows it.
    const [row] = (await (await page.request.get("/api/fair-values")).json()) as { id: string }[];
    expect((await page.request.delete(`/api/fair-values/${row.id}`)).status()).toBe(200);
    await page
      .getByRole("region", { name: "Fair values", exact: true })
      .getByRole("button", { name: /^Delete fair value/ })
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete", exact: true }).click();
    await toasts(page).getByText("Failed to delete fair value", { exact: true }).waitFor();
    await toasts(page).getByText("Fair value not found", { exact: true }).waitFor();
    await eventually(() => footer(page, "fair values").textContent()).toBe("Showing 0 of 0 fair values");
    await context.close();
  });

  it("undoing imports clears their rows from Data History's other tabs, the dashboard and the detail dialog", async () => {
    const user = await approvedUser();
    const { context, page } = await newPage(browser(), { width: 1400, height: 900 });
    await signIn(page, user);
    const ids = await addStocks(page, [{ symbol: "BHP", name: "BHP Group Limited", lastPrice: 45 }]);
    await post(page, `/api/stocks/${ids.BHP}/shareholders`, { asOfDate: "2024-08-31", text: "1 BHP HOLDER ONE PTY LTD 1,000,000 5.00%" });
    // A paste for a new code creates that stock (Other Stocks); undoing the paste removes it again.
    await post(page, "/api/import/morningstar", { text: `${MORNINGSTAR_HEADER}\nWES\t60\t70\tLow\tWide\tStrong` });

    await openDashboard(page);
    await eventually(() => symbolsIn(page, otherTable(page))).toEqual(["WES"]);
    await portfolioTable(page).locator('tr[data-symbol="BHP"] td[data-column="company"]').click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("tab", { name: "Shareholders" }).click();
    await dialog.getByText("BHP HOLDER ONE PTY LTD", { exact: true }).waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await visitDataHistory(page, { fairValues: 1, shareholders: 1, journal: 0 });

    // Both imports are undone from Data History's Imports (the Fair Values tab's filter lists only fair-value imports).
    for (const source of [/^Shareholders · paste/, /^Morningstar · paste/]) {
      await page.getByRole("combobox", { name: "Choose an import" }).click();
      await page.getByRole("option", { name: source }).click();
      await page.getByRole("button", { name: "Undo Import" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Undo Import" }).click();
      await toasts(page).getByText("Import undone", { exact: true }).waitFor();
      await page.getByRole("alertdialog").waitFor({ state: "detached" });
    }
    await eventually(() => footer(page, "fair values").textContent()).toBe("Showing 0 of 0 fair values");
    await tab(page, "Shareholders");
    await eventually(() => footer(page, "shareholder entries").textContent()).toBe("Showing 0 of 0 shareholder entries");

    await goTo(page, "Dashboard");
    await page.getByText("No other stocks being tracked").waitFor();
    await portfolioTable(page).locator('tr[data-symbol="BHP"] td[data-column="company"]').click();
    await dialog.getByRole("tab", { name: "Shareholders" }).click();
    await dialog.getByText("No shareholder data available", { exact: true }).waitFor();
    await context.close();
  });
});

/** At phone width the sidebar is a sheet behind the header's toggle. */
async function openSheetAndGoTo(page: Page, screen: Parameters<typeof goTo>[1]) {
  await page.getByRole("button", { name: "Toggle Sidebar" }).first().click();
  await goTo(page, screen);
}
