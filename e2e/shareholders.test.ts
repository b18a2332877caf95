// Shareholder Analysis end to end, as a new approved user: paste a top-20 list, preview it (with a
// bad line named), import it, see the table with the client's total, then find the same list in the
// dashboard's detail dialog. A CSV file for a second stock goes through the stock selector.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, signIn, toasts, chromiumForFile } from "./support/browser";
import { addStocks, approvedUser, openDashboard, portfolioTable, shot } from "./support/dashboard";

const browser = chromiumForFile();

const HOLDERS: [string, string, string][] = [
  ["HSBC CUSTODY NOMINEES (AUSTRALIA) LIMITED", "1,234,567,890", "24.35%"],
  ["J P MORGAN NOMINEES AUSTRALIA PTY LIMITED", "880,112,301", "17.36%"],
  ["CITICORP NOMINEES PTY LIMITED", "412,009,118", "8.13%"],
  ["BNP PARIBAS NOMINEES PTY LTD <AGENCY LENDING DRP A/C>", "101,500,000", "2.00%"],
  ["SMITH, JOHN & JANE <SMITH FAMILY S/F A/C>", "52,000,000", "1.03%"],
  ["EQUITY TRUSTEES LIMITED FUND NO 2", "31,250,000", "0.62%"],
  ["NETWEALTH INVESTMENTS LIMITED <WRAP SERVICES A/C>", "25,000,100", "0.49%"],
  ["ARGO INVESTMENTS LIMITED", "24,100,000", "0.48%"],
  ["AUSTRALIAN FOUNDATION INVESTMENT COMPANY LIMITED", "20,000,000", "0.39%"],
  ["NATIONAL NOMINEES LIMITED", "19,876,543", "0.39%"],
  ["BKI INVESTMENT COMPANY LIMITED", "15,000,000", "0.30%"],
  ["MILTON CORPORATION LIMITED", "14,500,000", "0.29%"],
  ["DJERRIWARRH INVESTMENTS PTY LTD", "12,345,678", "0.24%"],
  ["WARBONT NOMINEES PTY LTD <UNPAID ENTREPOT A/C>", "11,000,000", "0.22%"],
  ["MUTUAL TRUST PTY LTD", "10,500,000", "0.21%"],
  ["IOOF INVESTMENT SERVICES LIMITED <IPS SUPERFUND A/C>", "9,999,999", "0.20%"],
  ["UBS NOMINEES PTY LTD", "9,000,000", "0.18%"],
  ["NAVIGATOR AUSTRALIA LTD <MLC INVESTMENT SETT A/C>", "8,750,000", "0.17%"],
  ["SOLIUM NOMINEES (AUSTRALIA) PTY LTD <VSA A/C>", "8,000,000", "0.16%"],
  ["HSBC CUSTODY NOMINEES (AUSTRALIA) LIMITED - A/C 2", "7,500,000", "0.15%"],
];
// Line 1 is a title, lines 2–21 the holders, line 22 a bad line, line 23 the report's total.
const PASTE = [
  "Twenty Largest Shareholders as at 31 August 2024",
  ...HOLDERS.map(([name, shares, pct], i) => `${i + 1} ${name} ${shares} ${pct}`),
  "21 LATE ADDITION PTY LTD 1,000 140%",
  "Total Top 20 Holders 2,907,011,629 57.36%",
].join("\n");
// Sum of the 20 share counts above: 2,907,011,629; of the percentages: 57.36%.
const TOTAL_SHARES = "2,907,011,629";
const TOTAL_PERCENT = "57.36%";

const holdersTable = (page: Page, symbol: string) => page.getByRole("table", { name: `Shareholders of ${symbol}` });
const COLUMNS = ["rank", "name", "shares", "percentage", "change"];
/** A row's cells by column; the name cell's first span is the name (the rest is the phone layout). */
const cells = (row: Locator) =>
  row.evaluate(
    (tr, columns) =>
      columns.map((column) => {
        const cell = tr.querySelector(`td[data-column="${column}"]`);
        return (column === "name" ? cell?.querySelector("span") : cell)?.textContent ?? "";
      }),
    COLUMNS,
  );

describe("shareholder analysis", () => {
  it("imports a pasted top-20 list after a preview, totals it, and shows it in the detail dialog", async () => {
    const user = await approvedUser();
    const { context, page } = await newPage(browser());
    await signIn(page, user);
    await addStocks(page, [
      { symbol: "WES", name: "Wesfarmers Limited", lastPrice: 68.42 },
      { symbol: "BHP", name: "BHP Group Limited", sector: "Materials", lastPrice: 45.2 },
    ]);

    await page.goto("/shareholders");
    await page.getByRole("heading", { name: "Shareholder Analysis" }).waitFor();
    // The selector starts on the first stock by symbol.
    expect(await page.getByRole("combobox", { name: "Stock" }).textContent()).toContain("BHP");
    await page.getByText("No shareholder data available for BHP").waitFor();

    await page.getByLabel("As-of date").fill("2024-08-31");
    await page.getByLabel("Shareholder list").fill(PASTE);
    expect(await page.getByRole("button", { name: "Import", exact: true }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Preview", exact: true }).click();
    const preview = page.getByRole("region", { name: "Preview" });
    await preview.getByText("20 holders read · 1 line skipped").waitFor();
    await preview.getByText("Line 22: percentage '140%' is over 100%").waitFor();
    expect(await preview.getByRole("table").locator("tbody tr").count()).toBe(20);
    await preview.getByText("Lines that will be skipped", { exact: true }).scrollIntoViewIfNeeded();
    await shot(page, "shareholders-preview-1280");

    await page.getByRole("button", { name: "Import", exact: true }).click();
    await toasts(page).getByText("Imported 20 shareholders for BHP (1 line skipped)").waitFor();
    const table = holdersTable(page, "BHP");
    await table.waitFor();
    expect(await table.locator("tbody tr").count()).toBe(20);
    expect(await cells(table.locator("tbody tr").first())).toEqual([
      "1",
      "HSBC CUSTODY NOMINEES (AUSTRALIA) LIMITED",
      "1,234,567,890",
      "24.35%",
      "-",
    ]);
    expect(await cells(table.locator("tfoot tr"))).toEqual(["", "TOTAL", TOTAL_SHARES, TOTAL_PERCENT, ""]);
    await page.getByText("As of 31 Aug 2024 · 20 holders").waitFor();
    expect(await page.getByLabel("Shareholder list").inputValue()).toBe("");
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, "shareholders-1280");

    // The dashboard's detail dialog reads the same list.
    await openDashboard(page);
    await portfolioTable(page).locator('tr[data-symbol="BHP"] td[data-column="company"]').click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("tab", { name: "Shareholders" }).click();
    await dialog.getByText("Top 20 Shareholders").waitFor();
    for (const [name] of [HOLDERS[0], HOLDERS[4], HOLDERS[19]]) await dialog.getByText(name, { exact: true }).waitFor();
    expect(await dialog.locator("li").count()).toBe(20);
    await shot(page, "shareholders-detail-dialog");
    await context.close();
  });

  it("imports a CSV for the second stock through the selector, and fits a phone screen", async () => {
    const user = await approvedUser();
    const { context, page } = await newPage(browser(), { width: 375, height: 800 });
    await signIn(page, user);
    await addStocks(page, [
      { symbol: "BHP", name: "BHP Group Limited", lastPrice: 45.2 },
      { symbol: "CSL", name: "CSL Limited", lastPrice: 290 },
    ]);
    await page.goto("/shareholders");
    await page.getByRole("combobox", { name: "Stock" }).click();
    await page.getByRole("option", { name: /^CSL/ }).click();
    await page.getByText("No shareholder data available for CSL").waitFor();

    await page.getByLabel("As-of date").fill("2024-06-30");
    const csv = 'Name,Shares,Percentage,Change\n"SMITH, JOHN & JANE",1000000,2.5,+0.5\nARGO INVESTMENTS LIMITED,"3,000,000",7.5,-0.25\n';
    await page.getByLabel("CSV file").setInputFiles({ name: "csl-top20.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await page.getByText("From csl-top20.csv").waitFor();
    await page.getByRole("region", { name: "Preview" }).getByText("2 holders read").waitFor();
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await toasts(page).getByText("Imported 2 shareholders for CSL").waitFor();
    const table = holdersTable(page, "CSL");
    await table.waitFor();
    // Ranked by shares: ARGO (3,000,000) first; changes in colour with an arrow, two decimals.
    expect(await cells(table.locator("tbody tr").first())).toEqual(["1", "ARGO INVESTMENTS LIMITED", "3,000,000", "7.50%", "-0.25%"]);
    expect((await cells(table.locator("tbody tr").nth(1)))[4]).toBe("+0.50%");
    expect(await cells(table.locator("tfoot tr"))).toEqual(["", "TOTAL", "4,000,000", "10.00%", ""]);
    // On the phone the figures sit under the name rather than in columns off the screen.
    await table.locator("tbody tr").first().getByText("3,000,000 shares").waitFor();
    await table.locator("tfoot tr").getByText("4,000,000 shares").waitFor();
    // Nothing on the page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, "shareholders-375");
    await table.scrollIntoViewIfNeeded();
    await shot(page, "shareholders-375-table");
    await context.close();
  });

  it("says so when there are no stocks", async () => {
    const user = await approvedUser();
    const { context, page } = await newPage(browser());
    await signIn(page, user);
    await page.goto("/shareholders");
    await page.getByText("No stocks available. Add stocks to your portfolio to view shareholder data.").waitFor();
    await context.close();
  });
});
