// Valuation alerts in the browser: the 'Alert me below / above' inputs in the detail dialog, a
// refresh that crosses two levels and says so ('2 new alerts' after its own notice), the bell's count
// and popover, the Alerts page (day groups, filters, mark read, the stock's dialog) and the settings
// card. The market-data server quotes every symbol at 41.20 (e2e/support/global-setup.ts).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe";
import { chromiumForFile, newPage, signIn, toasts } from "./support/browser";
import { addStocks, approvedUser, openDashboard, portfolioTable, shot } from "./support/dashboard";
import { database } from "./support/database";

const browser = chromiumForFile();
const MORNINGSTAR_HEADER = "Code\tLast\tFair Value\tUncertainty\tEconomic Moat\tFinancial Health";

const bell = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Alerts/ });

async function closeToast(page: Page, text: string) {
  const notice = toasts(page).locator("li", { hasText: text });
  await notice.waitFor();
  await notice.getByRole("button", { name: "Close" }).click();
}

describe("valuation alerts", () => {
  it("a target set in the detail dialog and a refresh that crosses it: the notice, the bell, the Alerts page", async () => {
    const user = await approvedUser();
    const { context, page } = await newPage(browser(), { width: 1400, height: 900 });
    await signIn(page, user);
    await addStocks(page, [{ symbol: "CBA", name: "Commonwealth Bank", lastPrice: 50 }]);
    // Morningstar 60 at Medium uncertainty: a 5-star price of 60 × 0.7 = $42.00.
    const imported = await page.request.post("/api/import/morningstar", {
      data: { text: `${MORNINGSTAR_HEADER}\nCBA\t50\t60\tMedium\tWide\tStrong` },
    });
    expect(imported.status()).toBe(200);
    expect((await imported.json()).newAlerts).toBe(0);

    await openDashboard(page);
    // No unread alerts: the bell shows no count.
    await expect.poll(() => bell(page).getAttribute("aria-label")).toBe("Alerts");
    expect(await bell(page).getByTestId("unread-count").count()).toBe(0);

    // The detail dialog: 5-star price $42.00, not crossed at $50; a target below of $45.
    await portfolioTable(page).locator('tr[data-symbol="CBA"] td[data-column="symbol"]').click();
    const dialog = page.getByRole("dialog");
    const morningstar = dialog.getByRole("article", { name: "Morningstar" });
    await morningstar.getByText("5-star price").waitFor();
    expect(await morningstar.textContent()).toContain("$42.00");
    expect(await dialog.locator("[data-crossed]").count()).toBe(0);
    await dialog.getByLabel("Alert me below ($)").fill("45");
    await dialog.getByLabel("Alert me above ($)").fill("40");
    await dialog.getByRole("button", { name: "Save alert" }).click();
    // Below must be under above: refused in the dialog, nothing sent.
    await dialog.getByText("Alert me below must be less than Alert me above").waitFor();
    await dialog.getByLabel("Alert me above ($)").fill("");
    await dialog.getByRole("button", { name: "Save alert" }).click();
    // The open dialog hides the rest of the page from the accessibility tree, the notice included.
    await page.locator('[aria-label^="Notifications"]').getByText("Alert target saved", { exact: true }).waitFor();
    await shot(page, "alerts-target-1400");
    // (Escape would close the notice first: it is the topmost layer.)
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "detached" });

    // The refresh brings 41.20: at or below the 5-star price and the target.
    await page.getByRole("button", { name: "Refresh All Prices" }).click();
    await closeToast(page, "Batch refresh complete");
    await toasts(page).getByText("2 new alerts", { exact: true }).waitFor();
    await expect.poll(() => bell(page).getAttribute("aria-label")).toBe("Alerts: 2 unread");
    expect(await bell(page).getByTestId("unread-count").textContent()).toBe("2");

    // The bell's popover: the latest alerts, newest first; choosing one opens its stock.
    await bell(page).click();
    const popover = page.getByRole("dialog", { name: "Latest alerts" });
    const items = popover.getByRole("list", { name: "Latest alerts" }).getByRole("listitem");
    await expect.poll(() => items.count()).toBe(2);
    expect(await popover.textContent()).toContain("Price $41.20 fell to the Morningstar 5-star price $42.00");
    expect(await popover.textContent()).toContain("Price $41.20 fell to your target $45.00");
    await shot(page, "alerts-bell-1400");
    await popover.getByRole("button", { name: /5-star price/ }).click();

    await page.waitForURL((url) => url.pathname === "/alerts" && url.searchParams.has("stock"));
    const detail = page.getByRole("dialog", { name: /CBA/ });
    await detail.getByText("Broker Estimates Comparison").waitFor();
    // Both levels the price is past are marked: the 5-star price and the target.
    await expect.poll(() => detail.locator("[data-crossed]").count()).toBe(2);
    await shot(page, "alerts-detail-1400");
    await detail.getByRole("button", { name: "Close" }).click();
    await page.waitForURL((url) => !url.searchParams.has("stock"));
    // Opening the alert marked it read.
    await expect.poll(() => bell(page).getAttribute("aria-label")).toBe("Alerts: 1 unread");

    // The Alerts page: today's group, a filter by kind, and 'Mark all read'.
    const list = page.getByRole("region", { name: "Today" });
    await expect.poll(() => list.getByRole("listitem").count()).toBe(2);
    await page.getByRole("combobox", { name: "Filter by kind" }).click();
    await page.getByRole("option", { name: "Your target" }).click();
    await expect.poll(() => list.getByRole("listitem").count()).toBe(1);
    expect(await list.textContent()).toContain("fell to your target");
    await page.getByRole("button", { name: "Mark all read" }).click();
    await expect.poll(() => bell(page).getAttribute("aria-label")).toBe("Alerts");
    await page.getByText("No unread alerts").waitFor();
    await shot(page, "alerts-page-1400");
    await context.close();
  });

  it("the Alert settings card saves switches and the threshold, refuses a bad one, and reports a missing mail server", async () => {
    const user = await approvedUser();
    const { context, page } = await newPage(browser(), { width: 1400, height: 900 });
    await signIn(page, user);
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Alerts", exact: true }).click();
    await page.waitForURL("**/alerts");
    const card = page.getByRole("region", { name: "Alert settings" });
    await card.getByRole("switch", { name: "Fair value change" }).click();
    await card.getByLabel("Fair value change threshold (%)").fill("0");
    await card.getByRole("button", { name: "Save settings" }).click();
    await card.getByText("The threshold must be between 0.1 and 100").waitFor();
    await card.getByLabel("Fair value change threshold (%)").fill("12.5");
    await card.getByRole("combobox", { name: "Stocks" }).click();
    await page.getByRole("option", { name: "Portfolio stocks only" }).click();
    await card.getByRole("button", { name: "Save settings" }).click();
    await toasts(page).getByText("Alert settings saved", { exact: true }).waitFor();
    const saved = await (await page.request.get("/api/alerts/settings")).json();
    expect(saved).toMatchObject({ fvChangePercent: 12.5, scope: "portfolio", kinds: { "fv-change": false, "five-star": true } });

    // This server has no SMTP_URL: the button says so rather than pretending.
    await card.getByRole("button", { name: "Send test e-mail" }).click();
    await toasts(page).getByText("Failed to send test e-mail", { exact: true }).waitFor();
    await toasts(page).getByText("E-mail is not set up on this server (SMTP_URL)", { exact: true }).waitFor();
    await context.close();
  });

  it("fits a phone: the bell, the popover and the Alerts page at 360 px without sideways scrolling", async () => {
    const user = await approvedUser();
    const { context, page } = await newPage(browser(), { width: 360, height: 740 });
    await signIn(page, user);
    const ids = await addStocks(page, [{ symbol: "WES", name: "Wesfarmers", lastPrice: 50 }]);
    await page.request.put(`/api/stocks/${ids.WES}/alert-target`, { data: { below: 45, above: null } });
    const refreshed = await page.request.post(`/api/stocks/${ids.WES}/refresh`);
    expect((await refreshed.json()).newAlerts).toBe(1);
    await page.goto("/alerts");
    await page.getByRole("region", { name: "Today" }).getByRole("listitem").first().waitFor();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBe(0);
    await shot(page, "alerts-page-360");
    await bell(page).click();
    await page.getByRole("dialog", { name: "Latest alerts" }).getByText("Price $41.20 fell to your target $45.00").waitFor();
    expect(await overflow()).toBe(0);
    await shot(page, "alerts-bell-360");
    await context.close();
  });

  it("puts the bell's visible count in its name: 510 unread shows '99+' and says it (axe label-content-name-mismatch)", async () => {
    const user = await approvedUser();
    const { context, page } = await newPage(browser(), { width: 1400, height: 900 });
    await signIn(page, user);
    const ids = await addStocks(page, [{ symbol: "NAB", name: "National Australia Bank", lastPrice: 30 }]);
    await database().query(
      `insert into alerts (user_id, stock_id, kind, condition, episode, message, created_at)
       select $1, $2, 'target', 'target-below', n, 'Price fell to your target', now() from generate_series(1, 510) as n`,
      [user.id, ids.NAB],
    );
    await openDashboard(page);
    for (const width of [1400, 360]) {
      await page.setViewportSize({ width, height: width > 800 ? 900 : 740 });
      await expect.poll(() => bell(page).getByTestId("unread-count").textContent()).toBe("99+");
      expect(await seriousViolations(page, { rules: ["label-content-name-mismatch"] }), `${width} px`).toEqual([]);
      expect(await bell(page).getAttribute("aria-label"), `${width} px`).toBe("Alerts: 99+ unread");
    }
    await context.close();
  });
});
