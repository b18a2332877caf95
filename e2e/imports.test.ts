// Imports end to end: the sidebar paste panel, the Bell Potter hint, and both workbook uploads on
// /upload, as a freshly approved (non-owner) user so the data starts empty.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { newPage, registerThroughApi, screenshot, signIn, toasts, settle, chromiumForFile } from "./support/browser";
import { database } from "./support/database";

const fixtures = path.resolve(import.meta.dirname, "../server/parsers/fixtures");
const PORTFOLIO_WORKBOOK = path.join(fixtures, "portfolio/ok/portfolio-text-months.xlsx");
const BELL_POTTER_WORKBOOK = path.join(fixtures, "bell-potter/ok/CurrentRecommendations.xls");
const NOT_A_WORKBOOK = path.join(fixtures, "bell-potter/not-ok/bad-rows.csv");
const LAST_PRICE_TEXT_WORKBOOK = path.join(fixtures, "portfolio/not-ok/last-price-not-a-number.xlsx");
const MORNINGSTAR_PASTE = "Code\tLast\tFair Value\tUncertainty\tEconomic Moat\tFinancial Health\nBHP\t41.20\t45.00\tMedium\tWide\tStrong";

const importer = { email: `importer-${Date.now()}@e2e.test`, password: "importer-pass-1" };

const browser = chromiumForFile();
beforeAll(async () => {
  const user = await registerThroughApi(importer.email, importer.password);
  await database().query("update users set status = 'approved' where id = $1", [user.id]);
});

function sidebarPanel(page: Page, title: string) {
  return page.getByRole("complementary", { name: "Sidebar" }).getByRole("group", { name: title, exact: true });
}

interface StockRow {
  symbol: string;
  morningstarFV: number | null;
}

describe("imports", () => {
  it("imports a Morningstar paste from the sidebar panel", async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, importer);
    await page.goto("/");
    const panel = sidebarPanel(page, "Morningstar");
    const toggle = panel.getByRole("button", { name: "Morningstar", exact: true });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.click();
    const textarea = panel.getByLabel("Morningstar data");
    const importButton = panel.getByRole("button", { name: "Import", exact: true });
    expect(await importButton.isDisabled()).toBe(true);
    await textarea.fill("   \n ");
    expect(await importButton.isDisabled()).toBe(true);
    await textarea.fill(MORNINGSTAR_PASTE);
    expect(await importButton.isDisabled()).toBe(false);
    expect(await textarea.evaluate((el) => getComputedStyle(el).minHeight)).toBe("100px");
    await settle(page);
    await screenshot(page, "imports-sidebar-panel-1280");

    await importButton.click();
    await toasts(page).getByText("Import Successful", { exact: true }).waitFor();
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    // Focus returns to the toggle rather than being lost with the vanished Import button.
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    await toggle.click();
    expect(await textarea.inputValue()).toBe("");

    const res = await page.request.get("/api/portfolio?isPortfolio=false");
    expect(res.status()).toBe(200);
    const bhp = ((await res.json()) as StockRow[]).find((s) => s.symbol === "BHP");
    expect(bhp?.morningstarFV).toBe(45);

    // A paste creates an "other tracked" stock: it shows in the dashboard's Other Stocks table.
    await page.goto("/");
    await page.getByRole("region", { name: "Other stocks table", exact: true }).locator("tbody tr[data-symbol=BHP]").waitFor();
    await context.close();
  });

  it("shows the Bell Potter hint and example when the paste has no header", async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, importer);
    await page.goto("/");
    const panel = sidebarPanel(page, "Bell Potter");
    await panel.getByRole("button", { name: "Bell Potter", exact: true }).click();
    await panel.getByLabel("Bell Potter data").fill("BHP 48.00 45.20 Buy");
    await panel.getByRole("button", { name: "Import", exact: true }).click();
    const notice = toasts(page);
    await notice.getByText("Import Failed", { exact: true }).waitFor();
    await notice.getByText("Example", { exact: true }).waitFor();
    expect(await notice.locator("pre").textContent()).toContain("Security,Target Price");
    // A failed import keeps the text and the panel open so the user can fix the paste.
    expect(await panel.getByLabel("Bell Potter data").inputValue()).toBe("BHP 48.00 45.20 Buy");
    await settle(page);
    await screenshot(page, "imports-bell-potter-hint");
    await context.close();
  });

  it("uploads both workbooks from /upload and updates 'Last upload'", async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, importer);
    await page.goto("/upload");
    await page.getByRole("heading", { name: "Upload Portfolio Data" }).waitFor();
    const portfolioLast = page.getByTestId("last-upload-portfolio");
    await expect.poll(() => portfolioLast.textContent()).toBe("Last upload: Never");

    await page.getByLabel("Morningstar / Portfolio Excel file").setInputFiles(NOT_A_WORKBOOK);
    await toasts(page).getByText("Only .xlsx and .xls files are accepted", { exact: true }).waitFor();

    await page.getByLabel("Morningstar / Portfolio Excel file").setInputFiles(PORTFOLIO_WORKBOOK);
    await toasts(page).getByText("Import successful!", { exact: true }).waitFor();
    await expect.poll(() => portfolioLast.textContent()).toMatch(/^Last upload: \d{1,2} \w+ \d{4}, \d{1,2}:\d{2} (am|pm)/);
    await settle(page);
    await screenshot(page, "imports-upload-page-1280");

    await page.getByRole("tab", { name: "Bell Potter" }).click();
    const bellLast = page.getByTestId("last-upload-bell-potter");
    expect(await bellLast.textContent()).toBe("Last upload: Never");
    await page.getByLabel("Bell Potter Excel file").setInputFiles(BELL_POTTER_WORKBOOK);
    await toasts(page).getByText("Bell Potter import successful!", { exact: true }).waitFor();
    await expect.poll(() => bellLast.textContent()).toMatch(/^Last upload: \d{1,2} \w+ \d{4}/);

    // The full paste panels sit below the tabs; two link out to the sources.
    const paste = page.getByRole("region", { name: "Paste Data" });
    const link = paste.getByRole("link", { name: /Intelligent Investor recommendations/ });
    expect(await link.getAttribute("href")).toBe("https://www.intelligentinvestor.com.au/recommendations");
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(await paste.getByRole("link", { name: /Bell Potter research/ }).getAttribute("href")).toBe(
      "https://bellpotter.com.au/research/",
    );
    const full = paste.getByRole("group", { name: "Intelligent Investor", exact: true });
    await full.getByRole("button", { name: "Intelligent Investor", exact: true }).click();
    const fullText = full.getByLabel("Intelligent Investor data");
    expect(await fullText.evaluate((el) => getComputedStyle(el).minHeight)).toBe("200px");
    await fullText.scrollIntoViewIfNeeded();
    await settle(page);
    await screenshot(page, "imports-full-panel-1280");
    await context.close();
  });

  it("reads a pasted review box and names what it skips; a workbook's text Last $ shows as a warning (issues 18, 12.6)", async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, importer);
    await page.goto("/upload");
    const paste = page.getByRole("region", { name: "Paste Data" });
    const panel = paste.getByRole("group", { name: "Intelligent Investor", exact: true });
    await panel.getByRole("button", { name: "Intelligent Investor", exact: true }).click();
    // The instructions show one example per layout, the review box among them.
    await panel.getByText("A stock's review box or page:", { exact: true }).waitFor();
    await panel
      .getByLabel("Intelligent Investor data")
      .fill(readFileSync(path.join(fixtures, "intelligent-investor/not-ok/review-boxes-errors.txt"), "utf8"));
    await panel.getByRole("button", { name: "Import", exact: true }).click();
    const notice = toasts(page);
    await notice.getByText("Imported 1 Intelligent Investor record (3 rows skipped)", { exact: true }).waitFor();
    await notice
      .getByText("Line 3: Woodside Energy Group Ltd (WDS): no price guide (no buy below or sell above price), so there is no fair value", {
        exact: true,
      })
      .waitFor();
    await notice.getByRole("button", { name: "Close" }).first().click();

    await page.getByLabel("Morningstar / Portfolio Excel file").setInputFiles(LAST_PRICE_TEXT_WORKBOOK);
    await notice.getByText("Imported with 3 warnings:", { exact: true }).waitFor();
    await notice.getByText('Line 3: Last $ "n/a" is not a number; price not updated', { exact: true }).waitFor();
    const stocks = (await (await page.request.get("/api/stocks")).json()) as { symbol: string; name: string }[];
    // CAR was created with its review box's name; the workbook's row for it had nothing to import.
    expect(stocks.find((stock) => stock.symbol === "CAR")?.name).toBe("Carsales.com Ltd");
    await context.close();
  });

  it("fits a 375 px phone: the upload page and a panel in the sidebar sheet", async () => {
    const { context, page } = await newPage(browser(), { width: 375, height: 740 });
    await signIn(page, importer);
    await page.goto("/upload");
    await page.getByRole("button", { name: "Choose Excel File" }).waitFor();
    // Nothing may overflow sideways at phone width, the full panels' layout examples included.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const paste = page.getByRole("region", { name: "Paste Data" });
    for (const title of ["Morningstar", "Intelligent Investor", "Motley Fool", "Bell Potter"]) {
      await paste.getByRole("group", { name: title, exact: true }).getByRole("button", { name: title, exact: true }).click();
    }
    await paste
      .getByText("A quote page, copied whole or from its title line down through the 'Price vs Fair Value' card:", { exact: true })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.goto("/upload");
    await settle(page);
    await screenshot(page, "imports-upload-page-375");

    await page.getByRole("button", { name: "Toggle Sidebar" }).click();
    const sheet = page.getByRole("dialog");
    await expect.poll(async () => (await sheet.boundingBox())?.x).toBe(0);
    const panel = sheet.getByRole("group", { name: "Intelligent Investor", exact: true });
    await panel.getByRole("button", { name: "Intelligent Investor", exact: true }).click();
    await panel.getByLabel("Intelligent Investor data").fill("Ticker,PriceAtReview,CurrentPrice,BuyBelow,SellAbove,MaxPortfolioWeight");
    await settle(page);
    await screenshot(page, "imports-sidebar-panel-375");
    await context.close();
  });
});
