// Holdings' figures of issue 44 items 5-7 in the browser, at 1400 and 360 px: the totals' notes (value
// at broker average against the market value of the same holdings and how many have no fair value,
// franking credits unknown for the estimates, the closed positions in the total return), the table's
// and cards' franking marked "*" with a footnote or note saying what the mark means, and the Closed positions list. The five holdings of
// e2e/support/holdings.ts, two TLS estimates of the last year (franking unknown) and WES bought and
// sold out (+$980.00 less brokerage, a $1.00 dividend on its 100 units). Every note is read whole inside
// its tile, no figure breaks across lines, no sideways scroll, axe 0 serious in both themes.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe";
import { chromiumForFile, newPage, shot, signIn } from "./support/browser";
import { addStocks, approvedUser } from "./support/dashboard";
import { database } from "./support/database";
import { seedFiveHoldings } from "./support/holdings";
import { pageOverflowX, phonePage } from "./support/phone";

const browser = chromiumForFile();
const LONG_FLOW_MS = 150_000;

async function bothThemes(page: Page, name: string) {
  for (const theme of ["dark", "light"] as const) {
    await page.evaluate((next) => document.documentElement.classList.toggle("dark", next === "dark"), theme);
    await shot(page, `${name}-${theme}`);
    expect(await seriousViolations(page), `${name} (${theme})`).toEqual([]);
  }
  await page.evaluate(() => document.documentElement.classList.add("dark"));
}

const totals = (page: Page) => page.getByRole("region", { name: "Totals" });
const figure = (scope: Locator, label: string) =>
  scope.locator("dt", { hasText: new RegExp(`^${label.replace(/[()]/g, "\\$&")}$`) }).locator("xpath=following-sibling::dd[1]");
const notes = (scope: Locator, label: string) =>
  scope.locator("dt", { hasText: new RegExp(`^${label.replace(/[()]/g, "\\$&")}$`) }).locator("xpath=following-sibling::dd[@data-note]");

/** Figures on more than one line or sticking out of their box, and notes sticking out of their tile. */
const brokenTiles = (scope: Locator) =>
  scope.locator("dd").evaluateAll((cells) =>
    cells.flatMap((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      const tile = cell.parentElement!.getBoundingClientRect();
      const box = cell.getBoundingClientRect();
      const outside = box.right > tile.right + 0.5 || box.left < tile.left - 0.5 || cell.scrollWidth > cell.clientWidth + 0.5;
      const note = cell.hasAttribute("data-note");
      return (!note && lines > 1) || outside ? [`${cell.textContent} (${lines} lines${outside ? ", outside its tile" : ""})`] : [];
    }),
  );

/** The five holdings, two TLS estimates of the last year and WES held and sold out; the scenario's figures. */
async function seed(page: Page, userId: string) {
  const ids = await seedFiveHoldings(page);
  const { WES } = await addStocks(page, [{ symbol: "WES", name: "Wesfarmers Limited", sector: "Retailing", lastPrice: 70 }]);
  const post = async (path: string, data: Record<string, string>) => {
    const res = await page.request.post(path, { data });
    if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
  };
  await post("/api/trades", { stockId: WES, type: "BUY", tradeDate: "2024-03-01", units: "100", price: "50.00", brokerage: "0" });
  await post("/api/dividends", {
    stockId: WES,
    exDate: "2024-08-20",
    payDate: "2024-09-20",
    amountPerShare: "1.00",
    frankingPercent: "100",
  });
  await post("/api/trades", { stockId: WES, type: "SELL", tradeDate: "2025-06-02", units: "100", price: "59.80", brokerage: "0" });
  // Market-data estimates: no franking % (unknown), in the last 12 months.
  await database().query(
    `insert into dividends (user_id, stock_id, ex_date, pay_date, amount_per_share, status, source)
     values ($1, $2, current_date - 200, current_date - 170, 0.10, 'estimated', 'provider'),
            ($1, $2, current_date - 20, null, 0.10, 'estimated', 'provider')`,
    [userId, ids.TLS],
  );
  await database().query("update stocks set last_price = 70 where id = $1", [WES]);
}

async function openHoldings(page: Page) {
  await page.goto("/holdings");
  await totals(page).waitFor();
  await page.getByRole("heading", { name: "Closed positions" }).waitFor();
  await page.locator(".recharts-area").first().waitFor();
}

async function expectNotes(page: Page) {
  const tiles = totals(page);
  expect(await figure(tiles, "Value at broker average").textContent()).toBe("$55,600.00");
  expect(await notes(tiles, "Value at broker average").allTextContents()).toEqual([
    "of holdings worth $59,305.00",
    "1 holding has no fair value",
  ]);
  expect(await notes(tiles, "Franking credits (12 months)").allTextContents()).toEqual(["unknown for 2 estimated dividends"]);
  expect(await notes(tiles, "Total return").allTextContents()).toEqual(["includes 1 closed position"]);
  expect(await brokenTiles(tiles)).toEqual([]);
}

async function expectClosed(page: Page) {
  const closed = page.getByRole("region", { name: "Closed positions" }).getByRole("listitem");
  expect(await closed.count()).toBe(1);
  const wes = closed.first();
  expect(await wes.getByRole("heading").textContent()).toBe("WES Wesfarmers Limited");
  expect(await figure(wes, "Realised gain").textContent()).toBe("+$980.00");
  expect(await figure(wes, "Income").textContent()).toBe("$100.00");
  expect(await figure(wes, "Total return").textContent()).toBe("+$1,080.00");
  expect(await brokenTiles(closed)).toEqual([]);
}

describe("holdings figures", () => {
  it(
    "at 1400 px notes what the totals leave out, marks unknown franking in the table and lists the closed position",
    async () => {
      const user = await approvedUser();
      const { context, page } = await newPage(browser(), { width: 1400, height: 900 });
      await signIn(page, user);
      await seed(page, user.id);
      await openHoldings(page);
      await expectNotes(page);
      const table = page.getByRole("region", { name: "Holdings" });
      const cell = (symbol: string) =>
        table.locator("tbody tr", { hasText: symbol }).locator('[data-column="frankingCreditsLast12Months"]');
      // Known credits marked "*", kept to the column's one line; the footnote says what it means.
      expect(await cell("TLS").textContent()).toBe("$1,071.43*");
      expect(await cell("CBA").textContent()).toBe("$42.86");
      expect(await table.locator('tfoot [data-column="frankingCreditsLast12Months"]').textContent()).toBe("$1,352.15*");
      expect(await cell("TLS").evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
      await page.getByText("Franking credits (12 months): * unknown for 2 estimated dividends", { exact: true }).waitFor();
      expect(await table.evaluate((region) => region.scrollWidth - region.clientWidth)).toBeLessThanOrEqual(0);
      await expectClosed(page);
      await bothThemes(page, "holdings-figures-1400");
      await page.getByRole("heading", { name: "Closed positions" }).scrollIntoViewIfNeeded();
      await bothThemes(page, "holdings-closed-1400");
      await context.close();
    },
    LONG_FLOW_MS,
  );

  it(
    "at 360 px reads every note inside its tile, the cards' unknown franking and the closed position without a sideways scroll",
    async () => {
      const user = await approvedUser();
      const { context, page } = await phonePage(browser());
      await signIn(page, user);
      await seed(page, user.id);
      await openHoldings(page);
      await expectNotes(page);
      const tls = page.getByRole("region", { name: "Holdings" }).getByRole("listitem").filter({ hasText: "TLS" });
      expect(await figure(tls, "Franking credits (12 months)").textContent()).toBe("$1,071.43*");
      expect(await notes(tls, "Franking credits (12 months)").allTextContents()).toEqual(["* unknown for 2 estimated dividends"]);
      const cba = page.getByRole("region", { name: "Holdings" }).getByRole("listitem").filter({ hasText: "CBA" });
      expect(await notes(cba, "Franking credits (12 months)").count()).toBe(0);
      expect(await brokenTiles(figure(tls, "Franking credits (12 months)").locator(".."))).toEqual([]);
      await tls.scrollIntoViewIfNeeded();
      await bothThemes(page, "holdings-card-note-360");
      await expectClosed(page);
      expect(await pageOverflowX(page)).toBe(0);
      await bothThemes(page, "holdings-figures-360");
      await page.getByRole("heading", { name: "Closed positions" }).scrollIntoViewIfNeeded();
      await bothThemes(page, "holdings-closed-360");
      await context.close();
    },
    LONG_FLOW_MS,
  );
});
