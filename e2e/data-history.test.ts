// Data History end to end, as a freshly approved user: fair values from two Morningstar imports (and
// one Motley Fool) through the API, shareholders and journal entries seeded with SQL; search, filter
// and delete in each tab, then undo the second import from the batch filter.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { newPage, registerThroughApi, screenshot, signIn, toasts, settle, chromiumForFile } from "./support/browser";
import { database } from "./support/database";
import { addStocks, approvedUser } from "./support/dashboard";

const historian = { email: `historian-${Date.now()}@e2e.test`, password: "historian-pass-1" };
const HEADER = "Code\tLast\tFair Value\tUncertainty\tEconomic Moat\tFinancial Health";

const browser = chromiumForFile();
let userId: string;
beforeAll(async () => {
  userId = (await registerThroughApi(historian.email, historian.password)).id;
  await database().query("update users set status = 'approved' where id = $1", [userId]);
});

async function importPaste(page: Page, source: string, text: string) {
  const res = await page.request.post(`/api/import/${source}`, { data: { text } });
  expect(res.status(), await res.text()).toBe(200);
}

async function seedHoldingsAndJournal() {
  const { rows } = await database().query<{ id: string; symbol: string }>("select id, symbol from stocks where user_id = $1", [userId]);
  const id = Object.fromEntries(rows.map((r) => [r.symbol, r.id]));
  await database().query(
    `insert into shareholders (stock_id, name, shares, percentage, change, as_of_date) values
       ($1, 'HSBC Custody Nominees', 1234567, 12.345, 0.5, '2024-01-05'),
       ($1, 'Citicorp Nominees', 900000, 8.1, -1.25, '2024-01-05'),
       ($2, 'National Nominees', 5000, 3.2, 0, '2024-01-05'),
       ($2, 'JP Morgan Nominees', 4000, 2.75, null, '2024-01-05')`,
    [id.BHP, id.CSL],
  );
  await database().query(
    `insert into journal_entries (stock_id, side, opened_at, closed_at, entry_price, exit_price, shares, thesis, outcome_r) values
       ($1, 'long', '2024-01-05', '2024-03-01', 40, 50, 100, 'Iron ore recovery on China stimulus', 2.5),
       ($1, 'short', '2024-02-01', '2024-02-20', 45, 47, 50, 'Overbought after results', -1),
       ($2, 'short', '2024-04-02', null, 300, null, 10, 'Plasma collection margins fall', null)`,
    [id.BHP, id.CSL],
  );
}

async function choose(page: Page, filter: string, option: string | RegExp) {
  await page.getByRole("combobox", { name: filter }).click();
  await page.getByRole("option", { name: option }).click();
}

const footer = (page: Page, noun: string) => page.getByText(new RegExp(`^Showing \\d+ of \\d+ ${noun}$`));
const table = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const dataRow = (page: Page, region: string, text: string | RegExp) => table(page, region).getByRole("row").filter({ hasText: text });

interface StockRow {
  symbol: string;
  morningstarFV: number | null;
}

describe("data history", () => {
  it("searches, filters and deletes in each tab, and undoes an import", async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, historian);
    await importPaste(page, "morningstar", `${HEADER}\nBHP\t41.20\t45.00\tMedium\tWide\tStrong\nCSL\t250.00\t300.00\tLow\tWide\tStrong`);
    await importPaste(page, "motley-fool", "CSL (ASX: CSL) Buy under $280");
    await importPaste(page, "morningstar", `${HEADER}\nBHP\t42.00\t50.00\tHigh\tNarrow\tStrong`);
    await seedHoldingsAndJournal();

    await page.goto("/data-history");
    await page.getByRole("heading", { name: "Data History" }).waitFor();
    await page.getByText("View and manage all imported data").waitFor();
    expect(await page.getByRole("tab", { name: "Fair Values" }).getAttribute("aria-selected")).toBe("true");

    // Fair Values: every row of the history, superseded BHP 45 included.
    await expect.poll(() => footer(page, "fair values").textContent()).toBe("Showing 4 of 4 fair values");
    const bhp50 = dataRow(page, "Fair values", "$50.00");
    expect(await bhp50.locator("td").allTextContents()).toEqual([
      "BHP",
      "Morningstar",
      expect.stringMatching(/^[A-Z][a-z]{2,3}e? \d{4}$/),
      "$50.00",
      "uncertainty: High, economicMoat: Narrow, financialHealth: Strong",
      expect.stringMatching(/^\d{1,2} \w+ \d{4}$/),
      "",
    ]);
    await page.getByPlaceholder("Search by stock symbol or source...").fill("motley");
    await expect.poll(() => footer(page, "fair values").textContent()).toBe("Showing 1 of 4 fair values");
    await dataRow(page, "Fair values", "Motley Fool").getByText("kind: buy-under").waitFor();
    await page.getByPlaceholder("Search by stock symbol or source...").fill("");
    await choose(page, "Filter by stock", "BHP");
    await expect.poll(() => footer(page, "fair values").textContent()).toBe("Showing 2 of 4 fair values");
    await choose(page, "Filter by source", "Motley Fool");
    await table(page, "Fair values").getByText("No fair values found").waitFor();
    await choose(page, "Filter by stock", "All Stocks");
    await expect.poll(() => footer(page, "fair values").textContent()).toBe("Showing 1 of 4 fair values");
    await settle(page);
    await screenshot(page, "data-history-fair-values-1280");

    await dataRow(page, "Fair values", "Motley Fool")
      .getByRole("button", { name: /^Delete fair value/ })
      .click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByRole("heading", { name: "Delete Fair Value Entry?" }).waitFor();
    expect(await dialog.textContent()).toContain("This action cannot be undone.");
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await toasts(page).getByText("Fair value deleted", { exact: true }).waitFor();
    await toasts(page).getByText("The fair value entry has been removed").waitFor();
    await expect.poll(() => footer(page, "fair values").textContent()).toBe("Showing 0 of 3 fair values");
    await choose(page, "Filter by source", "All Sources");

    // Undo the second Morningstar import from the batch filter: BHP's 45 is current again.
    await choose(page, "Filter by import", /^Morningstar · paste · .* · 1 row$/);
    await expect.poll(() => footer(page, "fair values").textContent()).toBe("Showing 1 of 3 fair values");
    await page.getByRole("button", { name: "Undo Import" }).click();
    await dialog.getByRole("heading", { name: "Undo this import?" }).waitFor();
    const removes = dialog.getByRole("list", { name: "What the undo removes" });
    await removes.waitFor();
    expect(await removes.getByRole("listitem").allTextContents()).toEqual(["1 fair value"]);
    await settle(page);
    await screenshot(page, "data-history-undo-dialog-1280");
    await dialog.getByRole("button", { name: "Undo Import" }).click();
    await toasts(page).getByText("Import undone", { exact: true }).waitFor();
    await toasts(page).getByText("Removed 1 fair value and 0 stocks").waitFor();
    await expect.poll(() => footer(page, "fair values").textContent()).toBe("Showing 2 of 2 fair values");
    expect(await page.getByRole("combobox", { name: "Filter by import" }).textContent()).toBe("All Imports");
    expect(await dataRow(page, "Fair values", /^BHP/).locator("td").nth(3).textContent()).toBe("$45.00");
    expect(await dataRow(page, "Fair values", "$50.00").count()).toBe(0);
    const portfolio = (await (await page.request.get("/api/portfolio?isPortfolio=false")).json()) as StockRow[];
    expect(portfolio.find((s) => s.symbol === "BHP")?.morningstarFV).toBe(45);

    // Shareholders.
    await page.getByRole("tab", { name: "Shareholders" }).click();
    await expect.poll(() => footer(page, "shareholder entries").textContent()).toBe("Showing 4 of 4 shareholder entries");
    const hsbc = await dataRow(page, "Shareholders", "HSBC Custody Nominees").locator("td").allTextContents();
    expect(hsbc.slice(0, 6)).toEqual(["BHP", "HSBC Custody Nominees", "1,234,567", "12.35%", "0.50%", "5 Jan 2024"]);
    expect(await dataRow(page, "Shareholders", "Citicorp").locator("td").nth(4).textContent()).toBe("-1.25%");
    expect(await dataRow(page, "Shareholders", "JP Morgan").locator("td").nth(4).textContent()).toBe("-");
    expect(await page.getByRole("combobox", { name: "Filter by stock" }).evaluate((el) => el.getBoundingClientRect().width)).toBe(200);
    await page.getByPlaceholder("Search by stock symbol or shareholder name...").fill("NOMINEES");
    await expect.poll(() => footer(page, "shareholder entries").textContent()).toBe("Showing 4 of 4 shareholder entries");
    await choose(page, "Filter by stock", "CSL");
    await expect.poll(() => footer(page, "shareholder entries").textContent()).toBe("Showing 2 of 4 shareholder entries");
    await page.getByPlaceholder("Search by stock symbol or shareholder name...").fill("jp morgan");
    await expect.poll(() => footer(page, "shareholder entries").textContent()).toBe("Showing 1 of 4 shareholder entries");
    await dataRow(page, "Shareholders", "JP Morgan")
      .getByRole("button", { name: /^Delete shareholder/ })
      .click();
    await dialog.getByRole("heading", { name: "Delete Shareholder Entry?" }).waitFor();
    expect(await dialog.textContent()).toContain("JP Morgan Nominees from the shareholders of CSL. This action cannot be undone.");
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await toasts(page).getByText("Shareholder deleted", { exact: true }).waitFor();
    await toasts(page).getByText("The shareholder entry has been removed").waitFor();
    await expect.poll(() => footer(page, "shareholder entries").textContent()).toBe("Showing 0 of 3 shareholder entries");
    expect(await dialog.count()).toBe(0);
    await table(page, "Shareholders").getByText("No shareholders found").waitFor();
    await page.getByPlaceholder("Search by stock symbol or shareholder name...").fill("");
    await choose(page, "Filter by stock", "All Stocks");
    await settle(page);
    await screenshot(page, "data-history-shareholders-1280");

    // Journal Entries.
    await page.getByRole("tab", { name: "Journal Entries" }).click();
    await expect.poll(() => footer(page, "journal entries").textContent()).toBe("Showing 3 of 3 journal entries");
    const iron = await dataRow(page, "Journal entries", "Iron ore").locator("td").allTextContents();
    expect(iron.slice(0, 8)).toEqual([
      "BHP",
      "LONG",
      "5 Jan 2024",
      "1 Mar 2024",
      "$40.00",
      "$50.00",
      "2.50R",
      "Iron ore recovery on China stimulus",
    ]);
    const open = await dataRow(page, "Journal entries", "Plasma").locator("td").allTextContents();
    expect(open.slice(1, 7)).toEqual(["SHORT", "2 Apr 2024", "Open", "$300.00", "-", "-"]);
    await page.getByPlaceholder("Search by stock symbol or thesis...").fill("overbought");
    await expect.poll(() => footer(page, "journal entries").textContent()).toBe("Showing 1 of 3 journal entries");
    await page.getByPlaceholder("Search by stock symbol or thesis...").fill("");
    await choose(page, "Filter by side", "Short");
    await expect.poll(() => footer(page, "journal entries").textContent()).toBe("Showing 2 of 3 journal entries");
    await choose(page, "Filter by stock", "BHP");
    await expect.poll(() => footer(page, "journal entries").textContent()).toBe("Showing 1 of 3 journal entries");
    await settle(page);
    await screenshot(page, "data-history-journal-1280");
    await dataRow(page, "Journal entries", "Overbought")
      .getByRole("button", { name: /^Delete journal entry/ })
      .click();
    await dialog.getByRole("heading", { name: "Delete Journal Entry?" }).waitFor();
    expect(await dialog.textContent()).toContain("SHORT BHP opened 1 Feb 2024");
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await toasts(page).getByText("Journal entry deleted", { exact: true }).waitFor();
    await toasts(page).getByText("The journal entry has been removed").waitFor();
    await table(page, "Journal entries").getByText("No journal entries found").waitFor();
    expect(await footer(page, "journal entries").textContent()).toBe("Showing 0 of 2 journal entries");
    await context.close();
  });

  it("offers 'All Stocks' and every one of the user's stocks in the Shareholders and Journal stock filters", async () => {
    const user = await approvedUser();
    const { context, page } = await newPage(browser());
    await signIn(page, user);
    // Only BHP has shareholders and only CSL a journal entry; WES and A2M have neither.
    const ids = await addStocks(
      page,
      ["WES", "BHP", "A2M", "CSL"].map((symbol) => ({ symbol, name: `${symbol} Limited`, lastPrice: 10 })),
    );
    await database().query(
      "insert into shareholders (stock_id, name, shares, percentage, as_of_date) values ($1, 'HSBC Custody Nominees', 1000, 1.5, '2024-01-05')",
      [ids.BHP],
    );
    await database().query(
      "insert into journal_entries (stock_id, side, opened_at, entry_price, thesis) values ($1, 'long', '2024-01-05', 10, 'Plasma')",
      [ids.CSL],
    );
    const everyStock = ["All Stocks", "A2M", "BHP", "CSL", "WES"];
    const stockOptions = async () => {
      await page.getByRole("combobox", { name: "Filter by stock" }).click();
      const options = await page.getByRole("option").allTextContents();
      await page.keyboard.press("Escape");
      return options;
    };

    await page.goto("/data-history");
    await page.getByRole("tab", { name: "Shareholders" }).click();
    await expect.poll(() => footer(page, "shareholder entries").textContent()).toBe("Showing 1 of 1 shareholder entries");
    expect(await stockOptions()).toEqual(everyStock);
    // A stock without rows filters to the empty list rather than being missing.
    await choose(page, "Filter by stock", "WES");
    await table(page, "Shareholders").getByText("No shareholders found").waitFor();

    await page.getByRole("tab", { name: "Journal Entries" }).click();
    await expect.poll(() => footer(page, "journal entries").textContent()).toBe("Showing 1 of 1 journal entries");
    expect(await stockOptions()).toEqual(everyStock);
    await context.close();
  });

  it("below 768 px shows each tab as cards whose delete buttons are in view and big enough to tap", async () => {
    const user = await approvedUser();
    const { context, page } = await newPage(browser(), { width: 390, height: 780 });
    await signIn(page, user);
    await importPaste(page, "morningstar", `${HEADER}\nBHP\t41.20\t45.00\tMedium\tWide\tStrong\nCSL\t250.00\t300.00\tLow\tWide\tStrong`);
    const { rows } = await database().query<{ id: string; symbol: string }>("select id, symbol from stocks where user_id = $1", [user.id]);
    const id = Object.fromEntries(rows.map((r) => [r.symbol, r.id]));
    await database().query(
      "insert into shareholders (stock_id, name, shares, percentage, change, as_of_date) values ($1, 'HSBC Custody Nominees (Australia) Limited', 1234567, 12.345, 0.5, '2024-01-05')",
      [id.BHP],
    );
    await database().query(
      "insert into journal_entries (stock_id, side, opened_at, closed_at, entry_price, exit_price, thesis, outcome_r) values ($1, 'long', '2024-01-05', '2024-03-01', 40, 50, 'Iron ore recovery on China stimulus', 2.5)",
      [id.BHP],
    );
    await page.goto("/data-history");

    const tabs = [
      {
        tab: "Fair Values",
        list: "Fair values",
        noun: "fair values",
        count: 2,
        facts: ["BHP", "Morningstar", "$45.00"],
        button: /^Delete fair value BHP/,
      },
      {
        tab: "Shareholders",
        list: "Shareholders",
        noun: "shareholder entries",
        count: 1,
        facts: ["BHP", "HSBC Custody Nominees (Australia) Limited", "1,234,567", "12.35%"],
        button: /^Delete shareholder/,
      },
      {
        tab: "Journal Entries",
        list: "Journal entries",
        noun: "journal entries",
        count: 1,
        facts: ["BHP", "LONG", "$40.00", "$50.00", "2.50R"],
        button: /^Delete journal entry/,
      },
    ];
    for (const { tab, list, noun, count, facts, button } of tabs) {
      await page.getByRole("tab", { name: tab }).click();
      await expect.poll(() => footer(page, noun).textContent()).toBe(`Showing ${count} of ${count} ${noun}`);
      const region = table(page, list);
      // Cards, not a table that scrolls sideways: nothing in the region is wider than the region.
      expect(await region.locator("table").count()).toBe(0);
      expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      const cards = region.getByRole("listitem");
      expect(await cards.count()).toBe(count);
      const card = cards.filter({ hasText: "BHP" }).first();
      for (const fact of facts) expect(await card.textContent()).toContain(fact);
      const remove = card.getByRole("button", { name: button });
      const box = (await remove.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await settle(page);
      await screenshot(page, `data-history-cards-${list.replace(/ /g, "-").toLowerCase()}-390`);
    }

    // The card's button deletes its row, as the table's does.
    await table(page, "Journal entries")
      .getByRole("button", { name: /^Delete journal entry/ })
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete", exact: true }).click();
    await toasts(page).getByText("Journal entry deleted", { exact: true }).waitFor();
    await expect.poll(() => footer(page, "journal entries").textContent()).toBe("Showing 0 of 0 journal entries");
    await context.close();
  });

  it("fits a 375 px phone", async () => {
    const { context, page } = await newPage(browser(), { width: 375, height: 740 });
    await signIn(page, historian);
    await page.goto("/data-history");
    await expect.poll(() => footer(page, "fair values").textContent()).toBe("Showing 2 of 2 fair values");
    // The table scrolls inside its own box; the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await settle(page);
    await screenshot(page, "data-history-fair-values-375");
    await page.getByRole("tab", { name: "Journal Entries" }).click();
    await expect.poll(() => footer(page, "journal entries").textContent()).toBe("Showing 2 of 2 journal entries");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await settle(page);
    await screenshot(page, "data-history-journal-375");
    await context.close();
  });
});
