// The dashboard on a 360 × 740 touch screen: cards instead of the 30-column table, read without a
// sideways swipe; the sort sheet, the detail sheet, select mode with bulk delete, the card menu;
// no page-level horizontal overflow on any screen; 44 px touch targets; at most 60 cards in the
// DOM with 1,985 stocks.
import type { Locator } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { chromiumForFile, navigateInApp, settle, shot, signIn, toasts } from "./support/browser";
import { addStocks, approvedUser, insertNumberedStocks, openDashboard } from "./support/dashboard";
import { database } from "./support/database";
import {
  cardSymbols,
  otherCards,
  pageOverflowX,
  PHONE,
  phonePage,
  portfolioCards,
  portfolioSection,
  smallTouchTargets,
} from "./support/phone";
import { SHOWCASE_STOCKS, seedShowcase } from "./support/showcase";

const browser = chromiumForFile();
let showcaseUser: Awaited<ReturnType<typeof approvedUser>>;

beforeAll(async () => {
  showcaseUser = await approvedUser();
  const { context, page } = await phonePage(browser());
  await signIn(page, showcaseUser);
  await seedShowcase(page.request);
  await context.close();
});

async function signedInPhone(user = showcaseUser) {
  const { context, page } = await phonePage(browser());
  await signIn(page, user);
  await openDashboard(page);
  await portfolioCards(page).locator("article[data-symbol]").first().waitFor();
  return { context, page };
}

const portfolioSymbols = SHOWCASE_STOCKS.filter((stock) => !stock.other).map((stock) => stock.symbol);

describe("the dashboard on a phone", () => {
  it("lists the portfolio as cards whose rating and upside are on screen, with no table and nothing to swipe sideways", async () => {
    const { context, page } = await signedInPhone();
    expect(await page.locator("table").count()).toBe(0);
    const cards = portfolioCards(page).locator("article[data-symbol]");
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await portfolioCards(page).locator("li").first().getAttribute("aria-setsize")).toBe(String(portfolioSymbols.length));
    const first = portfolioCards(page).locator("article[data-symbol]").first();
    await first.scrollIntoViewIfNeeded();
    await settle(page);
    for (const field of ["consensusRating", "upsidePotential"]) {
      const box = (await first.locator(`[data-field="${field}"]`).boundingBox())!;
      expect(box.x, field).toBeGreaterThanOrEqual(0);
      expect(box.y, field).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, field).toBeLessThanOrEqual(PHONE.width);
      expect(box.y + box.height, field).toBeLessThanOrEqual(PHONE.height);
      expect((await first.locator(`[data-field="${field}"]`).textContent())?.trim(), field).not.toBe("");
    }
    expect(await pageOverflowX(page)).toBe(0);
    await shot(page, "phone-dashboard-cards-360");
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, "phone-dashboard-top-360");
    await otherCards(page).scrollIntoViewIfNeeded();
    await shot(page, "phone-other-stocks-360");
    await context.close();
  });

  it("has no page-level horizontal overflow on any screen at 360 px", async () => {
    const { context, page } = await signedInPhone();
    const screens: [string, () => Promise<unknown>][] = [
      ["/sectors", () => page.getByRole("list", { name: "Sector breakdown" }).waitFor()],
      [
        "/shareholders",
        async () => {
          await page.getByRole("heading", { name: "Shareholder Analysis" }).waitFor();
          await page.getByRole("combobox").first().waitFor();
        },
      ],
      ["/journal", () => page.getByText("Iron ore demand recovers").first().waitFor()],
      ["/data-history", () => page.getByText(/^Showing [1-9]\d* of \d+ fair values$/).waitFor()],
      ["/upload", () => page.getByRole("button", { name: "Choose Excel File" }).first().waitFor()],
      ["/no-such-page", () => page.getByRole("heading", { name: "404 Page Not Found" }).waitFor()],
    ];
    const wide: string[] = [];
    // One load per context, the screens after it through the app's router: each is measured once its
    // own data has drawn, which is what a load gave too (docs/decisions/079-ci-time-fewer-loads.md).
    for (const [path, ready] of screens) {
      await navigateInApp(page, path);
      await ready();
      await settle(page);
      const overflow = await pageOverflowX(page);
      if (overflow > 0) wide.push(`${path}: ${overflow} px`);
      await shot(page, `phone-${path.slice(1).replace(/\//g, "-")}-360`);
    }
    for (const tab of ["Shareholders", "Journal Entries"]) {
      await navigateInApp(page, "/data-history");
      await page.getByRole("tab", { name: tab }).click();
      await settle(page);
      const overflow = await pageOverflowX(page);
      if (overflow > 0) wide.push(`/data-history ${tab}: ${overflow} px`);
    }
    await context.close();
    const signedOut = await phonePage(browser());
    // Each screen by its card's title, so a screen is measured only once the router has drawn it.
    const signedOutScreens = [
      ["/login", "ASX Fair Value Dashboard"],
      ["/register", "Create an Account"],
      ["/forgot-password", "Reset Password"],
      ["/reset-password", "Set New Password"],
    ] as const;
    for (const [index, [path, title]] of signedOutScreens.entries()) {
      if (index === 0) await signedOut.page.goto(path);
      else await navigateInApp(signedOut.page, path);
      await signedOut.page.locator("main, form").first().waitFor();
      await signedOut.page.getByText(title, { exact: true }).first().waitFor();
      const overflow = await pageOverflowX(signedOut.page);
      if (overflow > 0) wide.push(`${path}: ${overflow} px`);
    }
    await signedOut.context.close();
    expect(wide).toEqual([]);
  }, 120_000);

  it("reorders the cards from the sort sheet by the table's rules: a new column descending, again ascending", async () => {
    const { context, page } = await signedInPhone();
    const region = portfolioCards(page);
    const expected = [...portfolioSymbols].sort();
    await portfolioSection(page)
      .getByRole("button", { name: /^Sort: Current 5\* vs Trade, descending$/ })
      .click();
    const sheet = page.getByRole("dialog", { name: "Sort stocks" });
    await sheet.waitFor();
    await settle(page);
    await shot(page, "phone-sort-sheet-360");
    expect(await smallTouchTargets(page, '[role="dialog"]')).toEqual([]);
    await sheet.getByRole("button", { name: /^Symbol/ }).click();
    await sheet.waitFor({ state: "detached" });
    // Only the cards in view (and a few more) are drawn: they must be the start of the sorted list.
    const startsWith = (order: string[]) => async () => {
      const shown = await cardSymbols(region);
      return shown.length >= 3 && shown.join() === order.slice(0, shown.length).join() ? "in order" : shown.join();
    };
    await expect.poll(startsWith([...expected].reverse())).toBe("in order");
    await portfolioSection(page).getByRole("button", { name: "Sort: Symbol, descending" }).click();
    await page
      .getByRole("dialog", { name: "Sort stocks" })
      .getByRole("button", { name: /^Symbol/ })
      .click();
    await expect.poll(startsWith(expected)).toBe("in order");
    expect(await page.getByText("Sorted by Symbol, ascending").isVisible()).toBe(true);
    await context.close();
  });

  it("opens a card's details as a full-screen sheet", async () => {
    const { context, page } = await signedInPhone();
    await portfolioCards(page).locator('article[data-symbol="BHP"]').scrollIntoViewIfNeeded();
    await portfolioCards(page)
      .locator('article[data-symbol="BHP"]')
      .tap({ position: { x: 200, y: 100 } });
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Broker Estimates Comparison").waitFor();
    await settle(page);
    expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
    expect(await dialog.getByRole("heading").first().textContent()).toContain("BHP");
    expect(await smallTouchTargets(page, '[role="dialog"]')).toEqual([]);
    await shot(page, "phone-detail-sheet-360");
    await dialog.getByRole("tab", { name: "Analysis" }).tap();
    await dialog.getByText("Stock Information").waitFor();
    expect(await pageOverflowX(page)).toBe(0);
    await dialog.getByRole("button", { name: "Close" }).tap();
    await dialog.waitFor({ state: "detached" });
    await context.close();
  });

  it("deletes the stocks ticked in select mode, and enters select mode on a long press", async () => {
    const user = await approvedUser();
    const { context, page } = await phonePage(browser());
    await signIn(page, user);
    await addStocks(page, [
      { symbol: "AAA", name: "Alpha Ltd", lastPrice: 1 },
      { symbol: "BBB", name: "Bravo Ltd", lastPrice: 2 },
      { symbol: "CCC", name: "Charlie Ltd", lastPrice: 3 },
    ]);
    await openDashboard(page);
    const region = portfolioCards(page);
    await region.locator("article[data-symbol]").first().waitFor();

    await portfolioSection(page).getByRole("button", { name: "Select", exact: true }).tap();
    await region.locator('article[data-symbol="AAA"]').tap({ position: { x: 200, y: 90 } });
    await region.getByRole("checkbox", { name: "Select BBB" }).tap();
    expect(await page.getByRole("status").filter({ hasText: "stock(s) selected" }).textContent()).toBe("2 stock(s) selected");
    await shot(page, "phone-select-mode-360");
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Delete Selected (2)" }).tap();
    await toasts(page).getByText("2 stock(s) removed successfully").waitFor();
    await expect.poll(() => cardSymbols(region)).toEqual(["CCC"]);
    const { rows } = await database().query("select symbol from stocks where user_id = $1", [user.id]);
    expect(rows.map((row) => row.symbol)).toEqual(["CCC"]);

    // Leave select mode, then hold a card: select mode comes back with that card ticked.
    await page.getByRole("button", { name: "Done" }).tap();
    await portfolioSection(page).getByRole("button", { name: "Select", exact: true }).waitFor();
    const card = (await region.locator('article[data-symbol="CCC"]').boundingBox())!;
    const session = await context.newCDPSession(page);
    const point = { x: card.x + 200, y: card.y + 90 };
    await session.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
    await page.getByRole("status").filter({ hasText: "1 stock(s) selected" }).waitFor();
    await session.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    expect(await region.getByRole("checkbox", { name: "Select CCC" }).getAttribute("aria-checked")).toBe("true");
    expect(await page.getByRole("dialog").count()).toBe(0);
    await context.close();
  });

  it("a long press selects exactly the card under the finger, and select mode moves nothing under it", async () => {
    const { context, page } = await signedInPhone();
    const region = portfolioCards(page);
    const card = region.locator('article[data-symbol="TLS"]');
    // Not the first card, so there is a card above it for a stray click to land on.
    await card.scrollIntoViewIfNeeded();
    await settle(page);
    const before = (await card.boundingBox())!;
    const finger = { x: before.x + before.width / 2, y: before.y + before.height / 2 };
    const session = await context.newCDPSession(page);
    await session.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [finger] });
    await page.waitForTimeout(800);
    await page.getByRole("status").filter({ hasText: "stock(s) selected" }).waitFor();
    await settle(page);
    // Still holding: the card has not moved, and the finger is still on it.
    expect(await card.boundingBox()).toEqual(before);
    const under = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest("article")?.getAttribute("data-symbol"),
      finger,
    );
    expect(under).toBe("TLS");
    await session.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await settle(page);
    expect(await page.getByRole("status").filter({ hasText: "stock(s) selected" }).textContent()).toBe("1 stock(s) selected");
    const ticked = await region
      .getByRole("checkbox", { checked: true })
      .evaluateAll((boxes) => boxes.map((box) => box.getAttribute("aria-label")));
    expect(ticked).toEqual(["Select TLS"]);
    expect(await page.getByRole("dialog").count()).toBe(0);
    await shot(page, "phone-long-press-360");
    await context.close();
  });

  it("refreshes, moves and deletes a stock from its card's menu", async () => {
    const user = await approvedUser();
    const { context, page } = await phonePage(browser());
    await signIn(page, user);
    // Every write answered after 1.5 s, as on a busy server: each step waits for what the page shows,
    // never for a fixed time (a 1 s poll made this test fail whenever the move took longer).
    await page.route("**/api/**", async (route) => {
      if (route.request().method() !== "GET") await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await addStocks(page, [
      { symbol: "BHP", name: "BHP Group Limited", lastPrice: 45 },
      { symbol: "CSL", name: "CSL Limited", lastPrice: 290 },
    ]);
    await openDashboard(page);
    const region = portfolioCards(page);
    await region.locator("article[data-symbol]").first().waitFor();

    await region.getByRole("button", { name: "Actions for BHP" }).tap();
    const menu = page.getByRole("menu");
    await menu.waitFor();
    await settle(page);
    expect(await smallTouchTargets(page, '[role="menu"]')).toEqual([]);
    await shot(page, "phone-card-menu-360");
    await menu.getByRole("menuitem", { name: "Refresh price" }).tap();
    await toasts(page).getByText("Stock data refreshed").waitFor();
    // The menu button spins until the refresh's last state update; a person taps it once it is still.
    const bhpMenu = region.getByRole("button", { name: "Actions for BHP" });
    await expect.poll(() => bhpMenu.getAttribute("aria-busy")).toBeNull();

    await bhpMenu.tap();
    await menu.waitFor();
    await settle(page);
    await menu.getByRole("menuitem", { name: "Move to Other Stocks" }).tap();
    await expect.poll(() => cardSymbols(otherCards(page))).toEqual(["BHP"]);
    await expect.poll(() => cardSymbols(region)).toEqual(["CSL"]);

    await region.getByRole("button", { name: "Actions for CSL" }).tap();
    await menu.waitFor();
    await settle(page);
    await menu.getByRole("menuitem", { name: "Delete" }).tap();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByText("Are you sure you want to delete CSL (CSL Limited)?", { exact: false }).waitFor();
    await settle(page);
    expect(await smallTouchTargets(page, '[role="alertdialog"]')).toEqual([]);
    await confirm.getByRole("button", { name: "Delete" }).tap();
    await toasts(page).getByText("Stock deleted").waitFor();
    await expect.poll(() => region.count()).toBe(0);
    await context.close();
  });

  it("holding a card's menu button or menu item is not a long press on the card: the menu stays and its action runs", async () => {
    const user = await approvedUser();
    const { context, page } = await phonePage(browser());
    await signIn(page, user);
    await addStocks(page, [{ symbol: "BHP", name: "BHP Group Limited", lastPrice: 45 }]);
    await openDashboard(page);
    const region = portfolioCards(page);
    const session = await context.newCDPSession(page);
    /** A finger held on the element's centre for 800 ms (select mode's long press is 500 ms). */
    const hold = async (target: Locator) => {
      const box = (await target.boundingBox())!;
      const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await session.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
      await page.waitForTimeout(800);
      await session.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    };

    await hold(region.getByRole("button", { name: "Actions for BHP" }));
    const refresh = page.getByRole("menu").getByRole("menuitem", { name: "Refresh price" });
    await refresh.waitFor();
    await settle(page);
    await hold(refresh);
    await toasts(page).getByText("Stock data refreshed").waitFor();
    expect(await portfolioSection(page).getByRole("button", { name: "Select", exact: true }).count()).toBe(1);
    expect(await region.getByRole("checkbox").count()).toBe(0);
    await context.close();
  });

  it("keeps every control on the dashboard, its sheets and the sidebar at least 44 × 44 px", async () => {
    const { context, page } = await signedInPhone();
    const small: string[] = [];
    for (const y of [0, 700, 1400, 2100, 2800]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await settle(page);
      small.push(...(await smallTouchTargets(page, "#root")).map((s) => `dashboard at ${y}: ${s}`));
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("button", { name: "Filters" }).tap();
    await page.getByRole("dialog", { name: "Filters" }).waitFor();
    await settle(page);
    await shot(page, "phone-filters-sheet-360");
    small.push(...(await smallTouchTargets(page, '[role="dialog"]')).map((s) => `filters: ${s}`));
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Toggle Sidebar" }).tap();
    await page.getByRole("dialog", { name: "Sidebar" }).waitFor();
    await settle(page);
    small.push(...(await smallTouchTargets(page, '[role="dialog"]')).map((s) => `sidebar: ${s}`));
    expect(small).toEqual([]);
    await context.close();
  });

  it("keeps at most 60 cards in the DOM with 1,985 stocks and still reaches the last one", async () => {
    const user = await approvedUser();
    await insertNumberedStocks(user.id, 1985, { prefix: "S", digits: 4, prices: "by number" });
    const { context, page } = await signedInPhone(user);
    const region = portfolioCards(page);
    const cards = () => region.locator("article[data-symbol]").count();
    expect(await cards()).toBeGreaterThan(0);
    expect(await cards()).toBeLessThanOrEqual(60);
    await portfolioSection(page)
      .getByRole("button", { name: /^Sort: / })
      .tap();
    await page
      .getByRole("dialog", { name: "Sort stocks" })
      .getByRole("button", { name: /^Symbol/ })
      .tap();
    await portfolioSection(page).getByRole("button", { name: "Sort: Symbol, descending" }).tap();
    await page
      .getByRole("dialog", { name: "Sort stocks" })
      .getByRole("button", { name: /^Symbol/ })
      .tap();
    await expect.poll(async () => (await cardSymbols(region))[0]).toBe("S0001");
    await region.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect.poll(async () => (await cardSymbols(region)).at(-1)).toBe("S1985");
    expect(await cards()).toBeLessThanOrEqual(60);
    expect(await region.locator("li").last().getAttribute("aria-setsize")).toBe("1985");
    await context.close();
  }, 120_000);
});
