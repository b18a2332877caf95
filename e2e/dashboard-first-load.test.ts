// Issue 15: what a first visit to the dashboard downloads. The sector cards far below a long table
// read their figures and load the chart's code only when the reader scrolls near them; each stock
// list is fetched once (the portfolio's at start-up, beside the session check) and the overview
// draws from those answers; the body of /api/portfolio carries only the contract's fields (the rest
// is worked out on arrival).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { STOCK_VIEW_WIRE_FIELDS } from "@shared/contracts/portfolio";
import { newPage, signIn, chromiumForFile } from "./support/browser";
import { approvedUser, openDashboard, portfolioTable, shot } from "./support/dashboard";
import { database } from "./support/database";

const browser = chromiumForFile();

/** 300 portfolio stocks in three sectors, each with an allocation, and one other stock. */
async function seedLongPortfolio(userId: string) {
  await database().query(
    `insert into stocks (user_id, symbol, name, sector, last_price, last_price_updated_at, is_portfolio)
     select $1, 'S' || lpad(n::text, 3, '0'), 'Stock ' || n, 'Sector ' || (n % 3), 1 + n / 10.0, now(), n <= 300
       from generate_series(1, 301) as n`,
    [userId],
  );
  await database().query(
    `insert into portfolio_allocations (user_id, stock_id, amount) select $1, id, 1000 from stocks where user_id = $1 and is_portfolio`,
    [userId],
  );
}

/** Every request the page makes from now on, by path and query. */
/**
 * The requests of the next page load. Signing in lands on the dashboard, whose own first requests may
 * start late on a busy machine: the page leaves it for about:blank first, so only the load under test counts.
 */
async function recordRequests(page: Page): Promise<string[]> {
  await page.goto("about:blank");
  const seen: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    seen.push(url.pathname + url.search);
  });
  return seen;
}

describe("the dashboard's first load", () => {
  it("asks for the sector figures and the chart's code only when the sector cards come near the screen", async () => {
    const user = await approvedUser();
    await seedLongPortfolio(user.id);
    const { context, page } = await newPage(browser(), { width: 1280, height: 700 });
    await signIn(page, user);
    const requests = await recordRequests(page);
    await openDashboard(page);
    await portfolioTable(page).locator("tbody tr[data-symbol]").first().waitFor();
    await page.waitForLoadState("networkidle");

    // The cards are there, titled, with their figures held back.
    const chartCard = page.getByRole("heading", { name: "Portfolio Sector Distribution" });
    await chartCard.waitFor();
    await page.getByRole("heading", { name: "Sector Value Analysis" }).waitFor();
    expect(requests.filter((path) => path.startsWith("/api/portfolio/sector"))).toEqual([]);
    expect(requests.filter((path) => path.includes("sector-pie-chart"))).toEqual([]);

    await chartCard.evaluate((el) => el.scrollIntoView({ block: "start" }));
    await page.locator(".recharts-pie-sector").first().waitFor();
    await page.getByRole("list", { name: "Sector value analysis" }).locator('li[data-sector="Sector 0"]').waitFor();
    expect(requests).toContain("/api/portfolio/sectors");
    expect(requests).toContain("/api/portfolio/sector-analytics");
    expect(requests.some((path) => path.includes("sector-pie-chart"))).toBe(true);
    await shot(page, "dashboard-sectors-on-approach-1280");
    await context.close();
  });

  it("fetches each stock list once and draws the overview from those answers", async () => {
    const user = await approvedUser();
    await seedLongPortfolio(user.id);
    const { context, page } = await newPage(browser());
    await signIn(page, user);
    const requests = await recordRequests(page);
    const [portfolioAnswer] = await Promise.all([
      page.waitForResponse((res) => res.url().endsWith("/api/portfolio?isPortfolio=true")),
      openDashboard(page),
    ]);
    await portfolioTable(page).locator("tbody tr[data-symbol]").first().waitFor();
    await page.getByRole("region", { name: "Other stocks table", exact: true }).locator("tbody tr[data-symbol]").first().waitFor();
    await page.waitForLoadState("networkidle");
    expect(requests.filter((path) => path === "/api/portfolio?isPortfolio=true")).toHaveLength(1);
    expect(requests.filter((path) => path === "/api/portfolio?isPortfolio=false")).toHaveLength(1);

    // The body holds the contract's fields only; the table shows the figures worked out from them.
    const body = (await portfolioAnswer.json()) as Record<string, unknown>[];
    expect(body).toHaveLength(300);
    expect(Object.keys(body[0])).toEqual([...STOCK_VIEW_WIRE_FIELDS]);
    expect(body[0]).not.toHaveProperty("brokerAvg");
    expect(body[0]).not.toHaveProperty("consensusRating");
    await context.close();
  });
});
