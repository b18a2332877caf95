// A stock added by a trade is priced from the market (issue 44 item 4): Add trade of CBA fetches its
// price from the lane's Yahoo-format server; a code the provider does not know (NOPE) keeps the
// trade's price, marked on Holdings as the dashboard marks a stale price, and a notice says so. The
// market value tile and the value chart's caption show one figure. At 1400 and 360 px, both themes,
// axe 0 serious. A read that fails says so (components/query-states.tsx): the page's with its
// "Could not load …" title, a card's inside the card, each with the server's sentence and Try again.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe";
import { chromiumForFile, newPage, shot, signIn, toasts } from "./support/browser";
import { approvedUser } from "./support/dashboard";
import { pageOverflowX, PHONE } from "./support/phone";

const browser = chromiumForFile();

const figure = (scope: Locator, label: string) =>
  scope.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");

async function addTrade(page: Page, symbol: string, units: string, price: string) {
  await page.getByRole("button", { name: "Add trade" }).click();
  const dialog = page.getByRole("dialog", { name: "Add trade" });
  await dialog.getByLabel("ASX code").fill(symbol);
  await dialog.getByLabel("Trade date").fill("2023-05-01");
  await dialog.getByLabel("Units").fill(units);
  await dialog.getByLabel("Price ($)").fill(price);
  await dialog.getByRole("button", { name: "Add trade" }).click();
  await dialog.waitFor({ state: "detached" });
}

/** Screenshots and axe's serious findings in both themes; the page is left dark. */
async function lookAt(page: Page, name: string): Promise<string[]> {
  const problems: string[] = [];
  for (const theme of ["dark", "light"] as const) {
    await page.evaluate((next) => document.documentElement.classList.toggle("dark", next === "dark"), theme);
    await shot(page, `${name}-${theme}`);
    for (const problem of await seriousViolations(page))
      problems.push(`${name} ${theme}: ${problem.rule} ${JSON.stringify(problem.nodes)}`);
  }
  await page.evaluate(() => document.documentElement.classList.add("dark"));
  return problems;
}

describe("prices of the stocks a trade adds", () => {
  it("fetches CBA's market price, marks NOPE's trade price, and shows one market value (1400 px, then 360 px)", async () => {
    const user = await approvedUser();
    const { context, page } = await newPage(browser(), { width: 1400, height: 900 });
    await signIn(page, user);
    await page.goto("/holdings");
    await page.getByText("No holdings yet").waitFor();

    await addTrade(page, "NOPE", "10", "8");
    await toasts(page).getByText("No market price yet").waitFor();
    expect(await toasts(page).textContent()).toContain("Could not fetch a market price for NOPE");
    await addTrade(page, "CBA", "100", "100");

    const table = page.getByRole("region", { name: "Holdings" });
    const price = (symbol: string) => table.locator("tbody tr", { hasText: symbol }).locator("td").nth(2);
    // The lane's provider prices every code it knows at $41.20: CBA is no longer at its trade's $100.
    await expect.poll(() => price("CBA").textContent(), { timeout: 15_000 }).toBe("$41.20");
    expect(await price("CBA").locator("[data-stale]").count()).toBe(0);
    // NOPE keeps the trade's $8.00, amber with the dashboard's clock.
    expect(await price("NOPE").textContent()).toBe("$8.00");
    expect(await price("NOPE").locator("[data-stale]").count()).toBe(1);
    await price("NOPE").getByLabel("Stale price").waitFor();
    await price("NOPE").locator("[data-stale]").hover();
    await page.getByRole("tooltip").getByText("Price data is stale").waitFor();
    await shot(page, "holdings-added-prices-tooltip-1400");
    await page.mouse.move(0, 0);
    await page.keyboard.press("Escape");
    await page.getByRole("tooltip").waitFor({ state: "detached" });

    // One market value: 100 × 41.20 + 10 × 8.00 on the tile and on the chart's last day.
    const totals = page.getByRole("region", { name: "Totals" });
    expect(await figure(totals, "Market value").textContent()).toBe("$4,200.00");
    const caption = page.locator("figcaption", { hasText: "Market value" });
    await expect.poll(() => caption.textContent()).toMatch(/^Market value \$4,200\.00 against cost base \$10,080\.00 on /);
    await page.locator(".recharts-area").first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    const problems = await lookAt(page, "holdings-added-prices-1400");

    await page.setViewportSize(PHONE);
    await page.reload();
    const cards = page.getByRole("region", { name: "Holdings" });
    const nope = cards.getByRole("listitem").filter({ hasText: "NOPE" });
    await nope.waitFor();
    expect(await figure(nope, "Last price").locator("[data-stale]").count()).toBe(1);
    const cba = cards.getByRole("listitem").filter({ hasText: "CBA" });
    expect(await figure(cba, "Last price").locator("[data-stale]").count()).toBe(0);
    expect(await figure(page.getByRole("region", { name: "Totals" }), "Market value").textContent()).toBe("$4,200.00");
    expect(await pageOverflowX(page)).toBe(0);
    problems.push(...(await lookAt(page, "holdings-added-prices-360")));
    await nope.scrollIntoViewIfNeeded();
    problems.push(...(await lookAt(page, "holdings-added-prices-360-cards")));
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a failed read says what could not load, with the server's sentence, and Try again loads it (1400 px, then 360 px)", async () => {
    const user = await approvedUser();
    const { context, page } = await newPage(browser(), { width: 1400, height: 900 });
    await signIn(page, user);
    await page.goto("/holdings");
    await page.getByText("No holdings yet").waitFor();
    await addTrade(page, "CBA", "100", "100");
    const totals = page.getByRole("region", { name: "Totals" });
    await expect.poll(() => figure(totals, "Market value").textContent(), { timeout: 15_000 }).toBe("$4,120.00");

    // The page's list fails, and once it loads, the value chart's card: each until its flag is cleared.
    const failing = { list: true, chart: true };
    const refuse = { status: 503, contentType: "application/json", body: JSON.stringify({ error: "The server is busy: try again" }) };
    await page.route("**/api/holdings", (route) => (failing.list ? route.fulfill(refuse) : route.continue()));
    await page.route("**/api/holdings/value-history?*", (route) => (failing.chart ? route.fulfill(refuse) : route.continue()));
    const problems: string[] = [];
    for (const size of [{ width: 1400, height: 900 }, PHONE]) {
      Object.assign(failing, { list: true, chart: true });
      await page.setViewportSize(size);
      await page.reload();
      const list = page.getByRole("alert").filter({ hasText: "Could not load your holdings" });
      await list.waitFor();
      expect(await list.textContent()).toBe("Could not load your holdingsThe server is busy: try againTry again");
      expect(await pageOverflowX(page)).toBe(0);
      problems.push(...(await lookAt(page, `holdings-load-failure-${size.width}`)));
      failing.list = false;
      await list.getByRole("button", { name: "Try again" }).click();
      await list.waitFor({ state: "detached" });
      expect(await figure(totals, "Market value").textContent()).toBe("$4,120.00");

      // A card's failure sits inside the card, untitled.
      const chart = page.getByRole("alert").filter({ hasText: "The server is busy: try again" });
      await chart.waitFor();
      expect(await chart.textContent()).toBe("The server is busy: try againTry again");
      await chart.scrollIntoViewIfNeeded();
      expect(await pageOverflowX(page)).toBe(0);
      problems.push(...(await lookAt(page, `holdings-card-load-failure-${size.width}`)));
      failing.chart = false;
      await chart.getByRole("button", { name: "Try again" }).click();
      await chart.waitFor({ state: "detached" });
      await page.locator("figcaption", { hasText: "Market value" }).waitFor();
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
