// Issue 45 item 3: the stock dialog's Holding tab pages with GET /api/trades and GET /api/dividends.
// A stock with 101 trades and 101 dividends shows 100 of each (HOLDING_TAB_PAGE) with 'Show more
// trades' / 'Show more dividends'; each asks for the next page, after which the button is gone. The
// same at 360 px, without a sideways swipe. Data History's Imports lists the dividend import's rows.
import type { APIRequestContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { HOLDING_TAB_PAGE } from "../shared/constants";
import { chromiumForFile, navigateInApp, newPage, shot, signIn } from "./support/browser";
import { approvedUser } from "./support/dashboard";
import { pageOverflowX, PHONE } from "./support/phone";

const browser = chromiumForFile();
const COUNT = HOLDING_TAB_PAGE + 1;
const DAY_MS = 86_400_000;
const isoDay = (start: string, days: number) => new Date(Date.parse(`${start}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** 101 buys of CSL, one a day from 2 Jan 2015, as the app's trades CSV; 101 weekly dividends from 2 Jun 2015 as a dividend file. */
async function bigLedger(request: APIRequestContext) {
  const trades = [
    "Trade Date,Code,Type,Units,Price,Brokerage,Ratio,Acquired On,Note,Reference",
    ...Array.from({ length: COUNT }, (_, i) => `${isoDay("2015-01-02", i)},CSL,BUY,1,100,0,,,,p${i}`),
  ];
  const traded = await request.post("/api/import/trades", {
    multipart: { dryRun: "false", file: { name: "trades.csv", mimeType: "text/csv", buffer: Buffer.from(trades.join("\n")) } },
  });
  expect(traded.status(), await traded.text()).toBe(200);
  const dividends = [
    "Code,Ex Date,Pay Date,Amount Per Share,Franking %,Units,DRP Units,DRP Price",
    ...Array.from({ length: COUNT }, (_, i) => `CSL,${isoDay("2015-06-02", 7 * i)},${isoDay("2015-06-16", 7 * i)},0.5,100,,,`),
  ];
  const paid = await request.post("/api/import/dividends", {
    multipart: { dryRun: "false", file: { name: "dividends.csv", mimeType: "text/csv", buffer: Buffer.from(dividends.join("\n")) } },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}

async function openHoldingTab(page: Page) {
  await page.goto("/holdings");
  await page
    .getByRole("button", { name: /^CSL .*: open its holding$/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  const trades = dialog.getByRole("region", { name: "Trades", exact: true }).getByRole("listitem");
  const dividends = dialog.getByRole("list", { name: "CSL dividends" }).getByRole("listitem");
  await expect.poll(() => trades.count()).toBe(HOLDING_TAB_PAGE);
  await expect.poll(() => dividends.count()).toBe(HOLDING_TAB_PAGE);
  return { dialog, trades, dividends };
}

describe("the Holding tab, a page at a time", () => {
  it("shows 100 trades and 100 dividends, then the 101st of each on 'Show more' (1400 and 360 px)", async () => {
    const user = await approvedUser();
    const { context, page } = await newPage(browser(), { width: 1400, height: 900 });
    await signIn(page, user);
    await bigLedger(page.request);

    const { dialog, trades, dividends } = await openHoldingTab(page);
    // Newest first: the page ends at the second buy; the first one waits for the next page.
    expect(await trades.first().textContent()).toContain("Buy · 12 Apr 2015");
    expect(await trades.last().textContent()).toContain("Buy · 3 Jan 2015");
    const moreTrades = dialog.getByRole("button", { name: "Show more trades" });
    await moreTrades.scrollIntoViewIfNeeded();
    await shot(page, "holding-tab-show-more-1400");
    await moreTrades.click();
    await expect.poll(() => trades.count()).toBe(COUNT);
    expect(await trades.last().textContent()).toContain("Buy · 2 Jan 2015");
    await moreTrades.waitFor({ state: "detached" });

    await dialog.getByRole("button", { name: "Show more dividends" }).click();
    await expect.poll(() => dividends.count()).toBe(COUNT);
    await dialog.getByRole("button", { name: "Show more dividends" }).waitFor({ state: "detached" });
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    await page.setViewportSize(PHONE);
    const phone = await openHoldingTab(page);
    const phoneMore = phone.dialog.getByRole("button", { name: "Show more trades" });
    await phoneMore.scrollIntoViewIfNeeded();
    expect(await pageOverflowX(page)).toBe(0);
    const box = (await phoneMore.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await shot(page, "holding-tab-show-more-360");
    await page.keyboard.press("Escape");

    // Data History's Imports shows a dividend import's own rows before it is undone (issue 44 item 13).
    // Through the app's router: nothing was written since the load (docs/decisions/079-ci-time-fewer-loads.md).
    // The 360 px Holding tab above keeps its load, so its dialog starts again at the first page.
    await page.setViewportSize({ width: 1400, height: 900 });
    await navigateInApp(page, "/data-history");
    await page.getByRole("combobox", { name: "Choose an import" }).click();
    await page.getByRole("option", { name: /^Dividends · dividends\.csv · / }).click();
    const contents = page.getByTestId("import-contents");
    const held = contents.getByRole("list", { name: "What the import holds" });
    await held.waitFor();
    expect(await held.getByRole("listitem").allTextContents()).toEqual([`${COUNT} dividends`]);
    const rows = contents.getByRole("region", { name: "Dividends of this import" }).locator("tbody tr[aria-rowindex]");
    await expect
      .poll(() => rows.first().locator("td").allTextContents())
      .toEqual(["CSL", "Confirmed", "2 May 2017", "16 May 2017", "$0.50", "100%", String(COUNT), "$50.50"]);
    await contents.getByText(`Showing ${COUNT} of ${COUNT} dividends`).waitFor();
    await shot(page, "data-history-import-dividends-1400");
    await context.close();
  });
});
