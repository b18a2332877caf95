// Holdings' layout at 360 and 1400 px (issue 44 items 20, 21, 22 and 25), for a user with five
// holdings worth $60,865.00 (e2e/support/holdings.ts): every money figure on one line, the page
// scrolls and its lists do not (a long list stays virtualised with the page's scroll), the dividend
// list shows its last card, the import preview's error list is read in the dialog's own scroll, the
// header's buttons sit on one line at 1400 px and the value chart names each month once. axe finds
// no serious violation in either theme.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { bothThemes } from "./support/axe";
import { brokenFigures, figure } from "./support/tiles";
import { chromiumForFile, newPage, signIn } from "./support/browser";
import { approvedUser, insertNumberedStocks } from "./support/dashboard";
import { database } from "./support/database";
import { seedFiveHoldings } from "./support/holdings";
import { pageOverflowX, phonePage } from "./support/phone";

const browser = chromiumForFile();
const DESKTOP = { width: 1400, height: 900 };
const LONG_FLOW_MS = 120_000;

/** Elements other than the page itself (and an open dialog) that scroll up and down inside their own box. */
const innerScrollBoxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("body *")].flatMap((element) => {
      if (element.closest("[role=dialog]") === element) return [];
      const { overflowY } = getComputedStyle(element);
      if (overflowY !== "auto" && overflowY !== "scroll") return [];
      if (element.scrollHeight <= element.clientHeight + 1) return [];
      return [`${element.tagName.toLowerCase()}[${element.getAttribute("aria-label") ?? element.className}]`];
    }),
  );

/** The page scrolled so the bottom of `locator` meets the bottom of the window; whether all of it is then in view. */
async function fullyInViewAtBottom(page: Page, locator: Locator) {
  await locator.evaluate((element) => element.scrollIntoView({ block: "end" }));
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight + 0.5;
  });
}

/** The value chart's month labels, and those of them not whole inside the chart (cut at its edge). */
// The value chart's own axis (the Performance card's chart below it has months of its own).
const monthLabels = (page: Page) =>
  page.getByRole("img", { name: /^Chart: Market value/ }).locator(".recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value");
const cutMonthLabels = (page: Page) =>
  monthLabels(page).evaluateAll((labels) =>
    labels.flatMap((label) => {
      const box = label.getBoundingClientRect();
      const chart = label.closest("svg")!.getBoundingClientRect();
      return box.left < chart.left - 0.5 || box.right > chart.right + 0.5 ? [label.textContent] : [];
    }),
  );

/** A virtualised list's cards (the list items that carry their place in the list). */
const cardsIn = (region: Locator) => region.locator("li[aria-posinset]");
const totals = (page: Page) => page.getByRole("region", { name: "Totals" });

async function openHoldings(page: Page) {
  await page.goto("/holdings");
  await totals(page).waitFor();
  await page.locator(".recharts-area").first().waitFor();
  await page.getByRole("heading", { name: "Upcoming and recent dividends" }).waitFor();
  await page.getByRole("region", { name: "Upcoming and recent dividends" }).getByRole("listitem").first().waitFor();
}

/**
 * A CommSec Transactions file (as e2e/support/holdings.ts writes one) of one buy and 24 sales of
 * codes never bought: 24 error rows, each named with its line, far more than a phone shows at once.
 */
const MANY_ERRORS_FILE = {
  name: "CommSec-errors.csv",
  text: [
    "Date,Reference,Details,Debit($),Credit($),Balance($)",
    ...Array.from(
      { length: 24 },
      (_, i) => `${i + 2}/03/2025,C1300${String(i).padStart(5, "0")},S 10 Z${String(i).padStart(2, "0")} @ 30.00,,280.05,100000.00`,
    ),
    "1/08/2023,C129500551,B 100 CSL @ 40.00,4019.95,,104287.60",
  ].join("\r\n"),
};

/** Chooses MANY_ERRORS_FILE in Import trades and waits for its dry run. */
async function previewManyErrors(page: Page) {
  await page.getByRole("button", { name: "Import trades" }).click();
  const dialog = page.getByRole("dialog", { name: "Import trades" });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: MANY_ERRORS_FILE.name, mimeType: "text/csv", buffer: Buffer.from(MANY_ERRORS_FILE.text) });
  await dialog.getByTestId("trade-import-preview").waitFor();
  return dialog;
}

/**
 * The error list read from the keyboard: focus on the dialog's first button, End scrolls what
 * scrolls; the last error line is then inside the dialog's visible box, whole.
 */
async function lastErrorReadByKeyboard(page: Page, dialog: Locator) {
  const errors = dialog.getByRole("region", { name: "Errors" }).getByRole("listitem");
  expect(await errors.count()).toBe(24);
  await dialog.getByRole("button", { name: "Choose another file" }).focus();
  await page.keyboard.press("End");
  await page.waitForTimeout(300);
  return errors.last().evaluate((line) => {
    const box = line.getBoundingClientRect();
    const dialogBox = line.closest("[role=dialog]")!.getBoundingClientRect();
    // Nothing between the line and the dialog clips it (an inner box that scrolls, or hides overflow).
    for (let parent = line.parentElement; parent && parent.getAttribute("role") !== "dialog"; parent = parent.parentElement) {
      const clip = parent.getBoundingClientRect();
      if (getComputedStyle(parent).overflowY !== "visible" && (box.top < clip.top - 0.5 || box.bottom > clip.bottom + 0.5)) return false;
    }
    return box.top >= dialogBox.top && box.bottom <= dialogBox.bottom + 0.5;
  });
}

describe("holdings layout", () => {
  it(
    "at 360 px keeps every money figure on one line, and the page scrolls while the lists do not",
    async () => {
      const user = await approvedUser();
      const { context, page } = await phonePage(browser());
      await signIn(page, user);
      await seedFiveHoldings(page);
      await openHoldings(page);

      expect(await figure(totals(page), "Market value").textContent()).toBe("$60,865.00");
      // The note under Value at broker average wraps in its half-width tile; its figure does not.
      expect(await totals(page).textContent()).toContain("1 holding has no fair value");
      expect(await brokenFigures(totals(page))).toEqual([]);
      const cards = page.getByRole("region", { name: "Holdings" });
      expect(await brokenFigures(cards)).toEqual([]);

      // All five cards are in the page, which alone scrolls; the last one can be read whole.
      expect(await cardsIn(cards).count()).toBe(5);
      expect(await innerScrollBoxes(page)).toEqual([]);
      expect(await fullyInViewAtBottom(page, cardsIn(cards).last())).toBe(true);
      const calendar = page.getByRole("region", { name: "Upcoming and recent dividends" });
      expect(await cardsIn(calendar).count()).toBe(5);
      expect(await fullyInViewAtBottom(page, cardsIn(calendar).last())).toBe(true);
      expect(await pageOverflowX(page)).toBe(0);
      expect(await monthLabels(page).count()).toBeGreaterThan(1);
      expect(await cutMonthLabels(page)).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await bothThemes(page, "holdings-five-360");
      await context.close();
    },
    LONG_FLOW_MS,
  );

  it("at 360 px keeps 300 holdings' cards virtualised with the page's scroll", async () => {
    const user = await approvedUser();
    await insertNumberedStocks(user.id, 300, { prefix: "H", digits: 3, prices: "by number" });
    await database().query(
      `insert into trades (user_id, stock_id, type, trade_date, units, price, brokerage)
       select user_id, id, 'BUY', '2024-01-02', 10, last_price, 0 from stocks where user_id = $1`,
      [user.id],
    );
    const { context, page } = await phonePage(browser());
    await signIn(page, user);
    await page.goto("/holdings");
    const cards = page.getByRole("region", { name: "Holdings" });
    await cardsIn(cards).first().waitFor();
    const drawn = () => cardsIn(cards).count();
    // A window's worth of cards, not 300.
    expect(await drawn()).toBeLessThan(30);
    expect(await innerScrollBoxes(page)).toEqual([]);
    expect(await cardsIn(cards).first().getAttribute("aria-setsize")).toBe("300");

    // Scrolling the page to the list's end draws its last cards; the 300th ends inside the window.
    const last = cards.locator('li[aria-posinset="300"]');
    for (let attempt = 0; attempt < 10 && (await last.count()) === 0; attempt++) {
      await cards.evaluate((region) => window.scrollTo(0, region.getBoundingClientRect().bottom + window.scrollY - window.innerHeight));
      await page.waitForTimeout(100);
    }
    // Largest market value first (the default sort): H001, at $1.10, is the last.
    expect(await last.textContent()).toContain("H001");
    expect(await fullyInViewAtBottom(page, last)).toBe(true);
    expect(await drawn()).toBeLessThan(30);
    await context.close();
  });

  it(
    "at 1400 px shows the dividend list's last card, the header's buttons on one line and each month once on the value chart",
    async () => {
      const user = await approvedUser();
      const { context, page } = await newPage(browser(), DESKTOP);
      await signIn(page, user);
      await seedFiveHoldings(page);
      await openHoldings(page);

      // The four buttons share one line, each on one line of its own.
      const header = page
        .locator("main")
        .getByRole("button")
        .filter({ hasText: /^(Sync dividends|Import dividends|Import trades|Add trade)$/ });
      expect(await header.count()).toBe(4);
      const boxes = await header.evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect()));
      expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(1);

      // Each month named once, in the app's month form ("Mar-26").
      await expect.poll(() => monthLabels(page).count()).toBeGreaterThan(3);
      const months = await monthLabels(page).allTextContents();
      expect(new Set(months).size).toBe(months.length);
      for (const month of months) expect(month).toMatch(/^[A-Z][a-z]{2}-\d{2}$/);
      // Each whole: a month begun a day or two ago has no label rather than one cut at the edge.
      expect(await cutMonthLabels(page)).toEqual([]);

      const calendar = page.getByRole("region", { name: "Upcoming and recent dividends" });
      expect(await cardsIn(calendar).count()).toBe(5);
      expect(await innerScrollBoxes(page)).toEqual([]);
      expect(await fullyInViewAtBottom(page, cardsIn(calendar).last())).toBe(true);
      expect(await brokenFigures(totals(page))).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await bothThemes(page, "holdings-five-1400");
      await context.close();
    },
    LONG_FLOW_MS,
  );

  it("shows the import preview's every error line in the dialog's own scroll, by keyboard, at 360 and 1400 px", async () => {
    const user = await approvedUser();
    for (const width of [360, 1400]) {
      const { context, page } = width === 360 ? await phonePage(browser()) : await newPage(browser(), DESKTOP);
      await signIn(page, user);
      await page.goto("/holdings");
      const dialog = await previewManyErrors(page);
      expect(await lastErrorReadByKeyboard(page, dialog), `last error line at ${width} px`).toBe(true);
      expect(await innerScrollBoxes(page)).toEqual([]);
      await bothThemes(page, `import-preview-errors-${width}`, "[role=dialog]");
      await context.close();
    }
  });
});
