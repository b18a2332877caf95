// axe-core over every screen, with data, in both themes, at 1400 and 360 px: no serious or critical
// violation anywhere. One signed-in page walks the data screens (seeded once), a signed-out page the
// account screens, and the owner's page User Management; each screen is loaded once and re-checked
// after switching the width and the theme in place, which keeps the whole walk to about a minute.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { COLOUR_RULES, seriousViolations } from "./support/axe";
import { chromiumForFile, navigateInApp, newPage, registerThroughApi, settle, signIn, toasts } from "./support/browser";
import { approvedUser, openDashboard, portfolioTable, sydneyMonth } from "./support/dashboard";
import { database } from "./support/database";
import { importScenario, priceScenario, SCENARIO_FILE } from "./support/holdings";
import { seedShowcase } from "./support/showcase";

const browser = chromiumForFile();
const WIDTHS = [1400, 360] as const;
const THEMES = ["dark", "light"] as const;
const DIALOG = '[role="dialog"]';

/** What main.tsx and the theme toggle do: the class on <html>, and the stored choice. */
async function applyTheme(page: Page, theme: (typeof THEMES)[number]) {
  await page.evaluate((next) => {
    document.documentElement.classList.toggle("dark", next === "dark");
    localStorage.setItem("theme", next);
  }, theme);
}

/**
 * Checks the screen now on `page` at each width and theme; returns one line per failing element.
 * Every rule runs in the first theme; the second theme only swaps colour variables, so there only
 * the colour rules run again (the DOM, and so every other rule's answer, is the same).
 */
async function audit(
  page: Page,
  screen: string,
  prepare?: () => Promise<void>,
  scope?: string,
  widths: readonly number[] = WIDTHS,
): Promise<string[]> {
  const found: string[] = [];
  const started = Date.now();
  let axeMs = 0;
  for (const width of widths) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 740 });
    await prepare?.();
    for (const theme of THEMES) {
      await applyTheme(page, theme);
      await settle(page);
      const axeStarted = Date.now();
      const violations = await seriousViolations(page, { scope, rules: theme === THEMES[0] ? undefined : COLOUR_RULES });
      axeMs += Date.now() - axeStarted;
      for (const violation of violations) {
        for (const node of violation.nodes)
          found.push(`${screen} ${width}px ${theme}: ${violation.rule} (${violation.impact}) ${node.target} — ${node.summary}`);
      }
    }
  }
  if (process.env.AXE_TIMING) process.stderr.write(`${screen}: ${Date.now() - started} ms (axe ${axeMs} ms)\n`);
  return found;
}

describe("accessibility", () => {
  it("has no serious or critical axe-core violations on any screen, in both themes, at 1400 and 360 px", async () => {
    const problems: string[] = [];

    // Signed out: the account screens (the reset page without a token shows its error).
    const signedOut = await newPage(browser());
    const anonymous = signedOut.page;
    for (const [path, ready] of [
      ["/login", "Sign In"],
      ["/register", "Create Account"],
      ["/forgot-password", "Send Reset Instructions"],
    ] as const) {
      await anonymous.goto(path);
      await anonymous.getByRole("button", { name: ready }).waitFor();
      problems.push(...(await audit(anonymous, path)));
    }
    await anonymous.goto("/reset-password");
    await anonymous.getByRole("alert").first().waitFor();
    problems.push(...(await audit(anonymous, "/reset-password")));
    await signedOut.context.close();

    // Signed in with a portfolio: every data screen.
    const user = await approvedUser();
    const { context, page } = await newPage(browser());
    await signIn(page, user);
    const showcase = await seedShowcase(page.request);
    // The History tab's closes come from a price refresh; two older Morningstar months give it changes to list.
    // A target below today's price on BHP first, so that this refresh to the market's 41.20 crosses it
    // and /alerts has an alert to show (a target already passed when set does not fire).
    expect((await page.request.put(`/api/stocks/${showcase.BHP}/alert-target`, { data: { below: 42, above: null } })).status()).toBe(200);
    expect((await (await page.request.post(`/api/stocks/${showcase.BHP}/refresh`)).json()).newAlerts).toBeGreaterThan(0);
    await database().query(
      `insert into fair_values (stock_id, source, as_of_month, fair_value, meta, created_at)
       select $1, 'morningstar', (${sydneyMonth(0)} - make_interval(months => m))::date, 44 + m, '{"uncertainty":"Medium"}'::jsonb, now()
         from generate_series(1, 2) as m`,
      [showcase.BHP],
    );

    await openDashboard(page);
    await portfolioTable(page).locator("tbody tr[data-symbol]").first().waitFor();
    // The sector cards read their figures once they come near the screen (docs/decisions/023).
    await page.getByRole("region", { name: "Sector insights" }).scrollIntoViewIfNeeded();
    await page.getByRole("list", { name: "Sector value analysis" }).waitFor();
    problems.push(...(await audit(page, "dashboard")));

    // The phone's own screens (docs/decisions/021): the card list in select mode, a card's menu,
    // the sort and filter sheets and the detail sheet; each checked at 360 px only.
    const phone = [360] as const;
    const section = page.getByRole("region", { name: "Portfolio Stocks", exact: true });
    await section.getByRole("button", { name: /^Sort: / }).click();
    await page.getByRole("dialog", { name: "Sort stocks" }).waitFor();
    problems.push(...(await audit(page, "phone: sort sheet", undefined, DIALOG, phone)));
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Filters" }).click();
    await page.getByRole("dialog", { name: "Filters" }).waitFor();
    problems.push(...(await audit(page, "phone: filters sheet", undefined, DIALOG, phone)));
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    const first = (await section.locator("article[data-symbol]").first().getAttribute("data-symbol"))!;
    await section.getByRole("button", { name: `Actions for ${first}` }).click();
    await page.getByRole("menu").waitFor();
    problems.push(...(await audit(page, "phone: card menu", undefined, '[role="menu"]', phone)));
    await page.keyboard.press("Escape");
    await section.getByRole("button", { name: "Select", exact: true }).click();
    await section.getByRole("checkbox", { name: `Select ${first}` }).click();
    problems.push(...(await audit(page, "phone: select mode", undefined, undefined, phone)));
    await section.getByRole("button", { name: "Done" }).click();
    await section.getByRole("button", { name: `Open ${first} details` }).click();
    await page.getByRole("dialog").getByText("Broker Estimates Comparison").waitFor();
    problems.push(...(await audit(page, "phone: detail sheet", undefined, DIALOG, phone)));
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });

    await page.setViewportSize({ width: 1400, height: 900 });
    await portfolioTable(page).locator('tr[data-symbol="BHP"] td[data-column="symbol"]').click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Broker Estimates Comparison").waitFor();
    // With the dialog open the page behind it is inert (and was checked as "dashboard"): check the dialog.
    problems.push(...(await audit(page, "detail dialog: Valuation", undefined, DIALOG)));
    await dialog.getByRole("tab", { name: "Shareholders" }).click();
    await dialog.getByText("Top 20 Shareholders").waitFor();
    problems.push(...(await audit(page, "detail dialog: Shareholders", undefined, DIALOG)));
    await dialog.getByRole("tab", { name: "Analysis" }).click();
    await dialog.getByText("Stock Information").waitFor();
    problems.push(...(await audit(page, "detail dialog: Analysis", undefined, DIALOG)));
    await dialog.getByRole("tab", { name: "History" }).click();
    await dialog.locator("[data-history-chart] .recharts-line").first().waitFor();
    await dialog.getByRole("list", { name: "Fair value changes, newest first" }).waitFor();
    problems.push(...(await audit(page, "detail dialog: History", undefined, DIALOG)));
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    await navigateInApp(page, "/sectors");
    await page.getByRole("list", { name: "Sector breakdown" }).waitFor();
    await page.locator(".recharts-pie-label-text").first().waitFor();
    problems.push(...(await audit(page, "/sectors")));

    await navigateInApp(page, "/shareholders");
    await page.getByRole("combobox").first().click();
    await page.getByRole("option", { name: /^BHP/ }).click();
    await page.getByText("HSBC CUSTODY NOMINEES (AUSTRALIA) LIMITED", { exact: false }).first().waitFor();
    problems.push(...(await audit(page, "/shareholders")));

    await navigateInApp(page, "/journal");
    await page.getByText("Iron ore demand recovers").first().waitFor();
    problems.push(...(await audit(page, "/journal")));

    await navigateInApp(page, "/data-history");
    for (const [tab, noun] of [
      ["Fair Values", "fair values"],
      ["Shareholders", "shareholder entries"],
      ["Journal Entries", "journal entries"],
    ] as const) {
      await page.getByRole("tab", { name: tab }).click();
      await page.getByText(new RegExp(`^Showing [1-9]\\d* of \\d+ ${noun}$`)).waitFor();
      problems.push(...(await audit(page, `/data-history: ${tab}`)));
    }

    // The Upload page, with the red error notice of a failed Bell Potter paste on screen.
    await navigateInApp(page, "/upload");
    const panel = page.locator('[data-source="bell-potter"][data-variant="full"]');
    await panel.getByRole("button", { name: "Bell Potter" }).click();
    await panel.getByRole("textbox").fill("this is not a Bell Potter export");
    await panel.getByRole("button", { name: "Import" }).click();
    const notice = toasts(page).getByText("Could not find the columns Security and Target Price");
    await notice.waitFor();
    // Keep the notice on screen while axe looks at it (hovering pauses the toast's timer).
    problems.push(...(await audit(page, "/upload with an error notice", () => notice.hover())));
    // The sticky header over a scrolled page: its title must keep its contrast whatever passes under
    // it (here a light-on-dark button; a see-through header once failed this in CI).
    await toasts(page).getByRole("button", { name: "Close" }).click();
    await notice.waitFor({ state: "detached" });
    const underHeader = async () => {
      // The first light-on-dark (primary) button far enough down the page to be scrolled under the header.
      await page.evaluate(() => {
        window.scrollTo(0, 0);
        const buttons = [...document.querySelectorAll("main button.bg-primary")];
        const button = buttons.find((candidate) => candidate.getBoundingClientRect().top > 100)!;
        window.scrollBy(0, button.getBoundingClientRect().top - 16);
      });
    };
    problems.push(...(await audit(page, "/upload scrolled under the header", underHeader, "header", [360])));

    // Alerts: the one BHP's refresh fired above.
    await navigateInApp(page, "/alerts");
    await page.getByRole("region", { name: "Today" }).getByRole("listitem").first().waitFor();
    await page.getByRole("region", { name: "Alert settings" }).getByRole("switch").first().waitFor();
    problems.push(...(await audit(page, "/alerts")));
    await page
      .getByRole("banner")
      .getByRole("button", { name: /^Alerts: \d+ unread$/ })
      .click();
    await page.getByRole("dialog", { name: "Latest alerts" }).getByRole("listitem").first().waitFor();
    problems.push(...(await audit(page, "alerts popover", undefined, '[role="dialog"]')));
    await page.keyboard.press("Escape");
    // Holdings and Tax (issue 30), with the worked scenario's trades: the page, the import's dry run,
    // Add trade, the stock dialog's Holding tab and Choose parcels, and the Tax page's FY 2025.
    await importScenario(page.request);
    await priceScenario(user.id);
    await page.goto("/holdings");
    await page.getByRole("region", { name: "Totals" }).waitFor();
    await page.locator(".recharts-area").first().waitFor();
    problems.push(...(await audit(page, "/holdings")));
    await page.getByRole("button", { name: "Import trades" }).click();
    const importDialog = page.getByRole("dialog", { name: "Import trades" });
    await importDialog
      .locator('input[type="file"]')
      .setInputFiles({ name: SCENARIO_FILE.name, mimeType: "text/csv", buffer: Buffer.from(SCENARIO_FILE.text) });
    await importDialog.getByTestId("trade-import-preview").waitFor();
    problems.push(...(await audit(page, "Import trades preview", undefined, DIALOG)));
    await page.keyboard.press("Escape");
    await importDialog.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Add trade" }).click();
    await page.getByRole("dialog", { name: "Add trade" }).getByLabel("ASX code").waitFor();
    problems.push(...(await audit(page, "Add trade", undefined, DIALOG)));
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    const holdingButton = async () => {
      if (await page.getByRole("dialog").count()) return;
      await page.getByRole("button", { name: /^CSL .*: open its holding$/ }).click();
      await page.getByRole("dialog").getByRole("heading", { name: "Parcels" }).waitFor();
    };
    problems.push(...(await audit(page, "stock dialog: Holding", holdingButton, DIALOG)));
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /^Choose parcels for the Sell/ })
      .click();
    await page.getByRole("dialog", { name: "Choose parcels" }).getByRole("textbox").first().waitFor();
    problems.push(...(await audit(page, "Choose parcels", undefined, DIALOG)));
    await page.keyboard.press("Escape");
    await page.getByRole("dialog", { name: "Choose parcels" }).waitFor({ state: "detached" });
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await navigateInApp(page, "/tax");
    await page.getByRole("combobox", { name: "Financial year" }).click();
    await page.getByRole("option", { name: /^FY 2025/ }).click();
    await page.getByRole("region", { name: "Capital gains totals" }).getByText("$216.06").waitFor();
    problems.push(...(await audit(page, "/tax")));
    // With holdings, /sectors opens by their market value.
    await page.goto("/sectors");
    await page.getByText("Total market value").waitFor();
    await page.locator(".recharts-pie-label-text").first().waitFor();
    problems.push(...(await audit(page, "/sectors by market value")));

    await navigateInApp(page, "/settings");
    await page.getByRole("button", { name: "Export my data" }).waitFor();
    problems.push(...(await audit(page, "/settings")));
    // What the service worker shows when the server cannot be reached (e2e/pwa.test.ts stops one).
    await page.goto("/offline.html");
    await page.getByRole("heading", { name: "You are offline" }).waitFor();
    problems.push(...(await audit(page, "offline screen")));

    // The offline screen is a static page, not the app: the app is loaded again.
    await page.goto("/no-such-page");
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    problems.push(...(await audit(page, "404")));
    await context.close();

    // The owner: User Management with a pending registration.
    const pending = await registerThroughApi(`axe-pending-${Date.now()}@e2e.test`, "pending-pass-1");
    const owner = await newPage(browser());
    await signIn(owner.page);
    await owner.page.goto("/user-management");
    await owner.page.getByRole("button", { name: "Approve" }).first().waitFor();
    problems.push(...(await audit(owner.page, "/user-management")));
    await owner.context.close();
    await database().query("delete from users where id = $1", [pending.id]);

    expect(problems).toEqual([]);
  }, 600_000); // every screen twice in two widths: 273-300 s on a machine at load 15-20, 5 minutes left no margin
});
