// Holdings end to end (issue 30), as a new approved user at 1400 px: import a CommSec Transactions
// file through Import trades (the dry run names the format, the skipped and error rows with their
// lines, the new stock), see the holdings, their totals and the value chart, see the Tax page's FY
// 2025 figures by FIFO and by minimise gain, choose a sale's parcels in the stock dialog's Holding tab
// and see the Tax page change, add a trade, and download the CSV. The same screens at 360 px follow.
// The figures are the worked scenario of docs/holdings-scenario.md (e2e/support/holdings.ts).
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { NOT_TAX_ADVICE } from "../shared/contracts/cgt";
import { chromiumForFile, downloadedBytes, navigateInApp, newPage, shot, signIn, toasts } from "./support/browser";
import { approvedUser, openDashboard, portfolioTable } from "./support/dashboard";
import { importScenario, priceScenario, SCENARIO_FILE, SCENARIO_LINES } from "./support/holdings";
import { pageOverflowX, PHONE } from "./support/phone";

const browser = chromiumForFile();

/** The figure under a label (a totals card, a card's fact). */
const figure = (scope: Locator, label: string) =>
  scope.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option }).click();
}

async function bothThemes(page: Page, name: string) {
  for (const theme of ["dark", "light"] as const) {
    await page.evaluate((next) => document.documentElement.classList.toggle("dark", next === "dark"), theme);
    await shot(page, `${name}-${theme}`);
  }
  await page.evaluate(() => document.documentElement.classList.add("dark"));
}

const netCapitalGain = (page: Page) => figure(page.getByRole("region", { name: "Capital gains totals" }), "Net capital gain");

/**
 * The Tax page through the app's router: each test loads the app once, after its rows are seeded, and
 * what the page writes later (chosen parcels) reaches the Tax page through the app's own refresh, as a
 * user gets it (docs/decisions/079-ci-time-fewer-loads.md).
 */
async function openTaxYear(page: Page, fy: number) {
  await navigateInApp(page, "/tax");
  await choose(page, "Financial year", `FY ${fy} (1 Jul ${fy - 1} – 30 Jun ${fy})`);
  await expect.poll(() => page.getByRole("combobox", { name: "Financial year" }).textContent()).toContain(`FY ${fy}`);
}

describe("holdings", () => {
  it("imports a CommSec file, shows the holdings and the Tax page's figures, takes chosen parcels, adds a trade (1400 px)", async () => {
    const user = await approvedUser();
    const { context, page } = await newPage(browser(), { width: 1400, height: 900 });
    await signIn(page, user);
    await page.goto("/");

    // The sidebar's entry under Dashboard; no trades yet.
    const nav = page.getByRole("navigation").first();
    await nav.getByRole("link", { name: "Holdings" }).waitFor();
    const entries = await nav.getByRole("link").allTextContents();
    expect(entries.slice(0, 3).map((text) => text.trim())).toEqual(["Dashboard", "Holdings", "Tax"]);
    await nav.getByRole("link", { name: "Holdings" }).click();
    await page.getByText("No holdings yet").waitFor();

    // Import trades: the dry run first, nothing written.
    await page.getByRole("button", { name: "Import trades" }).click();
    const dialog = page.getByRole("dialog", { name: "Import trades" });
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: SCENARIO_FILE.name, mimeType: "text/csv", buffer: Buffer.from(SCENARIO_FILE.text) });
    const preview = dialog.getByTestId("trade-import-preview");
    await preview.waitFor();
    expect(await figure(preview, "Format").textContent()).toBe("CommSec Transactions");
    expect(await figure(preview, "New trades").textContent()).toBe("3");
    expect(await figure(preview, "Duplicates").textContent()).toBe("0");
    const skipped = await dialog.getByRole("region", { name: "Skipped" }).getByRole("listitem").allTextContents();
    expect(skipped.map((text) => text.split(":")[0])).toEqual([`Line ${SCENARIO_LINES.interest}`, `Line ${SCENARIO_LINES.transfer}`]);
    const errors = await dialog.getByRole("region", { name: "Errors" }).getByRole("listitem").allTextContents();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(new RegExp(`^Line ${SCENARIO_LINES.oversell}: `));
    expect(await dialog.locator("p", { hasText: "New stocks" }).textContent()).toBe("New stocks (added to Portfolio): CSL");
    await bothThemes(page, "holdings-import-preview-1400");
    await dialog.getByRole("button", { name: "Import", exact: true }).click();
    await toasts(page).getByText("3 trades imported, 0 duplicates, 2 rows skipped, 1 error, CSL added to Portfolio").waitFor();
    await dialog.waitFor({ state: "detached" });

    // The holding at 48.00, with its closes for the chart (the app's refresh writes both).
    await priceScenario(user.id);
    await page.reload();
    const totals = page.getByRole("region", { name: "Totals" });
    await totals.waitFor();
    expect(await figure(totals, "Market value").textContent()).toBe("$1,440.00");
    expect(await figure(totals, "Cost base").textContent()).toBe("$1,391.97");
    expect(await figure(totals, "Unrealised gain").textContent()).toBe("+$48.03");
    expect(await figure(totals, "Unrealised %").textContent()).toBe("+3.45%");
    const table = page.getByRole("region", { name: "Holdings" });
    const row = table.locator("tbody tr", { hasText: "CSL" });
    // Each figure is a line of its cell; some columns hold two (units over the average cost).
    expect(await row.locator("td div").allTextContents()).toEqual(
      expect.arrayContaining(["30", "$46.399", "$1,391.97", "$48.00", "$1,440.00", "100.00%", "+$48.03", "+3.45%"]),
    );
    expect(await table.locator("tfoot").textContent()).toContain("$1,440.00");
    await page.locator(".recharts-area").first().waitFor();
    // The value chart's range (the Performance card has a period "All" of its own).
    const valueRange = page.getByRole("group", { name: "Chart range" });
    await valueRange.getByRole("button", { name: "All", exact: true }).click();
    await expect.poll(() => valueRange.getByRole("button", { name: "All", exact: true }).getAttribute("aria-pressed")).toBe("true");
    await page.locator(".recharts-area").first().waitFor();
    await bothThemes(page, "holdings-1400");

    // Tax: FY 2025 by FIFO, then by minimise gain (the user's method), then FIFO again.
    await openTaxYear(page, 2025);
    await page.getByText(NOT_TAX_ADVICE).waitFor();
    await expect.poll(() => netCapitalGain(page).textContent()).toBe("$216.06");
    const lines = page.getByRole("region", { name: "Capital gains lines" });
    expect(await lines.locator("tbody tr").count()).toBe(2);
    await bothThemes(page, "tax-1400");
    await choose(page, "Method", "Minimise gain");
    await expect.poll(() => netCapitalGain(page).textContent()).toBe("$123.07");
    await choose(page, "Method", "FIFO");
    await expect.poll(() => netCapitalGain(page).textContent()).toBe("$216.06");

    // Download CSV: the year's lines as a file (the first one; the Income section below has its own).
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download CSV" }).first().click(),
    ]);
    expect(download.suggestedFilename()).toBe("cgt-fy2025-fifo.csv");
    const csv = (await downloadedBytes(download)).toString("utf8");
    expect(csv).toContain("CSL");

    // The Holding tab: choose B's 50 units and 70 of A for the sale; FIFO no longer matches it.
    await navigateInApp(page, "/holdings");
    await page
      .getByRole("button", { name: "CSL CSL Limited: open its holding" })
      .or(page.getByRole("button", { name: /^CSL .*: open its holding$/ }))
      .first()
      .click();
    const stock = page.getByRole("dialog");
    await stock.getByRole("heading", { name: "Parcels" }).waitFor();
    expect(await stock.getByRole("tab", { name: "Holding" }).getAttribute("aria-selected")).toBe("true");
    await bothThemes(page, "holding-tab-1400");
    await stock.getByRole("button", { name: /^Choose parcels for the Sell of 3 Mar/ }).click();
    const parcels = page.getByRole("dialog", { name: "Choose parcels" });
    await parcels.getByText("FIFO matches this sale now.").waitFor();
    const inputs = parcels.getByRole("textbox", { name: "Units sold from it" });
    expect(await inputs.count()).toBe(2);
    await inputs.nth(0).fill("70");
    await inputs.nth(1).fill("50");
    await parcels.getByText("Chosen 120 of 120 units").waitFor();
    await bothThemes(page, "choose-parcels-1400");
    await parcels.getByRole("button", { name: "Save parcels" }).click();
    // The stock dialog is still open, so the page behind it (the toast area too) is hidden from the
    // accessibility tree; the toast is found by its text.
    await page.getByText("Parcels chosen", { exact: true }).first().waitFor();
    await parcels.waitFor({ state: "detached" });
    await stock.getByText("parcels chosen").waitFor();
    await page.keyboard.press("Escape");
    await openTaxYear(page, 2025);
    await expect.poll(() => netCapitalGain(page).textContent()).toBe("$123.07");

    // Add trade: a code the user does not track joins Portfolio; the holdings list it.
    await navigateInApp(page, "/holdings");
    await page.getByRole("button", { name: "Add trade" }).click();
    const add = page.getByRole("dialog", { name: "Add trade" });
    await add.getByLabel("ASX code").fill("NAB");
    await add.getByLabel("Trade date").fill("2024-01-03");
    await add.getByLabel("Units").fill("0");
    await add.getByLabel("Price ($)").fill("33.10");
    await add.getByRole("button", { name: "Add trade" }).click();
    await add.getByRole("alert").getByText("Units must be greater than 0").waitFor();
    await add.getByLabel("Units").fill("100");
    await add.getByLabel("Brokerage incl. GST ($)").fill("19.95");
    await bothThemes(page, "add-trade-1400");
    await add.getByRole("button", { name: "Add trade" }).click();
    await toasts(page).getByText("NAB was added to your portfolio; fetching its market price.").waitFor();
    await table.locator("tbody tr", { hasText: "NAB" }).waitFor();
    // 30 units of A left by the chosen parcels (4,019.95 × 30/100 = 1,205.985) + NAB's 3,329.95, rounded once.
    expect(await figure(totals, "Cost base").textContent()).toBe("$4,535.94");
    await context.close();
    // The longest flow of the file: 54 s alone, past the default 60 s beside another file on 2 cores.
  }, 120_000);

  it("fits a 360 px phone: cards, the Tax page and the Holding tab without a sideways scroll", async () => {
    const user = await approvedUser();
    const { context, page } = await newPage(browser(), PHONE);
    await signIn(page, user);
    const result = await importScenario(page.request);
    expect(result, JSON.stringify(result)).toMatchObject({ inserted: 3 });
    await priceScenario(user.id);

    await page.goto("/holdings");
    const cards = page.getByRole("region", { name: "Holdings" });
    const card = cards.getByRole("listitem").filter({ hasText: "CSL" });
    await card.waitFor();
    expect(await figure(card, "Market value").textContent()).toBe("$1,440.00");
    await page.locator(".recharts-area").first().waitFor();
    expect(await pageOverflowX(page)).toBe(0);
    await bothThemes(page, "holdings-360");

    await page.getByRole("button", { name: "Import trades" }).click();
    const importDialog = page.getByRole("dialog", { name: "Import trades" });
    await importDialog
      .locator('input[type="file"]')
      .setInputFiles({ name: SCENARIO_FILE.name, mimeType: "text/csv", buffer: Buffer.from(SCENARIO_FILE.text) });
    // Importing the same file again adds nothing.
    await importDialog.getByText("Nothing new to import from this file.").waitFor();
    expect(await figure(importDialog.getByTestId("trade-import-preview"), "Duplicates").textContent()).toBe("3");
    expect(await importDialog.getByRole("button", { name: "Import", exact: true }).isDisabled()).toBe(true);
    await bothThemes(page, "holdings-import-preview-360");
    await page.keyboard.press("Escape");

    await card.getByRole("button", { name: /^CSL .*: open its holding$/ }).click();
    const stock = page.getByRole("dialog");
    await stock.getByRole("heading", { name: "Parcels" }).waitFor();
    expect(await pageOverflowX(page)).toBe(0);
    await bothThemes(page, "holding-tab-360");
    await page.keyboard.press("Escape");

    // Sectors: with holdings the breakdown is drawn from their market values (the CSL left, at 48.00).
    await navigateInApp(page, "/sectors");
    const byMarketValue = page.getByRole("switch", { name: "By market value of holdings" });
    await expect.poll(() => byMarketValue.getAttribute("aria-checked")).toBe("true");
    const breakdown = page.getByRole("list", { name: "Sector breakdown" });
    await expect.poll(() => page.locator('[data-field="total"]').innerText()).toMatch(/^Total market value\s+\$1,440\.00$/);
    expect(await breakdown.locator('[data-field="percent"]').allTextContents()).toEqual(["100.0%"]);
    expect(await breakdown.textContent()).toContain("CSL");
    expect(await pageOverflowX(page)).toBe(0);
    // The slice's label appears once recharts' script-driven animation has finished.
    await page.locator(".recharts-pie-label-text").first().waitFor();
    await bothThemes(page, "sectors-market-value-360");

    await openTaxYear(page, 2025);
    await expect.poll(() => netCapitalGain(page).textContent()).toBe("$216.06");
    expect(await page.getByRole("list", { name: "Capital gains lines" }).getByRole("listitem").count()).toBe(2);
    expect(await pageOverflowX(page)).toBe(0);
    await bothThemes(page, "tax-360");
    await context.close();
  });

  it("shows an unknown trade file's accepted formats and an example; Download trades gives back the ledger (1400 and 360 px)", async () => {
    const user = await approvedUser();
    const { context, page } = await newPage(browser(), { width: 1400, height: 900 });
    await signIn(page, user);
    await importScenario(page.request);
    await page.goto("/holdings");
    await page.getByRole("button", { name: "Import trades" }).click();
    const dialog = page.getByRole("dialog", { name: "Import trades" });
    // A file of no known layout says so, then which layouts are read and a row of the app's own (issue 44 item 12).
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: "bank.csv", mimeType: "text/csv", buffer: Buffer.from("Date,Amount,Balance\n01/03/2024,-50.00,1000.00\n") });
    await dialog
      .getByRole("alert")
      .getByText("The first line is not the header of a trade file this app reads: 'Date,Amount,Balance'")
      .waitFor();
    const help = dialog.getByRole("region", { name: "Files this import reads" });
    expect(await help.textContent()).toContain(
      "Accepted formats: CommSec Transactions, CommSec Confirmations, SelfWealth Movements, Sharesight trade file and ASX Fair Value Dashboard trades CSV.",
    );
    expect(await help.locator("pre").textContent()).toBe(
      "Trade Date,Code,Type,Units,Price,Brokerage,Ratio,Acquired On,Note,Reference\n2024-03-01,CSL,BUY,50,132.00,19.95,,,,",
    );
    expect(await dialog.getByRole("button", { name: "Import", exact: true }).isDisabled()).toBe(true);
    await bothThemes(page, "holdings-import-unknown-file-1400");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    // Download trades: the ledger as the app's trades CSV, oldest first, which Import trades reads back as duplicates (issue 44 item 14).
    const [tradesDownload] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download trades" }).click(),
    ]);
    expect(tradesDownload.suggestedFilename()).toBe("trades.csv");
    const tradesCsv = (await downloadedBytes(tradesDownload)).toString("utf8");
    const tradeLines = tradesCsv.trim().split(/\r?\n/);
    expect(tradeLines[0]).toBe("Trade Date,Code,Type,Units,Price,Brokerage,Ratio,Acquired On,Note,Reference");
    expect(tradeLines.slice(1).map((line) => line.split(",").slice(0, 6).join(","))).toEqual([
      "2023-08-01,CSL,BUY,100,40,19.95",
      "2024-09-02,CSL,BUY,50,46,19.95",
      "2025-03-03,CSL,SELL,120,45,19.95",
    ]);
    const reimport = await page.request.post("/api/import/trades", {
      multipart: { dryRun: "true", file: { name: "trades.csv", mimeType: "text/csv", buffer: Buffer.from(tradesCsv) } },
    });
    expect(await reimport.json()).toMatchObject({ format: "dashboard-trades", inserted: 0, duplicates: 3, errors: [] });

    // At 360 px the help wraps inside the dialog, and the header's buttons with it.
    await page.setViewportSize(PHONE);
    await shot(page, "holdings-download-trades-360");
    expect(await pageOverflowX(page)).toBe(0);
    await page.getByRole("button", { name: "Import trades" }).click();
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: "bank.csv", mimeType: "text/csv", buffer: Buffer.from("Date,Amount,Balance\n01/03/2024,-50.00,1000.00\n") });
    await help.waitFor();
    expect(await help.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
    await shot(page, "holdings-import-unknown-file-360");
    await context.close();
  });

  it("shows the dashboard dialog's Holding tab; undoing the import from Data History takes its trades from Holdings and Tax", async () => {
    const user = await approvedUser();
    const { context, page } = await newPage(browser(), { width: 1400, height: 900 });
    await signIn(page, user);
    await importScenario(page.request);

    // The dashboard's stock dialog has a Holding tab for a user with trades.
    await openDashboard(page);
    await portfolioTable(page).locator('tr[data-symbol="CSL"] td[data-column="symbol"]').click();
    const stockDialog = page.getByRole("dialog");
    await stockDialog.getByRole("tab", { name: "Holding" }).click();
    await stockDialog.getByRole("heading", { name: "Trades" }).waitFor();
    await stockDialog.getByText("Buy · 1 Aug 2023", { exact: true }).waitFor();
    await page.keyboard.press("Escape");
    await stockDialog.waitFor({ state: "detached" });

    await page.getByRole("navigation").first().getByRole("link", { name: "Holdings" }).click();
    await page.getByRole("region", { name: "Holdings" }).locator("tbody tr", { hasText: "CSL" }).waitFor();

    // In-app navigation keeps the cached holdings and capital gains: the undo must refresh them.
    const nav = page.getByRole("navigation").first();
    const yearOptions = async () => {
      await nav.getByRole("link", { name: "Tax" }).click();
      await page.getByRole("combobox", { name: "Financial year" }).click();
      const options = await page.getByRole("option").allTextContents();
      await page.keyboard.press("Escape");
      return options;
    };
    expect(await yearOptions()).toContain("FY 2025 (1 Jul 2024 – 30 Jun 2025)");
    await nav.getByRole("link", { name: "Data History" }).click();
    // A trade import is not a fair-value import: the Fair Values tab's filter leaves it out (issue 44 item 13).
    await page.getByRole("combobox", { name: "Filter by import" }).click();
    expect(await page.getByRole("option").allTextContents()).toEqual(["All Imports"]);
    await page.keyboard.press("Escape");
    // Data History's Imports shows what the import holds, its trades row by row, before it is undone.
    await choose(page, "Choose an import", /^Trades · CommSec-Transactions\.csv · /);
    const contents = page.getByTestId("import-contents");
    const held = contents.getByRole("list", { name: "What the import holds" });
    await held.waitFor();
    expect(await held.getByRole("listitem").allTextContents()).toEqual(["3 trades", "1 stock it added: CSL"]);
    const trades = contents.getByRole("region", { name: "Trades of this import" }).locator("tbody tr[aria-rowindex]");
    await expect.poll(() => trades.count()).toBe(3);
    expect(await trades.first().locator("td").allTextContents()).toEqual(["CSL", "Sell", "3 Mar 2025", "120", "$45.00", "$19.95", "-"]);
    expect(await trades.locator("td:nth-child(3)").allTextContents()).toEqual(["3 Mar 2025", "2 Sep 2024", "1 Aug 2023"]);
    expect(await contents.getByText(/^Showing 3 of 3 trades$/).count()).toBe(1);
    await shot(page, "data-history-import-trades-1400");
    // At 360 px the import's trades are cards, and nothing needs a sideways swipe.
    await page.setViewportSize(PHONE);
    await contents.getByRole("region", { name: "Trades of this import" }).getByText("3 Mar 2025").waitFor();
    expect(await pageOverflowX(page)).toBe(0);
    await shot(page, "data-history-import-trades-360");
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.getByRole("button", { name: "Undo Import" }).click();
    const confirm = page.getByRole("alertdialog");
    const goes = confirm.getByRole("list", { name: "What the undo removes" });
    await goes.waitFor();
    expect(await goes.getByRole("listitem").allTextContents()).toEqual(["3 trades", "1 stock it added: CSL"]);
    await shot(page, "data-history-undo-trades-1400");
    await confirm.getByRole("button", { name: "Undo Import" }).click();
    await toasts(page).getByText("Removed 3 trades and 1 stock").waitFor();
    await nav.getByRole("link", { name: "Holdings" }).click();
    await page.getByText("No holdings yet").waitFor();
    expect((await yearOptions()).some((option) => option.startsWith("FY 2025"))).toBe(false);
    await context.close();
  });
});
