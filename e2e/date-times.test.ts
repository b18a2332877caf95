// One rule for every displayed moment: the browser's time zone, en-AU format. The browser here runs in
// Honolulu (UTC−10), where the seeded moment is still the 4th while Sydney is already on the 5th, so
// a screen that formats in another zone shows a different day.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumForFile, newTestContext, registerThroughApi, signIn } from "./support/browser";
import { addStocks, approvedUser, openDashboard, portfolioTable } from "./support/dashboard";
import { database } from "./support/database";

const browser = chromiumForFile();
const MOMENT = "2025-03-04T20:30:00Z";
// 20:30 UTC − 10 h = 10:30 am on 4 March in Honolulu (7:30 am on 5 March in Sydney).
const LOCAL_DATE_TIME = "4 Mar 2025, 10:30 am";
const LOCAL_DATE = "4 Mar 2025";

async function honoluluPage(): Promise<Page> {
  const context = await newTestContext(browser(), {
    viewport: { width: 1400, height: 900 },
    timezoneId: "Pacific/Honolulu",
  });
  return context.newPage();
}

// Intl puts a narrow no-break space before "am" in some ICU versions.
const plain = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

describe("displayed date-times", () => {
  it("shows one moment the same way, in the browser's time zone, on every screen", async () => {
    const user = await approvedUser();
    const page = await honoluluPage();
    await signIn(page, user);
    const ids = await addStocks(page, [{ symbol: "BHP", name: "BHP Group", lastPrice: 40 }]);
    const paste = await page.request.post("/api/import/morningstar", { data: { text: "BHP\t40.00\t45.00\tMedium\tWide\tStrong" } });
    expect(paste.status()).toBe(200);
    await database().query("update stocks set last_price_updated_at = $2 where id = $1", [ids.BHP, MOMENT]);
    await database().query("update fair_values set created_at = $2 where stock_id = $1", [ids.BHP, MOMENT]);
    await database().query("update import_batches set created_at = $2 where user_id = $1", [user.id, MOMENT]);
    await database().query(
      "insert into import_batches (user_id, source, file_name, rows_imported, created_at) values ($1, 'portfolio-workbook', 'Portfolio.xlsx', 1, $2)",
      [user.id, MOMENT],
    );

    // The price tooltip.
    await openDashboard(page);
    await portfolioTable(page).locator('tr[data-symbol="BHP"] td[data-column="lastPrice"] span').first().hover();
    await expect.poll(async () => plain((await page.getByRole("tooltip").allTextContents()).join(" "))).toContain(LOCAL_DATE_TIME);

    // Data History: the Import Date and the import filter's label.
    await page.goto("/data-history");
    const row = page.getByRole("region", { name: "Fair values", exact: true }).getByRole("row").filter({ hasText: "BHP" });
    await expect.poll(async () => plain(await row.locator("td").nth(5).textContent())).toBe(LOCAL_DATE);
    await page.getByRole("combobox", { name: "Filter by import" }).click();
    expect((await page.getByRole("option").allTextContents()).map(plain)).toContain(`Morningstar · paste · ${LOCAL_DATE_TIME} · 1 row`);
    await page.keyboard.press("Escape");

    // 'Last upload' on the Upload page.
    await page.goto("/upload");
    await expect
      .poll(async () => plain((await page.getByTestId("last-upload-portfolio").locator("time").allTextContents()).join("")))
      .toBe(LOCAL_DATE_TIME);
    await page.context().close();

    // User Management (the owner's screen): when a pending user asked to join.
    const pending = await registerThroughApi(`honolulu-${Date.now()}@e2e.test`, "pending-pass-1");
    await database().query("update users set created_at = $2 where id = $1", [pending.id, MOMENT]);
    const ownerPage = await honoluluPage();
    await signIn(ownerPage);
    await ownerPage.goto("/user-management");
    const card = ownerPage.getByRole("article", { name: pending.email }).first();
    await expect.poll(async () => plain(await card.textContent())).toContain(`Requested ${LOCAL_DATE_TIME}`);
    // Leave no pending user behind for the other files' owner screens.
    await database().query("delete from users where id = $1", [pending.id]);
    await ownerPage.context().close();
  });
});
