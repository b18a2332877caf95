// A long history stays light: 3,000 fair values render as a window of rows, not 3,000 <tr>s, and the
// last row is still reachable by scrolling. Seeded with SQL for a user of its own.
import { beforeAll, describe, expect, it } from "vitest";
import { newPage, registerThroughApi, signIn, chromiumForFile } from "./support/browser";
import { database } from "./support/database";

const collector = { email: `collector-${Date.now()}@e2e.test`, password: "collector-pass-1" };
const STOCKS = 300;
const MONTHS = 10;

const browser = chromiumForFile();
beforeAll(async () => {
  const { id } = await registerThroughApi(collector.email, collector.password);
  await database().query("update users set status = 'approved' where id = $1", [id]);
  // S000 … S299, each with ten monthly Morningstar values (Jan–Oct 2025).
  await database().query(
    `insert into stocks (user_id, symbol, name, last_price)
       select $1, 'S' || lpad(n::text, 3, '0'), 'Stock ' || n, 10 from generate_series(0, $2 - 1) n`,
    [id, STOCKS],
  );
  await database().query(
    `insert into fair_values (stock_id, source, as_of_month, fair_value, meta)
       select s.id, 'morningstar', make_date(2025, m, 1), 10 + m, '{"uncertainty":"Medium"}'::jsonb
         from stocks s cross join generate_series(1, $2) m where s.user_id = $1`,
    [id, MONTHS],
  );
});

describe("data history with thousands of rows", () => {
  it("draws only the rows in view and filters the whole list", async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, collector);
    await page.goto("/data-history");
    const total = STOCKS * MONTHS;
    const footer = page.getByText(/^Showing \d+ of \d+ fair values$/);
    await expect.poll(() => footer.textContent(), { timeout: 20_000 }).toBe(`Showing ${total} of ${total} fair values`);

    const region = page.getByRole("region", { name: "Fair values", exact: true });
    const drawnRows = () => region.locator("tbody tr:not([aria-hidden])").count();
    expect(await drawnRows()).toBeLessThan(60);
    expect(await region.locator("table").getAttribute("aria-rowcount")).toBe(String(total + 1));

    // Same import time for every row, so the order is symbol, then newest month: S299 Jan 2025 is last.
    await region.evaluate((el) => (el.scrollTop = el.scrollHeight));
    const last = region.getByRole("row").filter({ hasText: "S299" }).filter({ hasText: "Jan 2025" });
    await last.waitFor();
    expect(await last.getAttribute("aria-rowindex")).toBe(String(total + 1));
    expect(await drawnRows()).toBeLessThan(60);

    await page.getByPlaceholder("Search by stock symbol or source...").fill("s12");
    // S120–S129 ("S012" has no "s12" in it): 10 stocks × 10 months.
    await expect.poll(() => footer.textContent()).toBe(`Showing 100 of ${total} fair values`);

    // On a phone the rows are cards, drawn the same way: a window of them, the last one reachable.
    await page.getByPlaceholder("Search by stock symbol or source...").fill("");
    await page.setViewportSize({ width: 390, height: 780 });
    const cards = region.getByRole("listitem");
    await cards.first().waitFor();
    expect(await cards.count()).toBeLessThan(40);
    await region.evaluate((el) => (el.scrollTop = el.scrollHeight));
    const lastCard = cards.filter({ hasText: "S299" }).filter({ hasText: "Jan 2025" });
    await lastCard.waitFor();
    expect(await lastCard.getAttribute("aria-posinset")).toBe(String(total));
    expect(await lastCard.getAttribute("aria-setsize")).toBe(String(total));
    expect(await cards.count()).toBeLessThan(40);
    await context.close();
  });
});
