// Where keyboard focus goes, at 1400 and 360 px: the phone's sidebar sheet (opened by Enter or by a
// tap), the stock detail dialog closed with Escape (back to the row or card it was opened from), and
// the History tab's Tab order past its chart. Each step reads document.activeElement.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { chromiumForFile, newPage, signIn } from "./support/browser";
import { approvedUser, openDashboard, portfolioTable, sydneyMonth } from "./support/dashboard";
import { database } from "./support/database";
import { phonePage, portfolioCards } from "./support/phone";
import { seedShowcase } from "./support/showcase";

const browser = chromiumForFile();
let user: Awaited<ReturnType<typeof approvedUser>>;

beforeAll(async () => {
  user = await approvedUser();
  const { context, page } = await newPage(browser());
  await signIn(page, user);
  const ids = await seedShowcase(page.request);
  // The History tab's closes come from a price refresh; two older Morningstar months give it changes to list.
  expect((await page.request.post(`/api/stocks/${ids.BHP}/refresh`)).status()).toBe(200);
  await database().query(
    `insert into fair_values (stock_id, source, as_of_month, fair_value, meta, created_at)
     select $1, 'morningstar', (${sydneyMonth(0)} - make_interval(months => m))::date, 44 + m, '{"uncertainty":"Medium"}'::jsonb, now()
       from generate_series(1, 2) as m`,
    [ids.BHP],
  );
  await context.close();
});

/** The focused element, as "tag name" with its accessible label or its text (e.g. "A Dashboard"). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return "BODY";
    const name = element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40) ?? "";
    return `${element.tagName} ${name}`;
  });

async function keyboardPage(width: number) {
  const opened = await newPage(browser(), { width, height: width > 800 ? 900 : 740 });
  await signIn(opened.page, user);
  await openDashboard(opened.page);
  return opened;
}

describe("keyboard focus", () => {
  it("phone sidebar sheet: Enter focuses the first navigation item, one Escape closes it and focus returns to the toggle", async () => {
    const { context, page } = await keyboardPage(360);
    const toggle = page.getByRole("button", { name: "Toggle Sidebar" });
    const sheet = page.getByRole("dialog", { name: "Sidebar" });
    for (const round of [1, 2]) {
      await toggle.focus();
      await page.keyboard.press("Enter");
      await sheet.waitFor();
      expect(await focused(page), `round ${round}`).toBe("A Dashboard");
      // No tooltip on the phone's sheet: nothing for Escape to close first.
      expect(await page.getByRole("tooltip").count(), `round ${round}`).toBe(0);
      await page.keyboard.press("Escape");
      await sheet.waitFor({ state: "detached" });
      expect(await focused(page), `round ${round}`).toBe("BUTTON Toggle Sidebar");
    }
    await context.close();
  });

  it("phone sidebar sheet opened by a tap: focus on the first navigation item, back on the toggle when closed", async () => {
    const { context, page } = await phonePage(browser());
    await signIn(page, user);
    await openDashboard(page);
    const sheet = page.getByRole("dialog", { name: "Sidebar" });
    await page.getByRole("button", { name: "Toggle Sidebar" }).tap();
    await sheet.waitFor();
    // The import panels (loaded after the page) are in the sheet by now: focus still starts at the navigation.
    await sheet.getByRole("button", { name: "Morningstar" }).waitFor();
    expect(await focused(page)).toBe("A Dashboard");
    await sheet.getByRole("button", { name: "Close" }).tap();
    await sheet.waitFor({ state: "detached" });
    expect(await focused(page)).toBe("BUTTON Toggle Sidebar");
    await context.close();
  });

  it("desktop: the toggle keeps focus, and the icon rail's tooltips still show on keyboard focus and close with Escape", async () => {
    const { context, page } = await keyboardPage(1400);
    const toggle = page.getByRole("button", { name: "Toggle Sidebar" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await focused(page)).toBe("BUTTON Toggle Sidebar");
    // Back from the toggle: the rail's last item, Logout, with its name beside it.
    await page.keyboard.press("Shift+Tab");
    expect(await focused(page)).toBe("BUTTON Logout");
    await page.getByRole("tooltip", { name: "Logout" }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("tooltip").waitFor({ state: "detached" });
    expect(await focused(page)).toBe("BUTTON Logout");
    await page.keyboard.press("Control+b");
    await context.close();
  });

  it("stock dialog: Escape returns focus to the table row (1400 px) or the card (360 px) it was opened from", async () => {
    const { context, page } = await keyboardPage(1400);
    const dialog = page.getByRole("dialog");
    for (const round of [1, 2]) {
      // The first opening also loads the dialog's code (a stand-in dialog shows meanwhile).
      const row = portfolioTable(page).locator('tr[data-symbol="CSL"]');
      await row.focus();
      await page.keyboard.press("Enter");
      await dialog.getByText("Broker Estimates Comparison").waitFor();
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      expect(await page.evaluate(() => document.activeElement?.getAttribute("data-symbol")), `round ${round}`).toBe("CSL");
    }
    // Opened with a click on the row: the row again.
    await portfolioTable(page).locator('tr[data-symbol="WDS"] td[data-column="company"]').click();
    await dialog.getByText("Broker Estimates Comparison").waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-symbol"))).toBe("WDS");

    await page.setViewportSize({ width: 360, height: 740 });
    const open = portfolioCards(page).getByRole("button", { name: "Open CSL details" });
    await open.focus();
    await page.keyboard.press("Enter");
    await dialog.getByText("Broker Estimates Comparison").waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await focused(page)).toBe("BUTTON Open CSL details");
    await context.close();
  });

  it("History tab: Tab goes from the chart to its legend, the change list and Close on the first pass, at 1400 and 360 px", async () => {
    for (const width of [1400, 360]) {
      const { context, page } = await keyboardPage(width);
      const dialog = page.getByRole("dialog");
      const opener =
        width > 800
          ? portfolioTable(page).locator('tr[data-symbol="BHP"]')
          : portfolioCards(page).getByRole("button", { name: "Open BHP details" });
      await opener.focus();
      await page.keyboard.press("Enter");
      await dialog.getByText("Broker Estimates Comparison").waitFor();
      await dialog.getByRole("tab", { name: "History" }).focus();
      await page.keyboard.press("Enter");
      await dialog.locator("[data-history-chart] .recharts-line").first().waitFor();
      await dialog.getByRole("list", { name: "Fair value changes, newest first" }).waitFor();
      const legend = await dialog
        .getByRole("group", { name: "Chart series" })
        .getByRole("button")
        .evaluateAll((buttons) => buttons.map((button) => `BUTTON ${button.textContent?.trim()}`));
      expect(legend.length, `${width} px`).toBeGreaterThan(1);

      // Tab from the History tab until Close: the chart, then every legend item, the list, Close.
      const trail: string[] = [];
      while (trail.length < 40 && trail.at(-1) !== "BUTTON Close") {
        await page.keyboard.press("Tab");
        trail.push(await focused(page));
      }
      const chart = trail.findIndex((entry) => entry.startsWith("svg "));
      expect(chart, `${width} px: ${trail.join(" | ")}`).toBeGreaterThan(0);
      expect(trail.slice(chart + 1), `${width} px`).toEqual([...legend, "UL Fair value changes, newest first", "BUTTON Close"]);
      await context.close();
    }
  });
});
