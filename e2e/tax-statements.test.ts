// ETF annual tax statements end to end (issue 47), as a new approved user holding the brief's
// VAS-like example (docs/domain.md "ETF and managed fund tax statements"): on the Tax page's FY 2024,
// enter the statement through its form, read the trust capital gains and the net capital gain
// ($330.00 as an individual, $440.00 as an SMSF), then the tax summary by return label (18A $330.00,
// 13C $2,400.00) and a figure's lines; Import tax statements beside the section: a CSV's dry run
// (the line to add, the duplicate of the form's statement, a bad line named with its reason), then
// the import. At 1400 px, then at 360 px without a sideways scroll; axe finds no serious violations
// in either theme.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe";
import { chromiumForFile, navigateInApp, newPage, shot, signIn, toasts } from "./support/browser";
import { approvedUser } from "./support/dashboard";
import { pageOverflowX, PHONE } from "./support/phone";

const browser = chromiumForFile();
const LONG_FLOW_MS = 180_000;
const FY_2024 = "FY 2024 (1 Jul 2023 – 30 Jun 2024)";

/** The example's trades and its four FY 2024 distributions of $0.70 a unit, through the API. */
async function seedExample(page: Page) {
  const trade = async (symbol: string, type: "BUY" | "SELL", tradeDate: string, units: string, price: string, brokerage = "0") => {
    const res = await page.request.post("/api/trades", { data: { symbol, type, tradeDate, units, price, brokerage } });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { stockId: string }).stockId;
  };
  const vas = await trade("VAS", "BUY", "2020-08-10", "600", "82", "9.50");
  await trade("VAS", "BUY", "2023-03-15", "400", "88", "9.50");
  await trade("XYZ", "BUY", "2023-01-01", "100", "10");
  await trade("XYZ", "SELL", "2024-02-01", "100", "6");
  for (const [exDate, payDate] of [
    ["2023-10-02", "2023-10-17"],
    ["2024-01-02", "2024-01-17"],
    ["2024-04-02", "2024-04-17"],
    ["2024-07-01", "2024-07-16"],
  ]) {
    const res = await page.request.post("/api/dividends", {
      data: { stockId: vas, exDate, payDate, amountPerShare: "0.70", frankingPercent: "0" },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
}

const figure = (scope: Locator, label: string) =>
  scope.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");

async function chooseOption(page: Page, combobox: string, option: string) {
  await page.getByRole("combobox", { name: combobox }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function bothThemes(page: Page, name: string, scope?: string) {
  for (const theme of ["dark", "light"] as const) {
    await page.evaluate((next) => document.documentElement.classList.toggle("dark", next === "dark"), theme);
    await shot(page, `${name}-${theme}`);
    expect(await seriousViolations(page, scope ? { scope } : undefined), `${name} (${theme})`).toEqual([]);
  }
  await page.evaluate(() => document.documentElement.classList.add("dark"));
}

/**
 * A statements CSV: the form's VAS statement again (a duplicate: its shortfall left blank, as the
 * form leaves it), XYZ's FY 2024 with only other
 * Australian income (it changes no capital gain), and a fund the user never held.
 */
const STATEMENTS_CSV = [
  "Code,Financial year,Cash distribution,Franked distributions,Franking credits,Unfranked distributions,Interest,Other Australian income,Foreign income,Foreign income tax offset,Discounted capital gains,CGT concession amount,Other capital gains,Tax-free amounts,Tax-deferred amounts,AMIT cost base net amount excess,AMIT cost base net amount shortfall",
  "VAS,2024,2800.00,2400.00,1000.00,0,0,220.00,180.00,20.00,500.00,500.00,60.00,0,0,35.00,",
  "XYZ,2024,10.00,0,0,0,0,10.00,0,0,0,0,0,0,0,,",
  "ABC,2024,10.00,0,0,0,0,10.00,0,0,0,0,0,0,0,,",
].join("\n");

/** Import tax statements up to its dry run: one to add, the duplicate, the bad line with its line and reason. */
async function previewStatementsCsv(page: Page) {
  await page.getByRole("button", { name: "Import tax statements" }).click();
  const dialog = page.getByRole("dialog", { name: "Import tax statements" });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: "statements.csv", mimeType: "text/csv", buffer: Buffer.from(STATEMENTS_CSV) });
  const preview = dialog.getByTestId("tax-statement-import-preview");
  await preview.waitFor();
  expect(await figure(preview, "New statements").textContent()).toBe("1");
  expect(await figure(preview, "Duplicates").textContent()).toBe("1");
  expect(await dialog.getByRole("region", { name: "Errors" }).getByRole("listitem").allTextContents()).toEqual([
    "Line 4: ABC: not one of your stocks: add its trades first",
  ]);
  return dialog;
}

/** The statement's form, filled as the brief's statement shows it. */
async function enterStatement(page: Page) {
  await page.getByRole("button", { name: "Add tax statement" }).click();
  const dialog = page.getByRole("dialog", { name: "Add tax statement" });
  await dialog.waitFor();
  await dialog.getByRole("combobox", { name: "Fund" }).click();
  await page.getByRole("option", { name: "VAS", exact: true }).click();
  const amounts: [string, string][] = [
    ["Cash distribution", "2800.00"],
    ["Franked distributions", "2400.00"],
    ["Franking credits", "1000.00"],
    ["Other Australian income", "220.00"],
    ["Foreign income", "180.00"],
    ["Foreign income tax offset", "20.00"],
    ["Discounted capital gains", "500.00"],
    ["CGT concession amount", "500.00"],
    ["Other capital gains", "60.00"],
    ["AMIT cost base net amount excess", "35.00"],
  ];
  for (const [label, value] of amounts) await dialog.getByLabel(label, { exact: true }).fill(value);
  return dialog;
}

describe("ETF tax statements and the tax summary", () => {
  it("enters a statement on the Tax page and reads the year and the tax summary (1400 px)", { timeout: LONG_FLOW_MS }, async () => {
    const user = await approvedUser();
    const { context, page } = await newPage(browser(), { width: 1400, height: 900 });
    await signIn(page, user);
    await seedExample(page);
    await page.goto("/tax");
    await chooseOption(page, "Financial year", FY_2024);
    const totals = page.getByRole("region", { name: "Capital gains totals" });
    await expect.poll(() => figure(totals, "Loss carried forward").textContent()).toBe("$400.00");

    // Too many franking credits: the form says so in the API's words, and nothing is written.
    const dialog = await enterStatement(page);
    await dialog.getByLabel("Franking credits", { exact: true }).fill("1028.58");
    await dialog.getByRole("button", { name: "Add statement" }).click();
    await dialog.getByText(/more than franked distributions of 2400.00 allow \(at most 1028.57/).waitFor();
    await dialog.getByLabel("Franking credits", { exact: true }).fill("1000.00");
    await shot(page, "tax-statement-form-1400");
    await dialog.getByRole("button", { name: "Add statement" }).click();
    await dialog.waitFor({ state: "hidden" });

    // The statement, its reconciliation, and the trust gains beside the sale: $330.00 for an individual.
    const statements = page.getByRole("list", { name: "Tax statements" });
    await statements.getByText("Agrees: 4 distributions of $2,800.00").waitFor();
    expect(await figure(statements, "Capital gains, grossed up").textContent()).toBe("$1,000.00");
    expect(await figure(statements, "Cost base").textContent()).toBe("-$35.00 (AMIT excess)");
    const trustGains = page.getByRole("list", { name: "Trust capital gains" });
    await trustGains.getByText("Discounted, grossed up").waitFor();
    await expect.poll(() => figure(totals, "Net capital gain").textContent()).toBe("$330.00");
    await page.getByText("CGT discount: 50 %").waitFor();
    await bothThemes(page, "tax-statements-1400");

    // The CSV's dry run in its dialog, looked at and checked, then left without importing.
    const upload = await previewStatementsCsv(page);
    await bothThemes(page, "tax-statements-import-1400", '[role="dialog"]');
    await upload.getByRole("button", { name: "Cancel" }).click();
    await upload.waitFor({ state: "hidden" });

    // An SMSF: one third off, $440.00.
    await chooseOption(page, "Tax entity", "Self-managed super fund");
    await expect.poll(() => figure(totals, "Net capital gain").textContent()).toBe("$440.00");
    await page.getByText("CGT discount: 33⅓ %").waitFor();
    await chooseOption(page, "Tax entity", "Individual");
    await expect.poll(() => figure(totals, "Net capital gain").textContent()).toBe("$330.00");

    // The tax summary by return label, a figure opening onto its lines.
    await page.getByRole("link", { name: "Tax summary" }).click();
    await page.getByRole("heading", { level: 1, name: "Tax summary" }).waitFor();
    await chooseOption(page, "Financial year", FY_2024);
    const figures = page.getByRole("list", { name: "Tax summary figures" });
    const row = (label: string) => figures.locator("li", { has: page.locator("summary", { hasText: label }) }).first();
    await expect.poll(() => row("18A").locator("summary").textContent()).toContain("$330.00");
    expect(await row("13C").locator("summary").textContent()).toContain("$2,400.00");
    expect(await row("18H").locator("summary").textContent()).toContain("$1,060.00");
    await row("18A").locator("summary").click();
    const lines = page.getByRole("list", { name: "Lines of 18A" });
    expect(await lines.locator("li").allTextContents()).toEqual([
      "Sale · XYZ · 1 Feb 2024-$400.00",
      "Trust capital gain · VAS+$1,000.00",
      "Trust capital gain · VAS+$60.00",
    ]);
    await page.getByText("Not tax advice", { exact: false }).first().waitFor();
    await bothThemes(page, "tax-summary-1400");
    await context.close();
  });

  it("fits 360 px: the form, the statement and the tax summary without a sideways scroll", { timeout: LONG_FLOW_MS }, async () => {
    const user = await approvedUser();
    const { context, page } = await newPage(browser(), PHONE);
    await signIn(page, user);
    await seedExample(page);
    await page.goto("/tax");
    await chooseOption(page, "Financial year", FY_2024);
    const dialog = await enterStatement(page);
    expect(await pageOverflowX(page)).toBe(0);
    await shot(page, "tax-statement-form-360");
    await dialog.getByRole("button", { name: "Add statement" }).click();
    await dialog.waitFor({ state: "hidden" });
    const totals = page.getByRole("region", { name: "Capital gains totals" });
    await expect.poll(() => figure(totals, "Net capital gain").textContent()).toBe("$330.00");
    expect(await pageOverflowX(page)).toBe(0);
    await page.getByRole("list", { name: "Tax statements" }).scrollIntoViewIfNeeded();
    await bothThemes(page, "tax-statements-360");

    // Import tax statements at 360 px: the dry run fits, then Import writes XYZ's statement.
    const upload = await previewStatementsCsv(page);
    expect(await pageOverflowX(page)).toBe(0);
    await bothThemes(page, "tax-statements-import-360", '[role="dialog"]');
    await upload.getByRole("button", { name: "Import", exact: true }).click();
    await toasts(page).getByText("1 statement imported, 1 duplicate, 1 error").waitFor();
    await upload.waitFor({ state: "hidden" });
    await page.getByRole("list", { name: "Tax statements" }).getByRole("heading", { name: /^XYZ/ }).waitFor();
    // Through the app's router: the import was written through the page, whose own refresh reaches
    // the summary as a user gets it (docs/decisions/079-ci-time-fewer-loads.md).
    await navigateInApp(page, "/tax/summary");
    await chooseOption(page, "Financial year", FY_2024);
    const figures = page.getByRole("list", { name: "Tax summary figures" });
    await expect.poll(() => figures.locator("summary", { hasText: "18A" }).textContent()).toContain("$330.00");
    expect(await pageOverflowX(page)).toBe(0);
    await bothThemes(page, "tax-summary-360");
    await context.close();
  });
});
